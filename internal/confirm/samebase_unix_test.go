//go:build unix

package confirm

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Links, loops, FIFOs and unreadable corners are neither followed nor
// opened, and a name with a newline is compared whole.
func TestSameBaseIgnoresLinksAndFIFOs(t *testing.T) {
	dir := project(t, "a/x.go", "b/y\nx.go")
	require.NoError(t, os.Symlink(dir, filepath.Join(dir, "loop")))
	require.NoError(t, os.Symlink("elsewhere/x.go", filepath.Join(dir, "b", "dangling")))
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "b", "fifo"), 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "locked"), 0o000))
	t.Cleanup(func() { _ = os.Chmod(filepath.Join(dir, "locked"), 0o755) })
	assert.False(t, SameBaseIn(dir, filepath.Join(dir, "a", "x.go"))())
	assert.True(t, SameBaseIn(dir, filepath.Join(dir, "a", "fifo"))())
}
