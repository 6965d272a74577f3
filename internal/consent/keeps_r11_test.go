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

// boundedPlan runs `terraform plan` and keeps the apply out.
const boundedPlan = "I'll add the `logs` bucket to `terraform/main.tf` and run `terraform plan -out plan.out` (no apply). " +
	"Done when the plan shows 1 to add. Proceed?"

// TestRound11AsksKeptOut: an approval that asks for the step the plan
// keeps out ("go ahead and apply" to "(no apply)") changes the plan; the
// plan's own edit named in its words ("make the change"), or the kept-out
// step negated, does not ask for it.
func TestRound11AsksKeptOut(t *testing.T) {
	classifyReplies(t, boundedPlan, []outcomeCase{
		{"go ahead and apply", WaitForConfirmation},
		{"yep, plan and apply", WaitForConfirmation},
		{"yes, then apply it if it looks right", WaitForConfirmation},
		{"go ahead", Confirmed},
		{"Make the change.", Confirmed},
		{"yes, run the plan", Confirmed},
	})
	classifyReplies(t, "I'll write the migration `db/0042_add_orders_index.sql` and run `make test`. No deploy. "+
		"Done when `make test` passes. Proceed?", []outcomeCase{
		{"yes, and deploy it", WaitForConfirmation},
		{"ship it and deploy", WaitForConfirmation},
		{"ship it", Confirmed},
	})
}

// TestRound11InlineAlternative: a plan's inline alternative ("default
// off, unless you'd rather keep it on") said back with the approval is
// picked: a change to confirm. The approval alone, or the alternative
// refused, leaves the plan as written.
func TestRound11InlineAlternative(t *testing.T) {
	plan := "I'll add the `--strict` flag to `cmd/lint/main.go`, default off, unless you'd rather keep it on, " +
		"with a test in `main_test.go`; done when `go test ./cmd/lint` passes. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes, and keep it on", WaitForConfirmation},
		{"go ahead, keep it on by default", WaitForConfirmation},
		{"go ahead", Confirmed},
		{"yes, off is right", Confirmed},
	})
}
