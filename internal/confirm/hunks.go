package confirm

import (
	"slices"
	"strings"

	"github.com/aymanbagabas/go-udiff/lcs"
)

// Bounds of the split of a change into its parts, so a rewrite of a large
// file costs no more than its first lines.
const (
	// maxUnits bounds the parts of one change; what is left is joined to
	// the last part (and so can only make it harder to account for).
	maxUnits = 64
	// pairSimilarity is how alike (shared words over the longer line's
	// words) a removed and an added line must be for the added one to be
	// the removed one rewritten.
	pairSimilarity = 0.5
	// pairReach is how many added lines a removed line is compared with,
	// from the one after the last pair: a rewrite of a whole file costs
	// lines times pairReach, not lines squared.
	pairReach = 16
	// maxLineWords bounds the words of a line compared for pairing.
	maxLineWords = 32
)

// unit is one part of a change a user can ask for or not: a line and what
// replaces it ("port: 8080" → "port: 9090"), a run of lines taken away,
// or a run of lines brought in. A hunk of the diff holds one or more of
// them: two neighbouring keys changed together are two parts.
type unit struct {
	// removed and added are the unit's lines, without their newlines.
	removed, added []string
	// names are what the blocks enclosing the unit declare (a function, a
	// section, a key), innermost first; for a comment brought in before a
	// declaration, that declaration's name too.
	names []string
	// opens are the lines of the enclosing blocks that are no declaration
	// (a callback "app.listen(port, () => {", an "if"): their words place
	// the unit as a name would.
	opens []string
	// head is the line that opens the innermost block around the unit
	// ("test:", "func (c *Cache) Get(key string) {"), or "".
	head string
	// inFunc reports whether the innermost declaration around the unit is
	// a function or method (blockKind "func"), not a container of members
	// (a message, class, struct, rule or section).
	inFunc bool
	// pos is the unit's line in the old text (where it is inserted, for
	// new lines); indent the indentation of its first line.
	pos, indent int
	// at is the offset in the old text of the unit's first line (where
	// its lines are inserted, for new lines).
	at int
}

// text is the unit's lines, old then new, for looking words up.
func (u unit) text() string {
	return strings.Join(u.removed, "\n") + "\n" + strings.Join(u.added, "\n")
}

// shown is the line a reason quotes for the unit: its first non-blank
// added line, else its first non-blank removed one.
func (u unit) shown() string {
	for _, ls := range [2][]string{u.added, u.removed} {
		for _, l := range ls {
			if l = strings.TrimSpace(l); l != "" {
				return clip80(l)
			}
		}
	}
	return ""
}

// declares is the key or name the unit's first line declares, or "".
func (u unit) declares(data bool) string {
	for _, ls := range [2][]string{u.removed, u.added} {
		for _, l := range ls {
			if strings.TrimSpace(l) != "" {
				return lineDeclares(l, data)
			}
		}
	}
	return ""
}

