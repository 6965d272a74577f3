package confirm

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/clip"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Level is how directly the user asked for a change.
type Level string

const (
	// Explicit: the user asked for this change (it runs at once and is
	// reported after).
	Explicit Level = "explicit"
	// NeedsConfirmation: the change is inferred, proactive or unclear
	// (it is shown first and asked about).
	NeedsConfirmation Level = "needs_confirmation"
)

// Role says who wrote a turn of the conversation.
type Role string

// Roles of a conversation turn.
const (
	User      Role = "user"
	Assistant Role = "assistant"
)

// Turn is one message of the conversation: a user prompt or assistant text
// (tool calls and results are not part of it).
type Turn struct {
	Role Role   `json:"role"`
	Text string `json:"text"`
}

// Request is what Classify judges: the recent conversation, oldest first,
// and the target of the proposed change.
type Request struct {
	Conversation []Turn
	Target       Target
	// Approves, when set, reports whether a short reply clearly approves
	// what the assistant proposed (the consent capability's reading, with
	// the user's configured phrases); nil uses the built-in approval words.
	Approves func(reply string) bool
	// ConsentedPlan is the plan the user just gave confirmed consent to
	// (the consent capability's verdict on their latest prompt), or "".
	ConsentedPlan string
}

// Classification is the verdict on one change, with the reason in words a
// user can check.
type Classification struct {
	Level     Level  `json:"level"`
	Reasoning string `json:"reasoning"`
	// Uncertain says the rules could not settle it: the user's latest
	// request names the target but something keeps it from being a plain
	// request (a hedge, a question, no change verb, a part of the file
	// elsewhere). A configured classifier with "when": "uncertain" is asked
	// only then.
	Uncertain bool `json:"uncertain,omitempty"`
}

// Limits of the conversation Classify walks back through.
const (
	// maxExchanges is how many question-and-answer rounds a request is
	// carried through.
	maxExchanges = 3
	// maxAnswerWords: a reply this short to a question answers it; a
	// longer one is a request of its own.
	maxAnswerWords = 12
	// guardWords is how far before a name a negation keeps it out
	// ("don't touch lexer.go").
	guardWords = 3
	// protectReach is how far before a name "leave", "keep", "except" …
	// keep it out ("leave the old lexer.go").
	protectReach = 8
)

// Classify decides whether the user directly asked for the change to
// req.Target, reading only the user's own words (pasted logs, code, quoted
// lines and quoted speech are not theirs). It is Explicit when
//
//   - the user's latest request names the target — its path, its file name,
//     its stem used as a name ("the readme"), or a symbol of the edit's own
//     enclosing declaration or old text (never of the new text only, never
//     a neighbouring declaration) — and asks for a change (fix, update,
//     bump, "should be" …) that is not negated in its clause, hedged, or a
//     question ("Fix X, and could you explain Y?" asks for the fix);
//   - or the latest message is a short answer to the assistant's question
//     ("both", "the second one", "only dev", "not the prod one", "go
//     ahead"): then the request it answers carries through, and a target
//     the answer picks among the options, wherever they stand in the
//     assistant's message, counts as named;
//   - or the latest message plainly approves (req.Approves) an assistant
//     proposal that names the target, such as the confirmation question a
//     denied edit made the model ask;
//   - or it approves, or asks for "it", right after my message restated
//     the change word for word on the one file the conversation is about
//     ("So: `RETRY_LIMIT = 5`, nothing else." — "yup ship it"; restated.go);
//   - or the user gave confirmed consent to a plan that names the target.
//
// Everything else needs confirmation: vague requests, targets never named,
// the assistant's own suggestions (answered or not with only "ok"), and
// anything unsure. docs/confirmation.md has the rules in full.
func Classify(req Request) Classification {
	c := classify(req)
	if c.Level != Explicit {
		if cc, ok := correctedRequest(req); ok {
			c = cc // "set workers to 8" … "strike that, 6" (followup.go)
		}
	}
	if c.Level == Explicit {
		if why := beyondAsked(req.Conversation, req.Target); why != "" {
			return needs(why)
		}
	}
	return c
}

// classify is Classify before the checks of an explicit verdict against
// what the edit does beside the request (beyondAsked).
func classify(req Request) Classification {
	plain := req.Approves
	if plain == nil {
		plain = lang.ApprovesPlainly
	}
	approves := func(reply string) bool {
		return !takesWorkOn(reply, req.Target) && (plain(reply) || yesInside(reply, plain))
	}
	c := classifyRequest(req.Conversation, req.Target, approves)
	if c.Level == Explicit {
		if why, ok := contradictsProposal(req.Conversation, req.Target); ok {
			return needs(why)
		}
		return c
	}
	u := lastUser(req.Conversation, len(req.Conversation))
	if pc, ok := pickedOffer(req.Conversation, u, req.Target); ok {
		return pc
	}
	if pc, ok := adoptsProposal(req.Conversation, u, req.Target, approves); ok {
		return pc
	}
	if pc, ok := answeredValue(req.Conversation, u, req.Target); ok {
		return pc // "what value do you want?" — "20" (answered.go)
	}
	if plan := headOf(req.ConsentedPlan, rangeMax*2); plan != "" {
		// A name counts only where its sentence names no other file: "in
		// `tsconfig.json`, set strict under compilerOptions" is no plan
		// for tsconfig.build.json's compilerOptions.
		if ms := withoutKept(plan, ownSentences(plan, mentions(plan, lang.Normalize(plan), req.Target, true), req.Target), req.Target); len(ms) > 0 && planCovers(plan, ms, req.Target) &&
			!showsOtherValues(plan, req.Target) {
			return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you confirmed the plan, and it names %q", ms[0].what)}
		}
	}
	return c
}

// showsOtherValues reports whether a plan whose proposing sentences spell
// values out as code ("I'd raise `limits.memory` to `1Gi`") has none of
// the words and numbers the change brings in: then the change is another
// one than the plan's, even if the plan mentions its lines in passing
// ("the probe's `initialDelaySeconds: 5` is also short").
func showsOtherValues(plan string, t Target) bool {
	if strings.Count(offeredPart(plan), "`") < 2 {
		return false
	}
	have := tokenSet(plan)
	old := tokenSet(t.removed)
	fresh := 0
	for _, w := range tokens(t.Added) {
		if old[w] {
			continue
		}
		if have[w] {
			return false
		}
		fresh++
	}
	return fresh > 0
}

// classifyRequest applies the rules on the user's own words.
func classifyRequest(conv []Turn, t Target, approves func(string) bool) Classification {
	u := lastUser(conv, len(conv))
	if u < 0 {
		return needs("there is no request from you in the recent conversation")
	}
	latest := read(conv[u].Text, t)
	latest.spells = u == 0 || conv[u-1].Role != Assistant || !strings.Contains(assistantBlock(conv, u-1), "?")
	if why, ok := latest.takesBack(); ok {
		return latest.needs(why)
	}
	if v, ok := latest.refusedValue(); ok {
		return needs(fmt.Sprintf("you said not %q, and this change brings it in", v))
	}
	if c, ok := approvedProposal(conv, u, t, approves); ok {
		return c
	}
	if c, ok := approvedAcrossAside(conv, u, t, approves); ok {
		return c
	}
	if c, ok := unansweredSuggestion(conv, u, t); ok {
		return c
	}
	if c, ok := listedPick(conv, u, t, approves); ok {
		return c
	}
	if c, ok := answerToProposal(conv, u, t); ok {
		return c
	}

	if name, ok := latest.undoes(); ok {
		return latest.needs(fmt.Sprintf("you said not to take %q away, and this change does", name))
	}
	if name, ok := latest.reportsDone(); ok {
		return latest.needs(fmt.Sprintf("you said you already changed %q", name))
	}
	if what, ok := latest.adoptsQuote(approves); ok {
		return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you quoted a request for %q and asked for it (%q)", what, clip80(conv[u].Text))}
	}
	if c, ok := requestInContext(conv, u, t, latest); ok {
		return c
	}
	if c, ok := sameAgain(conv, u, t, latest); ok {
		return c
	}
	ok, why := latest.asksFor()
	if ok {
		if named, extra := latest.beyondRequest(); extra != "" {
			return latest.needs(fmt.Sprintf("you listed %q, and this change also brings in %q", named, extra))
		}
		if v, ok := versionNotBrought(conv[u].Text, t); ok {
			return latest.needs(fmt.Sprintf("you asked for %q, and this change does not bring it in", v))
		}
		if v, ok := latest.unitNotBrought(); ok {
			return latest.needs(fmt.Sprintf("you asked for %q, and this change writes the number in another unit", v))
		}
		if c, off := createdValueOff(conv[u].Text, t); off {
			return c // "add an .nvmrc with 20.11.1" written as "20" (valueasked.go)
		}
		if p := latest.keptPlaceChanged(t.units()); p != "" {
			return latest.needs(fmt.Sprintf("you said to leave %q as it is, and this change is in it", p)) // keptplace.go
		}
		return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it: %s", why)}
	}
	if c, ok := onSubject(conv, u, t, latest); ok {
		return c
	}
	if c, ok := continuesOnFile(conv, u, t, latest); ok {
		return c
	}
	if c, ok := afterAside(conv, u, t, latest); ok {
		return c
	}
	if c, ok := restatedChange(conv, u, t, latest, approves); ok {
		return c // "So: `RETRY_LIMIT = 5`, nothing else." — "yup ship it" (restated.go)
	}
	if latest.stands() {
		head, ok := answerHead(conv, u, t, latest)
		if !ok {
			return latest.needs(orNothingAsks(why, t))
		}
		// "both please, releases built with an older go than CI would be
		// silly": the answer is the opening, the rest says why (picks.go)
		conv = append(append(append([]Turn(nil), conv[:u]...), Turn{Role: User, Text: head}), conv[u+1:]...)
		latest = read(head, t)
	}

	// The latest message is a short reply: walk back through the questions
	// it answers to the request they came from.
	var verb, named, byQuestion string
	last := latest
	i := u
	for k := 0; k < maxExchanges; k++ {
		reply := read(conv[i].Text, t)
		if k == 0 && reply.putsOff() {
			return needs(fmt.Sprintf("you put the decision off (%q)", clip80(conv[i].Text)))
		}
		q := i - 1
		var question string
		if q >= 0 && conv[q].Role == Assistant {
			question = assistantBlock(conv, q)
		}
		picked, pickedAny := "", false
		if opts, ok := choicesIn(question); ok {
			picked, pickedAny = pickOptions(reply, opts, offersAll(question))
			if !pickedAny {
				picked, pickedAny = pickLetter(reply, question) // "Option B" — "B"
			}
			if other, ok := otherOptionFits(splitPicked(picked, opts), opts, t); ok && pickedAny {
				return pickedOther(conv[i].Text, other)
			}
			if v, ok := pickedVerb(splitPicked(picked, opts), opts, question, t); ok && verb == "" && pickedAny {
				verb = v // "1 and 3" to "I could: 1. make Put use defer …": the option asks
			}
			if best := bestFit(splitPicked(picked, opts), picked, t); best != picked && len(mentions(best, lang.Normalize(best), t, false)) > 0 {
				picked = best // "1 and 3": the one of them this change is, when it names the target itself
			}
			picked = withoutSharedPlace(picked, opts)
		}
		if !pickedAny && reply.declines() && !reply.limitsTo() {
			return needs(fmt.Sprintf("you replied %q", clip80(conv[i].Text)))
		}
		if lastQuestion(question) != "" && reply.asksBack() {
			// "To what value?" — "what do you suggest?": what the change
			// is was left to me.
			return needs(fmt.Sprintf("you answered my question with a question (%q)", clip80(conv[i].Text)))
		}
		if question == "" || !strings.Contains(question, "?") {
			break
		}
		if named == "" && picked != "" {
			if ms := mentions(picked, lang.Normalize(picked), t, false); len(ms) > 0 && !(onlyFiles(ms) && elsewhere(picked, lang.Normalize(picked), t) != "") {
				named = fmt.Sprintf("you picked %q when asked, which names %q", clip80(conv[i].Text), ms[0].what)
				if v := offeredVerb(question); v != "" && verb == "" && proposalShows(lastQuestion(question), t) &&
					(pointsAtEdit(lastQuestion(question)+"\n"+conv[i].Text, t) || onlyFiles(ms) && leavesValue(question, conv[i].Text, picked)) {
					// "Which one should I raise to 30s?" — "both": taken
					// when no request of the user's says more; the value
					// may be the answer's ("Which should I raise?" — "the
					// second one, to 50M").
					byQuestion = fmt.Sprintf("you answered %q when I asked which to %s, and it names %q", clip80(conv[i].Text), v, ms[0].what)
				} else if verb == "" && offeredToDo(question) && proposalShows(picked, t) &&
					(read(picked, t).verb() != "" || offersToChange(question) != "" && (pointsAtEdit(lastQuestion(question), t) || !bringsNewWords(t))) {
					// "I can either - add a retry … in geo/client.py, or …" —
					// "the retry one": the option picked is the request.
					byQuestion = fmt.Sprintf("you picked %q among the changes I offered, and it names %q", clip80(conv[i].Text), ms[0].what)
				}
			}
		}
		if file, ok := spelledPick(picked, question, t); ok && pickedAny && named == "" {
			named = fmt.Sprintf("you picked %q when asked, which spells this change to %q", clip80(conv[i].Text), file)
			byQuestion = named
		}
		if pickedAny && named == "" && (namesFiles(picked) || namesFiles(question) && !anyFile(mentions(question, lang.Normalize(question), t, false))) {
			// The answer picked among files, and none of them is this
			// target. (A question that names this file as the place of
			// all its options — "Two knobs in RetryPolicy.cs: … lower
			// attempts, raise delay, or both?" — picks among changes of
			// it, read below.)
			return needs(fmt.Sprintf("you picked %q when asked, which does not name %q", clip80(conv[i].Text), t.Name))
		}
		if pickedAny && named == "" && verb != "" && optionsPlacedIn(question, t) && pointsAtEdit(picked, t) {
			// "Two knobs in RetryPolicy.cs: … Should I lower attempts to
			// 2, raise delay to 5s, or both?" — "both": the options are
			// changes of the one file the question names, and the one
			// picked spells this change.
			named = fmt.Sprintf("you picked %q among the changes I offered in %q", clip80(conv[i].Text), t.Name)
			byQuestion = named
		}
		if verb == "" {
			verb = reply.verb()
		}
		if named == "" {
			named = reply.named()
		}
		j := lastUser(conv, q)
		if j < 0 {
			break
		}
		i = j
		req := read(conv[i].Text, t)
		if ok, why := req.asksFor(); ok {
			if c, off := exchangeValueOff(conv, i, u, t); off {
				return c // "set the timeout to 30s" — "which one?" — "both", for 60s (valueasked.go)
			}
			return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it: %s, and answered %q to my question", why, clip80(conv[u].Text))}
		}
		if verb == "" {
			verb = req.verb()
		}
		if named == "" {
			named = req.named()
		}
		if verb != "" && named != "" {
			if c, off := exchangeValueOff(conv, i, u, t); off {
				return c
			}
			return Classification{Level: Explicit, Reasoning: fmt.Sprintf("your request %q asks to %s, and %s", clip80(conv[i].Text), verb, named)}
		}
		last = req
		if req.stands() {
			break
		}
	}
	if byQuestion != "" {
		if c, off := exchangeValueOff(conv, i, u, t); off {
			return c
		}
		return Classification{Level: Explicit, Reasoning: byQuestion}
	}
	_, why = last.asksFor()
	return last.needs(orNothingAsks(why, t))
}

