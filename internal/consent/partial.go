package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply can approve part of a plan without any word of approval, by
// directing that part and holding the rest back: "do the min-width and
// overflow part but keep the 1200px", "only the filter, the tests can come
// later", "write the test first, don't touch cli.py yet", "just do 1 and 4
// for now". The reply opens by directing something the plan names (a verb
// of doing with a term of the plan, a step's number, or "just"/"only" with
// one), and another part of it excludes or postpones something ("skip",
// "leave", "keep", "hold", "not", "later", "for now", "first"), puts it
// at a later time ("the docs tomorrow") or has the user take it ("I'll
// run the migration myself"). That is a partial
// approval to confirm, not a refusal (its "don't" and "later" hold back
// only the rest) and not a reply with nothing to say about the plan.

// maxPartial bounds the replies read for a directed part: a partial
// approval is said in a sentence or two.
const maxPartial = 320

// directsPart reports whether a reply directs a part of plan and holds
// the rest back (see above).
func directsPart(prompt, plan string) bool {
	if len(prompt) > maxPartial || plan == "" {
		return false
	}
	cls := lang.Clauses(prompt)
	if len(cls) == 0 || lang.SarcasticIn(prompt, cls) {
		return false
	}
	first := -1
	terms := termsOf(plan)
	quoted := opensQuote(prompt) // "\"just sort it\" says the PM": someone else's words
	excluded := false            // a named part was held back before the part directed
	for k, cl := range cls {
		var next []string
		if k+1 < len(cls) && !cls[k+1].Question {
			next = cls[k+1].Words
		}
		if !cl.Question && !quoted && postfixOnly(cl.Words) {
			return true // "ボタンの無効化だけお願いします", "deployment.yaml만 바꿔주세요": the "only" holds the rest back
		}
		if !cl.Question && (directsNamed(cl.Words, terms) || !quoted && onlyNamed(cl.Words, terms, plan)) {
			first = k
			break
		}
		// The terse forms of a part approved and a part kept out ("preload
		// yes, swap no", "yes but don't touch x.ts", "don't touch x, y is
		// fine"): a long reply that praises parts and then refuses is read
		// by the other rules.
		if !cl.Question && len(prompt) <= maxPick && (approvesNamed(cl.Words, terms) && (excluded || keepsNamedOut(cls[k+1:], terms)) ||
			yesExcept(cl.Words, next, terms)) {
			first = k
			break
		}
		switch {
		case saysNothing(cl.Words):
		case k == 0 && !cl.Question && len(cls) > 1 && bareApproval(cl.Words):
			// "hazlo, pero solo …", "oke, tapi …": the part said next
			// is what is approved
		case !cl.Question && len(prompt) <= maxPick && excludesNamed(cl.Words, terms):
			// "don't quarantine checkout, that's our money path. retry is
			// fine": a part held back first, the rest approved after it.
			excluded = true
		case excluded && !cl.Question:
			// the reason for what was held back
		default:
			return false // it opens with something else: a refusal, a question, a story
		}
	}
	if first < 0 {
		return false
	}
	if excluded {
		return true
	}
	for k := first; k < len(cls); k++ {
		ws := cls[k].Words
		if holdsRest(ws) || k > first && !cls[k].Question && (defersRest(ws) || laterPart(ws) || takesPart(ws, terms)) {
			return true
		}
	}
	return false
}

// laterPart reports whether a clause after a directed part puts
// something at a later time ("do the install section tomorrow"); a clause
// about the user ("I'll be out this afternoon") says when the user is
// busy, not when the work is.
func laterPart(ws []string) bool {
	return len(ws) > 0 && !personal(ws[0]) && ws[0] != "we'll" && ws[0] != "we're" && namesLater(ws)
}

// takesPart reports whether a clause after a directed part has the user
// take another part: "I'll run the migration myself", "I'll do the Go
// part", "we'll handle the router". The user, a verb, and "myself" or
// "ourselves", or a part of the plan ("the … part", a term of it); not a
// remark about the user ("I'll be in meetings").
func takesPart(ws []string, terms planTerms) bool {
	if len(ws) > 0 && ws[0] == "but" {
		ws = ws[1:]
	}
	if len(ws) < 3 || ws[0] != "i'll" && ws[0] != "we'll" || ws[1] == "be" || ws[1] == "have" {
		return false
	}
	for _, w := range ws[2:] {
		if w == "myself" || w == "ourselves" || w == "part" {
			return true
		}
	}
	return (directVerb(ws[1]) || lang.IsChangeVerb(ws[1])) && terms.shared(strings.Join(ws[2:], " ")) > 0
}

