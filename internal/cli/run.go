package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/gates"
)

// ExitInterrupted: `run` was interrupted (Ctrl-C, SIGTERM); the running
// gate's process group was killed.
const ExitInterrupted = 130

type runOptions struct {
	event  string
	config string
	input  string
	json   bool
}

func newRunCmd(s Streams) *cobra.Command {
	var o runOptions
	cmd := &cobra.Command{
		Use:   "run [GATE...]",
		Short: "Walk a gate chain outside Claude Code, for CI",
		Long: `Runs the chain configured for --event (default SubagentStop), or the named
gates in order, exactly as the hook would: each gate's on_pass/on_fail actions
apply, a gate runs at most once. The built-in plan-compliance gate has nothing
to check outside Claude Code and is skipped with a note.

Gate commands get a hook payload on stdin: the --input file (- for stdin),
else {"hook_event_name": EVENT, "cwd": DIR}. With --input and no --event, the
payload's hook_event_name picks the chain.

--json prints {"action","gate","reason","steps":[{"gate","command","builtin",
"skipped","exit_code","timed_out","not_found","duration_ms","passed","action",
"output"}]}.

Exit 0 when the chain ends in CONTINUE, 1 on BLOCK, 3 on STOP, 2 for a usage
or config error, 130 when interrupted.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("event") {
				o.event = ""
			}
			return runRun(cmd.Context(), s, o, args)
		},
	}
	cmd.Flags().StringVar(&o.event, "event", event.SubagentStop, "the event whose chain to walk")
	cmd.Flags().StringVar(&o.config, "config", "", "a gates.json read last, over every other source")
	cmd.Flags().StringVar(&o.input, "input", "", "a hook payload (JSON file, - for stdin) to give the gates")
	cmd.Flags().BoolVar(&o.json, "json", false, "print the outcome as JSON")
	return cmd
}

// runReport is the --json shape of `run`.
type runReport struct {
	Action string    `json:"action"`
	Gate   string    `json:"gate"`
	Reason string    `json:"reason"`
	Steps  []runStep `json:"steps"`
}

type runStep struct {
	Gate       string `json:"gate"`
	Command    string `json:"command,omitempty"`
	Builtin    bool   `json:"builtin,omitempty"`
	Skipped    string `json:"skipped,omitempty"`
	ExitCode   int    `json:"exit_code"`
	TimedOut   bool   `json:"timed_out"`
	NotFound   bool   `json:"not_found"`
	DurationMS int64  `json:"duration_ms"`
	Passed     bool   `json:"passed"`
	Action     string `json:"action"`
	Output     string `json:"output,omitempty"`
}

func runRun(ctx context.Context, s Streams, o runOptions, names []string) error {
	dir := projectDir(s)
	cfg, err := gates.Load(s.Getenv, o.config, dir)
	if err != nil {
		return exit(ExitUsage, fmt.Errorf("the config has problems (run 'plan-compliance validate'):\n%w", err))
	}
	for _, n := range names {
		if _, ok := cfg.Gates[n]; !ok && !gates.IsBuiltin(n) {
			return exit(ExitUsage, fmt.Errorf("unknown gate %q; defined gates: %v", n, sortedNames(cfg.Gates)))
		}
	}
	in, err := runInput(s, o, dir)
	if err != nil {
		return exit(ExitUsage, err)
	}
	event := o.event
	if event == "" {
		event = in.Kind()
	}
	if len(names) == 0 {
		if _, ok := cfg.Hooks[event]; !ok {
			return exit(ExitUsage, fmt.Errorf("no chain is configured for %s; configured events: %v (or name the gates: plan-compliance run GATE...)", event, sortedNames(cfg.Hooks)))
		}
		names = cfg.Chain(event)
	}

	// Ctrl-C or SIGTERM cancels the walk, which kills the running gate's
	// process group: it is not in our process group, so the terminal's
	// signal would not reach it.
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	out := cfg.WalkGates(ctx, names, in, gates.WalkOptions{Dir: dir, Environ: s.Environ})
	interrupted := ctx.Err() != nil

	if o.json {
		rep := runReport{Action: out.Action, Gate: out.Gate, Reason: out.Reason, Steps: []runStep{}}
		for _, st := range out.Steps {
			rep.Steps = append(rep.Steps, runStep{Gate: st.Gate, Command: st.Command, Builtin: st.Builtin, Skipped: st.Skipped,
				ExitCode: st.ExitCode, TimedOut: st.TimedOut, NotFound: st.NotFound, DurationMS: st.Duration.Milliseconds(),
				Passed: st.Passed || st.Skipped != "", Action: st.Action, Output: st.Output})
		}
		enc := json.NewEncoder(s.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		printRun(s, cfg, out)
	}
	switch {
	case interrupted:
		return exit(ExitInterrupted, errors.New("interrupted: the running gate was killed"))
	case out.Action == gates.Block:
		return exit(ExitBlock, nil)
	case out.Action == gates.Stop:
		return exit(ExitStop, nil)
	}
	return nil
}

// runInput is the payload the gates get on stdin.
func runInput(s Streams, o runOptions, dir string) (event.Event, error) {
	var raw []byte
	var err error
	switch o.input {
	case "":
		kind := o.event
		if kind == "" {
			kind = event.SubagentStop
		}
		raw = claude.Payload(kind, dir)
	case "-":
		raw, err = io.ReadAll(io.LimitReader(s.In, maxStdin))
	default:
		raw, err = os.ReadFile(o.input)
	}
	if err != nil {
		return event.Event{}, fmt.Errorf("--input: %w", err)
	}
	in, err := claude.Read(string(raw))
	if err != nil {
		return event.Event{}, fmt.Errorf("--input %s: %w", o.input, err)
	}
	if o.input != "" && in.Kind() == "" && o.event == "" {
		return event.Event{}, fmt.Errorf("--input %s has no hook_event_name; say which chain with --event", o.input)
	}
	return in, nil
}

// printRun is the summary for people: one line per gate, the result, then
// the reason.
func printRun(s Streams, cfg *gates.Config, out gates.Outcome) {
	for _, st := range out.Steps {
		mark, what := "✓", fmt.Sprintf("exit %d", st.ExitCode)
		switch {
		case st.Skipped != "":
			mark, what = "-", "skipped: "+st.Skipped
		case st.Builtin:
			what = "built in"
			if !st.Passed {
				mark = "✗"
			}
		case !st.Passed:
			mark = "✗"
		}
		switch {
		case st.TimedOut:
			what = "timed out after " + cfg.Gates[st.Gate].Timeout.String()
		case st.NotFound:
			what = "command not found (exit 127)"
		}
		fmt.Fprintf(s.Out, "%s %-16s %-28s %8s  → %s\n", mark, st.Gate, what, st.Duration.Round(time.Millisecond), st.Action)
	}
	fmt.Fprintf(s.Out, "result: %s\n", out.Action)
	if out.Reason != "" {
		fmt.Fprintf(s.Out, "\n%s\n", out.Reason)
	}
}
