package confirm

import (
	"strings"
)

// Target is what a change touches, in the ways a person can name it: the
// file's path or name, or a symbol in the edited range.
type Target struct {
	// Name is the display name (the path relative to the project).
	Name string
	// Path is the absolute path.
	Path string
	// Range is the text around the edit: the changed lines before and
	// after, a few lines of context, and the nearest heading and
	// declaration above. A symbol the user names must occur in it.
	Range string
}

// Sizes of the edited range: enough to hold the function or section being
// edited, small enough to scan on every tool call.
const (
	rangeContext = 3
	rangeReach   = 200
	rangeMax     = 32 << 10
)

// TargetOf builds the Target of a change.
func TargetOf(c Change) Target {
	t := Target{Name: c.Name, Path: c.Path}
	if c.Created || c.Before == "" {
		t.Range = headOf(c.After, 2*rangeMax)
		return t
	}
	r := findRegion(c.Before, c.After)
	from := linesBack(c.Before, r.start, rangeContext)
	oldTo := linesForward(c.Before, r.oldEnd, rangeContext)
	newTo := linesForward(c.After, r.newEnd, rangeContext)
	var b strings.Builder
	b.WriteString(enclosing(c.Before, from))
	b.WriteString(headOf(c.Before[from:oldTo], rangeMax))
	b.WriteByte('\n')
	b.WriteString(headOf(c.After[r.start:newTo], rangeMax))
	t.Range = b.String()
	return t
}

// enclosing returns the nearest heading and declaration lines above offset
// i, looking back at most rangeReach lines.
func enclosing(t string, i int) string {
	var heading, decl string
	for k := 0; k < rangeReach && i > 0 && (heading == "" || decl == ""); k++ {
		prev := strings.LastIndexByte(t[:i-1], '\n') + 1
		line := strings.TrimSpace(t[prev:i])
		switch {
		case heading == "" && strings.HasPrefix(line, "#") && strings.Contains(line, " ") && !strings.HasPrefix(line, "#!"):
			heading = line
		case decl == "" && isDeclaration(line):
			decl = line
		}
		i = prev
	}
	return heading + "\n" + decl + "\n"
}

// headOf cuts t to at most n bytes.
func headOf(t string, n int) string {
	if len(t) > n {
		return t[:n]
	}
	return t
}

// base is the last element of a slash-separated path.
func base(p string) string { return p[strings.LastIndexByte(p, '/')+1:] }

// mention is one place where a text names the target, and how.
type mention struct {
	span
	what string
}

// mentions finds where text (with norm its normalize'd form) names t: the
// file by path or name, or a symbol of the edited range. A symbol is a word
// that looks like code (handleEntry, parse_entry, `entry`, entry()), or any
// word next to a noun like "function" or "section" (the Installation
// section), or a quoted phrase of four characters or more; it names the
// target only when it occurs in t.Range.
func mentions(text, norm string, t Target) []mention {
	var out []mention
	out = append(out, fileMentions(text, norm, t)...)
	out = append(out, symbolMentions(text, norm, t.Range)...)
	return out
}

// fileMentions finds the file's name (any case), its relative or absolute
// path, or its name without extension when that has a capital letter
// (README, Makefile).
func fileMentions(text, norm string, t Target) []mention {
	name := base(t.Path)
	if name == "" {
		name = base(t.Name)
	}
	if name == "" {
		return nil
	}
	var out []mention
	lname := normalize(name)
	for from := 0; ; {
		i := strings.Index(norm[from:], lname)
		if i < 0 {
			break
		}
		i += from
		end := i + len(lname)
		from = i + 1
		if !nameBoundary(norm, i, end) {
			continue
		}
		// A path typed before the name must be the target's path too:
		// "docs/README.md" does not name ./README.md.
		start := i
		for start > 0 && isPathByte(norm[start-1]) {
			start--
		}
		if typed := norm[start:end]; typed != lname && !pathEndsWith(normalize(t.Path), normalize(t.Name), typed) {
			continue
		}
		out = append(out, mention{span: span{start, end}, what: text[start:end]})
	}
	if len(out) > 0 {
		return out
	}
	stem := name
	if dot := strings.LastIndexByte(name, '.'); dot > 0 {
		stem = name[:dot]
	}
	if stem == name || strings.ToLower(stem) == stem {
		return nil
	}
	for from := 0; ; {
		i := strings.Index(text[from:], stem)
		if i < 0 {
			return out
		}
		i += from
		from = i + 1
		if nameBoundary(text, i, i+len(stem)) {
			out = append(out, mention{span: span{i, i + len(stem)}, what: stem})
		}
	}
}

