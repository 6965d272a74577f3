//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// Scenarios of issue 5, confirmation with diffs: at PreToolUse an edit the
// user asked for is allowed without a prompt and reported after; an edit
// of a file nobody mentioned is asked about with its before/after, which
// in -p mode reaches the model as the denial.

const (
	confirmPrompt = "Fix empty entry handling in parse.go"
	parseSource   = "package parse\n\nfunc handleEntry(e string) string {\n\treturn e\n}\n"
	configSource  = "package parse\n\nvar (\n\tlevel = 1\n)\n"
	// editResult is how Claude Code 2.1.330 reports a successful Edit to
	// the model.
	editResult = "has been updated successfully"
)

// scriptEdit makes the main thread (prompt confirmPrompt) read file, then
// edit it with old → new, then say "Done." once the edit's result is back,
// whatever it was.
func scriptEdit(h *harness, file, old, new string) {
	path := filepath.Join(h.project, file)
	h.fake.Rule(fakeapi.Rule{Name: "edit answered: done", FirstUser: confirmPrompt, Contains: []string{`"old_string"`},
		ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Done.")})
	h.fake.Rule(fakeapi.Rule{Name: "read: now edit", FirstUser: confirmPrompt, ToolResult: fakeapi.Bool(true), Times: 1,
		Reply: fakeapi.Call("Edit", map[string]any{"file_path": path, "old_string": old, "new_string": new})})
	h.fake.Rule(fakeapi.Rule{Name: "first: read", FirstUser: confirmPrompt, ToolResult: fakeapi.Bool(false),
		Reply: fakeapi.Call("Read", map[string]any{"file_path": path})})
}

// afterEdit is the request that carries the Edit's tool result.
func afterEdit(t *testing.T, h *harness) fakeapi.Request {
	t.Helper()
	for _, r := range h.fake.Conversations(fakeapi.Main) {
		if r.Rule == "edit answered: done" {
			return r
		}
	}
	require.FailNow(t, "the model never got the Edit's result")
	return fakeapi.Request{}
}

func (h *harness) readFile(rel string) string {
	h.t.Helper()
	b, err := os.ReadFile(filepath.Join(h.project, rel))
	require.NoError(h.t, err)
	return string(b)
}

// The user asked for the change: the edit runs without a prompt (no
// --allowedTools: in -p mode Claude Code would otherwise refuse it) and the
// user sees the after-report.
func TestExplicitEditRunsWithoutPrompt(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("parse.go", parseSource)
	scriptEdit(h, "parse.go", "\treturn e\n", "\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n")

	r := h.Claude(confirmPrompt)

	assert.Contains(t, h.readFile("parse.go"), "return \"error: empty entry\"", "the edit was applied")
	after := afterEdit(t, h)
	assert.Contains(t, after.Tail, editResult)
	assert.NotContains(t, after.Tail, "I'd update")
	// (Claude Code shows each line of the message after "PostToolUse:Edit
	// says: ", with tabs turned into spaces.)
	assertUserSees(t, r, `Done! I've updated "parse.go":`, "@@ -2,4 +2,7 @@", `if e == "" {`)
	var pre []string
	for _, c := range h.HookCalls() {
		if c.Event == "PreToolUse" {
			pre = append(pre, c.Stdout)
		}
	}
	require.Len(t, pre, 1, "one PreToolUse, for the Edit")
	assert.Contains(t, pre[0], `"permissionDecision":"allow"`)
}

// The same run with the capability switched off: Claude Code's own rules
// refuse the edit in -p mode, so the allow above is ours.
func TestExplicitEditWithoutTheCapabilityIsRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("parse.go", parseSource)
	h.WriteFile(".claude/gates.json", `{"confirm": {"enabled": false}}`)
	scriptEdit(h, "parse.go", "\treturn e\n", "\treturn e + \"!\"\n")

	h.Claude(confirmPrompt)

	assert.Equal(t, parseSource, h.readFile("parse.go"), "refused without our allow")
	assert.NotContains(t, afterEdit(t, h).Tail, editResult)
}

// An edit of a file the user never mentioned: asked about; in -p mode the
// ask is a denial and the model receives our message with the diff; the
// file is untouched.
func TestUnmentionedFileEditIsAskedWithDiff(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("parse.go", parseSource)
	h.WriteFile("config.go", configSource)
	scriptEdit(h, "config.go", "\tlevel = 1\n", "\tlevel = 2\n")

	h.Claude(confirmPrompt)

	assert.Equal(t, configSource, h.readFile("config.go"), "not applied")
	tail := afterEdit(t, h).Tail
	assert.NotContains(t, tail, editResult)
	for _, want := range []string{
		`I'd update "config.go" like this:`,
		"@@ -2,4 +2,4 @@",
		"-\tlevel = 1",
		"+\tlevel = 2",
		"This look right?",
	} {
		assert.Contains(t, tail, want, "the model gets the before/after")
	}
}

// classifierPrompt is the prompt docs/reference.md gives for a model classifier.
const classifierPrompt = `You decide whether a user explicitly asked for a proposed file change. The JSON you are given has
"conversation" (the recent user and assistant messages, oldest first) and "proposed_action" (the
tool, the file, and its before/after). Classify the proposed action:

- explicit: the user's latest request, or their answer to the assistant's clarifying question
  ("both", "the first one", "yes, that one"), names this target (its path, its file name, or a
  symbol in the changed lines) and asks for a change (update, fix, tidy, rename, add, remove,
  change, write …); or the user confirmed a concrete plan that names this target.
- needs_confirmation: everything else: vague requests ("clean up my files"), targets the user
  never mentioned, the assistant's own suggestions. When unsure: needs_confirmation.

Answer with one JSON object and nothing else:
{"level": "explicit" or "needs_confirmation", "reasoning": "one short sentence"}
`

// The documented recipe for a model classifier, run for real: the command
// starts the claude CLI (which the fake answers too), which reads the
// hook's JSON from stdin with the prompt; its verdict replaces the
// built-in rules, so an explicitly requested edit is asked about when the
// model says so.
func TestModelClassifierThroughClaudeCLI(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	require.NoError(t, os.Symlink(programs().claude, filepath.Join(h.binDir, "claude")))
	h.WriteFile("parse.go", parseSource)
	h.WriteFile(".claude/confirm-classifier.md", classifierPrompt)
	h.WriteFile(".claude/gates.json", `{"confirm": {"classifier": {
		"command": "claude -p --model haiku \"$(cat .claude/confirm-classifier.md)\"", "timeout": "90s"}}}`)
	h.fake.Rule(fakeapi.Rule{Name: "classifier", FirstUser: "You decide whether a user explicitly asked",
		Reply: fakeapi.Text("{\"level\": \"needs_confirmation\", \"reasoning\": \"the model wants a look first\"}")})
	scriptEdit(h, "parse.go", "\treturn e\n", "\treturn e + \"!\"\n")

	h.Claude(confirmPrompt)

	var asked []fakeapi.Request
	for _, r := range h.Requests() {
		if r.Rule == "classifier" {
			asked = append(asked, r)
		}
	}
	require.Len(t, asked, 1, "the model was asked once, at PreToolUse")
	for _, want := range []string{`"conversation"`, `"proposed_action"`, confirmPrompt, `Edit \"parse.go\"`} {
		assert.Contains(t, asked[0].Conversation, want, "claude -p got the hook's JSON on stdin")
	}
	assert.Equal(t, parseSource, h.readFile("parse.go"), "the model's needs_confirmation wins over the built-in rules")
	assert.Contains(t, afterEdit(t, h).Tail, `I'd update "parse.go" like this:`)
}

// The interactive CLI in tmux, in acceptEdits mode (edits run without a
// dialog): the edit of a file nobody mentioned brings up the permission
// dialog all the same, with the before/after, and approving it applies the
// edit. Claude Code 2.1.330 draws its own diff of the edit in that dialog
// and does not show an ask's permissionDecisionReason there
// (anthropics/claude-code#17356); our message, sent as the systemMessage
// too, is printed under the tool call once the user has answered.
func TestInteractiveDialogShowsDiffAndApprovalApplies(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("parse.go", parseSource)
	h.WriteFile("config.go", configSource)
	scriptEdit(h, "config.go", "\tlevel = 1\n", "\tlevel = 2\n")

	s := h.startTmux(confirmPrompt, "acceptEdits")
	// The dialog is drawn first and its diff a moment later: wait for both.
	dialog := s.WaitFor("Do you want to make this edit to config.go?", "level = 2")
	assert.Regexp(t, `(?m)^\s*4 -\s+level = 1$`, dialog, "the dialog shows the line before")
	assert.Regexp(t, `(?m)^\s*4 \+\s+level = 2$`, dialog, "and after")
	assert.Equal(t, configSource, h.readFile("config.go"), "nothing applied before the answer")

	s.Answer("Do you want to make this edit to config.go?", "Enter") // the dialog's first choice: Yes
	after := s.WaitFor("Done.")
	assert.Contains(t, h.readFile("config.go"), "\tlevel = 2\n", "approving applies the edit")
	assert.Contains(t, after, `PreToolUse:Edit says: I'd update "config.go" like this:`, "our message is shown")
	assert.Contains(t, after, "This look right?")
}

// tmuxRun is the interactive claude CLI running in a private tmux server,
// for the scenarios that need the real permission dialog.
type tmuxRun struct {
	t      *testing.T
	socket string
}

// startTmux starts `claude --plugin-dir <repo> --permission-mode MODE`
// interactively in a private tmux server, in the project, with the
// harness's environment, waits for the input box and submits prompt. The
// fake treats prompt as the main thread's first message.
func (h *harness) startTmux(prompt, mode string) *tmuxRun {
	h.t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") != "" {
			h.t.Fatal("tmux is not installed: CI must run the interactive tests (.ci/run installs it)")
		}
		h.t.Skip("tmux is not installed")
	}
	// Skip the first-run questions (API key, onboarding, trust).
	state := map[string]any{
		"hasCompletedOnboarding": true,
		// bypassPermissions asks to accept the mode first.
		"bypassPermissionsModeAccepted": true,
		"customApiKeyResponses":         map[string]any{"approved": []string{"test"}},
		"projects":                      map[string]any{h.project: map[string]any{"hasTrustDialogAccepted": true}},
	}
	raw, err := json.Marshal(state)
	require.NoError(h.t, err)
	require.NoError(h.t, os.WriteFile(filepath.Join(h.home, ".claude.json"), raw, 0o600))
	h.fake.AddMainPrompt(prompt)

	s := &tmuxRun{t: h.t, socket: filepath.Join(h.tmpDir, "tmux.sock")}
	env := []string{"env", "-i"}
	for _, kv := range h.env() {
		if !strings.HasPrefix(kv, "TERM=") {
			env = append(env, kv)
		}
	}
	env = append(env, "TERM=xterm-256color", programs().claude, "--plugin-dir", h.pluginDir, "--permission-mode", mode)
	s.tmux(append([]string{"new-session", "-d", "-s", "e2e", "-x", "200", "-y", "60", "-c", h.project}, env...)...)
	pid, _ := strconv.Atoi(strings.TrimSpace(s.tmux("display-message", "-p", "-t", "e2e", "#{pane_pid}")))
	h.t.Cleanup(func() {
		_ = exec.Command("tmux", "-S", s.socket, "kill-server").Run()
		waitGone(pid) // claude may still be writing into HOME, which the test's TempDir removes next
	})
	s.WaitFor("❯") // the input box
	s.tmux("send-keys", "-t", "e2e", "-l", prompt)
	s.Keys("C-m")
	return s
}

