package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply can approve part of a plan without any word of approval, by
// directing that part and holding the rest back: "do the min-width and
// overflow part but keep the 1200px", "only the filter, the tests can come
// later", "write the test first, don't touch cli.py yet", "just do 1 and 4
// for now". The reply opens by directing something the plan names (a verb
// of doing with a term of the plan, a step's number, or "just"/"only" with
// one), and another part of it excludes or postpones something ("skip",
// "leave", "keep", "not", "later", "for now", "first"). That is a partial
// approval to confirm, not a refusal (its "don't" and "later" hold back
// only the rest) and not a reply with nothing to say about the plan.

// maxPartial bounds the replies read for a directed part: a partial
// approval is said in a sentence or two.
const maxPartial = 320

// directsPart reports whether a reply directs a part of plan and holds
// the rest back (see above).
func directsPart(prompt, plan string) bool {
	if len(prompt) > maxPartial || plan == "" {
		return false
	}
	cls := lang.Clauses(prompt)
	if len(cls) == 0 || lang.SarcasticIn(prompt, cls) {
		return false
	}
	first := -1
	terms := termsOf(plan)
	for k, cl := range cls {
		if !cl.Question && directsNamed(cl.Words, terms) {
			first = k
			break
		}
		if !saysNothing(cl.Words) {
			return false // it opens with something else: a refusal, a question, a story
		}
	}
	if first < 0 {
		return false
	}
	for k := first; k < len(cls); k++ {
		if holdsRest(cls[k].Words) {
			return true
		}
	}
	return false
}

// directsNamed reports whether a clause opens by directing something the plan
// names: "do the button change", "fix the fence and the link", "start with
// just the pom", "just the cap", "frontend only", "do step 1 and 3".
func directsNamed(ws []string, terms planTerms) bool {
	i := 0
	for i < len(ws) && (ws[i] == "ok" || ws[i] == "okay" || ws[i] == "so" || ws[i] == "then" || ws[i] == "please" || ws[i] == "pls") {
		i++
	}
	if i == len(ws) {
		return false
	}
	rest := ws[i:]
	switch {
	case len(rest) > 1 && (rest[1] == "not" || rest[1] == "never"):
		return false // "do not proceed until legal confirms": a refusal, not a part directed
	case directVerb(rest[0]):
	case (rest[0] == "just" || rest[0] == "only") && (len(rest) == 1 || !conditional(rest[1])):
		// not "only if the release is cut first": a condition
	case len(rest) > 1 && rest[len(rest)-1] == "only", len(rest) > 2 && rest[len(rest)-2] == "only" && (rest[len(rest)-1] == "please" || rest[len(rest)-1] == "pls"):
	default:
		return false
	}
	for _, w := range rest {
		if isNumber(w) || ordinal(w) {
			return true // "do 1 and 4", "the first three"
		}
	}
	// What it directs, not its verb, must be the plan's ("update your
	// notes" to a plan that updates the README is no part of it).
	named := rest
	if directVerb(rest[0]) {
		named = rest[1:]
	}
	return terms.shared(strings.Join(named, " ")) > 0
}

// conditional reports whether w opens a condition.
func conditional(w string) bool {
	return w == "if" || w == "when" || w == "once" || w == "after" || w == "unless"
}

// directVerb reports whether w, opening a clause, directs work to be done.
func directVerb(w string) bool {
	switch w {
	case "do", "fix", "start", "change", "write", "add", "move", "delete", "remove", "raise", "bump", "update", "apply",
		"make", "rename", "drop", "switch", "convert", "split", "go", "implement", "extract", "replace":
		return true
	}
	return false
}

// holdsRest reports whether a clause excludes or postpones something:
// "skip the test", "leave the nav", "keep the 1200px", "don't touch
// cli.py yet", "changelog later", "for now", "no auto-dismiss", "Orders.jsx
// first", "the rest needs sign-off", "the test can wait until QA looks".
func holdsRest(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "skip", "leave", "keep", "except", "without", "later", "don't", "not", "no", "first", "exclude", "alone":
			return true
		case "for":
			if i+1 < len(ws) && ws[i+1] == "now" {
				return true
			}
		case "needs", "need", "waits", "wait":
			// "the lifetime change needs product sign-off", "the test can
			// wait until QA reviews it": that part left to a decision.
			if laterIn(ws[i+1:], "sign", "signoff", "sign-off", "approval", "review", "until", "decision", "ok", "okay") {
				return true
			}
		}
	}
	return false
}

// saysNothing reports whether a clause says nothing (an empty clause,
// "ok", "hmm") before a directed part.
func saysNothing(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "ok", "okay", "hmm", "hm", "so", "well", "alright", "right":
		default:
			return false
		}
	}
	return true
}
