package confirm

import (
	"fmt"
	"path"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// This file holds the small rules of what a word of a user's message does
// in a request: a word inside a path is part of a name ("include/…"), an
// adjective after "is" describes ("is push() correct"), a past tense after
// "if you" under a wish asks ("I'd appreciate it if you added …"), and a
// few phrasal and modal forms ask ("take … out of", "ought to be").

// inPath reports whether w is part of a path or file name in text
// ("include" of "include/ring_buffer.hpp", "format" of "format.go"): a
// name, not a verb.
func inPath(text string, w word) bool {
	if c := text[w.Start]; c >= '0' && c <= '9' {
		return false // "1.5", "v2": a value, not a name
	}
	if w.Start > 0 && (text[w.Start-1] == '/' || text[w.Start-1] == '.' && w.Start > 1 && isIdentByte(text[w.Start-2])) {
		return true
	}
	if w.End < len(text) {
		switch text[w.End] {
		case '/':
			return true
		case '.':
			return w.End+1 < len(text) && isIdentByte(text[w.End+1])
		}
	}
	return false
}

// predicative reports whether ws[k], a change verb that is also an
// adjective ("correct", "clean", "empty"), follows a form of "be" in its
// clause: "is push() correct when …", "the tree is clean" describe, they
// do not ask (after a comma a clause starts afresh).
func predicative(norm string, ws []word, k int) bool {
	switch ws[k].Text {
	case "correct", "clean", "clear", "empty", "tidy", "complete", "secure", "free", "open", "round", "double", "lower":
	default:
		return false
	}
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		if strings.ContainsAny(norm[ws[j].End:ws[j+1].Start], ",;:—") {
			return false // "the backoff is too aggressive, double the base"
		}
		switch ws[j].Text {
		case "to", "please", "and", "then":
			return false
		case "is", "are", "was", "were", "it's", "that's", "isn't", "aren't", "looks", "seems", "stays", "remains":
			return true
		}
	}
	return false
}

// wishedPast reports whether ws[k] is a past tense after "if you" in a
// sentence that wishes it ("I'd really appreciate it if you added an
// index", "it would be great if you switched …"): a softened request. A
// plain condition ("if you changed it, the tests would break") wishes
// nothing.
func wishedPast(ws []word, k int) bool {
	if k < 2 {
		return false
	}
	at := k - 1 // "if" at ws[at-1] and the subject from ws[at]
	if ws[k-1].Text == "you" {
		if ws[k-2].Text != "if" || !pastOfChange(ws[k].Text) {
			return false
		}
	} else if at = ifBefore(ws, k); at < 0 || !pastOfBehaviour(ws[k].Text) {
		return false
	}
	for j := at - 2; j >= 0; j-- {
		if wishWord(ws[j].Text) {
			return true
		}
	}
	return false
}

// ifBefore returns the index of the subject after an "if" a few words
// before ws[k] when that subject is a thing of the code, not a person or
// "it" ("it'd be great if addItem in cart.js refused …"), and -1 when
// there is none.
func ifBefore(ws []word, k int) int {
	for j := k - 1; j >= 1 && j >= k-6; j-- {
		if ws[j-1].Text != "if" {
			continue
		}
		if isSubject(ws[j].Text) || ws[j].Text == "you" || ws[j].Text == "this" || ws[j].Text == "that" {
			return -1
		}
		return j
	}
	return -1
}

// pastOfBehaviour reports whether w is a regular past tense ("refused",
// "skipped") of a verb that is no verb of thought: what the code would
// do in the wished-for state.
func pastOfBehaviour(w string) bool {
	base, ok := strings.CutSuffix(w, "ed")
	if !ok || len(base) < 3 || !isLetters(base) {
		return false
	}
	for _, b := range [...]string{base, base + "e", base[:len(base)-1]} {
		if thinks(b) {
			return false
		}
	}
	return w != "worked" && w != "needed" && w != "wanted"
}

// pastOfChange reports whether w is the past tense of a verb of change
// ("added", "bumped", "took", "made").
func pastOfChange(w string) bool {
	switch w {
	case "took", "made", "set", "put", "wrote", "ran", "split", "cut":
		return true
	}
	base, ok := strings.CutSuffix(w, "ed")
	if !ok {
		return false
	}
	for _, b := range [...]string{base, base + "e", strings.TrimSuffix(base, "i") + "y", base[:max(len(base)-1, 0)]} {
		if lang.IsChangeVerb(b) || lang.IsMoreChangeVerb(b) {
			return true
		}
	}
	return false
}

