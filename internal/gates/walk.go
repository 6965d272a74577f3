package gates

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/command"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Halt ends a walk because a built-in gate answered the event itself (a
// STATUS: BLOCKED report is escalated, not blocked).
const Halt = "HALT"

// outputLines is how many lines of a failing command's output a block
// reason ends with.
const outputLines = 40

// Builtin evaluates a gate that has no command.
type Builtin func(ctx context.Context) Check

// Check is a built-in gate's verdict.
type Check struct {
	// Passed: take the gate's on_pass action, else its on_fail.
	Passed bool
	// Output says what is wrong when it failed: the block reason.
	Output string
	// Halt ends the walk now with Action Halt; the caller answers itself.
	Halt bool
}

// WalkOptions is what a walk needs from outside the config.
type WalkOptions struct {
	// Dir is the working directory for commands.
	Dir string
	// Environ returns the base environment for commands (os.Environ), asked
	// for when a command runs; the PLAN_COMPLIANCE_* variables are added to
	// it. Nil gives commands only those variables.
	Environ func() []string
	// Builtins evaluate the gates that have no command.
	Builtins map[string]Builtin
	// Task is PLAN_COMPLIANCE_TASK: the TASK line of the subagent's
	// STATUS report, read once before the walk so every gate sees the same
	// value whatever its place in the chain.
	Task string
	// Trace receives one line per gate for `plan-compliance explain`.
	Trace io.Writer
	// Deadline, when set, is when the whole walk must be over (the hook's
	// start plus HookTimeLimit less AnswerMargin): a gate still running
	// then is stopped as if its own timeout had passed.
	Deadline time.Time
}

// Outcome is how a walk ended.
type Outcome struct {
	// Action is Continue, Block, Stop or Halt.
	Action string
	// Gate decided Block, Stop or Halt.
	Gate string
	// Reason, for Block and Stop, names the gate, the command and how it
	// ended, then the end of its output.
	Reason string
	// Steps lists every gate evaluated, in order.
	Steps []Step
}

// Step is one gate evaluated during a walk.
type Step struct {
	// Gate is the gate's name.
	Gate string
	// Command is what ran under sh -c; empty for a built-in gate.
	Command string
	// Builtin is set for a gate evaluated through WalkOptions.Builtins.
	Builtin bool
	// Skipped says why the gate was not run (no keyword in the prompt, a
	// built-in with nothing to check here); a skipped gate takes CONTINUE.
	Skipped string
	// ExitCode is the command's exit status, -1 when it was killed or could
	// not start.
	ExitCode int
	// TimedOut is set when the gate's timeout killed the command.
	TimedOut bool
	// NotFound is set when the shell could not find the command (exit 127).
	NotFound bool
	// Duration is how long the gate took.
	Duration time.Duration
	// Output is the end of the command's output (at most 256 KiB), or a
	// failed built-in's message.
	Output string
	// Passed is set when the gate passed: exit 0, or the built-in said so.
	Passed bool
	// Action is what the walk did next: Continue, Block, Stop, Halt or the
	// name of the gate it jumped to.
	Action string
}

// Applies reports whether the chain of kind is configured and its filters
// match in.
func (c *Config) Applies(kind string, in event.Event) (Event, bool) {
	return c.AppliesTo(kind, in.AgentType(), in.ToolName())
}

// AppliesTo reports whether event is configured and its filters match
// agentType and toolName. An entry of enabled_agents matches agent_type
// exactly or the part after a plugin prefix ("reviewer" matches
// "my-plugin:reviewer"); an empty list matches every agent, and an empty
// agent_type (the main thread, internal forks) matches only an empty list.
func (c *Config) AppliesTo(event, agentType, toolName string) (Event, bool) {
	ev, ok := c.Hooks[event]
	if !ok {
		return Event{}, false
	}
	if len(ev.EnabledAgents) > 0 && !matchAgent(ev.EnabledAgents, agentType) {
		return ev, false
	}
	if len(ev.EnabledTools) > 0 && !slices.Contains(ev.EnabledTools, toolName) {
		return ev, false
	}
	return ev, true
}

func matchAgent(enabled []string, agentType string) bool {
	if agentType == "" {
		return false
	}
	short := agentType[strings.LastIndexByte(agentType, ':')+1:]
	for _, a := range enabled {
		if a == agentType || a == short {
			return true
		}
	}
	return false
}

