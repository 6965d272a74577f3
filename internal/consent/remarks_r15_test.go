package consent

import (
	"strings"
	"testing"
)

// TestRound15MeantTheSame: the user's own intention, unrealised, to do what
// the plan does ("I was going to do the same thing", "I was about to
// suggest the same split", "I'd been meaning to fix this myself but never
// found the time") is agreement, not a change. What the user meant to do
// that is more or other than the plan ("I was going to suggest redis
// instead", "… to add a cache too", "… to fix the parser", an object of its
// own) stays a change.
func TestRound15MeantTheSame(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"honestly I was going to do the same thing, yeah go for it", Confirmed},
		{"I was going to suggest the same split honestly. Proceed with the plan as written.", Confirmed},
		{"go ahead, I was about to fix this myself", Confirmed},
		{"I'd been meaning to do it myself but never found the time. Anyway: yes, please proceed.", Confirmed},
		{"we were planning to do exactly that last sprint. ship it", Confirmed},
		{"yes please, I was gonna do the same", Confirmed},
		{"go ahead. I was thinking the same thing", Confirmed},
		// more or other than the plan: a change
		{"go ahead, I was going to suggest a retry instead", WaitForConfirmation},
		{"go ahead, I was going to add a cache too", WaitForConfirmation},
		{"go ahead, I was going to suggest batching the writes", WaitForConfirmation},
		{"go ahead, I was going to do the same but with a regex", WaitForConfirmation},
		{"I was going to do the same thing, but please skip the test. go ahead", WaitForConfirmation},
		{"I was going to do it myself, so don't", NotConsent},
	})
}

// TestRound15Wish: a wish or a farewell to what the plan removes ("may the
// OOM killer finally rest in peace", "RIP flaky test", "long live the new
// parser", "good riddance") is a joke beside an approval, not a change. A
// wish that names a value or asks more ("may the timeout be 30s", "may it
// also log") stays a change.
func TestRound15Wish(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"yes. may the OOM killer finally rest in peace", Confirmed},
		{"go ahead, may this bug never come back", Confirmed},
		{"ship it. may the pager stay quiet tonight", Confirmed},
		// a value or more work in the wish: a change
		{"go ahead. may the timeout be 30s", WaitForConfirmation},
		{"go ahead, may it also log the entry", WaitForConfirmation},
		{"go ahead, may I suggest a second test", WaitForConfirmation},
	})
}

// TestRound15UnrelatedOpinion: news labelled unrelated may be an opinion of
// something else with a verb of seeming ("Unrelated: the flutter release
// notes look nice"), as it may be a fact ("the staging box is down"). A
// request after the label ("unrelated: the readme should mention it") stays
// a change.
func TestRound15UnrelatedOpinion(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Yes, go ahead. Unrelated: the flutter 3.27 release notes look nice, impeller on android by default finally", Confirmed},
		{"go ahead. unrelated: the new office chairs seem comfy", Confirmed},
		{"proceed. unrelated, but the keynote sounds fun", Confirmed},
		// a wish or request after the label: a change
		{"go ahead. unrelated: the readme should mention the flag", WaitForConfirmation},
		{"go ahead. unrelated: please look at the login bug after", WaitForConfirmation},
	})
}

// TestRound15Suggests: a suggestion of the user's own beside an approval
// ("I suggest another test", "I was going to propose a retry", "my
// suggestion would be …") is a change whatever its grammar; one that only
// points at the plan ("I was going to suggest the same split") is
// agreement.
func TestRound15Suggests(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"go ahead, I suggest a retry", WaitForConfirmation},
		{"go ahead, I recommend logging the entry", WaitForConfirmation},
		{"go ahead, I was going to propose a retry", WaitForConfirmation},
		{"go ahead, I was about to suggest a different error message", WaitForConfirmation},
		{"go ahead, may I suggest a second test", WaitForConfirmation},
		{"ok go ahead. my recommendation would be a retry", WaitForConfirmation},
		{"sounds good. I'd honestly recommend a shorter message. proceed", WaitForConfirmation},
		// only the plan, pointed at
		{"go ahead, I was going to suggest the same thing", Confirmed},
		{"go ahead, I would have proposed exactly this", Confirmed},
	})
}

// TestRound15MoreOfPlan: the plan's own thing counted as more of it ("add a
// second test", "another empty check", "one more test", "an extra check")
// is work the plan does not hold; the plan's thing picked or named ("the
// test", "the second step", "more robust") is no addition.
func TestRound15MoreOfPlan(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"go ahead, add a second test", WaitForConfirmation},
		{"go ahead, and a second test", WaitForConfirmation},
		{"go ahead with an extra check", WaitForConfirmation},
		{"yes, one more test please", WaitForConfirmation},
		{"go ahead, with two more tests", WaitForConfirmation},
		{"go ahead. additional tests for the error message", WaitForConfirmation},
		// the plan's thing named, not counted
		{"go ahead with the test", Confirmed},
		{"go ahead with the empty check", Confirmed},
		{"yes, go ahead, the test name is fine", Confirmed},
	})
}

func TestRound15Helpers(t *testing.T) {
	for _, c := range []struct {
		ws   []string
		same bool
	}{
		{[]string{"the", "same", "thing"}, true},
		{[]string{"exactly", "this"}, true},
		{[]string{"it", "myself"}, true},
		{[]string{"something", "similar"}, true},
		{[]string{"the", "same", "but", "faster"}, false},
		{[]string{"a", "retry"}, false},
		{[]string{"this", "too", "and", "a", "cache"}, false},
	} {
		if got := sameAsPlan(c.ws); got != c.same {
			t.Errorf("sameAsPlan(%q) = %v, want %v", c.ws, got, c.same)
		}
	}
	for _, c := range []struct {
		ws  []string
		i   int
		yes bool
	}{
		{[]string{"add", "a", "second", "test"}, 3, true},
		{[]string{"another", "test"}, 1, true},
		{[]string{"two", "more", "tests"}, 2, true},
		{[]string{"the", "second", "test"}, 2, false},
		{[]string{"more", "robust", "tests"}, 2, false},
		{[]string{"the", "test"}, 1, false},
	} {
		if got := moreOfPlan(c.ws, c.i); got != c.yes {
			t.Errorf("moreOfPlan(%q, %d) = %v, want %v", c.ws, c.i, got, c.yes)
		}
	}
}

func TestRound15SuggestionEnd(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
	}{
		{"i suggest a retry", 2},
		{"i was going to propose a retry", 5},
		{"may i suggest a retry", 3},
		{"my suggestion would be a retry", 4},
		{"it gets my vote", -1},
		{"it has my recommendation", -1},
		{"you suggested a retry", -1},
	} {
		if got := suggestionEnd(strings.Fields(c.in)); got != c.want {
			t.Errorf("suggestionEnd(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}
