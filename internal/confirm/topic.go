package confirm

import (
	"slices"
	"strings"
	"unicode"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// maxTopicWords bounds the words of a request measured as its topic.
const maxTopicWords = 24

// topicWord is a word of a request, as typed and as compared (stemmed).
type topicWord struct {
	typed, stem string
}

// offTopic is the topic rule of the scope check, for a request that names
// a file and no part of it that the specifics rules read (no key, symbol,
// value or number): "turn off react/prop-types in .eslintrc.js", "maria
// left, swap her for @kenji in docs/onboarding.md", "turn on format on save
// in .vscode/settings.json". The content words of the sentence naming the
// file at (not the file's name, verbs of change, plain words or words the
// user keeps), cut into pieces at marks and case changes and stemmed
// ("react/prop-types" → react, prop, type; "formatOnSave" → format, on,
// save), are its topic; those the file holds are its anchors. A change
// that touches no anchor — no unit's lines, old or new, nor the blocks
// around them, hold one — and brings in no topic word is elsewhere in the
// file: the first anchor, as typed, is returned. "" when the request has
// no anchor in the file (nothing places it), or the change touches one.
func (r reading) offTopic(at lang.Span, units []unit, isKept func(lang.Span) bool) (specific, part string) {
	si := r.sentenceOf(at.Start)
	if si < 0 || len(units) == 0 {
		return "", ""
	}
	topic := r.topicWords(r.sents[si].Span, at, isKept)
	if len(topic) == 0 {
		return "", ""
	}
	held := heldStems(r.t.file, topic)
	first := ""
	for _, w := range topic {
		if held[w.stem] {
			first = w.typed
			break
		}
	}
	if first == "" {
		return "", ""
	}
	on := make([]bool, len(units))
	any := false
	title := documentTitle(r.t.file, r.t.prose)
	for i, u := range units {
		names := u.names
		if title != "" {
			// the title encloses every line: it places none of them
			names = slices.DeleteFunc(slices.Clone(names), func(n string) bool { return n == title })
		}
		around := strings.Join(names, " ") + "\n" + strings.Join(u.opens, "\n") + "\n" + u.head
		touched := pieceSet(u.text() + "\n" + around)
		for _, w := range topic {
			if touched[w.stem] {
				on[i], any = true, true
				break
			}
		}
	}
	if !any {
		return first, ""
	}
	for i, u := range units {
		if !on[i] && !u.consequence(units) && !(u.reindentOnly() && reindents(units)) {
			return first, u.shown()
		}
	}
	return "", ""
}

// topicWords are the content words of the request in sent (see offTopic),
// outside the mention at, another file's part and what the user keeps.
func (r reading) topicWords(sent, at lang.Span, isKept func(lang.Span) bool) []topicWord {
	text := r.Text
	var out []topicWord
	toks := fieldSpans(text)
	for _, sp := range toks {
		if sp.Start < sent.Start || sp.End > sent.End || sp.Start < at.End && sp.End > at.Start {
			continue
		}
		tok := strings.Trim(text[sp.Start:sp.End], ",;:()[]{}\"'`?!.")
		if tok == "" || r.verbAt(sp) || isTicket(tok) || hasFileExtension(tok) && isPathLike(tok) || otherFileInPart(text, toks, at, sp) || isKept != nil && isKept(sp) {
			continue
		}
		for _, p := range identPieces(tok) {
			lower := strings.ToLower(p)
			if len(lower) < 3 || !isIdentWord(lower) || isStopWord(lower) || isDeterminer(lower) || lang.IsModal(lower) ||
				isPlainWord(lower) && p == lower && !isProgramNoun(lower) || isTopicFiller(stemWord(lower)) {
				continue
			}
			if len(out) < maxTopicWords {
				out = append(out, topicWord{typed: p, stem: stemWord(lower)})
			}
		}
	}
	return out
}

// verbAt reports whether the request's verb of change stands at sp.
func (r reading) verbAt(sp lang.Span) bool {
	for _, v := range r.verbs {
		if v.Start >= sp.Start && v.Start < sp.End {
			return true
		}
	}
	return false
}

// isProgramNoun reports whether w, a plain word of requests (isPlainWord),
// names a thing of programs: the topic of "stop on the first error".
func isProgramNoun(w string) bool {
	switch w {
	case "error", "errors", "string", "strings", "return", "returns", "object", "number", "print", "class", "function", "import":
		return true
	}
	return false
}

// isTopicFiller reports whether w is a word of how a request is put
// rather than of what it is about: it places nothing in a file.
func isTopicFiller(w string) bool {
	switch w {
	case "turn", "make", "set", "change", "switch", "fix", "update", "use", "put", "get", "let", "want", "now",
		"currently", "anymore", "instead", "too", "yet", "ever", "always", "never", "really", "actually", "maybe",
		"okay", "thing", "stuff", "bit", "part", "one", "ones", "way", "something", "anything", "everything",
		"new", "old", "same", "first", "last", "next", "line", "file", "section", "block", "setting", "settings",
		"config", "value", "option", "entry", "key", "item", "list", "left", "right", "don", "doesn", "isn", "won",
		// values a setting takes, which the change may bring anywhere
		"off", "true", "false", "yes", "enable", "enabled", "disable", "disabled", "null", "none":
		return true
	}
	return false
}

// identPieces cuts a token into words at marks and at case changes:
// "react/prop-types" → react, prop, types; "formatOnSave" → format, On,
// Save; "HTTPServer" → HTTP, Server.
func identPieces(tok string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(tok, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) }) {
		rs := []rune(f)
		start := 0
		for i := 1; i < len(rs); i++ {
			lowerToUpper := unicode.IsLower(rs[i-1]) && unicode.IsUpper(rs[i])
			acronymEnd := i+1 < len(rs) && unicode.IsUpper(rs[i-1]) && unicode.IsUpper(rs[i]) && unicode.IsLower(rs[i+1])
			if lowerToUpper || acronymEnd {
				out = append(out, string(rs[start:i]))
				start = i
			}
		}
		out = append(out, string(rs[start:]))
	}
	return out
}

