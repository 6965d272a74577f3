package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Clauses beside a plain approval that direct nothing by their form: a
// feeling or a reassurance with a negation ("don't worry if the checks
// take a while", "can't wait to see it", "don't judge"), a prediction of
// what the approved change will do or find ("errcheck is going to find so
// many sins", "the check will run there too"), and a verbless fragment
// with no marker and nothing named (a signature, a name, a label, "fight
// me"). A negation of a verb of doing, a prediction of harm or of a need,
// and a fragment that adds, contrasts, restricts or names a part of the
// code stay changes.

// feelingVerb reports whether w is a verb of the mind, of feeling or of
// manners, which directs no work at the code when negated ("don't worry",
// "don't judge", "never mind", "can't wait").
func feelingVerb(w string) bool {
	switch w {
	case "worry", "judge", "mind", "hesitate", "feel", "thank", "panic", "stress", "sweat", "fret", "care", "laugh",
		"apologize", "apologise", "blame", "believe":
		return true
	}
	return false
}

// reassures reports whether a clause opens with a negated verb of feeling
// ("so don't worry if the checks take a while", "don't judge", "can't wait
// to see it smooth", "no need to thank me") and asks for no work after it:
// no change verb used as a verb, no marker of an addition.
func reassures(ws []string) bool {
	ws = trimLeadIns(ws)
	if len(ws) > 2 && (ws[0] == "i" || ws[0] == "we") && (ws[1] == "can't" || ws[1] == "cannot") {
		ws = ws[1:] // "I can't believe we shipped without this"
	}
	n := negatorLen(ws, 0)
	if len(ws) > 2 && ws[0] == "no" && ws[1] == "need" && ws[2] == "to" {
		n = 3 // "no need to thank me"
	}
	if n == 0 || n >= len(ws) {
		return false
	}
	switch {
	case ws[0] == "can't" || ws[0] == "cannot":
		if ws[n] != "wait" && ws[n] != "believe" { // "can't wait to see it", "can't believe it was that simple"
			return false
		}
	case !feelingVerb(ws[n]):
		return false
	case ws[n] == "mind" && ws[0] == "never":
		// "never mind" takes back what was said ("yes... never mind"):
		// a retraction, not a feeling.
		return false
	case ws[n] == "hesitate" || ws[n] == "mind":
		// "don't hesitate to add a test", "don't mind the docs": what
		// follows may be work.
		return len(ws) == n+1
	}
	if raisesProblem(ws[n:]) || predictsProblem(ws[n:]) {
		return false // "can't wait to see what this breaks": harm foretold
	}
	if n+2 < len(ws) && (ws[n+1] == "about" || ws[n+1] == "with") && ws[n+2] != "it" && ws[n+2] != "that" && ws[n+2] != "this" &&
		ws[n+2] != "me" && ws[n+2] != "us" {
		return false // "don't worry about the docs": the docs left out, a change
	}
	for i := n + 1; i < len(ws); i++ {
		if ws[i] == "without" && i+1 < len(ws) && (ws[i+1] == "this" || ws[i+1] == "it" || ws[i+1] == "that") {
			continue // "can't believe we shipped without this": the fix the plan makes
		}
		if lang.IsChangeVerb(ws[i]) && asVerb(ws, i) || addsTo(ws, i) || restricts(ws[i]) && ws[i] != "if" {
			return false
		}
	}
	return true
}

// predicts reports whether a statement foretells what happens once the
// plan is done, with no harm and no need in it ("errcheck is going to find
// so many sins", "the check will run there too", "swagger will pick up the
// DTO automatically"): a subject, then "will", "is going to" or "gonna"
// and a verb that is neither of harm nor of need ("will need the same
// fix", "will hide real outages"). The agent is no subject ("you will
// also …" is an ask).
func predicts(ws []string) bool {
	v := predicted(ws)
	if v == "" || harmVerb(v) || predictsProblem(ws) || mayBeProblem(ws) || raisesProblem(ws) {
		return false
	}
	for _, w := range ws {
		if trouble(w) || requirement(w) || changeMarker(w) || wishWord(w) {
			// "that will be a problem for the mobile app", "a migration
			// will be needed", "it'll be nice to have a metric too"
			return false
		}
	}
	return true
}

// wishWord reports whether w makes a prediction a wish ("it'll be nice to
// have …", "would be better").
func wishWord(w string) bool {
	switch w {
	case "nice", "good", "great", "better", "best", "ideal", "ideally", "preferably", "wish", "hope", "cool", "handy", "useful":
		return true
	}
	return false
}

// trouble reports whether w names trouble or a need ("a problem", "a
// pain", "needed", "worse").
func trouble(w string) bool {
	switch w {
	case "problem", "problems", "issue", "issues", "pain", "mess", "nightmare", "headache", "needed", "unhappy", "sad",
		"angry", "upset", "worse", "bad", "harder", "confused", "trouble":
		return true
	}
	return false
}

// foretellsHarm reports whether a statement foretells harm or a need from
// the plan ("the retries will hide real outages", "users will hate the
// delay", "the admin page will need the same fix"): a concern, a change.
func foretellsHarm(ws []string) bool {
	v := predicted(ws)
	return v != "" && harmVerb(v)
}

