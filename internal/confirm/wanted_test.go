package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWantedBehaviour: a statement of what a named part of the code
// should do asks for that change whatever verb says it ("X should …",
// "X needs to …", "I'd like X to …", "it'd be great if X …-ed"), and a
// block the same message calls fine stays kept.
func TestWantedBehaviour(t *testing.T) {
	const calc = "def total(items):\n    return sum(i.price for i in items)\n\ndef fee(amount):\n    return amount * 0.03\n"
	withRound := "def total(items):\n    return round(sum(i.price for i in items), 2)\n\ndef fee(amount):\n    return amount * 0.03\n"
	const sheet = ".menu {\n  width: 200px;\n}\n\n@media print {\n  .menu { display: none; }\n}\n"
	tg := fileTarget("calc.py", calc, withRound)
	printed := fileTarget("site.css", sheet, ".menu {\n  width: 200px;\n}\n\n@media print {\n  .menu, .footer { display: none; }\n}\n")
	for _, c := range []struct {
		msg    string
		target Target
		want   Level
	}{
		{"total() in calc.py should round to cents", tg, Explicit},
		{"total() in calc.py should quietly round its result to 2 places", tg, Explicit},
		{"calc.py: total needs to round the sum to 2 places", tg, Explicit},
		{"I'd like total in calc.py to round the sum to 2 places", tg, Explicit},
		{"it'd be nice if total in calc.py rounded the sum to 2 places", tg, Explicit},
		{"total() in calc.py should probably round to cents", tg, NeedsConfirmation},
		{"total() in calc.py should already round, why doesn't it?", tg, NeedsConfirmation},
		{"you should understand total() in calc.py first", tg, NeedsConfirmation},
		{"I'd like to understand total in calc.py", tg, NeedsConfirmation},
		{"site.css: the menu should collapse on phones. the print rules are fine, keep them", printed, NeedsConfirmation},
		{"site.css: the menu should collapse on phones. print styles are fine as they are", printed, NeedsConfirmation},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.msg)}, Target: c.target})
		assert.Equal(t, c.want, got.Level, "%s (%s)", c.msg, got.Reasoning)
	}
}
