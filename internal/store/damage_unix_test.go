//go:build unix

package store

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Something other than a regular file where the database should be — put
// there by an agent to turn deferral off, or left by a mishap — is set
// aside like a damaged file, a fresh store starts and the user is told.
// Before, every event failed open ("could not check this event") for as
// long as it stayed.
func TestNotARegularFileIsSetAside(t *testing.T) {
	for _, tc := range []struct {
		name   string
		make   func(path string) error
		reason string
	}{
		{"a directory", func(p string) error { return os.Mkdir(p, 0o700) }, "not a regular file"},
		{"a loop of symbolic links", func(p string) error {
			if err := os.Symlink(p+".b", p); err != nil {
				return err
			}
			return os.Symlink(p, p+".b")
		}, "symbolic links"},
		{"a symbolic link to nothing", func(p string) error { return os.Symlink(p+".missing", p) }, "symbolic link to nothing"},
		{"a FIFO", func(p string) error { return syscall.Mkfifo(p, 0o600) }, "not a regular file"},
		{"a link to a device", func(p string) error { return os.Symlink("/dev/zero", p) }, "not a regular file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, FileName)
			require.NoError(t, tc.make(path))
			s, err := Open(dir)
			require.NoError(t, err)
			defer s.Close()
			require.Len(t, asideFiles(t, dir), 1)
			notice, err := s.TakeDamageNotice()
			require.NoError(t, err)
			assert.Contains(t, notice, tc.reason)
			assert.Contains(t, notice, "moved aside to ")
			n, err := s.AddBlock("k")
			require.NoError(t, err)
			assert.Equal(t, 1, n, "the fresh store works")
			st, err := os.Lstat(path)
			require.NoError(t, err)
			assert.True(t, st.Mode().IsRegular())
		})
	}
}