// wishWord reports whether w says the speaker would welcome something:
// "appreciate", "grateful", "great", "love", "prefer".
func wishWord(w string) bool {
	switch w {
	case "appreciate", "appreciated", "grateful", "great", "nice", "love", "lovely", "helpful", "good", "perfect",
		"awesome", "prefer", "rather", "ideal", "cool", "amazing", "fantastic", "wonderful", "thankful":
		return true
	}
	return false
}

// takesOut reports whether "take" at ws[k] is the phrasal verb of removal:
// "take the --legacy flag out of release.sh", "take mypy out".
func takesOut(ws []word, k int) bool {
	if ws[k].Text != "take" || k > 0 && isDeterminer(ws[k-1].Text) {
		return false
	}
	for j := k + 1; j < len(ws) && j <= k+6; j++ {
		if ws[j].Text == "out" || ws[j].Text == "away" {
			return j > k+1
		}
	}
	return false
}

// oughtTo reports whether ws[k] is "ought to" + a verb of change or
// behaviour after something that is not the speaker: "UPLOAD_MAX_MB ought
// to be 50", like "should be 50".
func oughtTo(ws []word, k int) bool {
	return ws[k].Text == "ought" && k > 0 && k+2 < len(ws) && ws[k+1].Text == "to" &&
		(!isSubject(ws[k-1].Text) || ws[k-1].Text == "it") && shouldDo(ws, k+2)
}

// possessedPerson reports whether ws[j] is someone named by a possessive
// ("my advisor", "our PM", "her manager"): what they say is their request,
// not the user's.
func possessedPerson(ws []word, j int, orig string) bool {
	if j == 0 {
		return false
	}
	switch ws[j-1].Text {
	case "my", "our", "his", "her", "their":
	default:
		return false
	}
	return !inPath(orig, ws[j]) && !strings.ContainsAny(orig[ws[j].Start:ws[j].End], "._/")
}

// placeOfChange reports whether the name at ws[at] is where a verb of
// leaving out (ws[k]: "exclude", "skip") is to be done, not what is left
// out: "exclude them in analysis.R", "skip the lint step in ci.yml" ask
// for a change of the file; "exclude lexer.go" keeps lexer.go out.
func placeOfChange(ws []word, k, at int) bool {
	switch ws[k].Text {
	case "exclude", "skip", "filter":
	default:
		return false
	}
	if at-k < 2 {
		return false
	}
	switch ws[at-1].Text {
	case "in", "inside", "within", "from":
		return true
	}
	return false
}

// ownClauseBetween reports whether, between a report of someone else's
// words (ws[said]: "my advisor says …") and the verb at ws[k], the user
// turns to their own request after a comma: "…, so exclude them in
// analysis.R", "…, please drop it".
func ownClauseBetween(norm string, ws []word, said, k int) bool {
	for j := said + 1; j <= k; j++ {
		if !strings.ContainsAny(norm[ws[j-1].End:ws[j].Start], ",;—") {
			continue
		}
		switch ws[j].Text {
		case "so", "please", "therefore", "hence", "thus":
			return true
		}
	}
	return false
}

// actsOnIt reports whether a clause asks to act on what was just quoted
// or listed, by a pronoun: "please address it", "fix these", "do that",
// "take care of them". A negation, hedge or question asks nothing, nor
// does the user doing it ("I'll handle these myself").
func actsOnIt(clause string) bool {
	if strings.Contains(clause, "?") {
		return false
	}
	norm := lang.Normalize(clause)
	ws := lang.WordsIn(norm, lang.Span{Start: 0, End: len(norm)})
	if len(ws) > maxAnswerWords {
		return false
	}
	verb := false
	for k, w := range ws {
		if lang.IsNegation(w.Text) || lang.IsHedge(w.Text) || doesItThemself(ws, k) {
			return false
		}
		switch {
		case lang.IsChangeVerb(w.Text), w.Text == "do", w.Text == "address", w.Text == "handle", w.Text == "take" && k+1 < len(ws) && ws[k+1].Text == "care":
			verb = true
		case verb:
			switch w.Text {
			case "it", "this", "that", "these", "those", "them", "all", "everything", "both":
				return true
			}
		}
	}
	return false
}

