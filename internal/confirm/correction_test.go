package confirm

import "testing"

// TestValueCorrection: "X not Y" (or "X instead of Y"), where the change
// brings X in and takes Y away, states the change: the "not" contrasts
// the new value with the old one and negates no request. The same words
// the other way round, with another value, as a question or a hedge, or a
// "not X" that refuses the value, do not.
func TestValueCorrection(t *testing.T) {
	const py = "MAX_RETRIES = 3\nBACKOFF = 2\n"
	const po = "msgid \"Save\"\nmsgstr \"Sichern\"\n\nmsgid \"Cancel\"\nmsgstr \"Abbruch\"\n"
	const bas = "Function Price(total)\n    If total > 100 Then\n        Price = total * 0.9\n    End If\nEnd Function\n"
	retries := func(name, msg, to string, want Level) followupCase {
		return followupCase{name, []string{msg}, "app/retry.py", py, "MAX_RETRIES = 3", "MAX_RETRIES = " + to, want}
	}
	for _, c := range []followupCase{
		retries("should be 5 not 3", "retries should be 5 not 3", "5", Explicit),
		retries("5 instead of 3", "we want 5 retries instead of 3", "5", Explicit),
		{"a quoted word not another", []string{`in locale/de.po Cancel should be "Abbrechen" not "Abbruch"`}, "locale/de.po", po,
			`msgstr "Abbruch"`, `msgstr "Abbrechen"`, Explicit},
		{"a threshold not the old one", []string{"the discount should start at 50 not 100"}, "macros/Price.bas", bas,
			"If total > 100 Then", "If total > 50 Then", Explicit},

		retries("another value", "retries should be 5 not 3", "4", NeedsConfirmation),
		retries("the other way round", "retries should be 3 not 5", "5", NeedsConfirmation),
		retries("a question", "should retries be 5 not 3?", "5", NeedsConfirmation),
		retries("a hedge", "maybe retries could be 5 not 3", "5", NeedsConfirmation),
		retries("not the value", "not 5, keep it at 3", "5", NeedsConfirmation),
		{"the old word kept", []string{`in locale/de.po leave "Abbruch", not "Abbrechen"`}, "locale/de.po", po,
			`msgstr "Abbruch"`, `msgstr "Abbrechen"`, NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}

// TestNegationWordAsName: a negation word written as the name of an entry
// of the changed lines ("Cancel" of msgid "Cancel") names it; the same
// word in lower case, or an entry the lines do not have, still negates.
func TestNegationWordAsName(t *testing.T) {
	const po = "msgid \"Save\"\nmsgstr \"Sichern\"\n\nmsgid \"Cancel\"\nmsgstr \"Abbruch\"\n"
	for _, c := range []followupCase{
		{"the entry's name", []string{`in locale/de.po Cancel should be "Abbrechen"`}, "locale/de.po", po, `msgstr "Abbruch"`, `msgstr "Abbrechen"`, Explicit},
		{"a lower-case cancel", []string{`in locale/de.po cancel the change to "Abbrechen"`}, "locale/de.po", po, `msgstr "Abbruch"`, `msgstr "Abbrechen"`, NeedsConfirmation},
		{"never as a name", []string{`in locale/de.po Never set it to "Abbrechen"`}, "locale/de.po", po, `msgstr "Abbruch"`, `msgstr "Abbrechen"`, NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
