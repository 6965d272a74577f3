package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"sync/atomic"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/plan-compliance/plan-compliance/internal/cli"
	"github.com/plan-compliance/plan-compliance/internal/review"
	"github.com/plan-compliance/plan-compliance/internal/scripttest"
)

// TestMain makes this test binary both programs: plan-compliance (to queue
// proposals and read the result) and plan-compliance-review (the screen
// `plan-compliance changes review` runs).
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"plan-compliance":        func() { os.Exit(cli.Execute(context.Background(), cli.System(), os.Args[1:])) },
		"plan-compliance-review": func() { os.Exit(review.Main(review.System(), os.Args[1:])) },
	})
}

// TestReviewScripts drives the real review screen in a tmux session: keys
// go in with send-keys, the screen comes back with capture-pane. Skipped
// where tmux is not installed.
func TestReviewScripts(t *testing.T) {
	var n atomic.Int64
	scripttest.Run(t, testscript.Params{
		// [ci]: running under CI, where a missing tmux must fail, not skip.
		Condition: func(cond string) (bool, error) {
			if cond == "ci" {
				return os.Getenv("CI") != "", nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Setup: func(env *testscript.Env) error {
			// A private tmux server per script, stopped however the script ends.
			server := fmt.Sprintf("pcreview-%d-%d", os.Getpid(), n.Add(1))
			env.Setenv("TMUX_SERVER", server)
			env.Defer(func() { _ = exec.Command("tmux", "-L", server, "kill-server").Run() })
			return nil
		},
	})
}