// pieceSet is the set of stemmed, lower-cased pieces (identPieces) of the
// words of text.
func pieceSet(text string) map[string]bool {
	set := map[string]bool{}
	for _, f := range strings.Fields(text) {
		for _, p := range identPieces(f) {
			if len(p) >= 3 {
				set[stemWord(strings.ToLower(p))] = true
			}
		}
	}
	return set
}

// heldStems are the stems of topic that text holds as pieces of its
// words (see pieceSet). The file's head is scanned once, byte by byte,
// and looked up, not collected: no map or string of its words is made.
// Pieces are ASCII letters and digits (other bytes cut them), cut again
// at case changes like identPieces.
func heldStems(text string, topic []topicWord) map[string]bool {
	want := make(map[string]bool, len(topic))
	for _, w := range topic {
		want[w.stem] = true
	}
	held := map[string]bool{}
	var buf [64]byte
	n, start := 0, 0
	flush := func() {
		if n >= 3 && n <= len(buf) {
			p := buf[:n]
			if n >= 5 && p[n-1] == 's' && p[n-2] == 'e' && p[n-3] == 'i' {
				p = append(p[:n-3], 'y')
			} else if n >= 5 && p[n-1] == 's' && p[n-2] != 's' {
				p = p[:n-1]
			}
			if want[string(p)] {
				held[string(p)] = true
			}
		}
		n = 0
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		isLower, isUpper, isDigit := c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9'
		if !isLower && !isUpper && !isDigit {
			flush()
			start = i + 1
			continue
		}
		if isUpper && i > start {
			prev := text[i-1]
			nextLower := i+1 < len(text) && text[i+1] >= 'a' && text[i+1] <= 'z'
			if prev >= 'a' && prev <= 'z' || prev >= 'A' && prev <= 'Z' && nextLower {
				flush()
			}
		}
		if isUpper {
			c += 'a' - 'A'
		}
		if n < len(buf) {
			buf[n] = c
		}
		n++
	}
	flush()
	return held
}

// stemWord strips a plural or third-person "s" from a lower-cased word of
// five letters or more ("deletes" → delete, "commits" → commit, "entries"
// → entry), not a double "ss" ("class").
func stemWord(w string) string {
	if len(w) >= 5 && strings.HasSuffix(w, "ies") {
		return w[:len(w)-3] + "y"
	}
	if len(w) >= 5 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return w[:len(w)-1]
	}
	return w
}

// placedElsewhere reports whether a line of file (its head) at the
// unit's own indentation, other than the unit's lines, holds a named word
// (lower-cased): the request places what it brings on that sibling ("add
// the limiter to the /login route"), so the unit, rewriting another line
// at that depth, brings it to the wrong place.
func placedElsewhere(file string, u unit, named []string) bool {
	if len(named) == 0 || len(u.removed) == 0 {
		return false
	}
	for line := range headLines(file) {
		if strings.TrimSpace(line) == "" || firstIndent(line) != u.indent || slices.Contains(u.removed, line) {
			continue
		}
		if anyWordIn(strings.ToLower(line), named) {
			return true
		}
	}
	return false
}

