package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

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

// TestSignalRound18ForeignConfirmationQuestion: the guidance's "Just to
// confirm, you want me to proceed with the plan?" asked in the user's
// language ("Per conferma: vuoi che proceda con il piano?", "Для
// подтверждения: продолжать по плану?", "確認ですが、この計画で進めますか？")
// is answered by a bare yes of that language, as "yes" answers the English
// one. The other side: a question that asks something else, or a yes to
// no confirmation question, stays an acknowledgement; "no" refuses.
func TestSignalRound18ForeignConfirmationQuestion(t *testing.T) {
	c := New(DefaultConfig())
	for _, tc := range []struct {
		ask, reply string
		want       Outcome
	}{
		{"Per conferma: vuoi che proceda con il piano?", "Sì.", Confirmed},
		{"Для подтверждения: продолжать по плану?", "Да.", Confirmed},
		{"確認ですが、この計画で進めますか？", "はい", Confirmed},
		{"Pour confirmer : je lance le plan ?", "Oui.", Confirmed},
		{"Só para confirmar: posso seguir com o plano?", "Sim.", Confirmed},
		{"Ter bevestiging: zal ik het plan uitvoeren?", "Ja.", Confirmed},
		// the other side
		{"Soll ich auch die Doku anpassen?", "Ja.", WaitForConfirmation},
		{"Per conferma: vuoi che proceda con il piano?", "No.", NotConsent},
		{"Ho aggiornato il piano.", "Sì.", WaitForConfirmation},
	} {
		conv := []Turn{
			{Role: User, Text: "the parser drops empty entries"},
			{Role: Assistant, Text: fixturePlan},
			{Role: User, Text: "ok"},
			{Role: Assistant, Text: tc.ask},
		}
		got := c.ClassifyConversation(conv, tc.reply)
		assert.Equal(t, tc.want, got.Outcome, "%q, then %q (%s, %s)", tc.ask, tc.reply, got.Proximity, got.Signal)
	}
}

// TestSignalRound18MoreLanguages: the words people send to go on, start or
// do it, and to wait or refuse, in languages and forms the tables lacked
// (Catalan, Lithuanian, Latvian, Estonian, Tamil, Malay, Cantonese, the
// polite Urdu and Hindi imperatives, Arabic "continue", Danish and
// Norwegian "get going"). The yes-word before them agrees; the refusals
// and holds of the same languages refuse.
func TestSignalRound18MoreLanguages(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Sí, endavant.", Confirmed},
		{"D'acord, fes-ho.", Confirmed},
		{"Taip, pirmyn.", Confirmed},
		{"Taip, daryk.", Confirmed},
		{"Jā, turpini.", Confirmed},
		{"Jah, jätka.", Confirmed},
		{"Boleh, teruskan.", Confirmed},
		{"ஆமாம், தொடருங்கள்.", Confirmed},
		{"ஆமாம், செய்யுங்கள்.", Confirmed},
		{"نعم، استمر.", Confirmed},
		{"جی ہاں، شروع کریں۔", Confirmed},
		{"हाँ, आगे बढ़ें।", Confirmed},
		{"Ja tak, gå i gang.", Confirmed},
		{"得，做啦。", Confirmed},
		// the other side
		{"Encara no, espera.", NotConsent},
		{"Ne, palauk.", NotConsent},
		{"Nē, pagaidi.", NotConsent},
		{"Ei, oota veel.", NotConsent},
		{"இல்லை, காத்திருங்கள்.", NotConsent},
		{"Tunggu dulu, jangan teruskan.", NotConsent},
		{"لا، انتظر.", NotConsent},
		{"唔好住，等陣先。", NotConsent},
	})
}
