package consent

import (
	"strconv"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// What the rest of a reply asks for. Beside a plain approval, a sentence
// is a change request only when it directs the agent toward work the plan
// does not already describe: an instruction ("add a test", "use X
// instead"), a request addressed to the agent ("can you also …", "I want
// you to …", "make sure …", "let's also …"), or an addition or contrast
// attached to something new ("the README too", "only for admins", "fish
// while you're at it"). A statement about the user, other people, the
// world or the past, thanks, an apology, a joke, and a directive that only
// restates the plan ("add the test too" when the plan adds it) direct
// nothing new. The functions here are that property; remark (aside.go)
// weighs the rest of a clause (problems, wishes, facts that imply more
// work) as before.

// directs reports whether a clause directs the agent toward work: it
// opens (after "and", "also", "so", "then", "oh", "please", "just") with
// an instruction, addresses a request to the agent anywhere, or, when it
// is no statement with a subject of its own, carries an additive or
// contrasting marker ("too", "also", "as well", "instead", "only",
// "except", "while you're at it").
func directs(ws []string) bool {
	ws = trimLeadIns(ws)
	for len(ws) > 1 && noteOpening(ws) {
		ws = ws[1:] // "note we use tabs in this repo": the statement is weighed
	}
	if len(ws) == 0 || reassures(ws) {
		return false // "don't worry if the checks take a while": a feeling, no work
	}
	if verbFirst(ws) {
		// "rotate the secret too since it's been in the logs": a verb,
		// then its object, whatever a later clause says.
		return true
	}
	statement := declarative(ws) // false for an imperative opening
	if !statement && imperativeOpening(ws[0]) && !conditionOpening(ws[0]) {
		return true // "do the iOS part in the same PR"; a condition is weighed as a statement
	}
	statement = statement || statesOwn(ws)
	for i, w := range ws {
		if addressedAsk(ws, i) || whileAtIt(ws, i) > 0 {
			return true
		}
		if statement {
			continue
		}
		if changeMarker(w) || hangingConnector(w) || w == "only" || w == "without" || w == "as" && i+1 < len(ws) && ws[i+1] == "well" {
			return true
		}
	}
	return false
}

// verbFirst reports whether a clause opens with a word that takes an
// object at once ("rotate the secret", "wrap it", "pin them"): a verb of
// an instruction, whatever the verb, as no noun, pronoun or preposition
// stands before an article or an object pronoun.
func verbFirst(ws []string) bool {
	if len(ws) < 2 || isFiller(ws[0]) || isDeterminer(ws[0]) || conditionOpening(ws[0]) || lang.IsAside(ws[0]) {
		return false
	}
	switch ws[1] {
	case "the", "a", "an", "it", "them", "this", "that", "these", "those", "all", "both", "our", "my":
		return !strings.HasSuffix(ws[0], "s") && !strings.HasSuffix(ws[0], "ed") && !strings.HasSuffix(ws[0], "ing")
	}
	return false
}

// trimLeadIns drops the words that open a clause without saying what it
// is ("and", "also", "but", "so", "then", "oh", "please", "just",
// "kindly"): "but do the iOS part in the same PR" is an instruction.
func trimLeadIns(ws []string) []string {
	for len(ws) > 1 {
		switch ws[0] {
		case "and", "also", "but", "so", "then", "oh", "please", "pls", "plz", "just", "kindly", "now":
			ws = ws[1:]
			continue
		}
		break
	}
	return ws
}

// addressedAsk reports whether ws[i] opens a request addressed to the
// agent: "can/could/would/will you", "you should/must/need to/have to",
// "I want/need you", "I'd like", "let's", "make sure", "be sure to",
// "don't forget", "remember to".
func addressedAsk(ws []string, i int) bool {
	w, next := ws[i], ""
	if i+1 < len(ws) {
		next = ws[i+1]
	}
	switch w {
	case "can", "could", "would", "will":
		return next == "you" || next == "u"
	case "you", "u":
		if i > 0 && (ws[i-1] == "if" || ws[i-1] == "when" || ws[i-1] == "whenever" || ws[i-1] == "unless") {
			return false // "Lukas is covering if you need anything": an offer, not a request
		}
		switch next {
		case "should", "must", "need", "have", "might", "could", "may":
			return i+2 < len(ws) && ws[i+2] != "not" && ws[i+2] != "been"
		}
	case "i", "we":
		return (next == "want" || next == "need" || next == "wanna") && i+2 < len(ws) && (ws[i+2] == "you" || ws[i+2] == "it")
	case "i'd", "we'd":
		return next == "like" || next == "prefer" || next == "rather" || next == "love"
	case "let's", "lets":
		// "let's see what breaks", "let's hope": a wait-and-see, no request
		return next != "" && !lang.IsLaterTime(next) && next != "see" && next != "hope" && next != "pray"
	case "make", "be":
		return next == "sure" && (i == 0 || ws[i-1] != "to")
	case "don't", "dont":
		return next == "forget"
	case "remember":
		return next == "to"
	}
	return false
}

// whileAtIt returns the length of "while you're at it", "while you're
// there", "while you're in there" at ws[i], 0 for none.
func whileAtIt(ws []string, i int) int {
	if ws[i] != "while" || i+2 >= len(ws) || ws[i+1] != "you're" && ws[i+1] != "we're" {
		return 0
	}
	switch ws[i+2] {
	case "at", "in":
		if i+3 < len(ws) && (ws[i+3] == "it" || ws[i+3] == "there") {
			return 4
		}
	case "there":
		return 3
	}
	return 0
}

// restates reports whether a directive asks only for what the plan
// already does: it points back at the plan in so many words ("move the
// state into the ViewModel like you said"), nothing contrasts, limits,
// negates or adds ("too", "also": the user marks it as more than the
// plan, even when the plan has it: "yes, don't forget the tests" is read
// as a change), nothing is named indefinitely ("add a test" is a new
// one), and every word of substance is the plan's. has looks a word up in
// the plan.
func restates(ws []string, has func(string) bool) bool {
	back := pointsBack(ws) // cheap: decides whether the plan is looked at at all
	return onlyPlanWords(ws, func(w string) bool { return back && has(w) })
}

// onlyPlanWords reports whether every word of substance in ws is the
// plan's (has), with nothing that contrasts, limits, negates or adds, and
// nothing named indefinitely.
func onlyPlanWords(ws []string, has func(string) bool) bool {
	for i, w := range ws {
		switch {
		case hangingConnector(w), w == "instead", w == "rather", w == "only", w == "except", w == "without",
			w == "unless", w == "but", negatorLen(ws, i) > 0:
			return false
		case w == "too" || w == "also" || w == "plus" || w == "as" && i+1 < len(ws) && ws[i+1] == "well":
			return false // the user marks it as more than the plan
		case w == "a" || w == "an" || w == "another" || w == "some" || w == "more" || w == "extra" || w == "other":
			return false // "add a test": something new, named indefinitely
		case isFiller(w), w == "well", w == "sure", w == "like", w == "said":
		default:
			if !has(w) {
				return false
			}
		}
	}
	return true // the plan's words; or nothing but the approval ("and make the change")
}

// pointsBack reports whether a clause points back at the plan in so many
// words: "like you said", "as you described", "as proposed", "exactly as
// written", "per the plan". A directive without it (or an addition of
// the plan's own thing) may pick something the plan only offered ("keep
// it off" to "unless you'd rather keep it off").
func pointsBack(ws []string) bool {
	for i, w := range ws {
		if w == "exactly" && i+1 < len(ws) && (ws[i+1] == "like" || ws[i+1] == "as") {
			return true // "exactly like that", "exactly as written"
		}
		if w != "as" && w != "like" && w != "per" && !foreignAs(w) {
			continue
		}
		j := i + 1
		if j < len(ws) && (ws[j] == "you" || ws[j] == "we" || ws[j] == "the" || ws[j] == "your") {
			j++
		}
		if j < len(ws) {
			switch ws[j] {
			case "said", "described", "proposed", "suggested", "planned", "outlined", "wrote", "written", "mentioned",
				"explained", "listed", "sketched", "showed", "shown", "discussed", "agreed", "plan", "proposal", "laid",
				"write", "say", "describe", "propose", "suggest":
				// "like you write", "as you say": the same in the present,
				// as people write it in a second language
				return true
			}
			if foreignAs(w) && foreignDescribed(ws[j]) {
				return true // "so wie beschrieben", "comme prévu", "como dijiste"
			}
		}
	}
	return false
}

// maxRestateLookups bounds how many words of a reply's directives are
// looked up in the plan to see whether they only restate it.
const maxRestateLookups = 6

// planWords looks words up in a plan's head and tail, in any case, at
// most left times.
type planWords struct {
	head, tail       string
	lowHead, lowTail string // lowered when first needed
	left             int
}

// has reports whether w (two letters or more) is a word of the plan or a
// part of one of its identifiers, as written or capitalised, or in any
// case for a long word; it says no once the lookups are spent. The plan is
// lowered once, for the first long word not found otherwise: only a
// directive that points back at the plan is looked up at all.
func (p *planWords) has(w string) bool {
	if p.left <= 0 || len(w) < 2 || p.head == "" {
		return false
	}
	p.left--
	if hasPart(p.head, w) || p.tail != "" && hasPart(p.tail, w) {
		return true // as written, or capitalised: no copy of the plan
	}
	if len(w) < minFoldPart {
		return false
	}
	if p.lowHead == "" {
		p.lowHead, p.lowTail = asciiLower(p.head), asciiLower(p.tail)
	}
	return foldPart(p.head, p.lowHead, w) || p.tail != "" && foldPart(p.tail, p.lowTail, w)
}

// minFoldPart is the shortest word looked up in any case ("viewmodel" in
// "SettingsViewModel"): a compound's part, long enough to be rare.
const minFoldPart = 6

// hasPart reports whether w (lower case) is a word of text or a part of
// an identifier in it, as written or with its first letter capitalised:
// "test" in "tests/test_render.py", "settings" in "SettingsViewModel". A
// part starts and ends where letters do or where the case turns up
// ("Settings|View|Model"). It scans with strings.Index, a fraction of a
// microsecond per kilobyte.
func hasPart(text, w string) bool {
	return partIndex(text, w) || isLower(w[0]) && partIndex(text, string(upper(w[0]))+w[1:])
}

// partIndex reports whether w occurs in text as a part (see hasPart).
func partIndex(text, w string) bool {
	for off := 0; ; {
		i := strings.Index(text[off:], w)
		if i < 0 {
			return false
		}
		if start := off + i; partStart(text, start) && partEnd(text, start+len(w)) {
			return true
		}
		off += i + 1
	}
}

// foldPart reports whether w (lower case) is a part of an identifier or a
// word in text, in any case ("viewmodel" in "SettingsViewModel",
// "concurrently" in "CONCURRENTLY"); low is text with its ASCII letters
// lowered, so one strings.Index scan finds every case.
func foldPart(text, low, w string) bool {
	for off := 0; ; {
		i := strings.Index(low[off:], w)
		if i < 0 {
			return false
		}
		if start := off + i; partStart(text, start) && partEnd(text, start+len(w)) {
			return true
		}
		off += i + 1
	}
}

// asciiLower lowers the ASCII letters of s, keeping every byte's place.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if isUpper(c) {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// partStart reports whether an identifier part may start at text[i].
func partStart(text string, i int) bool {
	return i == 0 || !letterOrDigit(text[i-1]) || isUpper(text[i]) && isLower(text[i-1])
}

// partEnd reports whether an identifier part may end before text[j].
func partEnd(text string, j int) bool {
	return j == len(text) || !letterOrDigit(text[j]) || isUpper(text[j]) && isLower(text[j-1]) ||
		text[j] == 's' && (j+1 == len(text) || !letterOrDigit(text[j+1]) || isUpper(text[j+1]))
}

func letterOrDigit(c byte) bool { return isLower(c) || isUpper(c) || c >= '0' && c <= '9' }
func isLower(c byte) bool       { return c >= 'a' && c <= 'z' }
func isUpper(c byte) bool       { return c >= 'A' && c <= 'Z' }

// labelOnly reports whether a clause only announces what follows as an
// aside ("context", "fun fact", "just fyi", "quick unrelated q", "not
// about this", "for the record"): it says nothing of the plan itself.
func labelOnly(ws []string) bool {
	if len(ws) == 0 || len(ws) > 5 {
		return false
	}
	if len(ws) <= 4 && opensAside(ws) && (ws[0] == "if" || ws[0] == "in" || ws[0] == "by" || ws[0] == "on" || ws[0] == "side") {
		return true // "if it matters", "by the way", "side note"
	}
	if n := len(ws); n >= 2 && n <= 4 && ws[n-2] == "for" && (ws[n-1] == "reference" || ws[n-1] == "context") {
		return true // "ticket for reference:", "for context:"
	}
	if announcesOther(ws) {
		return true // "separately", "different topic"
	}
	marked := false
	for _, w := range ws {
		switch {
		case lang.IsAside(w), w == "context", w == "fact", w == "question", w == "q", w == "record", w == "note":
			marked = true
		case w == "fun", w == "quick", w == "random", w == "just", w == "for", w == "the", w == "a", w == "some",
			w == "not", w == "about", w == "this", w == "that", w == "nothing", w == "to", w == "do", w == "with",
			w == "side", w == "small", w == "little", w == "one", w == "more", w == "totally", w == "completely",
			w == "you", w == "reference", w == "funny":
		default:
			return false
		}
	}
	return marked || notAboutThis(ws)
}

// announcesOther reports whether a clause only announces another subject:
// "separately", "separate thing", "different topic", after "just" or
// "quick". The words of what follows are not in it, so they are weighed on
// their own. "heads up" is not one: it warns of news that may bear on the
// work ("heads up, TokenStore moved to the core module").
func announcesOther(ws []string) bool {
	for len(ws) > 1 && (ws[0] == "just" || ws[0] == "quick" || ws[0] == "a") {
		ws = ws[1:]
	}
	switch {
	case len(ws) == 1:
		return ws[0] == "separately"
	case len(ws) == 2:
		return (ws[0] == "separate" || ws[0] == "different" || ws[0] == "unrelated" || ws[0] == "off") &&
			(ws[1] == "thing" || ws[1] == "topic" || ws[1] == "note")
	}
	return false
}

// notAboutThis reports whether a clause says the next one is not about
// the plan: "not about this", "nothing to do with this", "unrelated to
// this".
func notAboutThis(ws []string) bool {
	s := strings.Join(ws, " ")
	switch s {
	case "not about this", "not about that", "nothing to do with this", "nothing to do with that", "unrelated to this",
		"not related", "not related to this", "not this change", "not for this", "not for this change":
		return true
	}
	return false
}

// apologizes reports whether a clause opens with an apology ("sorry for
// the delay", "my bad for leaving it stale", "apologies, was in a
// meeting").
func apologizes(ws []string) bool {
	switch {
	case len(ws) == 0:
		return false
	case ws[0] == "sorry" || ws[0] == "apologies" || ws[0] == "oops" || ws[0] == "whoops":
		return true
	case len(ws) > 1 && (ws[0] == "my" && (ws[1] == "bad" || ws[1] == "apologies" || ws[1] == "fault")):
		return true
	}
	return false
}

// narratesPast reports whether a clause tells what happened: a past verb
// with the subject left out as people do in chat ("had a flaky vpn", "was
// stuck in a meeting"), or a past verb anchored in time ("the Tokyo
// customers complained about this twice", "it's been broken for a week",
// "the disk alert woke me up twice this week"). A present state of the
// code ("the docs are stale") is no story of the past.
func narratesPast(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	if ws[0] == "had" || ws[0] == "was" || ws[0] == "got" || ws[0] == "spent" || ws[0] == "been" {
		return ws[1] != "to" // "had to …" may be a wish in disguise
	}
	if (pastTense(ws[0]) || irregularPast(ws[0])) && (ws[1] == "it" || ws[1] == "this" || ws[1] == "that") {
		return true // "nailed it", "found it": what was done, the subject left out
	}
	if reportsOwnDeed(ws) {
		return true // "double-checked the datasheet myself", "talked to security this morning"
	}
	past, anchored := false, false
	for i, w := range ws {
		switch {
		case w == "is" || w == "are" || w == "has" || w == "have" || w == "exists" || w == "exist" || w == "isn't" ||
			w == "aren't":
			if i+1 >= len(ws) || ws[i+1] != "been" {
				return false
			}
		case w == "been" || pastTense(w) || irregularPast(w):
			past = true
		case timeAnchor(ws, i):
			anchored = true
			// "yesterday", "last week", "ago", "back in 2019" place it in
			// the past whatever the verb's form ("hit", "put", "cut").
			// A year with no preposition before it ("seed 2024", "port
			// 2023") is a value, not a time.
			past = past || w == "yesterday" || w == "ago" || w == "last" || w == "back" || year(w) && i > 0 && placesInTime(ws[i-1])
		}
	}
	return past && anchored
}

// timeAnchor reports whether ws[i] places an event in the past or counts
// it: "yesterday", "ago", "last week", "this morning", "twice", "three
// times", "for a week", "since 2019", "back in 2021".
func timeAnchor(ws []string, i int) bool {
	w, next := ws[i], ""
	if i+1 < len(ws) {
		next = ws[i+1]
	}
	switch w {
	case "yesterday", "ago", "twice", "earlier", "already", "since", "ages", "forever", "recently":
		return true
	case "times":
		return i > 0
	case "last", "this":
		switch next {
		case "week", "month", "year", "morning", "afternoon", "night", "sprint", "quarter", "time", "release":
			return true
		}
	case "for":
		switch next {
		case "a", "weeks", "months", "days", "years", "ages", "hours":
			return true
		}
	case "back":
		return next == "in" || next == "then"
	case "in":
		// "we had the same crash in v0.3": a release, a time gone by
		// (the clause's verb still has to be in the past)
		return version(next)
	}
	return year(w)
}

// year reports whether w is a year of this century or the last ("2019").
func year(w string) bool {
	return len(w) == 4 && (w[:2] == "19" || w[:2] == "20") && w[2] >= '0' && w[2] <= '9' && w[3] >= '0' && w[3] <= '9'
}

// aboutAsking reports whether a clause is about the conversation rather
// than the work: whether the agent needs to ask ("for stuff like this you
// don't need to ask me first", "no need to check with me next time").
func aboutAsking(ws []string) bool {
	for i, w := range ws {
		if w != "ask" && w != "asking" && w != "check" && w != "confirm" && w != "ping" {
			continue
		}
		if i > 0 && (ws[i-1] == "me" || ws[i-1] == "i" || ws[i-1] == "i'll" || ws[i-1] == "we'll") {
			return false // "let me check first": the user's own step
		}
		next, after := "", ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		if i+2 < len(ws) {
			after = ws[i+2]
		}
		switch {
		case i > 1 && ws[i-1] == "to" && (ws[i-2] == "need" || ws[i-2] == "have"):
			return true // "you don't need to ask", "no need to check with me"
		case (w == "ask" || w == "asking") && (next == "me" || next == "first" || next == "permission" || next == "again"):
			return true
		case next == "with" && (after == "me" || after == "us"):
			return true // "stop checking with me" reads as "check with me"
		}
	}
	return false
}

// offTopic reports whether a clause marks what follows as unrelated to
// the plan: "random question", "quick unrelated q", "not about this",
// "totally off-topic".
func offTopic(ws []string) bool {
	return labelOnly(ws) && (saysUnrelated(ws) || notAboutThis(ws))
}

// asksWork reports whether a question asks the agent for work ("can you
// also fix the footer?", "could you add a test too?"), not for an answer
// ("do you know if GitHub raised the cache limit?").
func asksWork(ws []string) bool {
	for i, w := range ws {
		if addressedAsk(ws, i) && i+2 < len(ws) && (lang.IsChangeVerb(ws[i+2]) || requestVerb(ws[i+2]) || ws[i+2] == "also") ||
			changeMarker(w) || lang.IsChangeVerb(w) && i > 0 && (ws[i-1] == "please" || ws[i-1] == "also") {
			return true
		}
	}
	return false
}

// thanksFor reports whether a clause thanks for something ("thanks for
// catching it", "thank you for the writeup").
func thanksFor(ws []string) bool {
	if len(ws) > 1 && ws[0] == "thank" && ws[1] == "you" {
		ws = ws[1:]
	}
	return len(ws) > 1 && (ws[0] == "thanks" || ws[0] == "thank" || ws[0] == "thx" || ws[0] == "you") && ws[1] == "for"
}

// leavesReport reports whether the words after "leave" name a report of
// the work left for the user ("a summary", "the ASan output in the
// thread", "a note"): within three words, a word for a report.
func leavesReport(rest []string) bool {
	if len(rest) == 0 || rest[0] != "a" && rest[0] != "the" && rest[0] != "me" && rest[0] != "us" {
		return false
	}
	for k := 1; k < len(rest) && k <= 3; k++ {
		switch rest[k] {
		case "summary", "note", "comment", "output", "log", "logs", "report", "recap", "link", "message", "update":
			return true
		}
	}
	return false
}

// usersVerb reports whether the verb at ws[i] has the user as its subject
// ("I will update the stakeholders", "we'll update the wiki"): the user's
// own step, not one asked of the agent.
func usersVerb(ws []string, i int) bool {
	switch {
	case i > 0 && (ws[i-1] == "i'll" || ws[i-1] == "we'll"):
		return true
	case i > 1 && (ws[i-1] == "will" || ws[i-1] == "can" || ws[i-1] == "could") && (ws[i-2] == "i" || ws[i-2] == "we"):
		return true
	case i > 1 && (ws[i-1] == "might" || ws[i-1] == "may") && ws[i-2] == "i":
		return true // "I might drop off"
	}
	return false
}

// farewell reports whether a clause only closes the conversation: "see
// you after standup", "talk later", "ttyl", "have a good weekend".
func farewell(ws []string) bool {
	switch {
	case len(ws) == 0:
		return false
	case ws[0] == "see" && len(ws) > 1 && (ws[1] == "you" || ws[1] == "ya" || ws[1] == "u"),
		ws[0] == "talk" && len(ws) > 1 && (ws[1] == "later" || ws[1] == "soon" || ws[1] == "tomorrow"),
		ws[0] == "ttyl" || ws[0] == "bye" || ws[0] == "cya" || ws[0] == "later",
		ws[0] == "have" && len(ws) > 2 && ws[1] == "a" && (ws[2] == "good" || ws[2] == "nice" || ws[2] == "great"):
		return !asksWork(ws)
	}
	return false
}

// feels reports whether a clause only says how the user feels about it:
// an emotion, then "to", "that" or nothing ("glad to see it go", "so
// relieved", "happy that it's finally getting fixed").
func feels(ws []string) bool {
	ws = trimLeadIns(ws)
	if len(ws) > 1 && (ws[0] == "i'm" || ws[0] == "so" || ws[0] == "really" || ws[0] == "very") {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "glad", "happy", "relieved", "excited", "thrilled", "stoked", "pumped", "delighted", "grateful":
	case "love", "appreciate", "hate", "owe", "adore":
		// "love it", "appreciate it", "hate this bug", "owe you one": the
		// user's feeling, the "I" left out.
		return len(ws) > 1 && (isFiller(ws[1]) || isDeterminer(ws[1])) && !asksWork(ws)
	default:
		return false
	}
	return len(ws) == 1 || (ws[1] == "to" || ws[1] == "that" || ws[1] == "about" || declarative(ws[1:])) && !asksWork(ws)
}

// notPerson reports whether a clause only sets a person against the one
// before it ("Priya is on call tonight, not me"): "not" and a pronoun.
func notPerson(ws []string) bool {
	if len(ws) != 2 || ws[0] != "not" {
		return false
	}
	switch ws[1] {
	case "me", "us", "him", "her", "them", "mine", "ours":
		return true
	}
	return false
}

// aboutLater reports whether a clause gives approval for the future, not
// for this plan ("in future just go ahead with fixes this size", "next
// time feel free to proceed"): a word for later times in general beside a
// consent phrase (approves). It asks nothing of this plan.
func aboutLater(ws []string) bool {
	for i, w := range ws {
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		switch {
		case w == "in" && (next == "future" || next == "the" && i+2 < len(ws) && ws[i+2] == "future"),
			w == "next" && next == "time",
			w == "from" && next == "now",
			w == "going" && next == "forward",
			w == "future" && i == 0:
			return true
		}
	}
	return false
}

// userAway reports whether a clause says the user will be away or busy
// ("I'm out next week", "I'm off tomorrow", "I'll be in meetings all
// afternoon"): their own schedule, not a time for the work.
func userAway(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	k := 1
	switch ws[0] {
	case "i'm", "we're":
	case "i'll", "we'll":
		if ws[1] != "be" || len(ws) < 3 {
			return false
		}
		k = 2
	default:
		return false
	}
	switch ws[k] {
	case "out", "off", "away", "ooo", "offline", "afk", "busy", "travelling", "traveling", "on", "in":
		return true
	}
	return false
}

// practice reports whether "use" at ws[i] tells what people already do
// ("a default of 30 s is what we use everywhere"): a subject before it,
// not an instruction. A fact about the code it names is weighed
// elsewhere (impliesMore).
func practice(ws []string, i int) bool {
	if i == 0 || ws[i] != "use" && ws[i] != "uses" && ws[i] != "used" {
		return false
	}
	switch ws[i-1] {
	case "we", "they", "i", "everyone", "people", "customers", "users", "folks", "teams":
		return i < 2 || ws[i-2] != "should" && ws[i-2] != "must"
	}
	return false
}

// offersHelp reports whether the words at ws[i] offer help should the
// agent need it ("if you need anything", "if anything comes up", "if you
// have questions", "if you get stuck"), asking for no work.
func offersHelp(ws []string, i int) bool {
	if ws[i] != "if" || i+2 >= len(ws) {
		return false
	}
	rest := ws[i+1:]
	if rest[0] == "you" && len(rest) > 2 {
		switch rest[1] {
		case "need", "have", "get", "hit", "run", "want":
			switch rest[2] {
			case "anything", "help", "me", "questions", "any", "stuck", "into", "something", "it", "them", "that":
				return true
			}
		}
	}
	return rest[0] == "anything" && (rest[1] == "comes" || rest[1] == "breaks" || rest[1] == "is")
}

// pointsToLink reports whether a clause points the agent to a link and
// asks nothing else ("link", "see link for why it can't be in a
// transaction"; the link masked by words.MaskLinks): the link within its
// first three words, no verb of change or negation before it, and no
// change asked after it ("see link to fix it the same way" asks).
func pointsToLink(ws []string) bool {
	at := -1
	for i, w := range ws {
		if w == lang.LinkWord {
			at = i
			break
		}
		if i >= 2 || lang.IsChangeVerb(w) || negatorLen(ws, i) > 0 {
			return false
		}
	}
	if at < 0 || asksWork(ws) {
		return false
	}
	for i := at + 1; i < len(ws); i++ {
		if lang.IsChangeVerb(ws[i]) && asVerb(ws, i) || addressedAsk(ws, i) {
			return false
		}
	}
	return true
}

// foreignAs reports whether w is "as"/"like" in German, French, Spanish,
// Portuguese or Italian ("wie", "comme", "como", "come").
func foreignAs(w string) bool {
	return w == "wie" || w == "comme" || w == "como" || w == "come"
}

// foreignDescribed reports whether w, after foreignAs, says the plan was
// described, agreed or said ("beschrieben", "besprochen", "prévu",
// "dijiste", "descrito", "detto"): "as described" in those languages.
func foreignDescribed(w string) bool {
	switch w {
	case "beschrieben", "besprochen", "geplant", "vorgeschlagen", "gesagt", "vereinbart",
		"prévu", "decrit", "décrit", "dit", "convenu", "proposé",
		"dijiste", "dijimos", "descrito", "descrita", "planeado", "propuesto", "acordado", "hablamos",
		"disse", "combinado", "proposto", "detto", "descritto", "previsto", "concordato":
		return true
	}
	return false
}

// maxCountedPlan bounds how much of a plan numberedSteps reads.
const maxCountedPlan = 16 << 10

// numberedSteps returns how many numbered steps a plan lists: lines that
// open with "1.", "2)" and so on, in order from 1. A plan with no such
// list has 0, so no count in a reply can name all of it.
func numberedSteps(plan string) int {
	if len(plan) > maxCountedPlan {
		plan = plan[:maxCountedPlan]
	}
	n := 0
	for len(plan) > 0 {
		line := plan
		if k := strings.IndexByte(plan, '\n'); k >= 0 {
			line, plan = plan[:k], plan[k+1:]
		} else {
			plan = ""
		}
		line = strings.TrimLeft(line, " \t")
		j := 0
		for j < len(line) && line[j] >= '0' && line[j] <= '9' {
			j++
		}
		if j == 0 || j > 2 || j == len(line) || line[j] != '.' && line[j] != ')' {
			continue
		}
		if v, err := strconv.Atoi(line[:j]); err == nil && v == n+1 {
			n++
		}
	}
	return n
}

// countValue returns the number a count word stands for ("3", "three"),
// or 0.
func countValue(w string) int {
	switch w {
	case "two":
		return 2
	case "three":
		return 3
	case "four":
		return 4
	case "five":
		return 5
	case "six":
		return 6
	}
	if len(w) == 1 && w[0] >= '2' && w[0] <= '9' {
		return int(w[0] - '0')
	}
	return 0
}

// namesWholePlan reports whether ws[i-1] and ws[i] count the plan's
// numbered steps in full ("the 4 steps" to a plan of four): the count is
// the plan's own, and the noun is a part of a plan ("steps", "changes").
// steps holds the plan's count once read (-1 before).
func namesWholePlan(ws []string, i int, plan string, steps *int) bool {
	if i < 1 || i >= len(ws) || ws[i] == "of" || ws[i] == "them" || ws[i] == "the" || !planPart(ws[i]) {
		return false
	}
	v := countValue(ws[i-1])
	if v == 0 || i >= 2 && (ordinal(ws[i-2]) || ws[i-2] == "first" || ws[i-2] == "last") {
		return false // "the first 2 steps"
	}
	if *steps < 0 {
		*steps = numberedSteps(plan)
	}
	return v == *steps
}

// placesInTime reports whether w is a preposition that puts the year after
// it in time ("in 2019", "since 2021", "back 2019" of "way back 2019").
func placesInTime(w string) bool {
	switch w {
	case "in", "since", "back", "from", "during", "until", "till", "of", "around", "before", "after":
		return true
	}
	return false
}

// reportsOwnDeed reports whether a clause opens with a verb in the past
// and then its object or a preposition ("double-checked the datasheet
// myself", "reviewed with compliance", "talked to the security folks"):
// what the user did, the subject left out as people do in chat. The verb
// is a regular past no imperative shares ("proceed", "need", "seed" and
// "shred" end the same way) or an irregular past that is no present form
// too ("hit", "cost" are); a past participle naming a kind ("deprecated
// flags too", "unused imports") has a noun after it, not an object.
func reportsOwnDeed(ws []string) bool {
	w := ws[0]
	switch {
	case pastTense(w) && !strings.HasSuffix(w, "eed") && w != "shred":
	case irregularPast(w) && w != "hit" && w != "cost" && w != "bit" && w != "led" && w != "met":
	default:
		return false
	}
	switch ws[1] {
	case "the", "a", "an", "my", "our", "your", "their", "his", "her", "with", "to", "through", "on", "in", "over", "at",
		"about", "against", "by", "for", "from", "into", "them", "him", "everything", "all", "both":
		return true
	}
	return false
}