// needs is a needs-confirmation verdict on a reading, uncertain when the
// reading names the target (so only what it says about it is in doubt).
func (r reading) needs(why string) Classification {
	c := needs(why)
	c.Uncertain = len(r.names) > 0
	return c
}

// orNothingAsks is why, or the general reason when there is no specific
// one.
func orNothingAsks(why string, t Target) string {
	if why != "" {
		return why
	}
	return fmt.Sprintf("nothing in your recent messages asks for a change to %q", t.Name)
}

func needs(why string) Classification {
	return Classification{Level: NeedsConfirmation, Reasoning: why}
}

// lastUser is the index of the last user turn before end, or -1.
func lastUser(conv []Turn, end int) int {
	for i := end - 1; i >= 0; i-- {
		if conv[i].Role == User && strings.TrimSpace(conv[i].Text) != "" {
			return i
		}
	}
	return -1
}

// assistantBlock joins the assistant turns that end at q: one response can
// be several text blocks, with the options in one and the question in the
// next.
func assistantBlock(conv []Turn, q int) string {
	i := q
	for i > 0 && conv[i-1].Role == Assistant {
		i--
	}
	var b strings.Builder
	for ; i <= q; i++ {
		b.WriteString(conv[i].Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// reading is one user message read against one target.
type reading struct {
	// text is the message with what is not the user's words blanked; orig
	// as written, for quoting in reasons.
	Text, orig, norm string
	sents            []sentence
	clauses          [][]span // per sentence
	sentWords        [][]word // per sentence
	words            []word
	verbs            []verbUse
	names            []nameUse
	t                Target
	// spells: a sentence stating the change's new value may be the
	// request (see spellsChange); set for the latest message when it
	// answers no question.
	spells bool
}

// verbUse is a change verb in a message and whether it really asks.
type verbUse struct {
	word
	sent    int
	problem string // "" when it asks for a change
	refused bool   // a negation governs it ("don't rename …")
	// reported: someone else asked for it ("Bob asked me to change …"),
	// until a later sentence of the user's takes it up (endorseReported)
	reported bool
}

// nameUse is a mention of the target and whether it is kept out.
type nameUse struct {
	mention
	sent     int
	problem  string // "" when nothing keeps it out of the request
	guard    bool   // the user said to keep it as it is
	excluded bool   // a file the user left out of a wider change ("everywhere except prod.env")
}

// Reading limits: a request is a few sentences, but prompts can carry
// pasted logs or code. Only the head and the tail of a long message are
// read, which keeps every hook fast whatever is pasted.
const (
	readHead = 4 << 10
	readTail = 2 << 10
)

// headTail keeps the start and the end of a long message.
func headTail(text string) string {
	if len(text) <= readHead+readTail {
		return text
	}
	head, tail := clip.Prefix(text, readHead), clip.Suffix(text, readTail)
	return head + "\n…\n" + tail
}

// read reads one user message against t. Only the user's own words are
// read: pasted blocks, quoted lines, log lines and quoted speech are
// blanked first (offsets kept), so a CI log saying "please set the port"
// asks for nothing.
func read(text string, t Target) reading {
	text = headTail(text)
	orig := text
	text, _ = lang.Mask(text, lang.QuotedSpeech)
	text = blankSQLNegations(text)
	text = blankTicketLists(text)
	r := reading{Text: text, orig: orig, norm: lang.Normalize(text), t: t}
	r.sents = lang.Sentences(r.norm)
	r.clauses = make([][]span, len(r.sents))
	r.sentWords = make([][]word, len(r.sents))
	hedges := make([][]int8, len(r.sents))
	opinion := asksOpinion(r.norm, r.sents)
	scorn := int8(0) // sarcastic(orig), read at the first verb or name that needs it: 1 no, 2 yes
	isScorn := func() bool {
		if scorn == 0 {
			scorn = 1
			if sarcastic(orig) {
				scorn = 2
			}
		}
		return scorn == 2
	}
	isHedged := func(si, ci int) bool {
		if hedges[si][ci] == 0 {
			hedges[si][ci] = 1
			if hedged(r.Text, r.norm, r.clauses[si], ci) {
				hedges[si][ci] = 2
			}
		}
		return hedges[si][ci] == 2
	}
	for si, s := range r.sents {
		r.clauses[si] = lang.ClauseSpans(r.norm, s.Span)
		hedges[si] = make([]int8, len(r.clauses[si]))
		ws := lang.WordsIn(r.norm, s.Span)
		r.sentWords[si] = ws
		firsts := [2]string{}
		for k := 0; k < 2 && k < len(ws); k++ {
			firsts[k] = ws[k].Text
		}
		soft := int8(0) // softened(…) of this sentence, computed at its first verb
		said := reportedFrom(ws, orig)
		for k, w := range ws {
			if !r.isVerbAt(ws, k) {
				continue
			}
			if soft == 0 {
				soft = 1
				if softened(r.norm, s.Span, ws) {
					soft = 2
				}
			}
			v := verbUse{word: w, sent: si}
			ci := lang.ClauseAt(r.clauses[si], w.Start)
			cl := r.clauses[si][ci]
			switch {
			case s.Question && !lang.IsPoliteRequest(firsts[0], firsts[1]) && !lang.IsForeignPoliteRequest(firsts[0], firsts[1]) && !politeAsk(ws) && !opensRequest(ws, k, cl) && !orderThenQuestion(ws, k):
				v.problem = fmt.Sprintf("you asked a question (%q) rather than for a change", clip80(orig[s.Start:s.End]+"?"))
			case s.Question && (doubtedAfter(ws, k) || explainedVerb(ws, k)):
				// "change the port to 8080, or would that break the proxy?",
				// "can you explain why express needs the async handler?"
				v.problem = fmt.Sprintf("you asked a question (%q) rather than for a change", clip80(orig[s.Start:s.End]+"?"))
			case negatedBefore(r.norm, ws, k, cl) && !r.contrastClause(ws, cl) && !r.negationNamed(ws, k, cl):
				v.problem = fmt.Sprintf("you said not to %s", w.Text)
				v.refused = true
			case isHedged(si, ci) || soft == 2:
				v.problem = fmt.Sprintf("your request %q is tentative", clip80(orig[s.Start:s.End]))
			case weighed(ws, w.Start, cl):
				v.problem = fmt.Sprintf("you weighed whether to make the change (%q) rather than asked for it", clip80(orig[s.Start:s.End]))
			case isScorn():
				v.problem = fmt.Sprintf("your message %q reads as sarcasm, not a request", clip80(orig))
			case opinion:
				v.problem = fmt.Sprintf("you asked what I think of %q", clip80(orig[s.Start:s.End]))
			case said >= 0 && said < k && !ownClauseBetween(r.norm, ws, said, k) || relayedAdvice(ws, k, cl):
				v.problem = fmt.Sprintf("%q reports what someone else asked for", clip80(orig[s.Start:s.End]))
				v.reported = true
			case selfDone(ws, k):
				v.problem = selfDonePrefix + w.Text + " it yourself"
			case howTo(ws, k):
				v.problem = fmt.Sprintf("you asked how to %s, not for the change", w.Text)
			case checksFile(r.Text, ws, k):
				v.problem = fmt.Sprintf("you asked to %s a file, which checks it rather than changes it", w.Text)
			}
			r.verbs = append(r.verbs, v)
		}
		r.words = append(r.words, ws...)
	}
	endorseReported(r.Text, r.sents, r.verbs)
	other := elsewhereBut(text, r.norm, t, r.keptOrExplained)
	if m, ok := ambiguousMention(text, r.norm, t); ok {
		// "utils.ts: formatDate should …" with two utils.ts: nothing in
		// the message tells which file's formatDate.
		return r.ambiguousName(m)
	}
	value, valued := "", false // valueNotBrought, looked up once
	var scope scopeMiss        // unasked, looked up with it
	ms := mentions(text, r.norm, t, false)
	if !namesFile(ms) {
		ms = append(ms, describedFile(r.norm, r.words, t)...) // "the docker compose file"
		ms = append(ms, r.directoryMentions(text, ms)...)     // "the logger setup is in pkg/logx"
	}
	if len(ms) == 0 {
		ms = typedSymbol(text, r.words, t) // "parse_lnie … plz fix"
	}
	for _, m := range ms {
		n := nameUse{mention: m, sent: r.sentenceOf(m.Start)}
		if !valued && other != "" && !t.created && occursAsWord(t.removed, other) != occursAsWord(t.Added, other) {
			// a part pointed at that the change takes away or brings in
			// (a rename of it) does not excuse what the change does
			// beside it: the parts are measured all the same
			valued = true
			if p, ok := r.scopeMention(ms); ok {
				scope = r.unasked(p, r.keptOrAsked)
			}
		}
		if !valued && other == "" && !t.created {
			value, valued = valueNotBrought(text, r.words, t, m.Span), true
			if value == "" {
				value = sqlNotHeld(r.orig, text, r.words, t, m.Span)
			}
			if value == "" {
				value = sayNotBrought(text, r.words, t, m.Span)
			}
			if value == "" {
				// the parts are measured against the request where it
				// names the file or a place, even after a key it names
				// first ("поменяй TIME_ZONE в settings.py на …")
				if p, ok := r.scopeMention(ms); ok {
					scope = r.unasked(p, r.keptOrAsked)
					if scope.part == "" && p.Start == m.Start {
						value = scope.specific
					}
				}
			}
		}
		if n.sent >= 0 && keptOut(r.norm, r.sentWords[n.sent], r.clauses[n.sent], m.Span) && !r.contrastedOld(n.sent, m.Span) {
			// "in every env file but prod.env", "prod.env stays as it is":
			// whatever else the request says of it
			n.problem = fmt.Sprintf("you left %q out of the change, to keep it as it is", m.what)
			n.guard, n.excluded = true, m.file
		} else if place := r.mappedTo(m); place != "" {
			n.problem = fmt.Sprintf("you named %q as what an entry in %q points to, not as the file to change", m.what, place)
		} else if scope.part != "" {
			n.problem = scope.reason(m.what)
		} else if value != "" {
			n.problem = fmt.Sprintf("you asked about %q in %q, and this change neither touches nor brings it in%s", value, m.what, t.where())
		} else if (m.file || t.isContainer(m.what)) && other != "" {
			n.problem = fmt.Sprintf("you pointed at %q in %q, and this change is elsewhere in it%s", other, m.what, t.where())
		} else if n.sent >= 0 {
			s := r.sents[n.sent]
			ci := lang.ClauseAt(r.clauses[n.sent], m.Start)
			switch {
			case guarded(r.norm, r.sentWords[n.sent], r.clauses[n.sent][ci], m.Span) && !r.contrastedOld(n.sent, m.Span):
				n.problem = fmt.Sprintf("you named %q only to keep it as it is", m.what)
				n.guard = true
				if m.file && excludedBefore(r.sentWords[n.sent], r.clauses[n.sent][ci], m.Span) {
					n.excluded = true
					n.problem = fmt.Sprintf("you left %q out of the change", m.what)
				}
			case isHedged(n.sent, ci):
				n.problem = fmt.Sprintf("your request about %q is tentative (%q)", m.what, clip80(orig[s.Start:s.End]))
			case weighed(r.sentWords[n.sent], m.Start, r.clauses[n.sent][ci]):
				n.problem = fmt.Sprintf("you weighed whether to change %q (%q) rather than asked for it", m.what, clip80(orig[s.Start:s.End]))
			case isScorn():
				n.problem = fmt.Sprintf("your message %q reads as sarcasm, not a request", clip80(orig))
			}
		}
		r.names = append(r.names, n)
	}
	if t.SameBase != nil && !namesFile(ms) {
		r.names = append(r.names, r.excludedDescribed(t)...)
	}
	return r
}

// excludedDescribed finds where a message leaves the target out of a
// wider change by a description that another file of its base name could
// also answer to ("everywhere except the prod env file" beside
// config/prod.yaml): such a description names neither file as the one to
// change, but as one left out it may be this one, and the safe reading
// is that it is.
func (r reading) excludedDescribed(t Target) []nameUse {
	t.SameBase = nil
	var out []nameUse
	for _, m := range describedFile(r.norm, r.words, t) {
		si := r.sentenceOf(m.Start)
		if si < 0 || si >= len(r.clauses) {
			continue
		}
		if excludedBefore(r.sentWords[si], r.clauses[si][lang.ClauseAt(r.clauses[si], m.Start)], m.Span) {
			out = append(out, nameUse{mention: m, sent: si, guard: true, excluded: true,
				problem: fmt.Sprintf("you left %q out of the change", m.what)})
		}
	}
	return out
}

// terseValue reports whether ws[k] is a value that only the new text has
// ("20" of an edit from node 18 to node 20), in a terse request without a
// verb: a line "label: … value" ("1. Dockerfile: node 20") or a sentence
// with "please" ("node 20 in the Dockerfile please"). Like an arrow
// ("port -> 9090"), it asks for the change that brings the value in.
func (r reading) terseValue(ws []word, k int) bool {
	w := ws[k]
	to := r.Text[w.Start:w.End]
	if to == "" || !occursAsWord(r.t.Added, to) || occursAsWord(r.t.Range, to) {
		return false
	}
	ls := strings.LastIndexByte(r.Text[:w.Start], '\n') + 1
	line := r.Text[ls:w.Start]
	if c := strings.Index(line, ": "); c > 0 && line[c-1] != ' ' {
		return true
	}
	for _, x := range ws {
		if x.Text == "please" || x.Text == "pls" {
			return true
		}
	}
	return false
}

// createsNew reports whether ws[k] asks for a new file: a verb of making
// one ("scaffold", "stub", "bootstrap", "init") or "need(s) a/an …" ("we
// need a GitHub issue template"), whoever needs it.
func createsNew(ws []word, k int) bool {
	switch ws[k].Text {
	case "scaffold", "stub", "bootstrap", "init", "initialize", "initialise", "new":
		return ws[k].Text != "new" || k == 0
	case "need", "needs":
		return k+1 < len(ws) && (ws[k+1].Text == "a" || ws[k+1].Text == "an")
	}
	return false
}

// ambiguousName is the reading of a message that names a base name two
// files share: every name in it stands, and none of them counts.
func (r reading) ambiguousName(m mention) reading {
	problem := fmt.Sprintf("you named %q, and more than one file of the project has that name", m.what)
	for _, x := range mentions(r.Text, r.norm, r.t, false) {
		if !x.ambiguous {
			r.names = append(r.names, nameUse{mention: x, sent: r.sentenceOf(x.Start), problem: problem})
		}
	}
	if len(r.names) == 0 {
		r.names = append(r.names, nameUse{mention: m, sent: r.sentenceOf(m.Start), problem: problem})
	}
	return r
}

// beyondRequest finds an item the change adds beyond those the user
// listed: when the message names some of the items the change brings in —
// the top-level keys of a new file ("make a Procfile: web …, plus an rq
// worker" for web, worker and release), or the words appended to a line
// (".PHONY: build test" + " fmt ci" for "add a fmt target") — each must be
// named. It returns one named item and one that is not, or "" "".
func (r reading) beyondRequest() (named, extra string) {
	items := r.t.addedItems()
	if len(items) < 2 {
		return "", ""
	}
	var typed []string // "NOT NULL" as typed: text and norm blank SQL's NOT
	for _, sp := range sqlPhrases(r.orig) {
		typed = append(typed, strings.Fields(r.orig[sp.Start:sp.End])...)
	}
	for i, it := range items {
		// ("make email NOT NULL": the SQL negation, blanked from the
		// words read, is named too; "-o" is named by the option it sets,
		// "set -u and pipefail")
		if occursAsWord(r.norm, strings.ToLower(it)) || slices.Contains(typed, it) ||
			strings.EqualFold(it, "not") && blankSQLNegations(r.orig) != r.orig || flagNamed(r.norm, it) ||
			it == "-o" && i+1 < len(items) && occursAsWord(r.norm, strings.ToLower(items[i+1])) {
			named = it
		} else if extra == "" {
			extra = it
		}
	}
	if named == "" || extra == "" {
		return "", ""
	}
	return named, extra
}

// otherLocale is the language a message points at ("the german
// translation", "in the French strings") when the target is the
// translation file of another language (locales/en.json, fr.po,
// messages_en.properties), with that language's code; "" "" otherwise.
func (r reading) otherLocale() (language, code string) {
	target := localeOf(r.t.Name)
	if target == "" {
		return "", ""
	}
	for k, w := range r.words {
		c := languageCode(w.Text)
		if c == "" || c == target || k+1 >= len(r.words) {
			continue
		}
		switch r.words[k+1].Text {
		case "translation", "translations", "locale", "strings", "file", "version", "copy", "text", "texts":
			return w.Text, c
		}
	}
	return "", ""
}

// localeOf is the language code a translation file is named for
// ("locales/de.json", "i18n/fr-FR.yaml", "messages_en.properties",
// "po/es.po"), or "".
func localeOf(name string) string {
	stem := base(name)
	if i := strings.IndexByte(stem, '.'); i > 0 {
		stem = stem[:i]
	}
	if i := strings.LastIndexAny(stem, "_"); i >= 0 {
		stem = stem[i+1:]
	}
	stem = strings.ToLower(stem)
	if len(stem) == 5 && stem[2] == '-' {
		stem = stem[:2]
	}
	if len(stem) != 2 || !strings.Contains(strings.ToLower(name), "local") && !strings.Contains(strings.ToLower(name), "i18n") &&
		!strings.Contains(strings.ToLower(name), "lang") && !strings.Contains(strings.ToLower(name), "messages") && !strings.HasSuffix(name, ".po") {
		return ""
	}
	for _, c := range languageCodes() {
		if c[1] == stem {
			return stem
		}
	}
	return ""
}

// languageCodes are the languages a user names a translation by, with
// their ISO 639-1 codes.
func languageCodes() [23][2]string {
	return [...][2]string{
		{"english", "en"}, {"german", "de"}, {"french", "fr"}, {"spanish", "es"}, {"italian", "it"},
		{"portuguese", "pt"}, {"dutch", "nl"}, {"polish", "pl"}, {"swedish", "sv"}, {"danish", "da"},
		{"norwegian", "no"}, {"finnish", "fi"}, {"czech", "cs"}, {"russian", "ru"}, {"ukrainian", "uk"},
		{"turkish", "tr"}, {"greek", "el"}, {"japanese", "ja"}, {"chinese", "zh"}, {"korean", "ko"},
		{"arabic", "ar"}, {"hebrew", "he"}, {"hindi", "hi"},
	}
}

// languageCode is the code of a language's English name, or "".
func languageCode(w string) string {
	for _, c := range languageCodes() {
		if c[0] == w {
			return c[1]
		}
	}
	return ""
}

// refusedValue is a value the user's message turns down ("yes but make it
// 45 days, not 30", "use 8081 instead of 8080") that only the change's new
// text has: a number or a code-shaped word right after "not" or "instead
// of". Then the change is not the one the user wants.
func (r reading) refusedValue() (string, bool) {
	t, masked, ws := r.t, r.Text, r.words
	if t.Added == "" {
		return "", false
	}
	for k := 0; k+1 < len(ws); k++ {
		neg := ws[k].Text == "not" || ws[k].Text == "of" && k > 0 && ws[k-1].Text == "instead"
		if !neg {
			continue
		}
		v := masked[ws[k+1].Start:ws[k+1].End]
		if (isNumber(v) || looksLikeCode(v)) && occursAsWord(t.Added, v) && !occursAsWord(t.removed, v) {
			return v, true
		}
	}
	return "", false
}

// isNumber reports whether w is made of digits (and dots: "1.2").
func isNumber(w string) bool {
	if w == "" || w[0] < '0' || w[0] > '9' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if (w[i] < '0' || w[i] > '9') && w[i] != '.' {
			return false
		}
	}
	return true
}

// kept reports whether the words at sp are kept out of the change by
// their clause (see guarded): "lint" in "leave the lint job alone", or
// only say what is now ("4.2" in "we're on 4.2, so drop --legacy").
func (r reading) kept(sp span) bool {
	si := r.sentenceOf(sp.Start)
	if si < 0 {
		return false
	}
	ws := r.sentWords[si]
	return guarded(r.norm, ws, r.clauses[si][lang.ClauseAt(r.clauses[si], sp.Start)], sp) ||
		statesPresent(ws, sort.Search(len(ws), func(i int) bool { return ws[i].Start >= sp.Start }))
}

// isVerbAt reports whether ws[k] is a change verb used as a verb: a base
// form not after a determiner ("the fix") or a subject ("we use"), or an
// -ing form after "needs" ("needs updating").
func (r reading) isVerbAt(ws []word, k int) bool {
	w := ws[k].Text
	if k > 0 && (isArrow(r.Text[ws[k-1].End:ws[k].Start]) || isArrow(ws[k-1].Text)) {
		// "port -> 9090", "level: info → debug": a change, tersely, when
		// what the arrow points to is what the edit brings in ("main ->
		// handleEntry -> formatFooter" is a flow, not a change).
		if to := r.Text[ws[k].Start:ws[k].End]; occursAsWord(r.t.Added, to) && !occursAsWord(r.t.Range, to) {
			return true
		}
	}
	if r.t.OnlyVerbs && !slices.Contains(r.t.Verbs, w) {
		return false // a branch is asked for by "switch", not "change"
	}
	if w == "back" && k+1 < len(ws) && ws[k+1].Text == "up" && (k == 0 || !isDeterminer(ws[k-1].Text)) {
		return true // "back up config.yaml"
	}
	if r.terseValue(ws, k) {
		return true // "1. Dockerfile: node 20", "node 20 in the Dockerfile please"
	}
	if r.typoReport(ws, k) {
		return true // "typo in docs/api/limits.md: recieve"
	}
	if inPath(r.Text, ws[k]) || predicative(r.norm, ws, k) {
		return false // "review include/ring_buffer.hpp", "is push() correct"
	}
	if wishedPast(ws, k) || takesOut(ws, k) || oughtTo(ws, k) || keepsAtValue(ws, k) && (k == 0 || !isDeterminer(ws[k-1].Text)) {
		return true // "I'd appreciate it if you added …", "take … out of", "ought to be 50"
	}
	if w == "turn" && turnedOnOff(ws, k) {
		return true // "turn debug off"
	}
	if wantsThingTo(ws, k) {
		return true // "I want the spinner in BaseButton.vue to have an aria-label"
	}
	if givesValue(r.Text, ws, k) {
		return true // "give it 1Gi", "give the request a 10s timeout"
	}
	if remembers(ws, k) {
		return true // "don't forget an entry in the changelog"
	}
	if qualified(r.Text, ws[k].Span) {
		return false // "list.remove(x)": a name, not a request
	}
	if (w == "needs" || w == "need") && k+1 < len(ws) && k > 0 && !isSubject(ws[k-1].Text) {
		switch ws[k+1].Text {
		case "a", "an", "more", "some", "another", "proper", "the":
			return true // "handleEntry needs an empty check", "the deploy docs need the VPN note"
		}
	}
	if mustDo(ws, k) {
		return true // "client_max_body_size needs to be 20m", "MAX_UPLOAD has to be 64 MiB"
	}
	if (w == "should" || w == "must") && k+1 < len(ws) && k > 0 && (!isSubject(ws[k-1].Text) || ws[k-1].Text == "it") {
		if shouldDo(ws, k+1) {
			return true // "ttl should be 300", "handleEntry should return errEmpty"
		}
		if lang.IsChangeVerb(ws[k+1].Text) {
			return true // "tax() must round to 2 decimals"
		}
		if k+2 < len(ws) && (ws[k+1].Text == "never" || ws[k+1].Text == "not") && shouldDo(ws, k+2) {
			return true // "push() should never overwrite unread data": the wanted behaviour
		}
	}
	if r.t.created && createsNew(ws, k) {
		return true // "scaffold a k8s/namespace.yaml", "we need a bug template"
	}
	prev := ""
	opens := k == 0 || strings.ContainsAny(r.norm[ws[k-1].End:ws[k].Start], ",;:(")
	if !opens {
		// The word before, in the same clause: after a comma a clause
		// starts afresh ("… is too small, make it 20").
		prev = ws[k-1].Text
	}
	if r.t.Removal != Keeps && r.t.Removal.Allows(w) && !isDeterminer(prev) && !inWhClause(r.norm, ws, k) {
		return true // "nuke the dist folder" for rm -rf dist
	}
	next := ""
	if k+1 < len(ws) {
		next = ws[k+1].Text
	}
	if lang.IsForeignChangeVerb(w) || lang.IsHinglishRequest(w, next) || lang.IsKoreanRequestApart(w, next) {
		// "tu peux corriger …", "に直してください", "30000 kar do", "줄여 주세요";
		// a Chinese verb is written apart from the particle that makes it
		// a question or a "don't" ("要不要 … 换成", "… 换成 … 吗")
		return !lang.ForeignNegated(ws, k) && !(lang.IsChinese(w) && otherDoubtIn(ws))
	}
	if (lang.ForeignNegated(ws, k) || otherDoubtIn(ws)) && inOtherLanguage(ws) {
		return false // "ne change pas le titre": a verb both languages spell, negated the other's way
	}
	// "return just the title", "run the backup at 2am"
	imperative := (lang.IsImperativeChangeVerb(w) || w == "run" && schedulesRun(ws, k, r.inRange)) && imperativeAt(r.norm, ws, k)
	// a target's own verbs: "run make fmt", "extract assets.tar.gz"
	if lang.IsChangeVerb(w) || lang.IsMoreChangeVerb(w) || imperative || phrasalChange(r.norm, ws, k) || slices.Contains(r.t.Verbs, w) || writesInto(ws, k) {
		if k >= 2 && isDeterminer(ws[k-2].Text) && k+1 < len(ws) && isFilesNoun(ws[k+1].Text) {
			return false // "the leftover merge files", "the old log files": a modifier
		}
		if nounAfterModifier(r.norm, ws, k) {
			return false // "change the default port in server.js": the head of a noun phrase
		}
		if inWhClause(r.norm, ws, k) {
			return false // "tell me what you'd change": a question inside, not a request
		}
		if lang.IsMostlyNoun(w) && !objectFollows(ws, k) && !fileFollows(r.norm, ws, k) {
			return false // "empty entries crash", "a copy of it": not verbs
		}
		if w == "clean" || w == "tidy" || w == "set" || w == "fill" || w == "wire" {
			// phrasal verbs are verbs whatever precedes them
			return !isDeterminer(prev) || prev == "that"
		}
		afterModal := !opens && k >= 2 && lang.IsModal(ws[k-2].Text)
		return !isDeterminer(prev) && (!isSubject(prev) || afterModal)
	}
	if takesGerund(prev) {
		for _, b := range ingBase(w) {
			if lang.IsChangeVerb(b) {
				return true
			}
		}
	}
	return r.unknownImperative(ws, k) // "gzip the dump in backup.sh", "tag the bucket with team = platform"
}

func (r reading) sentenceOf(at int) int {
	i := sort.Search(len(r.sents), func(i int) bool { return r.sents[i].End > at })
	if i < len(r.sents) && at >= r.sents[i].Start {
		return i
	}
	return -1
}

// guarded reports whether the mention at m is kept out of the change by
// its clause: a negation just before it ("don't touch lexer.go"), a word
// like "leave" or "except" shortly before it, or "alone", "untouched" …
// shortly after it. ws are the words of the sentence.
func guarded(norm string, ws []word, clause, m span) bool {
	first := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= clause.Start })
	at := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= m.Start })
	for k := first; k+1 < at; k++ {
		if lang.IsNegation(ws[k].Text) && reportsAsking(ws[k+1].Text) {
			return true // "I never asked you to change the README": the whole ask is denied
		}
	}
	for k := max(first, at-protectReach); k < at; k++ {
		w := ws[k].Text
		if hyphened(norm, ws, k) {
			continue // "turn off no-console in .eslintrc.json": a rule's name
		}
		near := at-k <= guardWords
		if lang.IsNegation(w) && k+1 < at && lang.NegationReleased(ws[k+1].Text) {
			k++ // "don't forget CHANGELOG.md", "don't skip the changelog": wanted, not kept out
			continue
		}
		if w == "no" && foreignRequest(ws) {
			continue // "você pode atualizar … no docker-compose.yml": "in the"
		}
		if lang.IsNegation(w) && near {
			return !refersBack(ws, at)
		}
		if !lang.IsNegation(w) && (isProtective(w) || k > first && exclusionPair(ws[k-1].Text, w)) && !(k > 0 && (isDeterminer(ws[k-1].Text) || ws[k-1].Text == "bare")) && !placeOfChange(ws, k, at) && !keepsAtValue(ws, k) {
			// ("the bare except in load_config": a noun, not "except for")
			return true
		}
	}
	if at > 0 && ws[at-1].Text == "like" && (at < 2 || !wishes(ws[at-2].Text)) {
		return true // "make lexer.go work like parse.go": a model, not the target
	}
	next := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= m.End })
	destination := at > 0 && (ws[at-1].Text == "to" || ws[at-1].Text == "into") // "copy a.html to b.html as a starting point"
	if !destination && next+1 < len(ws) && ws[next].Text == "as" && (isReference(ws[next+1].Text) || next+2 < len(ws) && isReference(ws[next+2].Text)) {
		return true // "use parse.go as an example"
	}
	for k := at; k < len(ws) && k < at+protectReach && ws[k].Start < clause.End; k++ {
		if ws[k].Start < m.End {
			continue
		}
		if isProtectiveAfter(ws[k].Text) || ws[k].Text == "as" && k+1 < len(ws) && ws[k+1].Text == "is" {
			return true
		}
	}
	return false
}

