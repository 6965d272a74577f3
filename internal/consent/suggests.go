package consent

// Round 15: what the user says they meant, suggest or wish beside an
// approval. A suggestion of the user's own ("I suggest another test", "I
// was going to propose a retry") is a change whatever its grammar; an
// intention to do what the plan does ("I was going to do the same thing",
// "I'd been meaning to fix this myself") and a wish about the world ("may
// the OOM killer rest in peace") are agreement and jokes, not changes.

// suggestionEnd returns the index right after a suggestion the user makes
// in a clause ("I suggest", "I'd recommend", "I was going to propose", "may
// I suggest", "my suggestion would be"), or -1 when the clause makes none.
// The user is the subject, within the clause's first words.
func suggestionEnd(ws []string) int {
	for i := 0; i < len(ws) && i < maxSuggestionAt; i++ {
		switch ws[i] {
		case "my", "our":
			if i+2 < len(ws) && suggestionNoun(ws[i+1]) && (ws[i+2] == "is" || ws[i+2] == "would" || ws[i+2] == "will") {
				// "my suggestion would be …", "my advice is …"; not the
				// object of "it has my recommendation"
				k := i + 3
				if k < len(ws) && ws[k] == "be" {
					k++
				}
				return k
			}
		case "i", "i'd", "we", "we'd", "i'm", "we're":
			for k := i + 1; k < len(ws) && k <= i+maxAuxiliaries+1; k++ {
				if suggestionVerb(ws[k]) {
					return k + 1
				}
				if !intentAuxiliary(ws[k]) {
					break
				}
			}
		}
	}
	return -1
}

// maxSuggestionAt is how far into a clause the user may stand as the
// subject of a suggestion ("but honestly I'd suggest …", "may I suggest").
const maxSuggestionAt = 3

// maxAuxiliaries is how many words may stand between the user and the verb
// of suggesting ("I was going to suggest", "I would have proposed").
const maxAuxiliaries = 4

// suggestionVerb reports whether w is a verb of suggesting or asking for
// something.
func suggestionVerb(w string) bool {
	switch w {
	case "suggest", "suggested", "suggesting", "propose", "proposed", "proposing", "recommend", "recommended",
		"recommending", "advise", "advised", "advising":
		return true
	}
	return false
}

// suggestionNoun reports whether w names a suggestion ("suggestion",
// "recommendation", "vote", "proposal").
func suggestionNoun(w string) bool {
	switch w {
	case "suggestion", "suggestions", "recommendation", "proposal", "advice", "preference":
		return true
	}
	return false
}

// intentAuxiliary reports whether w may stand between a subject and its verb in
// a statement of intention: "was going to", "would have", "'d been meaning
// to", "was about to", "honestly".
func intentAuxiliary(w string) bool {
	switch w {
	case "was", "were", "would", "will", "might", "could", "have", "had", "been", "going", "gonna", "to", "about",
		"meaning", "planning", "wanting", "wanted", "also", "honestly", "actually", "literally", "just", "even",
		"probably", "definitely", "myself", "ourselves":
		return true
	}
	return false
}

// sameAsPlan reports whether what follows a verb of doing or suggesting is
// the plan itself, pointed at: "the same (thing, split)", "this", "that",
// "it", "exactly that", "something similar", "it myself", with nothing
// after that extends it ("the same but with a regex", "this too").
func sameAsPlan(ws []string) bool {
	if len(ws) == 0 || len(ws) > maxSameObject {
		return false
	}
	k := 0
	for k < len(ws) && (ws[k] == "exactly" || ws[k] == "basically" || ws[k] == "pretty" || ws[k] == "much" || ws[k] == "just") {
		k++
	}
	if k == len(ws) {
		return false
	}
	switch {
	case ws[k] == "the" && k+1 < len(ws) && (ws[k+1] == "same" || ws[k+1] == "exact"):
		k += 2
		if k < len(ws) && ws[k] != "but" && ws[k] != "with" && !extends(ws[k:k+1]) {
			k++ // "the same split", "the same thing"
		}
	case ws[k] == "this" || ws[k] == "that" || ws[k] == "it" || ws[k] == "same":
		k++
	case ws[k] == "something" && k+1 < len(ws) && (ws[k+1] == "similar" || ws[k+1] == "like"):
		k += 2
		if k < len(ws) && (ws[k] == "this" || ws[k] == "that" || ws[k] == "it") {
			k++
		}
	default:
		return false
	}
	for _, w := range ws[k:] {
		switch w {
		case "myself", "ourselves", "honestly", "lol", "haha", "tbh", "anyway", "too", "yesterday", "today", "week",
			"sprint", "last", "earlier", "lately", "months", "weeks", "ago":
			// "it myself", "the same thing last sprint"; "too" here is
			// the user's ("I was going to do that too")
		default:
			return false
		}
	}
	return true
}

