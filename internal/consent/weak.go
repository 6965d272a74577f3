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
