package confirm

import (
	"fmt"
	"slices"
	"strings"
)

// One asked, more brought in. "add an assertion to test_parse_empty",
// "agrega un assert", "add `import logging`", "add a `@Nullable`
// annotation to middleName", "add an index on orders(customer_id)", "a
// file containing exactly one line": the request asks for one thing the
// size of a statement. A careful reader counts what the change adds: a
// second assert, a print line beside the assert, a logger beside the
// import, the annotation put on the neighbouring field too, a second
// index, a second line in the file are each a part nobody asked for,
// whatever their words (which may well be the request's: "an empty list"
// accounts for `isinstance(result, list)` word by word). Only a change
// that adds and takes nothing away is counted, item by item (addedItems):
// a line and what continues it — its body indented deeper, its closing
// bracket, the comment or annotation written above it, the paragraph of
// a heading — are one item.

// oneAskedMore returns why a change that only adds brings in more items
// than the one the user's message asks for (asksForOne), or "".
func oneAskedMore(user string, t Target) string {
	if t.Command != "" || t.Removal != Keeps {
		return ""
	}
	var groups [][]string
	switch {
	case t.created:
		if !asksForOneLine(user) {
			return ""
		}
		if n := len(nonBlankLines(t.Added)); n > 1 {
			return fmt.Sprintf("you asked for one line, and this file has %d", n)
		}
		return ""
	case asksForOne(user):
		for _, u := range t.units() {
			if strings.TrimSpace(strings.Join(u.removed, "")) != "" {
				return "" // a part rewritten: not only an addition
			}
			groups = append(groups, u.added)
		}
	default:
		return ""
	}
	var items []string
	for _, g := range groups {
		items = append(items, addedItems(g, t.prose)...)
	}
	if len(items) < 2 {
		return ""
	}
	return fmt.Sprintf("you asked for one addition, and this change adds %d: %q and %q", len(items), clip80(items[0]), clip80(items[1]))
}

// asksForOne reports whether message asks to add one thing: an add verb
// (in one of several languages) followed by an indefinite article or
// "one" (not "a few", "a couple", "a block" …) or by one code span
// ("add `import logging`"), and nothing joined to it in the rest of its
// sentence ("and", "y", "et", "und", "also" …: another part asked).
func asksForOne(message string) bool {
	lower := strings.ToLower(message)
	words := requestTokens(lower)
	for i, w := range words {
		if !isAddWord(w.text) {
			continue
		}
		j := i + 1
		for j < len(words) && isFillerWord(words[j].text) {
			j++
		}
		if j >= len(words) {
			return false
		}
		rest := sentenceAfter(lower, words[i].end)
		single := isOneMarker(words[j].text) && !manyAfter(words[j+1:]) ||
			strings.HasPrefix(strings.TrimLeft(lower[words[i].end:], " "), "`") && strings.Count(rest, "`") == 2
		return single && !joinsAnother(rest) && !wrapsAround(rest)
	}
	return false
}

// asksForOneLine reports whether message asks for exactly one line ("a
// file containing exactly one line", "une seule ligne", "eine Zeile").
func asksForOneLine(message string) bool {
	words := requestTokens(strings.ToLower(message))
	for i := 0; i+1 < len(words); i++ {
		if isOneMarker(words[i].text) || words[i].text == "single" || words[i].text == "seule" || words[i].text == "sola" {
			if isTextLineWord(words[i+1].text) || i+2 < len(words) && isTextLineWord(words[i+2].text) {
				return true
			}
		}
	}
	return false
}

// token is a word of a request and where it ends.
type token struct {
	text string
	end  int
}

// requestTokens are the words of lower (letters, digits, "_", "-"), with
// their ends.
func requestTokens(lower string) []token {
	var out []token
	start := -1
	for i, c := range lower + " " {
		in := isWordRune(c) || c == '_'
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, token{lower[start:i], i})
			start = -1
		}
	}
	return out
}

