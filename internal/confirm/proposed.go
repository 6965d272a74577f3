package confirm

import (
	"fmt"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A yes to another change than the one applied: the user's short yes
// answers my proposal to add something ("I'd add a MAX_ATTEMPTS check at
// the top of the loop"), and the edit rewrites what is there instead
// (MAX_ATTEMPTS = 5 → 10).

// otherThanProposed returns why the edit is not the change the user's yes
// answered, or "".
func otherThanProposed(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	if u <= 0 || conv[u-1].Role != Assistant || t.created || t.Command != "" || t.Removal != Keeps {
		return ""
	}
	if len(strings.Fields(conv[u].Text)) > maxAnswerWords {
		return ""
	}
	msg := headTail(assistantBlock(conv, u-1))
	norm := lang.Normalize(msg)
	if !proposes(norm) || offersChoice(msg) {
		return ""
	}
	proposal := proposalText(msg, t)
	units := changeUnits(t.edit)
	if onlyAdds(proposal) {
		for _, un := range units {
			if len(un.removed) > 0 && !un.keepsAll() && !un.consequence(units) {
				return fmt.Sprintf("you answered %q to a proposal to add, and this change rewrites %q", clip80(conv[u].Text), clip80(strings.TrimSpace(un.removed[0])))
			}
		}
	}
	return ""
}

// onlyAdds reports whether a proposal's verbs all add ("I'd add a check
// …", "I can insert …") and none changes what is there.
func onlyAdds(proposal string) bool {
	adds := false
	norm := lang.Normalize(proposal)
	for _, w := range lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)}) {
		switch {
		case w.Text == "add" || w.Text == "adding" || w.Text == "insert" || w.Text == "append":
			adds = true
		case lang.IsChangeVerb(w.Text):
			return false
		}
	}
	return adds
}
