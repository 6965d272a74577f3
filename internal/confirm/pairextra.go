package confirm

import (
	"strings"
)

// An exact pair written with something more (round 22). A request that
// swaps a value ("change node to 20", "GOFLAGS to -trimpath") asks for
// the new value in place of the old; a change that keeps the old value
// beside the new one (`[18, 20]`, `-trimpath -race`) does one thing more.
// A request that writes a line of code out between backticks (`string
// email = 4;`) dictates it; a new line that holds it with a word more
// before or after it (`optional string email = 4;`) is written otherwise.

// pairExtra is what an exact pair brings beyond what the request writes
// ("" when nothing): the old value kept beside the one swapped in
// (oldKeptBeside), or a word dressing a line written out (spanDressed).
func pairExtra(units []unit, request, file string) string {
	if w := oldKeptBeside(units, request); w != "" {
		return w
	}
	return spanDressed(units, request, file)
}

// swapMarks are the words after which a request writes the value it
// swaps in: "to 20", "→ 20", "auf 20" (de), "naar
// 20" (nl); not "a" (es, pt, it), which is also the English article.
var swapMarks = map[string]bool{"to": true, "->": true, "→": true, "=>": true, "auf": true, "naar": true}

// addsBeside are the words by which a request asks for the new value
// beside the old one ("to 20 too", "as well", "also", "keep 18").
var addsBeside = map[string]bool{"too": true, "also": true, "well": true, "keep": true, "both": true, "add": true, "append": true, "include": true, "plus": true, "alongside": true, "beside": true, "besides": true}

// swappedIn is the set of the values the request writes right after a
// swap mark ("change it to 20" → 20), and whether it asks to keep or add
// besides (addsBeside), in which case nothing is read as swapped.
func swappedIn(request string) map[string]bool {
	ws := shellTokens(strings.ToLower(request))
	in := map[string]bool{}
	for i, w := range ws {
		if addsBeside[strings.TrimRight(w, ".")] {
			return nil
		}
		if i+1 < len(ws) && swapMarks[w] {
			in[strings.TrimRight(ws[i+1], ".")] = true
		}
	}
	return in
}

// keyValue splits a line setting a key into its key and value words
// (`GOFLAGS ?= -race` → GOFLAGS, [-race]; `node-version: 18` →
// node-version, [18]); ok is false for a line that sets no key.
func keyValue(line string) (key string, value []string, ok bool) {
	t := strings.TrimSpace(line)
	i := strings.IndexAny(t, ":=")
	if i <= 0 {
		return "", nil, false
	}
	key = strings.TrimRight(t[:i], " ?:+")
	if key == "" || strings.ContainsAny(key, " \t") {
		return "", nil, false
	}
	value = shellTokens(strings.TrimLeft(t[i:], ":= "))
	return strings.ToLower(key), value, len(value) > 0
}

// oldKeptBeside is the old value of a key that a change keeps beside the
// value the request swaps in: the line sets the same key before and
// after, every old value word stays, and a word the request writes right
// after "to" joins them, alone, while no old word is written there ("change it
// to 20" for `node-version: [18, 20]`; "change it to -trimpath -race"
// asks for both).
func oldKeptBeside(units []unit, request string) string {
	var in map[string]bool
	for _, u := range units {
		if len(u.removed) != 1 || len(u.added) != 1 {
			continue
		}
		ok, ov, ok1 := keyValue(u.removed[0])
		nk, nv, ok2 := keyValue(u.added[0])
		if !ok1 || !ok2 || ok != nk || len(nv) <= len(ov) {
			continue
		}
		if in == nil {
			if in = swappedIn(request); in == nil {
				return ""
			}
		}
		if keepsAllSwapsOne(ov, nv, in) && onlyListed(u.added[0], append(ov, nv...)) {
			return strings.Join(ov, " ")
		}
	}
	return ""
}

// keepsAllSwapsOne reports whether the new value words nv hold every old
// word ov, none of them asked (in), and beside them only words asked.
func keepsAllSwapsOne(ov, nv []string, in map[string]bool) bool {
	have := map[string]bool{}
	for _, w := range nv {
		have[strings.ToLower(w)] = true
	}
	for _, w := range ov {
		if lw := strings.ToLower(w); !have[lw] || in[lw] {
			return false
		}
		delete(have, strings.ToLower(w))
	}
	for w := range have {
		if !in[w] {
			return false // `$_GET['page'] ?? 1`: the old value is worked on, not kept beside
		}
	}
	return len(have) > 0
}

// spanDressed is a word that a new line writes beside a line of code the
// request writes out between backticks (two words or more, one of them
// "=" or the span closed by ";"): the line holds the span and, before or
// after it, a word of letters that neither the request nor the file as
// it is holds (`optional` before `string email = 4;`, `UNIQUE` after
// `created_at timestamptz`); a word the file holds is its convention
// (`val` before `nickname: String? = null` in a Kotlin data class).
func spanDressed(units []unit, request, file string) string {
	spans := strings.Split(request, "`")
	if len(spans) < 3 {
		return ""
	}
	forms, lower, old := pieceForms(request), strings.ToLower(request), tokenSet(strings.ToLower(file))
	for _, u := range units {
		for _, l := range u.added {
			for i := 1; i < len(spans); i += 2 {
				if w := dressedBy(l, spans[i], lower, old, forms); w != "" {
					return w
				}
			}
		}
	}
	return ""
}

// dressedBy is the first word of letters that line holds outside span,
// when it holds the span as a line of code, that neither forms (the
// request) nor old (the words of the file) account for.
func dressedBy(line, span, request string, old, forms map[string]bool) string {
	span = strings.TrimSpace(span)
	ws := shellTokens(span)
	if len(ws) < 2 || !(strings.Contains(span, "=") || strings.HasSuffix(span, ";")) {
		return ""
	}
	t := strings.TrimSpace(line)
	i := strings.Index(t, strings.TrimRight(span, ";,"))
	if i < 0 {
		return ""
	}
	rest := t[:i] + " " + t[i+len(strings.TrimRight(span, ";,")):]
	for _, w := range shellTokens(rest) {
		lw := strings.ToLower(w)
		if !isWordOfLetters(w) || old[lw] || forms[lw] || strings.Contains(request, lw) {
			continue
		}
		return w
	}
	return ""
}

// isWordOfLetters reports whether w is letters only (a keyword or a name,
// not a mark or a number).
func isWordOfLetters(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '_') {
			return false
		}
	}
	return true
}

// onlyListed reports whether the value of line is only the words ws set
// out as a list: what is left once they are taken away is spaces, commas,
// brackets and quotes (`[18, 20]`, `-trimpath -race`), not an operator
// that works on the old value (`$_GET['page'] ?? 1`).
func onlyListed(line string, ws []string) bool {
	t := strings.TrimSpace(line)
	t = strings.TrimLeft(t[strings.IndexAny(t, ":=")+1:], ":= ")
	for _, w := range ws {
		t = strings.ReplaceAll(t, w, "")
	}
	return strings.Trim(t, " ,[](){}\"'`;") == ""
}
