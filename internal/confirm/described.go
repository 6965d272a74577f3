package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A file named by description: "the docker compose file" for
// docker-compose.yml, "the CI workflow" for .github/workflows/ci.yml, "the
// env example" for .env.example, "the main stylesheet" for
// static/css/main.css, "in the gitignore", "to requirements". The
// description is a noun phrase whose every word is a part of the file's
// path, so a word the path lacks ("the prod settings" for settings.yaml
// beside settings.prod.yaml, "the dev requirements") makes it describe
// another file. See describedFile.

// maxDescribed bounds the words of a description before its head noun.
const maxDescribed = 3

// pathParts is a file's path cut into lower-case parts at separators and
// case changes: "src/Shipping/RateCalculator.cs" → dirs [src shipping],
// base [rate calculator cs], ext "cs".
type pathParts struct {
	dirs, base []string
	ext        string
}

// partsOfPath cuts p (see pathParts).
func partsOfPath(p string) pathParts {
	var pp pathParts
	dir, name := "", p
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		dir, name = p[:i], p[i+1:]
	}
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		pp.ext = strings.ToLower(name[i+1:])
	}
	pp.dirs = splitIdent(dir)
	pp.base = splitIdent(name)
	return pp
}

// splitIdent cuts s into lower-case parts at every byte that is not a
// letter or digit and where a lower-case letter meets an upper-case one.
func splitIdent(s string) []string {
	var out []string
	start := -1
	flush := func(end int) {
		if start >= 0 && end > start {
			out = append(out, strings.ToLower(s[start:end]))
		}
		start = -1
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if !alnum {
			flush(i)
			continue
		}
		if start >= 0 && c >= 'A' && c <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z' {
			flush(i)
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(s))
	return out
}

// samePart reports whether a word of the message is a part of a path:
// the same word, the same stem ("workflow" for "workflows"), the part with
// a tool's "rc" ("eslint" for "eslintrc"), or one typo away in a long
// word ("makefiel").
func samePart(w, part string) bool {
	switch {
	case w == part:
		return true
	case len(w) >= 4 && wordStem(w) == wordStem(part):
		return true
	case len(w) >= 4 && part == w+"rc":
		return true
	case len(w) >= 6 && len(part) >= 6 && lang.OneEdit(w, part):
		return true
	}
	return false
}

// genericPart reports whether a part of a path says too little to name a
// file alone: a kind of file every project has many of.
func genericPart(w string) bool {
	switch w {
	case "file", "files", "config", "configs", "configuration", "conf", "settings", "src", "lib",
		"app", "main", "index", "default", "base", "common", "utils", "util", "test", "tests",
		"example", "local", "data", "docs", "doc", "scripts", "script":
		return true
	}
	return false
}

// headNoun reports whether w ends a description as the kind of thing a
// file is: a word for a file in general ("file", "config", "settings"),
// a kind its extension or folder shows ("stylesheet" for .css,
// "workflow" for .github/workflows, "manifest" for a data file), or a
// folder of its path ("model" for app/models/user.rb).
func headNoun(w string, pp pathParts) bool {
	switch w {
	case "file", "config", "configuration", "conf", "settings", "definition", "module":
		return true
	}
	if kindNoun(w, pp) {
		return true
	}
	for _, d := range pp.dirs {
		if len(w) >= 4 && samePart(w, d) {
			return true
		}
	}
	return false
}

// endsPhrase reports whether the word after a description without a head
// noun ends it: nothing follows, a mark of punctuation does, or a word
// that cannot go on the noun phrase ("in the gitignore please", "to
// requirements, any version"). "in the api handler" goes on.
func endsPhrase(norm string, ws []word, j int) bool {
	if j >= len(ws) {
		return true
	}
	if strings.ContainsAny(norm[ws[j-1].End:ws[j].Start], ",;:()—–!?") {
		return true
	}
	switch ws[j].Text {
	case "and", "about", "please", "pls", "plz", "too", "as", "so", "for", "thx", "thanks", "then", "while", "with", "if", "since", "because", "but", "now", "instead", "after", "before", "at", "to", "from", "on", "is", "was", "are", "has", "have", "should", "needs", "must", "still", "says":
		return true
	}
	return false
}