// changeUnits splits a change into its units: the line diff (the diff
// library's) of the changed region, hunk by hunk, each removed line paired
// with the added line most like it, and the runs of lines left over; each
// unit with the blocks that enclose it in the old text. nil for a created
// file.
func changeUnits(c Change) []unit {
	if c.Created || c.Before == "" || c.Before == c.After {
		return nil
	}
	r := findRegion(c.Before, c.After)
	oldWin, _ := capLines(c.Before[r.Start:r.oldEnd], maxDiffLines)
	newWin, _ := capLines(c.After[r.Start:r.newEnd], maxDiffLines)
	a, b := linesOf(oldWin), linesOf(newWin)
	starts := make([]int, len(a)+1) // offset in c.Before of each line of a
	starts[0] = r.Start
	for i, l := range a {
		starts[i+1] = starts[i] + len(l)
	}
	var out []unit
	for _, h := range buildHunks(a, b, lineDiffs(a, b), 0) {
		var removed, added []string
		for _, l := range h.lines {
			text := strings.TrimRight(l.Text, "\r\n")
			switch l.kind {
			case '-':
				removed = append(removed, text)
			case '+':
				added = append(added, text)
			}
		}
		for _, u := range pairLines(removed, added) {
			u.pos += h.oldStart
			if len(out) >= maxUnits {
				last := &out[len(out)-1]
				last.removed = append(last.removed, u.removed...)
				last.added = append(last.added, u.added...)
				continue
			}
			at := starts[min(u.pos, len(a))]
			u.at = at
			lines, names, _ := enclosing(c.Before, at, max(u.indent, 0), c.Prose)
			u.names = append(names, sectionPath(lines)...)
			u.head, _, _ = strings.Cut(lines, "\n")
			u.inFunc = innermostIsFunc(lines)
			for _, l := range strings.Split(strings.TrimSpace(lines), "\n") {
				if l != "" && !isDeclaration(l) && !strings.HasPrefix(l, "#") {
					u.opens = append(u.opens, l)
				}
			}
			if c.Prose {
				for _, h := range headings(c.Before, at) {
					if !slices.Contains(u.names, h) {
						u.names = append(u.names, h)
					}
				}
			}
			if len(u.removed) == 0 && onlyNotes(strings.Join(u.added, "\n")) {
				// a comment brought in before a declaration is the
				// declaration's ("fix the missing doc comment on retry_delay")
				if n := declaredName(strings.TrimSpace(firstLine(c.Before[at:]))); n != "" {
					u.names = append(u.names, n)
				}
			} else if !c.Prose && len(u.removed) > 0 {
				// notes rewritten above a declaration are the declaration's
				// ("#[derive(Debug)]" above "pub struct Config {")
				end := starts[min(u.pos+len(u.removed), len(a))]
				if d := attachedDeclaration(c.Before, end, strings.Join(u.removed, "\n"), isDataFile(c.Name)); d != "" {
					u.names = append(u.names, declaredName(d))
				}
			}
			out = append(out, u)
		}
	}
	return out
}

// innermostIsFunc reports whether the first declaration among the
// enclosing lines (innermost first, as enclosing gives them) declares a
// function or a method: an "if" or a callback between does not count.
func innermostIsFunc(lines string) bool {
	for _, l := range strings.Split(lines, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l != "" && isDeclaration(l):
			return blockKind(l) == "func"
		case strings.Contains(l, "("):
			return true // "void copy_name(char *dst) {", a callback, an "if (…)" of one
		}
	}
	return false
}

// headings are the Markdown headings above offset at whose level is above
// each other's ("## Unreleased" above "### Added"), nearest first, looking
// back at most maxDeclLines lines.
func headings(t string, at int) []string {
	var out []string
	level := 7
	for n := 0; n < maxDeclLines && at > 0 && level > 1; n++ {
		prev := strings.LastIndexByte(t[:at-1], '\n') + 1
		line := strings.TrimSpace(t[prev:at])
		at = prev
		hashes := len(line) - len(strings.TrimLeft(line, "#"))
		if hashes == 0 || hashes >= level || !strings.HasPrefix(line[hashes:], " ") {
			continue
		}
		level = hashes
		out = append(out, strings.TrimSpace(line[hashes:]))
	}
	return out
}

