package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWaivedAsking: "no need to check with me", "don't bother
// confirming" spare my question, not the change; "no need to change it"
// still takes the request back.
func TestWaivedAsking(t *testing.T) {
	tg := fileTarget("constants.py", "MAX_RETRIES = 3\nTIMEOUT = 5\n", "MAX_RETRIES = 10\nTIMEOUT = 5\n")
	for msg, want := range map[string]Level{
		"set MAX_RETRIES in constants.py to 10, no need to ask me first":        Explicit,
		"constants.py: MAX_RETRIES → 10. don't bother confirming, just do it":   Explicit,
		"no need to run it by me: change MAX_RETRIES to 10 in constants.py":     Explicit,
		"change MAX_RETRIES in constants.py to 10. actually no need, 3 is fine": NeedsConfirmation,
		"no need to change MAX_RETRIES in constants.py after all":               NeedsConfirmation,
		"don't bother with MAX_RETRIES in constants.py, 3 is fine":              NeedsConfirmation,
	} {
		got := Classify(Request{Conversation: []Turn{u(msg)}, Target: tg})
		assert.Equal(t, want, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}

// TestHedgeWordAsCodeName: a hedge word written with a capital inside its
// clause and before another capitalised word is a name ("return Maybe
// Int", "an Optional Maybe"), not a hedge; at the head of its clause or in
// lower case it still hedges.
func TestHedgeWordAsCodeName(t *testing.T) {
	hs := "module Parse where\n\nparseAge :: String -> Int\nparseAge = read\n"
	tg := fileTarget("src/Parse.hs", hs, "module Parse where\n\nparseAge :: String -> Maybe Int\nparseAge = readMaybe\n")
	for msg, want := range map[string]Level{
		"parseAge crashes on bad input, switch it to readMaybe and return Maybe Int": Explicit,
		"in Parse.hs make parseAge return Maybe Int via readMaybe":                   Explicit,
		"parseAge: use readMaybe so it returns a Maybe Int":                          Explicit,
		"parseAge crashes on bad input, maybe switch it to readMaybe":                NeedsConfirmation,
		"Maybe switch parseAge to readMaybe":                                         NeedsConfirmation,
		"parseAge crashes on bad input, switch it to readMaybe, MAYBE":               NeedsConfirmation,
		"parseAge could Maybe use readMaybe":                                         NeedsConfirmation,
	} {
		got := Classify(Request{Conversation: []Turn{u(msg)}, Target: tg})
		assert.Equal(t, want, got.Level, "%s (%s)", msg, got.Reasoning)
	}
}
