package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// An exchange between the plan and the reply keeps the plan standing when
// it is about the plan: it shares one of the plan's terms (a file, a
// symbol, a value, a key word: "does GOMEMLIMIT need go 1.19+?", "when
// does the ETL usually finish?"), or the assistant's answer to it shares
// two of them or speaks of the plan ("… the plan as written has none").
// One shared word or number in the answer alone may be chance. Terms are compared
// whole, in any case, by their stems ("finish", "finishes"); words of no
// substance ("how", "long", "does") are not terms.

// planTerms is the text of a plan in which terms are looked up (its head
// and tail when long, in lower case). A lookup scans it, which costs less
// than collecting every term of a long plan for the few a message has.
//
// orig is the same text as written, kept when lower-casing changed no
// byte offsets, to find the parts of camelCase names (camelStart).
type planTerms struct{ low, orig string }

// maxTermBytes bounds how much of a plan is read for its terms.
const maxTermBytes = 8 << 10

// termsOf prepares plan for lookups.
func termsOf(plan string) planTerms {
	head, tail := window(plan, maxTermBytes, maxTermBytes/4)
	if tail != "" {
		head += "\n" + tail
	}
	t := planTerms{low: strings.ToLower(head)}
	if len(t.low) == len(head) {
		t.orig = head
	}
	return t
}

// camelStart reports whether the byte at i opens a part of a camelCase or
// PascalCase name: a capital after a small letter ("readiness|Probe",
// "Retry|Policy").
func (t planTerms) camelStart(i int) bool {
	return t.orig != "" && i > 0 && i < len(t.orig) && isUpperASCII(t.orig[i]) && isLowerASCII(t.orig[i-1])
}

// camelPart is the end of the camelCase part that starts at i, or i when
// the name has no capital after i (then it is no camelCase part).
func (t planTerms) camelPart(i int) int {
	j := i + 1
	for j < len(t.low) && wordByte(t.low[j]) && t.low[j] != '_' && !t.camelStart(j) {
		j++
	}
	if j < len(t.low) && t.camelStart(j) || t.camelStart(i) {
		return j
	}
	return i
}

// minCamelPart is the shortest part of a camelCase name that counts as a
// term ("is" in isSubmitting does not).
const minCamelPart = 4

func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }

// has reports whether the plan holds a word whose stem is s, in any case:
// the whole run of word bytes, or a part of a snake_case or camelCase
// name.
func (t planTerms) has(s string) bool {
	text := t.low
	for off := 0; s != "" && off < len(text); {
		k := strings.Index(text[off:], s)
		if k < 0 {
			return false
		}
		i := off + k
		off = i + 1
		if i > 0 && wordByte(text[i-1]) && text[i-1] != '_' && !t.camelStart(i) {
			continue // inside a word, not at a camelCase part
		}
		if c := t.camelPart(i); c-i >= minCamelPart && stem(text[i:c]) == s {
			return true // "readiness" in readinessProbe
		}
		part, whole := i, i
		for part < len(text) && wordByte(text[part]) && text[part] != '_' {
			part++
		}
		for whole < len(text) && wordByte(text[whole]) {
			whole++
		}
		if stem(text[i:part]) == s || stem(text[i:whole]) == s {
			return true
		}
	}
	return false
}

// shared counts the distinct terms of text that the plan has.
func (t planTerms) shared(text string) int {
	var seen []string
	eachTerm(cutRunes(text, maxTermBytes), func(stem string) {
		for _, x := range seen {
			if x == stem {
				return
			}
		}
		if len(seen) < maxSharedLookups && t.has(stem) {
			seen = append(seen, stem)
		}
	})
	return len(seen)
}

// maxSharedLookups bounds the terms counted in one message: two decide.
const maxSharedLookups = 4

