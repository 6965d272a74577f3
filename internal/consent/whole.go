package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Two ways of approving carry no approval word, and are read as one:
//
//   - the whole plan ordered done: "Do all three.", "do both", "apply all
//     of it", "implement everything", "do all 4 steps". A carry-out verb
//     with a selector of the whole plan and nothing else; a count must be
//     the plan's own count of steps ("do all three" to a plan of two is
//     no such order), and "both" needs a plan of two.
//   - a polite request in the subjunctive: "I'd appreciate it if you went
//     ahead with that", "it would be great if you proceeded", "I'd be
//     delighted if you went ahead". A frame of the user's own wish ("I'd",
//     "it would", "that'd") with a word of welcome, then "if you" and the
//     approval in the past ("went ahead", "proceeded", "did it"). Without
//     the frame, "if you went ahead, prod would break" is a warning, not a
//     request.
//
// The clause is read in place of "go ahead", and the reply read again, so
// whatever else it says (a change, a question, a remark) still counts.

// approvalInOtherWords returns the reply with a clause that approves in
// other words (see above) put as "go ahead", or "" when there is none.
func approvalInOtherWords(prompt, plan string) string {
	cls := lang.Clauses(prompt)
	steps := -1
	for k, cl := range cls {
		if cl.Question || !(ordersWholePlan(cl.Words, plan, &steps) || politeSubjunctive(cl.Words)) {
			continue
		}
		var b strings.Builder
		for j, other := range cls {
			if j == k {
				b.WriteString("go ahead. ")
				continue
			}
			b.WriteString(strings.Join(other.Words, " "))
			if other.Question {
				b.WriteString("? ")
			} else {
				b.WriteString(". ")
			}
		}
		return b.String()
	}
	return ""
}

// ordersWholePlan reports whether a clause orders the whole plan done with
// a carry-out verb and a selector of all of it (see above). steps caches
// the plan's count of numbered steps (-1 before it is counted).
func ordersWholePlan(ws []string, plan string, steps *int) bool {
	i := 0
	for i < len(ws) && (ws[i] == "ok" || ws[i] == "okay" || ws[i] == "so" || ws[i] == "then" || ws[i] == "please" ||
		ws[i] == "pls" || ws[i] == "just" || ws[i] == "yes") {
		i++
	}
	if i >= len(ws) {
		return false
	}
	switch ws[i] {
	case "do", "apply", "implement", "make", "execute", "ship":
	default:
		return false
	}
	rest := ws[i+1:]
	for len(rest) > 0 {
		switch rest[len(rest)-1] {
		case "please", "pls", "now", "then", "them", "it", "of", "steps", "changes", "parts", "edits", "fixes", "the":
			rest = rest[:len(rest)-1]
			continue
		}
		break
	}
	count := func() int {
		if *steps < 0 {
			*steps = numberedSteps(plan)
		}
		return *steps
	}
	switch {
	case len(rest) == 1 && (rest[0] == "all" || rest[0] == "everything"):
		return true // "do all of them", "apply everything"
	case len(rest) == 1 && rest[0] == "both":
		return count() == 2
	case len(rest) == 2 && rest[0] == "all":
		v := countValue(rest[1])
		return v > 1 && v == count() // "do all three steps"
	}
	return false
}

// politeSubjunctive reports whether a clause asks for the approval as a
// polite wish in the subjunctive (see above).
func politeSubjunctive(ws []string) bool {
	frame, welcome := false, false
	for i := 0; i+2 < len(ws); i++ {
		switch w := ws[i]; {
		case w == "i'd" || w == "it'd" || w == "that'd" || w == "we'd" ||
			(w == "i" || w == "it" || w == "that" || w == "we") && ws[i+1] == "would":
			frame = true
		case frame && welcomeWord(w):
			welcome = true
		case w == "if" && frame && welcome && (ws[i+1] == "you" || ws[i+1] == "u"):
			return pastApproval(ws[i+2:])
		case lang.IsNegation(w) || w == "not" || w == "never":
			return false // "I'd not be happy if you went ahead"
		}
	}
	return false
}

// welcomeWord reports whether w welcomes what follows: "appreciate",
// "delighted", "great".
func welcomeWord(w string) bool {
	switch w {
	case "appreciate", "love", "like", "happy", "glad", "grateful", "delighted", "great", "nice", "good", "perfect",
		"ideal", "thankful", "pleased", "awesome", "fantastic", "wonderful":
		return true
	}
	return false
}

// pastApproval reports whether ws open with an approval said in the past or
// with "could"/"would": "went ahead", "proceeded", "did it", "could go
// ahead", "carried on with that".
func pastApproval(ws []string) bool {
	if len(ws) > 1 && (ws[0] == "could" || ws[0] == "would") {
		ws = ws[1:]
		if ws[0] == "go" && len(ws) > 1 && ws[1] == "ahead" || ws[0] == "proceed" {
			return true
		}
		return ws[0] == "do" && len(ws) > 1 && pronounOfPlan(ws[1])
	}
	switch ws[0] {
	case "went":
		return len(ws) > 1 && (ws[1] == "ahead" || ws[1] == "for")
	case "proceeded", "implemented", "applied":
		return true
	case "did", "carried":
		return len(ws) > 1 && (pronounOfPlan(ws[1]) || ws[1] == "on")
	}
	return false
}

// pronounOfPlan reports whether w points at the plan: "it", "that", "this",
// "so".
func pronounOfPlan(w string) bool {
	return w == "it" || w == "that" || w == "this" || w == "so"
}
