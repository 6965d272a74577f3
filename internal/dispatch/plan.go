package dispatch

import (
	"context"
	"fmt"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/hook"
	"github.com/plan-compliance/plan-compliance/internal/status"
	"github.com/plan-compliance/plan-compliance/internal/store"
	"github.com/plan-compliance/plan-compliance/internal/transcript"
)

// planSubagentStop checks a finishing subagent: its STATUS report through
// the built-in plan-compliance gate, then the rest of the SubagentStop chain,
// with the loop guard deciding when repeated blocks turn into an escalation.
func planSubagentStop(ctx context.Context, r *Run) (hook.Response, error) {
	in := r.Input
	if _, ok := r.Config.Applies(hook.SubagentStop, in); !ok {
		r.Tracef("SubagentStop: agent_type %q is not enabled: nothing to check", in.AgentType())
		return hook.Response{}, nil
	}
	var report status.Report
	builtin := func(ctx context.Context) gates.Check {
		text := r.reportText()
		report = status.Parse(text)
		r.Tracef("plan-compliance: STATUS found=%t status=%q task=%q problems=%q", report.Found, report.Status, report.Task, report.Problems)
		switch {
		case len(report.Problems) > 0:
			return gates.Check{Output: missingStatus(report)}
		case report.Status == status.Blocked:
			return gates.Check{Halt: true}
		}
		if out, failed := r.scopeCheck(ctx, report); failed {
			return out
		}
		return gates.Check{Passed: true}
	}
	out := r.Config.Walk(ctx, hook.SubagentStop, in, r.walkOptions(map[string]gates.Builtin{gates.PlanCompliance: builtin}, func() string { return report.Task }))
	key := in.SessionID() + "/" + in.AgentID()
	switch out.Action {
	case gates.Halt:
		r.Tracef("plan-compliance: BLOCKED reported: escalate, do not send back")
		e := store.Escalation{Agent: agentName(in.AgentType()), What: fmt.Sprintf("reported BLOCKED on %s: %s", orUnnamed(report.Task), report.Reason)}
		return r.escalate(key, e)
	case gates.Block:
		return r.guard(key, out, func(why string) (hook.Response, error) {
			return r.escalate(key, store.Escalation{Agent: agentName(in.AgentType()), What: "was stopped by the loop guard: " + why})
		})
	case gates.Stop:
		return hook.StopAll(out.Reason), nil
	}
	if in.StopHookActive() {
		s, err := r.Store()
		if err != nil {
			return hook.Response{}, err
		}
		return hook.Response{}, s.ResetBlocks(key)
	}
	return hook.Response{}, nil
}

// guard blocks unless key has been blocked max_blocks times in a row
// already; then letGo answers, told why (letGo forgets the count).
func (r *Run) guard(key string, out gates.Outcome, letGo func(why string) (hook.Response, error)) (hook.Response, error) {
	s, err := r.Store()
	if err != nil {
		return hook.Response{}, err
	}
	n, err := s.Blocks(key)
	if err != nil {
		return hook.Response{}, err
	}
	max := r.Config.MaxBlocks
	if n < max {
		if _, err := s.AddBlock(key); err != nil {
			return hook.Response{}, err
		}
		r.Tracef("loop guard: block %d of %d for %s", n+1, max, key)
		return hook.Block(out.Reason), nil
	}
	why := fmt.Sprintf("gate '%s' still failing after %d attempts: %s", out.Gate, max, firstLine(out.Reason))
	r.Tracef("loop guard: %s: letting it stop", why)
	return letGo(why)
}

// escalate lets the agent stop, forgets its block count and records the
// escalation for the dispatcher: Claude Code does not show a SubagentStop
// systemMessage to the user (it only lands in the subagent's transcript),
// so the user and the dispatcher are told together, when the Agent tool
// returns or, for a background agent, when the main thread stops.
func (r *Run) escalate(key string, e store.Escalation) (hook.Response, error) {
	s, err := r.Store()
	if err != nil {
		return hook.Response{}, err
	}
	if err := s.ResetBlocks(key); err != nil {
		return hook.Response{}, err
	}
	if err := s.AddEscalation(r.Input.SessionID(), r.Input.AgentID(), e); err != nil {
		return hook.Response{}, err
	}
	return hook.Notify(notice(e)), nil
}

