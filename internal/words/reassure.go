package words

// Reassurance returns the length in words of a negation at ws[i] that
// takes doubt away rather than refusing anything: "can't see any problem
// with it", "I can't think of any reason not to", "no reason to wait",
// "can't hurt", "don't wait for my review", "no changes to the plan",
// "nothing to add", and "no problem" in other languages ("pas de souci",
// "kein Problem": noTrouble). 0 when there is none. Its words neither refuse nor
// restrict the plan; what comes after them is read as usual.
func Reassurance(ws []string, i int) int {
	if !OpensReassurance(ws[i]) {
		return 0
	}
	at := func(k int) string {
		if i+k < len(ws) {
			return ws[i+k]
		}
		return ""
	}
	switch ws[i] {
	case "can't", "cannot", "couldn't", "don't", "won't", "doesn't":
		switch at(1) {
		case "hurt":
			if ws[i] == "don't" {
				return 0 // "don't hurt the cache": an instruction
			}
			return 2 // "can't hurt", "won't hurt"
		case "wait":
			if ws[i] == "don't" && (at(2) == "for" || at(2) == "on") && waitedFor(at(3), at(4)) {
				return 4 + boolInt(at(3) == "my" || at(3) == "our")
			}
			return 0
		case "see", "find", "spot":
			return doubtless(ws, i, 2)
		case "think":
			if at(2) == "of" {
				return doubtless(ws, i, 3)
			}
		}
	case "no":
		switch at(1) {
		case "reason":
			return reasonNotTo(ws, i, 2)
		case "need":
			// "no need to wait (for me)", "no need to coordinate"
			if at(2) == "to" {
				switch at(3) {
				case "wait":
					if (at(4) == "for" || at(4) == "on") && (at(5) == "me" || at(5) == "us") {
						return 6
					}
					return 4
				case "coordinate", "ask", "check", "confirm", "double-check":
					return 4
				}
			}
		case "changes", "change":
			switch {
			case at(2) == "to" && at(3) == "the" && at(4) == "plan":
				return 5
			case at(2) == "needed" || at(2) == "from":
				return 3 + boolInt(at(2) == "from" && at(3) != "") // "no changes from me"
			case at(2) == "":
				return 2 // "no changes, approved"
			}
		case "notes":
			return 2
		case "further", "more":
			if at(2) == "questions" || at(2) == "comments" {
				return 3
			}
		}
	case "nothing":
		if at(1) == "to" && at(2) == "add" {
			return 3
		}
	}
	return noTrouble(ws, i)
}

// OpensReassurance reports whether w can open a negation that takes doubt
// away (see Reassurance): a quick test before the full one.
func OpensReassurance(w string) bool {
	switch w {
	case "can't", "cannot", "couldn't", "don't", "won't", "doesn't", "no", "nothing":
		return true
	}
	return troubleNegation(w)
}

// doubtless is the length of "can't see any problem (with it)" from its
// determiner at ws[i+k], or 0.
func doubtless(ws []string, i, k int) int {
	j := i + k
	if j < len(ws) && (ws[j] == "any" || ws[j] == "a" || ws[j] == "an") {
		j++
	}
	if j >= len(ws) {
		return 0
	}
	switch ws[j] {
	case "problem", "problems", "issue", "issues", "objection", "objections", "blocker", "blockers",
		"downside", "downsides", "risk", "risks", "harm":
		j++
	case "reason":
		n := reasonNotTo(ws, j, 1)
		if n == 0 {
			return 0
		}
		return j + n - i
	default:
		return 0
	}
	if j+1 < len(ws) && ws[j] == "with" && (ws[j+1] == "it" || ws[j+1] == "this" || ws[j+1] == "that") {
		j += 2
	} else if j < len(ws) && (ws[j] == "here" || ws[j] == "there") {
		j++
	}
	return j - i
}

// reasonNotTo is the length of "reason not to" or "reason to wait" from
// "reason" at ws[i+k-1], counting from ws[i], or 0.
func reasonNotTo(ws []string, i, k int) int {
	j := i + k
	switch {
	case j+1 < len(ws) && ws[j] == "not" && ws[j+1] == "to":
		return k + 2
	case j+1 < len(ws) && ws[j] == "to":
		switch ws[j+1] {
		case "wait", "delay", "hesitate":
			return k + 2
		case "hold":
			if j+2 < len(ws) && (ws[j+2] == "off" || ws[j+2] == "back") {
				return k + 3
			}
		}
	}
	return 0
}

// waitedFor reports whether "don't wait for|on" is followed by the user
// or their review: "me", "us", "my review", "our approval".
func waitedFor(w, next string) bool {
	switch w {
	case "me", "us":
		return true
	case "my", "our":
		switch next {
		case "review", "approval", "ok", "sign-off", "signoff", "input", "reply":
			return true
		}
	}
	return false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
