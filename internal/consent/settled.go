package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// dropSettledWorry removes a worry the user settles themselves, and the
// facts that settle it, from beside a plain approval: "migrations on a
// big table make me sweat | but concurrently is the right call | and we
// did it last year | let's do it", "go ahead | the loaders can grow
// memory | but ours are paginated so I'm not worried". The clauses other
// than the approvals must be one run, with no question: first the worry
// (a feeling of doubt, or what might happen), then from a clause opening
// with "but" the facts that answer it. Nothing in the run may ask for
// anything (an instruction, a wish, "should", "only", "instead"), and the
// facts may raise no problem of their own. cls is returned as it is
// otherwise.
func dropSettledWorry(c *Classifier, cls []lang.Clause) []lang.Clause {
	first, last := -1, -1 // the run of clauses that are not plain approvals
	for k, cl := range cls {
		if cl.Question {
			return cls
		}
		if approvesPlainly(c, cl.Words) {
			if first >= 0 && last < 0 {
				last = k - 1
			}
			continue
		}
		if last >= 0 {
			return cls // a second run
		}
		if first < 0 {
			first = k
		}
	}
	if first < 0 {
		return cls
	}
	if last < 0 {
		last = len(cls) - 1
	}
	turn := -1 // the clause that opens with "but"
	for k := first + 1; k <= last; k++ {
		if w := cls[k].Words; len(w) > 1 && (w[0] == "but" || w[0] == "though" || w[0] == "however") {
			turn = k
			break
		}
	}
	if turn < 0 {
		return cls
	}
	worried := false
	for _, cl := range cls[first:turn] {
		if asksAnything(cl.Words) {
			return cls
		}
		worried = worried || doubts(cl.Words)
	}
	if !worried {
		return cls
	}
	for _, cl := range cls[turn : last+1] {
		ws := trimLeadIns(cl.Words)
		if asksAnything(ws) || negatorLen(ws, 0) > 0 || raisesProblem(ws) {
			return cls
		}
	}
	return append(cls[:first:first], cls[last+1:]...)
}

// asksAnything reports whether a clause asks for something of the work:
// an instruction, a request to the agent, a wish or requirement, or a
// word that restricts, adds, swaps or keeps ("only", "also", "instead",
// "too", "fine as it is"). "it's only 12 rows" is a degree, not a
// restriction.
func asksAnything(ws []string) bool {
	ws = trimLeadIns(ws)
	if len(ws) == 0 || directs(ws) || verbFirst(ws) {
		return true
	}
	for i, w := range ws {
		switch w {
		case "should", "must", "need", "needs", "want", "wants", "would", "please", "let's", "instead", "also", "too",
			"except", "otherwise", "unless", "keep", "first", "leave", "untouched", "unchanged", "alone", "as-is":
			return true // "… is fine as it is": kept as it is, a change to a plan that changes it
		case "as":
			if i+1 < len(ws) && (ws[i+1] == "is" || ws[i+1] == "it") {
				return true
			}
		case "only", "just":
			if i == 0 || !copula(ws[i-1]) && ws[i-1] != "it's" && ws[i-1] != "that's" {
				return true
			}
		}
		if addressedAsk(ws, i) || changeMarker(w) {
			return true
		}
	}
	return false
}

// doubts reports whether a clause voices a worry: a feeling of doubt
// ("scares me", "makes me sweat", "nervous", "burned by"), a first
// reluctance ("my first instinct was no", "was going to push back"), or
// what might happen ("could lock", "might depend", "can grow").
func doubts(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "worried", "worry", "worries", "nervous", "scared", "scares", "scary", "afraid", "sweat", "burned", "burnt",
			"concerned", "hesitant", "skeptical", "sceptical", "wary", "uneasy", "instinct", "might", "could", "may", "can":
			return true
		case "push":
			if i+1 < len(ws) && ws[i+1] == "back" {
				return true
			}
		}
	}
	return false
}
