package dispatch

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// Where in a file a sed edit lands, against the part of the file the
// request singles out: "set the api image tag to 1.9.2" speaks of the
// container named api, not of the sidecar whose tag has the same value;
// "indent_size for *.py" of the [*.py] section, not of [*]; "the line with
// nose" of the requirement nose, not of nosexcover.

// maxQualifiedLines bounds the changed lines whose enclosing part is read.
const maxQualifiedLines = 64

// sedOutsideQualifier is why the change from before to after, a sed edit
// of c judged explicit, reaches a part of the file the request leaves out
// ("" when not): said holds a word (a qualifier: not a value subs write or
// replace, not the file's name, not a small word of grammar) that stands
// on a line enclosing one changed line — a YAML or Python block above it,
// a list item it belongs to, an INI/TOML section header — and on no line
// of, or enclosing, another changed line. The qualifier singles out the
// part; a change outside it is beyond the request. Prose is not read so:
// its paragraphs have no such structure.
func sedOutsideQualifier(said, before, after string, subs []sedSubstitution, c confirm.Change) string {
	if c.Prose {
		return ""
	}
	lines, changed := changedLines(before, after)
	if len(changed) < 2 || len(changed) > maxQualifiedLines {
		return ""
	}
	skip := map[string]bool{}
	for _, s := range subs {
		for _, t := range lineTokens(s.old + " " + s.new) {
			skip[t] = true
		}
	}
	for _, t := range lineTokens(filepath.Base(c.Name)) {
		skip[t] = true
	}
	quals := qualifierWords(said, skip)
	if len(quals) == 0 {
		return ""
	}
	indents := lineIndents(lines)
	contexts := make([]map[string]bool, len(changed))
	for k, i := range changed {
		contexts[k] = enclosingTokens(lines, indents, i)
	}
	for _, q := range quals {
		in, out := -1, -1
		for k, i := range changed {
			switch {
			case enclosedBy(lines, indents, i, q):
				in = i
			case !contexts[k][q]:
				out = i
			}
		}
		if in >= 0 && out >= 0 {
			return fmt.Sprintf("you spoke of %q, and it also changes line %d of %s, outside it: %q", q, out+1, c.Name, strings.TrimSpace(lines[out]))
		}
	}
	return ""
}

// changedLines are the lines of before and the indexes of those after
// changes (the same number of lines: a substitution adds none).
func changedLines(before, after string) (lines []string, changed []int) {
	lines = strings.Split(before, "\n")
	a := strings.Split(after, "\n")
	if len(a) != len(lines) {
		return lines, nil
	}
	for i, line := range lines {
		if a[i] != line {
			changed = append(changed, i)
		}
	}
	return lines, changed
}

// qualifierWords are the words of said (lower-cased) that may single out
// a part of a file: three letters or more, or two after a dot (the
// extension of "*.py"), none of skip, not a small word of grammar nor of
// keeping.
func qualifierWords(said string, skip map[string]bool) []string {
	var out []string
	low := strings.ToLower(said)
	start := -1
	for i, r := range low + " " {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start < 0 {
			continue
		}
		t := low[start:i]
		ext := start > 0 && low[start-1] == '.'
		start = -1
		if skip[t] || functionWord(t) || keepWord(t) || utf8.RuneCountInString(t) < 3 && !(ext && len(t) == 2) || isDigits(t) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// isDigits reports whether t is a number, which names a value, not a part.
func isDigits(t string) bool {
	return strings.Trim(t, "0123456789") == ""
}

// lineIndents is the indentation of each line (spaces and tabs, one
// each); -1 for a blank line.
func lineIndents(lines []string) []int {
	out := make([]int, len(lines))
	for i, l := range lines {
		n := len(l) - len(strings.TrimLeft(l, " \t"))
		if n == len(l) {
			n = -1
		}
		out[i] = n
	}
	return out
}

// enclosing calls f with each line that encloses line i: every line above
// it less indented than the lines between (its blocks, the list item it
// belongs to), and the nearest section header above it ("[*.py]",
// "[tool.ruff]").
func enclosing(lines []string, indents []int, i int, f func(string)) {
	cur := indents[i]
	header := false
	for j := i - 1; j >= 0; j-- {
		if indents[j] < 0 {
			continue
		}
		t := strings.TrimSpace(lines[j])
		if !header && indents[j] == 0 && strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") {
			f(t)
			header = true
			if cur == 0 {
				return
			}
			continue
		}
		if cur > 0 && indents[j] < cur {
			f(t)
			cur = indents[j]
		}
		if cur == 0 && header {
			return
		}
	}
}

// enclosedBy reports whether word q stands on a line enclosing line i.
func enclosedBy(lines []string, indents []int, i int, q string) bool {
	found := false
	enclosing(lines, indents, i, func(l string) {
		if !found && hasToken(l, q) {
			found = true
		}
	})
	return found
}

// enclosingTokens are the words of line i and of the lines enclosing it.
func enclosingTokens(lines []string, indents []int, i int) map[string]bool {
	out := map[string]bool{}
	add := func(l string) {
		for _, t := range lineTokens(l) {
			out[t] = true
		}
	}
	add(lines[i])
	enclosing(lines, indents, i, add)
	return out
}

// hasToken reports whether line holds word q (lower-cased) as a whole.
func hasToken(line, q string) bool {
	for _, t := range lineTokens(line) {
		if t == q {
			return true
		}
	}
	return false
}

// sedWordInside is why sed write w, judged explicit, reaches lines the
// request's word does not name ("" when not): a part of its script
// matches a plain word (/nose/d, s/svc/…/) that said holds as a word, and
// on some line of the file that word stands only inside a longer one
// ("nosexcover==1.0.11", "FLASK_ENV" for /ENV/): the pattern is wider than
// the word asked for.
func sedWordInside(said string, w shell.Write) string {
	if said == "" || w.Kind != shell.EditPlace || len(w.Args) == 0 || filepath.Base(w.Args[0].Text) != "sed" {
		return ""
	}
	scripts, ok := sedScripts(w.Args)
	if !ok {
		return ""
	}
	var pats []string
	for _, sc := range scripts {
		for _, part := range strings.Split(sc, ";") {
			if p, ok := plainPattern(strings.TrimSpace(part)); ok {
				pats = append(pats, p)
			}
		}
	}
	if len(pats) == 0 {
		return ""
	}
	heard := map[string]bool{}
	for _, t := range lineTokens(said) {
		heard[t] = true
	}
	var content string
	for _, p := range pats {
		if !heard[strings.ToLower(p)] {
			continue
		}
		if content == "" {
			var err error
			if content, err = safefile.ReadString(w.Path, maxSedPreview); err != nil {
				return ""
			}
		}
		for _, line := range strings.Split(content, "\n") {
			if strings.Contains(line, p) && !wordIn(line, p) {
				return fmt.Sprintf("its pattern %q also matches %q, where %s is part of a longer word", p, strings.TrimSpace(line), p)
			}
		}
	}
	return ""
}

// plainPattern is the pattern of a sed deletion /WORD/d or substitution
// s/WORD/…/ whose pattern is a plain word of letters and digits (two or
// more): ok is false for any other part.
func plainPattern(part string) (string, bool) {
	var pat string
	switch {
	case strings.HasPrefix(part, "/") && strings.HasSuffix(part, "/d") && len(part) > 3:
		pat = part[1 : len(part)-2]
	case strings.HasPrefix(part, "s") && len(part) > 3:
		d := part[1]
		if d == '\\' || d == '\n' || unicode.IsLetter(rune(d)) || unicode.IsDigit(rune(d)) {
			return "", false
		}
		fields := strings.Split(part[2:], string(d))
		if len(fields) < 2 {
			return "", false
		}
		pat = fields[0]
	default:
		return "", false
	}
	if len(pat) < 2 {
		return "", false
	}
	for _, r := range pat {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return "", false
		}
	}
	return pat, true
}

