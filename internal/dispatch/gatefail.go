package dispatch

import (
	"context"
	"fmt"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/clip"
	"github.com/plan-compliance/plan-compliance/internal/command"
	"github.com/plan-compliance/plan-compliance/internal/escalation"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// shownOutputLines is how many lines of a failed gate's output the user is
// shown; shownLineBytes bounds each.
const (
	shownOutputLines = 8
	shownLineBytes   = 200
)

// keepGateFailures remembers, for the user, the command gates that failed
// and sent a subagent back (out ended in Block), and that they passed
// after all when a later walk for the same agent continues. Claude Code
// shows the user nothing a SubagentStop hook says, so showGateFailures
// tells them at the next event that can.
func (r *Run) keepGateFailures(out gates.Outcome, task string) error {
	in := r.Event
	switch {
	case out.Action == gates.Block:
		s, err := r.Store()
		if err != nil {
			return err
		}
		for _, st := range out.Steps {
			if st.Builtin || st.Skipped != "" || st.Passed {
				continue
			}
			f := store.GateFailure{Agent: escalation.AgentName(in.AgentType()), Task: task, Gate: st.Gate, ExitCode: st.ExitCode, TimedOut: st.TimedOut, Output: clip.Suffix(st.Output, 16<<10)}
			if err := s.AddGateFailure(in.SessionID(), in.AgentID(), f); err != nil {
				return err
			}
		}
	case out.Action == gates.Continue && in.StopHookActive():
		s, err := r.Store()
		if err != nil {
			return err
		}
		return s.GateFailuresPassed(in.SessionID(), in.AgentID())
	}
	return nil
}

// showGateFailures shows the user, once, the gates that failed for a
// subagent: when a foreground Agent tool returns (its own agent's), else
// at Stop (every agent's of the session).
func showGateFailures(_ context.Context, r *Run) (event.Verdict, error) {
	in := r.Event
	if _, ok := r.Config.Hooks[event.SubagentStop]; !ok {
		return event.Verdict{}, nil
	}
	agentID := ""
	if in.Kind() == event.PostToolUse {
		agent := in.Subagent()
		if !agent.Launcher || agent.Background || agent.ID == "" {
			return event.Verdict{}, nil
		}
		agentID = agent.ID
	}
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	fs, err := s.TakeGateFailures(in.SessionID(), agentID)
	if err != nil || len(fs) == 0 {
		return event.Verdict{}, err
	}
	r.Tracef("%s: showing %d gate failure(s) to the user", in.Kind(), len(fs))
	r.noteCapability(capGates)
	msgs := make([]string, len(fs))
	for i, f := range fs {
		end := "It was still failing at the agent's last report. Run the gate's command yourself to see all of its output."
		if f.Passed {
			end = "The agent was sent back to fix it, and the gate passed after that."
		}
		msgs[i] = GateFailureMessage(f) + end
	}
	return event.Notify(strings.Join(msgs, "\n\n")), nil
}

// GateFailureMessage is what the user reads about a gate that failed:
// which gate, for whom, how it ended and the last lines of its output, up
// to a new line for the caller to say what happened next.
func GateFailureMessage(f store.GateFailure) string {
	var b strings.Builder
	fmt.Fprintf(&b, "✗ Gate '%s' failed for %s", f.Gate, f.Agent)
	if f.Task != "" {
		fmt.Fprintf(&b, " (%s)", f.Task)
	}
	switch {
	case f.TimedOut:
		b.WriteString(": it timed out")
	case f.ExitCode < 0:
		b.WriteString(": it was killed or could not start")
	default:
		fmt.Fprintf(&b, ": exit code %d", f.ExitCode)
	}
	if f.Attempts > 1 {
		fmt.Fprintf(&b, ", %d times", f.Attempts)
	}
	b.WriteString(".\n")
	if lines, _ := command.LastLines(f.Output, shownOutputLines); lines != "" {
		b.WriteString("Last lines of its output:\n")
		for _, l := range strings.Split(lines, "\n") {
			b.WriteString("  │ " + shownLine(l) + "\n")
		}
	} else {
		b.WriteString("It printed nothing.\n")
	}
	return b.String()
}

// stepFailure is the failed gate of a walk that ended in Block, as the user
// is told about it; ok is false when the gate is not a command's.
func stepFailure(out gates.Outcome, agent string) (f store.GateFailure, ok bool) {
	for _, st := range out.Steps {
		if st.Gate == out.Gate && !st.Builtin && !st.Passed {
			return store.GateFailure{Agent: agent, Gate: st.Gate, ExitCode: st.ExitCode, TimedOut: st.TimedOut, Attempts: 1, Output: st.Output}, true
		}
	}
	return store.GateFailure{}, false
}

// shownLine is one output line fit for the user's terminal (clip.Line).
func shownLine(line string) string { return clip.Line(line, shownLineBytes) }