// sentenceAfter is the text of lower from at to the end of its sentence.
func sentenceAfter(lower string, at int) string {
	rest := lower[at:]
	if i := strings.IndexAny(rest, "!?;\n"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.Index(rest, ". "); i >= 0 {
		rest = rest[:i]
	}
	return rest
}

// joinsAnother reports whether a sentence's rest joins another part to
// the one asked: a conjunction or "also", "too", "plus" as a word.
func joinsAnother(rest string) bool {
	for _, w := range requestTokens(rest) {
		switch w.text {
		case "and", "also", "too", "plus", "y", "et", "und", "e", "og", "och", "oraz", "ve", "и", "sowie", "aussi", "además", "anche", "auch", "também", "then":
			return true
		}
	}
	return false
}

// isAddWord reports whether w asks to add, in one of several languages.
func isAddWord(w string) bool {
	switch w {
	case "add", "adding", "append", "insert", "agrega", "agregá", "agregue", "agregar", "añade", "añada", "añadir", "ajoute",
		"ajouter", "ajoutez", "füge", "hinzufügen", "ergänze", "ergänzen", "adiciona", "adicione", "adicionar", "acrescenta",
		"aggiungi", "aggiungere", "voeg", "dodaj", "dodać", "ekle", "добавь", "добавьте", "додай":
		return true
	}
	return false
}

// isFillerWord reports whether w may stand between an add verb and its
// object without changing what is added ("add also a", "add just one").
func isFillerWord(w string) bool {
	switch w {
	case "just", "only", "please", "me", "quickly", "simply", "bitte", "noch", "juste", "solo", "só", "apenas", "exactly":
		return true
	}
	return false
}

// isOneMarker reports whether w is an indefinite article or "one" in one
// of several languages.
func isOneMarker(w string) bool {
	switch w {
	case "a", "an", "one", "un", "une", "una", "uno", "um", "uma", "ein", "eine", "einen", "einem", "een", "jeden", "jedną",
		"jedno", "bir", "один", "одну", "одно":
		return true
	}
	return false
}

// manyAfter reports whether one of the next three words after an article
// makes the object many ("a few", "a [*.py] section").
func manyAfter(next []token) bool {
	for i := 0; i < len(next) && i < 3; i++ {
		if isManyWord(next[i].text) {
			return true
		}
	}
	return false
}

// wrapsAround reports whether a sentence's rest puts what is added around
// something ("an RLock around the map read"): a pair of lines, one
// before and one after it, is one addition.
func wrapsAround(rest string) bool {
	for _, w := range requestTokens(rest) {
		switch w.text {
		case "around", "wrap", "wrapping", "surrounding", "autour", "alrededor", "herum", "attorno", "volta", "вокруг":
			return true
		}
	}
	return false
}

// isManyWord reports whether w, after an article, makes the object many
// ("a few", "a couple of", "a block of", "a section").
func isManyWord(w string) bool {
	return slices.Contains([]string{"few", "couple", "pair", "bunch", "number", "set", "list", "lot", "block", "section",
		"series", "suite", "group", "handful", "par", "paar", "paire", "peu", "pouco", "poco", "couple"}, w)
}

// isTextLineWord reports whether w means a line of text, in one of several
// languages.
func isTextLineWord(w string) bool {
	switch w {
	case "line", "ligne", "línea", "linea", "linha", "zeile", "regel", "linia", "linię", "строку", "строка", "satır":
		return true
	}
	return false
}

// addedItems are the items lines (one unit's added lines, in order)
// bring in, each as its first line: a line at the lines' least indent
// starts an item unless it continues the one before — a closing bracket
// or keyword, a line after an open bracket or a trailing operator, a
// line after a comment or annotation with no blank line between, in
// prose a line after a heading or a paragraph's line. Deeper lines are
// the item's body.
func addedItems(lines []string, prose bool) []string {
	base := -1
	for _, l := range lines {
		if strings.TrimSpace(l) != "" && (base < 0 || leadWidth(l) < base) {
			base = leadWidth(l)
		}
	}
	var groups [][]string // each item's lines
	prev, heading, header, open := "", false, false, ""
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case open != "":
			// inside a docstring or block comment: its lines are its item's
			groups[len(groups)-1] = append(groups[len(groups)-1], t)
			if strings.Contains(t, open) {
				open = ""
			}
			continue
		case t == "":
			header = false
		case len(groups) > 0 && (leadWidth(l) > base || closesItem(t) || continuesLine(prev, t) || header):
			groups[len(groups)-1] = append(groups[len(groups)-1], t)
		case len(groups) > 0 && prev != "" && (onlyNotes(prev) || isAttributeLine(prev) || strings.HasPrefix(prev, "@")):
			// a note above the line is the line's
			groups[len(groups)-1] = append(groups[len(groups)-1], t)
		case len(groups) > 0 && prose && (heading || underline(t) || wrapsOn(prev) && !startsListItem(t) && !strings.HasPrefix(t, "#")):
			groups[len(groups)-1] = append(groups[len(groups)-1], t)
		default:
			groups = append(groups, []string{t})
		}
		open = unclosedMark(t)
		heading = heading || prose && (strings.HasPrefix(t, "#") || underline(t))
		header = header || isSectionHeader(t)
		prev = t
	}
	return distinctItems(groups)
}

