//go:build unix

package gates

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A project's gates.json that is a FIFO (open would wait for a writer
// forever), a link to /dev/zero (a read never ends) or a huge file is a
// problem named at the file, found at once, and the defaults still load.
func TestHostileConfigFiles(t *testing.T) {
	for _, tc := range []struct {
		name string
		make func(path string) error
		want string
	}{
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o644) }, "cannot read: not a regular file (a named pipe)"},
		{"link to /dev/zero", func(p string) error { return os.Symlink("/dev/zero", p) }, "cannot read: not a regular file (a character device)"},
		{"huge sparse file", func(p string) error {
			f, err := os.Create(p)
			if err != nil {
				return err
			}
			defer f.Close()
			return f.Truncate(8 << 30)
		}, "is 8 GiB, more than the 4 MiB plan-compliance reads of it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, ".claude", "gates.json")
			require.NoError(t, os.MkdirAll(filepath.Dir(file), 0o755))
			require.NoError(t, tc.make(file))
			done := make(chan struct{})
			var (
				cfg *Config
				err error
			)
			go func() {
				defer close(done)
				cfg, err = Load(func(string) string { return "" }, "", dir)
			}()
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				t.Fatal("Load blocked for 5 s")
			}
			ps := problems(err)
			require.Len(t, ps, 1)
			assert.Contains(t, ps[0], file+": ")
			assert.Contains(t, ps[0], tc.want)
			assert.Equal(t, []string{PlanCompliance}, cfg.Hooks["SubagentStop"].Gates, "the defaults still load")
		})
	}
}
