package consent

import "testing"

// TestRemarksR10Borders holds the round-10 rules of remarkOnly to both
// sides: a modal in the perfect ("should have used", "must've changed")
// speaks of the past, what was or was not done, and asks nothing of the
// work; a modal before a plain "have" or a noun still lays a duty. A duty
// placed at an indefinite future ("one day", "someday", "eventually") is a
// note for later, not a change to this plan; a duty with a real time, or
// an indefinite time beside an instruction or a value, still acts on it.
func TestRemarksR10Borders(t *testing.T) {
	runRemarkCases(t, []remarkCase{
		// the perfect: the past, judged
		{"this is what we should have done from the start", true},
		{"I should have caught that in review", true},
		{"someone must have flipped that flag years ago", true},
		{"we could've avoided a week of pain", true},
		{"honestly it would have saved me a weekend", true},
		// a modal before "have" that is not the perfect: a duty
		{"we should have a metric for the attempts", false},
		{"you should have it log the attempt count", false},
		{"it must have a cap of 5 attempts", false},
		{"the consume loop should have been capped at 5", false}, // a value for the plan's thing
		{"we should've used jitter here too", false},             // "too": an addition
		// an indefinite future: a note for later
		{"the whole package needs a rewrite one day", true},
		{"someone should clean up that scheduler someday", true},
		{"we'll need to revisit the logging eventually", true},
		{"that module must be split at some point", true},
		// a real time, an instruction, a value or a restriction: changes
		{"the whole package needs a rewrite today", false},
		{"it needs a test before merging", false},
		{"we should add jitter eventually, but not now", false},
		{"eventually use a 500ms base", false},
		{"the backoff must be one day", false},
		{"retention should be one day", false},
		{"only the worker needs it someday", false},
	})
}

// TestRemarksR10BesideApproval reads whole replies with the round-10 rules.
func TestRemarksR10BesideApproval(t *testing.T) {
	classifyReplies(t, remarkPlan, []outcomeCase{
		{"yes go ahead. this is what we should have done from the start", Confirmed},
		{"go ahead, I should have caught that in review", Confirmed},
		{"go ahead. the whole package needs a rewrite one day, but this is fine for now", Confirmed},
		{"go ahead, someone should clean up that scheduler someday", Confirmed},
		{"go ahead, the whole package needs a rewrite today", WaitForConfirmation},
		{"go ahead, it needs a test before merging", WaitForConfirmation},
		{"go ahead, retention should be one day", WaitForConfirmation},
	})
}
