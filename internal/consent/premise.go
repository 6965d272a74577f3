package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A remark beside an approval may tell the agent that the plan stands on
// a wrong premise, without asking for anything: "go ahead, btw we dropped
// corepack" (the plan adds a corepack step), "yes, fyi we keep 30 days of
// logs" (the plan keeps 7), "ok, fwiw we're capped at 1024 MB" (the plan
// asks for 1536). Said as information, it still changes what the plan
// should do, so the approval is of a plan the user has just corrected: a
// change to confirm. Three forms are read, each a property of the
// sentence and the plan, not a phrase:
//
//   - a limit with a number ("capped at", "limited to", "max", "quota")
//     when the plan sets numbers of its own;
//   - a word of the plan next to a word of removal ("dropped", "removed",
//     "no longer", "uninstalled", "got rid of");
//   - a word next to a number where the plan has the same word next to a
//     different number ("keep 30" against "keep 7").

// maxPremiseReply bounds the replies read for a corrected premise.
const maxPremiseReply = 300

// maxPremisePlan bounds the part of the plan whose code spans are read.
const maxPremisePlan = 16 << 10

// correctsPremise reports whether a reply holds a remark that corrects
// the plan's premise (see above). prompt is the reply, plan the plan.
func correctsPremise(prompt, plan string) bool {
	if len(prompt) > maxPremiseReply || plan == "" {
		return false
	}
	own, _ := lang.Mask(prompt, lang.AllQuotes)
	var terms *planTerms
	planTerm := func(w string) bool {
		if terms == nil {
			t := termsOf(plan)
			terms = &t
		}
		if len(w) > 2 && terms.has(stem(w)) {
			return true
		}
		for _, part := range strings.Split(w, "-") { // "helm-secrets"
			if len(part) > 3 && part != w && terms.has(stem(part)) {
				return true
			}
		}
		return false
	}
	for _, cl := range lang.Clauses(own) {
		if cl.Question {
			continue // "did pytest 8 drop 3.8?": asked, not told
		}
		ws := cl.Words
		for i, w := range ws {
			switch {
			case limitWord(w) && numberWithin(ws[i+1:], 3) && strings.ContainsAny(plan, "0123456789"):
				return true // "we're capped at 1024 MB"
			case removalAt(ws, i) > 0 && nearTerm(ws, i, removalAt(ws, i), planTerm, codeSpans(plan)):
				return true // "we dropped corepack"
			case quantity(w) && i > 1 && standingSubject(ws[i-2]) && otherNumberAfter(plan, ws[i-1], w):
				return true // "we keep 30 days" against "keep 7"
			}
		}
	}
	return false
}

// standingSubject reports whether w makes the user's side the subject of
// a standing practice: "we keep 30", "i run 4", "they allow 10".
func standingSubject(w string) bool {
	switch w {
	case "we", "i", "they", "ops", "compliance", "policy":
		return true
	}
	return false
}

// limitWord reports whether w sets an upper bound: "capped", "limited",
// "max", "quota".
func limitWord(w string) bool {
	switch w {
	case "capped", "cap", "limited", "limit", "max", "maximum", "quota", "ceiling":
		return true
	}
	return false
}

// removalAt returns the length of a word of removal at ws[i] ("dropped",
// "removed", "no longer", "got rid of"), 0 for none.
func removalAt(ws []string, i int) int {
	switch ws[i] {
	case "dropped", "removed", "uninstalled", "ditched", "retired", "decommissioned":
		if i > 0 && doneBySubject(ws[i-1]) {
			return 1 // "we dropped corepack", "it was removed"; not "the dropped commit"
		}
	case "no":
		if i+1 < len(ws) && ws[i+1] == "longer" {
			return 2
		}
	case "got":
		if i > 0 && doneBySubject(ws[i-1]) && i+2 < len(ws) && ws[i+1] == "rid" && ws[i+2] == "of" {
			return 3
		}
	}
	return 0
}

// nearTerm reports whether the thing removed at ws[i:i+n] is a word of the
// plan: the head of the noun phrase after the removal ("we dropped
// corepack from the images": corepack; "we removed the old coffee
// machine": machine, not old) or a word the plan writes as code anywhere
// in it ("the backup.cfg approach" against "`backup.cfg`"), or, in the
// passive, the word before its auxiliaries ("corepack was removed").
// planCode is the plan's code spans, lower-cased.
func nearTerm(ws []string, i, n int, planTerm func(string) bool, planCode []string) bool {
	head := ""
	for k := i + n; k < len(ws) && k < i+n+6 && !phraseEnd(ws[k]); k++ {
		if fillerWord(ws[k]) {
			continue
		}
		if len(ws[k]) > 2 && inCodeSpan(planCode, ws[k]) {
			return true
		}
		head = ws[k]
	}
	if head != "" && planTerm(head) {
		return true
	}
	k := i - 1
	for k >= 0 && auxiliary(ws[k]) {
		k--
	}
	return k >= 0 && k < i-1 && !fillerWord(ws[k]) && planTerm(ws[k])
}

