package confirm

import (
	"fmt"
	"path"
	"slices"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// Follow-ups: what the user's latest short message does to a request made
// in an earlier turn. The latest word wins: "set workers to 8" … "strike
// that, 6" leaves 8 unasked. An answer that limits what was offered ("only
// dev, prod is managed by ops", "everything except prod", "just readyz")
// leaves out the rest, even where it names it. Both only ever take an
// explicit verdict back (beyondAsked), never give one.

// maxFollowupWords bounds the latest message read as a follow-up: a long
// message is a request of its own, read by the other rules.
const maxFollowupWords = 25

// staleValue returns why the edit brings in a value written before in the
// thread and since replaced, or "": the latest message corrects
// ("actually", "strike that", "no, keep …", "make it …", "on second
// thought") with values of its own ("make it 12s"), none of which the edit
// brings in, in any unit (numberAccounted: 12s as 12_000 ms), while it
// brings in a number an earlier message of the user's or mine wrote ("…
// goes from 10_000 to 20_000 then") that the latest does not account for.
func staleValue(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	if u <= 0 || t.Command != "" {
		return ""
	}
	latest := headTail(conv[u].Text)
	ws := strings.Fields(strings.ToLower(latest))
	if len(ws) > maxFollowupWords || !corrects(ws) {
		return ""
	}
	now := requestNumbers(latest)
	if len(now) == 0 {
		return ""
	}
	added, removed := requestNumbers(t.Added), requestNumbers(t.removed)
	var brought []string
	for n := range added {
		if !removed[n] {
			brought = append(brought, n)
		}
	}
	slices.Sort(brought) // a stable reason
	for _, v := range brought {
		if numberAccounted(v, now) {
			return "" // the edit brings in the latest value
		}
	}
	valued := statesValue(latest)
	for i := u - 1; i >= 0 && i >= u-2*maxExchanges; i-- {
		if conv[i].Role != User && !valued {
			continue // "do 1 now, the other can wait" picks, it gives no value
		}
		before := requestNumbers(headTail(conv[i].Text))
		for _, v := range brought {
			if !before[v] {
				continue
			}
			if conv[i].Role == User {
				return fmt.Sprintf("you asked for %s before, and then said %q: this change brings in the value you replaced", v, clip80(conv[u].Text))
			}
			return fmt.Sprintf("I proposed %s before, and you then said %q: this change brings in the value you replaced", v, clip80(conv[u].Text))
		}
	}
	return ""
}

// statesValue reports whether text gives a value: a quantity with its
// unit ("make it 12s", "30 days"), or a number right after "to", "it",
// "at", "be" or "=" ("set it to 8", "make it 6").
func statesValue(text string) bool {
	if holdsQuantity(text) {
		return true
	}
	ws := lineValues(strings.ToLower(text))
	for i := 1; i < len(ws); i++ {
		if numberOf(ws[i]) == "" {
			continue
		}
		switch ws[i-1] {
		case "to", "it", "at", "be", "them":
			return true
		}
	}
	return strings.Contains(text, "=")
}

// corrects reports whether the words of a short message (lower case, as
// split by spaces) correct what was asked before: "actually", "strike
// that", "scratch that", "instead", "wait", "rather", "no"/"nope" or
// "hmm" opening it, "keep it at …", "make it …", "on second thought",
// "correction". A message that adds ("also", "too", "as well", "and
// then") asks for more rather than corrects.
func corrects(ws []string) bool {
	found := false
	for k, w := range ws {
		w = strings.Trim(w, ".,;:!?—–-()\"'`")
		next := ""
		if k+1 < len(ws) {
			next = strings.Trim(ws[k+1], ".,;:!?—–-()\"'`")
		}
		switch w {
		case "also", "too", "additionally", "plus":
			return false
		case "as":
			if next == "well" {
				return false
			}
		case "actually", "instead", "rather", "correction", "wait", "strike", "scratch", "oops", "sorry":
			found = true
		case "no", "nope", "hmm", "nah":
			found = found || k <= 1
		case "keep", "make":
			found = found || next == "it" || next == "that" || next == "them"
		case "second":
			found = found || next == "thought" || next == "thoughts"
		}
	}
	return found
}

// numbersIn returns the numbers of a text, with their inner dots ("3.12",
// "8", "0.27"), at most maxProposalTokens of them.
func numbersIn(text string) []string {
	var out []string
	for i := 0; i < len(text) && len(out) < maxProposalTokens; i++ {
		if text[i] < '0' || text[i] > '9' || i > 0 && (isIdentByte(text[i-1]) || text[i-1] == '.') {
			continue
		}
		j := i
		for j < len(text) && (text[j] >= '0' && text[j] <= '9' || text[j] == '.' && j+1 < len(text) && text[j+1] >= '0' && text[j+1] <= '9') {
			j++
		}
		if j < len(text) && isIdentByte(text[j]) {
			i = j
			continue // part of a name ("v2", "utf8", "3rd")
		}
		out = append(out, text[i:j])
		i = j
	}
	return out
}

// limitedOut returns why the edit is a part the user's answer left out, or
// "": the latest message answers my question (the assistant's message
// before it asks one) by limiting it — "only dev, prod is managed by
// ops", "just httpx, pydantic broke us last time", "everything except
// prod", "all but the prod one", "not the prod one", "just readyz" — and
// the edit is what it leaves out: the target is named only after the
// limited part, or after "except"/"but" or an opening "not", or the edit
// brings in a part quoted in my message that the answer leaves out.
func limitedOut(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	if u <= 0 || conv[u-1].Role != Assistant || t.Command != "" {
		return ""
	}
	question := headTail(assistantBlock(conv, u-1))
	if !strings.Contains(question, "?") {
		return ""
	}
	reply := headTail(conv[u].Text)
	masked, _ := lang.Mask(reply, lang.QuotedSpeech)
	norm := lang.Normalize(masked)
	ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
	if len(ws) == 0 || len(ws) > maxFollowupWords {
		return ""
	}
	names := func(from, to int) bool {
		return offeredNamed(masked[from:to], question, t)
	}
	for k, w := range ws {
		switch w.Text {
		case "except", "but":
			if k == 0 || !allWord(ws[k-1].Text) || w.Text == "but" && k+1 < len(ws) && ws[k+1].Text == "not" {
				continue
			}
			if end := clauseEnd(norm, w.End); names(w.End, end) {
				return fmt.Sprintf("you answered %q: this change is what you left out", clip80(conv[u].Text))
			}
		case "not":
			// "not the prod one", "no, not prod": the answer opens by
			// leaving the target out.
			if k > 1 || k == 1 && ws[0].Text != "no" && ws[0].Text != "nope" {
				continue
			}
			if end := clauseEnd(norm, w.End); names(w.End, end) {
				return fmt.Sprintf("you answered %q: this change is what you left out", clip80(conv[u].Text))
			}
		case "only", "just":
			if k > 2 {
				continue
			}
			end := clauseEnd(norm, w.End)
			if end == w.End {
				continue
			}
			if !names(w.End, end) && end < len(norm) && names(end, len(norm)) {
				return fmt.Sprintf("you answered %q: you limited the change to %q", clip80(conv[u].Text), strings.TrimSpace(masked[w.End:end]))
			}
			if part := leftOutPart(question, norm[w.End:end], t); part != "" {
				return fmt.Sprintf("you answered %q, which leaves out %q, and this change brings it in", clip80(conv[u].Text), part)
			}
		}
	}
	return ""
}

// allWord reports whether w stands for the whole of what was offered, as
// in "all but …", "everything except …".
func allWord(w string) bool {
	switch w {
	case "all", "everything", "everywhere", "every", "each", "any", "them", "ones", "files":
		return true
	}
	return false
}

// clauseEnd is where the clause that starts at from ends in norm: at a
// comma, semicolon, dash, full stop or colon, or a joining "because",
// "since", "as", "and", "but"; len(norm) when none comes.
func clauseEnd(norm string, from int) int {
	ws := lang.WordsIn(norm, lang.Span{Start: from, End: len(norm)})
	for k, w := range ws {
		gap := norm[from:w.Start]
		if k > 0 {
			gap = norm[ws[k-1].End:w.Start]
		}
		if strings.ContainsAny(gap, ",;.:!?()") || strings.Contains(gap, " - ") || !hasAlnum(w.Text) || strings.Contains(gap, "—") || strings.Contains(gap, "–") {
			if k == 0 {
				return from
			}
			return ws[k-1].End
		}
		switch w.Text {
		case "because", "since", "as", "and", "but", "cause", "cuz":
			if k == 0 {
				return from
			}
			return ws[k-1].End
		}
	}
	return len(norm)
}

// offeredNamed reports whether part of an answer names the target: by
// path, name or symbol (mentions), or by a word of its path that tells it
// apart from the other paths my question offered, when the question
// offered it ("prod" for config/prod.yaml or k8s/overlays/prod/patch.yaml
// offered beside the dev and staging ones).
func offeredNamed(part, question string, t Target) bool {
	norm := lang.Normalize(part)
	if len(mentions(part, norm, t, false)) > 0 {
		return true
	}
	name := strings.ToLower(strings.TrimPrefix(t.Name, "./"))
	var others []string
	offered := false
	for _, p := range pathsIn(strings.ToLower(question)) {
		p = strings.TrimPrefix(p, "./")
		switch {
		case p == name || strings.HasSuffix(name, "/"+p):
			offered = true
		default:
			others = append(others, p)
		}
	}
	if !offered {
		return false
	}
	words := strings.FieldsFunc(strings.TrimSuffix(name, path.Ext(name)), func(r rune) bool { return r == '/' })
	for _, w := range lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)}) {
		if len(w.Text) < 3 || !slices.Contains(words, w.Text) {
			continue
		}
		shared := false
		for _, o := range others {
			shared = shared || slices.Contains(strings.FieldsFunc(strings.TrimSuffix(o, path.Ext(o)), func(r rune) bool { return r == '/' }), w.Text)
		}
		if !shared {
			return true
		}
	}
	return false
}

