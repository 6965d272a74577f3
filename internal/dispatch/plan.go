package dispatch

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/escalation"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/status"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// planSubagentStop checks a finishing subagent: its STATUS report through
// the built-in plan-compliance gate, then the rest of the SubagentStop chain,
// with the loop guard deciding when repeated blocks turn into an escalation.
func planSubagentStop(ctx context.Context, r *Run) (event.Verdict, error) {
	in := r.Event
	if _, ok := r.Config.Applies(event.SubagentStop, in); !ok {
		r.Tracef("SubagentStop: agent_type %q is not enabled: nothing to check", in.AgentType())
		return event.Verdict{}, nil
	}
	// The report is read once, before the chain: every gate sees the same
	// PLAN_COMPLIANCE_TASK wherever it stands, and the built-in gate is a
	// plain check over it.
	msg := r.finalMessage()
	report := msg.report()
	if chk := checkReport(report); !chk.Passed && slices.Contains(r.Config.Chain(event.SubagentStop), gates.PlanCompliance) {
		// Only a report the built-in gate would not pass is worth the
		// store lookup.
		if orphan, why := r.orphan(msg.blank()); orphan {
			r.Tracef("SubagentStop: orphan event (%s): nothing to check, let through", why)
			return event.Verdict{}, nil
		}
	}
	r.Tracef("plan-compliance: STATUS found=%t status=%q task=%q problems=%q", report.Found, report.Status, report.Task, report.Problems)
	builtin := func(ctx context.Context) gates.Check {
		chk := checkReport(report)
		if !chk.Passed {
			return chk
		}
		if out, failed := r.scopeCheck(ctx, report); failed {
			return out
		}
		return chk
	}
	out := r.Config.Walk(ctx, event.SubagentStop, in, r.walkOptions(map[string]gates.Builtin{gates.PlanCompliance: builtin}, report.Task))
	r.noteReport(report)
	r.noteWalk(out)
	if err := r.keepGateFailures(out, report.Task); err != nil {
		return event.Verdict{}, err
	}
	key := in.SessionID() + "/" + in.AgentID()
	switch out.Action {
	case gates.Halt:
		r.Tracef("plan-compliance: BLOCKED reported: escalate, do not send back")
		return r.escalate(key, escalation.New(in.AgentType(), "reported BLOCKED on "+orUnnamed(report.Task)+": "+report.Reason))
	case gates.Block:
		return r.guard(key, out, func(why string) (event.Verdict, error) {
			return r.escalate(key, escalation.New(in.AgentType(), "was stopped by the loop guard: "+why))
		})
	case gates.Stop:
		return event.StopAll(out.Reason), nil
	}
	if in.StopHookActive() {
		s, err := r.Store()
		if err != nil {
			return event.Verdict{}, err
		}
		return event.Verdict{}, s.ResetBlocks(key)
	}
	return event.Verdict{}, nil
}

// checkReport is the built-in plan-compliance gate: a report with problems
// fails with what to fix; BLOCKED ends the walk for an escalation.
func checkReport(report status.Report) gates.Check {
	switch {
	case len(report.Problems) > 0:
		return gates.Check{Output: status.Missing(report)}
	case report.Status == status.Blocked:
		return gates.Check{Halt: true}
	}
	return gates.Check{Passed: true}
}

// guard blocks unless key has been blocked max_blocks times in a row
// already; then letGo answers, told why (letGo forgets the count).
func (r *Run) guard(key string, out gates.Outcome, letGo func(why string) (event.Verdict, error)) (event.Verdict, error) {
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	n, err := s.Blocks(key)
	if err != nil {
		return event.Verdict{}, err
	}
	max := r.Config.MaxBlocks
	if n < max {
		if _, err := s.AddBlock(key); err != nil {
			return event.Verdict{}, err
		}
		r.Tracef("loop guard: block %d of %d for %s", n+1, max, key)
		return event.Block(out.Reason), nil
	}
	// The reason of a command gate starts "gate 'NAME' failed: …": said
	// once is enough.
	why := fmt.Sprintf("gate '%s' still failing after %d attempts: %s", out.Gate, max, strings.TrimPrefix(firstLine(out.Reason), "gate '"+out.Gate+"' failed: "))
	r.Tracef("loop guard: %s: letting it stop", why)
	return letGo(why)
}

