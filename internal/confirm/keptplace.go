package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A place the request keeps as it is, changed: "raise the memory limit to
// 512Mi, leave requests alone" answered by an edit of the memory under
// `requests:`, "make .btn-primary's background #0052cc (not the hover,
// that stays darker)" by an edit inside `.btn-primary:hover {`. The
// request names a block around a part of the change (a declared name, an
// opening line, the first line of its paragraph or section) only to keep it out of the change (keptOut, read as for a
// file), and the change is in it. A place the request also names without
// keeping it out ("leave the server section and its timeout alone", then
// "the server's timeout") is not judged, nor are words that keep
// everything else ("leave the rest alone"), nor a word of the changed
// lines themselves: "make port an Int, not a String", "build/ not dist"
// correct the old value.

// maxPlaceWords bounds the words of a change's places keptPlaceChanged
// looks up in the request.
const maxPlaceWords = 24

// keptPlaceChanged is a word of the place of a part of the change that
// the request names only to keep it as it is ("requests" of "leave
// requests alone" for a change under `requests:`), or "".
func (r reading) keptPlaceChanged(units []unit) string {
	if r.t.prose || !r.keepsSomething() {
		return ""
	}
	seen := map[string]bool{}
	changed := strings.ToLower(r.t.removed + "\n" + r.t.Added)
	words := r.blockWords()
	for _, u := range units {
		words = append(words, placeWords(u)...)
	}
	for _, p := range words {
		if seen[p] || len(seen) >= maxPlaceWords || strings.Contains(changed, p) {
			continue // a word of the changed lines is what "not" corrects ("an Int, not a String")
		}
		seen[p] = true
		if r.onlyKeptOut(p) {
			return p
		}
	}
	return ""
}

// keepsSomething reports whether the request has a word that may keep
// something as it is: a cheap look before its sentences are searched.
func (r reading) keepsSomething() bool {
	for _, w := range r.words {
		switch w.Text {
		case "leave", "keep", "not", "stays", "stay", "alone", "untouched", "unchanged", "intact", "touch", "except",
			"without", "but", "excluding":
			return true
		}
	}
	return false
}

// blockWords are the place words (placeWords) of the first lines of the
// blocks of the file (fileBlocks: paragraphs, sections) the change lies in
// ("builder" of a Dockerfile's "FROM node:18 AS builder" stage).
func (r reading) blockWords() []string {
	c := r.t.edit
	if r.t.Command != "" || c.Created || c.Before == "" || len(c.Before) > maxSiblingFile {
		return nil
	}
	blocks := fileBlocks(c.Before, c.Prose)
	var out []string
	for _, e := range blocksOfRegion(blocks, findRegion(c.Before, c.After), len(c.Before)) {
		out = appendPlaceWords(out, blocks[e].first)
	}
	return out
}

// placeWords are the words that place unit u in its file: the pieces of
// the names and the opening lines of the blocks around it ("requests",
// "btn", "primary", "hover"), lower case,
// three letters or more, no word that names no place ("the", "value").
func placeWords(u unit) []string {
	var out []string
	for _, n := range u.names {
		out = appendPlaceWords(out, n)
	}
	out = appendPlaceWords(out, u.head)
	for _, o := range u.opens {
		out = appendPlaceWords(out, o)
	}
	return out
}

// appendPlaceWords appends to out the pieces of line that may name a
// place: letters only, lower case, three or more, not placeless.
func appendPlaceWords(out []string, line string) []string {
	for _, p := range strings.FieldsFunc(strings.ToLower(line), func(c rune) bool { return c < 'a' || c > 'z' }) {
		if len(p) >= 3 && !placeless(p) {
			out = append(out, p)
		}
	}
	return out
}

// placeless reports whether p, a piece of a file's names, is a word a
// request uses for something other than a place of the file ("the rest",
// "everything else", "the value", "the file").
func placeless(p string) bool {
	switch p {
	case "the", "and", "for", "rest", "everything", "anything", "else", "other", "others", "file", "this", "that",
		"one", "ones", "same", "thing", "things", "value", "values", "all", "any", "new", "old", "func", "def",
		"class", "return", "var", "let", "const", "true", "false", "null", "none", "nil":
		return true
	}
	return false
}

// onlyKeptOut reports whether the request names the place word p (or its
// plural or singular) and every mention of it is kept out of the change,
// the mention a word of its own (bareWord) ending its phrase (placeEnds) ("leave requests alone", "the hover rule
// stays as it is", not "don't touch the server tls settings").
func (r reading) onlyKeptOut(p string) bool {
	kept := false
	for si, ws := range r.sentWords {
		for k, w := range ws {
			if !samePlaceWord(w.Text, p) {
				continue
			}
			if si >= len(r.clauses) || len(r.clauses[si]) == 0 {
				return false
			}
			cl := r.clauses[si][lang.ClauseAt(r.clauses[si], w.Start)]
			if !bareWord(r.norm, w.Span) || !placeEnds(r.norm, ws, k+1, cl.End) || !keptOut(r.norm, ws, r.clauses[si], w.Span) {
				return false
			}
			kept = true
		}
	}
	return kept
}

// samePlaceWord reports whether the request's word w is the place word p,
// in the singular or the plural ("request" for `requests:`).
func samePlaceWord(w, p string) bool {
	return w == p || w == p+"s" || p == w+"s"
}

// placeEnds reports whether the word at ws[next] ends the place named
// before it: endsPhrase (punctuation, nothing, a word that cannot go on
// it), the end of its clause, a word of keeping ("alone", "stays",
// "untouched") or a noun of a part of a file ("rule", "section", "block").
func placeEnds(norm string, ws []word, next, end int) bool {
	if next+1 < len(ws) && (ws[next].Text == "and" || ws[next].Text == "or") {
		// "keep Withdraw and Deposit behaviour the same": the phrase goes
		// on past one more of its kind, whatever clause "and" opens
		next, end = next+2, len(norm)
	}
	if next < len(ws) && ws[next].Start < end && setsThrough(ws[next].Text) {
		return false
	}
	if next >= len(ws) || ws[next].Start >= end || endsPhrase(norm, ws, next) {
		return true
	}
	w := ws[next].Text
	switch w {
	case "alone", "untouched", "unchanged", "intact", "stays", "stay", "can", "though", "out", "be", "selector",
		"state", "part", "ones", "one", "settings", "entries":
		return true
	}
	return isSymbolNoun(w)
}

// setsThrough reports whether w, after the object of "keep", goes on to
// what it is kept at ("keep backups for 14 days", "keep the timeout at
// 15"): a setting, not a keeping as it is.
func setsThrough(w string) bool {
	switch w {
	case "for", "at", "to", "on", "from", "with", "instead", "below", "above", "under", "over":
		return true
	}
	return false
}

// bareWord reports whether the word at sp of norm stands on its own, not
// a piece of a path, a dotted name or a value ("/health", "requests.cpu",
// "$hover").
func bareWord(norm string, sp span) bool {
	glued := func(c byte) bool { return strings.IndexByte("/.-_:$@#=", c) >= 0 }
	return (sp.Start == 0 || !glued(norm[sp.Start-1])) && (sp.End >= len(norm) || !glued(norm[sp.End]))
}
