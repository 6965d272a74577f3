package dispatch

import (
	"fmt"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// finish ends a run, deferred by Handle: a panic becomes the failure
// policy's answer (never a crash, which Claude Code could read as a
// block), the notice of a damaged state store joins the answer, what the
// client would not show the user is held for an event it shows (held.go),
// and the store is closed; the decision is then recorded in the log.
func (r *Run) finish(resp *event.Verdict) {
	if p := recover(); p != nil {
		r.Tracef("panic: %v", p)
		*resp = r.Failure(fmt.Errorf("internal error (%v); please report it with the event that caused it", p))
		r.handed = handover{} // the answer may not carry them: they come again
	}
	resp.Merge(r.storeNotice())
	r.routeMessages(resp)
	r.closeStore()
	r.record(*resp)
}

// storeNotice takes the notice a damaged store left for the user, when the
// store was opened for this event and the event's answer reaches the user
// (Claude Code does not show a SubagentStop's systemMessage; the notice
// then waits for the next event).
func (r *Run) storeNotice() event.Verdict {
	if r.store == nil || r.Event.Kind() == event.SubagentStop {
		return event.Verdict{}
	}
	notice, err := r.store.TakeDamageNotice()
	if err != nil {
		r.Tracef("state: could not read the damage notice: %v", err)
	}
	return event.Notify(notice)
}
