package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A yes may answer the user's own report rather than the plan: "yes I ran
// the lint already and it's clean", "yeah that's what i did in the other
// repo and it worked", "yep we tried that last sprint". What follows the
// yes tells what the user has done (the user, "I" or "we", then a verb
// of a deed in the past, maybe after "already", "just" or "also"; or
// "that's what I did"), run on in the yes's sentence ("yep, I tried
// that"): the yes agrees
// with that account, and says
// nothing about the work proposed. When the rest of the reply, read
// without its yes, approves nothing, the reply gives no signal. A report
// followed by an approval ("yes I read it, go ahead") is read as written;
// so is agreement with the plan put in the past ("yeah that's what I
// meant", "yes I was thinking the same") — no deed — and a yes that
// stands apart in a sentence of its own ("yes. we had the same crash in
// 1.4"), which answers the
// plan before the story.

// maxOwnReport bounds the replies read for a yes to the user's own
// report: a couple of sentences.
const maxOwnReport = 200

// yesToOwnReport reports whether the reply's yes only agrees with the
// user's account of their own deeds (see above).
func (c *Classifier) yesToOwnReport(prompt, plan string) bool {
	if len(prompt) > maxOwnReport {
		return false
	}
	cls := lang.Clauses(prompt)
	if len(cls) == 0 || len(cls[0].Words) == 0 || !bareYes(cls[0].Words[0]) {
		return false
	}
	rest := strings.TrimLeft(prompt, " \t\r\n")
	rest = rest[len(leadingLetters(rest)):]
	ws := cls[0].Words[1:]
	if len(ws) == 0 {
		// "yep, I tried that": a yes set off by a comma or a dash runs on
		// into the sentence; "yes. we had …" stands apart.
		after := strings.TrimLeft(rest, " ")
		if len(cls) < 2 || after == "" || after[0] == '.' || after[0] == '!' || after[0] == '\n' {
			return false
		}
		ws = cls[1].Words
	}
	if !reportsDeed(ws) {
		return false
	}
	rest = strings.TrimLeft(rest, " ,.!-—–:;")
	r := c.readAnswer(rest, plan, false)
	return r.signal == NoSignal || r.signal == Negative
}

// leadingLetters returns the ASCII letters that open s.
func leadingLetters(s string) string {
	i := 0
	for i < len(s) && asciiLetter(s[i]) {
		i++
	}
	return s[:i]
}

// reportsDeed reports whether words open with the user's account of a
// deed done: "I ran …", "we already tried …", "I've done that",
// "that's (exactly) what I did".
func reportsDeed(ws []string) bool {
	i := 0
	if len(ws) >= 3 && (ws[0] == "that's" || ws[0] == "thats") {
		i = 1
		if ws[i] == "exactly" || ws[i] == "just" {
			i++ // "that's exactly what I did"
		}
		if i >= len(ws) || ws[i] != "what" {
			return false
		}
		i++ // "that's what I did"
	}
	perfect := false
	switch {
	case i >= len(ws):
		return false
	case ws[i] == "i've" || ws[i] == "we've":
		perfect = true // "I've done that before"
	case ws[i] != "i" && ws[i] != "we":
		return false
	}
	i++
	for i < len(ws) && (ws[i] == "already" || ws[i] == "just" || ws[i] == "also" || ws[i] == "actually") {
		i++
	}
	return i < len(ws) && (pastDeed(ws[i]) || perfect && participle(ws[i]))
}

// participle reports whether w is a past participle of a deed that
// differs from its past tense: "done", "run", "seen".
func participle(w string) bool {
	switch w {
	case "done", "run", "seen", "written", "gone", "taken", "given", "tried", "used", "checked", "tested":
		return true
	}
	return false
}

// pastDeed reports whether w is a verb of a deed done, in the past: "ran",
// "tried", "checked". Verbs of thought, wish or assent ("meant",
// "wanted", "agreed") are no deed.
func pastDeed(w string) bool {
	switch w {
	case "did", "ran", "made", "wrote", "built", "set", "went", "saw", "put", "took", "gave", "read":
		return true
	case "agreed", "approved", "accepted", "okayed", "liked", "loved", "wanted", "needed", "hoped", "wondered",
		"figured", "guessed", "assumed", "expected", "supposed", "meant", "thought", "suggested", "asked", "proposed",
		"planned", "intended", "considered", "decided", "reviewed", "had", "got": // "that's what I had in mind"
		return false
	}
	return len(w) > 4 && strings.HasSuffix(w, "ed")
}
