package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A clause that stands beside an approval changes the plan only if it does
// something to it. remarkOnly decides that for a statement the word loop of
// readOwn found words of its own in: the default is no longer "a word the
// plan does not hold is a change" but "a statement is a remark unless it
// acts on the plan". Acting on the plan is a short, closed list (the
// functions below); what remarks are (reasons, feelings, thanks, praise,
// jokes, news, stories, notes to others) is open, and needs no list.

// maxRemarkLookups bounds how many words remarkOnly looks up in the plan
// for one reply (each lookup scans the plan's head and tail).
const maxRemarkLookups = 8

// maxApprovedLookups bounds how many words namesApproved looks up in the
// plan for one reply, on a budget of its own: a long reply's remarks must
// not spend what the approval's object needs.
const maxApprovedLookups = 4

// remarkLookup looks words up in the plan for remarkOnly, within a budget
// of its own. When the budget is spent, has counts every word as the
// plan's (when in doubt, a statement may touch the plan: a change) and
// surely counts none (no statement becomes a reason by default).
type remarkLookup struct {
	head, tail string
	left       int
	// seen holds the words looked up so far and their answers: a word
	// weighed by several rules of one clause (a value, the premise, a
	// mention of the plan) spends the budget once.
	seen [maxRemarkLookups]struct {
		w  string
		ok bool
	}
	n int
	// lowHead and lowTail are the plan lowered, made once a remark is
	// about to be let through with a long word not found as written (see
	// foldedMention); folds counts the words looked up so.
	lowHead, lowTail string
	folds            int
	// scripts are the plan's letters outside ASCII, by lead byte (see
	// foreignToPlan), scanned at the first such word looked up.
	scripts planScripts
}

// maxFoldedLookups bounds how many words one reply looks up in the
// lowered plan (see foldedMention).
const maxFoldedLookups = 4

// foldedMention reports whether a long word of ws (six letters or more,
// not filler) is a word or an identifier's part of the plan in another
// case than as written: "handleentry" is the plan's `handleEntry` once the
// reply's words are lowered. Read only where a clause is about to be let
// through as a remark: a remark that names the plan's thing by its name
// may correct the plan ("we're moving handleEntry into its own package
// tomorrow"). The plan is lowered once per reply, and at most
// maxFoldedLookups words are looked up; once spent, a long word counts as
// the plan's (when in doubt, a change).
func (l *remarkLookup) foldedMention(ws []string) bool {
	for _, w := range ws {
		if len(w) < minFoldPart || isFiller(w) {
			continue
		}
		if l.folds >= maxFoldedLookups {
			return true
		}
		l.folds++
		if l.lowHead == "" && l.lowTail == "" {
			l.lowHead, l.lowTail = asciiLower(l.head), asciiLower(l.tail)
		}
		if foldPart(l.head, l.lowHead, w) || l.tail != "" && foldPart(l.tail, l.lowTail, w) {
			return true
		}
	}
	return false
}

// has reports whether the plan holds w, true once the budget is spent.
func (l *remarkLookup) has(w string) bool {
	if l.head == "" && l.tail == "" || len(w) < 2 {
		return false
	}
	if ok, found := l.cached(w); found {
		return ok
	}
	if w[0] >= 0x80 && l.foreignToPlan(w) {
		return false // "trời", "合": a script the plan never uses
	}
	if l.left <= 0 {
		return true
	}
	l.left--
	ok := hasPart(l.head, w) || l.tail != "" && hasPart(l.tail, w)
	if l.n < len(l.seen) {
		l.seen[l.n].w, l.seen[l.n].ok = w, ok
		l.n++
	}
	return ok
}

// surely reports whether the plan holds w, false once the budget is spent
// (unless w was looked up before).
func (l *remarkLookup) surely(w string) bool {
	if ok, found := l.cached(w); found {
		return ok
	}
	return l.left > 0 && l.has(w)
}

// cached returns the answer for w if it was looked up before.
func (l *remarkLookup) cached(w string) (ok, found bool) {
	for _, s := range l.seen[:l.n] {
		if s.w == w {
			return s.ok, true
		}
	}
	return false, false
}

