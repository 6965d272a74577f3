package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

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
