package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A request written as the change itself: the user spells out a value
// that only the change brings in ("… make it 120", "we need 443 too",
// "EnableCache to true in App.config", "the CI config should be on node
// 22") in a sentence that also points at what the change rewrites — the
// file, or a word of the lines it changes. No verb is needed: a sentence
// that states the new value of the changed lines is the request, unless it
// is a question, softened or hedged, negated, or someone else's words.

// spellsChange reports whether sentence si states the change: a value the
// change brings in (see broughtValue) and an anchor — a mention of the
// target in the sentence (named) or, when named is false, a word of the
// lines the change rewrites (see rewrittenWord) — in a sentence that
// stands as the user's own plain statement (see plainStatement).
func (r reading) spellsChange(si int, named bool) bool {
	if !r.spells || si < 0 || si >= len(r.sents) || r.t.created || r.t.Command != "" || r.t.Removal != Keeps {
		return false
	}
	if named && r.oneRemoved() {
		// the file or a part of it is named: a plain statement of a new
		// value anywhere in the message is the request ("the playbook only
		// opens 80, we need 443 too. playbooks/web.yml")
		for sj := range r.sents {
			if r.plainStatement(sj) && r.statesValue(sj, true) {
				return true
			}
		}
		return false
	}
	if !r.plainStatement(si) || r.asksSomething() || placed(r.sentWords[si]) || !r.oneLine() {
		return false
	}
	if r.statesValue(si, false) {
		return true
	}
	// "eslint keeps yelling max-len at me. our limit is 120": the value in
	// one plain sentence, the changed lines named in another
	if !r.bringsValueIn(si) {
		return false
	}
	for sj := range r.sents {
		if sj != si && !placed(r.sentWords[sj]) && r.plainStatement(sj) && r.anchorIn(sj) {
			return true
		}
	}
	return false
}

// bringsValueIn reports whether sentence si spells a value the change
// brings in (see broughtValue).
func (r reading) bringsValueIn(si int) bool {
	for _, w := range r.sentWords[si] {
		if r.broughtValue(w) {
			return true
		}
	}
	return false
}

// anchorIn reports whether sentence si names the changed lines by a word
// they or their enclosing blocks declare, the key the line keeps, or their
// old value.
func (r reading) anchorIn(si int) bool {
	if r.keyOnLine(si) {
		return true
	}
	for _, w := range r.sentWords[si] {
		if r.declaredWord(w.Text) || r.oldValue(w) {
			return true
		}
	}
	return false
}

// statesValue reports whether sentence si spells a value the change
// brings in and, unless named, an anchor in the changed lines: their old
// value ("cuts at 80, make it 120") or the name they or their enclosing
// blocks declare ("default event capacity ought to be 100").
func (r reading) statesValue(si int, named bool) bool {
	value, anchor := false, named
	for _, w := range r.sentWords[si] {
		switch {
		case r.broughtValue(w):
			value = true
		case !named && (r.declaredWord(w.Text) || r.oldValue(w)):
			anchor = true
		}
	}
	return value && anchor
}

