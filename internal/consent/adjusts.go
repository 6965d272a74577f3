package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A reply right after a plan may carry no word of approval and still
// answer it, by changing one of its particulars: "cap the pool at 8, the
// box is shared", "bump it to 2Gi", "keep the v1 route for one more
// release", "add a metric for the queue depth too", "default 30s". The
// user takes the plan up and adjusts it: wait, present the adjusted plan
// and confirm it. What the reply does to the plan decides, not its words
// of approval:
//
//   - a directive about the plan's own things: a verb of change that
//     opens the reply and acts on what the plan names (a term of the
//     plan, or "it"/"them" pointing back at it), or adds to it ("… too",
//     "… as well"); "keep"/"leave" only with a term of the plan ("leave
//     it" alone refuses);
//   - a value for one of the plan's things: a short clause that opens
//     with a number ("5 retries", "256Mi please") or a setting and its
//     number ("default 50m"), with a term of the plan;
//   - a quantity put in place of one the plan states: a short clause
//     with a number of the same kind as one of the plan's (the same unit
//     or notation, about as many digits) and another value, in any
//     language around it ("lieber 2Gi", "mets plutôt 2e-4", "maxReplicas
//     10 is enough", "make the buffer 512 instead"); a bare integer also
//     needs a term of the plan or a verb of change;
//   - an addition: "also" and an order on something ("also drain the
//     channel", "also mention winget in the readme").
//
// A question, a new request of its own subject (no term of the plan), a
// refusal or a postponement ("put it on the backlog", "later"), a
// counter-proposal that replaces the plan ("use X instead", "I'd rather
// …") or work put first ("first …", "before that …") stay as they are.

// maxAdjust bounds the replies read for an adjustment: it is said in a
// sentence or two.
const maxAdjust = 240

// adjustsPlan reports whether a reply with no signal adjusts the plan
// (see above).
func adjustsPlan(prompt, plan string) bool {
	if len(prompt) > maxAdjust || plan == "" || strings.IndexByte(prompt, '?') >= 0 {
		return false
	}
	cls := lang.Clauses(prompt)
	if len(cls) == 0 || len(cls) > 3 || lang.SarcasticIn(prompt, cls) {
		return false
	}
	f := 0 // the first clause that says something ("oh", "and" alone do not)
	for f+1 < len(cls) && len(trimAdjustOpeners(cls[f].Words)) == 0 {
		f++
	}
	ws := trimAdjustOpeners(cls[f].Words)
	if len(ws) == 0 {
		return false
	}
	swap := swapsQuantity(ws, plan)
	for k, cl := range cls {
		if cl.Question || namesLater(cl.Words) {
			return false
		}
		if replacesPlan(cl.Words) && !(swap && k == f+1 && len(cl.Words) == 1 && cl.Words[0] == "instead") {
			// "make the pool 24 instead": the plan's number replaced,
			// not the plan
			return false
		}
	}
	if swap || alsoOrders(cls[:f+1], ws) {
		return true // "maxIdle 20 is plenty", "also purge the old cache keys"
	}
	if swapsTool(ws[0]) && strings.Contains(prompt, "instead") {
		return false // "use charset-normalizer instead of hard-coding cp1252": another approach
	}
	terms := termsOf(plan)
	rest := strings.Join(ws[1:], " ")
	if len(cls) > f+1 && len(cls[f+1].Words) > 0 && (cls[f+1].Words[0] == "instead" || cls[f+1].Words[0] == "not") {
		// "return 503 instead of 429", "768Mi, not 1Gi": what is replaced
		// names the plan's own value
		rest += " " + strings.Join(cls[f+1].Words, " ")
	}
	switch {
	case ws[0] == "keep" || ws[0] == "leave":
		// "keep DEBUG for botocore", "leave release.sh": a thing of the
		// plan kept as it is. "leave it" names none.
		return terms.shared(rest) > 0
	case addsOn(ws) && !personal(ws[0]):
		return true // "drain for 60 seconds too", "the docs as well"
	case (lang.IsChangeVerb(ws[0]) || planWord(ws[0])&wVerb != 0) && len(ws) > 1 &&
		(refersToPlan(ws[1]) && (len(ws) > 2 || len(cls) > f+1) && !abandons(ws[0]) || terms.shared(rest) > 0):
		return true // "bump it to 768Mi", "cap workers at 4"
	}
	// "5 attempts", "default 50m", "limit 250"
	value := hasDigit(ws[0]) || len(ws) > 1 && (settingWord(ws[0]) || lang.IsChangeVerb(ws[0])) && hasDigit(ws[1])
	return value && len(ws) <= maxValueWords && terms.shared(withoutDurations(ws)) > 0 && !repeatsValue(ws, plan)
}