// approvesNamed reports whether a clause names a part of the plan and
// then assents to it: "preload yes", "steps 1 and 2 yes", "retry is
// fine", "the docs part is ok". A bare "yes" names nothing.
func approvesNamed(ws []string, terms planTerms) bool {
	n := len(ws)
	for n > 0 && (ws[n-1] == "please" || ws[n-1] == "pls" || ws[n-1] == "then") {
		n--
	}
	if n < 2 {
		return false
	}
	end := n - 1
	switch {
	case lang.IsYes(ws[end]) || ws[end] == "fine" || ws[end] == "good":
	default:
		return false
	}
	if end > 0 && (ws[end-1] == "is" || ws[end-1] == "are" || ws[end-1] == "sounds" || ws[end-1] == "looks") {
		end--
	}
	named := ws[:end]
	for _, w := range named {
		if lang.IsNegation(w) || w == "no" || w == "not" || conditional(w) || w == "say" {
			return false // "if we had the password I'd say yes"
		}
	}
	for _, w := range named {
		if isNumber(w) || ordinal(w) {
			return true // "steps 1 and 2 yes"
		}
	}
	return terms.shared(strings.Join(named, " ")) > 0
}

// yesExcept reports whether a clause is a bare yes and the clause after
// it (ws's own rest, or next) keeps a named part of the plan out after
// "but": "yes but don't touch legacy.ts", "ok, but not the migration".
// "yes but don't do it yet" keeps out no part: a pronoun names none.
func yesExcept(ws, next []string, terms planTerms) bool {
	if len(ws) == 0 || !lang.IsYes(ws[0]) {
		return false
	}
	i := 1
	for i < len(ws) && lang.IsYes(ws[i]) {
		i++
	}
	rest := ws[i:]
	if len(rest) == 0 {
		rest = next
	}
	return len(rest) > 1 && rest[0] == "but" && excludesNamed(rest[1:], terms)
}

// excludesNamed reports whether a clause opens by keeping a named part of
// the plan out: "don't quarantine checkout", "don't touch src/jobs/x.ts",
// "not the yaml", "skip the changelog". What it keeps out must be the
// plan's, and not only a pronoun ("don't do it" keeps out the whole plan).
func excludesNamed(ws []string, terms planTerms) bool {
	if len(ws) > 2 && butWord(ws[0]) {
		ws = ws[1:] // "but don't touch x.ts", "tapi jangan hapus dispatch"
	}
	if len(ws) < 2 {
		return false
	}
	if lang.IsForeignNegation(ws[0]) && ws[0] != "no" {
		// "jangan hapus dispatch", "nicht die Migration": the verb, if
		// any, names nothing of the plan
		return terms.shared(strings.Join(ws[1:], " ")) > 0
	}
	switch ws[0] {
	case "don't", "dont", "do", "not", "skip", "leave", "no":
	default:
		return false
	}
	rest := ws[1:]
	if ws[0] == "do" {
		if rest[0] != "not" || len(rest) < 2 {
			return false
		}
		rest = rest[1:]
	}
	if ws[0] == "don't" || ws[0] == "dont" || ws[0] == "do" {
		rest = rest[1:] // the verb: "don't touch …", "don't quarantine …"
	}
	named := make([]string, 0, len(rest))
	for _, w := range rest {
		if pronoun(w) || determiner(w) || isFiller(w) {
			continue
		}
		named = append(named, w)
	}
	return len(named) > 0 && terms.shared(strings.Join(named, " ")) > 0
}

// keepsNamedOut reports whether a clause keeps a named part of the plan
// out: it opens as excludesNamed reads, or names a part and then refuses
// it ("swap no", "the changelog not yet"), or holds it off ("hold off on
// 1").
func keepsNamedOut(cls []lang.Clause, terms planTerms) bool {
	for _, cl := range cls {
		ws := cl.Words
		if cl.Question || len(ws) < 2 {
			continue
		}
		if excludesNamed(ws, terms) {
			return true
		}
		if ws[0] == "hold" && ws[1] == "off" && len(ws) > 3 && ws[2] == "on" && namesPart(ws[3:], terms) {
			return true
		}
		if n := len(ws); (ws[n-1] == "no" || ws[n-1] == "not") && namesPart(ws[:n-1], terms) {
			return true
		}
	}
	return false
}

// namesPart reports whether words name a part of the plan: a step's
// number or a term of the plan.
func namesPart(ws []string, terms planTerms) bool {
	for _, w := range ws {
		if isNumber(w) || ordinal(w) {
			return true
		}
	}
	return terms.shared(strings.Join(ws, " ")) > 0
}

