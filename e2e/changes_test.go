//go:build e2e

package e2e

import (
	"io/fs"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// Scenarios of issue 6, change sets: a deferred Edit is held back (the
// model is told it is queued, the file is untouched), `changes confirm`
// applies it, and the next session's context shows the decision; a
// proposal the user rejected is refused at once when made again.

const (
	changesConfig = `{"changes": {"defer": [{"tool": "Edit"}]}}`
	// The edit of parse.go the scripted model proposes (scriptEdit).
	changesOld     = "\treturn e\n"
	changesNew     = "\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n"
	changesSummary = "Edit parse.go: 1 line → 4 lines"
)

// stateDir is where the hooks of this harness keep their state: the
// directory holding state.db under the throwaway HOME (Claude Code gives
// plugin hooks their own CLAUDE_PLUGIN_DATA there).
func (h *harness) stateDir() string {
	h.t.Helper()
	var dir string
	_ = filepath.WalkDir(h.home, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && d.Name() == "state.db" {
			dir = filepath.Dir(p)
			return fs.SkipAll
		}
		return nil
	})
	require.NotEmpty(h.t, dir, "no state.db under HOME: the hook stored nothing")
	return dir
}

// changes runs `plan-compliance changes ARGS...` as the user would in a
// terminal in the project: without Claude Code's CLAUDE_PLUGIN_DATA, so it
// has to find the hooks' state itself.
func (h *harness) changes(args ...string) string {
	h.t.Helper()
	h.stateDir() // the hooks stored something
	cmd := exec.Command(programs().binary, append([]string{"changes"}, args...)...)
	cmd.Dir = h.project
	cmd.Env = h.env()
	out, err := cmd.CombinedOutput()
	require.NoError(h.t, err, "plan-compliance changes %s:\n%s", strings.Join(args, " "), out)
	return string(out)
}

