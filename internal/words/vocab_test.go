package words

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPredicates is the table of the small vocabulary rules.
func TestPredicates(t *testing.T) {
	type row struct {
		rule string
		fn   func(string) bool
		yes  []string
		no   []string
	}
	for _, r := range []row{
		{"negation", IsNegation, []string{"don't", "not", "never", "no", "stop", "wait", "without"}, []string{"do", "now", "note", "know"}},
		{"negation released", NegationReleased, []string{"forget", "skip", "hesitate"}, []string{"touch", "change"}},
		{"hedge", IsHedge, []string{"maybe", "perhaps", "probably", "someday", "might", "wonder"}, []string{"please", "definitely"}},
		{"all options", SelectsAll, []string{"both", "all", "every"}, []string{"one", "first"}},
		{"yes", IsYes, []string{"yes", "yep", "sure", "lgtm"}, []string{"no", "maybe"}},
		{"no", IsNo, []string{"no", "nope", "neither", "none", "wait", "nvm"}, []string{"yes", "both"}},
		{"aside", IsAside, []string{"btw", "fyi", "ps", "p.s", "unrelated", "fwiw", "random"}, []string{"but", "also", "please"}},
		{"change verb", IsChangeVerb, []string{"fix", "update", "rename", "bump", "catch", "increase", "restore", "save", "install", "discard"}, []string{"fixed", "explain", "show", "the"}},
		{"mostly a noun", IsMostlyNoun, []string{"empty", "copy", "store"}, []string{"fix", "delete", "restore"}},
		{"time hedge", IsTimeHedge, []string{"one day"}, []string{"maybe", "we'll see"}},
		{"speech verb", SpeechVerb, []string{"said", "wrote", "asked", "suggested"}, []string{"say", "fix"}},
		{"later time", IsLaterTime, []string{"tomorrow", "tonight", "friday", "later", "afternoon", "lunch"}, []string{"today", "now", "soon"}},
		{"modal", IsModal, []string{"can", "should", "might"}, []string{"do", "please"}},
	} {
		for _, w := range r.yes {
			assert.True(t, r.fn(w), "%s: %q", r.rule, w)
		}
		for _, w := range r.no {
			assert.False(t, r.fn(w), "%s: %q", r.rule, w)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for w, want := range map[string]int{"first": 1, "2nd": 2, "#3": 3, "two": 2, "last": -1, "latter": -1, "former": 1, "one": 0, "both": 0} {
		assert.Equal(t, want, Ordinal(w), w)
	}
}

func TestQuestionsAndRequests(t *testing.T) {
	for _, tt := range []struct {
		words []string
		want  bool
	}{
		{[]string{"will", "this", "break"}, true},
		{[]string{"but", "does", "it", "handle", "tabs"}, true},
		{[]string{"do", "you", "think"}, true},
		{[]string{"do", "it"}, false},
		{[]string{"why", "not"}, false},
		{[]string{"is", "good", "please", "do", "it"}, false},
		{[]string{"is", "correct"}, false},
		{[]string{"is", "very", "good"}, false},
		{[]string{"is", "it", "very", "good"}, true},
		{[]string{"is", "it", "correct"}, true},
		{[]string{"go", "ahead"}, false},
	} {
		assert.Equal(t, tt.want, OpensQuestion(tt.words), "%v", tt.words)
	}
	assert.True(t, IsPoliteRequest("can", "you"))
	assert.True(t, IsPoliteRequest("please", "fix"))
	assert.True(t, IsPoliteRequest("any", "chance"))
	assert.False(t, IsPoliteRequest("any", "idea"))
	assert.False(t, IsPoliteRequest("can", "this"))
	assert.False(t, IsPoliteRequest("should", "we"))
}

func TestQuotations(t *testing.T) {
	line := `he said "ship it" and wrote 'go for it now' but don't`
	var got []string
	for _, q := range Quotations(line) {
		got = append(got, line[q.Inner.Start:q.Inner.End])
	}
	assert.Equal(t, []string{"ship it", "go for it now"}, got)
}

func TestDictatedMark(t *testing.T) {
	for _, tt := range []struct {
		in   []string
		at   int
		want int
	}{
		{[]string{"yes", "period"}, 1, 1},
		{[]string{"go", "new", "line", "thanks"}, 1, 2},
		{[]string{"full", "stop"}, 0, 2},
		{[]string{"a", "new", "test"}, 1, 0},
		{[]string{"stop"}, 0, 0},
		{[]string{"new"}, 0, 0},
	} {
		assert.Equal(t, tt.want, DictatedMark(tt.in, tt.at), "%v at %d", tt.in, tt.at)
	}
}

// TestModalStatements: a modal followed by a verb leaves its subject out
// and opens a statement; followed by its subject it opens a question.
func TestModalStatements(t *testing.T) {
	for _, s := range []string{"will look at it tomorrow", "can probably wait", "would be nice", "will review after lunch"} {
		assert.False(t, OpensQuestion(strings.Fields(s)), s)
	}
	for _, s := range []string{"will you look at it tomorrow", "can the migration wait", "would this be faster", "should we ship"} {
		assert.True(t, OpensQuestion(strings.Fields(s)), s)
	}
}

// TestJudgedGood: the written-out list is every verb of judging with every
// word of strong praise, and nothing else.
func TestJudgedGood(t *testing.T) {
	verbs := []string{"sounds", "sound", "looks", "look"}
	praise := []string{"solid", "excellent", "awesome", "amazing", "brilliant", "fantastic", "spot on", "legit", "ideal",
		"about right", "lovely", "perfect to me", "good to me", "great to me"}
	got := judgedGood()
	assert.Len(t, got, len(verbs)*len(praise))
	for _, v := range verbs {
		for _, p := range praise {
			assert.Contains(t, got, v+" "+p)
		}
	}
}

// TestCarryOut: the written-out list is every verb of carrying out with
// every pronoun for the plan, each one counting only alone.
func TestCarryOut(t *testing.T) {
	verbs := []string{"build", "write", "code", "land", "commit", "run", "finish", "execute"}
	pronouns := []string{"it", "them"}
	got := carryOut()
	assert.Len(t, got, len(verbs)*len(pronouns))
	for _, v := range verbs {
		for _, p := range pronouns {
			assert.Contains(t, got, v+" "+p)
			assert.True(t, AloneOnly(v+" "+p), v+" "+p)
		}
	}
	assert.False(t, isCarryOut("drop it"))
	assert.False(t, isCarryOut("add that"))
	assert.False(t, isCarryOut("fix the parser"))
	assert.False(t, AloneOnly("do it"))
}

// TestJudgedWithoutSubject: "is" and a judgement with the subject left
// out is a statement, also after an acknowledgement ("ok is perfect");
// "is" before a subject still asks.
func TestJudgedWithoutSubject(t *testing.T) {
	for _, s := range []string{"is good plan", "ok is perfect", "yes is very fine", "is good"} {
		assert.False(t, OpensQuestion(strings.Fields(s)), s)
	}
	for _, s := range []string{"is it good", "ok is this safe", "is the cache fine"} {
		assert.True(t, OpensQuestion(strings.Fields(s)), s)
	}
}

// TestIntentionSubjectLeftOut: "was" before "about to", "going to",
// "gonna", "just", "already" goes on with a subject left out ("and was
// about to open a ticket"): a statement. "was it …" asks.
func TestIntentionSubjectLeftOut(t *testing.T) {
	for _, s := range []string{"and was about to open a ticket", "was going to ask infra", "and was gonna revert it", "was just about to", "was already merged"} {
		assert.False(t, OpensQuestion(strings.Fields(s)), s)
	}
	for _, s := range []string{"and was it slow", "was the job green", "was that on purpose"} {
		assert.True(t, OpensQuestion(strings.Fields(s)), s)
	}
}