// predicted returns the verb a statement foretells ("find" of "errcheck
// is going to find …"), "" for none or when the agent is the subject.
func predicted(ws []string) string {
	if len(ws) < 3 {
		return ""
	}
	for i := 0; i < len(ws) && i <= maxSubject+1; i++ {
		k := 0
		switch {
		case strings.HasSuffix(ws[i], "'ll") && ws[i] != "i'll" && ws[i] != "we'll" && ws[i] != "you'll":
			if k := i + 1; k < len(ws) && !isDeterminer(ws[k]) && ws[k] != "not" && ws[k] != "never" {
				return ws[k] // "so it'll be consistent", "it'll break the reports"
			}
			return ""
		case i == 0:
			continue
		case ws[i] == "will" || ws[i] == "gonna":
			k = i + 1
		case ws[i] == "going" && i+1 < len(ws) && ws[i+1] == "to" && copula(ws[i-1]):
			k = i + 2
		}
		if k == 0 {
			continue
		}
		if ws[i-1] == "you" || ws[i-1] == "u" || k >= len(ws) {
			return ""
		}
		for k < len(ws) && (ws[k] == "probably" || ws[k] == "likely" || ws[k] == "definitely" || ws[k] == "also" || ws[k] == "just" ||
			ws[k] == "finally" || ws[k] == "now" || ws[k] == "then") {
			k++
		}
		if k >= len(ws) || ws[k] == "not" || ws[k] == "never" || isDeterminer(ws[k]) {
			return "" // after the modal comes its verb
		}
		return ws[k]
	}
	return ""
}

// harmVerb reports whether a foretold verb is one of need or harm.
func harmVerb(w string) bool {
	switch w {
	case "need", "needs", "require", "have", "want", "hide", "mask", "hate", "annoy", "confuse", "complain",
		"cause", "spam", "flood", "overload", "drop", "slow", "miss", "delay", "hurt", "cost", "double", "swallow",
		"break", "fail", "lose", "crash", "regress", "conflict", "leak", "corrupt", "block", "hang":
		return true
	}
	return false
}

// maxFragment is the most words a verbless fragment may have.
const maxFragment = 3

// inertFragment reports whether a short clause says nothing a plan could
// do: a cue of a remark (remarkCue), no instruction, no noun phrase opened
// by an article, no contraction (which holds a verb), no phrase of
// approval or refusal, and nothing signalsChange finds ("fight me", "thx
// @assistant"). A bare noun phrase ("smaller PR", "zero downtime") may
// say how the work is to be done: not inert. related looks a word up in
// the plan.
func inertFragment(c *Classifier, ws []string, related func(string) bool) bool {
	if len(ws) == 0 || len(ws) > maxFragment || verbFirst(ws) || isDeterminer(ws[0]) || !remarkCue(ws) ||
		signalsChange(c, ws, related) {
		return false
	}
	for i, w := range ws {
		if strings.Contains(w, "'") || len(w) == 3 && related(w) {
			return false
		}
		if _, n := c.match(ws, i, kindNegative, kindHigh, kindMedium); n > 0 {
			return false // "hold on", "let's see"
		}
	}
	return true
}

// evaluative reports whether w judges something on its own ("brilliant",
// "genius", "perfect"): said alone after an approval, praise or sarcasm,
// which the rules for praise and sarcasm weigh, not the fragment rule.
func evaluative(w string) bool {
	switch w {
	case "brilliant", "genius", "perfect", "great", "amazing", "fantastic", "wonderful", "lovely", "excellent", "superb",
		"terrible", "awful", "horrible", "stupid", "dumb", "insane", "crazy", "classic", "fine", "sure", "right":
		return true
	}
	return false
}

// praisesPlan reports whether a clause opens by praising what the plan
// does ("good that it only prints the duplicates", "great that the unique
// index makes it race-safe", "nice catch on ROUND_HALF_UP", "love how it
// keeps the old path"): an evaluation, then "that", "how" or what is
// praised. The "only" of what the plan does restricts nothing; a contrast,
// an addition, a wish or a request in it still counts.
func praisesPlan(ws []string) bool {
	if len(ws) < 3 {
		return false
	}
	switch ws[0] {
	case "good", "great", "nice", "glad", "love", "cool", "happy", "neat", "smart", "clever":
	default:
		return false
	}
	if ws[1] != "that" && ws[1] != "how" && !praised(ws[1]) {
		return false
	}
	for i, w := range ws {
		if changeMarker(w) || hangingConnector(w) || requirement(w) || addressedAsk(ws, i) ||
			w == "should" || w == "would" || w == "could" || w == "might" || w == "but" || w == "though" {
			return false
		}
	}
	return true
}

// needsNothing reports whether a statement says some work is not needed
// ("so no doc changes needed", "no client change needed", "no issues
// there") and names nothing of the plan's in it: a plan part said to be
// unneeded ("no tests needed" when the plan adds tests) drops it, a
// change. related looks a word up in the plan.
func needsNothing(ws []string, related func(string) bool) bool {
	for i, w := range ws {
		if w != "no" {
			continue
		}
		j := i + 1
		for j < len(ws) && j <= i+4 {
			switch ws[j] {
			case "needed", "necessary", "required", "issues", "issue", "problems", "problem", "impact":
				for _, x := range ws[i+1 : j] {
					if len(x) >= 3 && related(x) {
						return false
					}
				}
				return true
			}
			if negatorLen(ws, j) > 0 {
				break
			}
			j++
		}
	}
	return false
}

