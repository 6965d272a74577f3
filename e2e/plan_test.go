//go:build e2e

package e2e

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// Scenarios of issue 3 for the plan-compliance gate: SubagentStop checks the
// subagent's STATUS report and runs the gate chain; PostToolUse(Agent) tells
// the dispatcher when a subagent reported BLOCKED or was let go.

const (
	task1      = "SUBTASK-1: implement Task 1 - handle empty entries in parse.go"
	reportOK   = "Added the early return.\n\nSTATUS: OK\nTASK: Task 1 - handle empty entries\nSUMMARY: parse.go returns early on empty entries"
	noStatus   = "I added the early return in parse.go."
	blockedMsg = "The plan cannot work as written.\n\nSTATUS: BLOCKED\nTASK: Task 3 - auth\nREASON: plan says JWT but the service uses OAuth2"
)

// 1. A subagent ends without STATUS → its next request carries our block
// reason → it answers with a STATUS: OK block → the parent receives that
// report.
func TestMissingStatusIsSentBack(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	scriptDispatcher(h, dispatch(task1))
	scriptSubagent(h, "SUBTASK-1", noStatus, reportOK)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	sub := h.Thread("SUBTASK-1")
	requireCount(t, sub, 2, "the subagent is sent back once")
	assert.NotContains(t, sub[0].Conversation, "hook blocking error")
	assert.Contains(t, sub[1].Tail, subagentStopFeedback, "the block reason reaches the subagent")
	assert.Contains(t, sub[1].Tail, "STATUS: OK\nTASK:", "the reason shows the block to end with")
	assert.Contains(t, sub[1].Tail, "STATUS: BLOCKED")

	after := dispatcherAfter(t, h)
	assert.Contains(t, after.Tail, "  STATUS: OK\n  TASK: Task 1 - handle empty entries", "the parent receives the new report")
	assert.NotContains(t, after.Conversation, noStatus, "the report without STATUS was replaced")
	assert.NotContains(t, after.Tail, postAgentFeedback, "an OK report is not escalated")
	assert.Equal(t, dispatcherDone, r.Result())
	assertHookProgram(t, h)
}

// 2. A subagent ends BLOCKED → it is not sent back (exactly one request from
// it) → the dispatcher's next request carries the escalation with the four
// options, in the same turn; the user is told too.
func TestBlockedEscalatesToDispatcher(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	scriptDispatcher(h, dispatch("SUBTASK-3: implement Task 3 - auth"))
	scriptSubagent(h, "SUBTASK-3", blockedMsg)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	requireCount(t, h.Thread("SUBTASK-3"), 1, "a BLOCKED subagent is not sent back")
	after := dispatcherAfter(t, h)
	assert.Contains(t, after.Tail, "  STATUS: BLOCKED", "the dispatcher receives the report itself")
	assert.Contains(t, after.Tail, postAgentFeedback, "the escalation arrives with the tool result, in the same turn")
	escalation := after.Tail[strings.Index(after.Tail, postAgentFeedback):]
	for _, want := range []string{
		"general-purpose", "Task 3 - auth", "plan says JWT but the service uses OAuth2",
		"AskUserQuestion", "Trust the agent", "Revise the plan", "Enforce the plan", "Investigate",
	} {
		assert.Contains(t, escalation, want)
	}
	assert.Equal(t, 1, len(h.runs), "no user turn in between")
	assertUserSees(t, r, "general-purpose", "BLOCKED", "Task 3 - auth", "plan says JWT but the service uses OAuth2")
}

