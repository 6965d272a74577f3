package dispatch

import (
	"slices"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/status"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// LogSwitch is the environment variable that turns the decision log off
// ("off"); anything else, or unset, keeps it on.
const LogSwitch = "PLAN_COMPLIANCE_LOG"

// Capability names as the decision log records them.
const (
	capPlan    = "plan"
	capGates   = "gates"
	capConsent = "consent"
	capConfirm = "confirm"
	capChanges = "changes"
	capFailure = "failure"
)

// Verdicts the log records besides the answer's own permission decisions.
const (
	VerdictPass     = "pass"
	VerdictBlock    = "block"
	VerdictEscalate = "escalate"
	VerdictStop     = "stop"
	VerdictContext  = "context"
	VerdictNotify   = "notify"
)

// noted is what the capabilities report about one event while answering
// it; record turns it, with the final answer, into the log's record.
type noted struct {
	decision store.Decision
	// any is set once a capability had something to say: an event no
	// capability noted and answered with nothing is not recorded.
	any bool
}

func (r *Run) noteCapability(name string) {
	r.noted.any = true
	if !slices.Contains(r.noted.decision.Capabilities, name) {
		r.noted.decision.Capabilities = append(r.noted.decision.Capabilities, name)
	}
}

// noteWalk records the gates a chain walk evaluated.
func (r *Run) noteWalk(out gates.Outcome) {
	if len(out.Steps) == 0 {
		return
	}
	r.noteCapability(capGates)
	for _, s := range out.Steps {
		r.noted.decision.Gates = append(r.noted.decision.Gates, store.GateRun{
			Gate: s.Gate, Builtin: s.Builtin, Skipped: s.Skipped, ExitCode: s.ExitCode, TimedOut: s.TimedOut,
			DurationMS: float64(s.Duration.Microseconds()) / 1000, Passed: s.Passed, Action: s.Action, Output: s.Output,
		})
	}
}

// noteReport records a subagent's STATUS report.
func (r *Run) noteReport(rep status.Report) {
	r.noteCapability(capPlan)
	r.noted.decision.Task = rep.Task
	r.noted.decision.Status = string(rep.Status)
	if len(rep.Problems) > 0 {
		r.noted.decision.Status = "missing"
	}
}

// noteEscalation records what the dispatcher and the user are told.
func (r *Run) noteEscalation(e store.Escalation) {
	r.noteCapability(capPlan)
	what := e.Agent + " " + e.What
	if prev := r.noted.decision.Escalation; prev != "" && prev != what {
		what = prev + "; " + what // several background agents, told at one Stop
	}
	r.noted.decision.Escalation = what
}

// noteConsent records the consent check's reading of the user's reply.
func (r *Run) noteConsent(outcome string) {
	r.noteCapability(capConsent)
	r.noted.decision.Consent = outcome
}

// noteConfirm records an edit's confirmation level.
func (r *Run) noteConfirm(target, level string) {
	r.noteCapability(capConfirm)
	r.noted.decision.Target = target
	r.noted.decision.Confirm = level
}

// noteQueued records change-set items queued for review.
func (r *Run) noteQueued(placed []changeset.Placed) {
	r.noteCapability(capChanges)
	for _, p := range placed {
		for _, it := range p.Items {
			r.noted.decision.Changes = append(r.noted.decision.Changes, store.ChangeDecision{
				Set: p.SetID, Item: it.N, Summary: it.Summary, Status: string(changeset.ItemPending)})
		}
	}
}

// noteFailure records that the failure policy answered.
func (r *Run) noteFailure() { r.noteCapability(capFailure) }

// record writes the event's decision to the log, after the answer is
// final: an event a capability answered or reported on, and every user
// prompt. It never changes the answer: a log that cannot be written is
// traced and skipped. `explain` (a Trace) is not recorded: it is a person
// trying a payload, not a decision in a session.
func (r *Run) record(resp event.Verdict) {
	// A user's turn is always recorded: the report's timeline is built
	// around them.
	quiet := !r.noted.any && resp.IsZero() && r.Event.Kind() != event.UserPromptSubmit
	if r.Env.Trace != nil && !quiet {
		r.Tracef("decision log: not recorded (explain is a person trying a payload, not a decision in a session)")
	}
	if r.Env.Trace != nil || r.Env.Getenv(LogSwitch) == "off" || quiet {
		return
	}
	defer func() {
		if p := recover(); p != nil {
			r.Tracef("decision log: not recorded: %v", p)
		}
	}()
	d := r.noted.decision
	in := r.Event
	d.Time = r.Env.Now()
	d.Session, d.AgentID, d.AgentType, d.Event, d.Tool = in.SessionID(), in.AgentID(), in.AgentType(), in.Kind(), in.ToolName()
	d.Verdict, d.Reason, d.Message = verdictOf(resp, d.Escalation != "")
	switch in.Kind() {
	case event.UserPromptSubmit:
		d.Prompt, d.Transcript = in.Prompt(), in.TranscriptPath()
	case event.Stop:
		d.Transcript = in.TranscriptPath()
	}
	if err := spool(r.Env.Getenv, d); err != nil {
		r.Tracef("decision log: not recorded: %v", err)
	}
}

// spool appends d to the decision spool of the state directory, and folds
// the spool into the log when it has grown large (once per some thousand
// events).
func spool(getenv func(string) string, d store.Decision) error {
	dir, err := store.Dir(getenv)
	if err != nil {
		return err
	}
	due, err := store.Spool(dir, d)
	if err != nil || !due {
		return err
	}
	l, err := store.OpenLog(dir, store.LogOptions{})
	if err != nil {
		return err
	}
	err = l.Fold(dir)
	if cerr := l.Close(); err == nil {
		err = cerr
	}
	return err
}

// verdictOf reads the final answer as the log's verdict, with the first
// line of its reason (to the model) and of its message (to the user).
func verdictOf(resp event.Verdict, escalated bool) (verdict, reason, message string) {
	message = firstLine(resp.Message)
	reason = firstLine(resp.Reason)
	switch {
	case resp.Stop:
		verdict, reason = VerdictStop, firstLine(resp.StopReason)
	case escalated:
		verdict = VerdictEscalate
	case resp.Blocks():
		verdict = VerdictBlock
	case resp.Permission != "":
		verdict, reason = resp.Permission, firstLine(resp.PermissionReason)
	case resp.Context != "":
		verdict, reason = VerdictContext, firstLine(resp.Context)
	case resp.Message != "":
		verdict = VerdictNotify
	default:
		verdict = VerdictPass
	}
	if reason == "" {
		reason = message
	}
	return verdict, reason, message
}