// remarkOnly reports whether the words of a statement (the clause after
// its approval phrase, if it holds one) only remark: a full statement with
// a subject and a verb of its own that neither directs, restricts or
// contrasts, conditions, gives a value, nor corrects the plan's premise.
// A fragment ("dry run first", "the memory warning too") may name how the
// work is to be done: it is not a remark. related looks a word up in the
// plan.
func remarkOnly(ws []string, related *remarkLookup) bool {
	ws = trimRemarkOpening(ws)
	if len(ws) == 0 {
		return false // "yes, and": something left unsaid
	}
	if noChangeSaid(ws) {
		return true // "nothing I'd change", "none whatsoever"
	}
	if suggestionEnd(ws) >= 0 {
		return !suggestsOther(ws) // "I was going to suggest batching the writes": a change
	}
	if endorsedAs(ws) && !contrasts(ws) && !conditionsPlan(ws) {
		return true // "cascade is what we want": the plan endorsed, its "want" no wish of more
	}
	if urgency(ws) {
		return true // "needs to be live before the 1st": how soon, not what
	}
	if recurringSymptom(ws) || creditsSomeone(ws) {
		return true // "our pods dying every hour", "credit where due": the world and its people, not the plan
	}
	if praisesDoing(ws) {
		return true // "nice that you're reusing useDebounce instead of pulling in lodash"
	}
	if whereUserIs(ws) {
		return true // "on my phone at the airport", "in a meeting rn": the user's situation, nothing asked
	}
	if praiseOn(ws) {
		return true // "nice catch on the constructor name too": more praise, not more work
	}
	if thanksOnly(ws) {
		return true // "thanks for catching the button thing too": more thanks, not more work
	}
	if tellsOthers(ws) {
		return true // "I'll tell the others not to touch cart.py today": the user's conduct toward them
	}
	if judgedToo(ws, related) {
		return true // "the down migration is fine too": the approval extended to another part
	}
	if directsWork(ws) || restrictsPlan(ws) || conditionsPlan(ws) || givesValue(ws, related) || correctsPlan(ws, related.has) {
		return false
	}
	if ws[0] == "if" && userReacts(ws, 0) && !marksPremiseOutside(ws) {
		return true // "if gradle breaks I'm blaming the moon phase": the user's own reaction
	}
	if foreignRemark(ws, related) {
		return true // "il cliente si lamenta da giorni": nothing the plan could take
	}
	if praiseFragment(ws) || thanksFragment(ws) || explainsAhead(ws) {
		return true // "nice touch on the test name", "thanks for digging into this", "if I go quiet, that's why"
	}
	if talkHeader(ws) {
		return true // "on a totally separate note", "funny story", "so context"
	}
	if !statement(ws) && !quantifiedStatement(ws) && !judgedSensible(ws) {
		return neutralFragment(ws, related) // "bless them": a reaction; "dry run first": how
	}
	if praisesPlan(ws) || judgedWell(ws) {
		return true // "the Grouper approach is cleaner", "2s is fine now"
	}
	if (pointsBackAt(ws) || lastedUntilNow(ws)) && !marksPremise(ws) && reasonToFix(ws, related.surely) {
		return true // "those warnings fill half the CI log": the problem the plan fixes, the reason for the approval
	}
	if findsFault(ws) && !((ownPast(ws) || ownConduct(ws)) && !mentionsPlan(ws, related.has)) {
		return false
	}
	if endorses(ws) {
		return true // "this matches what the vendor told us"
	}
	if marksPremise(ws) {
		return false // "the wrapper eats the exit code anyway", "the old flag is still read"
	}
	// A fact in the present about things ("the config lives in two
	// places", "our linter enforces 100-char lines") may correct the
	// plan's premise: it stays a change. What the user did, feels or will
	// do, what happened, and what is on the calendar are remarks.
	// A modal in the perfect or a duty left to an indefinite later
	// ("curve_fit is what I should have used", "the whole thing needs a
	// rewrite one day") tells no present fact: it judges the past or
	// notes the future.
	return (!presentFact(ws) || notNow(ws) || toldAsPast(ws)) && !mentionsPlan(ws, related.has) && !related.foldedMention(ws)
}

// notNow reports whether a statement's duty or judgement is not about the
// work now: a modal in the perfect or a duty at an indefinite future (see
// laterDuty).
func notNow(ws []string) bool {
	for i := range ws {
		if laterDuty(ws, i) {
			return true
		}
	}
	return false
}

// presentFact reports whether a statement tells how things are now: not
// the user's own doing ("I'm off Friday", "I'll keep an eye on grafana"),
// not a story of the past ("the CVE got a number this morning"), not news
// placed in time ("standup is at 10 tomorrow").
func presentFact(ws []string) bool {
	switch ws[0] {
	case "i", "i'm", "i'll", "i've", "i'd":
		for _, w := range ws[1:] {
			if perceives(w) {
				return true // "I noticed the README has the old command": what was noticed is weighed
			}
		}
		return false
	}
	if narratesPast(ws) || feelsAbout(ws) {
		return false // "the CVE got a number this morning", "they hate the CSV"
	}
	for _, w := range ws {
		if dayOrTime(w) {
			return false
		}
	}
	for j := 1; j < len(ws) && j <= maxSubject+1; j++ {
		switch w := ws[j]; {
		case w == "will" || w == "gonna" || w == "going" && j+1 < len(ws) && ws[j+1] == "to":
			return false // "the finance team will be thrilled"
		case (pastTense(w) || irregularPast(w)) && !presentLink(ws[j-1]):
			return false // "the CVE got a number" ("the flag is ignored" is how it is now)
		}
	}
	return true
}

// feelsAbout reports whether a statement tells what people feel, with a
// person as its subject and a verb of feeling ("they hate the CSV", "she
// loves it", "everyone agrees"): a feeling, not how the work's things are.
func feelsAbout(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	switch ws[0] {
	case "they", "he", "she", "everyone", "everybody", "nobody", "people", "folks":
	default:
		return false
	}
	switch ws[1] {
	case "hate", "hates", "love", "loves", "like", "likes", "agree", "agrees", "adore", "adores", "miss", "misses", "dread",
		"dreads", "complain", "complains":
		return true
	}
	return false
}

