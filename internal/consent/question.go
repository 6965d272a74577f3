package consent

import (
	"strings"
	"unicode/utf8"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// questionKind is what the assistant's last question asks of the user,
// which decides what a "yes" or a "no" in the reply answers.
type questionKind uint8

const (
	// asksGoAhead: "Proceed?", "Shall I?", "Sound good?", "Does that work
	// for you?": a yes approves the plan.
	asksGoAhead questionKind = iota
	// asksHoldBack offers to hold the plan back: "Should I hold off until
	// the release?", "Or should I wait for CI?". A no lets the plan go
	// ahead; a yes ("please do", "yeah, that's safer") holds it back.
	asksHoldBack
	// asksAnythingElse asks whether anything is missing before the plan
	// starts: "Anything else before I start?", "Did I miss anything?",
	// "Anything you'd change?". A no ("nope", "nothing else") lets the plan
	// go ahead; a yes says there is something (see objects).
	asksAnythingElse
	// asksOther asks about something other than carrying the plan out:
	// "Want me to show you the diff first?", "Does that answer it?", "Did
	// that help?". A yes answers that question and approves nothing; only
	// words that carry the plan out ("no, just go ahead", "yes, thanks —
	// go ahead") do.
	asksOther
	// asksOption asks the user to choose something inside the plan: "do
	// you want the 30-minute window to be configurable?", "should I also
	// add a CLI flag?", "JSON or YAML?". A yes picks the option, which
	// the plan as written does not hold: a change to confirm.
	asksOption
	// asksFact asks the user for a fact the plan depends on, not for a
	// decision: "are you on an Apple Silicon Mac?", "is something else
	// already using 5432?", "does the cart use Redux or Zustand?". A yes
	// ("yes, M2") answers it and approves nothing; only words that carry
	// the plan out ("1.22 — go ahead") do.
	asksFact
	// asksSide is a question asked after the message's own go-ahead
	// question: "Proceed? Is the staging DB on Postgres 15?", "Go ahead?
	// Do you want the comparison as a table?". A yes may answer either;
	// in doubt it answers the nearer one and approves nothing. Only words
	// that carry the plan out ("yes 15, and go ahead") do.
	asksSide
)

// maxQuestionBytes bounds how much of the end of a message is read for
// its last question.
const maxQuestionBytes = 400

// askedOf reads the last question of an assistant message: the sentence
// that ends with its last question mark, near its end. A message that asks
// nothing asks to go ahead (the plan stated, the reply decides).
func askedOf(text string) questionKind {
	q := lastQuestion(text)
	if q == "" {
		return asksGoAhead
	}
	if preliminary(text, q) && factQuestion(lang.Clauses(withoutAsides(q)), nil) {
		return asksFact // "Before I do: is anything outside this repo reading it?"
	}
	var ws []string
	cls := lang.Clauses(withoutAsides(q))
	for _, cl := range cls {
		ws = append(ws, cl.Words...)
	}
	switch {
	case holdsBack(ws):
		return asksHoldBack
	case answersObjections(q):
		return asksGoAhead // "Any concerns before I start?": read by answersObjections
	case factQuestion(cls, ws):
		return asksFact
	case missesAnything(ws):
		return asksAnythingElse
	case asksElse(ws):
		return asksOther
	case optionQuestion(ws):
		return asksOption
	case askedAfterGoAhead(text, q, ws):
		return asksSide
	}
	return asksGoAhead
}

// askedAfterGoAhead reports whether the last question q of text, whose
// words ws ask nothing of the go-ahead, follows right after a question
// that does ("Proceed? Are these images on our CDN?"): q is then a side
// question, and a yes to the message is no longer a yes to the plan.
func askedAfterGoAhead(text, q string, ws []string) bool {
	for _, w := range ws {
		if asksToGo(w) {
			return false
		}
	}
	i := strings.LastIndex(text, q)
	if i <= 0 {
		return false
	}
	before := strings.TrimRight(text[:i], " \t\r\n")
	if strings.HasSuffix(before, ":") {
		// "Proceed?\nBefore I start: is staging safe to lock?": a short
		// announcement of the question stands between the two.
		if k := strings.LastIndexAny(before, "?\n"); k >= 0 && len(before)-k <= maxPreliminary {
			before = strings.TrimRight(before[:k+1], " \t\r\n")
		}
	}
	if !strings.HasSuffix(before, "?") {
		return false
	}
	var prev []string
	for _, cl := range lang.Clauses(lastQuestion(before)) {
		prev = append(prev, cl.Words...)
	}
	if len(prev) <= 3 && len(prev) > 0 {
		switch prev[0] {
		case "shall", "should", "may", "can": // "Shall I?", "Should I?"
			return true
		}
	}
	for _, w := range prev {
		if asksToGo(w) {
			return true
		}
	}
	return false
}

// asksToGo reports whether a word of a question asks for the go-ahead or
// an evaluation of the plan ("go", "proceed", "ok", "sounds", "plan").
func asksToGo(w string) bool {
	switch w {
	case "go", "proceed", "start", "begin", "continue", "ahead", "implement", "apply", "execute",
		"ok", "okay", "good", "fine", "right", "sound", "sounds", "look", "looks", "work", "works", "plan":
		return true
	}
	return false
}

// lastQuestion returns the sentence of text that ends with its last
// question mark, when that mark stands near the end, or "".
func lastQuestion(text string) string {
	tail := strings.TrimRight(text, " \t\r\n*_)\"'")
	if len(tail) > maxQuestionBytes {
		tail = tail[len(tail)-maxQuestionBytes:]
	}
	end := strings.LastIndexByte(tail, '?')
	if end < 0 || len(tail)-end > maxQuestionBytes/2 {
		return ""
	}
	start := 0
	for i := end - 1; i > 0; i-- {
		if c := tail[i]; (c == '.' || c == '!' || c == '?' || c == ';' || c == ':') && (tail[i+1] == ' ' || tail[i+1] == '\n') || c == '\n' {
			start = i + 1
			break
		}
	}
	return tail[start : end+1]
}

// holdsBack reports whether a question offers to hold the plan back: a
// verb of holding ("hold off", "wait", "pause", "postpone", "delay",
// "defer"), as in "Should I hold off until the release?", "Or should I
// wait for CI?". (A question for objections, "Any objections?", is read
// by answersObjections: there a plain "ok" lets the plan go ahead too.)
func holdsBack(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "hold", "wait", "waiting", "pause", "postpone", "delay", "defer":
			return true
		}
	}
	return false
}

