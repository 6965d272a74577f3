package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// dropAsides removes a trailing remark unrelated to the plan ("go ahead.
// btw the standup moved to 10", "PS: nice work"): from a clause that opens
// with an aside marker to the end of the reply, unless something there
// changes or refuses the plan ("btw, also update the README"), which then
// counts as usual.
func (c *Classifier) dropAsides(cls []lang.Clause, related func(string) bool) []lang.Clause {
	cls = splitAsides(c, cls)
	cls = dropThanks(c, cls)
	cls = dropSelfAnswered(c, cls)
	// A marker of another language ("übrigens", "y por cierto") is looked
	// for once a clause, not at every word as splitAsides does, and only
	// in a reply that may be in another language (read by the Classifier
	// with the other languages' vocabularies, see withLanguages).
	languages := c.other == nil
	for k, cl := range cls {
		if !opensAside(cl.Words) && (!languages || foreignAsideLen(cl.Words) == 0) {
			continue
		}
		foreign := languages && foreignAsideLen(cl.Words) > 0
		unrelated := saysUnrelated(cl.Words)
		for j, rest := range cls[k:] {
			ws := rest.Words
			if j == 0 && len(ws) > 1 && (ws[0] == "also" || ws[0] == "and") {
				ws = ws[1:] // the "also" of "also unrelated: …" introduces the aside
			}
			if foreign && len(ws) > 1 && ws[0] == "also" && lang.MayBeForeign(cls[k+j:k+j+1]) {
				ws = ws[1:] // "übrigens, …, also kein Review von ihr": German "also" is "so"
			}
			if j == 1 && len(cls[k].Words) == 1 && len(ws) > 0 && ws[0] == "but" {
				ws = ws[1:] // "unrelated but the coffee machine is fixed": still the aside
			}
			if altersPlan(c, ws) || !unrelated && impliesMore(ws) || deniesPlanThing(ws, related) {
				return cls // "fyi the same bug exists in the admin panel", "btw there's no error message today"
			}
			if correctsPlan(ws, related) {
				// "btw we dropped corepack" when the plan names corepack:
				// whatever the label, news of the plan's own things, read
				// without the label as any statement is
				out := append([]lang.Clause(nil), cls...)
				out[k+j].Words = withoutLabel(ws)
				return out
			}
		}
		return cls[:labelledBefore(cls, k)]
	}
	return cls
}

// labelledBefore returns where the aside that a label at cls[k] marks
// begins: at k, or, when the label closes the reply and news stands
// right before it ("… the staging db is getting wiped tonight,
// unrelated"), at that news, and at a "heads up" that announced it.
func labelledBefore(cls []lang.Clause, k int) int {
	if k != len(cls)-1 || k < 2 || !offTopic(withoutOpeners(cls[k].Words)) || cls[k-1].Question || !unrelatedNews(cls[k-1].Words) {
		return k
	}
	if ws := withoutOpeners(cls[k-2].Words); k >= 3 && len(ws) == 2 && ws[0] == "heads" && ws[1] == "up" {
		return k - 2
	}
	return k - 1
}

// plainAside reports whether a remark in parentheses after the reply
// neither asks, changes, restricts nor refuses anything ("(my coffee
// machine just died)", "(finance will be thrilled)"), so it can be left
// out. "(but keep the old API)", "(only the first step)", "(why?)" stay.
func (c *Classifier) plainAside(aside string) bool {
	cls := lang.Clauses(aside)

	if len(cls) > 0 && opensAside(cls[0].Words) {
		// "(unrelated nit for some other day, not this change: …)": marked
		// as not about the plan; only an ask in it still counts.
		for _, cl := range cls {
			if cl.Question || asksSomething(c, cl.Words) {
				return false
			}
		}
		return true
	}
	for _, cl := range cls {
		if cl.Question || altersPlan(c, cl.Words) || ordersWork(cl.Words) || raisesProblem(cl.Words) || impliesMore(cl.Words) ||
			len(cl.Words) > 0 && addsWith(cl.Words[0]) {
			return false // "(tests first)": an order of work, read as usual
		}
		for i := range cl.Words {
			if _, n := c.match(cl.Words, i, kindHigh, kindMedium, kindNegative); n > 0 {
				return false // "(yes, I checked)", "(not yet)": a stance of its own
			}
		}
	}
	return true
}

// addsTo reports whether ws[i] adds to the plan ("also", "instead",
// "plus", a final "too"), not "too" as a degree before a word ("getting
// too big", "too slow").
func addsTo(ws []string, i int) bool {
	if ws[i] == "too" && i+1 < len(ws) {
		switch ws[i+1] {
		case "please", "pls", "thanks", "thx":
			return true // "the README too please"
		}
		return false
	}
	return changeMarker(ws[i])
}

// addsWith reports whether a remark opening with w adds something to the
// plan ("(with a flag)", "(and the docs)", "(plus a test)").
func addsWith(w string) bool {
	switch w {
	case "with", "and", "plus", "including", "incl", "without", "except", "behind", "using", "via", "also":
		return true
	}
	return false
}

// ordersWork reports whether a clause orders the work ("tests first",
// "then the docs"): a word of sequence outside the user's own statement.
func ordersWork(ws []string) bool {
	if statesOwn(ws) {
		return false
	}
	for _, w := range ws {
		switch w {
		case "first", "then", "afterwards", "beforehand", "before", "after", "last":
			return true
		}
	}
	return false
}

// asksSomething reports whether words ask for a change: a change marker,
// a connector that adds a condition ("but"), or a change verb used as one.
func asksSomething(c *Classifier, ws []string) bool {
	for i, w := range ws {
		if addsTo(ws, i) || hangingConnector(w) || lang.IsChangeVerb(w) && asVerb(ws, i) {
			return true
		}
		if _, n := c.match(ws, i, kindHigh, kindMedium); n > 0 {
			return true // a stance of its own
		}
	}
	return false
}

// splitAsides splits a clause where an aside marker follows an approval
// with nothing between to end the clause ("go ahead 👍 ps the coffee
// machine is fixed", "lgtm btw standup moved"), so the aside is a clause of
// its own and dropAsides weighs it like any other.
func splitAsides(c *Classifier, cls []lang.Clause) []lang.Clause {
	for k, cl := range cls {
		ws := cl.Words
		for j := 1; j < len(ws); j++ {
			if !opensAside(ws[j:]) || ws[j-1] == "also" || ws[j-1] == "and" || !approves(c, ws[:j]) {
				continue
			}
			out := make([]lang.Clause, 0, len(cls)+1)
			out = append(out, cls[:k]...)
			out = append(out, lang.Clause{Words: ws[:j]}, lang.Clause{Words: ws[j:], Question: cl.Question})
			return append(out, cls[k+1:]...)
		}
	}
	return cls
}

// approves reports whether words hold a high consent phrase.
func approves(c *Classifier, ws []string) bool {
	for i := range ws {
		if p, n := c.match(ws, i, kindHigh); n > 0 && p.kind == kindHigh {
			return true
		}
	}
	return false
}

// dropThanks removes a thank-you or a pleasantry that follows something
// else and changes nothing ("go ahead, thanks for checking first", "go
// ahead :) also, happy friday").
func dropThanks(c *Classifier, cls []lang.Clause) []lang.Clause {
	for k := 1; k < len(cls); k++ {
		ws := cls[k].Words
		if len(ws) == 0 || cls[k].Question {
			continue
		}
		from, rest := k, ws
		if rest[0] == "also" || rest[0] == "and" {
			// "also happy friday", "also, happy friday"
			switch {
			case len(rest) > 1:
				rest = rest[1:]
			case k+1 < len(cls) && len(cls[k+1].Words) > 0 && !cls[k+1].Question:
				k++
				rest = cls[k].Words
			}
		}
		switch rest[0] {
		case "thanks", "thank", "thx", "ty", "ta", "cheers", "happy", "enjoy", "congrats", "nice", "great", "good":
			said := rest[1:]
			if len(said) > 0 && praised(said[0]) {
				said = said[1:] // "nice catch on the off-by-one": a noun, not "catch"
			}
			if thanksFor(rest) && !asksWork(said) || !altersPlan(c, said) {
				// "thanks for catching the shared_buffers thing": what is
				// thanked for was done, whatever it names.
				return append(cls[:from:from], cls[k+1:]...)
			}
		}
	}
	return cls
}

// praised reports whether w, after "nice", "good" or "great", names what
// is praised ("nice catch", "good work", "great find").
func praised(w string) bool {
	switch w {
	case "catch", "work", "job", "find", "spot", "call", "idea", "point", "writeup", "analysis", "one":
		return true
	}
	return false
}

// opensAside reports whether a clause opens with an aside marker ("btw",
// "fyi", "ps", "unrelated", "by the way", "side note").
func opensAside(ws []string) bool {
	if len(ws) > 1 && (ws[0] == "also" || ws[0] == "and") {
		ws = ws[1:] // "also unrelated: who owns billing?", "and fyi the build is green"
	}
	if len(ws) == 0 {
		return false
	}
	// One switch on the first word: this runs at every word of a reply.
	switch ws[0] {
	case "by":
		return len(ws) >= 3 && ws[1] == "the" && ws[2] == "way"
	case "side":
		return len(ws) >= 2 && ws[1] == "note"
	case "note", "reminder":
		return len(ws) >= 3 && ws[1] == "to" && ws[2] == "self"
	case "if":
		return offeredIfUseful(ws[1:]) // "if it matters", "if it helps", "if useful"
	case "in":
		return len(ws) >= 3 && ws[1] == "case" && offeredIfUseful(ws[2:]) // "in case it helps"
	case "for":
		return len(ws) >= 2 && ws[1] == "context" || len(ws) >= 3 && ws[1] == "the" && ws[2] == "record"
	case "on":
		return len(ws) >= 3 && ws[1] == "another" && ws[2] == "note"
	}
	return lang.IsAside(ws[0])
}

// altersPlan reports whether words change, restrict or refuse the plan:
// a change marker, a change verb, a negation, a selection, or something
// code-like.
func altersPlan(c *Classifier, ws []string) bool {
	own := statesOwn(ws) || len(ws) > 1 && lang.IsAside(ws[0]) && statesOwn(ws[1:]) // "fyi I'll …"
	for i, w := range ws {
		if w == "just" && i+1 < len(ws) && pastTense(ws[i+1]) {
			continue // "my coffee machine just died"
		}
		if n := negatorLen(ws, i); n > 0 && feelingNegated(ws, i+n) {
			// "btw don't be surprised if the counts look off": what to
			// expect, to its end, unless it still orders; what came
			// before was weighed above.
			return ordersAfter(ws[i+n:]) || !own && isSelection(ws[:i])
		}
		if factNegation(ws, i) {
			continue // "also kein Review von ihr", "mañana no hay daily": news
		}
		if n := curiosityLen(ws, i); n > 0 {
			// "btw playtest is saturday if you want to know why I'm
			// stressed": the reader's curiosity met, the rest weighed alone
			return altersPlan(c, ws[i+n:])
		}
		if n := softenerAt(ws, i); n > 0 {
			// "fyi I'm merging first, so no rush": a softener takes
			// nothing from the plan.
			if i+n < len(ws) {
				return altersPlan(c, ws[i+n:])
			}
			return false
		}
		switch {
		case negatorLen(ws, i) > 0 && describes(ws, i), restricts(w) && i > 0 && possessive(ws[i-1]),
			(w == "only" || w == "just") && i > 0 && copula(ws[i-1]), // "the table is only 40k rows"
			own && timing(w):
			// "FYI I'll cut the release myself once it's merged": when the
			// user will do their own thing, not a condition on the plan.
			// "your plan doesn't touch the schema", "my only worry": said
			// about the plan, not asked of it.
		case addsTo(ws, i), hangingConnector(w), lang.IsChangeVerb(w) && asVerb(ws, i), negatorLen(ws, i) > 0,
			restricts(w), codeLike(w) && !lang.IsAside(w), // "p.s." is no file name
			w != "" && w[0] >= 0x80 && foreignChange(w): // "кстати, без теста"
			return true
		}
		if _, n := c.match(ws, i, kindNegative); n > 0 {
			return true
		}
	}
	return !own && isSelection(ws) // "I'll backfill the last 7 days" selects nothing of the plan
}