// leftOutPart returns a part my message quotes in backticks that the edit
// brings in and the limited answer (kept, normalized) does not name, when
// the answer names another of the parts quoted, or "": "I'll add `/readyz`
// … and also a `/livez`" — "just readyz".
func leftOutPart(question, kept string, t Target) string {
	parts := strings.Split(question, "`")
	removed := strings.ToLower(t.removed)
	added := strings.ToLower(t.Added)
	keptWords := tokenSet(kept)
	leftOut, keeps := "", false
	for i := 1; i < len(parts); i += 2 {
		q := strings.ToLower(strings.TrimSpace(parts[i]))
		if q == "" || len(q) > 80 || hasFileExtension(q) && isPathLike(q) {
			continue
		}
		named := false
		for _, w := range tokens(q) {
			named = named || len(w) >= 2 && keptWords[w]
		}
		switch {
		case named:
			keeps = true
		case leftOut == "" && strings.Contains(added, q) && !strings.Contains(removed, q):
			leftOut = parts[i]
		}
	}
	if !keeps {
		return ""
	}
	return leftOut
}

// hasAlnum reports whether s has a letter or digit (a word split out of a
// dash or other punctuation has none).
func hasAlnum(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r >= 0x80 && r != '—' && r != '–' {
			return true
		}
	}
	return false
}

