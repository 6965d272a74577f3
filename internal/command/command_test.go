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

// A command that exits while a background child holds its output open
// returns promptly, and the child does not outlive it.
func TestBackgroundChildDoesNotHang(t *testing.T) {
	dir := t.TempDir()
	start := time.Now()
	r := run(t, Spec{Command: "sleep 300 & echo $! > pid; echo done", Dir: dir, Timeout: time.Minute})
	assert.Less(t, time.Since(start), 10*time.Second)
	assert.True(t, r.Passed())
	raw, err := os.ReadFile(filepath.Join(dir, "pid"))
	require.NoError(t, err)
	pid, _ := strconv.Atoi(strings.TrimSpace(string(raw)))
	assert.Eventually(t, func() bool { return gone(pid) }, 2*time.Second, 20*time.Millisecond)
}

func TestOutputFloodIsCapped(t *testing.T) {
	r := run(t, Spec{Command: "head -c 50000000 /dev/zero | tr '\\0' 'x'; echo; echo LAST", MaxOutput: 1 << 16})
	require.True(t, r.Passed())
	assert.LessOrEqual(t, len(r.Output), 1<<16)
	assert.True(t, strings.HasSuffix(r.Output, "LAST\n"))
	assert.Greater(t, r.Truncated, int64(49_000_000))
}

func TestTail(t *testing.T) {
	tl := &Tail{Max: 5}
	for _, s := range []string{"ab", "cd", "efg", "hijklmnop", "q"} {
		n, err := tl.Write([]byte(s))
		require.NoError(t, err)
		assert.Equal(t, len(s), n)
	}
	assert.Equal(t, "mnopq", tl.String())
	assert.Equal(t, int64(12), tl.Dropped)
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
	if syscall.Kill(pid, 0) != nil {
		return true
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
	return len(fields) > 0 && fields[0] == "Z"
}