// 3. STATUS: OK and a check gate that fails the first time → the
// subagent's next request carries the gate name and its output → it passes
// the second time → the parent gets the report.
func TestFailingGateSendsBackWithOutput(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{
  "gates": {
    "check": {
      "description": "lint the project",
      "command": "if [ -e .check-ran ]; then echo lint clean; exit 0; fi; touch .check-ran; echo 'parse.go:12: missing return at end of function'; exit 1"
    }
  },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "check"] } }
}
`)
	fixed := "Added the missing return.\n\nSTATUS: OK\nTASK: Task 1 - handle empty entries\nSUMMARY: parse.go lints clean"
	scriptDispatcher(h, dispatch(task1))
	scriptSubagent(h, "SUBTASK-1", reportOK, fixed)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	sub := h.Thread("SUBTASK-1")
	requireCount(t, sub, 2, "the failing gate sends the subagent back once")
	assert.Contains(t, sub[1].Tail, subagentStopFeedback)
	assert.Contains(t, sub[1].Tail, "check", "the reason names the gate")
	assert.Contains(t, sub[1].Tail, "parse.go:12: missing return at end of function", "the reason carries the gate's output")
	assert.FileExists(t, filepath.Join(h.project, ".check-ran"), "the gate ran in the project directory")

	after := dispatcherAfter(t, h)
	assert.Contains(t, after.Tail, "  Added the missing return.", "the parent gets the report written after the fix")
	assert.NotContains(t, after.Tail, postAgentFeedback)
	assert.Equal(t, dispatcherDone, r.Result())
	// The user sees the failed gate when the Agent tool returns, once, and
	// the model's context does not get that message.
	assertUserSees(t, r, "✗ Gate 'check' failed for general-purpose (Task 1 - handle empty entries): exit code 1.",
		"│ parse.go:12: missing return at end of function", "the gate passed after that")
	assert.Equal(t, 1, strings.Count(strings.Join(r.SystemMessages(), "\n"), "✗ Gate 'check' failed"), "shown once")
	assert.NotContains(t, after.Tail, "✗ Gate 'check' failed")
}

// 4. The loop guard lets a subagent stop after max_blocks and the
// dispatcher is told why.
func TestLoopGuardLetsGoAndTellsDispatcher(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{
  "max_blocks": 2,
  "gates": { "check": { "command": "echo 'still broken: 3 tests fail'; exit 1" } },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "check"] } }
}
`)
	scriptDispatcher(h, dispatch(task1))
	scriptSubagent(h, "SUBTASK-1", reportOK)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	sub := h.Thread("SUBTASK-1")
	requireCount(t, sub, 3, "blocked max_blocks (2) times, then let go")
	for _, s := range sub[1:] {
		assert.Contains(t, s.Tail, subagentStopFeedback)
		assert.Contains(t, s.Tail, "still broken: 3 tests fail")
	}
	after := dispatcherAfter(t, h)
	require.Contains(t, after.Tail, postAgentFeedback, "the dispatcher is told in the same turn")
	escalation := after.Tail[strings.Index(after.Tail, postAgentFeedback):]
	assert.Contains(t, escalation, "check")
	assert.Contains(t, escalation, "still failing after 2 attempts")
	assert.NotContains(t, escalation, "still failing after 2 attempts: gate 'check' failed", "the gate is named once")
	assert.Contains(t, escalation, "AskUserQuestion")
	assertUserSees(t, r, "still failing after 2 attempts", "✗ Gate 'check' failed for general-purpose", "exit code 1, 3 times",
		"│ still broken: 3 tests fail", "It was still failing at the agent's last report.")
}

// 5. enabled_agents that excludes the agent type → nothing blocks. In the
// same turn an agent type that is enabled is blocked, so the hook demonstrably
// ran with this config.
func TestEnabledAgentsExcludesType(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{
  "hooks": { "SubagentStop": { "enabled_agents": ["Explore"], "gates": ["plan-compliance"] } }
}
`)
	scriptDispatcher(h, fakeapi.Reply{ToolUses: []fakeapi.ToolUse{
		agentCall("general-purpose", "SUBTASK-GP: implement Task 1"),
		agentCall("Explore", "SUBTASK-EX: find the parser"),
	}})
	scriptSubagent(h, "SUBTASK-GP", noStatus)
	scriptSubagent(h, "SUBTASK-EX", "parse.go holds the parser", "Found it.\n\nSTATUS: OK\nTASK: find the parser\nSUMMARY: parse.go")

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	gp := h.Thread("SUBTASK-GP")
	requireCount(t, gp, 1, "general-purpose is not enabled: its report without STATUS passes")
	ex := h.Thread("SUBTASK-EX")
	requireCount(t, ex, 2, "Explore is enabled: its report without STATUS is sent back")
	assert.Contains(t, ex[1].Tail, subagentStopFeedback)

	after := dispatcherAfter(t, h)
	assert.Contains(t, after.Tail, "  "+noStatus, "the dispatcher receives the unchecked report as it was")
	assert.NotContains(t, after.Tail, postAgentFeedback)
	assert.Equal(t, dispatcherDone, r.Result())
}

// 6. A broken .claude/gates.json → the run still completes, and the
// problem is visible to the user.
func TestBrokenConfigFailsOpenLoudly(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", "{\n  \"gates\": {\n    \"check\": { \"command\": 42 }\n  }\n}\n")
	scriptDispatcher(h, dispatch(task1))
	scriptSubagent(h, "SUBTASK-1", noStatus)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent")

	assert.Equal(t, dispatcherDone, r.Result(), "the run completes")
	requireCount(t, h.Thread("SUBTASK-1"), 1, "fail open: the subagent is not sent back")
	assertNoFeedback(t, h)
	assertUserSees(t, r, filepath.Join(".claude", "gates.json")+":3:")

	for _, c := range h.HookCalls() {
		assert.Equal(t, "0", c.ExitCode, "%s: the hook exits 0 and reports inside its answer", c.Event)
		assert.Empty(t, strings.TrimSpace(c.Stderr), "%s: no stack trace, nothing on stderr", c.Event)
	}
}