// retractedForGood returns why the latest message takes the request back,
// or "": a whole retraction standing as a clause of its own ("actually
// never mind, …", "forget it.", "scratch that —") after which no verb asks in the user's own voice. A verb that
// comes later counts as a new request only in an imperative or the
// user's own wish ("never mind, set it to 5 instead", "forget it, let's
// pin 3.11", "never mind, we need to bump it to 5"); in a statement about
// something or someone else ("never mind, legal wants to handle it",
// "never mind, the gunicorn pin isn't ready yet") it gives the reason, not
// a request.
func retractedForGood(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	if u < 0 || t.Command != "" {
		return ""
	}
	quick := messageWords(conv[u].Text, t)
	if ret, ok := lang.Retracts(quick.norm, quick.words); !ok || !ret.Whole() {
		return ""
	}
	r := read(conv[u].Text, t)
	ret, ok := lang.Retracts(r.norm, r.words)
	if !ok || !ret.Whole() {
		return ""
	}
	end := r.words[ret.End-1].End
	if rest := strings.TrimLeft(r.norm[end:], " "); rest != "" && !strings.ContainsAny(rest[:1], ",.;:!-—–") {
		return "" // "no need to touch the tests; …": not a retraction standing on its own
	}
	for _, v := range r.verbs {
		if v.Start < end || v.problem != "" {
			continue
		}
		cl := r.clauses[v.sent][lang.ClauseAt(r.clauses[v.sent], v.Start)]
		own := true
		for _, w := range r.sentWords[v.sent] {
			if w.Start >= max(cl.Start, end) && w.Start < v.Start && !ownVoice(w.Text) {
				own = false
			}
		}
		if own {
			return "" // the new request stands
		}
	}
	return fmt.Sprintf("you took the request back (%q)", clip80(conv[u].Text))
}

