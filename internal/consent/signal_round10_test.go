package consent

import "testing"

// TestSignalRound10ScheduledOther: a time said of another subject through
// a link verb and a word of scheduling ("the invoice is due next week",
// "our audit is scheduled for friday") is when that subject happens, a
// fact beside the approval; said of the plan ("this is planned for next
// week") or bare ("yes, but next week") it still puts the work off.
// Wording of our own.
func TestSignalRound10ScheduledOther(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"yes, proceed — the invoice is due next week", Confirmed},
		{"go ahead, the quarterly report is due to the auditors next week", Confirmed},
		{"go ahead, the report is due to ship it next week", NotConsent},
		{"go ahead, our audit is scheduled for tomorrow", Confirmed},
		{"sure, do it. the board review is planned for next month", Confirmed},
		{"approved. the migration window was set for monday anyway", Confirmed},
		{"yes, proceed — this is planned for next week", NotConsent},
		{"yes, but next week", NotConsent},
		{"ok, do it next week", NotConsent},
	})
}
