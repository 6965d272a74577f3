package dispatch

import (
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/plan"
)

// planModeBytes bounds how far back from the end of the transcript the
// plan-mode answer is looked for; the search stops sooner, at the first
// user prompt that makes the answer too old.
const planModeBytes = 1 << 20

// approvedPlan is the plan the user approved in Claude Code's plan-mode
// dialog (ExitPlanMode), when that approval is the user's newest word: no
// prompt after it, except current, the prompt being answered ("" when the
// event has none). A rejected plan, an open dialog or an older approval
// gives false.
func (r *Run) approvedPlan(current string) (plan.Approval, bool) {
	t := r.Event.Transcript()
	if t == nil {
		return plan.Approval{}, false
	}
	allowed := 0
	if current != "" {
		allowed = 1
	}
	pc, err := t.LastPlanCall(planModeBytes, allowed)
	if err != nil || !pc.Found {
		return plan.Approval{}, false
	}
	if pc.PromptsAfter > 0 && strings.TrimSpace(pc.LastPrompt) != strings.TrimSpace(current) {
		return plan.Approval{}, false
	}
	if plan.Rejected(pc.Result, pc.IsError) {
		r.Tracef("plan mode: the user rejected the plan: not consent")
		return plan.Approval{}, false
	}
	a, ok := plan.Approved(pc.Result)
	if !ok || pc.IsError {
		return plan.Approval{}, false
	}
	if strings.TrimSpace(a.Plan) == "" {
		a.Plan = pc.Plan
	}
	r.Tracef("plan mode: the user approved the plan (edited: %t)", a.Edited)
	return a, true
}

// planModeConsent reports whether a consent verdict that would ask the
// user again is already answered by their plan-mode approval: the approval
// is confirmed consent, so the prompt after it is not asked about (a
// refusal in the prompt still counts).
func (r *Run) planModeConsent(prompt string, res consent.Result) bool {
	if res.Outcome == consent.Confirmed || res.Signal == consent.Negative {
		return false
	}
	_, ok := r.approvedPlan(prompt)
	return ok
}
