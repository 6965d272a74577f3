package confirm

import (
	"fmt"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file holds what an option pick asks for. A reply that picks among
// the options the assistant offered ("the retry one", "1 and 3", "first
// option", "just dev") resolves to those options' text, and counts only
// for an edit that implements one of them: when an option the user did
// not pick matches the edit better than every picked one, the edit is the
// other option's, whatever the earlier request said.

// otherOptionFits reports whether, of the options offered, one the reply
// did not pick matches this change better than every picked one (by
// fitScore), and which.
func otherOptionFits(picked, offered []string, t Target) (string, bool) {
	if len(picked) == 0 || len(picked) == len(offered) {
		return "", false
	}
	best := 0
	for _, p := range picked {
		best = max(best, fitScore(p, t))
	}
	for _, o := range offered {
		// "both into `messages.properties`" points at every option, the
		// picked ones too (vagueAlternative): no other option
		if !slicesHas(picked, o) && !vagueAlternative(o) && fitScore(o, t) > best {
			return o, true
		}
	}
	return "", false
}

// fitScore is how closely an option describes this change: itemScore
// (words and code names shared with the changed lines, the declaration
// the edit lies in), and two more for each word the change brings in that
// the option spells ("switch both to HALF_EVEN" for an edit to
// HALF_EVEN): what an option would bring in tells it apart best.
func fitScore(opt string, t Target) int {
	n := itemScore(opt, t)
	have := tokenSet(opt)
	old := tokenSet(t.removed)
	seen := map[string]bool{}
	for _, w := range tokens(t.Added) {
		if len(w) >= 2 && have[w] && !old[w] && !seen[w] && !isStopWord(strings.ToLower(w)) {
			seen[w] = true
			n += 2
		}
	}
	return n
}

// pickedOther is the verdict on a reply that picked options the change
// does not implement, with the option it does.
func pickedOther(reply, other string) Classification {
	return needs(fmt.Sprintf("you picked %q, and this change is another option's (%q)", clip80(reply), clip80(other)))
}

// splitPicked splits pickOptions' joined text back into the options.
func splitPicked(picked string, opts []string) []string {
	var out []string
	for _, o := range opts {
		if picked == o || strings.Contains(picked, o+"\n") || strings.HasSuffix(picked, "\n"+o) {
			out = append(out, o)
		}
	}
	return out
}

// lastLabel is the highest label of one kind among opts ("3" of 1–3, "c"
// of a–c): what "the last one", "the latter" pick.
func lastLabel(opts map[string]string, letters bool) string {
	last := ""
	for l := range opts {
		if (l[0] >= 'a') == letters && l > last {
			last = l
		}
	}
	return last
}

// contentPick is the label of the one option that a content word of the
// reply's first sentence occurs in ("the retry one", "retry please. the
// QPS limit is contractual"): later sentences give reasons, not picks.
// "" when no word, or a word in several options, tells one apart.
func contentPick(reply reading, opts map[string]string) string {
	if len(reply.sents) == 0 {
		return ""
	}
	first := reply.sents[0]
	short := len(reply.sentWords[0]) <= 2 // "retry please"
	found := ""
	for k, w := range reply.words {
		if w.Start >= first.End {
			break
		}
		if len(w.Text) < 4 || isStopWord(w.Text) || lang.IsYes(w.Text) || lang.IsNo(w.Text) {
			continue
		}
		if lang.IsChangeVerb(w.Text) && !short && !pointsAtItem(reply.words, k) && !(k > 0 && isDeterminer(reply.words[k-1].Text)) {
			continue // "fix that": a verb most options begin with, unless it is what tells one ("the retry one", "only the limit")
		}
		hit := ""
		for l, o := range opts {
			for _, x := range lang.WordsIn(lang.Normalize(o), span{Start: 0, End: len(o)}) {
				if x.Text == w.Text || x.Text == w.Text+"s" || hasPart(x.Text, w.Text) {
					if hit != "" && hit != l {
						return "" // in two options: tells none apart
					}
					hit = l
					break
				}
			}
		}
		if hit != "" {
			if found != "" && found != hit {
				return ""
			}
			found = hit
		}
	}
	return found
}

// appendNew appends v to s unless s holds it.
func appendNew(s []string, v string) []string {
	if slicesHas(s, v) {
		return s
	}
	return append(s, v)
}

// offersInQuestion reports whether a question spells its options out
// with "or" ("Should I make `discount` round like `withTax`, or switch
// both to HALF_EVEN?"), rather than pointing at options named elsewhere
// ("in one of them or both?", "all three, or just some?").
func offersInQuestion(q string) bool {
	if !strings.Contains(q, " or ") {
		return false
	}
	spelled := 0
	for _, alt := range alternatives(q) {
		if !vagueAlternative(alt) {
			spelled++
		}
	}
	return spelled >= 2
}

// vagueAlternative reports whether an alternative of a question only
// points at options named elsewhere: "one of them", "both", "just some",
// "all three", "either" — a pointer word and no verb of change ("switch
// both to HALF_EVEN" spells an option out).
func vagueAlternative(alt string) bool {
	norm := lang.Normalize(alt)
	vague := false
	for _, w := range lang.WordsIn(norm, span{Start: 0, End: len(norm)}) {
		switch w.Text {
		case "them", "both", "some", "either", "all", "each", "those", "these", "neither":
			vague = true
		}
		if lang.IsChangeVerb(w.Text) || lang.IsMoreChangeVerb(w.Text) {
			return false
		}
	}
	return vague
}

// offeredToDo reports whether an assistant message offers to make the
// changes it lists for the user to choose from ("I can either …", "Which
// should I do?", "Which would you prefer?"), rather than asking which one
// is meant or used.
func offeredToDo(msg string) bool {
	norm := lang.Normalize(msg)
	for _, p := range [...]string{"i can ", "i could ", "should i ", "shall i ", "want me to", "which would you", "which do you want",
		"which do you prefer", "you prefer", "i'd ", "i would "} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	return false
}

// offersChoice reports whether an assistant message asks the user to
// choose among two or more options ("I can either - … or - …. Which would
// you prefer?"): then it is no one proposal a reply adopts, and what the
// reply picks says which change it asks for.
func offersChoice(msg string) bool {
	return isClarifying(msg) && !asksGoAhead(msg) && len(options(msg)) >= 2
}

// bestFit is, of several picked options, the one that fits this change
// best (fitScore), or whole when fewer than two were picked or no one
// fits best.
func bestFit(picked []string, whole string, t Target) string {
	if len(picked) < 2 {
		return whole
	}
	best, score, tie := picked[0], fitScore(picked[0], t), false
	for _, p := range picked[1:] {
		switch sc := fitScore(p, t); {
		case sc > score:
			best, score, tie = p, sc, false
		case sc == score:
			tie = true
		}
	}
	if tie {
		return whole // "both" of two files: nothing tells them apart
	}
	return best
}

// choiceFits reports whether a reply to a message offering options picks,
// in its first sentence ("retry please. the QPS limit is contractual"),
// options of which none is outfitted by an unpicked one for this change
// (otherOptionFits); a reply that picks nothing is left to the other
// rules.
func choiceFits(reply, msg string, t Target) bool {
	first := reply
	if ss := lang.Sentences(lang.Normalize(reply)); len(ss) > 1 {
		first = reply[ss[0].Start:ss[0].End]
	}
	opts := options(msg)
	r := read(first, t)
	picked, ok := pickOptions(r, opts, offersAll(msg))
	if !ok {
		return true
	}
	_, other := otherOptionFits(splitPicked(picked, opts), opts, t)
	return !other
}

// bringsNewWords reports whether the change brings in a word or number its
// old lines do not have: a reflow or a removal brings none, so no value in
// an offer can contradict it.
func bringsNewWords(t Target) bool {
	old := tokenSet(t.removed)
	for _, w := range tokens(t.Added) {
		if !old[w] {
			return true
		}
	}
	return false
}

// refusedAfter reports whether the option word at ws[k] is answered no
// right after it: "first one yes. second one no", "2: no", "b nope".
func refusedAfter(ws []word, k int) bool {
	j := k + 1
	for j < len(ws) && j <= k+2 && (ws[j].Text == "one" || ws[j].Text == "option" || ws[j].Text == "thing") {
		j++
	}
	if j >= len(ws) {
		return false
	}
	switch ws[j].Text {
	case "no", "nope", "nah", "not", "skip":
		return true
	}
	return false
}

// proposalText is what of an assistant message proposes the change: its
// proposing sentences when they show code of their own ("I'd change `Get`
// so that it calls `delete(c.entries, key)` …"), else the whole message.
// The diagnosis around them ("it never deletes from `c.entries`, so …")
// shows no change a yes would approve.
func proposalText(msg string, t Target) string {
	offer := offeredPart(msg)
	if offer == "" || strings.Contains(msg, "```") {
		return msg
	}
	if showsChange(offer) || len(codeSpans(offer, t)) > 0 {
		return offer
	}
	return msg
}

// pickedVerb is the verb of change of the picked option this change fits
// (fitScore above zero and above every option not picked), when the
// assistant offered to make the options ("I could: 1. make Put use defer
// …"): the option's own verb, or the question's ("Shall I wrap the long
// lines in …?"). The option must not show another change (proposalShows).
func pickedVerb(picked, offered []string, question string, t Target) (string, bool) {
	if len(picked) == 0 || !offeredToDo(question) {
		return "", false
	}
	best, score := "", 0
	for _, p := range picked {
		if sc := fitScore(p, t); sc > score {
			best, score = p, sc
		}
	}
	if best == "" {
		return "", false
	}
	for _, o := range offered {
		if !slicesHas(picked, o) && fitScore(o, t) >= score {
			return "", false
		}
	}
	if !proposalShows(best, t) {
		return "", false
	}
	v := read(best, t).verb()
	if v == "" {
		v = offersToChange(question)
	}
	return v, v != ""
}

// maxNamedOptions bounds the code names codeNamesIn returns.
const maxNamedOptions = 8

// codeNamesIn returns the words of a sentence that can only be code
// names — an underscore, or capitals after the first letter (OFFLINE_SYNC,
// parseDuration, HttpClient) — and no file names: the options of "two
// flags: NEW_ONBOARDING and OFFLINE_SYNC. Which one?".
func codeNamesIn(sentence string) []string {
	var out []string
	for _, f := range strings.Fields(sentence) {
		f = strings.Trim(f, ",.;:?!()`'\"")
		if len(f) < 3 || !isCodeName(f) || strings.Contains(f, ".") || slicesHas(out, f) || len(out) >= maxNamedOptions {
			continue
		}
		if strings.Contains(f, "_") || strings.ToLower(f[1:]) != f[1:] {
			out = append(out, f)
		}
	}
	return out
}

// spelledAnchored reports whether an option spells this change out in code
// and the message it stands in quotes what the change replaces: every
// code span of opt is written by the edit, one of them new, the option
// shows every word and number the edit brings in, and a span of msg of six
// characters or more is in the removed lines and not in the new ones
// ("(a) switch the final stage to `nginxinc/nginx-unprivileged:1.25-alpine`
// and `EXPOSE 8080`; (b) keep `nginx:1.25-alpine` …" for the edit of that
// FROM line). The mention returned is the quoted old text.
func spelledAnchored(opt, msg string, t Target) (mention, bool) {
	spans, fresh := 0, false
	for _, q := range quoted(opt) {
		if q.Start == 0 || opt[q.Start-1] != '`' {
			continue
		}
		code := opt[q.Start:q.End]
		if !strings.Contains(t.Added, code) {
			return mention{}, false
		}
		spans++
		fresh = fresh || !strings.Contains(t.removed, code)
	}
	if spans == 0 || !fresh || !showsAllFresh(opt, t) {
		return mention{}, false
	}
	for _, q := range quoted(msg) {
		if q.Start == 0 || msg[q.Start-1] != '`' || q.End-q.Start < 6 {
			continue
		}
		if code := msg[q.Start:q.End]; strings.Contains(t.removed, code) && !strings.Contains(t.Added, code) {
			return mention{Span: q, what: code}, true
		}
	}
	return mention{}, false
}

// showsAllFresh reports whether text writes every word and number the
// change brings in that its old lines do not have: an option that spells
// the whole change, nothing of it left out.
func showsAllFresh(text string, t Target) bool {
	have, old := tokenSet(text), tokenSet(t.removed)
	for _, w := range tokens(t.Added) {
		if !old[w] && !have[w] {
			return false
		}
	}
	return true
}