// perceives reports whether w tells what the user noticed or found: what
// follows is a fact about the work, weighed as one.
func perceives(w string) bool {
	switch w {
	case "noticed", "found", "saw", "see", "spotted", "realized", "realised", "think", "guess":
		return true
	}
	return false
}

// findsFault reports whether a statement finds something wrong, missing or
// at risk, judges a part, wishes for more, or points at the same thing
// elsewhere ("the error text is wrong", "docs are missing", "the old
// clients will break", "a log line would be nice", "the same bug exists in
// the admin panel"): a problem the plan may have to answer.
func findsFault(ws []string) bool {
	if raisesProblem(ws) || mayBeProblem(ws) || predictsProblem(ws) || foretellsHarm(ws) || sameElsewhere(ws) ||
		judgedDegree(ws) {
		// "the badges broke when we moved orgs": a story ("the cookie has
		// been broken for weeks" lasts until now: a problem still open)
		return !narratesPast(ws) || lastedUntilNow(ws)
	}
	for i, w := range ws {
		if expectsWell(ws, i) || laterDuty(ws, i) && (i == 0 || ws[i-1] != "you") {
			continue // "we should have done this from the start": the past judged ("you should have …" faults the plan)
		}
		switch w {
		case "though", "different", "similar", "other", "another", "otherwise", "important",
			"critical", "worth", "would", "could", "might", "should", "ideally", "preferably", "wish", "hope":
			return true
		}
	}
	return false
}

// marksPremise reports whether a statement sets how things are against
// what the plan may assume: "now", "already", "actually", "anymore",
// "currently", "still", "same", or a trailing "anyway". An endorsement
// with one ("10s is fine now") is still an endorsement.
func marksPremise(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "now":
			if i > 0 && ws[i-1] == "just" {
				continue // "what the profiler showed when I looked again just now": a moment ago
			}
			return true
		case "already", "actually", "anymore", "currently", "still", "same", "twice":
			return true
		case "anyway", "anyways":
			if i > 0 {
				return true // "the wrapper eats the exit code anyway"
			}
		}
	}
	return false
}

// trimRemarkOpening drops the words that open a remark without saying what
// it is: "and", "also", "so", "btw", "fyi", "ps", "anyway", "honestly",
// "lol". "but" stays: it sets what follows against the plan.
func trimRemarkOpening(ws []string) []string {
	for len(ws) > 0 {
		switch w := ws[0]; {
		case w == "and" || w == "also" || w == "so" || w == "then" || w == "ok" || w == "okay" || w == "alright" ||
			w == "please" || w == "pls" || w == "yeah" || w == "anyway" || w == "anyways" || w == "btw" ||
			w == "fyi" || w == "ps" || w == "p.s" || w == "pps" || w == "p.p.s" || w == "fwiw" || w == "oh" || interjection(w):
			ws = ws[1:]
			continue
		}
		return ws
	}
	return ws
}

// statement reports whether words are a full statement: a subject and its
// verb ("the finance team will be thrilled", "I'm off Friday", "we've been
// chasing this leak for two milestones"), not an instruction and not a
// fragment.
func statement(ws []string) bool {
	if declarative(ws) || statesOwn(ws) || narratesPast(ws) || explainsAhead(ws) {
		return true
	}
	if len(ws) >= 2 && strings.HasSuffix(ws[0], "'s") {
		switch ws[1] {
		case "on", "in", "at", "off", "out", "away", "back", "busy", "done", "been", "got", "going":
			return true // "Marco's on it", "Lena's out today"
		}
	}
	// "Acme's endpoint flaps every night", "those warnings fill half the
	// CI log": a subject, then a verb in the present.
	return subjectThenVerb(ws) || personThenVerb(ws)
}

// personThenVerb reports whether a clause opens with a person as its
// subject and a verb after it ("they hate the csv", "nobody waits on
// them", "she agrees"): people, not the work's things.
func personThenVerb(ws []string) bool {
	if len(ws) < 2 || isFiller(ws[1]) && ws[1] != "really" && ws[1] != "should" && ws[1] != "must" {
		return false
	}
	switch ws[0] {
	case "they", "he", "she", "nobody", "everyone", "everybody", "someone", "somebody", "people", "folks":
		return !isDeterminer(ws[1])
	}
	return false
}

