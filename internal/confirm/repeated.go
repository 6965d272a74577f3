package confirm

import (
	"fmt"
	"strings"
)

// The same change made again where nobody asked (evalue, round 18). A
// change often repeats one small edit on several lines: a heading level
// (### → ##), a word put before another (npm → pnpm), a modifier put in
// (`final`). When the request names what the edit applies to ("the
// heading \"Configuration\"", "`npm install`", "the field amount") and
// one of the lines the edit is repeated on holds none of those words
// (### Troubleshooting, npm run dev, the field currency), that line is
// changed beyond the request — unless the request says the edit goes
// everywhere ("all", "every", "both" …).

// repeatedElsewhere returns why a change repeats an edit the request
// places on lines it names onto a line it does not name, or "". own is
// the user's latest message with pasted material masked.
func repeatedElsewhere(own string, t Target) string {
	if t.created || t.Command != "" || t.Removal != Keeps || own == "" {
		return ""
	}
	units := t.units()
	if len(units) < 1 || len(units) > maxRenameUnits {
		return ""
	}
	asked := lowerWords(own)
	quoted := map[string]bool{} // words the request writes as code or in quotes: never syntax
	for _, w := range asked {
		if quantifiesAll(w) {
			return ""
		}
	}
	path := wordSet(lowerWords(t.Name))
	for _, q := range quotedRuns(own) {
		for _, w := range lowerWords(q) {
			quoted[w] = true
		}
	}
	groups := map[[2]string][][2]string{} // the edit (taken, brought) → the lines it is made on
	var order [][2]string
	for _, u := range units {
		if len(u.removed) != len(u.added) {
			continue
		}
		for i := range u.removed {
			o, n := strings.TrimSpace(u.removed[i]), strings.TrimSpace(u.added[i])
			if o == n || o == "" || n == "" {
				continue
			}
			k := lineEdit(o, n)
			if len(groups[k]) == 0 {
				order = append(order, k)
			}
			groups[k] = append(groups[k], [2]string{o, n})
		}
	}
	for _, k := range order {
		g := groups[k]
		if swapWritten(g[0][0], g[0][1], own) {
			continue // "rename `cnt` to `count`": a swap of two words written goes wherever the word is
		}
		olds := make([]string, len(g))
		for i, p := range g {
			_, _, olds[i] = wholeEdit(p[0], p[1]) // the words the edit leaves
		}
		if line := unnamedRepeat(olds, asked, quoted, path); line != "" {
			return fmt.Sprintf("the same edit is also made on %q, which your request does not name", clip80(line))
		}
	}
	return ""
}

// swapWritten reports whether an edit takes a word away and brings
// another in, both written alone by the request (writtenAlone: "make
// `checksum` return u32 instead of u64"): such a swap goes wherever the
// word is. The edit is widened to whole names first ("nt" → "ount" of
// cnt → count).
func swapWritten(oldLine, newLine string, own string) bool {
	from, to, _ := wholeEdit(oldLine, newLine)
	return from != "" && to != "" && writtenAlone(own, from) && writtenAlone(own, to)
}

// wholeEdit is lineEdit widened on both sides to whole names where it
// cuts into one ("nt" → "ount" of cnt → count, "" → "p" of npm → pnpm):
// the old and new text of the edit, and the old line without it (its
// context, what the edit leaves as it was).
func wholeEdit(oldLine, newLine string) (from, to, context string) {
	p, q := commonEnds(oldLine, newLine)
	a, b := p, len(oldLine)-q
	c, d := p, len(newLine)-q
	identAt := func(s string, i int) bool { return i >= 0 && i < len(s) && isIdentByte(s[i]) }
	if identAt(oldLine, a-1) && (identAt(oldLine, a) || identAt(newLine, c)) {
		for identAt(oldLine, a-1) { // the edit begins inside a name
			a, c = a-1, c-1
		}
	}
	if identAt(oldLine, b) && (identAt(oldLine, b-1) || identAt(newLine, d-1)) {
		for identAt(oldLine, b) { // the edit ends inside a name
			b, d = b+1, d+1
		}
	}
	return strings.TrimSpace(oldLine[a:b]), strings.TrimSpace(newLine[c:d]), oldLine[:a] + " " + oldLine[b:]
}