// waitGone waits for pid to exit after its terminal closed, killing it
// when it lingers.
func waitGone(pid int) {
	if pid <= 0 {
		return
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if syscall.Kill(pid, 0) != nil {
			return
		}
		if time.Until(deadline) < 7*time.Second {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (s *tmuxRun) tmux(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", s.socket}, args...)...).CombinedOutput()
	require.NoError(s.t, err, "tmux %v: %s", args, out)
	return string(out)
}

// Keys sends tmux key names ("Enter", "C-m", "Down").
func (s *tmuxRun) Keys(keys ...string) {
	s.t.Helper()
	s.tmux(append([]string{"send-keys", "-t", "e2e"}, keys...)...)
}

// Answer sends keys to the dialog that shows prompt until the dialog is
// gone: a loaded machine draws a dialog before it takes input, and a key
// pressed in between is lost. It fails the test when the dialog is still
// there after a few tries.
func (s *tmuxRun) Answer(prompt string, keys ...string) {
	s.t.Helper()
	for try := 0; try < 5; try++ {
		s.Keys(keys...)
		deadline := time.Now().Add(3 * time.Second)
		for time.Now().Before(deadline) {
			if !strings.Contains(s.Screen(), prompt) {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	require.FailNow(s.t, fmt.Sprintf("the dialog %q did not take %v", prompt, keys), "last screen:\n%s", s.Screen())
}

// Screen is what the terminal shows now.
func (s *tmuxRun) Screen() string {
	s.t.Helper()
	return s.tmux("capture-pane", "-p", "-t", "e2e", "-S", "-200")
}

// WaitFor polls the screen until it shows every one of texts, and returns
// it; after a minute it fails the test with the last screen.
func (s *tmuxRun) WaitFor(texts ...string) string {
	s.t.Helper()
	deadline := time.Now().Add(time.Minute)
	var screen string
	for time.Now().Before(deadline) {
		screen = s.Screen()
		all := true
		for _, text := range texts {
			all = all && strings.Contains(screen, text)
		}
		if all {
			return screen
		}
		time.Sleep(200 * time.Millisecond)
	}
	require.FailNow(s.t, fmt.Sprintf("the screen never showed %q", texts), "last screen:\n%s", screen)
	return ""
}
