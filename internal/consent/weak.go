package consent

import lang "github.com/plan-compliance/plan-compliance/internal/words"

// A reply of bare yes-words that ends on a word of going along ("yeah
// ok", "yep, fine", "yes okay") is that word's answer: agreeing to go
// along, not a go-ahead, so it is read as medium (the last position
// counts). The other order ("ok yes") ends on the yes and stays high, as
// do a medium word beside an action ("ok, go ahead", "yes ok do it") and
// words of praise or emoji ("yes, perfect", "yes 👍": read as high).

// maxWeakClose bounds the replies read for a weak close: a few words.
const maxWeakClose = 32

// closesWeak reports whether prompt is bare yes-words followed by one word
// of going along that ends it, as typed (see above).
func closesWeak(prompt string) bool {
	if len(prompt) > maxWeakClose {
		return false
	}
	var ws []string
	for _, cl := range lang.Clauses(prompt) {
		ws = append(ws, cl.Words...)
	}
	n := len(ws)
	if n < 2 || !goesAlong(ws[n-1]) || !goesAlong(lastTyped(prompt)) {
		return false // "yes 👍": the emoji reads as "ok", but is not typed as one
	}
	for _, w := range ws[:n-1] {
		if !bareYes(w) {
			return false
		}
	}
	return true
}

// goesAlong reports whether w only goes along ("ok", "fine", "alright").
func goesAlong(w string) bool {
	switch w {
	case "ok", "okay", "k", "kk", "okey", "okie", "oki", "fine", "alright":
		return true
	}
	return false
}

// lastTyped returns the last run of ASCII letters in s, in lower case.
func lastTyped(s string) string {
	end := len(s)
	for end > 0 && !asciiLetter(s[end-1]) {
		end--
	}
	start := end
	for start > 0 && asciiLetter(s[start-1]) {
		start--
	}
	b := []byte(s[start:end])
	for i, c := range b {
		b[i] = lower(c)
	}
	return string(b)
}

// asciiLetter reports whether b is an ASCII letter.
func asciiLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// bareYes reports whether w is a yes-word that says nothing more.
func bareYes(w string) bool {
	switch w {
	case "yes", "yeah", "yep", "yup", "ya", "yea", "yah", "ye", "yeh":
		return true
	}
	return false
}

// A reply may say in so many words that it is not an approval: "I'm not
// saying go ahead, just that the plan looks reasonable", "that's not a
// yes, but it reads fine", "I didn't say do it". Whatever it praises, it
// approves nothing. Disclaiming something else ("I'm not saying it's
// perfect, but go ahead", "I didn't say no") is not this.

// maxDisclaim bounds the replies read for a disclaimed approval.
const maxDisclaim = 240

// disclaimsApproval reports whether a reply denies that it approves (see
// above): a negation, then a verb of saying and a word of approval ("not
// saying go ahead", "didn't say yes"), or an article and a word of
// approval ("not a yes", "isn't a green light").
func disclaimsApproval(prompt string) bool {
	if len(prompt) > maxDisclaim {
		return false
	}
	for _, cl := range lang.Clauses(prompt) {
		ws := cl.Words
		for i := 0; i+2 < len(ws); i++ {
			if !negWord(ws[i]) {
				continue
			}
			next := ws[i+1:]
			switch next[0] {
			case "saying", "say", "said", "telling":
				k := 1
				for k < len(next) && (next[k] == "you" || next[k] == "to" || next[k] == "should" || next[k] == "can") {
					k++
				}
				if k < len(next) && approvalWord(next[k]) {
					return true
				}
			case "a", "an", "my":
				if approvalWord(next[1]) {
					return true
				}
			}
		}
	}
	return false
}

// negWord reports whether w negates what follows: "not", "isn't", "didn't",
// "wasn't", "never".
func negWord(w string) bool {
	switch w {
	case "not", "isn't", "didn't", "wasn't", "never", "ain't", "don't":
		return true
	}
	return false
}

// approvalWord reports whether w, after a verb of saying or an article,
// names an approval: "go", "yes", "proceed", "green", "approval".
func approvalWord(w string) bool {
	switch w {
	case "go", "yes", "proceed", "do", "ship", "green", "approval", "approve", "go-ahead", "greenlight", "lgtm",
		"sign-off", "signoff", "ok", "okay", "sure", "yep", "yeah":
		return true
	}
	return false
}