// scriptEditAt is scriptEdit for a session started with prompt: read file,
// edit it with old → new, then "Done." once the edit's result is back.
func scriptEditAt(h *harness, prompt, file, old, new string) {
	path := filepath.Join(h.project, file)
	h.fake.Rule(fakeapi.Rule{Name: "again: edit answered", FirstUser: prompt, Contains: []string{`"old_string"`},
		ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Done.")})
	h.fake.Rule(fakeapi.Rule{Name: "again: edit", FirstUser: prompt, ToolResult: fakeapi.Bool(true), Times: 1,
		Reply: fakeapi.Call("Edit", map[string]any{"file_path": path, "old_string": old, "new_string": new})})
	h.fake.Rule(fakeapi.Rule{Name: "again: read", FirstUser: prompt, ToolResult: fakeapi.Bool(false),
		Reply: fakeapi.Call("Read", map[string]any{"file_path": path})})
}

// queueParseEdit starts a session (confirmPrompt) whose model edits
// parse.go under a config that defers edits: the edit is queued as change
// set 1, item 1, and parse.go stays as it was.
func queueParseEdit(h *harness) claudeResult {
	h.t.Helper()
	h.WriteFile("parse.go", parseSource)
	h.WriteFile(".claude/gates.json", changesConfig)
	scriptEdit(h, "parse.go", changesOld, changesNew)
	r := h.Claude(confirmPrompt)
	require.Equal(h.t, parseSource, h.readFile("parse.go"), "a deferred edit does not run")
	return r
}

// firstRequestOf is the first request the model got in the session started
// with prompt.
func firstRequestOf(t *testing.T, h *harness, prompt string) fakeapi.Request {
	t.Helper()
	for _, r := range h.Requests() {
		if r.FirstUser == prompt {
			return r
		}
	}
	require.FailNow(t, "no request for the session", prompt)
	return fakeapi.Request{}
}

func TestDeferredEditIsQueuedThenConfirmedAndRemembered(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	r := queueParseEdit(h)

	after := afterEdit(t, h)
	assert.Contains(t, after.Tail, "Proposal queued for user review (change set 1, item 1). Carry on with the rest of the task; do not retry this call.")
	assert.NotContains(t, after.Tail, editResult)
	assertUserSees(t, r, "✨ Claude suggests 1 change (change set 1):", "1. "+changesSummary, "plan-compliance changes review")

	list := h.changes("list")
	assert.Regexp(t, `(?m)^1 +pending +Claude +1 +1 `, list)
	out := h.changes("confirm", "1", "1")
	assert.Contains(t, out, "✓ 1.1 "+changesSummary+" — applied")
	assert.Contains(t, h.readFile("parse.go"), `return "error: empty entry"`, "confirm applied the edit")

	// The next session is told what the user decided.
	const next = "Anything else to fix in parse.go?"
	h.fake.Rule(fakeapi.Rule{Name: "next session", FirstUser: next, Reply: fakeapi.Text("No.")})
	h.Claude(next)
	first := firstRequestOf(t, h, next)
	assert.Contains(t, first.Conversation, "## Recent User Decisions")
	assert.Contains(t, first.Conversation, "✓ "+changesSummary+" — confirmed")
}

func TestRejectedProposalMadeAgainIsRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	queueParseEdit(h)
	require.Contains(t, afterEdit(t, h).Tail, "Proposal queued for user review (change set 1, item 1)")
	out := h.changes("reject", "1", "1", "--reason", "empty entries are valid")
	assert.Contains(t, out, `✗ 1.1 `+changesSummary+` — rejected (reason: "empty entries are valid")`)

	// A new session, the same proposal: refused at once, with the reason.
	const again = "parse.go still mishandles empty entries"
	scriptEditAt(h, again, "parse.go", changesOld, changesNew)
	h.Claude(again)
	var refused bool
	for _, r := range h.Requests() {
		if r.Rule == "again: edit answered" && strings.Contains(r.Tail, `The user already rejected this proposal ("`+changesSummary+`", change set 1, item 1) with the reason: "empty entries are valid"`) {
			refused = true
		}
	}
	assert.True(t, refused, "the model was told the proposal was rejected before, with the reason")
	assert.Equal(t, parseSource, h.readFile("parse.go"))
	assert.NotContains(t, h.changes("list", "--all", "--json"), `"id": 2`, "nothing new was queued")
	// The second session also started with the decision in its context.
	var told bool
	for _, r := range h.Requests() {
		told = told || strings.Contains(r.Conversation, `✗ `+changesSummary+` — rejected (reason: \"empty entries are valid\")`) ||
			strings.Contains(r.Conversation, `✗ `+changesSummary+` — rejected (reason: "empty entries are valid")`)
	}
	assert.True(t, told, "the session start showed the rejection")
}

// A deferred command goes back to the agent once the user confirms it: the
// next prompt tells the model to run it, and exactly that call is allowed
// without asking (in -p mode Claude Code would otherwise refuse a Bash call
// that is not pre-approved).
func TestConfirmedCommandIsHandedBackAndAllowedOnce(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{"changes": {"defer": [{"tool": "Bash", "command_prefix": "touch"}]}}`)
	const cmd = "touch pushed.marker"
	bash := map[string]any{"command": cmd, "description": "Mark the push"}

	const first, next = "Prepare the release", "Go on"
	// First match answers, so the second turn's rules come first: told to
	// run the confirmed call, the model runs it once, then it is done.
	h.fake.Rule(fakeapi.Rule{Name: "next: run confirmed", FirstUser: first, Contains: []string{next, "The user confirmed: Bash"}, Times: 1, Reply: fakeapi.Call("Bash", bash)})
	h.fake.Rule(fakeapi.Rule{Name: "next: done", FirstUser: first, Contains: []string{next}, Reply: fakeapi.Text("Ran it.")})
	h.fake.Rule(fakeapi.Rule{Name: "first: answered", FirstUser: first, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Proposed.")})
	h.fake.Rule(fakeapi.Rule{Name: "first: run", FirstUser: first, Reply: fakeapi.Call("Bash", bash)})
	h.Claude(first)
	assert.NoFileExists(t, filepath.Join(h.project, "pushed.marker"), "held back")
	out := h.changes("confirm", "1", "1")
	assert.Contains(t, out, "✓ 1.1 Run: "+cmd+" — confirmed: the agent is told to run it at its next prompt")

	h.Claude(next, "--continue")

	assert.FileExists(t, filepath.Join(h.project, "pushed.marker"), "the confirmed call ran")
	var told, allowed bool
	for _, r := range h.Requests() {
		told = told || strings.Contains(r.Tail, `The user confirmed: Bash {"command":"`+cmd+`","description":"Mark the push"}; run it now.`)
	}
	for _, c := range h.HookCalls() {
		allowed = allowed || c.Event == "PreToolUse" && strings.Contains(c.Stdout, `"permissionDecision":"allow"`)
	}
	assert.True(t, told, "the next prompt carried the confirmed call")
	assert.True(t, allowed, "PreToolUse allowed it")
	assert.Contains(t, h.changes("show", "1", "--json"), `"status": "ran"`)
}

// A subagent's proposals: held back like the main thread's, and since
// Claude Code does not show a SubagentStop systemMessage, the user learns
// of them at the main thread's Stop.
func TestSubagentProposalsAreAnnouncedAtTheMainStop(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{"changes": {"defer": [{"tool": "Bash", "command_prefix": "touch", "agent_types": ["general-purpose"]}]}}`)
	const task = "SUBTASK-1: mark the release"
	scriptDispatcher(h, dispatch(task))
	h.fake.Rule(fakeapi.Rule{Name: "subagent: report", FirstUser: task, ToolResult: fakeapi.Bool(true),
		Reply: fakeapi.Text("Proposed the marker.\n\nSTATUS: OK\nTASK: SUBTASK-1\nSUMMARY: proposed touch release.marker")})
	h.fake.Rule(fakeapi.Rule{Name: "subagent: touch", FirstUser: task,
		Reply: fakeapi.Call("Bash", map[string]any{"command": "touch release.marker", "description": "Mark"})})

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	assert.NoFileExists(t, filepath.Join(h.project, "release.marker"))
	var queued bool
	for _, req := range h.Thread(task) {
		queued = queued || strings.Contains(req.Tail, "Proposal queued for user review (change set 1, item 1)")
	}
	assert.True(t, queued, "the subagent was told its call is queued")
	assertUserSees(t, r, "✨ general-purpose suggests 1 change (change set 1):", "1. Run: touch release.marker")
	assert.Regexp(t, `(?m)^1 +pending +general-purpose +1 +1 `, h.changes("list"))
}

