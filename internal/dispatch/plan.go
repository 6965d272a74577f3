package dispatch

import (
	"context"
	"fmt"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/hook"
	"github.com/plan-compliance/plan-compliance/internal/status"
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
	builtin := func(context.Context) gates.Check {
		text := r.reportText()
		report = status.Parse(text)
		r.Tracef("plan-compliance: STATUS found=%t status=%q task=%q problems=%q", report.Found, report.Status, report.Task, report.Problems)
		switch {
		case len(report.Problems) > 0:
			return gates.Check{Output: missingStatus(report)}
		case report.Status == status.Blocked:
			return gates.Check{Halt: true}
		}
		return gates.Check{Passed: true}
	}
	out := r.Config.Walk(ctx, hook.SubagentStop, in, r.walkOptions(map[string]gates.Builtin{gates.PlanCompliance: builtin}, func() string { return report.Task }))
	key := in.SessionID() + "/" + in.AgentID()
	switch out.Action {
	case gates.Halt:
		r.Tracef("plan-compliance: BLOCKED reported: escalate, do not send back")
		return r.letGo(key, hook.Response{SystemMessage: blockedNotice(in.AgentType(), report)})
	case gates.Block:
		return r.guard(key, out)
	case gates.Stop:
		return hook.StopAll(out.Reason), nil
	}
	if in.StopHookActive() {
		return r.letGo(key, hook.Response{})
	}
	return hook.Response{}, nil
}

// guard blocks the agent unless it has been blocked max_blocks times in a
// row already; then it lets the agent stop and records why, so the
// dispatcher is told at PostToolUse(Agent).
func (r *Run) guard(key string, out gates.Outcome) (hook.Response, error) {
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
	r.Tracef("loop guard: %s: letting the agent stop", why)
	if err := s.SetEscalation(r.Input.AgentID(), why); err != nil {
		return hook.Response{}, err
	}
	return r.letGo(key, hook.Notify(fmt.Sprintf("⚠ %s stopped: %s", agentName(r.Input.AgentType()), why)))
}

// letGo forgets the agent's block count and answers resp.
func (r *Run) letGo(key string, resp hook.Response) (hook.Response, error) {
	s, err := r.Store()
	if err != nil {
		return resp, err
	}
	return resp, s.ResetBlocks(key)
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
		r.Tracef("PostToolUse(Agent): background launch: nothing to check yet")
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
		why, err := s.TakeEscalation(id)
		if err != nil {
			return hook.Response{}, err
		}
		if why != "" {
			r.Tracef("PostToolUse(Agent): the loop guard let %s stop: %s", id, why)
			return hook.Block(escalation(agentName(agentType), "was stopped by the loop guard: "+why)), nil
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
	return hook.Block(escalation(agentName(agentType), fmt.Sprintf("reported BLOCKED on %s: %s", orUnnamed(report.Task), report.Reason))), nil
}

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

// walkOptions are the options every chain walk of this run shares.
func (r *Run) walkOptions(builtins map[string]gates.Builtin, task func() string) gates.WalkOptions {
	return gates.WalkOptions{
		Dir:      r.ProjectDir(),
		Environ:  r.Env.Environ,
		Builtins: builtins,
		Task:     task,
		Trace:    r.Env.Trace,
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

// blockedNotice is what the user sees when a subagent reports BLOCKED.
func blockedNotice(agentType string, rep status.Report) string {
	return fmt.Sprintf("⚠ %s reported BLOCKED on %s: %s", agentName(agentType), orUnnamed(rep.Task), rep.Reason)
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
