package consent

import "testing"

// TestRound11NoThenGoAhead: to "Any objections?", a no run into a
// go-ahead in one clause ("nah go for it") is the no, then the go-ahead;
// a no before a refusal or a change is not.
func TestRound11NoThenGoAhead(t *testing.T) {
	classifyReplies(t, fixturePlan[:len(fixturePlan)-len("Proceed?")]+"Any objections?", []outcomeCase{
		{"nah go for it", Confirmed},
		{"nope go ahead", Confirmed},
		{"no go for it", Confirmed},
		{"no don't go ahead", NotConsent},
		{"nah go ahead but rename the test", WaitForConfirmation},
	})
}