// Walk runs the chain for kind (see Chain): each gate in order; CONTINUE
// goes on down the list, a gate name runs that gate next and then carries on
// down the list, BLOCK and STOP end the walk. A gate runs at most once.
func (c *Config) Walk(ctx context.Context, kind string, in event.Event, opt WalkOptions) Outcome {
	return c.WalkGates(ctx, c.Chain(kind), in, opt)
}

// WalkGates walks an explicit list of gates, as Walk does for an event.
func (c *Config) WalkGates(ctx context.Context, list []string, in event.Event, opt WalkOptions) Outcome {
	w := &walk{cfg: c, in: in, opt: opt, ran: map[string]bool{}}
	for _, name := range list {
		for name != "" {
			if w.ran[name] {
				w.tracef("gate %s: already ran for this event, skipped", name)
				break
			}
			if err := ctx.Err(); err != nil {
				// Whatever ends the walk early must not read as a pass.
				w.tracef("gate %s: not run: %v", name, err)
				w.out.Action, w.out.Gate = Block, name
				w.out.Reason = fmt.Sprintf("the gate chain was interrupted before gate '%s' could run (%v)", name, err)
				return w.out
			}
			action := w.gate(ctx, name)
			switch action {
			case Continue:
				name = ""
			case Block, Stop, Halt:
				w.out.Action = action
				w.out.Gate = name
				return w.out
			default:
				name = action // a jump: run that gate next
			}
		}
	}
	w.out.Action = Continue
	return w.out
}

type walk struct {
	cfg *Config
	in  event.Event
	opt WalkOptions
	ran map[string]bool
	out Outcome
}

func (w *walk) tracef(format string, args ...any) {
	if w.opt.Trace != nil {
		fmt.Fprintf(w.opt.Trace, format+"\n", args...)
	}
}

// gate evaluates one gate and returns the action to take.
func (w *walk) gate(ctx context.Context, name string) string {
	w.ran[name] = true
	g, ok := w.cfg.Gates[name]
	if !ok {
		g = Gate{Name: name, OnPass: Continue, OnFail: Block}
	}
	step := Step{Gate: name, Command: g.Command}
	// Keywords filter on the prompt; an event without one (every event but
	// UserPromptSubmit) runs the gate, as the earlier tools did.
	if len(g.Keywords) > 0 && w.in.HasPrompt() && !hasKeyword(w.in.Prompt(), g.Keywords) {
		return w.skip(step, fmt.Sprintf("no keyword of [%s] in the prompt", strings.Join(g.Keywords, ", ")))
	}
	if g.Command == "" && g.Foreign != "" {
		return w.skip(step, "a built-in gate of "+g.Foreign+"; not part of plan-compliance, so it passes")
	}
	var reason string
	var lim limit // a command gate's time limit
	switch {
	case g.Command == "" && !IsBuiltin(name) && w.opt.Builtins[name] == nil:
		// Load reports this; a walk over a config with problems still must
		// not let it pass.
		reason = fmt.Sprintf("gate '%s' has no command; add \"command\" to it in gates.json", name)
	case g.Command == "":
		step.Builtin = true
		b, ok := w.opt.Builtins[name]
		if !ok {
			return w.skip(step, "built-in gate with nothing to check here")
		}
		start := time.Now()
		chk := b(ctx)
		step.Duration = time.Since(start)
		if chk.Halt {
			step.Action = Halt
			w.tracef("gate %s (built in): answers the event itself (%s)", name, step.Duration.Round(time.Microsecond))
			w.out.Steps = append(w.out.Steps, step)
			return Halt
		}
		step.Passed, step.Output = chk.Passed, chk.Output
		reason = chk.Output
		if reason == "" {
			reason = fmt.Sprintf("gate '%s' failed", name)
		}
	default:
		lim = w.limit(g)
		dir := w.opt.Dir
		if g.Dir != "" {
			dir = g.Dir // another plugin's gate runs in that plugin
		}
		res := command.Run(ctx, command.Spec{
			Command: g.Command,
			Dir:     dir,
			Env:     w.env(name),
			Stdin:   w.in.Raw(),
			Timeout: lim.timeout,
		})
		step.ExitCode, step.TimedOut, step.NotFound = res.ExitCode, res.TimedOut, res.NotFound
		step.Duration, step.Output, step.Passed = res.Duration, res.Output, res.Passed()
		reason = failure(name, g, res, lim)
	}
	step.Action = g.OnFail
	if step.Passed {
		step.Action = g.OnPass
	}
	w.tracef("gate %s: %s → %s", name, describeStep(step, g, lim), step.Action)
	w.out.Steps = append(w.out.Steps, step)
	switch step.Action {
	case Block:
		if step.Passed {
			reason = fmt.Sprintf("gate '%s' passed and its on_pass is BLOCK", name)
		}
		w.out.Reason = reason
	case Stop:
		if step.Passed {
			reason = fmt.Sprintf("gate '%s' passed and its on_pass is STOP", name)
		}
		w.out.Reason = reason
	}
	return step.Action
}

