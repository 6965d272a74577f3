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

// Scenarios of issue 13, the scope check: a subagent executing Task 2 of a
// plan file is checked against the task's Files list at SubagentStop.

const (
	scopePlanFile = "docs/superpowers/plans/2026-01-01-auth.md"
	scopePlan     = "# Auth Implementation Plan\n\n**Goal:** check users.\n\n---\n\n" +
		"### Task 1: Pool size\n\n**Files:**\n- Modify: `src/db.go`\n\n" +
		"### Task 2: Auth check\n\n**Files:**\n- Modify: `src/auth.go`\n- Test: `src/auth_test.go`\n\n" +
		"- [ ] **Step 1: Reject empty users**\n\nRun: `go test ./src/`\nExpected: PASS\n"
	authSource = "package src\n\nfunc Allowed(user string) bool {\n\treturn true\n}\n"
	dbSource   = "package src\n\nconst Pool = 4\n"
	task2      = "SUBTASK-2: Execute Task 2 of " + scopePlanFile + ".\n\n### Task 2: Auth check\n\n**Files:**\n- Modify: `src/auth.go`\n- Test: `src/auth_test.go`"
	task2OK    = "Done.\n\nSTATUS: OK\nTASK: Task 2 - Auth check\nSUMMARY: Allowed rejects empty users"
)

// scopeProject writes the plan, the sources, and a config without the
// confirmation capability (whose questions become denials in -p mode).
func scopeProject(h *harness) {
	h.WriteFile(scopePlanFile, scopePlan)
	h.WriteFile("src/auth.go", authSource)
	h.WriteFile("src/db.go", dbSource)
	h.WriteFile(".claude/gates.json", `{"confirm": {"enabled": false}}`)
}

func (h *harness) inProject(rel string) string {
	return filepath.Join(h.project, filepath.FromSlash(rel))
}

func readCall(h *harness, rel string) fakeapi.ToolUse {
	return fakeapi.ToolUse{Name: "Read", Input: map[string]any{"file_path": h.inProject(rel)}}
}

func editCall(h *harness, rel, old, new string) fakeapi.ToolUse {
	return fakeapi.ToolUse{Name: "Edit", Input: map[string]any{"file_path": h.inProject(rel), "old_string": old, "new_string": new}}
}

// (a) A subagent executing Task 2 also edits src/db.go, which belongs to
// Task 1 → its next request carries our block naming the file → it
// reverts the edit and reports OK again → the dispatcher gets the report.
func TestScopeOutsideTaskIsSentBack(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	scopeProject(h)
	scriptDispatcher(h, dispatch(task2))
	scriptSequence(h, "SUBTASK-2",
		fakeapi.Reply{ToolUses: []fakeapi.ToolUse{readCall(h, "src/auth.go"), readCall(h, "src/db.go")}},
		fakeapi.Reply{ToolUses: []fakeapi.ToolUse{
			editCall(h, "src/auth.go", "\treturn true", "\treturn user != \"\""),
			editCall(h, "src/db.go", "Pool = 4", "Pool = 8"),
		}},
		fakeapi.Text(task2OK),
		fakeapi.Reply{ToolUses: []fakeapi.ToolUse{editCall(h, "src/db.go", "Pool = 8", "Pool = 4")}},
		fakeapi.Text(task2OK),
	)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent Read Edit")

	sub := h.Thread("SUBTASK-2")
	requireCount(t, sub, 5, "read, edit, report, revert, report")
	assert.NotContains(t, sub[2].Conversation, "hook blocking error", "nothing is blocked before the report")
	block := sub[3].Tail
	assert.Contains(t, block, subagentStopFeedback, "the block reaches the subagent")
	assert.Contains(t, block, "you changed files outside Task 2: Auth check")
	assert.Contains(t, block, "src/db.go (Edit)", "the block names the file")
	assert.NotContains(t, block, "src/auth.go (Edit)", "the task's own file is not named")
	assert.Contains(t, block, "The task allows: src/auth.go, src/auth_test.go")
	assert.Contains(t, block, "Revert those changes")
	assert.Contains(t, block, "STATUS: BLOCKED")
	assert.NotContains(t, sub[4].Tail, "hook blocking error", "the revert passes")

	got, err := os.ReadFile(h.inProject("src/db.go"))
	require.NoError(t, err)
	assert.Equal(t, dbSource, string(got), "the subagent reverted src/db.go")
	got, err = os.ReadFile(h.inProject("src/auth.go"))
	require.NoError(t, err)
	assert.Contains(t, string(got), `return user != ""`, "the task's own edit stays")

	after := dispatcherAfter(t, h)
	assert.Contains(t, after.Tail, "  STATUS: OK\n  TASK: Task 2 - Auth check", "the dispatcher gets the report")
	assert.NotContains(t, after.Tail, postAgentFeedback)
	assert.Equal(t, dispatcherDone, r.Result())
	assertHookProgram(t, h)
}

// (b) A subagent that changes only its task's file passes untouched.
func TestScopeCompliantPasses(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	scopeProject(h)
	scriptDispatcher(h, dispatch(task2))
	scriptSequence(h, "SUBTASK-2",
		fakeapi.Reply{ToolUses: []fakeapi.ToolUse{readCall(h, "src/auth.go")}},
		fakeapi.Reply{ToolUses: []fakeapi.ToolUse{editCall(h, "src/auth.go", "\treturn true", "\treturn user != \"\"")}},
		fakeapi.Text(task2OK),
	)

	r := h.Claude(mainPrompt, "--allowedTools", "Agent Read Edit")

	requireCount(t, h.Thread("SUBTASK-2"), 3, "read, edit, report: never sent back")
	assertNoFeedback(t, h)
	after := dispatcherAfter(t, h)
	assert.Contains(t, after.Tail, "  STATUS: OK\n  TASK: Task 2 - Auth check")
	assert.False(t, strings.Contains(after.Tail, "plan-compliance scope check"), "no warning either")
	assert.Equal(t, dispatcherDone, r.Result())
}
