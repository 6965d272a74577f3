package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply may put a condition or a time before its approval: "once CI is
// green, then yes", "after the release, go ahead", "tomorrow, then go for
// it". What comes first bounds what follows: the approval holds only
// after it. A first clause that names a later time (and nothing else but
// words of time) puts the work off: no consent now, like "do it
// tomorrow". A first clause that opens with a word of condition ("if",
// "once", "when", "after", "unless", "provided") is a condition to
// confirm, a change. The user's own process ("after thinking it over,
// yes") is no condition: "after" with a gerund is not read; nor is a
// condition on the assistant ("if you'd be so kind", "when you're
// ready"), left to the other rules. An approval
// with nothing before it, or a condition after it, is read elsewhere.

// maxFronted bounds the replies read for a fronted condition: a sentence.
const maxFronted = 200

// fronting is what a reply's first clause puts before its approval.
type fronting uint8

const (
	frontsNothing   fronting = iota // no condition or time first
	frontsCondition                 // "if the bench holds, yes": a change
	frontsLater                     // "next week, then sure": not now
)

// frontedCondition reads the first clause of a reply of at least two
// clauses for a condition or a later time (see above).
func frontedCondition(prompt string) fronting {
	if len(prompt) > maxFronted {
		return frontsNothing
	}
	cls := lang.Clauses(prompt)
	if len(cls) < 2 || cls[0].Question || len(cls[0].Words) == 0 {
		return frontsNothing
	}
	ws := cls[0].Words
	if onlyLaterTime(ws) {
		return frontsLater
	}
	switch ws[0] {
	case "if", "once", "when", "after", "unless", "provided", "assuming", "until", "till":
	default:
		return frontsNothing
	}
	if len(ws) < 2 || strings.HasSuffix(ws[1], "ing") || mentionsYou(ws[1:2]) || strings.HasPrefix(ws[1], "you") {
		// "after thinking it over": the user's own process; "if you'd be
		// so kind", "when you're ready": the assistant's, read elsewhere.
		return frontsNothing
	}
	for _, w := range ws[1:] {
		if lang.IsLaterTime(w) {
			return frontsLater // "after Priya's review tomorrow"
		}
	}
	return frontsCondition
}

// onlyLaterTime reports whether a clause says nothing but a later time:
// "tomorrow", "next week", "friday morning", "on monday then".
func onlyLaterTime(ws []string) bool {
	later := false
	for _, w := range ws {
		switch {
		case lang.IsLaterTime(w), w == "week", w == "month":
			later = true
		case w == "next", w == "morning", w == "night", w == "then", w == "on", w == "in", w == "the", w == "a",
			w == "first", w == "thing", w == "maybe", w == "probably":
		default:
			return false
		}
	}
	return later
}
