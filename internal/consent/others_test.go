package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAwaitsOthers: an approval that waits on another person's decision
// (a name or a role, and a verb of deciding) is not the user's go-ahead;
// a condition on an event or a check, or on the agent, is not this rule's.
// New replies, none from a corpus.
func TestAwaitsOthers(t *testing.T) {
	for reply, awaits := range map[string]bool{
		"ship it once Kenji agrees":                   true,
		"don't merge until Compliance has cleared it": true,
		"do it if legal approves the wording":         true,
		"go ahead when the client confirms the spec":  true,
		"sure — let me check with my manager first":   true,
		"fine, I'll run it by security":               true,
		"ship it once CI is green":                    false,
		"go ahead if the tests pass":                  false,
		"do it if you think it's safe":                false,
		"go ahead after the design review":            false,
		"yes. I'll ask Kenji to review the PR after":  false,
		"go ahead. The team will love this":           false,
	} {
		assert.Equal(t, awaits, awaitsOthers(reply), reply)
	}
}

// TestAwaitingOthersIsNoConsent: the outcome and the guidance.
func TestAwaitingOthersIsNoConsent(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll add `Cache-Control: no-store` in `web/middleware.go` (only `secureHeaders`, lines 8-15) and run `go test ./web`. Proceed?"
	r := c.Classify("go ahead once Kenji signs off", plan, 1)
	assert.Equal(t, NotConsent, r.Outcome)
	assert.Contains(t, r.Guidance, "someone else's decision")
}

// TestOwnStepFirst: a step of the user's own put before the plan holds it;
// a step asked of the assistant, or no "first", does not. New phrasings.
func TestOwnStepFirst(t *testing.T) {
	for reply, want := range map[string]bool{
		"love the new logo! for the cache change, I have to benchmark first": true,
		"yes, but let me ping the on-call first":                             true,
		"I'll grab the staging creds first":                                  true,
		"nice work. maybe I should hold until the freeze lifts?":             true,
		"go ahead, but I want you to show me the diff first":                 false,
		"go ahead and run the migration first":                               false,
		"I need to leave soon, go ahead":                                     false,
		"should I test it first?":                                            false,
	} {
		assert.Equal(t, want, ownStepFirst(reply), reply)
	}
}