// excludedBefore reports whether the mention at m follows, in its clause,
// a word that takes it out of a wider change: "except", "excluding",
// "besides", "skip(ping)", "but not", "apart from", "aside from", "other
// than", "save for" ("everywhere except the prod env file", "in each
// config, but not staging.yaml"). "leave X alone" keeps X as it is
// without saying the change is wider.
func excludedBefore(ws []word, clause, m span) bool {
	first := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= clause.Start })
	at := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= m.Start })
	for k := max(first, at-protectReach); k < at; k++ {
		prev := ""
		if k > first {
			prev = ws[k-1].Text
		}
		if leavesOut(prev, ws[k].Text) {
			return true
		}
	}
	return false
}

// exclusionPair reports whether prev and w are two words that together
// keep what follows out of a change: "apart from", "aside from", "other
// than", "save for".
func exclusionPair(prev, w string) bool {
	switch prev + " " + w {
	case "apart from", "aside from", "other than", "save for":
		return true
	}
	return false
}

// reportsAsking reports whether w, right after a negation, is a verb of
// asking or wanting whose object is the change: "I never asked you to
// change the README", "I didn't want you to touch config.yaml", "you
// don't need to update CHANGELOG.md". The negation then covers the whole
// infinitive that follows, however far the name stands from it.
func reportsAsking(w string) bool {
	switch w {
	case "ask", "asked", "asking", "tell", "told", "want", "wanted", "need", "needed", "mean", "meant", "say", "said", "request", "requested":
		return true
	}
	return false
}