// precedent reports whether a statement agrees with the plan by pointing
// at what is already done elsewhere: "<subject> is what we use / did /
// the docs recommend", "that's what we do in the infra repo too".
func precedent(ws []string) bool {
	for i := 0; i+2 < len(ws); i++ {
		if (copula(ws[i]) || ws[i] == "was") && ws[i+1] == "what" {
			for _, w := range ws[i+2:] {
				if w == "but" || w == "though" || w == "except" || w == "instead" || w == "should" || w == "need" || w == "needs" {
					return false
				}
			}
			return true
		}
	}
	return false
}

// transient reports whether a statement holds a time that makes it a
// passing state ("CI is a bit slow today", "the queue is long right
// now"), not a lasting property of the code.
func transient(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "today", "tonight", "atm", "currently":
			return true
		case "now":
			if i > 0 && ws[i-1] == "right" {
				return true
			}
		case "morning", "afternoon", "evening", "week":
			if i > 0 && ws[i-1] == "this" {
				return true
			}
		}
	}
	return false
}

// alreadySo reports whether a statement says something is already in
// place ("the job config already points at it", "the mobile app already
// sends the cursor"): nothing left to do, unless it names a bug or the
// same thing elsewhere ("the same bug already exists in the admin panel").
func alreadySo(ws []string) bool {
	already := false
	for _, w := range ws {
		switch w {
		case "already":
			already = true
		case "bug", "bugs", "same", "issue", "problem", "exists", "exist", "too", "also",
			"has", "have", "contains", "includes", "provides", "offers", "supports":
			// "the config already has a retries field": a hint to reuse it
			return false
		}
	}
	return already
}

// noteOpening reports whether a clause opens with a word that only
// announces information ("note we use tabs", "note that …", "reminder:"),
// which is weighed as what follows it.
func noteOpening(ws []string) bool {
	return len(ws) > 2 && (ws[0] == "note" || ws[0] == "nb") && (ws[1] == "that" || declarative(ws[1:]) || statesOwn(ws[1:]))
}

// toSelf reports whether a clause is a note the user makes to themselves
// ("also reminder to myself to order lunch", "note to self: …"), with no
// request to the agent.
func toSelf(ws []string) bool {
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] == "to" && (ws[i+1] == "myself" || ws[i+1] == "self") {
			for j := range ws {
				if addressedAsk(ws, j) || ws[j] == "you" {
					return false
				}
			}
			return true
		}
	}
	return false
}

// offered reports whether a statement hands the agent something to use if
// it wants ("ticket is BILL-2231 if you need it for the branch name"):
// information, not work.
func offered(ws []string) bool {
	for i := range ws {
		if offersHelp(ws, i) {
			return true
		}
	}
	return false
}

// ownFuture reports whether a clause tells what the user will do ("I'll
// run the full ETL", "I'm going to grab coffee", "we will tag it").
func ownFuture(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "i'll", "we'll":
			return true
		case "will", "gonna":
			if i == 0 || ws[i-1] == "i" || ws[i-1] == "we" {
				return true
			}
		case "going":
			if i > 0 && (ws[i-1] == "i'm" || ws[i-1] == "we're") && i+1 < len(ws) && ws[i+1] == "to" {
				return true
			}
		}
	}
	return false
}

// continuesOwn reports whether a clause goes on with the user's own step
// before it: it opens with "and" or "then" and a verb, with no one else
// addressed and nothing added or contrasted ("… and compare row counts",
// "… then merge it myself"; not "and you add a test", "and also the
// docs").
func continuesOwn(ws []string) bool {
	if len(ws) < 2 || ws[0] != "and" && ws[0] != "then" {
		return false
	}
	k := 1
	if ws[0] == "and" && ws[1] == "then" {
		k = 2
	}
	if k >= len(ws) || isFiller(ws[k]) || isDeterminer(ws[k]) || ws[k] == "please" || ws[k] == "pls" {
		return false
	}
	for i, w := range ws {
		if w == "you" || w == "u" || addressedAsk(ws, i) || addsTo(ws, i) || hangingConnector(w) || w == "instead" || w == "only" {
			return false
		}
	}
	return true
}

