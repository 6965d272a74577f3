// Package consent decides whether a user's reply after a plan is consent to
// carry it out, and what the model should do about it: proceed without
// asking again, ask one confirmation question, present an adjusted plan,
// answer a question first, or stop.
//
// It is pure: callers hand it the prompt and the recent conversation (user
// prompts and assistant text, oldest first) and get a Result back; reading
// the transcript and answering the hook is the dispatcher's job.
//
// The algorithm (the project's issue 4, from the design note on composite
// consent after a plan):
//
//  1. The plan is the most recent assistant message of concreteness 2 or
//     more. None: not_composite_consent, proximity no_plan.
//  2. Proximity counts the text messages after the plan, the prompt
//     included: 1 is immediate, 2–3 same_workflow, more, or a new request by
//     the user in between, stale (not_composite_consent).
//  3. Concreteness scores one point each for a named target, a specific
//     change, a scope boundary and success criteria. 0–1: no plan to consent
//     to; 2: at best wait_for_confirmation; 3–4: consent can be confirmed.
//  4. The signal of the reply is negative, high, medium or none (see
//     Signal). The last position in the reply counts ("yes… actually wait"
//     is negative); consent that follows a negative in the same reply is at
//     most medium, since when in doubt it is not consent.
//  5. An approval that adds anything — a change, a subset, a question — is a
//     Modification, and waits for confirmation.
//  6. High, no modification, concreteness 3 or more, not stale:
//     composite_consent_confirmed. A plain high reply to one of the
//     confirmation questions the guidance prescribes ("Just to confirm, you
//     want me to proceed with the plan?") confirms the plan it refers to,
//     also at concreteness 2.
//
// Where the issue leaves a choice, this package decides so (and the corpus
// in testdata is labelled by these rules, not by this code):
//
//   - A negation with an object of its own, in a reply that also approves,
//     restricts the plan instead of refusing it: "yes, but don't touch the
//     API" is a change, "yes, but don't" is negative.
//   - A consent phrase counts only where it opens its clause: "make sure it
//     doesn't proceed on empty input" is not about consent.
//   - A selection with no consent phrase ("just do the first one", "do 1 and
//     3") is a partial approval of medium signal.
//   - Modification is reported only for an approving reply; when a reply
//     does several things, change wins over partial, partial over question.
//
// Replies are read through the shared language layer (internal/words) with
// the rules of issue 12: only the user's own words count (quoted consent is
// doubt, other pasted or quoted material a change, a pasted log that opens
// the reply evidence), sarcasm is doubt, hedged approval is medium, asides,
// remarks, reasons and commentary around an approval are not changes
// unless they ask, restrict, judge or raise a problem, negations that take
// doubt away ("no reason to wait") refuse nothing, an approval put off to a
// later time or taken over by the user is none, "no" answers "Any
// objections?", a remark that corrects the plan's premise ("btw we
// dropped corepack") is a change, typos of the approval and refusal
// vocabulary are fixed. A
// question on another subject between the plan and the reply makes the
// plan stale. docs/consent.md describes them and their figures.
package consent

