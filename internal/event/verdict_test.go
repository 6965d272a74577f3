package event

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMerge(t *testing.T) {
	var r Verdict
	r.Merge(Notify("one"))
	r.Merge(Block("first reason"))
	r.Merge(Notify("two"))
	r.Merge(Block("second reason"))
	assert.Equal(t, "one\ntwo", r.Message)
	assert.True(t, r.Block)
	assert.Equal(t, "first reason\n\nsecond reason", r.Reason)

	var p Verdict
	p.Merge(Permission(Allow, "asked for"))
	p.Merge(Permission(Ask, "show the diff"))
	p.Merge(Permission(Allow, "also fine"))
	assert.Equal(t, Ask, p.Permission)
	assert.Equal(t, "show the diff", p.PermissionReason)
	p.Merge(Permission(Deny, "queued"))
	assert.Equal(t, Deny, p.Permission)
	assert.Equal(t, "queued", p.PermissionReason)

	var c Verdict
	c.Merge(Context("a"))
	c.Merge(Context("b"))
	assert.Equal(t, "a\n\nb", c.Context)

	var s Verdict
	s.Merge(Notify("x"))
	s.Merge(StopAll("halt"))
	assert.True(t, s.Stop)
}

// A user message that came with a permission decision leaves with it: the
// question of an ask is not shown beside a denial, whichever came first,
// and messages without a decision stay.
func TestMergeMessageBelongsToTheWinningDecision(t *testing.T) {
	ask := Permission(Ask, "diff for the model")
	ask.Message = "I'd update parse.go like this: … This look right?"
	deny := Permission(Deny, "Proposal queued")
	deny.Message = "queued for review"

	var askFirst Verdict
	askFirst.Merge(Notify("a notice"))
	askFirst.Merge(ask)
	askFirst.Merge(Notify("another notice"))
	askFirst.Merge(deny)
	assert.Equal(t, Deny, askFirst.Permission)
	assert.Equal(t, "a notice\nanother notice\nqueued for review", askFirst.Message)

	var denyFirst Verdict
	denyFirst.Merge(deny)
	denyFirst.Merge(ask)
	assert.Equal(t, "queued for review", denyFirst.Message)
	assert.Equal(t, "Proposal queued", denyFirst.PermissionReason)

	var two Verdict
	two.Merge(ask)
	other := Permission(Ask, "second")
	other.Message = "second question"
	two.Merge(other)
	two.Merge(deny)
	assert.Equal(t, "queued for review", two.Message, "both losing questions leave")
}

func TestRefuse(t *testing.T) {
	for _, ev := range []string{SubagentStop, Stop, PostToolUse, UserPromptSubmit} {
		r, ok := Refuse(ev, "why")
		assert.True(t, ok, ev)
		assert.Equal(t, Block("why"), r, ev)
	}
	r, ok := Refuse(PreToolUse, "why")
	assert.True(t, ok)
	assert.Equal(t, Permission(Deny, "why"), r)
	for _, ev := range []string{SessionStart, SubagentStart, "Notification"} {
		r, ok := Refuse(ev, "why")
		assert.False(t, ok, ev)
		assert.True(t, r.IsZero(), ev)
	}
}
