package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/tidwall/sjson"
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
		Cmds:                map[string]func(*testscript.TestScript, bool, []string){"payload": cmdPayload},
		RequireExplicitExec: true,
	})
}

// cmdPayload writes a real fixture payload with some fields changed, so
// scripts never invent payload shapes:
//
//	payload OUT FIXTURE [path=string | path:=json | -path]...
//
// Paths are gjson/sjson paths (tool_response.content.0.text); string values
// expand $VARS and turn a literal \n into a newline.
func cmdPayload(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: payload OUT FIXTURE [path=string | path:=json | -path]...")
	}
	raw, err := os.ReadFile(filepath.Join(ts.Getenv("FIXTURES"), "hooks", args[1]))
	ts.Check(err)
	out := string(raw)
	for _, edit := range args[2:] {
		switch {
		case strings.HasPrefix(edit, "-"):
			out, err = sjson.Delete(out, edit[1:])
		case strings.Contains(edit, ":="):
			path, value, _ := strings.Cut(edit, ":=")
			out, err = sjson.SetRaw(out, path, os.Expand(value, ts.Getenv))
		case strings.Contains(edit, "="):
			path, value, _ := strings.Cut(edit, "=")
			out, err = sjson.Set(out, path, strings.ReplaceAll(os.Expand(value, ts.Getenv), `\n`, "\n"))
		default:
			ts.Fatalf("payload: %q is not path=string, path:=json or -path", edit)
		}
		ts.Check(err)
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(out), 0o644))
}
