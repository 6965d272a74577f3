package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/cli"
	"github.com/plan-compliance/plan-compliance/internal/review"
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
	fixtures, err := filepath.Abs("../../testdata/fixtures/claude-code-2.1.330")
	if err != nil {
		t.Fatal(err)
	}
	var n atomic.Int64
	testscript.Run(t, testscript.Params{
		// [ci]: running under CI, where a missing tmux must fail, not skip.
		Condition: func(cond string) (bool, error) {
			if cond == "ci" {
				return os.Getenv("CI") != "", nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("FIXTURES", fixtures)
			env.Setenv("HOME", filepath.Join(env.WorkDir, "home"))
			env.Setenv("XDG_STATE_HOME", filepath.Join(env.WorkDir, "state"))
			env.Setenv("CLAUDE_PROJECT_DIR", env.WorkDir)
			// A private tmux server per script, stopped however the script ends.
			server := fmt.Sprintf("pcreview-%d-%d", os.Getpid(), n.Add(1))
			env.Setenv("TMUX_SERVER", server)
			env.Defer(func() { _ = exec.Command("tmux", "-L", server, "kill-server").Run() })
			return nil
		},
		Cmds:                map[string]func(*testscript.TestScript, bool, []string){"payload": cmdPayload},
		RequireExplicitExec: true,
	})
}

// cmdPayload writes a real fixture payload with some fields changed:
//
//	payload OUT FIXTURE [path=string | path:=json]...
func cmdPayload(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: payload OUT FIXTURE [path=string | path:=json]...")
	}
	raw, err := os.ReadFile(filepath.Join(ts.Getenv("FIXTURES"), "hooks", args[1]))
	ts.Check(err)
	out := string(raw)
	for _, edit := range args[2:] {
		if path, value, ok := strings.Cut(edit, ":="); ok {
			out, err = sjson.SetRaw(out, path, os.Expand(value, ts.Getenv))
		} else if path, value, ok := strings.Cut(edit, "="); ok {
			out, err = sjson.Set(out, path, os.Expand(value, ts.Getenv))
		} else {
			ts.Fatalf("payload: %q is not path=string or path:=json", edit)
		}
		ts.Check(err)
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(out), 0o644))
}