// ownVoice reports whether a word may stand between the start of a clause
// and its verb when the verb is the user's own request: politeness,
// joining words, the user or me as subject, a modal or a wish ("please",
// "just", "instead", "I", "we", "you", "let's", "can", "need", "want",
// "to").
func ownVoice(w string) bool {
	switch w {
	case "please", "pls", "plz", "just", "then", "and", "but", "so", "instead", "rather", "actually", "ok", "okay", "yes", "yeah",
		"i", "we", "you", "i'd", "we'd", "you'd", "i'll", "we'll", "you'll", "let's", "lets", "let", "us", "me",
		"can", "could", "would", "will", "should", "must", "need", "needs", "want", "wanna", "to", "go", "ahead", "do", "maybe", "simply", "only":
		return true
	}
	return false
}

// maxBareAnswerWords bounds an answer read as a bare value ("25", "ok 25
// then please", "make it 20").
const maxBareAnswerWords = 6

// bareValueExtra returns why the edit sets more than the bare value the
// user answered with, or "": the latest message is a few words with one
// number ("25", "ok 25 then please"), which the edit sets (not an option's
// number, "2" of a numbered list), and a line the edit brings in has
// numbers of its own, none of them that one, and none anyone wrote in the
// conversation ("TIMEOUT_MS = 10000" beside "MAX_UPLOAD_MB = 25").
func bareValueExtra(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	if u <= 0 || t.created || t.Command != "" {
		return ""
	}
	reply := conv[u].Text
	nums := numbersIn(reply)
	if len(strings.Fields(reply)) > maxBareAnswerWords || len(nums) != 1 {
		return ""
	}
	said := map[string]bool{}
	for _, turn := range conv {
		for _, n := range numbersIn(headTail(turn.Text)) {
			said[n] = true
		}
	}
	old := map[string]bool{}
	for _, n := range numbersIn(t.removed) {
		old[n] = true
	}
	if old[nums[0]] || !slices.Contains(numbersIn(t.Added), nums[0]) {
		return "" // not a value the edit sets: a pick ("2" of a numbered list) or the value kept
	}
	for _, line := range strings.Split(t.Added, "\n") {
		if strings.Contains(t.removed, strings.TrimSpace(line)) {
			continue
		}
		var fresh []string
		for _, n := range numbersIn(line) {
			if !old[n] {
				fresh = append(fresh, n)
			}
		}
		if len(fresh) == 0 || slices.Contains(fresh, nums[0]) {
			continue
		}
		unsaid := true
		for _, n := range fresh {
			unsaid = unsaid && !said[n]
		}
		if unsaid {
			return fmt.Sprintf("you answered %q, and this change also sets %q", clip80(reply), clip80(strings.TrimSpace(line)))
		}
	}
	return ""
}

