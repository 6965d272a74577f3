package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// An approval that waits on someone else's decision is not the user's
// go-ahead yet: "go ahead if Maria signs off on it", "do it once QA
// approves", "if ops says it's ok, proceed", "sounds good, I'll check with
// my PM". The decision named is another person's (a name, or a role: QA,
// ops, legal, the lead, the client) and is not given in the reply, so no
// consent is inferred until the user comes back. A condition on an event
// or a check ("once CI is green", "if the tests pass") is not this rule's:
// it stays a change to confirm.

// maxAwaits bounds the replies read for a decision left to others.
const maxAwaits = 240

// awaitsOthers reports whether a reply makes its approval wait on another
// person's decision (see above).
func awaitsOthers(prompt string) bool {
	if len(prompt) > maxAwaits {
		return false
	}
	toks := strings.Fields(prompt)
	for i := range toks {
		w := strings.ToLower(strings.Trim(toks[i], ",.;:!?\"'()—-"))
		switch w {
		case "if", "once", "when", "after", "unless", "until":
			if decisionBy(toks[i+1:]) {
				return true
			}
		case "ask", "with", "to", "by":
			// "I'll check with my PM", "I must ask my lead", "talk to the
			// team", "run it by legal".
			if i > 0 && consults(strings.ToLower(toks[i-1]), w) && i+1 < len(toks) && roleAfter(toks[i+1:]) {
				return true
			}
		}
	}
	return false
}

// decisionBy reports whether the words after a condition name a person
// and a decision of theirs within a few words ("Maria signs off", "QA
// doesn't object", "Priya from SRE gives the nod", "the design system
// team is fine with it").
func decisionBy(ws []string) bool {
	person, poss := -1, false
	for k := 0; k < len(ws) && k < 5; k++ {
		raw := strings.Trim(ws[k], ",.;:!?\"'()")
		// "Priya's review", "legal's approval": the person in the
		// possessive, the decision a noun of theirs.
		base := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s")
		w := strings.ToLower(base)
		if w == "the" || w == "my" || w == "our" || w == "someone" || w == "from" {
			continue
		}
		if personName(base) || roleNoun(w) {
			person = k
		}
		break
	}
	if person >= 0 && person+1 < len(ws) && roleNoun(strings.ToLower(strings.Trim(ws[person+1], ",.;:!?\"'()"))) {
		person++ // "the ops team's review"
	}
	if person < 0 {
		return false
	}
	raw := strings.Trim(ws[person], ",.;:!?\"'()")
	poss = strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s")
	for k := person + 1; k < len(ws) && k <= person+6; k++ {
		w := strings.ToLower(strings.Trim(ws[k], ",.;:!?\"'()"))
		if decisionVerb(w) || (poss || k > person+1) && decisionNoun(w) {
			// A decision noun right after a plain name or role is an
			// event ("the design review"), not a person's decision.
			return true
		}
	}
	return false
}

// decisionVerb reports whether w says a person decides: "signs", "agrees",
// "approves", "says", "is fine".
func decisionVerb(w string) bool {
	switch w {
	case "signs", "sign", "signed", "agrees", "agree", "agreed", "approves", "approve", "approved", "confirms", "confirm",
		"confirmed", "okays", "okayed", "says", "said", "gives", "give", "gave", "reviewed", "reviews", "objects", "object",
		"fine", "ok", "okay", "nods", "decides", "decided", "clears", "cleared":
		return true
	}
	return false
}

// decisionNoun reports whether w names a person's decision: "review",
// "approval", "sign-off", "look", "blessing".
func decisionNoun(w string) bool {
	switch w {
	case "review", "approval", "signoff", "sign-off", "look", "blessing", "nod", "go-ahead", "say-so", "decision":
		return true
	}
	return false
}

// consults reports whether prev and w say the user will consult someone:
// "ask", "check with", "talk to", "run it by", "sync with".
func consults(prev, w string) bool {
	switch w {
	case "ask":
		return true
	case "with":
		return prev == "check" || prev == "sync" || prev == "confirm"
	case "to":
		return prev == "talk" || prev == "speak"
	case "by":
		return prev == "it" || prev == "this"
	}
	return false
}