// escalate lets the agent stop, forgets its block count and records the
// escalation for the dispatcher: Claude Code does not show a SubagentStop
// systemMessage to the user (it only lands in the subagent's transcript),
// so the user and the dispatcher are told together, when the Agent tool
// returns or, for a background agent, when the main thread stops.
func (r *Run) escalate(key string, e store.Escalation) (event.Verdict, error) {
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	if err := s.ResetBlocks(key); err != nil {
		return event.Verdict{}, err
	}
	r.noteEscalation(e)
	if err := s.AddEscalation(r.Event.SessionID(), r.Event.AgentID(), e); err != nil {
		return event.Verdict{}, err
	}
	return event.Notify(escalation.Notice(e)), nil
}

// planPostToolUse tells the dispatcher, in the same turn, when the subagent
// it just ran reported BLOCKED or was let go by the loop guard.
func planPostToolUse(ctx context.Context, r *Run) (event.Verdict, error) {
	in := r.Event
	agent := in.Subagent()
	if !agent.Launcher {
		return event.Verdict{}, nil
	}
	if agent.Background {
		r.Tracef("PostToolUse(Agent): background launch: its escalation, if any, comes at Stop")
		return event.Verdict{}, nil
	}
	agentType := agent.Type
	if _, ok := r.Config.AppliesTo(event.SubagentStop, agentType, ""); !ok {
		r.Tracef("PostToolUse(Agent): agent_type %q is not enabled: nothing to check", agentType)
		return event.Verdict{}, nil
	}
	if id := agent.ID; id != "" {
		s, err := r.Store()
		if err != nil {
			return event.Verdict{}, err
		}
		notes, err := r.takeNotes(id)
		if err != nil {
			return event.Verdict{}, err
		}
		e, ok, err := s.TakeEscalation(in.SessionID(), id, func(e store.Escalation) bool { return escalation.FitsBeside(r.sofar, e, r.asking()) })
		if err != nil {
			return event.Verdict{}, err
		}
		if ok {
			r.hand(s)
			r.Tracef("PostToolUse(Agent): escalation recorded at SubagentStop for %s", id)
			r.noteEscalation(e)
			return withNotes(escalation.Verdict([]store.Escalation{e}, 0, r.asking()), notes), nil
		}
		if e.What != "" {
			r.Tracef("PostToolUse(Agent): the escalation of %s does not fit beside this answer: it stays for the next Stop", id)
			return withNotes(event.Verdict{}, notes), nil
		}
		if len(notes) > 0 {
			return withNotes(event.Verdict{}, notes), nil
		}
	}
	end, whole := agent.ReportEndText(reportEndWindow)
	report := message{end: end, whole: whole, text: agent.ReportText}.report()
	r.Tracef("PostToolUse(Agent): STATUS found=%t status=%q task=%q", report.Found, report.Status, report.Task)
	if report.Status != status.Blocked || report.Reason == "" {
		return event.Verdict{}, nil
	}
	e := escalation.New(agentType, "reported BLOCKED on "+orUnnamed(report.Task)+": "+report.Reason)
	r.noteEscalation(e)
	return escalation.Verdict([]store.Escalation{e}, 0, r.asking()), nil
}

// planStop hands the main thread the escalations of background subagents
// (the interactive CLI runs every subagent in the background, so the Agent
// tool returns before they report), as a Stop block that keeps the
// dispatcher working, with a notice for the user. As many as fit whole in
// one answer are handed over, oldest first; the rest stay recorded and come
// at the next Stop, which the block makes sure happens.
func planStop(ctx context.Context, r *Run) (event.Verdict, error) {
	if _, ok := r.Config.Hooks[event.SubagentStop]; !ok {
		return event.Verdict{}, nil
	}
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	notes, err := r.takeNotes("")
	if err != nil {
		return event.Verdict{}, err
	}
	es, left, err := s.TakeEscalations(r.Event.SessionID(), escalation.Fit(r.sofar, r.asking()))
	if err != nil || len(es) == 0 {
		return notesAtStop(notes), err
	}
	r.hand(s)
	r.Tracef("Stop: %d escalation(s) from background subagents, %d for a later Stop", len(es), left)
	for _, e := range es {
		r.noteEscalation(e)
	}
	return withNotes(escalation.Verdict(es, left, r.asking()), notes), nil
}

