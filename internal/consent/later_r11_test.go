package consent

import "testing"

// TestRound11WeDoPlanLater: "we" holds the agent, so "we'll do it
// tomorrow" beside an approval puts the plan itself off; the user's own
// step later ("I'll do it tomorrow" is read elsewhere, "we'll do the
// release notes on friday") or our review after the work is no
// postponement of it.
func TestRound11WeDoPlanLater(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"go ahead, we'll do it next week", NotConsent},
		{"yes, we'll do it tomorrow", NotConsent},
		{"sounds good, we'll ship it friday", NotConsent},
		{"looks good, we can merge this next sprint", NotConsent},
		{"go ahead. we'll do it on monday", NotConsent},
		{"go ahead, we'll review it tomorrow", Confirmed},
		{"go ahead. we'll do the release notes on friday", Confirmed},
		{"yes please, we'll demo the fix on monday", Confirmed},
	})
}

// TestRound11WeDoOtherLater: a pronoun after a verb of change may point at
// what an earlier clause named ("skip the test, we'll add it later"): a
// change to the plan, not the plan put off.
func TestRound11WeDoOtherLater(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"yes do it, but skip the test, we'll add it later", WaitForConfirmation},
	})
}

// TestRound11AfterEvent: "after the release", "until the freeze" name an
// event ahead to wait for, as a day does; a story of the past with one
// ("it broke after the release") puts nothing off.
func TestRound11AfterEvent(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"go ahead. we'll do it after the release", NotConsent},
		{"yes, but after the freeze", NotConsent},
		{"ok, do it after the demo", NotConsent},
		{"go ahead, it crashed right after the launch", Confirmed},
	})
}