// missesAnything reports whether a question asks whether anything is
// missing or to be changed before the plan: "anything else", "did I miss
// anything", "anything you'd change", "anything to add".
func missesAnything(ws []string) bool {
	anything, missing := false, false
	for _, w := range ws {
		switch w {
		case "anything", "something":
			anything = true
		case "else", "miss", "missing", "missed", "forgot", "forgotten", "change", "add", "adjust", "tweak",
			"differently", "different", "otherwise": // "Anything you'd do differently?"
			missing = true
		}
	}
	return anything && missing
}

// asksElse reports whether a question asks for something other than the
// plan's execution: to show or explain, or anything, first ("want to see
// the diff first?", "should I paste it here?", "want a screenshot
// first?"), whether an explanation served ("does that answer it?", "did
// that help?", "make sense?", "clear?"), or what the user meant ("did you
// mean the XML sitemap?").
func asksElse(ws []string) bool {
	for i, w := range ws {
		if w == "look" && i+1 < len(ws) && evaluation(ws[i+1]) {
			continue // "does this look right?": the plan judged, the go-ahead asked
		}
		switch w {
		case "show", "see", "look", "preview", "paste", "review", "walk", "explain", "answer", "answers",
			"answered", "help", "helps", "helped", "sense", "clear", "clearer", "understand", "clarify",
			"mean", "meant", // "Did you mean the XML sitemap?": what the user asked for, not the plan
			"first": // "Want a screenshot first?": something before the plan
			return true
		}
	}
	return false
}

// carriesOut reports whether a reply holds words that carry a plan out,
// beyond a yes: "go", "go ahead", "proceed", "start", "ship it", "lgtm",
// "lfg", "approved"; and, after an opening no (afterNo), "do it", "make the
// change" ("no, just do it"). A "please do", a "yes" or a "let's do that"
// answers the question asked; these answer the plan.
func carriesOut(cls []lang.Clause, afterNo bool) bool {
	for _, cl := range cls {
		ws := cl.Words
		for i, w := range ws {
			switch w {
			case "go", "proceed", "start", "ship", "execute", "implement", "apply", "continue", "begin",
				"lgtm", "approved", "approve", "lfg": // "lfg": let's go
				return true
			case "do", "make":
				if afterNo && i+1 < len(ws) && (ws[i+1] == "it" || ws[i+1] == "that" || ws[i+1] == "the" || ws[i+1] == "this") {
					return true
				}
			}
		}
	}
	return false
}

// thumbsDown reports whether a reply gives a thumbs-down: a refusal, even
// where a plain "no" would let the plan go ahead ("👎" to "Anything else
// before I start?").
func thumbsDown(prompt string) bool { return strings.Contains(prompt, "👎") }

// opensWithNo reports whether a reply opens with a plain no ("no", "nope",
// "nah", "none", "no need"): the answer a hold-back question wants to let
// the plan go ahead.
func opensWithNo(cls []lang.Clause) bool {
	if len(cls) == 0 || len(cls[0].Words) == 0 {
		return false
	}
	switch cls[0].Words[0] {
	case "no", "nope", "nah", "none", "nothing", "negative":
		return true
	}
	return false
}

