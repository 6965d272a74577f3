package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// maxDoItWords bounds a reply read as "do what you proposed".
const maxDoItWords = 6

// directsProposed reports whether a reply only tells me to carry out what
// I proposed, naming nothing of its own: "fix it", "pls fix", "correct,
// change it", "ok do that then", "go for it", "apply the fix please",
// "please", "yes to both". A careful reader takes it as a yes to the proposal right
// before it, as the same words after "Should I …?" are: the proposal must
// still name the target and show the change (see approvedProposal). A
// question ("fix it?"), a negation ("don't fix it") or any word of its own
// ("fix it in the tests", "change it to 5") is no such reply.
func directsProposed(reply string) bool {
	if len(reply) > maxYesBytes || strings.ContainsAny(reply, "?`\n") {
		return false
	}
	ws := strings.FieldsFunc(lang.Normalize(reply), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'')
	})
	if len(ws) == 0 || len(ws) > maxDoItWords {
		return false
	}
	k := 0
	for k < len(ws) && acknowledges(ws[k]) {
		k++
	}
	for k < len(ws) && politeWord(ws[k]) {
		k++
	}
	if k == len(ws) {
		// only "please" (and a yes before it) is a do-it reply; a bare
		// "ok" is the consent reader's to weigh.
		return ws[len(ws)-1] == "please" || ws[len(ws)-1] == "pls" || ws[len(ws)-1] == "plz"
	}
	if ws[k] == "to" && k > 0 && k+1 < len(ws) {
		k++ // "yes to both"
	} else if !carriesOut(ws[k]) && !whole(ws[k]) {
		return false
	} else if carriesOut(ws[k]) {
		k++
	}
	rest := strings.Join(ws[k:], " ")
	for _, obj := range [...]string{"it", "that", "this", "them", "those", "the change", "that change", "the fix", "that fix", "ahead", "for it", "it up",
		"both", "all of them", "all of it", "all", "everything"} {
		if rest == obj || strings.HasPrefix(rest, obj+" ") {
			rest = strings.TrimSpace(strings.TrimPrefix(rest, obj))
			break
		}
	}
	for _, w := range strings.Fields(rest) {
		if !politeWord(w) && w != "then" && w != "now" && w != "thanks" && w != "thx" && w != "too" {
			return false
		}
	}
	return true
}

// acknowledges reports whether w is a word that opens a reply without
// asking anything ("ok", "correct", "nice").
func acknowledges(w string) bool {
	switch w {
	case "ok", "okay", "k", "yes", "yeah", "yep", "yup", "sure", "correct", "right", "great", "good", "perfect", "nice", "cool", "alright", "then", "and":
		return true
	}
	return false
}

// whole reports whether w opens a reply that takes all of what was
// proposed ("both", "all of them", "everything").
func whole(w string) bool {
	return w == "both" || w == "all" || w == "everything"
}

// politeWord reports whether w is "please" as people write it.
func politeWord(w string) bool {
	return w == "please" || w == "pls" || w == "plz"
}

// carriesOut reports whether w tells me to make the change ("fix", "do").
func carriesOut(w string) bool {
	switch w {
	case "fix", "do", "change", "apply", "make", "implement", "patch", "go", "update", "proceed":
		return true
	}
	return false
}
