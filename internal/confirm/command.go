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
	return slices.Equal(said, want)
}
