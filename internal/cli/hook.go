package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/abort"
	"github.com/plan-compliance/plan-compliance/internal/client"
	"github.com/plan-compliance/plan-compliance/internal/dispatch"
)

// maxStdin bounds what a command reads from stdin, as it does for the hook.
const maxStdin = dispatch.MaxInput

type hookOptions struct {
	config string
	client string
}

func newHookCmd(s Streams) *cobra.Command {
	var o hookOptions
	cmd := &cobra.Command{
		Use:   "hook",
		Short: "Answer one Claude Code hook event read from stdin",
		Long: `Reads one hook event (a JSON object) on stdin and prints the answer as one
JSON object on stdout, or nothing when there is nothing to say. It exits 0:
problems are reported inside the answer (see fail_closed); 1 only when the
answer cannot be written. plan-compliance-hook does the same, faster; the
plugin's launcher runs that one.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			abort.OnFatal() // a crash must not exit 2, Claude Code's "block"
			resp, err := answer(cmd, s, o, nil, false)
			if err != nil {
				return exit(ExitBlock, err)
			}
			if _, err := s.Out.Write(resp.JSON()); err != nil {
				// 1, not 2: Claude Code reads exit 2 as a blocking error.
				return exit(ExitBlock, fmt.Errorf("writing the answer: %w", err))
			}
			if err := resp.Delivered(); err != nil {
				// The escalations it carried stay recorded: said again later.
				fmt.Fprintln(s.Err, "plan-compliance: after the answer:", err)
			}
			return nil
		},
	}
	o.flags(cmd)
	return cmd
}

func newExplainCmd(s Streams) *cobra.Command {
	var o hookOptions
	cmd := &cobra.Command{
		Use:   "explain",
		Short: "Answer a hook event from stdin and show every step that led to the answer",
		Long: `Like 'hook', but for a person: prints the config files read, each gate run
with its exit code and timing, and the final JSON answer. It is a dry run:
the answer is the one 'hook' would give now, but no state changes (loop-guard
counts, change sets, escalations, recorded edits stay as they were). Gate
commands and classifiers do run.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var trace strings.Builder
			resp, err := answer(cmd, s, o, &trace, true)
			if err != nil {
				return exit(ExitUsage, err)
			}
			fmt.Fprint(s.Out, trace.String())
			if out := resp.JSON(); out != nil {
				fmt.Fprintf(s.Out, "answer: %s", out)
			} else {
				fmt.Fprintln(s.Out, "answer: (nothing: exit 0, no output; the event proceeds)")
			}
			return nil
		},
	}
	o.flags(cmd)
	return cmd
}

// flags are hook's and explain's: --config and --client.
func (o *hookOptions) flags(cmd *cobra.Command) {
	cmd.Flags().StringVar(&o.config, "config", "", "read this gates.json last, over every other source")
	cmd.Flags().StringVar(&o.client, "client", "", "the agent CLI that sent the event: "+strings.Join(client.Names(), ", ")+" (default: $"+client.EnvVar+", else "+client.Default+")")
}

// answer reads the event and lets dispatch answer it as the chosen client
// reads answers; a dry run changes no state. The error is an unknown
// client.
func answer(cmd *cobra.Command, s Streams, o hookOptions, trace io.Writer, dryRun bool) (dispatch.Reply, error) {
	c, err := client.Chosen(o.client, s.Getenv)
	if err != nil {
		return dispatch.Reply{}, err
	}
	env := dispatch.Env{Getenv: s.Getenv, Environ: s.Environ, ConfigFile: o.config, Now: s.Now, Trace: trace, DryRun: dryRun, Getwd: s.Getwd, Client: c}
	if !dryRun {
		env.CallWait = dispatch.HookCallWait
	}
	return dispatch.Answer(cmd.Context(), env, s.In, s.Err), nil
}