// wishes reports whether w before "like" makes it a verb ("I'd like
// parse.go to …").
func wishes(w string) bool {
	switch w {
	case "i'd", "would", "i", "we'd", "we", "you'd", "really":
		return true
	}
	return false
}

// isReference reports whether a thing used "as" w is a model for the
// change rather than its target.
func isReference(w string) bool {
	switch w {
	case "example", "reference", "template", "model", "guide", "starting", "basis", "inspiration":
		return true
	}
	return false
}

// negatedBefore reports whether a negation governs ws[k] within its clause
// ("don't forget to update" and "don't skip" release it).
func negatedBefore(norm string, ws []word, k int, clause span) bool {
	for j := k - 1; j >= 0 && k-j <= guardWords && ws[j].Start >= clause.Start; j-- {
		if lang.IsNegation(ws[j].Text) && !hyphened(norm, ws, j) {
			// ("don't forget the changelog": "forget" itself is released)
			return !(j+1 <= k && lang.NegationReleased(ws[j+1].Text))
		}
	}
	return false
}

// refersBack reports whether, after the name at ws[at], the sentence turns
// ("just", "but", "instead", "only") to a change of the same thing by a
// pronoun: "don't rename handleEntry — just add the empty check inside
// it". Then the negation was about one way of changing it, not the thing.
func refersBack(ws []word, at int) bool {
	for k := at + 1; k < len(ws); k++ {
		if !isContrast(ws[k].Text) {
			continue
		}
		for j := k + 1; j < len(ws) && j < k+8; j++ {
			if lang.IsChangeVerb(ws[j].Text) {
				for i := j + 1; i < len(ws) && i < j+8; i++ {
					switch ws[i].Text {
					case "it", "its", "there":
						return true // "… just fix its typo"
					}
				}
			}
		}
	}
	return false
}

// pick is before when set, else after.
func pick(before, after *verbUse) *verbUse {
	if before != nil {
		return before
	}
	return after
}

// pointsBack reports whether the word after offset at is a pronoun that
// refers back to what the sentence named ("fix that", "change it").
func pointsBack(ws []word, at int) bool {
	for _, w := range ws {
		if w.Start >= at {
			switch w.Text {
			case "it", "that", "this", "them", "those":
				return true
			}
			return false
		}
	}
	return false
}

// contrastBetween reports whether a contrast word ("just", "but",
// "instead", "only") stands between offsets from and to.
func contrastBetween(ws []word, from, to int) bool {
	for _, w := range ws {
		if w.Start >= from && w.Start < to && isContrast(w.Text) {
			return true
		}
	}
	return false
}

// isContrast reports whether w turns a sentence from what not to do to
// what to do.
func isContrast(w string) bool {
	switch w {
	case "just", "but", "instead", "only", "rather", "simply":
		return true
	}
	return false
}

// isArrow reports whether the text between two words is an arrow: "->",
// "=>", "→".
func isArrow(gap string) bool {
	gap = strings.TrimSpace(gap)
	return gap == "->" || gap == "=>" || gap == "→" || gap == "-->"
}

// turnedOnOff reports whether "turn" at ws[k] is the phrasal verb: "turn
// debug off", "turn on strict mode", "turn the logging up", "turn the port
// to 8000".
func turnedOnOff(ws []word, k int) bool {
	for j := k + 1; j < len(ws) && j <= k+8; j++ {
		switch ws[j].Text {
		case "on", "off", "up", "down":
			return j <= k+4
		case "to", "into":
			return j > k+1 && j+1 < len(ws) // "turn the port to 8000" ("turn to page 3" is no change)
		}
	}
	return false
}

// inWhClause reports whether the verb at ws[k] stands in a clause a
// question word opens inside the sentence ("tell me what you'd change",
// "ask them which file to update"), within three words before it and not
// across a comma.
func inWhClause(norm string, ws []word, k int) bool {
	for j := k - 1; j >= 1 && j >= k-3; j-- {
		if strings.ContainsAny(norm[ws[j].End:ws[j+1].Start], ",;:") {
			return false
		}
		switch ws[j].Text {
		case "what", "which", "whether", "how", "where", "why", "whatever":
			return true
		}
	}
	return false
}

// objectFollows reports whether ws[k] is followed by the object of a verb:
// a determiner or pronoun ("empty it", "copy the config"), or a file name.
func objectFollows(ws []word, k int) bool {
	if k+1 >= len(ws) {
		return false
	}
	next := ws[k+1].Text
	switch next {
	case "it", "them", "this", "that", "these", "those", "the", "a", "an", "my", "our", "your", "out", "everything", "all":
		return true
	}
	return hasFileExtension(next) || strings.ContainsRune(next, '/')
}

// opensRequest reports whether the clause of ws[k] asks for the change
// even though its sentence ends in a question mark: the verb opens the
// clause ("Fix the typo in README.md, and then could you explain …?") or
// the clause is a polite request ("…, can you change that?").
func opensRequest(ws []word, k int, cl span) bool {
	first := -1
	for i := k; i >= 0 && ws[i].Start >= cl.Start; i-- {
		first = i
	}
	if first < 0 {
		return false
	}
	polite := first
	for polite < k && isOpener(ws[polite].Text) {
		polite++ // "…, so can you raise …?"
	}
	second := ""
	if polite+1 < len(ws) {
		second = ws[polite+1].Text
	}
	if lang.IsPoliteRequest(ws[polite].Text, second) {
		return true
	}
	for i := first; i < k; i++ {
		if !isOpener(ws[i].Text) && ws[i].Text != "please" && ws[i].Text != "pls" && ws[i].Text != "just" {
			return false
		}
	}
	return true
}

// isOpener reports whether w only links a clause to what came before
// ("and then", "so", "but"), leaving the request after it as it is.
func isOpener(w string) bool {
	switch w {
	case "and", "then", "also", "so", "ok", "now", "first", "but", "oh":
		return true
	}
	return false
}

// softened reports whether sentence sp is put off ("note to self", "remind
// me", "after the release") or softened ("if you get a chance", "not
// urgent", "no rush") with no imperative to stand on: "no rush, but please
// bump the port" asks, "if you get a chance, could probably bump the port"
// does not.
func softened(norm string, sp span, ws []word) bool {
	text := norm[sp.Start:sp.End]
	for _, p := range lang.DeferPhrases() {
		if strings.Contains(text, p) {
			return true
		}
	}
	if isPutOff(text) {
		return true
	}
	soft := false
	for _, p := range lang.SoftenerPhrases() {
		if strings.Contains(text, p) {
			soft = true
			break
		}
	}
	if !soft {
		return false
	}
	for k, w := range ws {
		if !lang.IsChangeVerb(w.Text) {
			continue
		}
		prev := ""
		if k > 0 {
			prev = ws[k-1].Text
		}
		switch prev {
		case "", "please", "pls", "just", "and", "then", "but", "chance", "can", "urgent", "rush":
			return false // an imperative
		}
	}
	return true
}

// selfDone reports whether the user says they will make the change
// themselves: "I'm going to fix parse.go myself", "I'll update it", "let me
// fix that" (a "you" in between asks: "I want you to fix").
func selfDone(ws []word, k int) bool {
	for j := k - 1; j >= 0 && k-j <= 3; j-- {
		switch ws[j].Text {
		case "you", "u":
			return false
		case "i", "i'll", "i'm", "i've", "i'd":
			return j+1 >= len(ws) || ws[j+1].Text != "want" && ws[j+1].Text != "need" && ws[j+1].Text != "like"
		case "me":
			return j > 0 && ws[j-1].Text == "let"
		}
	}
	for _, w := range ws {
		if w.Text == "myself" {
			return true
		}
	}
	return false
}

