package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestExchangeAboutPlan: an exchange in between is about the plan when it
// shares a term of the plan (in any case, by stem, a value), or when the
// answer gives one of the plan's values or speaks of the plan; new
// phrasings, none of them from a corpus.
func TestExchangeAboutPlan(t *testing.T) {
	terms := termsOf("Plan: in `deploy/helm/values.yaml` raise `resources.limits.memory` for the WORKER pods from " +
		"512Mi to 1Gi and set `GOGC=50` (the `memory_limit` stays). Check with `go test ./deploy/...`. Only that chart. I'll watch `kubectl top pods` for 30 minutes after the rollout. Proceed?")
	for _, tt := range []struct {
		question, answer string
		about            bool
	}{
		{"does gogc=50 slow the worker down much?", "A little more CPU for GC, about 5%.", true},
		{"how long does the rollout usually take?", "About four minutes for 12 pods.", true},
		{"is 1gi enough headroom?", "Peak usage last week was 700Mi.", true},
		{"will the pod restart?", "Yes, each one, one at a time.", true},
		{"do we get paged during it?", "No: the alert fires after 10 minutes at 512Mi, and the rollout takes 4.", true},
		{"how do I list open ports on mac?", "`lsof -i -P`; it lists 10 or so here.", false},
		{"anything else I should know?", "Only that the plan leaves the API pods alone.", true},
		{"how do I list docker volumes?", "`docker volume ls`.", false},
		{"who's on call this week?", "According to PagerDuty, Sam.", false},
		{"what's the syntax for a python dataclass?", "`@dataclass` and typed fields.", false},
		{"remind me how to squash commits", "`git rebase -i HEAD~3`, then mark them `squash`.", false},
		{"how do I clear the go build cache?", "`go clean -cache`.", false}, // "go" runs the plan's check, no term
		{"is memory_limit the right knob?", "Yes.", true},                   // a part of a snake_case name
	} {
		assert.Equal(t, tt.about, exchangeAboutPlan(terms, tt.question, tt.answer), tt.question)
	}
}

// TestStem: endings meet their stems.
func TestStem(t *testing.T) {
	for _, pair := range [][2]string{
		{"finishes", "finish"}, {"finished", "finish"}, {"cookies", "cookie"}, {"replaced", "replace"},
		{"rollouts", "rollout"}, {"migrating", "migrate"}, {"pods", "pod"},
	} {
		assert.Equal(t, stem(pair[1]), stem(pair[0]), pair[0])
	}
	assert.NotEqual(t, stem("class"), stem("cla"))
}

// TestAsksAboutCheckTool: a yes/no question naming the tool the plan's
// check runs is about the plan; a how-to about it, or a tool the plan
// does not run, is not. New phrasings.
func TestAsksAboutCheckTool(t *testing.T) {
	terms := termsOf("I'll fix `parse()` in `src/parse.py` (lines 4-20); `pytest tests/test_parse.py` must pass. OK?")
	for q, want := range map[string]bool{
		"will pytest pick up the new fixture?":  true,
		"does pytest run the doctests as well?": true,
		"how do I make pytest less verbose?":    false,
		"does npm cache the tarballs?":          false,
	} {
		assert.Equal(t, want, asksAboutCheckTool(terms, q), q)
	}
}
