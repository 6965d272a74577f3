package confirm

import (
	"fmt"
	"path"
	"sort"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file holds the rules that read the conversation around a request:
// what an assistant's question asks for (a go-ahead or a choice), whether
// an approved proposal is the change being made, and which of the options
// an answer picks.

// asksGoAhead reports whether an assistant message ends by asking for a
// go-ahead ("Proceed?", "Okay to go?", "Any objections?", "Shall I apply
// it?") rather than for a choice: its last question offers no
// alternatives. A numbered or bulleted list before such a question is the
// plan's steps, not options to pick from.
func asksGoAhead(msg string) bool {
	q := lang.Normalize(lastQuestion(msg))
	if q == "" {
		return false
	}
	for _, cue := range [...]string{" or ", "which", "what", "where", "how ", "do you mean", "did you mean", "you mean", "both", "one of", "whether", "prefer"} {
		if strings.Contains(q, cue) {
			return false
		}
	}
	return true
}

// proposalShows reports whether the change brings in only what a proposal
// shows: every word and number the change's new lines add (those its old
// lines do not have) occurs in the proposal. A yes to "change the find
// line to -mtime +30, nothing else" is no yes to a change of the date
// stamp. A change that adds no word (a pure removal) is shown when the
// proposal has what it takes away.
//
// It applies only to a proposal that shows a change (see showsChange); one
// told in words ("I'll add an empty check to handleEntry") is taken as it
// is.
func proposalShows(proposal string, t Target) bool {
	if pointsElsewhere(proposal, t) || !t.created && partUnshown(proposal, t) {
		return false
	}
	if LeavesOut(proposal, t) {
		return false // "… in cmd/gateway/main.go. limiter.go itself is fine. Want me to do that?"
	}
	if !showsChange(proposal) {
		// Code quoted in the proposal ("add `df = df.drop_duplicates(…)`",
		// "pin `version: "~> v1"`"): at least one such piece must be
		// this change's, word for word.
		if quotesSwap(proposal) && !t.created && !everyPartShown(proposal, t) {
			return false // "`a` to `b`" shows the whole change
		}
		if t.removed == "" {
			return true // a new file: its content is the whole change
		}
		spans := codeSpans(proposal, t)
		return len(spans) == 0 || anySpanIn(spans, t) && !setsShownKeyElse(proposal, t)
	}
	have := tokenSet(proposal)
	old := tokenSet(t.removed)
	added := 0
	for _, w := range tokens(t.Added) {
		if old[w] {
			continue
		}
		added++
		if !have[w] {
			return false
		}
	}
	if added > 0 {
		return true
	}
	for _, w := range tokens(t.removed) {
		if have[w] {
			return true
		}
	}
	return t.removed == ""
}

// planCovers reports whether a plan the user consented to, which names the
// target (ms), covers this change: it shows it (proposalShows), and when it
// names only the file, it does not point at another part of it ("add a
// check to `handleEntry` in `parse.go`" does not cover an edit of
// formatFooter).
func planCovers(plan string, ms []mention, t Target) bool {
	if !proposalShows(plan, t) {
		return false
	}
	if q := lastQuestion(plan); namesFiles(q) && !anyFile(mentions(q, lang.Normalize(q), t, false)) {
		return false // "… I could also lower prefetch in settings.yaml. Shall I do the retry.go fix?"
	}
	if onlyFiles(ms) && allRead(plan, ms) {
		return false // "after reading infra/main.tf …, I could tighten these up"
	}
	if t.removed != "" && proposesElsewhere(plan, t) { // (a new file may be named by what it will hold)
		return false // "`removeUser` in src/cli/users.ts … The fix I'd make is in src/api/client.ts"
	}
	return !onlyFiles(ms) || elsewhere(plan, lang.Normalize(plan), t) == ""
}

// allRead reports whether every mention stands in a sentence that says
// the file was read ("I read etl/pipeline.py", "after reading
// infra/main.tf and infra/rds.tf: …") and proposes nothing in it.
func allRead(text string, ms []mention) bool {
	ss := lang.Sentences(text)
	for _, m := range ms {
		read := false
		for _, s := range ss {
			if m.Start < s.Start || m.Start >= s.End {
				continue
			}
			norm := lang.Normalize(text[s.Start:s.End])
			read = !hasChangeWord(norm) && (strings.Contains(norm, "read") || strings.Contains(norm, "looked at") ||
				strings.Contains(norm, "went through") || strings.Contains(norm, "checked") || strings.Contains(norm, "inspected"))
		}
		if !read {
			return false
		}
	}
	return len(ms) > 0
}

// contradictsProposal reports why a change read as explicit is not the one
// the user just approved: their latest message is a short answer to an
// assistant proposal that spells its change out (see showsChange), and
// this change is not the one shown ("Pinning `version: "~> v1"` fixes it.
// Should I pin it?" — "yes pin it" does not cover a bump of go-version).
// A reply with values of its own ("yes, but make it 45") is the user's
// own request, judged by answerToProposal. Likewise a short yes to a
// proposal whose proposing words put the fix in another file (see
// proposesElsewhere) covers nothing here, unless the request before it
// named this target.
func contradictsProposal(conv []Turn, t Target) (string, bool) {
	u := lastUser(conv, len(conv))
	if u <= 0 || conv[u-1].Role != Assistant || contrastsValue(conv[u].Text) {
		return "", false
	}
	if ws := strings.Fields(conv[u].Text); len(ws) > maxAnswerWords || refusesThenAsks(read(conv[u].Text, t)) {
		return "", false // "no, just set the interval to 10s": a request of its own
	}
	msg := headTail(assistantBlock(conv, u-1))
	norm := lang.Normalize(msg)
	if !proposes(norm) || offersChoice(msg) {
		return "", false // options to choose from are no one proposal: the pick is judged (otherOptionFits)
	}
	if !proposalShows(proposalText(msg, t), t) {
		return fmt.Sprintf("you answered %q to the change I showed, and this is not that change", clip80(conv[u].Text)), true
	}
	if proposesElsewhere(msg, t) {
		if r := lastUser(conv, u-1); r < 0 || len(read(conv[r].Text, t).names) == 0 {
			return fmt.Sprintf("you answered %q to a fix I proposed elsewhere, not in %q", clip80(conv[u].Text), t.Name), true
		}
	}
	return "", false
}

// showsChange reports whether a proposal spells out the change it makes:
// a code block or diff, an arrow ("`t3.small` → `t3.medium`"), "from X to
// Y", or a limit on it ("nothing else", "only that line").
func showsChange(proposal string) bool {
	if strings.Contains(proposal, "```") || strings.Contains(proposal, "→") || strings.Contains(proposal, "->") {
		return true
	}

	norm := lang.Normalize(proposal)
	if fromTo(norm) {
		return true
	}
	for _, p := range [...]string{"nothing else", "only that", "only this", "just that", "only the", "just the"} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	return false
}

// fromTo reports whether a text (normalized) states a change of value
// "from A to B": "to" a few words after "from", in the same sentence and
// clause ("bump the timeout from 10 to 30"). "drop the ping from /healthz
// and move it to /readyz" and "… from /healthz. OK to proceed?" state a
// place and then something else, not two values.
func fromTo(norm string) bool {
	for from := 0; from < len(norm); {
		i := strings.Index(norm[from:], " from ")
		if i < 0 {
			return false
		}
		i += from + len(" from ")
		from = i
		rest := norm[i:]
		j := strings.Index(rest, " to ")
		if j < 0 {
			return false
		}
		between := rest[:j]
		if len(strings.Fields(between)) <= maxFromToWords && !strings.ContainsAny(between, ".,;:!?\n") && !strings.Contains(" "+between+" ", " and ") {
			return true
		}
	}
	return false
}

// maxFromToWords is how many words may stand between "from" and "to" in
// a change of value ("from the old 10s to 30s").
const maxFromToWords = 4

// maxCodeSpans bounds the quoted code codeSpans returns.
const maxCodeSpans = 32

// codeSpans returns the `…` spans of a proposal that hold code rather than
// a name — an assignment, a call, a key and value, a block ("`df =
// df.drop_duplicates(…)`", "`version: "~> v1"`", "`c == '.'`") — in the
// sentences and list lines that are about t: those that name its file, or
// name no file at all. A line about another file ("1. tsconfig.json:
// `"strict": true`") says nothing of this change.
func codeSpans(proposal string, t Target) []string {
	var out []string
	for _, line := range strings.Split(proposal, "\n") {
		for _, s := range lang.Sentences(line) {
			unit := line[s.Start:s.End]
			if namesFiles(unit) && !anyFile(mentions(unit, lang.Normalize(unit), t, false)) {
				continue
			}
			for _, q := range quoted(unit) {
				if q.Start == 0 || unit[q.Start-1] != '`' {
					continue
				}
				if code := unit[q.Start:q.End]; len(code) >= 5 && strings.ContainsAny(code, "=(:{") && !isCallName(code) && len(out) < maxCodeSpans {
					out = append(out, code)
				}
			}
		}
	}
	return out
}

// isCallName reports whether code is only a name written as a call
// (`lookup()`, `Cache.Put()`): it names a function, it shows no code.
func isCallName(code string) bool {
	name, ok := strings.CutSuffix(code, "()")
	if !ok || name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !isIdentByte(name[i]) && name[i] != '.' {
			return false
		}
	}
	return true
}

