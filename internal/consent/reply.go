package consent

import (
	"strings"
	"unicode/utf8"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// reply is what a user's message says about a plan.
type reply struct {
	signal       Signal
	modification Modification
}

// stance is one position the reply takes, in order.
type stance struct {
	kind phraseKind // kindHigh, kindMedium or kindNegative; 0 when scoped
	// scoped: a negation with an object of its own ("don't touch the API");
	// it refuses in a reply that approves nothing, and restricts the plan
	// in one that does.
	scoped    bool
	selection bool // the scoped object is a selection ("not the third")
	question  bool
	// remark: the negation is in a statement that does nothing to the
	// plan ("they don't rely on it"; see negatedRemark).
	remark bool
}

// A reply longer than replyHead+replyTail bytes is read at its start and
// its end; the middle is taken as a change to the plan (a reply that long
// says more than yes), so what is skipped can never make a confirmation.
const (
	replyHead = 1 << 10
	replyTail = 1 << 10
)

// replyParts returns the parts of a reply that are read, and whether a
// middle with words in it was skipped.
func replyParts(prompt string) (string, bool) {
	if len(prompt) <= replyHead+replyTail {
		return prompt, false
	}
	h, t := prompt[:replyHead], prompt[len(prompt)-replyTail:]
	if i := strings.LastIndexAny(h, " \n\t"); i > 0 {
		h = h[:i]
	}
	if i := strings.IndexAny(t, " \n\t"); i >= 0 {
		t = t[i+1:]
	}
	middle := prompt[len(h) : len(prompt)-len(t)]
	// The parts are joined by a line break: a clause never spans the gap.
	return h + "\n" + t, hasLetter(middle)
}

// maxPlanLookups bounds how many words of a reply are looked up in the plan
// (each lookup scans the plan). A reply with more unexplained words than
// this says more than "yes" anyway.
const maxPlanLookups = 4

// readReply finds the signal and the modification of a reply (steps 4 and
// 5). plan, when known, lets words that only refer back to it ("go ahead
// with the parser change") count as references rather than changes.
//
// Only the user's own words are read: pasted blocks, quoted lines and text
// in quotation marks are not theirs. Quoted consent ("my manager said "go
// ahead"") is doubt, so an approval beside it is at most medium; other
// quoted material beside an approval says more than yes (a change). A
// sarcastic reply is doubt, and when in doubt it is not consent.
func (c *Classifier) readReply(prompt, plan string) reply {
	return c.readAnswer(prompt, plan, answersObjections(plan))
}

// readAnswer is readReply, told whether the question the reply answers
// asks what stands against the plan (then a leading "no" lets it go
// ahead: see askedOf).
func (c *Classifier) readAnswer(prompt, plan string, holdBack bool) reply {
	text, skipped := replyParts(prompt)
	text = withoutSignature(text)         // "-- \nKaren, Infra Lead" names who wrote it
	text = withoutSignOff(text)           // "yes, proceed. cheers, M."
	text = withoutSentFrom(text)          // "… sent from phone sorry for brevity"
	text = withoutDeviceLine(text)        // "…\n\nEnviado do meu iPhone"
	text = lang.MaskLinks(text)           // a link is a reference, not words of the user's
	text = lang.ExclaimSlips(text)        // "lgtm!!1"
	text = withoutTopicLabels(text, plan) // "- timing: today is fine": the label a heading
	if len(text) <= maxPick && plan != "" && c.picksOption(lang.Clauses(text), plan) {
		// "let's go with a", "option b please", "(a) sounds good": one of
		// the plan's alternatives chosen, a partial approval to confirm.
		// Read before the trailing "(b)" of "I'd pick (b)" counts as an
		// aside.
		return reply{signal: Medium, modification: Partial}
	}
	if body, aside, ok := lang.TrailingParenthetical(text); ok && !lang.Sarcastic(aside) && c.plainAside(aside) {
		text = body // "Proceed. (my coffee machine just died)"
	}
	own, masked := lang.Mask(text, lang.AllQuotes)
	if masked && namesInCode(text, own) {
		// "staging table is `exports_staging`": the name is the user's
		// word for a thing, read in place
		own, masked = text, false
	}
	var quoted string // what was blanked, read below
	if masked {
		quoted = quotedPart(text, own)
	}
	cls := lang.Clauses(own)
	// Program output is evidence, unless handed over as what was asked for.
	output := masked && programOutput(quoted) && !answersAsk(cls)
	if output {
		if o := withoutLeadIns(text, own); o != own {
			own, cls = o, lang.Clauses(o) // "the output was literally this:": what is shown, named
		}
	}
	foreign := lang.MayBeForeign(cls)
	if foreign {
		c = c.withLanguages()
	}
	if lang.SarcasticIn(text, cls) {
		return reply{signal: Negative, modification: NoModification}
	}
	r := c.readOwn(cls, plan, skipped, holdBack)
	if r.signal == NoSignal && !masked {
		if p := c.rejoined(own); p != "" {
			// "goa head": the letters of "go ahead", a space slipped
			r = c.readOwn(lang.Clauses(p), plan, skipped, holdBack)
		}
	}
	if r.signal == High && r.modification == Change && !masked {
		if p := c.rejoinedClauses(cls); p != "" {
			// "lgtm, go fo rit": a space slipped inside a phrase beside
			// another approval
			if again := c.readOwn(lang.Clauses(p), plan, skipped, holdBack); again.signal == High && again.modification == NoModification {
				r = again
			}
		}
	}
	if masked && !quotesPlan(quoted, plan) {
		quotesConsent := c.quotedConsent(text, own, quoted)
		switch {
		case quotesConsent && othersAgree(cls):
			// "go ahead — our DBA already wrote "fine by me" on the
			// ticket too": another's approval beside the user's own
		case quotesConsent:
			// Quoted consent is doubt; a bare selection in pasted code
			// ("group by 1") is no consent of anyone's.
			if r.signal == High {
				r.signal = Medium
			}
		case (r.signal == High || r.signal == Medium) && r.modification == NoModification && !preface(text, own) && !evidenceAfter(text) && !output:
			r.modification = Change
		}
	}
	if (r.signal == High || r.signal == Medium) && r.modification == NoModification && pointsEarlier(cls) {
		// "yes please fix the typo you mentioned earlier": something said
		// before, not (only) this plan
		r.modification = Change
	}
	if (r.signal == High || r.signal == Medium) && r.modification == NoModification && setsValue(cls) {
		r.modification = Change // "ok. make it 100": a value set, not the plan as written
	}
	if foreign && (r.signal == High || r.signal == Medium) && r.modification == NoModification && c.asksForeignChange(cls) {
		r.modification = Change // "네 진행해 주세요. 다만 테스트 이름은 …로 바꿔 주세요."
	}
	if r.signal == High && (c.hedged(cls) || lang.Uneasy(text)) {
		r.signal = Medium // "go ahead, I think", "😬 ok go"
	}
	return r
}

// preface reports whether a pasted block (fenced code or a log) opens the
// reply, before any word of the user's own ("```…log…```\nthat's the one
// from the fuzzer. yes please fix it that way"): evidence the decision
// after it rests on, not material added to the plan. A quote ("> Let's
// rewrite it in Rust\nyes") is not: the yes may answer it. own is text as
// Mask left it.
func preface(text, own string) bool {
	t := strings.TrimLeft(text, " \t\r\n")
	if !strings.HasPrefix(t, "```") && !strings.HasPrefix(t, "~~~") || diffLike(t) {
		return false // a diff says what to change: "```diff … ```\ngo ahead with this version"
	}
	last := -1 // the last byte of quoted material
	for i := len(text) - 1; i >= 0; i-- {
		if own[i] == ' ' && text[i] != ' ' && text[i] != '\n' && text[i] != '\t' && text[i] != '\r' {
			last = i
			break
		}
	}
	return last >= 0 && strings.TrimSpace(own[:last]) == ""
}

// evidenceAfter reports whether a reply ends with one fenced block (a log,
// an error) that the user's words just before it introduce as what was
// seen ("go ahead. for reference this is what cloudwatch showed:", "yes
// please. the error was"): evidence for the plan, like a block that opens
// the reply (preface). A diff, words after the block, or a lead-in that
// asks for something ("use this instead:", "it should look like:") keep the
// block material added to the plan.
func evidenceAfter(text string) bool {
	start := strings.Index(text, "```")
	if start < 0 || diffLike(text[start:]) {
		return false
	}
	end := strings.LastIndex(text, "```")
	if end <= start || strings.TrimSpace(text[end+3:]) != "" || strings.Count(text, "```") != 2 {
		return false
	}
	cls := lang.Clauses(text[:start])
	if len(cls) == 0 {
		return false
	}
	seen := false
	ws := cls[len(cls)-1].Words
	for j, w := range ws {
		switch {
		case observed(w):
			seen = true
		case w == "like" && j > 0 && observed(ws[j-1]):
			// "here's what the pod looked like this morning": what was seen
		case w == "should", w == "must", w == "use", w == "instead", w == "like", w == "want", w == "need", w == "make",
			w == "please", w == "you", w == "can", w == "could", lang.IsChangeVerb(w):
			return false
		}
	}
	return seen
}

// diffLike reports whether a fenced block is a diff: labelled so, or
// with lines that add or remove ("+ timeout = 30", "@@ …").
func diffLike(t string) bool {
	end := strings.Index(t[3:], "```")
	if end < 0 {
		end = len(t) - 3
	}
	block := t[:end+3]
	if strings.HasPrefix(block, "```diff") || strings.HasPrefix(block, "```patch") {
		return true
	}
	for line := range strings.SplitSeq(block, "\n") {
		if strings.HasPrefix(line, "@@") || strings.HasPrefix(line, "+") && !strings.HasPrefix(line, "++") ||
			strings.HasPrefix(line, "-") && !strings.HasPrefix(line, "--") {
			return true
		}
	}
	return false
}

// quotesPlan reports whether every quoted line is the plan's own words
// ("> Proceed?" then "yes"): a reference to it, not new material.
func quotesPlan(quoted, plan string) bool {
	if plan == "" {
		return false
	}
	found := false
	for line := range strings.SplitSeq(quoted, "\n") {
		line = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(line), ">"))
		if line == "" {
			continue
		}
		head, tail := window(plan, planHead, planTail)
		if len(line) > maxQuotedLine || !containsFold(head, line) && !containsFold(tail, line) {
			return false
		}
		found = true
	}
	return found
}

