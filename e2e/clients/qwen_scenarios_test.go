//go:build e2e

package clients

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// qwenAgent is an agent tool call that runs prompt in a subagent of typ,
// in the background or not.
func qwenAgent(prompt, typ string, background bool) fakeapi.Reply {
	return fakeapi.Call("agent", map[string]any{"description": "a task", "prompt": prompt,
		"subagent_type": typ, "run_in_background": background})
}

// logOnFailure prints the fake's request log when t fails.
func logOnFailure(t *testing.T, api *fakeapi.Server) {
	t.Cleanup(func() {
		if t.Failed() {
			t.Log(api.Log())
		}
	})
}

// TestQwenBrokenConfigIsShown: a gates.json that is not JSON is said to the
// user (Qwen Code prints a Stop hook's systemMessage on stderr), naming the
// file, and the session goes on (fail open).
func TestQwenBrokenConfigIsShown(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	r.writeGates(t, `{"gates": {"check": `)
	logOnFailure(t, r.api)
	r.api.Default(fakeapi.Text("MAIN done"))

	out := r.run(t, "MAIN: say hello")

	assert.Contains(t, out, "MAIN done", "the session went on")
	assert.Contains(t, out, "⚠ plan-compliance could not check this event, so it was let through")
	assert.Contains(t, out, filepath.Join(".claude", "gates.json"), "the message names the file")
}

// TestQwenAgentFilters: with enabled_agents ["general-purpose"], a
// general-purpose subagent without a STATUS is sent back, an Explore one is
// not checked; one session runs both (agent_type as Qwen Code sends it).
func TestQwenAgentFilters(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	r.writeGates(t, `{"hooks": {"SubagentStop": {"enabled_agents": ["general-purpose"], "gates": ["plan-compliance"]}}}`)
	api := r.api
	logOnFailure(t, api)
	api.Rule(fakeapi.Rule{Name: "SUB-1 status", FirstUser: "SUB-1", Contains: []string{"needs a valid STATUS report"},
		Reply: fakeapi.Text("Done.\n\nSTATUS: OK\nTASK: Task 1\nSUMMARY: did it")})
	api.Rule(fakeapi.Rule{Name: "SUB-1 bare", FirstUser: "SUB-1", Reply: fakeapi.Text("SUB-1 done, no report")})
	api.Rule(fakeapi.Rule{Name: "SUB-2 bare", FirstUser: "SUB-2", Reply: fakeapi.Text("SUB-2 looked around, no report")})
	mainRule(api, "agent 1", "", "SUB-1:", qwenAgent("SUB-1: do Task 1", "general-purpose", false))
	mainRule(api, "agent 2", "SUB-1:", "SUB-2:", qwenAgent("SUB-2: find the parser", "Explore", false))
	api.Default(fakeapi.Text("MAIN done"))

	r.run(t, "MAIN: run the plan")

	sub1 := threadWith(api, "SUB-1")
	require.Len(t, sub1, 2, "the enabled agent type is checked: sent back once")
	assert.Contains(t, sub1[1].Tail, "needs a valid STATUS report")
	sub2 := threadWith(api, "SUB-2")
	require.NotEmpty(t, sub2, "the Explore subagent ran")
	assert.Len(t, sub2, 1, "an agent type not enabled is not checked")
	var got bool
	for _, q := range threadWith(api, "MAIN:") {
		got = got || strings.Contains(q.Tail, "SUB-2 looked around, no report")
	}
	assert.True(t, got, "the main thread gets the unchecked report as it is")
}

// TestQwenBackgroundSubagent: a subagent run in the background is checked
// at SubagentStop like a foreground one (sent back without a STATUS); its
// BLOCKED report is escalated when the main thread stops (a Stop block the
// model gets as a user message), without a retry, and the user is told.
func TestQwenBackgroundSubagent(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	r.writeGates(t, `{"hooks": {"SubagentStop": {"gates": ["plan-compliance"]}}}`)
	api := r.api
	logOnFailure(t, api)
	api.Rule(fakeapi.Rule{Name: "SUB-1 blocked", FirstUser: "SUB-1", Contains: []string{"needs a valid STATUS report"},
		Reply: fakeapi.Text("The plan cannot work.\n\nSTATUS: BLOCKED\nTASK: Task 3\nREASON: plan says JWT but the service uses OAuth2")})
	api.Rule(fakeapi.Rule{Name: "SUB-1 bare", FirstUser: "SUB-1", Reply: fakeapi.Text("SUB-1 stuck, no report")})
	mainRule(api, "agent", "", "SUB-1:", qwenAgent("SUB-1: do Task 3", "general-purpose", true))
	api.Rule(fakeapi.Rule{Name: "ask user", FirstUser: "MAIN:", Contains: []string{"reported BLOCKED on Task 3"},
		Reply: fakeapi.Text("MAIN will ask the user")})
	api.Default(fakeapi.Text("MAIN waiting"))

	out := r.run(t, "MAIN: run the plan")

	sub := threadWith(api, "SUB-1")
	require.Len(t, sub, 2, "sent back once for the missing STATUS, then not again for BLOCKED")
	assert.Contains(t, sub[1].Tail, "[Message from parent agent]: Your final message needs a valid STATUS report")
	var escalation string
	for _, q := range threadWith(api, "MAIN:") {
		if i := strings.Index(q.Tail, "Subagent general-purpose reported BLOCKED on Task 3"); i >= 0 && escalation == "" {
			escalation = q.Tail[i:]
		}
	}
	require.NotEmpty(t, escalation, "the main thread gets the escalation")
	for _, want := range []string{"plan says JWT but the service uses OAuth2", "Do not retry the task",
		"1. Trust the agent", "2. Revise the plan", "3. Enforce the plan as written", "4. Investigate"} {
		assert.Contains(t, escalation, want)
	}
	assert.Contains(t, out, "⚠ general-purpose reported BLOCKED on Task 3: plan says JWT but the service uses OAuth2", "the user is told")
	assert.Contains(t, out, "MAIN will ask the user")
}

