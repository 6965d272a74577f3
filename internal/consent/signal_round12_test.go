package consent

import "testing"

// Round 12: rules found by tracing which gate turned a clear approval into
// a change. Wording of our own, both sides of each border.

// TestSignalRound12CalledAfterApproval: one word closing a clause right
// after a plain approval, with nothing binding it to the work (no
// preposition, not the plan's, no digit or code, no manner adverb), is who
// is spoken to or an interjection ("go ahead Sanjay", "do it abi"): the
// approval stands. A word the plan holds, a word of manner or time, or
// a bound object still counts.
func TestSignalRound12CalledAfterApproval(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"sounds right, go ahead Tomasz", Confirmed},
		{"yes proceed habibti", Confirmed},
		{"fine, do it kanka", Confirmed},
		{"go ahead differently", NotConsent},
		{"go ahead with redis", WaitForConfirmation},
		{"go ahead v2", WaitForConfirmation},
		{"proceed tomorrow", NotConsent},
		{"go ahead but Tomasz", WaitForConfirmation},
	})
}
