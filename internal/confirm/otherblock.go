package confirm

import (
	"strings"
)

// A second block of the same kind: a file sets one setting in several
// blocks (nginx's client_max_body_size for the server and again in
// `location /api/uploads`, a timeout per job), and the request names the
// block by words of its opener ("the upload location's body size limit").
// An edit of the same setting in another block (the server-wide default)
// is not what was asked, whatever else names the file.

// maxOtherSettings bounds the lines of a file otherBlockNamed compares
// with a changed setting.
const maxOtherSettings = 16

// otherBlockNamed is the opener of another block of the file, holding the
// setting a part of the change sets, that the request names and the part's
// own blocks do not ("location /api/uploads {" for a change of the
// server-wide client_max_body_size asked as "the upload location's body
// size limit"); "" when there is none.
func (r reading) otherBlockNamed(units []unit) string {
	file := r.t.file
	if file == "" || r.t.prose {
		return ""
	}
	asked := pieceForms(r.orig)
	for _, u := range units {
		if len(u.removed) != 1 || len(u.added) != 1 {
			continue
		}
		k := directiveKey(u.removed[0])
		if k == "" || k != directiveKey(u.added[0]) {
			continue
		}
		own := openerWords(u.head + "\n" + strings.Join(u.opens, "\n"))
		if namesAnyOf(own, asked) {
			continue // the request names a block the part is in
		}
		seen := 0
		for off := 0; off < len(file) && seen < maxOtherSettings; {
			end := strings.IndexByte(file[off:], '\n')
			if end < 0 {
				end = len(file) - off
			}
			line := file[off : off+end]
			if off != u.at && startsWithKey(line, k) && directiveKey(line) == k {
				seen++
				indent := len(line) - len(strings.TrimLeft(line, " \t"))
				lines, _, _ := enclosing(file, off, indent, false)
				for _, l := range strings.Split(lines, "\n") {
					if l = strings.TrimSpace(l); l == "" || strings.Contains(u.head+"\n"+strings.Join(u.opens, "\n"), l) {
						continue // a block around both
					}
					if namesAnyOf(openerWords(l), asked) {
						return l
					}
				}
			}
			off += end + 1
		}
	}
	return ""
}

// startsWithKey reports whether line, its indentation and an opening
// quote aside, starts with the key k in any case: a cheap look before
// directiveKey reads the line.
func startsWithKey(line, k string) bool {
	l := strings.TrimLeft(line, " \t\"'")
	return len(l) >= len(k) && strings.EqualFold(l[:len(k)], k)
}

// directiveKey is the name a line sets: its settingKey ("timeout" of
// "timeout = 30"), or the first word of a directive written as a name and
// its values ("client_max_body_size" of "client_max_body_size 10m;").
func directiveKey(line string) string {
	if k := settingKey(line); k != "" {
		return k
	}
	fs := strings.Fields(line)
	if len(fs) < 2 || !strings.HasSuffix(fs[len(fs)-1], ";") || !isIdentWord(fs[0]) || !strings.Contains(fs[0], "_") {
		return ""
	}
	return strings.ToLower(fs[0])
}

// openerWords are the words of block openers that can name a block: four
// letters or more, no stop or plain word of the language.
func openerWords(text string) []string {
	var out []string
	for _, w := range tokens(strings.ToLower(text)) {
		for _, p := range identPieces(w) {
			if len(p) >= 4 && !isStopWord(p) && !isPlainWord(p) && !isSyntaxWord(p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// namesAnyOf reports whether forms name one of ws (pieceAccounted).
func namesAnyOf(ws []string, forms map[string]bool) bool {
	for _, w := range ws {
		if pieceAccounted(w, forms) {
			return true
		}
	}
	return false
}

// newNameNotBrought is a name the request writes that the prose file does
// not hold yet — written as code is (STATEMENT_TZ, maxUploadMb: two pieces
// or more), outside a question — when the change rewrites lines of the
// file and brings none of the request's such names in: "document
// STATEMENT_TZ in the readme's configuration section" is not a reworded
// sentence of that section. "" when the request writes no new name, the
// change only adds lines (a changelog entry tells of a name in its own
// words), or brings one in.
func (r reading) newNameNotBrought(units []unit) string {
	if !r.t.prose || r.t.file == "" {
		return ""
	}
	var added strings.Builder
	rewrites := false
	for _, u := range units {
		rewrites = rewrites || len(u.removed) > 0 && strings.TrimSpace(strings.Join(u.removed, "")) != ""
		added.WriteString(strings.Join(u.added, "\n") + "\n")
	}
	if !rewrites {
		return ""
	}
	have := strings.ToLower(added.String())
	file, path := strings.ToLower(r.t.file), strings.ToLower(r.t.Name)
	first := ""
	for _, w := range tokens(withoutQuestions(r.Text)) {
		lw := strings.ToLower(w)
		if len(w) < 4 || len(identPieces(w)) < 2 || !strings.ContainsAny(w, "_ABCDEFGHIJKLMNOPQRSTUVWXYZ") || isNumber(w) {
			continue
		}
		if occursAsWord(file, lw) || strings.Contains(path, lw) {
			continue // a name the file holds: the part rules read it
		}
		if occursAsWord(have, lw) {
			return ""
		}
		if first == "" {
			first = w
		}
	}
	return first
}

// withoutQuestions is text without its sentences that end in a question
// mark ("… what's the difference between put and put_nowait?").
func withoutQuestions(text string) string {
	var b strings.Builder
	start := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '.', '!', '\n', '?':
			if text[i] != '?' {
				b.WriteString(text[start : i+1])
			}
			start = i + 1
		}
	}
	b.WriteString(text[start:])
	return b.String()
}