// maxQuotedLine bounds a quoted line looked up in the plan: a reference
// to it is short ("> Proceed?").
const maxQuotedLine = 200

// containsFold reports whether s holds sub in any case of ASCII letters.
func containsFold(s, sub string) bool {
	if sub == "" {
		return true
	}
	lo, up := lower(sub[0]), upper(sub[0])
	for i := 0; i+len(sub) <= len(s); i++ {
		if (s[i] == lo || s[i] == up) && strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// namesInCode reports whether all that Mask would blank out of text is
// inline `code` of one word each, each the value of a statement ("staging
// table is `exports_staging`", "the branch is called `feat/x`"): a name is
// the user's own word for a thing (the rule QuotedSpeech keeps), not pasted
// material added to the plan. A fenced block, a quoted line, a quotation
// mark, code with a space in it, or a name used as a place or an object
// ("you missed the one in `actions.save`", "use `orders_v2`") is material.
// own is text as Mask left it: only the names may have been blanked.
func namesInCode(text, own string) bool {
	if strings.Contains(text, "```") || strings.Count(text, "`")%2 != 0 || strings.ContainsAny(text, "\"\n") {
		return false
	}
	at := 0 // where the text after the last name starts
	for {
		open := strings.IndexByte(text[at:], '`')
		if open < 0 {
			return text[at:] == own[at:]
		}
		open += at
		end := strings.IndexByte(text[open+1:], '`')
		if end <= 0 || strings.ContainsAny(text[open+1:open+1+end], " \t") || !valueBefore(text[at:open]) ||
			text[at:open] != own[at:open] {
			return false
		}
		at = open + end + 2
	}
}

// valueBefore reports whether the text before a `code` name ends in a
// copula or "called"/"named": the name is the value of a statement
// ("table is `x`", "the branch is called `y`"), not a place to change
// ("you missed the one in `actions.save`") or an object ("use `x`").
func valueBefore(text string) bool {
	text = strings.TrimRight(text, " \t")
	k := strings.LastIndexAny(text, " \t\n")
	switch strings.ToLower(text[k+1:]) {
	case "is", "are", "was", "were", "called", "named", "code-named", "codenamed":
		return true
	}
	return false
}

// quotedPart is the text Mask blanked out of text (own is Mask's result),
// with the user's own words blanked instead.
func quotedPart(text, own string) string {
	b := []byte(text)
	for i := range b {
		if own[i] != ' ' && b[i] != '\n' {
			b[i] = ' '
		}
	}
	return string(b)
}

// hedged reports whether the user's own words soften their approval: "I
// think", "I guess", "probably", "maybe" ("I don't think" is a negation,
// read elsewhere). A hedge softens the clause it stands in: one beside a
// consent phrase ("I think we can proceed") or on its own ("go ahead, I
// think") softens the approval; one in an opinion of its own with no
// consent word ("… and I think it covers it. Please go ahead.") softens
// that opinion, not the approval after it.
func (c *Classifier) hedged(cls []lang.Clause) bool {
	for _, cl := range cls {
		if hedgeIn(cl.Words) && !c.opinion(cl.Words) {
			return true
		}
	}
	return false
}

// hedgeIn reports whether a clause holds a hedge: "probably", "maybe",
// "I think", "guess that's fine".
func hedgeIn(ws []string) bool {
	for i, w := range ws {
		switch {
		case epistemicHedge(w):
			return true
		case (w == "guess" || w == "suppose" || w == "reckon") && (i == 0 || ws[i-1] == "i"):
			return true // "guess that's fine"
		case (w == "i" || w == "i'm") && i+1 < len(ws):
			switch ws[i+1] {
			case "think", "guess", "suppose", "believe", "reckon", "fairly", "pretty":
				return true
			}
		}
	}
	return false
}

// opinion reports whether a clause says something of its own (a word of
// substance beyond filler and hedges) without any consent phrase: "I think
// it covers it", not "I think we can proceed" or "I guess".
func (c *Classifier) opinion(ws []string) bool {
	substance := false
	for i, w := range ws {
		if _, n := c.match(ws, i, kindHigh, kindMedium); n > 0 {
			return false
		}
		if !isFiller(w) && !lang.IsHedge(w) {
			switch w {
			case "guess", "suppose", "reckon", "believe", "pretty", "fairly", "presumably":
			default:
				substance = true
			}
		}
	}
	return substance
}

// planLookup returns a function that reports whether a word of a reply
// is one of the plan's (its head and tail window), answering at most
// maxPlanLookups times (each lookup scans the plan).
func planLookup(plan, head, tail string) func(string) bool {
	lookups := 0
	return func(w string) bool {
		if plan == "" || lookups >= maxPlanLookups || len(w) < 2 {
			return false
		}
		lookups++
		return hasPart(head, w) || tail != "" && hasPart(tail, w)
	}
}

// readOwn is readReply over the clauses of the user's own words.
func (c *Classifier) readOwn(cls []lang.Clause, plan string, skipped, objections bool) reply {
	var (
		stances     []stance
		kinds       modKinds
		selectStart bool // a clause opens with a selection (partial approval)
	)
	planHeadText, planTailText := window(plan, planHead, planTail)
	inPlan := planLookup(plan, planHeadText, planTailText)
	remarks := &remarkLookup{head: planHeadText, tail: planTailText, left: maxRemarkLookups}
	approved := &remarkLookup{head: planHeadText, tail: planTailText, left: maxApprovedLookups}
	kinds.change = skipped
	cls = afterRetraction(cls) // "oh I see, never mind. go ahead"
	cls = dropReassurances(cls)
	cls = dropContingencies(cls)
	cls = unasked(cls) // "Honestly? Ship it.", "Could you go ahead with that, please?"
	cls = c.politeAsks(cls)
	cls = c.splitDictated(cls)
	// An aside weighed against the plan has a budget of its own: what it
	// looks up is looked up again when the clause is read as a statement.
	cls = c.dropAsides(cls, planLookup(plan, planHeadText, planTailText))
	cls = dropCommentary(c, cls)
	restated := &planWords{head: planHeadText, tail: planTailText, left: maxRestateLookups}
	cls = dropRemarks(c, cls, inPlan, restated.has)
	if objections {
		cls = splitNoObjection(c, cls) // "nah go for it": the no, then the go-ahead
		if objects(cls) {
			if !c.approvesLater(cls[1:]) {
				return c.objection(cls[1:], plan)
			}
			// "One concern: the replica needs versioning too. Otherwise go
			// ahead.": the objection is a change to an approved plan.
			kinds.change = true
			cls = cls[1:]
		}
		n, named := leadingNoObjection(cls)
		if n == len(cls) && (named || n == 1 && !lang.IsForeignNegation(cls[0].Words[0])) {
			// "no objections", "nope", "none." to "Any objections?": there
			// are none, which is the go-ahead the plan asked for ("Nein,
			// keine Einwände.": in clauses of its own). A bare "nein." may
			// refuse as well: it waits for more.
			return reply{signal: High, modification: NoModification}
		}
		if n > 0 && n < len(cls) && named && !c.approvesLater(cls[n:]) {
			// "No objections. Please also mention the deprecation.": the
			// go-ahead, with something added.
			stances = append(stances, stance{kind: kindHigh})
		}
		cls = dropNoObjection(cls)
	} else {
		cls = c.dropSaidNoObjection(cls)
	}
	// "1 ok 2 ok 3 ok 4 ok, go ahead": every step named by its number is
	// the whole plan, not a pick of some. Read only once a clause picks or
	// names a step.
	every := stepsNamed{cls: cls, plan: plan}
	skipNext := false // the clause was read with the one before it
	steps := -1       // the plan's numbered steps, counted when a reply names a count
	for ci, cl := range cls {
		if skipNext {
			skipNext = false
			continue
		}
		words := cl.Words
		var next []string // the words of the next clause ("all of it" | "except …")
		if ci+1 < len(cls) {
			next = cls[ci+1].Words
		}
		if k := hedgedAsk(words); cl.Question && k > 0 && k < len(words) && consentLen(c, words, k) == len(words)-k {
			// "maybe go ahead?", "should be ok?": a hedged approval, not a
			// question.
			stances = append(stances, stance{kind: kindMedium})
			continue
		}
		if cl.Question && c.tentativeAck(words) {
			stances = append(stances, stance{kind: kindMedium}) // "ok?", "I guess that's fine?"
			continue
		}
		if k := trailingYes(c, words); !cl.Question && (k > 0 || unsureAbout(words)) {
			// "the retry yes, the test I'm not sure about": one part
			// approved, one left open.
			if k > 0 {
				stances = append(stances, stance{kind: kindMedium})
			}
			kinds.partial = true
			continue
		}
		picks := isSelection(words) // read once: the stance below reuses it
		sel := picks || picksAll(words)
		if sel && every.all() {
			picks, sel = false, false
		}
		if sel && !cl.Question && opensSelection(words) {
			selectStart = true
		}
		// substanceFrom(k): some word at k or later says something beyond
		// filler. Computed once, so checks inside the loop cost nothing.
		lastSubstance := -1
		for k := len(words) - 1; k >= 0; k-- {
			if !isFiller(words[k]) {
				lastSubstance = k
				break
			}
		}
		substanceFrom := func(k int) bool { return lastSubstance >= k }
		content := false // a word of substance came earlier in this clause
		hanging := false
		afterHanging := -1 // the index right after the last hanging connector
		// "run the tests like you said": the clause points back at the
		// plan, so its words are the plan's (a change marker, a negation
		// or a contrast still counts).
		back := !cl.Question && pointsBack(words)
		negated := false       // a negation reaches to the end of its clause
		loose := false         // a statement's word of its own, weighed when the clause ends (see remarkOnly)
		saidFrom := 0          // the words after the clause's last approval phrase
		negAt, negLen := -1, 0 // a negation in a loose statement ("the deploy is broken so don't worry")
		for i := 0; i < len(words); {
			if n := idiomLen(words, i); n > 0 || i == 0 && (c.yesBeforeApproval(words) || planPointerLen(words) > 0) {
				if i == 0 {
					n = max(n, planPointerLen(words)) // "その方針で進めてください": "with that", before the verb
				}
				n = max(n, 1)
				i += n
				continue
			}
			if i == 0 && (restApproved(words) || allBut(words, next)) {
				// "rest is fine", "all of it except the deletions": the
				// rest of the plan approved, a part left out.
				stances = append(stances, stance{kind: kindMedium})
				kinds.partial = true
				i = len(words)
				continue
			}
			if i == 0 && planReference(words) {
				i = len(words) // "Yes, that one."
				continue
			}
			if words[i] == "from" || words[i] == "on" {
				if n := attribution(words, i); n > 0 {
					i += n // "Approved from my side."
					continue
				}
			}
			if words[i] == "with" && i+3 == len(words) && i > 0 && planReference(words[i+1:]) {
				i = len(words) // "you can proceed with this one": the plan, pointed at
				continue
			}
			if i == 0 && postpones(words) {
				// "…, but after the code freeze lifts on monday"
				stances = append(stances, stance{kind: kindNegative})
				i = len(words)
				continue
			}
			if n := notSureAbout(words, i); n > 0 {
				if substanceFrom(i+n) || i+n == len(words) && hasSubstance(next) {
					// "One thing I'm not sure about: the compose BOM."
					skipNext = !substanceFrom(i + n)
					// "not sure about the tests": a partial approval.
					kinds.partial = true
					sel = true
					if !cl.Question && !content {
						selectStart = true
					}
					i = len(words)
					continue
				}
			}
			cands := c.startingAt(words[i]) // the phrases that start here, looked up once
			if p, n := matchIn(cands, words, i, kindNegative); n > 0 && (!cl.Question || i == 0) && !(p.alone && substanceFrom(i+n)) &&
				!(p.text[0] >= utf8.RuneSelf && lang.HanNegatorLen(words, i) == n && substanceFrom(i+n)) && // "别提交": a negation with an object
				!(content && (lang.IsJudgement(p.text) || objectOf(words, i))) && !describedNegative(p.text, words, i) &&
				!contrastNot(words, i, n, substanceFrom(i+n)) { // "ולא 500": "and not 500"
				// A refusal, also opening a question ("hold on, why?").
				stances = append(stances, stance{kind: kindNegative})
				negated = true
				i += n
				continue
			}
			// The conditions that need no matching are tested first: most
			// words are read under none of them.
			if negated {
				if _, n := matchIn(cands, words, i, kindHigh, kindMedium); n > 0 {
					// "not sure that's right": still under the negation.
					stances = append(stances, stance{kind: kindNegative})
					i += n
					continue
				}
			}
			if !content && !cl.Question {
				if p, n := c.approvalAt(cands, words, i); n > 0 {
					if p.alone && substanceFrom(i+n) {
						// "go with option 2": not the consent word "go";
						// "nice touch on the test name": not the consent
						// word "nice" (weighed with the whole clause).
						content = true
						if sel {
							kinds.add(cl.Question, sel)
						} else {
							loose = true
						}
						i += n
						continue
					}
					if putOff(words[i+n:]) || userDoes(words, i) || doneBySelf(words[i+n:]) || insteadOfPlan(words[i:i+n], words[i+n:], next) {
						// "let's do it tomorrow morning": not now.
						stances = append(stances, stance{kind: kindNegative})
						i = len(words)
						continue
					}
					stances = append(stances, stance{kind: p.kind})
					saidFrom = i + n
					if hanging && i == afterHanging && i+n == len(words) {
						// "… but go ahead": the approval is all the "but"
						// led to; nothing is left unsaid.
						hanging = false
					}
					i += n
					continue
				}
			}
			if n := negatorLen(words, i); n > 0 {
				bare := !cl.Question || i == 0 // "wait what?" refuses, "will this not break?" asks
				j := i + n
				if j < len(words) && untilLater(words[j:]) {
					// "hold off till thursday", "wait until after the
					// release": a refusal for now, whatever follows.
					stances = append(stances, stance{kind: kindNegative})
					negated = true
					i = len(words)
					continue
				}
				for j < len(words) && isFiller(words[j]) && !startsConsent(c, words, j) {
					j++
				}
				if content && substanceFrom(j) {
					// "make sure it doesn't proceed on empty input": a
					// negation inside something the user asks for, not a
					// refusal ("ugh no" still refuses); in a statement,
					// weighed with the whole clause (see negatedRemark).
					if !cl.Question && !sel && !kinds.change && i >= saidFrom {
						loose, negAt, negLen = true, i, n
					} else {
						kinds.add(cl.Question, sel)
					}
					i = len(words)
					continue
				}
				negated = true
				if j < len(words) && negatorLen(words, j) > 0 {
					// "no no", "no don't": a refusal, then the next negation.
					if bare {
						stances = append(stances, stance{kind: kindNegative})
					}
					i = j
					continue
				}
				if m := consentLen(c, words, j); m > 0 {
					// "don't go ahead", "not ok", "I don't think we should
					// proceed": negated consent.
					stances = append(stances, stance{kind: kindNegative})
					i = j + m
					continue
				}
				if !substanceFrom(j) {
					// "please don't", "stop", "cancel that".
					if bare {
						stances = append(stances, stance{kind: kindNegative})
					}
					i = len(words)
					continue
				}
				remark := !cl.Question && !kinds.change && i >= saidFrom &&
					((i > saidFrom || noChangeSaid(words[saidFrom:])) && negatedRemark(words[saidFrom:], i-saidFrom, n, remarks) ||
						sparesOrReminds(words, i, n, remarks)) // "don't panic if …", "don't skip the test run"
				stances = append(stances, stance{scoped: true, selection: picks, question: cl.Question, remark: remark})
				content = true
				i = len(words)
				continue
			}
			w := words[i]
			i++
			switch {
			case hangingConnector(w):
				hanging = true
				afterHanging = i
			case (w == "also" || w == "too") && !cl.Question && !kinds.change:
				// "also I'm off Friday" remarks, "also the changelog" adds:
				// weighed with the whole clause (see remarkOnly).
				content, loose = true, true
			case changeMarker(w):
				content = true
				kinds.add(cl.Question, false)
				kinds.change = kinds.change || !cl.Question
			case w == "make" && i < len(words) && words[i] == "sure":
				// "make sure it also handles …": a requirement.
				content = true
				kinds.add(cl.Question, false)
				i++
			case w == "as" && i < len(words) && words[i] == "well":
				content = true
				kinds.add(cl.Question, false)
				i++
			case every.names(w):
				// "steps 1, 2 and 3", "1-4": the whole plan, named step by step
			case namesWholePlan(words, i, plan, &steps):
				// "proceed with the 4 steps" to a plan of four: all of it
				i++
			case sel && ordinal(w):
				// "the second approach": an ordinal picks, whatever noun
				// (filler or not) follows it.
				content = true
				kinds.add(cl.Question, true)
			case lang.SelectsAll(w) && i < len(words) && (planPart(words[i]) || countWord(words[i])):
				// "go ahead with both files", "all three": the whole plan
				// ("yes, both" to two options still picks).
				for i < len(words) && (planPart(words[i]) || countWord(words[i])) {
					i++
				}
			case isFiller(w) || interjection(w):
			case sel && selectionWord(w):
				content = true
				kinds.add(cl.Question, true)
			case i == len(words) && i >= 2 && !bindsNoun(words[i-2]) && closesApproval(c, words, inPlan):
				// "yeah go ahead man", "go ahead Tomasz", "do it abi": who
				// is spoken to, or an interjection, after the approval
			case kinds.change || loose:
				// Already a change, the strongest kind, or a statement whose
				// words remarkOnly weighs as a whole: no need to ask the plan.
				content = true
			case back || inPlan(w):
				// A reference to the plan ("the parser change"), unless it
				// counts more of it ("add a second test", "another check").
				if !cl.Question && moreOfPlan(words, i-1) {
					content = true
					kinds.change = true
				}
			case (w == "thing" || w == "stuff") && !content && i >= 2:
				// "the floating promises thing": the head of a reference
				// whose words were the plan's
			case cl.Question:
				content = true
				kinds.add(true, false)
			default:
				// A word of the user's own in a statement: whether it
				// changes the plan is a property of the whole clause.
				content, loose = true, true
			}
		}
		if loose && !kinds.change {
			ws := words[min(saidFrom, len(words)):]
			// Right after an approval phrase, words may only name what is
			// approved ("go ahead with the switch"): see namesApproved.
			if negAt < 0 && (saidFrom > 0 && namesApproved(ws, approved) || remarkOnly(ws, remarks)) ||
				negAt >= 0 && negatedRemark(ws, negAt-saidFrom, negLen, remarks) {
				kinds.remark = true
			} else {
				kinds.change = true
			}
		}
		if hanging && !content && !cl.Question {
			// "yes, but" with nothing after it: something was left unsaid.
			kinds.change = true
		}
		if cl.Question && len(words) > 0 {
			kinds.question = true
		}
	}
	return resolve(stances, kinds, selectStart)
}

// asksChange reports whether a clause asks for something to be done
// differently: it opens (after "but", "so", "and", "then") with an
// instruction ("leave the header out", "use commitAsync"), or holds
// "please", "instead" or "only". A statement ("the migration worries me",
// "we need sign-off from security first") asks nothing of the agent.
func asksChange(ws []string) bool {
	for len(ws) > 1 && (ws[0] == "but" || ws[0] == "so" || ws[0] == "and" || ws[0] == "then" || ws[0] == "just") {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return false
	}
	if imperativeOpening(ws[0]) && negatorLen(ws, 0) == 0 && ws[0] != "wait" && ws[0] != "let" && ws[0] != "stop" {
		return true
	}
	for _, w := range ws {
		if w == "please" || w == "pls" || w == "instead" || w == "only" {
			return true
		}
	}
	return false
}

// objection reads what follows a "yes" to "Any objections?": an
// objection that says what it is, a change or a question ("yes, but please
// use commitAsync", "yes, is step 3 really needed?"), asks for the plan
// with a modification (wait); a bare one ("yes, I have concerns") or a
// refusal is no consent.
func (c *Classifier) objection(rest []lang.Clause, plan string) reply {
	said := false
	for _, cl := range rest {
		said = said || hasSubstance(cl.Words) && (cl.Question || asksChange(cl.Words))
	}
	if !said {
		return reply{signal: Negative, modification: NoModification}
	}
	if r := c.readOwn(rest, plan, false, false); r.signal == Negative {
		return r
	}
	return reply{signal: Medium, modification: Change}
}

// dropReassurances removes the negations that take doubt away ("can't see
// any problem with it", "no reason to wait", "don't wait for my review",
// "no changes to the plan"; see words.Reassurance) from the clauses, and
// the clauses left with nothing but filler: they neither refuse nor
// change the plan. A reply with none is returned as it is.
func dropReassurances(cls []lang.Clause) []lang.Clause {
	var out []lang.Clause
	for k, cl := range cls {
		ws := cl.Words
		if k > 0 && !cl.Question && aboutAsking(ws) && !asksWork(ws) {
			// "no need to check with me for limits like this": about the
			// conversation, all of it.
			if out == nil {
				out = append(make([]lang.Clause, 0, len(cls)), cls[:k]...)
			}
			continue
		}
		for i := 0; i < len(ws); i++ {
			if !lang.OpensReassurance(ws[i]) {
				continue // the common case, without a call
			}
			n := lang.Reassurance(ws, i)
			if n == 0 {
				continue
			}
			if out == nil {
				out = append(make([]lang.Clause, 0, len(cls)), cls[:k]...)
			}
			rest := append(append(make([]string, 0, len(ws)-n), ws[:i]...), ws[i+n:]...)
			ws = rest
			i--
		}
		if out == nil {
			continue
		}
		if hasSubstance(ws) {
			out = append(out, lang.Clause{Words: ws, Question: cl.Question})
		} else if len(ws) != len(cl.Words) {
			continue // "I can't think of any reason not to": nothing left
		} else {
			out = append(out, cl)
		}
	}
	if out == nil {
		return cls
	}
	return out
}

// namesObjection reports whether words say "objection" or "concern" in so
// many words ("no objections", "no concerns from me", "keine Einwände",
// "ninguna"), not just "no".
func namesObjection(ws []string) bool {
	for _, w := range ws {
		if lang.ObjectionNoun(w) || lang.NoneSaid(w) {
			return true // "keine Einwände", "ninguna"
		}
		switch w {
		case "objection", "objections", "concern", "concerns":
			return true
		}
	}
	return false
}

// leadingNoObjection counts the clauses at the opening of cls that say
// there is no objection (noObjection: "Nein", "keine Einwände"), and
// reports whether one of them says so in words ("none", "no objections",
// "keine") rather than with a bare no.
func leadingNoObjection(cls []lang.Clause) (n int, named bool) {
	for n < len(cls) && !cls[n].Question && noObjection(cls[n].Words) {
		named = named || namesObjection(cls[n].Words)
		n++
	}
	return n, named
}

// approvesLater reports whether one of cls is a plain approval ("…
// Otherwise go ahead.").
func (c *Classifier) approvesLater(cls []lang.Clause) bool {
	for _, cl := range cls {
		if !cl.Question && approvesPlainly(c, cl.Words) {
			return true
		}
	}
	return false
}

// describedNegative reports whether a refusal word at words[i] describes
// something instead of refusing: "wrong" or "incorrect" after an article
// ("the default picks the wrong plugins"), or "later" in the user's own
// statement of what they will do ("I'll write the test myself later").
func describedNegative(p string, words []string, i int) bool {
	if laterOfOther(p, words, i) {
		return true // "the audit is next week"
	}
	switch p {
	case "wrong", "incorrect", "bad idea":
		if p != "bad idea" && i > 0 && (words[i-1] == "the" || words[i-1] == "a") {
			return true // "the default picks the wrong plugins"
		}
		if i > 2 && words[i-1] == "a" {
			i-- // "… is a bad idea"
		}
		// "Panic here is bad idea": said of something other than the plan
		// ("that's wrong", "it is a bad idea" refuse it).
		if i < 2 || words[i-1] != "is" && words[i-1] != "was" {
			return false
		}
		for _, w := range words[:i-1] {
			if pointsAtPlan(w) {
				return false // "actually it is a bad idea"
			}
		}
		return true
	case "later":
		k := 0
		for k < i && (words[k] == "and" || words[k] == "so" || words[k] == "then") {
			k++
		}
		return i > k+1 && (words[k] == "i'll" || words[k] == "we'll" || words[k] == "i" || words[k] == "we")
	}
	return false
}

// pointsAtPlan reports whether a subject refers to what was proposed.
func pointsAtPlan(w string) bool {
	switch w {
	case "this", "that", "it", "that's", "it's", "this's", "plan", "your":
		return true
	}
	return false
}

// untilLater reports whether the words after a negation put the work off
// to a time ("till thursday", "until after the release", "for now").
func untilLater(ws []string) bool {
	switch ws[0] {
	case "till", "until", "til":
		return true
	case "for":
		return len(ws) > 1 && ws[1] == "now"
	}
	return false
}

// planReference reports whether a clause only points at what was
// proposed: "that one", "this one", "the one".
func planReference(ws []string) bool {
	return len(ws) == 2 && (ws[0] == "that" || ws[0] == "this" || ws[0] == "the") && ws[1] == "one"
}

// attribution returns the length of a phrase at ws[i] that only says
// whose approval it is ("from my side", "on my end", "from me", "from
// our side", "from the team either"), 0 for none.
func attribution(ws []string, i int) int {
	if i+1 >= len(ws) || ws[i] != "from" && ws[i] != "on" {
		return 0
	}
	n := 0
	switch ws[i+1] {
	case "me", "us":
		if ws[i] == "from" {
			n = 2
		}
	case "my", "our":
		if i+2 < len(ws) && (ws[i+2] == "side" || ws[i+2] == "end") {
			n = 3
		}
	case "the":
		if ws[i] == "from" && i+2 < len(ws) && ws[i+2] == "team" {
			n = 3
		}
	}
	if n > 0 && i+n < len(ws) && (ws[i+n] == "either" || ws[i+n] == "too" || ws[i+n] == "as") {
		n++ // "no objections from the team either"
	}
	return n
}

// planPart reports whether w names parts of the plan ("both files", "all
// the steps").
func planPart(w string) bool {
	switch w {
	case "files", "steps", "changes", "parts", "fixes", "edits", "items", "points", "of", "them", "the":
		return true
	}
	return false
}

// hedgedAsk returns the length of the hedge that opens a clause asked as
// a question ("maybe", "perhaps", "probably", "should be", "i guess"), 0
// for none.
func hedgedAsk(ws []string) int {
	switch {
	case len(ws) > 0 && (ws[0] == "maybe" || ws[0] == "perhaps" || ws[0] == "probably"):
		return 1
	case len(ws) > 1 && (ws[0] == "should" && ws[1] == "be" || ws[0] == "i" && (ws[1] == "guess" || ws[1] == "think")):
		return 2
	}
	return 0
}

// trailingYes returns the length of the part a clause approves when it
// ends in a bare yes after naming it ("the retry yes", "step 1 ok"), 0 for
// none.
func trailingYes(c *Classifier, ws []string) int {
	n := len(ws)
	if n < 2 {
		return 0
	}
	switch ws[n-1] {
	case "yes", "yep", "yeah", "yup", "ok", "okay":
	default:
		return 0 // "what does step 3 do exactly", "the caching part looks fine": no yes
	}
	if !names(ws[:n-1]) || oathsOnly(ws[:n-1]) || countBeforeYes(ws, 0) == n-1 || overHundredBesideYes(ws, n-2) && !names(ws[:n-2]) {
		return 0 // "1000 times yes", "200% yes": the yes said over, no part named
	}
	for i := 0; i < n-1; i++ {
		if _, m := c.match(ws, i, kindHigh, kindMedium, kindNegative); m > 0 || negatorLen(ws, i) > 0 {
			return 0 // "not that one, ok", "go ahead then yes": read as usual
		}
	}
	return n - 1
}

// names reports whether words name something: a word of substance or an
// ordinal ("the second").
func names(ws []string) bool {
	for _, w := range ws {
		if ordinal(w) || !isFiller(w) {
			return true
		}
	}
	return false
}

// unsureAbout reports whether a clause names a part and then says the user
// is not sure about it ("the test I'm not sure about").
func unsureAbout(ws []string) bool {
	n := len(ws)
	end := n
	if end > 0 && ws[end-1] == "about" {
		end--
	}
	if end < 4 || ws[end-1] != "sure" || ws[end-2] != "not" || ws[end-3] != "i'm" {
		return false
	}
	return names(ws[:end-3])
}

// countWord reports whether w is a small count ("three", "3") after
// "all" or "both".
func countWord(w string) bool {
	switch w {
	case "two", "three", "four", "five", "2", "3", "4", "5":
		return true
	}
	return false
}

// picksAll reports whether a clause only picks every option offered:
// "both", "all of them", "all three".
func picksAll(ws []string) bool {
	for _, w := range ws {
		if !lang.SelectsAll(w) && w != "of" && w != "them" && !countWord(w) {
			return false
		}
	}
	return len(ws) > 0
}

// doneBySelf reports whether the words after a consent phrase say the user
// does it ("do it myself", "handle it ourselves").
func doneBySelf(rest []string) bool {
	for _, w := range rest {
		if w == "myself" || w == "ourselves" {
			return true
		}
	}
	return false
}

// userDoes reports whether the consent phrase at words[i] has the user
// as its subject ("I'll make the change myself", "I will do it"): the
// user takes the work over, which is no go-ahead for the agent.
func userDoes(words []string, i int) bool {
	switch {
	case i > 0 && (words[i-1] == "i'll" || words[i-1] == "we'll"):
		return true
	case i > 1 && words[i-1] == "will" && (words[i-2] == "i" || words[i-2] == "we"):
		return true
	}
	return false
}

// politeAsks rewrites a question that only asks the agent, politely, to
// carry the plan out ("could you go ahead and do that now please?", "can
// you proceed?") as the request it is: the words after "could you", not a
// question. A question with anything else in it stays one.
func (c *Classifier) politeAsks(cls []lang.Clause) []lang.Clause {
	for k, cl := range cls {
		ws := cl.Words
		if len(ws) > 0 && ws[0] == "please" {
			ws = ws[1:] // "Please could you go ahead with this?"
		}
		if len(ws) > 3 && ws[0] == "would" && ws[1] == "you" && ws[2] == "mind" {
			if verb := gerundConsent(ws[3:]); verb != nil {
				ws = append([]string{"would", "you"}, verb...) // "would you mind proceeding with it?"
			}
		}
		if !cl.Question || len(ws) < 3 || ws[1] != "you" {
			continue
		}
		switch ws[0] {
		case "could", "can", "would", "will":
		default:
			continue
		}
		rest := ws[2:]
		if len(rest) > 0 && rest[0] == "please" {
			rest = rest[1:]
		}
		if len(rest) == 0 || !approvesPlainly(c, rest) {
			continue
		}
		out := append(make([]lang.Clause, 0, len(cls)), cls...)
		out[k] = lang.Clause{Words: rest}
		for j := k + 1; j < len(out) && out[j].Question; j++ {
			more := out[j].Words
			if len(more) > 1 && (more[0] == "and" || more[0] == "then") {
				more = more[1:]
			}
			if !approvesPlainly(c, more) {
				break
			}
			out[j] = lang.Clause{Words: more} // "… and do that now please?"
		}
		return out
	}
	return cls
}

// gerundConsent returns the consent phrase a gerund after "would you
// mind" stands for ("proceeding", "going ahead", "doing it"), nil for
// none; the rest of the words follow it.
func gerundConsent(ws []string) []string {
	switch {
	case ws[0] == "proceeding":
		return append([]string{"proceed"}, ws[1:]...)
	case len(ws) > 1 && ws[0] == "going" && ws[1] == "ahead":
		return append([]string{"go", "ahead"}, ws[2:]...)
	case len(ws) > 1 && ws[0] == "doing" && (ws[1] == "it" || ws[1] == "that" || ws[1] == "this"):
		return append([]string{"do", ws[1]}, ws[2:]...)
	}
	return nil
}

// restApproved reports whether a clause approves the rest of the plan
// after something was left out or changed: a word for "the rest" ("rest",
// "otherwise", "everything else", "other than that", "apart from that")
// and nothing after it but approval or the plan as it stands ("rest is
// fine", "otherwise same plan", "everything else as proposed", "other than
// that lgtm").
func restApproved(ws []string) bool {
	i := restOpening(ws)
	if i == 0 || ws[0] == "otherwise" && isPlainHigh(ws[i:]) {
		return false // "otherwise go ahead": the go-ahead, read as one
	}
	for _, w := range ws[i:] {
		switch w {
		case "is", "are", "looks", "sounds", "seems", "of", "it", "ok", "okay", "fine", "good", "great", "lgtm", "yes",
			"go", "ahead", "same", "plan", "as", "planned", "proposed", "described", "written", "before", "the",
			"stays", "keep", "unchanged", "sgtm", "perfect", "approved":
		default:
			return false
		}
	}
	return len(ws) > i
}

// isPlainHigh reports whether ws is one of the plain go-ahead phrases
// restApproved also accepts ("go ahead", "lgtm", "sgtm", "approved").
func isPlainHigh(ws []string) bool {
	switch strings.Join(ws, " ") {
	case "go ahead", "lgtm", "sgtm", "approved", "yes":
		return true
	}
	return false
}

// restOpening returns how many words at the start of ws say "the rest of
// the plan" ("rest", "the rest", "otherwise", "everything else", "other
// than that", "apart from that", "besides that"), 0 for none.
func restOpening(ws []string) int {
	switch {
	case len(ws) > 0 && (ws[0] == "rest" || ws[0] == "otherwise"):
		return 1
	case len(ws) > 1 && ws[0] == "the" && ws[1] == "rest":
		return 2
	case len(ws) > 1 && (ws[0] == "everything" || ws[0] == "all" || ws[0] == "anything") && ws[1] == "else":
		return 2
	case len(ws) > 2 && (ws[0] == "other" && ws[1] == "than" || ws[0] == "apart" && ws[1] == "from" ||
		ws[0] == "aside" && ws[1] == "from") && (ws[2] == "that" || ws[2] == "this"):
		return 3
	case len(ws) > 1 && ws[0] == "besides" && (ws[1] == "that" || ws[1] == "this"):
		return 2
	}
	return 0
}

// allBut reports whether a clause approves all of the plan but a part:
// "all of it except …", "everything but …", "all but step 3". The
// exception may open the next clause (next).
func allBut(ws, next []string) bool {
	i := 0
	switch {
	case len(ws) > 2 && ws[0] == "all" && ws[1] == "of" && (ws[2] == "it" || ws[2] == "them"):
		i = 3
	case len(ws) > 0 && (ws[0] == "everything" || ws[0] == "all"):
		i = 1
	default:
		return false
	}
	if i == len(ws) {
		ws, i = next, 0 // "all of it" | "except the renaming"
	}
	return i < len(ws) && (ws[i] == "except" || ws[i] == "but" || ws[i] == "apart")
}

// postpones reports whether a clause puts the work off to a later time:
// it opens with "after", "until" or "not before" and names a later time
// ("after the code freeze lifts on monday", "not before friday"). A
// condition without a time ("after CI is green") is a change, read
// elsewhere.
func postpones(ws []string) bool {
	if len(ws) > 0 && (ws[0] == "but" || ws[0] == "only") {
		ws = ws[1:]
	}
	switch {
	case len(ws) > 1 && (ws[0] == "after" || ws[0] == "until" || ws[0] == "till"):
	case len(ws) > 2 && ws[0] == "not" && ws[1] == "before":
	default:
		return false
	}
	return putOff(ws)
}

// putOff reports whether the rest of an approving clause puts it off to a
// later time ("do it tomorrow", "ship it on Monday"): that is no consent
// now. A later time in a clause of its own ("go ahead, I'll review it
// tomorrow") is a remark, read elsewhere.
func putOff(rest []string) bool { return namesLater(rest) }

// splitDictated splits a clause at a punctuation mark spoken into a
// dictation tool after a plain approval ("yes go ahead period", "go for it
// new line thanks") and drops the mark, so what follows is weighed as a
// clause of its own. Elsewhere the words are left alone ("add a new line
// at the end").
func (c *Classifier) splitDictated(cls []lang.Clause) []lang.Clause {
	for k, cl := range cls {
		ws := cl.Words
		for j := 1; j < len(ws); j++ {
			n := lang.DictatedMark(ws, j)
			if n > 0 && j+n == len(ws) {
				// "please go ahead with the vector change full stop": the
				// mark that ends a dictated clause is punctuation, not a
				// word ("stop")
				out := append(make([]lang.Clause, 0, len(cls)), cls[:k]...)
				out = append(out, lang.Clause{Words: ws[:j], Question: cl.Question})
				return append(out, c.splitDictated(cls[k+1:])...)
			}
			if n == 0 || !approvesPlainly(c, ws[:j]) {
				continue
			}
			out := make([]lang.Clause, 0, len(cls)+1)
			out = append(out, cls[:k]...)
			out = append(out, lang.Clause{Words: ws[:j]})
			after := cls[k+1:]
			if rest := ws[j+n:]; len(rest) > 0 {
				// "yes comma please go ahead … full stop": the rest may
				// hold another mark
				after = append([]lang.Clause{{Words: rest, Question: cl.Question}}, after...)
			}
			return append(out, c.splitDictated(after)...)
		}
	}
	return cls
}

// modKinds collects the kinds of modification a reply's words carry.
//
// remark: a statement beside the approval that does nothing to the plan
// (see remarkOnly). It leaves a high approval as it is; beside anything
// less it counts as a change, as every word of substance did before.
type modKinds struct{ change, partial, question, remark bool }

// add records one word of substance: in a question it asks, in a selection
// it selects, anywhere else it changes the plan.
func (k *modKinds) add(question, selection bool) {
	switch {
	case question:
		k.question = true
	case selection:
		k.partial = true
	default:
		k.change = true
	}
}

// resolve turns the stances into the signal (the last position counts;
// consent after a refusal is at most medium) and the modification.
func resolve(stances []stance, kinds modKinds, selectStart bool) reply {
	approves := false
	for _, s := range stances {
		if !s.scoped && (s.kind == kindHigh || s.kind == kindMedium) {
			approves = true
		}
	}
	last, lastNeg := -1, -1
	for i, s := range stances {
		switch {
		case s.scoped && s.question:
			kinds.question = true
		case s.scoped && approves && s.selection:
			kinds.partial = true
		case s.scoped && approves && s.remark:
			kinds.remark = true
		case s.scoped && approves:
			kinds.change = true
		case s.scoped:
			last, lastNeg = i, i
		case s.kind == kindNegative:
			last, lastNeg = i, i
		default:
			last = i
		}
	}
	if selectStart && !approves && onlyScoped(stances) {
		// "do 1 and 3, not the invalidation yet": a selection with a part
		// left out.
		return reply{signal: Medium, modification: Partial}
	}
	if last < 0 {
		if selectStart && !approves {
			return reply{signal: Medium, modification: Partial}
		}
		return reply{signal: NoSignal, modification: NoModification}
	}
	if last == lastNeg {
		return reply{signal: Negative, modification: NoModification}
	}
	signal := Medium
	for _, s := range stances[lastNeg+1:] {
		if !s.scoped && s.kind == kindHigh {
			signal = High
		}
	}
	if lastNeg >= 0 {
		signal = Medium // wavering: when in doubt, confirm
	}
	mod := NoModification
	switch {
	case kinds.change || kinds.remark && signal != High:
		mod = Change
	case kinds.partial:
		mod = Partial
	case kinds.question:
		mod = Question
	}
	return reply{signal: signal, modification: mod}
}

// onlyScoped reports whether every stance is a negation with an object of
// its own ("not the invalidation"), none a bare refusal.
func onlyScoped(stances []stance) bool {
	for _, s := range stances {
		if !s.scoped {
			return false
		}
	}
	return len(stances) > 0
}

// hasSubstance reports whether words say anything beyond filler and
// consent words.
func hasSubstance(words []string) bool {
	for _, w := range words {
		if !isFiller(w) {
			return true
		}
	}
	return false
}

// startsConsent reports whether a consent phrase starts at words[j], so a
// negation's hedge ("I don't think we should …") stops before it.
func startsConsent(c *Classifier, words []string, j int) bool {
	return consentLen(c, words, j) > 0
}

// consentLen is the length of the consent phrase at words[j], 0 for none
// (or for j past the end).
func consentLen(c *Classifier, words []string, j int) int {
	if j >= len(words) {
		return 0
	}
	p, n := c.match(words, j, kindHigh, kindMedium)
	if n > 0 && p.alone && !onlyFiller(words[j+n:]) {
		return 0 // "don't start with the tests": not the consent word "start"
	}
	return n
}

// notSureAbout reports the length of "not sure about|regarding|on|with" at
// words[i].
func notSureAbout(words []string, i int) int {
	if i+2 < len(words) && words[i] == "not" && words[i+1] == "sure" {
		switch words[i+2] {
		case "about", "regarding", "on", "with", "of":
			return 3
		}
	}
	return 0
}

// isSelection reports whether a clause picks part of the plan: "only" or
// "just" before something of substance, an ordinal used as one ("the first
// one", "second step"), or step numbers. It is linear in the clause.
func isSelection(words []string) bool {
	lastNamed := -2 // the last word that names something, found when "only" or "just" needs it
	only := 0       // onlySelection(words), computed once when needed: 1 yes, -1 no
	for i, w := range words {
		switch {
		case w == "only" || w == "just":
			if i+1 < len(words) && (words[i+1] == "if" || w == "just" && pastTense(words[i+1])) || i > 0 && (possessive(words[i-1]) || copula(words[i-1])) {
				continue // "only if", "my only worry", "it just died", "it's only 40k rows"
			}
			// "just the parser", "step 1 only"; not "just do it".
			if lastNamed == -2 {
				lastNamed = lastNamedWord(words)
			}
			if lastNamed > i || (i > 0 && !isFiller(words[i-1])) {
				return true
			}
		case ordinal(w) || i > 0 && otherArticle(words[i-1]) && foreignOrdinal(w):
			if i+1 < len(words) && timeOrManner(words[i+1]) {
				continue // "in the first place", "the last time", "first thing tomorrow"
			}
			if i > 0 && (pickedByArticle(words[i-1], w) || words[i-1] == "to") {
				return true
			}
			if i+1 < len(words) && (selectionNoun(words[i+1]) || words[i+1] == "only") {
				return true
			}
		case isNumber(w):
			if i > 0 && (selectionNoun(words[i-1]) || words[i-1] == "#") {
				return true
			}
			if only == 0 {
				only = -1
				if onlySelection(words) {
					only = 1
				}
			}
			if only == 1 {
				return true
			}
		}
	}
	return false
}

// lastNamedWord is the index of the last word of words that names
// something (an ordinal, a number, an item of a plan or any word that is
// not filler), or -1.
func lastNamedWord(words []string) int {
	for k := len(words) - 1; k >= 0; k-- {
		if w := words[k]; ordinal(w) || isNumber(w) || selectionNoun(w) || !isFiller(w) {
			return k
		}
	}
	return -1
}

// onlySelection reports whether a clause is nothing but a selection: "do 1
// and 3", "skip 3", "2".
func onlySelection(words []string) bool {
	for _, w := range words {
		if !selectionWord(w) && !isFiller(w) {
			return false
		}
	}
	return true
}

// objectOf reports whether the word at words[i], coming after words of
// substance in its clause, is their object or purpose ("keep them one
// release for rollback", "make it easy to revert"), not a refusal: it
// follows a preposition or "to".
func objectOf(words []string, i int) bool {
	if i == 0 {
		return false
	}
	switch words[i-1] {
	case "for", "to", "of", "on", "with", "a", "the", "easy", "safe", "possible":
		return true
	}
	return false
}

// timeOrManner reports whether w after an ordinal makes it an expression
// of time or manner ("the first time", "in the first place", "last
// week"), which picks no part of a plan.
func timeOrManner(w string) bool {
	switch w {
	case "time", "times", "place", "glance", "sight", "thing", "week", "month", "year", "night", "quarter",
		"sprint", "release", "day", "minute", "moment":
		return true
	}
	return false
}

// opensSelection reports whether a clause starts (after filler) with a
// selection, which makes a reply without a consent phrase a partial
// approval: "just do the first one", "only X", "do 1 and 3", "the first one".
func opensSelection(words []string) bool {
	for i, w := range words {
		switch {
		case w == "just" || w == "only" || w == "do" || w == "skip" || w == "leave" || w == "drop" ||
			ordinal(w) || isNumber(w) || lang.SelectsAll(w):
			return true
		case w == "the" && i+1 < len(words) && ordinal(words[i+1]):
			return true
		case w == "step" || w == "steps" || w == "option" || w == "item":
			return true
		case w == "and" || w == "let's" || w == "please" || w == "ok" || w == "so" || w == "then":
			continue
		}
		return false
	}
	return false
}

// containsWordFold reports whether text contains w (lower case) as a whole
// word, in any case of its first letter ("parser", "Parser") or in
// capitals ("README"). It scans with
// strings.Index, so it costs a fraction of a microsecond per kilobyte.
func containsWordFold(text, w string) bool {
	if hasWord(text, w) {
		return true
	}
	if c := w[0]; c >= 'a' && c <= 'z' {
		// "Parser", and an acronym or a name in capitals ("README", "ETL").
		return hasWord(text, string(c-'a'+'A')+w[1:]) || len(w) > 1 && hasWord(text, strings.ToUpper(w))
	}
	return false
}

// hasWord reports whether w occurs in text bounded by non-word bytes.
func hasWord(text, w string) bool {
	for off := 0; ; {
		i := strings.Index(text[off:], w)
		if i < 0 {
			return false
		}
		start, end := off+i, off+i+len(w)
		if (start == 0 || !wordByte(text[start-1])) && (end == len(text) || !wordByte(text[end])) {
			return true
		}
		off = start + 1
	}
}

// wordByte reports whether b can be part of a word.
func wordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b >= 0x80
}

// maxRejoined is the longest reply whose letters are compared with the
// approval phrases' (rejoined): a slipped space happens in a short reply.
const maxRejoined = 24

// rejoined returns the high approval phrase of several words whose letters
// a short reply spells exactly, only with its spaces in other places ("goa
// head", "goahead", "sh ip it"), or "". Nothing is guessed: every letter
// must be the phrase's, in its order, and the phrase long enough (six
// letters or more) that no other words spell it by chance.
func (c *Classifier) rejoined(text string) string {
	if len(text) > maxRejoined || strings.IndexByte(text, '?') >= 0 {
		return "" // "go a head?" asks
	}
	letters := compactLetters(text)
	if len(letters) < 6 {
		return ""
	}
	for _, list := range c.phrases {
		for _, p := range list {
			if p.kind == kindHigh && p.words >= 2 && compactLetters(p.text) == letters {
				return p.text
			}
		}
	}
	return ""
}

// compactLetters returns the lower-case letters of s, nothing else.
// rejoinedClauses returns the reply's clauses joined again, each clause
// whose letters are those of an approval phrase with a space slipped
// ("go fo rit") replaced by that phrase; "" when no clause is.
func (c *Classifier) rejoinedClauses(cls []lang.Clause) string {
	if len(cls) < 2 || len(cls) > maxRejoinedClauses {
		return ""
	}
	var b strings.Builder
	found := false
	for _, cl := range cls {
		text := strings.Join(cl.Words, " ")
		if cl.Question {
			text += "?"
		} else if p := c.rejoined(text); p != "" && p != text {
			text, found = p, true
		}
		b.WriteString(text)
		b.WriteString(". ")
	}
	if !found {
		return ""
	}
	return b.String()
}

// maxRejoinedClauses is the most clauses a reply may have for
// rejoinedClauses to look at each: a slip is looked for in short replies.
const maxRejoinedClauses = 4

func compactLetters(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		ch := lower(s[i])
		if ch >= 'a' && ch <= 'z' {
			b = append(b, ch)
		}
	}
	return string(b)
}

