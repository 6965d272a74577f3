package confirm

import (
	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"sort"
	"strings"
)

// The small language model of this package: how a request is split into
// sentences and clauses, and which words ask for a change, negate, hedge or
// select. Plain string scanning and switch statements, no regexps and no
// package state, because every hook process starts from nothing.

// span is a piece of a text by byte offsets.
type span struct{ start, end int }

// sentence is one sentence of a message: its span and whether it ends in a
// question mark.
type sentence struct {
	span
	question bool
}

// filler pads a normalized text where a multi-byte character became one
// ASCII byte, so offsets stay those of the original. It counts as part of a
// word and is dropped from the word's text.
const filler = 0x7F

// normalize makes a message comparable without moving any byte: ASCII
// letters lowered and curly apostrophes and quotes straightened (padded
// with filler or spaces to their original length).
func normalize(s string) string {
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case c == 0xE2 && i+2 < len(b) && b[i+1] == 0x80:
			switch b[i+2] {
			case 0x98, 0x99: // ‘ ’
				b[i], b[i+1], b[i+2] = '\'', filler, filler
				i += 2
			case 0x9C, 0x9D: // “ ”
				b[i], b[i+1], b[i+2] = '"', ' ', ' '
				i += 2
			}
		}
	}
	return string(b)
}

// isWordByte reports whether c can be part of a word (ASCII letters,
// digits, underscore, apostrophe, filler, and any non-ASCII byte).
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '\'' || c == filler || c >= 0x80
}

// isIdentByte reports whether c can be part of a code identifier.
func isIdentByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// isPathByte reports whether c can be part of a file path as people type
// it.
func isPathByte(c byte) bool {
	return isIdentByte(c) || c == '.' || c == '/' || c == '-' || c == '~' || c == '+' || c == '@'
}

// sentences splits text at . ! ? ; and newlines. A dot counts only before
// a space or the end, so "parse.go" and "v1.2" stay whole.
func sentences(text string) []sentence {
	var out []sentence
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		end := false
		switch c {
		case '!', '?', ';', '\n':
			end = true
		case '.':
			end = i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n' || text[i+1] == '\t'
		}
		if !end {
			continue
		}
		if strings.TrimSpace(text[start:i]) != "" {
			out = append(out, sentence{span: span{start, i}, question: c == '?'})
		}
		start = i + 1
	}
	if strings.TrimSpace(text[start:]) != "" {
		out = append(out, sentence{span: span{start, len(text)}})
	}
	return out
}

// clauses splits the sentence s of norm (a normalized text) into clauses:
// they end at commas, colons, parentheses and the words "and", "but",
// "or", "then", "while".
func clauses(norm string, s span) []span {
	var out []span
	start := s.start
	for i := s.start; i < s.end; i++ {
		n := boundaryLen(norm, i, s.end)
		if n == 0 {
			continue
		}
		out = append(out, span{start, i})
		start = i + n
		i += n - 1
	}
	return append(out, span{start, max(start, s.end)})
}

// clauseAt is the index of the clause of cs that holds offset at (the one
// before it when at falls on a boundary).
func clauseAt(cs []span, at int) int {
	i := sort.Search(len(cs), func(i int) bool { return cs[i].end > at })
	return min(i, len(cs)-1)
}

// boundaryLen is the length of a clause boundary starting at i, or 0.
func boundaryLen(norm string, i, end int) int {
	switch norm[i] {
	case ',', ':', '(', ')':
		return 1
	case 0xE2: // — and –, as people write them between clauses
		if i+2 < end && norm[i+1] == 0x80 && (norm[i+2] == 0x94 || norm[i+2] == 0x93) {
			return 3
		}
	case ' ':
		for _, w := range [...]string{" and ", " but ", " or ", " then ", " while ", " - "} {
			if i+len(w) <= end && norm[i:i+len(w)] == w {
				return len(w)
			}
		}
	}
	return 0
}

