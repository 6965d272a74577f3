// Package scripttest is what this module's testscript suites share: the
// environment every script starts in, and the `payload` command that builds
// hook payloads from the real Claude Code fixtures, so scripts never invent
// payload shapes. It is imported by tests only.
package scripttest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/tidwall/sjson"
)

// Run runs the txtar scripts of p.Dir (default testdata/script) with every
// script set up by Setup before p's own Setup, the Cmds added to p's, and
// RequireExplicitExec on.
func Run(t *testing.T, p testscript.Params) {
	t.Helper()
	fixtures, err := Fixtures()
	if err != nil {
		t.Fatal(err)
	}
	if p.Dir == "" {
		p.Dir = "testdata/script"
	}
	own := p.Setup
	p.Setup = func(env *testscript.Env) error {
		Setup(env, fixtures)
		if own != nil {
			return own(env)
		}
		return nil
	}
	cmds := Cmds()
	for name, cmd := range p.Cmds {
		cmds[name] = cmd
	}
	p.Cmds = cmds
	p.RequireExplicitExec = true
	testscript.Run(t, p)
}

// Fixtures is the directory of real Claude Code 2.1.330 payloads and
// transcripts, made absolute from a package directory two levels below the
// module root (internal/x, cmd/x).
func Fixtures() (string, error) {
	return filepath.Abs("../../testdata/fixtures/claude-code-2.1.330")
}

// Setup gives a script the fixtures under $FIXTURES, a private $HOME and
// state directory, and its work directory as the project.
func Setup(env *testscript.Env, fixtures string) {
	env.Setenv("FIXTURES", fixtures)
	env.Setenv("HOME", filepath.Join(env.WorkDir, "home"))
	env.Setenv("XDG_STATE_HOME", filepath.Join(env.WorkDir, "state"))
	env.Setenv("CLAUDE_PROJECT_DIR", env.WorkDir)
}

// Cmds are the custom script commands: payload, repeat, tline.
func Cmds() map[string]func(*testscript.TestScript, bool, []string) {
	return map[string]func(*testscript.TestScript, bool, []string){"payload": Payload, "repeat": Repeat, "tline": TranscriptLine}
}

// Repeat sets an environment variable to a text repeated, for payloads of a
// given size:
//
//	repeat NAME COUNT TEXT
func Repeat(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: repeat NAME COUNT TEXT")
	}
	n, err := strconv.Atoi(args[1])
	if err != nil || n < 0 {
		ts.Fatalf("repeat: COUNT %q is not a number of times", args[1])
	}
	ts.Setenv(args[0], strings.Repeat(args[2], n))
}

// Payload writes a real fixture payload with some fields changed:
//
//	payload OUT FIXTURE [path=string | path:=json | -path]...
//
// Paths are gjson/sjson paths (tool_response.content.0.text); string values
// expand $VARS and turn a literal \n into a newline.
func Payload(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: payload OUT FIXTURE [path=string | path:=json | -path]...")
	}
	raw, err := os.ReadFile(filepath.Join(ts.Getenv("FIXTURES"), "hooks", args[1]))
	ts.Check(err)
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(edited(ts, string(raw), args[2:])), 0o644))
}

// TranscriptLine appends a real transcript line, with some fields changed,
// to a transcript being built:
//
//	tline OUT TRANSCRIPT N [path=string | path:=json | -path]...
//
// N is the line's index (0-based) in $FIXTURES/transcripts/TRANSCRIPT; the
// edits are those of payload.
func TranscriptLine(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 3 {
		ts.Fatalf("usage: tline OUT TRANSCRIPT N [path=string | path:=json | -path]...")
	}
	raw, err := os.ReadFile(filepath.Join(ts.Getenv("FIXTURES"), "transcripts", args[1]))
	ts.Check(err)
	lines := strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n")
	n, err := strconv.Atoi(args[2])
	if err != nil || n < 0 || n >= len(lines) {
		ts.Fatalf("tline: %q is not a line index of %s (0 to %d)", args[2], args[1], len(lines)-1)
	}
	f, err := os.OpenFile(ts.MkAbs(args[0]), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	ts.Check(err)
	_, err = f.WriteString(edited(ts, lines[n], args[3:]) + "\n")
	ts.Check(err)
	ts.Check(f.Close())
}

// edited applies payload-style edits to a JSON text.
func edited(ts *testscript.TestScript, out string, edits []string) string {
	var err error
	for _, edit := range edits {
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
			ts.Fatalf("%q is not path=string, path:=json or -path", edit)
		}
		ts.Check(err)
	}
	return out
}
