package confirm

import (
	"slices"
	"sort"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// valueNotBrought returns a value the user's request asks for ("16" of
// "bump postgres to 16", "v0.3.0" of "use @v0.3.0 instead of @latest") —
// a number or version right after "to", "use", "be" or "=" — when the
// change brings in none of the values the request asks for: the change
// is then another one than the request's, whatever part of the file it
// is in. at is where the request names the file: a value with another
// file's name between it and at is that file's ("fix notes.md and set
// the port in config.yaml to 9090"). A quantity with a unit of time or
// size ("5 minutes", "30s", "2GB") may be written in other units, and
// does not count, nor does a rate ("3.5%"). "" when the request spells out no such value, or the
// change brings one of them in ("set the timeout to 30s" for an edit
// writing "30 * time.Second").
func valueNotBrought(text string, ws []word, t Target, at lang.Span) string {
	if len(t.Declared) == 0 && strings.TrimSpace(t.Range) == "" && strings.TrimSpace(t.Added) == "" {
		return "" // what the change does is not known (a Bash write)
	}
	first := ""
	for k := 0; k+1 < len(ws); k++ {
		switch ws[k].Text {
		case "to", "use", "be":
		default:
			if !strings.HasSuffix(strings.TrimRight(text[ws[k].End:ws[k+1].Start], " @v"), "=") {
				continue
			}
		}
		v := rawValue(text, ws[k+1].Start)
		num := numericCore(v)
		if end := ws[k+1].Start + len(v); end < len(text) && text[end] == '%' {
			continue // a rate, which may be written as a fraction ("3.5%" is 0.035)
		}
		if num == "" || isUnit(strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(v, "vV^~"), num), " ")) ||
			k+2 < len(ws) && isUnit(ws[k+2].Text) || otherFileBetween(text, ws, at, ws[k+1].Span) {
			continue
		}
		if numberIn(t.Added, num) {
			return ""
		}
		if first == "" {
			first = v
		}
	}
	return first
}

// rawValue is the value written at i: letters, digits and the marks of a
// version or a unit ("1.3", "v0.3.0", "8px", "^4.2"), without a closing
// dot.
func rawValue(text string, i int) string {
	j := i
	for j < len(text) && (isIdentByte(text[j]) || text[j] == '.' || text[j] == '-' || text[j] == '^' || text[j] == '~') {
		j++
	}
	return strings.TrimRight(text[i:j], ".-")
}

// numericCore is the number of a value ("0.3.0" of "v0.3.0", "8" of
// "8px", "1.3" of "1.3"): its first run of digits and dots, or "" when
// the value does not start with a number (an optional "v", "^" or "~"
// before it).
func numericCore(v string) string {
	v = strings.TrimLeft(v, "vV^~")
	j := 0
	for j < len(v) && (v[j] >= '0' && v[j] <= '9' || v[j] == '.' && j > 0) {
		j++
	}
	return strings.TrimRight(v[:j], ".")
}

// numberIn reports whether the number num stands in t as a whole number:
// not inside a longer one ("1.3" is in "api:1.3", not in "11.3" nor
// "1.35").
func numberIn(t, num string) bool {
	isNum := func(c byte) bool { return c >= '0' && c <= '9' }
	for from := 0; ; {
		i := strings.Index(t[from:], num)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(num)
		before := i > 0 && (isNum(t[i-1]) || t[i-1] == '.' && i > 1 && isNum(t[i-2]))
		after := end < len(t) && (isNum(t[end]) || t[end] == '.' && end+1 < len(t) && isNum(t[end+1]))
		if !before && !after {
			return true
		}
		from = i + 1
	}
}

// isUnit reports whether w is a unit of time or size, in which a quantity
// can be written in several ways ("5 minutes" is "300" seconds).
func isUnit(w string) bool {
	switch strings.ToLower(w) {
	case "ms", "s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes",
		"h", "hr", "hrs", "hour", "hours", "d", "day", "days", "w", "week", "weeks",
		"percent", "pct", "k", "kb", "kib", "mb", "mib", "g", "gb", "gib", "t", "tb", "tib":
		return true
	}
	return false
}

// otherFileBetween reports whether a word of another file's name stands
// between the file's mention at and the value at v.
func otherFileBetween(text string, ws []word, at, v lang.Span) bool {
	lo, hi := min(at.End, v.End), max(at.Start, v.Start)
	for _, w := range ws {
		if w.Start >= lo && w.End <= hi && (w.End <= at.Start || w.Start >= at.End) && inFileName(text, w.Span) {
			return true
		}
	}
	return false
}

