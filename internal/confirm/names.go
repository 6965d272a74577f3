package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file holds the ways a user names a file other than by its name:
// a dotfile without its dot ("the gitignore") and a well-known file's stem
// as the place of a change ("add a section to the readme saying …").

// spokenStemMentions finds the file's stem used as a name where
// stemMentions does not: a dotfile's name without the dot after a
// definite determiner (not "a gitignore") ("add .env.local to the gitignore", "the dockerignore"), and
// the stem of a file whose stem has capitals (README.md, Makefile) after a
// preposition and a determiner, whatever follows ("to the readme saying
// …", "in the makefile below"). An ordinary word that is a stem (install
// of install.md) is never read this way.
func spokenStemMentions(text, norm, name string) []mention {
	stem, dotfile := spokenStem(name)
	if stem == "" {
		return placeStemMentions(text, norm, name)
	}
	var out []mention
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	for k, w := range ws {
		if w.Text != stem || k == 0 || !nameBoundary(norm, w.Start, w.End) {
			continue
		}
		if !namingDeterminer(ws[k-1].Text) || ws[k-1].Text == "a" || ws[k-1].Text == "an" {
			if !(dotfile && toolDotfile(stem) && placePreposition(ws[k-1].Text)) {
				continue // ("add .DS_Store to gitignore": a tool's dotfile after a place)
			}
		}
		if w.Start > 0 && norm[w.Start-1] == '.' {
			continue // ".gitignore" itself is fileMentions'
		}
		if dotfile || k >= 2 && placePreposition(ws[k-2].Text) {
			out = append(out, mention{Span: w.Span, what: text[w.Start:w.End], file: true})
		}
	}
	return out
}

// spokenStem is the word a file is called by in speech: a dotfile's name
// without the dot when it is one word of six letters or more
// (".gitignore" → "gitignore"; not ".env"), or the stem of a name with
// capitals ("README.md" → "readme"). "" when neither.
func spokenStem(name string) (string, bool) {
	if strings.HasPrefix(name, ".") {
		rest := name[1:]
		if len(rest) >= 6 && !strings.ContainsAny(rest, "./") {
			return lang.Normalize(rest), true
		}
		return "", false
	}
	stem := name
	if dot := strings.LastIndexByte(name, '.'); dot > 0 {
		stem = name[:dot]
	}
	if len(stem) < 3 || strings.ToLower(stem) == stem {
		return "", false
	}
	return lang.Normalize(stem), false
}

// placeStemMentions finds a lowercase file stem used as the place of a
// change, the way people name a project's own files: right after a place
// preposition, with or without "the" ("in the CLI" for cli.py, "bump it
// in pyproject"). The stem must not be read as an ordinary word, so it
// counts only typed in capitals as an acronym ("the CLI", "in the API")
// or when it is the stem of a tool's configuration file, which no
// sentence uses otherwise ("pyproject", "tsconfig", also as a possessive:
// "in pyproject's pytest config"). "in the install steps" never names
// docs/install.md.
func placeStemMentions(text, norm, name string) []mention {
	stem := strings.ToLower(strings.TrimSuffix(name, pathExt(name)))
	if len(stem) < 3 || len(stem) > 12 || stem == name || !isLetters(stem) {
		return nil
	}
	tool := isToolConfigStem(stem)
	var out []mention
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	for k, w := range ws {
		if w.Text == stem+"'s" && tool {
			w.End -= 2 // "in pyproject's pytest config"
		}
		if w.Text != stem && !(tool && w.Text == stem+"'s") || k == 0 || !nameBoundary(norm, w.Start, w.End) {
			continue
		}
		p := k - 1
		if ws[p].Text == "the" && p > 0 {
			p--
		}
		if !placePreposition(ws[p].Text) {
			continue
		}
		if orig := text[w.Start:w.End]; tool || strings.ToUpper(orig) == orig && len(stem) <= 5 {
			out = append(out, mention{Span: w.Span, what: orig, file: true})
		}
	}
	return out
}

// pathExt is the extension of a file name, dot included ("cli.py" →
// ".py"); "" for a name without one or a dotfile's own dot.
func pathExt(name string) string {
	if dot := strings.LastIndexByte(name, '.'); dot > 0 {
		return name[dot:]
	}
	return ""
}

// isLetters reports whether s is ASCII letters only.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}

// isToolConfigStem reports whether stem is the stem of a tool's
// configuration file that people name without its extension
// (pyproject.toml, tsconfig.json), or an acronym of a program's part
// (cli.py, api.py): no English word either way.
func isToolConfigStem(stem string) bool {
	switch stem {
	case "pyproject", "tsconfig", "jsconfig", "conftest", "noxfile", "tox",
		// acronyms, written in lower case as often as not ("in the cli")
		"cli", "api", "sdk", "orm", "gui", "tui", "rpc", "grpc", "jwt", "smtp", "repl":
		return true
	}
	return false
}

// placePreposition reports whether w, before "the <stem>", makes the stem
// the place of a change: "to the readme", "in the makefile".
func placePreposition(w string) bool {
	switch w {
	case "to", "in", "into", "from", "of", "on":
		return true
	}
	return false
}

// minTypoName is the shortest file name a misspelling is read for: below
// it, one edit turns a name into another ordinary one.
const minTypoName = 6