// swappedFrom are the words of weak (lower-cased words of the request the
// file holds) that the request names after "from" ("switch it from daily
// to weekly"): the values a change swaps away.
func swappedFrom(text string, weak []string) []string {
	lower := strings.ToLower(text)
	var out []string
	for _, w := range weak {
		if occursAsWord(lower, "from "+w) {
			out = append(out, w)
		}
	}
	return out
}

// strayGroup is the first line of a group of the unit's new lines that
// nothing of the request accounts for, or "". The new lines are cut into
// groups at their least indentation (a line there and the deeper lines,
// closing brackets and comments after it: "tags = {", its entries and
// "}"); a group is accounted for when it holds a word the request names,
// brings or asks as a value (accounts), or sets the key of a line the unit
// replaces ("port: 80" for "port: 8080"). "force_destroy on the logs
// bucket" does not ask for a tags block added beside it, nor "price to Int
// priceCents" for a new description field. Only a new key or a block
// counts (a line of a list, ".DS_Store", is an item); prose is not cut (a
// paragraph's lines are one thing said), nor the body of a named function
// of code (what it does is the request's).
func strayGroup(u unit, prose, data, inside bool, accounts func(string) bool) string {
	if prose || len(u.added) < 2 || !data && inside {
		return ""
	}
	least := -1
	for _, l := range u.added {
		if t := strings.TrimSpace(l); t != "" && !onlyNotes(t) && !onlyClosers(t) && (least < 0 || firstIndent(l) < least) {
			least = firstIndent(l)
		}
	}
	replaced := map[string]bool{}
	for _, l := range u.removed {
		if k := lineKey(strings.TrimSpace(l)); k != "" {
			replaced[strings.ToLower(k)] = true
		}
	}
	var groups [][]string
	for _, l := range u.added {
		t := strings.TrimSpace(l)
		if t == "" || onlyNotes(t) {
			continue
		}
		if firstIndent(l) == least && !onlyClosers(t) || len(groups) == 0 {
			groups = append(groups, nil)
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], l)
	}
	if len(groups) < 2 {
		return ""
	}
	// an item is a line of a list; one beside an item the request names
	// (".env" named, ".env.local" and "coverage/" added with it) is a
	// second entry nobody asked for (in a data file: in code, lines without
	// a key are statements)
	itemAsked := false
	for _, g := range groups {
		if data && len(g) == 1 && lineKey(strings.TrimSpace(g[0])) == "" && accounts(strings.ToLower(g[0])) {
			itemAsked = true
		}
	}
	for _, g := range groups {
		head := strings.TrimSpace(g[0])
		key := strings.ToLower(lineKey(head))
		if key == "" && len(g) == 1 && !itemAsked || replaced[key] || accounts(strings.ToLower(strings.Join(g, "\n"))) {
			continue
		}
		return head
	}
	return ""
}

// onlyClosers reports whether a line only closes brackets ("}", "});",
// "]", "end").
func onlyClosers(t string) bool {
	if t == "end" || t == "fi" || t == "done" || t == "esac" {
		return true
	}
	return strings.Trim(t, "}])>;, ") == "" || strings.HasPrefix(t, "</") && strings.Count(t, "<") == 1
}

