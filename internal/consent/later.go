package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// An approval may name when the work is to happen, and a time that has
// not come yet puts the work off: "let's do this on the weekend when
// nobody's pushing", "go ahead over the holidays", "do it next sprint".
// Consent to act now it is not. The words of time are the closed
// vocabulary of internal/words (IsLaterTime: "tomorrow", "monday",
// "tonight", …) and the spans of a calendar that lie ahead whatever day
// it is: the weekend, the holidays, overnight, and "next" with a span
// ("next week", "next sprint", "next release").

// namesLater reports whether words that follow an approval name a time
// that has not come yet (see above).
func namesLater(ws []string) bool {
	for i, w := range ws {
		switch {
		case linkedBefore(ws, i) >= 0, backFrom(ws, i):
			// "security review is friday", "the invoice is due next
			// week": when something else happens, not when the work is to;
			// "back from lunch": a time already past.
		case lang.IsLaterTime(w), lang.IsForeignLaterTime(ws, i):
			return true
		case i > 1 && ws[i-1] == "the" && timeBound(ws[i-2]) && lang.IsClockTime(w):
			// "after the 4pm deploy", "until the 3pm freeze lifts": an event
			// of the day, named by its hour, to wait for. A bare hour ("do
			// it after 22:00") schedules the work, a change; "the outage
			// was at 3am" says when something else happened.
			return true
		case month(w) && i > 0 && (ws[i-1] == "in" || ws[i-1] == "until" || ws[i-1] == "till" || ws[i-1] == "after"):
			// "let's do it in January": a month named as the time to act
			// lies ahead (this month is "now", "this week").
			return true
		case w == "weekend", w == "weekends", w == "holidays", w == "holiday":
			// "on the weekend", "over the holidays"; not the wish "have a
			// good weekend".
			if i > 0 && timePreposition(ws[i-1]) || i > 1 && ws[i-1] == "the" && timePreposition(ws[i-2]) {
				return true
			}
		case w == "overnight":
			return true
		case (w == "after" || w == "until" || w == "till") && i+2 < len(ws) && ws[i+1] == "the" && laterEvent(ws[i+2]) &&
			!pastBefore(ws, i):
			// "we'll do it after the release", "until the freeze": an event
			// ahead, named by what it is, to wait for ("it broke right
			// after the release" tells the past).
			return true
		case w == "next" && i+1 < len(ws) && calendarSpan(ws[i+1]):
			return true
		}
	}
	return false
}

// backFrom reports whether the time word at ws[i] says where the user
// comes back from ("ok back from lunch", "just returned from the friday
// sync", "got back from my afternoon walk"): "from" before it, perhaps
// with an article or a possessive and one more word between, and a word
// of return before "from". That time is past; "from tomorrow on" is not.
func backFrom(ws []string, i int) bool {
	for j := i - 1; j >= 1 && j >= i-maxBackFromGap; j-- {
		if ws[j] != "from" {
			continue
		}
		switch ws[j-1] {
		case "back", "returned", "came", "home":
			return true
		}
		return false
	}
	return false
}

// maxBackFromGap is how far before a time word "from" may stand ("back
// from my afternoon walk").
const maxBackFromGap = 3

// calendarSpan reports whether a word names a span of the calendar or of
// a team's cycle ("week", "sprint", "release").
func calendarSpan(w string) bool {
	switch w {
	case "week", "month", "quarter", "year", "sprint", "cycle", "release", "iteration":
		return true
	}
	return false
}