// plainStatement reports whether sentence si is the user's own plain
// statement: not a question, not softened or hedged, with no negation and
// not reporting what someone else said or wants.
func (r reading) plainStatement(si int) bool {
	s := r.sents[si]
	ws := r.sentWords[si]
	if len(ws) == 0 || startsWithDigit(ws[0].Text) && strings.HasPrefix(r.norm[ws[0].End:], ":") || lang.LogLine(lineAt(r.Text, s.Start)) {
		return false // "3:3  error  Expected …": a pasted report
	}
	if (s.Question || strings.Contains(r.norm[s.Start:s.End], "？")) && !politeAskOpening(ws) || softened(r.norm, s.Span, ws) || reportedFrom(ws, r.orig) >= 0 {
		return false
	}
	for _, v := range r.verbs {
		if v.sent == si && v.problem != "" {
			return false // a verb of the sentence is asked about, negated, hedged …
		}
	}
	for ci := range r.clauses[si] {
		if hedged(r.Text, r.norm, r.clauses[si], ci) {
			return false
		}
	}
	for k, w := range ws {
		if (lang.IsNegation(w.Text) || strings.HasSuffix(w.Text, "n't") || lang.IsForeignNegation(w.Text)) && !r.contrastNot(ws, k) {
			return false
		}
		switch w.Text {
		case "would", "could", "might", "may", "maybe", "perhaps", "probably":
			return false // "indent=2 would be nicer": a possibility, not a request
		case "wants", "wanted", "asked", "suggested", "says", "said":
			if k == 0 || ws[k-1].Text != "i" && ws[k-1].Text != "we" {
				return false // "the designer wants …": someone else's wish
			}
		}
		next := ""
		if k+1 < len(ws) {
			next = ws[k+1].Text
		}
		if (lang.IsForeignChangeVerb(w.Text) || lang.IsHinglishRequest(w.Text, next)) && lang.ForeignNegated(ws, k) {
			return false // "… 30000 mat karo abhi"
		}
		if lang.IsOtherDoubt(w.Text) && inOtherLanguage(ws) {
			return false // "Älä vaihda …", "Может, поставить …", "… mı olmalı"
		}
		if selfDone(ws, k) {
			return false
		}
	}
	return true
}

// broughtValue reports whether a word of the message is a value only the
// change brings in: it has a digit or is written as code, the new text has
// it, and neither the changed lines nor the file as it is have it ("120"
// for "cutAt = 80" → "cutAt = 120").
func (r reading) broughtValue(w word) bool {
	if lit := switchedTo(w.Text); lit != "" {
		// "flip newCheckout on" for "newCheckout: false" → "true"
		return occursAsWord(strings.ToLower(r.t.Added), lit) && !occursAsWord(strings.ToLower(r.t.removed), lit)
	}
	if !r.valueShaped(w) {
		return false
	}
	v := r.dotted(w)
	added, removed := strings.ToLower(r.t.Added), strings.ToLower(r.t.removed)
	if occursAsWord(added, v) && !occursAsWord(removed, v) {
		return true
	}
	// "45s" for "45 * time.Second": the number, in the unit the line spells
	num, unit := splitValue(v)
	return num != "" && unit != "" && occursAsWord(added, num) && !occursAsWord(removed, num) && unitFits(unit, added)
}

// timeUnits are the long forms of the units of time people shorten
// ("s", "min", "hrs"), as code spells them ("time.Second",
// "FromMinutes").
var timeUnits = [...]struct {
	long  string
	short []string
}{
	{"milli", []string{"ms", "msec", "millis", "milliseconds", "millisecond"}},
	{"second", []string{"s", "sec", "secs", "second", "seconds"}},
	{"minute", []string{"m", "min", "mins", "minute", "minutes"}},
	{"hour", []string{"h", "hr", "hrs", "hour", "hours"}},
	{"day", []string{"d", "day", "days"}},
}

// unitFits reports whether a unit written after a number ("s", "minutes")
// agrees with the new text: the text spells that unit ("time.Second"), or
// no unit of time at all ("timeout: 45"). A unit the user did not write
// ("45ms" for "45 * time.Second") does not fit; neither does a unit that
// is no unit of time.
func unitFits(unit, added string) bool {
	want := ""
	for _, u := range timeUnits {
		for _, s := range u.short {
			if unit == s {
				want = u.long
			}
		}
	}
	if want == "" {
		return false
	}
	if strings.Contains(added, want) {
		return true
	}
	for _, u := range timeUnits {
		if strings.Contains(added, u.long) {
			return false
		}
	}
	return true
}

// oldValue reports whether a word of the message is a value the changed
// lines have and the change takes away: "80" of "cuts at 80, make it 120".
func (r reading) oldValue(w word) bool {
	if !r.valueShaped(w) {
		return false
	}
	v := r.dotted(w)
	return occursAsWord(strings.ToLower(r.t.removed), v) && !occursAsWord(strings.ToLower(r.t.Added), v)
}

