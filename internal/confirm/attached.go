package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// attachedDeclaration returns the declaration line that the changed lines
// old, ending at offset end of before, belong to: when every changed line
// is a note (a comment, a doc comment, a decorator or an attribute) and
// the lines after them, down to the first line that is no note, are notes
// too, with no blank line between, that line — when it declares a name.
// Notes written directly above a declaration are part of it in every
// language's grammar ("#[derive(Debug)]" above "pub struct Config {",
// "// TODO: paginate" above "export async function fetchOrders()",
// "@dataclass" above "class Point:", "[Range(1, 100)]" above a C#
// property), so "derive Clone on Config" names the struct the edit lies
// on. "" otherwise, and always in a data file, where a "#" line is only a
// comment.
func attachedDeclaration(before string, end int, old string, data bool) string {
	if data || strings.TrimSpace(old) == "" || !allNotes(old) || end > len(before) {
		return ""
	}
	rest := before[end:]
	for n := 0; n < maxAttachedNotes && rest != ""; n++ {
		line, after, _ := strings.Cut(rest, "\n")
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			return "" // a blank line parts the notes from what follows
		case isNoteLine(t):
			rest = after
			continue
		case declaredName(t) != "" && opensBlock(t) || isDeclaration(t):
			return t
		}
		return ""
	}
	return ""
}

// maxAttachedNotes bounds the notes attachedDeclaration passes over.
const maxAttachedNotes = 16

// allNotes reports whether every non-blank line of t is a note
// (isNoteLine).
func allNotes(t string) bool {
	for _, l := range strings.Split(t, "\n") {
		if l = strings.TrimSpace(l); l != "" && !isNoteLine(l) {
			return false
		}
	}
	return true
}

// isNoteLine reports whether the trimmed line l is a comment or an
// annotation (onlyNotes), or a C# or F# attribute in brackets ("[Required]",
// "[Range(1, 100)]", "[<Literal>]"): a capitalised name right after the
// bracket, the line ending with the bracket that closes it.
func isNoteLine(l string) bool {
	if onlyNotes(l) {
		return true
	}
	if !strings.HasPrefix(l, "[") || !strings.HasSuffix(l, "]") {
		return false
	}
	name := strings.TrimPrefix(l[1:], "<")
	return name != "" && name[0] >= 'A' && name[0] <= 'Z'
}

// isAttributeLine reports whether the trimmed line l is an annotation in
// code rather than a comment: a Rust attribute ("#[derive(Debug, Clone)]",
// "#![allow(dead_code)]"), a decorator or annotation ("@dataclass(frozen=True)",
// "@MainActor") or a C# attribute ("[Range(1, 500)]"). Its words are code
// the change writes, read as any other line's.
func isAttributeLine(l string) bool {
	switch {
	case strings.HasPrefix(l, "#[") || strings.HasPrefix(l, "#!["):
		return true
	case strings.HasPrefix(l, "@") && len(l) > 1:
		c := l[1]
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
	}
	return isNoteLine(l) && !onlyNotes(l)
}

// speaksOfNotes reports whether a request (norm, lower-cased) speaks of
// the notes a change rewrites above a declaration, not only of the
// declaration: it calls them by their kind ("comment", "derive",
// "decorator", "annotation", "attribute", "docstring") or writes a word
// of at least three letters that their old or new lines hold, other than
// the declaration's name and the words of a file name ("TODO", "Clone",
// "frozen", "GetMapping").
// "mean() crashes on an empty list, fix it" does not speak of the "#
// NOTE" line above mean.
func speaksOfNotes(norm string, t Target) bool {
	notes := strings.ToLower(t.removed + "\n" + t.Added)
	for _, w := range lang.WordsIn(norm, span{Start: 0, End: len(norm)}) {
		switch {
		case isNoteNoun(w.Text):
			return true
		case len(w.Text) < 3 || isStopWord(w.Text) || strings.EqualFold(w.Text, t.attached) || inFileName(norm, w.Span):
		case occursAsWord(notes, w.Text):
			return true
		}
	}
	return false
}

// isNoteNoun reports whether w names a kind of note written above a
// declaration.
func isNoteNoun(w string) bool {
	switch w {
	case "comment", "comments", "docstring", "docstrings", "doc", "docs", "derive", "derives", "decorator", "decorators",
		"annotation", "annotations", "attribute", "attributes", "todo", "fixme":
		return true
	}
	return false
}