// words returns the words of norm inside sp with their offsets.
func words(norm string, sp span) []word {
	var out []word
	i := sp.start
	for i < sp.end {
		for i < sp.end && !isWordByte(norm[i]) {
			i++
		}
		j := i
		for j < sp.end && isWordByte(norm[j]) {
			j++
		}
		if j > i {
			text := strings.Trim(strings.ReplaceAll(norm[i:j], string(rune(filler)), ""), "'")
			out = append(out, word{text: text, span: span{i, j}})
		}
		i = j
	}
	return out
}

// word is one word of a normalized text.
type word struct {
	text string
	span
}

// isProtective reports whether w, before a name in its clause, keeps the
// named thing out of the change ("leave parse.go", "except lexer.go").
func isProtective(w string) bool {
	switch w {
	case "leave", "keep", "except", "excluding", "exclude", "skip", "ignore", "besides",
		"untouched", "preserve", "spare":
		return true
	}
	return lang.IsNegation(w)
}

// isProtectiveAfter reports whether w, after a name in its clause, keeps
// the named thing as it is ("parse.go alone", "lexer.go stays").
func isProtectiveAfter(w string) bool {
	switch w {
	case "alone", "untouched", "unchanged", "intact", "stay", "stays", "fine", "as-is", "frozen", "read-only":
		return true
	}
	return false
}

// selectsOne reports whether an answer accepts the one thing offered
// ("yes, that one"); with several options it is ambiguous.
func selectsOne(w string) bool {
	switch w {
	case "yes", "yep", "yeah", "yup", "ya", "that", "this", "it", "correct", "right", "exactly",
		"sure", "ok", "okay", "indeed", "affirmative", "y":
		return true
	}
	return false
}

// isSymbolNoun reports whether w, next to a word, marks that word as the
// name of a code or document element ("the parse function", "the
// Installation section").
func isSymbolNoun(w string) bool {
	switch w {
	case "function", "func", "method", "class", "type", "struct", "interface", "def", "variable",
		"var", "field", "constant", "const", "section", "heading", "header", "chapter", "table",
		"property", "key", "module", "enum", "macro", "component", "hook", "endpoint", "route",
		"test", "command", "flag", "option", "setting":
		return true
	}
	return false
}

// isDeclaration reports whether a trimmed code line opens a declaration,
// whose name counts as part of an edit inside it.
func isDeclaration(line string) bool {
	first, _, _ := strings.Cut(line, " ")
	first, _, _ = strings.Cut(first, "(")
	switch first {
	case "func", "def", "class", "function", "fn", "type", "struct", "interface", "impl",
		"enum", "trait", "module", "const", "var", "let", "public", "private", "protected",
		"static", "export", "async", "pub", "sub", "procedure", "object", "record", "case":
		return true
	}
	return false
}

// ingBase returns the base forms of an -ing word ("updating" → "updat",
// "update"; "setting" → "sett", "set"), or nil.
func ingBase(w string) []string {
	s, ok := strings.CutSuffix(w, "ing")
	if !ok || len(s) < 2 {
		return nil
	}
	out := []string{s, s + "e"}
	if n := len(s); s[n-1] == s[n-2] {
		out = append(out, s[:n-1])
	}
	return out
}

// takesGerund reports whether w before an -ing form makes it a request
// ("needs updating", "start fixing").
func takesGerund(w string) bool {
	switch w {
	case "need", "needs", "needed", "start", "keep", "finish", "continue", "try", "begin", "go":
		return true
	}
	return false
}

// isDeterminer reports whether w before a base form makes it a noun ("the
// fix", "a change", "your update").
func isDeterminer(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "my", "your", "our", "their", "his",
		"her", "its", "some", "any", "no", "every", "each", "another", "one", "first", "last",
		"quick", "small", "simple", "new", "same", "previous", "recent", "big", "minor", "major",
		"of", "whose", "which", "what":
		return true
	}
	return false
}

// isSubject reports whether w before a base form makes it a statement ("we
// use X", "they change it every release").
func isSubject(w string) bool {
	switch w {
	case "i", "we", "they", "he", "she", "it", "people", "users":
		return true
	}
	return false
}