// dotted is the word at w with the words joined to it by dots: a version
// or a dotted value is one value ("1.8.1", "t3.small", "3.10"), not its
// pieces.
func (r reading) dotted(w word) string {
	start, end := w.Start, w.End
	for start > 1 && r.norm[start-1] == '.' && isWordByteASCII(r.norm[start-2]) {
		start--
		for start > 0 && isWordByteASCII(r.norm[start-1]) {
			start--
		}
	}
	for end+1 < len(r.norm) && r.norm[end] == '.' && isWordByteASCII(r.norm[end+1]) {
		end++
		for end < len(r.norm) && isWordByteASCII(r.norm[end]) {
			end++
		}
	}
	return r.norm[start:end]
}

// valueShaped reports whether a word of the message is written as a
// value: it has a digit, is written as code ("utf_8"), is a command-line
// flag ("-race"), a handle ("@kenji") or a literal (true, false, null,
// none, nil).
func (r reading) valueShaped(w word) bool {
	if hasDigit(w.Text) || codeShaped(w.Text) {
		return true
	}
	if w.Start > 0 && r.norm[w.Start-1] == '-' && (w.Start == 1 || r.norm[w.Start-2] == ' ' || r.norm[w.Start-2] == '-') {
		return true
	}
	if w.Start > 0 && r.norm[w.Start-1] == '@' {
		return true // a handle: "the contact is now @kenji"
	}
	switch w.Text {
	case "true", "false", "null", "none", "nil":
		return true
	}
	return false
}

// declaredWord reports whether a word of the message is the name the
// changed lines declare or one their enclosing blocks declare: the key
// ("capacity" of "capacity: int = 50") or the function ("preview" of
// "fun preview() = text.take(80)"), of four letters or more and no common
// word.
func (r reading) declaredWord(w string) bool {
	if len(w) < 4 || hasDigit(w) {
		return false
	}
	for _, d := range r.t.Declared {
		if strings.EqualFold(d, w+"s") && !isDeterminer(w) && !isSubject(w) {
			// "512Mi should be the limit" for "limits:": a block named by
			// its singular, even when the word is a verb too
			return true
		}
	}
	if isCommonWord(w) {
		return false
	}
	if strings.EqualFold(r.t.own, w) {
		return true
	}
	for _, d := range r.t.Declared {
		if strings.EqualFold(d, w) || strings.EqualFold(d+"s", w) {
			return true
		}
	}
	return false
}

// keyOnLine reports whether sentence si writes a code-shaped word of four
// letters or more ("max-len", "client_max_body_size") that the rewritten
// line has and keeps: the key whose value the change sets.
func (r reading) keyOnLine(si int) bool {
	s := r.sents[si]
	removed, added := strings.ToLower(r.t.removed), strings.ToLower(r.t.Added)
	for _, f := range strings.Fields(r.norm[s.Start:s.End]) {
		f = strings.Trim(f, ",.;:!?'\"`()[]")
		if len(f) >= 4 && strings.ContainsAny(f[1:len(f)-1], "_-") && !hasDigit(f) && strings.Contains(removed, f) && strings.Contains(added, f) {
			return true
		}
	}
	return false
}

// asksSomething reports whether a sentence of the message is a question:
// a statement beside it may be what the question asks about ("Node 18 is
// EOL, we need 22. What's involved?").
func (r reading) asksSomething() bool {
	for _, s := range r.sents {
		if s.Question {
			return true
		}
	}
	return strings.ContainsAny(r.norm, "?？")
}

// placed reports whether a sentence says where the change goes ("in the
// config", "into the yaml config", "somewhere") without naming the
// target: then it is about the place it names.
func placed(ws []word) bool {
	for k, w := range ws {
		switch w.Text {
		case "somewhere", "wherever":
			return true
		case "in", "into", "inside":
			if k+1 < len(ws) && isDeterminer(ws[k+1].Text) {
				return true
			}
		}
	}
	return false
}

// hasDigit reports whether w has a digit.
func hasDigit(w string) bool {
	return strings.ContainsAny(w, "0123456789")
}

// isCommonWord reports whether w is an ordinary word of a request that
// says nothing of which lines it is about.
func isCommonWord(w string) bool {
	if isDeterminer(w) || isSubject(w) || lang.IsChangeVerb(w) || lang.IsModal(w) {
		return true
	}
	switch w {
	case "should", "would", "could", "must", "need", "needs", "with", "from", "into", "that", "this",
		"have", "been", "were", "will", "when", "then", "than", "there", "here", "only", "also",
		"value", "default", "return", "returns", "string", "name",
		"line", "file", "code", "please", "just", "make", "like", "more", "less", "some", "each":
		return true
	}
	return false
}

