package confirm

import (
	"fmt"
	"strings"
	"unicode"
)

// Every word a change brings in is accounted for. When the request writes
// out what a line gains ("add timeout=10 to the requests.get call", "make
// maxConnections final", "add `import logging`", "run go test with
// -race"), a careful reader checks the rest of what the change brings in:
// each new word must be written in the request too, or be in what the
// change replaces. A keyword put beside the one asked (`private final`,
// `const noexcept`), an argument beside the one asked (`timeout=10,
// verify=False`), a flag beside the flag (`-race -count=1`), a type hint
// beside the default (`page_size: int = 50`), a line beside the line
// written out (`set -x` after `set -euo pipefail`, `import time` after
// `import logging`, `serde_json` after `serde`) are parts nobody asked
// for (putBeside). dictated.go reads the same in markup and prose, where
// a word already in the file is a value of it; in a program the file's
// own words (private, int, log) are exactly what a modifier put beside
// the one asked is made of, so here only the request and the lines the
// change replaces account for a word.

// maxWrittenLines is the most lines a created file may have for its lines
// to be read one by one against the request (a CODEOWNERS of one rule, a
// .nvmrc); a longer file is a text of its own.
const maxWrittenLines = 4

// maxBesideLines is the most new lines (with a word) a change may bring in
// for them to be read one by one against the lines the request writes
// out: more is a block of the request's to write.
const maxBesideLines = 5

// putBeside returns why an edit, part of which the request writes out,
// brings in beside it a word nobody wrote, or "". asked is the text asked
// (the user's messages and my message the latest one answers).
func putBeside(asked string, t Target) string {
	if t.Command != "" || t.Removal != Keeps || fileKindOf(t) == prose {
		return ""
	}
	// What the change is decides first whether the request is read at
	// all: building its word forms is the costly part.
	var units []unit
	if t.created {
		if strings.Count(strings.TrimSpace(t.Added), "\n") >= maxWrittenLines {
			return "" // a file of its own: the request's to write
		}
	} else if units = t.units(); len(units) == 0 || len(units) > 4 || commentsOnly(units) {
		return ""
	}
	words := lowerWords(asked)
	d := dictation{set: wordSet(words), text: strings.ToLower(asked), seq: " " + strings.Join(words, " ") + " ", quoted: quotedRuns(asked), raw: asked}
	var piece, line string
	if t.created {
		piece, line = d.lineBeside(nil, linesOf(t.Added))
	} else {
		piece, line = d.wordBeside(units)
		if piece == "" {
			var removed, added []string
			for _, u := range units {
				if !u.consequence(units) {
					removed, added = append(removed, u.removed...), append(added, u.added...)
				}
			}
			piece, line = d.lineBeside(removed, added)
		}
	}
	if piece == "" {
		return ""
	}
	return fmt.Sprintf("you wrote out part of this change, and it also brings in %q (%q), which you did not ask for", piece, clip80(strings.TrimSpace(line)))
}

// commentsOnly reports whether every line the units bring in is a
// comment (not an attribute or decorator, which is code): a comment is
// prose in a program, worded by whoever writes it ("say it returns parsed
// JSON" → "returns the parsed JSON body"), and its words are not read one
// by one against the request.
func commentsOnly(units []unit) bool {
	for _, u := range units {
		for _, l := range u.added {
			if l = strings.TrimSpace(l); l != "" && (!onlyNotes(l) || isAttributeLine(l)) {
				return false
			}
		}
	}
	return true
}

// wordBeside is the first field a rewritten line brings in beside a
// field the request writes out, and the line; ("", "") when there is
// none. A line is read field by field (its runs between spaces and
// commas: `timeout=10`, `verify=False)`, `private`, `-count=1`), and only
// when it keeps every field of the old line in order, or swaps one field
// for what the request writes (300 → 600): a line rewritten otherwise is
// the request's to write.
func (d dictation) wordBeside(units []unit) (piece, line string) {
	for _, u := range units {
		if len(u.removed) != len(u.added) || u.consequence(units) {
			continue
		}
		for i, l := range u.added {
			// a comment ending the line says what the value is, and is
			// not read (TestValueSwappedAlone)
			if s := d.fieldBeside(codeOf(u.removed[i]), codeOf(l)); s != "" {
				return s, l
			}
		}
	}
	return "", ""
}

