package changeset

import (
	"encoding/json"
	"fmt"
	"time"
)

// Verdict is what a decision said about an item.
type Verdict string

// Verdicts. Expired and dismissed items are "no decision" to the agent.
const (
	Confirmed Verdict = "confirmed"
	Rejected  Verdict = "rejected"
	Deferred  Verdict = "deferred"
	Expired   Verdict = "expired"
	Dismissed Verdict = "dismissed"
)

// Decision is one entry of the decision history: every verdict on every
// item, with who proposed it, so later runs learn from it.
type Decision struct {
	Seq        uint64    `json:"seq"`
	When       time.Time `json:"when"`
	Verdict    Verdict   `json:"verdict"`
	SetID      uint64    `json:"set"`
	N          int       `json:"item"`
	AgentType  string    `json:"agent_type,omitempty"`
	AgentID    string    `json:"agent_id,omitempty"`
	SessionID  string    `json:"session_id"`
	ProjectDir string    `json:"project_dir"`
	Tool       string    `json:"tool"`
	Summary    string    `json:"summary"`
	Reason     string    `json:"reason,omitempty"`
	// Result says what confirming did: applied, or why it could not be.
	Result   string `json:"result,omitempty"`
	Identity string `json:"identity"`
}

// Approval is a confirmed command or tool call waiting for the agent to
// run it: announced at the next prompt, allowed once at PreToolUse.
type Approval struct {
	SetID      uint64          `json:"set"`
	N          int             `json:"item"`
	Tool       string          `json:"tool"`
	Args       json.RawMessage `json:"args"`
	Summary    string          `json:"summary"`
	Identity   string          `json:"identity"`
	ProjectDir string          `json:"project_dir"`
	SessionID  string          `json:"session_id"`
	Confirmed  time.Time       `json:"confirmed"`
	// AnnouncedTo lists the sessions already told to run it.
	AnnouncedTo []string `json:"announced_to,omitempty"`
}

// CanDecide says whether item may take verdict (Confirmed, Rejected or
// Deferred) now; the error says why not, in words for the person who asked.
func CanDecide(set *Set, it *Item, v Verdict) error {
	switch set.Status {
	case SetExpired:
		return fmt.Errorf("change set %d expired before anyone reviewed it: nothing can be decided in it (ask the agent to propose again)", set.ID)
	case SetDismissed:
		return fmt.Errorf("change set %d was dismissed: nothing can be decided in it", set.ID)
	}
	switch it.Status {
	case ItemApplied:
		return fmt.Errorf("item %d of change set %d was already applied", it.N, set.ID)
	case ItemRan:
		return fmt.Errorf("item %d of change set %d was already run by the agent", it.N, set.ID)
	case ItemConfirmed:
		if v == Confirmed {
			return fmt.Errorf("item %d of change set %d is already confirmed and waits for the agent to run it", it.N, set.ID)
		}
	case ItemDeferred:
		if v == Deferred {
			return fmt.Errorf("item %d of change set %d is already deferred", it.N, set.ID)
		}
	}
	return nil
}

// Close ends the run of an open set.
func (s *Set) Close(now time.Time) {
	if s.Closed.IsZero() {
		s.Closed = now
	}
	s.Refresh(now)
}

// Dismiss puts the set away: items nobody decided become dismissed ("no
// decision" in the history).
func (s *Set) Dismiss(now time.Time) error {
	if !s.Status.Active() {
		return fmt.Errorf("change set %d is %s: only open or pending sets can be dismissed", s.ID, s.Status)
	}
	for i := range s.Items {
		if s.Items[i].Status.Undecided() {
			s.Items[i].Status = ItemDismissed
			s.Items[i].Decided = now
		}
	}
	if s.Closed.IsZero() {
		s.Closed = now
	}
	s.Status = SetDismissed
	s.Refresh(now)
	return nil
}

// Expire marks an active set older than after as expired, and its
// undecided items with it. It reports whether it did.
func (s *Set) Expire(now time.Time, after time.Duration) bool {
	if !s.Status.Active() || now.Sub(s.Created) <= after {
		return false
	}
	for i := range s.Items {
		if s.Items[i].Status.Undecided() {
			s.Items[i].Status = ItemExpired
			s.Items[i].Decided = now
		}
	}
	s.Status = SetExpired
	s.Refresh(now)
	return true
}

// IsStale reports whether an active set created at created has waited
// longer than after: it is hidden from lists even before it is marked.
func IsStale(created, now time.Time, after time.Duration) bool {
	return now.Sub(created) > after
}

// Effects is what follows from items changing status: history entries,
// rejected identities to remember or forget, calls to approve or withdraw.
type Effects struct {
	Decisions []Decision
	Reject    map[string]Rejection
	Unreject  []string
	Approve   []Approval
	Withdraw  []Approval
}

// Diff works out the effects of the items of set having changed from
// before (item statuses by number) to their current state.
func Diff(set *Set, before map[int]Item, now time.Time) Effects {
	var e Effects
	for _, it := range set.Items {
		old, ok := before[it.N]
		if !ok || old.Status == it.Status && old.Reason == it.Reason && old.Result == it.Result {
			continue
		}
		if old.Status == ItemRejected && it.Status != ItemRejected {
			e.Unreject = append(e.Unreject, it.Identity)
		}
		if old.Status == ItemConfirmed && it.Status != ItemConfirmed {
			e.Withdraw = append(e.Withdraw, approval(set, it, now))
		}
		var v Verdict
		switch it.Status {
		case ItemRejected:
			v = Rejected
			if e.Reject == nil {
				e.Reject = map[string]Rejection{}
			}
			e.Reject[it.Identity] = Rejection{SetID: set.ID, N: it.N, Summary: it.Summary, Reason: it.Reason, When: now}
		case ItemConfirmed:
			v = Confirmed
			if old.Status != ItemConfirmed {
				e.Approve = append(e.Approve, approval(set, it, now))
			}
		case ItemApplied, ItemFailed:
			v = Confirmed
		case ItemDeferred:
			v = Deferred
		case ItemExpired:
			v = Expired
		case ItemDismissed:
			v = Dismissed
		default:
			continue // ran, or back to pending: not a verdict
		}
		e.Decisions = append(e.Decisions, Decision{
			When: now, Verdict: v, SetID: set.ID, N: it.N,
			AgentType: set.AgentType, AgentID: set.AgentID, SessionID: set.SessionID, ProjectDir: set.ProjectDir,
			Tool: it.Tool, Summary: it.Summary, Reason: it.Reason, Result: it.Result, Identity: it.Identity,
		})
	}
	return e
}

func approval(set *Set, it Item, now time.Time) Approval {
	return Approval{
		SetID: set.ID, N: it.N, Tool: it.Tool, Args: it.Args, Summary: it.Summary, Identity: it.Identity,
		ProjectDir: set.ProjectDir, SessionID: set.SessionID, Confirmed: now,
	}
}

// Snapshot records the items' state before a change, for Diff.
func (s *Set) Snapshot() map[int]Item {
	m := make(map[int]Item, len(s.Items))
	for _, it := range s.Items {
		m[it.N] = it
	}
	return m
}
