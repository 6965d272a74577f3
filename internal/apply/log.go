package apply

import (
	"fmt"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/store"
)

// Decision is the decision log's record of a person's verdict on items of
// one change set (given with `plan-compliance changes` or on the review
// screen): the set's session and agent, and each item's new status.
func (v Verdicts) Decision(verdict string, now time.Time) store.Decision {
	items := make([]store.ChangeDecision, len(v.Results))
	for i, r := range v.Results {
		items[i] = store.ChangeDecision{Set: v.Set.ID, Item: r.N, Summary: r.Summary, Status: string(r.Status), Reason: r.Reason}
	}
	return store.Decision{
		Time: now, Session: v.Set.SessionID, AgentID: v.Set.AgentID, AgentType: v.Set.AgentType,
		Event: "cli", Capabilities: []string{"changes"}, Verdict: verdict,
		Reason:  fmt.Sprintf("change set %d: %d item(s) %s", v.Set.ID, len(items), verdict),
		Changes: items,
	}
}