// pointsEarlier reports whether a reply points at something said before
// the plan it answers: a verb of saying followed by "earlier" or "before"
// ("the typo you mentioned earlier", "what we discussed before"), or "the
// earlier" / "the previous" before what was proposed ("the earlier idea",
// "the previous suggestion"). "The original plan" is not among them: an
// answer in between may ask to go on with it.
func pointsEarlier(cls []lang.Clause) bool {
	for _, cl := range cls {
		ws := cl.Words
		for i := 0; i+1 < len(ws); i++ {
			switch ws[i] {
			case "mentioned", "said", "suggested", "discussed", "proposed", "flagged", "raised", "noted":
				if ws[i+1] == "earlier" || ws[i+1] == "before" || ws[i+1] == "previously" {
					return true
				}
			case "earlier", "previous", "other":
				if i > 0 && ws[i-1] == "the" {
					switch ws[i+1] {
					case "idea", "suggestion", "one", "thing", "proposal", "option", "plan", "fix":
						return true
					}
				}
			}
		}
	}
	return false
}

// spokenTo reports whether w, closing a clause after an approval, may
// name who is spoken to ("yeah go ahead man", "ship it guys") rather than
// anything of the work ("go ahead with the team" is no address: a word
// right before it binds it to the work). The other words of address are
// words.IsAddress's, read everywhere; these are common nouns too ("the
// man pages"), so only the last word of an approval counts.
func spokenTo(w string) bool {
	switch w {
	case "man", "guys", "folks", "y'all", "yall", "team", "friend":
		return true
	}
	return false
}