import (
	"strings"
	"sync"

	"github.com/plan-compliance/plan-compliance/internal/clip"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Outcome is what the reply means for the plan.
type Outcome string

// Outcomes.
const (
	// Confirmed: the user approved a concrete plan; act on it now.
	Confirmed Outcome = "composite_consent_confirmed"
	// NotConsent: nothing here approves a plan.
	NotConsent Outcome = "not_composite_consent"
	// WaitForConfirmation: the reply leans towards approval but needs one
	// confirmation (medium signal, a modification, or a half-concrete plan).
	WaitForConfirmation Outcome = "wait_for_confirmation"
)

// Signal is how the reply reads as consent.
type Signal string

// Signals.
const (
	// High: "go ahead", "yes", "sounds good", "lgtm", ...
	High Signal = "high"
	// Medium: "ok", "sure", "fine", "that works" alone; also consent that
	// follows a negative in the same reply, and a bare selection.
	Medium Signal = "medium"
	// Negative: "no", "wait", "stop", "don't go ahead", "not ok", ...
	Negative Signal = "negative"
	// NoSignal: neither consent nor refusal.
	NoSignal Signal = "none"
)

// Modification is what an approving reply adds to the plan.
type Modification string

// Modifications.
const (
	// NoModification: the plan as proposed.
	NoModification Modification = "none"
	// Change: "yes, but skip the tests", "do it, but also update the README".
	Change Modification = "change"
	// Partial: "just do the first one", "only X", "not sure about Y".
	Partial Modification = "partial"
	// Question: "yes, but will this affect Z?".
	Question Modification = "question"
)

// Proximity is how close the reply is to the plan.
type Proximity string

// Proximities.
const (
	// Immediate: the reply directly follows the plan.
	Immediate Proximity = "immediate"
	// SameWorkflow: two or three text messages after the plan.
	SameWorkflow Proximity = "same_workflow"
	// Stale: more than three, or a different request in between.
	Stale Proximity = "stale"
	// NoPlan: no assistant message concrete enough to be a plan.
	NoPlan Proximity = "no_plan"
)

// Role says who wrote a Turn.
type Role string

// Roles.
const (
	User      Role = "user"
	Assistant Role = "assistant"
)

// Turn is one text message of the conversation: a user prompt or an
// assistant's text (tool calls and results are not turns).
type Turn struct {
	Role Role
	Text string
}

// Result is the classification of one reply. The JSON form is the
// interface of `plan-compliance consent classify --json`.
type Result struct {
	Outcome      Outcome      `json:"outcome"`
	Signal       Signal       `json:"signal"`
	Modification Modification `json:"modification"`
	// Concreteness of the plan, 0–4; with no plan, of the latest assistant
	// message.
	Concreteness int       `json:"concreteness"`
	Proximity    Proximity `json:"proximity"`
	// Guidance is the text for the model; "" when there is nothing to say
	// about consent (then the hook prints nothing).
	Guidance string `json:"guidance"`

	// Plan is the plan's text ("" with no plan).
	Plan string `json:"-"`
	// Criteria are the concreteness points the plan scored.
	Criteria Criteria `json:"-"`
	// MessagesSincePlan counts the text messages after the plan, the prompt
	// included (0 with no plan).
	MessagesSincePlan int `json:"-"`
	// NewRequest: the user asked for something else between the plan and
	// this reply.
	NewRequest bool `json:"-"`
	// Approved: the plan had already been approved earlier in the
	// conversation, so work may be under way.
	Approved bool `json:"-"`
	// AnswersConfirmation: the message before the reply asks one of the
	// confirmation questions the guidance prescribes.
	AnswersConfirmation bool `json:"-"`

	// proposal: with no plan, the latest assistant message offered to do
	// something, so the guidance can say why it does not count.
	proposal bool
	// asked is the assistant's message the reply answers (the plan when
	// nothing came after it), read for its last question (askedOf).
	asked string
	// objectionsAsked: the message after the plan answered a question of
	// the user's and asked for objections to the plan, proposing nothing
	// of its own (answersThenAsksObjections).
	objectionsAsked bool
	// otherPlan: the reply chooses an earlier proposal the plan message
	// mentions, not the plan (choosesEarlier).
	otherPlan bool
	// deferred: the reply's approval waits on someone else's decision
	// (awaitsOthers).
	deferred bool
}

// Classifier classifies replies with the default vocabularies plus a
// config's extra phrases. Build one per process with New; it is safe for
// concurrent use.
type Classifier struct {
	phrases map[string][]phrase // by first word, longest first
	// firsts has bit firstsBit(w) set for every phrase's first word w: a
	// reply word whose bit is clear starts no phrase, and startingAt
	// answers it without hashing all of it (most words of a long reply
	// start none).
	firsts [firstsBits / 64]uint64
	spare  []phrase // while New runs: unused slots of one block
	cfg    Config
	// other is this Classifier with the vocabularies of the other
	// languages too, built the first time a reply may use them
	// (lang.MayBeForeign): most replies are English, and indexing several
	// hundred more phrases in every hook process would cost more than
	// reading the reply.
	other *otherLanguages
}

// otherLanguages holds the Classifier with every language's phrases.
type otherLanguages struct {
	once sync.Once
	c    *Classifier
}

// withLanguages returns the Classifier that also knows the other
// languages' phrases.
func (c *Classifier) withLanguages() *Classifier {
	if c.other == nil {
		return c
	}
	c.other.once.Do(func() { c.other.c = build(c.cfg, true) })
	return c.other.c
}

// phraseKind is the vocabulary a phrase comes from.
type phraseKind uint8

const (
	kindHigh phraseKind = iota + 1
	kindMedium
	kindNegative
)

// phrase is one vocabulary entry: its normalised words, joined by single
// spaces.
type phrase struct {
	text  string
	words int
	kind  phraseKind
	alone bool
}

// New builds a Classifier from cfg's extra phrases (cfg.Enabled is the
// caller's business). An extra phrase overrides the default vocabulary it
// was in: "ok" under high makes "ok" consent. Building one is cheap (it
// runs on every prompt): the built-in phrases are already normalised and
// are indexed without being copied.
func New(cfg Config) *Classifier {
	c := build(cfg, false)
	c.other = &otherLanguages{}
	return c
}

// build is New, with the other languages' phrases or without.
func build(cfg Config, languages bool) *Classifier {
	lists := [3][]string{lang.Negative(), lang.High(), lang.Medium()}
	if languages {
		high, medium, negative := lang.OtherLanguages()
		lists[0], lists[1], lists[2] = append(lists[0], negative...), append(lists[1], high...), append(lists[2], medium...)
	}
	n := len(cfg.Negative) + len(cfg.High) + len(cfg.Medium) + len(lists[0]) + len(lists[1]) + len(lists[2])
	// About four phrases in five start with a word of their own.
	c := &Classifier{phrases: make(map[string][]phrase, n*4/5), spare: make([]phrase, n), cfg: cfg}
	var extra map[string]bool
	addExtra := func(list []string, kind phraseKind) {
		for _, p := range list {
			text := strings.Join(phraseWords(p), " ")
			if text == "" || extra[text] {
				continue
			}
			if extra == nil {
				extra = map[string]bool{}
			}
			extra[text] = true
			c.add(phrase{text: text, kind: kind, alone: aloneOnly(text)})
		}
	}
	addDefault := func(list []string, kind phraseKind) {
		for _, text := range list {
			if !extra[text] {
				c.add(phrase{text: text, kind: kind, alone: aloneOnly(text)})
			}
		}
	}
	addExtra(cfg.Negative, kindNegative)
	addExtra(cfg.High, kindHigh)
	addExtra(cfg.Medium, kindMedium)
	addDefault(lists[0], kindNegative)
	addDefault(lists[1], kindHigh)
	addDefault(lists[2], kindMedium)
	c.spare = nil
	return c
}

// add indexes p by its first word, keeping each word's phrases longest
// first ("go ahead" before "go"); among equally long ones the first added
// (an extra phrase) wins.
func (c *Classifier) add(p phrase) {
	p.words = strings.Count(p.text, " ") + 1
	first := p.text
	if i := strings.IndexByte(first, ' '); i >= 0 {
		first = first[:i]
	}
	b := firstsBit(first)
	c.firsts[b/64] |= 1 << (b % 64)
	ps, ok := c.phrases[first]
	if !ok && len(c.spare) > 0 {
		// Most first words start one phrase: a slot of one shared block,
		// not an allocation each.
		c.spare[0] = p
		c.phrases[first], c.spare = c.spare[:1:1], c.spare[1:]
		return
	}
	ps = append(ps, p)
	for j := len(ps) - 1; j > 0 && ps[j].words > ps[j-1].words; j-- {
		ps[j], ps[j-1] = ps[j-1], ps[j]
	}
	c.phrases[first] = ps
}

// firstsBits is the size of Classifier.firsts in bits: some 250 first
// words set about one bit in thirty.
const firstsBits = 8192

// firstsBit is the bit of Classifier.firsts for the non-empty word w, from
// its first and last bytes and its length.
func firstsBit(w string) uint {
	return ((uint(w[0])*31+uint(w[len(w)-1]))*31 + uint(len(w))) % firstsBits
}

// startingAt returns the phrases whose first word is w, longest first.
func (c *Classifier) startingAt(w string) []phrase {
	if w == "" {
		return nil
	}
	if b := firstsBit(w); c.firsts[b/64]&(1<<(b%64)) == 0 {
		return nil
	}
	return c.phrases[w]
}

// phraseWords normalises a vocabulary phrase into words.
func phraseWords(p string) []string {
	var words []string
	for _, cl := range lang.Clauses(p) {
		words = append(words, cl.Words...)
	}
	return words
}

// match returns the longest phrase at words[i] of one of kinds, and the
// number of reply words it covers: its length in words, or, for a phrase
// read with one slip (nearPhrase: "go a head"), the words that spell it.
func (c *Classifier) match(words []string, i int, kinds ...phraseKind) (phrase, int) {
	if p, n := matchIn(c.startingAt(words[i]), words, i, kinds...); n > 0 {
		return p, n
	}
	return c.slipMatch(words, i, kinds)
}

// matchIn is match over the phrases already looked up for words[i].
func matchIn(cands []phrase, words []string, i int, kinds ...phraseKind) (phrase, int) {
	for _, p := range cands {
		if !hasKind(kinds, p.kind) || nounUse(p, words, i) {
			continue
		}
		if p.words <= len(words)-i && (p.words == 1 || phraseAt(p.text, words, i)) {
			return p, p.words
		}
		if n := nearPhrase(p, words, i); n > 0 {
			return p, n
		}
	}
	return phrase{}, 0
}

// phraseAt reports whether the words of text (single spaces) are
// words[i:i+n].
func phraseAt(text string, words []string, i int) bool {
	for k := i; ; k++ {
		w := text
		j := strings.IndexByte(text, ' ')
		if j >= 0 {
			w, text = text[:j], text[j+1:]
		}
		if words[k] != w {
			return false
		}
		if j < 0 {
			return true
		}
	}
}

func hasKind(kinds []phraseKind, k phraseKind) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// Classify judges prompt as the reply to plan, given the number of text
// messages since the plan, the prompt included (1: the prompt directly
// follows it). An empty plan means there is none.
func (c *Classifier) Classify(prompt, plan string, messagesSincePlan int) Result {
	res := Result{Plan: plan, MessagesSincePlan: messagesSincePlan}
	if strings.TrimSpace(plan) == "" {
		res.Plan = ""
		res.MessagesSincePlan = 0
		res.Proximity = NoPlan
	} else {
		res.Criteria = Concreteness(plan)
		res.Concreteness = res.Criteria.Score()
		res.Proximity = proximity(messagesSincePlan, false)
		if messagesSincePlan <= 1 {
			res.asked = plan
		}
	}
	c.decide(&res, prompt)
	return res
}

// ClassifyConversation judges prompt as the reply to the plan found in the
// recent conversation (oldest first; user prompts and assistant text only).
// The conversation may already end with prompt itself (transcripts are
// written while hooks run): a trailing user turn equal to prompt is ignored.
func (c *Classifier) ClassifyConversation(recent []Turn, prompt string) Result {
	if n := len(recent); n > 0 && recent[n-1].Role == User && sameText(recent[n-1].Text, prompt) {
		recent = recent[:n-1]
	}
	res := Result{Proximity: NoPlan}
	plan := -1
	read := newTurnReads(recent)
	for i := len(recent) - 1; i >= 0; i-- {
		if recent[i].Role == Assistant && !refersBack(recent[i].Text) && !checksAnswer(recent, i) && !answersThenAsksObjections(recent, i, read) &&
			!clarifiesPlan(recent, i, read) &&
			(read.proposes(i) && read.atLeast(i, 2) || statesPlan(recent[i].Text) && !answersQuestion(recent, i) ||
				read.atLeast(i, 2) && offersAlternatives(recent[i].Text)) {
			// Alternatives to choose between ("Option 1: … Option 2: …") are
			// a plan even without the words of an offer: a pick answers it.
			plan = i
			break
		}
	}
	if plan < 0 {
		// Report how concrete the latest proposal was, to say why it is not
		// a plan.
		for i := len(recent) - 1; i >= 0; i-- {
			if recent[i].Role == Assistant {
				res.Criteria = read.concreteness(i)
				res.Concreteness = res.Criteria.Score()
				// Whether it offers to do something ("I can improve the
				// parser. Want me to?"), for the guidance about a
				// proposal too vague to be a plan.
				res.proposal = read.proposes(i)
				break
			}
		}
		c.decide(&res, prompt)
		return res
	}
	res.Plan = recent[plan].Text
	res.Criteria = read.concreteness(plan)
	res.Concreteness = res.Criteria.Score()
	res.MessagesSincePlan = len(recent) - plan // the messages after it, plus the prompt
	var terms *planTerms                       // read when a message in between needs them
	for i := plan + 1; i < len(recent); i++ {
		if recent[i].Role != User {
			continue
		}
		answer := ""
		if i+1 < len(recent) && recent[i+1].Role == Assistant {
			answer = recent[i+1].Text
		}
		if c.isNewRequest(recent[i].Text) && !asideQuestion(recent[i].Text, answer) {
			res.NewRequest = true
			continue
		}
		if terms == nil {
			t := termsOf(res.Plan)
			terms = &t
		}
		if c.asksElsewhere(recent[i].Text, answer, *terms) {
			res.NewRequest = true
		}
	}
	res.Approved = c.approvedEarlier(recent)
	last := recent[len(recent)-1]
	res.AnswersConfirmation = last.Role == Assistant && (confirmationQuestion(normalized(last.Text)) || foreignConfirmationQuestion(last.Text))
	if last.Role == Assistant {
		res.asked = last.Text
		res.objectionsAsked = plan < len(recent)-1 && answersThenAsksObjections(recent, len(recent)-1, read)
	}
	res.Proximity = proximity(res.MessagesSincePlan, res.NewRequest)
	c.decide(&res, prompt)
	return res
}

// Approves reports whether a short reply clearly approves what was just
// proposed: a high signal with nothing added (the confirmation capability
// asks this of a "yes" to a proposed change).
func (c *Classifier) Approves(reply string) bool {
	r := c.readReply(reply, "")
	return r.signal == High && r.modification == NoModification
}

// proximity maps the message count to the vocabulary.
func proximity(n int, newRequest bool) Proximity {
	switch {
	case newRequest || n > 3:
		return Stale
	case n <= 1:
		return Immediate
	}
	return SameWorkflow
}

// decide reads the reply and combines it with the plan's concreteness and
// proximity (steps 4–6), then writes the guidance.
func (c *Classifier) decide(res *Result, prompt string) {
	prompt = c.emojiStops(prompt) // "nope 👍 go for it": the emoji ends a sentence
	asked := askedOf(res.asked)
	// To a question that is not "go ahead?", an opening no answers it
	// ("no, just do it" to "want to see the diff first?").
	// "Any objections?" may close an answer to a question asked after the
	// plan ("Negligibly — one check per step. Any objections?"): asked for
	// objections either way.
	// To a choice inside the plan only an opening no answers it ("no,
	// go ahead": the plan as written); a yes picks the option.
	objections := answersObjections(res.Plan) || res.objectionsAsked // read once: the plan's tail, lowered
	noAnswers := asked != asksGoAhead && (asked != asksOption || opensWithNo(lang.Clauses(prompt))) || objections
	read := prompt
	if asked == asksHoldBack {
		read = holdRefused(prompt) // "No, don't hold off — go now."
	} else if declarativeLeave(prompt) {
		read = strings.ReplaceAll(prompt, "?", ".") // "you can proceed?": leave given, not asked
	}
	r := c.readAnswer(read, res.Plan, noAnswers)
	if len(prompt) <= maxCurious && strings.IndexByte(prompt, '?') >= 0 && askedOnlyOutOfCuriosity(lang.Clauses(prompt)) {
		r = reply{signal: NoSignal, modification: NoModification} // "why X and not Y? just asking"
	}
	if ((r.signal == Medium || r.signal == NoSignal) && r.modification == NoModification ||
		r.signal == High && r.modification == Change) && res.Plan != "" &&
		len(prompt) <= maxPlanVerbReply && !lang.Sarcastic(prompt) {
		head, tail := window(res.Plan, planHead, planTail)
		if commandsPlanVerb(lang.Clauses(prompt), planLookup(res.Plan, head, tail)) {
			r = reply{signal: High, modification: NoModification} // "ok fix it" to "I'll fix …"
		}
	}
	if (r.signal == High || r.signal == Medium || r.signal == NoSignal) && r.modification == NoModification &&
		res.Plan != "" && restrictsToStep(prompt) && !lang.Sarcastic(prompt) {
		r = reply{signal: Medium, modification: Partial} // "نفذ الخطوة الأولى فقط": one step, the rest held back
	}
	if r.modification == Partial && r.signal == Medium && len(prompt) <= maxPick {
		// "yep, go with option 1" to "Shall I go with option 1?": the
		// option the question proposes, picked: a yes to it.
		if l := recommendedOption(res.asked); l != "" && l == c.pickedOption(lang.Clauses(prompt), res.Plan) {
			r = reply{signal: High, modification: NoModification}
		}
	}
	switch {
	case noAnswers && thumbsDown(prompt):
		r = reply{signal: Negative, modification: NoModification}
	case asked == asksAnythingElse && r.signal == Negative && namesAddition(prompt):
		r = reply{signal: Medium, modification: Change} // "yes — also log the upstream time"
	case asked == asksOption && (r.signal == High || r.signal == Medium) && r.modification == NoModification &&
		!opensWithNo(lang.Clauses(prompt)):
		// "yes" to "do you want the window to be configurable?": the
		// option picked, beyond the plan as written
		r.modification = Change
	}
	if (asked == asksAnythingElse || objections) && (nothingThenGo(prompt) || c.noThenApproval(prompt, res.Plan)) {
		r = reply{signal: High, modification: NoModification} // "nope, nothing — do it" to "Anything you'd change?"
	}
	if r.signal == NoSignal && picksAlternative(prompt, lastQuestion(res.asked)) {
		r = reply{signal: Medium, modification: Change} // "alpine" to "distroless/static or alpine?"
	}
	also, directed := alsoUnread, false
	if asked == asksOption && !objections {
		also = answerToAlso(prompt, res.Plan, lastQuestion(res.asked))
	}
	if also == alsoPlanApproved || (asked == asksOption || asked == asksAnythingElse) && justThePlan(prompt, res.Plan, lastQuestion(res.asked)) {
		r = reply{signal: High, modification: NoModification} // "no, just the validation" to "Should I also backfill?"
	} else if also == alsoDeclinedOnly {
		r = reply{signal: NoSignal, modification: NoModification} // "no." to "Should I also backfill?": the plan not approved
	} else if (r.signal == NoSignal || r.signal == Negative) && objections && objectsWithChange(prompt) {
		r = reply{signal: Medium, modification: Change} // "one: leave the header out for now"
	} else if (r.signal == NoSignal || r.signal == Negative) && (directsPart(prompt, res.Plan) || picksSteps(prompt, res.Plan)) {
		r = reply{signal: Medium, modification: Partial} // "do the button change, skip the test"
		directed = true
	} else if r.signal == NoSignal && judgesThenRedirects(prompt, res.Plan) {
		r = reply{signal: Medium, modification: Change} // "the approach is sound; however, name it 0043 rather than 0042"
	} else if r.signal == NoSignal && r.modification == NoModification && res.MessagesSincePlan == 1 && adjustsPlan(prompt, res.Plan) {
		r = reply{signal: Medium, modification: Change} // "cap workers at 4, it's a shared box"
	}
	if r.signal == NoSignal && r.modification == NoModification && asked != asksOption && !objections && len(prompt) <= maxProviso {
		if again := approvalInOtherWords(prompt, res.Plan); again != "" {
			r = c.readAnswer(again, res.Plan, noAnswers) // "Do all three.", "I'd appreciate it if you went ahead"
		}
	}
	if r.signal == Medium && r.modification == NoModification && (res.AnswersConfirmation && onlyForeignYes(prompt) || foreignYesPlease(prompt)) {
		r.signal = High // "ja" to "Just to confirm, you want me to proceed?": its yes; "ja bitte": "yes please"
	}
	if r.signal == High || r.signal == Medium {
		switch frontedCondition(prompt) {
		case frontsLater:
			r = reply{signal: Negative, modification: NoModification} // "next week, then sure"
		case frontsCondition:
			if r.modification == NoModification {
				r.modification = Change // "if the bench numbers hold up, yes"
			}
		}
	}
	if (r.signal == High || r.signal == Medium) && len(prompt) <= maxFronted && approvesForLater(lang.Clauses(prompt)) {
		r = reply{signal: Negative, modification: NoModification} // "let's do this on the weekend when nobody's pushing"
	}
	if r.signal == Negative && restatesBoundary(prompt, res.Plan) {
		r = reply{signal: High, modification: NoModification} // "Plan only, yes — go ahead, no apply." to "… before any apply"
	}
	if r.signal == High && r.modification == Partial && (namesEveryStep(prompt, res.Plan) || restatesLimit(prompt, res.Plan)) {
		r.modification = NoModification // "yes, proceed with the 4 steps" to a plan of four; "yes, staging only" to "… on staging only"
	}
	if r.signal == High && r.modification == Question && (asksOnlyWhyAsked(prompt) || echoesOnly(prompt, res.Plan)) {
		r.modification = NoModification // "why are you even asking, obviously yes, do it"; "30 runs? wow. ok go"
	}
	if (r.signal == High || r.signal == Medium) && r.modification == NoModification && res.Plan != "" &&
		(asksKeptOut(prompt, res.Plan) || picksInlineAlternative(prompt, res.Plan)) {
		r.modification = Change // "go ahead and apply" to "(no apply)"; "yes, keep it on" to "unless you'd rather keep it on"
	}
	if (r.signal == High || r.signal == Medium) && r.modification == NoModification && res.Plan != "" &&
		keepsStep(lang.Clauses(prompt), res.Plan) {
		r.modification = Change // "go ahead but ping me before you run dbt build"
	}
	if r.signal == High && r.modification == NoModification && res.Plan != "" && len(prompt) <= maxProviso &&
		asksDeliverable(lang.Clauses(prompt), res.Plan) {
		r.modification = Change // "ya, render it and send me a screenshot"
	}
	if r.signal == Medium && r.modification == NoModification &&
		(c.refusalTakenBack(prompt, res.Plan, noAnswers) || c.noReassured(prompt, res.Plan, noAnswers) ||
			c.doubtSettled(prompt, res.Plan, noAnswers) || c.mistakeOwned(prompt)) {
		r.signal = High // "no wait, actually yes — go ahead"
	}
	if r.signal == Medium && r.modification != Question && c.checkSettled(prompt, res.Plan, noAnswers) {
		r = reply{signal: High, modification: NoModification} // "wait — let me reread step 3… ok yes, that's right. go ahead"
	}
	if (r.signal == High || r.signal == Medium) && len(prompt) <= maxProviso &&
		(c.takesOver(lang.Clauses(prompt)) || r.modification != Partial && c.deliberates(lang.Clauses(prompt))) {
		r = reply{signal: Negative, modification: NoModification} // "lgtm but I'll do it myself"; "lgtm, let me think about it"
	}
	if r.signal == High && r.modification == NoModification && c.yesToOwnReport(prompt, res.Plan) {
		r = reply{signal: NoSignal, modification: NoModification} // "yes I ran the lint already and it's clean"
	}
	if (r.signal == High || r.signal == Medium) && r.modification == NoModification && len(prompt) <= maxProviso {
		if cls := lang.Clauses(prompt); setsProviso(cls) || c.approvesWhen(cls) || c.qualifiesWithBut(cls) || c.restrictsApproval(cls) {
			r.modification = Change // "no objection as long as it defaults to disabled"; "yes but seed 7"
		}
	}
	if (r.signal == High || r.signal == Medium) && r.modification == NoModification && res.MessagesSincePlan > 1 &&
		res.asked != "" && lastQuestion(res.asked) == "" && acknowledgesOnly(prompt) {
		r.signal = NoSignal // "yes makes sense" to the answer of a side question: that answer taken in, not the plan approved
	}
	if r.signal == Medium && r.modification == NoModification && onlyThanks(prompt, res.MessagesSincePlan > 1) {
		r.signal = NoSignal // "cool, thanks for explaining"; "cool thanks" to an answer after the plan
	}
	if r.signal == High && r.modification == NoModification && closesWeak(prompt) {
		r.signal = Medium // "yeah ok"
	}
	res.Signal, res.Modification = r.signal, r.modification
	res.Outcome = NotConsent
	switch {
	case res.Proximity == NoPlan || res.Proximity == Stale || res.Concreteness <= 1:
	case res.Signal == Negative || res.Signal == NoSignal:
	case disclaimsApproval(prompt):
		// "I'm not saying go ahead, just that the plan looks reasonable".
		res.Signal, res.Modification = NoSignal, NoModification
	case answersQuestionOnly(asked, prompt):
		// "please do" to "Should I hold off?", "yes, show me" to "Want to
		// see the diff first?": the answer to another question, no signal
		// about the plan (the guidance says to respond to it and wait).
		res.Signal, res.Modification = NoSignal, NoModification
	case ownStepFirst(prompt):
		// "about the jump fix, I need to playtest first": the plan
		// waits on a step of the user's own.
		res.Signal, res.Modification = Negative, NoModification
	case !directed && awaitsOthers(prompt):
		// "go ahead if Maria signs off on it": not the user's go-ahead
		// yet. (A part directed now, and the rest left to QA, is partial.)
		res.deferred = true
	case choosesEarlier(prompt, res.Plan):
		// "yes do the log level thing" to a plan message that mentions
		// the log level as an earlier, separate proposal: that one
		// chosen, not the plan.
		res.Modification, res.otherPlan = Change, true
	case res.Modification != NoModification || res.Signal == Medium:
		res.Outcome = WaitForConfirmation
	case correctsPremise(prompt, res.Plan):
		// "go ahead, btw we dropped corepack" to a plan that adds a
		// corepack step: the plan corrected, a change to confirm.
		res.Modification, res.Outcome = Change, WaitForConfirmation
	case approvesSideOffer(prompt, res.Plan):
		// "yes drop the lodash import" to a plan that offers that apart.
		res.Modification, res.Outcome = Change, WaitForConfirmation
	case res.Concreteness == 2 && !res.AnswersConfirmation:
		res.Outcome = WaitForConfirmation
	default:
		res.Outcome = Confirmed
	}
	res.Guidance = guidance(res, prompt)
}

// isNewRequest reports whether a user message between the plan and the
// reply asked for different work: a clause opens with a request verb
// ("write a Dockerfile", "can you fix the login bug") and the message does
// not approve. A hold before the request ("wait, first add a CONTRIBUTING.md")
// does not make it less of one.
func (c *Classifier) isNewRequest(text string) bool {
	cls := lang.Clauses(text)
	if detour(cls) {
		// Marked as another subject first: its words are not an answer to
		// the plan ("totally unrelated question: …" approves nothing).
		return true
	}
	if r := c.readReply(text, ""); r.signal == High || r.signal == Medium {
		return false
	}
	for n, cl := range cls {
		if n == maxRequestClauses {
			break
		}
		if asksFor(cl.Words) {
			return true
		}
	}
	return false
}

// asksElsewhere reports whether a user message between the plan and the
// reply names a subject of its own and nothing of the plan, and does not
// point at it ("what's the syntax for a Go generic constraint?", "remind me
// what port redis runs on", "I need the staging logs"): when in doubt, a
// different request. A question about the plan shares a term with it, or
// the assistant's answer does (exchangeAboutPlan: "is the idempotency key
// stored on the order already?", "how long does the apply take?"), or it
// points at the plan ("can you explain the second step?", "does this touch
// the API?"). A message that approves or refuses is no question elsewhere.
func (c *Classifier) asksElsewhere(text, answer string, terms planTerms) bool {
	if r := c.readReply(text, ""); r.signal != NoSignal {
		rest, ok := c.askedAfterHold(text)
		if !ok {
			return false
		}
		text = rest // "wait, what's …?": the question weighed alone
	}
	cls := lang.Clauses(text)
	if len(cls) > maxRequestClauses {
		return false // long: read as a remark on the plan, not a new subject
	}
	if exchangeAboutPlan(terms, text, answer) || asksAfterMerits(cls) || asideQuestion(text, answer) {
		return false
	}
	ownNoun := false // the message named a subject of its own, which a later "it" points at
	for _, cl := range cls {
		ownNoun = ownNoun || hanSubject(cl.Words, terms.low) // "登录页的图标不显示了": a phrase of its own, no spaces
		for j, w := range cl.Words {
			if pointsAtPlanWord(w) && !(ownNoun && pronoun(w)) && (pronoun(w) || j > 0 && determiner(cl.Words[j-1])) {
				// "does this touch the API?", "can you explain the second
				// step?"; not the verb of "how do I change my git email".
				return false
			}
			// "our staging DB password expired, how do I rotate it": the
			// "it" is the password, not the plan.
			ownNoun = ownNoun || len(w) >= 4 && !isFiller(w) && !lang.OpensQuestion([]string{w, "x"})
		}
	}
	// A question, a request or a remark of its own subject ("who is on
	// call this week", "I need the staging logs from last night"); a
	// message with no word of substance ("ok", "hmm, thanks") is none.
	return ownNoun
}

// pronoun reports whether w stands for something named before it.
func pronoun(w string) bool {
	switch w {
	case "this", "that", "it", "its", "it's", "these", "those":
		return true
	}
	return false
}

// determiner reports whether w, before a noun, points at something known:
// "the step", "this file", "your test", "each change".
func determiner(w string) bool {
	switch w {
	case "the", "this", "that", "these", "those", "your", "each", "every", "its", "first", "second", "third", "last",
		"new", "whole", "same":
		return true
	}
	return false
}

// hasDigit reports whether w holds a digit (a value: "500", "30s", "v2").
func hasDigit(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= '0' && w[i] <= '9' {
			return true
		}
	}
	return false
}