// anySpanIn reports whether every word of one of the code spans is in the
// change's old or new lines.
func anySpanIn(spans []string, t Target) bool {
	have := tokenSet(t.removed + "\n" + t.Added)
	for _, sp := range spans {
		all := true
		for _, w := range tokens(sp) {
			if !have[w] {
				all = false
				break
			}
		}
		if all && len(tokens(sp)) > 0 || templateSpanIn(sp, t.Added) {
			return true
		}
	}
	return false
}

// maxProposalTokens bounds the words proposalShows compares.
const maxProposalTokens = 512

// tokens are the words and numbers of a text (letters, digits and
// underscores; case kept), at most maxProposalTokens of them.
func tokens(text string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(text) && len(out) < maxProposalTokens; i++ {
		if i < len(text) && (isIdentByte(text[i]) || text[i] >= 0x80) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, text[start:i])
			start = -1
		}
	}
	return out
}

// tokenSet is tokens as a set.
func tokenSet(text string) map[string]bool {
	ts := tokens(text)
	set := make(map[string]bool, len(ts))
	for _, w := range ts {
		set[w] = true
	}
	return set
}

// modifiesApproval reports whether a reply approves a proposal with a
// change of its own ("yes but make it 45 days, not 30", "ok, but use 20
// instead"): a contrast followed by a value (a number or a code span)
// that the change does not bring in. The change is then not the one the
// user asked for.
func modifiesApproval(reply string, t Target) bool {
	norm := lang.Normalize(reply)
	ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
	after := -1
	for k, w := range ws {
		if w.Text == "but" || w.Text == "instead" || w.Text == "rather" || w.Text == "except" {
			after = k
			break
		}
	}
	if after < 0 {
		return false
	}
	added := tokenSet(t.Added)
	for _, w := range ws[after:] {
		if isDigits(w.Text) && !added[w.Text] {
			return true
		}
	}
	rest := reply[ws[after].Start:]
	for _, q := range quoted(rest) {
		if v := strings.TrimSpace(rest[q.Start:q.End]); v != "" && !strings.Contains(t.Added, v) {
			return true
		}
	}
	return false
}

// isDigits reports whether w is all digits (a value in a reply: "45").
func isDigits(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// optionsOfOneKind keeps, of the options a message offers, the files when
// at least two are files: "two config files with `read_timeout: 5s`:
// `config/dev.yaml` and `config/prod.yaml`. Which one?" offers the two
// files, and the setting they share is not a third option.
func optionsOfOneKind(opts []string) []string {
	files := 0
	for _, o := range opts {
		if isPathLike(strings.Trim(o, "`'\" ")) {
			files++
		}
	}
	if files < 2 || files == len(opts) {
		return opts
	}
	out := make([]string, 0, files)
	for _, o := range opts {
		if isPathLike(strings.Trim(o, "`'\" ")) {
			out = append(out, o)
		}
	}
	return out
}

// politeCondition reports whether a conditional clause (normalized) is a
// formula of politeness rather than a condition: "if it's not too much
// trouble, make the radius 8px" asks; "if the tests pass, …" does not yet.
func politeCondition(clause string) bool {
	c := strings.Trim(strings.TrimSpace(clause), ",;:—- ")
	for _, p := range [...]string{"if it's not too much trouble", "if it isn't too much trouble", "if it is not too much trouble",
		"if you don't mind", "if you do not mind", "if you wouldn't mind", "if you would be so kind", "if you please",
		"if that's ok", "if that's okay", "if that's alright", "if it's ok with you", "if it's okay with you"} {
		if c == p {
			return true
		}
	}
	return false
}

// shouldDo reports whether a verb after "should"/"must" makes "X should …"
// a request about X: "ttl should be 300", "findActive should filter out
// banned users", "deploy.sh should exit if git is dirty".
//
// "should have skipped" looks back at what did not happen: no request.
func shouldDo(ws []word, k int) bool {
	if k < 0 || k >= len(ws) {
		return false
	}
	if keepsWanted(ws[k].Text) && k+1 < len(ws) {
		k++ // "should also run twine", "should quietly drop it"
	}
	w := ws[k].Text
	if w == "have" && k+1 < len(ws) && pastParticiple(ws[k+1].Text) {
		return false
	}
	switch w {
	case "be", "use", "return", "say", "print", "have", "include", "point", "read", "show", "accept", "reject", "run", "catch",
		"filter", "skip", "ignore", "exit", "fail", "default", "sort", "support", "allow", "deny", "send", "emit", "call",
		"check", "wait", "respect", "honor", "honour", "stop", "start", "log", "retry", "trim", "throw", "raise", "load", "write",
		"match", "require", "expect", "contain", "list", "mention", "link", "pass", "take", "treat", "keep", "go", "live",
		"charge", "cost", "count", "compute", "calculate", "display", "render", "respond", "work", "timeout", "time", "exclude":
		return true
	}
	if isStatusVerb(w) {
		return true // "delete_note should 404 for unknown ids"
	}
	if lang.IsChangeVerb(w) {
		return true
	}
	return behaviourSlot(ws, k)
}

// keepsWanted reports whether w, between a modal and its verb, leaves the
// verb a wanted behaviour: "also", "always", "just", "only", "instead" or
// a manner adverb ("quietly", "correctly"). Hedges ("probably", "maybe")
// and "already" (what it does now) do not.
func keepsWanted(w string) bool {
	switch w {
	case "also", "always", "just", "only", "instead", "now", "still", "then", "simply", "even", "both", "all", "each":
		return true
	}
	return strings.HasSuffix(w, "ly") && len(w) > 4 && !lang.IsHedge(w) && w != "likely" && w != "probably" && w != "possibly" && w != "hopefully"
}

// behaviourSlot reports whether ws[k], in the slot grammar keeps for a
// bare verb ("X should …", "X needs to …", "I want X to …"), is a verb of
// what the code does, whatever verb it is ("merge_records should let
// remote win", "greet() needs to htmlspecialchars the name"): a plain
// word that is no function word, hedge, adverb or verb of thought, with
// no "you" just before the modal ("you should see the logs" is advice).
func behaviourSlot(ws []word, k int) bool {
	w := ws[k].Text
	if len(w) < 2 || !isLetters(w) || isDeterminer(w) || isSubject(w) || lang.IsHedge(w) || lang.IsNegation(w) || strings.HasSuffix(w, "ly") || thinks(w) {
		return false
	}
	for j := max(0, k-4); j < k; j++ {
		if ws[j].Text == "you" || ws[j].Text == "u" || ws[j].Text == "we" || ws[j].Text == "i" {
			return false
		}
	}
	// "Plan needs to reflect that": a verb whose object only points back
	// says nothing of what to do
	return k+1 >= len(ws) || !pointsBack(ws, ws[k].End)
}

// thinks reports whether w is a verb of thought, perception or seeming,
// or a word the verb slot takes that is no behaviour ("should
// understand", "should be fine" is "be"; "should already", "should
// too"): what someone knows or how things look, not a change.
func thinks(w string) bool {
	switch w {
	case "understand", "know", "see", "notice", "realize", "realise", "think", "believe", "remember", "learn",
		"feel", "look", "seem", "appear", "happen", "get", "hear", "wonder", "guess", "suppose", "mind",
		"already", "too", "either", "maybe", "perhaps", "be", "do", "not", "never", "ever", "again", "there", "here",
		"to", "in", "on", "at", "for", "with", "by", "from", "of", "and", "or", "but", "so", "if", "as", "than":
		return true
	}
	return false
}

// limitsTo reports whether a reply that declines what the assistant
// offered keeps the change to this very file: "nope, only engine.py" to
// "Should I also update the tests?" declines the tests, not engine.py.
func (r reading) limitsTo() bool {
	for _, n := range r.names {
		if !n.file || n.problem != "" {
			continue
		}
		m := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= n.Start })
		for k := m - 1; k >= 0 && k >= m-2; k-- {
			if r.words[k].Text == "only" || r.words[k].Text == "just" {
				return true
			}
		}
	}
	return false
}

// reportsDone reports whether every mention of the target's file stands
// in a clause where the user says they changed it already ("I already
// updated docs/api.md for the rename; … switch client.py to
// get_account"), and which: a report of what was done asks for nothing
// more there, whatever names of the file's contents the rest of the
// message uses.
func (r reading) reportsDone() (string, bool) {
	what := ""
	for _, n := range r.names {
		if !n.file {
			continue
		}
		if n.sent < 0 {
			return "", false
		}
		cl := r.clauses[n.sent][lang.ClauseAt(r.clauses[n.sent], n.Start)]
		if !doneIn(lang.WordsIn(r.norm, span{Start: cl.Start, End: n.Start})) {
			return "", false
		}
		what = n.what
	}
	return what, what != ""
}

