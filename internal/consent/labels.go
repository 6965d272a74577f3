package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply may be laid out as labelled lines, the way people fill in a
// form or a status update: "- plan: ✅ approved\n- timing: today is
// fine", "Go ahead. Status on my side: I've told support …". The label
// before the colon says what the line is about; read as words of the
// user's own it would be a fragment beside the approval, a change. A
// label that names no part of the plan, picks nothing and takes no stance
// of its own is a heading: it is dropped and what follows it is read as
// it stands ("timing: after the release" still holds the plan back,
// "logging: add a debug line" still changes it). A label that names a
// part ("step 2:", "tests:"), numbers one, or says what kind of thing
// follows ("concern:", "question:", "only:") stays.

// maxLabelWords bounds the words of a heading label.
const maxLabelWords = 4

// maxLabels bounds the labels weighed in one reply.
const maxLabels = 8

// maxLabelReply bounds the replies whose labels are weighed: a reply laid
// out as a short form, not a long text.
const maxLabelReply = 2 << 10

// withoutTopicLabels returns text with its topic labels dropped (see
// above). A long reply, or one without a colon, is returned as it is.
func withoutTopicLabels(text, plan string) string {
	if len(text) > maxLabelReply || strings.IndexByte(text, ':') < 0 {
		return text
	}
	head, tail := window(plan, planHead, planTail)
	inPlan := planLookup(plan, head, tail)
	var b strings.Builder
	last, seen := 0, 0 // the text up to last is written or kept; labels weighed
	for off := 0; off < len(text) && seen < maxLabels; {
		i := strings.IndexByte(text[off:], ':')
		if i < 0 {
			break
		}
		colon := off + i
		off = colon + 1
		start, ok := labelStart(text, colon)
		if !ok || start < last {
			continue
		}
		seen++
		if !topicLabel(strings.Fields(strings.ToLower(text[start:colon])), inPlan) {
			continue
		}
		b.WriteString(text[last:start])
		last = colon + 1
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// labelStart finds where the label before the colon at text[colon]
// starts: a run of letters, spaces and apostrophes that opens the reply,
// a line, a list item or a sentence, and a colon followed by a space or
// the end (not "10:30", not "http:"). ok is false when there is none.
func labelStart(text string, colon int) (int, bool) {
	if colon+1 < len(text) && text[colon+1] != ' ' && text[colon+1] != '\n' && text[colon+1] != '\t' {
		return 0, false
	}
	i := colon
	for i > 0 {
		c := text[i-1]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == ' ' || c == '\'' {
			i--
			continue
		}
		break
	}
	if strings.TrimSpace(text[i:colon]) == "" {
		return 0, false
	}
	if i == 0 {
		return 0, true
	}
	switch text[i-1] {
	case '\n', '.', '!', '?', '-', '*', ';':
		// a line, a list item, a sentence
		return i, text[i-1] == '\n' || text[i] == ' '
	}
	return 0, false
}

// topicLabel reports whether the words of a label only say what a line is
// about: at most maxLabelWords, none naming a part of the plan, a number
// or a pick, none a word of stance (see stanceLabel). A label that
// announces an aside ("random:", "note to self:") stays: the rules for
// asides read it.
func topicLabel(ws []string, inPlan func(string) bool) bool {
	if len(ws) == 0 || len(ws) > maxLabelWords || saysUnrelated(ws) {
		return false // "off topic:": an aside announced, read as one
	}
	for i, w := range ws {
		switch {
		case lang.IsAside(w) || talkWord(w) || othernessWord(w) && !(i > 0 && possessive(ws[i-1])):
			return false // "fyi:", "note to self:", "for another day:"; not "on my side:"
		case len(w) == 1 && w != "i":
			return false // "a:", "b:": an option's letter
		case stanceLabel(w) || ordinal(w) || selectionNoun(w) || isNumber(w):
			return false
		case !isFiller(w) && inPlan(w):
			return false // "tests:": a part of the plan
		}
	}
	return true
}

// stanceLabel reports whether a label word says what kind of thing
// follows it, beyond a topic: an objection, a condition, a request, a
// question, an addition or a limit.
func stanceLabel(w string) bool {
	switch w {
	case "objection", "objections", "concern", "concerns", "worry", "worries", "issue", "issues", "problem", "problems",
		"risk", "risks", "blocker", "blockers", "caveat", "caveats", "condition", "conditions", "requirement", "requirements",
		"constraint", "constraints", "exception", "exceptions", "except", "question", "questions", "q", "request", "requests",
		"ask", "asks", "nit", "nits", "nitpick", "todo", "but", "however", "unless", "only", "also", "plus", "extra",
		"addition", "additions", "instead", "alternative", "suggestion", "suggestions", "idea", "ideas", "correction",
		"missing", "wish", "warning", "careful", "caution", "important", "must", "why", "what", "how", "which", "not",
		"no", "pending", "blocked", "hold", "wait", "later", "first", "before", "after", "until":
		return true
	}
	return false
}
