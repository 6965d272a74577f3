package consent

import (
	"strings"
	"testing"
)

// Round 16: consent across languages, read through tables by meaning.
// Wording of our own, both sides of each border.

// TestSignalRound16ForeignBut: an approval that goes straight on with
// "but" in another language qualifies itself, as "yes but …" does in
// English: whatever follows the "but" is a term of the user's (a change to
// confirm). A "but" that leads only to more approval or thanks sets none.
func TestSignalRound16ForeignBut(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"קדימה, אבל בלי הודעת שגיאה באנגלית", WaitForConfirmation},
		{"תמשיך, אבל רק את הבדיקה", WaitForConfirmation},
		{"نعم، نفّذ، لكن الرسالة بالعربية فقط", WaitForConfirmation},
		{"تفضل، لكن بدون رسالة الخطأ", WaitForConfirmation},
		{"برو جلو، ولی پیام خطا رو فارسی بنویس", WaitForConfirmation},
		{"προχώρα, αλλά το μήνυμα στα ελληνικά", WaitForConfirmation},
		{"endelea, lakini ujumbe kwa Kiswahili", WaitForConfirmation},
		{"jatka, mutta virheviesti suomeksi", WaitForConfirmation},
		{"করো, কিন্তু বার্তাটা বাংলায়", WaitForConfirmation},
		// the other side: only approval or thanks after the "but"
		{"קדימה", Confirmed},
		{"نعم، نفّذ", Confirmed},
		{"קדימה, אבל תודה", Confirmed},
		{"Dobra, ma sens, rób to", Confirmed},
	})
}

// TestSignalRound16CorrectionNot: in a clause opened by "but" after an
// approval, a refusal word of another language between two values or
// names ("768px, not 600px"; "100, don't 200") sets one against the other:
// a correction to confirm, not a refusal of the plan. The same word alone,
// or opening the reply, still refuses.
func TestSignalRound16CorrectionNot(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"làm đi, nhưng trả về 400 chứ không phải 500", WaitForConfirmation},
		{"lanjut, tapi pesan error pakai bahasa Indonesia jangan Inggris", WaitForConfirmation},
		{"انجامش بده، ولی خطا ۴۰۰ باشه نه ۵۰۰", WaitForConfirmation},
		{"mach das, aber Fehlercode 400 nicht 500", WaitForConfirmation},
		{"gas, tapi jangan", NotConsent},
		{"không, đợi đã", NotConsent},
		{"jangan, nanti saja", NotConsent},
	})
}

// TestSignalRound16NoneForeign: to "Any objections?", "none" and "no
// objections" said in another language ("keine", "возражений нет",
// "geen bezwaren", "żadnych") answer that there are none, as "nope, none"
// does, and the go-ahead after them approves the plan; an objection, or a
// go-ahead with a term, still counts.
func TestSignalRound16NoneForeign(t *testing.T) {
	plan := strings.Replace(fixturePlan, "Proceed?", "Any objections?", 1)
	classifyReplies(t, plan, []outcomeCase{
		{"Nein, keine Einwände. Mach das.", Confirmed},
		{"nein, gar keine, mach ruhig", Confirmed},
		{"нет, никаких возражений, давай", Confirmed},
		{"Возражений нет. Делай.", Confirmed},
		{"nee, geen bezwaren, ga je gang", Confirmed},
		{"nie, żadnych, dawaj", Confirmed},
		{"hayır, itirazım yok, devam et", Confirmed},
		// the other side
		{"Nein, keine Einwände, aber ohne den Test", WaitForConfirmation},
		{"нет, возражений нет, но подожди до завтра", NotConsent},
		{"ja, ein Einwand: die Meldung auf Deutsch", WaitForConfirmation},
		{"Nein, keine.", Confirmed},
	})
}
