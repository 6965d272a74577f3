//go:build unix

package store

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withDeadline fails the test if fn has not returned in 5 s (a hang).
func withDeadline(t *testing.T, what string, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); fn() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("%s hangs", what)
	}
}

// Something other than a regular file at the spool's path — a FIFO hung
// every hook that recorded a decision, a symbolic link had records
// appended to whatever it named, a directory dropped every record — is
// set aside and the record goes into a fresh spool.
func TestSpoolSetsAsideWhatIsNotARegularFile(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "bashrc")
	require.NoError(t, os.WriteFile(outside, []byte("keep me\n"), 0o600))
	for name, make := range map[string]func(p string) error{
		"a FIFO":          func(p string) error { return syscall.Mkfifo(p, 0o600) },
		"a directory":     func(p string) error { return os.Mkdir(p, 0o700) },
		"a symbolic link": func(p string) error { return os.Symlink(outside, p) },
		"a link to nothing": func(p string) error {
			return os.Symlink(filepath.Join(filepath.Dir(outside), "new"), p)
		},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, make(filepath.Join(dir, SpoolFileName)))
			withDeadline(t, "Spool", func() {
				_, err := Spool(dir, Decision{Time: logT0, Session: "s", Event: "Stop", Verdict: "pass"})
				require.NoError(t, err)
			})
			l := openLog(t, dir, LogOptions{})
			withDeadline(t, "Fold", func() { require.NoError(t, l.Fold(dir)) })
			all, err := l.Decisions(LogQuery{Session: "s"})
			require.NoError(t, err)
			assert.Len(t, all, 1, "the record is kept")
			b, err := os.ReadFile(outside)
			require.NoError(t, err)
			assert.Equal(t, "keep me\n", string(b), "nothing written through the link")
			assert.NoFileExists(t, filepath.Join(filepath.Dir(outside), "new"))
			aside, _ := filepath.Glob(filepath.Join(dir, SpoolFileName+".damaged-*"))
			assert.Len(t, aside, 1, "what was there is kept aside")
		})
	}
}

// A taken spool (left by a folder that died) that is not a regular file
// neither hangs nor stops folding.
func TestFoldSetsAsideWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, foldingPrefix+"1-a"), 0o600))
	require.NoError(t, os.Mkdir(filepath.Join(dir, foldingPrefix+"1-b"), 0o700))
	_, err := Spool(dir, Decision{Time: logT0, Session: "s", Event: "Stop", Verdict: "pass"})
	require.NoError(t, err)
	l := openLog(t, dir, LogOptions{})
	withDeadline(t, "Fold", func() { require.NoError(t, l.Fold(dir)) })
	all, err := l.Decisions(LogQuery{Session: "s"})
	require.NoError(t, err)
	assert.Len(t, all, 1)
}

// What was set aside once stays where it is: later folds leave it.
func TestFoldLeavesWhatWasSetAside(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, foldingPrefix+"1-b"), 0o700))
	l := openLog(t, dir, LogOptions{})
	require.NoError(t, l.Fold(dir))
	first, _ := filepath.Glob(filepath.Join(dir, "*.damaged-*"))
	require.NoError(t, l.Fold(dir))
	second, _ := filepath.Glob(filepath.Join(dir, "*.damaged-*"))
	assert.Len(t, first, 1)
	assert.Equal(t, first, second)
}
