package dispatch

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A regular file whose size fstat does not know (procfs says 0) is read
// whole all the same.
func TestReadInputFileOfUnknownSize(t *testing.T) {
	f, err := os.Open("/proc/self/status")
	require.NoError(t, err)
	defer f.Close()
	st, err := f.Stat()
	require.NoError(t, err)
	require.True(t, st.Mode().IsRegular())
	require.Zero(t, st.Size())
	got, err := readInput(f, MaxInput)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(got, "Name:"), got)
	assert.Contains(t, got, "VmHWM:")
}
