//go:build unix

package ownprogram

import (
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
