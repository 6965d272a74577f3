package consent

import "testing"

// TestSignalRound3 is the table of the approval-signal rules of round 3
// (2026-11-24, late morning): an emoji that stands for a word said once
// when the same word is typed beside it or the emoji is doubled, and the
// colloquial go-ahead forms of more languages (French "ouais", Rioplatense
// Spanish voseo, colloquial Persian, casual Japanese) with their refusals
// and never-minds beside them. None of these lines is a line of a corpus.
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
	}
	readReplies(t, tests)
}
