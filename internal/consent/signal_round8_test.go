package consent

import "testing"

// TestSignalRound8LaterOfOther: a later time said of something else ("the
// audit is next week") is a fact in a remark; said of the work ("do it
// next week", "next week", "later") it postpones the approval.
func TestSignalRound8LaterOfOther(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"yes! the security review is next week, good timing", Confirmed},
		{"go ahead, our launch is after the release anyway", Confirmed},
		{"yep. the demo was later than planned so we have room", Confirmed},
		{"yes, but next week", NotConsent},
		{"go ahead next week", NotConsent},
		{"yes. later though", NotConsent},
		{"looks good, it is for next sprint", NotConsent},
		{"yes, but it is next week", NotConsent},
	})
}

// TestSignalRound8NeverAgain: "never again" after an approval says the
// trouble must not recur; alone, or with a refusal, it approves nothing.
func TestSignalRound8NeverAgain(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"yes please, never again", Confirmed},
		{"go ahead. never again", Confirmed},
		{"never again", NotConsent},
		{"no. never again", NotConsent},
		{"never go ahead with this", NotConsent},
	})
}

// TestSignalRound8Sounds: a sound before a yes ("mm yes", "ooh yes") is no
// part of the plan being picked.
func TestSignalRound8Sounds(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"mm yes", Confirmed},
		{"ooh yes, go", Confirmed},
		{"hmm yes", Confirmed},
		{"mmm no", NotConsent},
		{"the retry yes", WaitForConfirmation},
	})
}

// TestSignalRound8Openers: a one-word question of candor before an
// approval ("Honestly? Ship it.") asks nothing; a polite request with
// "please?" after it is a request. A real question stays one.
func TestSignalRound8Openers(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Honestly? Go for it.", Confirmed},
		{"frankly? yes, do it", Confirmed},
		{"Could you proceed with that, please?", Confirmed},
		{"can you go ahead, pls?", Confirmed},
		{"Why? Go ahead.", WaitForConfirmation},
		{"Honestly? No.", NotConsent},
		{"could you explain it first, please?", NotConsent},
	})
}

// TestSignalRound8StatedFact: a consent verb after a subject and an
// adverb of habit or fact ("we already ship it") says what someone does,
// not what the agent may do.
func TestSignalRound8StatedFact(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Use the existing helper, we already do it that way elsewhere", NotConsent},
		{"they always ship it on fridays", NotConsent},
		{"we usually merge it after review", NotConsent},
		{"ok we go ahead", Confirmed},
		{"yes, we already agreed, ship it", Confirmed},
	})
}

// TestSignalRound8Instead: an approval pointed, by "instead", at what the
// reply proposes in place of the plan approves the counter-proposal, not
// the plan; "go ahead but use X instead" is a change to the plan.
func TestSignalRound8Instead(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"we should just vendor the library. let's do that instead", NotConsent},
		{"there is already a PR with the fix, merge that one instead", NotConsent},
		{"do that instead", NotConsent},
		{"go ahead, but use a mutex instead", WaitForConfirmation},
		{"yes, do it instead of the old script", WaitForConfirmation},
	})
}

// TestSignalRound8Sarcasm: the structural shapes of sarcasm reach the
// outcome.
func TestSignalRound8Sarcasm(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Great plan. Said nobody who has debugged a race at 3am.", NotConsent},
		{"Sure, cache it instead of fixing the query. Classic.", NotConsent},
		{"Fantastic, more boilerplate, just what this repo needed.", NotConsent},
		{"oh sure, because a global lock has never caused deadlock bugs. go ahead I guess", NotConsent},
		{"Signed commits? lol. sure, let's make every contributor buy a yubikey", NotConsent},
	})
}

// TestSignalRound8PraisedRestatement: the plan restated as "let's …" and
// praised in a lone closing sentence is mockery; praise beside the
// go-ahead is not.
func TestSignalRound8PraisedRestatement(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"sure, let's add a retry around every call. brilliant.", NotConsent},
		{"great idea, let's touch the lexer a day before the release. love it", NotConsent},
		{"yes, let's do it. love it", Confirmed},
		{"Sure, migrate every table during peak hours. Genius.", NotConsent},
		{"wow, a lexer rewrite for one typo. bold. sure.", NotConsent},
		{"go ahead. nailed it", Confirmed},
		{"sure, and I'm the Emperor of Mars", NotConsent},
		{"sure, and I'm around all day if you need me", WaitForConfirmation},
	})
}

// TestSignalRound8PutOffToEvent: an approval put off to a clock time
// ("after the 4pm deploy"), to a wait on a later day, or to a request for
// time ("give me 10 min") is no go-ahead now; a clock time said of
// something else, or a wait inside the plan's own order, is not that.
func TestSignalRound8PutOffToEvent(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"sure, after the 5pm release window closes", NotConsent},
		{"yes, but run it after 23:00", WaitForConfirmation},
		{"do it after the 6pm standup", NotConsent},
		{"ok but wait for the merge freeze to lift on friday", NotConsent},
		{"yes, give me 10 min to push my branch first", NotConsent},
		{"sure — give me an hour", NotConsent},
		{"go ahead, the outage was at 3am so this is overdue", Confirmed},
		{"go ahead", Confirmed},
		// Put off until the user has done something first.
		{"sure, once I merge my branch", NotConsent},
		{"yes, after we tag the release", NotConsent},
		{"ok go ahead, when I'm back from lunch", NotConsent},
		{"go ahead. after I checked the logs it made sense", WaitForConfirmation}, // a remark read as a change, not put off
		{"go ahead, I'll look at it when I'm back", Confirmed},
	})
}