// howTo reports whether ws[k] follows "how to", "where to", "what to": the
// user asks about the change, not for it.
func howTo(ws []word, k int) bool {
	if k < 2 || ws[k-1].Text != "to" {
		return false
	}
	switch ws[k-2].Text {
	case "how", "where", "when", "what", "whether", "why":
		return true
	}
	return false
}

// reportedFrom is the index of the first verb of saying or asking in a
// sentence whose subject is someone else ("Bob asked me to change
// config.yaml", "my colleague said to bump the port"), or -1: the verbs
// after it are what someone else asked for. A file that "says" something
// ("README.md says make instal") reports nobody's request.
func reportedFrom(ws []word, orig string) int {
	for j := 1; j < len(ws); j++ {
		if lang.SpeechVerb(ws[j].Text) && (isPerson(ws[j-1], orig) || possessedPerson(ws, j-1, orig)) {
			return j
		}
	}
	return -1
}

// isPerson reports whether w (a word of orig) is someone other than the
// user: a pronoun or role, or a capitalised name that is not part of a
// path or file name.
func isPerson(w word, orig string) bool {
	switch w.Text {
	case "he", "she", "they", "someone", "somebody", "everyone", "colleague", "coworker", "manager", "boss",
		"lead", "reviewer", "team", "customer", "client", "pm", "ticket", "issue", "bot", "ci", "teammate", "friend":
		return true
	}
	c := orig[w.Start]
	beforePath := w.Start > 0 && (orig[w.Start-1] == '.' || orig[w.Start-1] == '/')
	afterPath := w.End < len(orig) && (orig[w.End] == '.' || orig[w.End] == '/')
	return c >= 'A' && c <= 'Z' && !beforePath && !afterPath && !strings.ContainsAny(orig[w.Start:w.End], "_")
}

// hedged reports whether clause ci of cs is tentative ("maybe", "if you
// think"), or is followed by a verbless clause that is ("fix parse.go, if
// needed").
func hedged(text, norm string, cs []span, ci int) bool {
	if hedgedClause(text, norm, cs[ci]) {
		return true
	}
	for p := ci - 1; p >= 0; p-- {
		if conditional(lang.WordsIn(norm, cs[p])) && !politeCondition(norm[cs[p].Start:cs[p].End]) {
			return true // "if the tests pass, fix notes.md too"
		}
		if ci-p <= hedgeReach && foreignHedged(norm[cs[p].Start:cs[p].End]) {
			return true // "si tu as le temps, ajoute …", "不急，有空的话 …"
		}
	}
	if ci+1 >= len(cs) {
		return false
	}
	next := cs[ci+1]
	for _, w := range lang.WordsIn(norm, next) {
		if lang.IsChangeVerb(w.Text) {
			return false
		}
	}
	return hedgedClause(text, norm, next)
}

// conditional reports whether a clause (its words) sets a condition on
// what follows: "if …", "unless …", "once …", "as long as …", "assuming
// …", "provided …".
func conditional(ws []word) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[0].Text {
	case "if", "unless", "once", "assuming", "provided", "providing":
		return true
	case "as":
		return len(ws) > 2 && ws[1].Text == "long" && ws[2].Text == "as"
	}
	return false
}

// hedgedClause reports whether the clause itself is tentative. text is
// the message as written (norm's bytes before lowering), which tells a
// hedge from a name spelt like one (namedHedge).
func hedgedClause(text, norm string, clause span) bool {
	ws := lang.WordsIn(norm, clause)
	for i, w := range ws {
		if (lang.IsHedge(w.Text) || lang.IsForeignHedge(w.Text)) && !(i > 0 && namedHedge(text, w)) || curiousAbout(ws, i) {
			return true
		}
	}
	c := norm[clause.Start:clause.End]
	for _, phrase := range lang.HedgePhrases() {
		if i := strings.Index(c, phrase); i >= 0 && (!lang.IsTimeHedge(phrase) || strings.TrimSpace(c[:i]) == "") {
			return true
		}
	}
	return foreignHedged(c)
}

// hedgeReach is how many clauses before a request a hedge of another
// language is looked for: it stands right before the request ("si tu as
// le temps, ajoute …"), and the bound keeps a sentence of many commas
// from costing clauses × clauses × phrases.
const hedgeReach = 3

// foreignHedged reports whether clause text c holds a hedge of another
// language (lang.HasForeignHedgePhrase): a wondering, a wait-and-see, or a
// change put off to a later time, to when the user has time, or said not
// to be urgent. Such a clause before the request hedges it too.
//
// The sentence splitter keeps a full stop of Chinese or Japanese ("。")
// inside its sentence, so the text is read up to the end of the first
// such sentence that closes a request ("…してください。エラーは後で直します":
// the user's own "later" is another sentence's).
func foreignHedged(c string) bool {
	for rest := c; rest != ""; {
		seg := rest
		rest = ""
		if i := strings.Index(seg, "。"); i >= 0 {
			seg, rest = seg[:i], seg[i+len("。"):]
		}
		if lang.HasForeignHedgePhrase(seg) {
			return true
		}
		if closesRequest(seg) {
			return false
		}
	}
	return false
}

// closesRequest reports whether a sentence of Chinese, Japanese or Korean
// ends in a request form: "ください", "下さい", a Korean giving auxiliary
// ("주세요", "해줘"), or opens on "请"/"請".
func closesRequest(seg string) bool {
	seg = strings.TrimSpace(seg)
	if strings.HasSuffix(seg, "ください") || strings.HasSuffix(seg, "下さい") || strings.HasPrefix(seg, "请") || strings.HasPrefix(seg, "請") {
		return true
	}
	if i := strings.LastIndexByte(seg, ' '); i >= 0 {
		seg = seg[i+1:]
	}
	return lang.IsRequestEnding(seg)
}

// checksFile reports whether ws[k] is "validate" or "verify" with a
// file as its object ("can you validate fixtures/order.json?", "verify
// the config/app.yaml"): said of a whole file it asks for a check, while
// "validate the input in handler.go" asks for code that validates.
func checksFile(text string, ws []word, k int) bool {
	if ws[k].Text != "validate" && ws[k].Text != "verify" {
		return false
	}
	j := k + 1
	if j < len(ws) && (ws[j].Text == "the" || ws[j].Text == "that" || ws[j].Text == "this") {
		j++
	}
	return j < len(ws) && inFileName(text, ws[j].Span)
}

// curiousAbout reports whether ws[i] opens a question the user only
// wonders about ("curious if terraform fmt would reformat infra/",
// "curious whether the cache needs a TTL", "curious how prettier would
// format it"): the clause states a curiosity, not a request.
func curiousAbout(ws []word, i int) bool {
	if ws[i].Text != "curious" || i+1 >= len(ws) {
		return false
	}
	switch ws[i+1].Text {
	case "if", "whether", "what", "how", "why", "about":
		return true
	}
	return false
}

// asksFor reports whether the message by itself asks for a change to the
// target: a mention with nothing keeping it out, and a change verb that
// really asks, the nearest one in its sentence or else any in the message.
// When it does not, why says what is missing ("" when the message neither
// names the target nor asks for anything).
func (r reading) asksFor() (bool, string) {
	why := ""
	place := r.otherPlace()
	if place == "" {
		place = r.otherSameBasePath()
	}
	if place == "" {
		place = r.otherFileNamed()
	}
	if place != "" {
		for i := range r.names {
			if !r.names[i].file && r.names[i].problem == "" {
				// "document what handleEntry does in the README": the
				// change belongs in another file.
				r.names[i].problem = fmt.Sprintf("you asked for it in %q, not in %q", place, r.t.Name)
			}
		}
	}
	if r.notHere() {
		// "fix it in the scheduler, not here": the change belongs in
		// another place than the one being edited
		return false, fmt.Sprintf("you asked for it elsewhere, not in %q (%q)", r.t.Name, clip80(r.orig))
	}
	if kept := r.keptAround(); kept != "" {
		// "the print rules are fine, keep them" for an edit inside
		// "@media print": the edit lies in what the user keeps.
		return false, fmt.Sprintf("you called the %q part fine as it is, and this change lies inside it", kept)
	}
	if lang, code := r.otherLocale(); lang != "" {
		// "In the german translation, replace orders.empty …" for an edit
		// of locales/en.json.
		return false, fmt.Sprintf("you asked for it in the %s translation (%q), not in %q", lang, code, r.t.Name)
	}
	for _, n := range r.names {
		if n.excluded {
			// "switch LOG_FORMAT to json everywhere except the prod env
			// file": what the request names is asked for in the other
			// files, not in this one.
			return false, n.problem
		}
		if n.guard && !n.file {
			// "leave the lint job alone, only change ci.yml": the edit
			// lies in what the user kept, whatever else names the file.
			return false, n.problem
		}
	}
	for _, n := range r.names {
		if n.problem != "" {
			why = n.problem
			continue
		}
		if f := r.fileOfClause(n.Start); !n.file && f != "" && !strings.EqualFold(f, r.t.Name) && !strings.HasSuffix(r.t.Name, "/"+f) {
			// "switch sdk/python/client.py to get_account": the name is
			// what client.py should use, not a part of this file.
			why = fmt.Sprintf("you asked for it in %q, not in %q", f, r.t.Name)
			continue
		}
		v, ok := r.verbFor(n)
		if !ok && r.spellsChange(n.sent, true) && !r.placedInOther() && r.statementCovers() {
			// "EnableCache to true in App.config thx": the value is the request
			return true, fmt.Sprintf("%q names %q and the value this change brings in", clip80(r.orig), n.what)
		}
		if !ok && !r.placedInOther() && r.foreignSpells(n.sent) {
			// "Зміни API_URL в app/Env.kt на https://api.acme.io": a verb the
			// vocabulary lacks, with what the change writes spelled out
			return true, fmt.Sprintf("%q names %q and spells what this change writes", clip80(r.orig), n.what)
		}
		if !ok {
			why = fmt.Sprintf("your request %q names %q but does not ask for a change", clip80(r.orig), n.what)
			continue
		}
		if v.problem != "" {
			why = v.problem
			continue
		}
		if r.asksForTest(v) && !isTestFile(r.t.Name) {
			why = fmt.Sprintf("you asked for a test of %q, not for a change to it", n.what)
			continue
		}
		if transfers(v.Text) && r.wordBefore(n.Start) == "from" {
			why = fmt.Sprintf("you named %q as where it comes from, not as what to change", n.what)
			continue
		}
		if !r.t.Removal.Allows(v.Text) {
			if rv, ok := r.removalVerb(n.sent); ok {
				v = rv // "delete the leftover merge files …": delete, not merge
			} else {
				why = fmt.Sprintf("you asked to %s %q, not to take it away", v.Text, r.t.Name)
				continue
			}
		}
		return true, fmt.Sprintf("%q names %q", clip80(r.orig), n.what)
	}
	if why == "" && len(r.names) == 0 && !namesFiles(r.orig) && r.otherPlace() == "" {
		for si := range r.sents {
			if r.spellsChange(si, false) && !r.placedInOther() && r.statementCovers() {
				// "preview() cuts at 80 chars, make it 120": the
				// changed lines and their new value, spelled out
				return true, fmt.Sprintf("%q names the changed lines and the value this change brings in", clip80(r.orig))
			}
		}
	}
	if why == "" && r.verb() != "" {
		why = fmt.Sprintf("your request %q asks for a change but does not name %q or anything in the edited lines", clip80(r.orig), r.t.Name)
	}
	return false, why
}

// asksBack reports whether a reply is a question of its own ("what do you
// suggest?", "which would you do?"), not an answer ("both?").
func (r reading) asksBack() bool {
	if approvesButAsks(r) {
		return true // "sure, but will that also touch vendor/?" (doubtreply.go)
	}
	if !strings.HasSuffix(strings.TrimSpace(r.orig), "?") || len(r.words) == 0 {
		return false
	}
	ws := make([]string, 0, min(len(r.words), 4))
	for _, w := range r.words[:min(len(r.words), 4)] {
		ws = append(ws, w.Text)
	}
	return lang.OpensQuestion(ws)
}

// asksForTest reports whether the verb's object is a test ("write a test
// for slugify", "add unit tests for handleEntry"): the change goes in a
// test file, not in what it tests.
func (r reading) asksForTest(v verbUse) bool {
	k := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= v.End })
	for j := k; j < len(r.words) && j <= k+3; j++ {
		switch r.words[j].Text {
		case "a", "an", "the", "some", "more", "unit", "regression", "new", "another":
			continue
		case "test", "tests", "spec", "specs", "testcase", "testcases":
			// "the test target", "the test job" name a part, not a test
			return j+1 >= len(r.words) || !isSymbolNoun(r.words[j+1].Text)
		}
		return false
	}
	return false
}

// isTestFile reports whether a file is a test ("parse_test.go",
// "test_utils.py", "utils.spec.ts", "tests/…").
func isTestFile(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "test") || strings.Contains(n, "spec")
}

// wordBefore is the word of the message just before offset at, or "".
func (r reading) wordBefore(at int) string {
	k := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= at })
	if k == 0 {
		return ""
	}
	return r.words[k-1].Text
}

// transfers reports whether a verb takes something from one place to
// another: a file after "from" is then the source, not the target ("copy
// the example from README.md into the docs").
func transfers(w string) bool {
	switch w {
	case "copy", "move", "port", "extract", "take", "pull", "import", "migrate", "backport":
		return true
	}
	return false
}