// pointsAtPlanWord reports whether a word in a question points back at the
// plan: "this", "that", "it", "step", "change", "approach", "file", "test".
func pointsAtPlanWord(w string) bool {
	switch w {
	case "this", "that", "it", "its", "it's", "these", "those", "step", "steps", "plan", "change", "changes", "approach",
		"fix", "file", "files", "function", "test", "tests", "diff", "patch", "edit", "edits", "proposal", "option":
		return true
	}
	return false
}

// detour reports whether a message in between says it leaves the plan's
// subject ("different question: how do I rotate the API key?", "wait,
// unrelated, how do I rerun a task?", "side quest: a regex for UK
// postcodes?") and asks something: a question, or a request. A question
// about the plan itself ("what does step 2 do?") carries no such marker
// and keeps the plan current.
func detour(cls []lang.Clause) bool {
	marked, asks, first := false, false, true
	for n, cl := range cls {
		if n == maxRequestClauses {
			break
		}
		if n < maxDetourClause && marksDetour(cl.Words, first) {
			marked = true
		}
		first = first && onlyOpeners(cl.Words)
		if cl.Question || asksFor(cl.Words) {
			asks = true
		}
	}
	return marked && asks
}

// marksDetour reports whether a clause opens, within its first words, with
// a marker of another subject ("totally unrelated question: …", "quick
// side question", "btw, …").
func marksDetour(ws []string, first bool) bool {
	for j := 0; j < len(ws) && j < maxMarkerAt; j++ {
		if opensAside(ws[j:]) || topicShift(ws[j:], first && j == 0) {
			return true
		}
	}
	return false
}