// subjectThenVerb reports whether a clause opens with a noun phrase (a
// determiner or a possessive, then up to maxSubject words) followed by a
// finite verb: a form of "be" or "have", a modal, or a word in -s or -ed
// after a noun.
func subjectThenVerb(ws []string) bool {
	if len(ws) < 3 || !(isDeterminer(ws[0]) || possessive(ws[0]) || ws[0] == "those" || ws[0] == "these" ||
		len(ws[0]) > 2 && strings.HasSuffix(ws[0], "'s") && !copula(ws[0])) {
		return false // "those warnings fill half the CI log", "Acme's endpoint flaps every night"
	}
	for j := 1; j < len(ws) && j <= maxSubject; j++ {
		switch w := ws[j]; {
		case copula(w), w == "has" || w == "have" || w == "had", w == "will" || w == "would" || w == "can" || w == "could",
			w == "should" || w == "must" || w == "might" || w == "may":
			return j >= 1
		case j >= 2 && len(w) > 3 && (strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "ed")),
			j >= 2 && irregularPast(w):
			return true
		}
	}
	return false
}

// directsWork reports whether a statement asks something of the agent or
// the team: an instruction ("ignore them for now"), a request ("can you
// also …"), or a duty laid on the agent or on "we" ("you should …", "we
// need to …", "it must …").
func directsWork(ws []string) bool {
	if directs(ws) {
		return true
	}
	for i, w := range ws {
		if i+1 >= len(ws) {
			break
		}
		next := ws[i+1]
		switch w {
		case "you", "we", "it", "this", "that", "they":
			if expectsWell(ws, i+1) {
				continue // "so we should be fine", "it should be quick"
			}
			if laterDuty(ws, i+1) {
				continue // "we should have done this from the start", "we'll need to revisit it someday"
			}
			if modalOfDuty(next) || next == "can" || next == "could" || next == "might" || next == "may" {
				return true // "you can reference it in the commit", "we should use it more"
			}
		case "you'll", "we'll", "you'd", "we'd", "you've", "we've":
			if (next == "need" || next == "have") && laterDuty(ws, i+1) {
				continue // "we'll need to revisit it eventually": a note for later
			}
			if next == "need" || next == "have" || next == "want" || next == "got" || next == "better" {
				return true // "you'll need to bump the lockfile"
			}
		case "please", "pls", "plz", "let's", "lets":
			return true
		}
	}
	return false
}

// expectsWell reports whether ws[i] opens an expectation that all will be
// well ("should be fine", "should be quick", "will be ok"): a prediction,
// not a duty ("should be configurable" is one).
func expectsWell(ws []string, i int) bool {
	if i+2 >= len(ws) || ws[i] != "should" && ws[i] != "will" || ws[i+1] != "be" {
		return false
	}
	switch ws[i+2] {
	case "fine", "ok", "okay", "quick", "fast", "safe", "good", "easy", "painless", "trivial":
		return true
	}
	return false
}

// modalOfDuty reports whether w lays a duty: "should", "must", "need",
// "needs", "have" (to), "has" (to), "gotta".
func modalOfDuty(w string) bool {
	switch w {
	case "should", "must", "need", "needs", "have", "has", "gotta", "shall", "ought":
		return true
	}
	return false
}

// contrasts reports whether a clause holds a word that sets something
// against the plan or narrows it: a negation, "but", "except", "only",
// "without", "instead", "rather".
func contrasts(ws []string) bool {
	for i, w := range ws {
		if negatorLen(ws, i) > 0 || hangingConnector(w) || w == "only" || w == "without" || w == "instead" || w == "rather" {
			return true
		}
	}
	return false
}

// restrictsPlan reports whether a statement sets something against the
// plan or narrows it: "but", "except", "only", "without", "instead",
// "rather", "however", "although", a negation, or a word that asks for
// something to be kept, used, left out or added (see restricts).
func restrictsPlan(ws []string) bool {
	past := narratesPast(ws)
	told := past || toldAsPast(ws)
	for i, w := range ws {
		if past && (w == "only" || w == "just") {
			continue // "last time we only found the race in prod": the past, not the plan, narrowed
		}
		if told && (w == "too" || negatorLen(ws, i) > 0) {
			continue // "two customers had noticed too", "I'd never have spotted that": the story's words
		}
		if negatorLen(ws, i) > 0 || hangingConnector(w) || changeMarker(w) && w != "also" {
			return true
		}
		if w == "just" && i+1 < len(ws) && (pastTense(ws[i+1]) || irregularPast(ws[i+1]) || ws[i+1] == "now") || expectsWell(ws, i) {
			continue // "I just got out of a review", "I looked just now": when, not "only"; "we should be fine": no duty
		}
		if restricts(w) && w != "if" && w != "once" && !laterDuty(ws, i) {
			return true
		}
	}
	return false
}

