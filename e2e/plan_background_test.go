//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// In the interactive CLI (2.1.330) every subagent runs in the background:
// the Agent tool has no run_in_background parameter there. PostToolUse
// then sees only {"status":"async_launched"}, and the report reaches the
// dispatcher later, as a <task-notification> user message. In -p mode an
// Agent call without run_in_background: false behaves the same way, which
// is how this test reproduces it.

// A background subagent that reports BLOCKED is not sent back, the
// dispatcher receives the report as a task notification, and it is told
// once to escalate with the four options. The escalation rides on the main
// thread's first Stop after the subagent's SubagentStop, which is either
// the Stop of the turn that launched the agent (when the agent is quick) or
// the Stop of the turn the notification starts; both orders happen against
// the real CLI, depending on scheduling, and both are right.
func TestBlockedBackgroundAgentEscalates(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: asks the user", FirstUser: mainPrompt, Contains: []string{"AskUserQuestion"}, Times: 1,
		Reply: fakeapi.Text(dispatcherAsks)})
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: done", FirstUser: mainPrompt, Contains: []string{"<task-notification>"},
		Reply: fakeapi.Text(dispatcherDone)})
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: wait", FirstUser: mainPrompt, ToolResult: fakeapi.Bool(true),
		Reply: fakeapi.Text("The agent is running in the background.")})
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: dispatch", FirstUser: mainPrompt, Reply: fakeapi.Call("Agent", map[string]any{
		"description": "run the task", "prompt": "SUBTASK-3: implement Task 3 - auth", "subagent_type": "general-purpose",
	})})
	scriptSubagent(h, "SUBTASK-3", blockedMsg)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	requireCount(t, h.Thread("SUBTASK-3"), 1, "a BLOCKED subagent is not sent back")
	var notified, escalations int
	for _, q := range h.Thread(mainPrompt) {
		if strings.Contains(q.Tail, "<task-notification>") {
			notified++
			assert.Contains(t, q.Tail, "STATUS: BLOCKED", "request #%d: the notification carries the report", q.Seq)
		}
		if strings.Contains(q.Tail, "AskUserQuestion") {
			escalations++
			assert.Contains(t, q.Tail, "Trust the agent", "request #%d: the four options", q.Seq)
			assert.Contains(t, q.Tail, "plan says JWT but the service uses OAuth2", "request #%d: the reason", q.Seq)
		}
	}
	assert.Equal(t, 1, notified, "the dispatcher receives the report as one task notification")
	assert.Equal(t, 1, escalations, "the dispatcher is told once to ask the user with the four options")
	assertUserSees(t, r, "BLOCKED", "Task 3 - auth")
}

// A background subagent's failed gate sends it back as usual; the user,
// who cannot be shown anything at SubagentStop, sees the failure once, with
// the gate's name, exit code and output, at the main thread's Stop.
func TestBackgroundGateFailureShownAtStop(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{
  "gates": { "check": { "command": "if [ -e .check-ran ]; then exit 0; fi; touch .check-ran; echo 'parse.go:12: missing return'; exit 2" } },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "check"] } }
}
`)
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: done", FirstUser: mainPrompt, Contains: []string{"<task-notification>"},
		Reply: fakeapi.Text(dispatcherDone)})
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: wait", FirstUser: mainPrompt, ToolResult: fakeapi.Bool(true),
		Reply: fakeapi.Text("The agent is running in the background.")})
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: dispatch", FirstUser: mainPrompt, Reply: fakeapi.Call("Agent", map[string]any{
		"description": "run the task", "prompt": task1, "subagent_type": "general-purpose",
	})})
	fixed := "Added the missing return.\n\nSTATUS: OK\nTASK: Task 1 - handle empty entries\nSUMMARY: parse.go lints clean"
	scriptSubagent(h, "SUBTASK-1", reportOK, fixed)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	requireCount(t, h.Thread("SUBTASK-1"), 2, "the failing gate sends the subagent back once")
	assertUserSees(t, r, "✗ Gate 'check' failed for general-purpose (Task 1 - handle empty entries): exit code 2.",
		"│ parse.go:12: missing return")
	assert.Equal(t, 1, strings.Count(strings.Join(r.SystemMessages(), "\n"), "✗ Gate 'check' failed"), "shown once")
	for _, q := range h.Thread(mainPrompt) {
		assert.NotContains(t, q.Tail, "✗ Gate 'check' failed", "request #%d: the message is for the user, not the model", q.Seq)
	}
}
