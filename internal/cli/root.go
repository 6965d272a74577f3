// Package cli is the command line: one cobra command per file, each with an
// options struct and a run function, all I/O through an injected Streams so
// every command is testable in-process.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/printable"
	"github.com/plan-compliance/plan-compliance/internal/session"
	"github.com/plan-compliance/plan-compliance/internal/version"
)

// Exit codes, part of the interface (documented in docs/cli.md).
const (
	// ExitOK: success; for hook, an answer was printed (or nothing to say).
	ExitOK = 0
	// ExitBlock: `run` ended in BLOCK; `validate` found problems; a check
	// command found what it looks for (e.g. a failed item).
	ExitBlock = 1
	// ExitUsage: bad flags, arguments or input a person typed.
	ExitUsage = 2
	// ExitStop: `run` ended in STOP.
	ExitStop = 3
)

// Streams is the process's outside world, injected so commands are testable.
type Streams struct {
	In      io.Reader
	Out     io.Writer
	Err     io.Writer
	Getenv  func(string) string
	Environ func() []string
	Now     func() time.Time
	// Getwd is the working directory; nil is os.Getwd.
	Getwd func() (string, error)
}

// session is where a command works (project, state, config), configFile
// read last over every other gates.json source.
func (s Streams) session(configFile string) session.Session {
	return session.ForPerson(session.Env{Getenv: s.Getenv, Getwd: s.Getwd, ConfigFile: configFile})
}

// projectDir is $CLAUDE_PROJECT_DIR, else the working directory.
func projectDir(s Streams) string { return s.session("").Project }

// System returns the real process streams.
func System() Streams {
	return Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Getenv: os.Getenv, Environ: os.Environ, Now: time.Now, Getwd: os.Getwd}
}

// exitError carries a specific exit code out of a command.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }

// exit wraps err (which may be nil, for a silent exit) with an exit code.
func exit(code int, err error) error { return &exitError{code: code, err: err} }

// command is a top-level command: its name and its constructor.
type command struct {
	name string
	make func(Streams) *cobra.Command
}

// subcommands are the top-level commands, in the order help lists them.
func subcommands() []command {
	return []command{
		{"hook", newHookCmd},
		{"run", newRunCmd},
		{"validate", newValidateCmd},
		{"explain", newExplainCmd},
		{"changes", newChangesCmd},
		{"confirm", newConfirmCmd},
		{"consent", newConsentCmd},
		{"diff", newDiffCmd},
		{"status", newStatusCmd},
		{"init", newInitCmd},
		{"doctor", newDoctorCmd},
		{"log", newLogCmd},
		{"report", newReportCmd},
		{"plan", newPlanCmd},
		{"install", newInstallCmd},
		{"uninstall", newUninstallCmd},
	}
}

// commands builds the top-level commands args can reach: when args start
// with a command's name, that one alone (building every command and its
// flags costs each hook event, the hot path, about a tenth of its extra
// start-up over an empty program), otherwise all of them, for help and
// errors.
func commands(s Streams, args []string) []*cobra.Command {
	all := subcommands()
	for _, c := range all {
		if len(args) > 0 && args[0] == c.name {
			return []*cobra.Command{c.make(s)}
		}
	}
	cmds := make([]*cobra.Command, len(all))
	for i, c := range all {
		cmds[i] = c.make(s)
	}
	return cmds
}

// Execute runs the command line and returns the process exit code.
func Execute(ctx context.Context, s Streams, args []string) int {
	// Much of what commands print comes from agents (summaries, paths,
	// commands, gate output): nothing a terminal would act on gets through.
	s.Out, s.Err = printable.NewWriter(s.Out), printable.NewWriter(s.Err)
	root := newRoot(s, args)
	root.SetArgs(args)
	root.SetIn(s.In)
	root.SetOut(s.Out)
	root.SetErr(s.Err)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return ExitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(s.Err, "plan-compliance:", ee.err)
		}
		return ee.code
	}
	fmt.Fprintln(s.Err, "plan-compliance:", err)
	fmt.Fprintln(s.Err, "Run 'plan-compliance --help' for usage.")
	return ExitUsage
}

func newRoot(s Streams, args []string) *cobra.Command {
	root := &cobra.Command{
		Use:   "plan-compliance",
		Short: "Keep coding agents inside what their user approved",
		Long: `plan-compliance is a Claude Code hook and a command-line tool.

As a hook (registered by the plugin) it reads one event on stdin and answers
it: subagents must end with a STATUS report, OK reports run the project's gate
chain from gates.json, BLOCKED reports go to the user and the dispatcher.

As a tool it lets you test a payload by hand, validate the config, run the
gate chain in CI, review queued changes, and read what the hook decided: 'log'
lists every decision, 'report' draws a session as an HTML page.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// completion bash|zsh|fish|powershell: cobra's own scripts.
		CompletionOptions: cobra.CompletionOptions{HiddenDefaultCmd: false},
	}
	var showVersion bool
	root.Flags().BoolVar(&showVersion, "version", false, "print the version, commit, Go version and this executable's SHA-256")
	root.RunE = func(cmd *cobra.Command, _ []string) error {
		if !showVersion {
			return cmd.Help()
		}
		self, _ := os.Executable()
		_, err := fmt.Fprint(s.Out, version.Current(self))
		return err
	}
	root.AddCommand(commands(s, args)...)
	return root
}
