package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// An approval word does not settle a reply that goes on to hold the
// decision back. Three shapes are read here, each a property of the
// sentence rather than a phrase, and each turns a go-ahead into something
// less ("when in doubt, it is not consent"):
//
//   - the user's own deliberation still to come: "lgtm, let me think about
//     it", "looks fine, I need to double check the numbers first", "ok
//     I'll sleep on it". The user speaks of a step of thinking or checking
//     of their own, with nothing after it but the plan itself (not "I'll
//     check the dashboard after you deploy", a look at the outcome, nor
//     "I'll verify it myself", a step taken over), and no approval after
//     it ("let me think. ok, go ahead": the thinking done): the answer is
//     still to come, no go-ahead now.
//   - an exception that opens right after the approval: "looks good
//     except leave the link", "fine, apart from the rename", "ok other
//     than the migration". The plan is approved with a part taken out: a
//     change to confirm, whatever verb follows.
//   - a condition in another language, right after the approval or
//     opening a clause: "mach, sofern Ahmed das Review übernimmt", "dale,
//     si pasa el CI", "ok se i test passano", "prima, mits de tests
//     slagen". Like "as long as", a term nobody has checked: a change to
//     confirm. A condition about the assistant's own will or readiness
//     ("si quieres", "wenn du willst") gives leave and is not read.

// deliberates reports whether a clause of a reply announces the user's own
// deliberation still to come (see above).
func (c *Classifier) deliberates(cls []lang.Clause) bool {
	found := false
	for _, cl := range cls {
		ws := cl.Words
		for i := 0; i < len(ws); i++ {
			if n, future := ownIntent(ws, i); n > 0 && deliberation(ws[i+n:], future) {
				found = true // the approval is still to come
				break
			}
			if n := consentLen(c, ws, i); n > 0 {
				found = false // "let me think. ok, yes, go ahead": the thinking done
				i += n - 1
			}
		}
	}
	return found
}

// ownIntent returns how many words at ws[i] announce a step of the user's
// own, and whether they only tell the future ("i'll", "we will") rather
// than ask for time ("let me", "lemme", "i need to", "gotta"); 0 if none.
func ownIntent(ws []string, i int) (int, bool) {
	next := func(k int, want string) bool { return i+k < len(ws) && ws[i+k] == want }
	switch ws[i] {
	case "lemme", "gotta":
		return 1, false
	case "i'll", "ill", "imma", "we'll":
		return 1, true
	case "let":
		if next(1, "me") || next(1, "us") {
			return 2, false
		}
	case "i", "we":
		if next(1, "will") {
			return 2, true
		}
		if next(1, "must") || next(1, "wanna") || next(1, "gotta") {
			return 2, false
		}
		if (next(1, "need") || next(1, "want") || next(1, "have") || next(1, "got")) && next(2, "to") {
			return 3, false
		}
	}
	return 0, false
}

// deliberation reports whether ws (after an announcement of the user's own
// step) are a step of thinking or checking with no object of its own: "think
// about it", "double check", "quickly verify this first", "sleep on it".
// Told as the future ("I'll review it"), a check may be of the outcome,
// after the work: only thinking, or a check said to come first, holds the
// decision back.
func deliberation(ws []string, future bool) bool {
	i := 0
	for i < len(ws) && (ws[i] == "just" || ws[i] == "quickly" || ws[i] == "first" || ws[i] == "still" || ws[i] == "double" ||
		ws[i] == "briefly" || ws[i] == "also" || ws[i] == "go" || ws[i] == "have" || ws[i] == "take" || ws[i] == "a" || ws[i] == "quick") {
		i++
	}
	if i == len(ws) {
		return false
	}
	first := i > 0 && ws[i-1] == "first"
	switch ws[i] {
	case "sleep":
		if i+1 == len(ws) || ws[i+1] != "on" {
			return false // "I need to sleep": tired, not deliberating
		}
	case "think", "mull", "ponder", "consider", "digest", "reconsider", "rethink":
	case "check", "double-check", "doublecheck", "verify", "look", "review", "reread", "re-read", "recheck", "re-check",
		"confirm", "process", "read":
		if future {
			for _, w := range ws[i+1:] {
				first = first || w == "first" || w == "before"
			}
			if !first {
				return false // "go ahead, I'll review it": the outcome, looked at after
			}
		}
	default:
		return false
	}
	for _, w := range ws[i+1:] {
		if !deliberatedObject(w) {
			return false // "I'll check the dashboard after the deploy": the outcome watched
		}
	}
	return true
}

// deliberatedObject reports whether w may stand in the object of a
// deliberation that is about the plan itself: pronouns, "about", "over",
// "again", "first", "the numbers".
func deliberatedObject(w string) bool {
	switch w {
	case "it", "this", "that", "these", "those", "them", "everything", "things", "all", "about", "over", "through", "on",
		"again", "first", "once", "more", "a", "an", "bit", "little", "the", "plan", "numbers", "math", "one", "thing",
		"something", "real", "quick", "quickly", "before", "we", "i", "you", "proceed", "go", "sec", "second", "minute",
		"moment", "details", "twice", "properly", "carefully", "and", "get", "back", "to", "decide", "let",
		"know", "then", "for", "now", "please", "though", "but", "out", "at":
		return true
	}
	return false
}

