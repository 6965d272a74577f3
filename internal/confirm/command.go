package confirm

import (
	"slices"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// commandMentions finds where text (norm its normalised form) types the
// command cmd ("make install", "cargo fmt"): its words in order, standing
// alone, any case, runs of spaces or backquotes between them allowed
// nowhere but as in cmd. A command is named only whole: "cargo" or
// "install" alone is not "cargo install".
func commandMentions(text, norm, cmd string) []mention {
	want := lang.Normalize(strings.Join(strings.Fields(cmd), " "))
	if want == "" {
		return nil
	}
	var out []mention
	for from := 0; from < len(norm); {
		i := strings.Index(norm[from:], want)
		if i < 0 {
			break
		}
		i += from
		end := i + len(want)
		from = i + 1
		if !nameBoundary(norm, i, end) || i > 0 && isPathByte(norm[i-1]) ||
			end+1 < len(norm) && norm[end] == '/' && isPathByte(norm[end+1]) {
			continue // part of a longer path: "src/api.js" does not name src
		}
		out = append(out, mention{Span: span{Start: i, End: end}, what: text[i:end], file: true})
	}
	return out
}

// namesDirOf reports whether norm names the directory of the file called
// name (project-relative) as a path ("mypkg/handlers", "src/mypkg/utils/")
// or a dotted module ("mypkg.handlers"): a bare base name shared by
// several files then names the one in that directory ("python can't
// import mypkg.handlers … add an empty __init__.py").
func namesDirOf(norm, name string) bool {
	dir := strings.ToLower(name)
	i := strings.LastIndexByte(dir, '/')
	if i <= 0 {
		return false
	}
	dir = dir[:i]
	for _, form := range []string{dir, strings.ReplaceAll(dir, "/", ".")} {
		if !strings.Contains(form, "/") && !strings.Contains(form, ".") {
			continue // a one-word directory ("src") says too little
		}
		for from := 0; ; {
			j := strings.Index(norm[from:], form)
			if j < 0 {
				break
			}
			j += from
			end := j + len(form)
			from = j + 1
			if (j == 0 || !isPathByte(norm[j-1])) && (end == len(norm) || !isIdentByte(norm[end]) && (norm[end] != '/' || end+1 == len(norm) || !isIdentByte(norm[end+1]))) {
				return true
			}
		}
	}
	return false
}

// DeclaredBy is the name a line of code or configuration declares
// ("const DefaultRate = 10" → "DefaultRate", "port: 8080" → "port"), or
// "": for a caller that knows which lines an edit rewrites (a sed
// substitution) but not the blocks around them.
func DeclaredBy(line string) string { return declaredOrKey(strings.TrimSpace(line)) }

// isFilesNoun reports whether w names files or folders, so that a change
// verb before it ("merge files", "log folder") qualifies it.
func isFilesNoun(w string) bool {
	switch w {
	case "file", "files", "folder", "folders", "dir", "dirs", "directory", "directories":
		return true
	}
	return false
}

// Types reports whether text types the command cmd (see commandMentions):
// "run black on app/models.py" types "black".
func Types(text, cmd string) bool {
	return len(commandMentions(text, lang.Normalize(text), cmd)) > 0
}

// fileFollows reports whether a file's name or path follows ws[k] ("empty
// notes.md", "copy a/b.txt"): the next word runs on into an extension or
// a slash, which the word split cut off.
func fileFollows(norm string, ws []word, k int) bool {
	if k+1 >= len(ws) {
		return false
	}
	start, end := ws[k+1].Start, ws[k+1].End
	for end < len(norm) && isPathByte(norm[end]) {
		end++
	}
	name := strings.TrimRight(norm[start:end], ".")
	return hasFileExtension(name) || strings.Contains(name, "/")
}

// politeWords are what may stand around a command typed as an order
// without changing it ("make clean please", "now run it" is no command).
var politeWords = map[string]bool{"please": true, "pls": true, "plz": true, "now": true, "again": true, "thanks": true, "thx": true}

// TypedAsRequest reports whether text is nothing but the command cmd
// typed as an order ("make clean please", "`gofmt internal/cache/lru.go`"):
// the whole message, give or take words of politeness around it and a
// closing "." or "!". A question ("make clean?"), or the command within a
// sentence ("make clean fails on CI"), is not.
func TypedAsRequest(text, cmd string) bool {
	if strings.ContainsRune(text, '?') || len(text) > 4*len(cmd)+64 {
		return false
	}
	said := strings.Fields(strings.ToLower(strings.NewReplacer("`", " ", ",", " ").Replace(text)))
	for len(said) > 0 && politeWords[strings.TrimRight(said[0], ".!")] {
		said = said[1:]
	}
	for len(said) > 0 && politeWords[strings.TrimRight(said[len(said)-1], ".!")] {
		said = said[:len(said)-1]
	}
	want := strings.Fields(strings.ToLower(cmd))
	if len(want) == 0 || slices.Equal(said, want) {
		return len(want) > 0 // "prettier --write ." ends in its own dot
	}
	if n := len(said); n > 0 {
		if last := strings.TrimRight(said[n-1], ".!"); last != "" {
			said[n-1] = last
		} else {
			said = said[:n-1]
		}
	}
	if len(said) > len(want) && slices.Equal(said[:len(want)], want) && wholeProject(said[len(want):]) {
		return true // "cargo fmt the whole crate please": the command's own scope, said
	}
	return slices.Equal(said, want)
}

// wholeProject reports whether words (after a command typed as an order)
// only say that it covers everything: "the whole crate", "the entire
// repo", "everything", "on the codebase". Anything else ("fails on CI",
// "src/app.ts") is more than the command.
func wholeProject(words []string) bool {
	if len(words) > 0 && (words[0] == "on" || words[0] == "across" || words[0] == "over") {
		words = words[1:]
	}
	switch len(words) {
	case 1:
		return words[0] == "everything"
	case 2:
		return words[0] == "the" && projectNoun(words[1])
	case 3:
		return words[0] == "the" && (words[1] == "whole" || words[1] == "entire") && projectNoun(words[2])
	}
	return false
}

// projectNoun reports whether w names a whole project: "crate", "repo",
// "codebase", "workspace", "project", "module", "package".
func projectNoun(w string) bool {
	switch w {
	case "crate", "repo", "repository", "codebase", "workspace", "project", "module", "package", "tree":
		return true
	}
	return false
}

// pronounOrders are the orders whose object is a pronoun standing for
// what the message said before ("the CI says formatting is off, fix
// it"): each is read as the work of what it stands for.
var pronounOrders = []string{
	"fix it", "fix that", "fix this", "fix them", "fix those",
	"sort it out", "sort that out", "sort this out", "sort them out",
	"make it pass", "make it happy", "make it green", "make them pass", "make that pass",
	"clean it up", "clean that up", "clean them up", "tidy it up", "tidy that up",
	"take care of it", "take care of that", "deal with it", "deal with that", "handle it", "handle that",
	"update it", "update them", "rebuild it", "rebuild them", "regenerate it", "regenerate them",
	"redo it", "redo them", "refresh it", "refresh them",
}

// ResolvePronoun rewrites text's order about a pronoun (pronounOrders:
// "fix it", "sort it out", "update them") into verb + " the " + name,
// in the order's own clause, when name (by its stem: "formatting" by
// "formatted", "linter" by "lint") stands before it in text: "the linter
// is failing on CI, make it happy" → "fix the linter". ok is false when
// text has no such order or does not mention name before it. The clause
// is read by the usual rules, so a question ("should I fix it?") or a
// negation ("… but don't fix it") still asks for nothing.
func ResolvePronoun(text, name, verb string) (string, bool) {
	if verb == "" {
		return "", false
	}
	lower := lowerASCII(text) // the same offsets as text
	for _, order := range pronounOrders {
		for from := 0; from < len(lower); {
			i := strings.Index(lower[from:], order)
			if i < 0 {
				break
			}
			i += from
			end := i + len(order)
			from = end
			if i > 0 && isIdentByte(lower[i-1]) || end < len(lower) && isIdentByte(lower[end]) {
				continue
			}
			if mentionsName(lower[:i], name) {
				// The order's own clause: what was said before it ("the CI
				// says …") does not report it.
				cut := strings.LastIndexAny(text[:i], ".,;:!\n") + 1
				return strings.TrimSpace(text[cut:i]+verb+" the "+name) + text[end:], true
			}
		}
	}
	return "", false
}

// mentionsName reports whether text holds a word of name (one of at least
// four letters, by its stem: "clippy" for "cargo clippy"), other than a
// word any request may hold ("the code crashes, fix it" does not mention
// the generated code).
func mentionsName(text, name string) bool {
	for _, w := range strings.Fields(strings.ToLower(name)) {
		switch w {
		case "code", "files", "file", "types", "type", "changes", "work", "client":
			continue
		}
		if stem := wordStem(w); len(stem) >= 4 && mentionsStem(text, stem) {
			return true
		}
	}
	return false
}

// wordStem is a word without an ending of inflection
// ("formatting" → "formatt", "linter" → "lint", "snapshots" →
// "snapshot", "generated" → "generat").
func wordStem(w string) string {
	for _, suffix := range []string{"ing", "ed", "er", "s", "e"} {
		if s := strings.TrimSuffix(w, suffix); s != w && len(s) >= 4 {
			return s
		}
	}
	return w
}

// mentionsStem reports whether text holds a word starting with stem.
func mentionsStem(text, stem string) bool {
	for from := 0; ; {
		i := strings.Index(text[from:], stem)
		if i < 0 {
			return false
		}
		i += from
		if i == 0 || !isIdentByte(text[i-1]) {
			return true
		}
		from = i + 1
	}
}

// lowerASCII is s with its ASCII letters lowered and every other byte
// kept, so offsets in it are offsets in s (strings.ToLower may change a
// string's length).
func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
