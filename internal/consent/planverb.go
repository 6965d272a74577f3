package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// An imperative that repeats the plan's own verb with only a pronoun for
// its object ("ok fix it", "drop it 🔥", "yes, bump them all", "rename it
// please", "yeah nuke them" to a plan that removes them) tells the agent to do what the plan proposes: the go-ahead, as
// strong as "do it". The verb must be one the plan uses; "drop it" to a
// plan that adds something is "forget it", and "fix it" to a plan that
// renames is another request. An object of its own ("ok fix the lexer")
// names what to do and is read by the other rules; so is any clause beside
// it that is not a bare yes or an interjection.

// maxPlanVerbReply bounds the replies read for a repeated plan verb: the
// form is short, and a long reply is not split again for it.
const maxPlanVerbReply = 80

// commandsPlanVerb reports whether a reply is a repeated plan verb (see
// above) with at most bare yes words, interjections and politeness beside
// it.
func commandsPlanVerb(cls []lang.Clause, inPlan func(string) bool) bool {
	commanded := false
	for _, cl := range cls {
		if cl.Question {
			return false
		}
		ws := cl.Words
		k := 0
		for k < len(ws) && bareOpener(ws[k]) {
			k++
		}
		if k == len(ws) {
			continue // "ok", "lol"
		}
		if commanded || !planVerb(ws[k], inPlan) {
			return false
		}
		j := k + 1
		objects := 0
		for j < len(ws) && standsForPlan(ws[j]) {
			j++
			objects++
		}
		if objects == 0 {
			return false
		}
		for ; j < len(ws); j++ {
			if !politeTail(ws[j]) {
				return false
			}
		}
		commanded = true
	}
	return commanded
}

// planVerb reports whether w is a verb of change the plan uses, or a
// colloquial verb of removing ("nuke", "axe", "yeet") to a plan that
// removes, deletes or drops. "kill it", "scrap it" and "ditch it" are left
// out: they as often drop the plan itself.
func planVerb(w string, inPlan func(string) bool) bool {
	switch w {
	case "nuke", "axe", "yeet", "purge", "zap":
		return inPlan("remove") || inPlan("delete") || inPlan("drop")
	}
	return lang.IsChangeVerb(w) && inPlan(w)
}

// bareOpener reports whether w only assents or exclaims before a command:
// "ok", "yes", "yeah", "lol", "please".
func bareOpener(w string) bool {
	switch w {
	case "ok", "okay", "k", "kk", "yes", "yeah", "yep", "yup", "ya", "sure", "alright", "cool", "great", "perfect",
		"please", "pls", "plz", "lol", "haha", "hah", "ah", "oh", "so", "then", "just", "fine":
		return true
	}
	return false
}

// standsForPlan reports whether w stands for the plan's object without
// naming one: "it", "them", "all", "both", "three" (of them).
func standsForPlan(w string) bool {
	switch w {
	case "it", "them", "all", "both", "everything", "two", "three", "four", "five", "'em", "em":
		return true
	}
	return false
}

// politeTail reports whether w may close a command without adding to it:
// "please", "now", "then", "thanks", "as described", "like that".
func politeTail(w string) bool {
	switch w {
	case "please", "pls", "plz", "now", "then", "thanks", "thx", "ty", "as", "described", "proposed", "planned",
		"like", "that", "you", "said", "asap", "already", "away", "right":
		return true
	}
	return false
}
