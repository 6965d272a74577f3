package consent

import "testing"

// limitPlan limits its work to one place with "only".
const limitPlan = "I'll grant SELECT on `analytics.events` to the `reporting` role only, in `db/grants.sql`, " +
	"and apply it on staging only. Check: `make grants-test` passes. Proceed?"

// TestRound11RestatesLimit: "X only" beside an approval, where the plan
// itself limits its work to X ("the reporting role only"), restates the
// plan's limit: no subset picked. A limit the plan does not set ("prod
// only", "only the index") still picks part of it or changes it.
func TestRound11RestatesLimit(t *testing.T) {
	classifyReplies(t, limitPlan, []outcomeCase{
		{"yes, reporting role only, proceed", Confirmed},
		{"approved, staging only is right", Confirmed},
		{"go ahead — only staging, as you said", Confirmed},
		{"yes, prod only, proceed", WaitForConfirmation},
		{"yes, events table only, proceed", WaitForConfirmation},
		{"approved, but only the select grant", WaitForConfirmation},
	})
}