// maxMarkerAt is how many words may stand before a marker of another
// subject ("totally unrelated", "ok quick side question").
const maxMarkerAt = 3

// onlyOpeners reports whether a clause holds nothing but the sounds a
// message opens with ("oh", "ok", "hmm"), so the next one still opens it.
func onlyOpeners(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "oh", "ok", "and", "so", "hmm", "ah", "um", "right":
		default:
			return false
		}
	}
	return true
}

// maxDetourClause is how far into a message a marker of a new subject is
// looked for: such markers open it ("actually, separate thing — …").
const maxDetourClause = 3

// topicShift reports whether a clause opens by announcing another subject:
// "different question", "separate thing", "side quest", "another
// question", "off topic", "before that", or, opening the message, by
// adding an ask ("oh also, can you explain …"; not the "also" inside "does
// the check also cover …").
func topicShift(ws []string, first bool) bool {
	if first && len(ws) > 0 && (ws[0] == "oh" || ws[0] == "and" || ws[0] == "ok") {
		ws = ws[1:]
	}
	if first && len(ws) > 0 && ws[0] == "also" {
		return true
	}
	if len(ws) > 0 && otherSubjectWord(ws[0]) {
		return true // "separately — …", "unrelated: …"
	}
	if len(ws) < 2 {
		return false
	}
	// An adjective of otherness and a word for a subject, with at most
	// one word between: "different question", "totally separate thing",
	// "quick side question", "another small issue", "new topic"; in the
	// languages that put the adjective after the noun, the other way
	// round ("pertanyaan lain", "una pregunta distinta").
	for j := 0; j < 2 && j < len(ws); j++ {
		for k := j + 1; k < len(ws) && k <= j+2; k++ {
			if othernessWord(ws[j]) && subjectNoun(ws[k]) ||
				lang.ForeignSubjectNoun(ws[j]) && lang.ForeignOtherness(ws[k]) {
				return true
			}
		}
	}
	switch ws[0] + " " + ws[1] {
	case "off topic", "changing topic", "before that", "changing the", "side quest":
		return true
	}
	return false
}

