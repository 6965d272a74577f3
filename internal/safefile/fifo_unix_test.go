//go:build unix

package safefile_test

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/safefile"
)

// A FIFO with no writer blocks a plain open forever; with a writer that
// never stops, a plain read never ends. Neither happens here.
func TestFIFO(t *testing.T) {
	p := fifo(t)
	var err error
	within(t, func() { _, err = safefile.Read(p, 1<<20) })
	assert.ErrorIs(t, err, safefile.ErrNotRegular)
	assert.Contains(t, err.Error(), "a named pipe")
	within(t, func() { _, _, err = safefile.Open(p) })
	assert.ErrorIs(t, err, safefile.ErrNotRegular)
}

func fifo(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "fifo")
	require.NoError(t, syscall.Mkfifo(p, 0o644))
	return p
}