// describedFile finds where the words ws of a message (norm its normalized
// text) name the target by description: after "the", "our", "your" with a
// head noun ("the docker compose file", "our CI workflow"), or after "in",
// "to", "into" (and a determiner) ending there ("stick it in the
// gitignore", "worker concurrency → 4 in compose"). Every word before the
// head must be a part of the path, one of them a distinctive part of the
// file's own name. A target with another file of its base name is never
// named this way.
func describedFile(norm string, ws []word, t Target) []mention {
	if t.Command != "" || t.SameBase != nil || t.Path == "" && t.Name == "" || namesOtherCode(ws, t) {
		return nil
	}
	p := t.Path
	if p == "" {
		p = t.Name
	}
	pp := partsOfPath(p)
	var out []mention
	for k := 0; k < len(ws); k++ {
		placed := false
		switch ws[k].Text {
		case "in", "to", "into", "inside":
			placed = true
		case "the", "our", "your":
		default:
			continue
		}
		j := k + 1
		if placed && j < len(ws) && (ws[j].Text == "the" || ws[j].Text == "our" || ws[j].Text == "your") {
			j++
		}
		from := j
		distinct, head := false, false
		for ; j < len(ws) && j-from <= maxDescribed; j++ {
			if j > from && strings.ContainsAny(norm[ws[j-1].End:ws[j].Start], "./\\,;:") {
				break
			}
			w := ws[j].Text
			if j > from && headNoun(w, pp) {
				head = true
				// "the main stylesheet": a kind only the extension shows
				// makes a plain part of the name enough
				distinct = distinct || kindNoun(w, pp)
				j++
				break
			}
			part := false
			for _, b := range pp.base {
				if samePart(w, b) {
					part = true
					distinct = distinct || !genericPart(b) && len(b) >= 2 && b != pp.ext
				}
			}
			if !part {
				break
			}
		}
		if !distinct || j == from {
			continue
		}
		if !endsPhrase(norm, ws, j) || !head && (!placed || from == k+1) {
			continue // "the install docs link"; "in signup" (a bare stem after a place)
		}
		if j < len(ws) && j > 0 && strings.HasPrefix(norm[ws[j-1].End:], ".") && ws[j-1].End+1 < len(norm) && norm[ws[j-1].End+1] != ' ' {
			continue // a file name ("the ci.yml"): named, or not, by the file rules
		}
		out = append(out, mention{Span: lang.Span{Start: ws[from].Start, End: ws[j-1].End}, what: t.Name, file: true})
		k = j - 1
	}
	return out
}

// namesFile reports whether one of ms names the file itself.
func namesFile(ms []mention) bool {
	for _, m := range ms {
		if m.file {
			return true
		}
	}
	return false
}

// namesOtherCode reports whether a message names a code-shaped word of
// the file ("created_at", "maxRetries") that the edit neither touches nor
// brings in: its request is about that part, and a description of the
// file says nothing about this edit ("add a NOT NULL to created_at in the
// orders migration" for an edit of another column).
func namesOtherCode(ws []word, t Target) bool {
	for _, w := range ws {
		if !codeShaped(w.Text) {
			continue
		}
		if occursAsWord(strings.ToLower(t.file), w.Text) && !occursAsWord(strings.ToLower(t.Range), w.Text) && !occursAsWord(strings.ToLower(t.Added), w.Text) {
			return true
		}
	}
	return false
}

// codeShaped reports whether a (normalized) word is written as code: an
// underscore inside it, or letters and digits mixed ("utf8", "v2").
func codeShaped(w string) bool {
	letters, digits := false, false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '_' && i > 0 && i < len(w)-1:
			return true
		case c >= '0' && c <= '9':
			digits = true
		case c >= 'a' && c <= 'z':
			letters = true
		}
	}
	return letters && digits
}

// kindNoun reports whether w is a kind of file that the file's extension
// shows: "stylesheet" for .css, "manifest" for a data file, "doc" or
// "guide" for a document.
func kindNoun(w string, pp pathParts) bool {
	switch w {
	case "stylesheet", "styles":
		switch pp.ext {
		case "css", "scss", "sass", "less":
			return true
		}
	case "manifest":
		switch pp.ext {
		case "json", "yaml", "yml", "toml", "xml":
			return true
		}
	case "doc", "docs", "guide", "page", "readme", "notes":
		return proseExt(pp.ext)
	}
	return false
}