// guardedOf are the words of kept (lower-cased) that the user keeps as
// they are ("leave the header as is", guarded), not those only asked
// about in a question or said to be so now, nor what is negated to be
// replaced ("restart always, not only on failure").
func (r reading) guardedOf(kept []string) []string {
	lower := strings.ToLower(r.Text)
	var out []string
	for _, w := range kept {
		for from := 0; from < len(lower); {
			i := strings.Index(lower[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			sp := lang.Span{Start: i, End: i + len(w)}
			si := r.sentenceOf(i)
			if si < 0 {
				break
			}
			cl := r.clauses[si][lang.ClauseAt(r.clauses[si], i)]
			if guarded(r.norm, r.sentWords[si], cl, sp) && keepsAsIs(lower[cl.Start:cl.End]) {
				out = append(out, w)
				break
			}
		}
	}
	return out
}

// keepsAsIs reports whether a clause (lower-cased) says to keep something
// as it is: "leave", "keep", "alone", "untouched", "as is", "stays".
func keepsAsIs(clause string) bool {
	for _, w := range []string{"leave", "keep", "alone", "untouched", "as is", "as it is", "stays", "stay as"} {
		if occursAsWord(clause, w) {
			return true
		}
	}
	return false
}

// additive reports whether the sentence naming the file at asks for
// something beside what is there, with no verb that replaces: a marker of
// addition ("too", "as well", "a second", "another", "additional", "also"
// before no verb of change: "should also be owned by @acme/payments") and
// no verb such as "bump", "change", "replace" or "switch". Such a request
// takes nothing away: a change dropping what a line had (an owner replaced
// rather than joined) is not asked for.
func (r reading) additive(at lang.Span) bool {
	si := r.sentenceOf(at.Start)
	if si < 0 {
		return false
	}
	ws := r.sentWords[si]
	marked := false
	for k, w := range ws {
		switch w.Text {
		case "bump", "change", "set", "switch", "replace", "update", "upgrade", "downgrade", "raise", "lower", "increase",
			"decrease", "rename", "move", "swap", "make", "turn", "fix", "correct", "edit", "modify", "rewrite", "remove", "drop", "delete":
			return false
		case "too", "second", "another", "additional", "extra":
			marked = true
		case "well":
			marked = marked || k > 0 && ws[k-1].Text == "as"
		case "also":
			marked = marked || k+1 < len(ws) && !r.verbAt(lang.Span{Start: ws[k+1].Start, End: ws[k+1].End})
		}
	}
	return marked
}

// without is list less the words of drop.
func without(list, drop []string) []string {
	var out []string
	for _, w := range list {
		if !slices.Contains(drop, w) {
			out = append(out, w)
		}
	}
	return out
}

// documentTitle is the title of a prose file: the text of its first line
// when that line is a level-one heading ("# Widgetry") and no other line
// is one, so that it encloses the whole document. "" otherwise.
func documentTitle(file string, prose bool) string {
	if !prose {
		return ""
	}
	title := ""
	first := true
	for l := range headLines(file) {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		h, ok := strings.CutPrefix(t, "# ")
		switch {
		case ok && first:
			title = strings.TrimSpace(h)
		case ok:
			return "" // a second title: each encloses its own part
		case first:
			return ""
		}
		first = false
	}
	return title
}

// maxHeadings bounds the Markdown headings of a file read by
// otherSection.
const maxHeadings = 64

// otherSection is, for a change of a prose file, the heading the request
// places the change under when a part lies under another one, and that
// part's line; "" when none. A heading is named when the request (asked:
// pieceForms of what the user said) holds one of its distinctive words —
// a word no other heading of the file has ("DELETE" of "## DELETE
// /users/:id" beside "## GET /users", "offline" of "### Does it work
// offline?"). A part is elsewhere when the innermost heading above it is
// not named and a named heading is not around it: "mention the admin role
// under the DELETE heading" written under GET (the "# API" above both,
// named by the file's path, places nothing).
func otherSection(file string, units []unit, asked map[string]bool) (heading, part string) {
	var heads []string
	for _, l := range strings.Split(file, "\n") {
		if h, ok := headingText(l); ok {
			if heads = append(heads, h); len(heads) > maxHeadings {
				return "", ""
			}
		}
	}
	if len(heads) < 2 {
		return "", ""
	}
	count := map[string]int{}
	pieces := make([][]string, len(heads))
	for i, h := range heads {
		seen := map[string]bool{}
		for _, w := range tokens(h) {
			for _, p := range identPieces(w) {
				p = strings.ToLower(p)
				if len(p) < minPieceLen || isSyntaxWord(p) || isNumber(p) && len(p) < 2 || seen[p] {
					continue
				}
				seen[p] = true
				pieces[i] = append(pieces[i], p)
				count[p]++
			}
		}
	}
	named := map[string]bool{}
	var order []string
	for i, h := range heads {
		for _, p := range pieces[i] {
			if count[p] == 1 && (isNumber(p) && asked[p] || !isNumber(p) && pieceAccounted(p, asked)) {
				if !named[h] {
					order = append(order, h)
				}
				named[h] = true
				break
			}
		}
	}
	for _, u := range units {
		if len(u.names) == 0 || named[u.names[0]] || holdsHeading(u) {
			continue // a part changing or bringing a heading is its own section
		}
		for _, h := range order {
			if !slices.Contains(u.names, h) {
				return h, u.shown() // named, and not around the part
			}
		}
	}
	return "", ""
}

// holdsHeading reports whether one of the unit's lines is a heading.
func holdsHeading(u unit) bool {
	for _, ls := range [2][]string{u.removed, u.added} {
		for _, l := range ls {
			if _, ok := headingText(l); ok {
				return true
			}
		}
	}
	return false
}

// headingText is the text of a Markdown ATX heading line ("## Usage" →
// "Usage") and whether the line is one.
func headingText(line string) (string, bool) {
	t := strings.TrimSpace(line)
	hashes := len(t) - len(strings.TrimLeft(t, "#"))
	if hashes == 0 || hashes > 6 || !strings.HasPrefix(t[hashes:], " ") {
		return "", false
	}
	return strings.TrimSpace(t[hashes:]), true
}
