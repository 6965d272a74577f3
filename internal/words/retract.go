package words

import "strings"

// Retraction is a user taking a request back: "never mind", "forget it",
// "scratch that", "on second thought", "I'll sort it out myself". At is the
// index of its first word and End the index after it. Object holds the
// span of what it takes back when it names something ("never mind nginx",
// "forget prod", "forget what I said about the timeout"); an empty Object
// takes back the whole request.
type Retraction struct {
	At, End int
	Object  Span
}

// Whole reports whether the retraction takes back the whole request.
func (r Retraction) Whole() bool { return r.Object.End <= r.Object.Start }

// wholeRetractions take back whatever was asked, whatever follows them.
var wholeRetractions = [...]string{
	"never mind", "nevermind", "nvm", "forget it", "forget that", "forget about it", "forget this",
	"scratch that", "scrap that", "cancel that", "don't bother", "dont bother", "not worth it",
	"on second thought", "on second thoughts", "on reflection", "let's wait", "lets wait", "let's hold off",
	"hold off", "leave it as is", "leave it as it is", "leave it for now", "leave it be", "actually no",
	"no need", "i'll do it myself", "i'll sort it out", "i'll sort that out", "i'll handle it", "i'll handle that",
	"i'll take care of it", "i'll deal with it", "i'll deal with that", "i'll fix it myself", "i'll do that myself",
	"let me do it", "let me handle it",
}

// objectRetractions take back only what follows them up to the end of
// the clause ("never mind nginx, …"); a pronoun after them ("forget it")
// is a whole retraction above.
var objectRetractions = [...]string{"never mind", "nevermind", "forget about", "forget", "skip", "drop the idea of"}

// Retracts finds the last retraction among the words ws of the normalized
// text norm. A negation just before it ("don't forget …", "I'd never mind")
// is no retraction, unless a punctuation mark parts them ("wait, don't, I'll
// do it myself"); "never mind" with an object ends at the clause's end.
func Retracts(norm string, ws []Word) (Retraction, bool) {
	texts := make([]string, len(ws))
	for i, w := range ws {
		texts[i] = w.Text
	}
	var found Retraction
	ok := false
	for i := range texts {
		if !opensRetraction(texts[i]) || i > 0 && deniesNext(texts[i-1]) && !strings.ContainsAny(norm[ws[i-1].End:ws[i].Start], ",.;:!?—") {
			continue
		}
		if obj, end, isObj := objectAt(norm, ws, texts, i); isObj {
			found, ok = Retraction{At: i, End: end, Object: obj}, true
			continue
		}
		if n := PhraseLen(wholeRetractions[:], texts, i); n > 0 && !waivesAsking(texts, i, n) {
			found, ok = Retraction{At: i, End: i + n}, true
			if obj, end, isObj := scopedObject(norm, ws, texts, i, i+n); isObj {
				found = Retraction{At: i, End: end, Object: obj}
			}
		}
	}
	return found, ok
}

// objectAt reads an object retraction at ws[i] ("never mind nginx",
// "forget prod"): its object's span and the index after it. A pronoun or
// "then" after the phrase, or a comma, makes it a whole retraction.
func objectAt(norm string, ws []Word, texts []string, i int) (Span, int, bool) {
	n := PhraseLen(objectRetractions[:], texts, i)
	if n == 0 || i+n >= len(ws) || IsNegation(texts[i+n]) {
		return Span{}, 0, false
	}
	switch texts[i+n] {
	case "it", "that", "this", "then", "all", "everything", "about":
		return Span{}, 0, false
	}
	if strings.ContainsAny(norm[ws[i+n-1].End:ws[i+n].Start], ",.;:!?—") {
		return Span{}, 0, false // "never mind, …"
	}
	end := i + n
	for end+1 < len(ws) && !clauseGap(norm[ws[end].End:ws[end+1].Start]) && !isClauseOpener(texts[end+1]) {
		end++
	}
	return Span{Start: ws[i+n].Start, End: ws[end].End}, end + 1, true
}

