package command

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The group test runs this test binary as the command: as "parent" it
// starts itself again as "child" and exits at once, leaving the child
// running; the child beats (appends a byte to a file) every 10ms for at
// most a minute. Killing the group must stop the beat although the process
// that was started is long gone. No shell is needed, so it runs the same on
// every OS: a process group on Unix, a job object on Windows.
const (
	helperRole  = "PLAN_COMPLIANCE_GROUP_HELPER"
	helperBeats = "PLAN_COMPLIANCE_GROUP_BEATS"
)

func TestGroupHelperProcess(t *testing.T) {
	switch os.Getenv(helperRole) {
	case "parent":
		child := exec.Command(os.Args[0], "-test.run=^TestGroupHelperProcess$")
		child.Env = append(os.Environ(), helperRole+"=child")
		if err := child.Start(); err != nil {
			os.Exit(3)
		}
		os.Exit(0)
	case "child":
		f, err := os.OpenFile(os.Getenv(helperBeats), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			os.Exit(3)
		}
		for range 6000 {
			_, _ = f.Write([]byte{'.'})
			time.Sleep(10 * time.Millisecond)
		}
		os.Exit(0)
	}
}

func TestGroupKillsWhatTheCommandLeft(t *testing.T) {
	beats := t.TempDir() + string(os.PathSeparator) + "beats"
	cmd := exec.CommandContext(context.Background(), os.Args[0], "-test.run=^TestGroupHelperProcess$")
	cmd.Env = append(os.Environ(), helperRole+"=parent", helperBeats+"="+beats)
	g, err := newGroup(cmd)
	require.NoError(t, err)
	defer g.release()
	require.NoError(t, cmd.Start())
	require.NoError(t, g.started())
	require.NoError(t, cmd.Wait(), "the parent helper failed")
	size := func() int64 {
		info, err := os.Stat(beats)
		if err != nil {
			return 0
		}
		return info.Size()
	}
	require.Eventually(t, func() bool { return size() > 0 }, 20*time.Second, 10*time.Millisecond, "the child never beat")

	require.NoError(t, g.kill())
	time.Sleep(200 * time.Millisecond) // a beat already under way lands
	before := size()
	time.Sleep(300 * time.Millisecond)
	assert.Equal(t, before, size(), "the child outlived the kill of its group")
}