// otherPlace is another file the message names as where a change goes
// ("… in the README", "… to CHANGELOG.md", "… in parse_test.go"), when the
// message does not name the target's file itself; "" otherwise.
func (r reading) otherPlace() string {
	for _, n := range r.names {
		if n.file {
			return ""
		}
	}
	for k, w := range r.words {
		if k == 0 {
			continue
		}
		switch r.words[k-1].Text {
		case "in", "to", "into", "inside":
		default:
			continue
		}
		j := k
		if isDeterminer(w.Text) && k+1 < len(r.words) {
			j = k + 1
		}
		name := r.nameAt(j)
		if j+1 < len(r.words) && !hasFileExtension(name) && hasFileExtension(r.nameAt(j+1)) {
			name = r.nameAt(j + 1) // a qualifier before the file name: "in the api utils.ts"
			if r.keptOutAt(r.words[j+1].Start, name) {
				continue
			}
		}
		if r.keptOutAt(r.words[j].Start, name) {
			continue // "everywhere but in prod.env": where the change is not
		}
		if w := r.words[j]; w.Start > 0 && r.norm[w.Start-1] == '.' && (w.Start == 1 || !isPathByte(r.norm[w.Start-2])) && name != "" {
			return "." + name // a dotfile: "in .env.example", "to .gitignore"
		}
		switch {
		case holdsTarget(name, r.t.Name):
			// "rename every getUsr to getUser in src/" for
			// src/routes/users.ts: the directory holds the target
		case strings.Contains(name, "/") && isPathLike(name) || hasFileExtension(name):
			return name
		case j > k && name != "" && name[0] >= 'A' && name[0] <= 'Z' && strings.ToUpper(name) == name && len(name) >= 4:
			return name // "in the README", "to the CHANGELOG"
		case j > k && isWellKnownDoc(strings.ToLower(name)):
			return name // "in the readme"
		}
	}
	return ""
}

// nameAt is the word at ws[j] extended over the path it may start
// ("docs/api.md", "utils.ts"), without a sentence's full stop.
func (r reading) nameAt(j int) string {
	end := r.words[j].End
	for end < len(r.Text) && (isPathByte(r.Text[end])) && !(r.Text[end] == '.' && (end+1 == len(r.Text) || !isIdentByte(r.Text[end+1]))) {
		end++
	}
	return strings.TrimRight(r.Text[r.words[j].Start:end], ".")
}

// hasFileExtension reports whether a name ends in the extension of a kind
// of file people edit ("parse_test.go", "CHANGELOG.md"), not a method
// ("Cart.total").
func hasFileExtension(name string) bool {
	dot := strings.LastIndexByte(name, '.')
	if dot <= 0 {
		return false
	}
	switch strings.ToLower(name[dot+1:]) {
	case "go", "ts", "tsx", "js", "jsx", "mjs", "py", "rb", "rs", "java", "kt", "c", "h", "cc", "cpp", "hpp", "cs",
		"md", "mdx", "txt", "rst", "adoc", "yaml", "yml", "json", "toml", "ini", "cfg", "conf", "sh", "bash", "zsh",
		"html", "css", "scss", "sql", "xml", "lock", "mod", "sum", "proto", "gradle", "swift", "php", "vue",
		"svelte", "env", "ipynb", "tf", "lua", "ex", "exs", "erl", "hs", "ml", "scala", "dart", "r", "jl",
		"tfvars", "hcl", "ps1", "psm1", "po", "pot", "csproj", "kts", "gemspec", "nix", "bat", "plist", "properties",
		"example", "sample", "dist", "template", "tmpl", "bak", "orig": // a variant of a file is a file

		return true
	}
	return false
}

// isWellKnownDoc reports whether w is the stem of a file every project
// has, named as a place ("in the readme").
func isWellKnownDoc(w string) bool {
	switch w {
	case "readme", "changelog", "makefile", "dockerfile", "license", "contributing", "gemfile", "procfile", "jenkinsfile":
		return true
	}
	return false
}

// verbFor picks the change verb that governs a mention: the nearest before
// it in its sentence, else the nearest after it, else the first of the
// message.
func (r reading) verbFor(n nameUse) (verbUse, bool) {
	var before, after *verbUse
	for i := range r.verbs {
		v := &r.verbs[i]
		if v.sent != n.sent || r.aboutOtherFile(*v, n) {
			continue
		}
		if v.Start < n.Start {
			before = v
		} else if after == nil {
			after = v
		}
	}
	if before != nil && before.problem != "" && after != nil && after.problem == "" && contrastBetween(r.sentWords[n.sent], n.End, after.Start) {
		// "don't change the signature of handleEntry, just make it reject
		// empty entries": the negation is about the first verb only.
		return *after, true
	}
	if (before == nil || before.problem != "") && (after == nil || after.problem != "") && n.sent >= 0 && r.sents[n.sent].Question {
		// "why does the Dockerfile copy package*.json first? also please
		// switch the base image to node:20": the request that names
		// nothing else is about what the question named.
		for _, v := range r.verbs {
			if v.sent != n.sent && v.problem == "" && r.namesNothing(v.sent) {
				return v, true
			}
		}
	}
	if near := pick(before, after); near != nil && near.problem != "" {
		// "README.md says make instal — can you fix that?": the request is
		// the later verb whose object points back.
		for i := range r.verbs {
			if v := &r.verbs[i]; v.sent == n.sent && v.Start > near.Start && v.problem == "" && pointsBack(r.sentWords[n.sent], v.End) {
				return *v, true
			}
		}
	}
	switch {
	case before != nil:
		return *before, true
	case after != nil:
		return *after, true
	case len(r.verbs) > 0:
		asked := n.sent >= 0 && r.sents[n.sent].Question
		for _, v := range r.verbs {
			if v.problem == "" && (!asked || pointsBack(r.sentWords[v.sent], v.End)) && !r.aboutOtherFile(v, n) {
				return v, true
			}
		}
		if asked {
			// "what does formatFooter print? and make handleEntry reject
			// empty input": a question names what it asks about; a request
			// in another sentence is about it only when it points back
			// ("… fix it").
			return verbUse{}, false
		}
		for _, v := range r.verbs {
			if !r.aboutOtherFile(v, n) {
				return v, true
			}
		}
	}
	return verbUse{}, false
}

// removalVerb is a verb of sentence si that asks for the target's removal
// (delete, remove … for a deletion; move, rename … for a move) with
// nothing against it, and whether there is one.
func (r reading) removalVerb(si int) (verbUse, bool) {
	for _, v := range r.verbs {
		if v.sent == si && v.problem == "" && r.t.Removal.Allows(v.Text) {
			return v, true
		}
	}
	return verbUse{}, false
}

// aboutOtherFile reports whether verb v stands in another sentence than
// the name n, in a clause that names a file of its own: "I already updated
// docs/api.md; switch sdk/python/client.py to get_account" asks to switch
// client.py, not docs/api.md ("fix the typo in notes.md and README.md"
// asks for both).
func (r reading) aboutOtherFile(v verbUse, n nameUse) bool {
	if v.sent < 0 || v.sent >= len(r.clauses) || v.sent == n.sent {
		return false
	}
	cl := r.clauses[v.sent][lang.ClauseAt(r.clauses[v.sent], v.Start)]
	if n.Start >= cl.Start && n.Start < cl.End {
		return false
	}
	f := r.fileOfClause(v.Start)
	return f != "" && !strings.EqualFold(f, n.what)
}

// fileOfClause is the first file name or path (with an extension) in the
// clause at offset at, or "".
func (r reading) fileOfClause(at int) string {
	si := r.sentenceOf(at)
	if si < 0 || si >= len(r.clauses) {
		return ""
	}
	cl := r.clauses[si][lang.ClauseAt(r.clauses[si], at)]
	prev, prev2 := "", "" // the two words before f, lower-cased
	from := cl.Start
	for _, f := range strings.Fields(r.Text[cl.Start:cl.End]) {
		off := from + strings.Index(r.Text[from:cl.End], f)
		from = off + len(f)
		f = strings.Trim(f, "`'\",;:()?!")
		if f != "" && hasFileExtension(f) && isPathLike(f) && !isAddress(f) && !leavesOut(prev2, prev) {
			f = strings.TrimRight(f, ".")
			if i := strings.Index(r.Text[off:], f); i >= 0 && r.keptOutAt(off+i, f) {
				continue // "in all env files minus prod.env"
			}
			return f
		}
		prev, prev2 = strings.ToLower(f), prev
	}
	return ""
}

// leavesOut reports whether the two words before a name take it out of
// a wider change: "except", "excluding", "besides", "skip(ping)" or one of
// the pairs "but not", "apart from", "other than" … ("everywhere except
// env/prod.env" places the change in the other files, not in prod.env).
func leavesOut(prev2, prev string) bool {
	switch prev {
	case "except", "excluding", "excepting", "besides", "skip", "skipping":
		return true
	}
	return prev == "not" && prev2 == "but" || exclusionPair(prev2, prev)
}

// namesNothing reports whether sentence si names no file or code: no
// mention of the target, no path, no file name, no identifier-shaped word.
func (r reading) namesNothing(si int) bool {
	for _, n := range r.names {
		if n.sent == si {
			return false
		}
	}
	for _, w := range r.sentWords[si] {
		orig := strings.Trim(r.Text[w.Start:w.End], "'`")
		if looksLikeCode(orig) || isPathLike(orig) || hasFileExtension(orig) || isWellKnownDoc(w.Text) {
			return false
		}
	}
	return true
}

// verb is the first change verb of the message that really asks, or "".
func (r reading) verb() string {
	for _, v := range r.verbs {
		if v.problem == "" {
			return v.Text
		}
	}
	return ""
}

// named describes the first mention of the target nothing keeps out, or "".
func (r reading) named() string {
	for _, n := range r.names {
		if n.problem == "" {
			return fmt.Sprintf("%q names %q", clip80(r.orig), n.what)
		}
	}
	return ""
}

// stands reports whether the message is a request of its own rather than a
// short reply to a question: long, or with both a name and a verb.
func (r reading) stands() bool {
	if len(r.words) > maxAnswerWords {
		return true
	}
	return len(r.names) > 0 && len(r.verbs) > 0
}

// declines reports whether a short reply says no ("no", "wait", "neither")
// without picking anything.
func (r reading) declines() bool {
	if len(r.words) > maxAnswerWords {
		return false
	}
	no := false
	for k := range r.words {
		if defers(r.words, k) {
			return true // "hmm not now, let me ask the infra team first"
		}
	}
	for k, w := range r.words {
		switch {
		case lang.SelectsAll(w.Text), lang.Ordinal(w.Text) != 0:
			return false
		case r.retractedElsewhere(k):
			continue // "never mind nginx, just the env file"
		case lang.IsNo(w.Text) && !(k+1 < len(r.words) && lang.NegationReleased(r.words[k+1].Text)) && !narrows(r.words, k) && !r.contrastNot(r.words, k), withdraws(r.words, k):
			no = true // ("don't forget …" insists)
		}
	}
	return no || r.putsOff()
}

// putsOff reports whether a short reply puts the decision off until the
// user has thought it over or come back to it ("let me think about it,
// I'll get back to you", "I'll let you know tomorrow") and picks nothing
// (no ordinal, no "all", no yes): it answers no question.
func (r reading) putsOff() bool {
	if len(r.words) > maxAnswerWords || !isPutOff(r.norm) {
		return false
	}
	for k, w := range r.words {
		negated := k > 0 && r.words[k-1].Text == "not"     // "not sure"
		adverb := w.Text == "first" && k == len(r.words)-1 // "think it over first"
		if lang.SelectsAll(w.Text) || lang.Ordinal(w.Text) != 0 && !adverb || lang.IsYes(w.Text) && !negated {
			return false
		}
	}
	return true
}

// refusesOffer reports whether a reply, however long, turns down what was
// offered: it opens with a plain no ("no, don't go ahead yet, finance
// needs to approve") that only narrows nothing, or holds a refusing or
// postponing phrase ("hold on", "not yet", "let's wait").
func (r reading) refusesOffer() bool {
	if len(r.words) > 0 && lang.IsNo(r.words[0].Text) && r.words[0].Text != "not" && !narrows(r.words, 0) {
		return true
	}
	ws := make([]string, len(r.words))
	for i, w := range r.words {
		ws[i] = w.Text
	}
	for i := range ws {
		if phraseIn(lang.Negative(), ws, i) {
			return true
		}
	}
	return false
}

// phraseIn reports whether one of the phrases of list starts at ws[i].
func phraseIn(list []string, ws []string, i int) bool {
	return lang.PhraseLen(list, ws, i) > 0
}

// narrows reports whether the "no" at ws[k] only narrows what was asked:
// "no, just the URL", "no, only the first one" answer a side question and
// keep the request to what follows; "no, just leave it" declines.
func narrows(ws []word, k int) bool {
	if k+2 >= len(ws) {
		return false
	}
	switch ws[k+1].Text {
	case "just", "only":
		return isDeterminer(ws[k+2].Text)
	}
	return false
}

// withdraws reports whether ws[k] takes a request back: "forget it",
// "forget that", "forget about it" ("don't forget it" insists).
func withdraws(ws []word, k int) bool {
	if ws[k].Text != "forget" || k+1 >= len(ws) || k > 0 && lang.IsNegation(ws[k-1].Text) {
		return false
	}
	switch ws[k+1].Text {
	case "it", "that", "this", "about":
		return true
	}
	return false
}