// correctedRequest reads a correction of an earlier request's value as
// that request with the new value: "set workers to 8 in gunicorn.conf.py"
// … "strike that, 6" asks for workers = 6 as "set workers to 6 in
// gunicorn.conf.py" would. The latest message must lead with the new number
// after only correcting words ("actually 4", "no, make it 90", "wait, 6
// instead"), the edit must bring that number in, and the nearest earlier
// message of the user's must hold exactly one other number; the rewritten
// request is then read by the rules as the user's latest. A number stated
// as a fact ("actually the box has 3 cores") corrects nothing.
func correctedRequest(req Request) (Classification, bool) {
	conv, t := req.Conversation, req.Target
	u := lastUser(conv, len(conv))
	if u <= 0 || t.Command != "" {
		return Classification{}, false
	}
	latest := headTail(conv[u].Text)
	ws := strings.Fields(strings.ToLower(latest))
	if len(ws) > maxFollowupWords || !corrects(ws) {
		return Classification{}, false
	}
	value := leadingValue(ws)
	if value == "" || !slices.Contains(numbersIn(t.Added), value) || slices.Contains(numbersIn(t.removed), value) {
		return Classification{}, false
	}
	j := lastUser(conv, u)
	if j < 0 {
		return Classification{}, false
	}
	earlier := conv[j].Text
	nums := numbersIn(earlier)
	if len(nums) != 1 || nums[0] == value {
		return Classification{}, false
	}
	rewritten := replaceNumber(earlier, nums[0], value)
	turns := append(append([]Turn(nil), conv[:j]...), Turn{Role: User, Text: rewritten})
	sub := req
	sub.Conversation = turns
	sub.ConsentedPlan = ""
	c := classify(sub)
	if c.Level != Explicit {
		return Classification{}, false
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it in %q and then changed the value to %s (%q)", clip80(earlier), value, clip80(conv[u].Text))}, true
}

// leadingValue is the number a correction leads with, when only correcting
// words come before it ("strike that, 6", "actually make it 90", "no, keep
// it at 3"), or "".
func leadingValue(ws []string) string {
	for k, w := range ws {
		w = strings.Trim(w, ".,;:!?—–-()\"'`")
		if n := numbersIn(w); len(n) == 1 && n[0] == w {
			if k > 6 {
				return ""
			}
			return w
		}
		switch w {
		case "", "actually", "strike", "scratch", "that", "it", "them", "no", "nope", "nah", "wait", "hmm", "hm", "make", "set", "use", "go", "with",
			"to", "at", "keep", "instead", "rather", "oh", "oops", "sorry", "on", "second", "thought", "thoughts", "let's", "lets", "do", "ok", "okay",
			"i", "mean", "meant", "correction", "change", "of", "plan", "plans", "better", "please", "pls", "just", "should", "be", "let":
			continue
		}
		return ""
	}
	return ""
}

// replaceNumber replaces the number old, where it stands as a number in
// text, with value.
func replaceNumber(text, old, value string) string {
	for i := 0; i+len(old) <= len(text); i++ {
		if text[i:i+len(old)] != old || i > 0 && (isIdentByte(text[i-1]) || text[i-1] == '.') {
			continue
		}
		end := i + len(old)
		if end < len(text) && (isIdentByte(text[end]) || text[end] == '.' && end+1 < len(text) && text[end+1] >= '0' && text[end+1] <= '9') {
			continue
		}
		return text[:i] + value + text[end:]
	}
	return text
}