// otherSubjectWord reports whether w alone announces another subject
// ("separately", "unrelated", "tangent").
func otherSubjectWord(w string) bool {
	switch w {
	case "separately", "unrelated", "unrelatedly", "tangent", "tangentially", "offtopic", "off-topic", "sidenote",
		"ps", "p.s", "meanwhile":
		return true
	}
	return false
}

// othernessWord reports whether w marks something as other than the
// subject at hand ("different", "separate", "another", and in other
// languages "autre", "andere", "другой": words.ForeignOtherness); "quick question"
// too, but a yes-or-no question so opened may be asked in passing
// (inPassing).
func othernessWord(w string) bool {
	switch w {
	case "different", "separate", "unrelated", "random", "other", "another", "new", "side", "quick", "totally",
		"completely", "entirely":
		return true
	}
	return lang.ForeignOtherness(w)
}

// subjectNoun reports whether w names a subject of talk ("question",
// "thing", "topic"; in other languages "chose", "Frage", "вопрос":
// words.ForeignSubjectNoun).
func subjectNoun(w string) bool {
	switch w {
	case "question", "questions", "q", "one", "thing", "things", "topic", "subject", "issue", "matter", "request", "ask",
		"note", "quest", "problem", "item":
		return true
	}
	return lang.ForeignSubjectNoun(w)
}

