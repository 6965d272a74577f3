package store

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// Environment of the helper process: this test binary, re-executed, acting
// as a hook process that writes to the store.
const (
	helperMode = "PLAN_COMPLIANCE_STORE_HELPER"
	helperDir  = "PLAN_COMPLIANCE_STORE_DIR"
	helperN    = "PLAN_COMPLIANCE_STORE_N"
)

// TestHelperProcess is not a test: it is the child process of the tests
// below. "propose" adds one item to a shared run (as a PreToolUse hook
// does) and exits; "flood" adds large items in a loop until killed,
// printing each committed set id.
func TestHelperProcess(t *testing.T) {
	mode := os.Getenv(helperMode)
	if mode == "" {
		t.Skip("helper process only")
	}
	s, err := Open(os.Getenv(helperDir))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	cfg := changeset.Config{MaxItems: 1000, Overflow: changeset.OverflowRun}
	switch mode {
	case "propose":
		n := os.Getenv(helperN)
		res, err := s.Propose(run("s/agent/shared"), bash("step "+n), cfg, time.Now())
		if err != nil || res.Placement.Action != changeset.Queue {
			fmt.Fprintln(os.Stderr, "propose:", err, res.Placement.Action)
			os.Exit(4)
		}
		_ = s.Close()
		os.Exit(0)
	case "flood":
		big := strings.Repeat("x", 256<<10)
		for i := 0; ; i++ {
			items := bash(fmt.Sprintf("echo %d %s", i, big))
			res, err := s.Propose(run(fmt.Sprint("flood/", os.Getenv(helperN), "/", i)), items, cfg, time.Now())
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(5)
			}
			fmt.Println(res.Placed[0].SetID)
		}
	}
	os.Exit(6)
}

func helper(t *testing.T, dir, mode string, n int) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperMode+"="+mode, helperDir+"="+dir, helperN+"="+strconv.Itoa(n))
	return cmd
}

// TestConcurrentHookProcesses: Claude Code runs hooks in parallel. 32
// processes adding an item to the same run at once: every item is there,
// numbered 1..32, none lost, none twice.
func TestConcurrentHookProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 32 processes")
	}
	dir := t.TempDir()
	const procs = 32
	cmds := make([]*exec.Cmd, procs)
	for i := range cmds {
		cmds[i] = helper(t, dir, "propose", i)
		var out strings.Builder
		cmds[i].Stderr = &out
		require.NoError(t, cmds[i].Start())
	}
	for i, c := range cmds {
		require.NoError(t, c.Wait(), "process %d: %v", i, c.Stderr)
	}

	s := open(t, dir)
	sets, err := s.Sets(SetFilter{All: true})
	require.NoError(t, err)
	require.Len(t, sets, 1, "one run, one set")
	set, err := s.Set(sets[0].ID)
	require.NoError(t, err)
	require.Len(t, set.Items, procs)
	assert.Equal(t, procs, set.Counts.Items, "the header counts every item")
	seen := map[string]bool{}
	for i, it := range set.Items {
		assert.Equal(t, i+1, it.N, "numbered without gaps")
		assert.False(t, seen[it.Summary], "duplicate %q", it.Summary)
		seen[it.Summary] = true
	}
	for i := range procs {
		assert.True(t, seen[fmt.Sprint("Run: step ", i)], "item of process %d lost", i)
	}
}

// TestKilledMidWriteLeavesStoreReadable: a hook process killed (SIGKILL)
// while writing large sets leaves a database that opens, passes bbolt's
// consistency check, and holds every set the process had committed.
func TestKilledMidWriteLeavesStoreReadable(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes and kills them")
	}
	// Kill at different moments of the write loop; each round reuses the
	// store the last kill left behind.
	dir := t.TempDir()
	for round, delay := range []time.Duration{0, 2 * time.Millisecond, 5 * time.Millisecond, 11 * time.Millisecond} {
		t.Run(fmt.Sprint("round ", round), func(t *testing.T) { killMidWrite(t, dir, round, delay) })
	}
}

func killMidWrite(t *testing.T, dir string, round int, delay time.Duration) {
	before := 0
	if s, err := Open(dir); err == nil {
		sets, _ := s.Sets(SetFilter{All: true})
		before = len(sets)
		_ = s.Close()
	}
	cmd := helper(t, dir, "flood", round)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	lines := bufio.NewScanner(stdout)
	committed := 0
	for lines.Scan() {
		committed++
		if committed == 5 {
			break
		}
	}
	require.Equal(t, 5, committed, "the writer committed sets before the kill")
	// Kill it mid-write: it is inside its next write transaction or about to be.
	time.Sleep(delay)
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	_ = cmd.Wait()

	s, err := Open(dir)
	require.NoError(t, err, "the store opens after the kill")
	defer s.Close()
	require.NoError(t, s.db.View(func(tx *bolt.Tx) error {
		for err := range tx.Check() {
			return err
		}
		return nil
	}), "bbolt consistency check")
	sets, err := s.Sets(SetFilter{All: true})
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(sets), before+committed, "every committed set survived")
	for _, h := range sets {
		set, err := s.Set(h.ID)
		require.NoError(t, err)
		require.Equal(t, 1, len(set.Items), "set %d has one item", h.ID)
		assert.True(t, strings.HasPrefix(set.Items[0].Summary, "Run: echo "), "set %d readable", h.ID)
	}
	// And it takes new writes.
	_, err = s.Propose(run(fmt.Sprint("after/", len(sets))), bash(fmt.Sprint("echo after ", len(sets))), changeset.Config{MaxItems: 10}, time.Now())
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(dir, FileName))
	require.NoError(t, err)
}
