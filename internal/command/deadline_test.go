//go:build linux

package command

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// grace is how long after its time limit (or after the command's own exit)
// Run may take to answer, whatever the command's children do.
const grace = drainDelay + 500*time.Millisecond

// escaped runs cmd in a fresh session through setsid, records its pid in
// dir/name and kills it when the test ends: these children leave the gate's
// process group, so Run cannot kill them and must not wait for them.
func escaped(t *testing.T, dir, name, cmd string) string {
	t.Helper()
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("setsid (util-linux) is not installed: no way to stage a child that leaves the group")
	}
	pidFile := filepath.Join(dir, name)
	t.Cleanup(func() {
		raw, err := os.ReadFile(pidFile)
		if err != nil {
			return
		}
		if pid, err := strconv.Atoi(strings.TrimSpace(string(raw))); err == nil && pid > 1 {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	return "setsid -f sh -c 'echo $$ > " + name + "; " + cmd + "'"
}

// Every way a command's children can outlive it ends with Run answering
// within the time limit plus the grace.
func TestGatesEndAtTheirDeadline(t *testing.T) {
	for _, tc := range []struct {
		name    string
		command func(t *testing.T, dir string) string
		timeout time.Duration
		stdin   int
		// timedOut is whether the shell itself outlives the limit.
		timedOut bool
		exit     int
	}{
		{
			name:    "setsid child holds the pipes, the shell exits at once",
			command: func(t *testing.T, dir string) string { return escaped(t, dir, "pid", "exec sleep 310") + "; exit 1" },
			timeout: 5 * time.Second, exit: 1,
		},
		{
			name:    "setsid child holds the pipes, stdin unread",
			command: func(t *testing.T, dir string) string { return escaped(t, dir, "pid", "exec sleep 310") + "; exit 0" },
			timeout: 5 * time.Second, stdin: 4 << 20,
		},
		{
			name: "shell waits on a setsid child past the limit",
			command: func(t *testing.T, dir string) string {
				return escaped(t, dir, "pid", "exec sleep 310") + "; sleep 310"
			},
			timeout: 500 * time.Millisecond, timedOut: true, exit: -1,
		},
		{
			name: "daemon that ignores every signal it can and keeps the pipes",
			command: func(t *testing.T, dir string) string {
				return escaped(t, dir, "pid", `trap "" TERM HUP INT QUIT; while :; do sleep 1; done`) + "; echo started"
			},
			timeout: 5 * time.Second,
		},
		{
			name:    "shell ignores SIGTERM",
			command: func(*testing.T, string) string { return `trap "" TERM HUP INT; sleep 310` },
			timeout: 500 * time.Millisecond, timedOut: true, exit: -1,
		},
		{
			name:    "child closes its output and keeps running",
			command: func(*testing.T, string) string { return `(exec >&- 2>&- <&-; sleep 310) & wait` },
			timeout: 500 * time.Millisecond, timedOut: true, exit: -1,
		},
		{
			name: "escaped child closes stdout, keeps stderr and runs on",
			command: func(t *testing.T, dir string) string {
				return escaped(t, dir, "pid", "exec >&-; exec sleep 310") + "; exit 3"
			},
			timeout: 5 * time.Second, exit: 3,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			done := make(chan Result, 1)
			go func() {
				done <- run(t, Spec{Command: tc.command(t, dir), Dir: dir, Timeout: tc.timeout, Stdin: make([]byte, tc.stdin)})
			}()
			select {
			case r := <-done:
				assert.Equal(t, tc.timedOut, r.TimedOut, r.Output)
				assert.Equal(t, tc.exit, r.ExitCode, r.Output)
			case <-time.After(tc.timeout + grace):
				t.Fatalf("Run did not answer within its %s limit plus %s", tc.timeout, grace)
			}
		})
	}
}

// With Stdout set, a child that keeps writing after Run returned never
// writes into the caller's writer.
func TestNoWritesAfterReturn(t *testing.T) {
	dir := t.TempDir()
	var out lockedBuilder
	r := run(t, Spec{
		Command: escaped(t, dir, "pid", "while :; do echo tick; sleep 0.05; done") + "; exit 0",
		Dir:     dir, Timeout: 5 * time.Second, Stdout: &out,
	})
	require.True(t, r.Passed(), r.Output)
	n := out.Len()
	time.Sleep(300 * time.Millisecond)
	assert.Equal(t, n, out.Len(), "the escaped child's output reached the writer after Run returned")
}

// lockedBuilder is a strings.Builder safe for the writes of Run's reader
// and the test's reads.
type lockedBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuilder) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuilder) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Len()
}