// scopedObject reads what "don't bother" or "no need" (ws[i:j]) is about
// when it follows a request in the same message and goes on to name
// something: "set it everywhere, don't bother with prod.env", "…, no need
// to touch the tests" leave out only that (its span and the index after
// it). Opening the message it answers what came before and takes it all
// back ("no need to change the timeout after all"); a pronoun ("don't
// bother with it"), a punctuation mark or nothing after it leave it whole.
func scopedObject(norm string, ws []Word, texts []string, i, j int) (Span, int, bool) {
	if i == 0 || j >= len(ws) || strings.ContainsAny(norm[ws[j-1].End:ws[j].Start], ",.;:!?—") {
		return Span{}, 0, false
	}
	switch texts[i] {
	case "don't", "dont", "no":
	default:
		return Span{}, 0, false
	}
	switch texts[j] {
	case "with", "about", "for", "on":
		j++
	case "to":
		j += 2 // "no need to touch …": the verb and then its object
	default:
		return Span{}, 0, false
	}
	if j >= len(ws) || strings.ContainsAny(norm[ws[j-1].End:ws[j].Start], ",.;:!?—") {
		return Span{}, 0, false
	}
	switch texts[j] {
	case "it", "that", "this", "them", "those", "these", "any", "anything", "all", "everything":
		return Span{}, 0, false
	}
	end := j
	for end+1 < len(ws) && !clauseGap(norm[ws[end].End:ws[end+1].Start]) && !isClauseOpener(texts[end+1]) {
		end++
	}
	return Span{Start: ws[j].Start, End: ws[end].End}, end + 1, true
}

// clauseGap reports whether the text between two words ends what a
// retraction takes back: a punctuation mark, but not the dot or slash
// inside a name ("prod.env", "env/prod.env").
func clauseGap(gap string) bool {
	return gap != "." && gap != "/" && strings.ContainsAny(gap, ",.;:!?—")
}

// waivesAsking reports whether the phrase of n words at texts[i] ("no
// need", "don't bother") waives my asking first rather than the change:
// "no need to check with me", "don't bother confirming", "no need for
// confirmation". What it spares is the question, so the request stands.
func waivesAsking(texts []string, i, n int) bool {
	j := i + n
	if j < len(texts) && (texts[j] == "to" || texts[j] == "for") {
		j++
	}
	if j >= len(texts) {
		return false
	}
	w := texts[j]
	if b, ok := strings.CutSuffix(w, "ing"); ok && len(b) >= 3 {
		w = b // "confirming" → "confirm", "asking" → "ask"
	}
	switch w {
	case "ask", "check", "confirm", "confirmation", "run", "consult", "ping", "clear", "double-check",
		"approval", "permission", "sign-off", "wait":
		return texts[j] != "run" || j+2 < len(texts) && texts[j+1] == "it" && texts[j+2] == "by" // "run it by me"
	}
	return false
}

// opensRetraction reports whether w can open a retraction phrase: a
// cheap test that keeps the phrase lists off most words of a long message.
func opensRetraction(w string) bool {
	switch w {
	case "never", "nevermind", "nvm", "forget", "scratch", "scrap", "cancel", "don't", "dont", "not", "on",
		"let's", "lets", "hold", "leave", "actually", "no", "i'll", "let", "skip", "drop":
		return true
	}
	return false
}

// deniesNext reports whether w before a retraction phrase turns it into
// something else: "don't forget …" insists, "I'd never mind …" wishes.
func deniesNext(w string) bool {
	switch w {
	case "don't", "dont", "didn't", "won't", "wouldn't", "not", "never", "i'd", "would":
		return true
	}
	return false
}

// isClauseOpener reports whether w starts a new clause inside a run of
// words ("forget prod and just do dev", "skip the tests but fix …").
func isClauseOpener(w string) bool {
	switch w {
	case "and", "but", "just", "only", "instead", "then", "so":
		return true
	}
	return false
}

// PhraseLen is the number of words of the longest phrase of list (each
// phrase words separated by single spaces) starting at ws[i], or 0.
func PhraseLen(list []string, ws []string, i int) int {
	best := 0
	for _, p := range list {
		n := 0
		for rest := p; rest != ""; n++ {
			w, after, _ := strings.Cut(rest, " ")
			if i+n >= len(ws) || ws[i+n] != w {
				n = -1
				break
			}
			rest = after
		}
		if n > best {
			best = n
		}
	}
	return best
}