// oneLine reports whether the change rewrites one line into one line: a
// statement of a value that names no file stands for no more than that.
func (r reading) oneLine() bool {
	return r.oneRemoved() && !strings.Contains(strings.TrimSpace(r.t.Added), "\n")
}

// oneRemoved reports whether the change rewrites a single line: a value
// stated for it says nothing of a second line the change also rewrites.
func (r reading) oneRemoved() bool {
	return !strings.Contains(strings.TrimSpace(r.t.removed), "\n")
}

// lineAt is the line of text that holds offset at.
func lineAt(text string, at int) string {
	if at < 0 || at > len(text) {
		return ""
	}
	start := strings.LastIndexByte(text[:at], '\n') + 1
	end := strings.IndexByte(text[at:], '\n')
	if end < 0 {
		return text[start:]
	}
	return text[start : at+end]
}

// switchedTo is the literal a switch word stands for: "on" true, "off"
// false; "" for other words.
func switchedTo(w string) string {
	switch w {
	case "on":
		return "true"
	case "off":
		return "false"
	}
	return ""
}

// politeAskOpening reports whether a sentence opens as a polite request
// put as a question, in English or another language ("could you …",
// "kun je …", "pourriez-vous …"): its question mark asks for the change,
// not about a fact.
func politeAskOpening(ws []word) bool {
	if len(ws) < 2 {
		return false
	}
	return lang.IsPoliteRequest(ws[0].Text, ws[1].Text) || lang.IsForeignPoliteRequest(ws[0].Text, ws[1].Text)
}

// contrastNot reports whether ws[k] is the "not" of a correction, "X not
// Y": the word before it is a value the change brings in and the word
// after it one the change takes away ("should be 5 not 3", `"Abbrechen"
// not "Abbruch"`). Such a "not" sets the new value against the old one; it
// negates no request.
func (r reading) contrastNot(ws []word, k int) bool {
	if ws[k].Text != "not" {
		return false
	}
	newer := k > 0 && r.valueIn(ws[k-1], r.t.Added, r.t.removed)
	if q := r.quotedBefore(ws[k].Start); q != "" {
		newer = quotedValueIn(q, r.t.Added, r.t.removed) // (quoted text is blanked out of the words)
	}
	older := k+1 < len(ws) && r.valueIn(ws[k+1], r.t.removed, r.t.Added)
	if q := r.quotedAfter(ws[k].End); q != "" {
		older = quotedValueIn(q, r.t.removed, r.t.Added)
	}
	return newer && older
}

// quotedBefore is the text in quotation marks that ends right before
// offset at of the message, spaces and a comma aside ("" when none).
func (r reading) quotedBefore(at int) string {
	s := strings.TrimRight(r.orig[:min(at, len(r.orig))], " ,")
	if s == "" || strings.IndexByte("\"'`", s[len(s)-1]) < 0 {
		return ""
	}
	open := strings.LastIndexByte(s[:len(s)-1], s[len(s)-1])
	if open < 0 {
		return ""
	}
	return s[open+1 : len(s)-1]
}

// quotedAfter is the text in quotation marks that starts right after
// offset at of the message, spaces aside ("" when none).
func (r reading) quotedAfter(at int) string {
	s := strings.TrimLeft(r.orig[min(at, len(r.orig)):], " ")
	if s == "" || strings.IndexByte("\"'`", s[0]) < 0 {
		return ""
	}
	end := strings.IndexByte(s[1:], s[0])
	if end < 0 {
		return ""
	}
	return s[1 : end+1]
}

// quotedValueIn reports whether text holds quoted words q (as words) and other
// does not.
func quotedValueIn(q, text, other string) bool {
	q = strings.ToLower(strings.TrimSpace(q))
	return q != "" && occursAsWord(strings.ToLower(text), q) && !occursAsWord(strings.ToLower(other), q)
}

