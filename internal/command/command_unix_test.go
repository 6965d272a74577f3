//go:build unix

package command

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/proctest"
)

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
	assert.Eventually(t, func() bool { return proctest.Gone(pid) }, 2*time.Second, 20*time.Millisecond,
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
	assert.Eventually(t, func() bool { return proctest.Gone(pid) }, 2*time.Second, 20*time.Millisecond)
}
