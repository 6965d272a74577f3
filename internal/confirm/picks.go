package confirm

import (
	"fmt"
	"path"
	"sort"
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
//
// A verb with nothing but pointer words points as well: "Update both, or
// just one?" offers no option of its own.
func vagueAlternative(alt string) bool {
	norm := lang.Normalize(alt)
	vague, verb, content := false, false, false
	for _, w := range lang.WordsIn(norm, span{Start: 0, End: len(norm)}) {
		switch {
		case w.Text == "them" || w.Text == "both" || w.Text == "some" || w.Text == "either" || w.Text == "all" || w.Text == "each" ||
			w.Text == "those" || w.Text == "these" || w.Text == "neither":
			vague = true
		case lang.IsChangeVerb(w.Text) || lang.IsMoreChangeVerb(w.Text):
			verb = true
		case w.Text == "one" || w.Text == "just" || w.Text == "only" || lang.Ordinal(w.Text) != 0 || isStopWord(w.Text):
		default:
			content = true
		}
	}
	return vague && (!verb || !content)
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

// optionWords is each option's words, lower case, split at anything but
// letters, digits and underscores: what pickByName and pickOptions tell
// options apart by.
func optionWords(opts []string) [][]string {
	toks := make([][]string, len(opts))
	for i, o := range opts {
		toks[i] = strings.FieldsFunc(strings.ToLower(o), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
		})
	}
	return toks
}

// distinctOption is the one option whose words (optionWords) hold w, or
// -1; failing that, the one whose words hold a word w shortens ("prod" of
// .env.production).
func distinctOption(toks [][]string, w string) int {
	if at := optionHolding(toks, w, false); at != -2 {
		return at
	}
	return max(optionHolding(toks, w, true), -1)
}

// excludesPick reports whether the words ending at ws[k] keep what
// follows out of a pick: "skip", "except", "not", "leave", "apart from",
// "other than", "excluding", "minus", "save for"; "but" only after a word
// for every option ("all but prod", "all of them but dev": "yes but only
// dev" keeps nothing out).
func excludesPick(ws []word, k int) bool {
	switch ws[k].Text {
	case "but":
		return k > 0 && (lang.SelectsAll(ws[k-1].Text) || ws[k-1].Text == "them")
	case "excluding", "minus":
		return true
	case "from":
		return k > 0 && ws[k-1].Text == "apart"
	case "than":
		return k > 0 && ws[k-1].Text == "other"
	case "for":
		return k > 0 && ws[k-1].Text == "save"
	}
	return excludes(ws[k].Text)
}

// narrowsPick reports whether w ends an exclusion and names what is
// picked: "not prod, only dev", "yes, but just the first".
func narrowsPick(w string) bool {
	return w == "only" || w == "just"
}

// pointsAtRest reports whether w points at the options a reply did not
// keep out: "the other two", "the rest", "the remaining ones".
func pointsAtRest(w string) bool {
	switch w {
	case "other", "others", "rest", "remaining":
		return true
	}
	return false
}

// withVagueSpread adds to a picked option that only points at all the
// others ("(3) both", "all of the above") every option offered; "one of
// them" or "neither" picks none of them.
func withVagueSpread(picked, opts []string) []string {
	for _, p := range picked {
		if vagueAlternative(p) && pointsAtAll(p) {
			return opts
		}
	}
	return picked
}

// pointsAtAll reports whether a text has a word for every option ("both",
// "all").
func pointsAtAll(text string) bool {
	norm := lang.Normalize(text)
	for _, w := range lang.WordsIn(norm, span{Start: 0, End: len(norm)}) {
		if lang.SelectsAll(w.Text) {
			return true
		}
	}
	return false
}

// offeredVerb is the verb of change an assistant's question offers to
// do to the options it lists, wherever it stands: "Which one should I
// update?", "Should I lower it in one of them or both?", a question that
// opens with the verb ("Bump it in which?", "Change both, or just
// one?"), or the sentence before it ("I could add the alias in `a` or
// `b`. Which one?"). "" when it offers none ("Which file is read in
// prod?").
func offeredVerb(msg string) string {
	if v := offersToChange(msg); v != "" {
		return v
	}
	q := lastQuestion(msg)
	for _, s := range [...]string{q, sentenceBefore(msg, q)} {
		norm := lang.Normalize(s)
		ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
		for k, w := range ws {
			if s == q && k+2 < len(ws) && w.Text == "should" && becomes(ws[k+1].Text, ws[k+2].Text) {
				return "set" // "Which ones should go to 3 replicas?", "Which one should get the new limit?"
			}
			if !lang.IsChangeVerb(w.Text) {
				continue
			}
			if k == 0 && s == q {
				return w.Text // "Bump it in which?"
			}
			if k >= 2 && (ws[k-2].Text == "i" || ws[k-2].Text == "we") && offerModal(ws[k-1].Text) || k >= 2 && ws[k-2].Text == "me" && ws[k-1].Text == "to" {
				return w.Text // "I could add …", "want me to drop …"
			}
		}
	}
	return ""
}

// becomes reports whether two words after "should" say that what they
// follow takes a new value: "go to", "move to", "become", "be set", "get
// the new".
func becomes(w, next string) bool {
	switch w {
	case "go", "move", "switch", "drop", "jump":
		return next == "to"
	case "become":
		return true
	case "be":
		return next == "set" || next == "changed" || next == "raised" || next == "lowered" || next == "bumped"
	case "get", "receive":
		return next == "the" || next == "a" || next == "new"
	}
	return false
}

// offerModal reports whether w, between "I" and a verb, offers the verb:
// "I can", "I could", "should I" read the other way round is offersToChange's.
func offerModal(w string) bool {
	switch w {
	case "can", "could", "should", "would", "shall", "will", "'d":
		return true
	}
	return false
}

// leavesValue reports whether an assistant's question (the whole
// message), the reply and the options it picked name no value of the
// change: no digit, no code but file names, no word after "to", "as",
// "into", "with" or "=" beyond pointers and the options' own words
// ("Which one should I update?" — "the first", "Which one should get the
// new memory limit?" — "the dev one", "Change both, or just one?" —
// "both"; not "Which should drop to warn?", nor "the second one, to 50M"):
// what the change writes is left to the agent, as in a request naming only
// the file.
func leavesValue(msg, reply, picked string) bool {
	opts, _ := choicesIn(msg)
	own := tokenSet(strings.ToLower(strings.Join(opts, "\n")))
	return noValueIn(lastQuestion(msg), own) && noValueIn(reply, own) && noValueIn(picked, own)
}

// noValueIn reports whether text gives no value: no digit but in a file
// name or a whole number ("2", "#3"), no code span but file names, and no
// word after "to", "as", "into", "with" or "=" but pointers, stop words,
// file names and the words of own.
func noValueIn(text string, own map[string]bool) bool {
	for _, q := range quoted(text) {
		if c := text[q.Start:q.End]; q.Start > 0 && text[q.Start-1] == '`' && !(isPathLike(c) && !versionLike(c)) && !isWellKnownDoc(strings.ToLower(c)) {
			return false
		}
	}
	valued := false
	for _, f := range strings.Fields(text) {
		if strings.Contains(f, "=") {
			return false
		}
		if f = strings.Trim(f, ",.;:?!()`'\"*"); f == "" || isPathLike(f) && !versionLike(f) || isWellKnownDoc(strings.ToLower(f)) || lang.Ordinal(strings.ToLower(f)) > 0 {
			valued = false
			continue
		}
		if strings.ContainsAny(f, "0123456789") {
			return false
		}
		norm := lang.Normalize(f)
		for _, w := range lang.WordsIn(norm, span{Start: 0, End: len(norm)}) {
			switch {
			case w.Text == "to" || w.Text == "as" || w.Text == "into" || w.Text == "with":
				valued = true
			case pointerWord(w.Text) || isStopWord(w.Text) || lang.SelectsAll(w.Text) || lang.IsNegation(w.Text) || own[w.Text]:
			case valued:
				return false // "drop to warn"
			}
		}
	}
	return true
}

// pointerWord reports whether w only points at options or asks which:
// "which", "one", "the second", "them", "just".
func pointerWord(w string) bool {
	switch w {
	case "which", "what", "one", "ones", "either", "neither", "them", "these", "those", "of", "just", "only", "should", "shall",
		"could", "can", "would", "i", "we", "it", "in", "on", "or", "and", "the", "file", "files", "place", "places", "do", "you",
		"want", "me", "prefer", "please", "pls", "one's", "first", "second", "third", "last", "other", "rest", "some":
		return true
	}
	return lang.Ordinal(w) != 0
}

// inlineOptions are the options a message labels in its running text:
// "(1) … (2) … or (3) both", "(a) …, (b) …", "Options: 1) … 2) …". The
// labels must run 1, 2, 3 … or a, b, c … from the first; each option runs
// to the next label, the last to the end of its sentence. Fewer than two
// labels are none.
func inlineOptions(msg string) []string {
	type mark struct{ start, end int }
	var marks []mark
	next := byte(0)
	for i := 0; i+2 < len(msg) && len(marks) < maxOptions; i++ {
		c := msg[i] | 0x20
		paren := i > 0 && msg[i-1] == '(' && msg[i+1] == ')'
		bare := msg[i] >= '1' && msg[i] <= '9' && msg[i+1] == ')' && (i == 0 || msg[i-1] == ' ' || msg[i-1] == '\n')
		if !paren && !bare || msg[i+2] != ' ' || !isLabel(msg[i]) {
			continue
		}
		if next == 0 && (c == '1' || c == 'a') {
			next = c
		}
		if next == 0 || c != next {
			continue
		}
		start := i
		if paren {
			start = i - 1
		}
		marks = append(marks, mark{start, i + 2})
		next++
	}
	if len(marks) < 2 {
		return nil
	}
	var out []string
	for k, m := range marks {
		end := len(msg)
		if k+1 < len(marks) {
			end = marks[k+1].start
		} else {
			end = m.end + sentenceEnd(msg[m.end:])
			if q := strings.IndexAny(msg[m.end:end], "?"); q >= 0 {
				end = m.end + q
			}
		}
		o := strings.TrimSpace(msg[m.end:end])
		o = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(o, " or"), " and"))
		o = strings.TrimRight(o, ",;")
		out = append(out, strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(o, " or"), " and")))
	}
	return out
}