// doneIn reports whether the words before a name say the user changed it
// already: "I already updated", "I've fixed", "we just bumped".
func doneIn(ws []word) bool {
	for k, w := range ws {
		if !pastChange(w.Text) {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-3; j-- {
			switch ws[j].Text {
			case "i", "i've", "ive", "we", "we've", "already":
				return true
			}
		}
	}
	return false
}

// pastChange reports whether w is the past form of a verb of change.
func pastChange(w string) bool {
	switch w {
	case "updated", "fixed", "changed", "bumped", "edited", "renamed", "added", "removed", "deleted", "did", "done",
		"corrected", "replaced", "rewrote", "rewritten", "modified", "patched", "set", "tweaked", "moved", "reverted":
		return true
	}
	return false
}

// pastParticiple reports whether w looks like a past participle ("skipped",
// "done", "been", "thrown").
func pastParticiple(w string) bool {
	switch w {
	case "been", "done", "gone", "had", "made", "set", "put", "run", "kept", "left", "thrown", "written", "known", "shown", "taken", "seen":
		return true
	}
	return len(w) > 3 && strings.HasSuffix(w, "ed")
}

// withoutSharedPlace takes out of a picked option the files that do not
// tell it apart: a file is kept only when some option left unpicked names
// another file instead. In "Should I cache `subtotal` or `shipping` in
// `src/cart.py`?" (or "A) … in `worker.yaml` B) … in `worker.yaml`") the
// file is where every option is, and the pick ("the second") names
// `shipping`, not the whole file; in "`config/dev.yaml` or
// `config/prod.yaml`?" the file is the pick. When every option is picked
// ("both"), nothing is taken out.
func withoutSharedPlace(picked string, opts []string) string {
	if picked == "" || len(opts) < 2 {
		return picked
	}
	var unpicked []string
	for _, o := range opts {
		if !strings.Contains(picked, o) {
			unpicked = append(unpicked, o)
		}
	}
	if len(unpicked) == 0 {
		return picked
	}
	fs := strings.Fields(picked)
	for i, f := range fs {
		p := strings.Trim(f, ",.;:?!()`'\"")
		if !isPathLike(p) {
			continue
		}
		tells := false
		for _, o := range unpicked {
			if ps := pathsIn(o); len(ps) > 0 && !slicesHas(ps, p) {
				tells = true // another option is another file
			}
		}
		if !tells {
			fs[i] = ""
		}
	}
	return strings.Join(fs, " ")
}

// answerToProposal reads the latest message u as an answer to the
// assistant message before it that proposed a change: sarcasm ("oh sure,
// change pricing on a friday 🙄") refuses; a yes with a change of its own
// ("yes, but use 9000 instead") asks for the changed version — explicit
// when this change carries every value it brings in from the proposal or
// the answer and the proposal names the file, needs confirmation when the
// change does not carry the answer's values.
func answerToProposal(conv []Turn, u int, t Target) (Classification, bool) {
	if u == 0 || conv[u-1].Role != Assistant {
		return Classification{}, false
	}
	reply := conv[u].Text
	if len(reply) <= 400 && lang.SarcasticIn(reply, lang.Clauses(reply)) {
		return needs(fmt.Sprintf("you answered %q, which reads as sarcasm, not a yes", clip80(reply))), true
	}
	if !contrastsValue(reply) || offersChoice(headTail(assistantBlock(conv, u-1))) {
		return Classification{}, false // ("all except 2" picks among options)
	}
	if modifiesApproval(reply, t) {
		return needs(fmt.Sprintf("you answered %q: the change you asked for is not this one", clip80(reply))), true
	}
	msg := headTail(assistantBlock(conv, u-1))
	norm := lang.Normalize(msg)
	first := lang.WordsIn(lang.Normalize(reply), lang.Span{Start: 0, End: len(reply)})
	if len(first) == 0 || !lang.IsYes(first[0].Text) || !proposes(norm) {
		return Classification{}, false
	}
	ms := mentions(msg, norm, t, false)
	if !anyFile(ms) || elsewhere(msg, norm, t) != "" || !proposalShows(msg+"\n"+reply, t) {
		return Classification{}, false
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you answered %q to my proposal for %q, and this change carries your values", clip80(reply), t.Name)}, true
}

// contrastsValue reports whether a reply holds a contrast ("but",
// "instead", "rather", "except") followed by a value (see
// modifiesApproval).
func contrastsValue(reply string) bool {
	norm := lang.Normalize(reply)
	ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
	after := false
	for _, w := range ws {
		switch {
		case w.Text == "but" || w.Text == "instead" || w.Text == "rather" || w.Text == "except":
			after = true
		case after && isDigits(w.Text):
			return true
		}
	}
	return after && strings.ContainsAny(reply, "`\"")
}

// pointsElsewhere reports whether a proposal names, as code, a declaration
// of the file other than the ones the change lies in, and none of those:
// a diff for `Verify` does not cover a change inside Sign.
func pointsElsewhere(proposal string, t Target) bool {
	if len(t.others) == 0 || len(t.Declared) == 0 {
		return false
	}
	for _, d := range t.Declared {
		if occursAsWord(proposal, d) {
			return false
		}
	}
	for _, o := range t.others {
		if occursAsWord(t.removed, o) {
			continue // the changed line's own key ("concurrency: 4")
		}
		if strings.Contains(proposal, "`"+o+"`") || strings.Contains(proposal, o+"(") {
			return true
		}
	}
	return false
}

// foreignRequest reports whether a sentence's words ask for a change in
// another language (a foreign verb of change, not negated): there "no"
// and "na" are prepositions ("no docker-compose.yml", Portuguese "in
// the"), not a refusal.
func foreignRequest(ws []word) bool {
	for k, w := range ws {
		if lang.IsForeignChangeVerb(w.Text) && !lang.ForeignNegated(ws, k) {
			return true
		}
	}
	return false
}

// adoptsQuote reports whether a message quotes a request for this change
// (blanked as someone else's words) and then, in the user's own words,
// plainly asks for it: `the ticket says "change Expiry in token.go to 5
// minutes". security signed off, so do it`. The quote names the target
// and has a verb of change; the user's last clause approves (approves, the
// consent reader) with nothing after it. "… but security hasn't signed
// off" adopts nothing.
func (r reading) adoptsQuote(approves func(string) bool) (string, bool) {
	own := strings.TrimRight(strings.TrimSpace(r.Text), ".!")
	if own == r.orig || len(own) == 0 {
		return "", false
	}
	last := own
	if i := strings.LastIndexAny(own, ",.;:"); i >= 0 {
		last = own[i+1:]
	}
	if strings.TrimSpace(last) == "" || !approves(strings.TrimSpace(last)) && !actsOnIt(strings.TrimSpace(last)) {
		return "", false
	}
	for i := 0; i < len(r.Text) && i < len(r.orig); {
		if r.Text[i] == r.orig[i] {
			i++
			continue
		}
		j := i
		for j < len(r.Text) && (r.Text[j] != r.orig[j] || r.Text[j] == ' ') {
			j++ // a blanked run, with the spaces inside it
		}
		quote := r.orig[i:j]
		i = j
		norm := lang.Normalize(quote)
		if !hasChangeWord(norm) && !strings.Contains(norm, " should be ") {
			continue // ("`retries` should be `max_retries`" asks too)
		}
		if ms := mentions(quote, norm, r.t, false); len(ms) > 0 && !(onlyFiles(ms) && elsewhere(quote, norm, r.t) != "") {
			return ms[0].what, true
		}
	}
	return "", false
}

// hasChangeWord reports whether a normalized text has a verb of change
// among its words.
func hasChangeWord(norm string) bool {
	for _, w := range lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)}) {
		if lang.IsChangeVerb(w.Text) {
			return true
		}
	}
	return false
}

// asksOpinion reports whether the message's last sentence asks what the
// assistant thinks of what came before ("raise it to 20m? or is that a bad
// idea", "… thoughts?", "does that make sense?"): then the request before
// it is put up for discussion, not made.
func asksOpinion(norm string, sents []lang.Sentence) bool {
	if len(sents) == 0 {
		return false
	}
	last := norm[sents[len(sents)-1].Start:]
	for _, p := range [...]string{"bad idea", "good idea?", "or not?", "make sense?", "makes sense?", "would that work",
		"thoughts?", "wdyt", "what do you think", "what do you reckon", "your take", "any opinion", "opinions?", "is that wise", "is that ok?", "is that okay?"} {
		if strings.Contains(last, p) {
			return true
		}
	}
	return false
}

// politeAsk reports whether a question opens as a polite request in words
// IsPoliteRequest does not hold: "would it be possible to raise …?", "is
// it possible to …?", "could I ask you to …?".
func politeAsk(ws []word) bool {
	if len(ws) > 0 && lang.IsRequestEnding(ws[len(ws)-1].Text) {
		return true // "… 바꿔줄래요?": a request ending put as a question
	}
	if len(ws) < 4 {
		return false
	}
	a, b, c, d := ws[0].Text, ws[1].Text, ws[2].Text, ws[3].Text
	switch {
	case (a == "would" || a == "could" || a == "is") && b == "it" && (c == "possible" || c == "be" && d == "possible"):
		return true
	case (a == "could" || a == "can" || a == "may") && b == "i" && c == "ask" && d == "you":
		return true
	}
	return false
}

// mustDo reports whether ws[k] is "needs to"/"has to"/"have to" + a verb
// of change or behaviour after something that is not the speaker:
// "client_max_body_size needs to be 20m", "MAX_UPLOAD has to be 64 MiB";
// "I have to change it" is the user's own plan.
func mustDo(ws []word, k int) bool {
	switch ws[k].Text {
	case "needs", "need", "has", "have":
	default:
		return false
	}
	if k == 0 || k+2 >= len(ws) || ws[k+1].Text != "to" || isSubject(ws[k-1].Text) {
		return false
	}
	return shouldDo(ws, k+2)
}