// statesPresent reports whether ws[k] is what the speaker says is the
// case now: "we're on 4.2", "it's at 5s today", "we use pnpm", "currently
// running 1.14". Such a value is context for the request, not a part of
// it.
func statesPresent(ws []word, k int) bool {
	if k < 2 || k >= len(ws) {
		return false
	}
	switch ws[k-1].Text {
	case "on", "at", "using", "running":
		switch ws[k-2].Text {
		case "we're", "i'm", "it's", "they're", "we", "are", "am", "currently", "still", "now", "already":
			return true
		}
	case "use", "run":
		switch ws[k-2].Text {
		case "we", "i", "they", "already", "currently", "still":
			return true
		}
	}
	return false
}

// doesItThemself reports whether ws[k] makes the user the one who acts:
// "I'll", "we'll", "myself", "let me".
func doesItThemself(ws []word, k int) bool {
	switch ws[k].Text {
	case "i", "i'll", "i'm", "we'll", "myself", "ourselves":
		return true
	case "me":
		return k > 0 && ws[k-1].Text == "let"
	}
	return false
}

// requestInContext reads a request that names nothing ("use defer for the
// unlock like the other methods", "roll the image back to 1.14.1
// instead") as about the one file the assistant's message before it is
// about: explicit when that message names this file and no other, the
// request's verbs all ask, and the request spells at least half of what
// the change brings in (pointsAtEdit). A request naming anything is read
// by the other rules.
func requestInContext(conv []Turn, u int, t Target, r reading) (Classification, bool) {
	if u == 0 || conv[u-1].Role != Assistant || len(r.names) > 0 || len(r.verbs) == 0 || namesOtherFiles(r.Text) {
		return Classification{}, false
	}
	for _, v := range r.verbs {
		if v.problem != "" {
			return Classification{}, false
		}
	}
	if _, taken := r.takesBack(); taken || r.declinesAll() {
		return Classification{}, false
	}
	msg := headTail(assistantBlock(conv, u-1))
	norm := lang.Normalize(msg)
	ms := mentions(msg, norm, t, false)
	if !anyFile(ms) || namesOtherFiles(strings.ReplaceAll(strings.ReplaceAll(msg, t.Name, ""), path.Base(t.Name), "")) {
		return Classification{}, false
	}
	if bringsNewWords(t) && !pointsAtEdit(r.Text, t) || !bringsNewWords(t) && !r.namesEachRemoved(t) {
		return Classification{}, false
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for it (%q) about %q, the one file my message before was about", clip80(r.orig), t.Name)}, true
}

// declinesAll reports whether a message opens by turning something down
// and asks for nothing else of its own: "no" alone, "no, leave it".
func (r reading) declinesAll() bool {
	return len(r.words) > 0 && lang.IsNo(r.words[0].Text) && r.verb() == ""
}

// keepsAtValue reports whether "keep" at ws[k] sets a value rather than
// keeping something as it is: "keep the timeout at 15 seconds", "keep
// backups for 30 days not a week" — a number after "at", "for", "to" or
// "on" within six words.
func keepsAtValue(ws []word, k int) bool {
	if ws[k].Text != "keep" && ws[k].Text != "keeps" {
		return false
	}
	for j := k + 1; j+1 < len(ws) && j <= k+6; j++ {
		switch ws[j].Text {
		case "at", "for", "to", "on":
			if c := ws[j+1].Text[0]; c >= '0' && c <= '9' {
				return true
			}
		}
	}
	return false
}

// imperativeAt reports whether ws[k] stands where an imperative does: first
// in its sentence, after a mark that opens a clause (",", ";", ":", "(",
// a dash), after "and", "then", "just", "please", "also", "now", after
// "you" of a modal ("can you return …"), or after a leading place written
// without spaces ("in server.js return 404 …"). "what does handleEntry return" and
// "the return value" are not, nor is a line of code (see codeLine).
func imperativeAt(norm string, ws []word, k int) bool {
	if codeLine(norm, ws) {
		return false // "    return sum(i.price for i in items)" in a traceback
	}
	if k == 0 {
		return true
	}
	if gap := norm[ws[k-1].End:ws[k].Start]; strings.ContainsAny(gap, ",;:(—–") || strings.Contains(gap, " - ") {
		return true
	}
	switch ws[k-1].Text {
	case "and", "then", "just", "please", "pls", "also", "now", "simply", "—", "–":
		return true
	case "you":
		return k >= 2 && lang.IsModal(ws[k-2].Text)
	}
	return k >= 2 && ws[0].Text == "in" && !strings.ContainsAny(norm[ws[1].Start:ws[k-1].End], " \t\n")
}

// phrasalChange reports whether ws[k] opens a phrasal verb of change whose
// head is no change verb by itself: "get rid of the DEBUG prints", "check
// off the dark mode item", "cross off …". "rid" must follow right after
// "get", "off" right after "check" or "cross" (not "off-by-one"); "to get
// rid of" says why, unless someone is asked to ("I'd like you to get rid
// of …").
func phrasalChange(norm string, ws []word, k int) bool {
	if k+1 >= len(ws) {
		return false
	}
	switch ws[k].Text {
	case "get":
		if k >= 2 && ws[k-1].Text == "to" && ws[k-2].Text != "you" {
			return false // "… please, to get rid of the node16 warnings": a purpose
		}
		return ws[k+1].Text == "rid" && k+2 < len(ws) && ws[k+2].Text == "of"
	case "check", "cross", "strike":
		off := ws[k+1]
		return off.Text == "off" && (off.End == len(norm) || norm[off.End] != '-')
	}
	return false
}

// schedulesRun reports whether "run" at ws[k] asks for a schedule: "run
// the backup at 2am instead of 3", "run it every 10 minutes", "run the
// cleanup nightly". A time or period must follow within six words, and a
// word between names what the edited lines run (inEdit): "run the
// healthcheck every minute" does not ask to move the backup's line, and
// "run the tests" asks for no change to a file.
func schedulesRun(ws []word, k int, inEdit func(string) bool) bool {
	if ws[k].Text != "run" {
		return false
	}
	named := false
	for j := k + 1; j < len(ws) && j <= k+6; j++ {
		switch w := ws[j].Text; w {
		case "every", "daily", "hourly", "nightly", "weekly", "monthly":
			return named
		case "at":
			if j+1 < len(ws) && (startsWithDigit(ws[j+1].Text) || ws[j+1].Text == "midnight" || ws[j+1].Text == "noon") {
				return named
			}
		default:
			named = named || !isDeterminer(w) && inEdit(w)
		}
	}
	return false
}

// startsWithDigit reports whether w opens with a digit ("2am", "10").
func startsWithDigit(w string) bool { return w != "" && w[0] >= '0' && w[0] <= '9' }

// codeLine reports whether the sentence of words ws reads as a line of
// code rather than prose: indented at the start of its line, or holding a
// call with arguments ("sum(i.price …", ".replace(\",\""; a bare "total()"
// is a name in prose), an assignment, or ending in ";" or "{".
func codeLine(norm string, ws []word) bool {
	if len(ws) == 0 {
		return false
	}
	from, to := ws[0].Start, ws[len(ws)-1].End
	line := strings.LastIndexByte(norm[:from], '\n') + 1
	if indent := norm[line:from]; strings.HasPrefix(indent, "  ") || strings.HasPrefix(indent, "\t") {
		return true
	}
	s := norm[from:to]
	if end := strings.IndexByte(norm[to:], '\n'); end >= 0 {
		s = norm[from : to+end]
	} else {
		s = norm[from:]
	}
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ";") || strings.HasSuffix(s, "{") || strings.Contains(s, " = ") {
		return true
	}
	for i := 1; i < len(s); i++ {
		if s[i] == '(' && isWordByteASCII(s[i-1]) && i+1 < len(s) && s[i+1] != ')' {
			return true
		}
	}
	return false
}

