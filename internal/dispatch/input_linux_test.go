package dispatch

import (
	"fmt"
	"os"
	"slices"
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

// The address of a strings.Builder's buffer is found (should a Go release
// rename the field, the advice would silently stop: this fails instead).
func TestBuilderBufferFound(t *testing.T) {
	var b strings.Builder
	_, ok := builderBuffer(&b)
	assert.False(t, ok, "an empty builder has no buffer")
	b.Grow(3 * hugePage)
	p, ok := builderBuffer(&b)
	require.True(t, ok)
	assert.NotZero(t, p)
	b.WriteString("x")
	q, _ := builderBuffer(&b)
	assert.Equal(t, p, q, "writing within the capacity keeps the buffer")
}

// Only whole huge pages past what is written are advised.
func TestHugeRange(t *testing.T) {
	for _, tc := range []struct {
		name        string
		p           uintptr
		n, capacity int
		start, end  uintptr
	}{
		{"aligned, nothing written", 4 * hugePage, 0, 2 * hugePage, 4 * hugePage, 6 * hugePage},
		{"aligned, a byte written", 4 * hugePage, 1, 2 * hugePage, 5 * hugePage, 6 * hugePage},
		{"unaligned", 4*hugePage + 4096, 0, 3 * hugePage, 5 * hugePage, 7 * hugePage},
		{"smaller than a huge page", 4*hugePage + 4096, 0, hugePage, 5 * hugePage, 5 * hugePage},
		{"all written", 4 * hugePage, 2 * hugePage, 2 * hugePage, 6 * hugePage, 6 * hugePage},
	} {
		start, end := hugeRange(tc.p, tc.n, tc.capacity)
		assert.Equal(t, tc.start, start, tc.name)
		assert.Equal(t, tc.end, end, tc.name)
		assert.GreaterOrEqual(t, start, tc.p+uintptr(tc.n), tc.name)
		assert.LessOrEqual(t, end, tc.p+uintptr(tc.capacity), tc.name)
	}
}

// The advice reaches the kernel: the memory past what is written is marked
// for huge pages (VmFlags "hg" in /proc/self/smaps), what is written is
// kept.
func TestAdviseHugePagesMarksMemory(t *testing.T) {
	var b strings.Builder
	b.Grow(8 * hugePage)
	b.WriteString("kept")
	adviseHugePages(&b)
	p, ok := builderBuffer(&b)
	require.True(t, ok)
	start, end := hugeRange(p, b.Len(), b.Cap())
	require.Less(t, start, end)
	assert.Equal(t, []string{"hg"}, vmFlags(t, start, "hg"), "the advised range")
	assert.Equal(t, []string{"hg"}, vmFlags(t, end-1, "hg"), "the advised range's end")
	assert.Empty(t, vmFlags(t, p, "hg"), "the written start is not advised")
	assert.Equal(t, "kept", b.String())
}

// vmFlags is the flags among want that /proc/self/smaps gives the mapping
// holding addr.
func vmFlags(t *testing.T, addr uintptr, want ...string) []string {
	t.Helper()
	smaps, err := os.ReadFile("/proc/self/smaps")
	require.NoError(t, err)
	in := false
	for _, line := range strings.Split(string(smaps), "\n") {
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x ", &lo, &hi); n == 2 {
			in = lo <= addr && addr < hi
			continue
		}
		flags, ok := strings.CutPrefix(line, "VmFlags:")
		if !in || !ok {
			continue
		}
		var got []string
		for _, f := range strings.Fields(flags) {
			if slices.Contains(want, f) {
				got = append(got, f)
			}
		}
		return got
	}
	t.Fatalf("no mapping holds %#x", addr)
	return nil
}