// answersQuestionOnly reports whether a reply that reads as approval only
// answers the assistant's last question rather than approving the plan:
// a yes to "Want to see the diff first?" or to "Should I hold off?". The
// reply's own words (without quotes) are read.
func answersQuestionOnly(kind questionKind, prompt string) bool {
	if kind == asksGoAhead || kind == asksAnythingElse || kind == asksOption {
		return false
	}
	if kind == asksFact || kind == asksSide {
		// "yes, M2", "nope, 5432 is free": the fact given; only words that
		// carry the plan out approve it.
		own, _ := lang.Mask(cutRunes(prompt, replyHead), lang.AllQuotes)
		cls := lang.Clauses(own)
		return !carriesOut(cls, true)
	}
	own, _ := lang.Mask(cutRunes(prompt, replyHead), lang.AllQuotes)
	cls := lang.Clauses(own)
	no := opensWithNo(cls)
	if carriesOut(cls, no) {
		return false
	}
	return kind == asksOther || !no
}

// holdRefused returns a reply to an offer to hold back without the words
// that only refuse the hold ("No, don't hold off — go now." is "go now.",
// "nah go for it" is "go for it"), when what is left carries the plan out;
// else the reply as it is. A refusal of the hold is the plan's go-ahead,
// not a refusal of the plan.
func holdRefused(prompt string) string {
	rest := strings.TrimLeft(prompt, " \t\n")
	rest, held := cutHold(rest)
	if !held {
		for _, no := range [...]string{"no", "nah", "nope"} {
			if len(rest) > len(no) && strings.EqualFold(rest[:len(no)], no) && !wordByte(rest[len(no)]) {
				rest, held = strings.TrimLeft(rest[len(no):], holdPunct), true
				rest, _ = cutHold(rest)
				break
			}
		}
	}
	if !held || rest == "" || !carriesOut(lang.Clauses(rest), true) {
		return prompt
	}
	return rest
}

// holdPunct is what may stand between the words of a refused hold.
const holdPunct = " ,.!;:—–-\t\n"

// cutHold removes a refusal of the hold that opens s ("don't hold off",
// "no need to wait"), and reports whether there was one.
func cutHold(s string) (string, bool) {
	for _, hold := range [...]string{"don't hold off", "dont hold off", "don't hold it", "don't wait", "dont wait", "do not wait",
		"do not hold off", "no need to wait", "no need to hold off", "no need"} {
		if len(s) >= len(hold) && strings.EqualFold(strings.ReplaceAll(s[:len(hold)], "’", "'"), hold) &&
			(len(s) == len(hold) || !wordByte(s[len(hold)])) {
			return strings.TrimLeft(s[len(hold):], holdPunct), true
		}
	}
	return s, false
}

// namesAddition reports whether a reply to "Anything else before I
// start?" opens with a yes and goes on to say what ("yes — also log the
// upstream time"): the plan with an addition, to confirm. A bare yes says
// only that something is missing.
func namesAddition(prompt string) bool {
	own, _ := lang.Mask(cutRunes(prompt, replyHead), lang.AllQuotes)
	cls := lang.Clauses(own)
	if len(cls) == 0 || len(cls[0].Words) == 0 || !lang.IsYes(cls[0].Words[0]) {
		return false
	}
	rest := cls[0].Words[1:]
	for _, cl := range cls[1:] {
		rest = append(rest, cl.Words...)
	}
	return hasSubstance(rest)
}

// factQuestion reports whether a question (its clauses cls, their words
// ws) asks the user
// for a fact: a clause of it opens with a verb of being or doing asked of
// the world ("is", "are", "does", "do you use", "have you got"), after at
// most a short lead-in ("Quick check first — is 5432 in use?"), and it
// holds no word that asks for a decision, a wish, an evaluation or
// something missing ("want", "should", "ok", "good", "proceed", "prefer",
// "anything": "Do you want the window configurable?", "Is that ok?", "Is
// there anything else?" are not facts).
//
// With ws nil the question was announced as preliminary (see
// preliminary): only the words that evaluate the plan or ask for a
// decision count then, not the pronouns and "anything" that a question
// about the world holds too ("is this built with ASan anywhere?").
func factQuestion(cls []lang.Clause, ws []string) bool {
	announced := ws == nil
	if announced {
		for _, cl := range cls {
			ws = append(ws, cl.Words...)
		}
	}
	if len(ws) < 3 {
		return false
	}
	lead := 0
	opens := false
	for _, cl := range cls {
		if len(cl.Words) == 0 {
			continue
		}
		switch cl.Words[0] {
		case "is", "are", "was", "were", "does", "do", "did", "has", "have":
			opens = true
		}
		if opens || lead+len(cl.Words) > maxFactLeadIn {
			break
		}
		lead += len(cl.Words)
	}
	if !opens {
		return false
	}
	for _, w := range ws {
		if decisionWord(w) && !(announced && worldWord(w)) {
			return false
		}
	}
	return true
}

// worldWord reports whether a word that decisionWord counts may as well
// stand in a question about the world: a pronoun ("is this built with
// ASan?", "does it run on ARM?"), "anything" ("is anything else reading
// the column?"), "need" ("does the job need root?").
func worldWord(w string) bool {
	switch w {
	case "this", "that", "it", "these", "those", "we", "anything", "need":
		return true
	}
	return false
}