// planPostToolUse tells the dispatcher, in the same turn, when the subagent
// it just ran reported BLOCKED or was let go by the loop guard.
func planPostToolUse(ctx context.Context, r *Run) (hook.Response, error) {
	in := r.Input
	if in.ToolName() != hook.AgentTool && in.ToolName() != "Task" {
		return hook.Response{}, nil
	}
	resp := in.ToolResponse()
	if resp.Get("status").String() == "async_launched" {
		r.Tracef("PostToolUse(Agent): background launch: its escalation, if any, comes at Stop")
		return hook.Response{}, nil
	}
	agentType := resp.Get("agentType").String()
	if _, ok := r.Config.AppliesTo(hook.SubagentStop, agentType, ""); !ok {
		r.Tracef("PostToolUse(Agent): agent_type %q is not enabled: nothing to check", agentType)
		return hook.Response{}, nil
	}
	if id := resp.Get("agentId").String(); id != "" {
		s, err := r.Store()
		if err != nil {
			return hook.Response{}, err
		}
		notes, err := r.takeNotes(id)
		if err != nil {
			return hook.Response{}, err
		}
		e, ok, err := s.TakeEscalation(in.SessionID(), id)
		if err != nil {
			return hook.Response{}, err
		}
		if ok {
			r.Tracef("PostToolUse(Agent): escalation recorded at SubagentStop for %s", id)
			return withNotes(escalationResponse([]store.Escalation{e}), notes), nil
		}
		if len(notes) > 0 {
			return withNotes(hook.Response{}, notes), nil
		}
	}
	var text strings.Builder
	for _, c := range resp.Get("content").Array() {
		if c.Get("type").String() == "text" {
			text.WriteString(c.Get("text").String())
			text.WriteString("\n")
		}
	}
	report := status.Parse(text.String())
	r.Tracef("PostToolUse(Agent): STATUS found=%t status=%q task=%q", report.Found, report.Status, report.Task)
	if report.Status != status.Blocked || report.Reason == "" {
		return hook.Response{}, nil
	}
	e := store.Escalation{Agent: agentName(agentType), What: fmt.Sprintf("reported BLOCKED on %s: %s", orUnnamed(report.Task), report.Reason)}
	return escalationResponse([]store.Escalation{e}), nil
}

// planStop hands the main thread the escalations of background subagents
// (the interactive CLI runs every subagent in the background, so the Agent
// tool returns before they report): once, as a Stop block that keeps the
// dispatcher working, with a notice for the user.
func planStop(ctx context.Context, r *Run) (hook.Response, error) {
	if _, ok := r.Config.Hooks[hook.SubagentStop]; !ok {
		return hook.Response{}, nil
	}
	s, err := r.Store()
	if err != nil {
		return hook.Response{}, err
	}
	notes, err := r.takeNotes("")
	if err != nil {
		return hook.Response{}, err
	}
	es, err := s.TakeEscalations(r.Input.SessionID())
	if err != nil || len(es) == 0 {
		return notesAtStop(notes), err
	}
	r.Tracef("Stop: %d escalation(s) from background subagents", len(es))
	return withNotes(escalationResponse(es), notes), nil
}

// escalationResponse blocks the dispatcher with what to do, and shows the
// user what happened.
func escalationResponse(es []store.Escalation) hook.Response {
	var resp hook.Response
	for _, e := range es {
		resp.Merge(hook.Response{Decision: "block", Reason: escalation(e.Agent, e.What), SystemMessage: notice(e)})
	}
	return resp
}

func notice(e store.Escalation) string { return "⚠ " + e.Agent + " " + e.What }

// reportText is the subagent's final message: last_assistant_message, else
// the last assistant text in its transcript, else a top-level "output"
// string (what older tools' manual tests pipe in).
func (r *Run) reportText() string {
	in := r.Input
	if in.Get("last_assistant_message").Exists() {
		return in.LastAssistantMessage()
	}
	if p := in.AgentTranscriptPath(); p != "" {
		text, err := transcript.LastAssistantText(p)
		if err == nil && text != "" {
			r.Tracef("report: last assistant text of %s", p)
			return text
		}
		r.Tracef("report: no assistant text in %s (%v)", p, err)
	}
	return in.String("output")
}

// walkOptions are the options every chain walk of this run shares; the
// walk ends in time for the hook to answer within Claude Code's limit.
func (r *Run) walkOptions(builtins map[string]gates.Builtin, task func() string) gates.WalkOptions {
	return gates.WalkOptions{
		Dir:      r.ProjectDir(),
		Environ:  r.Env.Environ,
		Builtins: builtins,
		Task:     task,
		Trace:    r.Env.Trace,
		Deadline: r.started.Add(gates.HookTimeLimit(r.Input.Event()) - gates.AnswerMargin),
	}
}

const statusTemplate = "STATUS: OK\nTASK: <the task you were given, e.g. Task 3 - auth middleware>\nSUMMARY: <what you did>"

const blockedTemplate = "STATUS: BLOCKED\nTASK: <the task>\nREASON: <what in the plan cannot be done as written, and why>"

// missingStatus says exactly what the report lacks and the block to end with.
func missingStatus(rep status.Report) string {
	var b strings.Builder
	b.WriteString("Your final message needs a valid STATUS report (plan-compliance protocol): ")
	b.WriteString(strings.Join(rep.Problems, "; "))
	b.WriteString(".\n\nEnd your final message with exactly this block when the task is done as the plan says:\n\n")
	b.WriteString(statusTemplate)
	b.WriteString("\n\nor, when you could not follow the plan as written (do not work around it):\n\n")
	b.WriteString(blockedTemplate)
	return b.String()
}

// escalation tells the dispatcher what happened and what to do next.
func escalation(agent, what string) string {
	return fmt.Sprintf(`Subagent %s %s

Do not retry the task, do not work around it and do not approve the deviation yourself. Ask the user now (AskUserQuestion) which of these to do:
1. Trust the agent: approve the deviation and update the plan to match.
2. Revise the plan: change the approach, then dispatch the task again.
3. Enforce the plan as written: dispatch again with explicit instructions to follow it.
4. Investigate: look into the problem before deciding.`, agent, what)
}

func agentName(agentType string) string {
	if agentType == "" {
		return "subagent"
	}
	return agentType
}

func orUnnamed(task string) string {
	if task == "" {
		return "an unnamed task"
	}
	return task
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