// eachTerm calls f with the stem of every term in text (see emitTerm): a
// run of letters, digits and underscores ("charts/ingest/values.yaml" is
// charts, ingest, values, yaml), lower-cased, and the parts of a
// snake_case name.
func eachTerm(text string, f func(stem string)) {
	for i := 0; i < len(text); {
		if !wordByte(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && wordByte(text[j]) {
			j++
		}
		w := strings.ToLower(text[i:j])
		emitTerm(w, f)
		if k := strings.IndexByte(w, '_'); k > 0 {
			// "icu_folding" names "icu" and "folding" too.
			for _, part := range strings.Split(w, "_") {
				emitTerm(part, f)
			}
		}
		i = j
	}
}

// emitTerm calls f with w's stem when w is a term: three letters or
// more, or a number of two digits or more, and neither a word of no
// substance nor the name of a tool that runs checks ("npm", "pytest",
// "go test": a plan's check shares them with any question about tools).
func emitTerm(w string, f func(stem string)) {
	if len(w) < 2 || len(w) == 2 && !hasDigit(w) || noTerm(w) || foreignFunctionWord(w) {
		return
	}
	if len(w) <= maxVocabWord && planWord(w)&(wCommand|wRunner|wRunnerArg) != 0 {
		return
	}
	f(stem(w))
}

// stem strips the common English endings, so "finishes", "finished" and
// "finish" meet, and "cookies" and "cookie".
func stem(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		w = w[:len(w)-2]
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		w = w[:len(w)-3]
	case len(w) > 4 && strings.HasSuffix(w, "ed"):
		w = w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		w = w[:len(w)-1]
	}
	if len(w) > 3 && strings.HasSuffix(w, "e") {
		w = w[:len(w)-1]
	}
	return w
}

// noTerm reports whether a word carries no subject of its own: the
// function words and the words of any question ("how long does it
// take").
func noTerm(w string) bool {
	if isFiller(w) && w != "apply" && w != "run" && w != "update" && w != "change" {
		return true
	}
	switch w {
	case "how", "why", "who", "whom", "whose", "which", "where", "what's", "how's", "long", "take", "takes",
		"need", "needs", "get", "gets", "got", "use", "uses", "used", "using", "any", "some", "still", "also",
		"other", "usually", "often", "ever", "never", "more", "less", "not", "don't", "doesn't", "isn't", "can't",
		"yes", "no", "there", "their", "then", "than", "too", "very", "one", "two", "new", "old", "first", "last",
		"its", "his", "her", "our", "you", "your", "they", "them", "and", "but", "the", "for", "with",
		"happen", "happens", "mean", "means", "work", "works", "thing", "things", "way", "about", "after", "before",
		"over", "under", "only", "each", "every", "all", "both", "either", "same", "other's", "would", "could",
		"should", "will", "shall", "can", "may", "might", "must", "have", "has", "had", "was", "were", "are",
		"been", "being", "per", "via", "out", "off", "now", "just", "like", "into", "onto", "from", "that",
		"this", "these", "those", "here", "when", "while", "because", "since", "again", "already", "yet",
		"tell", "show", "explain", "know", "remind", "quick", "question", "thanks", "thank", "sure", "okay":
		return true
	}
	return false
}

// exchangeAboutPlan reports whether a user's message between the plan and
// the reply, with the assistant's answer to it ("" when none followed),
// is about the plan (see the top of this file).
func exchangeAboutPlan(terms planTerms, question, answer string) bool {
	if terms.shared(question) > 0 || asksAboutCheckTool(terms, question) {
		return true
	}
	if answer == "" {
		return false
	}
	if terms.shared(answer) >= 2 {
		return true // one shared word or number may be chance ("10")
	}
	// "… the plan as written has none": the answer speaks of the plan.
	return hasWord(strings.ToLower(cutRunes(answer, maxTermBytes)), "plan")
}

// asksAboutCheckTool reports whether a yes/no question names a tool the
// plan's own check runs ("does tox still cover 3.9?", "will pytest pick
// the new file up?"): a question about the plan. A how-to about the same
// tool ("how do I clear the npm cache?") asks for something of the
// user's own, and tool names are no terms otherwise (emitTerm).
func asksAboutCheckTool(terms planTerms, question string) bool {
	cls := lang.Clauses(cutRunes(question, maxToolQuestion))
	if len(cls) != 1 || len(cls[0].Words) < 3 {
		return false
	}
	ws := cls[0].Words
	switch ws[0] {
	case "does", "do", "did", "is", "are", "will", "would", "can", "could", "should":
	default:
		return false
	}
	for _, w := range ws[1:] {
		if len(w) <= maxVocabWord && planWord(w)&(wCommand|wRunner) != 0 && terms.has(stem(w)) {
			return true
		}
	}
	return false
}

// maxToolQuestion bounds the question read for a check tool: one short
// question.
const maxToolQuestion = 160