// pairLines splits one hunk into units: each removed line goes with the
// added line most like it (at least pairSimilarity, in order), and the
// lines left over make runs of their own; when no line is like another,
// the hunk is one block written over. Each unit's pos is its line in the
// hunk's old lines.
func pairLines(removed, added []string) []unit {
	partner := make([]int, len(removed))
	taken := make([]int, len(added)) // the removed line an added one goes with, or -1
	for j := range taken {
		taken[j] = -1
	}
	words := make([][]string, len(removed))
	for i, l := range removed {
		words[i] = tokens(l)
	}
	addedWords := make([][]string, len(added))
	for j, l := range added {
		addedWords[j] = tokens(l)
	}
	// the key each line sets (lineKey): lines of one key pair whatever
	// their values
	keys, addedKeys := make([]string, len(removed)), make([]string, len(added))
	for i, l := range removed {
		keys[i] = lineKey(l)
	}
	for j, l := range added {
		addedKeys[j] = lineKey(l)
	}
	next, paired := 0, false
	for i := range removed {
		partner[i] = -1
		best, bestJ := pairSimilarity, -1
		for j := next; j < len(added) && j < next+pairReach; j++ {
			sim := similarity(words[i], addedWords[j])
			if sim < pairSimilarity && keys[i] != "" && keys[i] == addedKeys[j] {
				sim = pairSimilarity // one setting given another value: TIME_ZONE = "UTC" → "Europe/Berlin"
			}
			if sim < pairSimilarity && len(words[i]) >= 2 && subsequence(words[i], addedWords[j]) {
				sim = pairSimilarity // a line extended: <title>Quill</title> → <title>Quill — notes…</title>
			}
			if sim >= best && (bestJ < 0 || sim > best) {
				best, bestJ = sim, j
			}
		}
		if bestJ >= 0 {
			partner[i], taken[bestJ], next, paired = bestJ, i, bestJ+1, true
		}
	}
	if !paired && len(removed) > 0 && len(added) > 0 {
		// nothing alike: a block written over, one part
		return []unit{{removed: removed, added: added, indent: firstIndent(strings.Join(removed, "\n"))}}
	}
	var out []unit
	var run []string
	runPos := 0
	flush := func() {
		if len(run) > 0 {
			out = append(out, unit{added: run, pos: runPos, indent: firstIndent(strings.Join(run, "\n"))})
			run = nil
		}
	}
	for j, l := range added {
		if taken[j] >= 0 {
			flush()
			runPos = taken[j] + 1
			continue
		}
		run = append(run, l)
	}
	flush()
	var gone []string
	gonePos := 0
	for i, rl := range removed {
		if partner[i] < 0 {
			if len(gone) == 0 {
				gonePos = i
			}
			gone = append(gone, rl)
			continue
		}
		if len(gone) > 0 {
			out = append(out, unit{removed: gone, pos: gonePos, indent: firstIndent(strings.Join(gone, "\n"))})
			gone = nil
		}
		for _, seg := range splitItems(rl, added[partner[i]]) {
			out = append(out, unit{removed: []string{seg[0]}, added: []string{seg[1]}, pos: i, indent: firstIndent(rl)})
		}
	}
	if len(gone) > 0 {
		out = append(out, unit{removed: gone, pos: gonePos, indent: firstIndent(strings.Join(gone, "\n"))})
	}
	return out
}

// similarity is the words two lines (xs, ys) share over the words of the
// longer.
func similarity(xs, ys []string) float64 {
	if len(xs) == 0 || len(ys) == 0 {
		return 0
	}
	xs, ys = xs[:min(len(xs), maxLineWords)], ys[:min(len(ys), maxLineWords)]
	var used [maxLineWords]bool
	shared := 0
	for _, y := range ys {
		for i, x := range xs {
			if !used[i] && x == y {
				used[i] = true
				shared++
				break
			}
		}
	}
	return float64(shared) / float64(max(len(xs), len(ys)))
}

