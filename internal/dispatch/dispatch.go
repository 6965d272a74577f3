// Package dispatch is the one place that knows which capability answers
// which event. It has the client's adapter decode the input into an
// event.Event, loads the config, opens the state store when a capability
// asks for it, merges the capabilities' event.Verdicts, has the adapter
// encode the verdict, and applies the failure policy: by default an internal error lets the event
// proceed and tells the user (fail open, loudly); with "fail_closed": true it
// blocks instead.
package dispatch

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/session"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// Env is everything a hook run takes from outside its stdin.
type Env struct {
	// Getenv reads the environment (os.Getenv in the binary).
	Getenv func(string) string
	// Environ returns the base environment for gate commands (os.Environ);
	// it is called only when a command runs.
	Environ func() []string
	// ConfigFile is --config: a gates.json read last, over every other source.
	ConfigFile string
	// Trace receives a step-by-step account for `plan-compliance explain`;
	// nil discards it.
	Trace io.Writer
	// Now is the clock.
	Now func() time.Time
	// DryRun answers as the hook would without changing any state: the
	// capabilities work on a private copy of the state store, thrown away
	// at the end (`plan-compliance explain`). Gate commands still run.
	DryRun bool
	// BashWrites reads which files a shell command writes, for the plan
	// scope check; nil is the shell parser (see scope.go).
	BashWrites BashWrites
	// Client is the agent CLI's adapter; nil is Claude Code's.
	Client Client
	// Getwd is the working directory, the project's when neither
	// $CLAUDE_PROJECT_DIR nor the event says; nil is os.Getwd.
	Getwd func() (string, error)
	// CallWait bounds how long an answer that would stop a tool call waits
	// for the client to write that call down in its transcript (see
	// event.Transcript.HasCall), then judges again with what came in; zero
	// never waits. The hook waits; replays of recorded events do not.
	CallWait time.Duration
}

// HookCallWait is the hook's Env.CallWait: Claude Code 2.1.330 was seen
// writing a call down up to about 70 ms after its PreToolUse hook started;
// the bound leaves room for a loaded machine and is paid only by answers
// that stop a call while the transcript lags.
const HookCallWait = 500 * time.Millisecond

// Client is an agent CLI's adapter: the only code that knows its payload
// and answer shapes. A new client is one implementation of it; no
// capability changes.
type Client interface {
	// Decode reads one payload, held as a string and kept without a copy,
	// into the event. On error the event may be empty (Kind "").
	Decode(raw string) (event.Event, error)
	// Encode is the answer to an event of kind with verdict v, as the
	// client reads it: nil when there is nothing to say.
	Encode(kind string, v event.Verdict) []byte
}

// client is the adapter e names, Claude Code's by default.
func (e Env) client() Client {
	if e.Client == nil {
		return claude.Client{}
	}
	return e.Client
}

// Reply is the verdict on one event, ready to be encoded for its client.
type Reply struct {
	event.Verdict
	// Kind is the event's kind ("" when the input could not be read).
	Kind   string
	client Client
	// handed forgets the escalations this answer hands over (nil when it
	// hands over none).
	handed func() error
}

// Delivered tells that the answer was written where the client reads it:
// the escalations it carries are forgotten now. Until then they stay
// recorded, so a process killed before its answer was out (a timeout, a
// signal) loses none: the next event hands them over again.
func (r Reply) Delivered() error {
	if r.handed == nil {
		return nil
	}
	return r.handed()
}

// JSON is the reply as the client reads it on stdout: nil when there is
// nothing to say.
func (r Reply) JSON() []byte {
	c := r.client
	if c == nil {
		c = claude.Client{}
	}
	return c.Encode(r.Kind, r.Verdict)
}

// environ is Environ's answer, nil without one.
func (e Env) environ() []string {
	if e.Environ == nil {
		return nil
	}
	return e.Environ()
}

// handler answers one event for one capability. An error is an internal
// failure and goes through the failure policy.
type handler func(ctx context.Context, r *Run) (event.Verdict, error)

