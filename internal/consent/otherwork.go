package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// dropOtherWork removes a statement the user says belongs to other work,
// with the words that say so: "the exporter worries me more | but that's
// not this PR", "the json importer needs the same love | but that's a
// different ticket", "for another day | the whole package needs type
// hints". What is set aside is no change to this plan. Only a statement
// is set aside: an instruction ("add a retry | but that's another
// ticket") or a bare noun phrase ("for another day | the test", a part of
// the plan put off) stays and is weighed as usual. cls is returned as it
// is when nothing is set aside.
func dropOtherWork(cls []lang.Clause) []lang.Clause {
	var out []lang.Clause // nil until a clause is dropped
	prevKept := false     // cls[k-1] is the last clause kept
	for k := 0; k < len(cls); k++ {
		cl := cls[k]
		if !cl.Question && otherWork(cl.Words) {
			if prevKept && !cls[k-1].Question && aStatement(cls[k-1].Words) {
				// the statement before, set aside by this clause
				if out == nil {
					out = append(make([]lang.Clause, 0, len(cls)), cls[:k-1]...)
				} else {
					out = out[:len(out)-1]
				}
				prevKept = false
				continue
			}
			if k+1 < len(cls) && !cls[k+1].Question && labelLike(cl.Words) && aStatement(cls[k+1].Words) {
				// "for another day: the whole package needs docs"
				if out == nil {
					out = append(make([]lang.Clause, 0, len(cls)), cls[:k]...)
				}
				k++
				prevKept = false
				continue
			}
		}
		if out != nil {
			out = append(out, cl)
		}
		prevKept = true
	}
	if out == nil {
		return cls
	}
	return out
}

// otherWork reports whether a clause says that what it speaks of belongs
// to another piece of work: a unit of work with a word of otherness
// ("another PR", "a separate ticket", "a different issue", "another day",
// "a follow-up"), "not this PR" or "out of scope". It is a statement
// ("that's …", "it is …") or a label ("nit for another day"): an
// instruction ("do it in a separate PR", "let's make that a separate
// ticket") asks for the work to be split, a change.
func otherWork(ws []string) bool {
	ws = trimOpeners(ws)
	if len(ws) < 2 || len(ws) > 8 || !namesOtherWork(ws) || directs(ws) {
		return false
	}
	switch {
	case ws[0] == "that's" || ws[0] == "it's" || ws[0] == "thats" || ws[0] == "its":
	case (ws[0] == "that" || ws[0] == "it" || ws[0] == "this") && (ws[1] == "is" || ws[1] == "was" || ws[1] == "belongs"):
	case labelLike(ws):
	default:
		return false
	}
	return true
}

// namesOtherWork reports whether words name another piece of work (see
// otherWork).
func namesOtherWork(ws []string) bool {
	for i := 1; i < len(ws); i++ {
		w := ws[i]
		switch {
		case w == "scope" && ws[i-1] == "of" && i > 1 && ws[i-2] == "out":
			return true // "that's out of scope here"
		case w == "followup" || w == "follow-up":
			return true // "that's for a follow-up"
		case workUnit(w) && (otherness(ws[i-1]) || ws[i-1] == "this" && i > 1 && ws[i-2] == "not"):
			return true // "a separate ticket", "another day", "not this PR"
		}
	}
	return false
}

// labelLike reports whether a clause opens like a label that files what
// follows ("for another day", "nit for a follow-up"): "for", or a word
// that names a remark ("nit", "note"), before anything else.
func labelLike(ws []string) bool {
	return len(ws) > 1 && (ws[0] == "for" || ws[0] == "nit" || ws[0] == "note") && !directs(ws[1:])
}

// workUnit reports whether w names a piece of work or a time to do it in.
func workUnit(w string) bool {
	switch w {
	case "pr", "prs", "mr", "ticket", "issue", "story", "task", "change", "changeset", "commit", "day", "time", "sprint",
		"iteration", "thread", "discussion", "conversation", "topic", "problem", "project":
		return true
	}
	return false
}

// otherness reports whether w sets what follows apart from this work.
func otherness(w string) bool {
	return w == "another" || w == "separate" || w == "different" || w == "other" || w == "next" || w == "future"
}

// aStatement reports whether a clause states something rather than asks
// for it: a subject and its verb ("the exporter worries me more", "that
// whole package needs docs", "the role should be rewritten someday"), not
// an instruction and not a bare noun phrase ("the test").
func aStatement(ws []string) bool {
	ws = trimOpeners(ws)
	if len(ws) < 3 || directs(ws) || verbFirst(ws) {
		return false
	}
	if declarative(ws) || statesOwn(ws) {
		return true
	}
	for _, w := range ws[1:] {
		switch w {
		case "is", "are", "was", "were", "has", "have", "needs", "need", "should", "could", "would", "will", "must",
			"might", "can", "does", "do", "worries", "bugs", "looks", "seems":
			return true
		}
	}
	return false
}

// trimOpeners drops the lead-ins of a clause (see trimLeadIns) and the
// concessive or candid openers before its subject ("though", "honestly").
func trimOpeners(ws []string) []string {
	ws = trimLeadIns(ws)
	for len(ws) > 1 && (ws[0] == "though" || ws[0] == "although" || ws[0] == "honestly" || ws[0] == "tbh") {
		ws = ws[1:]
	}
	return ws
}
