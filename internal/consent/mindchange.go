package consent

import (
	"strings"
	"unicode"

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

// maxSettled bounds the replies read for a doubt settled (see doubtSettled).
const maxSettled = 200

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
	"it's ok", "it's okay", "that's ok", "that's okay",
	// the same in other languages: "espera... no, está bien, adelante"
	"está bien", "esta bien", "c'est bon", "ça va", "schon gut", "passt schon", "ist gut", "va bene", "tudo bem",
	"всё нормально", "все нормально", "всё в порядке", "w porządku", "v pohodě", "sorun yok", "tidak apa-apa", "gapapa"}

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
			case "hmm", "hm", "wait", "oh", "um", "uh", "er", "well", "actually",
				// "wait" in other languages
				"espera", "esperá", "warte", "moment", "attends", "aspetta", "подожди", "погоди", "czekaj", "počkej", "bekle", "tunggu":
			default:
				if lang.IsForeignNegation(w) && len(w) <= 4 {
					no = true // "nein", "non", "нет", "nie", "não": the bare no of another language
					continue
				}
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

// A doubt may also be settled by the user in so many words: "hmm, not
// sure… ok fine, go ahead", "wait — no, you're right. go ahead", "I don't
// love it, but fine, proceed", "let me think… ok, I'm convinced. do it".
// The settling words open a clause of their own ("I think that's fine"
// hedges, it settles nothing) and concede (to the agent, or to the plan); what came
// before them is a doubt the reply as a whole shows no object of (no
// change, no part picked: the whole reply read as a plain but wavering
// approval), and what follows them approves the plan as written on its
// own. A doubt with an object ("don't touch the error message. ok fine, go
// ahead") is a change and never reaches this rule; a hedge after the
// settling words ("ok fine, go ahead I guess") keeps the approval medium.

// settlers are the words that settle a doubt said before them, beside
// the reassurances above.
var settlers = [...]string{"you're right", "you’re right", "youre right", "you are right", "but fine", "fine then", "i'm convinced", "i’m convinced", "im convinced", "fair enough",
	"ok yes", "okay yes", "ok yeah", "okay yeah", "that's right", "that’s right"}

// doubtSettled reports whether a reply settles a doubt and then approves
// the plan as written (see above): some settling words stand after a part
// that neither approves outright nor changes anything, and the rest
// approves as written.
func (c *Classifier) doubtSettled(prompt, plan string, holdBack bool) bool {
	if len(prompt) > maxSettled {
		return false
	}
	low := strings.ToLower(prompt)
	for _, list := range [...][]string{settlers[:], reassurances[:]} {
		for _, m := range list {
			if c.settledAt(prompt, low, m, plan, holdBack) {
				return true
			}
		}
	}
	return false
}

// settledAt reports whether some occurrence of the settling words m in low
// (prompt in lower case) stands after a doubt with no object and before an
// approval of the plan as written (see doubtSettled).
func (c *Classifier) settledAt(prompt, low, m, plan string, holdBack bool) bool {
	for off := 0; off < len(low); {
		i := strings.Index(low[off:], m)
		if i < 0 {
			return false
		}
		at, end := off+i, off+i+len(m)
		off = at + 1
		if at == 0 || wordByte(low[at-1]) || end < len(low) && wordByte(low[end]) || !opensClause(low[:at]) ||
			!strings.ContainsFunc(prompt[:at], unicode.IsLetter) {
			continue
		}
		if b := c.readAnswer(prompt[:at], plan, holdBack); b.signal == High || b.modification != NoModification {
			continue
		}
		if r := c.readAnswer(prompt[end:], plan, holdBack); r.signal == High && r.modification == NoModification {
			return true
		}
	}
	return false
}

// opensClause reports whether what follows before (a reply's start, in
// lower case) opens a clause: before ends in punctuation, or in a word
// that leads into a settling ("but", "no", "ah", "oh", "ok", "okay",
// "yeah"). "I think that's fine" does not: the words hedge what follows.
func opensClause(before string) bool {
	before = strings.TrimRight(before, " \t\r\n")
	if before == "" {
		return true
	}
	if c := before[len(before)-1]; !wordByte(c) && c < 0x80 {
		return true
	}
	if strings.HasSuffix(before, "…") || strings.HasSuffix(before, "—") || strings.HasSuffix(before, "–") {
		return true
	}
	k := strings.LastIndexFunc(before, func(r rune) bool { return !unicode.IsLetter(r) })
	switch before[k+1:] {
	case "but", "no", "ah", "oh", "ok", "okay", "yeah":
		return true
	}
	return false
}

// A refusal may also be taken back by owning the mistake behind it: "hmm
// no — wait, I was thinking of the websocket server. this is the REST
// one. yes, go ahead", "no, sorry, I misread the diff. go for it". The
// reply opens with a bare no (no-words and hesitations), a clause of it
// owns a mix-up ("I was thinking of", "I thought", "I misread", "my bad",
// "sorry"), the clauses between ask nothing, negate nothing and direct
// nothing (they say what the user had in mind), and the reply ends with
// clauses that approve the plain plan and nothing else. The no answered
// the user's own mix-up, not the plan.

// maxOwned bounds the replies read for a mistake owned.
const maxOwned = 240

// mistakeOwned reports whether a reply takes a bare no back by owning a
// mix-up and then approves the plan as written (see above).
func (c *Classifier) mistakeOwned(prompt string) bool {
	if len(prompt) > maxOwned {
		return false
	}
	cls := lang.Clauses(prompt)
	k := 0
	for k < len(cls) && !cls[k].Question && (bareNo(cls[k:k+1]) || onlyHesitation(cls[k].Words)) {
		k++
	}
	if !bareNo(cls[:k]) {
		return false // "wait, I was thinking …" with no no: nothing refused to take back
	}
	end := len(cls)
	for end > k && !cls[end-1].Question && approvesPlainly(c, cls[end-1].Words) {
		end--
	}
	if k == 0 || end == len(cls) || end == k {
		return false
	}
	owned := false
	for _, cl := range cls[k:end] {
		ws := cl.Words
		if cl.Question || asksFor(ws) {
			return false
		}
		for i, w := range ws {
			if negatorLen(ws, i) > 0 || changeMarker(w) {
				return false
			}
		}
		owned = owned || ownsMixUp(ws)
	}
	return owned
}

// ownsMixUp reports whether a clause opens by owning a mix-up: "I was
// thinking of …", "I thought …", "I misread …", "I mixed …", "I confused
// …", "my bad", "my mistake", "sorry".
func ownsMixUp(ws []string) bool {
	if len(ws) > 0 && (ws[0] == "sorry" || ws[0] == "oops") {
		return true
	}
	if len(ws) < 2 {
		return false
	}
	switch ws[0] + " " + ws[1] {
	case "i thought", "i misread", "i mixed", "i confused", "i misunderstood", "my bad", "my mistake", "i misremembered":
		return true
	case "i was":
		return len(ws) > 2 && (ws[2] == "thinking" || ws[2] == "confused" || ws[2] == "wrong")
	}
	return false
}

// onlyHesitation reports whether ws are hesitations and nothing else
// ("wait", "hmm", "um").
func onlyHesitation(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "hmm", "hm", "wait", "oh", "um", "uh", "er", "well", "actually", "hold", "on":
		default:
			return false
		}
	}
	return len(ws) > 0
}
