package confirm

import (
	"sort"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// What a sentence keeps out of a change, read by the mention's role in
// its clause rather than by a word somewhere before it: the mention is
//
//   - the object of a word that leaves it out ("except prod.env",
//     "excluding it", "minus prod.env", "with the exception of prod.env",
//     "leave prod.env out of it", "keep prod.env as is", "don't touch
//     prod.env", "without touching prod.env", "no change to prod.env",
//     "don't bother with prod.env", "not prod.env though");
//   - the subject of a clause that keeps it as it is ("prod.env stays as
//     it is", "prod.env can stay", "prod.env is fine", "prod.env
//     untouched", "prod.env excluded", "prod.env not included", "prod.env
//     should be left alone", "prod.env keeps debug");
//   - or what "but" takes out of a change over all of something ("in
//     every env file but prod.env", "everywhere but in prod.env"), where
//     "but" opens a clause of its own.
//
// A leaving-out word whose object lies after a preposition ("leave a
// comment in parse.go", "keep the timeout at 15 in config.yaml") does not
// reach the file, a negated one puts it back in ("don't leave prod.env out
// of it", "prod.env shouldn't stay on debug"), and "nothing but prod.env"
// and "not just prod.env" name it as the one to change.

// keptOut reports whether the mention at m is what sentence ws (split
// into clauses) keeps out of the change.
func keptOut(norm string, ws []word, clauses []span, m span) bool {
	at := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= m.Start })
	next := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= m.End })
	if at >= len(ws) || next <= at || len(clauses) == 0 {
		return false
	}
	ci := lang.ClauseAt(clauses, m.Start)
	cl := clauses[ci]
	first := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= cl.Start })
	end := sort.Search(len(ws), func(i int) bool { return ws[i].Start >= cl.End })
	return objectKept(ws, first, at, next, end) || subjectKept(norm, ws, clauses, ci, first, at, next) ||
		butExcepted(norm, ws, cl, first, at, next, end)
}

// objectKept reports whether ws[at:next] is the object of a word of its
// clause (from ws[first]) that leaves it out; end is where the clause
// ends.
func objectKept(ws []word, first, at, next, end int) bool {
	k := at - 1
	for k >= first && at-k <= 4 && objectGap(ws[k].Text) {
		k--
	}
	if k < first {
		return false
	}
	w := ws[k].Text
	if k > first && (isDeterminer(ws[k-1].Text) || ws[k-1].Text == "bare") {
		return false // "the bare except in utils.py", "the flake8 exclude": a noun
	}
	released := negatedAt(ws, first, k)
	// Only a preposition reaches its object through "in" or "for"
	// ("except in prod.env"); a verb's object follows it ("skip the
	// lint step in ci.yml" skips the step, in the file).
	direct := true
	for j := k + 1; j < at; j++ {
		direct = direct && isArticle(ws[j].Text)
	}
	switch w {
	case "except", "excluding", "excepting", "minus", "sans", "besides":
		return !released
	case "ignore", "ignoring", "skip", "skipping", "spare", "sparing", "exclude":
		return !released && direct
	case "leave", "leaving", "keep", "keeping", "left", "kept":
		return !released && direct && keepsAsItIs(ws, next, end)
	case "not":
		return k+1 == at || ws[k+1].Text == "in" || ws[k+1].Text == "for" || ws[k+1].Text == "on" || isArticle(ws[k+1].Text)
	case "from", "than", "for":
		return k > first && exclusionPair(ws[k-1].Text, w)
	case "of":
		return k > first && ws[k-1].Text == "exception"
	case "off":
		return k > first && ws[k-1].Text == "hands"
	case "with", "about":
		// "don't bother with prod.env", "no need to worry about it"
		return k > first && bothersWith(ws[k-1].Text) && negatedAt(ws, first, k-1)
	case "to":
		// "no change to prod.env", "no edits to it"
		return k > first+1 && isChangeNoun(ws[k-1].Text) && lang.IsNegation(ws[k-2].Text)
	}
	return touchVerb(w) && direct && negatedAt(ws, first, k)
}

// objectGap reports whether w may stand between a word that leaves
// something out and its object: an article, a possessive or "in"/"for"
// ("except for the prod.env", "not in prod.env").
func objectGap(w string) bool {
	return isArticle(w) || w == "in" || w == "for" || w == "on" || w == "old" || w == "current" || w == "existing"
}

// isArticle reports whether w is an article or a possessive.
func isArticle(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "my", "your", "our", "their", "its":
		return true
	}
	return false
}

