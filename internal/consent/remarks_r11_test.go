package consent

import "testing"

// TestRound11OwnConduct: a statement whose subject is the user, about the
// user's own availability or doings ("I may be slow to reply", "I'll tell
// support once it's deployed"), is a remark; a wish, a change verb after
// the user's modal, or a condition the work must meet stays a change.
func TestRound11OwnConduct(t *testing.T) {
	runRemarkCases(t, []remarkCase{
		{"I'm at the airport so might be slow to reply", true},
		{"I'm travelling tomorrow so I may be slow to answer", true},
		{"I could be offline for a bit after lunch", true},
		{"I'll ping QA after you push", true},
		{"I'll rerun the go test suite after you push", false}, // the plan's own check named: weighed as the plan's
		{"I'll tell support once it's deployed", true},
		{"I'll merge it as soon as CI is green", true},
		// a wish, a change, a condition on the agent's work
		{"I would add a counter for the attempts", false},
		{"I might want a flag to turn it off", false},
		{"I'd rather keep the old backoff", false},
		{"I'll review it before you merge", false},
		{"I'll approve once you add a benchmark", false},
		{"I'll need you to revert it after the release", false},
		{"I may be wrong but the retry might hide real failures", false},
	})
}

// TestRound11OwnConductBesideApproval reads the same rule in whole replies.
func TestRound11OwnConductBesideApproval(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"go ahead. I'm at a conference all week so I may be slow to reply", Confirmed},
		{"yes please. I'll ping QA after you push", Confirmed},
		{"yes please. I would add a log line for skipped entries", WaitForConfirmation},
	})
}

// TestRound11FoldedMention: a remark that names the plan's identifier,
// lowered as every reply word is ("handleentry" for `handleEntry`), names
// the plan's thing: a change, not news. News about other things stays a
// remark.
func TestRound11FoldedMention(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"go ahead. we're moving handleEntry into its own package tomorrow", WaitForConfirmation},
		{"go ahead. the standup moves to 9:45 tomorrow", Confirmed},
		{"go ahead. we're moving offices tomorrow", Confirmed},
	})
}
