package cli

import (
	"context"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/plan-compliance/plan-compliance/internal/scripttest"
)

// TestMain lets testscript run the real command line in-process as the
// `plan-compliance` command of every script.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"plan-compliance": func() { os.Exit(Execute(context.Background(), System(), os.Args[1:])) },
	})
}

// TestScripts runs every txtar script in testdata/script. Scripts see the
// real Claude Code fixtures under $FIXTURES, a private $HOME and state
// directory, and their work directory as $CLAUDE_PROJECT_DIR (scripttest.Setup).
func TestScripts(t *testing.T) {
	scripttest.Run(t, testscript.Params{})
}
