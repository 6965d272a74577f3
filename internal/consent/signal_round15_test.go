package consent

import "testing"

// Round 15: consent across languages, read through tables by meaning.
// Wording of our own, both sides of each border.

// TestSignalRound15LetsGo: the word people send to set work going ("let's
// go", "off we go", "launch it") in other languages approves beside a
// yes-word, a thanks or an emoji; the same word with an object of its own
// says what is done, and a later time puts it off.
func TestSignalRound15LetsGo(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Да, погнали!", Confirmed},
		{"ok, lecimy z tym", Confirmed},
		{"ano, jedeme 👍", Confirmed},
		{"Sim, avança.", Confirmed},
		{"tamam, başlayalım", Confirmed},
		{"oui, lancez", Confirmed},
		{"ja, auf geht's", Confirmed},
		{"ok, ayo gas", Confirmed},
		{"네, 가자", Confirmed},
		{"はい、やろう", Confirmed},
		{"好，开干", Confirmed},
		{"ㅇㅇ 고고", Confirmed},
		{"넵 진행시켜주세요", Confirmed},
		// the other side: an object of its own, later, a refusal before it
		{"robimy testy najpierw", NotConsent},
		{"facciamolo domani", NotConsent},
		{"погнали завтра", NotConsent},
		{"nee, we gaan het dashboard herschrijven", NotConsent},
		{"nein, noch nicht, dann los morgen", NotConsent},
		{"Lance said to wait", NotConsent},
	})
}

// TestSignalRound15Litotes: Chinese "不错" ("not bad") is praise, not a
// "不": with a go-ahead it approves; "不对" ("not right") still refuses.
func TestSignalRound15Litotes(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"不错，开始吧", Confirmed},
		{"不錯，繼續", Confirmed},
		{"不对，等一下", NotConsent},
	})
}

// TestSignalRound15OwnLater: the user's own later ("we'll check it
// later") in another language's aside is the user's, and leaves the
// approval standing; a later time for the plan's work puts it off.
func TestSignalRound15OwnLater(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Oke, lanjutkan. Btw printernya rusak, nanti kita cek.", Confirmed},
		{"Ja, mach das. Übrigens ist der Drucker kaputt, wir schauen morgen danach.", Confirmed},
		{"lanjutkan besok", NotConsent},
		{"mach das morgen", NotConsent},
	})
}

// TestSignalRound15ContrastNot: "X and not Y" where the language's "no" is
// also its "not" (Hebrew "ולא", Arabic "ولا") corrects a value: a change to
// wait on, not a refusal; "no" alone, or "and no" with nothing after it,
// still refuses.
func TestSignalRound15ContrastNot(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"כן, אבל תחזיר 400 ולא 500", WaitForConfirmation},
		{"כן, אבל בקובץ אחר ולא ב-parse.go", WaitForConfirmation},
		{"نعم، لكن 400 ولا 500", WaitForConfirmation},
		{"ja, aber 400 und nicht 500", WaitForConfirmation},
		{"לא", NotConsent},
		{"לא, חכה", NotConsent},
		{"לא עכשיו", NotConsent},
	})
}

// TestSignalRound15SoFar: "so far" in other languages says how much is
// judged: "Passt soweit" acknowledges, and with a question after it waits.
func TestSignalRound15SoFar(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Passt soweit, aber reicht ein leerer String als Test?", WaitForConfirmation},
		{"va bene finora, ma il test basta?", WaitForConfirmation},
		{"zatím dobrý, ale stačí ten test?", WaitForConfirmation},
		{"bisher nicht überzeugt", NotConsent},
	})
}
