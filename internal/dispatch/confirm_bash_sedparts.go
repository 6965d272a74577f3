package dispatch

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// What each part of a sed script brings into a file or takes out of it,
// against what the request accounts for: "set retries to 5" accounts for
// the 5 a substitution writes, not for the max_retries a second one
// renames the variable to.

// sedPartsBeyond is why sed write w, judged explicit, brings in or deletes
// more than said accounts for ("" when it may not): the request holds a
// word one part of the script writes or deletes (a value it dictates, a
// key it removes), and none of another part's — a second substitution or
// deletion in the script, a second line appended. A script none of whose
// words the request holds ("fix the typo in notes.md") is not read so,
// nor the words of one part a request describes in its own words ("change
// the badge from travis to github actions" for a whole new URL).
func sedPartsBeyond(said string, w shell.Write) string {
	if said == "" || w.Kind != shell.EditPlace || len(w.Args) == 0 || filepath.Base(w.Args[0].Text) != "sed" {
		return ""
	}
	scripts, ok := sedScripts(w.Args)
	if !ok {
		return ""
	}
	heard := map[string]bool{}
	for _, t := range lineTokens(said) {
		heard[t] = true
	}
	accounted, unasked := false, ""
	for _, sc := range scripts {
		parts, ok := sedScriptParts(sc)
		if !ok {
			return ""
		}
		for _, p := range parts {
			switch {
			case slices.ContainsFunc(p, func(t string) bool { return heard[t] }):
				accounted = true
			case len(p) > 0 && unasked == "":
				unasked = p[0]
			}
		}
	}
	if !accounted || unasked == "" {
		return ""
	}
	return fmt.Sprintf("%s also writes or deletes %q, which you did not ask for", w.By, unasked)
}

// sedScripts are the scripts of a sed argv: each -e (--expression=), else
// the first operand. ok is false for a script built at run time or read
// from a file (-f).
func sedScripts(args []shell.Word) (scripts []string, ok bool) {
	operand := ""
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return nil, false
		case a.Text == "-e" || a.Text == "--expression":
			if i+1 >= len(args) || args[i+1].Dynamic {
				return nil, false
			}
			i++
			scripts = append(scripts, args[i].Text)
		case strings.HasPrefix(a.Text, "--expression="):
			scripts = append(scripts, strings.TrimPrefix(a.Text, "--expression="))
		case a.Text == "-f" || strings.HasPrefix(a.Text, "--file"):
			return nil, false
		case a.Text == "-i" && i+1 < len(args) && (args[i+1].Text == "" || strings.HasPrefix(args[i+1].Text, ".")):
			i++ // BSD: -i '' or -i .bak
		case strings.HasPrefix(a.Text, "-"):
		case operand == "":
			operand = a.Text
		}
	}
	if len(scripts) == 0 && operand != "" {
		scripts = append(scripts, operand)
	}
	return scripts, len(scripts) > 0
}

// sedScriptParts reads a sed script into its parts and, for each, the
// words (lower-cased, as lineTokens reads them) it brings in or takes
// out: of s/old/new/, the words of new that old does not hold; of a
// deletion (d), the words of the lines its address picks; of a, i and c,
// the words of the text. ok is false for any other command (p, y, w,
// blocks …), which this reading does not weigh.
func sedScriptParts(script string) (parts [][]string, ok bool) {
	for i := 0; ; {
		for i < len(script) && strings.IndexByte(" \t\n;", script[i]) >= 0 {
			i++
		}
		if i >= len(script) {
			return parts, true
		}
		var addr []string
		for range 2 {
			var pat string
			if pat, i, ok = sedAddress(script, i); !ok {
				return nil, false
			}
			addr = append(addr, pat)
			if i >= len(script) || script[i] != ',' {
				break
			}
			i++
		}
		for i < len(script) && (script[i] == ' ' || script[i] == '!') {
			i++
		}
		if i >= len(script) {
			return nil, false
		}
		var own []string
		switch script[i] {
		case 's':
			var old, repl string
			if old, repl, i, ok = sedSubstitute(script, i+1); !ok {
				return nil, false
			}
			own = tokensBeyond(sedWords(repl), sedWords(old))
		case 'd', 'D':
			i++
			own = sedWords(strings.Join(addr, " "))
		case 'a', 'i', 'c':
			i++
			if i < len(script) && script[i] == '\\' {
				i++
			}
			end := strings.IndexByte(script[i:], '\n')
			if end < 0 {
				end = len(script) - i
			}
			for line := range strings.SplitSeq(script[i:i+end], `\n`) {
				parts = append(parts, sedWords(line)) // each line of the text a part
			}
			i += end
			continue
		default:
			return nil, false
		}
		parts = append(parts, own)
	}
}

// sedAddress reads an address at script[i]: /re/, \cREc, a line number or
// $ (or none); pat is the pattern of a regular-expression address.
func sedAddress(script string, i int) (pat string, next int, ok bool) {
	switch {
	case i < len(script) && script[i] == '/':
		return sedField(script, i+1, '/')
	case i+1 < len(script) && script[i] == '\\':
		return sedField(script, i+2, script[i+1])
	}
	for i < len(script) && (script[i] >= '0' && script[i] <= '9' || script[i] == '$') {
		i++
	}
	return "", i, true
}

// sedSubstitute reads the rest of an s command from script[i] (its
// delimiter): old, new and the flags; ok false for the w flag (a second
// file written) or a cut-short command.
func sedSubstitute(script string, i int) (old, repl string, next int, ok bool) {
	if i >= len(script) {
		return "", "", i, false
	}
	d := script[i]
	if old, i, ok = sedField(script, i+1, d); !ok {
		return "", "", i, false
	}
	if repl, i, ok = sedField(script, i, d); !ok {
		return "", "", i, false
	}
	for i < len(script) && strings.IndexByte(" \t\n;}", script[i]) < 0 {
		if script[i] == 'w' || script[i] == 'e' {
			return "", "", i, false
		}
		i++
	}
	return old, repl, i, true
}

// sedField reads script from i up to the unescaped delimiter d, and
// where the reading goes on after it; ok false when d never comes.
func sedField(script string, i int, d byte) (field string, next int, ok bool) {
	for j := i; j < len(script); j++ {
		switch script[j] {
		case '\\':
			j++
		case d:
			return script[i:j], j + 1, true
		}
	}
	return "", len(script), false
}

// sedWords are the words of a piece of a sed script, an escape (\n, \s,
// \1, \.) read as a break between words, not a word.
func sedWords(s string) []string {
	if strings.IndexByte(s, '\\') >= 0 {
		b := []byte(s)
		for j := 0; j+1 < len(b); j++ {
			if b[j] == '\\' {
				b[j], b[j+1] = ' ', ' '
				j++
			}
		}
		s = string(b)
	}
	return lineTokens(s)
}

// tokensBeyond are the words of got that had does not hold, each once, in
// their order.
func tokensBeyond(got, had []string) []string {
	var out []string
	for _, t := range got {
		if !slices.Contains(had, t) && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// evalRuns reports whether the command reads a command out of eval's
// text: what eval runs is a command the line builds from words, asked
// about whatever the request names, since the command as typed does not
// show it.
func evalRuns(reading shell.Reading) bool {
	for _, inv := range reading.Invocations {
		if slices.Contains(inv.Via, "eval") {
			return true
		}
	}
	return false
}