// pickLetter picks the option a reply names by its letter when the
// assistant lettered them ("A) raise the pool", "Option B: …", "(b) …"):
// "B", "b)", "option b", "plan B". "" and false when the options are not
// lettered or the reply names no letter of them.
func pickLetter(reply reading, msg string) (string, bool) {
	letters := map[byte]string{}
	for _, line := range strings.Split(msg, "\n") {
		if c, ok := letterOf(strings.TrimSpace(line)); ok {
			letters[c] = strings.TrimSpace(line)
		}
	}
	if len(letters) < 2 {
		return "", false
	}
	ws := reply.words
	for k, w := range ws {
		if len(w.Text) != 1 {
			continue
		}
		c := w.Text[0]
		opt, ok := letters[c]
		if !ok {
			continue
		}
		named := k > 0 && (ws[k-1].Text == "option" || ws[k-1].Text == "plan" || ws[k-1].Text == "choice")
		alone := len(ws) == 1 || strings.ContainsAny(reply.orig[w.End:min(w.End+1, len(reply.orig))], ")")
		if c == 'a' && !named {
			continue // "a" is mostly the article
		}
		if named || alone || reply.orig[w.Start] >= 'A' && reply.orig[w.Start] <= 'Z' {
			return opt, true
		}
	}
	return "", false
}

// letterOf reads the letter that opens a lettered option line: "A)", "a.",
// "(b)", "B:", "Option C:", "**Option A**". It returns the letter in lower
// case.
func letterOf(line string) (byte, bool) {
	line = strings.TrimLeft(line, "*_ ")
	if rest, ok := strings.CutPrefix(strings.ToLower(line), "option "); ok {
		line = rest
	}
	line = strings.TrimPrefix(line, "(")
	if len(line) < 2 {
		return 0, false
	}
	c := line[0] | 0x20
	if c < 'a' || c > 'h' {
		return 0, false
	}
	switch line[1] {
	case ')', '.', ':', '*':
		return c, true
	}
	return 0, false
}

// pickedOffer reads the latest message u as a pick among fixes the
// assistant offered just before — numbered or lettered, in a list or in
// running text ("Two ways: (1) make `preview` use the ordered query; (2)
// …", "Fix for 2: …") — and reports the change explicit when a picked
// option names it: "go with 2", "1, keep it local", "b and c", "a sounds
// right", "both, please!". The option must name the target (its file
// without pointing at another part of it, or a symbol of the edited
// range) and, when it spells the change out, show this one. A reply that
// refuses, hedges or asks back picks nothing.
func pickedOffer(conv []Turn, u int, t Target) (Classification, bool) {
	if u <= 0 || conv[u-1].Role != Assistant {
		return Classification{}, false
	}
	msg := headTail(assistantBlock(conv, u-1))
	opts := labelledOptions(msg)
	if len(opts) < 2 || !offersFixes(lang.Normalize(msg)) {
		return Classification{}, false
	}
	if namesOnlyOthers(msg, mentions(msg, lang.Normalize(msg), t, false)) {
		return Classification{}, false
	}
	reply := read(conv[u].Text, t)
	labels := pickedLabels(reply, opts)
	var picked, offered []string
	for l, o := range opts {
		offered = append(offered, o)
		if slicesHas(labels, l) {
			picked = append(picked, o)
		}
	}
	if other, ok := otherOptionFits(picked, offered, t); ok {
		return pickedOther(conv[u].Text, other), true
	}
	for _, l := range labels {
		opt := opts[l]
		norm := lang.Normalize(opt)
		ms := append(codeOrFile(opt, mentions(opt, norm, t, false)), spansInRange(opt, t)...)
		if len(ms) == 0 && !namesOtherFiles(opt) && bringsSomeIn(opt, t) {
			ms = leadNames(msg, opts, t)
		}
		if m, ok := spelledAnchored(opt, msg, t); len(ms) == 0 && ok && !namesOtherFiles(msg) {
			ms = []mention{m} // "(a) switch … to `nginxinc/nginx-unprivileged:1.25-alpine`" beside "(b) keep `nginx:1.25-alpine`"
		}
		if len(ms) == 0 || onlyFiles(ms) && elsewhere(opt, norm, t) != "" || !proposalShows(opt, t) {
			continue
		}
		return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you picked %q among the fixes I offered, and it names %q", clip80(conv[u].Text), ms[0].what)}, true
	}
	return Classification{}, false
}

// offersFixes reports whether an assistant message (normalized) offers
// fixes to choose from.
func offersFixes(norm string) bool {
	for _, p := range [...]string{"option", "two ways", "three ways", "either", "alternatively", "fix for", "which do you", "i can ", "which would you",
		"which one", "i'd do", "prefer", "choose", "could "} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	return false
}

// maxOptions bounds the options labelledOptions reads.
const maxOptions = 9

// labelledOptions splits an assistant message into its labelled options,
// by label ("1", "2", "a", "b"): list lines ("1. …", "2) …", "a) …",
// "(b) …", "Option C: …") and markers in running text ("(a) …; or (b) …",
// "(1) …; (2) …"), each running to the next label; "Fix for 2: …"
// sentences are added to option 2.
func labelledOptions(msg string) map[string]string {
	type at struct {
		label      string
		start, end int // the label's bytes
	}
	var marks []at
	for i := 0; i < len(msg) && len(marks) < 4*maxOptions; i++ {
		c := msg[i]
		lineStart := i == 0 || msg[i-1] == '\n'
		switch {
		case c == '(' && i+2 < len(msg) && msg[i+2] == ')' && isLabel(msg[i+1]):
			marks = append(marks, at{string(msg[i+1] | 0x20), i, i + 3})
		case lineStart:
			j := i
			for j < len(msg) && (msg[j] == ' ' || msg[j] == '*') {
				j++
			}
			rest := msg[j:]
			if l, ok := strings.CutPrefix(strings.ToLower(rest), "option "); ok && len(l) > 1 && isLabel(l[0]) && !isIdentByte(l[1]) {
				marks = append(marks, at{string(l[0]), i, j + len("option ") + 2})
			} else if len(rest) > 2 && isLabel(rest[0]) && (rest[1] == '.' || rest[1] == ')') && rest[2] == ' ' {
				marks = append(marks, at{string(rest[0] | 0x20), i, j + 2})
			}
		}
	}
	opts := map[string]string{}
	for k, m := range marks {
		end := len(msg)
		if k+1 < len(marks) {
			end = marks[k+1].start
		}
		if p := strings.Index(msg[m.end:end], "\n\n"); p >= 0 {
			end = m.end + p
		}
		if _, seen := opts[m.label]; !seen && len(opts) < maxOptions {
			opts[m.label] = strings.TrimSpace(msg[m.end:end])
		}
	}
	low := strings.ToLower(msg)
	for from := 0; ; {
		i := strings.Index(low[from:], "fix for ")
		if i < 0 {
			break
		}
		i += from + len("fix for ")
		from = i
		if i+1 < len(low) && isLabel(low[i]) && low[i+1] == ':' {
			end := sentenceEnd(low[i:])
			if o, ok := opts[string(low[i])]; ok {
				opts[string(low[i])] = o + " " + msg[i+2:i+end]
			}
		}
	}
	return opts
}

// sentenceEnd is the length of the first sentence of s: up to a full
// stop followed by a space or the end, or a line break ("check
// `os.Stat(to)` first." keeps its dotted code name).
func sentenceEnd(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' || s[i] == '.' && (i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n') {
			return i
		}
	}
	return len(s)
}

// leadNames is what an offer's lead names of the target, for an option
// that names nothing itself ("(b) quick fix: let the links wrap …"): the
// code names in backquotes of the edited range, and the target's symbols
// written as code, in the text before the first option. A lead that names
// only files names nothing here — which file a nameless option changes is
// not said — unless the message names no file but this one.
func leadNames(msg string, opts map[string]string, t Target) []mention {
	lead := len(msg)
	for _, o := range opts {
		if i := strings.Index(msg, o); i >= 0 && i < lead {
			lead = i
		}
	}
	text := msg[:lead]
	var out, files []mention
	for _, m := range codeOrFile(text, mentions(text, lang.Normalize(text), t, false)) {
		if !m.file {
			out = append(out, m)
		} else {
			files = append(files, m)
		}
	}
	out = append(out, spansInRange(text, t)...)
	if len(out) == 0 && len(files) > 0 && !namesOtherFiles(strings.ReplaceAll(msg, t.Name, "")) && !namesOtherFiles(strings.ReplaceAll(msg, path.Base(t.Name), "")) {
		return files // "Two ways to shrink the Dockerfile: (a) …": the one file the message names
	}
	return out
}

// bringsSomeIn reports whether text has a word or number that the change
// brings in (one its old lines do not have): a word of four letters or
// more, or digits ("let the links wrap" for flex-wrap, "a leading zero
// (except "0" …)" for value[0] == "0"). It checks a nameless option
// against the edit: "a `--string-columns` flag" brings in none of a
// leading-zero check.
func bringsSomeIn(text string, t Target) bool {
	have := tokenSet(text)
	old := tokenSet(t.removed)
	for _, w := range tokens(t.Added) {
		if !old[w] && have[w] && (len(w) >= 4 || isDigits(w)) {
			return true
		}
	}
	return false
}

