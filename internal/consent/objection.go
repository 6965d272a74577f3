package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// To "Any objections?", a reply that says there is one and then directs
// what to do about it ("one: the sunset date isn't agreed, so leave the
// header out for now", "yes, one: don't keep the alias, just break it")
// raises a change to the plan, not a refusal of it: wait, and confirm the
// adjusted plan. An objection that only objects or holds the plan back
// ("yes, one: don't do it yet", "yes — the migration worries me", "I
// object") stays no consent.

// maxObjection bounds the replies read for an objection with a change.
const maxObjection = 320

// objectsWithChange reports whether a reply to a question for objections
// states one and directs a change (see above).
func objectsWithChange(prompt string) bool {
	if len(prompt) > maxObjection {
		return false
	}
	cls := lang.Clauses(prompt)
	if len(cls) < 2 || len(cls[0].Words) == 0 {
		return false
	}
	switch cls[0].Words[0] {
	case "yes", "yeah", "yep", "one", "actually":
	default:
		return false
	}
	directed := false
	for k, cl := range cls {
		ws := cl.Words
		for i, w := range ws {
			switch w {
			case "hold", "wait", "object", "objection", "concern", "concerns", "worries", "worried", "stop", "yet", "cancel":
				return false // it holds the plan back, or only objects
			case "do", "go":
				if i+1 < len(ws) && (ws[i+1] == "it" || ws[i+1] == "this" || ws[i+1] == "that" || ws[i+1] == "ahead") && i > 0 && (ws[i-1] == "don't" || ws[i-1] == "not") {
					return false // "don't do it", "don't go ahead"
				}
			case "no":
				if k > 0 && len(ws) == 1 {
					return false // "…, so no"
				}
			}
		}
		if k == 0 {
			continue
		}
		j := 0
		for j < len(ws) && (ws[j] == "so" || ws[j] == "just" || ws[j] == "then" || ws[j] == "please" || ws[j] == "also" || ws[j] == "but") {
			j++
		}
		if j < len(ws) && (directVerb(ws[j]) || ws[j] == "keep" || ws[j] == "leave" || ws[j] == "use" || ws[j] == "skip" || ws[j] == "hide" || ws[j] == "break") {
			directed = true
		}
	}
	return directed
}

// A reply may judge the plan sound and, in the same breath, set one of its
// particulars otherwise, written as a contrast: "The approach is sound;
// however, please name the migration 0043 rather than 0042", "looks right,
// but 20 MB instead of 25". No approval word stands in it, yet it accepts
// the plan with a change: wait, and confirm the adjusted plan.

// judgesThenRedirects reports whether a reply opens by judging the plan
// good and a later clause replaces something the plan holds ("rather
// than", "instead of", "not … but") (see above).
func judgesThenRedirects(prompt, plan string) bool {
	if len(prompt) > maxObjection || plan == "" {
		return false
	}
	cls := lang.Clauses(prompt)
	if len(cls) < 2 || !judgesGood(cls[0].Words) {
		return false
	}
	var ws []string // the rest, read as one: a contrast may open a clause of its own
	for _, cl := range cls[1:] {
		if cl.Question {
			return false
		}
		ws = append(ws, cl.Words...)
	}
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] == "rather" && ws[i+1] == "than" || ws[i] == "instead" && ws[i+1] == "of" {
			return termsOf(plan).shared(strings.Join(ws, " ")) > 0
		}
	}
	return false
}

// judgesGood reports whether a clause says the plan is good: a verb of
// being or seeming and a word of merit ("the approach is sound", "looks
// right to me", "this seems reasonable"), not negated.
func judgesGood(ws []string) bool {
	seem, merit := false, false
	for _, w := range ws {
		switch w {
		case "is", "'s", "looks", "seems", "reads", "sounds", "are", "look", "seem":
			seem = true
		case "sound", "good", "fine", "right", "reasonable", "solid", "correct", "great", "sensible", "clean", "ok", "okay":
			merit = true
		case "not", "isn't", "doesn't", "don't", "never":
			return false
		}
	}
	return seem && merit
}