// approvesForLater reports whether a clause of a reply both carries the
// plan out and names a later time ("let's do this on the weekend when
// nobody's pushing", "sure, go ahead next sprint"), and nothing in the
// reply says now ("now", "today", "asap", "right away"). Other rules read
// the approving clause word by word and may stop before the time; this
// reads the whole clause.
func approvesForLater(cls []lang.Clause) bool {
	later, approved, after := false, false, false
	asksTime := false // "ok reading now, give me 10 min": the "now" is the user's reading
	for _, cl := range cls {
		asksTime = asksTime || asksForTime(cl.Words)
	}
	for _, cl := range splitAtAsides(cls) {
		if approved && !cl.Question && timeOnly(cl.Words, after) {
			later = true // "yes but tomorrow", "do it after the split, not before"
		}
		carries := false
		for i, w := range cl.Words {
			switch w {
			case "now", "today", "asap", "immediately", "right":
				if (w != "right" || i+1 < len(cl.Words) && (cl.Words[i+1] == "away" || cl.Words[i+1] == "now")) && !asksTime {
					return false
				}
			}
			carries = carries || carryWord(w) || w == "let's" || lang.IsYes(w)
			if weDoPlan(cl.Words, i) {
				carries = true // "we'll do it tomorrow": the plan itself, done later
				break
			}
			if mentionsSelf(w) {
				carries = false // "I'll do the first release with it on friday": the user's own time
				break
			}
		}
		later = later || carries && !cl.Question && namesLater(cl.Words) ||
			(approved || carries) && (asksForTime(cl.Words) || !cl.Question && waitsForLater(cl.Words)) ||
			approved && waitsForUser(cl.Words) // "when I'm back" reads as a question by its opening word
		if carries && !cl.Question {
			approved = true
			for _, w := range cl.Words {
				after = after || w == "after"
			}
		}
	}
	return later
}

// timeOnly reports whether a clause after an approval says only when:
// "but tomorrow", "only next week", or — after an approval bound by
// "after" — "not before".
func timeOnly(ws []string, after bool) bool {
	if len(ws) > 0 && (ws[0] == "but" || ws[0] == "only" || ws[0] == "just") {
		ws = ws[1:]
	}
	if after && len(ws) == 2 && ws[0] == "not" && ws[1] == "before" {
		return true
	}
	return len(ws) > 0 && namesLater(ws) && onlyLaterTime(ws)
}

// mentionsSelf reports whether w makes the user (or the user's team) the
// subject: "i", "i'll", "we'll", "i'm", and the pronouns of other
// languages that are no words of English ("wir", "ich", "nous", "мы",
// "kita", "saya", "우리", "我"): "nanti kita cek ya" is the user's own
// later, as "we'll check it later" is.
func mentionsSelf(w string) bool {
	switch w {
	case "i", "i'll", "i'm", "i've", "we", "we'll", "we're", "we've", "me", "us",
		"wir", "ich", "nosotros", "nous", "noi", "wij", "мы", "я", "kita", "kami", "saya", "aku", "biz", "ben",
		"우리", "저", "제가", "我", "私":
		return true
	}
	return false
}

// timePreposition reports whether w puts what follows on the calendar:
// "on", "over", "this", "next", "after", "until", "during", "by".
func timePreposition(w string) bool {
	switch w {
	case "on", "over", "this", "next", "after", "until", "till", "during", "by", "at", "for":
		return true
	}
	return false
}

// linkVerb reports whether w links a subject to what it is ("is", "are",
// "was"): a time after it says when that subject happens.
func linkVerb(w string) bool {
	switch w {
	case "is", "are", "was", "were":
		return true
	}
	return false
}

// linkedBefore returns where the link verb stands that ties the time at
// ws[i] to a subject ("the audit is next week"), directly or through a
// word of scheduling and what it is due for ("the invoice is due next
// week", "the report is due to the client next week", "the review was
// scheduled for friday"); or -1. Words in between that point at the plan
// ("is due to ship it next week") or hold it keep the time the work's.
func linkedBefore(ws []string, i int) int {
	if i > 0 && linkVerb(ws[i-1]) {
		return i - 1
	}
	for j := i - 2; j >= 0 && j >= i-maxScheduledGap; j-- {
		w := ws[j+1]
		if pointsAtPlan(w) || w == "wait" || w == "hold" || w == "not" {
			return -1
		}
		if linkVerb(ws[j]) {
			if scheduling(ws[j+1]) {
				return j
			}
			return -1
		}
	}
	return -1
}

