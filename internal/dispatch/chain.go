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
	out := r.Config.Walk(ctx, event, r.Input, r.walkOptions(nil, nil))
	r.Tracef("%s chain: %s (gate %q)", event, out.Action, out.Gate)
	if event == hook.Stop {
		return r.chainStop(out)
	}
	switch out.Action {
	case gates.Stop:
		return hook.StopAll(out.Reason), true, nil
	case gates.Block:
		switch event {
		case hook.PreToolUse:
			return hook.Permission(hook.Deny, out.Reason), true, nil
		case hook.UserPromptSubmit:
			return hook.Block(out.Reason), true, nil
		case hook.PostToolUse:
			// The call has run: the model gets the reason with its result,
			// and the other capabilities still report on it.
			return hook.Block(out.Reason), false, nil
		}
		// SessionStart and SubagentStart cannot be refused: the user is told.
		return hook.Notify("⚠ " + out.Reason), false, nil
	}
	return hook.Response{}, false, nil
}

// chainStop answers the main thread's Stop: a BLOCK keeps Claude working,
// under the same loop guard as a subagent's, so a gate that keeps failing
// lets Claude stop after max_blocks attempts and tells the user why.
func (r *Run) chainStop(out gates.Outcome) (hook.Response, bool, error) {
	key := r.Input.SessionID() + "/Stop"
	switch out.Action {
	case gates.Stop:
		return hook.StopAll(out.Reason), true, nil
	case gates.Block:
		resp, err := r.guard(key, out, func(why string) (hook.Response, error) {
			s, err := r.Store()
			if err != nil {
				return hook.Response{}, err
			}
			return hook.Notify("⚠ Claude was let stop by the loop guard: " + why), s.ResetBlocks(key)
		})
		return resp, resp.Blocks(), err
	}
	if !r.Input.StopHookActive() {
		return hook.Response{}, false, nil
	}
	s, err := r.Store()
	if err != nil {
		return hook.Response{}, false, err
	}
	return hook.Response{}, false, s.ResetBlocks(key)
}
