package consent

import "testing"

// Round 18: consent across languages, read from v's misses by class.
// Wording of our own, both sides of each border.

// TestSignalRound18ScandinavianBut: "men" is "but" in Swedish, Norwegian
// and Danish. After an approval of one of those languages it qualifies
// the approval as "but" does ("Kör, men hoppa över testet": a change to
// confirm, never a go-ahead); a "men" that adds only thanks sets no term,
// and the English plural keeps its meaning after an English approval.
func TestSignalRound18ScandinavianBut(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Kör, men hoppa över testet.", WaitForConfirmation},
		{"Gjør det, men dropp testen.", WaitForConfirmation},
		{"Ja, gør det, men uden testen.", WaitForConfirmation},
		{"Kör på, men lägg till en logg också.", WaitForConfirmation},
		// the other side
		{"Ja, kör. Tack!", Confirmed},
		{"Ja, kör på.", Confirmed},
		{"Gjør det.", Confirmed},
	})
}