// nameBoundary reports whether text[i:end] stands alone: not part of a
// longer word or file name ("myparse.go", "parse.go.bak").
func nameBoundary(text string, i, end int) bool {
	if i > 0 && (isIdentByte(text[i-1]) || text[i-1] == '-') {
		return false
	}
	if end < len(text) {
		c := text[end]
		if isIdentByte(c) || c == '-' {
			return false
		}
		if c == '.' && end+1 < len(text) && isIdentByte(text[end+1]) {
			return false
		}
	}
	return true
}

// pathEndsWith reports whether a typed path ("internal/parse.go",
// "./parse.go", "/home/dev/proj/parse.go") names the target whose absolute
// path and project-relative name are given.
func pathEndsWith(abs, rel, typed string) bool {
	typed = strings.TrimPrefix(typed, "./")
	switch {
	case strings.HasPrefix(typed, "/"):
		return typed == abs
	case strings.HasPrefix(typed, "~/"):
		return strings.HasSuffix(abs, typed[1:])
	}
	return typed == rel || strings.HasSuffix(abs, "/"+typed) || strings.HasSuffix(rel, "/"+typed)
}

// maxSymbols bounds the distinct words looked up in the edited range per
// text, so a pasted wall of code costs no more than a sentence.
const maxSymbols = 256

// symbolMentions finds code-like words, words marked by a symbol noun and
// quoted phrases of text that occur in rng.
func symbolMentions(text, norm string, rng string) []mention {
	if rng == "" {
		return nil
	}
	var out []mention
	seen := map[string]bool{}
	add := func(s span, sym string) {
		if len(sym) < 3 {
			return
		}
		found, ok := seen[sym]
		if !ok {
			if len(seen) >= maxSymbols {
				return
			}
			found = occursAsWord(rng, sym)
			seen[sym] = found
		}
		if found {
			out = append(out, mention{span: s, what: sym})
		}
	}
	ws := words(norm, span{0, len(norm)})
	for k, w := range ws {
		orig := text[w.start:w.end]
		sym := strings.Trim(orig, "'")
		marked := k > 0 && isSymbolNoun(ws[k-1].text) || k+1 < len(ws) && isSymbolNoun(ws[k+1].text)
		switch {
		case looksLikeCode(sym):
		case w.start > 0 && text[w.start-1] == '`' && w.end < len(text) && text[w.end] == '`':
		case w.end+1 < len(text) && text[w.end] == '(' && text[w.end+1] == ')':
		case marked && !isSymbolNoun(w.text) && !isStopWord(w.text):
		default:
			continue
		}
		add(w.span, sym)
	}
	for i, q := range quoted(text) {
		if i < maxSymbols && q.end-q.start >= 4 && strings.Contains(rng, text[q.start:q.end]) {
			out = append(out, mention{span: q, what: text[q.start:q.end]})
		}
	}
	return out
}

// looksLikeCode reports whether w is shaped like an identifier rather than
// an English word: an underscore inside, or a capital after a small letter
// (camelCase, PascalCase).
func looksLikeCode(w string) bool {
	if len(w) < 3 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isIdentByte(w[i]) {
			return false
		}
	}
	if strings.Contains(strings.Trim(w, "_"), "_") {
		return true
	}
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// isStopWord reports whether w is too common to be a name even next to a
// symbol noun ("the function", "a section").
func isStopWord(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "its", "new",
		"old", "each", "every", "all", "some", "any", "one", "first", "last", "next", "main",
		"of", "in", "on", "for", "to", "and", "or", "with", "it", "is", "be", "whole", "entire":
		return true
	}
	return false
}

// occursAsWord reports whether sym occurs in t with no identifier character
// on either side.
func occursAsWord(t, sym string) bool {
	for from := 0; ; {
		i := strings.Index(t[from:], sym)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(sym)
		if (i == 0 || !isIdentByte(t[i-1])) && (end == len(t) || !isIdentByte(t[end])) {
			return true
		}
		from = i + 1
	}
}

// quoted returns the insides of "…", “…” and `…` in text.
func quoted(text string) []span {
	var out []span
	for _, pair := range [...][2]string{{`"`, `"`}, {"“", "”"}, {"`", "`"}} {
		for from := 0; from < len(text); {
			i := strings.Index(text[from:], pair[0])
			if i < 0 {
				break
			}
			i += from + len(pair[0])
			j := strings.Index(text[i:], pair[1])
			if j < 0 {
				break
			}
			out = append(out, span{i, i + j})
			from = i + j + len(pair[1])
		}
	}
	return out
}