// spelledPick reports whether the options a reply picked spell this change
// out for the one file the assistant's message names, and which file:
// the options name no file, every file the message names is the target,
// every code span of the options is written by the change (one of them
// new), and they show every word the change brings in ("deploy/worker.service
// has no Restart= line. Options: 1) `Restart=always` 2) `Restart=on-failure`
// with `RestartSec=5`. Which?" — "2").
func spelledPick(picked, msg string, t Target) (string, bool) {
	if picked == "" || len(pathsIn(picked)) > 0 {
		return "", false
	}
	file := ""
	for _, p := range pathsIn(msg) {
		if versionLike(p) || strings.HasSuffix(p, ".") {
			continue
		}
		if p != t.Name && !strings.HasSuffix(t.Name, "/"+p) {
			return "", false // another file: which one the option is for is not said
		}
		file = p
	}
	if file == "" {
		return "", false
	}
	spans, fresh := 0, false
	for _, q := range quoted(picked) {
		if q.Start == 0 || picked[q.Start-1] != '`' {
			continue
		}
		code := picked[q.Start:q.End]
		if !strings.Contains(t.Added, code) {
			return "", false
		}
		spans++
		fresh = fresh || !strings.Contains(t.removed, code)
	}
	if spans == 0 {
		// "bump it to 3.12, add a matrix with 3.10 and 3.12, or leave it?" —
		// "matrix": an option in plain words spells the change when it
		// holds every word the change brings in, on every line it adds
		// (an option of a few words, without its label: "2." is no value)
		plain := withoutLabel(picked)
		return file, len(strings.Fields(plain)) >= 3 && showsAllFresh(plain, t) && spellsLines(plain, t.Added, t.removed, t.Name, false, nil)
	}
	return file, fresh && showsAllFresh(picked, t)
}

