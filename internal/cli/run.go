package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/hook"
)

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
apply. Built-in gates have nothing to check outside Claude Code and pass.

Gate commands get the hook input on stdin: the --input file, else
{"hook_event_name": EVENT, "cwd": DIR}.

Exit 0 when the chain ends in CONTINUE, 1 on BLOCK, 3 on STOP, 2 for a
usage or config error.`,
		RunE: func(cmd *cobra.Command, args []string) error { return runRun(cmd, s, o, args) },
	}
	cmd.Flags().StringVar(&o.event, "event", hook.SubagentStop, "the event whose chain to walk")
	cmd.Flags().StringVar(&o.config, "config", "", "a gates.json read last, over every other source")
	cmd.Flags().StringVar(&o.input, "input", "", "a hook payload (JSON file) to give the gates")
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
	Skipped    string `json:"skipped,omitempty"`
	ExitCode   int    `json:"exit_code"`
	TimedOut   bool   `json:"timed_out"`
	NotFound   bool   `json:"not_found"`
	DurationMS int64  `json:"duration_ms"`
	Passed     bool   `json:"passed"`
	Action     string `json:"action"`
}

func runRun(cmd *cobra.Command, s Streams, o runOptions, names []string) error {
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
	raw, _ := json.Marshal(map[string]string{"hook_event_name": o.event, "cwd": dir})
	if o.input != "" {
		if raw, err = os.ReadFile(o.input); err != nil {
			return exit(ExitUsage, fmt.Errorf("--input: %w", err))
		}
	}
	in, err := hook.Decode(raw)
	if err != nil {
		return exit(ExitUsage, fmt.Errorf("--input %s: %w", o.input, err))
	}
	if len(names) == 0 {
		if _, ok := cfg.Hooks[o.event]; !ok {
			return exit(ExitUsage, fmt.Errorf("no chain is configured for %s; configured events: %v", o.event, sortedNames(cfg.Hooks)))
		}
		names = cfg.Hooks[o.event].Gates
	}
	out := cfg.WalkGates(cmd.Context(), names, in, gates.WalkOptions{Dir: dir, Environ: s.Environ()})
	if o.json {
		rep := runReport{Action: out.Action, Gate: out.Gate, Reason: out.Reason, Steps: []runStep{}}
		for _, st := range out.Steps {
			rep.Steps = append(rep.Steps, runStep{Gate: st.Gate, Command: st.Command, Skipped: st.Skipped, ExitCode: st.ExitCode,
				TimedOut: st.TimedOut, NotFound: st.NotFound, DurationMS: st.Duration.Milliseconds(), Passed: st.Passed || st.Skipped != "", Action: st.Action})
		}
		enc := json.NewEncoder(s.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		printRun(s, out)
	}
	switch out.Action {
	case gates.Block:
		return exit(ExitBlock, nil)
	case gates.Stop:
		return exit(ExitStop, nil)
	}
	return nil
}

func printRun(s Streams, out gates.Outcome) {
	for _, st := range out.Steps {
		mark, what := "✓", fmt.Sprintf("exit %d", st.ExitCode)
		switch {
		case st.Skipped != "":
			mark, what = "-", "skipped: "+st.Skipped
		case !st.Passed:
			mark = "✗"
		}
		switch {
		case st.TimedOut:
			what = "timed out"
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

