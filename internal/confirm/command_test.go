package confirm

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTypes(t *testing.T) {
	for _, tc := range []struct {
		text, cmd string
		want      bool
	}{
		{"run make install please", "make install", true},
		{"Run `cargo fmt` before you commit", "cargo fmt", true},
		{"run make installer", "make install", false},
		{"make sure install works", "make install", false},
		{"fix the lint errors in src/api.js", "src", false}, // a file in it, not the directory
		{"format src/ with prettier", "src", true},
		{"clean ./build", "build", false}, // another path ending in it
		{"extract assets.tar.gz into static/", "assets.tar.gz", true},
	} {
		assert.Equal(t, tc.want, Types(tc.text, tc.cmd), "%q in %q", tc.cmd, tc.text)
	}
}

func TestNamesDirOf(t *testing.T) {
	for _, tc := range []struct {
		norm, name string
		want       bool
	}{
		{"python can't import mypkg.handlers, add an __init__.py", "mypkg/handlers/__init__.py", true},
		{"add an empty __init__.py in src/mypkg/utils", "src/mypkg/utils/__init__.py", true},
		{"add an empty __init__.py in src/mypkg/utils/", "src/mypkg/utils/__init__.py", true},
		{"add an __init__.py to mypkg/handlers/v2", "mypkg/handlers/__init__.py", false},
		{"add an __init__.py in src", "src/__init__.py", false}, // one word says too little
		{"add an __init__.py", "__init__.py", false},
	} {
		assert.Equal(t, tc.want, namesDirOf(tc.norm, tc.name), "%q in %q", tc.name, tc.norm)
	}
}

func TestDeclaredBy(t *testing.T) {
	assert.Equal(t, "DefaultRate", DeclaredBy("const DefaultRate = 10"))
	assert.Equal(t, "port", DeclaredBy("  port: 8080"))
	assert.Equal(t, "", DeclaredBy("# a comment"))
}

// Verbs of a target: a program's own words ask for it, as a verb only.
func TestTargetVerbs(t *testing.T) {
	target := Target{Name: "make fmt", Command: "make fmt", Verbs: []string{"run"}, OnlyVerbs: true}
	for _, tc := range []struct {
		text string
		want Level
	}{
		{"run make fmt", Explicit},
		{"please run make fmt and commit", Explicit},
		{"should I run make fmt?", NeedsConfirmation},
		{"don't run make fmt yet", NeedsConfirmation},
		{"the make fmt run failed, why?", NeedsConfirmation},
		{"run the tests", NeedsConfirmation},
		{"we run make fmt in CI", NeedsConfirmation}, // a subject: a statement, not a request
	} {
		c := Classify(Request{Conversation: []Turn{{Role: User, Text: tc.text}}, Target: target})
		assert.Equal(t, tc.want, c.Level, "%s: %s", tc.text, c.Reasoning)
	}
}

func TestTargetOnlyVerbs(t *testing.T) {
	branch := Target{Name: "main", Command: "main", Verbs: []string{"switch", "checkout"}, OnlyVerbs: true}
	for text, want := range map[string]Level{
		"switch to main":                           Explicit,
		"checkout main and rebuild":                Explicit,
		"change the main function to return early": NeedsConfirmation,
		"fix main": NeedsConfirmation,
	} {
		c := Classify(Request{Conversation: []Turn{{Role: User, Text: text}}, Target: branch})
		assert.Equal(t, want, c.Level, "%s: %s", text, c.Reasoning)
	}
}

// Requests a shell carries out: "empty notes.md" (empty before a file is a
// verb), "back up config.yaml".
func TestShellRequests(t *testing.T) {
	for _, tc := range []struct {
		text, name string
		want       Level
	}{
		{"empty notes.md, keep the file", "notes.md", Explicit},
		{"empty notes/today.md", "notes/today.md", Explicit},
		{"the empty notes.md breaks the build", "notes.md", NeedsConfirmation},
		{"back up config.yaml to config.yaml.orig", "config.yaml.orig", Explicit},
		{"the back up of config.yaml.orig failed, why?", "config.yaml.orig", NeedsConfirmation},
	} {
		c := Classify(Request{Conversation: []Turn{{Role: User, Text: tc.text}}, Target: Target{Name: tc.name, Path: "/p/" + tc.name}})
		assert.Equal(t, tc.want, c.Level, "%s: %s", tc.text, c.Reasoning)
	}
}

