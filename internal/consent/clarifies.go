package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// An assistant message that answers the user's question about the plan
// before it ("¿el badge de codecov apunta al branch main?" — "Yes, I'll
// use `?branch=main` in the codecov URL.") speaks of what it will do, but
// it is a detail of that plan, not a plan of its own: a go-ahead after it
// approves the plan, as the answer settled it. The answer is short, names
// something the plan names, is less concrete than the plan, asks nothing
// (an answer that ends "want me to?" offers something new), and takes
// nothing back or adds nothing ("instead", "also", "rather"): an answer
// that changes the plan is a proposal of its own.

// maxClarification bounds the answers read as a detail of the plan.
const maxClarification = 400

// clarifiesPlan reports whether recent[i] answers a question about an
// earlier plan (see above).
func clarifiesPlan(recent []Turn, i int, read *turnReads) bool {
	t := recent[i].Text
	if len(t) > maxClarification || !answersQuestion(recent, i) || strings.HasSuffix(strings.TrimSpace(t), "?") {
		return false
	}
	j := i - 2
	for j >= 0 && recent[j].Role != Assistant {
		j--
	}
	if j < 0 || !read.atLeast(j, 3) || read.concreteness(i).Score() >= read.concreteness(j).Score() {
		return false
	}
	for _, cl := range lang.Clauses(t) {
		for _, w := range cl.Words {
			switch w {
			case "instead", "rather", "also", "additionally", "too", "actually", "alternatively", "change", "switch", "but", "however":
				return false
			}
		}
	}
	terms := termsOf(recent[j].Text)
	return terms.shared(t) > 0 && terms.shared(recent[i-1].Text) > 0
}