// wordIn reports whether p stands in line as a whole word: no letter,
// digit or underscore just before or after it.
func wordIn(line, p string) bool {
	for i := 0; ; {
		k := strings.Index(line[i:], p)
		if k < 0 {
			return false
		}
		at := i + k
		end := at + len(p)
		if !wordRuneBefore(line, at) && !wordRuneAt(line, end) {
			return true
		}
		i = at + 1
	}
}

// wordRuneBefore reports whether the rune ending before byte i is part of
// a word.
func wordRuneBefore(s string, i int) bool {
	if i == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}

// wordRuneAt reports whether the rune at byte i is part of a word.
func wordRuneAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}

// siblingForNamed is why write w, judged explicit, works on a file beside
// the one said names rather than on it ("" when not): said names a path
// (with a directory: "src/types/api.d.ts", "config/env.local") that no
// operand of the command is, and an operand of the command (the file it
// writes, the target it links to) is another file of that directory
// whose name said does not hold — "into src/types/api.d.ts" met by `-o
// src/types/api.ts`, "a symlink to config/env.local" by `ln -s
// config/env.production .env`. A path named that the command uses is no
// such sign ("copy the example to config/app.yml"), nor one the command
// line holds anywhere (a temporary file moved onto it, gzip's .gz).
func siblingForNamed(said, command string, w shell.Write, project string) string {
	named := saidPaths(said)
	if len(named) == 0 {
		return ""
	}
	operands := commandPaths(w, project)
	for _, p := range named {
		if operands[p] || strings.Contains(command, p) {
			continue
		}
		for q := range operands {
			if filepath.Dir(q) == filepath.Dir(p) && filepath.Dir(p) != "." && !strings.Contains(said, filepath.Base(q)) {
				return fmt.Sprintf("you named %s, and it uses %s beside it", p, q)
			}
		}
	}
	return ""
}

// saidPaths are the paths with a directory that said names, cleaned
// ("./a/b" is "a/b"); no URL, no directory alone ("docs/").
func saidPaths(said string) []string {
	var out []string
	for _, f := range strings.Fields(said) {
		f = strings.Trim(f, "`'\"()[]{}<>,;:!?*")
		f = strings.TrimRight(f, ".")
		if !strings.Contains(f, "/") || strings.Contains(f, "://") || strings.HasSuffix(f, "/") || strings.HasPrefix(f, "-") || strings.HasPrefix(f, "/") {
			continue
		}
		out = append(out, filepath.Clean(f))
	}
	return out
}

// commandPaths are the operands of w's command that are paths, relative
// to project and cleaned, and the file w writes.
func commandPaths(w shell.Write, project string) map[string]bool {
	out := map[string]bool{}
	if rel, err := filepath.Rel(project, w.Path); err == nil && !strings.HasPrefix(rel, "..") {
		out[rel] = true
	}
	for _, a := range w.Args[min(1, len(w.Args)):] {
		if a.Dynamic || strings.HasPrefix(a.Text, "-") || !strings.Contains(a.Text, "/") || strings.Contains(a.Text, "://") {
			continue
		}
		p := a.Text
		if filepath.IsAbs(p) {
			rel, err := filepath.Rel(project, p)
			if err != nil || strings.HasPrefix(rel, "..") {
				continue
			}
			p = rel
		}
		out[filepath.Clean(p)] = true
	}
	return out
}
