package confirm

import (
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// unknownImperative reports whether ws[k], a word the change vocabulary
// does not know, asks for the change by where it stands and what goes
// with it: first in its clause as an order ("compress the dumps …", "tag
// the logs bucket …", "mark the Matrix constructor explicit"), followed by
// its object (an article, a possessive or a file; not "it", whose
// antecedent is elsewhere), not a word of the closed classes (pronouns,
// auxiliaries, question words, conjunctions …) nor a verb of looking
// ("explain", "check", "review"), in a message in English, and in a
// sentence that spells every word this change brings in (each word of the
// new text that the old text lacks). Without that last, an unknown verb
// could ask for anything; with it, the sentence says what the change
// writes.
func (r reading) unknownImperative(ws []word, k int) bool {
	w := ws[k].Text
	if len(w) < 3 || !plainLetters(w) || closedClass(w) || looksOnly(w) || lang.IsNegation(w) || lang.IsHedge(w) ||
		lang.IsModal(w) || isDeterminer(w) || isSubject(w) {
		return false
	}
	if !orderObject(ws, k) && !fileFollows(r.norm, ws, k) || !imperativeAt(r.norm, ws, k) || inOtherLanguage(ws) {
		return false
	}
	si := r.sentenceOf(ws[k].Start)
	if si < 0 || r.t.Added == "" {
		return false
	}
	fresh, shown := spelled(r.Text[r.sents[si].Start:r.sents[si].End], r.t.Added, r.t.removed)
	return shown > 0 && shown == fresh
}

// orderObject reports whether the word after ws[k] opens the object of an
// order: an article, a possessive or a personal pronoun ("compress the
// dumps", "restrict it"). Not "that" ("weird that the gitignore …").
func orderObject(ws []word, k int) bool {
	if k+1 >= len(ws) {
		return false
	}
	switch ws[k+1].Text {
	case "the", "a", "an", "this", "my", "our", "your", "its", "their":
		return true
	}
	return false // not "it", "them": what they stand for is another sentence's ("bold it too")
}

// plainLetters reports whether w is a lower-case word of ASCII letters
// (no digits, no apostrophe): a candidate verb.
func plainLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// closedClass reports whether w is a word of a closed class of English
// that never gives an order by itself: a question word, an auxiliary, a
// conjunction, a preposition, an adverb of time or degree, a greeting or
// an answer word.
func closedClass(w string) bool {
	switch w {
	case "what", "why", "how", "when", "where", "which", "who", "whose", "whom",
		"are", "was", "were", "been", "being", "does", "did", "have", "has", "had", "get", "got", "gets",
		"and", "but", "nor", "yet", "because", "since", "though", "although", "unless", "until", "while", "whether",
		"for", "with", "from", "about", "after", "before", "into", "onto", "over", "under", "than", "like", "via",
		"also", "now", "then", "just", "please", "pls", "still", "again", "too", "only", "really", "actually", "even",
		"yes", "yeah", "yep", "okay", "thanks", "thank", "hey", "hello", "here", "there", "let", "lets", "you",
		"seems", "looks", "see", "same", "both", "all", "every", "each", "some", "any", "none", "ever", "never", "sure",
		"right", "well", "oh", "hmm", "hm", "wow", "cool", "great", "nice", "perfect", "done", "good", "fine":
		return true
	}
	return false
}

// looksOnly reports whether w is a verb of looking, telling or trying
// out: its order asks to read, explain or run, never to change.
func looksOnly(w string) bool {
	switch w {
	case "explain", "check", "look", "tell", "review", "describe", "summarize", "summarise", "find", "search", "grep",
		"open", "inspect", "investigate", "verify", "validate", "compare", "walk", "analyze", "analyse", "understand",
		"figure", "confirm", "ask", "answer", "help", "think", "consider", "test", "run", "debug", "diagnose", "profile",
		"benchmark", "measure", "list", "count", "note", "remember", "mind", "watch", "guess", "imagine", "suppose",
		"assume", "wait", "hold", "stop", "leave", "keep", "ignore", "skip", "spare", "preserve", "trust", "know":
		return true
	}
	return false
}