// userWill reports whether the user is the subject of what a clause says
// will happen ("once this lands I'll backfill the last 7 days myself").
func userWill(ws []string) bool {
	for _, w := range ws {
		if w == "i'll" || w == "we'll" {
			return true
		}
	}
	return false
}

// timing reports whether w ties a statement to a time or an event ("once
// it's merged", "when I'm back", "after lunch").
func timing(w string) bool {
	switch w {
	case "once", "when", "after", "before", "until", "till", "while":
		return true
	}
	return false
}

// softenerAt returns the length of a softener phrase ("no rush", "not
// urgent", "whenever you can") starting at ws[i], or 0.
func softenerAt(ws []string, i int) int {
	switch ws[i] {
	case "if", "when", "whenever", "not", "no", "low": // the phrases' first words
	default:
		return 0
	}
	for _, p := range lang.SoftenerPhrases() {
		if n := strings.Count(p, " ") + 1; n <= len(ws)-i && phraseAt(p, ws, i) {
			return n
		}
	}
	return 0
}

// describes reports whether the negation at ws[i] states a fact about
// something ("it doesn't change the API", "the flaky test wasn't related",
// "this won't affect billing"): an indicative negation after its subject,
// not an instruction ("don't", "no", "must not", "shouldn't").
func describes(ws []string, i int) bool {
	if i == 0 {
		return false
	}
	switch ws[i] {
	case "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't", "won't":
		return true
	case "never", "nobody":
		// "Mac users never complained", "nobody wanted to touch it":
		// what has not happened, told of the past.
		return i+1 < len(ws) && (pastTense(ws[i+1]) || irregularPast(ws[i+1]))
	case "stop":
		switch ws[i-1] {
		case "will", "would", "finally", "can", "could", "to", "might":
			return true // "my supervisor will finally stop circling it"
		}
	}
	return false
}

// possessive reports whether w before "only" or "just" makes it an
// adjective ("my only worry", "the only change").
func possessive(w string) bool {
	switch w {
	case "my", "the", "our", "your", "his", "her", "their", "its":
		return true
	}
	return false
}

// asVerb reports whether ws[i] stands where a request's verb does: first
// in its clause, or after "please", "also", "to", "should", "you" …, not as
// a noun ("the log", "a retry").
func asVerb(ws []string, i int) bool {
	if i == 0 {
		return true
	}
	switch ws[i-1] {
	case "please", "pls", "just", "also", "and", "then", "to", "should", "must", "you", "can", "could", "would",
		"will", "let's", "now", "i'd", "we'd", "and/or":
		return true
	}
	return false
}

// restricts reports whether w asks for something about the plan: a
// requirement, a wish or a limit.
func restricts(w string) bool {
	switch w {
	case "should", "must", "need", "needs", "want", "wants", "prefer", "rather", "keep", "leave", "only", "just",
		"except", "without", "avoid", "please", "make", "ensure", "sure", "instead", "use", "skip", "add",
		"if", "provided", "providing", "assuming", "once": // a condition on the approval
		return true
	}
	return false
}

// codeLike reports whether a normalised word names something in code: a
// file, a dotted or snake_case name, a path. (Numbers pick steps: see
// isSelection.)
func codeLike(w string) bool {
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '.' || c == '_' || c == '/':
			return true
		}
	}
	return false
}

// dropCommentary removes what a reply says before its approval that is
// neither a change, a question, a refusal nor a selection ("Thanks for the
// writeup, it covers what I was worried about. Go ahead."): remarks about
// the plan, not additions to it. Only clauses before the last approving
// clause go, and only when that clause approves plainly.
func dropCommentary(c *Classifier, cls []lang.Clause) []lang.Clause {
	last := -1
	for k := len(cls) - 1; k >= 0; k-- {
		if cls[k].Question {
			return cls
		}
		if approvesPlainly(c, cls[k].Words) {
			last = k
			break
		}
	}
	if last <= 0 {
		return cls
	}
	for _, cl := range cls[:last] {
		if cl.Question || raisesObjection(cl.Words) || predictsProblem(cl.Words) || prefersOther(cl.Words) || suggestsOther(cl.Words) ||
			altersPlan(c, cl.Words) && !concedes(c, cl.Words) {
			// "The reports will break though. Go ahead.": a problem named
			// before the approval asks for a change as one named after it.
			return cls
		}
	}
	return cls[last:]
}

// prefersOther reports whether a clause says something would be better
// ("a simpler approach would be nicer", "it'd be safer with a flag"):
// "would be" and a comparison, a wish for something other than the plan.
func prefersOther(ws []string) bool {
	for i := 0; i+1 < len(ws); i++ {
		k := -1
		switch {
		case ws[i] == "would" && ws[i+1] == "be" && i+2 < len(ws):
			k = i + 2
		case (ws[i] == "it'd" || ws[i] == "that'd") && ws[i+1] == "be" && i+2 < len(ws):
			k = i + 2
		}
		if k < 0 {
			continue
		}
		if w := ws[k]; w == "more" || w == "less" || w == "better" || w == "preferable" ||
			len(w) > 4 && strings.HasSuffix(w, "er") && !notComparative(w) {
			return true
		}
	}
	return false
}

// notComparative reports whether w ends in "er" without comparing ("over",
// "after", "either") or names a thing ("a server", "a user").
func notComparative(w string) bool {
	switch w {
	case "over", "under", "after", "either", "neither", "other", "never", "ever", "together", "whatever", "however",
		"server", "user", "number", "order", "folder", "header", "layer", "worker", "helper", "wrapper", "parser", "answer":
		return true
	}
	return false
}

// concern reports whether a clause may voice a worry and asks nothing: it
// neither directs, selects, opens with a negation ("not the migration"),
// adds, restricts, contrasts nor uses a change verb as a verb ("HALF_EVEN
// always makes me nervous", "the test looks like overkill").
func concern(ws []string) bool {
	if unsure(ws) {
		return !asksAnything(ws[2:]) // "not sure the cache will hold": a doubt of the outcome
	}
	if len(ws) < 2 || directs(ws) || isSelection(ws) || negatorLen(ws, 0) > 0 {
		return false
	}
	for i, w := range ws {
		if addsTo(ws, i) || restricts(w) || hangingConnector(w) || lang.IsChangeVerb(w) && asVerb(ws, i) {
			return false
		}
	}
	return true
}

// concedes reports whether a clause is a contrast that
// ends in the plan's favour ("I was worried about the locale thing, but
// strxfrm is fine here", "it isn't perfect but it's good enough"): "but"
// and an evaluation, nothing that asks for anything, and not "fine as is"
// (which keeps something as it is).
func concedes(c *Classifier, ws []string) bool {
	if len(ws) >= 2 && hangingConnector(ws[0]) && approvesPlainly(c, ws[1:]) {
		return true // "not sure the cache will hold, | but try it": the doubt gives way to the approval
	}
	if len(ws) < 3 || !hangingConnector(ws[0]) || altersPlan(c, ws[1:]) {
		return false
	}
	evaluated := false
	for i, w := range ws[1:] {
		switch w {
		case "as":
			return false // "fine as is", "good as it is"
		case "fine", "ok", "okay", "good", "right", "correct", "acceptable", "great", "perfect":
			// ws[i] is the word before w: "it's fine", "it's the right call"
			evaluated = evaluated || i > 0 && (copula(ws[i]) || ws[i] == "the" && copula(ws[i-1]))
		}
	}
	return evaluated
}

// unsure reports whether a clause opens with "not sure", the speaker's
// doubt of how something will turn out ("not sure the cache will hold"),
// which negates no part of the plan.
func unsure(ws []string) bool {
	return len(ws) > 2 && ws[0] == "not" && ws[1] == "sure"
}

// copula reports whether w links a subject to how it is judged ("is",
// "it's", "looks", "seems").
func copula(w string) bool {
	switch w {
	case "is", "it's", "that's", "are", "was", "looks", "seems", "sounds", "feels", "totally", "perfectly":
		return true
	}
	return false
}

// approvesPlainly reports whether a clause is a high consent phrase and
// filler only ("Go ahead", "yes, ship it", "please proceed").
func approvesPlainly(c *Classifier, ws []string) bool {
	found := false
	for i := 0; i < len(ws); {
		if p, n := c.match(ws, i, kindHigh); n > 0 && p.kind == kindHigh {
			found = true
			i += n
			continue
		}
		if !isFiller(ws[i]) && !ofAll(ws, i) {
			return false
		}
		i++
	}
	return found
}

// ofAll reports whether ws[i] counts or names the parts of "all" before
// it ("go ahead with all three", "proceed with all three steps", "with all
// the steps"): the whole plan, as "all" alone is. "with the first two"
// and "with step one" have no "all": a part.
func ofAll(ws []string, i int) bool {
	k := i - 1
	if k >= 0 && (ws[k] == "the" || countWord(ws[k])) {
		k-- // "all three steps", "all the steps"
	}
	if k < 0 || ws[k] != "all" || k == i-1 && !countWord(ws[i]) && !partsWord(ws[i]) {
		return false
	}
	return countWord(ws[i]) || partsWord(ws[i])
}

// partsWord reports whether w names the parts of a plan ("steps",
// "changes", "items").
func partsWord(w string) bool {
	switch w {
	case "steps", "parts", "items", "points", "stages", "phases", "tasks", "bits":
		return true
	}
	return false
}

// answersObjections reports whether the plan ends by asking for objections
// ("Any objections?", "Any concerns?"), so a leading "no" answers that
// question rather than refusing.
func answersObjections(plan string) bool {
	tail := plan
	if len(tail) > 200 {
		tail = tail[len(tail)-200:]
	}
	tail = strings.ToLower(tail)
	for _, q := range [...]string{"objections", "objection?", "any concerns", "anything against", "any reason not to", "any issues with", "anything i should change", "anything you'd change", "anything you would change", "any problems with",
		"object to?", "object?"} { // the verb: "Anything you'd object to?", "Would you object?"
		if strings.Contains(tail, q) {
			return true
		}
	}
	return false
}

// dropNoObjection removes a leading clause that only says there is no
// objection ("no", "none", "nope", "no objections").
// objects reports whether a reply to "Any objections?" opens with a bare
// yes ("yes actually, I have concerns", "yeah — the migration worries
// me"): there are objections, whatever follows.
func objects(cls []lang.Clause) bool {
	if len(cls) == 0 || len(cls[0].Words) == 0 {
		return false
	}
	if raisesObjection(cls[0].Words) {
		return true
	}
	for _, w := range cls[0].Words {
		switch w {
		case "yes", "yeah", "yep", "yup", "actually", "one", "some", "a", "few":
		default:
			return false
		}
	}
	return lang.IsYes(cls[0].Words[0])
}

// raisesObjection reports whether a clause says the user objects: "I
// object", "I have an objection", "I have concerns", "one concern".
func raisesObjection(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "object":
			if i > 0 && ws[i-1] == "i" {
				return true
			}
		case "objection", "objections", "concern", "concerns":
			if i > 0 {
				switch ws[i-1] {
				case "an", "a", "one", "some", "have", "two", "few", "real", "big":
					return true
				}
			}
		}
	}
	return false
}

func dropNoObjection(cls []lang.Clause) []lang.Clause {
	for len(cls) >= 2 && noObjection(cls[0].Words) {
		cls = cls[1:] // "Nope, none. Go ahead."
	}
	return cls
}

// noObjection reports whether words only say there is no objection ("no",
// "none", "nope", "no objections from my side"), when the plan asked for
// objections. Other languages say it with their own "no" and "none" and
// words for objections ("Nein, keine Einwände", "возражений нет", "nie,
// żadnych"): the same answer.
func noObjection(ws []string) bool {
	no, good := false, false
	for i, w := range ws {
		switch {
		case lang.IsForeignNegation(w) || lang.NoneSaid(w):
			no = true
			continue
		case lang.ObjectionWord(w):
			continue
		}
		switch w {
		case "no", "nope", "none", "nah":
			no = true
		case "objections", "objection", "concerns", "at", "all", "not", "really",
			"from", "my", "our", "side", "end", "here", "me", "us", "on":
		case "good", "fine":
			good = true
			// "nah all good", "nope, looks fine": nothing against it ("no
			// good" is no such thing)
			if i == 0 || ws[i-1] != "all" && ws[i-1] != "looks" && ws[i-1] != "sounds" {
				return false
			}
		case "looks", "sounds":
		default:
			return false
		}
	}
	return len(ws) > 0 && (no || !good) // "sounds good" alone is an approval, not a no
}