// negatedAt reports whether the word at ws[k] is negated: a negation right
// before it, or before "to", "need to", "even", "ever" ("don't leave",
// "no need to touch", "not to change", "without even touching"). A
// negation that turns into an insistence ("don't forget to update") is
// not one.
func negatedAt(ws []word, first, k int) bool {
	for j := k - 1; j >= first && k-j <= 4; j-- {
		w := ws[j].Text
		if lang.IsNegation(w) && w != "stop" && w != "cancel" && w != "wait" {
			return true
		}
		switch w {
		case "to", "need", "needs", "even", "ever", "you", "we", "have", "please", "really":
			continue
		}
		return false
	}
	return false
}

// keepsAsItIs reports whether what follows the object of "leave" or
// "keep" (from ws[next], its clause ending at end) keeps it as it is: the
// clause ends, or "alone", "out", "be", "as is", "untouched", "the way it
// is", "on debug" … follows. "keep X in sync", "leave X to the linter"
// ask something else of it.
func keepsAsItIs(ws []word, next, end int) bool {
	if next >= end {
		return true
	}
	switch ws[next].Text {
	case "alone", "out", "be", "as", "untouched", "unchanged", "intact", "unmodified", "frozen", "exactly", "where",
		"how", "on", "same", "for":
		return true
	case "the":
		return next+1 < end && (ws[next+1].Text == "way" || ws[next+1].Text == "same")
	case "file":
		return keepsAsItIs(ws, next+1, end)
	}
	return isSymbolNoun(ws[next].Text) && keepsAsItIs(ws, next+1, end) // "keep the parse function as is"
}

// bothersWith reports whether w, before "with" or "about" under a
// negation, says to leave the object be ("don't bother with", "no need
// to mess with", "don't worry about").
func bothersWith(w string) bool {
	switch w {
	case "bother", "mess", "fiddle", "worry", "deal", "tinker":
		return true
	}
	return false
}

// isChangeNoun reports whether w names a change ("no changes to X").
func isChangeNoun(w string) bool {
	switch w {
	case "change", "changes", "edit", "edits", "modification", "modifications", "update", "updates":
		return true
	}
	return false
}

// touchVerb reports whether w, negated, keeps its object as it is
// ("don't touch", "without changing", "not to edit").
func touchVerb(w string) bool {
	switch w {
	case "touch", "touching", "change", "changing", "modify", "modifying", "edit", "editing", "update", "updating",
		"alter", "altering":
		return true
	}
	return false
}

// subjectKept reports whether ws[at:next] is the subject of its clause
// (ws[first:] is clause ci of clauses) and what the clause says of it keeps
// it as it is: "prod.env stays as it is", "prod.env can stay", "prod.env
// untouched", "prod.env should be left alone", "prod.env not included".
// A negated keeping ("prod.env shouldn't stay") does not keep it, nor
// does "fine" that a "but" or "except" goes on to qualify ("prod.env is
// fine except LOG_LEVEL").
func subjectKept(norm string, ws []word, clauses []span, ci, first, at, next int) bool {
	for k := first; k < at; k++ {
		switch ws[k].Text {
		case "the", "and", "but", "though", "just", "only", "while", "whereas":
		default:
			return false
		}
	}
	negated := false
	for k := next; k < len(ws) && k < next+6; k++ {
		w := ws[k].Text
		switch w {
		case "file", "is", "are", "can", "could", "should", "must", "will", "may", "shall", "be", "been", "has", "have",
			"to", "just", "still", "gets", "get", "looks", "seems", "needs", "need", "being", "it's", "itself":
			continue
		case "stay", "stays", "remain", "remains":
			// not "keep": "prune.sh should keep two weeks" sets a value
			return !negated
		case "untouched", "unchanged", "intact", "excluded", "excepted", "aside", "frozen", "exempt", "as-is", "alone":
			return !negated
		case "as":
			return !negated && k+1 < len(ws) && ws[k+1].Text == "is"
		case "out":
			// "out of scope", "out of it", not "out of date"
			return !negated && (k+1 == len(ws) || k+2 < len(ws) && ws[k+1].Text == "of" && outOf(ws[k+2].Text))
		case "left":
			return !negated && k+1 < len(ws) && (keepsAsItIs(ws, k+1, len(ws)))
		case "fine":
			// not "good" or "ok": "README.md looks good, just fix the
			// typo" judges the file and asks for a change in it
			return !negated && !qualifiedAfter(norm, ws, clauses, ci, k)
		case "included", "changed", "touched", "modified", "affected", "updated", "edited", "part", "changing",
			"touching", "any":
			return negated
		}
		if lang.IsNegation(w) && w != "wait" && w != "stop" && w != "cancel" {
			negated = true
			continue
		}
		if k == next && isSymbolNoun(w) {
			continue // "the Installation section stays as it is"
		}
		return false
	}
	return false
}