// valueIn reports whether a word of the message is a value (see
// valueShaped, or a word in quotation marks) that text has as a word and
// other has not.
func (r reading) valueIn(w word, text, other string) bool {
	quoted := w.Start > 0 && strings.IndexByte("\"'`", r.norm[w.Start-1]) >= 0
	if !quoted && !r.valueShaped(w) {
		return false
	}
	v := r.dotted(w)
	return occursAsWord(strings.ToLower(text), v) && !occursAsWord(strings.ToLower(other), v)
}

// contrastedOld reports whether the mention at m, in sentence si, is the
// old value of a correction ("… "Abbrechen" not "Abbruch""): named to be
// replaced, not to be kept.
func (r reading) contrastedOld(si int, m span) bool {
	ws := r.sentWords[si]
	for k := 1; k < len(ws); k++ {
		if ws[k].Start >= m.Start && ws[k].Start < m.End {
			return r.contrastNot(ws, k-1)
		}
	}
	return false
}

// contrastClause reports whether the only negations from clause cl on are the
// "not" of corrections (see contrastNot): "Cancel should be "Abbrechen"
// not "Abbruch"" says what to write, it refuses nothing.
func (r reading) contrastClause(ws []word, cl span) bool {
	contrast := false
	for k, w := range ws {
		if w.Start < cl.Start {
			continue // (to the sentence's end: the quotes may part the clause)
		}
		if !lang.IsNegation(w.Text) && !strings.HasSuffix(w.Text, "n't") {
			continue
		}
		if !r.contrastNot(ws, k) {
			return false
		}
		contrast = true
	}
	return contrast
}

// negationNamed reports whether the negation before ws[k] in clause cl
// is the name of something of the file (the changed lines first), written as it is written
// and not at the sentence's start: "in de.po Cancel should be …" names the
// "Cancel" entry, it cancels nothing.
func (r reading) negationNamed(ws []word, k int, cl span) bool {
	for j := k - 1; j > 0 && ws[j].Start >= cl.Start; j-- {
		if !lang.IsNegation(ws[j].Text) {
			continue
		}
		asWritten := r.orig[ws[j].Start:min(ws[j].End, len(r.orig))]
		return asWritten != ws[j].Text && (occursAsWord(r.t.Range, asWritten) || occursAsWord(r.t.file, asWritten))
	}
	return false
}

// unitNotBrought reports a value of the message written with a unit of
// time ("20 hours", "45ms") whose number the change brings in, in another
// unit ("FromMinutes(20)"): the change writes another value than asked.
func (r reading) unitNotBrought() (string, bool) {
	added, removed := strings.ToLower(r.t.Added), strings.ToLower(r.t.removed)
	for k, w := range r.words {
		num, unit := splitValue(w.Text)
		if num == "" {
			continue
		}
		if unit == "" && k+1 < len(r.words) {
			unit = r.words[k+1].Text // "20 hours"
		}
		if unit == "" || !occursAsWord(added, num) || occursAsWord(removed, num) || unitFits(unit, added) || !timeUnit(unit) {
			continue
		}
		return num + " " + unit, true
	}
	return "", false
}

// timeUnit reports whether w is a unit of time as people write it.
func timeUnit(w string) bool {
	for _, u := range timeUnits {
		for _, s := range u.short {
			if w == s {
				return true
			}
		}
	}
	return false
}

// foreignSpells reports whether sentence si, written in another language
// whose verbs the vocabulary may not hold ("Зміни API_URL … на https://…",
// "backup.sh içinde BACKUP_DIR'i /mnt/backups yap lütfen"), asks for this
// change by spelling it: the user's own plain statement (no question, no
// hedge or negation of either language, see IsOtherDoubt) whose words bring in what the
// change brings in — every line the change adds holds a word of the
// sentence that the changed lines did not have. The caller has found the
// target named in the sentence. A sentence that names the file but not
// what the change writes ("Sätt versionen … till v1.1" for another edit)
// asks for something else.
func (r reading) foreignSpells(si int) bool {
	if si < 0 || si >= len(r.sents) || r.t.created || r.t.Command != "" || r.t.Removal != Keeps || !inOtherLanguage(r.sentWords[si]) || !r.plainStatement(si) {
		return false
	}
	s := r.norm[r.sents[si].Start:r.sents[si].End]
	if lang.HasForeignHedgePhrase(s) {
		return false
	}
	for _, w := range r.sentWords[si] {
		if lang.IsForeignHedge(w.Text) {
			return false
		}
	}
	return spellsLines(s, r.t.Added, r.t.removed, r.t.Name, false, nil)
}