// dropRemarks removes what a reply says after its last plain approval
// when it neither changes, restricts, refuses nor questions the plan and
// shares no word of substance with it: "Go ahead. I'll be in meetings
// until 3", "Proceed please. Also, the CI runner was slow today". A remark
// on the plan's own subject ("… also the timeout is too short") shares its
// words, stays and counts. related reports whether a word is the plan's.
func dropRemarks(c *Classifier, cls []lang.Clause, related, restated func(string) bool) []lang.Clause {
	cls = splitRemark(c, cls)
	approved := false
	for _, cl := range cls {
		if !cl.Question && approvesPlainly(c, cl.Words) {
			approved = true
			break
		}
	}
	if !approved || len(cls) < 2 {
		return cls
	}
	if len(cls) <= maxRemarkClauses {
		cls = dropOtherWork(cls)
		cls = dropSettledWorry(c, cls)
	}
	// Where the remark stands does not matter: "That wasn't the case last
	// time, but it is now. Yes, do it." remarks before the approval as
	// "Go ahead. I'll be in meetings until 3" does after it.
	if len(cls) > maxRemarkClauses {
		return dropTrailingRemarks(c, cls, related, restated)
	}
	out := make([]lang.Clause, 0, len(cls))
	aside := false        // an off-topic marker came before ("random question, not about this:")
	other := false        // a label of another subject came before ("separately", "different topic")
	ownStep := false      // the clause before was the user's own step, dropped as a remark
	story := false        // the clause before told of the past, dropped as a remark
	conceded := false     // the clause was a concern the one before conceded
	var remarked []string // the clause before, when it was dropped as a remark
	for k, cl := range cls {
		before := remarked
		remarked = nil
		if before != nil && !cl.Question && correctsValue(cl.Words) && !mentionsPlan(before, related) {
			continue // "the retro is at 3 tomorrow | not 4": the remark corrects itself
		}
		if conceded {
			conceded = false
			continue
		}
		if k+1 < len(cls) && !cl.Question && !cls[k+1].Question && concedes(c, cls[k+1].Words) && concern(cl.Words) {
			// "HALF_EVEN always makes me nervous | but it's the right call":
			// the user settles their own worry in the plan's favour.
			conceded = true
			continue
		}
		if aside && cl.Question && (!asksWork(cl.Words) || asksState(cl.Words)) {
			continue // "… quick unrelated q: do we still use Slack?"
		}
		if aside && !cl.Question && unrelatedNews(cl.Words) {
			continue // "… unrelated, but the staging box is down again"
		}
		if other && cl.Question && asksKnowledge(cl.Words) && !asksWork(cl.Words) {
			continue // "separately — do you know if -race works on arm64?"
		}
		aside = aside || offTopic(withoutOpeners(cl.Words))
		other = other || aside || labelOnly(cl.Words) && announcesOther(withoutOpeners(cl.Words))
		if k+1 < len(cls) && !cl.Question && (headsUpOwn(cl.Words, cls[k+1].Words) || headsUpLabelled(cl.Words, cls[k+1:])) {
			continue // "heads up, I'm out friday": news of the user, announced
		}
		if cl.Question && k > 0 && curiousOfOutcome(cl.Words) && approvedAfter(c, cls[:k]) {
			continue // "go for it, curious how much faster it gets"
		}
		if cl.Question && echoesPlan(cl.Words, related) && approvedAfter(c, cls[k+1:]) {
			continue // "12 files? wow. ok go ahead": a reaction to the plan's figure
		}
		if !cl.Question && story && continuesStory(cl.Words) {
			continue // "I spent all morning on this bug | and never found the flush"
		}
		story = false
		if k+1 < len(cls) && indexOf(cls[k+1].Words, "still") >= 0 && pastFear(cl.Words) {
			ownStep = false
			out = append(out, cl) // "I was worried it would break the cron job | and I still am"
			continue
		}
		if !cl.Question && (ownStep && continuesOwn(cl.Words) ||
			!approvesPlainly(c, cl.Words) && remark(c, cl.Words, related, restated)) {
			// "I'll run the ETL against last night's dump | and compare
			// row counts": the user's step goes on.
			ownStep = ownStep && (continuesOwn(cl.Words) || len(cl.Words) == 1 && cl.Words[0] == "and") ||
				statesOwn(cl.Words) && ownFuture(cl.Words)
			story = narratesPast(cl.Words) || ownPast(cl.Words)
			remarked = cl.Words
			continue
		}
		ownStep = false
		out = append(out, cl)
	}
	return out
}

// dropTrailingRemarks is dropRemarks for a long reply: only what follows
// its last plain approval is weighed, and only when all of it is remarks,
// as the hot path cannot weigh every clause of 4 KB (such a reply says
// more than yes anyway).
func dropTrailingRemarks(c *Classifier, cls []lang.Clause, related, restated func(string) bool) []lang.Clause {
	last := -1
	for k, cl := range cls {
		if !cl.Question && approvesPlainly(c, cl.Words) {
			last = k
		}
	}
	if last < 0 || last == len(cls)-1 {
		return cls
	}
	for _, cl := range cls[last+1:] {
		if cl.Question || !remark(c, cl.Words, related, restated) {
			return cls
		}
	}
	return cls[:last+1]
}

// maxRemarkClauses is the most clauses a reply may have for remarks before
// its approval to be dropped.
const maxRemarkClauses = 16

// splitRemark splits each clause where a plain approval runs into a
// statement with nothing between but an emoji ("go for it 👍 I'm grabbing
// a coffee", "do it 🙏 my laptop fan sounds like a jet"), so dropRemarks
// weighs the statement on its own; so is one that runs into thanks
// ("approved - thx @assistant"). A one-word approval before a statement
// that is not the user's own ("yes the staging one is fine", "gas prices
// in the fixture are stale") may be part of the statement: it stays one
// clause.
func splitRemark(c *Classifier, cls []lang.Clause) []lang.Clause {
	var out []lang.Clause // nil until a clause is split
	for k, cl := range cls {
		ws, split := cl.Words, false
		if j := concedingBut(c, ws); j > 0 && !cl.Question {
			// "the old-timers will grumble but go ahead": the remark, then
			// the approval it gives way to.
			if out == nil {
				out = append(make([]lang.Clause, 0, len(cls)+1), cls[:k]...)
			}
			out = append(out, lang.Clause{Words: ws[:j]}, lang.Clause{Words: ws[j+1:]})
			continue
		}
		if len(ws) > 2 && !isFiller(ws[0]) && len(c.startingAt(ws[0])) == 0 {
			ws = nil // no approval can open it: nothing to split (cheap on a long reply)
		}
		for j := 1; j+1 < len(ws); j++ {
			if (statesOwn(ws[j:]) || !cl.Question && j > 1 && declarative(ws[j:]) || thanksOpening(ws[j:])) && approvesPlainly(c, ws[:j]) && !c.endsAlone(ws[:j]) {
				if out == nil {
					out = append(make([]lang.Clause, 0, len(cls)+1), cls[:k]...)
				}
				out = append(out, lang.Clause{Words: ws[:j]}, lang.Clause{Words: ws[j:], Question: cl.Question})
				split = true
				break
			}
		}
		if !split && out != nil {
			out = append(out, cl)
		}
	}
	if out == nil {
		return cls
	}
	return out
}

// remark reports whether a clause after an approval is a remark of the
// kind dropRemarks drops. related and restated look words up in the plan
// (restated for directives that may only restate it).
func remark(c *Classifier, ws []string, related, restated func(string) bool) bool {
	whole := ws // before its opening markers are dropped
	if suggestsOther(ws) {
		return false // "I suggest another test", "I was going to propose a retry": a change
	}
	if meantSame(ws) || wishes(ws) || suggestionEnd(ws) >= 0 {
		return true // "I was going to do the same thing" (or suggest it), "may the OOM killer rest in peace"
	}
	if defers(ws) || sameElsewhere(ws) || foretellsHarm(ws) || linkedDirective(ws) {
		// "I'll check with my PM and let you know": the answer is still to
		// come; "the admin client has it too": the same work elsewhere;
		// "users will hate the delay": a concern; "CI is slow today so
		// bump the timeout": an instruction after the link
		return false
	}
	if correctsPlan(ws, related) {
		return false // "the dry-run flag was removed in the last refactor": a defect in the plan
	}
	if inertFragment(c, ws, related) {
		return true // "Karen, Infra Lead", "fight me"
	}
	for len(ws) > 1 && (ws[0] == "also" || ws[0] == "and" || ws[0] == "oh" || ws[0] == "but" || ws[0] == "so" || ws[0] == "anyway" ||
		ws[0] == "then" || lang.IsAside(ws[0]) || noteOpening(ws) || interjection(ws[0])) {
		ws = ws[1:] // "also, lunch is at 1 today", "fyi I'm out": the marker adds a remark, not a change
	}
	if takesStep(ws, related) {
		return false // "but I'll run the apply myself" to "Apply this?": a step of the plan taken over
	}
	if cannotBeWorse(ws) || curiousOfOutcome(ws) || watchesOwn(ws) || takesTime(ws) || praisesEffect(ws) {
		return true // "it can't get any worse", "really curious how fast CI gets", "it might take a while": no ask
	}
	if promisesOnOutcome(c, ws, related, restated) {
		return true // "if it builds in under a minute I owe you a coffee"
	}
	if reviewedPlan(ws) || learned(ws) || ignoresSlip(ws, related) || pastFear(ws) || len(ws) == 1 && reaction(ws[0]) ||
		longIntent(ws) || soonerBetter(ws) || noSurprise(ws) || expectsGain(ws) {
		// "I read through it twice", "I didn't know GracefulStop could
		// hang", "ignore the typo earlier": how the user read the plan or
		// the conversation, nothing asked of the work
		return true
	}
	if reassures(ws) || praisesPlan(ws) || toSelf(ws) || explains(ws) && !raisesProblem(ws) && !linkedDirective(ws) {
		return true // "so don't worry if the checks take a while", "good that it only prints the duplicates"
	}
	if len(ws) >= 2 && negatorLen(ws, 0) > 0 && idle(ws[1]) {
		return true // "…, no idea why"
	}
	if len(ws) == 1 && (ws[0] == "also" || ws[0] == "and") {
		return true // the "Also," of "Also, the CI runner was slow today"
	}
	if interjections(ws) || cheers(ws) {
		return true // "…, seriously, I was dreading this one", "lol", "honestly the best news today"
	}
	if reportsBack(ws) || farewell(ws) || feels(ws) {
		// "…, and if the tests fail just tell me", "leave a summary",
		// "see you after standup", "glad to see it go"
		return true
	}
	if apologizes(ws) && !asksSomething(c, ws) {
		return true // "…, sorry for the delay", "my bad for leaving it stale"
	}
	if labelOnly(ws) || pointsToLink(ws) || notPerson(ws) || (aboutAsking(ws) || aboutLater(ws) && approves(c, ws)) && !asksWork(ws) {
		// "context:", "fun fact:", "just fyi", "not me"; "you don't need
		// to ask me first", "in future just go ahead with fixes this
		// size": about the conversation, not the work.
		return true
	}
	if courtesy(ws) || answersNeed(ws) || noticedBefore(ws) || praisesPart(ws) || urgency(ws) || remindsSelf(ws) || forInfo(ws) || ownLater(ws) ||
		handledElsewhere(ws) {
		return true // "if you'd be so kind", "it is what we need", "nobody noticed the missing deadline"
	}
	if statesValue(ws) {
		return true // "staging table is exports_staging", "we're on postgres 15.4": a fact, nothing asked
	}
	if k := indexOf(ws, "so"); k > 1 && statesFact(ws[:k], true) && remark(c, ws[k+1:], related, restated) {
		return true // "we're on postgres 15.4 so that syntax is fine"
	}
	if k := indexOf(ws, "so"); k > 1 && ownSoOwn(c, ws, k, related, restated) {
		return true // "I'm at the airport so might be slow to reply"
	}
	if ownExcuse(ws) || hopes(ws) || neverTried(ws) || praisesWhole(ws) {
		return true // "if I go quiet, that's why", "hopefully the replica copes with it", "I've never tried it there"
	}
	if directs(ws) {
		// An instruction or a request to the agent is a change unless it
		// only restates the plan ("and add the test too").
		return restates(trimLeadIns(ws), restated)
	}
	if !statesOwn(ws) && isSelection(ws) {
		return false // "the second step seems unnecessary": about a part of the plan
	}
	// "the session cookie has been broken for weeks" tells of a state that
	// lasts until now, not of the past: a problem still to be fixed.
	story := narratesPast(ws) && !(lastedUntilNow(ws) && raisesProblem(ws))
	if !statesOwn(ws) && !declarative(ws) && !story {
		if predicts(ws) {
			return true // "so it'll be consistent": what the change will do
		}
		// Neither an instruction nor a statement: a remark when nothing
		// in it could change the plan (see signalsChange: "on the mobile
		// client", "for admins", "smaller PR") and it says something of
		// its own: a feeling, thanks, a joke ("so excited for this", "PRs
		// welcome :)"), or a verb of its own ("read through it", "android
		// lifecycle strikes again", "ok understood"). A bare noun phrase
		// ("postgres", "structured logging", "two PRs", "typed errors")
		// may name how the work is to be done: it stays a change.
		return (remarkCue(whole) || ownVerb(whole)) && !signalsChange(c, whole, related)
	}
	// "that missing check is a real hole": the plan's own problem, the
	// reason for the approval (no more work than the plan's).
	raises, maybe := raisesProblem(ws), mayBeProblem(ws)
	reason := (raises || maybe) && reasonToFix(ws, related)
	problem := (raises && !story || maybe && mentionsPlan(ws, related)) && !reason
	decl, own := declarative(ws) || story, statesOwn(ws)
	if !reason && impliesMore(ws) {
		return false
	}
	if !problem && (predicts(ws) || needsNothing(ws, related) && !directs(ws)) {
		// "the deterministic flag will make some kernels slower",
		// "swagger will pick up the DTO so no doc changes needed": what
		// the change will do, or work said to be unneeded
		return true
	}
	for i, w := range ws {
		if own && timing(w) {
			continue // "once this lands I'll tell the support team myself"
		}
		if n := negatorLen(ws, i); n > 0 && !describes(ws, i) && !(i+1 < len(ws) && idle(ws[i+1])) {
			return false // "don't touch the schema" ("no idea why" says nothing of the plan)
		}
		if p, n := c.match(ws, i, kindNegative); n > 0 && !describedNegative(p.text, ws, i) && !(own && userAway(ws)) {
			return false // "I'm out next week" tells when the user is away, not when to work
		}
		if w == "just" && i+1 < len(ws) && (pastTense(ws[i+1]) || irregularPast(ws[i+1]) && ws[i+1] != "left" && ws[i+1] != "kept") {
			continue // "my cat just walked in", "I just got out of a review": when, not "only"
		}
		if (w == "would" || w == "could" || w == "might" || w == "should") && i+1 < len(ws) && ws[i+1] == "have" {
			continue // "what I would have done too", "this should have been there from day one": what was, not a wish
		}
		if w != "except" && hangingConnector(w) && i+1 < len(ws) && (declarative(ws[i+1:]) || statesOwn(ws[i+1:])) {
			continue // "that wasn't the case last time, but it is now": facts set against each other
		}
		if wishWord(w) && i+2 < len(ws) && (ws[i+1] == "to" || ws[i+1] == "if") && ws[i+2] != "know" && ws[i+2] != "see" &&
			ws[i+2] != "hear" {
			return false // "it'll be nice to have a metric too"; "good to know" is a remark
		}
		if ownChance(ws, i) {
			continue // "my laptop is dying so I might drop off": what may happen to the user
		}
		if requirement(w) || w == "would" || w == "could" || w == "might" {
			// "it's important that the API stays the same", "30s would be
			// better for the timeout": a wish for the plan
			return false
		}
		if w == "too" && i == len(ws)-1 && decl && !problem {
			continue // "the Lagos customers have been complaining too": as well
		}
		if restricts(w) && elsewhere(ws, i, related) {
			continue // "the client wants the logo bigger again", "if I type weird that's why": about other things
		}
		if habit(ws, i, related) {
			continue // "the accountants keep retyping dates by hand": what others do, again and again
		}
		if restricts(w) && ownNeed(ws, i) || practice(ws, i) {
			continue // "I need to sleep", "customers keep emailing about it", "what we use everywhere"
		}
		if offersHelp(ws, i) {
			break // "Lukas is covering if you need anything": an offer, whatever follows
		}
		if addsTo(ws, i) || hangingConnector(w) || lang.IsChangeVerb(w) && asVerb(ws, i) && !usersVerb(ws, i) && !howYou(ws, i) || restricts(w) ||
			codeLike(w) && (!decl && !userWill(ws) || problem) || problem {
			// A statement that raises a problem ("the entries are trimmed
			// twice", "the README has a typo") asks for a change; one that
			// only says why the plan is right ("the ViewModel is the
			// correct place for this state") does not.
			return false
		}
	}
	return true
}

