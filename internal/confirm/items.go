package confirm

import (
	"fmt"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file reads a request that points into a list instead of naming
// its change: review comments the user pastes and asks to have addressed
// ("address these", "fix 1 and 2, skip 3", "except the nit"), findings
// the assistant listed ("just 3"), and what the assistant just named
// ("good catch on the webhook one, fix that", "do the same there").

// maxItems bounds the items a list is read for, maxListBytes the message
// that hands them over.
const (
	maxItems     = 12
	maxListBytes = 4096
)

// listItem is one item of a list: its text and its 1-based position.
type listItem struct {
	text string
	n    int
}

// quotedItems splits a user's message into the items of a list it holds
// — quoted lines ("> src/api/client.ts: …"), numbered lines ("1. …",
// "2) …") or bullets ("- …") — and the rest, the user's own words about
// them. Fewer than two items is no list.
func quotedItems(msg string) ([]listItem, string) {
	n := 0
	for rest := msg; rest != "" && n < 2; {
		line, after, _ := strings.Cut(rest, "\n")
		if _, ok := itemBody(strings.TrimSpace(line)); ok {
			n++
		}
		rest = after
	}
	if n < 2 {
		return nil, msg // most messages hold no list: nothing to split
	}
	var items []listItem
	var rest strings.Builder
	for _, line := range strings.Split(msg, "\n") {
		l := strings.TrimSpace(line)
		body, ok := itemBody(l)
		if ok && len(items) < maxItems {
			items = append(items, listItem{text: body, n: len(items) + 1})
			continue
		}
		rest.WriteString(line)
		rest.WriteByte('\n')
	}
	if len(items) < 2 {
		return nil, msg
	}
	return items, rest.String()
}

// itemBody is a list line's text without its marker: "> x", "- x", "* x",
// "1. x", "2) x".
func itemBody(l string) (string, bool) {
	for _, m := range [...]string{"> ", "- ", "* "} {
		if b, ok := strings.CutPrefix(l, m); ok {
			return b, true
		}
	}
	if len(l) > 3 && l[0] >= '1' && l[0] <= '9' && (l[1] == '.' || l[1] == ')') && l[2] == ' ' {
		return l[3:], true
	}
	return "", false
}

// offeredItems is the labelled items of an assistant message
// (labelledOptions: "1. `total` ignores the discount", "(b) quick fix:
// …"), in label order, numbered by position.
func offeredItems(opts map[string]string) []listItem {
	var out []listItem
	for _, l := range "123456789abcdefgh" {
		if o, ok := opts[string(l)]; ok {
			out = append(out, listItem{text: o, n: len(out) + 1})
		}
	}
	return out
}

// itemPick is what a directive picks of a list: items by position, all
// of them, and the items it keeps out.
type itemPick struct {
	picked, excluded map[int]bool
	all              bool
}

// excludes reports whether w opens a part of a directive that keeps items
// out: "skip 3", "except 2", "leave the webhook", "not the nit".
func excludes(w string) bool {
	switch w {
	case "skip", "except", "not", "don't", "leave", "without", "ignore", "but":
		return true
	}
	return false
}

// pickItems reads which items a directive picks: numbers, ordinals and
// letters ("fix 1 and 2", "the first one", "do b"), all of them ("all",
// "both", "these", "them", "the review"), or the one item a content word
// of the directive occurs in ("good catch on the webhook one"); what
// follows "skip", "except", "not", "leave" up to the clause's end is kept
// out ("skip 3", "except the nit about stderr").
func pickItems(directive string, items []listItem, lettered bool) itemPick {
	p := itemPick{picked: map[int]bool{}, excluded: map[int]bool{}}
	norm := lang.Normalize(directive)
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	out := false
	asking := sentenceAsks(norm, ws, 0)
	for k, w := range ws {
		if k > 0 && strings.ContainsAny(norm[ws[k-1].End:w.Start], ",.;:—!\n") {
			out = false
		}
		if k > 0 && strings.ContainsAny(norm[ws[k-1].End:w.Start], ".!\n") {
			asking = sentenceAsks(norm, ws, k)
		}
		if excludes(w.Text) {
			out = true
			continue
		}
		set := p.picked
		if out {
			set = p.excluded
		}
		n := lang.Ordinal(w.Text)
		if inVersion(norm, w) {
			n = 0 // "pydantic 2.7 broke our validators": a version, not item 2
		}
		if n > 0 && spelledCardinal(w.Text) && k+1 < len(ws) && !strings.ContainsAny(norm[w.End:ws[k+1].Start], ",.;:—!\n") && !joinsLabels(ws[k+1].Text) {
			n = 0 // "two moving parts" counts, it picks nothing
		}
		if n == 0 && lettered && len(w.Text) == 1 && w.Text[0] >= 'a' && w.Text[0] <= 'h' && (w.Text != "a" || k == 0) {
			n = int(w.Text[0]-'a') + 1
		}
		switch {
		case n > 0 && n <= len(items):
			set[n] = true
		case !out && (lang.SelectsAll(w.Text) || w.Text == "these" || w.Text == "them" || w.Text == "review" || w.Text == "comments"):
			p.all = true
		case (asking && pointsAtItem(ws, k) || out) && len(w.Text) >= 4 && !isStopWord(w.Text) && !lang.IsChangeVerb(w.Text):
			if i := onlyItemWith(items, w.Text); i > 0 {
				set[i] = true
			}
		}
	}
	return p
}

// inVersion reports whether number w is part of a dotted version or
// decimal ("2" and "7" of "2.7", "1" of "v1.8.1"): a dot joins it to
// another digit.
func inVersion(norm string, w word) bool {
	digit := func(i int) bool { return i >= 0 && i < len(norm) && norm[i] >= '0' && norm[i] <= '9' }
	return w.End < len(norm) && norm[w.End] == '.' && digit(w.End+1) || w.Start > 0 && norm[w.Start-1] == '.' && digit(w.Start-2)
}

// pointsAtItem reports whether ws[k] is the word a reply tells an item
// by: one or two words before "one", "thing", "issue", "comment", "part"
// ("good catch on the webhook one", "the dirty tree thing"). A word of a
// reason ("the gaps I can live with") points at nothing.
func pointsAtItem(ws []word, k int) bool {
	for j := k + 1; j < len(ws) && j <= k+2; j++ {
		switch ws[j].Text {
		case "one", "thing", "issue", "comment", "part", "bit", "finding":
			return true
		}
	}
	return false
}

// sentenceAsks reports whether the sentence starting at word k asks for
// a change: a change verb, or "do"/"address" ("good catch on the webhook
// one, fix that"). A content word picks an item only there: "the dirty
// tree thing is intentional" picks nothing.
func sentenceAsks(norm string, ws []word, k int) bool {
	for ; k < len(ws); k++ {
		if lang.IsChangeVerb(ws[k].Text) && !praised(ws, ws[k]) || ws[k].Text == "do" || ws[k].Text == "address" {
			return true
		}
		if k+1 < len(ws) && strings.ContainsAny(norm[ws[k].End:ws[k+1].Start], ".!\n") {
			return false
		}
	}
	return false
}

// onlyItemWith is the position of the one item whose words include w, 0
// when none or several do.
func onlyItemWith(items []listItem, w string) int {
	found := 0
	for _, it := range items {
		for _, x := range lang.WordsIn(lang.Normalize(it.text), span{Start: 0, End: len(it.text)}) {
			if x.Text == w || hasPart(x.Text, w) {
				if found > 0 {
					return 0
				}
				found = it.n
				break
			}
		}
	}
	return found
}

// takes reports whether item i is taken: picked, or all taken and not
// kept out. With nothing picked and nothing said of all, none is.
func (p itemPick) takes(i int) bool {
	if p.excluded[i] {
		return false
	}
	return p.picked[i] || p.all && len(p.picked) == 0
}

// directiveAsks reports whether the user's words about a list ask for
// its items to be done: a change verb that asks ("fix 1 and 2", "address
// these"), an approval, or a bare pick ("just 3"); never a question, a
// hedge, a refusal, or the user doing it ("I'll handle them myself",
// "let's talk tomorrow").
func directiveAsks(d reading, approves func(string) bool) bool {
	if strings.Contains(d.Text, "?") || d.declines() || len(d.words) > 3*maxAnswerWords || lang.SarcasticIn(d.orig, lang.Clauses(d.orig)) {
		return false
	}
	for _, w := range d.words {
		switch {
		case lang.IsHedge(w.Text):
			return false
		}
		switch w.Text {
		case "myself", "i'll", "we'll", "later", "discuss", "talk", "thoughts", "before", "agree":
			return false
		}
	}
	asks := false
	for _, v := range d.verbs {
		if v.problem != "" {
			return false
		}
		asks = asks || !praised(d.words, v.word)
	}
	if asks || approves(d.orig) || doesIt(d.words) {
		return true
	}
	for _, part := range strings.FieldsFunc(d.orig, func(r rune) bool { return r == ',' || r == ';' || r == '—' || r == '-' }) {
		if approves(strings.TrimSpace(part)) {
			return true // "the first one, go": the pick, then a go-ahead
		}
	}
	for _, w := range d.words {
		switch w.Text {
		case "address", "apply", "handle", "tackle", "through", "do", "just", "only", "all", "both":
			return true
		}
	}
	return false
}

// itemNames reports whether a list item names this change: a code name of
// the edited range written in it (`getUser`, DEFAULT_TIMEOUT), or the
// target's file — its own, or the list's lead's when leadFile ("Other
// things in deploy.sh: …") — with words the change brings in; never an item that names
// only other files or another declaration of the file, nor one that
// spells out another change.
func itemNames(item string, t Target, leadFile bool) (string, bool) {
	norm := lang.Normalize(item)
	ms := mentions(item, norm, t, false)
	if leadFile && !namesOtherFiles(item) && bringsSomeIn(item, t) && otherDeclared(item, lang.WordsIn(norm, span{Start: 0, End: len(norm)}), t, keepsNothing) == "" && pointsAtEdit(item, t) {
		return t.Name, true // "Other things in deploy.sh: - `$SLACK_WEBHOOK` isn't checked"
	}
	if namesOtherFiles(item) && !anyFile(ms) {
		return "", false
	}
	if otherDeclared(item, lang.WordsIn(norm, span{Start: 0, End: len(norm)}), t, keepsNothing) != "" || !proposalShows(item, t) {
		return "", false
	}
	declared := false
	have := tokenSet(item)
	for _, d := range t.Declared {
		declared = declared || have[d]
	}
	if !declared && !pointsAtEdit(item, t) {
		return "", false // "DEFAULT_TIMEOUT … make it 15000" for a line that only uses it
	}
	for _, m := range codeOrFile(item, ms) {
		if !m.file {
			return m.what, true
		}
	}
	if s := spansInRange(item, t); len(s) > 0 {
		return s[0].what, true
	}
	if anyFile(ms) && bringsSomeIn(item, t) {
		return ms[0].what, true
	}
	return "", false
}

// listedPick reads the latest message u as pointing into a list: review
// comments it quotes, or items the assistant just listed. It is explicit
// when the user's words ask for the items they pick and a picked item
// names this change; it needs confirmation when only an item the user
// did not pick (or kept out) names it. Not a list, or no item naming the
// change: not ok, for the other rules.
func listedPick(conv []Turn, u int, t Target, approves func(string) bool) (Classification, bool) {
	if len(conv[u].Text) > maxListBytes {
		return Classification{}, false // a wall of pasted text is no list handed over
	}
	items, directive := quotedItems(conv[u].Text)
	lettered, leadFile := false, false
	var msg string
	if items == nil && u > 0 && conv[u-1].Role == Assistant {
		msg = headTail(assistantBlock(conv, u-1))
		opts := labelledOptions(msg)
		items, directive = offeredItems(opts), conv[u].Text
		lettered = opts["a"] != ""
		if len(items) < 2 {
			items, _ = quotedItems(msg) // "- `$SLACK_WEBHOOK` isn't checked …"
		}

	}
	if len(strings.Fields(directive)) > 3*maxAnswerWords {
		return Classification{}, false
	}
	norm := lang.Normalize(directive)
	var p itemPick
	if len(items) >= 2 {
		p = pickItems(directive, items, lettered)
	} else if msg != "" && anaphoric(lang.WordsIn(norm, span{Start: 0, End: len(norm)})) {
		items = codeSentences(msg)
		p = itemPick{picked: map[int]bool{len(items): true}}
	}
	if len(items) < 2 || len(p.picked) == 0 && len(p.excluded) == 0 && !p.all || !directiveAsks(read(directive, t), approves) {
		return Classification{}, false
	}
	if msg != "" {
		if i := strings.Index(msg, items[0].text); i > 0 {
			lead := msg[:i]
			leadFile = anyFile(mentions(lead, lang.Normalize(lead), t, false))
		}
	}
	best, bestScore, tie := -1, 0, false
	what := ""
	for i, it := range items {
		sc := itemScore(it.text, t)
		w, ok := itemNames(it.text, t, leadFile)
		if !ok {
			if sc > 0 && sc >= bestScore {
				tie = true // an item as close that does not name it: which one is not said
			}
			continue
		}
		switch {
		case sc > bestScore:
			best, bestScore, tie, what = i, sc, false, w
		case sc == bestScore:
			tie = true
		}
	}
	if best < 0 || tie && !p.takesAllAsClose(items, bestScore, t) {
		return Classification{}, false // no item, or several alike: which one is not said
	}
	it := items[best]
	if p.takes(it.n) {
		return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for item %d of the list (%q), and it names %q", it.n, clip80(it.text), what)}, true
	}
	if len(p.picked) > 0 || len(p.excluded) > 0 {
		return needs(fmt.Sprintf("you asked for other items of the list than the one naming %q", what)), true
	}
	return Classification{}, false
}

// takesAllAsClose reports whether the pick takes every item that matches
// the change as closely as the best one (score at least best): "all of
// them" to two version bumps that one edit makes together leaves no doubt
// about which item the change answers, where "just httpx" would.
func (p itemPick) takesAllAsClose(items []listItem, best int, t Target) bool {
	for _, it := range items {
		if itemScore(it.text, t) >= best && !p.takes(it.n) {
			return false
		}
	}
	return true
}

// itemScore is how closely a list item matches this change: the distinct
// words of four letters or more and code names it shares with the
// change's old and new lines, and two more when it names a declaration
// the edit lies in. The item a change answers is the one it matches best.
func itemScore(item string, t Target) int {
	have := tokenSet(item)
	seen := map[string]bool{}
	n := 0
	for _, w := range append(tokens(t.removed), tokens(t.Added)...) {
		if len(w) >= 4 && have[w] && !seen[w] {
			seen[w] = true
			n++
		}
	}
	for _, d := range t.Declared {
		if have[d] {
			n += 2
			break
		}
	}
	return n
}

// anaphoric reports whether a reply points back at what was just named
// instead of naming it: "do the same there", "fix that", "same fix for
// that one".
//
// The pointer must be the request's own object or place: "there" right
// after a verb or a pronoun ("do it there"), "that" right after a verb,
// or after "for" that follows one ("same fix for that"). "the read
// timeout there to 300s" names its own object and points only at the
// file; "someone else has a PR for that" points at a thing to leave.
func anaphoric(ws []word) bool {
	verbBefore := func(k int) bool {
		return k > 0 && (lang.IsChangeVerb(ws[k-1].Text) || pointer(ws[k-1].Text) || ws[k-1].Text == "fix" || ws[k-1].Text == "do")
	}
	for k, w := range ws {
		switch w.Text {
		case "same":
			return true
		case "there":
			if verbBefore(k) {
				return true
			}
		case "that":
			if k > 0 && lang.IsChangeVerb(ws[k-1].Text) || k > 1 && ws[k-1].Text == "for" && verbBefore(k-1) || k+1 < len(ws) && ws[k+1].Text == "one" {
				return true
			}
		}
	}
	return false
}

// codeSentences is the sentences of an assistant message that write code
// names in backquotes ("`handleSignup` in the same file has the same
// problem"), as items in order: what "do the same there" can point at is
// the last of them.
func codeSentences(msg string) []listItem {
	var out []listItem
	for _, s := range lang.Sentences(msg) {
		text := msg[s.Start:s.End]
		if strings.Count(text, "`") >= 2 && len(out) < maxItems {
			out = append(out, listItem{text: text, n: len(out) + 1})
		}
	}
	return out
}

// namesOtherFiles reports whether text names a file by a path or a name
// with an extension; numbers ("0.5", "1.2.3") and code names whose last
// part is no extension ("err.Error()", "time.Parse") are not files.
func namesOtherFiles(text string) bool {
	for _, f := range pathsIn(text) {
		if strings.Contains(f, "/") {
			return true
		}
		ext := f[strings.LastIndexByte(f, '.')+1:]
		if len(ext) > 0 && len(ext) <= 5 && strings.ToLower(ext) == ext && !isDigits(f[:1]) {
			return true
		}
	}
	return false
}

// spelledCardinal reports whether a number word is a cardinal spelled out
// ("two", not "2" or "second").
func spelledCardinal(w string) bool {
	if isDigits(w) {
		return false
	}
	for _, suf := range [...]string{"st", "nd", "rd", "th"} {
		if strings.HasSuffix(w, suf) {
			return false
		}
	}
	return true
}

// joinsLabels reports whether w, after a label, goes on picking: "one and
// two", "two only", "two please", "two now".
func joinsLabels(w string) bool {
	switch w {
	case "and", "or", "only", "please", "pls", "now", "too":
		return true
	}
	return false
}

// maxYesSentences and maxYesBytes bound a reply read for a yes inside.
const (
	maxYesSentences = 6
	maxYesBytes     = 600
)

// yesInside reads a longer reply that approves in one of its sentences
// and says nothing against it in any ("ah, leftover from the
// rename. Yes, go ahead. Unrelated: remind me later about the cron."):
// the approving sentence is read by approves (the consent reader's
// reading of a plain approval); every other sentence must be an aside
// (opened by "btw", "unrelated", …) or plain talk without a question, a
// negation, a hedge, a reservation ("but", "first", "until", "though") or
// the user taking the work ("myself").
func yesInside(text string, approves func(string) bool) bool {
	if len(text) > maxYesBytes {
		return false
	}
	sents := lang.Sentences(text)
	if len(sents) < 2 || len(sents) > maxYesSentences {
		return false
	}
	yes := false
	for _, s := range sents {
		part := text[s.Start:s.End]
		if s.Question || !plainTalk(part) {
			return false
		}
		yes = yes || approves(part) || asksToDo(part)
	}
	return yes
}

// plainTalk reports whether a sentence of a reply is an aside or says
// nothing that holds a change back.
func plainTalk(sentence string) bool {
	norm := lang.Normalize(sentence)
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	if len(ws) > 0 && lang.IsAside(ws[0].Text) {
		return true
	}
	for _, w := range ws {
		if lang.IsNo(w.Text) || lang.IsNegation(w.Text) || lang.IsHedge(w.Text) {
			return false
		}
		switch w.Text {
		case "but", "first", "until", "though", "however", "actually", "instead", "yet", "before", "myself", "only", "except", "unless":
			return false
		}
	}
	return true
}

// asksToDo reports whether a sentence tells the assistant to do what it
// proposed, at the start of one of its clauses: "do it", "please do it",
// "that looks right to me, please do that".
func asksToDo(sentence string) bool {
	norm := lang.Normalize(sentence)
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	for k := range ws {
		start := k == 0 || strings.ContainsAny(norm[ws[k-1].End:ws[k].Start], ",;:—")
		if k > 0 && (ws[k-1].Text == "please" || ws[k-1].Text == "pls") {
			start = k == 1 || strings.ContainsAny(norm[ws[k-2].End:ws[k-1].Start], ",;:—")
		}
		if start && doesIt(ws[k:]) {
			return true
		}
	}
	return false
}

// takesWorkOn reports whether a reply has the user do the work: "I'll
// change it myself after lunch". No yes in it lets the assistant do it.
// An aside ("Unrelated: … I'll deal with that one myself") is about
// something else.
func takesWorkOn(reply string, t Target) bool {
	if len(reply) > maxYesBytes || !strings.Contains(reply, "yself") && !strings.Contains(reply, "urselves") {
		return false // a long message is no short yes, and the words are rare
	}
	norm := lang.Normalize(reply)
	for _, s := range lang.Sentences(norm) {
		ws := lang.WordsIn(norm, s.Span)
		if len(ws) > 0 && lang.IsAside(ws[0].Text) {
			continue
		}
		for _, cl := range lang.ClauseSpans(norm, s.Span) {
			cws := lang.WordsIn(norm, cl)
			for _, w := range cws {
				if (w.Text == "myself" || w.Text == "ourselves") && !ownWorkElsewhere(cws, t) {
					return true
				}
			}
		}
	}
	return false
}

// ownWorkElsewhere reports whether a clause of the user's own work ("I'll
// update my DATABASE_URL myself") names what it is about, and that is no
// part of the change t: no word of its objects occurs in the file's name,
// the changed lines or what encloses them. A clause on "it", "that" or
// "the rest", or on anything the change touches, is own work on the
// change.
func ownWorkElsewhere(ws []word, t Target) bool {
	change := strings.ToLower(t.Name + "\n" + t.Range + "\n" + t.Added + "\n" + t.removed)
	named := false
	for _, w := range ws {
		switch w.Text {
		case "it", "that", "this", "them", "those", "rest", "everything", "all", "change", "changes", "edit", "file":
			return false
		}
		if len(w.Text) < 3 || isStopWord(w.Text) || isDeterminer(w.Text) || lang.IsChangeVerb(w.Text) || lang.IsYes(w.Text) {
			continue
		}
		switch w.Text {
		case "myself", "ourselves", "i'll", "will", "handle", "later", "then", "please", "own", "my", "our":
			continue
		}
		if strings.Contains(change, w.Text) {
			return false
		}
		named = true
	}
	return named
}

// hasPart reports whether w is one of the parts of an identifier joined
// by "_" or "-" ("webhook" of "slack_webhook").
func hasPart(ident, w string) bool {
	if len(ident) <= len(w) || !strings.ContainsAny(ident, "_-") {
		return false
	}
	for _, p := range strings.FieldsFunc(ident, func(r rune) bool { return r == '_' || r == '-' }) {
		if p == w {
			return true
		}
	}
	return false
}

// praised reports whether a verb is the noun of praise: "good catch",
// "nice fix", "great find".
func praised(ws []word, v word) bool {
	for k := 1; k < len(ws); k++ {
		if ws[k].Start == v.Start {
			switch ws[k-1].Text {
			case "good", "nice", "great", "excellent":
				return true
			}
			return false
		}
	}
	return false
}

// offersToChange is the change verb of an assistant's question that
// offers to make a change and asks only where ("Which one should I raise
// to 30s?", "Which should I update to 2025?"): the user's pick then says
// which. "" when the question asks something else ("Which one is used?").
func offersToChange(msg string) string {
	q := lang.Normalize(lastQuestion(msg))
	ws := lang.WordsIn(q, span{Start: 0, End: len(q)})
	for k := 1; k+1 < len(ws); k++ {
		if (ws[k].Text == "i" || ws[k].Text == "we") && (ws[k-1].Text == "should" || ws[k-1].Text == "shall") && lang.IsChangeVerb(ws[k+1].Text) {
			return ws[k+1].Text
		}
		if ws[k].Text == "should" && (ws[k-1].Text == "which" || ws[k-1].Text == "one") && lang.IsChangeVerb(ws[k+1].Text) {
			return ws[k+1].Text // "Which should drop to warn?", "Which one should change?"
		}
	}
	return ""
}

// keepsNothing is the isKept of a text that keeps no part of the file out
// of the change (a review item says what to change, not what to leave).
func keepsNothing(word) bool { return false }