// isLabel reports whether c can label an option: a digit 1–9 or a letter
// a–h in either case.
func isLabel(c byte) bool {
	return c >= '1' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'h'
}

// pickedLabels is the labels of opts a reply picks: numbers and ordinals
// ("2", "go with 2", "the first one"), letters ("b", "b and c", "a sounds
// right"; a lone "a" only at the start or after "option"/"plan"), or all of
// them ("both", "all three"); none when the reply refuses, hedges or asks
// back, and never a label it negates ("not 1").
func pickedLabels(reply reading, opts map[string]string) []string {
	ws := reply.words
	if len(ws) == 0 || len(ws) > 3*maxAnswerWords || strings.Contains(reply.Text, "?") {
		return nil
	}
	if lang.IsNo(ws[0].Text) || reply.declines() || lang.SarcasticIn(reply.orig, lang.Clauses(reply.orig)) {
		return nil
	}
	for _, w := range ws {
		if lang.IsHedge(w.Text) {
			return nil
		}
	}
	var out []string
	add := func(l string) {
		if _, ok := opts[l]; ok && !slicesHas(out, l) {
			out = append(out, l)
		}
	}
	kept := map[string]bool{}
	out2 := false
	for k, w := range ws {
		if k > 0 && strings.ContainsAny(reply.norm[ws[k-1].End:w.Start], ",.;:—!\n") {
			out2 = false
		}
		if excludes(w.Text) {
			out2 = true
		}
		n := lang.Ordinal(w.Text)
		if n > 0 && spelledCardinal(w.Text) && k+1 < len(ws) && !joinsLabels(ws[k+1].Text) && !strings.ContainsAny(reply.norm[w.End:ws[k+1].Start], ",.;:—!\n") {
			continue // "two releases" counts, it picks nothing
		}
		if out2 {
			// "all of them except 1", "skip b": kept out
			if n > 0 {
				kept[fmt.Sprint(n)], kept[string(rune('a'+n-1))] = true, true
			} else if len(w.Text) == 1 {
				kept[w.Text] = true
			}
			continue
		}
		if k > 0 && lang.IsNegation(ws[k-1].Text) {
			continue
		}
		if refusedAfter(ws, k) {
			// "second one no": kept out
			if n > 0 {
				kept[fmt.Sprint(n)], kept[string(rune('a'+n-1))] = true, true
			}
			continue
		}
		switch {
		case lang.SelectsAll(w.Text):
			for l := range opts {
				add(l)
			}
		case n < 0:
			add(lastLabel(opts, false))
			add(lastLabel(opts, true))
		case n > 0:
			add(fmt.Sprint(n))
			add(string(rune('a' + n - 1)))
		case len(w.Text) == 1 && isLabel(w.Text[0]):
			if w.Text == "a" && k > 0 && ws[k-1].Text != "option" && ws[k-1].Text != "plan" {
				continue // "a" is mostly the article
			}
			add(w.Text)
		}
	}
	if len(out) == 0 {
		if l := contentPick(reply, opts); l != "" {
			add(l) // "the retry one"
		}
	}
	picked := out[:0]
	for _, l := range out {
		if !kept[l] {
			picked = append(picked, l)
		}
	}
	sort.Strings(picked)
	return picked
}

