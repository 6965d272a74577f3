package confirm

import (
	"strings"

	"github.com/aymanbagabas/go-udiff/lcs"
)

// Bounds of the word-level reading of a change's parts.
const (
	// maxPartWords bounds the words of one side of a part compared word
	// by word; a longer part is not read word by word (it is a rewrite,
	// read by the line rules).
	maxPartWords = 256
	// minPieceLen is the length of a piece of a word (identPieces) that
	// can go unaccounted for: shorter ones ("id", "x", "lm") say too
	// little of what they are.
	minPieceLen = 3
	// maxItemLines bounds the new lines read item by item for one change:
	// a longer change is read as far as that.
	maxItemLines = 64
)

// strayWord is the first word a part of the change (those read marks, or
// all when read is nil) brings in that nothing the user said accounts
// for, and the new line holding it; "" when there is none. A part's new lines are cut into items — runs of text between
// spaces that stand outside brackets and quotes: `autocomplete="username"`,
// `geom_smooth(method = "lm")`, `LIMIT`, a block `{ … }` (lineItems) — and
// each item is read (itemOf): it is asked when it holds a word the request
// accounts for (wordAccounted by asked: pieceForms of what the user said),
// stray when it holds, outside quotes, a word the part brings in (inserted by a word diff
// of the part, old lines against new) that neither the request nor the
// file accounts for (a call of the file's own function, a variable it
// declares) and that is no word of the language (isSyntaxWord). The asked
// item `type="email"` accounts for itself, not for `autocomplete=
// "username"` beside it; "tags" added under the instance_type line, "LIMIT
// 1000" after the ORDER BY asked for, `theme_minimal()` beside the
// geom_smooth asked for are stray. A stray item is the request's own when
// it stands in one line with a new item that is asked, with nothing but
// neutral items between them: "options" of `options { timeout(time: 30) }`
// for "a 30 minute timeout", "wget" of `HEALTHCHECK CMD wget …` for "a
// HEALTHCHECK": a new statement written for what was asked; an operator
// item (`+`, `&&`, `,`) ends that reach. Comment and import lines are not
// read (what a change says of itself, a consequence). Only a request that
// names a word the change brings in (`type="email"`, "t3.small",
// "descending" for DESC) says what to write; one that says what is wrong
// or what the code should do ("fix the bare except", "make load raise on
// a missing file") leaves the words to the change, and is not read.
func strayWord(units []unit, read []bool, asked map[string]bool, file string) (word, line string) {
	held := func() map[string]bool { return nil }
	var fileForms map[string]bool
	held = func() map[string]bool {
		if fileForms == nil {
			fileForms = pieceForms(file)
		}
		return fileForms
	}
	inserted := make([][]string, len(units))
	names := false // the request names a word the change brings in
	for i, u := range units {
		if read != nil && !read[i] {
			continue
		}
		inserted[i] = insertedWords(u)
		for _, w := range inserted[i] {
			if named, _ := wordNamed(w, asked); named {
				names = true
			}
		}
	}
	if !names {
		// the request says what is wrong or what it should do, not what
		// to write ("fix the bare except"): the words are the agent's
		return "", ""
	}
	lines := 0
	for i, u := range units {
		if len(inserted[i]) == 0 {
			continue
		}
		brought := make(map[string]bool, len(inserted[i]))
		for _, w := range inserted[i] {
			brought[w] = true
		}
		body := -1 // the indentation of a block opened by a new asked line
		for j, l := range u.added {
			t := strings.TrimSpace(codeOf(l))
			if t == "" || onlyNotes(t) && !isAttributeLine(t) || isImportLine(t) {
				continue
			}
			if lines++; lines > maxItemLines {
				return "", ""
			}
			if body >= 0 && firstIndent(l) > body {
				continue // the body of what was asked ("a Logout func")
			}
			body = -1
			items := lineItems(t)
			if opensBlock(t) && holdsNewAsked(items, brought, asked, held) && !rewritesOpener(u.removed, t) {
				body = firstIndent(l)
			}
			w := strayIn(items, brought, asked, held)
			if w != "" && !opensAsked(u.added, j, brought, asked, held) {
				return w, clip80(t)
			}
		}
	}
	return "", ""
}

// rewritesOpener reports whether the new line t, which opens a block,
// rewrites an old line of removed that opened one with the same first
// word: "except:" made "except Exception as e:" keeps its old body, so
// the new lines under it are not the body the request asked for.
func rewritesOpener(removed []string, t string) bool {
	first := tokens(t)
	if len(first) == 0 {
		return false
	}
	for _, r := range removed {
		r = strings.TrimSpace(codeOf(r))
		if ws := tokens(r); opensBlock(r) && len(ws) > 0 && ws[0] == first[0] {
			return true
		}
	}
	return false
}

