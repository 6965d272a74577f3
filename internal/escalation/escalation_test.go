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
	v := Verdict(es, 3)
	assert.True(t, v.Block)
	assert.True(t, strings.HasPrefix(v.Reason, "Subagent reviewer reported BLOCKED on Task 2: no JWT\n\nSubagent subagent was stopped"), v.Reason)
	assert.Contains(t, v.Reason, "for each subagent above, which of these to do")
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
	v := Verdict([]store.Escalation{long}, 0)
	assert.LessOrEqual(t, len(v.Reason), event.MaxText)
	assert.LessOrEqual(t, len(v.Message), event.MaxText)

	fit := Fit(event.Verdict{})
	assert.True(t, fit(long), "the first always goes")
	assert.False(t, fit(long), "a second of that size does not fit")
	assert.True(t, FitsBeside(event.Verdict{}, long))
	assert.False(t, FitsBeside(event.Block(strings.Repeat("r", 5000)), long))
}
