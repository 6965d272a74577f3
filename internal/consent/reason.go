package consent

// reasonToFix reports whether a statement that raises a problem tells the
// plan's own problem as already known, the reason the user approves the
// fix rather than news for the plan to cover: it names what the plan names
// (related) and either points back at it with a demonstrative ("that
// missing check is a real hole", "those warnings fill the log") or tells
// how long it has lasted up to now ("the docs have been stale for a
// month"). A problem added with "too", "also", "as well" or "either"
// ("that handler is broken too") is another one: not a reason.
func reasonToFix(ws []string, related func(string) bool) bool {
	if len(ws) < 3 || !mentionsPlan(ws, related) {
		return false
	}
	for i, w := range ws {
		switch w {
		case "too", "also", "either", "another", "other", "elsewhere":
			return false
		case "as":
			if i+1 < len(ws) && ws[i+1] == "well" {
				return false
			}
		}
	}
	return pointsBackAt(ws) || lastedUntilNow(ws)
}

// pointsBackAt reports whether a statement's subject opens with a
// demonstrative ("that", "those", "this", "these") and a noun after it,
// so it speaks of something already spoken of ("that expiry check is …"),
// not of a thing newly brought up ("the logout handler is …"). "that is",
// "this means" have no noun: a pronoun, pointing at nothing in particular.
func pointsBackAt(ws []string) bool {
	switch ws[0] {
	case "that", "those", "this", "these":
		return !copula(ws[1]) && ws[1] != "was" && ws[1] != "were" && ws[1] != "means" && ws[1] != "will"
	}
	return false
}

// lastedUntilNow reports whether a statement tells, in the present
// perfect, how long a state has lasted: "has been" or "have been" with
// "for" and a span ("for a month", "for ages", "for two years", "for way
// too long") or "since" after it.
func lastedUntilNow(ws []string) bool {
	perfect := false
	for i, w := range ws {
		if (w == "has" || w == "have" || w == "hasn't" || w == "haven't") && i+1 < len(ws) && ws[i+1] == "been" {
			perfect = true
			continue
		}
		if !perfect {
			continue
		}
		if w == "since" || w == "for" && i+1 < len(ws) && span(ws[i+1:]) {
			return true
		}
	}
	return false
}

// span reports whether words open with a length of time: "a month",
// "ages", "two years", "like two years", "way too long", "weeks".
func span(ws []string) bool {
	for j, w := range ws {
		if j > 3 {
			return false
		}
		switch w {
		case "a", "an", "like", "about", "over", "nearly", "almost", "way", "too", "so", "the", "past", "last", "several",
			"few", "many", "couple", "of":
			continue
		case "ages", "forever", "long", "years", "months", "weeks", "days", "hours", "year", "month", "week", "day", "decade",
			"minute", "minutes", "second", "seconds", "hour", "while":
			return true
		}
		if !number(w) && countValue(w) == 0 {
			return false
		}
	}
	return false
}

// takesTime reports whether a statement tells how long something may take:
// a modal of what may happen ("might", "may", "could", "will", "'ll")
// right before "take" and a length of time ("might take a while", "could
// take ages", "will take a minute"). "should take" is a requirement, not a
// forecast.
func takesTime(ws []string) bool {
	for i := 1; i+2 < len(ws); i++ {
		if ws[i] != "take" && ws[i] != "takes" {
			continue
		}
		m := ws[i-1]
		if m == "might" || m == "may" || m == "could" || m == "will" || m == "gonna" || len(m) > 3 && m[len(m)-3:] == "'ll" {
			if span(ws[i+1:]) || ws[i+1] == "a" && (ws[i+2] == "while" || ws[i+2] == "bit" || ws[i+2] == "moment" || ws[i+2] == "sec") {
				return true
			}
		}
	}
	return false
}

// praisesEffect reports whether a clause says what the plan makes better:
// "makes" with its subject left out or a pronoun ("makes review easier",
// "which makes onboarding simpler", "it makes the diff more readable")
// and a comparative of improvement, with no condition, contrast, wish or
// negation ("makes it easier if you add a flag" asks for the flag).
func praisesEffect(ws []string) bool {
	if len(ws) > 1 && (ws[0] == "which" || ws[0] == "it" || ws[0] == "that" || ws[0] == "this") {
		ws = ws[1:]
	}
	if len(ws) < 3 || ws[0] != "makes" {
		return false
	}
	better := false
	for i, w := range ws[1:] {
		switch w {
		case "easier", "simpler", "clearer", "nicer", "cleaner", "safer", "better", "readable", "faster":
			better = true
		case "if", "but", "though", "unless", "should", "would", "could", "instead", "only":
			return false
		}
		if negatorLen(ws, i+1) > 0 || changeMarker(w) {
			return false
		}
	}
	return better
}