// habit reports whether "keep" or "keeps" at ws[i] tells what someone
// other than the agent does again and again ("the accountants keep
// retyping dates", "the interns keep asking about it"): a verb in -ing
// follows, and the subject before it is a plural noun that is not the
// plan's ("the tests keep failing" may be the plan's) or a person pronoun.
// "keep the old column" has no subject: a restriction.
func habit(ws []string, i int, related func(string) bool) bool {
	if i == 0 || i+1 >= len(ws) || ws[i] != "keep" && ws[i] != "keeps" || !strings.HasSuffix(ws[i+1], "ing") || len(ws[i+1]) < 5 {
		return false
	}
	switch subj := ws[i-1]; subj {
	case "they", "he", "she", "people", "folks", "everyone", "somebody", "someone":
		return true
	case "you", "u", "we", "it", "this", "that", "i":
		return false
	default:
		return len(subj) > 3 && strings.HasSuffix(subj, "s") && !strings.HasSuffix(subj, "ss") && !codeLike(subj) && !related(subj)
	}
}

// ownChance reports whether the modal at ws[i] tells what may happen to
// the user, not what the plan should do: "might", "may" or "could" after
// "I" and before a verb that neither wishes ("want", "like", "prefer",
// "need", "rather"), adds ("also", "add"), changes nor weighs the work
// ("have", "be better"), or a change verb only with a particle and no
// object: "I might drop off", "I may be slow to answer",
// "I could be late". "I might want the TTL shorter" and "I could live
// with a shorter TTL" stay wishes.
func ownChance(ws []string, i int) bool {
	if i == 0 || i+1 >= len(ws) || ws[i-1] != "i" || ws[i] != "might" && ws[i] != "may" && ws[i] != "could" {
		return false
	}
	next := ws[i+1]
	switch next {
	case "want", "wanna", "like", "prefer", "need", "rather", "also", "add", "have", "live", "use", "do", "go", "not", "just":
		return false
	}
	if next == "be" {
		for _, w := range ws[i+2:] {
			if w == "better" || w == "fine" || w == "happier" || w == "ok" || w == "okay" || requirement(w) || restricts(w) {
				return false // "I might be happier with 30s"
			}
		}
	}
	if lang.IsChangeVerb(next) {
		// "I might drop off", "I may clear out early": a change verb with a
		// particle and no object acts on nothing of the plan.
		return i+3 == len(ws) && (ws[i+2] == "off" || ws[i+2] == "out" || ws[i+2] == "away")
	}
	return !addsWith(next) && !restricts(next)
}

// elsewhere reports whether the wish, need or condition at ws[i] is about
// something other than the work: the statement names nothing of the plan
// (no word of the plan's, no name from code, no word of the code's parts,
// no pronoun that may stand for the plan), is not the need of "we" or
// "you", sets no time ("we need sign-off first" waits), and a condition
// is the user's own ("if I type weird").
// "the client wants the logo bigger again" is news, not a change.
func elsewhere(ws []string, i int, related func(string) bool) bool {
	switch ws[i] {
	case "if", "provided", "providing", "assuming", "once":
		if i+1 >= len(ws) || ws[i+1] != "i" && ws[i+1] != "i'm" {
			return false
		}
	case "should", "must", "need", "needs", "want", "wants", "prefer", "rather":
		for k := i - 1; k >= 0 && k >= i-2; k-- {
			if ws[k] == "we" || ws[k] == "you" || ws[k] == "u" {
				return false // "we need the TTL configurable per tenant": the work's own need
			}
		}
	default:
		return false
	}
	for _, w := range ws {
		switch w {
		case "it", "this", "that", "them", "these", "those", "first", "before", "after", "until", "till":
			return false
		}
		if codeLike(w) || workWord(w) || timing(w) || lang.IsLaterTime(w) || lang.IsChangeVerb(w) {
			return false
		}
	}
	return !mentionsPlan(ws, related)
}

// howYou reports whether the verb at ws[i] is told of, not asked for: it
// follows "how you", "what you", "the way you" in a statement ("I'll
// watch so I can learn how you write the test").
func howYou(ws []string, i int) bool {
	if i < 2 || ws[i-1] != "you" {
		return false
	}
	switch ws[i-2] {
	case "how", "what", "way", "why", "where":
		return true
	}
	return false
}

// ownVerb reports whether a fragment holds a verb of its own, so it says
// something rather than naming a thing: a past form at its end or before a
// pronoun or a preposition ("read through it", "ok understood"; not the
// adjective of "structured logging"), or a verb in -s after a word that
// is no determiner or number, with more after it ("lifecycle strikes
// again", "this stops them"; not "two PRs").
func ownVerb(ws []string) bool {
	for j, w := range ws {
		last := j == len(ws)-1
		if (pastTense(w) || irregularPast(w) || w == "read" || w == "understood") &&
			(last || isPronoun(ws[j+1]) || preposition(ws[j+1])) {
			return true
		}
		if j > 0 && !last && len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") &&
			!isDeterminer(ws[j-1]) && !isNumber(ws[j-1]) && !isFiller(ws[j-1]) {
			return true
		}
	}
	return false
}

// isPronoun reports whether w is an object or subject pronoun ("it",
// "them", "this").
func isPronoun(w string) bool {
	switch w {
	case "it", "them", "this", "that", "these", "those", "me", "us", "him", "her", "you":
		return true
	}
	return false
}

// conditionOpening reports whether a clause opening with w states a
// condition or a time for something ("after CI is green", "once Bob signs
// off", "because …").
func conditionOpening(w string) bool {
	switch w {
	case "after", "once", "when", "whenever", "until", "till", "if", "unless", "before", "as", "provided", "assuming",
		"because", "since":
		return true
	}
	return false
}

// declarative reports whether a clause is a statement with a subject of
// its own, not an instruction: it does not open with a verb of a request,
// and a finite verb follows a short subject ("customers keep emailing
// about it", "Idempotency keyed on event ID is exactly what Stripe
// recommends", "finance has already signed off").
func declarative(ws []string) bool {
	if len(ws) < 2 || imperativeOpening(ws[0]) || conditionOpening(ws[0]) {
		return false
	}
	if (ws[0] == "this" || ws[0] == "that" || ws[0] == "it") && len(ws[1]) > 3 && strings.HasSuffix(ws[1], "s") &&
		!strings.HasSuffix(ws[1], "ss") {
		return true // "this matches what the vendor told us"
	}
	if isDeterminer(ws[0]) {
		for j, end := 2, 3; j < len(ws) && j <= end; j++ {
			if adverb(ws[j]) {
				end++ // "the ops team basically refuses …"
				continue
			}
			if len(ws[j]) > 3 && strings.HasSuffix(ws[j], "s") && !strings.HasSuffix(ws[j], "ss") && !isDeterminer(ws[j-1]) &&
				!number(ws[j-1]) && countValue(ws[j-1]) == 0 {
				return true // "my standup runs long today", "the coffee machine works again"
			}
		}
	}
	if presents(ws[0]) {
		return true // "here's the doc page we followed": a thing shown, not asked for
	}
	switch ws[0] {
	case "i'm", "we're", "you're", "they're", "he's", "she's", "it's", "that's", "there's":
		// "I'm comfortable", "that's what Stripe recommends": a subject and
		// its verb in one word; "I'm the queen of England" claims who the
		// user is, which is no statement to take at its word.
		return !isDeterminer(ws[1]) || len(ws) > 2 && ws[1] == "a" && (ws[2] == "little" || ws[2] == "bit") // "I'm a little worried"
	}
	for j, end := 1, maxSubject; j < len(ws) && j <= end; j++ {
		if adverb(ws[j]) {
			end++ // "the pizza for the release party just arrived"
			continue
		}
		switch ws[j] {
		case "is", "are", "was", "were", "has", "have", "had", "will", "would", "keep", "keeps", "did",
			"does", "been", "can", "could", "seems", "looks", "sounds",
			"isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "hadn't", "didn't", "doesn't":
			return true
		}
		if pastTense(ws[j]) || irregularPast(ws[j]) || strings.HasSuffix(ws[j], "'s") || strings.HasSuffix(ws[j], "'re") ||
			strings.HasSuffix(ws[j], "'ve") {
			return true
		}
	}
	return false
}