// conditionsPlan reports whether a statement puts a condition or a time on
// the work: "if", "unless", "once", "until", "as long as", "provided",
// "before", "after" (the user's own day, "I'm out till 3", is no
// condition).
func conditionsPlan(ws []string) bool {
	own := ws[0] == "i" || ws[0] == "i'm" || ws[0] == "i'll"
	for i, w := range ws {
		switch w {
		case "until", "till", "before", "after":
			if pastEventAt(ws, i+1) {
				continue // "the OOMs started right after we bumped protobuf": the story's own order
			}
			if own && (i+1 == len(ws) || dayOrTime(ws[i+1]) || hasDigit(ws[i+1]) || ws[i+1] == "lunch") {
				continue // "I'm at the dentist till noon", "I'll do a manual pass after": the user's own day
			}
			if own && w == "after" && followsWork(ws, i) {
				continue // "I'll rerun the load test after you push": the user's own step, after the work
			}
			return true
		case "once":
			if own && followsWork(ws, i) {
				continue // "I'll tell support once it's deployed"
			}
			return true
		case "if":
			if !explainsAhead(ws) && !userReacts(ws, i) && !contactsPerson(ws) {
				return true
			}
		case "unless", "provided", "providing", "assuming", "whenever":
			return true
		case "long", "soon":
			if i > 0 && ws[i-1] == "as" && i+1 < len(ws) && ws[i+1] == "as" && !(w == "soon" && own && followsWork(ws, i+1)) {
				return true // "as long as the e2e stays green"; "I'll merge it as soon as CI is green" is the user's step
			}
		}
	}
	return false
}

// userReacts reports whether the condition opened at ws[i] ("if") leads
// to what the user will do or feel, with nothing asked of anyone else
// ("if it still overruns I'm switching careers", "if gradle breaks I'm
// blaming the moon phase", "if it works I'll buy you a coffee"): the
// user's own reaction, a remark, not a condition on the work.
func userReacts(ws []string, i int) bool {
	for j := i + 2; j < len(ws); j++ {
		switch ws[j] {
		case "i", "i'm", "i'll", "i'd":
			for _, w := range ws[j+1:] {
				if w == "need" || w == "want" || w == "if" || w == "unless" || modalOfDuty(w) {
					return false // "if it fails I'll need you to revert"
				}
			}
			return j+1 < len(ws)
		case "you", "we", "you'll", "we'll", "please":
			return false // "if it fails, you revert": the work's condition
		}
	}
	return false
}

// explainsAhead reports whether a condition only explains what the user
// may see ("if I drop off, that's why", "if the build takes forever that's
// normal"): it ends in "that's why", "that's normal", "that's expected".
func explainsAhead(ws []string) bool {
	n := len(ws)
	if n < 3 || ws[n-2] != "that's" && ws[n-2] != "it's" {
		return false
	}
	switch ws[n-1] {
	case "why", "normal", "expected", "fine", "ok", "okay":
		return true
	}
	return false
}

// givesValue reports whether a statement holds a value the plan could take:
// a name in code ("exports_staging", "de.json") or a number beside a word
// of the plan's ("python is 3.12 on the runners").
func givesValue(ws []string, related *remarkLookup) bool {
	numbered := false
	for _, w := range ws {
		if codeLike(w) {
			return true
		}
		numbered = numbered || hasDigit(w)
	}
	return numbered && mentionsPlan(ws, related.has)
}

// praiseFragment reports whether a clause with no verb praises ("nice
// touch on the test name", "good call on the stress test", "great
// catch"): a praise word, then the noun it praises.
func praiseFragment(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	switch ws[0] {
	case "nice", "good", "great", "neat", "clever", "smart", "lovely", "excellent":
		return praised(ws[1]) || ws[1] == "touch" || ws[1] == "thinking"
	}
	return false
}

// thanksFragment reports whether a clause thanks, in any language
// ("thanks for digging into this", "thank you so much", "merci beaucoup",
// "kudos for spotting the ordering issue"): gratitude, nothing asked.
func thanksFragment(ws []string) bool {
	return lang.IsThanks(ws[0]) && ws[0] != "thank" || ws[0] == "thank" && len(ws) > 1 && ws[1] == "you" ||
		ws[0] == "kudos" || ws[0] == "props"
}

