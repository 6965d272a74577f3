package confirm

import (
	"fmt"
	"strings"
)

// A block named, and its sibling edited. A file is often a row of blocks
// of one kind — functions, methods, queries, tables, server blocks,
// sections under headings of one level — and a request places its change
// in one of them by the name on its first line ("User#full_name",
// "encode()", "the monthly_revenue query", "orders.email", "the
// api.example.com server block", "under Unreleased"). A change that lies
// in another block of the same kind, whose first line the request does
// not name, is not the change asked for, whatever else of it the request
// writes ("rename `tmp` to `buffer` in encode()" done in decode, where a
// `tmp` is too).

// maxSiblingFile bounds the files siblingNamed reads: the blocks of a
// longer file are not split.
const maxSiblingFile = 64 << 10

// textBlock is a block of a file: a paragraph of code or data (lines
// between blank lines), or a Markdown section (a heading and what follows
// it up to the next heading of its level or above).
type textBlock struct {
	start, end int    // offsets in the file: [start, end)
	first      string // the block's first non-blank line
	name       string // what the block is named by: its declared name, else its first line
	label      string // the name and the comments above it
	indent     int    // the first line's indentation (a heading's level)
	kind       string // the first line's first word ("func", "server", "##")
}

// siblingNamed returns the first line of a block the request r names and
// the change is not in, when the change lies inside one block of the same
// kind and indentation that the request does not name; "" otherwise.
func siblingNamed(r reading) string {
	t := r.t
	c := t.edit
	if t.Command != "" || c.Created || c.Before == "" || len(c.Before) > maxSiblingFile {
		return ""
	}
	reg := findRegion(c.Before, c.After)
	blocks := fileBlocks(c.Before, c.Prose)
	asked := tokenSet(strings.ToLower(withoutPaths(r.Text)))
	delete(asked, strings.ToLower(stemOf(base(t.Name))))
	forms := pieceForms(r.Text)
	for _, e := range blocksOfRegion(blocks, reg, len(c.Before)) {
		edited := blocks[e]
		inEdited := tokenSet(strings.ToLower(c.Before[edited.start:edited.end] + "\n" + t.Added))
		for i, b := range blocks {
			if i == e || b.kind != edited.kind || b.indent != edited.indent || b.start <= reg.Start && reg.oldEnd <= b.end {
				continue
			}
			if labelWritten(edited.label, b.label, forms, c.Prose) {
				continue // the request names the block the change is in
			}
			if w := namingWord(b.name, edited.label, asked, inEdited); w != "" && !read(r.orig, t).onlyKeptOut(w) {
				return b.first // not "leave the builder stage alone" (keptplace.go)
			}
		}
	}
	return ""
}

// siblingReason is why a change in another block than the one named needs
// confirmation.
func siblingReason(named string, t Target) string {
	return fmt.Sprintf("you asked for the change in %q, and this change of %q is in another block", clip80(strings.TrimSpace(named)), t.Name)
}

// withoutPaths is text without its words that write a path or a file
// name ("Counter.cs", "(queries/reports.sql)"): a word of a file's name
// names the file, not a block in it. A route ("/assets") stays.
func withoutPaths(text string) string {
	var b strings.Builder
	for _, f := range strings.Fields(text) {
		w := strings.Trim(f, "`'\"()[]{}<>,;:!?")
		if strings.Contains(strings.TrimPrefix(w, "/"), "/") || hasFileExtension(w) {
			// "src/api", "Counter.cs"; not the route "/assets"
			continue
		}
		b.WriteString(f)
		b.WriteByte(' ')
	}
	return b.String()
}

// stemOf is a file name without its last extension ("Counter" of
// "Counter.cs").
func stemOf(name string) string {
	if dot := strings.LastIndexByte(name, '.'); dot > 0 {
		return name[:dot]
	}
	return name
}

// namingWord is a word of a block's label that the request writes as it
// is (asked: its lower-cased words), that is no word of the edited
// block's label and no word anywhere in the edited block or the new text
// (inEdited), and that is a name rather than a word of every text; "" when
// there is none.
func namingWord(label, editedLabel string, asked, inEdited map[string]bool) string {
	other := tokenSet(strings.ToLower(editedLabel))
	for _, w := range tokens(strings.ToLower(label)) {
		if len(w) < 3 || !asked[w] || other[w] || inEdited[w] {
			continue
		}
		if isStopWord(w) || isCommonWord(w) || isPlainWord(w) || isSyntaxWord(w) || isNumber(w) {
			continue
		}
		return w
	}
	return ""
}

// labelWritten reports whether the request (its pieceForms) writes a word
// of a block's label that the label of its sibling does not have (not
// "server" of two "server {" blocks): its own name, or for a heading any
// word of it other than words of every text.
func labelWritten(label, sibling string, forms map[string]bool, prose bool) bool {
	shared := tokenSet(strings.ToLower(sibling))
	for _, w := range tokens(strings.ToLower(label)) {
		if len(w) < 3 || shared[w] || isStopWord(w) || isSyntaxWord(w) || isNumber(w) && !prose {
			continue
		}
		if forms[w] || piecesWritten(w, forms) {
			return true
		}
	}
	return false
}

