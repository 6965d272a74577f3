package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAcknowledgedAnswerIsNoApproval: after the plan, the user asked a
// side question and I answered it; a reply that only takes the answer in
// ("yes makes sense", "ah got it") approves nothing, while a go-ahead
// beside it, or the same words right after the plan or after an answer
// that asks to proceed, still do.
func TestAcknowledgedAnswerIsNoApproval(t *testing.T) {
	c := New(DefaultConfig())
	plan := "Plan:\n1. `lib/chat/room_server.ex`: handle `{:EXIT, pid, _}` in `handle_info/2` and remove the pid from `state.members`.\n2. New test in `test/chat/room_server_test.exs`: \"member crash removes member\".\n3. `mix test test/chat/room_server_test.exs`.\nGood?"
	side := []Turn{
		{Role: User, Text: "room server leaks members on crash"},
		{Role: Assistant, Text: plan},
		{Role: User, Text: "actually can you first explain how Presence works in phoenix?"},
		{Role: Assistant, Text: "Phoenix.Presence tracks processes per topic via a CRDT replicated across nodes; when a tracked pid dies, its entries are removed automatically."},
	}
	for _, tc := range []struct {
		reply string
		want  Outcome
	}{
		{"yes makes sense", NotConsent},
		{"ah got it", NotConsent},
		{"oh I see", NotConsent},
		{"yep, that explains it", NotConsent},
		{"makes sense, go ahead", Confirmed},
		{"got it. ok, proceed with the plan", Confirmed},
		{"cool, proceed", Confirmed},
	} {
		assert.Equal(t, tc.want, c.ClassifyConversation(side, tc.reply).Outcome, "after a side answer: %q", tc.reply)
	}
	// Right after the plan, or after an answer that asks to go on, the
	// same words answer the plan as they always did.
	direct := side[:2]
	asking := append(append([]Turn{}, side[:3]...), Turn{Role: Assistant, Text: "Presence removes a dead pid's entries itself. Shall I go ahead with the plan?"})
	for _, conv := range [][]Turn{direct, asking} {
		before := New(DefaultConfig()).ClassifyConversation(conv, "yes makes sense").Outcome
		assert.NotEqual(t, NotConsent, before, "%q after %q", "yes makes sense", conv[len(conv)-1].Text)
	}
	assert.True(t, acknowledgesOnly("yes makes sense"))
	assert.False(t, acknowledgesOnly("yes"))
	assert.False(t, acknowledgesOnly("makes sense, but use a set"))
}
