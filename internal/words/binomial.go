package words

// A binomial is two words joined by "and" into one expression: a word
// said twice ("round and round", "over and over", "on and on", "more and
// more") or a fixed pair ("back and forth", "pros and cons", "trial and
// error"). Its "and" joins words, not clauses: "we've been going back and
// forth on this for an hour" is one statement, not "we've been going
// back" beside "and forth on this …".

// binomialAnd reports whether the "and" at ws[i] joins the two halves of
// a binomial (see above).
func binomialAnd(ws []string, i int) bool {
	if ws[i] != "and" || i == 0 || i+1 >= len(ws) {
		return false
	}
	a, b := ws[i-1], ws[i+1]
	return a == b && len(a) > 1 || binomialPair(a, b)
}

// binomialPair reports whether a and b are the halves of a fixed pair of
// different words.
func binomialPair(a, b string) bool {
	switch a {
	case "back":
		return b == "forth"
	case "to":
		return b == "fro"
	case "pros":
		return b == "cons"
	case "ins":
		return b == "outs"
	case "trial":
		return b == "error"
	case "bits":
		return b == "pieces"
	case "odds":
		return b == "ends"
	case "give":
		return b == "take"
	case "by":
		return b == "large"
	case "safe":
		return b == "sound"
	case "sick":
		return b == "tired"
	case "tried":
		return b == "true"
	case "far":
		return b == "wide"
	case "first":
		return b == "foremost"
	}
	return false
}
