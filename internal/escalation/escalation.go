// Package escalation is the words of an escalation: what the dispatcher
// (the main thread) and the user are told when a subagent reported
// BLOCKED or was let go by the loop guard, bounded so that every
// escalation fits whole in one answer, and the four options the
// dispatcher is to put to the user. How the dispatcher asks (a question
// tool, or in its reply) is the client adapter's word (Asking), passed in
// by the dispatcher: nothing here knows a client.
package escalation

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/plan-compliance/plan-compliance/internal/clip"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/printable"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// Bounds on one escalation, so that it always fits whole in an answer
// (Claude Code cuts every string over event.MaxText characters) beside the
// instructions and the note of those still to come.
const (
	maxAgentName = 100
	maxWhat      = 7000
)

// Asking is how the dispatcher is to put the question to the user, the
// words after "Ask the user now" in the escalation's instructions; an
// adapter whose client has a question tool names it (Claude Code:
// " (AskUserQuestion)").
type Asking string

// InReply is how to ask on a client without a question tool the hook can
// name: in the reply, waiting for the answer.
const InReply Asking = ", in your reply (end your turn with the question and wait for the user's answer before you do anything else),"

// New is what is recorded about agentType's stop: what happened
// (the agent's own reason included) cut to maxWhat, saying so.
func New(agentType, what string) store.Escalation {
	if len(what) > maxWhat {
		kept := clip.Prefix(what, maxWhat)
		what = fmt.Sprintf("%s … [%d more characters of the agent's message not kept]", kept, utf8.RuneCountInString(what[len(kept):]))
	}
	return store.Escalation{Agent: clip.Ellipsis(printable.Line(AgentName(agentType)), maxAgentName), What: what}
}

// Fit decides which escalations go in one answer, beside what the
// verdict so far already says: in order, while the dispatcher's reason and
// the user's message both stay under event.MaxText. The first always goes
// (New bounds it to fit).
func Fit(sofar event.Verdict, how Asking) func(store.Escalation) bool {
	reserve := len(advice(2, how)) + len(stillToCome(1<<20)) + 4
	reasonRoom := event.MaxText - len(sofar.Reason) - reserve
	messageRoom := event.MaxText - len(sofar.Message) - len(stillToCome(1<<20)) - 2
	first := true
	return func(e store.Escalation) bool {
		reason, message := len(escalationLine(e))+2, len(Notice(e))+1
		if !first && (reason > reasonRoom || message > messageRoom) {
			return false
		}
		first = false
		reasonRoom -= reason
		messageRoom -= message
		return true
	}
}

// FitsBeside reports whether e, alone, fits whole beside what sofar says.
func FitsBeside(sofar event.Verdict, e store.Escalation, how Asking) bool {
	return len(sofar.Reason)+2+len(escalationLine(e))+2+len(advice(1, how)) <= event.MaxText &&
		len(sofar.Message)+1+len(Notice(e)) <= event.MaxText
}

// Verdict blocks the dispatcher with what happened to each agent
// and what to do (asking the user how says), and shows the user the same;
// left more are still to come.
func Verdict(es []store.Escalation, left int, how Asking) event.Verdict {
	lines := make([]string, 0, len(es))
	notices := make([]string, 0, len(es)+1)
	for _, e := range es {
		lines = append(lines, escalationLine(e))
		notices = append(notices, Notice(e))
	}
	reason := strings.Join(lines, "\n\n") + "\n\n" + advice(len(es), how)
	if left > 0 {
		reason += "\n\n" + stillToCome(left)
		notices = append(notices, stillToCome(left))
	}
	return event.Verdict{Block: true, Reason: reason, Message: strings.Join(notices, "\n")}
}

// Notice is what the user is told of e.
func Notice(e store.Escalation) string { return "⚠ " + e.Agent + " " + e.What }

func escalationLine(e store.Escalation) string { return "Subagent " + e.Agent + " " + e.What }

// stillToCome says that n more escalations wait for the next Stop.
func stillToCome(n int) string {
	return fmt.Sprintf("(%d more %s from other subagents will follow when you next stop.)", n, plural(n, "escalation", "escalations"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// advice tells the dispatcher what to do about n escalations, asking the
// user how says ("" is InReply).
func advice(n int, how Asking) string {
	if how == "" {
		how = InReply
	}
	which := "which of these to do"
	if n > 1 {
		which = "for each subagent above, which of these to do"
	}
	return `Do not retry the task, do not work around it and do not approve the deviation yourself. Ask the user now` + string(how) + ` ` + which + `:
1. Trust the agent: approve the deviation and update the plan to match.
2. Revise the plan: change the approach, then dispatch the task again.
3. Enforce the plan as written: dispatch again with explicit instructions to follow it.
4. Investigate: look into the problem before deciding.`
}

// AgentName names the agent of agentType ("subagent" for none).
func AgentName(agentType string) string {
	if agentType == "" {
		return "subagent"
	}
	return agentType
}