// endorsedAs reports whether a statement says a thing is what someone
// wants or asked for ("cascade is what we want", "escape is what the
// audit asked for"): the plan endorsed.
func endorsedAs(ws []string) bool {
	for i := 1; i+1 < len(ws); i++ {
		if ws[i] != "what" || !copula(ws[i-1]) && ws[i-1] != "exactly" {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+4; j++ {
			switch ws[j] {
			case "want", "wants", "wanted", "need", "needs", "needed", "asked", "expect", "expects", "expected", "recommend",
				"recommends", "use", "uses", "had":
				return true
			}
		}
	}
	return false
}

// judgedWell reports whether a statement judges something well: a form of
// "be", then (within two words) a word of approval or of relief ("2s is
// fine", "product is happy", "this is long overdue", "that's
// embarrassing"): the user's view, not a fact to act on.
func judgedWell(ws []string) bool {
	for i, w := range ws {
		if !copula(w) && w != "are" && w != "was" && w != "were" && w != "'s" {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+3; j++ {
			switch ws[j] {
			case "fine", "happy", "good", "great", "acceptable", "overdue", "cheap", "cleaner", "better", "perfect", "ok",
				"okay", "approved", "win", "glad", "thrilled", "excited", "embarrassing", "right", "correct", "golden", "favorite",
				"favourite":
				return true
			}
		}
	}
	return false
}

// negatedRemark reports whether a statement with a negation after its
// subject ("they don't rely on it", "I didn't even know it compiled with
// no warnings") only remarks: read without the negation (ws[i:i+n]), it
// does nothing to the plan. A negation changes what a statement says, not
// whether it acts on the plan; one that opens the clause ("not the tests")
// restricts, and stays a change.
func negatedRemark(ws []string, i, n int, related *remarkLookup) bool {
	if noChangeSaid(ws) {
		return true // "I don't see anything to change"
	}
	if i <= 0 || i+n > len(ws) || !statement(ws) {
		return false
	}
	rest := make([]string, 0, len(ws)-n)
	rest = append(append(rest, ws[:i]...), ws[i+n:]...)
	return remarkOnly(rest, related)
}

// namesApproved reports whether the words right after an approval phrase
// only name what is approved: its object ("go ahead with the gradle
// cleanup", "adelante con el clamp") or the plan's own step restated
// ("go ahead and migrate it", "please proceed and add the clipping").
// Every word of substance must be the plan's (a lookup), "one" pointed
// at ("do that one"), or, after "with", a word that selects all of it
// ("go ahead with both": "yes to both" may pick two items of a longer
// list) or a noun for a kind of work ("the switch", "the rewrite"); nothing may add, limit, negate,
// order, time or condition the work, nor name a thing indefinitely (see
// onlyPlanWords). A thing the plan does not name ("go ahead with the
// redis cache", "go ahead and open the PR") is more than the plan.
func namesApproved(ws []string, related *remarkLookup) bool {
	if len(ws) > 0 && ws[0] == "and" {
		ws = ws[1:]
	}
	if len(ws) == 0 || statement(ws) {
		return false
	}
	object := consentWith(ws[0])
	for i, w := range ws {
		switch w {
		case "then", "just", "when", "while", "if", "once", "until", "till", "before", "after", "first", "next",
			"later", "now", "today", "asap", "immediately", "tomorrow", "tonight":
			return false // "go ahead with the rename first", "and merge it when it's green"
		case "and", "or", "&":
			if i > 0 {
				return false // "go ahead with the rename and the docs": more than one thing
			}
		case "one", "ones":
			if i == 0 || ws[i-1] != "that" && ws[i-1] != "this" && ws[i-1] != "the" && ws[i-1] != "those" {
				return false // "with one retry": a count, a value
			}
		}
	}
	return onlyPlanWords(ws, func(w string) bool {
		return w == "one" || w == "ones" || object && (lang.SelectsAll(w) || kindOfWork(w)) || related.surely(w)
	})
}

// consentWith reports whether w opens the object of a consent verb: "with"
// in English and the other languages ("go ahead with", "adelante con",
// "manda ver com", "vas-y avec", "mach mit", "ga door met").
func consentWith(w string) bool {
	switch w {
	case "with", "con", "com", "avec", "mit", "met":
		return true
	}
	return false
}

// kindOfWork reports whether w names a kind of work rather than a thing
// ("the switch", "the rewrite", "the migration"): after "go ahead with" it
// is the work proposed.
func kindOfWork(w string) bool {
	switch w {
	case "switch", "swap", "rewrite", "rename", "cleanup", "migration", "refactor", "refactoring", "upgrade", "bump",
		"conversion", "removal", "move", "split", "merge", "rollout", "patch", "bugfix", "hotfix", "tweak", "tweaks":
		return true
	}
	return false
}

// marksPremiseOutside is marksPremise for the words of a condition's
// consequence only ("if it still overruns I'm switching careers": the
// "still" belongs to the condition).
func marksPremiseOutside(ws []string) bool {
	for j, w := range ws {
		if w == "i" || w == "i'm" || w == "i'll" || w == "i'd" {
			return marksPremise(ws[j:])
		}
	}
	return false
}

// foreignRemark reports whether a clause is written in another language
// (a word in non-ASCII letters or a word only other languages have) and
// holds nothing a change needs: no negation or change marker of another
// language (see foreignChange), no word
// the plan holds, no value, no code name. What such a clause says (a
// story, a reason, a name addressed) cannot touch the plan: to change it,
// it must name something of it or give a value.
func foreignRemark(ws []string, related *remarkLookup) bool {
	if !lang.MayBeForeign([]lang.Clause{{Words: ws}}) {
		return false
	}
	for i, w := range ws {
		if lang.IsForeignNegation(w) || negatorLen(ws, i) > 0 || hasDigit(w) || codeLike(w) || foreignChange(w) {
			return false
		}
	}
	if foreignRequest(ws) {
		return false // "另外把日志也加上", "И добавь ещё логирование": more work asked
	}
	for _, w := range ws {
		if !isFiller(w) && len(w) > 2 && related.has(w) {
			return false
		}
	}
	return true
}

// foreignChange reports whether w, in another language, marks a change the
// way "also", "only", "but", "instead", "add", "use", "remove",
// "differently" do in English ("y también los tests", "solo el cache",
// "mais garde le header", "aggiungi un test", "usa redis", "да, делай
// иначе", "ja, mach das anders"): a clause with one is weighed as a
// change.
func foreignChange(w string) bool {
	switch w {
	case "también", "tambien", "aussi", "auch", "anche", "também", "ook", "bhi", "además", "ademas", "też", "tez",
		"solo", "sólo", "só", "so'", "seulement", "nur", "alleen", "sirf", "tylko", "soltanto",
		"pero", "mais", "aber", "ma", "mas", "maar", "lekin", "ale", "sondern",
		"invece", "stattdessen", "plutôt", "plutot", "liever", "mejor", "melhor", "meglio", "lieber", "besser",
		"agrega", "agregá", "añade", "añadí", "ajoute", "ajouter", "aggiungi", "adiciona", "adicione", "füge", "hinzu",
		"voeg", "dodaj", "jodo", "usa", "usá", "utilise", "utilisez", "benutze", "verwende", "gebruik", "użyj", "uzyj",
		"quita", "elimina", "enlève", "supprime", "rimuovi", "togli", "remova", "remove", "entferne", "lösche",
		"verwijder", "usuń", "usun", "hatao", "hata", "cambia", "change", "ändere", "ändern", "verander", "mude", "muda",
		"sans", "sin", "sem", "senza", "ohne", "zonder", "bez", "sauf", "excepto", "salvo", "außer", "behalve", "tranne",
		"без", "только", "тоже", "также", "вместо", "кроме", "тільки", "лише", "теж", "замість", "крім",
		// "differently", "another way": the plan done some other way
		"иначе", "по-другому", "по-иному", "другому", "другой", "інакше", "по-іншому", "іншому",
		"anders", "andere", "anderen", "autrement", "différemment", "differemment", "autre",
		"diversamente", "altro", "altra", "diferente", "diferentemente", "distinto", "otra", "otro",
		"outra", "outro", "inaczej", "inny", "inna", "jinak", "jiný", "jinou", "farklı", "başka",
		"lain", "khác", "annerledes", "annorlunda", "anderledes", "toisin", "másképp", "altfel":
		return true
	}
	return false
}

// noChangeSaid reports whether a clause says there is nothing to change
// ("nothing I'd change", "none whatsoever", "I don't see anything to
// change", "nothing else to add", "no further comments from me"): a
// negation over all changes, naming nothing it is about, and so none. Its
// words are a closed set (or a negated qualm, see noQualm): anything else ("nothing for the tests", "none
// of the docs") names what it is about and is weighed as usual, and so is
// an instruction ("don't change anything").
func noChangeSaid(ws []string) bool {
	if len(ws) == 0 || ws[0] == "don't" || ws[0] == "do" || ws[0] == "not" {
		return false // "don't change anything": an instruction, weighed as one
	}
	if len(ws) >= 2 && (ws[0] == "and" || ws[0] == "so" || ws[0] == "but") && negatorLen(ws, 1) > 0 {
		ws = ws[1:] // "but no pressure"
	}
	none := false
	for i, w := range ws {
		switch {
		case i > 0 && negatorLen(ws, i-1) > 0 && noQualm(w):
			none = true // "no objections", "keine Einwände", "no pressure"
			continue
		case i+1 < len(ws) && negatorLen(ws, i) > 0 && noQualm(ws[i+1]):
			continue
		}
		switch w {
		case "nothing", "none":
			none = true
		case "anything":
			none = none || i > 0 && negationBefore(ws[:i])
		case "else", "whatsoever", "change", "add", "see", "object", "notes", "comments", "complaints", "concerns",
			"objections", "further", "more", "from", "me", "here", "at", "all", "i'd", "i", "would", "to", "really",
			"don't", "do", "not", "can't", "cannot", "no", "honestly", "could", "can", "think", "of", "there's", "is":
		default:
			return false
		}
	}
	return none
}

// negationBefore reports whether ws holds a negation.
func negationBefore(ws []string) bool {
	for i := range ws {
		if negatorLen(ws, i) > 0 {
			return true
		}
	}
	return false
}

// talkHeader reports whether a fragment only names the kind of talk that
// follows it ("on a totally separate note", "funny story", "context for
// you", "fyi", "quick aside"): it announces, it acts on nothing. The talk
// word must head the fragment (its last word) or open it; a fragment that
// opens with an article names a thing to add ("a note in the README").
func talkHeader(ws []string) bool {
	if len(ws) == 0 || len(ws) > 6 || ws[0] == "a" || ws[0] == "an" || ws[0] == "another" {
		return false
	}
	return talkWord(ws[len(ws)-1]) || talkWord(ws[0]) && len(ws) <= 3 && (len(ws) == 1 || ws[1] == "for")
}

// talkWord reports whether w names a kind of talk: a note, a story, some
// context, a thought.
func talkWord(w string) bool {
	switch w {
	case "note", "story", "context", "background", "fyi", "aside", "thoughts", "rant", "confession", "disclaimer",
		"tangent", "anecdote", "digression":
		return true
	}
	return false
}

// quantifiedStatement reports whether a clause is a statement whose
// subject is quantified ("every run blew up", "each build takes ten
// minutes", "half the team thought it was magic", "nobody has touched
// it"): a quantifier, up to maxSubject words, then a finite verb in the
// past or a form of "be" or "have".
func quantifiedStatement(ws []string) bool {
	if len(ws) < 3 {
		return false
	}
	switch ws[0] {
	case "every", "each", "half", "most", "some", "all", "nobody", "nothing", "everything", "everyone", "none":
	default:
		return false
	}
	for j := 1; j < len(ws) && j <= maxSubject+1; j++ {
		if w := ws[j]; pastTense(w) || irregularPast(w) || copula(w) || w == "has" || w == "have" || w == "had" {
			return true
		}
	}
	return false
}

// noQualm reports whether w, after a negation, names a qualm or a
// pressure the user says there is none of ("no objections", "no
// concerns", "no dramas", "no pressure", "keine Einwände", "sem
// objeções"): nothing is asked.
func noQualm(w string) bool {
	switch w {
	case "objection", "objections", "concern", "concerns", "complaint", "complaints", "worries", "drama", "dramas",
		"pressure", "rush", "qualms", "notes", "comments", "einwände", "einwande", "bedenken", "objeções", "objecoes",
		"objeciones", "obiezioni", "bezwaar", "bezwaren", "zastrzeżeń":
		return true
	}
	return false
}

// ownPast reports whether a statement tells what the user or the team did
// or felt before ("I read through this twice", "we've been chasing this
// leak for two milestones", "I'd forgotten it was filed"): the user's own effort, not a fault of the
// plan's work (when it names nothing of the plan: see remarkOnly). A worry
// ("I was worried it would break the cron job") names a risk, past or not.
func ownPast(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	switch ws[0] {
	case "i", "we", "i've", "we've", "i'd", "we'd":
	default:
		return false
	}
	for _, w := range ws {
		switch w {
		case "worried", "worry", "concerned", "nervous", "afraid", "scared", "unsure", "doubt", "doubts":
			return false // "I was worried it would break the cron job": a risk named, weighed as one
		}
	}
	for _, w := range ws[1:min(len(ws), 3)] {
		if w == "was" || w == "were" || w == "been" || pastTense(w) || irregularPast(w) {
			return true
		}
	}
	return false
}

// contactsPerson reports whether a clause only says whom to reach ("if
// anything breaks ping Priya", "Jonas is your contact if the build
// breaks", "call me if it fails"): a note about people, not a condition on
// the work. The one reached is a person (a pronoun for one, or a name with
// no article before it); "ping the health endpoint" is work.
func contactsPerson(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "ping", "call", "text", "message", "slack", "dm", "email", "page", "contact":
			if i > 0 && (ws[i-1] == "your" || ws[i-1] == "the") && w == "contact" {
				return true // "Jonas is your contact"
			}
			if i+1 >= len(ws) {
				continue
			}
			switch next := ws[i+1]; {
			case next == "me" || next == "us" || next == "him" || next == "her" || next == "them":
				return true
			case next != "it" && !isDeterminer(next) && !isFiller(next) && !codeLike(next) && !hasDigit(next):
				return true // "ping priya"
			}
		}
	}
	return false
}

