package consent

import "testing"

// The table cases of the fifth remarks round: each border is a property
// of the clause beside an approval, with new wording on both sides. None
// of these replies is taken from a corpus.

// TestRemarkProblemThePlanFixes: a problem told beside an approval is the
// reason for it when it is the plan's own problem, told as already known:
// pointed back at with "that", "those", "this" ("that unchecked expiry is
// a real gap") or told how long it has lasted up to now ("… has been
// broken for months"), and naming what the plan names. A problem of
// something the plan does not name, or one added with "too", "also" or
// "as well", is news the plan may not cover: a change.
func TestRemarkProblemThePlanFixes(t *testing.T) {
	plan := "I'll add the missing expiry check to `verifyToken` in `auth/jwt.go`: a token whose `exp` claim is in " +
		"the past is rejected with 401. I'll add `TestVerifyTokenExpired` to `auth/jwt_test.go`. Check: " +
		"`go test ./auth/...` passes. Go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes please, that missing expiry check is a genuine security gap", Confirmed},
		{"do it, that token check is plainly broken right now", Confirmed},
		{"go ahead — the token check has been broken for two years", Confirmed},
		{"yes, proceed. expiry checking has been missing for ages", Confirmed},
		{"go ahead, that refresh handler is broken too", WaitForConfirmation},
		{"go ahead. the session cookie has been broken for weeks", WaitForConfirmation},
		{"yes, proceed — that token check is also missing in the middleware", WaitForConfirmation},
		{"yes, proceed. the token check has been broken in the cli for years too", WaitForConfirmation},
		{"go ahead, the logging middleware is broken", WaitForConfirmation},
		{"go ahead. the token check has been broken since the v2 release, the refresh path needs it too", WaitForConfirmation},
	})
}