// codeSpans returns the plan's `code spans` (in its first maxPremisePlan
// bytes), lower-cased.
func codeSpans(plan string) []string {
	plan = plan[:min(len(plan), maxPremisePlan)]
	var out []string
	for {
		_, rest, ok := strings.Cut(plan, "`")
		if !ok {
			return out
		}
		span, after, ok := strings.Cut(rest, "`")
		if !ok {
			return out
		}
		out = append(out, strings.ToLower(span))
		plan = after
	}
}

// inCodeSpan reports whether w stands as a whole word in one of spans.
func inCodeSpan(spans []string, w string) bool {
	for _, sp := range spans {
		for from := 0; ; {
			i := strings.Index(sp[from:], w)
			if i < 0 {
				break
			}
			at := from + i
			if (at == 0 || !wordByte(sp[at-1])) && (at+len(w) == len(sp) || !wordByte(sp[at+len(w)])) {
				return true
			}
			from = at + 1
		}
	}
	return false
}

// phraseEnd reports whether w ends the noun phrase after a removal: a
// preposition, a word of time or degree, or an adverb in -ly ("from",
// "last", "entirely").
func phraseEnd(w string) bool {
	switch w {
	case "from", "in", "on", "at", "to", "for", "with", "by", "since", "during", "over", "when", "because",
		"last", "yesterday", "today", "ago", "this", "next", "so", "but":
		return true
	}
	return strings.HasSuffix(w, "ly")
}

// auxiliary reports whether w is an auxiliary of a passive removal ("was",
// "has been").
func auxiliary(w string) bool {
	switch w {
	case "was", "were", "is", "are", "been", "has", "have", "had", "got", "already", "just", "recently", "finally":
		return true
	}
	return false
}

// fillerWord reports whether w says nothing of its own ("the", "we").
func fillerWord(w string) bool {
	switch w {
	case "the", "a", "an", "we", "we've", "i", "it", "that", "this", "and", "of", "to", "is", "are", "was", "have", "has", "now", "already":
		return true
	}
	return false
}

// numberWithin reports whether one of the first n words of ws is a number.
func numberWithin(ws []string, n int) bool {
	for k := 0; k < len(ws) && k < n; k++ {
		if quantity(ws[k]) {
			return true
		}
	}
	return false
}

// quantity reports whether w opens with a digit ("30", "1024mb", "2.5").
func quantity(w string) bool { return w != "" && w[0] >= '0' && w[0] <= '9' }

// otherNumberAfter reports whether plan (any case) has word followed by a
// number other than n ("keep 7" when the reply says "keep 30").
func otherNumberAfter(plan, word, n string) bool {
	low := strings.ToLower(plan)
	if len(low) > maxTermBytes {
		low = low[:maxTermBytes]
	}
	for off := 0; off < len(low); {
		k := strings.Index(low[off:], word)
		if k < 0 {
			return false
		}
		i := off + k
		off = i + len(word)
		if i > 0 && wordByte(low[i-1]) || off+1 >= len(low) || low[off] != ' ' || !quantity(low[off+1:]) {
			continue
		}
		end := off + 1
		for end < len(low) && (low[end] >= '0' && low[end] <= '9' || low[end] == '.') {
			end++
		}
		if digits := low[off+1 : end]; !strings.HasPrefix(n, digits) || len(digits) < len(numberPart(n)) {
			return true
		}
	}
	return false
}

// numberPart is the digits that open w ("1024" of "1024mb").
func numberPart(w string) string {
	end := 0
	for end < len(w) && (w[end] >= '0' && w[end] <= '9' || w[end] == '.') {
		end++
	}
	return w[:end]
}

// doneBySubject reports whether w, just before a verb of removal, makes it
// a statement of what was done: a subject or an auxiliary ("we", "they",
// "was", "has been").
func doneBySubject(w string) bool {
	switch w {
	case "we", "we've", "i", "i've", "they", "they've", "was", "were", "been", "has", "have", "is", "are", "already", "just", "recently", "finally":
		return true
	}
	return false
}
