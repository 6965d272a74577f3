//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// In the interactive CLI (2.1.330) every subagent runs in the background:
// the Agent tool has no run_in_background parameter there. PostToolUse
// then sees only {"status":"async_launched"}, and the report reaches the
// dispatcher later, as a <task-notification> user message. In -p mode an
// Agent call without run_in_background: false behaves the same way, which
// is how this test reproduces it.

// A background subagent that reports BLOCKED is not sent back, and the
// dispatcher is still told to escalate with the four options once the
// report arrives.
func TestBlockedBackgroundAgentEscalates(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
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
	var notified []fakeapi.Request
	for _, q := range h.Thread(mainPrompt) {
		if strings.Contains(q.Conversation, "<task-notification>") {
			notified = append(notified, q)
		}
	}
	require.NotEmpty(t, notified, "the dispatcher receives the report as a task notification")
	assert.Contains(t, notified[0].Tail, "STATUS: BLOCKED")

	var escalated bool
	for _, q := range notified {
		escalated = escalated || strings.Contains(q.Tail, "AskUserQuestion") && strings.Contains(q.Tail, "Trust the agent")
	}
	assert.True(t, escalated, "after the notification the dispatcher is told to ask the user with the four options")
	assertUserSees(t, r, "BLOCKED", "Task 3 - auth")
}
