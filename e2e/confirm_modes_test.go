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
	"github.com/plan-compliance/plan-compliance/internal/confirm"
)

// Issue 12, permission modes. Claude Code 2.1.330 shows its permission
// dialog for a PreToolUse "ask" in every interactive permission mode,
// bypassPermissions included (as root it needs IS_SANDBOX=1 to start at
// all); docs/confirmation.md has the table.
func TestAskIsShownInEveryInteractiveMode(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{"default", "acceptEdits", "plan", "auto", "dontAsk", "bypassPermissions"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			h.extraEnv = []string{"IS_SANDBOX=1"}
			h.WriteFile("parse.go", parseSource)
			h.WriteFile("config.go", configSource)
			scriptEdit(h, "config.go", "\tlevel = 1\n", "\tlevel = 2\n")
			s := h.startTmux(confirmPrompt, mode)
			s.WaitFor("Do you want to make this edit to config.go?")
			assert.Equal(t, configSource, h.readFile("config.go"), "nothing applied before the user answers")
			pre := preToolUseAnswers(h)
			require.NotEmpty(t, pre)
			assert.Contains(t, pre[0], `"permissionDecision":"ask"`)
		})
	}
}

// In a session nobody attends (claude -p) an "ask" would become a denial
// anyway: the hook answers deny, with the change and the question for the
// model to ask in chat. The user's "yes" to that question, on the next
// turn, makes the same edit explicit, and the retried edit is allowed.
func TestDeniedEditIsAskedInChatAndYesAppliesIt(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("parse.go", parseSource)
	h.WriteFile("config.go", configSource)
	path := filepath.Join(h.project, "config.go")
	edit := map[string]any{"file_path": path, "old_string": "\tlevel = 1\n", "new_string": "\tlevel = 2\n"}
	question := "Before I change it: " + confirm.Confirmation(confirm.Change{Name: "config.go", Path: path,
		Before: configSource, After: strings.Replace(configSource, "level = 1", "level = 2", 1)})
	h.fake.Rule(fakeapi.Rule{Name: "retried edit ran: done", FirstUser: confirmPrompt, Contains: []string{editResult}, Reply: fakeapi.Text("Done.")})
	h.fake.Rule(fakeapi.Rule{Name: "after yes: retry", FirstUser: confirmPrompt, Contains: []string{"Before I change it: "}, Times: 1,
		Reply: fakeapi.Call("Edit", edit)})
	h.fake.Rule(fakeapi.Rule{Name: "denied: ask in chat", FirstUser: confirmPrompt, Contains: []string{"Not done: the user has not asked"},
		Reply: fakeapi.Text(question)})
	h.fake.Rule(fakeapi.Rule{Name: "read: now edit", FirstUser: confirmPrompt, ToolResult: fakeapi.Bool(true), Times: 1, Reply: fakeapi.Call("Edit", edit)})
	h.fake.Rule(fakeapi.Rule{Name: "first: read", FirstUser: confirmPrompt, ToolResult: fakeapi.Bool(false), Reply: fakeapi.Call("Read", map[string]any{"file_path": path})})

	h.Claude(confirmPrompt)

	assert.Equal(t, configSource, h.readFile("config.go"), "not applied on the first turn")
	var denied fakeapi.Request
	for _, r := range h.fake.Conversations(fakeapi.Main) {
		if r.Rule == "denied: ask in chat" {
			denied = r
		}
	}
	require.NotEmpty(t, denied.Rule, "the model got the denial")
	for _, want := range []string{"Not done: the user has not asked for this change", `I'd update "config.go" like this:`,
		"-\tlevel = 1", "+\tlevel = 2", "This look right?", "make exactly the same change again"} {
		assert.Contains(t, denied.Tail, want, "the denial reaches the model with the diff")
	}
	pre := preToolUseAnswers(h)
	require.Len(t, pre, 1)
	assert.Contains(t, pre[0], `"permissionDecision":"deny"`)

	h.Claude("yes", "--continue")

	assert.Contains(t, h.readFile("config.go"), "\tlevel = 2\n", "after the user's yes the retried edit ran")
	pre = preToolUseAnswers(h)
	require.Len(t, pre, 2)
	assert.Contains(t, pre[1], `"permissionDecision":"allow"`)
	assert.Contains(t, pre[1], "when I showed you the change")
}

// preToolUseAnswers are the hook's answers to PreToolUse Edit, in order.
func preToolUseAnswers(h *harness) []string {
	var out []string
	for _, c := range h.HookCalls() {
		if c.Event == "PreToolUse" && strings.Contains(c.Input, `"tool_name":"Edit"`) {
			out = append(out, c.Stdout)
		}
	}
	return out
}

// The shipped model judge, scripts/classify-with-claude, run for real by
// the hook through the claude CLI (answered by the fake API; the live model
// is not reachable here), with "when": "uncertain": a hedged request the
// rules are unsure about is put to the model, whose "explicit" lets the
// edit run; an explicit request the rules settle is never put to it.
func TestModelJudgeOnlyWhenTheRulesAreUnsure(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, prompt string
		asked        bool
	}{
		{"unsure: asked", "maybe add an empty check to parse.go", true},
		{"sure: not asked", "add an empty check to parse.go", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			require.NoError(t, os.Symlink(programs().claude, filepath.Join(h.binDir, "claude")))
			h.WriteFile("parse.go", parseSource)
			h.WriteFile(".claude/gates.json", `{"confirm": {"classifier": {"command": "`+filepath.Join(repoRoot(), "scripts", "classify-with-claude")+`", "when": "uncertain", "timeout": "90s"}}}`)
			h.fake.Rule(fakeapi.Rule{Name: "judge", FirstUser: "You decide whether a user explicitly asked",
				Reply: fakeapi.Text(`{"level": "explicit", "reasoning": "the user asked for the check in parse.go"}`)})
			path := filepath.Join(h.project, "parse.go")
			h.fake.Rule(fakeapi.Rule{Name: "edit answered: done", FirstUser: tt.prompt, Contains: []string{`"old_string"`}, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Done.")})
			h.fake.Rule(fakeapi.Rule{Name: "read: now edit", FirstUser: tt.prompt, ToolResult: fakeapi.Bool(true), Times: 1,
				Reply: fakeapi.Call("Edit", map[string]any{"file_path": path, "old_string": "\treturn e\n", "new_string": "\tif e == \"\" {\n\t\treturn \"empty\"\n\t}\n\treturn e\n"})})
			h.fake.Rule(fakeapi.Rule{Name: "first: read", FirstUser: tt.prompt, ToolResult: fakeapi.Bool(false), Reply: fakeapi.Call("Read", map[string]any{"file_path": path})})

			h.Claude(tt.prompt)

			var asked []fakeapi.Request
			for _, r := range h.Requests() {
				if r.Rule == "judge" {
					asked = append(asked, r)
				}
			}
			if !tt.asked {
				assert.Empty(t, asked, "the rules were sure: no model call")
			} else {
				require.Len(t, asked, 1, "the model was asked once, at PreToolUse")
				assert.Contains(t, asked[0].Conversation, `"proposed_action"`)
				assert.Contains(t, asked[0].Conversation, tt.prompt)
			}
			assert.Contains(t, h.readFile("parse.go"), `return "empty"`, "explicit either way: the edit ran")
		})
	}
}
