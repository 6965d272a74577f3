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
	if head, tail, ok := reportThenDo(reply); ok {
		return metCondition(head) && doItOnly(tail)
	}
	return doItOnly(reply)
}

// reportThenDo splits a reply at its last comma or full stop into a head
// and a do-it tail ("done proofreading" and "flip it").
func reportThenDo(reply string) (head, tail string, ok bool) {
	i := strings.LastIndexAny(strings.TrimRight(reply, ". !"), ",.")
	if i <= 0 {
		return "", "", false
	}
	head, tail = strings.TrimSpace(reply[:i]), strings.TrimSpace(reply[i+1:])
	if tail == "" || !doItOnly(tail) {
		return "", "", false
	}
	return head, tail, true
}

// maxReportWords bounds the report of a met condition before a do-it
// reply (see metCondition).
const maxReportWords = 4

// metCondition reports whether a short head of a reply says that what the
// user waited for is done ("done proofreading", "suite's green", "tests
// pass now"): no negation, doubt, condition or time still to come.
func metCondition(head string) bool {
	ws := strings.Fields(lang.Normalize(head))
	if len(ws) == 0 || len(ws) > maxReportWords {
		return false
	}
	for _, w := range ws {
		w = strings.Trim(w, ",.!")
		if lang.IsNegation(w) || strings.HasSuffix(w, "n't") || lang.IsNo(w) {
			return false
		}
		switch w {
		case "if", "once", "when", "after", "unless", "until", "before", "still", "yet", "maybe", "perhaps", "probably",
			"might", "may", "could", "would", "should", "not", "later", "tomorrow", "soon", "sure", "think", "guess", "wait", "hmm":
			return false
		}
	}
	return true
}

// doItOnly is directsProposed on a reply with no report before it.
func doItOnly(reply string) bool {
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
	case "fix", "do", "change", "apply", "make", "implement", "patch", "go", "update", "proceed",
		// a switch the proposal spelled ("Flip it to false?" — "flip it")
		"flip", "toggle":
		return true
	}
	return false
}
