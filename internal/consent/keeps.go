package consent

import (
	"slices"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// An approval can keep a step of the plan back for the user: it asks to be
// told or asked before a step ("go ahead but ping me before you run dbt
// build", "check with me first before pushing"), keeps a case of it to be
// asked about ("go ahead if the fixture exists, otherwise ask me"), or says
// the user takes one
// of the plan's own steps ("write it but I'll run the apply myself"). The
// plan as proposed does not run then: a change to confirm. A remark about
// something the user does that the plan does not speak of ("I'll file a
// ticket for that myself", "I'll review the PR after lunch") keeps nothing.

// keepsStep reports whether the clauses of a reply keep a step of plan
// for the user (see above).
func keepsStep(cls []lang.Clause, plan string) bool {
	for k, cl := range cls {
		ws := cl.Words
		for i, w := range ws {
			switch {
			case notifyVerb(w) && !negated(ws[:i]) && i+1 < len(ws) && (ws[i+1] == "me" || ws[i+1] == "us") &&
				(laterIn(ws[i+2:], "before", "first") || k+1 < len(cls) && laterIn(cls[k+1].Words, "before")):
				return true // "ping me before you run …"
			case w == "with" && i > 0 && (ws[i-1] == "check" || ws[i-1] == "sync") && !negated(ws[:i]) && i+1 < len(ws) && (ws[i+1] == "me" || ws[i+1] == "us") &&
				(laterIn(ws[i+2:], "before", "first") || k+1 < len(cls) && laterIn(cls[k+1].Words, "before")):
				return true // "check with me before …"
			case w == "otherwise" && k > 0 && asksUser(after(cls, k, i)):
				return true // "go ahead as long as it exists, otherwise check with me": a case kept for the user
			case (w == "myself" || w == "ourselves") && userSubject(ws[:i]) && runsStep(ws[:i]) && namesPlanStep(ws[:i], plan):
				return true // "I'll run the apply myself"
			}
		}
	}
	return false
}

// runsStep reports whether the words hold a verb of carrying out a step
// that runs something: a user who says they will run, apply or deploy it
// themselves keeps that step ("I'll handle the copy myself" speaks of
// work beside the plan).
func runsStep(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "run", "rerun", "execute", "apply", "deploy", "push", "merge", "trigger", "release", "publish", "migrate":
			return true
		}
	}
	return false
}

// negated reports whether the words before a request to be reached deny
// it ("you don't need to ask me first", "no need to ping me").
func negated(ws []string) bool {
	return laterIn(ws, "don't", "dont", "not", "no", "never", "needn't", "without", "doesn't")
}

// notifyVerb reports whether w asks to be reached ("ping me", "tell me").
func notifyVerb(w string) bool {
	switch w {
	case "ping", "tell", "ask", "notify", "message", "msg", "dm", "call", "warn", "alert":
		return true
	}
	return false
}

// laterIn reports whether ws holds one of the words.
func laterIn(ws []string, words ...string) bool {
	for _, w := range ws {
		for _, x := range words {
			if w == x {
				return true
			}
		}
	}
	return false
}

// userSubject reports whether the words before "myself" have the user as
// the subject of what is done ("i'll", "i will", "we'll", "i'm going to",
// "let me").
func userSubject(ws []string) bool {
	for i, w := range ws {
		switch {
		case w == "i'll" || w == "we'll" || w == "i'd" || w == "lemme":
			return true
		case (w == "i" || w == "we") && i+1 < len(ws) && (ws[i+1] == "will" || ws[i+1] == "can" || ws[i+1] == "would"):
			return true
		case (w == "i'm" || w == "we're") && i+1 < len(ws) && ws[i+1] == "going":
			return true
		case w == "let" && i+1 < len(ws) && ws[i+1] == "me":
			return true
		}
	}
	return false
}

// namesPlanStep reports whether the words a user says they will do
// themselves name something of the plan (a word of three letters or more
// that the plan has, beyond the verbs of doing anything: "apply", "test",
// "migration"), so the remark takes a step of it over.
func namesPlanStep(ws []string, plan string) bool {
	if plan == "" {
		return false
	}
	terms := termsOf(plan)
	for _, w := range ws {
		if len(w) < 3 || noTerm(w) || doingVerb(w) {
			continue
		}
		if terms.has(stem(w)) {
			return true
		}
	}
	return false
}

// doingVerb reports whether w only says something is done, not what
// ("run it", "do that", "handle it", "take care of it").
func doingVerb(w string) bool {
	switch w {
	case "run", "do", "handle", "take", "care", "it", "i'll", "we'll", "i'm", "we're", "going", "let", "me",
		"myself", "ourselves", "look", "deal", "part", "step", "bit":
		return true
	}
	return false
}