// fieldBeside is the word of the first field newLine brings in beside a
// field the request writes out (fieldWritten), one of whose words says
// something nobody wrote (strayField); "" when there is none or the line
// is rewritten otherwise: it opens a bracket the old line did not (a call
// or tuple composing what is asked: `except (OSError, ValueError):`), a
// hunk takes away more than one field, takes one away into a field that
// wraps it (`$name` → `htmlspecialchars($name`), or puts nothing written
// in its place. A bare number is a field written out only in the place
// of another (300 → 600), not put in beside others.
func (d dictation) fieldBeside(oldLine, newLine string) string {
	if opens(newLine) > opens(oldLine) {
		return "" // a new group (a call, a tuple) composes what is asked
	}
	old, new := lineFields(oldLine), lineFields(newLine)
	oldWords := wordSet(lowerWords(oldLine))
	written, stray := false, ""
	for _, h := range wordEdits(old, new) {
		ins := new[h.ReplStart:h.ReplEnd]
		hunkWritten := false
		for _, f := range ins {
			// a bare number is written out only in the place of another
			if d.fieldWritten(f) && (h.End > h.Start || !isNumber(f)) {
				hunkWritten = true
			}
		}
		if h.End > h.Start && (h.End-h.Start > 1 || !hunkWritten || wraps(d.unwrittenFields(ins), old[h.Start])) {
			return ""
		}
		for _, f := range ins {
			if stray == "" && !d.fieldWritten(f) {
				stray = d.strayField(f, newLine, oldWords, old[h.Start:h.End])
			}
		}
		written = written || hunkWritten
	}
	if !written {
		return ""
	}
	return stray
}

// unwrittenFields are the fields of fs the request does not write out: a
// written field holding the old one (`retries` → `retries=3`) is what is
// asked, not a wrapper around it.
func (d dictation) unwrittenFields(fs []string) []string {
	var out []string
	for _, f := range fs {
		if !d.fieldWritten(f) {
			out = append(out, f)
		}
	}
	return out
}

// opens is how many round and square brackets line opens.
func opens(line string) int {
	return strings.Count(line, "(") + strings.Count(line, "[")
}

// lineFields are the fields of line (its runs between spaces and commas),
// each as its words space-joined, lower case; fields without a word (an
// operator, a brace) are left out.
func lineFields(line string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(line, func(c rune) bool { return c == ',' || unicode.IsSpace(c) }) {
		if ws := lowerWords(f); len(ws) > 0 {
			out = append(out, strings.Join(ws, " "))
		}
	}
	return out
}

// fieldWritten reports whether the request writes the field f out: its
// words, two or more, stand in the request as a run (`timeout=10`,
// `aria-label="Close dialog"`) or apart as a key and its value
// (keyValueWritten), or its one word is written as code there (`-race`,
// `ENABLE_X`, `30_000`, quoted), as a number with its unit ("300" of
// "300ms") or is a modifier asked for ("make it final", "readonly").
func (d dictation) fieldWritten(f string) bool {
	ws := strings.Fields(f)
	if len(ws) >= 2 {
		return strings.Contains(d.seq, " "+f+" ") || d.keyValueWritten(ws)
	}
	w := ws[0]
	if isNumber(w) && d.writes(w) {
		return true // "300" of "300ms"
	}
	if !d.set[w] {
		return false
	}
	return isModifier(w) || d.codeIn(w)
}

// codeIn reports whether the text asked writes w (lower case) as code: a
// flag ("-race"), a code name (codeLike), a word with a digit, or inside
// quotes or backticks.
func (d dictation) codeIn(w string) bool {
	if strings.ContainsAny(w, "0123456789") || strings.Contains(d.text, "-"+w) {
		return true
	}
	for _, q := range d.quoted {
		if occursAsWord(q, w) {
			return true
		}
	}
	for _, t := range strings.FieldsFunc(d.raw, func(c rune) bool { return !isWordRune(c) && c != '_' }) {
		if strings.EqualFold(t, w) && codeLike(t) {
			return true
		}
	}
	return false
}

// keyValueWritten reports whether a field of two words, a key and its
// value (`retries=3`), has both written apart: the key as code, the value
// as a number or code ("make the `retries` param default to 3").
func (d dictation) keyValueWritten(ws []string) bool {
	return len(ws) == 2 && d.set[ws[0]] && d.codeIn(ws[0]) && d.writes(ws[1]) && (isNumber(ws[1]) || d.codeIn(ws[1]))
}

// isModifier reports whether w is a modifier of a declaration, which a
// request asks for by its bare name ("make maxConnections final").
func isModifier(w string) bool {
	switch w {
	case "final", "readonly", "const", "static", "private", "public", "protected", "internal", "pub", "async", "abstract",
		"override", "sealed", "volatile", "mut", "export", "default", "required", "optional", "nullable", "unique",
		"noexcept", "inline", "virtual", "frozen", "lazy", "open", "transient", "synchronized", "constexpr", "explicit":
		return true
	}
	return false
}

// strayField is the word of the field f of newLine that says something
// nobody wrote, when no word of f is written or made from written words
// (writesForm, piecesWritten): a word of three letters or more, no
// number, no unit, not in the old line (have), not made from a field the
// hunk takes away (del: "putStrLn" → "hPutStrLn"), no word of a
// language's syntax but a modifier or type (`private`, `int`), and not a
// key whose value is written or was there (`font-weight: bold`, `version
// = "1"`). "" otherwise.
func (d dictation) strayField(f, newLine string, have map[string]bool, del []string) string {
	ws := strings.Fields(f)
	stray := ""
	for _, w := range ws {
		if d.writesForm(w) || d.piecesWritten(w) {
			return ""
		}
		if stray == "" && significantRun(w) && !startsWithDigit(w) && !isUnit(w) && !have[w] &&
			(!isSyntaxWord(w) || isModifier(w) || isTypeWord(w)) && !madeFromDeleted(w, del) {
			stray = w
		}
	}
	if stray != "" && d.keyOfKnown(newLine, ws[len(ws)-1], have) {
		return ""
	}
	return stray
}

