// Package dispatch is the one place that knows which capability answers
// which hook event. It decodes the input, loads the config, opens the state
// store when a capability asks for it, merges the capabilities' answers, and
// applies the failure policy: by default an internal error lets the event
// proceed and tells the user (fail open, loudly); with "fail_closed": true it
// blocks instead.
package dispatch

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/hook"
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
	// BashWrites reads which files a shell command writes, for the plan
	// scope check; nil sees none (see scope.go).
	BashWrites BashWrites
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
type handler func(ctx context.Context, r *Run) (hook.Response, error)

// handlers lists, per event, the capabilities that answer it, in the order
// their answers are merged. The event's gates.json chain (chainEvent) runs
// before them, except on SubagentStop, where planSubagentStop walks it.
func handlers(event string) []handler {
	switch event {
	case hook.SubagentStop:
		return []handler{planSubagentStop, changesSubagentStop}
	case hook.PostToolUse:
		return []handler{planPostToolUse, confirmPostToolUse}
	case hook.PreToolUse:
		return []handler{confirmPreToolUse, changesPreToolUse}
	case hook.Stop:
		return []handler{planStop, confirmStop, changesStop}
	case hook.SessionStart:
		return []handler{changesSessionStart}
	case hook.SubagentStart:
		return []handler{changesSubagentStart}
	case hook.UserPromptSubmit:
		return []handler{consentPrompt, changesUserPrompt}
	}
	return nil
}

// Run is one hook event being answered: the decoded input, the loaded config
// and, opened on first use, the state store.
type Run struct {
	Env    Env
	Input  hook.Input
	Config *gates.Config
	store  *store.Store
	// started is when the hook began, on the real clock: Claude Code's time
	// limit for the hook counts from about then.
	started time.Time
}

// MaxInput bounds what Answer reads: far above any real event, low enough
// that a runaway pipe cannot exhaust memory.
const MaxInput = 64 << 20

// Answer reads one hook event from in (at most MaxInput bytes) and answers
// it. A read error is reported on errw and answered as an empty input is:
// through the failure policy, never by failing.
func Answer(ctx context.Context, env Env, in io.Reader, errw io.Writer) hook.Response {
	raw, err := io.ReadAll(io.LimitReader(in, MaxInput+1))
	if err == nil && len(raw) > MaxInput {
		err = fmt.Errorf("hook input is larger than %d MB", MaxInput>>20)
	}
	if err != nil {
		raw = nil
		fmt.Fprintln(errw, "plan-compliance: reading stdin:", err)
	}
	return Handle(ctx, env, raw)
}

// Handle answers one hook event given its raw stdin. It never fails: every
// internal error becomes a response according to the failure policy.
func Handle(ctx context.Context, env Env, raw []byte) hook.Response {
	r, inErr := newRun(env, raw)
	defer r.closeStore()
	in := r.Input
	hs := handlers(in.Event())
	if inErr == nil && len(hs) == 0 {
		r.Tracef("event %q: nothing to do", in.Event())
		return hook.Response{}
	}
	cfgErr := r.loadConfig()
	if inErr != nil {
		return r.Failure(inErr)
	}
	if cfgErr != nil {
		return r.Failure(cfgErr)
	}
	r.Tracef("event %s (agent_type %q, agent_id %q, tool %q)", in.Event(), in.AgentType(), in.AgentID(), in.ToolName())

	var resp hook.Response
	if in.Event() != hook.SubagentStop {
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
		out, err := h(ctx, r)
		if err != nil {
			out.Merge(r.Failure(err))
		}
		resp.Merge(out)
	}
	return resp
}

// newRun starts answering raw: the environment's defaults filled in and the
// input decoded (an undecodable input comes back as the error, with a Run
// that can still apply the failure policy).
func newRun(env Env, raw []byte) (*Run, error) {
	if env.Getenv == nil {
		env.Getenv = os.Getenv
	}
	if env.Now == nil {
		env.Now = time.Now
	}
	in, err := hook.Decode(raw)
	return &Run{Env: env, Input: in, started: time.Now()}, err
}

// loadConfig reads every gates.json source into r.Config, which is never
// nil afterwards, even when the error reports problems.
func (r *Run) loadConfig() error {
	cfg, err := gates.Load(r.Env.Getenv, r.Env.ConfigFile, r.ProjectDir())
	r.Config = cfg
	for _, f := range cfg.Files {
		r.Tracef("config: read %s", f)
	}
	return err
}

// ProjectDir is where gate commands run and the project's config lives:
// $CLAUDE_PROJECT_DIR, else the event's cwd, else the process's.
func (r *Run) ProjectDir() string {
	if d := r.Env.Getenv("CLAUDE_PROJECT_DIR"); d != "" {
		return d
	}
	if d := r.Input.CWD(); d != "" {
		return d
	}
	d, _ := os.Getwd()
	return d
}

// Store opens the state store on first use.
func (r *Run) Store() (*store.Store, error) {
	if r.store != nil {
		return r.store, nil
	}
	dir, err := store.Dir(r.Env.Getenv)
	if err != nil {
		return nil, err
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
}

// Tracef writes one line of the explain trace.
func (r *Run) Tracef(format string, args ...any) {
	if r.Env.Trace != nil {
		fmt.Fprintf(r.Env.Trace, format+"\n", args...)
	}
}

// Failure turns an internal error into the policy's answer: a warning the
// user sees and the event proceeds, or, with fail_closed, a block.
func (r *Run) Failure(err error) hook.Response {
	msg := "⚠ plan-compliance could not check this event, so it was let through: " + err.Error()
	failClosed := r.Config != nil && r.Config.FailClosed
	r.Tracef("internal error (fail_closed=%t): %v", failClosed, err)
	if !failClosed {
		return hook.Notify(msg)
	}
	msg = "plan-compliance could not check this event and fail_closed is set, so it is blocked: " + err.Error()
	out, ok := hook.Refuse(r.Input.Event(), msg)
	if !ok {
		return hook.Notify(msg)
	}
	if out.Blocks() {
		out.SystemMessage = msg // a block's reason goes to the model only
	}
	return out
}