// signalsChange reports whether a clause that is neither an instruction
// nor a statement holds anything that could change the plan: a negation
// or refusal, a marker of an addition, contrast, restriction, condition,
// wish or time, a problem or a degree judged, a verb of change, a count,
// an ordinal or a selection, a code name, a word of the code's parts or a
// word of the plan's, a number, "let's", a wish ("preferably", "it'd be nice"), a claim
// about who the user is ("I'm the …"), an opening "and", "then", "but" or
// preposition (where, for whom, how: "for admins", "in one commit"),
// or a lone evaluation (praise or sarcasm). Without
// any, it is a remark ("can't wait to see it smooth", "thx @assistant",
// "fight me").
func signalsChange(c *Classifier, ws []string, related func(string) bool) bool {
	if len(ws) == 0 || isSelection(ws) || predictsProblem(ws) || addsWith(ws[0]) || ws[0] == "then" || ws[0] == "but" ||
		preposition(ws[0]) {
		return true // "and retrain + push the model", "also caches the binary", "on the mobile client", "in one commit"
	}
	for i, w := range ws {
		if manner(w) {
			return true // "carefully", "feature-flagged", "smaller", "same for the admin client", "minus the logging"
		}
		if negatorLen(ws, i) > 0 || addsTo(ws, i) || hangingConnector(w) || restricts(w) || w != "and" && addsWith(w) ||
			changeMarker(w) || requirement(w) || conditionOpening(w) || timing(w) || lang.IsLaterTime(w) ||
			w == "would" || w == "could" || w == "should" || w == "might" || w == "may" || w == "need" || w == "needs" ||
			raisesProblem(ws[i:i+1]) || mayBeProblem(ws[i:i+1]) || copula(w) && judgedDegree(ws[i+1:]) ||
			lang.IsChangeVerb(w) || imperativeOpening(w) && i == 0 || codeLike(w) || workWord(w) || ordinal(w) || isNumber(w) ||
			lang.SelectsAll(w) || evaluative(w) || len(w) >= 4 && related(w) || strings.ContainsAny(w, "0123456789") ||
			w == "let's" || w == "lets" || w == "preferably" || w == "ideally" || w == "i'm" || w == "we're" ||
			w == "wish" || w == "nice" || strings.HasSuffix(w, "'d") || limit(w) {
			return true
		}
		if _, n := c.match(ws, i, kindNegative); n > 0 {
			return true
		}
	}
	return false
}

// preposition reports whether w opens a phrase that says where, for whom
// or how the work is done ("on the mobile client", "for admins", "in a
// separate PR", "behind a flag", "per tenant").
func preposition(w string) bool {
	switch w {
	case "in", "on", "for", "to", "into", "under", "behind", "via", "through", "at", "from", "within", "inside",
		"outside", "across", "per", "by", "over", "onto", "against", "between", "before", "after", "until", "till":
		return true
	}
	return false
}

// limit reports whether w sets a bound ("max two retries", "at least 3",
// "cap it"): a restriction.
func limit(w string) bool {
	switch w {
	case "max", "min", "maximum", "minimum", "least", "most", "cap", "limit", "capped", "limited", "upto":
		return true
	}
	return false
}

// defers reports whether a clause promises the real answer later ("I'll
// check with my PM and let you know", "will get back to you", "let me
// run it by the team"): no remark beside an approval, as the approval is
// not yet given.
func defers(ws []string) bool {
	for i := 0; i+2 < len(ws); i++ {
		switch {
		case ws[i] == "let" && (ws[i+1] == "you" || ws[i+1] == "u") && ws[i+2] == "know",
			ws[i] == "get" && ws[i+1] == "back" && ws[i+2] == "to",
			ws[i] == "run" && ws[i+1] == "it" && ws[i+2] == "by",
			ws[i] == "check" && ws[i+1] == "with" && i > 0 && (ws[i-1] == "i'll" || ws[i-1] == "first" || ws[i-1] == "me"):
			return true
		}
	}
	return false
}

// saysOfPlan reports whether a statement says what the plan is, with the
// plan as its subject ("this is the alert we were missing when the cert
// expired", "this is the same bug as #881"): a judgement of the plan, not
// a fact about other code, unless it calls it risky, breaking, wrong or
// judges a degree ("this is a breaking change", "this is too slow").
func saysOfPlan(ws []string) bool {
	if len(ws) < 3 {
		return false
	}
	switch {
	case ws[0] == "this" || ws[0] == "that" || ws[0] == "it":
		if ws[1] != "is" && ws[1] != "was" {
			return false
		}
	case ws[0] == "this's" || ws[0] == "that's" || ws[0] == "it's":
	default:
		return false
	}
	for i, w := range ws {
		if mayBeProblem(ws[i:i+1]) || negatorLen(ws, i) > 0 || w == "breaking" || w == "but" || w == "though" ||
			copula(w) && judgedDegree(ws[i+1:]) || i == 1 && judgedDegree(ws[1:]) || requirement(w) || changeMarker(w) {
			return false
		}
	}
	return true
}

// remarkCue reports whether a clause holds a word that marks it as a
// remark, not as how the work is to be done: a feeling, thanks, a
// greeting, a joke, an interjection, or an endorsement of the plan ("so
// excited for this", "PRs welcome", "fight me", "lol"), with at most one
// other word of substance.
func remarkCue(ws []string) bool {
	if endorses(ws) {
		return true
	}
	cue, other := false, 0
	for _, w := range ws {
		switch {
		case interjection(w) || feelingWord(w):
			cue = true
		case !isFiller(w):
			other++
		}
	}
	// Beside the cue, one word of its own at most: "lol typed errors"
	// may still say how the work is to be done.
	return cue && other <= 1
}