// preliminary reports whether the assistant announced its last question
// q as one to settle before the plan, not as the go-ahead: the words just
// before it say so ("Before I do:", "Quick check first —", "One
// question:", "Sanity check:", "First, though:"). A yes to such a
// question answers it.
func preliminary(text, q string) bool {
	end := strings.LastIndex(text, q)
	if end <= 0 {
		return false
	}
	head := text[:end]
	if len(head) > maxPreliminary {
		head = head[len(head)-maxPreliminary:]
	}
	if i := strings.LastIndexAny(head, ".!?\n"); i >= 0 {
		head = head[i+1:]
	}
	head = strings.ToLower(head)
	for _, p := range [...]string{"before i ", "before starting", "before we ", "check", "question", "first", "one thing"} {
		if strings.Contains(head, p) {
			return true
		}
	}
	return false
}

// maxPreliminary bounds how much before a question is read for its
// announcement.
const maxPreliminary = 60

// withoutAsides returns a question without its parenthesised asides
// ("Is the cluster on Go 1.19+ (GOMEMLIMIT needs it)?"): what they
// explain is not what is asked.
func withoutAsides(q string) string {
	open := strings.IndexByte(q, '(')
	if open < 0 {
		return q
	}
	shut := strings.IndexByte(q[open:], ')')
	if shut < 0 {
		return q
	}
	return q[:open] + withoutAsides(q[open+shut+1:])
}

// maxFactLeadIn bounds the words before the clause of a fact question.
const maxFactLeadIn = 4

// decisionWord reports whether a word in a question asks for a decision,
// a wish or an evaluation of the plan rather than a fact.
func decisionWord(w string) bool {
	switch w {
	case "want", "wanna", "need", "prefer", "like", "mind", "should", "shall", "can", "could", "may", "let", "ok", "okay",
		"good", "fine", "sound", "sounds", "work", "works", "right", "look", "looks", "proceed", "plan", "happy", "agree",
		"approve", "also", "rather", "instead", "better", "alright", "i", "me", "we", "this", "that", "it", "these", "those",
		"anything", "miss", "missing", "missed", "forgot", "change", "add", "objections", "concerns", "suit", "suits",
		"acceptable", "aligned", "cool", "reasonable", "sensible", "safe", "ready", "now", "approach", "idea", "proposal":
		return true
	}
	return false
}

// optionQuestion reports whether a question offers a choice inside the
// plan rather than asking to carry it out: "also" (something more), "to
// be" (a property: "want the window to be configurable?") or "or" (two
// ways), and no word that asks for the go-ahead or an evaluation of the
// plan ("Proceed, or should I wait?", "Is this ok, or should I split
// it?").
func optionQuestion(ws []string) bool {
	option := false
	for i, w := range ws {
		if asksToGo(w) {
			return false
		}
		switch w {
		case "also", "or":
			option = true
		case "be":
			option = option || i > 0 && ws[i-1] == "to"
		}
	}
	return option
}

// maxJustPlan bounds the replies read as "no, just the plan": a few words.
const maxJustPlan = 80

// justThePlan reports whether a reply to a question that offers more than
// the plan ("Should I also backfill the rows?", "Anything else before I
// start?") declines the addition and keeps the plan as written: a no, then
// "just"/"only" and what the plan already holds — "that", "this", "the
// rest", or words of the plan that the question does not speak of ("no,
// just the validation and migration", "nah, just that"). Nothing else may
// follow. question is the last question the plan message asked.
func justThePlan(prompt, plan, question string) bool {
	if len(prompt) > maxJustPlan {
		return false
	}
	cls := lang.Clauses(prompt)
	if !opensWithNo(cls) {
		return false
	}
	var ws []string
	for _, cl := range cls {
		ws = append(ws, cl.Words...)
	}
	if len(ws) < 3 || len(ws) > 8 || ws[1] != "just" && ws[1] != "only" {
		return false
	}
	rest := ws[2:]
	for _, w := range rest {
		switch w {
		case "for", "now", "later", "but", "also", "then", "after", "before", "ask", "tell", "ping", "first", "not", "don't":
			return false // "no, just the index for now, ask me later": more than the plan
		}
	}
	if len(rest) == 1 && (rest[0] == "that" || rest[0] == "this" || rest[0] == "it") {
		return true // "nah, just that"
	}
	named := strings.Join(rest, " ")
	if len(rest) == 2 && rest[0] == "the" && rest[1] == "plan" {
		return true
	}
	if question == "" || termsOf(question).shared(named) > 0 {
		return false // "no, just the backfill": the addition itself
	}
	return termsOf(plan).shared(named) > 0
}

// alsoVerdict is what a reply to an offer of more than the plan ("Should I
// also bump the version?") says about the plan itself.
type alsoVerdict uint8

const (
	// alsoUnread: the reply is read by the other rules.
	alsoUnread alsoVerdict = iota
	// alsoPlanApproved: the plan approved, with the addition or without
	// it, both spelled out: "yes to both", "yes, bump it too and go",
	// "both, go", "nah don't bump, but yes do the webpack change", "no,
	// just the code, thanks — go ahead with that part".
	alsoPlanApproved
	// alsoDeclinedOnly: the addition declined and nothing said of the
	// plan: "no.", "nope", "no thanks".
	alsoDeclinedOnly
)