// followsWork reports whether the time clause opened at ws[i] ("after",
// "once", "as soon as") only places the user's own step after the work
// ("I'll rerun the load test after you push", "I'll tell support once it's
// deployed"): it names no change to be made first ("once you add a
// benchmark") and the statement wants, needs or lays no duty ("I'll need
// you to revert it after the release"). The user's step comes after the
// agent's work and holds nothing of it back.
func followsWork(ws []string, i int) bool {
	for _, w := range ws[i+1:] {
		if lang.IsChangeVerb(w) {
			return false
		}
	}
	return !wantsOrOwes(ws)
}

// wantsOrOwes reports whether a statement wishes, wants or lays a duty
// ("I'd rather …", "I might want …", "I'll need you to …", "I must …").
func wantsOrOwes(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "want", "wants", "wanted", "like", "prefer", "love", "rather", "wish", "hope", "expect", "need", "needs",
			"must", "should", "gotta", "ought", "have", "has":
			return true
		}
	}
	return false
}

// ownConduct reports whether a statement tells the user's own
// availability or doings, with the user as its subject ("I'm at the
// airport so might be slow to reply", "I could be offline for a bit"): a
// modal there says what the user may do, not what the work lacks. A wish
// or a duty ("I might want a flag"), a worry ("I'm worried it breaks …"),
// or a modal before a verb of change ("I would add a counter") is weighed
// as usual.
func ownConduct(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	switch ws[0] {
	case "i", "i'm", "i'll", "i've":
	default:
		return false
	}
	if wantsOrOwes(ws) {
		return false
	}
	for i, w := range ws {
		switch w {
		case "worried", "worry", "concerned", "nervous", "afraid", "scared", "unsure", "doubt":
			return false
		case "would", "could", "might", "may", "can":
			if i+1 < len(ws) && lang.IsChangeVerb(ws[i+1]) {
				return false // "I would add a counter": a change the user would make
			}
		}
	}
	return true
}