// undoes reports whether the change takes away a name the user said not
// to rename, remove or delete: "don't rename handleEntry, just add the
// check inside it" asks for an edit inside handleEntry, never for one that
// renames it. The name is the refused verb's object (within three words),
// in the changed lines' old text and not in their new text.
func (r reading) undoes() (string, bool) {
	for _, v := range r.verbs {
		if !v.refused || !takesAway(v.Text) {
			continue
		}
		ws := r.sentWords[v.sent]
		k := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= v.Start })
		for j := k + 1; j < len(ws) && j <= k+3; j++ {
			name := r.Text[ws[j].Start:ws[j].End]
			if len(name) >= 3 && !isStopWord(ws[j].Text) && occursAsWord(r.t.removed, name) && !occursAsWord(r.t.Added, name) {
				return name, true
			}
		}
	}
	return "", false
}

// takesAway reports whether a change verb makes a name disappear.
func takesAway(w string) bool {
	switch w {
	case "rename", "remove", "delete", "drop", "move":
		return true
	}
	return false
}

// remembers reports whether ws[k] is a released word after a negation
// that takes a thing as its object: "don't forget an entry in the
// changelog", "don't skip the changelog" ask for it. ("don't forget to
// update …" leaves the asking to the verb after "to".)
func remembers(ws []word, k int) bool {
	if k == 0 || !lang.NegationReleased(ws[k].Text) || k+1 >= len(ws) {
		return false
	}
	switch ws[k-1].Text {
	case "don't", "dont", "never":
	case "not":
		if k < 2 || ws[k-2].Text != "do" {
			return false
		}
	default:
		return false // "no, forget the changelog" takes it back
	}
	next := ws[k+1].Text
	return next != "to" && next != "about" && !lang.IsChangeVerb(next)
}

// isClarifying reports whether an assistant message asks the user to choose
// or specify ("which one?", "both, or just one?", "do you mean X?", a list
// of options), as opposed to asking for a go-ahead ("Proceed?").
func isClarifying(msg string) bool {
	if len(listItems(msg)) >= 2 {
		return true
	}
	last := lastQuestion(msg)
	q := lang.Normalize(sentenceBefore(msg, last) + " " + last) // "I assume you mean the web one. Correct?"
	for _, cue := range [...]string{" or ", "which", "what ", "do you mean", "did you mean", "you mean", "both", "one of", "whether", "how should", "where should"} {
		if strings.Contains(q, cue) {
			return true
		}
	}
	return false
}

// lastQuestion is the last sentence of msg that ends in a question mark.
func lastQuestion(msg string) string {
	ss := lang.Sentences(msg)
	for i := len(ss) - 1; i >= 0; i-- {
		if ss[i].Question {
			return msg[ss[i].Start:ss[i].End]
		}
	}
	return ""
}