// after returns the words after the i-th word of clause k, or the next
// clause's when the word ends its clause ("otherwise, ask me").
func after(cls []lang.Clause, k, i int) []string {
	if rest := cls[k].Words[i+1:]; len(rest) > 0 || k+1 == len(cls) {
		return rest
	}
	return cls[k+1].Words
}

// asksUser reports whether words open by turning to the user: "ask me",
// "check with me", "show me …", "ping us".
func asksUser(ws []string) bool {
	return len(ws) >= 2 && (notifyVerb(ws[0]) || ws[0] == "show" || ws[0] == "check") && laterIn(ws[1:], "me", "us")
}

// A reply may restate a boundary the plan already draws: "Plan only, yes —
// go ahead, no apply." to a plan that shows the plan "before any apply",
// or "— no apply" in the plan itself. The "no" there refuses nothing the
// plan would do: with an approval beside it, the plan goes ahead as
// written.

// maxBoundary bounds the replies read for a restated boundary.
const maxBoundary = 240

// restatesBoundary reports whether every clause of a reply that negates is
// "no <word>" or "without <word>" for a word the plan itself keeps out
// ("no apply", "before any apply", "without apply"), and another clause
// approves (a yes or a word that carries the plan out).
func restatesBoundary(prompt, plan string) bool {
	if len(prompt) > maxBoundary || plan == "" {
		return false
	}
	low := strings.ToLower(plan)
	bounded, approved := false, false
	for _, cl := range lang.Clauses(prompt) {
		ws := cl.Words
		switch {
		case len(ws) == 2 && (ws[0] == "no" || ws[0] == "without"):
			if !keptOut(low, ws[1]) {
				return false
			}
			bounded = true
		case negatesAny(ws):
			return false
		default:
			for _, w := range ws {
				approved = approved || lang.IsYes(w) || carryWord(w)
			}
		}
	}
	return bounded && approved
}

// keptOut reports whether the plan (lower case) keeps w out of what it
// does: "no w", "before any w", "without w", "not w".
func keptOut(plan, w string) bool {
	for _, p := range [...]string{"no ", "before any ", "without ", "not "} {
		if hasWord(plan, p+w) {
			return true
		}
	}
	return false
}

// negatesAny reports whether a clause holds a negation or a hold.
func negatesAny(ws []string) bool {
	for _, w := range ws {
		if lang.IsNo(w) || w == "don't" || w == "never" {
			return true
		}
	}
	return false
}

// A reply may approve the plan and take all of it over: "lgtm but I'll do
// it myself", "looks right, I'll handle it from here", "fine, we'll take
// care of that ourselves". The user will carry it out, not the agent: no
// go-ahead. The clause has the user as subject ("I'll", "we'll", "I
// will", "let me"), a verb of carrying out ("do", "handle", "take care
// of", "finish", "write"), and a pronoun for the whole plan ("it",
// "this", "that", "them", "everything"), with at most "myself",
// "ourselves", "from here" or "then" after it. A part named instead ("I'll
// run the apply myself") is keepsStep's; another deed ("I'll merge it
// after") takes nothing over. The pronoun stands for the plan only
// when nothing but approval and filler comes before it ("lgtm but",
// "looks right,"): after anything else it may point at what was named
// there ("skip the spec, I'll write it myself", "the cert expires soon,
// I'll handle that myself").

// takesOver reports whether a clause of a reply takes the whole plan over
// for the user (see above).
func (c *Classifier) takesOver(cls []lang.Clause) bool {
	for _, cl := range cls {
		ws := cl.Words
		for i := 0; i < len(ws); i++ {
			if k := consentLen(c, ws, i); k > 0 {
				i += k - 1
				continue
			}
			n := userActs(ws, i)
			if n == 0 && !isFiller(ws[i]) {
				return false // "skip the spec, I'll write it myself": "it" is the spec
			}
			if n == 0 || i+n >= len(ws) {
				continue
			}
			j := i + n
			switch {
			case ws[j] == "take" && j+2 < len(ws) && ws[j+1] == "care" && ws[j+2] == "of":
				j += 3
			case ws[j] == "do" || ws[j] == "handle" || ws[j] == "finish" || ws[j] == "write" || ws[j] == "implement":
				j++
			case ws[j] == "take" && j+2 < len(ws) && (ws[j+1] == "it" || ws[j+1] == "this") && ws[j+2] == "from":
				j++ // "I'll take it from here"
			default:
				continue
			}
			if j >= len(ws) || !wholePlan(ws[j]) {
				return false
			}
			if selfEnding(ws[j+1:]) {
				return true
			}
		}
	}
	return false
}

