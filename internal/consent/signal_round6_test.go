package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestSignalRound6 is the table of the rules of round 6, both sides of
// each border, in wording of our own: an approval that goes straight on
// with "but" sets a term, whatever the term's words (a value, a fact
// about the version, a place); a "but" that adds only thanks or more
// approval, or a "but" inside a later remark, sets none.
func TestSignalRound6(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		// "yes but <term>": a change to confirm.
		{"yes but timeout 45s, the proxy is slow", WaitForConfirmation},
		{"ok but this runs on node 18 now, we upgraded last month", WaitForConfirmation},
		{"sure, but the staging box, not prod", WaitForConfirmation},
		{"go ahead. but version 2.4, that's what we ship", WaitForConfirmation},
		{"yep but port 9000, 8080 is taken", WaitForConfirmation},
		// A "but" that adds nothing, or belongs to a later remark.
		{"yes go ahead", Confirmed},
		{"ok but yes, go ahead", Confirmed},
		{"go ahead. the old one was slow but fine", Confirmed},
	})
}

// TestSignalRound6Languages: the commonest go-aheads of other languages
// ("proceed", "continue", "go with it", "just do it", "gladly", the
// traditional Chinese characters, the Korean chat "go go") approve; their
// negations and holds do not.
func TestSignalRound6Languages(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"продолжайте, пожалуйста", Confirmed},
		{"хорошо, приступайте", Confirmed},
		{"не приступай пока", NotConsent},
		{"好的，繼續吧", Confirmed},
		{"沒問題，開始吧", Confirmed},
		{"直接做吧", Confirmed},
		{"先別做", NotConsent},
		{"고고", Confirmed},
		{"좋아요 ㄱㄱ", Confirmed},
		{"아직 하지 마", NotConsent},
		{"olur, yap gitsin", Confirmed},
		{"yapma, bekle", NotConsent},
		{"dobra, leć z tym", Confirmed},
		{"chętnie!", Confirmed},
		{"czekaj, jeszcze nie", NotConsent},
		{"volontiers", Confirmed},
		{"graag", Confirmed},
		{"sim, com prazer", Confirmed},
		{"beleza, pode mandar bala", Confirmed},
		{"ainda não, espere", NotConsent},
	})
}

// TestMockCertainty: certainty that a fix works on a cause the same
// words admit nobody understands is mock; certainty alone, or ignorance
// owned before it, is meant.
func TestMockCertainty(t *testing.T) {
	for reply, want := range map[string]bool{
		"yeah, a cache will surely fix the leak we don't understand":        true,
		"sure, a retry will certainly solve a race nobody can reproduce":    true,
		"ok, pinning will totally fix an error we can't reproduce anywhere": true,
		"yes, this will definitely fix the timeout we saw":                  false,
		"I don't understand the bug, but this will definitely fix it":       false,
		"definitely go ahead, I don't understand the old code anyway":       false,
	} {
		assert.Equal(t, want, lang.Sarcastic(reply), reply)
	}
}

// TestNoReassured: a bare no said to the doubt, a reassurance and an
// approval of the plan as written approve; a no with an object, a
// reassurance followed by a change or a hold, or no approval after it,
// do not.
func TestNoReassured(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"nope, all good, ship it", Confirmed},
		{"hmm... no, that's fine. proceed", Confirmed},
		{"nah no worries, go ahead", Confirmed},
		{"no, that's fine, keep it as is", WaitForConfirmation},
		{"no, it's fine, but log the error too", WaitForConfirmation},
		{"leave the tests out, it's fine, go ahead", WaitForConfirmation},
		{"no, it's fine, do it next week", NotConsent},
		{"no, it's not fine", NotConsent},
	})
}

// TestThanksForExplaining: thanks for an explanation, with nothing but
// acknowledgement beside them, answer the explanation, not the plan; a
// go-ahead beside them is read as before.
func TestThanksForExplaining(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"ah ok, thanks for clarifying", NotConsent},
		{"got it. thank you for the explanation", NotConsent},
		{"makes sense, thanks for the context", NotConsent},
		{"thanks for explaining, go ahead", Confirmed},
		{"cool, thanks for the breakdown. do it", Confirmed},
		{"ok thanks", WaitForConfirmation},
	})
}
