package dispatch

import (
	"context"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/gates"
)

// chainEvent walks the gate chain gates.json configures for an event other
// than SubagentStop (planSubagentStop walks that one, with the built-in
// gate), when the event's enabled_agents and enabled_tools match. final
// reports an answer that settles the event, so no other capability answers
// it: a STOP, a denied tool call, an erased prompt, a Stop that keeps Claude
// working.
func chainEvent(ctx context.Context, r *Run) (resp event.Verdict, final bool, err error) {
	kind := r.Event.Kind()
	ev, ok := r.Config.Applies(kind, r.Event)
	if !ok || len(ev.Gates) == 0 {
		return event.Verdict{}, false, nil
	}
	out := r.Config.Walk(ctx, kind, r.Event, r.walkOptions(nil, ""))
	r.noteWalk(out)
	r.Tracef("%s chain: %s (gate %q)", kind, out.Action, out.Gate)
	switch out.Action {
	case gates.Stop:
		return event.StopAll(out.Reason), true, nil
	case gates.Block:
		return r.chainBlock(kind, out)
	}
	if kind == event.Stop && r.Event.StopHookActive() {
		// Passed after a block: the loop guard counts afresh.
		s, err := r.Store()
		if err != nil {
			return event.Verdict{}, false, err
		}
		return event.Verdict{}, false, s.ResetBlocks(r.stopKey())
	}
	return event.Verdict{}, false, nil
}

// chainBlock is the event's own way of refusing. A Stop block keeps Claude
// working under the same loop guard as a subagent's, so a gate that keeps
// failing lets Claude stop after max_blocks attempts and tells the user why.
func (r *Run) chainBlock(kind string, out gates.Outcome) (event.Verdict, bool, error) {
	if kind == event.Stop {
		key := r.stopKey()
		resp, err := r.guard(key, out, func(why string) (event.Verdict, error) {
			s, err := r.Store()
			if err != nil {
				return event.Verdict{}, err
			}
			return event.Notify("⚠ " + capitalized(r.assistant()) + " was let stop by the loop guard: " + why), s.ResetBlocks(key)
		})
		if f, ok := stepFailure(out, r.assistant()); ok && resp.Blocks() {
			resp.Message = GateFailureMessage(f) + capitalized(r.assistant()) + " was sent back to fix it."
		}
		return resp, resp.Blocks(), err
	}
	resp, ok := event.Refuse(kind, out.Reason)
	if !ok {
		// SessionStart and SubagentStart cannot be refused: the user is told.
		return event.Notify("⚠ " + out.Reason), false, nil
	}
	// After PostToolUse the call has run: the model gets the reason with its
	// result, and the other capabilities still report on the call.
	return resp, kind != event.PostToolUse, nil
}

// stopKey is the loop guard's key for the main thread's Stop.
func (r *Run) stopKey() string { return r.Event.SessionID() + "/Stop" }
