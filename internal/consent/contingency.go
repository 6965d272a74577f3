package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// A go-ahead often comes with what to do if the work goes wrong: "go
// ahead. If the migration fails, stop there", "please start; if composer
// explodes just tell me and stop", "proceed, and stop if anything
// breaks". That is an instruction for a failure that may come during the
// work, not a refusal of the plan now and not a change to it: a condition
// that names a failure of the work ("if", "when", "in case" before it), with a consequence that only halts or
// reports ("stop", "stop there", "tell me", "let me know", "ping me"), is
// dropped before the reply is read. The condition must name a failure (a
// closed list: "fails", "breaks", "errors", "crashes", "goes wrong",
// "blows up"); a condition about the plan or the user's mind ("if in
// doubt, stop", "if you're not sure, wait", "if anything looks weird,
// stop") is kept, and stays a refusal. A consequence that does anything
// else ("if it fails, revert the migration") is kept too.

// maxConditionWords bounds the words between a condition's opener and its
// failure word: "if composer update on the ci runner explodes".
const maxConditionWords = 8

// dropContingencies returns cls without the failure contingencies
// described above, or cls itself when it has none.
func dropContingencies(cls []lang.Clause) []lang.Clause {
	var out []lang.Clause
	for k := 0; k < len(cls); k++ {
		n := contingencyLen(cls, k)
		if n == 0 {
			if out != nil {
				out = append(out, cls[k])
			}
			continue
		}
		if out == nil {
			out = append(make([]lang.Clause, 0, len(cls)), cls[:k]...)
		}
		k += n - 1
	}
	if out == nil {
		return cls
	}
	return out
}

// contingencyLen returns how many clauses from cls[k] on make a failure
// contingency ("if the update fails" + "stop there"; "and stop if anything
// breaks"), or 0.
func contingencyLen(cls []lang.Clause, k int) int {
	ws := cls[k].Words
	if len(ws) < 3 {
		return 0
	}
	c, f := failureCondition(ws)
	if f < 0 {
		return 0
	}
	halts := false
	// Before the condition: connectors, or a halt ("stop if it fails").
	for _, w := range ws[:c] {
		switch {
		case haltWord(w):
			halts = true
		case w == "and" || w == "but" || w == "then" || w == "just" || w == "so" || w == "there" || w == "please":
		default:
			return 0
		}
	}
	// After the failure word ("errors out"): only a halt or a report.
	if f+1 < len(ws) && ws[f+1] == "out" {
		f++
	}
	if !onlyHalts(ws[f+1:], &halts) {
		return 0
	}
	n := 1
	for k+n < len(cls) && !cls[k+n].Question && len(cls[k+n].Words) > 0 && onlyHalts(cls[k+n].Words, &halts) {
		n++
	}
	if !halts || cls[k].Question && n == 1 {
		// "if it fails" and nothing said of what then; "stop if it
		// fails?" asks. A clause opening with "when" reads as a question
		// even without a question mark: with its consequence after it,
		// not a question, it is the condition.
		return 0
	}
	return n
}

// onlyHalts reports whether ws says nothing but to halt or report ("just
// tell me and stop there", "ping me"), setting *halts when it does say so.
func onlyHalts(ws []string, halts *bool) bool {
	for _, w := range ws {
		switch {
		case haltWord(w):
			*halts = true
		case isFiller(w) && !lang.IsChangeVerb(w) && w != "fix" && w != "change" && w != "update" && w != "run" &&
			w != "continue" && w != "proceed" && w != "go":
		default:
			return false
		}
	}
	return true
}

// haltWord reports whether w halts the work or reports back: "stop",
// "abort", "tell", "ping".
func haltWord(w string) bool {
	switch w {
	case "stop", "halt", "abort", "pause", "bail", "tell", "ping", "ask", "shout", "flag", "know", "report":
		return true
	}
	return false
}

// failureCondition returns where a condition opens in ws ("if", "when",
// "whenever", "in case") and where the failure of the work
// it names stands ("if the update fails"), or -1, -1.
func failureCondition(ws []string) (int, int) {
	for c, w := range ws {
		if w == "" || w[0] != 'i' && w[0] != 'w' && w[0] != 'c' {
			continue // the common case: one byte compared
		}
		if !(w == "if" || w == "when" || w == "whenever" || w == "case" && c > 0 && ws[c-1] == "in") {
			continue
		}
		for f := c + 1; f < len(ws) && f <= c+maxConditionWords; f++ {
			if negatorLen(ws, f) > 0 {
				break // "if it doesn't fail"
			}
			if failureWord(ws, f) {
				if ws[c] == "case" {
					c-- // "in case"
				}
				return c, f
			}
		}
		break
	}
	return -1, -1
}

// failureWord reports whether ws[i] names a failure of the work: "fails",
// "breaks", "explodes", "crashes", "errors", "goes wrong", "blows up",
// "goes red".
func failureWord(ws []string, i int) bool {
	switch ws[i] {
	case "fail", "fails", "failed", "break", "breaks", "broke", "explode", "explodes", "exploded",
		"crash", "crashes", "crashed", "errors", "errored", "panics", "regresses":
		return true
	case "wrong", "red", "sideways":
		return i > 0 && (ws[i-1] == "go" || ws[i-1] == "goes" || ws[i-1] == "went" || ws[i-1] == "turns")
	case "up":
		return i > 0 && (ws[i-1] == "blows" || ws[i-1] == "blow")
	}
	return false
}