// maxSameObject bounds the words after the verb that may only point at
// the plan ("exactly the same thing myself last sprint").
const maxSameObject = 7

// meantSame reports whether a clause tells that the user meant to do, or
// thought of, what the plan does: "I was going to do the same thing", "I
// was about to fix this myself", "I'd been meaning to do it myself", "we
// were planning to do exactly that", "I was thinking the same (thing)".
// The user, words of intention, a verb, and the plan pointed at
// (sameAsPlan): agreement, nothing asked of the work.
func meantSame(ws []string) bool {
	for i := 0; i < len(ws) && i < maxSuggestionAt; i++ {
		switch ws[i] {
		case "i", "i'd", "we", "we'd", "i've", "we've", "i'm", "we're":
		default:
			continue
		}
		intent := false
		for k := i + 1; k < len(ws) && k <= i+maxAuxiliaries+2; k++ {
			switch w := ws[k]; {
			case w == "going" || w == "gonna" || w == "about" || w == "meaning" || w == "planning" || w == "wanting" ||
				w == "wanted" || w == "thinking" || w == "hoping":
				intent = true
				if w == "thinking" && sameAsPlan(ws[k+1:]) {
					return true // "I was thinking the same thing"
				}
			case intentAuxiliary(w):
			case intent:
				// the verb of doing or suggesting, then what was meant
				return sameAsPlan(ws[k+1:])
			default:
				return false
			}
		}
		return false
	}
	return false
}

// wishes reports whether a clause is a wish about the world in the
// optative ("may the OOM killer finally rest in peace", "may this bug
// never come back", "may the pager stay quiet tonight"): a joke beside an
// approval. "may I suggest …", "may you …" address someone; a value ("may
// the timeout be 30s") or more work ("may it also log") is a change.
func wishes(ws []string) bool {
	if len(ws) < 3 || ws[0] != "may" {
		return false
	}
	switch ws[1] {
	case "i", "we", "you", "u", "i'd", "we'd":
		return false
	}
	for _, w := range ws[1:] {
		if hasDigit(w) || changeMarker(w) || w == "please" || w == "pls" || w == "be" {
			return false
		}
	}
	return !extends(ws[1:])
}

// moreOfPlan reports whether the plan's word at ws[i] is counted as more
// of it: "a second test", "another check", "one more test", "an extra
// retry", "additional tests" — the plan's thing again, which is work the
// plan does not hold, not a reference to it ("the second step" picks one).
func moreOfPlan(ws []string, i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		switch w := ws[k]; w {
		case "another", "extra", "additional", "more":
			if w == "more" && (k == 0 || !countWord(ws[k-1]) && ws[k-1] != "one" && ws[k-1] != "some" && ws[k-1] != "few") {
				return false // "more robust tests" compares; "two more tests" counts
			}
			return true
		case "second", "third", "fourth", "2nd", "3rd", "4th":
			return k > 0 && (ws[k-1] == "a" || ws[k-1] == "an")
		}
	}
	return false
}

// seemingVerb reports whether w is a verb of seeming after a subject ("the
// release notes look nice", "the new chairs seem comfy"): an opinion
// stated, like a fact with "is".
func seemingVerb(w string) bool {
	switch w {
	case "look", "looks", "seem", "seems", "sound", "sounds", "feel", "feels":
		return true
	}
	return false
}

// suggestsOther reports whether a clause makes a suggestion of the user's
// own that is more than the plan pointed at ("I suggest a retry", "I was
// going to propose a shorter message", "my recommendation would be a
// retry"; not "I was going to suggest the same split").
func suggestsOther(ws []string) bool {
	k := suggestionEnd(ws)
	return k >= 0 && !sameAsPlan(ws[k:])
}