// isTypeWord reports whether w is the name of a built-in type.
func isTypeWord(w string) bool {
	switch w {
	case "int", "string", "bool", "float", "void":
		return true
	}
	return false
}

// madeFromDeleted reports whether w holds or is held in a word of the
// fields del.
func madeFromDeleted(w string, del []string) bool {
	for _, f := range del {
		for _, o := range strings.Fields(f) {
			if len(o) >= 3 && (strings.Contains(w, o) || strings.Contains(o, w)) {
				return true
			}
		}
	}
	return false
}

// wraps reports whether one of the fields ins holds every word of the
// field del: the old value wrapped in what the new line puts around it.
func wraps(ins []string, del string) bool {
	for _, f := range ins {
		if f != del && strings.Contains(" "+f+" ", " "+del+" ") {
			return true
		}
	}
	return false
}

// keyOfKnown reports whether w stands in line as a key ("w:", "w =")
// whose value's first word is written or was in the old line (have).
func (d dictation) keyOfKnown(line, w string, have map[string]bool) bool {
	lower := strings.ToLower(line)
	i := strings.Index(lower, w)
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(lower[i+len(w):], " \t\"'")
	if !strings.HasPrefix(rest, "=") && !(strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, "::")) {
		return false
	}
	vs := lowerWords(rest[1:])
	return len(vs) > 0 && (d.writesForm(vs[0]) || have[vs[0]])
}

// piecesWritten reports whether every piece of the code name w of three
// letters or more is written or held in a written word ("case_sensitive"
// after "case insensitive").
func (d dictation) piecesWritten(w string) bool {
	pieces := strings.Split(w, "_")
	if len(pieces) < 2 {
		return false
	}
	for _, p := range pieces {
		if len(p) < 3 {
			continue
		}
		if !d.writesForm(p) && !strings.Contains(d.seq, p) {
			return false
		}
	}
	return true
}

// lineBeside is the first word of a new line beside one the request
// writes out, that nobody wrote; ("", "") when there is none. A line is
// written out when its words stand in the text asked as a run, in the
// same order, and two or more of them say something (`import logging`,
// `* @acme/platform`, `return ctx.Err()`); a line beside it is another
// line of added, not in removed, not only a comment, holding a word that
// says something (three letters or more, no number, no unit, no word of
// a language's syntax), nobody wrote and removed does not hold (`import
// time`, `t.Parallel()`, `when: manual`, `/docs/ @acme/docs`).
func (d dictation) lineBeside(removed, added []string) (piece, line string) {
	gone := map[string]bool{}
	for _, l := range removed {
		gone[strings.TrimSpace(l)] = true
		for _, w := range lowerWords(l) {
			gone[w] = true
		}
	}
	dictated, beside, fresh := 0, 0, 0
	for _, l := range added {
		t := strings.TrimSpace(l)
		if len(lowerWords(t)) == 0 || gone[t] {
			continue
		}
		fresh++
		if d.writesLine(l) {
			dictated++
			continue
		}
		if onlyNotes(t) {
			continue
		}
		for _, w := range lowerWords(l) {
			if significantRun(w) && !gone[w] && !startsWithDigit(w) && !isUnit(w) && !isSyntaxWord(w) && !d.writesForm(w) && !d.piecesWritten(w) {
				if piece == "" {
					piece, line = w, l
				}
				beside++
				break
			}
		}
	}
	if dictated == 0 || beside > dictated || fresh > maxBesideLines {
		return "", ""
	}
	return piece, line
}

// writesLine reports whether the words of line stand in the text asked as
// a run, in order, and two or more of them say something (significantRun,
// no word of a language's syntax: "return None" writes no line).
func (d dictation) writesLine(line string) bool {
	ws := lowerWords(line)
	n := 0
	for _, w := range ws {
		if significantRun(w) && !isSyntaxWord(w) {
			n++
		}
	}
	return n >= 2 && strings.Contains(d.seq, " "+strings.Join(ws, " ")+" ")
}

// writesForm reports whether the text asked writes w or a form of it: the
// same word with or without a plural ending ("feature" for "features"),
// or a word sharing its stem of six letters or more, each ending in at
// most three more ("validation" for "validates").
func (d dictation) writesForm(w string) bool {
	if d.writes(w) || d.set[strings.TrimSuffix(w, "s")] || d.set[w+"s"] || d.set[strings.TrimSuffix(w, "es")] {
		return true
	}
	if len(w) < 6 {
		return false
	}
	for a := range d.set {
		if sameStem(a, w) {
			return true
		}
	}
	return false
}

// sameStem reports whether a and b share a prefix of six letters or more
// and each goes on past it by at most three letters.
func sameStem(a, b string) bool {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= 6 && len(a)-n <= 3 && len(b)-n <= 3 && !unicode.IsDigit(rune(a[n-1]))
}