// feelingWord reports whether w tells a feeling, thanks, a greeting or a
// joke.
func feelingWord(w string) bool {
	switch w {
	case "excited", "thrilled", "stoked", "pumped", "glad", "happy", "relieved", "love", "loving", "fun", "welcome",
		"thanks", "thx", "ty", "cheers", "hi", "hello", "hey", "bye", "fight", "joking", "kidding", "jk", "sorry",
		"sad", "proud", "grateful", "appreciated", "hooray", "hurray":
		return true
	}
	return false
}

// manner reports whether w says how the work is to be done: an adverb of
// manner ("carefully", "slowly"), a comparative ("smaller", "faster"), a
// compound ("feature-flagged", "backwards-compatible"), or "same",
// "minus", "though", "zero", "separate".
func manner(w string) bool {
	switch w {
	case "same", "minus", "though", "zero", "separate", "separately", "default", "compatible", "downtime":
		return true
	case "early", "only", "family", "reply", "apply", "supply", "lol", "ever", "never", "however", "whatever",
		"other", "another", "after", "over", "under", "better", "later", "rather", "either", "neither",
		"whether", "together", "user", "server", "order", "number", "member", "manager", "engineer", "master",
		"here", "there", "where", "were":
		return false
	}
	if strings.Contains(w, "-") && !strings.HasPrefix(w, "-") {
		return true
	}
	if len(w) > 5 && strings.HasSuffix(w, "ly") && !interjection(w) {
		return true
	}
	return len(w) > 4 && strings.HasSuffix(w, "er") && !interjection(w)
}

// sameElsewhere reports whether a clause points at the same thing in
// another place ("this is the same bug as in the admin client", "the
// admin client has it too", "the admin client will get the same
// treatment"): more of the work, not a remark.
func sameElsewhere(ws []string) bool {
	if narratesPast(ws) {
		return false // "we saw the same thing last year in the billing service": a story
	}
	for _, w := range ws {
		if w == "last" || w == "ago" || w == "yesterday" || w == "before" || pastTense(w) || irregularPast(w) && w != "was" && w != "had" {
			return false
		}
	}
	for i, w := range ws {
		if w == "same" && i > 0 && ws[i-1] == "the" && !(i+1 < len(ws) && (ws[i+1] == "way" || ws[i+1] == "thing" && precedent(ws))) {
			return true
		}
		if i+2 < len(ws) && (w == "has" || w == "have" || w == "does" || w == "needs") &&
			(ws[i+1] == "it" || ws[i+1] == "this" || ws[i+1] == "that" || ws[i+1] == "one") && (ws[i+2] == "too" || ws[i+2] == "also") {
			return true
		}
	}
	return false
}

// linkedDirective reports whether a clause goes on, after "so", "then",
// "and", "but" or "therefore", with an instruction to the agent ("CI is
// slow today so bump the timeout"): the statement before it does not make
// the whole a remark.
func linkedDirective(ws []string) bool {
	for i := 1; i+1 < len(ws); i++ {
		switch ws[i] {
		case "so", "then", "and", "but", "therefore", "hence", "thus":
			if rest := ws[i+1:]; directs(rest) && negatorLen(rest, 0) == 0 && !continuesOwn(ws[i:]) && !reportsBack(rest) {
				return true
			}
		}
	}
	return false
}

// thanksOpening reports whether a clause opens with thanks ("thx
// @assistant", "thanks a lot").
func thanksOpening(ws []string) bool {
	switch ws[0] {
	case "thanks", "thx", "ty", "tysm", "thank":
		return true
	}
	return false
}

// explains reports whether a statement gives a reason or a cause ("this
// leak is why the nightly box OOMs", "that's why there's no limit at
// all"), with no need, requirement or wish in it ("this is why we need a
// migration"): a reason, not a request.
func explains(ws []string) bool {
	why := false
	for i, w := range ws {
		switch {
		case w == "why" && i > 0 && (copula(ws[i-1]) || ws[i-1] == "was"):
			why = true
		case requirement(w) || restricts(w) || addressedAsk(ws, i) || changeMarker(w) || trouble(w) ||
			w == "should" || w == "must" || w == "would" || w == "could":
			return false
		}
	}
	return why
}

// statesValue reports whether a statement only tells what something is
// called ("staging table is exports_staging", "the branch is called
// feat/retry-budget", "this service is code-named Halibut"): a short
// subject, a copula, and a value that is a code name (a word with "_",
// "-", "." or "/") or a word after "called" or "named", with nothing around
// it that wishes, negates, restricts or contrasts ("should be", "not",
// "still", "only", "instead", "but"). A fact the work can rely on, nothing
// asked of it. A version alone is not such a value ("our users are on
// Python 3.9" sets what the code must support), nor is a convention ("the
// naming convention here is snake_case" is a rule for the work), nor a
// setting ("the limit is 50").
func statesValue(ws []string) bool {
	return statesFact(ws, false)
}

