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

// TestStemBeforeAStatement: "the readme" names README.md when what follows
// says what it says or lacks, past an adverb ("the readme still says …",
// "the changelog currently lists …"); "the readme" before a noun it
// qualifies does not.
func TestStemBeforeAStatement(t *testing.T) {
	rd := "# Tool\n\nRequires Node 14 or later.\n\n## Usage\n\nRun it.\n"
	tg := fileTarget("README.md", rd, "# Tool\n\nRequires Node 18 or later.\n\n## Usage\n\nRun it.\n")
	for msg, want := range map[string]Level{
		"the readme still says node 14, change it to 18":                 Explicit,
		"the readme currently claims node 14 - make that 18":             Explicit,
		"the readme still mentions Node 14 but we need 18 now, fix that": Explicit,
		"the readme doesn't say 18 yet, update it":                       Explicit,
		"the readme generator still says node 14, change it to 18":       NeedsConfirmation,
	} {
		got := Classify(Request{Conversation: []Turn{u(msg)}, Target: tg})
		assert.Equal(t, want, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}

func TestStemAsAModel(t *testing.T) {
	tg := fileTarget("README.md", "# Tool\n\nRun it.\n", "# Tool\n\nRun it now.\n")
	got := Classify(Request{Conversation: []Turn{u("write the CLI help like the readme does")}, Target: tg})
	assert.Equal(t, NeedsConfirmation, got.Level, got.Reasoning)
}

// TestSameAgainFollowUps: a follow-up that asks for the same change again
// names what it points back to with any noun ("same typo in …", "the
// same fix for …") and may stand after thanks ("thanks! now the same for
// …"); "keep it the same for now" is not one.
func TestSameAgainFollowUps(t *testing.T) {
	for text, want := range map[string]bool{
		"same typo in profile.html too":       true,
		"the same bug for the footer, please": true,
		"same thing for count()":              true,
		"thanks! now the same for save()":     true,
		"keep it the same for now":            false,
		"it's the same as before":             false,
	} {
		_, ws := wordsOf(text)
		assert.Equal(t, want, pointsAtSame(ws), text)
	}
	const page = "<p>Please recieve the mail.</p>\n"
	tg := fileTarget("profile.html", page, "<p>Please receive the mail.</p>\n")
	conv := []Turn{u("fix the typo recieve → receive in signup.html"), a("Fixed in signup.html."), u("same typo in profile.html too")}
	got := Classify(Request{Conversation: conv, Target: tg})
	assert.Equal(t, Explicit, got.Level, got.Reasoning)
	// the request spells what the change takes out, the report of the
	// change just made what it brings in
	reported := []Turn{u("fix the typo 'recieve' in signup.html"), a("Fixed: signup.html now says \"receive\"."), u("same typo in profile.html too")}
	got = Classify(Request{Conversation: reported, Target: tg})
	assert.Equal(t, Explicit, got.Level, got.Reasoning)
	unspelled := []Turn{u("fix the typo in signup.html"), a("Fixed: signup.html now says \"receive\"."), u("same typo in profile.html too")}
	got = Classify(Request{Conversation: unspelled, Target: tg})
	assert.Equal(t, NeedsConfirmation, got.Level, "the user never spelled what goes: %s", got.Reasoning)
	other := fileTarget("profile.html", "<p>Hello there.</p>\n", "<p>Hello there!</p>\n")
	got = Classify(Request{Conversation: conv, Target: other})
	assert.Equal(t, NeedsConfirmation, got.Level, "another change than the typo: %s", got.Reasoning)
}

// TestDutchMake: "maak" (make) asks in Dutch like "make" in English, also
// split around its object ("maak een … aan").
func TestDutchMake(t *testing.T) {
	tg := fileTarget(".eslintrc.json", "", "{\n  \"root\": true\n}\n")
	for msg, want := range map[string]Level{
		"maak een eslint config aan (.eslintrc.json) met root true": Explicit,
		"maak je geen zorgen over .eslintrc.json":                   NeedsConfirmation,
	} {
		got := Classify(Request{Conversation: []Turn{u(msg)}, Target: tg})
		assert.Equal(t, want, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}