// piecesWritten reports whether the request (its pieceForms) writes every
// piece of a name of four letters or more: "parse_body" is not written by
// "parse_header", "initials" is by "initial".
func piecesWritten(name string, forms map[string]bool) bool {
	if len(name) < 4 {
		return false
	}
	n := 0
	for _, p := range identPieces(name) {
		p = strings.ToLower(p)
		if len(p) < 3 || isStopWord(p) || isNumber(p) {
			continue
		}
		if !pieceAccounted(p, forms) {
			return false
		}
		n++
	}
	return n > 0
}

// blocksOfRegion are the indices of the blocks that hold the whole
// changed region of the file (an insertion must have its lines on both
// sides in the block).
func blocksOfRegion(blocks []textBlock, reg region, size int) []int {
	from, to := reg.Start, reg.oldEnd
	if to == from {
		from = max(from-1, 0)
		to = min(to+1, size)
	}
	var out []int
	for i, b := range blocks {
		if b.start <= from && to <= b.end {
			out = append(out, i)
		}
	}
	return out
}

// fileBlocks splits a file into its blocks: Markdown sections for prose,
// paragraphs otherwise.
func fileBlocks(file string, prose bool) []textBlock {
	if prose {
		return sections(file)
	}
	return fileParagraphs(file)
}

// fileParagraphs are the runs of non-blank lines of a file (paragraph).
func fileParagraphs(file string) []textBlock {
	var out []textBlock
	start := -1
	for off := 0; off <= len(file); {
		end := strings.IndexByte(file[off:], '\n')
		if end < 0 {
			end = len(file) - off
		}
		line := file[off : off+end]
		blank := strings.TrimSpace(line) == ""
		switch {
		case !blank && start < 0:
			start = off
		case blank && start >= 0:
			out = append(out, paragraph(file[start:off], start, off))
			start = -1
		}
		off += end + 1
	}
	if start >= 0 {
		out = append(out, paragraph(file[start:], start, len(file)))
	}
	return out
}

// paragraph is the block of the lines text, found at [start, end) of the
// file. Its kind and indentation are its first code line's (comments
// above it aside). Its name is what that line declares ("pageCount" of
// "export function pageCount(total, size = 25) {"); else the paragraph's
// first line up to a parenthesis ("-- name: monthly_revenue", "CREATE
// TABLE orders"), with the next line when the first is only its kind
// ("server {" and "server_name api.example.com;"). Its label, which the
// request may name it by, is its name and the comments above.
func paragraph(text string, start, end int) textBlock {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	b := textBlock{start: start, end: end, first: strings.TrimRight(lines[0], "\r")}
	code := 0
	for code < len(lines)-1 && commentLine(lines[code]) {
		code++
	}
	line := strings.TrimRight(lines[code], "\r")
	f := strings.Fields(line)
	if len(f) == 0 {
		return b
	}
	b.kind = f[0]
	b.indent = len(line) - len(strings.TrimLeft(line, " \t"))
	notes := strings.Join(lines[:code], "\n")
	trimmed := strings.TrimSpace(line)
	if n := declaredName(trimmed); n != "" && n != b.kind && isDeclaration(trimmed) {
		b.name, b.label = n, notes+"\n"+n
		return b
	}
	b.name, _, _ = strings.Cut(b.first, "(")
	if len(tokens(b.first)) <= 1 && len(lines) > 1 {
		b.name = b.first + "\n" + lines[1]
	}
	b.label = notes + "\n" + b.name
	return b
}

// commentLine reports whether a line of code is a comment.
func commentLine(line string) bool {
	l := strings.TrimSpace(line)
	for _, p := range []string{"//", "#", "--", "/*", "*", ";"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// sections are the Markdown sections of a file: each heading up to the
// next heading of its level or above (its indent is its level), and the
// text before the first heading.
func sections(file string) []textBlock {
	type head struct{ at, level int }
	var heads []head
	for off := 0; off < len(file); {
		end := strings.IndexByte(file[off:], '\n')
		if end < 0 {
			end = len(file) - off
		}
		if n := headingLevel(file[off : off+end]); n > 0 {
			heads = append(heads, head{off, n})
		}
		off += end + 1
	}
	var out []textBlock
	for i, h := range heads {
		end := len(file)
		for _, n := range heads[i+1:] {
			if n.level <= h.level {
				end = n.at
				break
			}
		}
		line, _, _ := strings.Cut(file[h.at:], "\n")
		out = append(out, textBlock{start: h.at, end: end, first: line, label: line, indent: h.level, kind: "#", name: line})
	}
	return out
}

// headingLevel is the level of an ATX Markdown heading line ("## Usage"
// is 2), or 0.
func headingLevel(line string) int {
	n := len(line) - len(strings.TrimLeft(line, "#"))
	if n == 0 || n > 6 || len(line) == n || line[n] != ' ' {
		return 0
	}
	return n
}