// The review slash command: the user names the decision, the model runs it
// (the hook allows it in that turn only), and the edit is applied.
func TestSlashCommandConfirmsTheItemsTheUserNames(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	queueParseEdit(h)

	// Before the user asks, the model deciding on its own is refused.
	tail := agentRuns(h, "Clean up", "plan-compliance changes confirm 1 1")
	assert.Equal(t, parseSource, h.readFile("parse.go"), "the agent could not confirm its own proposal")
	assert.Contains(t, tail, "Only the user decides on proposed changes", "the model was told why")

	const slash = "/plan-compliance:changes confirm 1 1"
	h.fake.Rule(fakeapi.Rule{Name: "slash: done", Contains: []string{"You are the user's hands here"}, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Confirmed item 1 of change set 1.")})
	h.fake.Rule(fakeapi.Rule{Name: "slash: confirm", Contains: []string{"You are the user's hands here"}, Reply: fakeapi.Call("Bash", map[string]any{"command": "plan-compliance changes confirm 1 1", "description": "Confirm the item the user named"})})
	h.Claude(slash)

	assert.Contains(t, h.readFile("parse.go"), `return "error: empty entry"`, "the slash command's decision applied the edit")
	var listed bool
	for _, r := range h.Requests() {
		listed = listed || strings.Contains(r.Conversation, "1    pending  Claude  1      1")
	}
	assert.True(t, listed, "the command's !-line showed the pending sets")
}

// Verdicts that know about each other, through the real CLI: an edit of a
// file the user never mentioned, with change sets deferring Edit. Change
// sets hold it back; confirmation would have asked "This look right?", but
// not about a call that never runs: neither the model nor the user sees
// the question, only that the proposal is queued.
func TestDeferredEditIsNotAlsoAskedAbout(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("parse.go", parseSource)
	h.WriteFile("config.go", configSource)
	h.WriteFile(".claude/gates.json", changesConfig)
	scriptEdit(h, "config.go", "\tlevel = 1\n", "\tlevel = 2\n")

	r := h.Claude(confirmPrompt)

	assert.Equal(t, configSource, h.readFile("config.go"), "a deferred edit does not run")
	tail := afterEdit(t, h).Tail
	assert.Contains(t, tail, "Proposal queued for user review (change set 1, item 1).")
	assert.NotContains(t, tail, "This look right?")
	shown := strings.Join(r.SystemMessages(), "\n")
	assert.NotContains(t, shown, "This look right?")
	assert.NotContains(t, shown, `I'd update "config.go"`)
	assertUserSees(t, r, "✨ Claude suggests 1 change (change set 1):", "1. Edit config.go: 1 line → 1 line")
}