// statesFact is statesValue; with versions, a version number ("15.4",
// "3.12") counts as a value too, as it does where the reply itself says
// it settles the point ("we're on postgres 15.4 so that syntax is fine").
func statesFact(ws []string, versions bool) bool {
	cop := -1
	for j := 0; j < len(ws) && j <= maxSubject; j++ {
		switch ws[j] {
		case "is", "are", "was", "were":
			if j > 0 {
				cop = j
			}
		case "we're", "it's", "they're":
			if j == 0 {
				cop = 0
			}
		}
		if cop >= 0 {
			break
		}
	}
	if cop < 0 || cop+1 >= len(ws) {
		return false
	}
	if cop == 1 && (ws[0] == "this" || ws[0] == "that" || ws[0] == "these" || ws[0] == "those") {
		return false // "this is …": a pointer, no subject of its own ("this service is …" has one)
	}
	for _, w := range ws[:cop] {
		if !valueSubject(w) {
			return false // "it should be …"
		}
	}
	value := false
	for k := cop + 1; k < len(ws); k++ {
		w := ws[k]
		if !valueNeutral(w) {
			return false
		}
		switch {
		case w == "called" || w == "named" || w == "code-named" || w == "codenamed":
			value = value || k+1 < len(ws)
		case codeLike(w) && !version(w) || strings.IndexByte(w, '-') > 0 && len(w) > 4, versions && version(w):
			value = true
		}
	}
	return value
}

// version reports whether w is a version number: digits, a dot, digits
// ("15.4", "3.12", "v1.23").
func version(w string) bool {
	w = strings.TrimPrefix(w, "v")
	dot := strings.IndexByte(w, '.')
	if dot <= 0 || dot == len(w)-1 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if (w[i] < '0' || w[i] > '9') && w[i] != '.' {
			return false
		}
	}
	return true
}

// valueSubject reports whether w may stand in the subject of a statement
// of a value: not a word that makes it a wish, a negation or a pointer at
// the plan ("it", "this", "should", "not").
func valueSubject(w string) bool {
	switch w {
	case "it", "which", "what", "should", "must", "would", "could", "not", "no",
		"never", "only", "just", "but", "instead", "new", "also", "convention", "conventions", "naming", "style",
		"standard", "policy", "rule", "rules", "format", "users", "customers", "target", "minimum":
		return false
	}
	return !lang.IsChangeVerb(w) && !requirement(w)
}

// valueNeutral reports whether w may follow the copula of a statement of a
// value without turning it into a change or a problem ("still", "not",
// "only", "instead", "but", "should", a verb of change).
func valueNeutral(w string) bool {
	switch w {
	case "not", "no", "never", "still", "only", "just", "instead", "but", "should", "must", "need", "needs", "wrong",
		"broken", "missing", "outdated", "old", "stale", "too", "also", "either", "rather", "than", "so", "because":
		return false
	}
	return !lang.IsChangeVerb(w) && !lang.IsNegation(w) && !requirement(w)
}

// indexOf returns the index of the first w in ws, or -1.
func indexOf(ws []string, w string) int {
	for i, x := range ws {
		if x == w {
			return i
		}
	}
	return -1
}

// courtesy reports whether a clause is a courteous "if" about the
// listener's willingness ("if you'd be so kind", "if you don't mind", "if
// you would", "if you please"): politeness around a request, not a
// condition the work waits on ("if CI is green" is one).
func courtesy(ws []string) bool {
	if len(ws) < 2 || ws[0] != "if" {
		return false
	}
	switch ws[1] {
	case "you", "you'd", "u":
	default:
		return false
	}
	rest := ws[2:]
	switch {
	case len(rest) == 0:
		return false
	case len(rest) == 1:
		return rest[0] == "would" || rest[0] == "could" || rest[0] == "please" || rest[0] == "will"
	}
	for _, w := range rest {
		switch w {
		case "be", "so", "kind", "would", "could", "don't", "do", "not", "mind", "wouldn't", "please", "will", "as",
			"to":
		default:
			return false
		}
	}
	return rest[len(rest)-1] == "kind" || rest[len(rest)-1] == "mind"
}

// answersNeed reports whether a statement says the plan is what the user
// needs or was missing ("it is what we need", "that's exactly what I
// wanted", "this is just what we asked for", "this is the alert we were
// missing when the api cert expired in June"): an endorsement, nothing
// added. A word that wishes, negates or adds ("it is what we need, plus
// …") makes it something else; only a time ("when …", "since …") may
// follow.
func answersNeed(ws []string) bool {
	i := 0
	switch {
	case len(ws) > 2 && (ws[0] == "it" || ws[0] == "this" || ws[0] == "that") && ws[1] == "is":
		i = 2
	case len(ws) > 1 && (ws[0] == "it's" || ws[0] == "that's"):
		i = 1
	default:
		return false
	}
	if i < len(ws) && (ws[i] == "exactly" || ws[i] == "just" || ws[i] == "precisely") {
		i++
	}
	switch {
	case i < len(ws) && ws[i] == "what":
		i++
	case i+1 < len(ws) && ws[i] == "the":
		i += 2 // "the alert", "the fix"
	default:
		return false
	}
	if i >= len(ws) || ws[i] != "we" && ws[i] != "i" {
		return false
	}
	n := neededLen(ws[i+1:])
	if n == 0 {
		return false
	}
	tail := ws[i+1+n:]
	if len(tail) == 0 {
		return true
	}
	if tail[0] != "when" && tail[0] != "since" {
		return false
	}
	for k, w := range tail {
		if negatorLen(tail, k) > 0 || lang.IsChangeVerb(w) || requirement(w) || w == "should" || w == "but" {
			return false
		}
	}
	return true
}

