package consent

import (
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// TestOtherSubjectMarkers: a message that opens by announcing another
// subject is read by the property (a word of otherness and a word for a
// subject, or one word that says it alone), not by a list of exact
// openers. New phrasings, beyond the corpus lines.
func TestOtherSubjectMarkers(t *testing.T) {
	for _, s := range []string{
		"totally separate question: how do I tail logs in k8s?",
		"another quick thing — what's the flag for verbose curl?",
		"unrelated: can you explain what a mutex is?",
		"separately, how do I undo a git commit?",
		"new topic, how do I install pnpm?",
		"ps can you write me a regex for emails?",
	} {
		assert.True(t, detour(lang.Clauses(s)), s)
	}
	for _, s := range []string{
		"what does the second step do?",
		"does this touch the API?",
		"one question: will the migration lock the table?",
	} {
		assert.False(t, detour(lang.Clauses(s)), s)
	}
}

// TestStaleAfterAnswer: after a question on another subject, the
// assistant's answer ("Run … and restart …") is no new plan, and an "it"
// that points at the question's own subject does not tie it to the plan:
// the plan is stale, and a later go-ahead confirms nothing.
func TestStaleAfterAnswer(t *testing.T) {
	c := New(DefaultConfig())
	plan := "Plan: in `web/routes.ts` add a `?page=` parameter to `listOrders` (default 1, 25 a page), only " +
		"this function and `routes.test.ts`; `npm test -- routes` must pass. Proceed?"
	turns := []Turn{
		{Role: "user", Text: "orders page loads everything at once"},
		{Role: "assistant", Text: plan},
		{Role: "user", Text: "quick aside, my ssh key for the build box stopped working, how do I regenerate it?"},
		{Role: "assistant", Text: "Run `ssh-keygen -t ed25519 -f ~/.ssh/buildbox` and add `~/.ssh/buildbox.pub` to the box's `authorized_keys`."},
	}
	assert.Equal(t, NotConsent, c.ClassifyConversation(turns, "thanks. ok go ahead").Outcome)
	// The same answer after a question about the plan keeps it current.
	turns[2].Text = "how will the page size be set?"
	assert.NotEqual(t, NotConsent, c.ClassifyConversation(turns, "thanks. ok go ahead").Outcome)
}

// TestOtherSubjectWithoutAQuestion: a message in between that names a
// subject of its own, shares no word of substance with the plan and does
// not point at it starts a different request even when it is no question
// ("remind me …", "I need …", a question typed without its mark); one
// about the plan, or with nothing of substance, keeps the plan current.
func TestOtherSubjectWithoutAQuestion(t *testing.T) {
	c := New(DefaultConfig())
	plan := "Plan: in `billing/invoice.py`, change `compute_total()` to use `Decimal` with ROUND_HALF_UP, and add " +
		"`test_total_rounding` to `tests/test_invoice.py`. Only those two files. `pytest tests/test_invoice.py` should pass. Proceed?"
	for _, tt := range []struct {
		between string
		stale   bool
	}{
		{"hey who is on call this week", true},
		{"remind me what port redis runs on here", true},
		{"I need the staging logs from last night", true},
		{"whats the weather api key env var called", true},
		{"can you show me the current compute_total first", false},
		{"does the test cover negative amounts?", false},
		{"will this change old invoices?", false},
		{"hmm ok", false},
	} {
		turns := []Turn{
			{Role: User, Text: "invoice totals are off by a cent"},
			{Role: Assistant, Text: plan},
			{Role: User, Text: tt.between},
			{Role: Assistant, Text: "Here you go."},
		}
		got := c.ClassifyConversation(turns, "ok go ahead")
		assert.Equal(t, tt.stale, got.Proximity == Stale, tt.between)
	}
}