// userActs returns the length of the words at ws[i] that make the user
// the one who will act ("I'll", "we will", "let me"), or 0.
func userActs(ws []string, i int) int {
	switch {
	case ws[i] == "i'll" || ws[i] == "we'll" || ws[i] == "ill":
		return 1
	case (ws[i] == "i" || ws[i] == "we") && i+1 < len(ws) && (ws[i+1] == "will" || ws[i+1] == "can"):
		return 2
	case ws[i] == "let" && i+1 < len(ws) && (ws[i+1] == "me" || ws[i+1] == "us"):
		return 2
	}
	return 0
}

// wholePlan reports whether w stands for the whole plan.
func wholePlan(w string) bool {
	switch w {
	case "it", "this", "that", "them", "these", "everything":
		return true
	}
	return false
}

// selfEnding reports whether the words after the object say only who or
// from when: "myself", "from here", "then", "later".
func selfEnding(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "myself", "ourselves", "from", "here", "on", "then", "instead", "personally", "thanks":
		default:
			return false
		}
	}
	return true
}

// asksDeliverable reports whether an approval also asks for something to
// be handed to the user that the plan does not produce ("ya, render it and
// send me a screenshot"): more than the plan, a change to confirm. What
// the work gives anyway (the diff, the output, the plan's own numbers),
// or anything shown once it is done ("paste me the row counts after"),
// adds nothing.
func asksDeliverable(cls []lang.Clause, plan string) bool {
	var terms *planTerms
	for _, cl := range cls {
		ws := cl.Words
		for i := 0; i+2 < len(ws); i++ {
			if !handOver(ws[i]) || ws[i+1] != "me" && ws[i+1] != "us" || i > 0 && lang.IsNegation(ws[i-1]) {
				continue
			}
			object := ws[i+2:]
			if len(object) > 0 && (object[0] == "a" || object[0] == "an" || object[0] == "the") {
				object = object[1:]
			}
			if len(object) == 0 || workOutput(object[0]) || laterIn(object, "after", "afterwards", "when", "once", "done") {
				// shown once the work is done: how the user hears of it
				continue
			}
			if terms == nil {
				t := termsOf(plan)
				terms = &t
			}
			if terms.shared(strings.Join(object, " ")) == 0 {
				return true
			}
		}
	}
	return false
}

// handOver reports whether w asks for something to be handed over ("send
// me", "give me").
func handOver(w string) bool {
	switch w {
	case "send", "give", "paste", "post", "share", "email", "mail", "attach", "export":
		return true
	}
	return false
}

// workOutput reports whether w names what any change gives anyway: its
// diff, its output, its result.
func workOutput(w string) bool {
	switch w {
	case "diff", "diffs", "patch", "output", "outputs", "result", "results", "log", "logs", "summary", "link", "pr":
		return true
	}
	return false
}

// A reply may repeat the limit the plan sets itself: "yes, reporting role
// only, proceed" to a plan that grants "to the reporting role only",
// "approved, staging only is right" to one applied "on staging only". The
// "only" picks no part of the plan: it restates its scope. The words it
// limits must stand beside "only" in the plan in the same way ("X only" or
// "only X", "only on X"); "prod only" to a plan limited to staging, or
// "only the index" to a plan that sets no such limit, still picks a part.

// restatesLimit reports whether every clause of a reply that holds "only"
// limits the work to what the plan itself limits it to (see above), and
// some clause does.
func restatesLimit(prompt, plan string) bool {
	if len(prompt) > maxBoundary || plan == "" {
		return false
	}
	low := strings.ToLower(strings.ReplaceAll(plan, "`", "")) // "the `reporting` role only"
	limited := false
	for _, cl := range lang.Clauses(prompt) {
		k := slices.Index(cl.Words, "only")
		if k < 0 {
			continue
		}
		if cl.Question || !planLimit(low, cl.Words, k) {
			return false
		}
		limited = true
	}
	return limited
}

// planLimit reports whether the words "only" (ws[k]) limits to, the words
// of substance right before it ("reporting role only") or else right after
// it ("only staging"), stand beside "only" in the plan (lower case), in
// either order, and nothing but a judgement of it follows ("staging only
// is right").
func planLimit(plan string, ws []string, k int) bool {
	start, end := k, k+1
	for start > 0 && k-start < 3 && limitNames(ws[start-1]) {
		start--
	}
	if start == k {
		for end < len(ws) && end-k <= 3 && limitNames(ws[end]) {
			end++
		}
	}
	if start == k && end == k+1 {
		return false
	}
	for _, w := range ws[end:] {
		if limitNames(w) && w != "correct" && w != "said" {
			return false // "staging only with no migrations"
		}
	}
	x := strings.Join(ws[start:k], " ") + strings.Join(ws[k+1:end], " ")
	if hasWord(plan, x+" only") {
		return true
	}
	for _, p := range [...]string{"only ", "only the ", "only on ", "only in ", "only to ", "only for "} {
		if hasWord(plan, p+x) {
			return true
		}
	}
	return false
}

