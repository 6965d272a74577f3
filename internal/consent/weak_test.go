package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestClosesWeak: bare yes-words that end on a word of going along are
// that word's answer; the other order, an action, praise or an emoji is
// not. New replies, none from a corpus.
func TestClosesWeak(t *testing.T) {
	for reply, weak := range map[string]bool{
		"yeah okay":         true,
		"Yup, fine.":        true,
		"ya alright":        true,
		"yes yes ok":        true,
		"ok yeah":           false,
		"yeah ok, go ahead": false,
		"yes, great":        false,
		"yeah 👌":            false,
		"ok":                false,
		"fine":              false,
	} {
		assert.Equal(t, weak, closesWeak(reply), reply)
	}
}

// TestWeakCloseWaits: to a concrete plan, "yeah okay" waits and "okay
// yeah" confirms.
func TestWeakCloseWaits(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll add a nil check to `Parse` in `parse/parse.go` (lines 10-14 only) and run `go test ./parse`. Proceed?"
	assert.Equal(t, WaitForConfirmation, c.Classify("yeah okay", plan, 1).Outcome)
	assert.Equal(t, Confirmed, c.Classify("okay yeah", plan, 1).Outcome)
}

// TestDisclaimsApproval: a reply that says it is not an approval approves
// nothing; disclaiming something else does not count. New phrasings.
func TestDisclaimsApproval(t *testing.T) {
	for reply, want := range map[string]bool{
		"to be clear, I'm not saying proceed — it just looks tidy": true,
		"this isn't a green light, the design is fine though":      true,
		"I never said you should ship it":                          true,
		"I'm not saying it's perfect, but go ahead":                false,
		"I didn't say no, go ahead":                                false,
		"not a fan of the name, but ship it":                       false,
	} {
		assert.Equal(t, want, disclaimsApproval(reply), reply)
	}
}