// specificUntouched returns a specific of a user's request — a code name
// the file holds (".card__title", "REFRESH_TTL", "Restart=on-failure",
// "/changelog"), or a number given as a value ("weight 700", "return
// 204") — when the change touches none of the request's specifics:
// neither the changed lines nor their enclosing declarations nor the new
// text hold one. Naming the file then asks for that change, not for this
// one ("enable OFFLINE_SYNC in FeatureFlags.kt" for an edit adding another
// flag's mapping). at is where the request names the file. File names,
// the specifics of a part naming another file, words kept as they are
// (isKept: they count when the change touches them, "sort by email, not
// created_at"), ticket ids ("SR-88"), numbers after a determiner ("the 404
// link") or "line", and quantities with units do not count. "" when the
// request has no specifics or the change touches one.
func specificUntouched(text string, t Target, at lang.Span, isKept func(lang.Span) bool) string {
	if t.created || t.file == "" || t.Removal != Keeps {
		return ""
	}
	if key := changedKey(t); len(key) >= 3 && occursAsWord(strings.ToLower(text), strings.ToLower(key)) {
		return "" // the request names the changed line's own key ("turn gzip on")
	}
	here := t.Range + "\n" + t.Added
	toks := fieldSpans(text)
	first := ""
	for k, sp := range toks {
		f := text[sp.Start:sp.End]
		tok := strings.Trim(f, ",;:()[]{}\"'`?!")
		if tok == "" || sp.Start < at.End && sp.End > at.Start || isTicket(tok) || hasFileExtension(tok) && isPathLike(tok) {
			continue
		}
		// a word kept as it is ("sort by email, not created_at") counts as
		// touched when the change has it, and is asked for only if not
		kept := func() bool { return isKept != nil && isKept(sp) }
		prev, next := "", ""
		if k > 0 {
			prev = strings.ToLower(strings.Trim(text[toks[k-1].Start:toks[k-1].End], ",;:()\"'`"))
		}
		if k+1 < len(toks) {
			next = strings.Trim(text[toks[k+1].Start:toks[k+1].End], ",;:().\"'`")
		}
		if num := numericCore(tok); num != "" && tok[0] >= '0' && tok[0] <= '9' {
			unit := strings.TrimPrefix(tok, num)
			if strings.Contains(tok, "%") || isUnit(unit) || isUnit(next) || !valuePosition(prev) || otherFileInPart(text, toks, at, sp) {
				continue
			}
			if numberIn(here, num) {
				return ""
			}
			if first == "" && !kept() {
				first = tok
			}
			continue
		}
		name := codeName(tok)
		if name == "" && markupNames(t.Name, t.file, tok) {
			name = tok
		}
		called := strings.HasSuffix(strings.TrimRight(f, ",;:.?!"), "()") && isIdentWord(tok) && len(tok) >= 3
		if called {
			name = tok
		}
		// a route or a function written as a call ("add clear()") need not
		// be in the file yet
		if name == "" || tok[0] != '/' && !called && !occursAsWord(t.file, name) && !occursAsWord(t.Added, name) || otherFileInPart(text, toks, at, sp) {
			continue
		}
		if occursAsWord(here, name) {
			return ""
		}
		if first == "" && !kept() {
			first = tok
		}
	}
	return first
}

// valuePosition reports whether a number after the word prev is a value
// the request asks for ("weight 700", "return 204") rather than a label
// ("the 404 link", "line 42", "issue 12").
func valuePosition(prev string) bool {
	switch prev {
	case "the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "its", "their",
		"line", "lines", "l", "issue", "pr", "ticket", "step", "item", "option", "commit":
		return false
	}
	return true
}

// fieldSpans are the spans of the whitespace-separated fields of text
// (at most maxSymbols*8 of them).
func fieldSpans(text string) []lang.Span {
	var out []lang.Span
	start := -1
	for i := 0; i <= len(text) && len(out) < maxSymbols*8; i++ {
		if i < len(text) && text[i] != ' ' && text[i] != '\n' && text[i] != '\t' && text[i] != '\r' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, lang.Span{Start: start, End: i})
			start = -1
		}
	}
	return out
}

