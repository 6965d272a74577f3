package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSignalRound3 is the table of the approval-signal rules of round 3
// (2026-11-24, late morning): an emoji that stands for a word said once
// when the same word is typed beside it or the emoji is doubled, and the
// colloquial go-ahead forms of more languages (French "ouais", Rioplatense
// Spanish voseo, colloquial Persian, casual Japanese), two swapped
// letters in "make" and "with" of an approving phrase ("mkae the change",
// "go wiht it") with their refusals
// and never-minds beside them; and what to do if the work fails ("if the
// migration fails, stop there") beside a go-ahead. None of these lines is a line of a corpus.
func TestSignalRound3(t *testing.T) {
	tests := []replyCase{
		// An emoji and the word it stands for, side by side, say the word once.
		{"emoji and its word", "🚢 ship", High, NoModification},
		{"emoji and its word", "ship 🚢", High, NoModification},
		{"doubled emoji", "🚢🚢🚢", High, NoModification},
		{"doubled emoji and its word", "🚢🚢 ship", High, NoModification},
		{"emoji and its word", "✅ ok, go ahead", High, NoModification},
		{"doubled refusal emoji", "👎👎", Negative, NoModification},
		{"refusal emoji and its word", "🛑 no, not yet", Negative, NoModification},
		{"emoji and its word, then a hedge", "👍 ok", Medium, NoModification},
		// French colloquial yes opens the go-ahead; its refusals.
		{"french colloquial", "ouais, vas-y", High, NoModification},
		{"french colloquial", "ouais ouais, fonce", High, NoModification},
		{"french colloquial alone", "ouais", Medium, NoModification},
		{"french colloquial refusal", "ouais non, pas encore", Negative, NoModification},
		{"french colloquial refusal", "ouais, attends", Negative, NoModification},
		// Rioplatense Spanish (voseo) "do it" and "don't do it".
		{"voseo", "hacelo", High, NoModification},
		{"voseo", "sí, hacelo nomás", High, NoModification},
		{"voseo refusal", "no, no lo hagás", Negative, NoModification},
		// Colloquial Persian: "yeah", "do it" with the object suffix.
		{"persian colloquial", "آره، انجامش بده", High, NoModification},
		{"persian colloquial alone", "آره", Medium, NoModification},
		{"persian colloquial refusal", "نه، انجامش نده", Negative, NoModification},
		// Casual Japanese "go ahead and do it"; "don't", "never mind, I'll do it myself".
		{"japanese casual", "うん、やっちゃって", High, NoModification},
		{"japanese casual", "やっちゃえ", High, NoModification},
		{"japanese refusal", "やらないで", Negative, NoModification},
		{"japanese never mind", "やっぱりいいや", Negative, NoModification},
		{"japanese myself", "いや、自分でやる", Negative, NoModification},
		// Two swapped letters in "make" and "with" of an approving phrase.
		{"swapped letters", "ok, mkae the change", High, NoModification},
		{"swapped letters", "sure, go wiht it", High, NoModification},
		{"swapped letters refused", "don't maek the change yet", Negative, NoModification},
		{"swapped letters, then a change", "mkae it async instead", High, Change},
		{"swapped letters, a choice", "yes, go wiht option 2", High, Partial},
		// What to do if the work fails, beside a go-ahead, is no refusal.
		{"failure contingency", "go ahead; if the migration fails, stop there", High, NoModification},
		{"failure contingency", "ship it, and halt if anything crashes", High, NoModification},
		{"failure contingency", "proceed. when the build goes red, just ping me", High, NoModification},
		{"failure contingency", "yes — in case the seed script errors out, stop and tell me", High, NoModification},
		{"failure contingency alone", "if the deploy blows up, stop", NoSignal, NoModification},
		{"doubt is not a failure", "go ahead. if in doubt, stop", Negative, NoModification},
		{"doubt is not a failure", "proceed, but if you're unsure, stop", Negative, NoModification},
		{"a bare halt stays a refusal", "go ahead. actually stop.", Negative, NoModification},
		{"a contingency that changes the work", "go ahead; if the migration fails, drop the index first", High, Change},
		{"a condition without a failure is kept", "go ahead, and stop when the tests pass", High, Change},
	}
	readReplies(t, tests)
}

// TestCarriesOutRound3: "lfg" (let's go) carries a plan out, so it answers
// "Should I proceed, or do you want to see them first?" with the go-ahead;
// a bare yes to that question does not.
func TestCarriesOutRound3(t *testing.T) {
	c := New(DefaultConfig())
	ask := []Turn{{Role: "assistant", Text: fixturePlan + "\nShould I proceed, or do you want to see the failing cases first?"}}
	for _, p := range []string{"lfg", "LFG 🚀", "ok lfg"} {
		assert.Equal(t, Confirmed, c.ClassifyConversation(ask, p).Outcome, p)
	}
	for _, p := range []string{"yes", "show me first", "lfg, but show me the cases first"} {
		assert.NotEqual(t, Confirmed, c.ClassifyConversation(ask, p).Outcome, p)
	}
}
