package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A user may refuse and take it back in the same breath: "no wait,
// actually yes — go ahead", "nah. on second thought, do it", "don't —
// scratch that, go for it". The words of the correction ("actually", "on
// second thought", "scratch that", "changed my mind") retract what came
// before them; when that was a refusal, and what follows approves the
// plan as written, the approval stands alone and is read as given, not as
// the wavering of a yes after a no. A correction the other way ("yes —
// actually no") ends on the refusal and is read so elsewhere; an
// approval after the correction that changes or picks part of the plan
// stays a change to confirm.

// maxMindChange bounds the replies read for a refusal taken back.
const maxMindChange = 160

// mindMarkers are the words that take back what came before them.
var mindMarkers = [...]string{"actually", "on second thought", "scratch that", "changed my mind", "i take that back"}

// refusalTakenBack reports whether a reply refuses, takes the refusal
// back and then approves the plan as written (see above).
func (c *Classifier) refusalTakenBack(prompt, plan string, holdBack bool) bool {
	if len(prompt) > maxMindChange {
		return false
	}
	low := strings.ToLower(prompt)
	at, end := -1, 0
	for _, m := range mindMarkers {
		if i := strings.LastIndex(low, m); i > at {
			at, end = i, i+len(m)
		}
	}
	if at <= 0 {
		return false
	}
	if c.readAnswer(prompt[:at], plan, holdBack).signal != Negative {
		return false
	}
	r := c.readAnswer(prompt[end:], plan, holdBack)
	return r.signal == High && r.modification == NoModification
}

// A bare "no" may answer the doubt in the question, not the plan: "no,
// it's fine, go ahead", "nah that's fine — do it", "hmm wait... no, all
// good, proceed". The no, said to the worry, is followed at once by a
// reassurance ("it's fine", "all good", "no worries") and an approval of
// the plan as written: the approval is given. Only a no made of no-words
// and hesitations is read so; a no with an object ("don't touch the
// migration, that's fine, go ahead") refuses part of the plan and stays
// with the other rules.

// reassurances are the words that say a doubt is unfounded.
var reassurances = [...]string{"it's fine", "its fine", "it is fine", "that's fine", "thats fine", "all good", "no worries",
	"it's ok", "it's okay", "that's ok", "that's okay"}

// noReassured reports whether a reply says a bare no, a reassurance and
// then approves the plan as written (see above).
func (c *Classifier) noReassured(prompt, plan string, holdBack bool) bool {
	if len(prompt) > maxMindChange {
		return false
	}
	low := strings.ToLower(prompt)
	at, end := -1, 0
	for _, m := range reassurances {
		if i := strings.Index(low, m); i > 0 && (at < 0 || i < at) {
			at, end = i, i+len(m)
		}
	}
	if at <= 0 || !bareNo(lang.Clauses(prompt[:at])) {
		return false
	}
	r := c.readAnswer(prompt[end:], plan, holdBack)
	return r.signal == High && r.modification == NoModification
}

// bareNo reports whether cls hold a no-word and nothing but no-words and
// hesitations ("no", "nah no", "hmm wait... no").
func bareNo(cls []lang.Clause) bool {
	no := false
	for _, cl := range cls {
		for _, w := range cl.Words {
			switch w {
			case "no", "nah", "nope", "naw", "nay":
				no = true
			case "hmm", "hm", "wait", "oh", "um", "uh", "er", "well", "actually":
			default:
				return false
			}
		}
	}
	return no
}

// A bare retraction ("never mind", "nvm", "forget it", "scratch that")
// takes back what came before it, whatever that was: after an approval
// it takes the approval back ("yes... never mind"), before one it takes
// back a doubt or a question and the approval after it stands ("oh I
// see, never mind. go ahead"). A retraction with an object ("never mind
// the docs") takes back only that object and is read elsewhere.

// bareRetraction reports whether ws, leading hesitations aside, are a
// retraction and nothing else.
func bareRetraction(ws []string) bool {
	for len(ws) > 1 {
		switch ws[0] {
		case "oh", "ah", "ahh", "ok", "okay", "hmm", "hm", "wait", "actually", "uh", "um", "sorry", "nah", "no", "and", "but":
			ws = ws[1:]
			continue
		}
		break
	}
	switch len(ws) {
	case 1:
		return ws[0] == "nvm" || ws[0] == "nevermind"
	case 2:
		switch ws[0] + " " + ws[1] {
		case "never mind", "forget it", "forget that", "scratch that", "scrap that", "ignore that", "disregard that":
			return true
		}
	}
	return false
}

// afterRetraction returns the clauses after the last bare retraction
// that has clauses after it (see above); cls as they are when there is
// none. Only the clauses already split are read.
func afterRetraction(cls []lang.Clause) []lang.Clause {
	for k := len(cls) - 2; k >= 0; k-- {
		if !cls[k].Question && len(cls[k].Words) <= 4 && bareRetraction(cls[k].Words) {
			return cls[k+1:]
		}
	}
	return cls
}