// TestQwenDeferredChangeQueuedThenConfirmed: with write_file deferred, a
// subagent's new file is queued, not written (the subagent is told, the
// user sees the change set, named for the subagent's type, at Stop);
// `plan-compliance changes confirm` writes it; the next session starts with
// the decision in the main thread's context (SessionStart's additional
// context, which Qwen Code appends to the system prompt). SubagentStart's
// is not delivered by Qwen Code (TestQwenSubagentStartContext).
func TestQwenDeferredChangeQueuedThenConfirmed(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	r.writeGates(t, `{"changes": {"defer": [{"tool": "Write"}]}}`)
	api := r.api
	logOnFailure(t, api)
	file := filepath.Join(r.work, "empty.go")
	const content = "package parse\n\n// Empty reports whether e is empty.\nfunc Empty(e string) bool { return e == \"\" }\n"
	api.Rule(fakeapi.Rule{Name: "SUB-1 report", FirstUser: "SUB-1", ToolResult: fakeapi.Bool(true),
		Reply: fakeapi.Text("Proposed it.\n\nSTATUS: OK\nTASK: Task 1\nSUMMARY: empty.go proposed")})
	api.Rule(fakeapi.Rule{Name: "SUB-1 write", FirstUser: "SUB-1", Times: 1,
		Reply: fakeapi.Call("write_file", map[string]any{"file_path": file, "content": content})})
	mainRule(api, "agent", "", "SUB-1:", qwenAgent("SUB-1: add empty.go with func Empty", "general-purpose", false))
	api.Default(fakeapi.Text("done"))

	out := r.run(t, "MAIN: add empty.go")

	_, err := os.Stat(file)
	require.ErrorIs(t, err, os.ErrNotExist, "the deferred write did not run")
	sub1 := threadWith(api, "SUB-1")
	require.NotEmpty(t, sub1)
	assert.Contains(t, sub1[len(sub1)-1].Tail, "Proposal queued for user review (change set 1, item 1)", "the subagent is told")
	assert.Contains(t, out, "✨ general-purpose suggests 1 change (change set 1)", "the user sees the change set")
	assert.Contains(t, out, "Review: plan-compliance changes review", "the review that works in Qwen Code")
	assert.NotContains(t, out, "/plan-compliance:changes", "Claude Code's slash command is not offered")

	changes := func(args ...string) string {
		cmd := exec.Command(filepath.Join(r.programs, "plan-compliance"), append([]string{"changes"}, args...)...)
		cmd.Dir = r.work
		cmd.Env = []string{"HOME=" + r.home, "PATH=" + os.Getenv("PATH")}
		got, err := cmd.CombinedOutput()
		require.NoError(t, err, "plan-compliance changes %v: %s", args, got)
		return string(got)
	}
	assert.Contains(t, changes("show", "1"), "empty.go", "the review CLI shows it")
	assert.Contains(t, changes("confirm", "1", "1"), "applied")
	got, err := os.ReadFile(file)
	require.NoError(t, err, "confirm writes the file")
	assert.Equal(t, content, string(got))

	r.run(t, "NEXT: anything else?")

	var next []fakeapi.Request
	for _, q := range api.Requests() {
		if strings.Contains(q.FirstUser, "NEXT:") {
			next = append(next, q)
		}
	}
	require.NotEmpty(t, next, "the next session reached the model")
	body := string(next[0].Body)
	assert.Contains(t, body, "## Recent User Decisions", "the next session starts with the decision history")
	assert.Contains(t, body, "empty.go", "the decision names the file")
}
