//go:build unix

package starter

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A manifest that is not a regular file (a FIFO would block a read) is not
// taken for a project, and one over the size cap is refused by name.
func TestDetectReadsOnlyBoundedRegularFiles(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "package.json"), 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	require.NoError(t, os.Mkdir(filepath.Join(dir, "go.mod"), 0o755))
	_, err := Detect(dir)
	assert.ErrorIs(t, err, ErrUnknown)

	big := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(big, "package.json"), []byte(strings.Repeat(" ", maxManifest+1)), 0o644))
	_, err = Detect(big)
	assert.ErrorContains(t, err, "package.json is larger than 1048576 bytes")
}