// narrowingSentence is the words of the first sentence of a reply that
// restricts the pick to options it names ("just alpha", "only the dev
// one"): that one picks, whatever the sentences around it name ("live
// stays. just alpha").
func narrowingSentence(reply reading, opts []string) ([]word, bool) {
	toks := optionWords(opts)
	for _, ws := range reply.sentWords {
		for k, w := range ws {
			if !narrowsPick(w.Text) {
				continue
			}
			for j := k + 1; j < len(ws) && j <= k+3; j++ {
				if len(ws[j].Text) >= 2 && !isStopWord(ws[j].Text) && distinctOption(toks, ws[j].Text) >= 0 {
					return ws, true
				}
			}
		}
	}
	return nil, false
}

// withoutLabel is an option without the label it was listed by ("2. add
// pgbouncer" → "add pgbouncer", "b) raise it" → "raise it").
func withoutLabel(option string) string {
	option = strings.TrimSpace(option)
	first, rest, ok := strings.Cut(option, " ")
	if !ok || len(first) < 2 || len(first) > 3 || !strings.ContainsAny(first[len(first)-1:], ".):") {
		return option
	}
	for _, c := range first[:len(first)-1] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return option
		}
	}
	return strings.TrimSpace(rest)
}

// optionsPlacedIn reports whether an assistant's question names the
// target's file and no other file: the options it offers are then changes
// of that file.
func optionsPlacedIn(question string, t Target) bool {
	q := headTail(question)
	if !anyFile(mentions(q, lang.Normalize(q), t, false)) {
		return false
	}
	return !namesOtherFiles(strings.ReplaceAll(strings.ReplaceAll(q, t.Name, ""), path.Base(t.Name), ""))
}

