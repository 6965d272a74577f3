package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// An approval may carry a proviso inside its own clause: "no objection as
// long as it defaults to disabled", "go ahead so long as the old flag
// keeps working", "fine, provided that nothing else moves", "ok on
// condition that it stays behind the flag", "do it, but only if the
// bench holds". The work is approved only under a term the plan does not
// state, and nobody has checked that the plan meets it: a change to
// confirm, never a go-ahead. The words of a proviso are a closed list
// ("as long as", "so long as", "provided", "providing", "on condition",
// "only if"); a plain "if" is read by the other rules (a failure
// contingency, "go ahead if you want"). "as long as I can remember" is
// the user's memory, no proviso.

// maxProviso bounds the replies read for a proviso: a few sentences.
const maxProviso = 300

// setsProviso reports whether a clause of a reply sets a proviso on the
// approval (see above).
func setsProviso(cls []lang.Clause) bool {
	for _, cl := range cls {
		ws := cl.Words
		for i, w := range ws {
			n := provisoAt(ws, i, w)
			if n == 0 {
				continue
			}
			if rest := ws[i+n:]; len(rest) > 0 && !remembers(rest) {
				return true
			}
		}
	}
	return false
}

// provisoAt returns how many words of a proviso's opener stand at ws[i]
// (w is ws[i]), or 0.
func provisoAt(ws []string, i int, w string) int {
	next := func(k int, want string) bool { return i+k < len(ws) && ws[i+k] == want }
	switch w {
	case "as", "so":
		if next(1, "long") && next(2, "as") {
			return 3
		}
	case "provided", "providing":
		if i > 0 && (ws[i-1] == "you've" || ws[i-1] == "have" || ws[i-1] == "you" || ws[i-1] == "was" || ws[i-1] == "were") {
			return 0 // "the script you provided": a verb, no proviso
		}
		if next(1, "that") {
			return 2
		}
		return 1
	case "on":
		if next(1, "condition") {
			return 2
		}
		if next(1, "the") && next(2, "condition") {
			return 3
		}
	case "only":
		if next(1, "if") {
			return 2
		}
	}
	return 0
}

// remembers reports whether what follows "as long as" is the user's
// memory or an amount of time ("as long as I can remember", "as long as
// it takes", "take as long as you need"), no term on the work.
func remembers(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "remember", "recall", "takes":
			return true
		}
	}
	switch ws[len(ws)-1] {
	case "need", "needed", "necessary", "want", "like":
		return true
	}
	return false
}

// A go-ahead may name when it holds: "go ahead when the freeze ends", "do
// it when Omar is back", "yes when the release is out", "go ahead as soon
// as the tag is cut". The approval is
// for a later moment, under an event nobody has seen happen: a change to
// confirm, like "once …". "when" right after the approval (in its clause,
// or opening the next) is read; a "when" about the assistant's own time
// ("when you're ready", "when ready", "when you can", "when it suits
// you", "when done") gives leave now, and a "when" elsewhere in the reply
// ("the bug shows when the cache is cold") describes.

// approvesWhen reports whether an approval is followed by a "when" of an
// event (see above).
func (c *Classifier) approvesWhen(cls []lang.Clause) bool {
	return c.afterApproval(cls,
		func(ws []string, i int) bool { return eventWhen(ws[i:]) },           // "go ahead when the freeze ends"
		func(ws []string, after bool) bool { return after && eventWhen(ws) }) // "sure, when the release is out"
}

// afterApproval reports whether some approval in cls is followed by what
// within finds at the index right after the approval phrase, in the same
// clause, or whether a clause that does not open with an approval is one
// opening finds (told whether the clause before ended on an approval). A
// question clause breaks the run.
func (c *Classifier) afterApproval(cls []lang.Clause, within func(ws []string, i int) bool, opening func(ws []string, after bool) bool) bool {
	after := false // the previous clause ended on an approval
	for _, cl := range cls {
		ws := cl.Words
		if cl.Question {
			after = false
			continue
		}
		for i := 0; i < len(ws); {
			if n := consentLen(c, ws, i); n > 0 {
				i += n
				if i < len(ws) && within(ws, i) {
					return true
				}
				after = i == len(ws)
				continue
			}
			if i == 0 && opening(ws, after) {
				return true
			}
			after = false
			i++
		}
	}
	return false
}

// eventWhen reports whether ws open with "when" and an event that is not
// the assistant's own time.
func eventWhen(ws []string) bool {
	when := len(ws) > 1 && ws[0] == "when"
	if len(ws) > 3 && ws[0] == "as" && ws[1] == "soon" && ws[2] == "as" {
		ws, when = ws[2:], true // "as soon as the release is tagged" is read like "when …"
	}
	if len(ws) < 2 || !when && ws[0] != "whenever" {
		return false
	}
	switch ws[1] {
	case "you", "you're", "youre", "you've", "u", "ur", "ready", "done", "finished", "possible", "convenient", "free",
		"able", "needed", "necessary", "appropriate", "ever":
		return false
	case "it", "it's", "its":
		if len(ws) > 2 {
			switch ws[2] {
			case "suits", "done", "finished", "ready", "convenient", "works":
				return false
			}
		}
	}
	return when
}

// An approval that goes straight on with "but" qualifies itself: "yes but
// seed 2024, that's what the paper used", "ok, but this is 3.0.0 now",
// "sure but the staging box, not prod". Whatever the words after "but"
// are, a reader hears a term the plan does not state: a change to
// confirm, never a go-ahead. Only a "but" that follows the approval words
// and nothing else is read ("yes but", "go ahead, but …"); a "but" later
// in a remark ("go ahead. the old one was slow but fine") is the remark's
// own, and a "but" that adds only more approval or thanks ("ok but yes,
// go", "sure but thanks!") sets no term.

// qualifiesWithBut reports whether a reply opens with approval words and
// goes straight on with "but" and a term (see above).
func (c *Classifier) qualifiesWithBut(cls []lang.Clause) bool {
	foreign := lang.MayBeForeign(cls)
	if foreign {
		c = c.withLanguages() // "קדימה, אבל …": the approval words of the reply's language
	}
	seen := false
	for k, cl := range cls {
		ws := cl.Words
		for i := 0; i < len(ws); i++ {
			if n := consentLen(c, ws, i); n > 0 {
				seen = true
				i += n - 1
				continue
			}
			if seen && (plainBut(ws[i]) || foreign && scandinavianBut(ws[i])) {
				return !c.onlyAssent(ws[i+1:]) || len(ws) == i+1 && k+1 < len(cls) && !c.onlyAssent(cls[k+1].Words)
			}
			if !assentFiller(ws[i]) {
				return false
			}
		}
		if !seen {
			return false
		}
	}
	return false
}

// onlyAssent reports whether ws hold nothing but approval words, thanks
// and fillers of assent.
func (c *Classifier) onlyAssent(ws []string) bool {
	for i := 0; i < len(ws); i++ {
		if n := consentLen(c, ws, i); n > 0 {
			i += n - 1
			continue
		}
		if !assentFiller(ws[i]) && !lang.IsThanks(ws[i]) && ws[i] != "you" {
			return false
		}
	}
	return true
}

// assentFiller reports whether w may stand among approval words without
// adding to them ("oh", "then", "please").
func assentFiller(w string) bool {
	switch w {
	case "oh", "ah", "well", "then", "so", "please", "pls", "plz", "just", "and", "hmm", "hm", "um":
		return true
	}
	return false
}
