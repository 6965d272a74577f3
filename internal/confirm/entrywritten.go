package confirm

import (
	"strings"
	"unicode/utf8"
)

// One entry written out. In a list of one entry a line — an ignore file,
// a list of requirements, a CODEOWNERS path — a line is often a single
// word with its marks: "coverage/", "*.pyc", "requests", ".env.local".
// When the request writes that whole line as it is ("add coverage/ to
// .gitignore", "füge `.cache/` zur .dockerignore hinzu"), the line is
// written out just as a line of several words is, and a sibling entry
// the edit puts beside it ("*.log") is a part nobody asked for
// (beyondDictated). So too in a program: a call written out as it is
// ("db.SetMaxIdleConns(10)") and another call put beside it.

// entryWritten reports whether line, trimmed, is one entry of three
// characters or more with a mark beside its words ("coverage/", "*.log",
// "pytest==8.2.0") that the text asked writes as it is, standing apart from the
// words around it.
func (d dictation) entryWritten(line string) bool {
	e := strings.ToLower(strings.TrimSpace(line))
	if ws := lowerWords(e); utf8.RuneCountInString(e) < 3 || strings.ContainsAny(e, " \t") || len(ws) == 0 || ws[0] == e {
		return false
	}
	for rest, off := d.text, 0; ; {
		i := strings.Index(rest, e)
		if i < 0 {
			return false
		}
		at := off + i
		if entryEdge(d.text[:at], true) && entryEdge(d.text[at+len(e):], false) {
			return true
		}
		rest, off = rest[i+len(e):], at+len(e)
	}
}

// entryEdge reports whether the text on one side of an entry (before it
// when before, else after) leaves it standing apart: nothing, a space, a
// quote or a bracket, or (after it) a mark of punctuation that ends a
// clause.
func entryEdge(side string, before bool) bool {
	if side == "" {
		return true
	}
	var c rune
	if before {
		c, _ = utf8.DecodeLastRuneInString(side)
	} else {
		c, _ = utf8.DecodeRuneInString(side)
	}
	if strings.ContainsRune(" \t\n\"'`“”«»„()[]", c) {
		return true
	}
	return !before && strings.ContainsRune(",;:!?", c)
}

// strayEntry is line, trimmed, when it is one entry with its marks
// ("*.log", "tmp/") a word of which nobody wrote and the file does not
// hold: a sibling entry beside the one written out, whose word stands
// only beside a mark (attached); "" otherwise.
func (d dictation) strayEntry(line string) string {
	e := strings.TrimSpace(line)
	if utf8.RuneCountInString(e) < 3 || strings.ContainsAny(e, " \t") {
		return ""
	}
	for _, w := range lowerWords(e) {
		if significantRun(w) && !startsWithDigit(w) && !isSyntaxWord(w) && !d.writes(w) && !d.file.holds(w) {
			return e
		}
	}
	return ""
}