// isWordByteASCII reports whether c is an ASCII letter, digit or underscore.
func isWordByteASCII(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// inRange reports whether word w (normalized) stands as a word in the
// edited lines.
func (r reading) inRange(w string) bool { return occursAsWord(strings.ToLower(r.t.Range), w) }

// namesEachRemoved reports whether a request to take something out names
// every line the change removes: a verb of removal ("remove", "delete",
// "drop", "get rid of") with nothing against it, a change that only
// removes, and in each removed line a word of four letters or more, or
// one with a digit, that the request writes ("also remove the OAuth2
// line" for "- [ ] migrate auth to OAuth2"). A removal of a line the
// request does not name is not asked for.
func (r reading) namesEachRemoved(t Target) bool {
	if strings.TrimSpace(t.Added) != "" || strings.TrimSpace(t.removed) == "" {
		return false
	}
	removes := false
	for _, v := range r.verbs {
		switch v.Text {
		case "remove", "delete", "drop", "strip", "get", "erase", "cut":
			removes = removes || v.problem == ""
		}
	}
	if !removes {
		return false
	}
	have := tokenSet(r.Text)
	for _, line := range strings.Split(t.removed, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		named := false
		for _, w := range tokens(line) {
			if have[w] && (len(w) >= 4 || strings.ContainsAny(w, "0123456789")) && !isStopWord(w) {
				named = true
				break
			}
		}
		if !named {
			return false
		}
	}
	return true
}

// sameAgain reads a follow-up that asks for the change just made once more,
// somewhere else in the file: "same for circumference please", "do the same
// for count()". It is explicit when the message points back ("same",
// "likewise") with nothing against it, names a part of this file the edit
// lies in and no other file, and the user's request before it spells what
// this change brings in and takes out ("use math.pi instead of 3.14"). Not
// ok otherwise, for the other rules.
func sameAgain(conv []Turn, u int, t Target, r reading) (Classification, bool) {
	same := pointsAtSame(r.words)
	if u < 2 || conv[u-1].Role != Assistant || !same && !extendsToItem(r.words) || namesFilesBeside(r.Text, t) {
		return Classification{}, false
	}
	for _, s := range r.sents {
		if s.Question {
			return Classification{}, false
		}
	}
	for _, v := range r.verbs {
		if v.problem != "" {
			return Classification{}, false
		}
	}
	for _, w := range r.words {
		if lang.IsHedge(w.Text) || w.Text == "later" || w.Text == "myself" {
			return Classification{}, false
		}
	}
	if _, taken := r.takesBack(); taken || r.declinesAll() {
		return Classification{}, false
	}
	named := ""
	for _, n := range r.names {
		if n.problem == "" && !n.ambiguous {
			named = n.what // a part of this file, or the file itself ("same in the Dockerfile")
			break
		}
	}
	p := lastUser(conv, u-1)
	if p < 0 {
		return Classification{}, false
	}
	if named == "" {
		named = r.partOfEdit(conv[p].Text) // "same for the teams one" for ListTeams, "and Task too" for Task
	}
	otherFile := false
	if named == "" && same {
		// "same for the other one in web" after a request on src/api/utils.ts
		otherFile = r.otherOfBase(conv[p].Text)
		if otherFile {
			named = t.Name
		}
	}
	if named == "" {
		return Classification{}, false
	}
	prev := read(conv[p].Text, t)
	if prev.verb() == "" {
		return Classification{}, false
	}
	if !(pointsAtEdit(conv[p].Text, t) && spellsRemoved(conv[p].Text, t)) && !quotesAdded(conv[p].Text, t) && !bringsValueOf(conv[p].Text, t) && !writesSetting(conv[p].Text, t) && !reportedAgain(conv[p].Text, conv[u-1].Text, t) {
		// the request before spells neither this change nor what it
		// brings in: a value ("same for the orders endpoint" after "…
		// default limit 20") or a quotation ("return a generic 'internal
		// error' instead")
		return Classification{}, false
	}
	if !same {
		// "and Task too" has no words of its own for the change: all it
		// brings in is spelled in the request or in my report of it.
		if n, shown := spelled(conv[p].Text+"\n"+conv[u-1].Text+"\n"+r.Text, t.Added, t.removed); shown < n {
			return Classification{}, false
		}
	}
	if otherFile && !spellsWordsAndNumbers(conv[p].Text+"\n"+conv[u-1].Text+"\n"+r.Text, t) {
		return Classification{}, false
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you asked for the same change (%q) for %q, where this edit is", clip80(conv[p].Text), named)}, true
}

// reportedAgain reports whether the change is the one just made, told
// between the user's request and the assistant's report of it: the
// request spells at least half of what this change takes out ("fix the
// typo 'adress'") and the report at least half of what it brings in
// ("… now says \"address\"").
func reportedAgain(request, report string, t Target) bool {
	gone, shown := spelled(request, t.removed, t.Added)
	return gone > 0 && 2*shown >= gone && pointsAtEdit(report, t)
}

// namesFilesBeside reports whether text names a file other than the
// target ("same typo in profile.html too" names only profile.html).
func namesFilesBeside(text string, t Target) bool {
	for _, f := range pathsIn(text) {
		if dot := "." + f; strings.Contains(text, dot) && (t.Name == dot || strings.HasSuffix(t.Name, "/"+dot)) {
			continue // ".env.test", read without its leading dot
		}
		if f != t.Name && !strings.HasSuffix(t.Name, "/"+f) && namesOtherFiles(f) {
			return true
		}
	}
	return false
}

// pointsAtSame reports whether a message asks for the same again: "same
// for …", "do the same in …", "same thing for …", "likewise for …".
func pointsAtSame(ws []word) bool {
	for k, w := range ws {
		switch w.Text {
		case "likewise", "ditto":
			return true
		case "same":
			j := k + 1
			if j+1 < len(ws) && isLetters(ws[j].Text) && !isStopWord(ws[j].Text) && samePlace(ws[j+1].Text) {
				j++ // "same thing for …", "same typo in …", "the same fix for …"
			}
			if j+1 < len(ws) && ws[j].Text == "for" && (ws[j+1].Text == "now" || ws[j+1].Text == "today") {
				continue // "keep it the same for now": unchanged, not again
			}
			if j < len(ws) && samePlace(ws[j].Text) {
				return true
			}
		}
	}
	return false
}

// extendsToItem reports whether a short reply with no verb of its own adds an
// item to the request just made: "and Task too pls", "Order as well",
// "auch Task", "Task aussi". With no verb, the change it asks for can only
// be the previous request's; a reply of more than a few words, or one
// with a verb ("does Task need it too?" is a question, "fix Task too"
// has its own request), is for the other rules.
func extendsToItem(ws []word) bool {
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	also := false
	for k, w := range ws {
		if lang.IsChangeVerb(w.Text) || lang.IsForeignChangeVerb(w.Text) || isAuxiliary(w.Text) {
			return false
		}
		switch w.Text {
		case "too", "also", "auch", "aussi", "también", "também", "anche", "ook", "också", "også", "тоже", "также":
			also = true
		case "well":
			also = also || k > 0 && ws[k-1].Text == "as"
		}
	}
	return also
}

// isAuxiliary reports whether w is a form of "be", "do" or "have", or a
// modal: a reply holding one has a verb of its own.
func isAuxiliary(w string) bool {
	switch w {
	case "is", "are", "was", "were", "be", "does", "do", "did", "has", "have", "had", "needs", "need":
		return true
	}
	return lang.IsModal(w)
}

// samePlace reports whether w after "same" says where it goes again.
func samePlace(w string) bool {
	return w == "for" || w == "in" || w == "with" || w == "to"
}

// spellsRemoved reports whether text writes at least half of the words
// and numbers the change takes out and does not bring back ("3.14" of
// "use math.pi instead of 3.14"); true when it takes out none.
func spellsRemoved(text string, t Target) bool {
	gone, shown := spelled(text, t.removed, t.Added)
	return 2*shown >= gone
}

// spelled counts the words and numbers of from that other does not have
// (what a change takes out, or brings in), and how many of them text has.
func spelled(text, from, other string) (n, shown int) {
	have := tokenSet(text)
	skip := tokenSet(other)
	for _, w := range tokens(from) {
		if skip[w] {
			continue
		}
		n++
		if have[w] {
			shown++
		}
	}
	return n, shown
}

// keptOrExplained reports whether the name at sp is kept out of the change
// (see kept), or stands after the word of a clause that asks for an
// explanation, with no change asked before it in that clause: "change the default port in server.js to
// 8080, and also can you explain why express needs the async handler
// here?" names express as what to explain, not as the place to change.
func (r reading) keptOrExplained(sp lang.Span) bool {
	if r.kept(sp) || r.landmark(sp) {
		return true
	}
	si := r.sentenceOf(sp.Start)
	if si < 0 {
		return false
	}
	cl := r.clauses[si][lang.ClauseAt(r.clauses[si], sp.Start)]
	at := -1 // where the clause asks for an explanation
	for _, w := range r.sentWords[si] {
		if w.Start >= cl.Start && w.Start < sp.Start && explains(w.Text) {
			at = w.Start
			break
		}
	}
	if at < 0 {
		return false
	}
	for _, v := range r.verbs {
		if v.sent == si && v.Start >= cl.Start && v.Start < at {
			return false // "fix the port and explain why …": the clause asks for a change first
		}
	}
	return true
}

// explains reports whether w asks for an explanation: "explain", "why",
// "describe".
func explains(w string) bool {
	switch w {
	case "explain", "why", "describe":
		return true
	}
	return false
}

// orderThenQuestion reports whether ws[k] opens its sentence as an order
// and the question mark belongs to a question joined after it by "and":
// "Change the default port in server.js to 8080, and also can you explain
// why express needs the async handler here?" asks for the change and
// then asks a question. "…, or would that break things?" puts the change
// up for discussion and is no order.
func orderThenQuestion(ws []word, k int) bool {
	if k != 0 {
		return false
	}
	for j := k + 1; j+1 < len(ws); j++ {
		switch ws[j].Text {
		case "or", "if", "unless":
			return false
		case "and":
			q := j + 1
			if q < len(ws) && ws[q].Text == "also" {
				q++
			}
			if q+1 < len(ws) && lang.IsModal(ws[q].Text) && ws[q+1].Text == "you" || q < len(ws) && (ws[q].Text == "why" || ws[q].Text == "what" || ws[q].Text == "how") {
				return true
			}
		}
	}
	return false
}

// nounAfterModifier reports whether ws[k], a verb of change that is as
// often a noun (nounLike), heads a noun phrase: an article or possessive
// two words before, a modifier between with nothing that opens a clause
// ("the default port", "our code format", "a quick patch"). "in the
// Makefile make …" and "the tests, please log them" keep their verbs.
func nounAfterModifier(norm string, ws []word, k int) bool {
	if k < 2 || !nounLike(ws[k].Text) || strings.ContainsAny(norm[ws[k-2].End:ws[k].Start], ",;:()—–\n") {
		return false
	}
	switch ws[k-2].Text {
	case "the", "a", "an", "this", "these", "those", "my", "your", "our", "their", "its":
	default:
		return false
	}
	switch m := ws[k-1].Text; {
	case isSubject(m), lang.IsModal(m), lang.IsNegation(m):
		return false
	default:
		switch m {
		case "please", "just", "also", "to", "and", "then", "now", "simply", "only", "not", "you", "should", "must":
			return false
		}
	}
	return true
}

// nounLike reports whether verb of change w is as often a noun in talk
// about code: "port", "format", "patch", "lock", "log", "limit" ….
func nounLike(w string) bool {
	switch w {
	case "port", "format", "patch", "lock", "log", "cap", "limit", "switch", "export", "guard", "handle",
		"map", "pin", "point", "scale", "merge", "split", "copy", "dump", "backup", "store", "save", "catch", "retry":
		return true
	}
	return false
}

// doubtedAfter reports whether a question puts the order at ws[k] up for
// discussion with an "or" and a question about it: "change the port to
// 8080, or would that break the proxy?", "…, or is that a bad idea?".
func doubtedAfter(ws []word, k int) bool {
	for j := k + 1; j+1 < len(ws); j++ {
		if ws[j].Text != "or" {
			continue
		}
		switch n := ws[j+1].Text; {
		case lang.IsModal(n), n == "is", n == "does", n == "do", n == "will", n == "might":
			return true
		}
	}
	return false
}

// explainedVerb reports whether ws[k] stands in what a question asks to
// have explained: after "why", "explain" or "describe" within six words,
// with no "and", "then" or "also" between ("can you explain why express
// needs the async handler?" asks for no handler).
func explainedVerb(ws []word, k int) bool {
	for j := k - 1; j >= 0 && j >= k-6; j-- {
		switch ws[j].Text {
		case "and", "then", "also":
			return false
		}
		if explains(ws[j].Text) {
			return true
		}
	}
	return false
}

// partOfEdit is a word of a follow-up that names where this edit lies and
// the request before it (prev) does not: a word of the changed lines or a
// part of a name their enclosing blocks declare ("teams" of ListTeams, of
// "SELECT * FROM teams"), four letters or more and no common word. "" when
// there is none.
func (r reading) partOfEdit(prev string) string {
	lprev := strings.ToLower(prev)
	for _, w := range r.words {
		if len(w.Text) < 4 || isCommonWord(w.Text) || occursAsWord(lprev, w.Text) {
			continue
		}
		if occursAsWord(strings.ToLower(r.t.removed), w.Text) {
			return w.Text
		}
		for _, d := range r.t.Declared {
			for _, part := range splitIdent(d) {
				if part == w.Text {
					return w.Text
				}
			}
		}
	}
	return ""
}

// quotesAdded reports whether text quotes something only the change's new
// text has: "return a generic 'internal error' instead".
func quotesAdded(text string, t Target) bool {
	added, removed := strings.ToLower(t.Added), strings.ToLower(t.removed)
	for _, line := range strings.Split(text, "\n") {
		for _, q := range lang.Quotations(line) {
			in := strings.ToLower(strings.TrimSpace(line[q.Inner.Start:q.Inner.End]))
			if len(in) >= 3 && strings.Contains(added, in) && !strings.Contains(removed, in) {
				return true
			}
		}
	}
	return false
}

// bringsValueOf reports whether text spells a value written as one (a
// number, a code-shaped word) that the change brings in: "default limit
// 20" for an edit adding "|| 20".
func bringsValueOf(text string, t Target) bool {
	r := read(text, t)
	for _, w := range r.words {
		if r.broughtValue(w) {
			return true
		}
	}
	return false
}

// namedHedge reports whether a hedge word inside its clause is written as
// a name: a capital first letter then lower case, and a capitalised word
// or a type bracket right after ("return Maybe Int", "a Maybe<T>"). In
// prose a hedge is capitalised only where its sentence starts ("Maybe
// switch it"); "MAYBE" shouts, and "could Maybe use" stays a hedge.
func namedHedge(text string, w word) bool {
	if w.End-w.Start < 2 || w.End > len(text) || !isUpper(text[w.Start]) || isUpper(text[w.Start+1]) {
		return false
	}
	rest := text[w.End:]
	if rest != "" && (rest[0] == '<' || rest[0] == '[') {
		return true
	}
	rest = strings.TrimLeft(rest, " ")
	return len(rest) < len(text[w.End:]) && rest != "" && isUpper(rest[0])
}

// isUpper reports whether c is an ASCII capital letter.
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// writesInto reports whether ws[k] is a verb of writing something down
// whose object goes into a place: "note this fix in the changelog", "jot
// the fix down in CHANGELOG.md", "note it under Unreleased". Before "that"
// or a clause of its own ("note the changelog is hand-written") it tells
// instead, and asks for nothing.
func writesInto(ws []word, k int) bool {
	switch ws[k].Text {
	case "note", "jot":
	default:
		return false
	}
	if k+1 < len(ws) {
		switch ws[k+1].Text {
		case "that", "how", "why", "what", "whether", "if":
			return false
		}
	}
	into := false
	for j := k + 1; j < len(ws) && j <= k+8; j++ {
		switch w := ws[j].Text; {
		case isFinite(w):
			return false // "note the changelog in this repo is hand-written"
		case j > k+1 && (w == "in" || w == "into" || w == "under" || w == "down" || w == "to"):
			into = true
		}
	}
	return into
}

// isFinite reports whether w is a finite verb that opens a statement
// after a subject ("… is hand-written", "… says …").
func isFinite(w string) bool {
	switch w {
	case "is", "are", "was", "were", "has", "have", "had", "says", "said", "looks", "seems", "lists", "shows", "does", "doesn't", "isn't", "aren't":
		return true
	}
	return false
}

// writesSetting reports whether a request spells, as written, a setting
// the change brings in: a "key=value" or "key: value" word that the new
// lines have and the old ones do not ("set LOG_LEVEL=debug in …").
func writesSetting(text string, t Target) bool {
	added, removed := strings.ToLower(t.Added), strings.ToLower(t.removed)
	for _, f := range strings.Fields(text) {
		f = strings.ToLower(strings.Trim(f, "`'\",;()"))
		f = strings.TrimRight(f, ".")
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" || v == "" {
			continue
		}
		if occursAsWord(added, f) && !occursAsWord(removed, f) {
			return true
		}
	}
	return false
}

// otherOfBase reports whether a "same for …" reply points at the target as
// the other file of a base name the request before it named ("same for
// the other one in web" after "… in src/api/utils.ts", for
// src/web/utils.ts): that request names a file of the target's base name
// in another folder, and the reply names a folder of the target's path
// that file's path lacks.
func (r reading) otherOfBase(prev string) bool {
	name := strings.ToLower(r.t.Name)
	dir, base, ok := cutLast(name, "/")
	if !ok {
		return false
	}
	for _, f := range pathsIn(prev) {
		f = strings.ToLower(f)
		fdir, fbase, _ := cutLast(f, "/")
		if fbase != base || f == name || strings.HasSuffix(name, "/"+f) {
			continue
		}
		have := map[string]bool{}
		for _, d := range strings.Split(fdir, "/") {
			have[d] = true
		}
		for _, w := range r.words {
			if len(w.Text) < 2 || have[w.Text] {
				continue
			}
			for _, d := range strings.Split(dir, "/") {
				if d == w.Text {
					return true
				}
			}
		}
	}
	return false
}

// spellsWordsAndNumbers reports whether text spells every word of letters
// and every number the change brings in (what it takes out aside). A
// token of letters and digits mixed (an escape such as "u0300", a hash)
// is the change's own detail and left out.
func spellsWordsAndNumbers(text string, t Target) bool {
	have := tokenSet(text)
	skip := tokenSet(t.removed)
	for _, w := range tokens(t.Added) {
		if skip[w] || have[w] || strings.ContainsAny(w, "0123456789") && strings.ContainsAny(w, "abcdefghijklmnopqrstuvwxyz") && !strings.Contains(w, "_") {
			continue
		}
		return false
	}
	return true
}
