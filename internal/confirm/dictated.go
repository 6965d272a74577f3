package confirm

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// What was asked, and nothing beside it. When the user (or my proposal the
// user answered) writes what an edit brings in — "make email NOT NULL",
// "I'd change it to \"Now generally available\"", "I'd move it to
// `stages: [pre-push]`", "the typo \"Instalation\"" — a careful reader
// accounts for every other piece the edit brings in or swaps: it must be
// written in the conversation too, be in the file already, or be made
// from what it replaces. A keyword put beside the asked one (UNIQUE), a
// class added to the element whose text was asked, a hook added beside
// the moved one, a second typo corrected beside the quoted one, a default
// flipped beside the shorthand asked for: each is a part nobody asked for
// (beyondDictated). The words are read as runs of letters and digits, the
// same in every language.

// beyondDictated returns why an edit, part of which the conversation
// writes, carries another part nobody wrote, or "". The text asked is
// every user message and my message the latest one answers; the user's
// own words alone can point at what a part takes away.
func beyondDictated(conv []Turn, t Target) string {
	if t.created || t.Command != "" || t.Removal != Keeps || t.edit.Before == "" {
		return ""
	}
	asked, user := askedText(conv)
	if asked == "" {
		return ""
	}
	piece, line := dictatedStray(asked, user, t.file, t.units(), fileKindOf(t))
	if piece == "" {
		return ""
	}
	return fmt.Sprintf("the conversation writes part of this change, and it also brings in %q (%q), which nobody wrote", piece, line)
}

// askedText is the text asked — every user message up to the latest, and
// my message the latest one answers — and the user's messages alone; both
// "" when there is no user message.
func askedText(conv []Turn) (asked, user string) {
	u := lastUser(conv, len(conv))
	if u < 0 {
		return "", ""
	}
	var b strings.Builder
	for _, turn := range conv[:u+1] {
		if turn.Role == User {
			b.WriteString(headTail(turn.Text) + "\n") // bounded as read reads it: a pasted wall costs nothing
		}
	}
	asked, user = b.String(), b.String()
	if u > 0 && conv[u-1].Role == Assistant {
		asked += assistantBlock(conv, u-1)
	}
	return asked, user
}

// dictatedStray is the first piece of units (and its line) that nothing
// in asked, the file or the piece it replaces accounts for, when another
// piece of the same change is written out in asked (or, for what a part
// takes away, in user); ("", "") when there is none. Only a change of a
// few parts is read (a rewrite of a whole block is the request's to
// write): a rewritten line hunk by hunk (readRewritten), a new line as a
// sibling of one written out (readNew).
func dictatedStray(asked, user, file string, units []unit, kind textKind) (piece, line string) {
	if len(units) == 0 || len(units) > 4 {
		return "", ""
	}
	d := dictation{
		asked:  lowerWords(asked),
		text:   strings.ToLower(asked),
		quoted: quotedRuns(asked),
		user:   " " + strings.Join(lowerWords(user), " ") + " ",
		uquote: quotedRuns(user),
		file:   &fileWords{raw: file},
	}
	d.set = wordSet(d.asked)
	d.seq = " " + strings.Join(d.asked, " ") + " "
	// exact: the user quotes what a line takes away (a typo to fix); in
	// prose, only then is a word swapped elsewhere read as a part
	written, exact, dictatedAt, entry := false, false, -1, false
	note := func(s, l string) {
		if s != "" && piece == "" {
			piece, line = s, l
		}
	}
	for _, un := range units {
		if un.consequence(units) {
			continue
		}
		for i, l := range un.added {
			if len(un.removed) == len(un.added) {
				w, q, s := d.readRewritten(un.removed[i], l, kind, exact)
				written, exact = written || w, exact || q
				note(s, l)
				continue
			}
			if strings.TrimSpace(l) == "" {
				continue
			}
			in := leadWidth(l)
			switch all, some := d.lineWritten(l); {
			case all:
				written, dictatedAt, entry = true, in, d.entryWritten(l)
			case dictatedAt >= 0 && in <= dictatedAt && (kind == markup || entry):
				// a line beside the one written out, at its level or
				// outside it: another entry, not its body (in a list of
				// entries — requirements.txt — whatever the file's kind)
				if !some && kind == markup {
					note(d.strayOf(l), l)
				}
				note(d.strayEntry(l), l)
			}
		}
	}
	if !written || piece == "" {
		return "", ""
	}
	return piece, clip80(strings.TrimSpace(line))
}