// closesApproval reports whether the last word of ws is who is spoken to
// (spokenTo) or a called word (calledWord, unbound and not the plan's)
// after a plain approval. The plan is looked up last: its lookups have a
// budget, which a reply's ordinary last words must not spend.
func closesApproval(c *Classifier, ws []string, inPlan func(string) bool) bool {
	n := len(ws) - 1
	w := ws[n]
	spoken := spokenTo(w)
	if !spoken && (!calledWord(w) || bindsAny(ws[:n])) {
		return false
	}
	return approvesPlainly(c, ws[:n]) && (spoken || !inPlan(w))
}

// calledWord reports whether w, closing a clause right after a plain
// approval ("go ahead Tomasz", "do it abi", "proceed jare"), can only be
// who is spoken to or an interjection: a word of letters only, not a word
// of manner ("differently", "quickly", "anders", "autrement" say how the
// work is done, see foreignChange), not a
// change marker or filler (weighed before), and not the plan's (checked by
// the caller). With nothing binding it to the approval's verb it is no
// object of it.
func calledWord(w string) bool {
	if len(w) < 3 || strings.HasSuffix(w, "ly") || strings.HasSuffix(w, "wise") || foreignChange(w) {
		return false // "ja, mach das anders", "oui, fais-le autrement": how, not who
	}
	for i := 0; i < len(w); i++ {
		// A word of letters beyond ASCII is no name to tell: in the
		// languages that write them a bare noun after a verb is its object
		// ("сделай тесты", "zmień nazwę": no article marks it).
		if c := w[i]; c >= utf8.RuneSelf || !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// bindsAny reports whether some word of ws binds a noun (see bindsNoun):
// the approval has an object ("go ahead with the cache and the snack
// bar"), and a word after it may be that object's.
func bindsAny(ws []string) bool {
	for _, w := range ws {
		if bindsNoun(w) {
			return true
		}
	}
	return false
}

// bindsNoun reports whether w ties the noun after it to the sentence's
// work ("with the team", "for folks"): a determiner or a preposition.
func bindsNoun(w string) bool {
	switch w {
	case "with", "for", "to", "of", "on", "by", "from", "about":
		return true
	}
	return isDeterminer(w)
}

// splitNoObjection splits a no-word off the first clause of a reply to
// "Any objections?" when the rest of the clause approves plainly ("nah go
// for it", "nope go ahead"): the no answers the question, the rest is the
// go-ahead. "no, don't go ahead" approves nothing and stays whole.
func splitNoObjection(c *Classifier, cls []lang.Clause) []lang.Clause {
	if len(cls) == 0 || cls[0].Question || len(cls[0].Words) < 2 {
		return cls
	}
	ws := cls[0].Words
	switch ws[0] {
	case "no", "nope", "nah", "none":
	default:
		return cls
	}
	if !approvesPlainly(c, ws[1:]) {
		return cls
	}
	out := make([]lang.Clause, 0, len(cls)+1)
	out = append(out, lang.Clause{Words: ws[:1]}, lang.Clause{Words: ws[1:]})
	return append(out, cls[1:]...)
}
