package apply

import (
	"fmt"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// Outcome is what became of one item a verdict was given on.
type Outcome struct {
	N       int                  `json:"n"`
	Summary string               `json:"summary"`
	Status  changeset.ItemStatus `json:"status"`
	Reason  string               `json:"reason,omitempty"`
	Result  string               `json:"result,omitempty"`
}

// Verdicts is the set after a verdict (its header) and each item's outcome.
type Verdicts struct {
	Set     changeset.Set `json:"set"`
	Results []Outcome     `json:"results"`
}

// VerdictError is a verdict an item cannot take (already applied, set
// expired, …): a mistake of the person asking, not of the system.
type VerdictError struct{ err error }

// Error says why the verdict is not possible.
func (e *VerdictError) Error() string { return e.err.Error() }

// Decide records verdict v (Confirmed, Rejected with reason, Deferred) on
// items ns of set id, in one store transaction: confirmed file edits are
// re-validated and written (or fail, leaving the file untouched), confirmed
// commands and tools are approved for the agent to run once. When any item
// cannot take the verdict, nothing changes and the error is a
// *VerdictError.
func Decide(st *store.Store, id uint64, ns []int, v changeset.Verdict, reason string, now time.Time) (Verdicts, error) {
	var out []Outcome
	set, err := st.UpdateSet(id, now, func(set *changeset.Set) error {
		for _, n := range ns {
			it := set.Item(n)
			if it == nil {
				return &VerdictError{fmt.Errorf("change set %d has no item %d", id, n)}
			}
			if err := changeset.CanDecide(set, it, v); err != nil {
				return &VerdictError{err}
			}
		}
		for _, n := range ns {
			it := set.Item(n)
			it.Decided = now
			it.Reason = ""
			switch {
			case v == changeset.Rejected:
				it.Status, it.Reason, it.Result = changeset.ItemRejected, strings.TrimSpace(reason), ""
			case v == changeset.Deferred:
				it.Status, it.Result = changeset.ItemDeferred, ""
			case it.Category == changeset.FileEdit:
				if _, err := Edit(set.ProjectDir, *it); err != nil {
					it.Status, it.Result = changeset.ItemFailed, "not applied: "+err.Error()+" (the file is untouched)"
				} else {
					it.Status, it.Result = changeset.ItemApplied, "applied to "+changeset.DisplayName(it.File, set.ProjectDir)
				}
			default:
				it.Status, it.Result = changeset.ItemConfirmed, "waiting for the agent to run it"
			}
			out = append(out, Outcome{N: n, Summary: it.Summary, Status: it.Status, Reason: it.Reason, Result: it.Result})
		}
		return nil
	})
	if err != nil {
		return Verdicts{}, err
	}
	return Verdicts{Set: set.Header(), Results: out}, nil
}

// previewLimit bounds one item's diff, in bytes.
const previewLimit = 6000

// Preview renders what a file-edit item would do to its file now: the
// before/after diff against the file as it is, or, when the edit no longer
// fits, the problem and the diff of the proposal's own old and new text.
func Preview(set *changeset.Set, it changeset.Item) (diff, problem string) {
	name := changeset.DisplayName(it.File, set.ProjectDir)
	p, err := Check(set.ProjectDir, it)
	if err == nil {
		return confirm.Render(confirm.Change{
			Name: name, Path: it.File, Before: string(p.Before), After: string(p.After),
			Created: !p.Exists, Prose: confirm.IsProse(it.File),
		}, previewLimit), ""
	}
	args := gjson.ParseBytes(it.Args)
	c := confirm.Change{Name: name, Path: it.File, Prose: confirm.IsProse(it.File)}
	switch it.Tool {
	case changeset.ToolWrite:
		c.After, c.Created = args.Get("content").String(), true
	case changeset.ToolEdit:
		c.Before, c.After = args.Get("old_string").String(), args.Get("new_string").String()
		c.Created = c.Before == ""
	default:
		return "", err.Error()
	}
	return confirm.Render(c, previewLimit), err.Error()
}