// consequence reports whether a unit follows from the rest of the change
// whatever was asked: only whitespace or a separator changes ("a": 1 →
// "a": 1, before an added key), blank lines, imports, or lines moved
// (what it takes away another unit brings back, or the other way round).
func (u unit) consequence(all []unit) bool {
	if squeeze(strings.Join(u.removed, "")) == squeeze(strings.Join(u.added, "")) {
		return true
	}
	if u.movedImport(all) != "" {
		return false // imports sorted: a reformat, not what the change needs
	}
	if onlyImports(u.removed) && onlyImports(u.added) || onlyFences(u.removed) && onlyFences(u.added) {
		return true
	}
	moved := func(lines []string, other func(unit) []string) bool {
		if len(lines) == 0 {
			return true
		}
		for _, l := range lines {
			l = strings.TrimSpace(l)
			if l == "" {
				continue
			}
			found := false
			for _, o := range all {
				for _, ol := range other(o) {
					if strings.TrimSpace(ol) == l {
						found = true
					}
				}
			}
			if !found {
				return false
			}
		}
		return true
	}
	return moved(u.removed, func(o unit) []string { return o.added }) && moved(u.added, func(o unit) []string { return o.removed })
}

// squeeze is t without whitespace and the separators a neighbouring
// change adds or takes away (",", ";").
func squeeze(t string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\t', '\r', '\n', ',', ';':
			return -1
		}
		return r
	}, t)
}

// movedImport is an import line the unit takes away that another unit of
// the change brings back unchanged: the imports are put in another order,
// which no added or removed name needs. "" when there is none.
func (u unit) movedImport(all []unit) string {
	for _, l := range u.removed {
		l = strings.TrimSpace(l)
		if l == "" || !isImportLine(l) {
			continue
		}
		for _, o := range all {
			if o.pos == u.pos {
				continue
			}
			for _, ol := range o.added {
				if strings.TrimSpace(ol) == l {
					return l
				}
			}
		}
	}
	return ""
}

// onlyImports reports whether every non-blank line is an import (see
// importsName): bringing in what a changed line uses.
func onlyImports(lines []string) bool {
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if !isImportLine(l) && !(strings.HasPrefix(l, "\"") && strings.HasSuffix(l, "\"") && !strings.Contains(l, " ")) { // a Go import block's line
			return false
		}
	}
	return true
}

// renames are the words a unit swaps one for one (handleEntry →
// processEntry): when the unit's old and new lines differ only by such
// swaps, the pairs; otherwise nil.
func (u unit) renames() [][2]string {
	if len(u.removed) != 1 || len(u.added) != 1 {
		return nil
	}
	xs, ys := tokens(u.removed[0]), tokens(u.added[0])
	if len(xs) != len(ys) {
		return nil
	}
	var out [][2]string
	for i := range xs {
		if xs[i] != ys[i] {
			out = append(out, [2]string{xs[i], ys[i]})
		}
	}
	return out
}