// adverb reports whether w tells when or how, between a subject and its
// verb ("just", "already", "basically"), so it is no part of the subject.
func adverb(w string) bool {
	switch w {
	case "just", "already", "still", "never", "always", "finally", "actually", "also", "really", "even":
		return true
	}
	return len(w) > 4 && strings.HasSuffix(w, "ly") && !strings.HasSuffix(w, "ply")
}

// maxSubject is how many words a statement's subject may take before its
// verb ("an early return in handleEntry is …").
const maxSubject = 6

// imperativeOpening reports whether a clause opening with w is an
// instruction: a verb of change or request, or one of the other verbs
// people open instructions with ("run the linter", "use 10 s", "keep the
// flag", "make sure …").
func imperativeOpening(w string) bool {
	if lang.IsChangeVerb(w) || requestVerb(w) || restricts(w) || negatorLen([]string{w}, 0) > 0 {
		return true
	}
	switch w {
	case "run", "check", "test", "try", "ping", "tell", "ask", "wait", "use", "keep", "leave", "ensure", "verify",
		"look", "consider", "remember", "mention", "send", "push", "commit", "deploy", "open", "close", "ship",
		"go", "get", "give", "let", "be", "do", "stop", "start", "pick", "choose", "call", "pass", "rerun",
		"rebase", "squash", "double-check", "doublecheck", "mark", "bump", "pin", "note":
		return true
	}
	return false
}

// mentionsPlan reports whether a clause names something of the plan's
// (a word of four letters or more that the plan holds).
func mentionsPlan(ws []string, related func(string) bool) bool {
	for _, w := range ws {
		if len(w) >= 4 && !isFiller(w) && related(w) {
			return true
		}
	}
	return false
}

// saysUnrelated reports whether an aside says in so many words that it is
// not about the plan ("unrelated:", "off-topic", "random question").
func saysUnrelated(ws []string) bool {
	for i, w := range ws {
		if i > 2 {
			break
		}
		switch w {
		case "unrelated", "offtopic", "off-topic", "random":
			return true
		case "topic":
			if i > 0 && ws[i-1] == "off" {
				return true // "off topic", as the hyphen is dropped
			}
		}
	}
	return false
}

// impliesMore reports whether a statement after the approval tells a fact
// about the code or its rules as it is now, which may ask for more work
// ("The naming convention here is snake_case btw", "Our linter enforces
// 100-char lines", "the API is consumed by the mobile app as well", "the
// same bug exists in the admin panel"), or what the user noticed in it ("I
// noticed the README has the old command"): when in doubt, a change. A
// statement that endorses the plan ("no_grad is the reason") or tells of
// the past ("we saw the same thing last year in the billing service", "the
// customer confirmed the bug") does not.
func impliesMore(ws []string) bool {
	for len(ws) > 1 && (lang.IsAside(ws[0]) || ws[0] == "and" || ws[0] == "also" || ws[0] == "then") {
		ws = ws[1:]
	}
	if predicts(ws) {
		return false // "errcheck is going to find so many sins": what the change will do, no more work
	}
	ownPlans := len(ws) > 1 && (ws[0] == "i" || ws[0] == "i'm" || ws[0] == "i'll" || ws[0] == "i've" || ws[0] == "we'll" ||
		ws[0] == "we" && (ws[1] == "can" || ws[1] == "will" || ws[1] == "could" || ws[1] == "might"))
	about, noticed, past, present := false, false, false, false
	if precedent(ws) || (transient(ws) || alreadySo(ws) || offered(ws) || saysOfPlan(ws)) && !raisesProblem(ws) {
		// "the ETS approach is what we did in the billing service too",
		// "CI is a bit slow today": agreement by precedent, a passing state
		return false
	}
	for i, w := range ws {
		switch {
		case (w == "noticed" || w == "spotted") && !(i > 0 && (ws[i-1] == "never" || ws[i-1] == "only" || negatorLen(ws, i-1) > 0)) && !pronounObject(ws, i+1):
			// "I'd only noticed the json": less than the plan covers, no new finding
			noticed = true // "I never noticed" reports nothing
		case i > 0 && (ws[i-1] == "this" || ws[i-1] == "that"):
			// "that bug has haunted me all week": the one the plan fixes
		case codeLike(w) && !lang.IsAside(w) || workWord(w):
			about = true
		}
		switch {
		case w == "is" || w == "are" || w == "has" || w == "have" || w == "exists" || w == "exist" || w == "there's":
			present = true // "the API is consumed by …": a passive, not the past
		case pastTense(w) || irregularPast(w) || w == "yesterday" || w == "ago" || w == "last":
			past = true
		}
	}
	// What the user is doing or will do ("I'm merging the other branch in
	// an hour", "we can talk about the tests later") is their own plan.
	return noticed || about && !ownPlans && (present || !past) && !endorses(ws)
}

// workWord reports whether w names the code, its parts or its rules.
func workWord(w string) bool {
	switch w {
	case "readme", "docs", "config", "configuration", "linter", "lint", "naming", "convention", "conventions",
		"style", "guideline", "guidelines", "policy", "schema", "column", "columns", "changelog", "version",
		"migration", "enforces", "requires", "expects", "mandates", "forbids", "api", "function", "functions",
		"method", "methods", "class", "file", "files", "folder", "directory", "code", "bug", "bugs", "calls",
		"caller", "callers", "service", "services", "variable", "variables", "env", "endpoint", "endpoints",
		"module", "modules", "component", "components", "copy", "copies", "script", "scripts", "query", "queries",
		"table", "field", "fields", "makefile", "target", "ci", "pipeline", "legacy", "branch", "branches", "line",
		"lines", "job", "jobs", "helper", "helpers", "path", "paths", "repo", "library", "dependency", "package",
		"import", "imports", "test", "tests", "message", "messages", "flag", "flags", "setting", "settings", "error",
		"errors", "exception", "exceptions", "type", "types":
		return true
	}
	return false
}

// irregularPast reports whether w is one of the common irregular past
// forms ("told", "saw", "found").
func irregularPast(w string) bool {
	switch w {
	case "told", "said", "saw", "went", "ran", "got", "took", "came", "found", "thought", "knew", "wrote", "made", "woke",
		"gave", "kept", "left", "felt", "heard", "met", "sent", "spent", "built", "bought", "was", "were", "had", "did",
		"bit", "hit", "cost", "caught", "led", "began", "became", "bitten", "held", "stood", "forgot", "lost",
		"rewrote", "rebuilt", "reran", "rethought", "retook", "remade", "rewritten":
		return true
	}
	return false
}

// endorses reports whether a statement says the plan is right: "the
// ViewModel is the correct place", "exactly what Stripe recommends",
// "no_grad is the reason".
func endorses(ws []string) bool {
	for i, w := range ws {
		if w == "sense" && i > 0 && makesSense(ws, i) {
			return true // "the split of load_all makes sense" ("doesn't make sense" is no endorsement)
		}
		switch w {
		case "correct", "right", "exactly", "recommends", "recommended", "recommend", "suggest", "suggests", "reason",
			"cause", "culprit", "sensible", "pragmatic", "ideal", "matches":
			return true
		}
	}
	return false
}

// mayBeProblem reports whether a statement says something changed or is
// slow or risky: a problem when said of the plan's own subject ("the
// entries changed"), a remark otherwise ("the wifi password changed", "the
// build server is slow today").
func mayBeProblem(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "changed", "different", "differs", "slow", "slower", "risky", "worried", "worry", "concern", "concerned":
			return true
		}
	}
	return false
}

// judgedDegree reports whether the words after a copula judge a degree
// ("low", "a bit aggressive", "too short"): said of the plan's numbers,
// a wish for other ones.
func judgedDegree(ws []string) bool {
	for j, w := range ws {
		if j > 2 {
			return false
		}
		switch w {
		case "low", "high", "short", "long", "small", "big", "large", "aggressive", "tight", "strict", "loose",
			"conservative", "generous", "excessive", "much", "little", "few", "many":
			return true
		case "a", "bit", "too", "very", "quite", "kinda", "rather", "pretty", "somewhat", "way":
			continue
		}
		return false
	}
	return false
}

// requirement reports whether w makes a statement a requirement ("it's
// important that …", "backwards compatibility is essential").
func requirement(w string) bool {
	switch w {
	case "important", "crucial", "essential", "critical", "required", "necessary", "mandatory", "vital", "careful",
		"worth":
		return true
	}
	return false
}

// raisesProblem reports whether a statement names something wrong ("the
// entries are trimmed twice", "the docs are stale", "out of date"): said
// of the plan's subject, or with "too", that asks for a change.
func raisesProblem(ws []string) bool {
	for i, w := range ws {
		if w == "out" && i+2 < len(ws) && ws[i+1] == "of" && (ws[i+2] == "date" || ws[i+2] == "sync") {
			return true
		}
		if w == "off" && i > 0 && copula(ws[i-1]) {
			return true // "the naming is off"
		}
		if copula(w) && judgedDegree(ws[i+1:]) {
			return true // "the limit of 20 seems low for us"
		}
		switch w {
		case "twice", "wrong", "broken", "breaking", "missing", "stale", "incorrect", "outdated", "flaky", "leaks", "leak",
			"crash", "crashes", "unsafe", "dangerous", "inconsistent", "typo", "typos", "fails", "failing",
			"duplicated", "forgot", "forgotten", "unnecessary", "needless", "overkill", "redundant", "pointless",
			"excessive", "superfluous", "break", "breaks", "broke", "fail", "failed", "regress", "regresses",
			"regression", "conflict", "conflicts", "lose", "loses", "lost":
			return true
		}
	}
	return false
}

// correctsPlan reports whether a statement says that something the plan
// names (a word of the plan's, or a name from code) is not as the plan
// takes it: a state told by the participle of a verb of change ("stderr
// is discarded by cron", "PGHOST isn't used", "minor upgrades are actually
// disabled"), a
// change made to it ("the dry-run flag was removed in the last
// refactor"), or a correction ("… is aws_db_instance.primary now", "no
// longer"). The user's own doings ("I moved it last week"), what happened
// to other things ("the staging db got wiped last month") and what would
// have been are no defect.
func correctsPlan(ws []string, related func(string) bool) bool {
	if len(ws) < 3 || ws[0] == "i" || strings.HasPrefix(ws[0], "i'") {
		return false
	}
	corrected, byUs := false, false
	for i, w := range ws {
		link := ""
		if i > 0 {
			link = ws[i-1]
			if link == "actually" && i > 1 {
				link = ws[i-2]
			}
		}
		switch {
		case w == "anymore" || w == "longer" && link == "no":
			corrected = true
		case w == "now" && i > 0 && link != "for" && link != "right" && link != "just":
			corrected = true
		case pastTense(w) && changedBy(w) && (presentLink(link) || link == "was" || link == "were" || link == "actually"):
			corrected = true // "is discarded", "isn't used", "was removed"
		case pastTense(w) && changedBy(w) && (link == "we" || link == "they"):
			corrected, byUs = true, true // "we dropped corepack": only of a word the plan has
		}
	}
	if !corrected {
		return false
	}
	// Looked up only now: the plan's words are a budgeted look-up. The
	// reply's words are lower-cased; a name the plan writes in capitals
	// ("PGHOST") is looked up as such.
	for _, w := range ws {
		if codeLike(w) && !byUs || len(w) >= 4 && !isFiller(w) && (related(w) || related(strings.ToUpper(w))) {
			return true
		}
	}
	return false
}

// presentLink reports whether w links a subject to the state it is in now
// ("is used", "aren't called").
func presentLink(w string) bool {
	switch w {
	case "is", "are", "isn't", "aren't", "gets":
		return true
	}
	return false
}

