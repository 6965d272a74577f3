package plan

import "strings"

// What Claude Code 2.1.330 writes as the ExitPlanMode tool result (see
// PROTOCOL.md, "Plan mode").
const (
	// ApprovedPrefix starts the result of an approved plan.
	ApprovedPrefix = "User has approved your plan"
	// RejectedPrefix starts the error result of a rejected tool call.
	RejectedPrefix = "The user doesn't want to proceed with this tool use."
	// ExitPlanMode is the tool the model presents its plan with.
	ExitPlanMode = "ExitPlanMode"
)

// Approval is a plan the user approved in Claude Code's plan-mode dialog.
type Approval struct {
	// Plan is the text approved, the user's edits included.
	Plan string
	// Edited: the user edited the plan before approving it.
	Edited bool
	// SavedTo is where Claude Code saved the plan, "" when it did not say.
	SavedTo string
}

// Approved reads an ExitPlanMode tool result: the plan as approved, which
// follows "## Approved Plan:" or "## Approved Plan (edited by user):" (the
// first such line, as Claude Code itself reads it). ok is false for any
// other result.
func Approved(result string) (Approval, bool) {
	if !strings.HasPrefix(strings.TrimLeft(result, " \n"), ApprovedPrefix) {
		return Approval{}, false
	}
	var a Approval
	if _, rest, ok := strings.Cut(result, "Your plan has been saved to: "); ok {
		a.SavedTo, _, _ = strings.Cut(rest, "\n")
		a.SavedTo = strings.TrimSpace(a.SavedTo)
	}
	for s := result; ; {
		i := strings.Index(s, "\n## Approved Plan")
		if i < 0 {
			return a, true // approved, without the text
		}
		s = s[i+len("\n## Approved Plan"):]
		if rest, ok := strings.CutPrefix(s, ":\n"); ok {
			a.Plan = rest
			return a, true
		}
		if rest, ok := strings.CutPrefix(s, " (edited by user):\n"); ok {
			a.Plan, a.Edited = rest, true
			return a, true
		}
	}
}

// Rejected reports whether a tool result says the user refused the call.
func Rejected(result string, isError bool) bool {
	return isError && strings.HasPrefix(strings.TrimLeft(result, " \n"), RejectedPrefix)
}