// options are what a clarifying question offers, wherever they stand in
// the message: its list items, else the alternatives of the question
// sentence ("README.md or CONTRIBUTING.md?"), else the files or code
// spans the message names before or after the question ("There are two
// config files: `config/dev.yaml` and `config/prod.yaml`. Which one should
// I update?").
func options(msg string) []string {
	q := lastQuestion(msg)
	if inline := inlineOptions(msg); len(inline) >= 2 && len(listItems(msg)) < 2 {
		return inline // "I can (1) fix … (2) turn off … or (3) both. Which?"
	}
	if items := listItems(msg); len(items) > 0 && !(offersInQuestion(q) && strings.Index(msg, items[len(items)-1]) < strings.Index(msg, q)) {
		return items // (a list before a question that spells its own options lists findings)
	}
	if offersInQuestion(q) {
		return alternatives(q)
	}
	if before := sentenceBefore(msg, q); strings.Contains(before, " or ") {
		// "I can put it in the Staging section or the Prerequisites
		// section. Which do you prefer?"
		return alternatives(before)
	}
	var out, files []string
	seen := map[string]bool{}
	for _, line := range strings.Split(msg, "\n") {
		for _, qt := range lang.Quotations(line) {
			if o := line[qt.Inner.Start:qt.Inner.End]; !seen[o] && strings.TrimSpace(o) != "" {
				seen[o] = true
				out = append(out, o)
				if isPathLike(o) {
					files = append(files, o)
				}
			}
		}
	}
	if len(files) < 2 {
		files = files[:0]
		for _, f := range strings.Fields(msg) {
			if f = strings.Trim(f, ",.;:?!()`'\""); strings.Contains(f, "/") && isPathLike(f) && hasFileExtension(f) && !slices.Contains(files, f) {
				files = append(files, f)
			}
		}
	}
	if len(files) >= 2 {
		// "two config files with `read_timeout: 5s`: `config/dev.yaml`
		// and `config/prod.yaml`", "src/api/utils.ts (…) and
		// src/web/utils.ts (…)": the files are the options.
		out = files
	}
	if len(out) < 2 {
		out = out[:0]
		for _, f := range strings.Fields(msg) {
			f = strings.Trim(f, ",.;:?!()")
			if (strings.ContainsAny(f, "./") && isPathLike(f) || isWellKnownDoc(strings.ToLower(f))) && !seen[f] && len(f) > 2 {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	if len(out) < 2 {
		if names := codeNamesIn(sentenceBefore(msg, q)); len(names) >= 2 {
			return names // "FeatureFlags.kt has two disabled flags: NEW_ONBOARDING and OFFLINE_SYNC. Which one do you mean?"
		}
		return alternatives(q) // the question itself: "Do you mean `handleEntry`?"
	}
	return out
}

// alternatives splits a sentence into the alternatives it offers: at " or "
// and at the commas of a list before it ("in `total`, in `tax`, or in
// both?" offers three).
func alternatives(sentence string) []string {
	var out []string
	for _, part := range strings.Split(sentence, " or ") {
		for _, p := range strings.Split(part, ", ") {
			if p = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), ",")); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// sentenceBefore is the sentence of msg just before the sentence q (the
// last question), or "".
func sentenceBefore(msg, q string) string {
	if q == "" {
		return ""
	}
	ss := lang.Sentences(msg)
	for i := len(ss) - 1; i > 0; i-- {
		if msg[ss[i].Start:ss[i].End] == q {
			return msg[ss[i-1].Start:ss[i-1].End]
		}
	}
	return ""
}

// offersChange reports whether an assistant's question offers changes to
// choose among, so that the option a reply picks is a request: the
// question proposes a change ("should I switch …", "I can put the note in
// …") or the picked option itself is one ("- raise the ttl in `New`").
// "Which file should I look at?" offers none.
func offersChange(question, picked string) bool {
	norm := lang.Normalize(question)
	return (proposes(norm) || strings.Contains(norm, "do you want") || strings.Contains(norm, "would you like")) && hasChangeVerb(question) || hasChangeVerb(picked)
}

// hasChangeVerb reports whether a text has a change verb among its words.
func hasChangeVerb(text string) bool {
	norm := lang.Normalize(text)
	for _, w := range lang.WordsIn(norm, span{Start: 0, End: len(norm)}) {
		if lang.IsChangeVerb(w.Text) || lang.IsChangeVerb(strings.TrimSuffix(w.Text, "d")) || lang.IsChangeVerb(strings.TrimSuffix(w.Text, "ed")) {
			return true // ("Which one do you want raised to 30s?")
		}
	}
	return false
}

// namesFiles reports whether text names a file (a path-like word).
func namesFiles(text string) bool {
	for _, f := range strings.Fields(text) {
		if f = strings.Trim(f, ",.;:?!()`'\""); isPathLike(f) && !versionLike(f) {
			return true
		}
	}
	return false
}

// isPathLike reports whether a word is shaped like a file path: path
// characters only, with a dot or slash inside.
func isPathLike(f string) bool {
	for i := 0; i < len(f); i++ {
		if !isPathByte(f[i]) {
			return false
		}
	}
	return strings.Trim(f, "./") != "" && (strings.Contains(strings.Trim(f, "."), ".") || strings.Contains(f, "/"))
}

// listItems returns the numbered or bulleted lines of msg.
func listItems(msg string) []string {
	var out []string
	for _, l := range strings.Split(msg, "\n") {
		if t := strings.TrimSpace(l); startsListItem(t) {
			out = append(out, t)
		}
	}
	return out
}

// pickOptions returns the text of the options a short reply picks, and
// whether it picked any: all of them for "both"/"all of them", the n-th for
// an ordinal ("the second one"), those whose distinctive word it names
// ("only dev", "prod"), all but those it negates ("not the prod one"), the
// only one for "yes, that one" when just one was offered; nothing when it
// picks none or is ambiguous.
func pickOptions(reply reading, opts []string, offersAll bool) (string, bool) {
	if len(opts) == 0 {
		return "", false
	}
	one := false
	for _, w := range reply.words {
		if w.Text == "neither" || w.Text == "none" {
			return "", false // picks nothing: the reply declines
		}
	}
	var byNumber []string // "1 and 3": every option the reply numbers
	all, out, kept := false, false, map[string]bool{}
	toks := optionWords(opts)
	rest, pending, unresolved := false, false, false // pending: an exclusion that has kept nothing out yet
	for k, w := range reply.words {
		if k > 0 && strings.ContainsAny(reply.norm[reply.words[k-1].End:w.Start], ",.;:—!\n") || out && narrowsPick(w.Text) {
			out = false // "yes but only dev"
			unresolved = unresolved || pending
			pending = false
		}
		if excludesPick(reply.words, k) {
			out = true // "all except 2", "skip 3", "all of them apart from prod"
			pending = true
			continue
		}
		if !out && pointsAtRest(w.Text) {
			rest = true // "the other two", "the rest": what the reply did not keep out
			continue
		}
		n := lang.Ordinal(w.Text)
		if k > 0 && pointsAtRest(reply.words[k-1].Text) {
			n = 0 // "the other two" counts them
		}
		i := -1
		if out && n == 0 && len(w.Text) >= 2 && !isStopWord(w.Text) {
			i = distinctOption(toks, w.Text)
		}
		switch {
		case out && n > 0 && n <= len(opts):
			kept[opts[n-1]], pending = true, false
		case out && n < 0:
			kept[opts[len(opts)-1]], pending = true, false
		case i >= 0:
			kept[opts[i]], pending = true, false // "everything except prod"
		case lang.SelectsAll(w.Text):
			all = true
		case n > 0 && n <= len(opts):
			byNumber = appendNew(byNumber, opts[n-1])
		case n < 0:
			byNumber = appendNew(byNumber, opts[len(opts)-1])
		case selectsOne(w.Text):
			one = true
		}
	}
	if (all || rest) && (unresolved || pending) {
		return "", true // "everything except the risky ones": what is kept out is not told
	}
	if all || rest && len(kept) > 0 {
		byNumber = byNumber[:0]
		for _, o := range opts {
			if !kept[o] && !(len(kept) > 0 && vagueAlternative(o)) {
				byNumber = append(byNumber, o)
			}
		}
	}
	if len(byNumber) > 0 {
		return strings.Join(withVagueSpread(byNumber, opts), "\n"), true
	}
	if picked, ok := pickByName(firstPicking(reply, opts), reply.norm, opts); ok {
		return picked, true
	}
	if one && len(opts) == 1 {
		return opts[0], true
	}
	if one && offersAll {
		return strings.Join(opts, "\n"), true // "Update both?" — "yes"
	}
	return "", false
}

// offersAll reports whether the assistant's question proposes every option
// at once ("Update both?", "Should I change all of them?"), so a yes picks
// them all.
func offersAll(msg string) bool {
	for _, w := range lang.WordsIn(lang.Normalize(lastQuestion(msg)), lang.Span{Start: 0, End: len(lastQuestion(msg))}) {
		if lang.SelectsAll(w.Text) {
			return true
		}
	}
	return false
}

// firstPicking is the words of the reply's first sentence that names an
// option: what picks; the sentences after it give reasons ("dev only.
// prod waits till friday" picks dev alone).
func firstPicking(reply reading, opts []string) []word {
	if ws, ok := narrowingSentence(reply, opts); ok {
		return ws // "live stays. just alpha"
	}
	for si, ws := range reply.sentWords {
		if _, ok := pickByName(ws, reply.norm, opts); ok {
			return reply.sentWords[si]
		}
	}
	return reply.words
}

// afterOptionName reads the words after an option's name at k, up to the
// next option's name: "only" right after it restricts the pick to it
// ("isort only"), a verb of staying keeps it out ("pylint stays at 88",
// "pylint can stay", "pylint remains untouched"). "alone" is left out:
// "isort alone" may mean only isort.
func afterOptionName(ws []word, k int, distinct func(string) int) (restricted, kept bool) {
	if k+1 < len(ws) && ws[k+1].Text == "only" {
		return true, false
	}
	for j := k + 1; j < len(ws) && j <= k+3; j++ {
		if len(ws[j].Text) >= 2 && !isStopWord(ws[j].Text) && distinct(ws[j].Text) >= 0 {
			break
		}
		switch ws[j].Text {
		case "stay", "stays", "remain", "remains", "untouched", "unchanged", "intact", "as-is":
			return false, true
		}
	}
	return false, false
}

// pickByName picks options by the words that tell them apart ("dev" in
// config/dev.yaml against config/prod.yaml): those named, or, when the
// reply only negates ("not the prod one", "not dev"), the others. norm is
// the text ws index into: a "no" set off by a comma answers the question
// and negates no option ("no, just the index": see answersApart).
func pickByName(ws []word, norm string, opts []string) (string, bool) {
	toks := optionWords(opts)
	distinct := func(w string) int { return distinctOption(toks, w) }
	var named, negated, only []int
	for k, w := range ws {
		if len(w.Text) < 2 || isStopWord(w.Text) {
			continue // "neither, leave it": "it" tells no option apart
		}
		i := distinct(w.Text)
		if own := strings.TrimSuffix(w.Text, "'s"); i < 0 && own != w.Text && len(own) >= 2 {
			i = distinct(own) // "the worker's": the option of services/worker
		}
		if i < 0 {
			continue
		}
		neg, restricted := false, false
		for j := k - 1; j >= 0 && k-j <= 3; j-- {
			if len(ws[j].Text) >= 2 && !isStopWord(ws[j].Text) && distinct(ws[j].Text) >= 0 || answersApart(norm, ws, j) {
				break // "not dev, the prod one": the negation is dev's ("the" of "the feature flag" names nothing)
			}
			if lang.IsNegation(ws[j].Text) || ws[j].Text == "except" || ws[j].Text == "skip" {
				neg = true
			}
			restricted = restricted || narrowsPick(ws[j].Text)
		}
		if r, kept := afterOptionName(ws, k, distinct); r || kept {
			restricted, neg = restricted || r, neg || kept // "isort only", "pylint stays at 88"
		}
		switch {
		case neg:
			negated = append(negated, i)
		case restricted:
			only = append(only, i)
		default:
			named = append(named, i)
		}
	}
	if len(only) > 0 {
		named = only // "only dev, prod is fine as is"
	}
	var picked []string
	switch {
	case len(named) > 0:
		for _, i := range named {
			picked = append(picked, opts[i])
		}
	case len(negated) > 0:
		for i, o := range opts {
			if !slicesContains(negated, i) && !(vagueAlternative(o) && pointsAtAll(o)) { // "not prod" to "staging, prod, or both?"
				picked = append(picked, o)
			}
		}
	}
	if len(picked) == 0 {
		return "", len(negated) > 0
	}
	return strings.Join(picked, "\n"), true
}

// optionHolding is the index of the one option among toks (each option's
// words) holding w, or, when short is set, a plain word w shortens: its
// start, three to five letters, two or more letters short of it ("prod"
// of "production", "dev" of "development"; not "limit" of "limits", nor
// "qps" of a code name "qps_limit"). -1 when several options hold it, -2
// when none does.
func optionHolding(toks [][]string, w string, short bool) int {
	if short && (len(w) < 3 || len(w) > 5) {
		return -2
	}
	at := -2
	for i, ts := range toks {
		for _, t := range ts {
			if t == w || short && len(t) >= len(w)+2 && strings.HasPrefix(t, w) && isLetters(t) {
				if at >= 0 && at != i {
					return -1
				}
				at = i
				break
			}
		}
	}
	return at
}

func slicesContains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// approvedProposal reports whether the user's latest message u is a short,
// plain approval ("yes", "go ahead", "lgtm", or a phrase the user
// configured) of an assistant message that proposes a change naming t: a
// suggestion ("want me to change formatFooter to say …?"), a plan, or the
// confirmation question a denied edit asked ("I'd update "config.go" like
// this: … This look right?"). Then the same change is explicit.
func approvedProposal(conv []Turn, u int, t Target, approves func(string) bool) (Classification, bool) {
	// "fix it" after "I'd change …" (doit.go); "yes please rename it"
	// after "I'd rename …" (echoed.go)
	directs := u > 0 && (directsProposed(conv[u].Text) || conv[u-1].Role == Assistant && echoesOffer(conv[u].Text, assistantBlock(conv, u-1)))
	if u == 0 || conv[u-1].Role != Assistant {
		return Classification{}, false
	}
	msg := assistantBlock(conv, u-1)
	if !approves(conv[u].Text) && !directs && !okToQuestion(conv[u].Text, msg, t) {
		return Classification{}, false
	}
	if strings.Contains(msg, strings.Replace(confirmHead, "%s", clipLine(t.Name), 1)) && strings.Contains(msg, confirmTail) {
		// The question this package asks ("I'd update "config.go" like
		// this: … This look right?"), shown by the model after a denial.
		return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you answered %q when I showed you the change to %q", clip80(conv[u].Text), t.Name)}, true
	}
	if !strings.Contains(msg, "?") && !directs || isClarifying(msg) && len(options(msg)) >= 2 {
		return Classification{}, false
	}
	proposal := headTail(msg)
	norm := lang.Normalize(proposal)
	whole := true // the mentions are looked for in the whole message
	if offer := offeredPart(proposal); offer != "" {
		// The sentences that propose ("Fix I'd make in src/api/client.ts,
		// inside `request`: …") say where the change goes; the others
		// are the diagnosis ("src/cli/users.ts `removeUser` calls
		// deleteUser …"). When they name other files, or name parts of
		// this file, and not this edit, the yes is not for it.
		on := lang.Normalize(offer)
		if oms := mentions(offer, on, t, true); len(oms) > 0 {
			proposal, norm, whole = offer, on, false
		} else if namesFiles(offer) || symbolsIn(offer) {
			return Classification{}, false
		}
	}
	// (a proposal put forward only as an option or by a bare "Want
	// that?" counts when it quotes what this change brings in: words
	// alone, "copy en.json to fr.json. D'accord ?", leave its direction
	// to a reading putsForward does not make)
	if ms := ownSentences(proposal, mentions(proposal, norm, t, true), t); len(ms) > 0 && (proposes(norm) || offersByImperative(proposal, t) || t.Command == "" && putsForward(norm) && quotesAdded(proposal, t) || asksSwapInCode(msg, t)) {
		if whole && !anyFile(ms) && namesFiles(proposal) {
			// "Add an autocmd on `BufWritePre` … The natural place is
			// lua/lsp.lua. Want me to add it there?": a yes is for
			// lua/lsp.lua, not for another file that gets the autocmd.
			return Classification{}, false
		}
		if t.Removal != Keeps && !removalAsked(norm, t.Removal) {
			return Classification{}, false // a yes to "fix notes.md?" is no yes to deleting it
		}
		if !proposalShows(proposal, t) {
			return Classification{}, false // a yes covers the change shown, not another of the file
		}
		if deniesChange(proposal, t) {
			return Classification{}, false // "I'd not raise `timeout` to 45 …" — "yes. go" (restated.go)
		}
		if !strings.Contains(msg, "?") && !pointsAtEdit(proposal, t) && !quotesAdded(proposal, t) {
			// "fix it" to a proposal I made without asking covers the
			// change it spells out, not any change of the file it names
			return Classification{}, false
		}
		if other := elsewhere(proposal, norm, t); other != "" && onlyFiles(ms) && !diagnosedOnly(proposal, offeredPart(proposal), other, t) {
			// "I'll add a check to `handleEntry` in `parse.go`" answered
			// yes does not ask for an edit of formatFooter.
			return Classification{}, false
		}
		return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you answered %q to my proposal, which names %q", clip80(conv[u].Text), ms[0].what)}, true
	}
	return Classification{}, false
}

// diagnosedOnly reports whether a code name other, found in a proposal
// that names t's file, belongs to the diagnosis rather than to the change
// offered: the sentences that propose (offer) name no file or code of
// their own and spell what this change brings in, the file does not
// contain other, and the proposal names no other file. "`structuredClone`
// needs Node 17+ … `ci.yml` pins Node 18. I can bump it to 20 — okay?"
// offers the bump in ci.yml; structuredClone is why, not where.
func diagnosedOnly(proposal, offer, other string, t Target) bool {
	if offer == "" || namesFiles(offer) || symbolsIn(offer) || occursAsWord(offer, other) || occursAsWord(t.file, other) {
		return false
	}
	if fresh, shown := spelled(offer, t.Added, t.removed); fresh == 0 || 2*shown < fresh {
		return false
	}
	for _, s := range lang.Sentences(proposal) {
		if otherFileAround(proposal, s.Start, t) {
			return false
		}
	}
	return true
}

// withoutKept drops from ms, mentions of t in text, those text names only
// to keep as they are: a plan "add a timer to `Logging` only, leave
// `Recover` as is" covers no change to Recover.
func withoutKept(text string, ms []mention, t Target) []mention {
	if len(ms) == 0 {
		return ms
	}
	r := read(text, t)
	out := ms[:0:0]
	for _, m := range ms {
		kept := false
		for _, n := range r.names {
			if (n.guard || n.problem != "") && n.Start < m.End && m.Start < n.End {
				kept = true
				break
			}
		}
		if !kept {
			out = append(out, m)
		}
	}
	return out
}

// ownSentences keeps the mentions of a symbol whose sentence names no
// other file: "I'll add 0004_add_refunds.sql creating a refunds table"
// answered yes is no yes to another file that mentions refunds, and "I'd
// also add a test in tests/tokenize.rs" does not take `tokenize` of the
// sentence before away from src/lib.rs.
func ownSentences(text string, ms []mention, t Target) []mention {
	out := ms[:0:0]
	for _, m := range ms {
		if m.file || !otherFileAround(text, m.Start, t) {
			out = append(out, m)
		}
	}
	return out
}

// otherFileAround reports whether the sentence of text at offset at names
// a file (a path with an extension) other than t's.
func otherFileAround(text string, at int, t Target) bool {
	for _, s := range lang.Sentences(text) {
		if at < s.Start || at >= s.End {
			continue
		}
		for _, f := range strings.Fields(text[s.Start:s.End]) {
			f = strings.TrimRight(strings.Trim(f, "`'\",;:()?!"), ".")
			if hasFileExtension(f) && isPathLike(f) && !strings.EqualFold(f, t.Name) && !strings.HasSuffix(strings.ToLower(t.Name), "/"+strings.ToLower(f)) {
				return true
			}
		}
	}
	return false
}

// offeredPart is the sentences of an assistant message that propose a
// change ("I'd …", "I'll …", "Should I …", "Fix I'd make in …"), joined,
// or "" when none does on its own.
func offeredPart(msg string) string {
	var b strings.Builder
	for _, s := range lang.Sentences(msg) {
		if text := msg[s.Start:s.End]; proposes(lang.Normalize(text)) {
			b.WriteString(text)
			b.WriteString(".\n")
		}
	}
	return b.String()
}

// symbolsIn reports whether text names code: a `code span` or an
// identifier-shaped word.
func symbolsIn(text string) bool {
	if strings.Count(text, "`") >= 2 {
		return true
	}
	for _, f := range strings.Fields(text) {
		if looksLikeCode(strings.Trim(f, ",.;:?!()'\"")) {
			return true
		}
	}
	return false
}

// removalAsked reports whether a text (normalized) uses a verb of the
// removal m.
func removalAsked(norm string, m Removal) bool {
	for _, w := range lang.WordsIn(norm, span{Start: 0, End: len(norm)}) {
		if m.Allows(w.Text) {
			return true
		}
	}
	return false
}

// anyFile reports whether a mention names the file.
func anyFile(ms []mention) bool {
	for _, m := range ms {
		if m.file {
			return true
		}
	}
	return false
}

// onlyFiles reports whether every mention names the file, none a symbol.
func onlyFiles(ms []mention) bool {
	for _, m := range ms {
		if !m.file {
			return false
		}
	}
	return true
}

// unansweredSuggestion reports whether, after the user's latest message u,
// the assistant asked about this very change ("Should I also change
// formatFooter to print 'total entries'?") and the user has not answered:
// then the change is the assistant's own suggestion, not the request.
func unansweredSuggestion(conv []Turn, u int, t Target) (Classification, bool) {
	if u+1 >= len(conv) {
		return Classification{}, false
	}
	msg := assistantBlock(conv, len(conv)-1)
	if q := lastQuestion(msg); q == "" || !proposes(lang.Normalize(msg)) {
		return Classification{}, false
	}
	msg = headTail(msg)
	for _, m := range mentions(msg, lang.Normalize(msg), t, true) {
		if !m.file {
			return Classification{Level: NeedsConfirmation, Reasoning: fmt.Sprintf("I suggested the change to %q and asked; you have not answered yet", m.what)}, true
		}
	}
	return Classification{}, false
}

// proposes reports whether an assistant message (normalized) offers to
// make a change.
func proposes(norm string) bool {
	for _, p := range [...]string{"i'd ", "i'll ", "i will ", "i can ", "i could ", "want me to", "should i ", "shall i ",
		"let me ", "i propose", "i suggest", "like this", "i'm going to", "plan", "proceed",
		"proposed", "proposal", "here's the diff", "here is the diff", "the fix:", "suggested change", "confirm?",
		"should i?", "shall i?"} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	return false
}

// clip80 shortens a quoted message for a reason line.
func clip80(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= 80 {
		return s
	}
	return clip.Prefix(s, 77) + "…"
}

// blankSQLNegations blanks the negations of SQL written in a message ("add
// a NOT NULL to created_at", "WHERE x IS NOT NULL"), offsets kept: they
// are code, and negate nothing the user asks.
func blankSQLNegations(text string) string {
	if !strings.Contains(text, "NOT ") {
		return text
	}
	b := []byte(text)
	for _, kw := range [...]string{"NOT NULL", "NOT EXISTS", "NOT IN", "NOT LIKE", "NOT BETWEEN", "NOT DEFERRABLE"} {
		for from := 0; ; {
			i := strings.Index(text[from:], kw)
			if i < 0 {
				break
			}
			i += from
			from = i + len(kw)
			if i > 0 && isIdentByte(text[i-1]) || from < len(text) && isIdentByte(text[from]) {
				continue
			}
			copy(b[i:i+3], "   ")
		}
	}
	return string(b)
}

// firstField is the first whitespace-separated field of s, without the
// quotes or backticks around it ("" when s is blank).
func firstField(s string) string {
	s = strings.TrimLeft(s, " \t")
	if i := strings.IndexAny(s, " \t\n"); i >= 0 {
		s = s[:i]
	}
	return strings.Trim(s, "`'\",;:")
}
