package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// inPassing reports whether a message opens by marking what follows as
// said in passing: a by-the-way word ("btw", "fyi", "ps"), or "also"
// ("oh also", "and also:") or "quick question" ("quick q:", "quick one —"),
// perhaps after "oh", "ok" or "and", in the
// first clause or split over the first few ("oh" | "also" | "do you know
// …"). It returns the index of the first clause with words of substance.
// "unrelated" and "off-topic" mark
// another subject, not a passing one: not these.
func inPassing(cls []lang.Clause) (first int, ok bool) {
	first, marker, ok := passingMarker(cls)
	if ok && (marker == "also" || marker == "quick") {
		// "also" adds to what was said: only a question of yes or no
		// ("oh also, do you know if …?", "also, is … on by default?") is
		// a fact asked in passing; "oh also, what's the syntax for …?"
		// asks for more. "quick question" says only that it is short:
		// "quick q: does errors.Is still match?" is asked in passing,
		// "quick one first: how do I …?" asks for work of its own.
		ws := cls[first].Words
		return first, cls[first].Question && len(ws) > 0 && yesNoOpening(ws[0])
	}
	return first, ok
}

// passingMarker is inPassing's reading of the opening: the index of the
// first clause with words of substance, and the passing word found.
func passingMarker(cls []lang.Clause) (first int, marker string, ok bool) {
	marked := false
	for k, cl := range cls {
		n := 0
		for n < len(cl.Words) && !(marked && n > 0) {
			w := cl.Words[n]
			if w == "oh" || w == "ok" || w == "and" {
				n++
				continue
			}
			if !marked && (byTheWay(w) || w == "also") {
				marked, marker = true, w
				n++
				continue
			}
			if !marked && w == "quick" && n+1 < len(cl.Words) && subjectNoun(cl.Words[n+1]) {
				marked, marker = true, w // "quick q: does errors.Is still match?"
				n += 2
				continue
			}
			break
		}
		if n < len(cl.Words) {
			return k, marker, marked
		}
		if k+1 >= maxPassingClauses {
			return 0, "", false
		}
	}
	return 0, "", false
}

// yesNoOpening reports whether w opens a question of yes or no ("do you
// know …", "is it …", "does the image have …"), not one asking what,
// which or how.
func yesNoOpening(w string) bool {
	switch w {
	case "do", "does", "did", "is", "are", "was", "were", "has", "have", "will", "would", "isn't", "aren't", "doesn't",
		"don't", "didn't":
		return true
	}
	return false
}

// maxPassingClauses is how many clauses may open a message before its
// words of substance ("oh" | "also" | "do you know …").
const maxPassingClauses = 3