// maxRequestClauses bounds the clauses of a message in between that are
// read for a new request.
const maxRequestClauses = 16

// asksFor reports whether a clause opens with a request for work, after
// the openers people put before one ("actually first, add …", "hmm first
// bump …", "can you write …", "I need you to …").
func asksFor(words []string) bool {
	i := 0
	for i < len(words) && requestOpener(words[i]) {
		i++
	}
	if i+2 < len(words) && (words[i] == "can" || words[i] == "could" || words[i] == "would") && words[i+1] == "you" {
		i += 2
		if words[i] == "please" && i+1 < len(words) {
			i++
		}
	} else if i+3 < len(words) && words[i] == "i" && (words[i+1] == "need" || words[i+1] == "want") && words[i+2] == "you" && words[i+3] == "to" {
		i += 4
	}
	if i+2 < len(words) && words[i] == "help" && (words[i+1] == "me" || words[i+1] == "us") {
		i += 2 // "can you help me write the release notes": the work is the verb after
		if words[i] == "to" && i+1 < len(words) {
			i++
		}
	}
	return i < len(words) && (requestVerb(words[i]) || lang.IsChangeVerb(words[i]))
}

// requestOpener reports whether w may stand before the verb of a request
// without changing it.
func requestOpener(w string) bool {
	switch w {
	case "please", "now", "ok", "so", "actually", "first", "hmm", "also", "then", "and", "oh", "quickly":
		return true
	}
	return lang.IsAside(w)
}