// maxScheduledGap bounds the words read between a link verb and a time.
const maxScheduledGap = 6

// scheduling reports whether w may stand between a link verb and a time
// to say the subject is put on the calendar: "due", "scheduled",
// "planned", "set", "booked", "expected", and "for"/"on"/"at".
func scheduling(w string) bool {
	switch w {
	case "due", "scheduled", "planned", "set", "booked", "expected", "slated", "for", "on", "at":
		return true
	}
	return false
}

// month reports whether w names a month of the year.
func month(w string) bool {
	switch w {
	case "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
		"november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec":
		return true
	}
	return false
}

// laterOfOther reports whether the refusal phrase p at words[i] names a
// later time ("next week", "later", "after the release") said of a
// subject of the reply's own, through a link verb: "the audit is next
// week", "our launch is after the release", "the demo was later than
// planned". That is when something else happens, a fact beside the
// approval, not a time the work is put off to. Said of the plan ("this is
// next week's work", "it is for next sprint") or of nothing ("yes, but
// next week"), it still postpones.
func laterOfOther(p string, words []string, i int) bool {
	if p != "later" && !strings.HasPrefix(p, "next ") && !strings.HasPrefix(p, "after ") {
		return false
	}
	j := linkedBefore(words, i)
	if j < 1 {
		return false
	}
	subject := false
	for _, w := range words[:j] {
		if pointsAtPlan(w) {
			return false
		}
		subject = subject || !isFiller(w)
	}
	return subject
}

// timeBound reports whether w bounds when the work may start: "after",
// "until", "till", "past".
func timeBound(w string) bool {
	return w == "after" || w == "until" || w == "till" || w == "til" || w == "past"
}

// asksForTime reports whether a clause asks for time before the work
// starts: "give me 10 min", "give us an hour", "give me a couple of days".
// The approval beside it waits for the user.
func asksForTime(ws []string) bool {
	for i := 0; i+2 < len(ws); i++ {
		if ws[i] != "give" || ws[i+1] != "me" && ws[i+1] != "us" {
			continue
		}
		for _, w := range ws[i+2 : min(len(ws), i+6)] {
			switch w {
			case "min", "mins", "minute", "minutes", "hour", "hours", "hr", "hrs", "day", "days", "sec", "secs", "moment", "week":
				return true
			}
		}
	}
	return false
}

// waitsForLater reports whether a clause tells the agent to wait or hold
// for something that happens at a later time ("but wait for the freeze to
// lift on friday", "hold until tomorrow's release"): the approval beside
// it is put off. A wait inside the plan's own order ("wait for the tests
// before committing") names no later time.
func waitsForLater(ws []string) bool {
	k := 0
	for k < len(ws) && (ws[k] == "but" || ws[k] == "and" || ws[k] == "just" || ws[k] == "please") {
		k++
	}
	return k < len(ws) && (ws[k] == "wait" || ws[k] == "hold") && namesLater(ws[k+1:])
}

// waitsForUser reports whether a clause after an approval puts it off
// until the user has done something first: it opens with "once", "after",
// "when" or "until" and the user as subject of a verb not in the past
// ("sure, once I rebase onto develop", "yes, after we cut the release
// branch", "ok, when I'm back"). "after you run the tests" is the agent's
// own order, a change; "when I checked it earlier" recalls, a remark.
func waitsForUser(ws []string) bool {
	if len(ws) > 0 && (ws[0] == "but" || ws[0] == "only" || ws[0] == "just" || ws[0] == "right") {
		ws = ws[1:]
	}
	if len(ws) < 3 {
		return false
	}
	switch ws[0] {
	case "once", "after", "when", "until", "till":
	default:
		return false
	}
	switch ws[1] {
	case "i", "we", "i'm", "we're", "i've", "we've":
	default:
		return false
	}
	return !pastVerb(ws[2])
}