// skip records a gate that was not run; it takes CONTINUE.
func (w *walk) skip(step Step, why string) string {
	step.Skipped, step.Action = why, Continue
	w.tracef("gate %s: skipped: %s", step.Gate, why)
	w.out.Steps = append(w.out.Steps, step)
	return Continue
}

func (w *walk) env(gate string) []string {
	var base []string
	if w.opt.Environ != nil {
		base = w.opt.Environ()
	}
	return append(slices.Clip(base),
		"PLAN_COMPLIANCE_EVENT="+w.in.Kind(),
		"PLAN_COMPLIANCE_GATE="+gate,
		"PLAN_COMPLIANCE_AGENT_TYPE="+w.in.AgentType(),
		"PLAN_COMPLIANCE_TASK="+w.opt.Task,
	)
}

// limit is how long a gate may run: its timeout, or less when the walk's
// deadline comes first.
type limit struct {
	timeout time.Duration
	// why is set when the deadline cut the gate's own timeout: it names
	// the limit, e.g. "the 30s Claude Code gives a UserPromptSubmit hook".
	why string
}

func (w *walk) limit(g Gate) limit {
	l := limit{timeout: g.Timeout}
	if w.opt.Deadline.IsZero() {
		return l
	}
	if left := time.Until(w.opt.Deadline); left < l.timeout {
		kind := w.in.Kind()
		l.timeout = max(left, time.Millisecond)
		l.why = fmt.Sprintf("the %s Claude Code gives a %s hook", HookTimeLimit(kind), orUnnamed(kind))
	}
	return l
}

// timedOut says how a gate stopped by its limit ended.
func (l limit) timedOut(own time.Duration) string {
	if l.why == "" {
		return "timed out after " + own.String()
	}
	return fmt.Sprintf("was stopped after %s to answer within %s (its own timeout is %s)", l.timeout.Round(100*time.Millisecond), l.why, own)
}

// failure is the block reason for a command gate that did not pass.
func failure(name string, g Gate, res command.Result, l limit) string {
	var b strings.Builder
	how := res.Describe(g.Timeout)
	if res.TimedOut {
		how = l.timedOut(g.Timeout)
	}
	fmt.Fprintf(&b, "gate '%s' failed: command %q %s", name, g.Command, how)
	tail, before := command.LastLines(res.Output, outputLines)
	switch {
	case tail == "":
		b.WriteString(" (no output)")
	case before > 0 || res.Truncated > 0:
		fmt.Fprintf(&b, "\n\nlast %d lines of output:\n%s", outputLines, tail)
	default:
		b.WriteString("\n\noutput:\n" + tail)
	}
	return b.String()
}

func describeStep(s Step, g Gate, l limit) string {
	if s.Builtin {
		return fmt.Sprintf("built in, passed=%t (%s)", s.Passed, s.Duration.Round(time.Microsecond))
	}
	how := "exit " + fmt.Sprint(s.ExitCode)
	switch {
	case s.TimedOut:
		how = l.timedOut(g.Timeout)
	case s.NotFound:
		how = "command not found (exit 127)"
	}
	return fmt.Sprintf("%q %s (%s)", s.Command, how, s.Duration.Round(time.Microsecond))
}

func orUnnamed(event string) string {
	if event == "" {
		return "an event without hook_event_name"
	}
	return event
}