// answerToAlso reads a reply to a question that offers something beside
// the plan (question is that question, plan the plan message). A yes to
// the offer alone ("yes, add the flag too") picks it, a change to
// confirm, and stays with the other rules; so does anything this cannot
// read whole.
func answerToAlso(prompt, plan, question string) alsoVerdict {
	if len(prompt) > maxAlsoAnswer || !offersMore(question) {
		return alsoUnread
	}
	own, _ := lang.Mask(prompt, lang.AllQuotes)
	cls := lang.Clauses(own)
	if len(cls) == 0 || lang.SarcasticIn(own, cls) {
		return alsoUnread
	}
	if onlyDeclines(cls) {
		return alsoDeclinedOnly
	}
	// The plan message holds the question: its terms without it are the
	// plan's own.
	offer, whole := termsOf(question), termsOf(strings.Replace(plan, question, "", 1))
	if doubtsOffer(cls, offer) {
		return alsoDeclinedOnly // "hmm not sure about extract, let's see": the offer undecided, the plan not spoken of
	}
	if takesBoth(cls, offer) {
		return alsoPlanApproved
	}
	// A decline of the offer, then an approval of what the plan holds.
	if !opensWithNo(cls) && !declinesOffer(cls[0].Words, offer) {
		return alsoUnread
	}
	approved := false
	for _, cl := range cls[1:] {
		if restOpening(cl.Words) > 0 {
			// "leave typescript alone, the rest go ahead": a remainder
			// approved, a part left out: partial, read by the other rules.
			return alsoUnread
		}
		for i, w := range cl.Words {
			switch {
			case lang.IsYes(w) || alsoFiller(w) || i == 0 && w == "but":
			case carryWord(w):
				approved = true
			case offer.has(stem(w)) && !whole.has(stem(w)):
				return alsoUnread // "no, just the dry-run flag": the offer itself
			case !whole.has(stem(w)):
				return alsoUnread // something else: a change, a condition
			}
			approved = approved || lang.IsYes(w)
		}
	}
	if approved {
		return alsoPlanApproved
	}
	return alsoUnread
}

// offersMore reports whether a question offers something beside the plan
// ("Should I also …?", "… as well?", "… too?", "while I'm at it?"), not a
// choice between ways ("A or B, or both?": "both" there is a new plan to
// confirm).
func offersMore(question string) bool {
	for _, cl := range lang.Clauses(question) {
		for i, w := range cl.Words {
			switch w {
			case "also", "too", "additionally":
				return true
			case "well":
				if i > 0 && cl.Words[i-1] == "as" {
					return true
				}
			}
		}
	}
	return false
}

// maxAlsoAnswer bounds the replies answerToAlso reads: a few clauses.
const maxAlsoAnswer = 120

// onlyDeclines reports whether a reply is a bare no ("no.", "nope", "nah,
// thanks", "no need"): every word a refusal or a thanks.
func onlyDeclines(cls []lang.Clause) bool {
	if !opensWithNo(cls) {
		return false
	}
	for _, cl := range cls {
		for _, w := range cl.Words {
			switch w {
			case "no", "nope", "nah", "none", "negative", "thanks", "thank", "you", "thx", "need", "not", "needed",
				"necessary", "really", "for", "now":
			default:
				return false
			}
		}
	}
	return true
}

// doubtsOffer reports whether a reply only doubts the offer: words of
// doubt ("not sure", "hmm", "let's see", "maybe") and what only the offer
// names, nothing else.
func doubtsOffer(cls []lang.Clause, offer planTerms) bool {
	doubt, named := false, false
	for _, cl := range cls {
		for _, w := range cl.Words {
			switch w {
			case "not", "sure", "unsure", "dunno", "idk", "maybe", "hmm", "hm", "see", "let's", "think", "about", "undecided":
				doubt = doubt || w != "about" && w != "think"
			case "the", "a", "that", "it", "on", "yet", "i", "i'm", "for", "now":
			default:
				if !offer.has(stem(w)) {
					return false
				}
				named = true
			}
		}
	}
	return doubt && named
}

// takesBoth reports whether a reply takes the offer and the plan together,
// in so many words: "both" or "too" with a yes or a word that carries the
// plan out ("yes to both", "both, go", "yes, bump it too and go"); other
// words may only name the offer.
func takesBoth(cls []lang.Clause, offer planTerms) bool {
	var ws []string
	for _, cl := range cls {
		ws = append(ws, cl.Words...)
	}
	both, yes, carry := false, false, false
	for i, w := range ws {
		switch {
		case w == "both":
			both = true
			yes = yes || i > 0 && (lang.IsYes(ws[i-1]) || ws[i-1] == "to" && i > 1 && lang.IsYes(ws[i-2]))
		case w == "too":
			both = true
		case w == "do" && (i+1 == len(ws) || ws[i+1] != "both" && ws[i+1] != "all" && ws[i+1] != "everything"):
			// "yes, do that too": "do" takes the offer as its object and
			// says nothing of the plan, a pick to confirm; "do both" takes
			// both.
			return false
		case carryWord(w):
			carry = true
		case lang.IsYes(w) || alsoFiller(w):
		case !offer.has(stem(w)):
			return false
		}
	}
	return both && (yes || carry)
}

