//go:build unix

package ownprogram

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestScriptNeverReadsAFIFOOrDevice(t *testing.T) {
	dir, f := world(t)
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o644))
	_, ok, tooBig := f.Script("./fifo", dir) // must not block
	assert.True(t, ok && tooBig, "a FIFO is no script to read")
	_, ok, tooBig = f.Script("/dev/zero", dir)
	assert.True(t, ok && tooBig, "a device is no script to read")
}

// A name that is there but cannot be looked at (a link loop, a path
// through a file) is no missing script: it is one the guard cannot read
// (round three of issue 10). A name that is not there at all is missing.
func TestScriptThatCannotBeLookedAtIsUnread(t *testing.T) {
	dir, f := world(t)
	require.NoError(t, os.Symlink("loop.sh", filepath.Join(dir, "loop.sh")))
	require.NoError(t, os.Symlink("l2.sh", filepath.Join(dir, "l1.sh")))
	require.NoError(t, os.Symlink("l1.sh", filepath.Join(dir, "l2.sh")))
	for _, word := range []string{"./loop.sh", "./l1.sh", filepath.Join(dir, "l2.sh")} {
		_, ok, tooBig := f.Script(word, dir)
		assert.True(t, ok && tooBig, word)
	}
	_, ok, _ := f.Script("./missing.sh", dir)
	assert.False(t, ok, "a missing script")
}