// approvedEarlier reports whether, before the reply, a user approved some
// concrete assistant message: then work on a plan may be under way.
func (c *Classifier) approvedEarlier(recent []Turn) bool {
	concrete := false
	for _, t := range recent {
		switch {
		case t.Role == Assistant && !concrete:
			concrete = proposes(t.Text) && AtLeast(t.Text, 2)
		case t.Role == User && concrete:
			if c.readReply(t.Text, "").signal == High {
				return true
			}
		}
	}
	return false
}

// proposes reports whether an assistant message proposes work, so it can be
// the plan a reply answers: it speaks of what will be done ("I'll update",
// "Plan:", "want me to") or ends by asking, and does not open as a report of
// work already done ("Done: parse.go now rejects empty entries."). Only the
// head and the tail of a long message are read, where proposals say so.
func proposes(text string) bool {
	const head, tail = 1024, 512
	start, end := text, ""
	if len(text) > head+tail {
		start, end = cutRunes(text, head), text[len(text)-tail:]
	}
	norm := normalized(start) + normalized(end)
	for _, p := range []string{
		"i'll", "i will", "i can", "i could", "i'd", "i would", "i plan", "i propose", "i suggest",
		"i recommend", "i'm going to", "we'll", "we will", "we can", "we could", "we should",
		"let me", "let's", "want me to", "shall i", "should i", "plan", "proposal", "proposed",
		"propose", "next steps", "here's how",
	} {
		if containsWords(norm, p) {
			return true
		}
	}
	if reportOpening(norm) {
		return false
	}
	return strings.HasSuffix(strings.TrimSpace(text), "?")
}