// lineEdit is what turns oldLine into newLine once their common beginning
// and end are left out: the text taken away and the text brought in.
func lineEdit(oldLine, newLine string) [2]string {
	p, q := commonEnds(oldLine, newLine)
	return [2]string{oldLine[p : len(oldLine)-q], newLine[p : len(newLine)-q]}
}

// commonEnds are the lengths of the common beginning of a and b and of
// their common end that does not reach into it.
func commonEnds(a, b string) (p, q int) {
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	return p, q
}

// writtenAlone reports whether text writes w as a word of its own: as a
// word outside quotes and code, or as the whole of a quoted run. A word
// written only inside a quoted phrase ("`npm install`", "'Getting
// started'") belongs to the phrase.
func writtenAlone(text, w string) bool {
	text, w = strings.ToLower(text), strings.ToLower(w)
	inside := 0
	runs := quotedRuns(text)
	for _, sp := range singleQuoted(text) { // 'Getting started'
		runs = append(runs, strings.Join(lowerWords(text[sp.Start:sp.End]), " "))
	}
	for _, r := range runs {
		if strings.TrimSpace(r) == w {
			return true
		}
		inside += wordCount(r, w)
	}
	return wordCount(text, w) > inside
}

// wordCount is how many times w occurs in t as a whole name.
func wordCount(t, w string) int {
	n := 0
	for i := 0; w != "" && i+len(w) <= len(t); i++ {
		if t[i:i+len(w)] == w && (i == 0 || !isIdentByte(t[i-1])) && (i+len(w) == len(t) || !isIdentByte(t[i+len(w)])) {
			n++
		}
	}
	return n
}

// unnamedRepeat is the first of lines (the contexts of the old lines one
// edit is made on: what it leaves of them)
// that holds none of the words by which the request tells the lines
// apart, when another holds one; or "". Those words are the request's
// words (three letters or more, no word of syntax unless written as code
// or quoted, no word of the file's path) that some of the lines hold and
// some do
// not: "install" of "`npm install`" beside "npm run dev", where "npm" is
// in both.
func unnamedRepeat(lines, asked []string, quoted, path map[string]bool) string {
	if len(lines) < 2 {
		return ""
	}
	holds := make([]map[string]bool, len(lines))
	for i, l := range lines {
		holds[i] = wordSet(lowerWords(l))
	}
	var telling []string
	for _, w := range asked {
		if len(w) < 3 || path[w] || !quoted[w] && isSyntaxWord(w) {
			continue
		}
		in := 0
		for _, h := range holds {
			if h[w] {
				in++
			}
		}
		if in > 0 && in < len(lines) {
			telling = append(telling, w)
		}
	}
	if len(telling) == 0 {
		return ""
	}
	for i, h := range holds {
		named := false
		for _, w := range telling {
			named = named || h[w]
		}
		if !named {
			return lines[i]
		}
	}
	return ""
}

// quantifiesAll reports whether the lower-cased word w says a request
// covers every place of its kind, in one of the languages requests come
// in ("all", "every", "both", "everywhere", "alle", "tous", "todos",
// "tutti", "все", "全部", "すべて", "모든" …).
func quantifiesAll(w string) bool {
	switch w {
	case "all", "every", "each", "both", "everywhere", "throughout", "globally", "everything",
		"alle", "allen", "alles", "überall", "beide", "beiden", "jede", "jeden", "jedes",
		"tous", "toutes", "tout", "partout", "chaque", "les deux",
		"todos", "todas", "todo", "cada", "ambos", "ambas", "siempre",
		"tutti", "tutte", "ogni", "entrambi", "ovunque",
		"wszystkie", "wszystkich", "każdy", "oba", "obie", "wszędzie",
		"все", "всё", "каждый", "оба", "везде", "всех",
		"全部", "所有", "每个", "すべて", "全て", "全部の", "모든", "전부", "모두":
		return true
	}
	return false
}