// neededLen returns the length of the words at the start of ws that say
// something was needed ("need", "wanted", "asked for", "were missing",
// "have been waiting for"), 0 for none.
func neededLen(ws []string) int {
	if len(ws) == 0 {
		return 0
	}
	switch ws[0] {
	case "need", "needed", "want", "wanted", "meant":
		return 1
	case "asked", "hoped", "wished":
		if len(ws) > 1 && ws[1] == "for" {
			return 2
		}
	case "were", "was":
		if len(ws) > 1 && (ws[1] == "missing" || ws[1] == "lacking") {
			return 2
		}
	}
	return 0
}

// noticedBefore reports whether a statement tells that nobody had seen a
// fault ("nobody noticed the missing deadline", "no one caught the leak"):
// the story of the bug the plan fixes, told in the past, nothing asked.
func noticedBefore(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	k := 1
	switch {
	case ws[0] == "nobody" || ws[0] == "noone":
	case ws[0] == "no" && ws[1] == "one":
		k = 2
	default:
		return false
	}
	if k >= len(ws) {
		return false
	}
	switch ws[k] {
	case "noticed", "caught", "saw", "spotted", "realized", "realised", "knew", "found":
		return true
	}
	return false
}

// resultAfter reports whether the words after "paste", "post", "share" or
// "show" name the work's result and nothing else ("the curl output after",
// "me the numbers", "the bench results when done"): a report asked for,
// not work added. Whatever the thing shown is called, it is a report when
// it is shown to the user ("me", "us") once the work is done ("after",
// "afterwards", "when done"): "paste me the row counts after". An
// addition ("also", "too") or a change verb is work added.
func resultAfter(ws []string) bool {
	result, toUser, after, other := false, false, false, 0
	for i, w := range ws {
		switch w {
		case "output", "outputs", "result", "results", "numbers", "number", "timings", "diff", "log", "logs":
			result = true
		case "me", "us":
			toUser = toUser || i == 0
		case "after", "afterwards", "afterward", "done", "finished":
			after = true
		case "the", "here", "when", "you're", "its", "their",
			"test", "tests", "bench", "benchmark", "curl", "command", "run", "new", "final", "of", "it", "please":
		default:
			if addsTo(ws, i) || lang.IsChangeVerb(w) || requirement(w) || negatorLen(ws, i) > 0 || hangingConnector(w) {
				return false
			}
			other++
		}
	}
	if other > 0 {
		return toUser && after && other <= maxShownWords
	}
	return result
}

// maxShownWords is the most words of its own the name of a thing shown to
// the user after the work may have ("the staging row totals").
const maxShownWords = 4

// praisesPart reports whether a statement calls a part of the plan good
// ("the test for 29 feb is very good idea", "the leap-day test is a nice
// touch", "the retry is a great call"): a subject, a copula, and praise
// with nothing after it; a wish ("would be a good idea") or a negation
// ("is not a good idea") is no praise.
func praisesPart(ws []string) bool {
	cop := -1
	for j := 1; j < len(ws) && j <= maxSubject; j++ {
		if ws[j] == "is" || ws[j] == "was" {
			cop = j
			break
		}
	}
	if cop < 0 || cop == 1 && (ws[0] == "it" || ws[0] == "this" || ws[0] == "that") {
		return false // "it is a good idea" may be said of anything
	}
	for i, w := range ws[:cop] {
		if w == "should" || w == "would" || w == "could" || negatorLen(ws, i) > 0 {
			return false
		}
	}
	good := false
	for k, w := range ws[cop+1:] {
		switch w {
		case "a", "an", "very", "really", "such", "super", "so", "nice", "good", "great", "excellent", "smart", "clever",
			"brilliant", "lovely", "neat":
			good = good || k > 0 || (w != "a" && w != "an" && w != "very" && w != "really" && w != "such" && w != "super" && w != "so")
		case "idea", "touch", "call", "addition", "choice", "catch":
			if k != len(ws[cop+1:])-1 {
				return false
			}
		default:
			return false
		}
	}
	return good
}

// urgency reports whether a statement says when the user needs the work
// done ("I need this merged today", "we need it shipped by friday", "need
// this in asap", "needs to be live before the 1st", "need this in before
// the 5pm freeze"): how soon, nothing about what. After the state the work
// is to be in, only words of time may follow: a date or hour ("the 1st",
// "5pm"), a day, or the event it must come before ("the freeze", "the
// demo").
func urgency(ws []string) bool {
	i := 0
	if len(ws) > 0 && (ws[0] == "i" || ws[0] == "we" || ws[0] == "it" || ws[0] == "this") {
		i = 1
	}
	if i >= len(ws) || ws[i] != "need" && ws[i] != "needs" && ws[i] != "want" {
		return false
	}
	i++
	if i < len(ws) && (ws[i] == "this" || ws[i] == "it") {
		i++
	}
	if i+1 < len(ws) && ws[i] == "to" && ws[i+1] == "be" {
		i += 2
	}
	if i+1 >= len(ws) {
		return false
	}
	switch ws[i] {
	case "merged", "done", "shipped", "deployed", "landed", "fixed", "in", "out", "live", "released":
	default:
		return false
	}
	if deadlineTail(ws[i+1:]) {
		return true // "need this fixed before the 4pm deploy"
	}
	for _, w := range ws[i+1:] {
		switch w {
		case "today", "tonight", "tomorrow", "asap", "now", "soon", "by", "before", "eod", "eow", "this", "week",
			"monday", "tuesday", "wednesday", "thursday", "friday", "morning", "afternoon", "evening", "the", "end",
			"of", "day", "release", "standup", "demo", "freeze", "launch", "cutoff", "deadline", "weekend", "next":
		default:
			if !dateOrHour(w) {
				return false
			}
		}
	}
	return true
}

