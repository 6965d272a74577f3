package cli

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets testscript run the real command line in-process as the
// `plan-compliance` command of every script.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"plan-compliance": func() { os.Exit(Execute(context.Background(), System(), os.Args[1:])) },
	})
}

// TestScripts runs every txtar script in testdata/script. Scripts see the
// real Claude Code fixtures under $FIXTURES, a private $HOME, and no
// CLAUDE_* variables unless they set them.
func TestScripts(t *testing.T) {
	fixtures, err := filepath.Abs("../../testdata/fixtures/claude-code-2.1.330")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("FIXTURES", fixtures)
			env.Setenv("HOME", filepath.Join(env.WorkDir, "home"))
			env.Setenv("XDG_STATE_HOME", filepath.Join(env.WorkDir, "state"))
			env.Setenv("CLAUDE_PROJECT_DIR", env.WorkDir)
			return nil
		},
		RequireExplicitExec: true,
	})
}
