package safefile_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/safefile"
)

// within fails the test if f takes longer than a few seconds: a FIFO that
// blocks open or read would otherwise hang the test run.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("blocked for 5 s")
	}
}

func TestReadRegular(t *testing.T) {
	p := filepath.Join(t.TempDir(), "f")
	require.NoError(t, os.WriteFile(p, []byte("hello\n"), 0o644))
	b, err := safefile.Read(p, 6)
	require.NoError(t, err)
	assert.Equal(t, "hello\n", string(b))

	s, err := safefile.ReadString(p, 100)
	require.NoError(t, err)
	assert.Equal(t, "hello\n", s)

	require.NoError(t, os.WriteFile(p, nil, 0o644))
	b, err = safefile.Read(p, 6)
	require.NoError(t, err)
	assert.Empty(t, b)
}

func TestReadRefuses(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big")
	require.NoError(t, os.WriteFile(big, []byte("0123456789"), 0o644))
	sparse := filepath.Join(dir, "sparse")
	f, err := os.Create(sparse)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(64<<30)) // 64 GiB, no blocks
	require.NoError(t, f.Close())

	tests := []struct {
		name, path string
		limit      int64
		want       string
		is         error
	}{
		{"larger than the limit", big, 9, big + " is 10 bytes, more than the 9 bytes plan-compliance reads of it", nil},
		{"huge sparse file", sparse, 1 << 20, sparse + " is 64 GiB, more than the 1 MiB plan-compliance reads of it", nil},
		{"directory", dir, 100, "open " + dir + ": not a regular file (a directory)", safefile.ErrNotRegular},
		{"missing", filepath.Join(dir, "none"), 100, "no such file", fs.ErrNotExist},
	}
	if runtime.GOOS != "windows" {
		tests = append(tests,
			struct {
				name, path string
				limit      int64
				want       string
				is         error
			}{"endless device", "/dev/zero", 100, "open /dev/zero: not a regular file (a character device)", safefile.ErrNotRegular},
		)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			within(t, func() { _, err = safefile.Read(tt.path, tt.limit) })
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			if tt.is != nil {
				assert.ErrorIs(t, err, tt.is)
			}
			var tl *safefile.TooLargeError
			assert.Equal(t, tt.is == nil, errors.As(err, &tl))
		})
	}
}

func TestReadLinkToDevice(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no /dev/zero on Windows")
	}
	p := filepath.Join(t.TempDir(), "gates.json")
	require.NoError(t, os.Symlink("/dev/zero", p))
	var err error
	within(t, func() { _, err = safefile.Read(p, 1<<20) })
	assert.ErrorIs(t, err, safefile.ErrNotRegular)
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{
		0: "0 bytes", 1023: "1023 bytes", 1024: "1 KiB", 1536: "1.5 KiB",
		32 << 20: "32 MiB", 64 << 30: "64 GiB", 3<<30 + 1<<29: "3.5 GiB",
	} {
		assert.Equal(t, want, safefile.Size(n), n)
	}
}

// BenchmarkReadString1MB is the read behind previewing an edit of a 1 MB
// file.
func BenchmarkReadString1MB(b *testing.B) {
	p := filepath.Join(b.TempDir(), "f")
	require.NoError(b, os.WriteFile(p, make([]byte, 1<<20), 0o644))
	b.SetBytes(1 << 20)
	for b.Loop() {
		if _, err := safefile.ReadString(p, 32<<20); err != nil {
			b.Fatal(err)
		}
	}
}
