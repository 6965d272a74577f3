package confirm

import (
	"fmt"
	"path"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file holds how a user takes a request back. A later "never mind",
// "scratch that", "forget it" or "I'll sort it out myself" cancels what was
// asked before it, in the same message or an earlier one; "never mind
// nginx", "forget prod" cancels only what it names.

// takesBack reports whether the message takes back the request for the
// target, and why: a retraction of the whole request that no asking verb
// follows ("set LOG_LEVEL to debug. actually no, never mind"), or one whose
// object names the target ("forget prod, just dev" for config/prod.yaml).
func (r reading) takesBack() (string, bool) {
	ret, ok := lang.Retracts(r.norm, r.words)
	if !ok {
		return "", false
	}
	if !ret.Whole() {
		if !r.retractsTarget(ret) {
			return "", false
		}
		return fmt.Sprintf("you took back the change to %q (%q)", r.orig[ret.Object.Start:ret.Object.End], clip80(r.orig)), true
	}
	end := r.words[ret.End-1].End
	for _, v := range r.verbs {
		if v.Start >= end && v.problem == "" {
			return "", false // "never mind, set it to 5 instead": the new request stands
		}
	}
	return fmt.Sprintf("you took the request back (%q)", clip80(r.orig)), true
}

// retractsTarget reports whether a retraction with an object names the
// target ("forget prod" for config/prod.yaml, "never mind the README").
func (r reading) retractsTarget(ret lang.Retraction) bool {
	obj := r.Text[ret.Object.Start:ret.Object.End]
	if len(mentions(obj, lang.Normalize(obj), r.t, false)) > 0 {
		return true
	}
	base := strings.ToLower(path.Base(r.t.Name))
	stem := strings.TrimSuffix(base, path.Ext(base))
	for _, w := range lang.WordsIn(r.norm, ret.Object) {
		if len(stem) >= 3 && w.Text == stem || w.Text == base {
			return true // "forget prod" of config/prod.yaml, among the options it was asked with
		}
	}
	return false
}

// retractedElsewhere reports whether word k of the message is part of a
// retraction of something other than the target ("never mind nginx",
// "yes, never mind the time"): such a "never" or "skip" declines nothing
// of this change.
func (r reading) retractedElsewhere(k int) bool {
	ret, ok := lang.Retracts(r.norm, r.words)
	return ok && !ret.Whole() && k >= ret.At && k < ret.End && !r.retractsTarget(ret)
}

// defers reports whether ws[k] opens a reply that puts the change off: a
// negation of the present ("not now", "not yet", "not today", "not until
// …"). Such a reply declines for now whatever it goes on to say.
func defers(ws []word, k int) bool {
	if ws[k].Text != "not" || k+1 >= len(ws) {
		return false
	}
	switch ws[k+1].Text {
	case "now", "yet", "today", "until", "before":
		return true
	}
	return false
}

// notHere reports whether the message sends the change away from where it
// is being made: "not here", "not in this file".
func (r reading) notHere() bool {
	for k, w := range r.words {
		if w.Text != "not" || k+1 >= len(r.words) {
			continue
		}
		switch next := r.words[k+1].Text; {
		case next == "here":
			return true
		case next == "in" && k+3 < len(r.words) && r.words[k+2].Text == "this" && r.words[k+3].Text == "file":
			return true
		}
	}
	return false
}

// keptAround returns the word of a block around the edit that the message
// calls fine ("the print rules are fine, keep them", "print styles are
// fine as they are" for an edit inside "@media print { … }"): a word
// before "is/are fine|ok|good" in its clause that stands in the headings
// enclosing the edit and not in the changed lines. The edit then lies in
// what the user keeps; "" when there is none.
func (r reading) keptAround() string {
	around := strings.Replace(r.t.Range, r.t.removed, "", 1)
	if strings.TrimSpace(around) == "" {
		return ""
	}
	for si, ws := range r.sentWords {
		for k := 1; k+1 < len(ws); k++ {
			if !judgedFine(ws, k) {
				continue
			}
			clause := r.clauses[si][lang.ClauseAt(r.clauses[si], ws[k].Start)]
			for j := k - 1; j >= 0 && j >= k-4 && ws[j].Start >= clause.Start; j-- {
				w := ws[j].Text
				if len(w) >= 3 && isLetters(w) && !isDeterminer(w) && occursAsWord(around, w) && !occursAsWord(r.t.removed, w) {
					return w
				}
			}
		}
	}
	return ""
}

// judgedFine reports whether ws[k] is "is"/"are" (or "look"/"seem")
// followed by a judgement that keeps its subject as it is: "fine", "ok",
// "good", "correct", "alright", past "still", "totally" and the like.
func judgedFine(ws []word, k int) bool {
	switch ws[k].Text {
	case "is", "are", "look", "looks", "seem", "seems":
	default:
		return false
	}
	j := k + 1
	switch ws[j].Text {
	case "still", "totally", "perfectly", "really", "all", "already":
		if j+1 < len(ws) {
			j++
		}
	}
	switch ws[j].Text {
	case "fine", "ok", "okay", "good", "correct", "alright", "right":
		return true
	}
	return false
}