// Thanks for an explanation answer the explanation, not the plan: "cool,
// thanks for explaining", "ok thanks for the context", "ah got it, thanks
// for clarifying". A reply of acknowledgement words and such thanks gives
// no signal; beside a go-ahead ("thanks for explaining, go ahead") the
// go-ahead is read as before. When the assistant's last message answered
// a side question after the plan, bare thanks ("cool thanks") are for that
// answer too.

// maxThanksExplaining bounds the replies read for thanks for an
// explanation: a few words.
const maxThanksExplaining = 80

// onlyThanksForExplaining reports whether prompt is acknowledgement words
// and thanks for an explanation, nothing else (see above).
func onlyThanksForExplaining(prompt string) bool { return onlyThanks(prompt, false) }

// onlyThanks is onlyThanksForExplaining; with bare, thanks alone count
// ("cool thanks"): said when the message before the reply was an answer
// to a side question, not the plan, the thanks are for that answer.
func onlyThanks(prompt string, bare bool) bool {
	if len(prompt) > maxThanksExplaining {
		return false
	}
	thanked := false
	for _, cl := range lang.Clauses(prompt) {
		ws := cl.Words
		for i := 0; i < len(ws); i++ {
			w := ws[i]
			if (w == "thanks" || w == "thx" || w == "ty") && i+2 < len(ws) && ws[i+1] == "for" && explanation(ws[i+2:]) > 0 {
				i += 1 + explanation(ws[i+2:])
				thanked = true
				continue
			}
			if w == "thank" && i+3 < len(ws) && ws[i+1] == "you" && ws[i+2] == "for" && explanation(ws[i+3:]) > 0 {
				i += 2 + explanation(ws[i+3:])
				thanked = true
				continue
			}
			if bare && (w == "thanks" || w == "thx" || w == "ty" || w == "thank" && i+1 < len(ws) && ws[i+1] == "you") {
				if w == "thank" {
					i++
				}
				thanked = true
				continue
			}
			switch w {
			case "ok", "okay", "cool", "ah", "oh", "i", "see", "got", "it", "makes", "sense", "nice", "great", "right", "gotcha", "and":
			default:
				return false
			}
		}
	}
	return thanked
}

// explanation returns how many words at ws name an explanation ("explaining",
// "the explanation", "the context", "clarifying"), or 0.
func explanation(ws []string) int {
	switch ws[0] {
	case "explaining", "clarifying", "elaborating":
		return 1
	case "the", "your":
		if len(ws) > 1 {
			switch ws[1] {
			case "explanation", "context", "clarification", "background", "breakdown", "walkthrough", "details", "info":
				return 2
			}
		}
	}
	return 0
}

// acknowledgesOnly reports whether a short reply only takes in what it
// was told ("yes makes sense", "ah got it", "ok I see, good to know"):
// yes-words and words of understanding, with at least one of
// understanding. Said after an answer to a side question, it answers that
// answer, not the plan; a go-ahead beside it ("makes sense, go ahead")
// is more than this.
func acknowledgesOnly(prompt string) bool {
	if len(prompt) > maxThanksExplaining {
		return false
	}
	understood := false
	for _, cl := range lang.Clauses(prompt) {
		ws := cl.Words
		for i := 0; i < len(ws); i++ {
			switch w := ws[i]; {
			case w == "makes" && i+1 < len(ws) && ws[i+1] == "sense",
				w == "got" && i+1 < len(ws) && ws[i+1] == "it",
				w == "i" && i+1 < len(ws) && ws[i+1] == "see",
				w == "fair" && i+1 < len(ws) && ws[i+1] == "enough",
				w == "that" && i+1 < len(ws) && (ws[i+1] == "explains" || ws[i+1] == "explain"):
				understood = true
				i++
			case w == "good" && i+2 < len(ws) && ws[i+1] == "to" && ws[i+2] == "know":
				understood = true
				i += 2
			case w == "gotcha" || w == "understood" || w == "interesting" || w == "ahh" || w == "aha":
				understood = true
			case w == "yes" || w == "yeah" || w == "yep" || w == "yup" || w == "ok" || w == "okay" || w == "ah" || w == "oh" ||
				w == "right" || w == "cool" || w == "nice" || w == "thanks" || w == "thx" || w == "and" || w == "now" || w == "it" || w == "that":
			default:
				return false
			}
		}
	}
	return understood
}