// defersRest reports whether a clause after a directed part leaves the
// rest to be decided later: "then we'll see", "we'll see after that",
// "then let's talk".
func defersRest(ws []string) bool {
	for i := 0; i+1 < len(ws); i++ {
		if (ws[i] == "we'll" || ws[i] == "i'll") && (ws[i+1] == "see" || ws[i+1] == "decide" || ws[i+1] == "talk") {
			return true
		}
	}
	return false
}

// directsNamed reports whether a clause opens by directing something the plan
// names: "do the button change", "fix the fence and the link", "start with
// just the pom", "just the cap", "frontend only", "do step 1 and 3".
func directsNamed(ws []string, terms planTerms) bool {
	i := 0
	for i < len(ws) && (ws[i] == "ok" || ws[i] == "okay" || ws[i] == "so" || ws[i] == "then" || ws[i] == "please" || ws[i] == "pls") {
		i++
	}
	if i == len(ws) {
		return false
	}
	rest := ws[i:]
	tail := rest // without a closing "for now", "please": "android only for now"
	for len(tail) > 1 && (tail[len(tail)-1] == "please" || tail[len(tail)-1] == "pls" || tail[len(tail)-1] == "now" ||
		tail[len(tail)-1] == "for" || tail[len(tail)-1] == "today" || (lang.IsAddress(tail[len(tail)-1]) || lang.IsYes(tail[len(tail)-1])) && !onlyWord(tail[len(tail)-1])) {
		tail = tail[:len(tail)-1]
	}
	switch {
	case len(rest) > 1 && (rest[1] == "not" || rest[1] == "never"):
		return false // "do not proceed until legal confirms": a refusal, not a part directed
	case directVerb(rest[0]) || lang.IsChangeVerb(rest[0]):
	case onlyWord(rest[0]) && (len(rest) == 1 || !conditional(rest[1])):
		// "just", "only", "solo", "nur", "só": not "only if the release
		// is cut first", a condition
	case len(tail) > 1 && onlyWord(tail[len(tail)-1]):
	case firstOnly(rest, terms):
		// "shellcheck first pls": a named part, the rest held for after
	default:
		return false
	}
	for _, w := range rest {
		if isNumber(w) || ordinal(w) {
			return true // "do 1 and 4", "the first three"
		}
	}
	// What it directs, not its verb, must be the plan's ("update your
	// notes" to a plan that updates the README is no part of it).
	named := rest
	if directVerb(rest[0]) || lang.IsChangeVerb(rest[0]) {
		named = rest[1:]
	}
	return terms.shared(strings.Join(named, " ")) > 0 || namesKind(named, terms)
}

// namesKind reports whether words name a part of the plan by the kind of
// work it is: "the code fix", "the documentation part", "the tests" — the
// code when the plan names a file, the docs or the tests when it has some.
func namesKind(ws []string, terms planTerms) bool {
	if len(ws) < 2 || ws[0] != "the" {
		return false
	}
	switch ws[1] {
	case "code":
		return terms.low != "" // a plan that reached here named its target
	case "doc", "docs", "documentation", "readme":
		return terms.has("doc") || terms.has("docs") || terms.has("readme") || terms.has("document")
	case "test", "tests", "spec", "specs":
		return terms.has("test") || terms.has("tests") || terms.has("spec")
	}
	return false
}

// firstOnly reports whether a clause is a named part of the plan and
// "first" (and "please"): "shellcheck first pls", "the migration first".
// Not "let's wait for CI first": a verb or a hold names no part.
func firstOnly(ws []string, terms planTerms) bool {
	n := len(ws)
	if n > 0 && (ws[n-1] == "please" || ws[n-1] == "pls") {
		n--
	}
	if n < 2 || n > 4 || ws[n-1] != "first" {
		return false
	}
	for _, w := range ws[:n-1] {
		if !determiner(w) && terms.shared(w) == 0 {
			return false
		}
	}
	return true
}

// conditional reports whether w opens a condition.
func conditional(w string) bool {
	return w == "if" || w == "when" || w == "once" || w == "after" || w == "unless"
}

// directVerb reports whether w, opening a clause, directs work to be done.
func directVerb(w string) bool {
	switch w {
	case "do", "fix", "start", "change", "write", "add", "move", "delete", "remove", "raise", "bump", "update", "apply",
		"make", "rename", "drop", "switch", "convert", "split", "go", "implement", "extract", "replace":
		return true
	}
	return false
}

