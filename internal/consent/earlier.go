package consent

import "strings"

// A plan message may speak of an earlier proposal beside the plan it now
// makes: "Earlier I suggested bumping the log level; separately, here's the
// plan for the JSON codec: …", "As I mentioned before, `cfg` could be
// renamed. For the bug: …". A reply that names only what that earlier
// proposal speaks of ("yes do the log level thing", "just the rename for
// now") chooses it, not the plan: no consent to the plan. Naming it beside
// the plan or as an addition ("yes, and the rename too") is a change to
// confirm (see approvesSideOffer).

// earlierParts returns the parts of an assistant message (its sentences,
// split again at semicolons) that open by pointing back at something
// proposed before. Only the message's head and tail are read.
func earlierParts(text string) []string {
	var parts []string
	read := func(t string) {
		if !mentionsEarlier(t) {
			return // most messages: no sentence to split
		}
		for _, sent := range sentences(t) {
			for _, part := range strings.Split(sent, "; ") {
				if part = strings.TrimSpace(part); part != "" && openingAt(part) {
					parts = append(parts, part)
				}
			}
		}
	}
	if len(text) <= 2*maxSideBytes {
		read(text)
		return parts
	}
	read(cutRunes(text, maxSideBytes))
	read(text[len(text)-maxSideBytes:])
	return parts
}

// mentionsEarlier reports, in one pass without allocating, whether t
// holds an opening that points back (openingAt) at a word's start: only
// then are its sentences split.
func mentionsEarlier(t string) bool {
	for i := 0; i < len(t); i++ {
		if (i == 0 || !wordByte(t[i-1])) && openingAt(t[i:]) {
			return true
		}
	}
	return false
}

// openingAt reports whether t opens, in any case, with words that point
// back at an earlier proposal ("earlier I suggested", "as I mentioned").
// The openings are grouped by their first letter: mentionsEarlier asks at
// every word of a plan's head and tail, and most words open none.
func openingAt(t string) bool {
	var openings []string
	switch lower(t[0]) {
	case 'e':
		openings = []string{"earlier"}
	case 'p':
		openings = []string{"previously"}
	case 'b':
		openings = []string{"before that"}
	case 'a':
		openings = []string{"as i mentioned", "as mentioned", "as i said"}
	case 'i':
		openings = []string{"i mentioned", "i'd mentioned", "i suggested", "i'd suggested"}
	case 'l':
		openings = []string{"last time"}
	}
	for _, p := range openings {
		if len(p) <= len(t) && strings.EqualFold(t[:len(p)], p) && (len(p) == len(t) || !wordByte(t[len(p)])) {
			return true
		}
	}
	return false
}

// choosesEarlier reports whether a reply names a term that only the plan
// message's earlier proposal has, names none of the plan's own, and adds
// nothing ("too", "also", "as well", "both"): it chooses the earlier
// proposal instead of the plan.
func choosesEarlier(prompt, plan string) bool {
	parts := earlierParts(plan)
	if len(parts) == 0 {
		return false
	}
	main := plan
	for _, p := range parts {
		main = strings.Replace(main, p, "", 1)
	}
	mainTerms, earlierTerms := termsOf(main), termsOf(strings.Join(parts, "\n"))
	earlier, own := false, false
	eachTerm(cutRunes(prompt, replyHead), func(stem string) {
		switch {
		case mainTerms.has(stem):
			own = true
		case earlierTerms.has(stem):
			earlier = true
		}
	})
	low := strings.ToLower(cutRunes(prompt, replyHead))
	return earlier && !own && !hasWord(low, "too") && !hasWord(low, "also") && !hasWord(low, "both") &&
		!strings.Contains(low, "as well")
}