// UserAsker is implemented by an adapter whose client gives the model a
// tool to put a question to the user: AskUser is how an escalation tells
// the dispatcher to ask (the words after "Ask the user now", such as
// " (AskUserQuestion)"). Without it, the dispatcher is told to ask in its
// reply (escalation.InReply).
type UserAsker interface {
	AskUser() string
}

// asking is how this run's client has the dispatcher ask the user.
func (r *Run) asking() escalation.Asking {
	if a, ok := r.Env.client().(UserAsker); ok {
		return escalation.Asking(a.AskUser())
	}
	return escalation.InReply
}

// reportEndWindow is how much of the end of a subagent's final message is
// decoded to read its STATUS report, which ends the message; the rest is
// decoded only when the report reaches further back (status.ParseEnd).
const reportEndWindow = 64 << 10

// message is a subagent's final message, read from its end: end is its
// last lines, all of it when whole; text reads all of it.
type message struct {
	end   string
	whole bool
	text  func() string
}

// finalMessage is the subagent's final message: last_assistant_message,
// else the last assistant text in its transcript, else a top-level
// "output" string (what older tools' manual tests pipe in).
func (r *Run) finalMessage() message {
	in := r.Event
	end, whole, sent := in.ReportEnd(reportEndWindow)
	if sent {
		return message{end: end, whole: whole, text: func() string { text, _ := in.Report(); return text }}
	}
	if t := in.AgentTranscript(); t != nil {
		text, err := t.LastAssistantText()
		if err == nil && text != "" {
			r.Tracef("report: last assistant text of %s", t.Path())
			return message{end: text, whole: true}
		}
		r.Tracef("report: no assistant text in %s (%v)", t.Path(), err)
	}
	return message{end: end, whole: true}
}

// all is the whole message.
func (m message) all() string {
	if m.whole {
		return m.end
	}
	return m.text()
}

// report is the message's STATUS report, read from its end when that is
// enough.
func (m message) report() status.Report {
	if rep, sure := status.ParseEnd(m.end, m.whole); sure {
		return rep
	}
	return status.Parse(m.all())
}

// blank reports whether the message is empty or blank.
func (m message) blank() bool {
	return strings.TrimSpace(m.end) == "" && strings.TrimSpace(m.all()) == ""
}

// walkOptions are the options every chain walk of this run shares; the
// walk ends in time for the hook to answer within Claude Code's limit.
func (r *Run) walkOptions(builtins map[string]gates.Builtin, task string) gates.WalkOptions {
	return gates.WalkOptions{
		Dir:      r.ProjectDir(),
		Environ:  r.Env.Environ,
		Builtins: builtins,
		Task:     task,
		Trace:    r.Env.Trace,
		Deadline: r.started.Add(gates.HookTimeLimit(r.Event.Kind()) - gates.AnswerMargin),
	}
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

// handover is what a run handed over of the store's escalations: the
// store's directory, the session and the lease they were handed under.
type handover struct {
	dir, session, lease string
}

// hand notes that this run's answer carries escalations taken from s.
func (r *Run) hand(s *store.Store) {
	if r.Env.DryRun {
		return // taken from a copy: nothing to forget
	}
	r.handed = handover{dir: filepath.Dir(s.Path()), session: r.Event.SessionID(), lease: s.Lease()}
}

// forgetHanded is what forgets the escalations handed over, once the
// answer is out (Reply.Delivered); nil when none were.
func (r *Run) forgetHanded() func() error {
	h := r.handed
	if h.lease == "" {
		return nil
	}
	return func() error {
		s, err := store.Open(h.dir)
		if err != nil {
			return err
		}
		err = s.ForgetHanded(h.session, h.lease)
		if cerr := s.Close(); err == nil {
			err = cerr
		}
		return err
	}
}
