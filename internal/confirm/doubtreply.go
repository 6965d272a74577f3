package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// approvesButAsks reports whether a reply to my question agrees and then,
// after a "but", asks something of its own ("sure, but will that also
// touch the vendored stuff?", "ja, aber betrifft das auch vendor/?", "oui
// mais ça va casser vendor ?"): the yes holds only once the question is
// answered, so the reply waits. A "but" that asks for something more
// ("yes, but could you also fix the others?") keeps the yes.
func approvesButAsks(r reading) bool {
	if !endsInQuestion(r.orig) {
		return false
	}
	ws := r.words
	k := 0
	for k < len(ws) && (lang.IsYes(ws[k].Text) || lang.ForeignYes(ws[k].Text)) {
		k++
	}
	if k == 0 || k+1 >= len(ws) || !isBut(ws[k].Text) {
		return false
	}
	next := ""
	if k+2 < len(ws) {
		next = ws[k+2].Text
	}
	return !lang.IsPoliteRequest(ws[k+1].Text, next)
}

// endsInQuestion reports whether text ends with a question mark of any
// script (?, ？, ؟), spaces after it left out.
func endsInQuestion(text string) bool {
	text = strings.TrimSpace(text)
	return strings.HasSuffix(text, "?") || strings.HasSuffix(text, "？") || strings.HasSuffix(text, "؟")
}

// isBut reports whether w is the contrastive "but" of a language, which
// opens what qualifies the words before it.
func isBut(w string) bool {
	switch w {
	case "but", "though", "however", "aber", "doch", "pero", "mais", "mas", "ma", "però", "maar", "men", "ale", "але",
		"но", "ama", "fakat", "lekin", "tapi", "nhưng", "אבל", "لكن", "ولكن", "αλλά", "但是", "但", "でも", "하지만", "근데":
		return true
	}
	return false
}