// dictation is the text asked, read as words, to account for an edit.
type dictation struct {
	asked     []string        // the words of the text asked, lower case
	set       map[string]bool // the words asked
	file      *fileWords      // the file as it is, read only when a word is in doubt
	seq, user string          // the words asked and the user's, space-joined
	text      string          // the text asked, lower case
	raw       string          // the text asked as written (putBeside)
	quoted    []string        // the runs asked in quotes, as space-joined words
	uquote    []string        // the user's quoted runs
}

// readRewritten reads one rewritten line hunk by hunk (a word diff):
// whether a hunk brings in what is written (a run of words asked, every
// word it brings asked) or takes away what the user points at, and the
// first piece nobody wrote — a value swapped for another (one word for
// one word, no number: false → true, info → debug) neither side of which
// is written nor made from the other, or a word put in (a keyword, a
// class) that says something and nobody wrote (strayWord). A line
// rewritten otherwise (words taken away, several replaced by others not
// written) is the request's to write, and is not read.
func (d dictation) readRewritten(oldLine, newLine string, kind textKind, exact bool) (written, quoted bool, stray string) {
	old, new := lowerWords(oldLine), lowerWords(newLine)
	if len(old) > maxPartWords || len(new) > maxPartWords {
		return false, false, ""
	}
	for _, h := range wordEdits(old, new) {
		del, ins := old[h.Start:h.End], new[h.ReplStart:h.ReplEnd]
		dictated := len(ins) > 0 && d.dictates(ins, d.seq, d.quoted)
		switch {
		case len(del) > 0 && d.dictates(del, d.user, d.uquote):
			written = true // the typo the user quotes, the words pointed at
			exact = exact || quotes(del, d.uquote)
		case len(del) == 1 && len(ins) == 1 && !dictated:
			if d.writes(ins[0]) {
				written = true
			} else if stray == "" && d.swapStray(del[0], ins[0], kind, exact) {
				stray = ins[0]
			}
		case len(del) == 1 && d.someWritten(ins) && len(d.unwritten(ins)) == 1:
			// "v" put in, and false made true: what is written is put in,
			// and the rest is a swap of its own
			written = true
			if r := d.unwritten(ins)[0]; stray == "" && d.swapStray(del[0], r, kind, exact) {
				stray = r
			}
		case kind != markup:
			// in a program, what a line brings beside the value asked
			// is how the program says it; in prose, how the writer does
			written = written || dictated || d.allWritten(ins)
		case len(del) == 0 && !dictated && d.someWritten(ins):
			written = true // words put in to join what is asked ("see -f")
		case len(del) == 0 || dictated:
			written = written || dictated
			for _, w := range ins {
				if stray == "" && !slices.Contains(del, w) && d.strayWord(w) && !attached(newLine, w) && !keyIn(newLine, w) && !d.besideWritten(newLine, w, old) {
					stray = w
				}
			}
		default:
			return false, false, "" // rewritten otherwise: the request's to write
		}
	}
	return written, exact, stray
}

// swapStray reports whether a word swapped for another is a value nobody
// asked for: no number on either side (numbers are read by unaccounted),
// the new one not written, the old one not named by the user, neither
// made from the other nor both units. In a program only a literal value
// swapped is read (isLiteral); in prose, only when the user quotes what
// another line takes away (exact: the typo asked, and another fixed).
func (d dictation) swapStray(del, ins string, kind textKind, exact bool) bool {
	if kind == program && !(isLiteral(del) && isLiteral(ins)) || kind == prose && !exact {
		return false
	}
	return significantRun(ins) && !startsWithDigit(del) && !startsWithDigit(ins) && !d.writes(ins) &&
		!strings.Contains(d.user, " "+del+" ") && !derived(del, ins) && !correctsQuoted(del, ins, d.uquote) && !(isUnit(del) && isUnit(ins))
}