// holdsRest reports whether a clause excludes or postpones something:
// "skip the test", "hold the migration", "leave the nav", "keep the 1200px", "don't touch
// cli.py yet", "changelog later", "for now", "no auto-dismiss", "Orders.jsx
// first", "the rest needs sign-off", "the test can wait until QA looks".
func holdsRest(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "skip", "leave", "keep", "except", "without", "later", "don't", "not", "no", "first", "exclude", "alone", "only",
			"hold": // "hold the migration": that part waits
			// "only": "do the deque change only" holds back all the rest
			return true
		default:
			if onlyWord(w) && w != "just" {
				return true // "solo", "nur", "só": as "only"
			}
		case "for":
			if i+1 < len(ws) && ws[i+1] == "now" {
				return true
			}
		case "needs", "need", "waits", "wait":
			// "the lifetime change needs product sign-off", "the test can
			// wait until QA reviews it": that part left to a decision.
			if laterIn(ws[i+1:], "sign", "signoff", "sign-off", "approval", "review", "until", "decision", "ok", "okay") {
				return true
			}
		}
	}
	return false
}

// saysNothing reports whether a clause says nothing (an empty clause,
// "ok", "hmm") before a directed part.
func saysNothing(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "ok", "okay", "hmm", "hm", "so", "well", "alright", "right":
		default:
			return false
		}
	}
	return true
}

// namesEveryStep reports whether a short reply's only selection is "the
// <count> <steps>", "all <count>" or "both" where the count is the number
// of the plan's listed steps ("yes, proceed with the 4 steps" to a plan of
// four, "do all three" to three): the definite article or "all" with the
// whole count names them all, the plan as written. A
// count short of the plan's, a second number, or a word that keeps
// something out ("only", "except", "not") leaves it a part.
func namesEveryStep(prompt, plan string) bool {
	if len(prompt) > maxPick || plan == "" {
		return false
	}
	count := 0
	for _, cl := range lang.Clauses(prompt) {
		ws := cl.Words
		for i, w := range ws {
			switch {
			case w == "only" || w == "just" || w == "except" || w == "but" || w == "skip" || w == "not" || w == "no" ||
				w == "first" || ordinal(w) || lang.IsNegation(w):
				return false
			case w == "both" && (i+1 == len(ws) || planPart(ws[i+1]) && ws[i+1] != "the" && ws[i+1] != "of"):
				// "yes, do both", "go ahead with both steps"; not "both the
				// vue and the go side", which may name parts
				if count != 0 {
					return false
				}
				count = 2
			case isNumber(w) || spelledNumber(w) > 0:
				if count != 0 || i == 0 || !wholeCount(ws, i) {
					return false
				}
				count = spelledNumber(w)
			}
		}
	}
	return count > 1 && count == listedSteps(plan)
}

// wholeCount reports whether the count at ws[i] is said of the whole
// plan: "the 4 steps", "all three", "all 3 changes".
func wholeCount(ws []string, i int) bool {
	last := true // nothing after the count but a yes or a thumbs up ("all four 👍")
	for _, w := range ws[i+1:] {
		last = last && lang.IsYes(w)
	}
	switch ws[i-1] {
	case "the":
		return !last && planPart(ws[i+1]) && ws[i+1] != "of" && ws[i+1] != "the"
	case "all":
		return last || planPart(ws[i+1]) && ws[i+1] != "of" && ws[i+1] != "the"
	}
	return false
}

// spelledNumber returns the count a word writes, in digits or letters
// from two to nine, 0 for none.
func spelledNumber(w string) int {
	for n, name := range [...]string{"", "", "two", "three", "four", "five", "six", "seven", "eight", "nine"} {
		if n > 1 && (w == name || len(w) == 1 && int(w[0]-'0') == n) {
			return n
		}
	}
	return 0
}

// listedSteps counts the numbered lines of a plan ("1. …", "2) …"), or
// else its bulleted ones ("- …", "* …").
func listedSteps(plan string) int {
	numbered, bulleted := 0, 0
	for _, line := range strings.Split(cutRunes(plan, maxTermBytes), "\n") {
		t := strings.TrimSpace(line)
		switch {
		case len(t) > 2 && t[0] >= '1' && t[0] <= '9' && (t[1] == '.' || t[1] == ')'):
			numbered++
		case len(t) > 2 && (t[0] == '-' || t[0] == '*') && t[1] == ' ':
			bulleted++
		}
	}
	if numbered > 0 {
		return numbered
	}
	return bulleted
}
