package command

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func run(t *testing.T, s Spec) Result {
	t.Helper()
	if s.Dir == "" {
		s.Dir = t.TempDir()
	}
	if s.Env == nil {
		s.Env = []string{"PATH=" + os.Getenv("PATH")}
	}
	return Run(context.Background(), s)
}

func TestExitCodes(t *testing.T) {
	r := run(t, Spec{Command: "true"})
	assert.True(t, r.Passed())
	assert.Equal(t, 0, r.ExitCode)

	r = run(t, Spec{Command: "echo broken >&2; exit 3"})
	assert.False(t, r.Passed())
	assert.Equal(t, 3, r.ExitCode)
	assert.Equal(t, "broken\n", r.Output)
	assert.Equal(t, "exited with code 3", r.Describe(time.Second))

	r = run(t, Spec{Command: "no-such-command-plan-compliance"})
	assert.True(t, r.NotFound)
	assert.Equal(t, 127, r.ExitCode)
	assert.Equal(t, "command not found (exit 127)", r.Describe(time.Second))
}

func TestStdinEnvDirAndNoShellInjection(t *testing.T) {
	dir := t.TempDir()
	payload := `{"prompt":"$(touch pwned); rm -rf / ; echo 'x"}`
	r := run(t, Spec{
		Command: `printf '%s|' "$PWD" "$GREETING"; cat`,
		Dir:     dir,
		Env:     []string{"PATH=" + os.Getenv("PATH"), "GREETING=hi"},
		Stdin:   []byte(payload),
	})
	require.True(t, r.Passed(), r.Output)
	assert.Equal(t, dir+"|hi|"+payload, r.Output)
	_, err := os.Stat(filepath.Join(dir, "pwned"))
	assert.True(t, os.IsNotExist(err), "the hook input must never be run")
}

// With Stdout set, standard output goes there whole and Output keeps
// stderr alone, even from a command that writes a lot to both.
func TestSeparateStdout(t *testing.T) {
	var stdout strings.Builder
	r := run(t, Spec{
		Command: `echo '{"level":"explicit"}'; echo 'warming up' >&2; head -c 200000 /dev/zero | tr '\0' x; echo; echo done >&2; exit 2`,
		Stdout:  &stdout,
	})
	assert.Equal(t, 2, r.ExitCode)
	assert.Equal(t, "warming up\ndone\n", r.Output)
	assert.True(t, strings.HasPrefix(stdout.String(), "{\"level\":\"explicit\"}\n"), stdout.String()[:40])
	assert.Equal(t, len("{\"level\":\"explicit\"}\n")+200000+1, stdout.Len())

	stdout.Reset()
	r = run(t, Spec{Command: "sleep 5; echo late", Timeout: 100 * time.Millisecond, Stdout: &stdout})
	assert.True(t, r.TimedOut)
	assert.Empty(t, stdout.String())
}