// distinctItems are the first lines of groups, leaving out a group after
// the first that repeats nothing and brings no word of its own (`_ =
// verbose` after the flag it declares): it adds nothing.
func distinctItems(groups [][]string) []string {
	var items []string
	seen := map[string]bool{} // the words of the items so far
	for _, g := range groups {
		text := strings.Join(g, "\n")
		if len(items) == 0 || slices.Contains(items, g[0]) || bringsNewWord(text, seen) {
			items = append(items, g[0])
		}
		for _, w := range lowerWords(text) {
			seen[w] = true
		}
	}
	return items
}

// unclosedMark is the closing mark of a docstring or block comment t opens
// and does not close (`"""`, `”'`, "*/", "-->"), or "".
func unclosedMark(t string) string {
	for _, q := range []string{`"""`, "'''"} {
		if strings.Count(t, q)%2 == 1 {
			return q
		}
	}
	for _, p := range [][2]string{{"/*", "*/"}, {"<!--", "-->"}} {
		if i := strings.LastIndex(t, p[0]); i >= 0 && !strings.Contains(t[i:], p[1]) {
			return p[1]
		}
	}
	return ""
}

// wrapsOn reports whether a prose line goes on in the next: it is long
// (six words or more, a wrapped line of a paragraph) and ends in no
// sentence's end.
func wrapsOn(prev string) bool {
	return len(strings.Fields(prev)) >= 6 && !strings.ContainsAny(prev[len(prev)-1:], ".!?:")
}

// bringsNewWord reports whether line holds a word that says something
// (three letters or more, no word of a language's syntax) not in seen.
func bringsNewWord(line string, seen map[string]bool) bool {
	for _, w := range lowerWords(line) {
		if significantRun(w) && !isSyntaxWord(w) && !seen[w] {
			return true
		}
	}
	return false
}

// underline reports whether t underlines a heading ("=====", "-----").
func underline(t string) bool {
	return len(t) >= 3 && strings.Trim(t, "=-~^*") == ""
}

// isSectionHeader reports whether t is an INI or TOML section header
// ("[*.py]", "[tool.ruff]"): the lines under it, to a blank line, are the
// section's.
func isSectionHeader(t string) bool {
	return len(t) > 2 && t[0] == '[' && t[len(t)-1] == ']' && !strings.Contains(t[1:len(t)-1], "[")
}

// closesItem reports whether a line only closes what an item opened: a
// bracket, "end", "fi", "done", "esac".
func closesItem(t string) bool {
	if strings.Trim(t, "})];,) ") == "" {
		return true
	}
	switch strings.TrimRight(t, ";") {
	case "end", "fi", "done", "esac", "endif", "end if", "#endif", "</div>":
		return true
	}
	return false
}

// continuesLine reports whether t goes on with the line before: that one
// ends in an open bracket, a comma, a backslash or an operator, or t
// starts with one ("." of a chained call, "&&", "||", "+").
func continuesLine(prev, t string) bool {
	if prev == "" {
		return false
	}
	if strings.HasSuffix(prev, "\\") || strings.HasSuffix(prev, ",") || strings.HasSuffix(prev, "(") || strings.HasSuffix(prev, "[") ||
		strings.HasSuffix(prev, "{") || strings.HasSuffix(prev, "=") || strings.HasSuffix(prev, "&&") || strings.HasSuffix(prev, "||") {
		return true
	}
	for _, p := range []string{".", "&&", "||", "+ ", "| ", "?", ":"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}