// otherFileInPart reports whether the part of text that holds sp — what
// stands between commas, semicolons, "and", "then" and line ends — names
// a file other than the one at names, and not that one ("In a.go make A
// return 2, delete old.go": the 2 is a.go's).
func otherFileInPart(text string, toks []lang.Span, at, sp lang.Span) bool {
	k := slices.Index(toks, sp)
	if k < 0 {
		return false
	}
	ends := func(i int) bool { // whether a part ends after field i
		f := text[toks[i].Start:toks[i].End]
		if strings.HasSuffix(f, ",") || strings.HasSuffix(f, ";") || strings.HasSuffix(f, ".") || i+1 < len(toks) && (text[toks[i+1].Start:toks[i+1].End] == "and" || text[toks[i+1].Start:toks[i+1].End] == "then") {
			return true
		}
		return i+1 < len(toks) && strings.ContainsRune(text[toks[i].End:toks[i+1].Start], '\n')
	}
	lo, hi := k, k
	for lo > 0 && !ends(lo-1) {
		lo--
	}
	for hi+1 < len(toks) && !ends(hi) {
		hi++
	}
	other := false
	for _, f := range toks[lo : hi+1] {
		if f.Start < at.End && f.End > at.Start {
			return false // the part names this file too ("routes.ts needs /x for X.vue")
		}
		if tok := strings.Trim(text[f.Start:f.End], ",;:()[]{}\"'`?!."); hasFileExtension(tok) && isPathLike(tok) {
			other = true
		}
	}
	return other
}

// codeName is the name a token of a request gives when it is written as
// code: with an inner underscore or capital ("to_xml", "useDebounced",
// "REFRESH_TTL"), as a class or route (".card__title", "/changelog"), or
// as a setting ("Restart=on-failure" names Restart). "" for a word.
func codeName(tok string) string {
	if k, _, ok := strings.Cut(tok, "="); ok && len(k) >= 3 && isIdentWord(k) {
		return k
	}
	if r := strings.TrimSuffix(tok, "/"); len(r) > 1 && (r[0] == '.' || r[0] == '/') && isIdentWord(strings.ReplaceAll(r[1:], "-", "_")) {
		return r[1:]
	}
	if isIdentWord(tok) && looksLikeCode(tok) {
		return tok
	}
	return ""
}