// handlers lists, per event, the capabilities that answer it, in the order
// their answers are merged. The event's gates.json chain (chainEvent) runs
// before them, except on SubagentStop, where planSubagentStop walks it.
// Each sees the verdict of those before it (Run.sofar): the ones that can
// refuse come first, so a capability that would ask, announce or close
// something beside a refusal stays silent instead (Run.refused).
func handlers(kind string) []handler {
	switch kind {
	case event.SubagentStop:
		return []handler{planSubagentStop, changesSubagentStop}
	case event.PostToolUse:
		return []handler{planPostToolUse, confirmPostToolUse, showGateFailures}
	case event.PreToolUse:
		return []handler{changesPreToolUse, confirmPreToolUse}
	case event.Stop:
		return []handler{planStop, confirmStop, changesStop, showGateFailures}
	case event.SessionStart:
		return []handler{changesSessionStart}
	case event.SubagentStart:
		return []handler{planSubagentStart, changesSubagentStart}
	case event.UserPromptSubmit:
		return []handler{keepPrompt, consentPrompt, changesUserPrompt}
	}
	return nil
}

// Run is one hook event being answered: the decoded input, the loaded config
// and, opened on first use, the state store.
type Run struct {
	Env    Env
	Event  event.Event
	Config *gates.Config
	store  *store.Store
	// dropStore removes the dry run's copy of the store after it closes.
	dropStore func()
	// sofar is the verdict of the capabilities that answered before the
	// one running: a capability whose answer would contradict it (a
	// question beside a denial, closing a change set of an agent sent back
	// to work) stays silent.
	sofar event.Verdict
	bash  *bashRead // the Bash command, read once (confirm_bash.go)
	// handed is the hand-over of escalations this answer carries (plan.go).
	handed handover
	// noted is what the capabilities reported, for the decision log.
	noted noted
	// started is when the hook began, on the real clock: Claude Code's time
	// limit for the hook counts from about then.
	started time.Time
}

// MaxInput bounds what Answer reads: far above any real event, low enough
// that a runaway pipe cannot exhaust memory.
const MaxInput = 64 << 20

// Answer reads one hook event from in (at most MaxInput bytes), or from
// $HOOK_INPUT when in is empty, and answers it. A read error is reported on
// errw and answered as an empty input is: through the failure policy, never
// by failing.
func Answer(ctx context.Context, env Env, in io.Reader, errw io.Writer) Reply {
	if env.Getenv == nil {
		env.Getenv = os.Getenv
	}
	raw, err := readInput(stdin(env, in), MaxInput)
	if err == nil {
		raw, err = withHookInput(env, raw)
	}
	if err != nil {
		raw = ""
		fmt.Fprintln(errw, "plan-compliance: reading stdin:", err)
	}
	return HandleString(ctx, env, raw)
}

// Handle answers one hook event given its raw stdin. It never fails: every
// internal error, a panic included, becomes a response according to the
// failure policy.
func Handle(ctx context.Context, env Env, raw []byte) Reply {
	return HandleString(ctx, env, string(raw))
}

// HandleString is Handle for an input held as a string, which is decoded
// without a copy (Answer reads stdin into one).
func HandleString(ctx context.Context, env Env, raw string) Reply {
	r := newRun(env)
	v := r.handle(ctx, raw)
	return Reply{Verdict: v, Kind: r.Event.Kind(), client: r.Env.client(), handed: r.forgetHanded()}
}

// handle decodes raw and answers it.
func (r *Run) handle(ctx context.Context, raw string) (resp event.Verdict) {
	defer r.finish(&resp)
	inErr := r.decode(raw)
	in := r.Event
	hs := handlers(in.Kind())
	if inErr == nil && len(hs) == 0 {
		r.Tracef("event %q: nothing to do", in.Kind())
		return event.Verdict{}
	}
	cfgErr := r.loadConfig()
	if inErr != nil {
		return r.Failure(inErr)
	}
	if cfgErr != nil {
		return r.Failure(cfgErr)
	}
	r.Tracef("event %s (agent_type %q, agent_id %q, tool %q)", in.Kind(), in.AgentType(), in.AgentID(), in.ToolName())

	if in.Kind() != event.SubagentStop {
		out, final, err := chainEvent(ctx, r)
		if err != nil {
			out.Merge(r.Failure(err))
		}
		if final {
			return out
		}
		resp = out
	}
	for _, h := range hs {
		r.sofar = resp
		out, err := h(ctx, r)
		if err != nil {
			out.Merge(r.Failure(err))
		}
		resp.Merge(out)
	}
	return resp
}