// dateOrHour reports whether w is a day of the month or an hour: "1st",
// "22nd", "5pm", "17:00", "14h".
func dateOrHour(w string) bool {
	if w == "" || w[0] < '0' || w[0] > '9' {
		return false
	}
	k := 0
	for k < len(w) && (w[k] >= '0' && w[k] <= '9' || w[k] == ':') {
		k++
	}
	switch w[k:] {
	case "", "st", "nd", "rd", "th", "am", "pm", "h":
		return k < len(w) || strings.Contains(w, ":")
	}
	return false
}

// remindsSelf reports whether a clause asks to be reminded of something
// ("remind me later that the DAG needs a retry bump", "remind me tomorrow
// about the invoices"): a note for the user's own later, no work on the
// plan. So is a note the user addresses to themselves ("note to self",
// "reminder for myself to book the room", "a reminder to myself").
func remindsSelf(ws []string) bool {
	if len(ws) > 0 && (ws[0] == "a" || ws[0] == "quick") {
		ws = ws[1:]
	}
	if len(ws) > 2 && (ws[0] == "note" || ws[0] == "reminder") && (ws[1] == "to" || ws[1] == "for") {
		return ws[2] == "self" || ws[2] == "myself" || ws[2] == "me"
	}
	return len(ws) > 2 && ws[0] == "remind" && (ws[1] == "me" || ws[1] == "us")
}

// forInfo reports whether a clause only says why the user tells something
// ("just so you're not surprised by the test logs", "so you know", "just
// so you're aware"): information, nothing asked.
func forInfo(ws []string) bool {
	if len(ws) > 0 && ws[0] == "just" {
		ws = ws[1:]
	}
	if len(ws) < 3 || ws[0] != "so" {
		return false
	}
	switch ws[1] {
	case "you're", "you", "u":
	default:
		return false
	}
	for _, w := range ws[2:] {
		if lang.IsChangeVerb(w) || requirement(w) || w == "should" || w == "must" || w == "need" {
			return false
		}
	}
	return true
}

// handledElsewhere reports whether a statement says something other than
// the agent will take care of a point ("the editorconfig should handle
// it", "CI will catch that", "the formatter takes care of it"): nothing
// left for the work. The user or the agent as subject ("you should
// handle it") is an instruction.
func handledElsewhere(ws []string) bool {
	for i := 1; i+1 < len(ws) && i <= maxSubject; i++ {
		switch ws[0] {
		case "you", "we", "i", "please", "just", "also", "and":
			return false
		}
		k := i
		if ws[k] == "should" || ws[k] == "will" || ws[k] == "would" || ws[k] == "can" {
			k++
		}
		if k+1 >= len(ws) {
			return false
		}
		verb, rest := ws[k], ws[k+1:]
		switch {
		case verb == "handle" || verb == "handles" || verb == "cover" || verb == "covers" || verb == "catch" || verb == "catches":
		case (verb == "take" || verb == "takes") && len(rest) > 2 && rest[0] == "care" && rest[1] == "of":
			rest = rest[2:]
		default:
			if lang.IsChangeVerb(verb) || negatorLen(ws, i) > 0 {
				return false
			}
			continue
		}
		return len(rest) == 1 && (rest[0] == "it" || rest[0] == "that" || rest[0] == "this" || rest[0] == "them")
	}
	return false
}

// ownLater reports whether a clause is a step the user will take on their
// own ("I'll cut a testflight build tonight with it if the tests pass",
// "we'll add it to the ignore list later"): the user's work, its time and
// its condition theirs, nothing asked of the agent. A clause that
// addresses the agent, weighs the decision ("I'll think about it", "I'll
// check first"), holds or undoes work, or restricts ("but", "only",
// "instead") is not one.
func ownLater(ws []string) bool {
	if len(ws) < 3 || ws[0] != "i'll" && ws[0] != "we'll" {
		return false
	}
	for i, w := range ws {
		switch w {
		case "you", "you're", "your", "u", "ur", "think", "decide", "consider", "ask", "check", "confirm", "see", "sleep",
			"wait", "hold", "revert", "undo", "cancel", "stop", "pause", "need", "but", "only", "instead", "except",
			"rather", "first", "approve", "review", "reconsider", "discuss", "talk":
			return false
		}
		if negatorLen(ws, i) > 0 {
			return false
		}
	}
	return true
}