// changedBy reports whether a past participle is one of a verb of change
// ("removed", "renamed", "dropped", "replaced").
func changedBy(w string) bool {
	for _, cut := range []int{1, 2, 3} {
		if len(w)-cut >= 3 && lang.IsChangeVerb(w[:len(w)-cut]) {
			return true
		}
	}
	return false
}

// predictsProblem reports whether a statement foretells harm from the plan
// ("the reports will break though", "old clients might lose their
// sessions"): a modal, then a verb of harm. "nothing will break" and
// "won't break" foretell none.
func predictsProblem(ws []string) bool {
	for i, w := range ws {
		if w != "will" && w != "would" && w != "might" && w != "could" && w != "may" {
			continue
		}
		if i > 0 && (ws[i-1] == "nothing" || ws[i-1] == "nobody" || ws[i-1] == "none") {
			return false
		}
		for j := i + 1; j < len(ws) && j <= i+2; j++ {
			switch ws[j] {
			case "break", "fail", "lose", "crash", "regress", "conflict", "leak", "corrupt", "block", "hang":
				return true
			}
		}
	}
	return false
}

// ownNeed reports whether the requirement word at ws[i] has a subject that
// is neither the agent nor the plan: "I need to sleep", "customers keep
// emailing". "you need to", "we need", "it needs" ask something of the
// plan.
func ownNeed(ws []string, i int) bool {
	if i == 0 {
		return false
	}
	switch ws[i] {
	case "need", "needs", "want", "wants", "keep", "keeps":
	default:
		return false
	}
	k := i - 1
	for k > 0 && (ws[k] == "still" || ws[k] == "really" || ws[k] == "just" || ws[k] == "also") {
		k-- // "I still need to rotate my credentials"
	}
	switch ws[k] {
	case "i", "i'll", "i'd", "customers", "users", "people", "they", "he", "she", "folks", "everyone":
		return true
	}
	return false
}

// statesOwn reports whether a clause is a statement of the user's own
// doings or of a fact, not an instruction: it opens with the user as
// subject and a verb ("I'll be in meetings until 3", "I'm grabbing a
// coffee"), or with a short subject and a copula ("lunch is at 1 today",
// "the CI runner was slow today"). An imperative ("run the linter
// first") and a claim about who the user is ("I'm the queen of England")
// are not.
func statesOwn(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	switch {
	case conditionOpening(ws[0]):
		// "yes, after CI is green on main": a condition, not a remark;
		// "once this lands I'll backfill it myself": the user's own step.
		return userWill(ws)
	}
	switch ws[0] {
	case "i'll", "we'll", "i've", "we've", "i", "we":
		return !isDeterminer(ws[1])
	case "will", "gonna":
		// "will look in the morning": the user's own step, the subject
		// left out as people do in chat.
		return lang.VerbAfterModal(ws[1])
	case "it's", "that's", "there's", "they're", "he's", "she's":
		return true // "it's unrelated to the refresh", "that's on me"
	case "i'm", "we're":
		switch ws[1] {
		case "out", "off", "away", "back", "ooo", "in", "on", "at", "around", "busy", "offline", "afk":
			return true // "I'm ooo tomorrow", "I'm in meetings until 3"
		}
		return strings.HasSuffix(ws[1], "ing")
	}
	if goingAbout(ws[0]) {
		return true // "heading into a call now", "off to lunch"
	}
	if ws[0] == "back" {
		switch ws[1] {
		case "in", "at", "after", "soon", "later", "tomorrow", "on":
			return true // "back in 30"
		}
	}
	for j := 1; j < len(ws) && j <= 3; j++ {
		switch ws[j] {
		case "is", "was", "are", "were", "moved":
			return true
		case "just", "already", "still", "finally", "apparently":
			continue // "my cat just walked across the keyboard"
		}
		if pastTense(ws[j]) {
			return true // "the wifi password changed", "my cat … walked"
		}
		if lang.IsChangeVerb(ws[j]) || isFiller(ws[j]) && ws[j] != "the" {
			return false
		}
	}
	return false
}

// goingAbout reports whether a clause opening with w tells what the user is
// off to do ("heading into a call", "grabbing lunch", "off to the dentist"):
// the user's own doings, with the subject left out as people do in chat.
func goingAbout(w string) bool {
	switch w {
	case "heading", "grabbing", "going", "off", "signing", "stepping", "hopping", "jumping", "logging", "running":
		return true
	}
	return false
}

// pastTense reports whether w, after a short subject, reports something
// that happened ("the wifi password changed", "the build failed"): a
// regular past form of three letters or more before the -ed.
func pastTense(w string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "ed") {
		return false
	}
	switch w {
	case "need", "indeed", "speed", "feed", "seed", "deed", "heed", "weed", "reed", "shed", "embed":
		return false
	}
	return true
}

// interjections reports whether a clause is nothing but interjections and
// intensifiers ("seriously", "lol", "haha", "honestly"): tone, not a
// change.
func interjections(ws []string) bool {
	for _, w := range ws {
		if !interjection(w) {
			return false
		}
	}
	return len(ws) > 0
}

// cheers reports whether a clause is a short exclamation of joy or relief
// with no verb of work ("honestly the best news today", "what a relief").
func cheers(ws []string) bool {
	if len(ws) > 6 {
		return false
	}
	glad := false
	for i, w := range ws {
		switch w {
		case "best", "great", "awesome", "amazing", "relief", "wonderful", "fantastic", "yay", "finally", "ftw", "embarrassing":
			glad = true
		}
		if lang.IsChangeVerb(w) && asVerb(ws, i) || restricts(w) || addsTo(ws, i) || negatorLen(ws, i) > 0 {
			return false
		}
	}
	return glad
}

// interjection reports whether w only sets a tone ("lol", "seriously").
func interjection(w string) bool {
	switch w {
	case "seriously", "lol", "lmao", "ha", "haha", "hahaha", "heh", "hehe", "honestly", "literally", "wow", "yay", "oh", "ugh",
		"brb", "afk", "gtg", "huh", "yikes", "whoa", "wowza", "jeez", "geez", "oof",
		"woohoo", "phew", "finally", "rofl", "xd", "omg", "obviously", "obv", "obvs", "ofc", "clearly", "duh", "tbh", "ngl",
		// intensifiers, as typed and as a phone's autocorrect leaves them
		"ducking", "freaking", "frickin", "fricking", "effing", "fucking":
		return true
	}
	return false
}

// reportsBack reports whether a clause only asks to be told how it went
// ("if the tests fail just tell me", "let me know when it's done", "ping
// me if anything breaks"), with no change asked for: that is how to report
// on the plan, not a change to it.
func reportsBack(ws []string) bool {
	asked := false
	for i, w := range ws {
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		switch {
		case (w == "tell" || w == "ping" || w == "message" || w == "notify") && (next == "me" || next == "us"),
			w == "keep" && (next == "me" || next == "us") && i+2 < len(ws) &&
				(ws[i+2] == "posted" || ws[i+2] == "updated" || ws[i+2] == "informed" || ws[i+2] == "in"),
			w == "let" && next == "me" && i+2 < len(ws) && ws[i+2] == "know",
			(w == "paste" || w == "post" || w == "share" || w == "show") && resultAfter(ws[i+1:]),
			w == "report" && next == "back",
			(w == "send" || w == "post") && (next == "me" || next == "us") && i+2 < len(ws) && !ordersWork(ws),
			w == "leave" && leavesReport(ws[i+1:]):
			asked = true
		case lang.IsChangeVerb(w) && asVerb(ws, i), addsTo(ws, i), w == "before" || w == "first":
			// "if it fails, revert it and tell me"; "ping me before you run
			// dbt build": a stop before a step, which changes the plan
			return false
		}
	}
	return asked
}

// isDeterminer reports whether w opens a noun phrase.
func isDeterminer(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "my", "our", "your":
		return true
	}
	return false
}

// idle reports whether w after "no" makes an idiom that says nothing of
// the plan ("no idea why", "no clue").
func idle(w string) bool {
	switch w {
	case "idea", "clue", "worries", "rush":
		return true
	}
	return false
}

// continuesStory reports whether a clause goes on with the story the
// clause before it told, its subject left out or a person's ("… | and never
// found the flush", "… | and we all forgot"): "and", at most a subject and
// "all", "never" or "just", then a verb in the past tense, and nobody
// addressed or asked. A past verb asks the agent for nothing.
func continuesStory(ws []string) bool {
	if len(ws) < 2 || ws[0] != "and" && ws[0] != "but" {
		return false // "… | but never found the time": the story's own contrast
	}
	k := 1
	if ws[k] == "we" || ws[k] == "i" || ws[k] == "they" || ws[k] == "nobody" || ws[k] == "everyone" || ws[k] == "he" || ws[k] == "she" {
		k++
	}
	for k < len(ws) && (ws[k] == "all" || ws[k] == "never" || ws[k] == "just") {
		k++
	}
	if k >= len(ws) || !pastTense(ws[k]) && !irregularPast(ws[k]) || ws[k] == "need" {
		return false
	}
	for _, w := range ws[k+1:] {
		if w == "you" || w == "u" || w == "please" || w == "pls" || w == "should" || w == "but" || w == "so" {
			return false
		}
	}
	return true
}

// pronounObject reports whether ws[i] is a pronoun standing for what the
// conversation is about ("noticed this months ago", "spotted it last
// week"), so the finding is the one the plan fixes, not a new one ("noticed
// the README has the old command").
func pronounObject(ws []string, i int) bool {
	if i >= len(ws) || ws[i] != "this" && ws[i] != "that" && ws[i] != "it" {
		return false
	}
	// "noticed that the README has …" is a conjunction with a new finding:
	// the pronoun must end the clause or be followed by when it happened.
	return i+1 == len(ws) || timeAnchor(ws, i+1) || i+2 < len(ws) && timeAnchor(ws, i+2)
}

// reviewedPlan reports whether a clause tells that the user read the plan
// ("ok so I read through it twice", "looked it over", "went through it"):
// the user ("i", "i've"), a verb of reading, the plan as "it", "this" or
// "the plan", and nothing after but how often or how closely.
func reviewedPlan(ws []string) bool {
	k := 0
	for k < len(ws) && (ws[k] == "so" || ws[k] == "ok" || ws[k] == "okay" || ws[k] == "well" || ws[k] == "yeah" || ws[k] == "alright") {
		k++
	}
	if k < len(ws) && (ws[k] == "i" || ws[k] == "i've") {
		k++
	} else {
		return false
	}
	if k < len(ws) && (ws[k] == "have" || ws[k] == "just") {
		k++
	}
	if k >= len(ws) {
		return false
	}
	switch ws[k] {
	case "read", "reread", "reviewed", "looked", "went", "checked", "skimmed":
	default:
		return false
	}
	obj := false
	for _, w := range ws[k+1:] {
		switch w {
		case "it", "this", "the", "plan", "through", "over", "at", "twice", "again", "carefully", "all", "of", "whole", "thing":
			obj = obj || w == "it" || w == "this" || w == "plan"
		default:
			return false
		}
	}
	return obj
}

// learned reports whether a clause tells what the user did not know before
// the plan ("I didn't know GracefulStop could hang forever", "never knew
// that"): the user, a negated verb of knowing, and no "you" (which would be
// about what the agent means to do: "I didn't know you'd touch the API").
func learned(ws []string) bool {
	if len(ws) < 3 || ws[0] != "i" {
		return false
	}
	k := 1
	if n := negatorLen(ws, k); n > 0 {
		k += n
	} else if ws[k] == "never" {
		k++
	} else {
		return false
	}
	if k >= len(ws) {
		return false
	}
	switch ws[k] {
	case "know", "knew", "realize", "realise", "realized", "realised":
	default:
		return false
	}
	for _, w := range ws[k+1:] {
		if w == "you" || w == "you'd" || w == "you'll" || w == "you're" || w == "u" || w == "should" || w == "but" {
			return false
		}
	}
	return true
}