// declinesOffer reports whether a clause declines the offer by name:
// "don't bump", "skip the logging", "leave the button alone", "no
// backfill".
func declinesOffer(ws []string, offer planTerms) bool {
	neg, named := false, false
	for _, w := range ws {
		switch w {
		case "no", "nah", "nope", "don't", "dont", "skip", "leave", "without", "not", "never":
			neg = true
		default:
			named = named || offer.has(stem(w))
		}
	}
	return neg && named
}

// carryWord reports whether w carries a plan out: "go", "proceed", "do",
// "ship", "start", "apply".
func carryWord(w string) bool {
	switch w {
	case "go", "ahead", "proceed", "do", "ship", "start", "apply", "execute", "implement", "lgtm":
		return true
	}
	return false
}

// alsoFiller reports whether w says nothing of what is approved: "please",
// "the", "it", "that part", "just", "thanks".
func alsoFiller(w string) bool {
	switch w {
	case "please", "pls", "plz", "the", "a", "it", "that", "this", "them", "those", "part", "parts", "one", "bit", "just",
		"only", "thanks", "thank", "you", "thx", "and", "then", "with", "on", "to", "for", "of", "change", "changes",
		"code", "plan", "as", "is", "planned", "written", "fix":
		return true
	}
	return false
}

// A question in a reply may be about the asking itself, not the plan:
// "why are you even asking, obviously yes, do it", "do you really need to
// ask? go". It is impatience with the confirmation, and asks nothing about
// the plan: the approval stands as it is.

// askedAgain reports whether a question only wonders at being asked again:
// "how many times", "how many times do I have to say it", "how often
// must I tell you". Nothing in it is about the plan.
func askedAgain(ws []string) bool {
	switch {
	case len(ws) >= 3 && ws[0] == "how" && ws[1] == "many" && ws[2] == "times":
		ws = ws[3:]
	case len(ws) >= 2 && ws[0] == "how" && ws[1] == "often":
		ws = ws[2:]
	default:
		return false
	}
	for _, w := range ws {
		switch w {
		case "do", "does", "did", "i", "have", "has", "to", "must", "should", "need", "say", "said", "tell", "told",
			"repeat", "you", "it", "this", "that", "already", "again", "confirm", "answer", "write", "type", "ask", "asking",
			"are", "will", "we", "go", "over", "lol", "omg", "ffs", "jeez", "man", "dude", "bro":
		default:
			return false
		}
	}
	return true
}

// asksOnlyWhyAsked reports whether every question of a reply is about the
// assistant's asking (see above): it names "you", a form of "ask" and
// wonders at it ("why", "even", "really"; not "can you ask Dana?").
func asksOnlyWhyAsked(prompt string) bool {
	own, _ := lang.Mask(cutRunes(prompt, replyHead), lang.AllQuotes)
	found := false
	for _, cl := range lang.Clauses(own) {
		if !cl.Question && !lang.OpensQuestion(cl.Words) {
			continue
		}
		if askedAgain(cl.Words) {
			found = true // "YES. how many times": the asking again wondered at
			continue
		}
		you, ask, why := false, false, false
		for _, w := range cl.Words {
			switch w {
			case "you", "u":
				you = true
			case "ask", "asking", "asked":
				ask = true
			case "why", "even", "really":
				why = true
			}
		}
		if !you || !ask || !why {
			return false
		}
		found = true
	}
	return found
}

// A go-ahead may come in the order of a statement with a question mark:
// "you can proceed?", "Is ok for me, you may start?", "Plan is good. You
// make it, yes?". It is how many people who learnt English later give
// leave (their language marks a question by tone alone), and it grants:
// English asks by inverting ("can I…?", "should you…?"). The clause opens
// with "you", maybe a modal of leave ("can", "may", "could"), then a verb
// of carrying the plan out and nothing but "it", "now", "please" and the
// like; a tag ("yes?", "ok?") may follow it. Anything more — a condition,
// an addition, another question — and the reply is read as written.

// maxDeclarative bounds the replies read for a declarative go-ahead.
const maxDeclarative = 120

// declarativeLeave reports whether a reply's questions are only a
// go-ahead in the order of a statement and its tag (see above).
func declarativeLeave(prompt string) bool {
	if len(prompt) > maxDeclarative || !strings.Contains(prompt, "?") {
		return false
	}
	leave, asks := false, false
	for _, cl := range lang.Clauses(prompt) {
		stated := leaveStatement(cl.Words)
		leave = leave || stated
		if !cl.Question {
			continue
		}
		asks = true
		if !stated && !(len(cl.Words) == 1 && (cl.Words[0] == "yes" || cl.Words[0] == "ok" || cl.Words[0] == "okay")) {
			return false
		}
	}
	return asks && leave
}