// personal reports whether a clause opens with a person ("me too", "I
// want that too"): it speaks of someone, not of the plan's things.
func personal(w string) bool {
	switch w {
	case "i", "me", "we", "us", "you", "i'd", "i'll", "i'm", "same":
		return true
	}
	return false
}

// withoutDurations is a clause's words without the units of time: a
// number of minutes matches a plan's "per minute" by chance ("10 minutes,
// I'm in a meeting").
func withoutDurations(ws []string) string {
	var b strings.Builder
	for _, w := range ws {
		switch strings.TrimSuffix(w, "s") {
		case "sec", "second", "min", "minute", "hour", "hr", "day", "week", "month":
			continue
		}
		b.WriteString(w)
		b.WriteByte(' ')
	}
	return b.String()
}

// maxValueWords bounds a clause that sets a value ("5 attempts please").
const maxValueWords = 5

// trimAdjustOpeners drops the words a directive may open with ("also",
// "oh", "and", "please", "just").
func trimAdjustOpeners(ws []string) []string {
	for len(ws) > 0 {
		switch ws[0] {
		case "also", "oh", "and", "please", "pls", "just", "hmm", "then", "so":
			ws = ws[1:]
			continue
		}
		return ws
	}
	return ws
}

// refersToPlan reports whether the word after a verb of change points back
// at the plan's own things ("bump it", "rename them").
func refersToPlan(w string) bool {
	switch w {
	case "it", "them", "this", "that", "these", "those", "both", "each", "all":
		return true
	}
	return false
}

// addsOn reports whether a directive ends by adding to what the plan does
// ("add a label for tenant_id too", "add a tsan preset as well").
func addsOn(ws []string) bool {
	n := len(ws)
	return ws[n-1] == "too" || n >= 2 && ws[n-2] == "as" && ws[n-1] == "well"
}

// settingWord reports whether w names a setting a number follows
// ("default 50m", "max 4", "timeout 30s").
func settingWord(w string) bool {
	switch w {
	case "default", "max", "min", "limit", "timeout", "cap", "size", "ttl", "retries", "threshold":
		return true
	}
	return false
}

// replacesPlan reports whether a clause replaces the plan or puts other
// work before it rather than adjusting it: "use X instead" (bare),
// "rather", "prefer", "first", "before that", a postponement ("backlog",
// "park"), or the user taking the work ("myself"). "instead of" with the
// thing replaced named adjusts one particular ("under docker/ instead of
// the root") and is left to the terms of the plan.
func replacesPlan(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "instead":
			if i+1 >= len(ws) || ws[i+1] != "of" {
				return true
			}
		case "next":
			// "put it on the list for the next a11y sprint"
			for _, x := range ws[i+1 : min(i+3, len(ws))] {
				if calendarSpan(x) {
					return true
				}
			}
		case "rather", "prefer", "first", "before", "backlog", "park", "myself", "ourselves", "later", "forget",
			"never", "nvm", "scratch", "yourself":
			return true
		}
	}
	return false
}

// swapsTool reports whether a directive opening with w puts another tool
// or approach in the plan's place when it says "instead" ("use luxon
// instead", "switch to OIDC instead of sessions"): a counter-proposal.
func swapsTool(w string) bool {
	switch w {
	case "use", "try", "switch", "go", "do":
		return true
	}
	return false
}

// abandons reports whether a verb with only "it" after it drops the work
// as often as it changes it ("drop it", "kill it", "scrap it").
func abandons(w string) bool {
	switch w {
	case "drop", "kill", "scrap", "ditch", "bin", "shelve", "nuke", "axe", "cancel", "skip", "can":
		return true
	}
	return false
}

// swapsQuantity reports whether a clause's words put a quantity in place
// of one the plan states (see above): the clause is short and opens with
// no person, a number in it has the kind of one of the plan's numbers and
// a value the plan does not hold.
func swapsQuantity(ws []string, plan string) bool {
	if len(ws) > maxValueWords || personal(ws[0]) {
		return false
	}
	for i, w := range ws {
		q, ok := quantityAt(w, 0)
		if !ok || len(q.text) != len(w) {
			if conditional(w) || w == "until" || w == "till" || w == "before" || w == "since" || w == "by" {
				return false // "after the 4.1 release please": a time, not a value
			}
			continue
		}
		if q.unit == "" && !q.dot && !q.sci {
			// a bare integer is as often a count or a ticket: the
			// plan's thing must be named, or the clause change it
			if !lang.IsChangeVerb(ws[0]) && planWord(ws[0])&(wVerb|wMake) == 0 &&
				termsOf(plan).shared(withoutDurations(append(ws[:i:i], ws[i+1:]...))) == 0 {
				continue
			}
		}
		if planSwaps(plan, q) {
			return true
		}
	}
	return false
}