// ignoresSlip reports whether a clause asks to disregard a slip of the
// user's own in the conversation ("ignore the typo earlier", "disregard my
// last message"): "ignore" or "disregard", then only words for a message
// or a slip, none of them the plan's.
func ignoresSlip(ws []string, related func(string) bool) bool {
	if len(ws) < 2 || ws[0] != "ignore" && ws[0] != "disregard" {
		return false
	}
	slip := false
	for _, w := range ws[1:] {
		switch w {
		case "typo", "typos", "message", "messages", "msg", "comment", "autocorrect":
			slip = true
		case "the", "my", "that", "earlier", "previous", "last", "above", "before", "pls", "please":
		default:
			return false
		}
		if related(w) && w != "the" && w != "my" && w != "that" {
			return false
		}
	}
	return slip
}

// takesStep reports whether a clause says the user will do a step of the
// plan themselves ("but I'll run the apply myself" to "Apply this?",
// "I'll do the migration ourselves"): "myself" or "ourselves" and a word
// the plan holds. Checking the result afterwards ("I'll run the EXPLAIN
// myself to double check", "I'll review it myself") takes no step over.
func takesStep(ws []string, related func(string) bool) bool {
	self := false
	for _, w := range ws {
		switch w {
		case "myself", "ourselves":
			self = true
		case "check", "double", "verify", "review", "watch", "look", "afterwards", "after", "later", "confirm", "test", "tests":
			return false
		}
	}
	if !self {
		return false
	}
	for _, w := range ws {
		switch w {
		case "i'll", "i", "we", "we'll", "will", "run", "do", "it", "this", "that", "the", "myself", "ourselves", "but", "and", "then":
			continue
		}
		if len(w) >= 3 && related(w) {
			return true
		}
	}
	return false
}

// dropSelfAnswered removes a question the user answers in the same reply
// ("is 30 enough for the JVM warmup? actually yeah it is, our p99 startup
// is 18s. go ahead"; "does this affect the dash? no, it's separate. ok
// yes, go ahead"), with its answer, when a plain approval follows: the
// question is settled, nothing is left for the agent to answer. The answer
// is a yes or no word, alone or with a statement; an answer that asks or
// changes something stays ("no, so skip that step").
func dropSelfAnswered(c *Classifier, cls []lang.Clause) []lang.Clause {
	for k := 0; k+2 < len(cls); k++ {
		if !cls[k].Question || cls[k+1].Question {
			continue
		}
		n := answerLen(cls[k+1:])
		if n == 0 || k+1+n >= len(cls) {
			continue
		}
		later := false
		for _, cl := range cls[k+1+n:] {
			if !cl.Question && approvesPlainly(c, cl.Words) {
				later = true
				break
			}
		}
		if !later {
			continue
		}
		out := append(make([]lang.Clause, 0, len(cls)-1-n), cls[:k]...)
		return append(out, cls[k+1+n:]...)
	}
	return cls
}

// answerLen returns how many clauses at the start of cls answer a
// question with yes or no ("actually yeah it is", "no" | "it's separate"),
// 0 for none: the first opens with a yes or no word, after at most an
// "actually" or an interjection, and what follows it in the clause, and a
// next clause if any, is a statement ("it is", "our p99 startup is 18s").
func answerLen(cls []lang.Clause) int {
	ws := cls[0].Words
	for len(ws) > 1 && (ws[0] == "actually" || ws[0] == "oh" || ws[0] == "ah" || ws[0] == "hmm" || ws[0] == "well") {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return 0
	}
	switch ws[0] {
	case "yes", "yeah", "yep", "yup", "no", "nope", "nah":
	default:
		return 0
	}
	if rest := ws[1:]; len(rest) > 0 && !selfAnswer(rest) {
		return 0
	}
	if len(cls) > 1 && !cls[1].Question && selfAnswer(cls[1].Words) {
		return 2
	}
	return 1
}

// selfAnswer reports whether ws states a fact that answers a question
// ("it is", "it's separate", "our p99 startup is 18s"), with nothing in it
// that asks for work or refuses.
func selfAnswer(ws []string) bool {
	if len(ws) == 2 && (ws[0] == "it" || ws[0] == "that" || ws[0] == "there") && (ws[1] == "is" || ws[1] == "does" || ws[1] == "will") {
		return true // "actually yeah it is"
	}
	if !declarative(ws) && !statesOwn(ws) {
		return false
	}
	for i, w := range ws {
		if negatorLen(ws, i) > 0 || lang.IsChangeVerb(w) || requirement(w) || w == "should" || w == "but" || w == "so" {
			return false
		}
	}
	return true
}

// pastFear reports whether a clause tells a worry the user had ("I was
// afraid it would rewrite the whole script", "we were nervous you'd touch
// the cron file"): "I" or "we", "was" or "were", a word of fear, and then
// only what was feared, which the past tense says is over. "still", a
// contrast, "so" or "please" after it ("… and I still am", "… so keep
// the old exit code") go on to something else: not this.
func pastFear(ws []string) bool {
	if len(ws) < 3 || ws[0] != "i" && ws[0] != "we" || ws[1] != "was" && ws[1] != "were" {
		return false
	}
	k := 2
	for k < len(ws)-1 && (ws[k] == "so" || ws[k] == "really" || ws[k] == "a" || ws[k] == "bit" || ws[k] == "kinda" || ws[k] == "little") {
		k++
	}
	switch ws[k] {
	case "afraid", "worried", "nervous", "scared", "anxious", "concerned", "terrified", "paranoid":
	default:
		return false
	}
	for _, w := range ws[k+1:] {
		if w == "still" || w == "so" || w == "please" || w == "pls" || hangingConnector(w) {
			return false
		}
	}
	return true
}

// reaction reports whether w alone says how the user takes something
// ("weird", "funny", "interesting"): a clause of it asks for nothing.
func reaction(w string) bool {
	switch w {
	case "weird", "funny", "interesting", "strange", "odd", "wild", "crazy", "neat", "fascinating", "curious", "hilarious":
		return true
	}
	return false
}

// correctsValue reports whether a clause only sets a number against one
// the clause before said ("… at 3 tomorrow | not 4", "… 18:40 | not
// 17:00"): "not" and words with digits, nothing else.
func correctsValue(ws []string) bool {
	if len(ws) < 2 || len(ws) > 3 || ws[0] != "not" {
		return false
	}
	for _, w := range ws[1:] {
		if !strings.ContainsAny(w, "0123456789") && !dayOrTime(w) {
			return false
		}
	}
	return true
}

// dayOrTime reports whether w names a day or a time of day ("friday",
// "tonight", "noon"): what a remark about the user's week corrects ("the
// demo moved to friday, not thursday").
func dayOrTime(w string) bool {
	switch w {
	case "today", "yesterday", "noon", "midnight", "morning", "evening", "afternoon":
		return true
	}
	return w != "later" && w != "lunch" && lang.IsLaterTime(w)
}

// longIntent reports whether a clause tells an intention the user has long
// had ("I've been meaning to clean this up for ages", "we've been wanting
// to fix this since the outage"): what the plan now does, nothing more.
// "too", "also", "instead", "but" or "you" after it ask for more or other
// work ("I've been meaning to drop the old flag too").
func longIntent(ws []string) bool {
	if len(ws) < 4 || ws[0] != "i've" && ws[0] != "we've" || ws[1] != "been" || ws[3] != "to" {
		return false
	}
	switch ws[2] {
	case "meaning", "wanting", "hoping", "planning", "dying", "itching", "trying":
	default:
		return false
	}
	return !extends(ws[4:])
}

// extends reports whether words ask for more or other work than what
// they name: "too", "also", "instead", a contrast, "if", or the agent
// addressed.
func extends(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "too", "also", "instead", "if", "you", "u", "please", "pls", "rather", "except", "only":
			return true
		}
		if hangingConnector(w) || addsTo(ws, i) {
			return true
		}
	}
	return false
}

// soonerBetter reports whether a clause only says how soon the user wants
// it ("the sooner the better", "the earlier the better, honestly"). "the
// smaller the better" judges the work: not this.
func soonerBetter(ws []string) bool {
	if len(ws) < 4 || ws[0] != "the" || ws[1] != "sooner" && ws[1] != "earlier" || ws[2] != "the" || ws[3] != "better" {
		return false
	}
	return len(ws) == 4 || interjections(ws[4:])
}

// noSurprise reports whether a clause says something was to be expected
// ("no surprise", "no wonder the night job kept dying"), with nothing of
// the agent's in it ("no surprise if you also add a retry" asks).
func noSurprise(ws []string) bool {
	if len(ws) < 2 || ws[0] != "no" || ws[1] != "surprise" && ws[1] != "wonder" && ws[1] != "surprises" {
		return false
	}
	return !extends(ws[2:])
}

// expectsGain reports whether a clause tells what good the user expects
// of the change ("that alone should save us a lot", "it should help the
// on-call folks", "this should be fine"): a subject that is no person,
// "should", a verb of gain or "be" and a word of approval, and nothing
// that asks for more. "it should retry three times", "the message should
// say which bucket failed" ask the work to do something: not this.
func expectsGain(ws []string) bool {
	i := indexOf(ws, "should")
	if i < 1 || i > 4 || i+1 >= len(ws) {
		return false
	}
	for _, w := range ws[:i] {
		switch w {
		case "you", "u", "we", "i", "they", "he", "she", "someone", "somebody", "y'all":
			return false // "you should", "we should": a wish for the work
		}
		if lang.IsChangeVerb(w) {
			return false // "you should", "we should": a wish for the work
		}
	}
	rest := ws[i+2:]
	switch ws[i+1] {
	case "save", "help", "pay", "speed", "cut", "work":
	case "be":
		if len(rest) == 0 || !acceptable(rest[0]) {
			return false
		}
		rest = rest[1:]
	default:
		return false
	}
	for i, w := range rest {
		if lang.IsChangeVerb(w) && asVerb(rest, i) || restricts(w) {
			return false
		}
	}
	return !extends(rest)
}

// acceptable reports whether w judges something acceptable ("fine",
// "good", "ok", "enough").
func acceptable(w string) bool {
	switch w {
	case "fine", "good", "ok", "okay", "enough", "safe", "plenty":
		return true
	}
	return false
}

// withoutLabel returns a clause without the words that open it as an
// aside ("btw", "fyi", "just so you know", "also"), so what it says is
// read as a statement.
func withoutLabel(ws []string) []string {
	for len(ws) > 1 {
		switch w := ws[0]; {
		case lang.IsAside(w), w == "also", w == "and", w == "just", w == "so", w == "you", w == "know", w == "oh", w == "then":
			ws = ws[1:]
		default:
			return ws
		}
	}
	return ws
}

// ownExcuse reports whether a clause explains ahead of time something
// the user may do ("if I'm slow to answer, that's why", "if I drop off,
// that's the reason"): a condition on the user alone, then "that's why",
// nothing asked of the work.
func ownExcuse(ws []string) bool {
	n := len(ws)
	if n < 4 || ws[0] != "if" || ws[1] != "i" && ws[1] != "i'm" && ws[1] != "i've" || asksAnything(ws[2:n-2]) {
		return false
	}
	return ws[n-2] == "that's" && ws[n-1] == "why" || n > 4 && ws[n-3] == "that's" && ws[n-2] == "the" && ws[n-1] == "reason"
}

// neverTried reports whether a clause tells that the user has not done
// the thing themselves ("I've never tried it there", "we've never used
// this on arm"): their own inexperience, nothing asked of the work.
func neverTried(ws []string) bool {
	if len(ws) < 4 || ws[0] != "i've" && ws[0] != "we've" || ws[1] != "never" || !isPronoun(ws[3]) {
		return false
	}
	switch ws[2] {
	case "tried", "done", "used", "run", "seen", "tested":
		return !asksAnything(ws[4:]) && !raisesProblem(ws[4:])
	}
	return false
}

// praisesWhole reports whether a clause is only praise of the proposal
// as a whole ("clean approach", "a really elegant solution", "solid
// plan"): evaluating words, then a noun naming the proposal itself. A
// word that compares or asks ("a simpler approach", "cleaner fix please")
// is not praise.
func praisesWhole(ws []string) bool {
	n := len(ws)
	if n < 2 || n > 5 {
		return false
	}
	switch ws[n-1] {
	case "approach", "plan", "solution", "fix", "idea", "design", "proposal", "writeup", "write-up", "breakdown":
	default:
		return false
	}
	evaluated := false
	for _, w := range ws[:n-1] {
		switch w {
		case "a", "an", "very", "really", "pretty", "super", "nice", "and":
		case "clean", "neat", "tidy", "elegant", "smart", "clever", "solid", "good", "great", "sensible", "reasonable",
			"sound", "careful", "thorough", "lovely", "excellent", "thoughtful", "straightforward":
			evaluated = true
		default:
			return false
		}
	}
	return evaluated || ws[0] == "nice"
}

