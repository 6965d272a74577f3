package dispatch

import (
	"context"
	"fmt"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// planSubagentStart remembers each enabled subagent's start, so that a
// SubagentStop for an agent that never started (an orphan event) is not
// sent back to work.
func planSubagentStart(_ context.Context, r *Run) (event.Verdict, error) {
	in := r.Event
	if in.SessionID() == "" || in.AgentID() == "" {
		return event.Verdict{}, nil
	}
	if _, ok := r.Config.AppliesTo(event.SubagentStop, in.AgentType(), ""); !ok {
		return event.Verdict{}, nil
	}
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	return event.Verdict{}, s.SawAgent(in.SessionID(), in.AgentID(), r.Env.Now())
}

// orphan reports whether a SubagentStop whose report does not pass comes
// from no real subagent, and why: Claude Code sends such events (empty
// agent_type and no final message, anthropics/claude-code#89555; blank
// says the final message is empty or blank), and an agent_id never seen at
// SubagentStart in a session whose starts were recorded is one too.
// Blocking it would send a non-agent back to work.
func (r *Run) orphan(blank bool) (bool, string) {
	in := r.Event
	if in.AgentType() == "" && blank {
		return true, "empty agent_type and no final message"
	}
	if in.SessionID() == "" || in.AgentID() == "" {
		return false, ""
	}
	s, err := r.Store()
	if err != nil {
		r.Tracef("SubagentStop: could not check whether agent %q started (%v): checked as usual", in.AgentID(), err)
		return false, ""
	}
	seen, tracked, err := s.AgentSeen(in.SessionID(), in.AgentID())
	if err != nil || !tracked || seen {
		return false, ""
	}
	return true, fmt.Sprintf("agent_id %q was never seen at SubagentStart in this session", in.AgentID())
}
