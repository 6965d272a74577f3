package cli

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/client"
	"github.com/plan-compliance/plan-compliance/internal/report"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

type reportOptions struct {
	sessionSelection
	out    string
	open   bool
	plan   string
	config string
}

func newReportCmd(s Streams) *cobra.Command {
	var o reportOptions
	cmd := &cobra.Command{
		Use:   "report [--session S|--last] [-o report.html] [--open]",
		Short: "Write one session's decisions as an HTML page",
		Long: `Writes one self-contained HTML file (no network, no external assets, no
script) from the decision log: a summary, the plan's tasks with their
outcome (grouped by the TASK line of the subagents' STATUS reports), the
session's lanes (you, Claude, each subagent) over time, and a timeline of
every decision: your turns, STATUS reports, each gate run with its exit
code and duration (its output opens on click), escalations, consent
readings, edit confirmations, and change-set items with your verdicts.

The task table lists the plan's tasks in the plan's order when a plan file
is known: --plan FILE, else the newest file plan.paths of gates.json finds
in the project (docs/plans.md); without one it has a row per TASK line.

Without --session it reports the session of the newest decision (--last).
It prints the file's path.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runSessionReport(s, o) },
	}
	o.flags(cmd)
	cmd.Flags().StringVarP(&o.out, "output", "o", "report.html", "the file to write")
	cmd.Flags().BoolVar(&o.open, "open", false, "open the file in the default browser afterwards")
	cmd.Flags().StringVar(&o.plan, "plan", "", "the plan file that was executed (default: the newest one plan.paths finds)")
	cmd.Flags().StringVar(&o.config, "config", "", "a gates.json read last, over every other source")
	return cmd
}

func runSessionReport(s Streams, o reportOptions) error {
	l, ok, err := openLogForReading(s, false)
	if !ok {
		if err == nil {
			err = exit(ExitBlock, nil)
		}
		return err
	}
	defer l.Close()
	if o.session == "" {
		o.last = true
	}
	session, err := o.resolve(l)
	if err != nil {
		return exit(ExitBlock, err)
	}
	ds, err := l.Decisions(store.LogQuery{Session: session})
	if err != nil {
		return exit(ExitBlock, err)
	}
	if len(ds) == 0 {
		return exit(ExitBlock, fmt.Errorf("no decisions recorded for session %q: see 'plan-compliance log' for the sessions there are", session))
	}
	path, err := filepath.Abs(o.out)
	if err != nil {
		return exit(ExitBlock, err)
	}
	opts := report.Options{Now: s.Now(), Turns: transcriptTurns(ds)}
	if err := withPlan(s, o, &opts); err != nil {
		return err
	}
	if err := writeReport(path, report.Build(session, ds, opts)); err != nil {
		return exit(ExitBlock, err)
	}
	fmt.Fprintf(s.Out, "Report of session %s (%d decisions) written to %s\n", session, len(ds), path)
	if o.open {
		if err := openInBrowser(path); err != nil {
			fmt.Fprintf(s.Err, "plan-compliance: could not open it (%v): open %s in a browser\n", err, path)
		}
	}
	return nil
}

// withPlan gives the report the tasks of the plan that was executed: the
// one --plan names (an error when it cannot be read), else the newest plan
// file the config's plan.paths finds, when there is one.
func withPlan(s Streams, o reportOptions, opts *report.Options) error {
	var args []string
	if o.plan != "" {
		args = []string{o.plan}
	}
	_, p, err := loadPlan(s, args, o.config)
	if err != nil {
		if o.plan != "" {
			return err
		}
		return nil // no plan file in the project: a row per TASK line
	}
	for _, t := range p.Tasks {
		opts.Plan = append(opts.Plan, report.PlanTask{ID: "Task " + t.Number, Title: t.Title})
	}
	opts.Match = func(pt report.PlanTask, line string) bool {
		t, ok := p.Task(line)
		return ok && "Task "+t.Number == pt.ID
	}
	return nil
}

// transcriptMaxBytes bounds how much of the end of a transcript the report
// reads for the user's prompts.
const transcriptMaxBytes = 16 << 20

// transcriptTurns are the user's prompts from the session's transcript
// (the newest transcript_path the log holds), when it is still there: a
// regular .jsonl file, read from its end, at most transcriptMaxBytes.
func transcriptTurns(ds []store.Decision) []report.Turn {
	path := ""
	for _, d := range ds {
		if d.Transcript != "" {
			path = d.Transcript
		}
	}
	if !strings.HasSuffix(path, ".jsonl") {
		return nil
	}
	prompts, err := client.TranscriptAt(path).Prompts(transcriptMaxBytes)
	if err != nil {
		return nil // gone or unreadable: the log's own record of the turns stands
	}
	turns := make([]report.Turn, len(prompts))
	for i, p := range prompts {
		turns[i] = report.Turn{Time: p.Time, Text: p.Text}
	}
	return turns
}

// writeReport writes the page to a temporary file beside path (creating
// its directory) and renames it into place, so a reader never sees half a
// page.
func writeReport(path string, r report.Report) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".report-*.html")
	if err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	w := bufio.NewWriter(f)
	err = report.Write(w, r)
	err = errors.Join(err, w.Flush(), f.Chmod(0o644), f.Close())
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		_ = os.Remove(f.Name())
		return fmt.Errorf("writing the report %s: %w", path, err)
	}
	return nil
}

// openInBrowser hands path to the desktop's opener.
func openInBrowser(path string) error {
	opener := "xdg-open"
	if runtime.GOOS == "darwin" {
		opener = "open"
	}
	return exec.Command(opener, path).Start()
}