// hopes reports whether a clause is the user's hope for how the work
// turns out ("hopefully the replica copes with it", "fingers crossed the
// cache holds"): a wish of the outcome, asking for nothing, as long as no
// instruction, requirement or problem comes with it.
func hopes(ws []string) bool {
	switch {
	case len(ws) > 2 && ws[0] == "hopefully":
		ws = ws[1:]
	case len(ws) > 3 && ws[0] == "fingers" && ws[1] == "crossed":
		ws = ws[2:]
	default:
		return false
	}
	return !asksAnything(ws) && !raisesProblem(ws)
}

// ownSoOwn reports whether a clause is the user's statement about
// themselves, then "so" at ws[k] and what follows from it for the user
// ("I'm at the airport so might be slow to reply", "I'm on call tonight so
// I'll watch the graphs"): each part a remark on its own, the second read
// with the first's subject when it opens with a modal and leaves it out.
// "I'm on a train so please do it in one commit" asks for work: no remark.
func ownSoOwn(c *Classifier, ws []string, k int, related, restated func(string) bool) bool {
	head, tail := ws[:k], ws[k+1:]
	if len(tail) == 0 || !statesOwn(head) || !remark(c, head, related, restated) {
		return false
	}
	if ownModal(tail[0]) {
		tail = append([]string{"i"}, tail...) // "might drop off": the user's, as the clause before
	}
	return statesOwn(tail) && remark(c, tail, related, restated)
}

// ownModal reports whether w is a modal that opens a clause whose subject
// chat leaves out ("might be slow", "may not answer", "will check back").
func ownModal(w string) bool {
	switch w {
	case "might", "may", "will", "can't", "cannot", "won't", "could":
		return true
	}
	return false
}

// concedingBut returns the index of a "but" that a clause closes with a
// plain approval after ("sad to see it go but do it", "it hurts a little,
// but yes, proceed"), 0 for none: what comes before it gives way to the
// approval, and is weighed as a remark on its own.
func concedingBut(c *Classifier, ws []string) int {
	for j := len(ws) - 2; j > 0; j-- {
		if ws[j] == "but" {
			if approvesPlainly(c, ws[j+1:]) {
				return j
			}
			return 0
		}
	}
	return 0
}

// withoutOpeners returns ws without the linking words that may open a
// clause ("also", "and", "but", "so"): "also unrelated" labels what
// follows as "unrelated" does.
func withoutOpeners(ws []string) []string {
	for len(ws) > 1 && (ws[0] == "also" || ws[0] == "and" || ws[0] == "but" || ws[0] == "so") {
		ws = ws[1:]
	}
	return ws
}

// unrelatedNews reports whether a clause the user has labelled unrelated
// to the plan ("unrelated, but …") is news of something else: a statement
// with a subject of its own or a story of the past ("the staging box is
// down again", "someone rotated a key"), which asks nothing of the agent.
// An instruction, a request, "please" or a refusal asks something even
// after the label.
func unrelatedNews(ws []string) bool {
	ws = withoutOpeners(ws)
	if len(ws) < 2 || directs(ws) || asksWork(ws) || negatorLen(ws, 0) > 0 {
		return false
	}
	for _, w := range ws {
		if w == "please" || w == "pls" || changeMarker(w) {
			return false
		}
	}
	if declarative(ws) || narratesPast(ws) {
		return true
	}
	if imperativeOpening(ws[0]) {
		return false
	}
	for _, w := range ws[1:] {
		// "the coffee machine on the third floor is broken again": a
		// subject of any length, then its verb
		if w == "is" || w == "are" || w == "was" || w == "were" || w == "has" || w == "have" || pastTense(w) || irregularPast(w) ||
			seemingVerb(w) {
			return true // "the flutter release notes look nice"
		}
	}
	return false
}

// echoesPlan reports whether a question only echoes a figure of the plan
// back ("12 files?", "40 call sites in the old module?"): it opens with a
// number the plan states, and the few words after it ask nothing: no
// question word, no verb or pronoun, no alternative ("or 13"), no limit.
// related looks a word up in the plan.
func echoesPlan(ws []string, related func(string) bool) bool {
	if len(ws) < 2 || len(ws) > 5 || !number(ws[0]) {
		return false
	}
	for _, w := range ws[1:] {
		if number(w) || isPronoun(w) || copula(w) || lang.IsChangeVerb(w) || restricts(w) {
			return false
		}
		switch w {
		case "what", "why", "how", "which", "who", "when", "where", "whether", "or", "and", "not", "more", "less", "than", "instead", "really", "actually", "do", "does", "did", "can",
			"could", "should", "would", "will", "have", "has":
			return false
		}
	}
	return related(ws[0])
}

// number reports whether w is written in digits ("12", "0.4%", "30s").
func number(w string) bool {
	return w != "" && w[0] >= '0' && w[0] <= '9'
}

// approvedAfter reports whether a clause of cls (not a question) approves
// the plan plainly: given the clauses after an exclamation, the user's own
// answer to it; given those before a remark, the decision already made.
func approvedAfter(c *Classifier, cls []lang.Clause) bool {
	for _, cl := range cls {
		if !cl.Question && approvesPlainly(c, cl.Words) {
			return true
		}
	}
	return false
}

// promisesOnOutcome reports whether a clause sets a condition on the
// outcome and then tells what the user will do for it ("if the build gets
// under a minute I'll buy you lunch", "if CI goes green first try I owe
// you a beer"): a joke or a promise of the user's own, which the remark
// rules read as they read the consequence alone. A consequence that wants
// or needs something, or asks for work, is a condition on the plan.
func promisesOnOutcome(c *Classifier, ws []string, related, restated func(string) bool) bool {
	if len(ws) < 4 || ws[0] != "if" {
		return false
	}
	for k := 2; k < len(ws)-1; k++ {
		switch ws[k] {
		case "i", "i'll", "i'd", "we'll":
			cons := ws[k:]
			for _, w := range cons {
				if wishWord(w) || requirement(w) || w == "want" || w == "need" || w == "expect" || w == "you'll" {
					return false
				}
			}
			return remark(c, cons, related, restated)
		}
	}
	return false
}

// headsUpOwn reports whether a clause only says "heads up" and the next
// tells of the user's own doings ("heads up | I'm out friday"): news of
// the user, announced. "heads up" before a fact of the code ("heads up,
// the store moved last week") announces what may change the plan, and
// stays.
func headsUpOwn(ws, next []string) bool {
	ws = withoutOpeners(ws)
	if len(ws) != 2 || ws[0] != "heads" || ws[1] != "up" || len(next) < 2 {
		return false
	}
	switch next[0] {
	case "i'm", "i'll", "i", "i've":
		return statesOwn(next)
	}
	return false
}

// asksState reports whether a question asks how things are ("is the VPN
// down for you too?", "are the standups at 10 now?"): it opens with a
// form of "be" and names no verb of work and no request. Its "too" adds a
// person or a thing to what is so, not a task.
func asksState(ws []string) bool {
	ws = withoutOpeners(ws)
	if len(ws) < 2 || ws[0] != "is" && ws[0] != "are" && ws[0] != "was" && ws[0] != "were" {
		return false
	}
	for i, w := range ws {
		if lang.IsChangeVerb(w) || addressedAsk(ws, i) || w == "please" || w == "also" {
			return false
		}
	}
	return true
}

// cannotBeWorse reports whether a clause only says how bad things are now
// by denying they could be worse ("it can't get any worse", "things
// couldn't be any slower at this point"): a pronoun or "things", "can't"
// or "couldn't", "get" or "be", "any" and a comparative, then at most a
// word of time. "it shouldn't get any slower" is a wish for the work, and
// "any bigger than 100 lines" sets a limit: neither is this.
func cannotBeWorse(ws []string) bool {
	for len(ws) > 0 && interjection(ws[0]) {
		ws = ws[1:]
	}
	if len(ws) < 5 {
		return false
	}
	switch ws[0] {
	case "it", "this", "that", "things", "everything":
	default:
		return false
	}
	if ws[1] != "can't" && ws[1] != "cannot" && ws[1] != "couldn't" || ws[2] != "get" && ws[2] != "be" || ws[3] != "any" {
		return false
	}
	if ws[4] != "worse" && !(len(ws[4]) > 4 && strings.HasSuffix(ws[4], "er")) {
		return false
	}
	for _, w := range ws[5:] {
		switch w {
		case "at", "this", "point", "now", "anyway", "honestly", "really":
		default:
			if !interjection(w) {
				return false
			}
		}
	}
	return true
}

// curiousOfOutcome reports whether a clause voices the user's curiosity
// about how the work will turn out ("curious how much faster it gets",
// "really curious how fast CI gets"): "curious" or "wonder", then "how",
// "what", "whether" or "if", and nothing of what should or must be done,
// nothing added ("too", "also"). Said after the approval, the work
// answers it.
func curiousOfOutcome(ws []string) bool {
	for len(ws) > 2 && (ws[0] == "really" || ws[0] == "so" || ws[0] == "very" || ws[0] == "i'm" || ws[0] == "kinda" ||
		ws[0] == "pretty" || ws[0] == "i" || ws[0] == "also" || ws[0] == "and" || interjection(ws[0])) {
		ws = ws[1:]
	}
	if len(ws) < 3 || ws[0] != "curious" && ws[0] != "wonder" {
		return false
	}
	switch ws[1] {
	case "how", "what", "whether", "if":
	default:
		return false
	}
	for _, w := range ws[2:] {
		switch w {
		case "should", "shall", "must", "need", "needs", "too", "also", "instead", "rather", "could", "would", "better":
			return false
		}
	}
	return true
}

// headsUpLabelled reports whether a clause only says "heads up" and the
// news after it is labelled unrelated by the clause that follows it
// ("heads up | the wiki is down for maintenance | off topic").
func headsUpLabelled(ws []string, rest []lang.Clause) bool {
	ws = withoutOpeners(ws)
	return len(ws) == 2 && ws[0] == "heads" && ws[1] == "up" && len(rest) >= 2 && !rest[0].Question &&
		unrelatedNews(rest[0].Words) && offTopic(withoutOpeners(rest[1].Words))
}

// asksKnowledge reports whether a question asks whether someone knows
// something ("do you know if the runners have arm64?", "anyone know a
// good place?", "any idea who owns the dns?"): an answer is asked for,
// not work.
func asksKnowledge(ws []string) bool {
	ws = withoutOpeners(ws)
	switch {
	case len(ws) >= 3 && (ws[0] == "do" || ws[0] == "does") && (ws[1] == "you" || ws[1] == "anyone" || ws[1] == "anybody") &&
		ws[2] == "know":
		return true
	case len(ws) >= 2 && (ws[0] == "anyone" || ws[0] == "anybody" || ws[0] == "you") && ws[1] == "know":
		return true
	case len(ws) >= 2 && ws[0] == "any" && ws[1] == "idea":
		return true
	}
	return false
}

// watchesOwn reports whether a clause tells what the user will watch for
// after the work ("I'll see if anything breaks overnight", "we'll check
// whether the alerts go quiet"): the user's own step, whatever it watches
// for. Watching that names the agent, a need or a wish ("I'll check if
// we need the cap at all"), or asks whether the work is allowed ("I'll
// see if it's ok with the team"), is not this.
func watchesOwn(ws []string) bool {
	if len(ws) < 4 {
		return false
	}
	switch ws[0] {
	case "i'll", "we'll":
	default:
		return false
	}
	switch ws[1] {
	case "see", "check", "watch", "notice", "look":
	default:
		return false
	}
	if ws[2] != "if" && ws[2] != "whether" {
		return false
	}
	for _, w := range ws[3:] {
		if w == "you" || w == "your" || w == "please" || w == "need" || w == "needs" || w == "should" || w == "must" ||
			w == "want" || w == "also" || w == "and" || w == "with" || w == "ok" || w == "okay" || w == "fine" || w == "alright" ||
			w == "allowed" || w == "approved" || w == "agree" || w == "agrees" || wishWord(w) || requirement(w) {
			return false
		}
	}
	return true
}