// typoMentions finds the file named with a typo: a path-like word with the
// target's extension whose file name is one edit (a letter added, dropped,
// replaced, or two swapped) from the target's ("docker-compsoe.yml",
// "app/setings.py"), whose directories, if typed, are the target's, and
// which names no file of the project, nor one edit from another file of it
// (t.NameTaken). The vocabulary is the project's own file names: open text
// is never corrected.
func typoMentions(text, norm string, t Target) []mention {
	name := lang.Normalize(base(t.Path))
	if name == "" {
		name = lang.Normalize(base(t.Name))
	}
	dot := strings.LastIndexByte(name, '.')
	if len(name) < minTypoName || dot <= 0 {
		return nil
	}
	var out []mention
	for i := 0; i < len(norm); {
		if !isPathByte(norm[i]) {
			i++
			continue
		}
		j := i
		for j < len(norm) && isPathByte(norm[j]) {
			j++
		}
		typed := strings.TrimRight(norm[i:j], ".")
		end := i + len(typed)
		i = j
		tb := base(typed)
		if tb == name || !strings.HasSuffix(tb, name[dot:]) || !lang.OneEdit(tb, name) {
			continue
		}
		if dir := strings.TrimSuffix(typed, tb); dir != "" && !pathEndsWith(lang.Normalize(t.Path), lang.Normalize(t.Name), dir+name) {
			continue
		}
		if t.NameTaken != nil && t.NameTaken(text[end-len(tb):end]) {
			continue
		}
		out = append(out, mention{Span: span{Start: end - len(typed), End: end}, what: text[end-len(typed) : end], file: true})
	}
	return out
}

// NearNameIn returns a Target.NameTaken for the file at path inside the
// project directory: whether the project has a file named like a typed
// name, or another file (not path) one edit from it, so that the typed name
// is not a typo of path's. The walk is SameBaseIn's, with its bounds; in
// doubt (cut short, unreadable) the name is taken. It returns nil when
// path is not inside project.
func NearNameIn(project, path string) func(typed string) bool {
	if SameBaseIn(project, path) == nil {
		return nil
	}
	return func(typed string) bool {
		typed = strings.ToLower(typed)
		found, _ := walkNames(project, path, sameBaseLimit, func(n, _ string) bool {
			n = strings.ToLower(n)
			return n == typed || lang.OneEdit(n, typed)
		})
		return found
	}
}

// nicknameMentions finds what people call a few kinds of files: a GitHub
// workflow by its stem and "workflow" ("the release workflow" for
// .github/workflows/release.yml, "the ci pipeline"), a Compose file as
// "the compose file", an environment file by its parts (".env.example"
// as "the env example", not .env.local), a blog post by its stem and "post" ("the postgres
// post" for content/posts/postgres.md), and a Kubernetes manifest by its
// stem and what it runs ("the worker image", "the worker deployment" for
// k8s/worker.yaml). The stem must be the file's own.
func nicknameMentions(norm string, t Target) []mention {
	path := lang.Normalize(t.Name)
	name := base(path)
	stem := strings.TrimSuffix(strings.TrimSuffix(name, ".yml"), ".yaml")
	var nouns []string
	var want string
	switch {
	case strings.Contains(path, ".github/workflows/") && stem != name:
		want, nouns = stem, []string{"workflow", "pipeline", "action"}
	case stem == "docker-compose" || stem == "compose":
		want, nouns = "compose", []string{"file", "config"}
	case strings.HasPrefix(name, ".env.") && isLetters(name[len(".env."):]):
		want, nouns = "env", []string{name[len(".env."):]} // "the env example" for .env.example
	case postFile(path):
		want, nouns = mdStem(name), []string{"post", "article", "draft"}
	case manifestFile(path) && stem != name:
		want, nouns = stem, []string{"image", "deployment", "manifest", "pod", "pods", "replicas", "cronjob", "job"}
	default:
		return nil
	}
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	var out []mention
	for k := 1; k+1 < len(ws); k++ {
		if ws[k].Text != want || !namingDeterminer(ws[k-1].Text) || ws[k-1].Text == "a" || ws[k-1].Text == "an" {
			continue
		}
		for _, n := range nouns {
			if ws[k+1].Text == n {
				out = append(out, mention{Span: span{Start: ws[k].Start, End: ws[k+1].End}, what: norm[ws[k].Start:ws[k+1].End], file: true})
			}
		}
	}
	return out
}

// postFile reports whether path (normalized) is a Markdown post of a site
// generator: a .md or .mdx file under a posts or blog directory.
func postFile(path string) bool {
	return (strings.HasSuffix(path, ".md") || strings.HasSuffix(path, ".mdx")) &&
		(strings.Contains("/"+path, "/posts/") || strings.Contains("/"+path, "/_posts/") || strings.Contains("/"+path, "/blog/"))
}

// mdStem is a Markdown file's name without its extension.
func mdStem(name string) string {
	return strings.TrimSuffix(strings.TrimSuffix(name, ".mdx"), ".md")
}

// manifestFile reports whether path (normalized) is a Kubernetes manifest:
// a YAML file under a k8s, kubernetes, manifests or charts directory.
func manifestFile(path string) bool {
	if !strings.HasSuffix(path, ".yaml") && !strings.HasSuffix(path, ".yml") {
		return false
	}
	for _, d := range [...]string{"/k8s/", "/kubernetes/", "/manifests/", "/charts/"} {
		if strings.Contains("/"+path, d) {
			return true
		}
	}
	return false
}

// toolDotfile reports whether a dotfile's name without its dot is a tool's
// configuration file by its form — a tool's name with "rc", "ignore",
// "config" or "attributes" joined to it ("gitignore", "eslintrc",
// "editorconfig") — which no sentence uses as an ordinary word, unlike
// "profile" or "env".
func toolDotfile(stem string) bool {
	for _, suffix := range [...]string{"rc", "ignore", "config", "attributes"} {
		if rest, ok := strings.CutSuffix(stem, suffix); ok && len(rest) >= 2 {
			return true
		}
	}
	return false
}