// qualifiedAfter reports whether the word at ws[k] ("fine") is qualified
// by what follows it in its sentence: "except …", "apart from …", or a
// next clause opened by "but", "though", "except" ("prod.env is fine,
// but rename the helper in it").
func qualifiedAfter(norm string, ws []word, clauses []span, ci, k int) bool {
	for j := k + 1; j < len(ws) && j <= k+2; j++ {
		switch ws[j].Text {
		case "except", "apart", "aside", "besides", "but", "though":
			return true
		}
	}
	if ci+1 < len(clauses) {
		gap := norm[clauses[ci].End:clauses[ci+1].Start]
		rest := strings.TrimLeft(norm[clauses[ci+1].Start:clauses[ci+1].End], " ")
		return strings.Contains(gap, "but") || strings.HasPrefix(rest, "but ") || strings.HasPrefix(rest, "though ") ||
			strings.HasPrefix(rest, "except ")
	}
	return false
}

// butExcepted reports whether ws[at:next] is what a "but" takes out of a
// change over all of something: the clause cl (from ws[first] to
// ws[end]) opens right after "but" and holds the mention alone ("in every
// env file but prod.env", "everywhere but in prod.env"), and the sentence
// before it speaks of all ("every", "all", "each", "everywhere", "across",
// "everything", "any"). "nothing but prod.env" names it as the only one.
func butExcepted(norm string, ws []word, cl span, first, at, next, end int) bool {
	if first == 0 || !strings.HasSuffix(strings.TrimRight(norm[:cl.Start], " "), " but") {
		return false
	}
	for k := first; k < at; k++ {
		if !objectGap(ws[k].Text) && ws[k].Text != "not" {
			return false
		}
	}
	if next < end {
		switch ws[next].Text {
		case "though", "please", "file", "files":
		default:
			if !isSymbolNoun(ws[next].Text) {
				return false // "but the Installation section" is one name
			}
		}
	}
	switch ws[first-1].Text {
	case "nothing", "none", "no", "nobody", "only":
		return false
	}
	for k := first - 1; k >= 0 && k >= first-12; k-- {
		switch ws[k].Text {
		case "every", "all", "each", "everywhere", "across", "everything", "any", "anywhere":
			return true
		}
	}
	return false
}

// leavingWord reports whether w, right before a file's bare name, is a
// word that keeps it in or out of a change ("keep prod.env", "but
// prod.env", "minus prod.env", "not prod.env", "without touching
// prod.env"), never the name of a directory it lies in.
func leavingWord(w string) bool {
	switch w {
	case "but", "minus", "sans", "than", "from", "aside", "apart", "leaving", "keeping", "touching", "touch",
		"exception", "even", "including", "plus", "except", "besides":
		return true
	}
	return isProtective(w) || touchVerb(w)
}

// keptOutAt reports whether the name at offset at of the message is what
// its sentence keeps out of the change (keptOut).
func (r reading) keptOutAt(at int, name string) bool {
	si := r.sentenceOf(at)
	if si < 0 || si >= len(r.sentWords) {
		return false
	}
	return keptOut(r.norm, r.sentWords[si], r.clauses[si], span{Start: at, End: at + len(name)})
}

// outOf reports whether "out of" w takes something out of a change ("out
// of scope", "out of it"), not a state ("out of date", "out of sync").
func outOf(w string) bool {
	switch w {
	case "scope", "it", "this", "that", "the", "bounds", "consideration", "play":
		return true
	}
	return false
}

// LeavesOut reports whether the message text keeps the file of t out of
// the change it speaks of, by name ("in every env file but prod.env",
// "prod.env stays as it is", "except env/prod.env", "limiter.go itself is
// fine"): a file that a wider description of the request ("every env
// file") would otherwise take in, or that a proposal names only to leave
// it be. Only the sentences that name the file are split and read, so a
// long message costs one scan for the name.
func LeavesOut(text string, t Target) bool {
	if text == "" {
		return false
	}
	text = headTail(text)
	norm := lang.Normalize(text)
	ms := fileMentions(text, norm, t)
	if len(ms) == 0 {
		return false
	}
	sents := lang.Sentences(norm)
	for _, m := range ms {
		if m.ambiguous {
			continue
		}
		for _, s := range sents {
			if m.Start < s.Start || m.Start >= s.End {
				continue
			}
			clauses := lang.ClauseSpans(norm, s.Span)
			ws := lang.WordsIn(norm, s.Span)
			if keptOut(norm, ws, clauses, m.Span) || excludedBefore(ws, clauses[lang.ClauseAt(clauses, m.Start)], m.Span) {
				return true
			}
		}
	}
	return false
}
