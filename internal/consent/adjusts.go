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
//     number ("default 50m"), with a term of the plan.
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
	for _, cl := range cls {
		if cl.Question || namesLater(cl.Words) || replacesPlan(cl.Words) {
			return false
		}
	}
	ws := trimAdjustOpeners(cls[0].Words)
	if len(ws) == 0 {
		return false
	}
	if swapsTool(ws[0]) && strings.Contains(prompt, "instead") {
		return false // "use charset-normalizer instead of hard-coding cp1252": another approach
	}
	terms := termsOf(plan)
	rest := strings.Join(ws[1:], " ")
	if len(cls) > 1 && len(cls[1].Words) > 0 && (cls[1].Words[0] == "instead" || cls[1].Words[0] == "not") {
		// "return 503 instead of 429", "768Mi, not 1Gi": what is replaced
		// names the plan's own value
		rest += " " + strings.Join(cls[1].Words, " ")
	}
	switch {
	case ws[0] == "keep" || ws[0] == "leave":
		// "keep DEBUG for botocore", "leave release.sh": a thing of the
		// plan kept as it is. "leave it" names none.
		return terms.shared(rest) > 0
	case addsOn(ws) && !personal(ws[0]):
		return true // "drain for 60 seconds too", "the docs as well"
	case (lang.IsChangeVerb(ws[0]) || planWord(ws[0])&wVerb != 0) && len(ws) > 1 &&
		(refersToPlan(ws[1]) && (len(ws) > 2 || len(cls) > 1) && !abandons(ws[0]) || terms.shared(rest) > 0):
		return true // "bump it to 768Mi", "cap workers at 4"
	}
	// "5 attempts", "default 50m", "limit 250"
	value := hasDigit(ws[0]) || len(ws) > 1 && (settingWord(ws[0]) || lang.IsChangeVerb(ws[0])) && hasDigit(ws[1])
	return value && len(ws) <= maxValueWords && terms.shared(withoutDurations(ws)) > 0
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