func TestTypedAsRequest(t *testing.T) {
	for _, c := range []struct {
		text, cmd string
		want      bool
	}{
		{"make dist please", "make dist", true},
		{"please `cargo fmt`.", "cargo fmt", true},
		{"Ruff format src/cli.py now!", "ruff format src/cli.py", true},
		{"git stash pop, thanks", "git stash pop", true},
		{"make dist?", "make dist", false},
		{"make dist fails on CI", "make dist", false},
		{"why does make dist fail", "make dist", false},
		{"don't make dist", "make dist", false},
		{"make", "make dist", false},
		{"please", "", false},
		{"cargo fmt the whole crate please", "cargo fmt", true},
		{"cargo fmt on everything", "cargo fmt", true},
		{"cargo fmt the whole crate?", "cargo fmt", false},
		{"cargo fmt the parser module only", "cargo fmt", false},
		{"cargo fmt broke the whole crate", "cargo fmt", false},
		{"don't cargo fmt the whole crate", "cargo fmt", false},
	} {
		assert.Equal(t, c.want, TypedAsRequest(c.text, c.cmd), "%q / %q", c.text, c.cmd)
	}
}

func TestResolvePronoun(t *testing.T) {
	for _, c := range []struct {
		text, name, verb, want string
		ok                     bool
	}{
		{"ruff says the formatting is wrong, sort it out", "formatting", "fix", "fix the formatting", true},
		{"lint is red again. take care of it", "lint", "fix", "fix the lint", true},
		{"Snapshots are outdated; update them", "snapshots", "update", "update the snapshots", true},
		{"the generated client is stale, regenerate it", "generated code", "regenerate", "regenerate the generated code", true},
		{"the formatting is off but don't fix it", "formatting", "fix", "the formatting is off but don't fix the formatting", true},
		{"fix it, the formatting is off", "formatting", "fix", "", false},                   // the name comes after
		{"the tests fail, fix it", "formatting", "fix", "", false},                          // another antecedent
		{"the formatting is off, prefix it with a comment", "formatting", "fix", "", false}, // not the order
		{"the code is off, fix it", "code", "", "", false},
		{"the code crashes on nil ids, fix it", "generated code", "regenerate", "", false},
		{"clippy is unhappy, sort it out", "cargo clippy", "fix", "fix the cargo clippy", true}, // no verb
	} {
		got, ok := ResolvePronoun(c.text, c.name, c.verb)
		assert.Equal(t, c.ok, ok, c.text)
		assert.Equal(t, c.want, got, c.text)
	}
}

// FuzzResolvePronoun: any text, no panic, and a rewrite is valid text
// ending as the original does.
func FuzzResolvePronoun(f *testing.F) {
	for _, s := range []string{"the formatting is off, fix it", "İİİ formatting, FIX IT", "fix it", "formatting fix them?"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, ok := ResolvePronoun(text, "formatting", "fix")
		if ok && !strings.Contains(got, "fix the formatting") {
			t.Fatalf("%q → %q", text, got)
		}
		TypedAsRequest(text, "make clean")
	})
}

// TestModifies: a one-word name that is an ordinary word names the
// directory a command takes away only as a name ("delete the build
// folder", "nuke dist", "rm build and dist please"), not as a modifier of
// the noun after it ("the build step", "the coverage badge").
func TestModifies(t *testing.T) {
	for _, tt := range []struct {
		text, name string
		want       bool
	}{
		{"remove the build step from the makefile", "build", true},
		{"the dist job in ci is slow, drop it", "dist", true},
		{"remove the coverage badge from the readme", "coverage", true},
		{"delete the build folder", "build", false},
		{"nuke dist", "dist", false},
		{"nuke dist.", "dist", false},
		{"rm build and dist please", "build", false},
		{"clear out coverage, then rerun", "coverage", false},
		{"run make fmt on the repo", "make fmt", false},
		{"delete out/app.js", "out/app.js", false},
	} {
		end := strings.Index(tt.text, tt.name) + len(tt.name)
		assert.Equal(t, tt.want, modifies(tt.text, tt.name, end), tt.text)
	}
}