// newRun starts answering an event: the environment's defaults filled in.
func newRun(env Env) *Run {
	if env.Getenv == nil {
		env.Getenv = os.Getenv
	}
	if env.Now == nil {
		env.Now = time.Now
	}
	return &Run{Env: env, started: time.Now()}
}

// decode reads the event from raw (an undecodable input comes back as the
// error; the Run can still apply the failure policy).
func (r *Run) decode(raw string) error {
	ev, err := r.Env.client().Decode(raw)
	r.Event = ev
	return err
}

// loadConfig reads every gates.json source into r.Config, which is never
// nil afterwards, even when the error reports problems.
func (r *Run) loadConfig() error {
	cfg, err := r.session().Config()
	r.Config = cfg
	for _, f := range cfg.Files {
		r.Tracef("config: read %s", f)
	}
	return err
}

// session is where this event is answered: project, state, config.
func (r *Run) session() session.Session {
	return session.ForHook(session.Env{Getenv: r.Env.Getenv, Getwd: r.Env.Getwd, ConfigFile: r.Env.ConfigFile}, r.Event.CWD())
}

// ProjectDir is where gate commands run and the project's config lives:
// $CLAUDE_PROJECT_DIR, else the event's cwd, else the working directory.
func (r *Run) ProjectDir() string { return r.session().Project }

// Store opens the state store on first use.
func (r *Run) Store() (*store.Store, error) {
	if r.store != nil {
		return r.store, nil
	}
	dir, err := r.session().StateDir()
	if err != nil {
		return nil, err
	}
	if r.Env.DryRun {
		s, drop, err := store.OpenCopy(dir)
		if err != nil {
			return nil, err
		}
		r.Tracef("state: dry run on a copy of %s: nothing is changed", filepath.Join(dir, store.FileName))
		r.store, r.dropStore = s, drop
		return s, nil
	}
	s, err := store.Open(dir)
	if err != nil {
		return nil, err
	}
	r.Tracef("state: opened %s", s.Path())
	r.store = s
	return s, nil
}

func (r *Run) closeStore() {
	if r.store != nil {
		_ = r.store.Close()
		r.store = nil
	}
	if r.dropStore != nil {
		r.dropStore()
		r.dropStore = nil
	}
}

// refused reports whether the capabilities that answered so far refuse the
// event: a block (the agent goes back to work, the prompt is erased) or a
// denied tool call. What the later ones would say then belongs to a verdict
// that lost.
func (r *Run) refused() bool {
	return r.sofar.Refuses()
}

// Tracef writes one line of the explain trace.
func (r *Run) Tracef(format string, args ...any) {
	if r.Env.Trace != nil {
		fmt.Fprintf(r.Env.Trace, format+"\n", args...)
	}
}

// Failure turns an internal error into the policy's answer: a warning the
// user sees and the event proceeds, or, with fail_closed, a block.
func (r *Run) Failure(err error) event.Verdict {
	msg := "⚠ plan-compliance could not check this event, so it was let through: " + err.Error()
	r.noteFailure()
	failClosed := r.Config != nil && r.Config.FailClosed
	r.Tracef("internal error (fail_closed=%t): %v", failClosed, err)
	if !failClosed {
		return event.Notify(msg)
	}
	msg = "plan-compliance could not check this event and fail_closed is set, so it is blocked: " + err.Error()
	out, ok := event.Refuse(r.Event.Kind(), msg)
	if !ok {
		return event.Notify(msg)
	}
	if out.Blocks() {
		out.Message = msg // a block's reason goes to the model only
	}
	return out
}