// pastVerb reports whether w is a verb in the past ("checked", "was",
// "ran"): a clause with it recalls rather than waits.
func pastVerb(w string) bool {
	switch w {
	case "was", "were", "had", "did", "saw", "ran", "got", "said", "went", "made", "wrote", "thought", "found", "told", "knew", "left", "came":
		return true
	}
	return len(w) > 3 && strings.HasSuffix(w, "ed") && w != "need"
}

// weDoPlan reports whether ws[i] opens "we" carrying the plan itself out
// ("we'll do it", "we can ship this", "we should merge it"): a verb of
// carrying the work out or landing it, right after "we" (and a modal),
// with the plan as its object ("it", "this", "that", "them"). A verb of
// change ("we'll add it later") may act on what an earlier clause named
// and is left to the other rules. "We" holds the agent:
// with a later time the plan is put off, not the user's own step ("we'll
// do the release notes on friday", "I'll do it tomorrow" are the user's).
func weDoPlan(ws []string, i int) bool {
	switch ws[i] {
	case "we", "we'll", "we're", "we'd":
	default:
		return false
	}
	j := i + 1
	for j < len(ws) && j <= i+3 {
		switch ws[j] {
		case "will", "can", "could", "should", "gonna", "going", "to", "just", "then", "can't", "cannot":
			j++
			continue
		}
		break
	}
	if j+1 >= len(ws) || !carryWord(ws[j]) && ws[j] != "merge" && ws[j] != "deploy" && ws[j] != "push" && ws[j] != "land" {
		return false // "we'll add it later" may add what an earlier clause named ("skip the test, we'll add it later")
	}
	switch ws[j+1] {
	case "it", "this", "that", "them", "these", "those":
		return true
	}
	return false
}

// laterEvent reports whether w names an event of a team's calendar that a
// piece of work may be put off until ("release", "launch", "freeze",
// "audit", "demo", "holidays").
func laterEvent(w string) bool {
	switch w {
	case "release", "launch", "freeze", "audit", "demo", "holidays", "offsite", "migration", "cutover", "deadline",
		"rollout", "review":
		return true
	}
	return false
}

// pastBefore reports whether a verb in the past stands before ws[i].
func pastBefore(ws []string, i int) bool {
	for _, w := range ws[:i] {
		if pastTense(w) || irregularPast(w) {
			return true
		}
	}
	return false
}

// splitAtAsides returns cls with a clause cut before an aside marker that
// stands inside it ("sounds good 👍 btw standup moved to 10 tomorrow": the
// emoji ends no clause): what follows the marker is a remark of its own,
// and a time in it says when that other thing happens, not when the plan
// is to be done. cls itself is returned when no clause holds one.
func splitAtAsides(cls []lang.Clause) []lang.Clause {
	var out []lang.Clause
	for k, cl := range cls {
		at := asideInside(cl.Words)
		if at < 0 {
			if out != nil {
				out = append(out, cl)
			}
			continue
		}
		if out == nil {
			out = append(make([]lang.Clause, 0, len(cls)+1), cls[:k]...)
		}
		out = append(out, lang.Clause{Words: cl.Words[:at]}, lang.Clause{Words: cl.Words[at:], Question: cl.Question})
	}
	if out == nil {
		return cls
	}
	return out
}

// asideInside returns the index of the first aside marker ("btw", "fyi",
// "ps") after a clause's first word, -1 for none. "random" and
// "unrelated" are words of description there ("a random failure").
func asideInside(ws []string) int {
	for j := 1; j < len(ws); j++ {
		if lang.IsAside(ws[j]) && ws[j] != "random" && ws[j] != "unrelated" {
			return j
		}
	}
	return -1
}