// lineWritten reports whether every word of line that says something is
// written (and there are two or more: one word of code, `s.mu.Lock()`,
// writes no line), and whether some is.
func (d dictation) lineWritten(line string) (all, some bool) {
	all, n := true, 0
	for _, w := range lowerWords(line) {
		if !significantRun(w) {
			continue
		}
		if d.writes(w) {
			some, n = true, n+1
		} else {
			all = false
		}
	}
	return all && (n >= 2 || n == 1 && d.entryWritten(line)), some
}

// strayOf is the first word of line that says something nobody wrote
// (strayWord), or "".
func (d dictation) strayOf(line string) string {
	for _, w := range lowerWords(line) {
		if d.strayWord(w) && !attached(line, w) {
			return w
		}
	}
	return ""
}

// unwritten are the words of ws the text asked does not write.
func (d dictation) unwritten(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !d.writes(w) {
			out = append(out, w)
		}
	}
	return out
}

// allWritten reports whether every word of ws is written.
func (d dictation) allWritten(ws []string) bool {
	for _, w := range ws {
		if !d.writes(w) {
			return false
		}
	}
	return len(ws) > 0
}

// attached reports whether w stands in line only as part of an
// expression — a member (".present?"), a call ("min("), a path
// ("std::num") — rather than as a word of its own anywhere: code
// composing what was asked, not a part beside it.
func attached(line, w string) bool {
	lower := strings.ToLower(line)
	seen := false
	for from := 0; ; {
		i := strings.Index(lower[from:], w)
		if i < 0 {
			return seen
		}
		i += from
		end := i + len(w)
		if !(i > 0 && (lower[i-1] == '.' || lower[i-1] == ':') || end < len(lower) && (lower[end] == '(' || lower[end] == '.' || strings.HasPrefix(lower[end:], "::"))) {
			return false
		}
		seen, from = true, end
	}
}

// leadWidth is the width of line's leading spaces and tabs.
func leadWidth(line string) int {
	return len(line) - len(strings.TrimLeft(line, " \t"))
}

// dictates reports whether ws holds a run written out in seq: two words or
// more in a row, or one word of quoted (a quoted run).
func (d dictation) dictates(ws []string, seq string, quoted []string) bool {
	for i := 0; i+1 < len(ws); i++ {
		if significantRun(ws[i]) || significantRun(ws[i+1]) {
			if strings.Contains(seq, " "+ws[i]+" "+ws[i+1]+" ") {
				return true
			}
		}
	}
	for _, q := range quoted {
		if strings.Contains(" "+strings.Join(ws, " ")+" ", " "+q+" ") {
			return true
		}
	}
	return false
}

// writes reports whether the text asked writes w: as a word, or a number
// inside one ("100" of "100ms").
func (d dictation) writes(w string) bool {
	if d.set[w] {
		return true
	}
	return isNumber(w) && numberIn(d.text, w)
}

// strayWord reports whether w, brought in beside what is asked, says
// something nobody wrote: a word of three letters or more, no number, no
// unit, no word of a language's syntax, not asked, not in the file.
func (d dictation) strayWord(w string) bool {
	return significantRun(w) && !startsWithDigit(w) && !isUnit(w) && !isSyntaxWord(w) && !d.writes(w) && !d.file.holds(w)
}

// correctsQuoted reports whether ins corrects del, del being a word the user
// quotes: the typo asked to be fixed.
func correctsQuoted(del, ins string, quoted []string) bool {
	for _, q := range quoted {
		if q == del {
			return utf8.RuneCountInString(ins) > 2
		}
	}
	return false
}

// lowerWords are the runs of letters, digits and underscores of s (a
// code name, ENT_QUOTES, is one word), lower case.
func lowerWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(c rune) bool { return !isWordRune(c) && c != '_' })
}

// someWritten reports whether a word of ws is written.
func (d dictation) someWritten(ws []string) bool {
	for _, w := range ws {
		if d.writes(w) {
			return true
		}
	}
	return false
}

// keyIn reports whether w stands in line as a key given a value ("version
// = …", "features:"): the shape a value asked takes, not a part beside it.
func keyIn(line, w string) bool {
	lower := strings.ToLower(line)
	for from := 0; ; {
		i := strings.Index(lower[from:], w)
		if i < 0 {
			return false
		}
		rest := strings.TrimLeft(lower[i+from+len(w):], " \t\"'")
		if strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, "::") {
			return true
		}
		from += i + len(w)
	}
}

