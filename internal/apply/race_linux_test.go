package apply

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// While confirmed edits are applied, a directory of the project and a
// symbolic link to a directory outside it swap names atomically
// (renameat2 RENAME_EXCHANGE), over and over. Whatever the timing, nothing
// is ever written outside the project: each edit lands inside or fails.
func TestApplyUnderSymlinkSwapsWritesNothingOutside(t *testing.T) {
	project := t.TempDir()
	outside := t.TempDir()
	inner := filepath.Join(project, "d")
	link := filepath.Join(project, "swap")
	require.NoError(t, os.Mkdir(inner, 0o755))
	require.NoError(t, os.Symlink(outside, link))
	write(t, filepath.Join(inner, "target.txt"), "a\n")
	write(t, filepath.Join(outside, "target.txt"), "a\n")
	if err := unix.Renameat2(unix.AT_FDCWD, inner, unix.AT_FDCWD, link, unix.RENAME_EXCHANGE); err != nil {
		t.Skipf("renameat2(RENAME_EXCHANGE) is not supported here (%v): the race cannot be staged", err)
	}

	var stop atomic.Bool
	swaps := make(chan int)
	go func() {
		n := 0
		for !stop.Load() {
			if unix.Renameat2(unix.AT_FDCWD, inner, unix.AT_FDCWD, link, unix.RENAME_EXCHANGE) == nil {
				n++
			}
		}
		swaps <- n
	}()

	const attempts = 400
	succeeded := 0
	failures := map[string]int{}
	for i := range attempts {
		// A new file each time, so every attempt can land somewhere.
		f := filepath.Join(inner, "new-"+strconv.Itoa(i)+".txt")
		create := propose(t, project, "Write", f, []byte(`{"file_path": "`+f+`", "content": "pwned\n"}`))
		if _, err := Edit(project, create); err == nil {
			succeeded++
		} else {
			failures[failureKind(err)]++
		}
		// An edit of a file that exists on both sides with the same text.
		edit := proposeEdit(t, project, filepath.Join(project, "d", "target.txt"), "a\n", "b\n")
		_, _ = Edit(project, edit)
	}
	stop.Store(true)
	n := <-swaps
	t.Logf("%d attempts, %d swaps, %d creates succeeded; failures: %v", attempts, n, succeeded, failures)

	entries, err := os.ReadDir(outside)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"target.txt"}, names, "files were written outside the project")
	assert.Equal(t, "a\n", read(t, filepath.Join(outside, "target.txt")), "a file outside the project was edited")
	if _, err := os.Lstat(filepath.Join(outside, "d")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("something was created outside: %v", err)
	}
}

// failureKind sorts a refusal by where it happened: at the check (a link
// out of the project) or at the write (the tree changed after the check).
func failureKind(err error) string {
	switch msg := err.Error(); {
	case strings.HasPrefix(msg, "writing"), strings.HasPrefix(msg, "creating"):
		return "at the write"
	case strings.Contains(msg, "outside the project"):
		return "link outside, at the check"
	default:
		return "refused at the check"
	}
}