// leaveStatement reports whether a clause gives leave in the order of a
// statement: "you can proceed", "you may start now", "you make it"; not
// "you can do?", whose "do" lacks its object.
func leaveStatement(ws []string) bool {
	i := 0
	for i < len(ws) && (ws[i] == "so" || ws[i] == "then" || ws[i] == "and" || ws[i] == "ok" || ws[i] == "okay") {
		i++
	}
	if len(ws)-i > 7 || i+1 >= len(ws) || ws[i] != "you" && ws[i] != "u" {
		return false
	}
	i++
	if ws[i] == "can" || ws[i] == "may" || ws[i] == "could" {
		i++
	}
	if i == len(ws) || !carryWord(ws[i]) && ws[i] != "make" && ws[i] != "begin" && ws[i] != "continue" && ws[i] != "run" {
		return false
	}
	object := false
	for _, w := range ws[i+1:] {
		switch w {
		case "it", "this", "that", "plan", "change", "changes":
			object = true
		case "now", "please", "pls", "ahead", "the", "with", "on":
		default:
			return false
		}
	}
	// "do" takes an object: "you can do it?" gives leave, "you can do?"
	// asks whether it can be done.
	return object || ws[i] != "do"
}

// evaluation reports whether w judges the plan as a whole ("good",
// "right", "ok", "sane").
func evaluation(w string) bool {
	switch w {
	case "good", "right", "ok", "okay", "fine", "sane", "reasonable", "correct", "alright", "sensible", "solid":
		return true
	}
	return false
}

// A question for what is missing or to be changed ("Anything you'd
// change?", "Any objections?") is answered "nothing" before the go-ahead:
// "nope, nothing — do it", "Not a thing. Proceed.", "nah, all good, go".
// The opening clauses say there is nothing to add, the rest only carries
// the plan out: the plan as written, approved.

// nothingThenGo reports whether a reply is clauses that say there is
// nothing to add, then clauses that only carry the plan out (see above).
//
// Only the user's own words count, and sarcasm ("nope, nothing. go 🙄")
// is doubt.
func nothingThenGo(prompt string) bool {
	if len(prompt) > maxJustPlan {
		return false
	}
	own, masked := lang.Mask(prompt, lang.AllQuotes)
	cls := lang.Clauses(own)
	if masked || lang.SarcasticIn(prompt, cls) {
		return false
	}
	i := 0
	for i < len(cls) && !cls[i].Question && nothingToAdd(cls[i].Words, i == 0) {
		i++
	}
	if i == 0 || i == len(cls) {
		return false
	}
	carry := false
	for _, cl := range cls[i:] {
		if cl.Question {
			return false
		}
		for _, w := range cl.Words {
			switch {
			case carryWord(w):
				carry = true
			case alsoFiller(w) || lang.IsYes(w) || w == "now" || w == "ahead":
			default:
				return false
			}
		}
	}
	return carry
}

// nothingToAdd reports whether a clause says only that there is nothing
// to add: "nope", "nothing", "not a thing", "none from me"; after such a
// clause (first false) also "all good".
func nothingToAdd(ws []string, first bool) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "no", "nope", "nah", "nothing", "none", "not":
	default:
		if first {
			return false
		}
	}
	for _, w := range ws {
		switch w {
		case "no", "nope", "nah", "nothing", "none", "not", "a", "thing", "else", "really", "all", "good", "from", "me",
			"i'm", "fine", "thanks", "at", "objections", "concerns", "changes":
		default:
			return false
		}
	}
	return true
}

// maxCurious bounds the replies read by askedOnlyOutOfCuriosity: a
// question marked as idle is short, and a long reply is not split again
// for it.
const maxCurious = 400

// askedOnlyOutOfCuriosity reports whether a reply is a question and, for
// the rest, only says that it is one: "why X and not Y? just asking",
// "does this touch the cache? just curious". It answers nothing about the
// plan; a go-ahead beside it ("go ahead. why X? just curious") is another
// clause and keeps it from applying.
func askedOnlyOutOfCuriosity(cls []lang.Clause) bool {
	asked, marked := false, false
	for _, cl := range cls {
		switch {
		case cl.Question:
			asked = true
		case curiosityMarker(cl.Words):
			marked = true
		case onlyInterjections(cl.Words):
		default:
			return false
		}
	}
	return asked && marked
}

// curiosityMarker reports whether a clause only says that a question is
// asked from curiosity: "just asking", "just curious", "only wondering",
// "out of curiosity".
func curiosityMarker(ws []string) bool {
	if len(ws) > 0 && (ws[0] == "just" || ws[0] == "only" || ws[0] == "i'm" || ws[0] == "am") {
		ws = ws[1:]
	}
	switch len(ws) {
	case 1:
		return ws[0] == "asking" || ws[0] == "curious" || ws[0] == "wondering"
	case 3:
		return ws[0] == "out" && ws[1] == "of" && ws[2] == "curiosity"
	}
	return false
}

