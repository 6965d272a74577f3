//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// The hook command as hooks/hooks.json registers it for every event but
// SessionStart (TestPluginValidates checks): exec the installed hook
// program when its identity is the plugin's, else the launcher. Claude
// Code quotes it in every block message.
const hookCommand = `{ read -r i <"$CLAUDE_PLUGIN_DATA/bin/identity"; read -r r <"$CLAUDE_PLUGIN_ROOT/release/identity"; } 2>/dev/null; ` +
	`[ "$i" = "${r:-?}" ] && PLAN_COMPLIANCE_GOMAXPROCS="${GOMAXPROCS+=$GOMAXPROCS}" GOMAXPROCS=1 exec "$CLAUDE_PLUGIN_DATA/bin/plan-compliance-hook"; exec "$CLAUDE_PLUGIN_ROOT/scripts/plan-compliance" hook`

// What Claude Code puts before a hook's block reason (seen in 2.1.330):
// both arrive as a system message after the last assistant message.
const (
	subagentStopFeedback = `SubagentStop hook blocking error from command: "` + hookCommand + `": `
	postAgentFeedback    = `PostToolUse:Agent hook blocking error from command: "` + hookCommand + `": `
)

// mainPrompt starts every scenario's main thread; dispatcherDone is what the
// dispatcher says once its subagents have answered; dispatcherAsks is its
// answer to an escalation.
const (
	mainPrompt     = "Execute the plan in docs/plan.md: dispatch one subagent per task."
	dispatcherDone = "All dispatched tasks are back."
	dispatcherAsks = "I will ask the user which way to go."
)

// dispatch is the dispatcher's reply that starts one foreground
// general-purpose subagent with the given prompt. run_in_background must
// be false: in -p mode Claude Code 2.1.330 runs an Agent call without it in
// the background, and the parent's tool result is then only "Async agent
// launched".
func dispatch(prompt string) fakeapi.Reply {
	return fakeapi.Reply{ToolUses: []fakeapi.ToolUse{agentCall("general-purpose", prompt)}}
}

// agentCall is one foreground Agent tool call.
func agentCall(agentType, prompt string) fakeapi.ToolUse {
	return fakeapi.ToolUse{Name: "Agent", Input: map[string]any{
		"description":       "run the task",
		"prompt":            prompt,
		"subagent_type":     agentType,
		"run_in_background": false,
	}}
}

// scriptDispatcher makes the main thread (prompt mainPrompt) answer its
// first request with reply (usually dispatch calls) and every request
// after a tool result with dispatcherDone.
func scriptDispatcher(h *harness, reply fakeapi.Reply) {
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: done", FirstUser: mainPrompt, ToolResult: fakeapi.Bool(true),
		Reply: fakeapi.Text(dispatcherDone)})
	h.fake.Rule(fakeapi.Rule{Name: "dispatcher: dispatch", FirstUser: mainPrompt, ToolResult: fakeapi.Bool(false),
		Reply: reply})
}

// scriptSubagent makes the subagent whose prompt starts with id answer its
// n-th request with answers[n]; the last answer repeats for any later
// request.
func scriptSubagent(h *harness, id string, answers ...string) {
	replies := make([]fakeapi.Reply, len(answers))
	for i, a := range answers {
		replies[i] = fakeapi.Text(a)
	}
	scriptSequence(h, id, replies...)
}

// scriptSequence makes the thread whose first message contains id answer
// its requests with replies, in order; the last one repeats.
func scriptSequence(h *harness, id string, replies ...fakeapi.Reply) {
	for i, r := range replies {
		times := 1
		if i == len(replies)-1 {
			times = 0
		}
		h.fake.Rule(fakeapi.Rule{Name: id + " answer " + string(rune('1'+i)), FirstUser: id, Times: times, Reply: r})
	}
}

// requireCount stops the test unless there are exactly n requests. It
// reports counts only: the request log printed on failure shows the rest
// (require.Len would print every request body).
func requireCount(t *testing.T, reqs []fakeapi.Request, n int, what string) {
	t.Helper()
	if len(reqs) != n {
		t.Fatalf("%s: got %d requests, want %d (see the request log below)", what, len(reqs), n)
	}
}

// dispatcherAfter returns the dispatcher's request that followed the
// subagents' return: the one holding the Agent tool results.
func dispatcherAfter(t *testing.T, h *harness) fakeapi.Request {
	t.Helper()
	main := h.Thread(mainPrompt)
	requireCount(t, main, 2, "the dispatcher makes two requests: dispatch, then read the result")
	require.True(t, main[1].HasToolResult)
	return main[1]
}

// assertUserSees checks that Claude Code showed the user a hook
// systemMessage containing each of want.
func assertUserSees(t *testing.T, r claudeResult, want ...string) {
	t.Helper()
	shown := strings.Join(r.SystemMessages(), "\n")
	for _, w := range want {
		assert.Contains(t, shown, w, "a hook systemMessage shown to the user (stream-json system/informational events); "+
			"Claude Code shows those of PostToolUse and Stop but not SubagentStop's (see e2e/README.md)")
	}
}

// assertHookProgram checks that the plugin's launcher answered every hook
// event with plan-compliance-hook, the program without the command line.
func assertHookProgram(t *testing.T, h *harness) {
	t.Helper()
	var events int
	for _, c := range h.HookCalls() {
		if c.Event != "" {
			events++
			assert.Equal(t, "plan-compliance-hook", c.Args, "the program that answered %s", c.Event)
		}
	}
	assert.NotZero(t, events, "hook events")
}

// assertNoFeedback checks that no request carried a block from the hook.
func assertNoFeedback(t *testing.T, h *harness) {
	t.Helper()
	for _, r := range h.Requests() {
		assert.NotContains(t, r.Conversation, "hook blocking error", "request #%d (%s)", r.Seq, r.Thread)
	}
}