// spellsLines reports whether text spells every line that "to" has and
// "from" has not: each such line holds a word of text (three letters or
// more, or with a digit) that "from" lacks and that is no part of the
// file's name. Read with the change's added and removed text, it is the
// change written out ("… на https://api.acme.io"); read the other way
// round, it is the change undone ("set eqeqeq to error" for error → off).
// When anchored, each such line must also hold a word of text that "from"
// has too (the key it keeps: "eqeqeq", "okhttp"), or text a name the
// changed lines' enclosing blocks declare ("tax" for "total * 0.21" in
// "def tax"), and no new word text lacks: a line with another key ("max_body: 25m" beside "max_upload at
// 25m") is not spelled.
func spellsLines(text, to, from, name string, anchored bool, declared []string) bool {
	to, from = strings.ToLower(to), strings.ToLower(from)
	text = withSwitchValues(strings.ToLower(text))
	var brought []string
	for _, tok := range tokens(strings.ToLower(text)) {
		if (len(tok) >= 3 || strings.IndexAny(tok, "0123456789") >= 0) && tok[0] < 0x80 && occursAsWord(to, tok) && !occursAsWord(from, tok) && !occursAsWord(strings.ToLower(name), tok) {
			brought = append(brought, tok)
		}
	}
	if len(brought) == 0 {
		return false
	}
	covered := false
	for _, l := range strings.Split(to, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || onlyClosers(l) || strings.Contains(from, strings.TrimRight(l, ",;")) {
			continue // ("SUSPENDED," when the list goes on after it)
		}
		held := false
		for _, b := range brought {
			held = held || occursAsWord(l, b)
		}
		if !held || anchored && !anchoredLine(l, from, text) && !declaresWordOf(declared, text, name) {
			return false // a line the text says nothing of
		}
		covered = true
	}
	return covered
}

// otherDoubtIn reports whether a sentence's words hold a negation, maybe
// or question particle of a language beyond the vocabulary (see
// IsOtherDoubt): "Neměň port …", "Μην αλλάξεις …" ask for no change,
// whatever English verb ("port") the sentence happens to spell.
func otherDoubtIn(ws []word) bool {
	for _, w := range ws {
		if lang.IsOtherDoubt(w.Text) {
			return true
		}
	}
	return false
}

// anchoredLine reports whether line l holds a word of text that "from"
// has too, and every word of l that "from" lacks is in text or a number.
func anchoredLine(l, from, text string) bool {
	text = strings.ToLower(text)
	anchor := false
	for _, tok := range tokens(l) {
		inText := occursAsWord(text, tok)
		switch {
		case occursAsWord(from, tok):
			anchor = anchor || inText && len(tok) >= 3
		case !inText && strings.Trim(tok, "0123456789") != "":
			return false
		}
	}
	return anchor
}

// withSwitchValues is text with the literal a switch word sets added
// ("enable FEATURE_X" also spells "true", "disable it" "false"), so that
// a change writing the literal is spelled by the word.
func withSwitchValues(text string) string {
	on, off := false, false
	for _, w := range tokens(text) {
		switch w {
		case "enable", "enabled", "activate", "on":
			on = true
		case "disable", "disabled", "deactivate", "off":
			off = true
		}
	}
	if on {
		text += " true"
	}
	if off {
		text += " false"
	}
	return text
}

// declaresWordOf reports whether text holds one of the declared names (of
// three letters or more, and no part of the file's name) as a word.
func declaresWordOf(declared []string, text, name string) bool {
	text, name = strings.ToLower(text), strings.ToLower(name)
	for _, d := range declared {
		d = strings.ToLower(d)
		if len(d) >= 3 && occursAsWord(text, d) && !occursAsWord(name, d) {
			return true
		}
	}
	return false
}