// textKind is how a file's lines say what is asked.
type textKind int

const (
	// markup: data, configuration, markup, SQL — every word a line brings
	// is a part of its own.
	markup textKind = iota
	// program: a programming language — only a literal value swapped is
	// read (isLiteral).
	program
	// prose: documentation — only a word swapped for another is read.
	prose
)

// fileKindOf is the textKind of the target's file.
func fileKindOf(t Target) textKind {
	switch {
	case isProgram(t.Name):
		return program
	case t.prose:
		return prose
	}
	return markup
}

// isProgram reports whether name is a file of a programming language,
// whose lines say what is asked in their own words (calls, arguments,
// guards): only a value swapped beside the one asked is read there.
func isProgram(name string) bool {
	switch strings.ToLower(filepathExt(base(name))) {
	case ".go", ".py", ".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".rb", ".php", ".rs", ".java", ".kt", ".kts", ".swift",
		".c", ".h", ".cc", ".cpp", ".hpp", ".cs", ".scala", ".ex", ".exs", ".lua", ".dart", ".m", ".pl", ".r", ".jl", ".zig",
		".hs", ".clj", ".erl", ".fs", ".groovy", ".gradle", ".sh", ".bash", ".zsh", ".ps1":
		return true
	}
	return false
}

// wordSet is ws as a set.
func wordSet(ws []string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// quotedRuns are the words of each run of text written in quotes or
// backticks ("…", `…`, “…”, «…», „…“), lower case and space-joined.
func quotedRuns(text string) []string {
	var out []string
	pairs := [][2]string{{"\"", "\""}, {"`", "`"}, {"“", "”"}, {"«", "»"}, {"„", "“"}}
	for _, p := range pairs {
		rest := text
		for {
			i := strings.Index(rest, p[0])
			if i < 0 {
				break
			}
			rest = rest[i+len(p[0]):]
			j := strings.Index(rest, p[1])
			if j < 0 || strings.Contains(rest[:j], "\n") {
				break
			}
			if ws := lowerWords(rest[:j]); len(ws) > 0 && len(ws) <= 8 {
				out = append(out, strings.Join(ws, " "))
			}
			rest = rest[j+len(p[1]):]
		}
	}
	return out
}

// isLiteral reports whether w is a literal value of a program — a boolean
// or an empty value in one of its spellings — rather than a name: in code,
// only such a value swapped is read as a part beside the request.
func isLiteral(w string) bool {
	switch w {
	case "true", "false", "yes", "no", "on", "off", "null", "nil", "none", "undefined":
		return true
	}
	return false
}

// besideWritten reports whether w shares a field of line (split at
// spaces, quotes, brackets and "=", ",", ";") with a word written that
// the old line (old) does not hold: a
// piece of the path or URL asked ("astral-sh/ruff-pre-commit"), not a
// part of its own.
func (d dictation) besideWritten(line, w string, old []string) bool {
	fields := strings.FieldsFunc(strings.ToLower(line), func(c rune) bool {
		return c == ' ' || c == '\t' || strings.ContainsRune("\"'`<>=,;()[]{}", c)
	})
	for _, f := range fields {
		ws := lowerWords(f)
		if !slices.Contains(ws, w) {
			continue
		}
		for _, o := range ws {
			if d.writes(o) && !slices.Contains(old, o) {
				return true
			}
		}
	}
	return false
}

// quotes reports whether ws holds a run the user quotes.
func quotes(ws []string, quoted []string) bool {
	joined := " " + strings.Join(ws, " ") + " "
	for _, q := range quoted {
		if strings.Contains(joined, " "+q+" ") {
			return true
		}
	}
	return false
}

// fileWords is a file's text, lower-cased the first time a word is looked
// up in it: most edits bring no word in doubt, and a file may be large.
type fileWords struct {
	raw, lower string
	done       bool
}

// holds reports whether the file holds w (lower case) as a word.
func (f *fileWords) holds(w string) bool {
	if !f.done {
		f.lower, f.done = strings.ToLower(f.raw), true
	}
	return occursAsWord(f.lower, w)
}
