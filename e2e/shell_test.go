//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// Commands run by Claude Code's Bash tool carry CLAUDECODE=1 in their
// environment: the CLI relies on it to know it runs under an agent (see
// docs/security.md). This also shows the PreToolUse payload of a Bash
// call (testdata/fixtures/…/18-pre-tool-use-bash.json was recorded so).
func TestBashToolMarksItsCommands(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	const prompt = "Show me the environment"
	// Written outside the project: a file in it would be a change the user
	// did not ask for, which confirmation asks about.
	out := filepath.Join(h.tmpDir, "bash-env.txt")
	cmd := "env | grep -E '^(CLAUDE|AI_|ANTHROPIC_MODEL)' | sort > " + shellQuote(out)
	h.fake.Rule(fakeapi.Rule{Name: "done", FirstUser: prompt, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Done.")})
	h.fake.Rule(fakeapi.Rule{Name: "env", FirstUser: prompt, Reply: fakeapi.Call("Bash", map[string]any{"command": cmd, "description": "Save the environment"})})

	h.Claude(prompt, "--allowedTools", "Bash")

	raw, err := os.ReadFile(out)
	require.NoError(t, err, "the command ran")
	env := string(raw)
	t.Logf("the Bash tool's environment (CLAUDE*):\n%s", env)
	assert.Contains(t, strings.Split(env, "\n"), "CLAUDECODE=1")
	var payload string
	for _, c := range h.HookCalls() {
		if c.Event == "PreToolUse" && strings.Contains(c.Input, `"tool_name":"Bash"`) {
			payload = c.Input
		}
	}
	require.NotEmpty(t, payload, "a PreToolUse hook call for the Bash tool")
	t.Logf("PreToolUse Bash payload:\n%s", payload)
	assert.Contains(t, payload, `"command":`)
	assert.Contains(t, payload, `"description":"Save the environment"`)
}

// An agent confirming its own change set with an obfuscated spelling is
// denied by the hook; and with the change-set config gone (so the hook's
// guard is off), the command line itself refuses it under the agent's
// Bash tool. Either way the edit is not applied.
func TestObfuscatedSelfApprovalIsRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	queueParseEdit(h)

	tail := agentRuns(h, "Clean up", `plan-compliance changes con""firm 1 1`)
	assert.Equal(t, parseSource, h.readFile("parse.go"), "the hook refused the obfuscated confirm")
	assert.Contains(t, tail, "Only the user decides on proposed changes", "the model was told why")

	// The guard off: the CLI under Claude Code's Bash tool refuses.
	h.WriteFile(".claude/gates.json", `{}`)
	tail = agentRuns(h, "Clean up again", "plan-compliance changes confirm 1 1")
	assert.Equal(t, parseSource, h.readFile("parse.go"), "the command line refused the decision")
	assert.Contains(t, tail, "refuses to run under an agent", "the model got the command line's refusal")
}

// agentRuns starts a session with prompt in which the model runs command
// with the Bash tool pre-approved, and returns what the model got back
// (the tail of its request after the call).
func agentRuns(h *harness, prompt, command string) string {
	h.t.Helper()
	h.fake.Rule(fakeapi.Rule{Name: prompt + ": done", FirstUser: prompt, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Tried.")})
	h.fake.Rule(fakeapi.Rule{Name: prompt + ": run", FirstUser: prompt, Reply: fakeapi.Call("Bash", map[string]any{"command": command, "description": "Decide"})})
	h.Claude(prompt, "--allowedTools", "Bash")
	var tails []string
	for _, r := range h.Thread(prompt) {
		if r.HasToolResult {
			tails = append(tails, r.Tail)
		}
	}
	return strings.Join(tails, "\n")
}

const (
	notesTypo  = "Notes: teh cache is warm.\n"
	notesFixed = "Notes: the cache is warm.\n"
	sedFix     = "sed -i 's/teh/the/' notes.md"
)

// An edit through `sed -i` of a file the user never mentioned does not run
// unseen: in -p mode the ask becomes a denial whose reason, what the
// command will do, reaches the model to show the user. Bash is
// pre-approved (--allowedTools), so only the hook stands in the way. After
// the user's "yes, fix the typo in notes.md with sed" the same command is
// allowed and runs.
func TestSedOnAnUnmentionedFileIsAskedThenRunsOnceAsked(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("notes.md", notesTypo)
	bash := map[string]any{"command": sedFix, "description": "Fix the typo"}
	const first, yes = "Tidy up the repository", "yes, fix the typo in notes.md with sed"
	// First match answers: the second turn's rules come first.
	h.fake.Rule(fakeapi.Rule{Name: "yes: sed", FirstUser: first, Contains: []string{yes}, Times: 1, Reply: fakeapi.Call("Bash", bash)})
	h.fake.Rule(fakeapi.Rule{Name: "yes: after", FirstUser: first, Contains: []string{yes}, Reply: fakeapi.Text("Fixed.")})
	h.fake.Rule(fakeapi.Rule{Name: "first: asked", FirstUser: first, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("I'd fix a typo in notes.md with sed; shall I?")})
	h.fake.Rule(fakeapi.Rule{Name: "first: sed", FirstUser: first, Reply: fakeapi.Call("Bash", bash)})

	h.Claude(first, "--allowedTools", "Bash")
	assert.Equal(t, notesTypo, h.readFile("notes.md"), "not run unasked")
	var shown bool
	for _, r := range h.Thread(first) {
		shown = shown || r.Rule == "first: asked" && strings.Contains(r.Tail, "I'd run this command") &&
			strings.Contains(r.Tail, "edit notes.md (sed -i s/teh/the/ notes.md)")
	}
	assert.True(t, shown, "the model got what the command will do, to show the user")

	h.Claude(yes, "--continue", "--allowedTools", "Bash")
	assert.Equal(t, notesFixed, h.readFile("notes.md"), "run once the user asked")
	var allowed bool
	for _, c := range h.HookCalls() {
		allowed = allowed || c.Event == "PreToolUse" && strings.Contains(c.Stdout, `"permissionDecision":"allow","permissionDecisionReason":"Explicitly requested`)
	}
	assert.True(t, allowed, "the hook allowed it as explicitly requested")
}

// A program that edits files itself (a make target named fmt) is read as
// a write of files the command does not name: it is not run unasked, the
// model is told what it will do, and it runs once the user asks for it.
func TestMakeFmtIsAskedThenRunsOnceAsked(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("notes.md", notesTypo)
	h.WriteFile("Makefile", "fmt:\n\t"+sedFix+"\n")
	bash := map[string]any{"command": "make fmt", "description": "Format the repository"}
	const first, yes = "Why is the cache cold?", "yes, run make fmt"
	h.fake.Rule(fakeapi.Rule{Name: "yes: make", FirstUser: first, Contains: []string{yes}, Times: 1, Reply: fakeapi.Call("Bash", bash)})
	h.fake.Rule(fakeapi.Rule{Name: "yes: after", FirstUser: first, Contains: []string{yes}, Reply: fakeapi.Text("Formatted.")})
	h.fake.Rule(fakeapi.Rule{Name: "first: asked", FirstUser: first, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("I'd run make fmt first; shall I?")})
	h.fake.Rule(fakeapi.Rule{Name: "first: make", FirstUser: first, Reply: fakeapi.Call("Bash", bash)})

	h.Claude(first, "--allowedTools", "Bash")
	assert.Equal(t, notesTypo, h.readFile("notes.md"), "not run unasked")
	var shown bool
	for _, r := range h.Thread(first) {
		shown = shown || r.Rule == "first: asked" && strings.Contains(r.Tail, "change files it does not name in the project (make fmt)")
	}
	assert.True(t, shown, "the model got what the command will do, to show the user")

	h.Claude(yes, "--continue", "--allowedTools", "Bash")
	assert.Equal(t, notesFixed, h.readFile("notes.md"), "run once the user asked")
}
