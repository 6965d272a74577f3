package escalation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

func TestVerdictBlocksTheDispatcherAndTellsTheUser(t *testing.T) {
	es := []store.Escalation{New("reviewer", "reported BLOCKED on Task 2: no JWT"), New("", "was stopped by the loop guard: tests fail")}
	v := Verdict(es, 3, " (AskUserQuestion)")
	assert.True(t, v.Block)
	assert.True(t, strings.HasPrefix(v.Reason, "Subagent reviewer reported BLOCKED on Task 2: no JWT\n\nSubagent subagent was stopped"), v.Reason)
	assert.Contains(t, v.Reason, "Ask the user now (AskUserQuestion) for each subagent above, which of these to do:")
	assert.Contains(t, v.Reason, "(3 more escalations from other subagents will follow when you next stop.)")
	assert.Equal(t, "⚠ reviewer reported BLOCKED on Task 2: no JWT\n⚠ subagent was stopped by the loop guard: tests fail\n(3 more escalations from other subagents will follow when you next stop.)", v.Message)
}

// Every escalation fits whole in one answer: a long message is cut when
// recorded, and Fit hands over as many as fit, the first always.
func TestEscalationsFitInOneAnswer(t *testing.T) {
	long := New(strings.Repeat("a", 500), strings.Repeat("é", 9000))
	assert.LessOrEqual(t, len(long.What), maxWhat+80)
	assert.Contains(t, long.What, "more characters of the agent's message not kept")
	assert.LessOrEqual(t, len(long.Agent), maxAgentName+len("…"))
	v := Verdict([]store.Escalation{long}, 0, InReply)
	assert.LessOrEqual(t, len(v.Reason), event.MaxText)
	assert.LessOrEqual(t, len(v.Message), event.MaxText)

	fit := Fit(event.Verdict{}, InReply)
	assert.True(t, fit(long), "the first always goes")
	assert.False(t, fit(long), "a second of that size does not fit")
	assert.True(t, FitsBeside(event.Verdict{}, long, InReply))
	assert.False(t, FitsBeside(event.Block(strings.Repeat("r", 5000)), long, InReply))
}

// How the dispatcher asks is the adapter's word: a question tool where the
// client has one, else in the reply. The options and the instruction not
// to retry are the same either way.
func TestAskingIsTheAdaptersWord(t *testing.T) {
	es := []store.Escalation{New("reviewer", "reported BLOCKED on Task 2: no JWT")}
	tool := Verdict(es, 0, " (AskUserQuestion)").Reason
	chat := Verdict(es, 0, InReply).Reason
	assert.Contains(t, tool, "Ask the user now (AskUserQuestion) which of these to do:")
	assert.NotContains(t, chat, "AskUserQuestion")
	assert.Contains(t, chat, "Ask the user now, in your reply (end your turn with the question and wait for the user's answer before you do anything else), which of these to do:")
	assert.Equal(t, chat, Verdict(es, 0, "").Reason, "no word from the adapter is InReply")
	for _, r := range []string{tool, chat} {
		assert.Contains(t, r, "Do not retry the task")
		for _, o := range []string{"1. Trust the agent", "2. Revise the plan", "3. Enforce the plan as written", "4. Investigate"} {
			assert.Contains(t, r, o)
		}
	}
}