// amount is a number as written: its text, unit ("gi", "mb", "s"), and
// notation (a decimal point, an exponent).
type amount struct {
	text, unit string
	digits     int // digits before the point
	dot, sci   bool
}

// quantityAt reads the number that opens s[i:] ("512", "0.85", "2e-4",
// "1Gi", "40MP"), lower-cased in unit; ok is false when none does.
func quantityAt(s string, i int) (amount, bool) {
	var q amount
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	q.digits = j - i
	if q.digits == 0 {
		return q, false
	}
	if j+1 < len(s) && s[j] == '.' && s[j+1] >= '0' && s[j+1] <= '9' {
		q.dot = true
		for j++; j < len(s) && s[j] >= '0' && s[j] <= '9'; j++ {
		}
	}
	if j+2 < len(s) && (s[j] == 'e' || s[j] == 'E') && (s[j+1] == '-' || s[j+1] == '+') && s[j+2] >= '0' && s[j+2] <= '9' {
		q.sci = true
		for j += 2; j < len(s) && s[j] >= '0' && s[j] <= '9'; j++ {
		}
	}
	u := j
	for u < len(s) && (s[u] >= 'a' && s[u] <= 'z' || s[u] >= 'A' && s[u] <= 'Z') {
		u++
	}
	if u-j > 3 || u < len(s) && wordByte(s[u]) {
		return q, false // "64bit", "2fa", "utf8x": a name, not a quantity
	}
	q.unit = strings.ToLower(s[j:u])
	q.text = strings.ToLower(s[i:u])
	return q, true
}

// maxQuantityScan bounds the plan bytes read for its quantities.
const maxQuantityScan = 8 << 10

// planSwaps reports whether the plan states a quantity of q's kind (unit,
// notation, digits within one) and none equal to q: q replaces one of the
// plan's values rather than repeating it.
func planSwaps(plan string, q amount) bool {
	kin, same := planQuantities(plan, q)
	return kin && !same
}

// planQuantities reports whether the plan (its first maxQuantityScan
// bytes) states a quantity of q's kind, and whether it states q itself.
func planQuantities(plan string, q amount) (kin, same bool) {
	plan = cutRunes(plan, maxQuantityScan)
	for i := 0; i < len(plan); i++ {
		if plan[i] < '0' || plan[i] > '9' || i > 0 && (wordByte(plan[i-1]) || plan[i-1] == '.') {
			continue
		}
		p, ok := quantityAt(plan, i)
		if !ok {
			continue
		}
		i += len(p.text)
		if p.text == q.text {
			return kin, true // "4MB sounds right": the plan's own value
		}
		d := p.digits - q.digits
		if p.unit == q.unit && p.dot == q.dot && p.sci == q.sci && (q.sci || d >= -1 && d <= 1) {
			kin = true
		}
	}
	return kin, false
}

// repeatsValue reports whether a clause's first quantity is one the plan
// already states ("4MB sounds right"): it changes nothing.
func repeatsValue(ws []string, plan string) bool {
	for _, w := range ws {
		if q, ok := quantityAt(w, 0); ok && len(q.text) == len(w) {
			_, same := planQuantities(plan, q)
			return same
		}
	}
	return false
}

// alsoOrders reports whether the clauses up to the first that says
// something open with "also" and an order on something: a word that is
// no person, pointer or auxiliary, then a determiner ("also drain the
// channel", "oh and also mention the queue in the runbook"). "also the
// standup moved", "also I'm out", "also it's late" add nothing to the
// plan. ws is the last clause without its openers.
func alsoOrders(cls []lang.Clause, ws []string) bool {
	also := false
	for _, cl := range cls {
		for _, w := range cl.Words {
			if w == "also" {
				also = true
			}
		}
	}
	if !also || len(ws) < 3 || personal(ws[0]) || pronoun(ws[0]) || determiner(ws[0]) || isFiller(ws[0]) {
		return false
	}
	switch ws[1] {
	case "the", "a", "an", "our", "my", "their", "any", "all", "each", "every", "those", "these":
		return true
	}
	return false
}