// answersQuestion reports whether the assistant message recent[i] follows
// a question of the user's ("how do I rotate it in vault?"): laid out
// without an offer, it is the answer ("Run `vault write …` and restart the
// pods"), steps for the user to take, not a plan to approve.
func answersQuestion(recent []Turn, i int) bool {
	if i == 0 || recent[i-1].Role != User {
		return false
	}
	for _, cl := range lang.Clauses(cutRunes(recent[i-1].Text, 1024)) {
		if cl.Question {
			return true
		}
	}
	return false
}

// answersThenAsksObjections reports whether the assistant message
// recent[i] answers a question of the user's and ends by asking for
// objections to what stands ("Negligibly — one scalar check per step. Any
// objections?"), naming no file or function of its own and proposing no
// other way: an answer about the plan before it, not a plan of its own.
// An answer that proposes something else ("I'd use a mutex instead. Any
// objections?") stays a proposal.
func answersThenAsksObjections(recent []Turn, i int, read *turnReads) bool {
	t := recent[i].Text
	if len(t) > 600 || !answersQuestion(recent, i) || !answersObjections(t) || read.concreteness(i).Target {
		return false
	}
	for _, cl := range lang.Clauses(t) {
		for _, w := range cl.Words {
			switch w {
			case "instead", "rather", "alternative", "alternatively", "switch", "different", "another", "also",
				"additionally", "new", "i'd", "i'll", "i'm", "we'd", "we'll", "could", "should", "would", "option", "suggest":
				return false
			}
		}
	}
	return true
}

// checksAnswer reports whether the assistant message recent[i] answers a
// question of the user's and ends by asking whether the answer served
// ("… CI passes its own flags. Make sense?"): an explanation, which
// proposes nothing of its own.
func checksAnswer(recent []Turn, i int) bool {
	return strings.Contains(recent[i].Text, "?") && askedOf(recent[i].Text) == asksOther && answersQuestion(recent, i)
}

// refersBack reports whether an assistant message ends by asking about an
// earlier plan ("… Satisfied with the answer? Proceed with the original
// plan?", "Just to confirm, you want me to proceed with the plan?"): an
// answer or a question about that plan, not a plan of its own.
func refersBack(text string) bool {
	tail := text
	if len(tail) > 160 {
		tail = tail[len(tail)-160:]
	}
	if !containsFold(tail, "plan") {
		return false // the common case, without normalising
	}
	norm := normalized(tail)
	return containsWords(norm, "proceed with the original plan") || containsWords(norm, "want me to proceed with the plan")
}

// statesPlan reports whether an assistant message lays out a concrete
// change without the words of an offer ("For the Windows build: in
// `CMakeLists.txt`, guard the flags … Only the top-level CMakeLists."; a
// table of files and changes): three criteria or more, and not opening as
// a report of finished work.
func statesPlan(text string) bool {
	head := normalized(cutRunes(text, 512))
	return !reportOpening(head) && !reportsDone(head) && AtLeast(text, 3)
}

// reportsDone reports whether the head of a normalised message tells of
// work done or found rather than to do: a past form of a change ("I
// updated …", "Changes made:", "Summary: …", "The bug was
// in …").
func reportsDone(norm string) bool {
	for _, p := range []string{
		"updated", "added", "changed", "fixed", "removed", "renamed", "replaced", "moved", "made", "wrapped",
		"guarded", "rewrote", "deleted", "created", "implemented", "applied", "was", "were", "summary",
	} {
		if containsWords(norm, p) {
			return true
		}
	}
	return false
}

// reportOpening reports whether a normalised message opens as a report of
// finished work.
func reportOpening(norm string) bool {
	for _, p := range []string{"done", "finished", "completed", "fixed", "updated", "added", "implemented", "applied", "all set", "i've", "i have"} {
		if strings.HasPrefix(norm, " "+p+" ") {
			return true
		}
	}
	return false
}

// cutRunes is s cut to at most n bytes at a rune boundary.
func cutRunes(s string, n int) string {
	return clip.Prefix(s, n)
}

// sameText compares a transcript's user message with the prompt, ignoring
// surrounding space.
func sameText(a, b string) bool { return strings.TrimSpace(a) == strings.TrimSpace(b) }

// normalized is text lower-cased with words separated by single spaces, for
// phrase searches over assistant messages.
func normalized(text string) string {
	var b strings.Builder
	for _, cl := range lang.Clauses(text) {
		for _, w := range cl.Words {
			b.WriteByte(' ')
			b.WriteString(w)
		}
		b.WriteString(" |")
	}
	return b.String()
}

// containsWords reports whether norm (from normalized) holds phrase as whole
// words.
func containsWords(norm, phrase string) bool {
	return strings.Contains(norm, " "+phrase+" ") || strings.Contains(norm, " "+phrase+" |")
}

// asksAfterMerits reports whether a message is a short question after the
// merits of what was proposed, with no subject of its own: "any risks?",
// "downsides?", "any side effects", "what are the tradeoffs?". The plan is
// its subject, though it names nothing of the plan.
func asksAfterMerits(cls []lang.Clause) bool {
	if len(cls) != 1 || len(cls[0].Words) > 6 {
		return false
	}
	merit := false
	for _, w := range cls[0].Words {
		switch w {
		case "risk", "risks", "risky", "downside", "downsides", "drawback", "drawbacks", "caveat", "caveats",
			"tradeoff", "tradeoffs", "trade-offs", "gotcha", "gotchas", "side", "effects", "impact", "safe":
			merit = true
		case "any", "what", "are", "the", "is", "it", "there", "about", "so", "ok", "and", "hmm":
		default:
			return false
		}
	}
	return merit
}