// isTicket reports whether tok is a ticket or issue id ("SR-88",
// "PROJ-1204", "#42").
func isTicket(tok string) bool {
	if strings.HasPrefix(tok, "#") {
		return len(tok) > 1 && isDigits(tok[1:])
	}
	k, n, ok := strings.Cut(tok, "-")
	return ok && k != "" && isDigits(n) && strings.ToUpper(k) == k && strings.Trim(k, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
}

// changedKey is the key of the first changed line: the name it declares,
// or else its first word ("gzip" of "  gzip off;").
func changedKey(t Target) string {
	if t.own != "" {
		return t.own
	}
	l := strings.TrimSpace(firstLine(t.removed))
	j := 0
	for j < len(l) && isIdentByte(l[j]) {
		j++
	}
	return l[:j]
}

// importsName reports whether a line of file imports sym from another
// module: "import { useDebounced } from …", "from app.utils import
// slugify", "use crate::store::Cache;", "using Acme.Billing;", "const {
// sum } = require(…)", "#include \"ring.h\"" (the first maxDeclLines
// lines are read).
func importsName(file, sym string) bool {
	if sym == "" || !strings.Contains(file, sym) {
		return false
	}
	for n := 0; n < maxDeclLines && file != ""; n++ {
		line := file
		if i := strings.IndexByte(file, '\n'); i >= 0 {
			line, file = file[:i], file[i+1:]
		} else {
			file = ""
		}
		l := strings.TrimSpace(line)
		imp := strings.HasPrefix(l, "import ") || strings.HasPrefix(l, "from ") || strings.HasPrefix(l, "use ") ||
			strings.HasPrefix(l, "using ") || strings.HasPrefix(l, "#include") || strings.Contains(l, "require(")
		if imp && occursAsWord(l, sym) {
			return true
		}
	}
	return false
}

// blankTicketLists blanks, keeping offsets, the lines of a message that
// begin with a ticket id ("SR-88 (open): …", "PLAT-12: …", "#431 …") when
// there are at least two of them: a list pasted from a tracker, whose
// imperative titles ("reduce REFRESH_TTL to 14 days") are the tickets',
// not the user's request. A single ticket line is the user's own
// ("PLAT-12: bump the timeout in config.yaml").
func blankTicketLists(text string) string {
	if !strings.ContainsRune(text, '\n') {
		return text
	}
	var lines []lang.Span
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		l := strings.TrimLeft(text[start:end], " \t-*>")
		if f, _, _ := strings.Cut(l, " "); isTicket(strings.TrimRight(f, ":,")) {
			lines = append(lines, lang.Span{Start: start, End: end})
		}
		start = end + 1
	}
	if len(lines) < 2 {
		return text
	}
	b := []byte(text)
	for _, l := range lines {
		for i := l.Start; i < l.End; i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// markupNames reports whether, in a markup file (HTML, XML, a Vue or
// Svelte component, a template), the word w is a tag or an attribute's
// value of the file ("input" of <input>, "email" of name="email"): a word
// that names an element, as a code name does elsewhere ("make the email
// input required").
func markupNames(name, file, w string) bool {
	switch strings.ToLower(filepathExt(name)) {
	case ".html", ".htm", ".xml", ".vue", ".svelte", ".erb", ".hbs", ".j2", ".jinja", ".njk", ".twig":
	default:
		return false
	}
	if len(w) < 3 || !isIdentWord(w) || isStopWord(strings.ToLower(w)) {
		return false
	}
	return strings.Contains(file, "<"+w) || strings.Contains(file, "=\""+w+"\"") || strings.Contains(file, "='"+w+"'")
}

// givesValue reports whether ws[k] is "give" (or "gives") handing a value
// to a part of the code: its object is not a person ("give me a summary")
// and a number follows within a few words ("give it 1Gi", "give the
// request a 10s timeout", "give retries a cap of 5").
func givesValue(text string, ws []word, k int) bool {
	if ws[k].Text != "give" && ws[k].Text != "gives" || k+1 >= len(ws) {
		return false
	}
	switch ws[k+1].Text {
	case "me", "us", "him", "her", "them", "you", "up", "in", "away", "back", "out":
		return false
	}
	for j := k + 1; j < len(ws) && j <= k+8; j++ {
		if v := text[ws[j].Start:ws[j].End]; v != "" && v[0] >= '0' && v[0] <= '9' {
			return true
		}
	}
	return false
}

// isStatusVerb reports whether w is an HTTP status code used as a verb
// ("should 404", "must 302 to /login"): three digits from 100 to 599.
func isStatusVerb(w string) bool {
	return len(w) == 3 && isDigits(w) && w[0] >= '1' && w[0] <= '5'
}

// wantsThingTo reports whether ws[k] is "want" or "need" after "I" or
// "we", with a thing and then "to" and what it should do ("I want the
// spinner to have an aria-label", "we need parse.go to skip blank
// lines"): a wish about the code, asked as a change. "I want to
// understand …" and "I want you to explain …" are not.
func wantsThingTo(ws []word, k int) bool {
	if ws[k].Text != "want" && ws[k].Text != "need" || k == 0 || ws[k-1].Text != "i" && ws[k-1].Text != "we" {
		return false
	}
	if k+1 >= len(ws) || ws[k+1].Text == "to" || ws[k+1].Text == "you" {
		return false
	}
	for j := k + 2; j+1 < len(ws) && j <= k+8; j++ {
		if ws[j].Text == "to" {
			return shouldDo(ws, j+1)
		}
	}
	return false
}

// mappedTo returns the file a message names as where the change goes ("in
// src/router/routes.ts") when the file mention m stands after an arrow —
// what an entry of that other file points to ("register /changelog in
// src/router/routes.ts → pages/Changelog.vue") — and "" otherwise. A
// rename written with an arrow ("mv a.go -> b.go") names no other place.
func (r reading) mappedTo(m mention) string {
	if !m.file {
		return ""
	}
	before := strings.TrimRight(r.Text[:m.Start], " ")
	if !strings.HasSuffix(before, "→") && !strings.HasSuffix(before, "->") && !strings.HasSuffix(before, "=>") {
		return ""
	}
	for k := 1; k < len(r.words); k++ {
		switch r.words[k-1].Text {
		case "in", "into", "inside":
		default:
			continue
		}
		if r.words[k].Start >= m.Start && r.words[k].Start < m.End {
			continue
		}
		if name := r.nameAt(k); hasFileExtension(name) && isPathLike(name) && base(name) != base(r.t.Name) {
			return name
		}
	}
	return ""
}

// isAccessLabel reports whether a line is a C++ access label ("public:",
// "private:", "protected:", a Qt "signals:" or "public slots:"): it opens
// no block of its own, so the class around it is what holds the edit.
func isAccessLabel(line string) bool {
	switch strings.TrimSpace(line) {
	case "public:", "private:", "protected:", "signals:", "public slots:", "private slots:", "protected slots:":
		return true
	}
	return false
}

// namesPlace reports whether a symbol mention is where the change goes,
// not what it changes: "add clear() to RingBuffer", "in handleEntry, …".
func (r reading) namesPlace(m mention) bool {
	k := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= m.Start })
	return k > 0 && k < len(r.words) && placePreposition(r.words[k-1].Text)
}

// keptOrAsked reports whether the words at sp are kept as they are, or
// stand in a question: neither asks for a change of what they name.
func (r reading) keptOrAsked(sp lang.Span) bool {
	if si := r.sentenceOf(sp.Start); si >= 0 && r.sents[si].Question {
		return true
	}
	return r.kept(sp)
}