// restrictsApproval reports whether a reply's approval is followed by an
// exception or by a condition in another language (see above).
func (c *Classifier) restrictsApproval(cls []lang.Clause) bool {
	return c.afterApproval(cls,
		func(ws []string, i int) bool {
			return exceptionAt(ws, i) || foreignCondition(c, ws, i) // "looks good except leave the link", "mach, sofern …"
		},
		func(ws []string, after bool) bool {
			return after && exceptionAt(ws, 0) || foreignCondition(c, ws, 0) && len(cls) > 1 // "fine | except the rename", "sofern Ahmed reviewt | mach"
		})
}

// exceptionAt reports whether ws[i:] open with an exception and something
// excepted: "except leave the link", "apart from the rename", "other than
// the migration".
func exceptionAt(ws []string, i int) bool {
	if i+1 >= len(ws) {
		return false
	}
	switch ws[i] {
	case "except", "excluding", "minus", "save":
		return ws[i] != "save" || ws[i+1] == "for"
	case "apart", "other", "aside":
		return i+2 < len(ws) && (ws[i+1] == "from" || ws[i+1] == "than")
	}
	return false
}

// foreignCondition reports whether ws[i:] open with a condition in one of
// the other languages and a term after it that is not the assistant's own
// will or readiness (see above).
func foreignCondition(c *Classifier, ws []string, i int) bool {
	n := foreignConditionLen(ws, i)
	if n == 0 || i+n+1 >= len(ws) || consentLen(c, ws, i+n) > 0 {
		return false // a term of at least two words: "si Ahmed revisa", not "si, dale" or "si dale"
	}
	for _, w := range ws[i+n:] {
		if lang.OwnLeave(w) {
			return false // "wenn du willst", "si quieres", "se possibile"
		}
	}
	return true
}

// foreignConditionLen returns how many words of a conditional opener of
// another language stand at ws[i], or 0. "si" is also the Spanish yes
// written without its accent, so it counts only before words that are no
// approval; the Italian and Portuguese "se" is also the Spanish reflexive
// ("se ve bien"), so it counts only before an article or a pronoun.
func foreignConditionLen(ws []string, i int) int {
	next := func(k int, want string) bool { return i+k < len(ws) && ws[i+k] == want }
	switch ws[i] {
	case "sofern", "falls", "solange", "wenn", "vorausgesetzt", "mits", "zolang", "indien", "purché", "purche",
		"jeśli", "jesli", "jeżeli", "jezeli", "agar", "eğer", "eger", "если", "esli", "s'il", "s'ils", "pourvu", "contanto":
		return 1
	case "si":
		if i+1 < len(ws) && !lang.ForeignYes(ws[i+1]) && !lang.IsYes(ws[i+1]) {
			return 1 // not "si ok": the yes before an acknowledgement
		}
	case "se":
		if i+1 < len(ws) && conditionSubject(ws[i+1]) {
			return 1
		}
	case "als":
		if i+1 < len(ws) && conditionSubject(ws[i+1]) {
			return 1 // Dutch "als de tests slagen"
		}
	case "siempre", "sempre":
		if next(1, "que") || next(1, "che") || next(1, "y") && next(2, "cuando") {
			return 2
		}
	case "desde":
		if next(1, "que") {
			return 2
		}
	case "à", "a":
		if next(1, "condition") || next(1, "patto") && next(2, "che") {
			return 2
		}
	case "tant":
		if next(1, "que") {
			return 2
		}
	case "con":
		if next(1, "tal") {
			return 2
		}
	case "pod", "o":
		if next(1, "warunkiem") || ws[i] == "o" && next(1, "ile") {
			return 2
		}
	}
	return 0
}

// conditionSubject reports whether w may open the subject of a condition
// after the ambiguous "se" (Italian, Portuguese) or "als" (Dutch): an
// article or a pronoun.
func conditionSubject(w string) bool {
	switch w {
	case "o", "os", "as", "il", "i", "gli", "lo", "la", "le", "l'", "tu", "você", "voce", "ele", "ela", "lui", "lei", "tutto", "tudo",
		"non", "não", "nao", "de", "het", "je", "jij", "hij", "zij", "alles", "die", "dat", "ci":
		return true
	}
	return false
}

// maxEmojiStops bounds the replies whose emoji are read as the end of a
// sentence: a chat message.
const maxEmojiStops = 600

// emojiStops puts a full stop before an emoji between words when an
// approval opens the words after it ("nope 👍 go for it", "the eternal
// ritual 😅 yes please"): in chat the emoji ends the sentence before it.
// Before a statement ("go ahead 👍 ps the coffee machine is fixed") the
// remark rules weigh it (splitRemark) and nothing is put.
func (c *Classifier) emojiStops(prompt string) string {
	if len(prompt) > maxEmojiStops {
		return prompt
	}
	return lang.EmojiStops(prompt, func(rest string) bool {
		cls := lang.Clauses(rest)
		if len(cls) == 0 || len(cls[0].Words) == 0 {
			return false
		}
		ws := cls[0].Words
		return consentLen(c, ws, 0) > 0 || lang.IsYes(ws[0]) || lang.ForeignYes(ws[0])
	})
}