// rewritesOpener reports whether the unit's first new line opens a block
// and rewrites an old line that opened one with the same first word
// (rewritesOpener).
func (u unit) rewritesOpener() bool {
	for _, l := range u.added {
		if t := strings.TrimSpace(codeOf(l)); t != "" {
			return opensBlock(t) && rewritesOpener(u.removed, t)
		}
	}
	return false
}

// opensAsked reports whether line j of lines opens a block (it ends with
// an opening bracket or a colon) whose deeper lines hold a new asked item:
// "options {" before "timeout(time: 20, unit: 'MINUTES')" for "a 20
// minute timeout" is the request's.
func opensAsked(lines []string, j int, brought, asked map[string]bool, held func() map[string]bool) bool {
	if !opensBlock(strings.TrimSpace(codeOf(lines[j]))) {
		return false
	}
	depth := firstIndent(lines[j])
	for _, l := range lines[j+1:] {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if firstIndent(l) <= depth {
			return false
		}
		if holdsNewAsked(lineItems(l), brought, asked, held) {
			return true
		}
	}
	return false
}

// holdsNewAsked reports whether one of items is new and asked (itemOf).
func holdsNewAsked(items []string, brought, asked map[string]bool, held func() map[string]bool) bool {
	for _, item := range items {
		if k, _ := itemOf(item, brought, asked, held); k == newAskedItem {
			return true
		}
	}
	return false
}

// Kinds of item of a new line (see strayWord).
const (
	neutralItem  = iota // only words of the language, the file or too short
	askedItem           // a word the request accounts for
	newAskedItem        // asked, and every word of it brought in by the change
	strayItem           // a word brought in that nothing accounts for
	operatorItem        // no word at all: "+", "&&", "="
)

// strayIn is the first stray word of the items of one new line that no
// new asked item reaches (see strayWord), or "".
func strayIn(items []string, brought, asked map[string]bool, held func() map[string]bool) string {
	kinds := make([]int, len(items))
	strays := make([]string, len(items))
	for j, item := range items {
		kinds[j], strays[j] = itemOf(item, brought, asked, held)
	}
	for j, k := range kinds {
		if k != strayItem || reaches(kinds, j, -1) || reaches(kinds, j, 1) {
			continue
		}
		return strays[j]
	}
	return ""
}

// reaches reports whether, from item j in the direction step, a new asked
// item stands before an operator item or the line's end.
func reaches(kinds []int, j, step int) bool {
	for k := j + step; k >= 0 && k < len(kinds); k += step {
		switch kinds[k] {
		case newAskedItem:
			return true
		case operatorItem:
			return false
		}
	}
	return false
}

// itemOf is the kind of an item of a new line and, for a stray one, its
// first word nothing accounts for.
func itemOf(item string, brought, asked map[string]bool, held func() map[string]bool) (int, string) {
	ws := tokens(item)
	// a word in quotes is text, not a key or a call; but a quoted name
	// (one word, no space: require("helmet")) is a name
	bare := tokenSet(outsideQuotes(item) + " " + quotedNames(item))
	if len(ws) == 0 {
		if strings.Trim(item, "=:>-{[(") == "" {
			return neutralItem, "" // "=", ":", "=>", "->": a key and its value
		}
		return operatorItem, ""
	}
	stray, allNew := "", true
	isAsked, asksNew := false, false
	for _, w := range ws {
		allNew = allNew && brought[w]
		if named, _ := wordNamed(w, asked); named {
			isAsked = true
			// a word the file already has may only place the change
			// ("web" of "the web instance"), not be what it brings
			asksNew = asksNew || asksNewPiece(w, asked, held())
			continue
		}
		if stray == "" && bare[w] && brought[w] && !wordAccounted(w, asked) && !piecesAccounted(w, asked, held()) {
			stray = w
		}
	}
	switch {
	case isAsked && allNew && asksNew:
		return newAskedItem, ""
	case isAsked:
		return askedItem, ""
	case stray != "":
		return strayItem, stray
	}
	return neutralItem, ""
}

// piecesAccounted reports whether every piece of w that says something
// (wordNamed) is accounted for by the request (asked) or the file (held):
// "display_name" brought beside a file's "name" brings "display", which
// neither has.
func piecesAccounted(w string, asked, held map[string]bool) bool {
	if isNumber(w) {
		return wordAccounted(w, held)
	}
	for _, p := range identPieces(w) {
		lower := strings.ToLower(p)
		if len(lower) < minPieceLen || isNumber(lower) || isSyntaxWord(lower) {
			continue
		}
		if !pieceAccounted(lower, asked) && !pieceAccounted(lower, held) {
			return false
		}
	}
	return true
}