// answerHead reads a long reply to my question of options as its answer
// and the reasons after it: "both please, releases built with an older go
// than CI would be silly", "only the staging one. prod talks to the real
// provider …". When the reply's opening clauses (within its first
// sentence, a few words) pick among the options the question offers, no
// sentence of the reply is a question, and what follows asks for no
// change and names nothing of the change, the answer is that opening: the
// rest says why. ok is false otherwise, and the reply stands
// as a request of its own.
func answerHead(conv []Turn, u int, t Target, r reading) (string, bool) {
	if u < 1 || conv[u-1].Role != Assistant || len(r.sents) == 0 {
		return "", false
	}
	question := assistantBlock(conv, u-1)
	if lastQuestion(question) == "" {
		return "", false
	}
	opts, ok := choicesIn(question)
	if !ok {
		return "", false
	}
	for _, s := range r.sents {
		if s.Question {
			return "", false // "hmm what does datetime.min do …?": no answer yet
		}
	}
	var ends []int // where the opening may stop: its clauses' ends and commas
	for _, cl := range r.clauses[0] {
		ends = append(ends, cl.End)
	}
	for i := r.sents[0].Start; i < r.sents[0].End; i++ {
		if r.orig[i] == ',' {
			ends = append(ends, i)
		}
	}
	sort.Ints(ends)
	for _, end := range ends {
		head := strings.TrimSpace(r.orig[:end])
		if len(strings.Fields(head)) > maxAnswerWords/2 {
			return "", false
		}
		if _, picked := pickOptions(read(head, t), opts, offersAll(question)); !picked {
			continue
		}
		tail := read(r.orig[end:], t)
		if len(tail.names) > 0 || namesAnotherFile(tail.orig, t) {
			return "", false
		}
		for _, v := range tail.verbs {
			if v.problem == "" && tail.opensClause(v) {
				return "", false // "both, and bump the cache key too": a request of its own
			}
		}
		return head, true
	}
	return "", false
}

// opensClause reports whether a verb opens its clause, as a request does
// ("and also switch the cache key"), rather than standing inside a
// statement ("prod changes need change review").
func (r reading) opensClause(v verbUse) bool {
	cl := r.clauses[v.sent][lang.ClauseAt(r.clauses[v.sent], v.Start)]
	for _, w := range r.sentWords[v.sent] {
		if w.Start < cl.Start {
			continue
		}
		if w.Start >= v.Start {
			return true
		}
		switch w.Text {
		case "and", "also", "then", "please", "pls", "plus", "but", "oh", "too", "just", "now", "so":
		default:
			return false
		}
	}
	return true
}
