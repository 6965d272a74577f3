package confirm

import (
	"fmt"
	"path"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file reads a request whose target the conversation carries: the
// user settled the change with me over a few turns, my last message
// restated it ("So: `PAST_DUE_GRACE = 7.days`, nothing else.", "Got it:
// 384Mi → 640Mi."), and the reply only approves it ("yes. go", "yup ship
// it", "👍") or asks for it without naming anything else ("perfect, do
// both port mappings"). Nothing in the reply names the file; the
// conversation does.

// maxTopicTurns bounds how far back restatedChange looks for the message
// that named the file the conversation is about.
const maxTopicTurns = 6

// restatedChange reports whether the user's latest message u carries out
// the change my message right before it restated. It holds when
//
//   - the reply plainly approves, or asks for a change in sentences that
//     are plain requests (no question, hedge, negation or condition) and
//     names no file or place of its own;
//   - my message right before spells every word and number this change
//     brings in (a change that brings nothing in is never taken this way),
//     so a yes covers what was restated and not an option offered earlier
//     ("… or lower `concurrency` to 2"), nor another value or more lines;
//   - every setting the change rewrites is named there by its key ("a yes
//     to "`PAST_DUE_GRACE` 3.days → 7.days" is no yes to TRIAL_DAYS = 7
//     beside it), and the sentences that spell it state or propose it,
//     not only what might be done ("mb_substr would fix that");
//   - the reply brings no number of its own ("so three after all");
//   - my message offers no choice the reply leaves unmade, reports no
//     finished work, and asks nothing but the go-ahead for a change ("Is
//     this the file Argo uses?" — "yep that's the one" approves nothing);
//   - the conversation is about this file alone: my message names it (its
//     path, name, or a symbol of the lines it changes), or names no file
//     and one of my messages of the last few turns does; and no message
//     from there on, mine or the user's, names another file.
func restatedChange(conv []Turn, u int, t Target, r reading, approves func(string) bool) (Classification, bool) {
	if u < 1 || conv[u-1].Role != Assistant || len(t.Added) == 0 {
		return Classification{}, false
	}
	fresh := tokenSet(t.Added)
	for w := range tokenSet(t.removed) {
		delete(fresh, w)
	}
	asks := r.plainAsk(fresh)
	narrowed := narrowsToQuoted(conv[u].Text, t)
	approved := approves(conv[u].Text)
	if !approved && !asks && !narrowed && !assentOnly(r) {
		return Classification{}, false
	}
	if namesAnotherFile(conv[u].Text, t) || r.otherPlace() != "" {
		return Classification{}, false
	}
	block := assistantBlock(conv, u-1)
	if !approved && !asks && !narrowed && !namesEachDeclared(block, t) {
		// "perfect" to "I'll change the rounding in `compute_tax`": a
		// bare assent is to the place my message named, not beyond it
		return Classification{}, false
	}
	if fresh, shown := spelled(block+"\n"+conv[u].Text, t.Added, t.removed); fresh == 0 || shown < fresh {
		return Classification{}, false
	}
	if _, ok := choicesIn(block); ok || toldDone(lang.Normalize(block)) || !asksGoAheadOnChange(block) {
		return Classification{}, false
	}
	if !keysNamed(block+"\n"+conv[u].Text, t) || possibleOnly(block, fresh) || ownNumber(r, t) {
		return Classification{}, false
	}
	where, window, ok := topicOf(conv, u, t)
	if !ok {
		return Classification{}, false
	}
	own, found := r.objectWords(window + "\n" + t.removed + "\n" + t.Added)
	if own > 0 && 2*found < own || !narrowed && (!asks && strings.ContainsAny(block, "?？") || asks && own == 0 && strings.ContainsAny(block, "?？")) {
		// "fix the header instead": an object of the reply's own; a
		// question of mine answered by a bare yes or "do it" is read by
		// approvedProposal, which knows what "it" is there.
		return Classification{}, false
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you answered %q right after I restated this change to %q, %s", clip80(conv[u].Text), t.Name, where)}, true
}

// plainAsk reports whether the message asks for a change and every one of
// its sentences with a verb of change is a plain request (see
// plainStatement): "perfect, do both port mappings", "ok, apply it".
//
// A sentence where the user takes other work on ("I'll put a reminder to
// revert", "I'll do the links myself") is beside the request, as long as
// it spells nothing the change brings in (fresh).
func (r reading) plainAsk(fresh map[string]bool) bool {
	aside := map[int]bool{}
	for _, v := range r.verbs {
		if strings.HasPrefix(v.problem, selfDonePrefix) && !spellsAny(r.orig[r.sents[v.sent].Start:r.sents[v.sent].End], fresh) {
			aside[v.sent] = true
		}
	}
	asked := false
	for _, v := range r.verbs {
		if aside[v.sent] {
			continue
		}
		if !r.plainStatement(v.sent) {
			return false
		}
		asked = true
	}
	for si, ws := range r.sentWords {
		if doesIt(ws) {
			if !r.plainStatement(si) {
				return false
			}
			asked = true
		}
	}
	return asked
}

// topicOf reports whether the conversation before the user's message u is
// about t's file alone, and where it named it: walking back over my
// messages, the first that names t (its file or a symbol of the changed
// lines) is where the topic started; no message from there to u, mine or
// the user's, names another file, and when that message names only a
// symbol, no message before it names another file of t's base name.
func topicOf(conv []Turn, u int, t Target) (where, window string, ok bool) {
	seen := 0
	var texts []string
	for i := u - 1; i >= 0 && seen < maxTopicTurns; i-- {
		if conv[i].Role != Assistant {
			if namesAnotherFile(conv[i].Text, t) {
				return "", "", false
			}
			texts = append(texts, headTail(conv[i].Text))
			continue
		}
		seen++
		block := headTail(conv[i].Text)
		if namesAnotherFile(block, t) {
			return "", "", false
		}
		texts = append(texts, block)
		ms := mentions(block, lang.Normalize(block), t, false)
		if len(ms) == 0 {
			continue
		}
		if !namesFile(ms) && otherFileBefore(conv, i, t) {
			// "There are two: services/api/config.yaml and
			// services/worker/config.yaml" earlier, then "`level` →
			// debug in the api config": a key both files have names
			// neither
			return "", "", false
		}
		if i == u-1 {
			return fmt.Sprintf("which names %q", ms[0].what), strings.Join(texts, "\n"), true
		}
		return fmt.Sprintf("on the file my message %q named", clip80(conv[i].Text)), strings.Join(texts, "\n"), true
	}
	return "", "", false
}

// otherFileBefore reports whether a turn before i, within twice
// maxTopicTurns turns, names another file of t's base name
// (services/api/config.yaml beside services/worker/config.yaml), whose
// keys a symbol alone cannot tell from t's.
//
// So does a turn that set another file beside t's ("two values files set
// `REQUEST_TIMEOUT_MS`: deploy/values-staging.yaml and
// deploy/values-production.yaml"): a key then may be either's.
func otherFileBefore(conv []Turn, i int, t Target) bool {
	base := path.Base(t.Name)
	for j := i - 1; j >= 0 && i-j <= 2*maxTopicTurns; j-- {
		text := headTail(conv[j].Text)
		if namesAnotherFile(text, t) && namesFile(mentions(text, lang.Normalize(text), t, false)) {
			return true
		}
		for _, f := range pathsIn(text) {
			if f = strings.TrimPrefix(f, "./"); path.Base(f) == base && f != t.Name && !strings.HasSuffix(t.Name, "/"+f) {
				return true
			}
		}
	}
	return false
}

// objectWords counts the words of the reply's own that follow its verbs of
// change in their sentences (own: words of four letters or more, not
// pointers like "them" or "please"), and how many of them the
// conversation's text has (found, by their first four letters, case
// aside). A contrast ("instead", "rather") counts as a word never found.
// After "do both", "do all", "do it" the words name what was offered and
// count only when they are a contrast.
func (r reading) objectWords(text string) (own, found int) {
	have := strings.ToLower(text)
	for _, v := range r.verbs {
		done := doesItIn(r.sentWords[v.sent]) // "perfect, do both port mappings": what "both" is
		for _, w := range r.sentWords[v.sent] {
			if w.Start < v.End {
				continue
			}
			x := strings.TrimSuffix(w.Text, "'s")
			if len(x) < 4 || pointer(x) || pointerWord(x) || lang.IsChangeVerb(x) || done && x != "instead" && x != "rather" {
				continue
			}
			own++
			if x != "instead" && x != "rather" && strings.Contains(have, x[:4]) {
				found++
			}
		}
	}
	return own, found
}

// toldDone reports whether an assistant message (normalized) tells of
// work already done rather than restating work to do: "Done: …", "I've
// changed …", "I updated …". (reportsWork reads any word of a report,
// "set" included, which a restatement uses too.)
func toldDone(norm string) bool {
	if strings.HasPrefix(strings.TrimSpace(norm), "done") {
		return true
	}
	for _, p := range [...]string{"i've ", "i have ", "i changed", "i updated", "i set ", "i raised", "i bumped", "i added", "i removed", "i fixed"} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	return false
}

// asksGoAheadOnChange reports whether an assistant message asks nothing, or its last
// question asks for a go-ahead on a change: it proposes ("Should I?"),
// has a verb of change ("So switch `instance_class` to db.r6g.large?"),
// or is a bare go-ahead question ("OK?", "Sound good?").
func asksGoAheadOnChange(block string) bool {
	if !strings.ContainsAny(block, "?？") {
		return true
	}
	q := lastQuestion(block)
	norm := lang.Normalize(q)
	return proposes(norm) || hasChangeVerb(q) || goAheadQuestions[strings.Trim(norm, " ?？.!")]
}

// keysNamed reports whether text names the key of every setting the change
// rewrites: each of its units whose old lines set a key ("TRIAL_DAYS =
// 14", "memory: 384Mi") has that key in text. Units that are only a
// consequence of the others need no naming.
func keysNamed(text string, t Target) bool {
	have := strings.ToLower(text)
	units := t.units()
	for _, u := range units {
		if u.consequence(units) {
			continue
		}
		for _, l := range u.removed {
			if k := lineKey(l); k != "" && !strings.Contains(have, strings.ToLower(k)) {
				return false
			}
		}
	}
	return true
}

// possibleOnly reports whether every sentence of my message that spells a
// word the change brings in only says what might be done — a modal with
// no proposal of mine ("mb_substr would fix that", "a year could work") —
// rather than stating or proposing the change, or whether one of them
// denies it: a negation before the first such word ("I'd not raise
// `timeout` to 45").
func possibleOnly(block string, fresh map[string]bool) bool {
	spells := false
	for _, s := range lang.Sentences(block) {
		text := block[s.Start:s.End]
		if !spellsAny(text, fresh) {
			continue
		}
		spells = true
		norm := lang.Normalize(text)
		if deniedBefore(norm, fresh) {
			return true // "I'd not raise `timeout` to 45: the upstream cuts at 30"
		}
		if !modal(norm) || proposes(norm) {
			return false
		}
	}
	return spells
}

// modal reports whether a sentence (normalized) holds a word of mere
// possibility: "would", "could", "might", "may", "maybe", "perhaps".
func modal(norm string) bool {
	for _, w := range strings.Fields(norm) {
		switch strings.Trim(w, ",.;:!?()`'\"") {
		case "would", "could", "might", "may", "maybe", "perhaps", "probably":
			return true
		}
	}
	return false
}

// ownNumber reports whether the reply writes a number (digits, or a count
// word above one) the change does not bring in: "so three after all" is
// a value of its own, not a yes to the one restated.
//
// A number in a sentence that negates ("nobody runs 2.2 anymore") says
// what is not so, not a value to write.
func ownNumber(r reading, t Target) bool {
	added := tokenSet(t.Added)
	for _, ws := range r.sentWords {
		if negates(ws) {
			continue
		}
		for _, w := range ws {
			if n, ok := writtenNumber(w.Text); ok && !added[n] {
				return true
			}
		}
	}
	return false
}

// writtenNumber is the number a word writes (digits, or a count word above
// one: "three" → "3").
func writtenNumber(w string) (string, bool) {
	if c, ok := countWord(w); ok && c != "1" {
		return c, true
	}
	return w, isNumber(w)
}

// negates reports whether a sentence's words hold a negation ("no",
// "not", "nobody", "never", "n't").
func negates(ws []word) bool {
	for _, w := range ws {
		if lang.IsNegation(w.Text) || strings.HasSuffix(w.Text, "n't") || w.Text == "nobody" || w.Text == "no" {
			return true
		}
	}
	return false
}

// spellsAny reports whether text holds one of the words (tokens) in set.
func spellsAny(text string, set map[string]bool) bool {
	for _, w := range tokens(text) {
		if set[w] {
			return true
		}
	}
	return false
}

// doesItIn reports whether "do" and what was offered ("do both", "do it")
// stand anywhere in a sentence's words (see doesIt).
func doesItIn(ws []word) bool {
	for k := range ws {
		if doesIt(ws[k:]) {
			return true
		}
	}
	return false
}

// selfDonePrefix opens the problem of a verb the user said they would do
// themselves ("I'll wire the layer myself"; see selfDone).
const selfDonePrefix = "you said you would "

// deniedBefore reports whether a sentence (normalized) refuses a change
// before the first word in fresh it holds: a negation of will or advice
// ("not", "don't", "never", "won't", "wouldn't", "shouldn't") right before
// a verb of change, not after a copula ("I'd not raise `timeout` to 45",
// "don't set it to 45"; not "`timeout` is not set; I'd set it to 45").
func deniedBefore(norm string, fresh map[string]bool) bool {
	ws := strings.Fields(norm)
	for k, w := range ws {
		w = strings.Trim(w, ",.;:!?()`'\"")
		for _, tok := range tokens(w) {
			if fresh[tok] {
				return false
			}
		}
		switch w {
		case "not", "don't", "dont", "never", "won't", "wouldn't", "shouldn't":
		default:
			continue
		}
		if k > 0 && w == "not" {
			switch strings.Trim(ws[k-1], ",.;:!?()`'\"") {
			case "is", "are", "was", "were", "isn't", "be", "been":
				continue
			}
		}
		if k+1 < len(ws) && lang.IsChangeVerb(strings.Trim(ws[k+1], ",.;:!?()`'\"")) {
			return true
		}
	}
	return false
}

// deniesChange reports whether a sentence of an assistant message that
// spells a word the change brings in negates before it ("I'd not raise
// `timeout` to 45", "please don't set it to 45"): a yes to that message
// agrees not to make the change.
func deniesChange(msg string, t Target) bool {
	fresh := tokenSet(t.Added)
	for w := range tokenSet(t.removed) {
		delete(fresh, w)
	}
	for _, s := range lang.Sentences(msg) {
		if text := msg[s.Start:s.End]; spellsAny(text, fresh) && deniedBefore(lang.Normalize(text), fresh) {
			return true
		}
	}
	return false
}

// assentOnly reports whether a reply only assents: a thumbs-up or OK hand
// ("👍", "👌") or words of acknowledgement ("perfect, exactly that",
// "great, thanks"), and nothing else, no question. After a message of
// mine that spells the change, that is a yes to it; the consent reader,
// which reads a reply without the message before it, leaves a bare "👍"
// or "perfect" unread, since after a report they only acknowledge.
func assentOnly(r reading) bool {
	assent := false
	for _, c := range r.orig {
		switch c {
		case '👍', '👌', '✅':
			assent = true
		case '?', '？':
			return false
		}
	}
	for _, w := range r.words {
		switch {
		case strings.Trim(w.Text, "👍👌✅\ufe0f\U0001F3FB\U0001F3FC\U0001F3FD\U0001F3FE\U0001F3FF") == "":
			// an emoji read as a word, skin tone and all
		case acknowledges(w.Text) && w.Text != "then" && w.Text != "and":
			assent = true
		case w.Text == "exactly", w.Text == "that", w.Text == "this", w.Text == "it", w.Text == "thanks", w.Text == "thx", politeWord(w.Text):
		default:
			return false
		}
	}
	return assent
}

// narrowsToQuoted reports whether a reply says yes and narrows the change
// to a text it quotes whole: "yes but just 'print every request', no
// response bodies". It opens on a yes, and its own quotations spell
// everything the change brings in, so the change is the user's own words.
func narrowsToQuoted(reply string, t Target) bool {
	norm := lang.Normalize(reply)
	ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
	if len(ws) == 0 || !acknowledges(ws[0].Text) || ws[0].Text == "then" || ws[0].Text == "and" || strings.ContainsAny(reply, "?？") {
		return false
	}
	var quoted strings.Builder
	for _, q := range lang.Quotations(reply) {
		quoted.WriteString(reply[q.Inner.Start:q.Inner.End])
		quoted.WriteByte('\n')
	}
	if quoted.Len() == 0 {
		return false
	}
	fresh, shown := spelled(quoted.String(), t.Added, t.removed)
	return fresh > 0 && shown == fresh
}

// namesEachDeclared reports whether msg names every declaration the
// change lies in (a function, class or block of the file): what a bare
// assent approves is the change where my message put it.
func namesEachDeclared(msg string, t Target) bool {
	for _, d := range t.Declared {
		if !occursAsWord(strings.ToLower(msg), strings.ToLower(d)) {
			return false
		}
	}
	return true
}
