package dispatch

import (
	"context"

	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/hook"
)

// chainEvent walks the gate chain gates.json configures for an event other
// than SubagentStop (planSubagentStop walks that one, with the built-in
// gate), when the event's enabled_agents and enabled_tools match. final
// reports an answer that settles the event, so no other capability answers
// it: a STOP, a denied tool call, an erased prompt, a Stop that keeps Claude
// working.
func chainEvent(ctx context.Context, r *Run) (resp hook.Response, final bool, err error) {
	event := r.Input.Event()
	ev, ok := r.Config.Applies(event, r.Input)
	if !ok || len(ev.Gates) == 0 {
		return hook.Response{}, false, nil
	}
	out := r.Config.Walk(ctx, event, r.Input, r.walkOptions(nil, ""))
	r.noteWalk(out)
	r.Tracef("%s chain: %s (gate %q)", event, out.Action, out.Gate)
	switch out.Action {
	case gates.Stop:
		return hook.StopAll(out.Reason), true, nil
	case gates.Block:
		return r.chainBlock(event, out)
	}
	if event == hook.Stop && r.Input.StopHookActive() {
		// Passed after a block: the loop guard counts afresh.
		s, err := r.Store()
		if err != nil {
			return hook.Response{}, false, err
		}
		return hook.Response{}, false, s.ResetBlocks(r.stopKey())
	}
	return hook.Response{}, false, nil
}

// chainBlock is the event's own way of refusing. A Stop block keeps Claude
// working under the same loop guard as a subagent's, so a gate that keeps
// failing lets Claude stop after max_blocks attempts and tells the user why.
func (r *Run) chainBlock(event string, out gates.Outcome) (hook.Response, bool, error) {
	if event == hook.Stop {
		key := r.stopKey()
		resp, err := r.guard(key, out, func(why string) (hook.Response, error) {
			s, err := r.Store()
			if err != nil {
				return hook.Response{}, err
			}
			return hook.Notify("⚠ Claude was let stop by the loop guard: " + why), s.ResetBlocks(key)
		})
		if f, ok := stepFailure(out, "Claude"); ok && resp.Blocks() {
			resp.SystemMessage = GateFailureMessage(f) + "Claude was sent back to fix it."
		}
		return resp, resp.Blocks(), err
	}
	resp, ok := hook.Refuse(event, out.Reason)
	if !ok {
		// SessionStart and SubagentStart cannot be refused: the user is told.
		return hook.Notify("⚠ " + out.Reason), false, nil
	}
	// After PostToolUse the call has run: the model gets the reason with its
	// result, and the other capabilities still report on the call.
	return resp, event != hook.PostToolUse, nil
}

// stopKey is the loop guard's key for the main thread's Stop.
func (r *Run) stopKey() string { return r.Input.SessionID() + "/Stop" }