// quotedNames are the quoted runs of item that hold one word and no
// space ("helmet" of require("helmet"), 'dev'), joined by spaces: a
// module, a key or a mode named, not text.
func quotedNames(item string) string {
	var b strings.Builder
	var quote byte
	start := 0
	for i := 0; i < len(item); i++ {
		c := item[i]
		switch {
		case quote != 0:
			if c == quote {
				if run := item[start:i]; len(tokens(run)) == 1 && !strings.ContainsAny(run, " \t") {
					b.WriteString(run + " ")
				}
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote, start = c, i+1
		}
	}
	return b.String()
}

// outsideQuotes is item with its quoted runs left out.
func outsideQuotes(item string) string {
	var b strings.Builder
	var quote byte
	for i := 0; i < len(item); i++ {
		c := item[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// lineItems cuts a line into items at the spaces that stand outside
// brackets and quotes; at most maxPartWords of them.
func lineItems(text string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i <= len(text) && len(out) < maxPartWords; i++ {
		if i == len(text) {
			if start < i {
				out = append(out, text[start:i])
			}
			break
		}
		c := text[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case (c == ')' || c == ']' || c == '}') && depth > 0:
			depth--
		case depth == 0 && (c == ' ' || c == '\t'):
			if start < i {
				out = append(out, text[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// insertedWords are the words (tokens) of the unit's new lines that a word
// diff against its old lines finds inserted, in order; nil for a part too
// long to read word by word or that brings nothing.
func insertedWords(u unit) []string {
	if len(u.added) == 0 {
		return nil
	}
	old := tokens(strings.Join(u.removed, "\n"))
	new := tokens(strings.Join(u.added, "\n"))
	if len(old) > maxPartWords || len(new) > maxPartWords {
		return nil
	}
	var out []string
	for _, d := range lcs.DiffLines(old, new) {
		out = append(out, new[d.ReplStart:d.ReplEnd]...)
	}
	return out
}

// wordAccounted reports whether a word brought in is accounted for by
// forms (pieceForms of a text): a number by the same number (a single
// digit needs none), a word by one of its pieces; a word with no piece
// that says anything (shorter than minPieceLen, or a word of the language)
// needs none.
func wordAccounted(w string, forms map[string]bool) bool {
	named, significant := wordNamed(w, forms)
	return named || !significant
}

// wordNamed reports whether forms name the word w (a number: the same
// number, a word: one of its pieces), and whether w says anything at all
// (a number of two digits or more, a piece of minPieceLen letters that is
// no word of the language).
func wordNamed(w string, forms map[string]bool) (named, significant bool) {
	if isNumber(w) {
		return forms[w], len(w) > 1
	}
	for _, p := range identPieces(w) {
		lower := strings.ToLower(p)
		if len(lower) < minPieceLen || isNumber(lower) || isSyntaxWord(lower) {
			continue
		}
		significant = true
		if pieceAccounted(lower, forms) {
			return true, true
		}
	}
	return false, significant
}

// asksNewPiece reports whether a piece of w that says something is named
// by asked and is not, as it is, one of held (the file's pieces): "healthy"
// of service_healthy for "wait for healthy", not "web" of a file's
// resource "web" (nor "created" against a CREATE: no beginnings here).
func asksNewPiece(w string, asked, held map[string]bool) bool {
	if isNumber(w) {
		return asked[w] && !held[w]
	}
	for _, p := range identPieces(w) {
		lower := strings.ToLower(p)
		if len(lower) >= minPieceLen && !isSyntaxWord(lower) && pieceAccounted(lower, asked) && !held[lower] && !held[stemWord(lower)] {
			return true
		}
	}
	return false
}

// pieceAccounted reports whether a lower-cased piece of a word is one of
// forms: the same word or stem, a known short form, or, four letters or
// more, the beginning of a form ("desc" of "descending") or begun by one
// ("config" of "configuration").
func pieceAccounted(p string, forms map[string]bool) bool {
	if forms[p] || forms[stemWord(p)] {
		return true
	}
	for _, f := range shortForms[p] {
		if forms[f] {
			return true
		}
	}
	if len(p) < 4 {
		return false
	}
	if forms["^"+p] {
		return true
	}
	for n := 4; n < len(p); n++ {
		if forms[p[:n]] {
			return true
		}
	}
	return false
}

// pieceForms are the forms of the words of text that account for a word
// brought in: each lower-cased piece (identPieces) and its stem, each
// number, and, marked with "^", every beginning of four letters or more
// (twelve at most) of a piece, so "desc" finds "descending".
func pieceForms(text string) map[string]bool {
	forms := map[string]bool{}
	toks := tokens(text)
	for _, tok := range toks {
		if isNumber(tok) {
			forms[tok] = true
			continue
		}
		for _, n := range digitRuns(tok) {
			forms[n] = true // "250ms", "20으로"
		}
		for _, p := range identPieces(tok) {
			lower := strings.ToLower(p)
			if len(lower) < 2 {
				continue
			}
			forms[lower] = true
			forms[stemWord(lower)] = true
			for n := 4; n <= len(lower) && n <= 12; n++ {
				forms["^"+lower[:n]] = true
			}
		}
	}
	addUnitNames(forms, toks)
	return forms
}

// digitRuns are the runs of ASCII digits in tok.
func digitRuns(tok string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(tok); i++ {
		if i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, tok[start:i])
			start = -1
		}
	}
	return out
}

// lineHolding is the first of lines (trimmed, clipped) that holds w as a
// word.
func lineHolding(lines []string, w string) string {
	for _, l := range lines {
		if occursAsWord(l, w) {
			return clip80(strings.TrimSpace(l))
		}
	}
	return w
}

// shortForms are words of files and the words of requests they stand for:
// a file says "lf" where a user says "line endings", "desc" where they say
// "descending".
var shortForms = map[string][]string{
	"desc":       {"descending", "reverse", "newest", "latest"},
	"asc":        {"ascending", "oldest"},
	"eol":        {"line", "endings", "ending"},
	"end":        {"endings", "ending"},
	"lf":         {"line", "endings", "unix"},
	"crlf":       {"line", "endings", "windows"},
	"indent":     {"space", "spaces", "tab", "tabs", "indentation", "indented"},
	"size":       {"space", "spaces", "width"},
	"style":      {"space", "spaces", "tab", "tabs"},
	"charset":    {"utf", "encoding"},
	"utf":        {"encoding", "unicode"},
	"trim":       {"trailing", "whitespace"},
	"trailing":   {"whitespace"},
	"whitespace": {"trailing", "spaces"},
	"insert":     {"final", "newline"},
	"final":      {"newline"},
	"newline":    {"final", "eof"},
	"max":        {"maximum", "most", "limit", "cap", "upper"},
	"min":        {"minimum", "least", "lower"},
	"len":        {"length"},
	"str":        {"string"},
	"int":        {"integer", "number"},
	"num":        {"number"},
	"bool":       {"boolean", "flag"},
	"err":        {"error", "errors"},
	"msg":        {"message"},
	"ctx":        {"context"},
	"req":        {"request"},
	"res":        {"response", "result"},
	"resp":       {"response"},
	"cfg":        {"config", "configuration", "settings"},
	"conf":       {"config", "configuration"},
	"env":        {"environment"},
	"dir":        {"directory", "folder"},
	"src":        {"source"},
	"dst":        {"destination", "target"},
	"tmp":        {"temporary", "temp"},
	"db":         {"database"},
	"auth":       {"authentication", "login", "authorization"},
	"img":        {"image", "picture"},
	"btn":        {"button"},
	"nav":        {"navigation", "menu"},
	"ms":         {"milliseconds", "millisecond"},
	"sec":        {"seconds", "second"},
	"secs":       {"seconds"},
	"timeout":    {"time", "wait", "seconds"},
	"retries":    {"retry", "attempts"},
	"retry":      {"retries", "attempts"},
	"enabled":    {"enable", "on", "turn"},
	"disabled":   {"disable", "off", "turn"},
}

// isSyntaxWord reports whether a lower-cased piece is a word of a
// programming or data language rather than of what a change is about:
// the "return" of a body, the "const" of a declaration, "px" of a size.
func isSyntaxWord(p string) bool {
	switch p {
	case "return", "const", "let", "var", "func", "function", "def", "fn", "pub", "public", "private", "protected",
		"static", "final", "class", "struct", "interface", "type", "new", "this", "self", "super",
		"if", "else", "elif", "then", "end", "for", "while", "do", "in", "of", "not", "and", "or", "is",
		"try", "catch", "except", "finally", "raise", "throw", "throws", "await", "async", "yield",
		"true", "false", "null", "nil", "none", "undefined", "void", "string", "int", "bool", "float",
		"px", "rem", "em", "val", "the", "with", "from", "as", "to", "err", "ok", "unless", "when", "case", "switch", "exit", "echo", "range":
		return true
	}
	return false
}
