package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// The mood of a request: a change verb in a message asks for the change
// only when the message is said as a request. Three moods are not one,
// whatever the verb and however exactly it names the file and the value:
// weighing it ("debating whether to switch …"), scorn (the whole message
// is sarcastic: an eye-roll, "yeah right", "/s") and relaying what a
// tool says to do ("clippy says use …", which relayed.go lets the user
// take up by acting on it in a later sentence).

// weighed reports whether what stands at pos (a verb, or a name the
// request may rest on without one) is under "whether" earlier in its
// clause cl ("been thinking whether we should flip …", "debating whether
// to switch …"): the clause weighs the change rather than asks for it.
// "whether" after it ("set it, whether or not it costs more") leaves the
// request standing. ws are the words of the sentence.
func weighed(ws []word, pos int, cl span) bool {
	for _, w := range ws {
		if w.Start >= pos {
			break
		}
		if w.Start >= cl.Start && w.Text == "whether" {
			return true
		}
	}
	return false
}

// sarcastic reports whether a user message (as written) reads as scorn
// of the change it names rather than a request for it. Long messages are
// not read: the markers speak for a short reply, not for a pasted page.
func sarcastic(orig string) bool {
	return len(orig) <= 400 && lang.SarcasticIn(orig, lang.Clauses(orig))
}

// speakerAtStart reports whether ws[j], a verb of speech in the third
// person ("says", "suggests", "wants", "recommends"), follows a subject
// that opens its sentence ("clippy says use …", "the linter suggests
// …", "rust-analyzer wants …"): the user does not speak of themselves in
// the third person, so what follows is someone's or something's advice,
// relayed.
func speakerAtStart(ws []word, j int) bool {
	v := ws[j].Text
	if !strings.HasSuffix(v, "s") || !(lang.SpeechVerb(v) || v == "recommends" || v == "warns") || v == "reads" {
		return false
	}
	switch j {
	case 1:
		return !isSubject(ws[0].Text) && ws[0].Text != "it" && ws[0].Text != "this" && ws[0].Text != "that"
	case 2:
		return isDeterminer(ws[0].Text) && !isSubject(ws[1].Text)
	}
	return false
}

// relayedAdvice reports whether the verb ws[k] is what a speaker opening
// the sentence says to do, within the same clause cl ("clippy says use
// &[Item] …"). A verb in a clause of its own after it is the user's
// ("the readme says recieved, pls correct it").
func relayedAdvice(ws []word, k int, cl span) bool {
	for j := 1; j < k && j <= 2; j++ {
		if ws[j].Start >= cl.Start && speakerAtStart(ws, j) {
			return true
		}
	}
	return false
}

// typoReport reports whether ws[k] is "typo" (or "misspelling") in a
// sentence without a verb of change that reports one and spells the
// wrong word, which this edit takes out ("typo in docs/api/limits.md:
// recieve", "README has a typo — adress"): a report of a typo asks to
// correct it, as a bare value asks to bring it in. The word must be one
// the edit removes and does not write back, so the report points at this
// very change; a sentence with its own verb ("fix the typo …") is read by
// that verb.
func (r reading) typoReport(ws []word, k int) bool {
	switch ws[k].Text {
	case "typo", "typos", "misspelling", "misspellings":
	default:
		return false
	}
	for _, w := range ws {
		if lang.IsChangeVerb(w.Text) || lang.IsMoreChangeVerb(w.Text) {
			return false
		}
	}
	for _, w := range ws[k+1:] {
		if len(w.Text) >= 3 && occursAsWord(r.t.removed, w.Text) && !occursAsWord(r.t.Added, w.Text) {
			return true
		}
	}
	return false
}