// usesRename reports whether the unit only swaps names the way an
// accounted-for unit does: a use of a renamed symbol. A word swapped
// inside a longer string ("<leader>q", "failed to load config") is text
// or a value, not a use of a name, whatever swap was asked elsewhere.
func (u unit) usesRename(accounted [][2]string) bool {
	rs := u.renames()
	if len(rs) == 0 {
		return false
	}
	for _, r := range rs {
		if startsWithDigit(r[0]) || startsWithDigit(r[1]) {
			return false // a number changed is a value, not a use of a name
		}
		if !nameIn(u.removed[0], r[0]) {
			return false
		}
		found := false
		for _, a := range accounted {
			if a == r {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// keepsAll reports whether the unit takes nothing away: the fields of its
// old lines stand, in order, in its new lines (".PHONY: build" →
// ".PHONY: build fmt").
func (u unit) keepsAll() bool {
	return subsequence(fields(u.removed), fields(u.added))
}

// onlyComments reports whether every line the unit takes away or brings
// in is a comment, a line of a docstring (a string literal standing alone
// between triple quotes, as Python documents a function) or blank. inDoc
// tells whether the unit begins inside a docstring of the old text.
func (u unit) onlyComments(inDoc bool) bool {
	for _, ls := range [2][]string{u.removed, u.added} {
		doc := inDoc
		for _, l := range ls {
			t := strings.TrimSpace(l)
			lit := strings.TrimLeft(t, "rRuU") // a raw or unicode prefix
			opens := strings.HasPrefix(lit, `"""`) || strings.HasPrefix(lit, "'''")
			if opens && tripleQuotes(t) > 1 && !strings.HasSuffix(t, `"""`) && !strings.HasSuffix(t, "'''") {
				opens = false // a literal used by code: """…""".strip()
			}
			if t != "" && !doc && !opens && (!onlyNotes(t) || isDirective(t)) {
				return false
			}
			if odd := tripleQuotes(t)%2 == 1; odd {
				doc = !doc
			}
		}
	}
	return true
}

// tripleQuotes counts the triple quotes (three double or three single
// quotes in a row) a line holds.
func tripleQuotes(l string) int {
	return strings.Count(l, `"""`) + strings.Count(l, "'''")
}

// inDocstring reports whether line n (from 0) of text begins inside a
// docstring: the lines before it hold an odd number of triple quotes.
func inDocstring(text string, n int) bool {
	count := 0
	for i, l := range strings.Split(text, "\n") {
		if i >= n {
			break
		}
		count += tripleQuotes(l)
	}
	return count%2 == 1
}

// isDirective reports whether a line is a preprocessor directive
// ("#include <stdio.h>", "#define N 4"), code though it begins with '#'.
func isDirective(line string) bool {
	w, _, _ := strings.Cut(strings.TrimPrefix(line, "#"), " ")
	switch w {
	case "include", "define", "undef", "if", "ifdef", "ifndef", "else", "elif", "endif", "pragma", "import", "error", "region", "endregion":
		return true
	}
	return false
}

// bringsNothing reports whether the unit brings nothing in: the fields of
// its new lines stand, in order, in its old lines.
func (u unit) bringsNothing() bool {
	return subsequence(fields(u.added), fields(u.removed))
}

// fields are the tokens of lines: names and numbers, and runs of other
// marks (operators, "##", ":"), without the brackets and separators a
// neighbouring change opens up or takes away ("(", ")", ",", ";"), so
// "filter(correct == 1)" stands in "filter(correct == 1, rt >= 200)".
func fields(lines []string) []string {
	var out []string
	for _, l := range lines {
		start, kind := 0, 0 // kind: 0 none, 1 a name or number, 2 other marks
		flush := func(i int) {
			if kind != 0 && i > start {
				out = append(out, l[start:i])
			}
		}
		for i := 0; i < len(l); i++ {
			c := l[i]
			k := 2
			switch {
			case c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80:
				k = 1
			case c == ' ' || c == '\t' || strings.IndexByte("()[]{},;", c) >= 0:
				k = 0
			}
			if k != kind {
				flush(i)
				start, kind = i, k
			}
		}
		flush(len(l))
	}
	return out
}

// subsequence reports whether xs stand in ys in order.
func subsequence(xs, ys []string) bool {
	j := 0
	for _, y := range ys {
		if j < len(xs) && xs[j] == y {
			j++
		}
	}
	return j == len(xs)
}

// onlyFences reports whether every non-blank line opens or closes a fenced
// block of Markdown ("```", "```sh"): the frame of a changed block.
func onlyFences(lines []string) bool {
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "```") && !strings.HasPrefix(l, "~~~") {
			return false
		}
	}
	return true
}

// assigned is the name a line assigns ("value" of "var value =
// raw.Trim();", "port" of "const port = env.PORT || 5000;", "n :=
// len(xs)"), or "" (also for an attribute of a markup tag, `<input id="pw"`).
func assigned(line string) string {
	lhs, _, ok := strings.Cut(line, "=")
	if !ok || strings.Contains(lhs, "<") || strings.HasSuffix(lhs, "!") || strings.HasSuffix(lhs, "<") || strings.HasSuffix(lhs, ">") || strings.HasPrefix(line[len(lhs):], "==") {
		return ""
	}
	lhs = strings.TrimSuffix(lhs, ":")
	if name, _, typed := strings.Cut(lhs, ": "); typed {
		lhs = name // "result: list[int] = …"
	}
	ws := tokens(lhs)
	if len(ws) == 0 || len(ws) > 3 {
		return ""
	}
	if fs := strings.Fields(lhs); len(fs) > 0 && dotted(fs[len(fs)-1]) {
		// a property or a dotted key ("self.total", "management.port"):
		// named whole, not by its last segment
		return fs[len(fs)-1]
	}
	return ws[len(ws)-1]
}

// dotted reports whether w is two or more identifiers joined by dots
// ("self.total", "server.port").
func dotted(w string) bool {
	parts := strings.Split(w, ".")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if p == "" || !isIdentWord(p) {
			return false
		}
	}
	return true
}

// feeds reports whether the unit only brings in a name that used lines
// (the accounted-for units' new lines) use: a variable introduced for the
// requested code ("var value = raw.Trim();" for "if (value.Length > 32)").
func (u unit) feeds(used string) bool {
	if len(u.added) != 1 {
		return false
	}
	name := assigned(u.added[0])
	return len(name) >= 2 && occursAsWord(used, name)
}

// keyNamed reports whether the request (normalized) names the unit's own
// key: the first word of its first line ("turn gzip on" for "gzip off;"
// → "gzip on;", "port" for "port: 3000").
func (u unit) keyNamed(norm string) bool {
	for _, ls := range [2][]string{u.removed, u.added} {
		for _, l := range ls {
			l = strings.TrimSpace(l)
			if l == "" {
				continue
			}
			j := 0
			for j < len(l) && (isIdentByte(l[j]) || j > 0 && l[j] == '-') {
				j++
			}
			key := strings.ToLower(l[:j])
			if settingWord(key) && j < len(l) && l[j] == ' ' {
				// "set relativenumber", "export NODE_ENV=…": the key is
				// the name after the word that sets it
				rest := strings.TrimLeft(l[j:], " ")
				k := 0
				for k < len(rest) && isIdentByte(rest[k]) {
					k++
				}
				if k > 0 {
					key = strings.ToLower(rest[:k])
					return len(key) >= 2 && occursAsWord(norm, key)
				}
			}
			return len(key) >= 3 && !isStopWord(key) && !isPlainWord(key) && occursAsWord(norm, key)
		}
	}
	return false
}

// settingWord reports whether a line's first word sets the name after
// it (vim's "set", a shell's "export" or "local", a script's "let"):
// the line's key is that name.
func settingWord(w string) bool {
	switch w {
	case "set", "setlocal", "setopt", "export", "local", "let", "readonly", "declare", "typeset":
		return true
	}
	return false
}

// blockKind is the kind of block a line opens: a type's keyword ("class",
// "struct", "type"), "func" for a function or method whatever its
// modifiers ("public Invoice issue(…) {", "def home():") or, for a key
// or a target ("test:",
// "db:", "server {"), "key". Blocks of one kind are siblings: a Makefile's
// targets, a compose file's services, a module's functions.
func blockKind(line string) string {
	line = strings.TrimSpace(line)
	if !isDeclaration(line) {
		return "key"
	}
	head, _, _ := strings.Cut(line, "(")
	for _, w := range strings.Fields(head) {
		switch w {
		case "class", "struct", "interface", "enum", "trait", "impl", "object", "record", "type", "module":
			return w
		}
	}
	if strings.Contains(line, "(") {
		return "func" // a function or a method, whatever its modifiers
	}
	first, _, _ := strings.Cut(line, " ")
	return first
}

// sectionPath is every part of the TOML or INI section among lines
// ("[tool.ruff.lint]" → tool, ruff, lint): a key under a subsection is
// inside each of them ("enable isort in ruff" for [tool.ruff.lint]).
func sectionPath(lines string) []string {
	for _, l := range strings.Split(lines, "\n") {
		if sectionName(l) == "" {
			continue
		}
		return strings.Split(strings.Trim(l, "[]"), ".")
	}
	return nil
}

// splitItems splits a line and its rewrite into the items that changed
// when both list the same number of comma-separated items and more than
// one of them changed (`Addr: ":8080", ReadTimeout: 5` → `Addr: ":9090",
// ReadTimeout: 15` is two parts); otherwise the pair is one part.
func splitItems(old, new string) [][2]string {
	whole := [][2]string{{old, new}}
	xs, ys := strings.Split(old, ", "), strings.Split(new, ", ")
	if len(xs) < 2 || len(xs) != len(ys) {
		return whole
	}
	var out [][2]string
	for i := range xs {
		if xs[i] != ys[i] {
			out = append(out, [2]string{xs[i], ys[i]})
		}
	}
	if len(out) < 2 {
		return whole
	}
	return out
}

// lineDiffs is the line diff of a against b: the diff library's, or, when
// a and b are as many lines, every line that differs sets the same key in
// both (lineKey) and a line taken from one place comes back at another,
// each such line against the one at its place. Values shifted from one
// setting to the next ("memory: 192Mi … memory: 384Mi" made "memory:
// 384Mi … memory: 768Mi") are then two settings given new values, not one
// line kept and two others moved.
func lineDiffs(a, b []string) []lcs.Diff {
	if len(a) != len(b) {
		return lcs.DiffLines(a, b)
	}
	var out []lcs.Diff
	shifted := false
	for i := range a {
		if a[i] == b[i] {
			continue
		}
		k := lineKey(strings.TrimSpace(a[i]))
		if k == "" || lineKey(strings.TrimSpace(b[i])) != k {
			return lcs.DiffLines(a, b)
		}
		shifted = shifted || slices.Contains(b, a[i])
		out = append(out, lcs.Diff{Start: i, End: i + 1, ReplStart: i, ReplEnd: i + 1})
	}
	if !shifted {
		return lcs.DiffLines(a, b)
	}
	return out
}

// lineKey is the name a line sets before its first "=" or ":" ("TIME_ZONE
// = …", "port: …", "\"strict\": …"), or "": lines of one key are one
// setting given another value, whatever the values.
func lineKey(line string) string {
	i := strings.IndexAny(line, "=:")
	if i <= 0 {
		return ""
	}
	head := strings.TrimSpace(line[:i])
	if f := strings.Fields(head); len(f) == 2 && settingWord(f[0]) {
		head = f[1] // "set tabstop=8", "export NODE_ENV=…"
	}
	if hyphenedName(head) {
		return head // "Crawl-delay: 10", "max-age = 3600"
	}
	ws := tokens(head)
	if len(ws) != 1 || len(ws[0]) < 2 || ws[0][0] >= '0' && ws[0][0] <= '9' {
		return "" // not a name: "8080" of - "8080:8080"
	}
	return ws[0]
}

// hyphenedName reports whether w is a name of words joined by hyphens
// ("Crawl-delay", "max-age"), starting with a letter.
func hyphenedName(w string) bool {
	if len(w) < 3 || !strings.Contains(w, "-") || !(w[0] >= 'a' && w[0] <= 'z' || w[0] >= 'A' && w[0] <= 'Z') || w[len(w)-1] == '-' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isIdentByte(w[i]) && w[i] != '-' {
			return false
		}
	}
	return true
}

// nameIn reports whether w stands in line as a name: as a word outside
// its string literals, or as a whole literal ("handleEntry"), not as a
// word of a longer string. A quote left open (an apostrophe) starts no
// string.
func nameIn(line, w string) bool {
	var outside strings.Builder
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c == '"' || c == '\'' || c == '`' {
			if j := strings.IndexByte(line[i+1:], c); j >= 0 {
				if line[i+1:i+1+j] == w {
					return true
				}
				outside.WriteByte(' ')
				i += j + 1
				continue
			}
		}
		outside.WriteByte(c)
	}
	return occursAsWord(outside.String(), w)
}
