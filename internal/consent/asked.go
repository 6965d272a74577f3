package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// Some question marks in a reply ask nothing: a one-word question of
// candor before the answer ("Honestly? Ship it."), the "please?" that
// closes a polite request ("Could you go ahead with that, please?").
// unasked drops them before a reply's clauses are weighed.

// unasked drops from cls the questions that ask nothing (candorOpener,
// politeClose). It copies cls only when it drops something.
func unasked(cls []lang.Clause) []lang.Clause {
	var out []lang.Clause
	for k, cl := range cls {
		drop := k == 0 && len(cls) > 1 && candorOpener(cl) ||
			k > 0 && cls[k-1].Question && politeClose(cl)
		if drop && out == nil {
			out = append(make([]lang.Clause, 0, len(cls)), cls[:k]...)
		}
		if !drop && out != nil {
			out = append(out, cl)
		}
	}
	if out == nil {
		return cls
	}
	return out
}

// candorOpener reports whether a clause is a one-word question of candor
// ("honestly?", "frankly?", "tbh?"): the speaker asks it of themselves and
// answers at once. "why?" or "really?" asks or doubts.
func candorOpener(cl lang.Clause) bool {
	if !cl.Question || len(cl.Words) != 1 {
		return false
	}
	switch cl.Words[0] {
	case "honestly", "frankly", "truthfully", "tbh", "ngl", "personally", "candidly":
		return true
	}
	return false
}

// politeClose reports whether a question clause is only politeness
// ("please?", "pls?", "thanks?"): the end of the request before it, split
// off by a comma.
func politeClose(cl lang.Clause) bool {
	if !cl.Question || len(cl.Words) == 0 || len(cl.Words) > 2 {
		return false
	}
	for _, w := range cl.Words {
		switch w {
		case "please", "pls", "plz", "thanks", "thank", "you", "ty":
		default:
			return false
		}
	}
	return true
}
