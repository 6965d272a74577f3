package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFrontedCondition: an approval after a clause that sets a condition
// or a later time is not a go-ahead now; new replies, none from a corpus.
// A later time or another person's decision put first is no consent; any
// other condition put first is a change to confirm; an approval with no
// such clause before it is not this rule's.
func TestFrontedCondition(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll add `Cache-Control: no-store` in `web/middleware.go` (only `secureHeaders`, lines 8-15) and run `go test ./web`. Proceed?"
	for reply, want := range map[string]Outcome{
		"once Tomas has had his look, then yes":    NotConsent,
		"after the ops team's review, go ahead":    NotConsent,
		"next week, then sure":                     NotConsent,
		"friday morning — then go for it":          NotConsent,
		"when the pipeline is green, then proceed": WaitForConfirmation,
		"if the bench numbers hold up, yes":        WaitForConfirmation,
		"yes, go ahead":                            Confirmed,
		"ok then, go for it":                       Confirmed,
		"after thinking it over, yes, go ahead":    Confirmed,
		"when you're ready, go ahead":              WaitForConfirmation, // read elsewhere, as before
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
}

// TestDecisionByPossessive: another person's decision named as a noun
// of theirs ("Wen's sign-off", "legal's approval") is awaited like "Wen
// signs off"; a possessive without a decision noun is not.
func TestDecisionByPossessive(t *testing.T) {
	for reply, awaits := range map[string]bool{
		"go ahead after Wen's sign-off":         true,
		"ship it once legal's approval is in":   true,
		"do it when the lead's review is done":  true,
		"go ahead, Wen's branch is merged":      false,
		"go ahead after Wen's branch is merged": false,
	} {
		assert.Equal(t, awaits, awaitsOthers(reply), reply)
	}
}
