package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/status"
)

type statusParseOptions struct {
	json bool
}

func newStatusCmd(s Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Check STATUS reports (the plan-compliance protocol) by hand",
		Long: `A subagent ends its work with a STATUS report; the plan-compliance gate
reads it at SubagentStop. These commands show what the gate reads.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newStatusParseCmd(s))
	return cmd
}

func newStatusParseCmd(s Streams) *cobra.Command {
	var o statusParseOptions
	cmd := &cobra.Command{
		Use:   "parse [FILE|-] [--json]",
		Short: "Parse a subagent's final message and say whether its STATUS report is valid",
		Long: `Reads a subagent's final message from FILE, or from stdin when FILE is - or
absent, and prints the STATUS report the plan-compliance gate would read:

  STATUS: OK | BLOCKED
  TASK: the task the agent was given
  REASON: why it is blocked (required with BLOCKED; may run over lines)
  SUMMARY: what it did (may run over lines)

Keys may be decorated (**STATUS:** OK, - STATUS: OK, > STATUS: OK) and in
any case; the last STATUS block of the message counts.

With --json it prints one line:
  {"found":bool,"status":"OK"|"BLOCKED"|"","task":"…","reason":"…",
   "summary":"…","problems":["…"]}

Exit status: 0 when the report is valid, 1 when it has problems (the gate
would send the agent back), 2 when FILE cannot be read.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			file := "-"
			if len(args) == 1 {
				file = args[0]
			}
			return runStatusParse(s, file, o)
		},
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "print the report as one JSON object")
	return cmd
}

func runStatusParse(s Streams, file string, o statusParseOptions) error {
	text, err := readReport(s, file)
	if err != nil {
		return exit(ExitUsage, err)
	}
	rep := status.Parse(text)
	if o.json {
		enc := json.NewEncoder(s.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		fmt.Fprint(s.Out, describeReport(rep))
	}
	if !rep.Valid() {
		return exit(ExitBlock, nil)
	}
	return nil
}

// readReport reads the message from file, or stdin for "-".
func readReport(s Streams, file string) (string, error) {
	in, name := s.In, "stdin"
	if file != "-" {
		f, err := os.Open(file)
		if err != nil {
			return "", fmt.Errorf("cannot read the report %s: %w", file, unwrapPath(err))
		}
		defer f.Close()
		in, name = f, file
	}
	raw, err := io.ReadAll(io.LimitReader(in, maxStdin+1))
	if err != nil {
		return "", fmt.Errorf("cannot read the report %s: %w", name, unwrapPath(err))
	}
	if len(raw) > maxStdin {
		return "", fmt.Errorf("the report %s is larger than %d MB: pass the subagent's final message only", name, maxStdin>>20)
	}
	return string(raw), nil
}

// unwrapPath drops the operation and path an fs.PathError repeats, since
// the message already names the file.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// describeReport is the report for a person: one field per line, then
// either "valid report" or the problems.
func describeReport(rep status.Report) string {
	var b strings.Builder
	st := rep.Status
	switch {
	case !rep.Found:
		st = "- (no STATUS line)"
	case st == "":
		st = "- (invalid value)"
	}
	for _, f := range []struct{ name, value string }{
		{"status", st},
		{"task", rep.Task},
		{"reason", rep.Reason},
		{"summary", rep.Summary},
	} {
		value := f.value
		if value == "" {
			value = "-"
		}
		fmt.Fprintf(&b, "%-9s%s\n", f.name+":", strings.ReplaceAll(value, "\n", "\n"+strings.Repeat(" ", 9)))
	}
	if rep.Valid() {
		b.WriteString("valid report\n")
		return b.String()
	}
	if len(rep.Problems) == 1 {
		b.WriteString("1 problem:\n")
	} else {
		fmt.Fprintf(&b, "%d problems:\n", len(rep.Problems))
	}
	for _, p := range rep.Problems {
		fmt.Fprintf(&b, "  - %s\n", p)
	}
	return b.String()
}