// proseExt reports whether a file of this extension is a document people
// call a "doc", "guide" or "page".
func proseExt(ext string) bool {
	switch ext {
	case "md", "markdown", "rst", "adoc", "txt", "mdx":
		return true
	}
	return false
}

// directoryMentions finds where a message names the folder that holds the
// target as the place of a change ("the logger setup is in pkg/logx",
// "rename Cfg to Config in internal/config"): the file's own folder, a
// path of at least two parts written whole, after "in", "under",
// "inside" or "within", in a message that also names what in the folder
// changes (see intoEdit). A package or folder is the files in it, so
// naming it names each of them; what the change may touch there is still
// the scope check's. A top-level folder alone ("in src") is an ordinary
// word too often and names nothing.
func (r reading) directoryMentions(text string, ms []mention) []mention {
	t, norm := r.t, r.norm
	if t.Command != "" || t.Name == "" || t.created || namesAnotherFile(text, t) || !r.intoEdit(ms) {
		return nil // a new file's folder is only its place; a file named there is the one meant
	}
	dir, _, ok := cutLast(lang.Normalize(t.Name), "/")
	if !ok || !strings.Contains(dir, "/") {
		return nil
	}
	var out []mention
	for from := 0; ; {
		i := strings.Index(norm[from:], dir)
		if i < 0 {
			return out
		}
		i += from
		end := i + len(dir)
		from = end
		if i > 0 && isPathByte(norm[i-1]) || !dirEnds(norm, end) || !placeBefore(norm[:i]) {
			continue
		}
		out = append(out, mention{Span: span{Start: i, End: end}, what: text[i:end], file: true})
	}
}

// dirEnds reports whether a folder's path written up to end stops there:
// the end of the message, a character no path holds, or one slash or
// full stop that nothing of a path follows ("in pkg/logx/", "in pkg/logx.").
func dirEnds(norm string, end int) bool {
	if end == len(norm) || !isPathByte(norm[end]) {
		return true
	}
	return (norm[end] == '/' || norm[end] == '.') && (end+1 == len(norm) || !isPathByte(norm[end+1]))
}

// placeBefore reports whether the text before a name ends in a word of
// place: "in", "under", "inside", "within".
func placeBefore(before string) bool {
	before = strings.TrimRight(before, " \t`'\"")
	k := strings.LastIndexAny(before, " \t\n(`'\"")
	switch before[k+1:] {
	case "in", "under", "inside", "within":
		return true
	}
	return false
}

// intoEdit reports whether a message names something of the change beside
// its place: a symbol of the edit (ms), a word the changed lines or their
// blocks declare, a word only the text it takes away has, a value they
// have or the change brings in ("Cfg", "logger", "45").
func (r reading) intoEdit(ms []mention) bool {
	for _, m := range ms {
		if !m.file {
			return true
		}
	}
	if quotesRemoved(r.Text, r.t) {
		return true // "rename Cfg to Config in internal/config": what the change takes away
	}
	for _, w := range r.words {
		if r.declaredWord(w.Text) || r.broughtValue(w) || r.oldValue(w) {
			return true
		}
	}
	return false
}

// typedSymbol finds a code-shaped word of the message (an underscore
// inside, or a capital after a small letter as written) one typo from a
// declaration the edit lies in: "parse_lnie" for parse_line,
// "handelRequest" for handleRequest. The typo replaces or swaps letters
// only; a name a letter longer or shorter ("parse_lines") may be another
// function. A word the file has as it stands names what it names.
func typedSymbol(text string, ws []word, t Target) []mention {
	if len(t.Declared) == 0 {
		return nil
	}
	file := strings.ToLower(t.file)
	for _, w := range ws {
		if len(w.Text) < 6 || !codeWritten(text[w.Start:w.End]) || occursAsWord(file, w.Text) {
			continue
		}
		for _, d := range t.Declared {
			if ld := strings.ToLower(d); len(ld) == len(w.Text) && lang.OneEdit(w.Text, ld) {
				return []mention{{Span: w.Span, what: d}}
			}
		}
	}
	return nil
}

// codeWritten reports whether a word as written is an identifier: an
// underscore inside it, or a capital right after a small letter.
func codeWritten(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] == '_' && i < len(w)-1 || w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}
