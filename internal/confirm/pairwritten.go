package confirm

import (
	"slices"
	"strings"
	"unicode"
)

// What a request writes out as code, and what the change writes instead
// (round 21). A request that writes a command, an entry, a version or a
// line of code as it is dictates it; a change that writes it otherwise —
// one option more, a second entry copied from the first, a shorter
// version, the line with another value — does one thing the user did
// not write, and is asked about. Each rule reads only what the request
// writes; a request that describes in words is left to the other rules.

// writtenOtherwise is what a change writes otherwise than the request
// writes it out ("" when nothing): an option added to a command written
// out (optionAdded), a second entry copied from the one written
// (copiedEntry), a version cut short (versionCut), a code span written
// with another piece (spanOtherwise). file is the file as it is.
func writtenOtherwise(units []unit, request, file string) string {
	if len(units) == 0 {
		return ""
	}
	if w := optionAdded(units, request); w != "" {
		return w
	}
	if w := copiedEntry(units, request); w != "" {
		return w
	}
	if w := versionCut(units, request); w != "" {
		return w
	}
	if w := spanOtherwise(units, request, file); w != "" {
		return w
	}
	return pairExtra(units, request, file)
}

// shellTokens are the words of a line of code or of a request read as a
// command line: quotes, backticks, commas and brackets are spaces, and a
// word loses the sentence marks after it ("runs `eslint .`," → eslint, .).
func shellTokens(s string) []string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '"', '\'', '`', ',', '(', ')', '[', ']', '{', '}', '\t':
			return ' '
		}
		return r
	}, s)
	var out []string
	for _, f := range strings.Fields(s) {
		if t := strings.TrimRight(f, ";:!?"); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// isOption reports whether a word is a command-line option: one or two
// dashes and a letter ("-race", "--fix", "-euxo", "-count=1"); "-1" and
// "--" are not.
func isOption(w string) bool {
	rest := strings.TrimLeft(w, "-")
	if rest == w || len(w)-len(rest) > 2 || rest == "" {
		return false
	}
	return unicode.IsLetter(rune(rest[0]))
}

// optionAdded is an option the change brings into a command the request
// writes out (commandWritten: "runs `eslint .`", "go test ./...",
// "`set -euo pipefail`") that neither the request nor the old lines
// hold: `--fix`, `-race -count=1`, `-euxo`. A command described in words
// ("4 gunicorn workers", "set -u and pipefail") writes no line out.
func optionAdded(units []unit, request string) string {
	asked := map[string]bool{}
	for _, w := range shellTokens(request) {
		asked[w], asked[strings.TrimRight(w, ".")] = true, true
	}
	for _, u := range units {
		old := map[string]bool{}
		for _, l := range u.removed {
			for _, w := range shellTokens(l) {
				old[w] = true
			}
		}
		for _, l := range u.added {
			ws := shellTokens(l)
			if !commandWritten(ws, request) {
				continue
			}
			for _, w := range ws {
				if isOption(w) && !asked[w] && !old[w] {
					return w
				}
			}
		}
	}
	return ""
}

// commandWritten reports whether the request writes out the command of
// the line whose words are ws: a span between backticks of two words or
// more opens with a word of the line (`set -euo pipefail`), or two
// words standing together in the line stand together in the request,
// one of them marked as code by a character other than a letter
// ("eslint .", "test ./...").
func commandWritten(ws []string, request string) bool {
	spans := strings.Split(request, "`")
	for i := 1; i < len(spans); i += 2 {
		if st := shellTokens(spans[i]); len(st) >= 2 && slices.Contains(ws, st[0]) {
			return true
		}
	}
	for i := 1; i < len(ws); i++ {
		a, b := ws[i-1], ws[i]
		if isOption(a) || isOption(b) || !strings.Contains(request, a+" "+b) {
			continue
		}
		if strings.IndexFunc(a+b, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
			return true
		}
	}
	return false
}

// entryCore is a line as one entry: without its indentation, list mark,
// quotes and trailing comma (`    "pt-BR",` → pt-BR); "" when it holds a
// space inside, or nothing.
func entryCore(line string) (core, shape string) {
	t := strings.TrimSpace(line)
	t = strings.TrimPrefix(t, "- ")
	c := strings.TrimRight(t, ",;")
	c = strings.Trim(c, "\"'`")
	if c == "" || strings.ContainsAny(c, " \t\"'`") {
		return "", ""
	}
	return c, strings.Replace(line, c, "§", 1)
}

// copiedEntry is a second entry the change adds beside the one the
// request writes out, copied from it in the same shape, that the request
// does not write: `.env.*` beside the `.env` asked, `"pt-PT",` beside
// `"pt-BR",`. Both lines are new (no old line holds them).
func copiedEntry(units []unit, request string) string {
	asked := map[string]bool{}
	for _, w := range shellTokens(request) {
		asked[strings.TrimRight(w, ".")] = true
	}
	lower := strings.ToLower(request)
	for _, u := range units {
		old := map[string]bool{}
		for _, l := range u.removed {
			old[strings.TrimSpace(l)] = true
		}
		shapes, written := map[string]bool{}, []string(nil)
		var rest [][2]string
		for _, l := range u.added {
			core, shape := entryCore(l)
			if core == "" || old[strings.TrimSpace(l)] {
				continue
			}
			if asked[core] && !isNumber(core) && len(core) >= 2 {
				shapes[shape] = true
				written = append(written, core)
			} else {
				rest = append(rest, [2]string{core, shape})
			}
		}
		for _, r := range rest {
			if shapes[r[1]] && !strings.Contains(lower, strings.ToLower(r[0])) && copiedFrom(r[0], written) {
				return r[0]
			}
		}
	}
	return ""
}

// copiedFrom reports whether the entry e opens as one of the entries
// written does, by two characters or more (`.env.*` of `.env`, `pt-PT`
// of `pt-BR`): it is a copy of it, not an entry named in words beside it
// (`coverage/` beside `.DS_Store`).
func copiedFrom(e string, written []string) bool {
	for _, w := range written {
		n := 0
		for n < len(e) && n < len(w) && e[n] == w[n] {
			n++
		}
		if n >= 2 {
			return true
		}
	}
	return false
}

// versionCut is a version the change writes shorter than the request
// writes it: "postgres:16.2" asked, `postgres:16` written; "20.11.1"
// asked, `20` written. The change must not bring the version asked.
func versionCut(units []unit, request string) string {
	var added strings.Builder
	old := map[string]bool{}
	for _, u := range units {
		added.WriteString(strings.Join(u.added, "\n") + "\n")
		for _, l := range u.removed {
			for n := range requestNumbers(l) {
				old[n] = true
			}
		}
	}
	brought := requestNumbers(added.String())
	for v := range requestNumbers(request) {
		if !strings.Contains(v, ".") || brought[v] || old[v] {
			continue
		}
		for n := range brought {
			if !old[n] && strings.HasPrefix(v, n+".") {
				return n
			}
		}
	}
	return ""
}

// spanOtherwise is a piece of a line of code the request writes between
// backticks (of two words or more, not in the file as it is) that the
// change writes with another piece: `string cursor = 3;` asked,
// `string cursor = 4;` written. The span's first word and half its words
// or more, not all, must stand in one new line, and the new text (its
// spaces closed up) must not hold the span; a span whose words all stand
// there with more between them is read by optionAdded.
func spanOtherwise(units []unit, request, file string) string {
	var added []string
	for _, u := range units {
		added = append(added, u.added...)
	}
	joined := squeezeSpan(strings.Join(added, " "))
	spans := strings.Split(request, "`")
	for i := 1; i < len(spans); i += 2 {
		ws := shellTokens(spans[i])
		if len(ws) < 2 || strings.Contains(squeezeSpan(file), squeezeSpan(spans[i])) || strings.Contains(joined, squeezeSpan(spans[i])) {
			continue
		}
		for _, l := range added {
			lt := shellTokens(l)
			if len(lt) == 0 || lt[0] != ws[0] {
				continue
			}
			held := 0
			for _, w := range ws {
				if slices.Contains(lt, w) {
					held++
				}
			}
			if held < len(ws) && 2*held >= len(ws) {
				return strings.TrimSpace(l)
			}
		}
	}
	return ""
}

// squeezeSpan is s without its spaces, separators and quotes
// (squeeze), for comparing a span with the code written.
func squeezeSpan(s string) string {
	return strings.NewReplacer(`"`, "", "'", "").Replace(squeeze(s))
}
