package consent

// A modal beside an approval lays a duty on the work only when it speaks
// of now: "should have used" judges the past, and "needs a rewrite one
// day" leaves a note for a later that is no part of this plan.

// perfectModal reports whether the modal at ws[i] is in the perfect
// ("should have used", "must have flipped", "could've avoided"): it says
// what was or was not done, and asks nothing of the work. A modal before a
// plain "have" ("we should have a metric", "you should have it log") is
// still a duty.
func perfectModal(ws []string, i int) bool {
	j := i + 1
	switch ws[i] {
	case "should", "must", "could", "would", "might", "may":
		if j >= len(ws) || ws[j] != "have" {
			return false
		}
		j++
	case "should've", "must've", "could've", "would've", "might've":
	default:
		return false
	}
	w := ws[min(j, len(ws)-1)]
	return j < len(ws) && (pastTense(w) || irregularPast(w) || participle(w) || w == "been" || w == "known" || w == "broken" || w == "chosen" || w == "forgotten" || w == "gotten")
}

// dutyLater reports whether a statement places what it asks at an
// indefinite future ("one day", "some day", "someday", "eventually", "at
// some point", "down the road", "in the long run"): a note for later, not
// a change to this plan. "one day" as a value ("retention should be one
// day", "keep it for one day") is no such time.
func dutyLater(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "someday", "eventually":
			return true
		case "day":
			if i == 0 || ws[i-1] != "one" && ws[i-1] != "some" || i+1 != len(ws) {
				continue
			}
			if i < 2 || !amountBefore(ws[i-2]) {
				return true
			}
		case "point":
			if i >= 2 && ws[i-1] == "some" && ws[i-2] == "at" {
				return true
			}
		case "road":
			if i >= 2 && ws[i-1] == "the" && ws[i-2] == "down" {
				return true
			}
		case "run":
			if i >= 3 && ws[i-1] == "long" && ws[i-2] == "the" && ws[i-3] == "in" {
				return true
			}
		}
	}
	return false
}

// amountBefore reports whether w, before "one day", makes it an amount
// ("be one day", "for one day", "every one day") rather than a time.
func amountBefore(w string) bool {
	switch w {
	case "be", "is", "are", "was", "for", "every", "than", "within", "per", "of", "to", "after", "in", "at", "by",
		"a", "about", "under", "over", "only", "just", "keep", "set":
		return true
	}
	return false
}

// laterDuty reports whether the duty word at ws[i] asks nothing of this
// plan: a modal in the perfect, or a duty placed at an indefinite future.
// It is asked only at a duty word, so most clauses never pay for it.
func laterDuty(ws []string, i int) bool {
	return perfectModal(ws, i) || modalOfDuty(ws[i]) && ws[i] != "have" && ws[i] != "has" && dutyLater(ws)
}