// roleAfter reports whether the words name a role, after an optional
// determiner ("my PM", "the team", "legal").
func roleAfter(ws []string) bool {
	for k := 0; k < len(ws) && k < 3; k++ {
		w := strings.ToLower(strings.Trim(ws[k], ",.;:!?\"'()"))
		if w == "the" || w == "my" || w == "our" {
			continue
		}
		return roleNoun(w)
	}
	return false
}

// personName reports whether a word as typed is a person's name: a capital
// then lower-case letters ("Maria"), not "I" nor a word every sentence
// may open with.
func personName(w string) bool {
	if len(w) < 3 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for i := 1; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	switch w {
	case "The", "This", "That", "It", "We", "You", "They", "There", "Tests", "Main", "Monday", "Tuesday", "Wednesday",
		"Thursday", "Friday", "Saturday", "Sunday", "Then", "After", "When":
		return false
	}
	return true
}

// roleNoun reports whether w (lower case) names a person by role or a
// group of people.
func roleNoun(w string) bool {
	switch w {
	case "qa", "ops", "sre", "legal", "security", "pm", "po", "manager", "boss", "lead", "team", "client", "customer",
		"marketing", "product", "design", "compliance", "dba", "cto", "ceo", "cfo", "reviewer", "reviewers", "owner",
		"owners", "nobody", "someone", "finance", "support":
		return true
	}
	return false
}

// A reply may put a step of the user's own before the plan: "about the
// jump fix, I need to playtest first", "I have to check the dashboards
// first", "let me ask around first". Until the user has done it, the plan
// waits: no consent, whatever else the reply approves ("yes the new sprite
// sheet looks great!" is praise of something else).

// ownStepFirst reports whether a clause of the reply has the user do
// something first: a first-person subject ("I need to", "I have to", "I
// want to", "let me", "I'll"), ending in "first", and no "you" (not "I
// want you to show me first", which asks the assistant for a step); or a
// user who weighs waiting ("maybe I should wait for a maintainer?").
func ownStepFirst(prompt string) bool {
	if len(prompt) > maxAwaits {
		return false
	}
	for _, cl := range lang.Clauses(prompt) {
		ws := cl.Words
		if len(ws) < 3 || ws[len(ws)-1] != "first" && !waitsItself(ws) || cl.Question && !waitsItself(ws) {
			continue
		}
		own := false
		for i, w := range ws {
			switch w {
			case "i", "i'll", "i'd", "i've", "i'm":
				own = own || w == "i'll" || i+1 < len(ws) && firstPersonNeed(ws[i+1])
			case "me":
				own = own || i > 0 && ws[i-1] == "let"
			}
		}
		if own && !mentionsYou(ws) {
			return true
		}
	}
	return false
}

// waitsItself reports whether the user weighs holding the plan: "maybe I
// should wait for a maintainer", "I'd rather wait until Monday".
func waitsItself(ws []string) bool {
	for i := 0; i+2 < len(ws); i++ {
		if (ws[i] == "i" || ws[i] == "i'd" || ws[i] == "we") && (ws[i+1] == "should" || ws[i+1] == "rather" || ws[i+1] == "better") &&
			(ws[i+2] == "wait" || ws[i+2] == "hold") {
			return true
		}
	}
	return false
}

// firstPersonNeed reports whether w, after "I", says the user must or
// wants to do something: "need", "have", "want", "must", "gotta", "should",
// "will", "wanna".
func firstPersonNeed(w string) bool {
	switch w {
	case "need", "needa", "have", "want", "must", "gotta", "should", "will", "wanna", "got":
		return true
	}
	return false
}

// mentionsYou reports whether the words address the assistant.
func mentionsYou(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "you", "your", "you're", "you'll", "u":
			return true
		}
	}
	return false
}