// slicesHas reports whether s holds v.
func slicesHas(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// codeOrFile keeps the mentions that name the file, or a symbol written as
// code (`preview`, parse_date, os.Rename): in an option's prose a plain
// word ("date", "jpg") is too loose to pick the edited lines.
func codeOrFile(text string, ms []mention) []mention {
	out := ms[:0:0]
	for _, m := range ms {
		if m.file || looksLikeCode(m.what) || strings.Contains(text, "`"+m.what) {
			out = append(out, m)
		}
	}
	return out
}

// maxAdoptWords bounds a reply read as taking up a proposal.
const maxAdoptWords = 20

// adoptsProposal reads the latest message u as taking up the change the
// assistant just proposed, question mark or not ("I'd switch to
// `key={it.id}`. That's the whole fix." — "yeah do that"; "I'd change the
// db mapping to `"5433:5432"` … Your call." — "change the mapping"): a
// short reply that approves (approves, the consent reader) or asks for a
// change without naming another target, and does not refuse, hedge, ask
// back or bring values of its own. The proposal must name the target
// (the file, not pointing at another part of it, or a symbol of the edited
// range) and show this change (proposalShows). When its question offers
// another file's fix ("Shall I do the retry.go fix?"), the reply must take
// more than that: "both", "too", "also", or a name of the target.
func adoptsProposal(conv []Turn, u int, t Target, approves func(string) bool) (Classification, bool) {
	if u <= 0 || conv[u-1].Role != Assistant || contrastsValue(conv[u].Text) {
		return Classification{}, false
	}
	reply := read(conv[u].Text, t)
	if len(reply.words) == 0 || len(reply.words) > maxAdoptWords || strings.Contains(reply.Text, "?") || reply.declines() ||
		lang.IsNo(reply.words[0].Text) || lang.SarcasticIn(reply.orig, lang.Clauses(reply.orig)) {
		return Classification{}, false
	}
	for _, w := range reply.words {
		switch w.Text {
		case "skip", "leave", "except", "without", "but", "only", "just", "instead":
			return Classification{}, false // "fix the tokenizer, skip the test": a part, for the other rules
		}
	}
	asks := approves(conv[u].Text) || doesIt(reply.words)
	for _, v := range reply.verbs {
		if v.problem != "" {
			return Classification{}, false // "don't change it", "maybe change it later"
		}
		asks = true
	}
	if !asks {
		return Classification{}, false
	}
	msg := headTail(assistantBlock(conv, u-1))
	norm := lang.Normalize(msg)
	offer := proposalText(msg, t)
	if !proposes(norm) || offersChoice(msg) && !choiceFits(conv[u].Text, msg, t) || !proposalShows(offer, t) || t.Removal != Keeps && !removalAsked(norm, t.Removal) ||
		deniesChange(msg, t) { // "I'd not raise `timeout` to 45 …"
		return Classification{}, false
	}
	ms := append(codeOrFile(msg, mentions(msg, norm, t, false)), spansInRange(msg, t)...)
	if len(ms) == 0 || onlyFiles(ms) && elsewhere(msg, norm, t) != "" || !pointsAtEdit(offer, t) || namesOnlyOthers(msg, ms) {
		return Classification{}, false
	}
	if q := lastQuestion(msg); namesFiles(q) && !anyFile(mentions(q, lang.Normalize(q), t, false)) && !takesMore(reply) {
		return Classification{}, false
	}
	if proposesElsewhere(msg, t) {
		return Classification{}, false // "The fix I'd make is in worker/state.go: …"
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you answered %q to the change I proposed for %q", clip80(conv[u].Text), ms[0].what)}, true
}

// takesMore reports whether a reply takes more than the one fix asked
// about: "both", "all", "too", "also", or a name of the target.
func takesMore(r reading) bool {
	if len(r.names) > 0 {
		return true
	}
	for _, w := range r.words {
		switch w.Text {
		case "both", "all", "too", "also", "everything":
			return true
		}
	}
	return false
}

// pointsAtEdit reports whether a proposal told in words points at this
// change: at least half of the words and numbers the change brings in
// (those its old lines do not have) occur in it ("update docs/install.md
// to say 1.22" for "1.21" → "1.22"), or, for a change that brings nothing
// in, a code span of it is the old text's. "I'd raise `limits.memory` to
// `1Gi`" does not point at a change of the liveness probe.
func pointsAtEdit(proposal string, t Target) bool {
	if fresh, shown := spelled(proposal, t.Added, t.removed); fresh > 0 {
		return 2*shown >= fresh
	}
	var spans []string
	for _, q := range quoted(proposal) {
		if q.Start > 0 && proposal[q.Start-1] == '`' && len(spans) < maxCodeSpans {
			spans = append(spans, proposal[q.Start:q.End])
		}
	}
	return anySpanIn(spans, t)
}

// doesIt reports whether a reply opens with "do" and what was offered:
// "do both", "do that", "do it", "do all of them".
func doesIt(ws []word) bool {
	if len(ws) < 2 || ws[0].Text != "do" {
		return false
	}
	switch ws[1].Text {
	case "both", "all", "it", "that", "this", "them", "those", "so":
		return true
	}
	return false
}

// choicesIn returns the options an assistant's question offers, and
// whether it offers any: a clarifying question's options (see options;
// a plan's steps before a go-ahead question are none), or, whatever the
// question, two or more files it names ("There are two `utils.ts`:
// src/api/utils.ts and src/web/utils.ts. I assume you mean the web one.
// Correct?" — "yes, web" picks src/web/utils.ts).
func choicesIn(question string) ([]string, bool) {
	if !strings.Contains(question, "?") {
		return nil, false
	}
	if isClarifying(question) && !asksGoAhead(question) {
		opts := optionsOfOneKind(options(question))
		if fs := fileOptions(question); len(fs) >= 2 && allVague(opts) {
			// "… `deploy/values-staging.yaml` (15000) and
			// `deploy/values-production.yaml` (15000). Should I change
			// both, or only one?": the alternatives only point, at the
			// files named before them
			return fs, true
		}
		return opts, true
	}
	if fs := fileOptions(question); len(fs) >= 2 {
		return fs, true
	}
	return nil, false
}

// allVague reports whether every option only points at others ("both",
// "only one", "Should I change both", "all of them"), so a question
// offering them chooses among what the message named before.
func allVague(opts []string) bool {
	for _, o := range opts {
		if !pointsOnly(o) {
			return false
		}
	}
	return len(opts) > 0
}

// pointsOnly reports whether an option has no word of its own: only
// words that point ("both", "one", "all", "them"), the asking around them
// ("should I", "do you want me to") and verbs of change.
func pointsOnly(o string) bool {
	norm := lang.Normalize(o)
	points := false
	for _, w := range lang.WordsIn(norm, span{Start: 0, End: len(norm)}) {
		switch w.Text {
		case "both", "one", "all", "either", "each", "them", "those", "these":
			points = true
		case "only", "just", "of", "should", "shall", "i", "we", "you", "me", "want", "do", "to", "or":
		default:
			if !isStopWord(w.Text) && !lang.IsChangeVerb(w.Text) && !lang.IsMoreChangeVerb(w.Text) {
				return false
			}
		}
	}
	return points
}

// maxFileOptions bounds the files fileOptions returns.
const maxFileOptions = 16

// fileOptions returns the distinct paths a message names (with a
// directory: "src/api/utils.ts", not "utils.ts").
func fileOptions(msg string) []string {
	var out []string
	seen := map[string]bool{}
	for _, f := range strings.Fields(msg) {
		f = strings.Trim(f, ",.;:?!()`'\"")
		if strings.Contains(f, "/") && isPathLike(f) && hasFileExtension(f) && !seen[f] && len(out) < maxFileOptions {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out
}

// pathsIn returns the path-like words of a text.
func pathsIn(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		if f = strings.Trim(f, ",.;:?!()`'\""); isPathLike(f) {
			out = append(out, f)
		}
	}
	return out
}

// spansInRange finds the code names an option writes in backquotes
// (`preview`, `os.Rename`) that the edit's own range has — the enclosing
// declarations' lines (Target.Range) or the old text — as mentions of the
// target.
func spansInRange(text string, t Target) []mention {
	var out []mention
	for _, q := range quoted(text) {
		if q.Start == 0 || text[q.Start-1] != '`' || len(out) >= maxCodeSpans {
			continue
		}
		name := strings.TrimSuffix(text[q.Start:q.End], "()")
		if len(name) < 3 || !isCodeName(name) || !occursAsWord(t.Range, name) && !occursAsWord(t.removed, name) {
			continue
		}
		out = append(out, mention{Span: span{Start: q.Start, End: q.End}, what: name})
	}
	return out
}

// isCodeName reports whether s is an identifier, or identifiers joined by
// dots ("os.Rename", "preview").
func isCodeName(s string) bool {
	for _, part := range strings.Split(s, ".") {
		if part == "" {
			return false
		}
		for i := 0; i < len(part); i++ {
			if !isIdentByte(part[i]) {
				return false
			}
		}
	}
	return true
}

// proposesElsewhere reports whether the parts of an assistant message
// that propose name files, and neither the target's file nor a name of its
// edited lines: "`Drain` in queue.go calls `stopped` from state.go. The
// fix I'd make is in state.go: …" proposes no change of queue.go; "I'd
// change the condition in `tokenize` … I'd also add a test in
// tests/tokenize.rs" still proposes the change in `tokenize`.
func proposesElsewhere(msg string, t Target) bool {
	p := proposing(msg)
	named := false
	for _, f := range pathsIn(p) {
		if hasFileExtension(f) {
			named = true // a file, not "./api/..." of a command
		}
	}
	return named && len(mentions(p, lang.Normalize(p), t, false)) == 0 && len(spansInRange(p, t)) == 0
}

// proposing joins the parts of an assistant message that propose a
// change: each sentence from its proposing words ("I'd …", "the fix …",
// "Shall I …") to its end, leaving out the diagnosis before them ("Items
// have an `id` (see src/lib/cartSlice.js), so I'd switch to …" proposes
// "I'd switch to …").
func proposing(msg string) string {
	var b strings.Builder
	for _, sn := range lang.Sentences(msg) {
		sent := msg[sn.Start:sn.End]
		norm := lang.Normalize(sent)
		from := -1
		for _, p := range [...]string{"i'd ", "i'll ", "i will ", "i can ", "i could ", "want me to", "should i ", "shall i ",
			"let me ", "i propose", "i suggest", "i'm going to", "the fix"} {
			if i := strings.Index(norm, p); i >= 0 && (from < 0 || i < from) {
				from = i
			}
		}
		if from >= 0 {
			b.WriteString(sent[from:])
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// namesOnlyOthers reports whether a message names files and none of them
// is the target (ms are its mentions of the target): then a code name it
// shares with the target's lines (`strict` of tsconfig.json and of
// tsconfig.build.json) is the other file's.
func namesOnlyOthers(msg string, ms []mention) bool {
	return namesFiles(msg) && !anyFile(ms)
}

// versionNotBrought finds the version a request sets — a dotted number
// right after "to", "=" or an arrow ("to 0.9.0", "→ 4.17.21", "bump it to
// v2.3") — that the change does not write: the edit
// then changes something else of the file than what was asked ("set the
// version in pyproject to 0.9.0" for a dependency's line). Only dotted
// numbers are read: a plain number ("to 30") is often written otherwise
// (30 * time.Second).
func versionNotBrought(request string, t Target) (string, bool) {
	for _, mark := range [...]string{" to ", " → ", " -> ", " = "} {
		for from, n := 0, 0; n < maxVersionMarks; n++ {
			i := strings.Index(request[from:], mark)
			if i < 0 {
				break
			}
			from += i + len(mark)
			word := request[from:]
			if j := strings.IndexAny(word, " \t\n"); j >= 0 {
				word = word[:j]
			}
			v := strings.TrimPrefix(strings.Trim(word, ",;:!?()`'\""), "v")
			v = strings.TrimRight(v, ".")
			if isVersion(v) && !strings.Contains(t.Added, v) && !strings.Contains(t.removed, v) {
				return v, true
			}
		}
	}
	return "", false
}

// maxVersionMarks bounds the "to"s versionNotBrought reads after.
const maxVersionMarks = 32

// isVersion reports whether s is numbers joined by dots, at least two
// ("0.9", "4.17.21").
// versionLike reports whether s is a version, a series written with an x
// ("15.x", "1.8.x") included: a number, never a file a list names.
func versionLike(s string) bool {
	return isVersion(s) || strings.HasSuffix(s, ".x") && isVersion(strings.TrimSuffix(s, ".x")+".0")
}

func isVersion(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) < 2 || len(parts) > 4 {
		return false
	}
	for _, p := range parts {
		if !isDigits(p) {
			return false
		}
	}
	return true
}

// onSubject reads a bare request on the conversation's subject: the user
// asks for a change without saying what ("oh. fix it", "yeah change it",
// "makes sense. drop it to 5s then", "do that") right after my message
// named this file or a part of it and pointed at the lines the change
// rewrites — quoting what it takes away or spelling what it brings in
// ("… .content only has margin-left: 240px" for 240px → 280px). The
// request takes its object from that message. Not when the reply names a
// file or place of its own, gives its verb an object other than a pronoun,
// or asks, hedges or refuses (those verbs carry a problem), nor when my
// message asked something or listed several findings or options, nor when
// it only quoted what the change takes away and named another file
// as well.
func onSubject(conv []Turn, u int, t Target, r reading) (Classification, bool) {
	if len(r.names) > 0 || namesFiles(r.Text) || r.otherPlace() != "" || !r.bareRequest() {
		return Classification{}, false
	}
	if quotesRemoved(quotedIn(r.orig), t) && !namesAnotherFile(r.orig, t) {
		// "the 404 page says 'Pgae not found'. fix pls": the request
		// quotes what the change takes away
		return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it (%q) and quoted what this change takes away", clip80(conv[u].Text))}, true
	}
	if u < 1 || conv[u-1].Role != Assistant {
		return Classification{}, false
	}
	block := assistantBlock(conv, u-1)
	named := namesFile(mentions(block, lang.Normalize(block), t, false))
	if p := lastUser(conv, u-1); !named && p >= 0 && !namesAnotherFile(block, t) {
		// "why does the healthcheck in docker-compose.yml take so long?" —
		// "It uses interval: 30s …": my answer is about the file asked of
		named = namesFile(mentions(conv[p].Text, lang.Normalize(conv[p].Text), t, false))
	}
	if strings.ContainsAny(block, "?？") || listsSeveral(block) || !named {
		// a question is answered by the other rules; a list of findings
		// or options leaves "fix that" in doubt
		return Classification{}, false
	}
	if p := lastUser(conv, u-1); p >= 0 && !strings.ContainsAny(conv[p].Text, "?？") && !namesAnotherFile(conv[p].Text, t) && !namesAnotherFile(block, t) {
		if !r.asksUndo() && spellsLines(conv[p].Text, t.Added, t.removed, t.Name, true, nil) {
			// "Dependabot wants okhttp 4.12.0 in app/build.gradle" — "It's a
			// minor bump …" — "alright, apply it": my message answered, and
			// the request takes the change my user spelled before it
			return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it (%q) about the change you spelled out before (%q)", clip80(conv[u].Text), clip80(conv[p].Text))}, true
		}
		if r.asksUndo() && swapsValues(t.removed, t.Added) && spellsLines(conv[p].Text, t.removed, t.Added, t.Name, true, t.Declared) {
			// "set eqeqeq to error in .eslintrc.yml" — "Done." — "put it
			// back": the change takes away what that request brought in
			return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked to undo (%q) the change you asked for before (%q), and this change takes it away", clip80(conv[u].Text), clip80(conv[p].Text))}, true
		}
	}
	if !pointsAtEdit(block, t) && (!quotesRemoved(block, t) || namesAnotherFile(block, t)) {
		// only what the change takes away is quoted: the message must be
		// about this file alone
		return Classification{}, false
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it (%q) right after I pointed at these lines of %q", clip80(conv[u].Text), t.Name)}, true
}

// bareRequest reports whether the message asks for a change whose object
// is only pointed at: a verb of change with no problem followed by a
// pronoun or nothing of its own ("fix it", "change it", "fix pls", "drop
// it to 5s"), or "do it", "do that"; and no verb of the message asked
// about, hedged or refused.
func (r reading) bareRequest() bool {
	bare := false
	for _, v := range r.verbs {
		if v.problem != "" {
			return false
		}
		k := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= v.End })
		if k >= len(r.words) || r.sentenceOf(r.words[k].Start) != v.sent || pointer(r.words[k].Text) {
			bare = true
		}
	}
	for _, ws := range r.sentWords {
		bare = bare || doesIt(ws) && len(ws) <= 3
	}
	return bare
}

// asksUndo reports whether the message asks to undo a change: a word of
// reversal ("revert", "undo", "put it back", "roll back", "restore", "…
// again").
func (r reading) asksUndo() bool {
	for _, w := range r.words {
		switch w.Text {
		case "revert", "undo", "back", "again", "restore", "rollback", "unset", "reset":
			return true
		}
	}
	return false
}

// swapsValues reports whether the change only puts one word of each
// changed line back to another value ("eqeqeq: error" → "eqeqeq: off",
// "total * 0.21" → "total * 0.2"): the same lines, the same words but one.
// An undo that writes anything more ("(total * 0.2).round(2)") asks for
// more than the undo.
func swapsValues(removed, added string) bool {
	rl, al := nonBlankLines(removed), nonBlankLines(added)
	if len(rl) == 0 || len(rl) != len(al) {
		return false
	}
	for i := range rl {
		rt, at := tokens(rl[i]), tokens(al[i])
		if len(rt) != len(at) {
			return false
		}
		diff := 0
		for j := range rt {
			if rt[j] != at[j] {
				diff++
				if !literalIn(al[i], at[j]) {
					return false // "darkMode = isBeta()": a new expression, not the old value
				}
			}
		}
		if diff > 1 {
			return false
		}
	}
	return true
}

// literalIn reports whether tok, a word of line, is a literal: a number,
// a switch or level word ("false", "off", "warn"), or a word in quotes.
func literalIn(line, tok string) bool {
	if strings.IndexAny(tok, "0123456789") >= 0 {
		return true
	}
	switch strings.ToLower(tok) {
	case "true", "false", "on", "off", "yes", "no", "null", "nil", "none", "error", "warn", "warning", "info", "debug":
		return true
	}
	i := strings.Index(line, tok)
	return i > 0 && strings.ContainsAny(line[i-1:i], "\"'`")
}

// nonBlankLines are the lines of text that hold more than blanks.
func nonBlankLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// pointer reports whether w, after a verb, points at its object instead
// of naming it: "it", "that", "this", "them", "those", or a word that ends
// the request ("pls", "please", "then", "now").
func pointer(w string) bool {
	switch w {
	case "it", "that", "this", "them", "those", "pls", "plz", "please", "then", "now", "asap":
		return true
	}
	return false
}

// quotesRemoved reports whether a message holds a word only the text the
// change takes away has (not the new text), of at least three letters:
// "the heading reads \"Pgae not found\"" for Pgae → Page.
func quotesRemoved(msg string, t Target) bool {
	have := tokenSet(msg)
	added := tokenSet(t.Added)
	for _, w := range tokens(t.removed) {
		if len(w) >= 3 && !added[w] && have[w] {
			return true
		}
	}
	return false
}

// namesAnotherFile reports whether msg names a file (a path or a name with
// an extension) other than t's.
func namesAnotherFile(msg string, t Target) bool {
	name := lang.Normalize(t.Name)
	for _, f := range pathsIn(msg) {
		f = strings.TrimPrefix(lang.Normalize(f), "./")
		if hasFileExtension(f) && !strings.HasSuffix(name, f) && !strings.HasSuffix(f, name) {
			return true
		}
	}
	return false
}

// listsSeveral reports whether a message lists more than one thing: options
// or labelled items ("1. …", "(a) …", "- …" on two lines or more), or says
// how many ("two things", "a few options").
func listsSeveral(msg string) bool {
	if _, ok := choicesIn(msg); ok || len(labelledOptions(msg)) > 1 {
		return true
	}
	items := 0
	for _, line := range strings.Split(msg, "\n") {
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "* ") || len(l) > 2 && l[0] >= '0' && l[0] <= '9' && (l[1] == '.' || l[1] == ')') {
			items++
		}
	}
	if items > 1 {
		return true
	}
	norm := lang.Normalize(msg)
	for _, n := range [...]string{"two", "three", "several", "a few", "couple of", "both"} {
		for _, what := range [...]string{" things", " options", " issues", " problems", " ways", " fixes", " approaches", " places"} {
			if strings.Contains(norm, n+what) {
				return true
			}
		}
	}
	return false
}

// quotedIn is the short text inside quotation marks (', ", `) on one
// line of msg, joined by newlines: what the user quotes in their own
// words. Nothing in a message with a pasted block (a fence, a "> " quote,
// a log line): what is quoted there is not the user's.
func quotedIn(msg string) string {
	var b strings.Builder
	for _, line := range strings.Split(msg, "\n") {
		if strings.HasPrefix(line, "```") || strings.HasPrefix(strings.TrimSpace(line), ">") || lang.LogLine(line) {
			return ""
		}
		for _, q := range [...]byte{'\'', '"', '`'} {
			for rest := line; ; {
				i := strings.IndexByte(rest, q)
				if i < 0 {
					break
				}
				j := strings.IndexByte(rest[i+1:], q)
				if j < 0 {
					break
				}
				if in := rest[i+1 : i+1+j]; len(in) > 0 && len(in) <= maxQuoted && (q != '\'' || i == 0 || rest[i-1] == ' ') {
					b.WriteString(in)
					b.WriteByte('\n')
				}
				rest = rest[i+j+2:]
			}
		}
	}
	return b.String()
}

// maxQuoted is the longest quotation quotedIn keeps.
const maxQuoted = 80

// afterAside reads a request a turn before the latest message when that
// message is only an aside to it: "please fix it in landing.css" — "Let me
// look." — "it's only below 400px wide btw". The aside has no verb, names
// nothing, asks nothing, refuses, hedges, thanks or closes nothing, and my
// message before it asked nothing and reported nothing done; the request
// before is then still the one standing.
func afterAside(conv []Turn, u int, t Target, r reading) (Classification, bool) {
	if u < 2 || conv[u-1].Role != Assistant || !r.aside() {
		return Classification{}, false
	}
	if block := assistantBlock(conv, u-1); strings.ContainsAny(block, "?？") || reportsWork(block) {
		return Classification{}, false // a question is answered by the other rules; a request done is closed
	}
	p := lastUser(conv, u-1)
	if p < 0 {
		return Classification{}, false
	}
	if ok, why := read(conv[p].Text, t).asksFor(); ok {
		return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it: %s, and added %q", why, clip80(conv[u].Text))}, true
	}
	return Classification{}, false
}

// aside reports whether a short message only adds to what was said: no
// verb, no name, no question, no refusal, negation or hedge.
func (r reading) aside() bool {
	if len(r.verbs) > 0 || len(r.names) > 0 || len(r.words) == 0 || len(r.words) > maxAnswerWords || namesFiles(r.Text) ||
		strings.ContainsAny(r.orig, "?？") || r.declines() {
		return false
	}
	for _, w := range r.words {
		switch {
		case lang.IsNegation(w.Text), strings.HasSuffix(w.Text, "n't"), lang.IsHedge(w.Text), lang.IsForeignHedge(w.Text):
			return false
		}
		switch w.Text {
		case "wait", "hold", "stop", "actually", "instead", "but", "no", "nope", "nah",
			// a closing, or a new request: "thanks, that's all", "same for count() please"
			"thanks", "thank", "thx", "ty", "cool", "great", "nice", "perfect", "all", "now", "also", "same",
			"please", "pls", "plz", "explain", "next":
			return false
		}
	}
	return true
}

// reportsWork reports whether my message says a change was made: "Done",
// "I've updated …", "Added the check", "fixed".
func reportsWork(msg string) bool {
	for _, w := range strings.Fields(lang.Normalize(msg)) {
		w = strings.Trim(w, ",.;:!—-()`'\"")
		switch w {
		case "done", "i've", "ive", "updated", "added", "fixed", "changed", "removed", "renamed", "applied", "made",
			"replaced", "set", "bumped", "wrote", "created", "deleted", "edited", "moved", "switched":
			return true
		}
	}
	return false
}

// goAheadQuestions are whole short questions that ask only for a go-ahead
// on what the message before them says, in the languages the consent
// reader knows: "Want that?", "Go?", "Sound good?", "On y va ?", "¿Vale?".
var goAheadQuestions = map[string]bool{
	"want that": true, "want this": true, "want it": true, "go": true, "ok": true, "okay": true,
	"ok to go": true, "good to go": true, "sound good": true, "sounds good": true, "agreed": true,
	"alright": true, "all right": true, "do it": true, "shall we": true, "yes or no": true,
	"on y va": true, "ça marche": true, "d'accord": true, "vale": true, "de acuerdo": true,
	"einverstanden": true, "passt das": true, "va bene": true, "tudo bem": true, "pode ser": true,
}

// proposalOpeners are the words with which a message puts a change
// forward as a proposal without "I'd" or "should I": an option, a
// recommendation, or "I propose" in another language.
var proposalOpeners = [...]string{"one option", "an option:", "option:", "i recommend", "i'd recommend", "my recommendation",
	"recommendation:", "suggestion:", "my suggestion", "je propose", "je suggère", "propongo", "ich schlage", "schlage vor",
	"proponho", "suggerisco", "sugiero"}

// putsForward reports whether an assistant message (normalized) puts a
// change forward without the phrasings proposes knows: it opens a
// proposal as an option or recommendation, or it ends with a short
// question that asks only for a go-ahead ("… change `for: 10m` to `for:
// 30m`. Want that?"). What the proposal covers is still checked against
// the change (proposalShows, mentions).
func putsForward(norm string) bool {
	for _, p := range proposalOpeners {
		if strings.Contains(norm, p) {
			return true
		}
	}
	q := strings.Join(strings.Fields(strings.Trim(lastQuestion(norm), " \t\n¿¡?!.,")), " ")
	return goAheadQuestions[q] || bareGoAhead(q)
}

// offersValueForIt reports whether an imperative question whose object
// is "it" ("Change it to 0.20?", "Raise it to 25?") offers this change:
// "it" is what the message before the question names in code
// (`TAX`, `MAX_UPLOAD_MB`, `M.tabstop = 4`), a name that stands in the
// lines the change rewrites, and a value the question spells after "it"
// is one the change brings in (its new lines have it, its old lines do
// not). Then the offer is of this change and no other: another value, or
// the value on another line, is not what was offered.
func offersValueForIt(msg string, ws []lang.Word, t Target) bool {
	if len(ws) < 3 || t.removed == "" || t.Added == "" {
		return false
	}
	switch ws[1].Text {
	case "it", "that", "this", "them":
	default:
		return false
	}
	q := lastQuestion(msg)
	if !namesRewritten(msg[:max(strings.LastIndex(msg, q), 0)], t.removed) {
		return false
	}
	added, removed := strings.ToLower(t.Added), strings.ToLower(t.removed)
	for _, f := range strings.Fields(strings.ToLower(q))[2:] {
		v := strings.Trim(f, "`'\",;:?!()")
		v = strings.TrimRight(v, ".")
		if v != "" && !isStopWord(v) && occursAsWord(added, v) && !occursAsWord(removed, v) {
			return true
		}
	}
	return false
}

// namesRewritten reports whether the last name a text gives in code (a
// `code span` or an identifier-shaped word; not a file, not a number) — what
// "it" stands for — stands in the old lines of a change (removed).
func namesRewritten(sentence, removed string) bool {
	last := ""
	for _, f := range strings.FieldsFunc(sentence, func(r rune) bool {
		return !(r == '_' || r == '.' || r == '@' || r == '/' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) {
		f = strings.Trim(f, ".")
		if len(f) < 2 || !looksLikeCode(f) && !strings.Contains(sentence, "`"+f) || isNumber(f) || hasFileExtension(f) && isPathLike(f) || strings.Contains(f, "/") {
			continue
		}
		last = f
	}
	return last != "" && occursAsWord(removed, last)
}

// okToQuestion reports whether a reply is a bare "ok" ("ok", "okay.",
// "k", "alright") to an assistant message that closes on a question which
// is itself the change, a bare imperative ("Change it to 2?", "Remove the
// badge?", see offersByImperative): the answer yes to it. To "OK?",
// "Proceed?" or "Should I …?" a bare "ok" may only acknowledge (the
// consent reader weighs it), and with any word of its own ("ok but not
// now") it is the rest of the reply that counts.
func okToQuestion(reply, msg string, t Target) bool {
	if strings.Contains(reply, "?") || len(reply) > 16 {
		return false
	}
	ws := strings.Fields(strings.Trim(lang.Normalize(reply), " .!"))
	if len(ws) == 0 || len(ws) > 2 {
		return false
	}
	for _, w := range ws {
		switch strings.TrimRight(w, ".!,") {
		case "ok", "okay", "k", "kk", "alright", "okey":
		default:
			return false
		}
	}
	ss := lang.Sentences(msg)
	return len(ss) > 0 && ss[len(ss)-1].Question && offersByImperative(msg, t)
}

// maxAsideBytes bounds the assistant's answer in a side exchange (see
// approvedAcrossAside): a short answer, not a new piece of work.
const maxAsideBytes = 600

// approvedAcrossAside is approvedProposal for a yes that follows a side
// exchange: after my proposal the user asked a question about it, or put
// it off ("wait until I've proofread it"), and I answered without a
// question of my own, a new offer or another file ("Sure, I'll hold
// off."). The proposal still stands, and the user's next message answers
// it, as approvedProposal reads a reply right after it: a yes covers what
// the proposal said and nothing else.
func approvedAcrossAside(conv []Turn, u int, t Target, approves func(string) bool) (Classification, bool) {
	p := lastUser(conv, u)
	if p < 1 || conv[u-1].Role != Assistant || conv[p-1].Role != Assistant {
		return Classification{}, false
	}
	answer := assistantBlock(conv, u-1)
	if len(answer) > maxAsideBytes || strings.ContainsAny(answer, "?") || strings.Contains(answer, "```") || namesFiles(answer) {
		return Classification{}, false
	}
	if !asidesOffer(conv[p].Text) {
		return Classification{}, false
	}
	rest := make([]Turn, 0, p+1)
	rest = append(append(rest, conv[:p]...), conv[u])
	c, ok := approvedProposal(rest, p, t, approves)
	if ok {
		c.Reasoning = fmt.Sprintf("after my answer to %q, %s", clip80(conv[p].Text), c.Reasoning)
	}
	return c, ok
}

// asidesOffer reports whether a user's message sets an offer aside
// without answering it: a question about it ("how much faster would it
// be?") or a put-off ("wait until I've proofread it", "let me think about
// it"), with no verb of change of its own ("can you change the timeout to
// 20 instead?" asks for another change).
func asidesOffer(msg string) bool {
	norm := lang.Normalize(msg)
	ws := lang.WordsIn(norm, span{Start: 0, End: len(norm)})
	for k, w := range ws {
		if w.Text == "instead" {
			return false
		}
		if lang.IsChangeVerb(w.Text) || lang.IsMoreChangeVerb(w.Text) || lang.IsSwitchVerb(w.Text) {
			if k == 0 || !ownSubject(ws[k-1].Text) {
				return false // "can you change the timeout to 20?", "wait, make it 6": another request
			}
		}
	}
	if isPutOff(norm) || strings.Contains(msg, "?") {
		return true
	}
	for _, p := range [...]string{"wait", "hold on", "not yet", "let me ", "give me"} {
		if strings.HasPrefix(norm, p) {
			return true
		}
	}
	return false
}

// ownSubject reports whether w, before a verb, makes it the user's own
// doing ("until I've proofread it", "we fix it ourselves").
func ownSubject(w string) bool {
	switch w {
	case "i", "i've", "i'm", "i'll", "we", "we've", "we'll", "i'd", "ve":
		return true
	}
	return false
}

// continuesOnFile reads a follow-up request that names no file but spells
// the change itself, right after a request of the user's that named this
// file: "add a GREETING const in src/consts.rs" — "Added." — "also add a
// FAREWELL = \"bye\" right below it". The request stands on its own (a
// verb of change with no problem, no question, hedge or refusal), every
// line the change adds holds a word of it the changed lines lacked, and
// neither my message between nor the request names another file.
func continuesOnFile(conv []Turn, u int, t Target, r reading) (Classification, bool) {
	if u < 2 || conv[u-1].Role != Assistant || len(r.names) > 0 || namesFiles(r.Text) || r.otherPlace() != "" || r.verb() == "" {
		return Classification{}, false
	}
	for _, v := range r.verbs {
		if v.problem != "" {
			return Classification{}, false
		}
	}
	for si := range r.sents {
		if !r.plainStatement(si) {
			return Classification{}, false
		}
	}
	block := assistantBlock(conv, u-1)
	p := lastUser(conv, u-1)
	if p < 0 || strings.ContainsAny(block, "?？") || namesAnotherFile(block, t) || namesAnotherFile(conv[p].Text, t) ||
		!namesFile(mentions(conv[p].Text, lang.Normalize(conv[p].Text), t, false)) || !spellsLines(r.Text, t.Added, t.removed, t.Name, false, nil) {
		return Classification{}, false
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it (%q), spelling what this change writes, right after asking for a change to %q", clip80(conv[u].Text), t.Name)}, true
}