// onlyInterjections reports whether a clause holds interjections only
// ("eh", "hmm"), or nothing.
func onlyInterjections(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "eh", "huh", "hmm", "hm", "um", "umm", "uh", "er", "erm", "mm", "so":
		default:
			if !interjection(w) {
				return false
			}
		}
	}
	return true
}

// maxEcho bounds the words of an echo question: "30 runs?", "31 errors in
// models?".
const maxEcho = 4

// echoesOnly reports whether every question of a reply only echoes the
// plan back in surprise, before a go-ahead that closes the reply: "30
// runs? lol ok fine go", "31 errors in models? wow. ok go ahead". An echo
// question is a few words, each a number or a word of the plan, with no
// question word or verb of asking ("why 30 runs?", "can you do 30
// runs?"): it exclaims at what the plan says, and asks nothing to answer.
func echoesOnly(prompt, plan string) bool {
	if len(prompt) > maxPick || plan == "" {
		return false
	}
	cls := lang.Clauses(prompt)
	if len(cls) < 2 || cls[len(cls)-1].Question {
		return false // the go-ahead must come after the echo
	}
	terms := termsOf(plan)
	found := false
	for _, cl := range cls {
		if !cl.Question {
			continue
		}
		if len(cl.Words) == 0 || len(cl.Words) > maxEcho || lang.OpensQuestion(cl.Words) {
			return false
		}
		number := false
		for _, w := range cl.Words {
			switch {
			case hasDigit(w):
				// the plan's own number: "50 runs?" to a plan of 30
				// proposes another
				number = true
				if terms.shared(w) == 0 {
					return false
				}
			case determiner(w) || w == "in" || w == "of" || w == "on":
			case terms.shared(w) == 0:
				return false
			}
		}
		if !number {
			return false // "the cache?": what it asks about may need an answer
		}
		found = true
	}
	return found
}

// noThenApproval reports whether a reply to "Any objections?" or
// "Anything else?" opens with a bare no in any language ("nein", "nie
// mam", "non", "нет", "いいえ"), one or two words before the first
// punctuation, and the rest, read on its own, approves the plan as
// written with nothing beside it: "nein, mach ruhig", "nie mam, jedź z
// tym", "non, vas-y". The no answers the question; the rest is the
// go-ahead. A rest that changes, holds or asks anything keeps the reply
// what the whole reads.
func (c *Classifier) noThenApproval(prompt, plan string) bool {
	if len(prompt) > maxJustPlan {
		return false
	}
	cut := strings.IndexAny(prompt, ",.;!—–，。、")
	if cut <= 0 || cut > 24 {
		return false
	}
	head := lang.Clauses(prompt[:cut])
	if len(head) != 1 || len(head[0].Words) == 0 || len(head[0].Words) > 2 || head[0].Question {
		return false
	}
	if w := head[0].Words[0]; !lang.IsNo(w) && !lang.IsForeignNegation(w) && w != "nope" && w != "nah" {
		return false
	}
	_, size := utf8.DecodeRuneInString(prompt[cut:])
	rest := strings.TrimSpace(prompt[cut+size:])
	if rest == "" || lang.SarcasticIn(prompt, lang.Clauses(prompt)) {
		return false
	}
	r := c.readAnswer(rest, plan, false)
	return r.signal == High && r.modification == NoModification
}

// maxAsideAnswer bounds the assistant's answer to an aside question: a
// fact or two, not a new proposal.
const maxAsideAnswer = 400

// asideQuestion reports whether a user message between the plan and the
// reply is a question marked as an aside ("btw which node version does CI
// use?", "fyi, is staging still on 14?", "oh also, do you know if Xcode 16
// still needs the flag?") that the assistant answered with
// a fact and no proposal of its own: the aside word says the question is
// beside the plan, not a new subject that replaces it, so a go-ahead after
// the answer still answers the plan. A question of how to do something
// ("btw, how do I squash commits?") asks for work of its own, and
// "unrelated question: …" marks another subject: those stay new requests.
func asideQuestion(text, answer string) bool {
	if answer == "" || len(answer) > maxAsideAnswer || len(text) > maxAsideAnswer {
		return false
	}
	cls := lang.Clauses(text)
	first, ok := inPassing(cls)
	if !ok || proposes(answer) {
		return false
	}
	asks := false
	for _, cl := range cls[first:] {
		if len(cl.Words) > 0 && !cl.Question {
			return false
		}
		for _, w := range cl.Words {
			if w == "how" || w == "can" || w == "could" || w == "would" || w == "should" || w == "help" {
				// "btw, how do I squash commits?": a way to do something
				// asked for, which a "go ahead" after the answer may mean
				return false
			}
		}
		asks = asks || cl.Question
	}
	return asks
}

// byTheWay reports whether w marks what follows as said in passing
// ("btw", "fyi", "ps"), not as another subject ("unrelated", "off-topic").
func byTheWay(w string) bool {
	switch w {
	case "btw", "fyi", "ps", "p.s", "fwiw", "sidenote":
		return true
	}
	return false
}