// A timeout kills the whole process group: the grandchild started in the
// background dies too, and Run does not wait for it.
func TestTimeoutKillsGrandchildren(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	start := time.Now()
	r := run(t, Spec{Command: "sleep 300 & echo $! > pid; wait", Dir: dir, Timeout: 300 * time.Millisecond})
	assert.Less(t, time.Since(start), 5*time.Second)
	assert.True(t, r.TimedOut)
	assert.False(t, r.Passed())
	assert.Equal(t, "timed out after 300ms", r.Describe(300*time.Millisecond))
	raw, err := os.ReadFile(pidFile)
	require.NoError(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	require.NoError(t, err)
	assert.Eventually(t, func() bool { return gone(pid) }, 2*time.Second, 20*time.Millisecond,
		"grandchild %d survived the timeout", pid)
}

// A command that exits while a background child holds its output and stdin
// open returns at once (the child is killed, nobody waits for the pipes),
// and the child does not outlive it.
func TestBackgroundChildDoesNotHang(t *testing.T) {
	dir := t.TempDir()
	start := time.Now()
	r := run(t, Spec{Command: "sleep 300 & echo $! > pid; echo done", Dir: dir, Timeout: time.Minute, Stdin: make([]byte, 1<<20)})
	assert.Less(t, time.Since(start), drainDelay, "Run waited for the background child's pipes")
	assert.True(t, r.Passed())
	assert.Equal(t, "done\n", r.Output)
	raw, err := os.ReadFile(filepath.Join(dir, "pid"))
	require.NoError(t, err)
	pid, _ := strconv.Atoi(strings.TrimSpace(string(raw)))
	assert.Eventually(t, func() bool { return gone(pid) }, 2*time.Second, 20*time.Millisecond)
}

// Stdin larger than a pipe buffer reaches the command whole, and a command
// that never reads it still finishes.
func TestLargeStdin(t *testing.T) {
	payload := strings.Repeat("0123456789abcdef", 1<<16) // 1 MiB
	r := run(t, Spec{Command: "wc -c", Stdin: []byte(payload)})
	require.True(t, r.Passed(), r.Output)
	assert.Equal(t, strconv.Itoa(len(payload)), strings.TrimSpace(r.Output))

	start := time.Now()
	r = run(t, Spec{Command: "exit 0", Stdin: []byte(payload)})
	assert.True(t, r.Passed())
	assert.Less(t, time.Since(start), drainDelay)
}

func TestHowCommandsEnd(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "script"), []byte("#!/bin/sh\n"), 0o644))
	r := run(t, Spec{Command: "./script", Dir: dir})
	assert.Equal(t, 126, r.ExitCode)
	assert.Equal(t, "exited with code 126 (found but not executable)", r.Describe(time.Second))

	r = run(t, Spec{Command: "kill -9 $$"})
	assert.False(t, r.Passed())
	assert.Equal(t, -1, r.ExitCode)
	assert.Equal(t, "was ended by a signal (signal: killed)", r.Describe(time.Second))

	r = run(t, Spec{Command: "true", Dir: filepath.Join(dir, "missing")})
	assert.False(t, r.Passed())
	assert.Contains(t, r.Describe(time.Second), "could not be run: ")

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r = Run(ctx, Spec{Command: "true", Dir: dir})
	assert.False(t, r.Passed())
	assert.ErrorIs(t, r.Err, context.Canceled)
}

func TestOutputFloodIsCapped(t *testing.T) {
	r := run(t, Spec{Command: "head -c 50000000 /dev/zero | tr '\\0' 'x'; echo; echo LAST", MaxOutput: 1 << 16})
	require.True(t, r.Passed())
	assert.LessOrEqual(t, len(r.Output), 1<<16)
	assert.True(t, strings.HasSuffix(r.Output, "LAST\n"))
	assert.Greater(t, r.Truncated, int64(49_000_000))
}

func TestTail(t *testing.T) {
	for _, tc := range []struct {
		max     int
		writes  []string
		want    string
		dropped int64
	}{
		{5, nil, "", 0},
		{5, []string{"ab", "cd"}, "abcd", 0},
		{5, []string{"abcde"}, "abcde", 0},
		{5, []string{"ab", "cd", "efg", "hijklmnop", "q"}, "mnopq", 12},
		{5, []string{"abcdefghij"}, "fghij", 5},
		{3, []string{"a", "b", "c", "d", "e", "f", "g"}, "efg", 4},
		{4, []string{"abc", "defghi", "jk"}, "hijk", 7},
	} {
		tl := &Tail{Max: tc.max}
		for _, s := range tc.writes {
			n, err := tl.Write([]byte(s))
			require.NoError(t, err)
			assert.Equal(t, len(s), n)
		}
		got, dropped := tl.Snapshot()
		assert.Equal(t, tc.want, got, "%q", tc.writes)
		assert.Equal(t, tc.dropped, dropped, "%q", tc.writes)
	}
}

func TestLastLines(t *testing.T) {
	for _, tc := range []struct {
		in     string
		n      int
		want   string
		before int
	}{
		{"", 3, "", 0},
		{"a\nb\nc\n", 5, "a\nb\nc", 0},
		{"a\nb\nc\nd\n", 2, "c\nd", 2},
		{"one line", 1, "one line", 0},
	} {
		got, before := LastLines(tc.in, tc.n)
		assert.Equal(t, tc.want, got, tc.in)
		assert.Equal(t, tc.before, before, tc.in)
	}
}

// gone reports whether pid no longer runs: it does not exist, or it is a
// zombie waiting for a reaper (an orphan's new parent may be slow to reap).
func gone(pid int) bool {
	if p, err := os.FindProcess(pid); err != nil || p.Signal(syscall.Signal(0)) != nil {
		return true
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
	return len(fields) > 0 && fields[0] == "Z"
}
