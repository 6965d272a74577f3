package consent

import (
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// quotedConsent reports whether what Mask blanked out of a reply
// (quoted; own is text as Mask left it) holds an approval, as quoted
// consent that puts the user's own in doubt (readAnswer) unless it agrees
// with it (othersAgree). A pasted block or log line holds none: a
// program's "readiness OK" or "status: approved" is no one's consent, so
// when an approval stood in pasted material only the quotations are read.
func (c *Classifier) quotedConsent(text, own, quoted string) bool {
	if !approvesIn(c.readOwn(lang.Clauses(quoted), "", false, false)) {
		return false
	}
	pasted, _ := lang.Mask(text, lang.KeepQuotes)
	if pasted != text {
		speech := spokenPart(text, own, pasted)
		if !approvesIn(c.readOwn(lang.Clauses(speech), "", false, false)) {
			return false // "lgtm. fwiw the alert: ```… readiness OK …```"
		}
	}
	return true
}

// approvesIn reports whether quoted words read as consent: high, or
// medium without a pick ("group by 1" in pasted SQL is no one's consent).
func approvesIn(said reply) bool {
	return said.signal == High || said.signal == Medium && said.modification != Partial
}

// spokenPart returns the quotations of text: the bytes own blanks
// (quoted or pasted) that pasted (text with only pasted material blanked)
// keeps, and spaces elsewhere.
func spokenPart(text, own, pasted string) string {
	b := []byte(text)
	for i := range b {
		if b[i] != '\n' && (own[i] != ' ' || pasted[i] == ' ') {
			b[i] = ' '
		}
	}
	return string(b)
}

// othersAgree reports whether, after the user's own words of approval, a
// clause (the quotation blanked) reports what someone else said or wrote
// with a word that sets it beside that approval: "too", "also",
// "already", "as well", "even" ("go ahead — our DBA already wrote "fine
// by me" on the ticket too"). The other's approval then agrees with the
// user's. Reported first, or with an approval drawn from it ("Priya said
// "lgtm" too, so go ahead", "my manager said "go ahead""), it stands in
// for the user's own, and is doubt.
func othersAgree(cls []lang.Clause) bool {
	for k, cl := range cls {
		if len(cl.Words) > 0 && (cl.Words[0] == "so" || cl.Words[0] == "therefore" || cl.Words[0] == "hence") {
			return false
		}
		if k > 0 && reportsBeside(cl.Words) {
			return true
		}
	}
	return false
}

// reportsBeside reports whether a clause reports what someone said or
// decided (a verb of saying, "signed", "approved", "agreed") with a word
// of addition ("too", "also", "already", "as well", "even").
func reportsBeside(ws []string) bool {
	reports, beside := false, false
	for _, w := range ws {
		switch {
		case lang.SpeechVerb(w) || w == "signed" || w == "approved" || w == "agreed" || w == "okayed":
			reports = true
		case w == "too" || w == "also" || w == "already" || w == "well" || w == "even":
			beside = true
		}
	}
	return reports && beside
}
