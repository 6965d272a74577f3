package confirm

import (
	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"strings"
)

// The offset view of a message (sentences, clauses, words) comes from the
// language layer, internal/words.
type (
	span     = lang.Span
	sentence = lang.Sentence
	word     = lang.Word
)

// The small language model of this package: how a request is split into
// sentences and clauses, and which words ask for a change, negate, hedge or
// select. Plain string scanning and switch statements, no regexps and no
// package state, because every hook process starts from nothing.

// isIdentByte reports whether c can be part of a code identifier.
func isIdentByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// isPathByte reports whether c can be part of a file path as people type
// it.
func isPathByte(c byte) bool {
	return isIdentByte(c) || c == '.' || c == '/' || c == '-' || c == '~' || c == '+' || c == '@'
}

// isProtective reports whether w, before a name in its clause, keeps the
// named thing out of the change ("leave parse.go", "except lexer.go").
func isProtective(w string) bool {
	switch w {
	case "leave", "keep", "except", "excluding", "excepting", "exclude", "skip", "skipping", "ignore", "ignoring",
		"besides", "untouched", "preserve", "spare", "sparing":
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
		"test", "command", "script", "flag", "option", "setting",
		// parts of build, CI and infrastructure files ("the lint job",
		// "the web resource", "the build target")
		"job", "step", "stage", "task", "target", "service", "resource", "block", "rule":
		return true
	}
	return false
}

// isDeclaration reports whether a trimmed code line opens a declaration,
// whose name counts as part of an edit inside it.
func isDeclaration(line string) bool {
	first, _, _ := strings.Cut(line, " ")
	if strings.HasSuffix(first, "()") && strings.HasSuffix(line, "{") && isIdentWord(strings.TrimSuffix(first, "()")) {
		return true // a shell function: "build() {"
	}
	first, _, _ = strings.Cut(first, "(")
	switch first {
	case "func", "def", "class", "function", "fn", "type", "struct", "interface", "impl",
		"enum", "trait", "module", "const", "var", "let", "public", "private", "protected",
		"static", "export", "async", "pub", "sub", "procedure", "object", "record", "case",
		"fun", "final", "abstract", "override", "internal", "suspend", "sealed", "data", "open":
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
	case "need", "needs", "needed", "start", "keep", "finish", "continue", "try", "begin", "go", "mind":
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

// isPutOff reports whether a sentence (normalized) puts its request off
// until it has been thought over: "but let's think about it first",
// "let me sleep on it", "hold off for now", "I'll get back to you". Like the words package's
// defer phrases, it leaves nothing in the sentence asked for now.
func isPutOff(sentence string) bool {
	for _, p := range [...]string{"think about it", "think it over", "let's think", "let me think", "sleep on it",
		"hold off", "before we do anything", "before anything", "before doing anything",
		"get back to you", "let you know", "think it through", "need to think", "let me think"} {
		if strings.Contains(sentence, p) {
			return true
		}
	}
	return false
}

// hyphened reports whether ws[k] is joined to the next word by a hyphen,
// as "no" is in "no-console", "no-unused-vars" and "non-null": the first
// part of a compound name, not a word of its own (a negation so joined
// negates nothing).
func hyphened(norm string, ws []word, k int) bool {
	return k+1 < len(ws) && ws[k+1].Start == ws[k].End+1 && ws[k].End < len(norm) && norm[ws[k].End] == '-'
}