// limitNames reports whether w may be a word a limit names: not filler and
// not a word that carries the plan out.
func limitNames(w string) bool {
	return !isFiller(w) && !carryWord(w)
}

// An approval may ask for the very step the plan keeps out: "go ahead and
// apply" to a plan that runs `terraform plan` "(no apply)", "yes, and
// deploy it" to one that says "No deploy.". The plan as written does not
// do that: the reply changes it, and waits for confirmation. A negated
// mention ("yes, no apply", "but don't deploy") restates the boundary
// instead (see restatesBoundary).

// asksKeptOut reports whether a clause of a reply that negates nothing
// names, as a verb of carrying out or of change, a step the plan keeps out
// (see keptOut). The plan is read at its head and tail.
func asksKeptOut(prompt, plan string) bool {
	if len(prompt) > maxBoundary || plan == "" {
		return false
	}
	var low string
	for _, cl := range lang.Clauses(prompt) {
		if cl.Question || negatesAny(cl.Words) {
			continue
		}
		for _, w := range cl.Words {
			if !stepVerb(w) {
				continue
			}
			if low == "" {
				head, tail := window(plan, planHead, planTail)
				low = strings.ToLower(head) + "\n" + strings.ToLower(tail)
			}
			if keptOut(low, w) {
				return true
			}
		}
	}
	return false
}

// stepVerb reports whether w names a step of work a plan may keep out
// ("apply", "deploy", "push", "merge", "restart", "publish", a verb of
// change): not the approval's own words ("go ahead", "proceed", "do it")
// nor the words that name the plan's own edit ("make the change", "fix
// it", "update it": filler, see isFiller).
func stepVerb(w string) bool {
	switch w {
	case "deploy", "push", "merge", "restart", "publish", "release", "apply", "migrate", "commit", "tag", "rollout", "ship",
		"run":
		return true
	}
	return lang.IsChangeVerb(w) && !isFiller(w)
}

// A plan may offer its alternative inline: "default off, unless you'd
// rather keep it on", "…, or if you prefer, a cron job". A reply that
// approves and says the alternative's words ("yes, and keep it on") picks
// it: a change to the plan as written, to confirm.

// altMarkers open a plan's inline alternative.
var altMarkers = [...]string{"you'd rather ", "you would rather ", "if you prefer ", "if you'd prefer "}

// picksInlineAlternative reports whether a clause of a reply that negates
// nothing holds the words of an alternative the plan offers inline (see
// above): every word of substance of the alternative's first words, in
// their order.
func picksInlineAlternative(prompt, plan string) bool {
	if len(prompt) > maxBoundary || plan == "" {
		return false
	}
	head, tail := window(plan, planHead, planTail)
	low := strings.ToLower(head) + "\n" + strings.ToLower(tail)
	for _, m := range altMarkers {
		for off := 0; ; {
			i := strings.Index(low[off:], m)
			if i < 0 {
				break
			}
			at := off + i + len(m)
			off = at
			alt := altWords(low[at:])
			if len(alt) == 0 {
				continue
			}
			for _, cl := range lang.Clauses(prompt) {
				if !cl.Question && !negatesAny(cl.Words) && inOrder(cl.Words, alt) {
					return true
				}
			}
		}
	}
	return false
}

// altWords returns the words of substance of an inline alternative: the
// words up to its end (punctuation, "and", "or"), at most four, filler
// left out except "on" and "off", which say which way.
func altWords(text string) []string {
	var out []string
	for _, w := range strings.Fields(text) {
		end := strings.ContainsAny(w, ".,;:!?)")
		w = strings.Trim(w, ".,;:!?()`'\"")
		if w == "and" || w == "or" || w == "" {
			break
		}
		if !isFiller(w) || w == "on" || w == "off" {
			out = append(out, w)
		}
		if end || len(out) == 4 {
			break
		}
	}
	return out
}

// inOrder reports whether ws holds every word of want, in that order.
func inOrder(ws, want []string) bool {
	k := 0
	for _, w := range ws {
		if k < len(want) && w == want[k] {
			k++
		}
	}
	return k == len(want)
}
