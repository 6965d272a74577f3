package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// maxHoldHead bounds the opening of a message read as a hold before a
// question: a word or two ("wait", "hold on", "attends", "warte mal").
const maxHoldHead = 16

// askedAfterHold returns what a message between the plan and the reply
// asks after a hold that opens it ("wait, what's the difference between
// SPF and DKIM again?", "attends, autre chose d'abord : c'est quoi …?",
// "espera, ¿cuál es …?"): the hold pauses the plan to ask, it answers
// nothing, so the question is weighed as if asked alone (asksElsewhere: a
// question on a subject of its own sets the plan aside). ok is false when
// the opening is no short hold, when the rest asks no question, or when
// the rest itself approves or refuses ("wait, no, don't", "hold on, yes
// do it, but why …?").
func (c *Classifier) askedAfterHold(text string) (rest string, ok bool) {
	cut := strings.IndexAny(text, ",:;—–-，：")
	if cut <= 0 || cut > maxHoldHead {
		return "", false
	}
	head := lang.Clauses(text[:cut])
	if len(head) != 1 || len(head[0].Words) == 0 || len(head[0].Words) > 2 {
		return "", false
	}
	if c.readReply(text[:cut], "").signal != Negative {
		return "", false
	}
	rest = strings.TrimLeft(text[cut:], ",:;—–-，： ")
	if !strings.ContainsAny(rest, "?？") || c.readReply(rest, "").signal != NoSignal {
		return "", false
	}
	return rest, true
}
