package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Round 17: consent across languages, read through tables by meaning.
// Wording of our own, both sides of each border.

// round17Plan is a concrete plan for the conversations of this round.
const round17Plan = "Plan:\n1. `api/orders.py`: in `create_order()`, reject a quantity of 0 with a 422.\n" +
	"2. Add `test_create_order_zero_quantity` to `tests/test_orders.py`.\n3. `pytest tests/test_orders.py` must pass.\nShall I go ahead?"

// afterExchange is the conversation of a plan, a message of the user's and
// the assistant's answer to it, in that order.
func afterExchange(plan, said, answer string) []Turn {
	return []Turn{
		{Role: User, Text: "orders with quantity 0 go through"},
		{Role: Assistant, Text: plan},
		{Role: User, Text: said},
		{Role: Assistant, Text: answer},
	}
}

// TestSignalRound17ForeignDetour: a message after the plan that announces
// another subject in another language ("autre chose d'abord", "andere
// Frage", "другой вопрос", "pertanyaan lain") and asks something leaves the
// plan: a go-ahead after the answer approves nothing, as after "different
// question: …". A question about the plan in the same language, with no
// such mark, keeps it current.
func TestSignalRound17ForeignDetour(t *testing.T) {
	answer := "A 422 means the request was well formed but its content was refused."
	c := New(DefaultConfig())
	for _, tc := range []struct {
		said, reply string
		want        Outcome
	}{
		{"attends, autre chose d'abord : c'est quoi un 422 déjà ?", "ok merci, vas-y", NotConsent},
		{"Moment, andere Frage: was heißt 422 nochmal?", "danke, leg los", NotConsent},
		{"погоди, другой вопрос: что значит 422?", "понял, делай", NotConsent},
		{"espera, otra cosa primero: ¿qué es un 422?", "vale, dale", NotConsent},
		{"eh, altra domanda: cos'è un 422?", "ok grazie, procedi", NotConsent},
		{"bentar, pertanyaan lain: 422 itu apa?", "oke, lanjut", NotConsent},
		{"czekaj, inne pytanie: co to jest 422?", "dzięki, działaj", NotConsent},
		// the other side: a question about the plan, no mark of another subject
		{"le test `test_create_order_zero_quantity` couvre aussi les quantités négatives ?", "ok merci, vas-y", Confirmed},
		{"deckt `test_create_order_zero_quantity` auch negative Mengen ab?", "danke, leg los", Confirmed},
	} {
		got := c.ClassifyConversation(afterExchange(round17Plan, tc.said, answer), tc.reply)
		assert.Equal(t, tc.want, got.Outcome, "%q, then %q (%s, %s)", tc.said, tc.reply, got.Proximity, got.Signal)
	}
}

// TestSignalRound17NoProblemForeign: "no problem" or "no worries" in
// another language before a go-ahead ("Pas de souci, vas-y", "Kein
// Problem, leg los", "Нет проблем, делай") takes doubt away: its negation
// refuses nothing, and the go-ahead approves the plan, as "no worries, go
// ahead" does. A refusal or a hold beside it, or a problem named, still
// counts.
func TestSignalRound17NoProblemForeign(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Pas de problème, fais-le.", Confirmed},
		{"Kein Problem, leg los.", Confirmed},
		{"Keine Sorge, mach das.", Confirmed},
		{"Não tem problema, pode fazer.", Confirmed},
		{"Нет проблем, делай.", Confirmed},
		{"Tidak ada masalah, lanjut.", Confirmed},
		{"no worries, go ahead", Confirmed},
		// the other side
		{"Pas de souci pour le test, mais attends avant de le lancer.", NotConsent},
		{"Kein Problem mit dem Plan, aber warte noch bis morgen.", NotConsent},
		{"Não, tem um problema no passo 2.", NotConsent},
		{"нет, проблема в другом месте", NotConsent},
		{"Kein Problem.", NotConsent},
	})
}
