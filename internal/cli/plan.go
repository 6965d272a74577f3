package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/dispatch"
	"github.com/plan-compliance/plan-compliance/internal/plan"
)

func newPlanCmd(s Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "plan",
		Short: "Show what plan-compliance understands of a plan file, and what would make its checks weak",
		Long: `Plan files are the task plans of the superpowers/cipherpowers workflows
("### Task N: title" sections with a **Files:** list and Run:/Expected: steps).
At SubagentStop the scope check compares what a subagent changed with its
task's Files; these commands show what it would read. See docs/plans.md.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newPlanShowCmd(s), newPlanCheckCmd(s))
	return cmd
}

type planShowOptions struct {
	task   string
	json   bool
	config string
}

func newPlanShowCmd(s Streams) *cobra.Command {
	var o planShowOptions
	cmd := &cobra.Command{
		Use:   "show [FILE] [--task N] [--json]",
		Short: "Print the tasks of a plan: files with their kind and line ranges, verification steps",
		Long: `Prints what plan-compliance understood of the plan in FILE, or, without FILE,
of the newest file that plan.paths in gates.json matches (default
docs/superpowers/plans/*.md and docs/plans/*.md): its concreteness (0-4:
files named, changes stated, every task bounded by a Files list, a check to
run), each task's number and title, its files (create, modify, test or other; line ranges), and its
verification steps (Run: commands with their Expected:). The commands are
only listed: plan-compliance runs them only with "plan": {"verify": true}.

--task N shows one task with its text. --json prints the plan (or the task)
as one JSON object.

Exit status: 0; 1 when the plan has no tasks or task N does not exist; 2
when the file cannot be read.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runPlanShow(s, args, o) },
	}
	cmd.Flags().StringVar(&o.task, "task", "", "show only this task (its number, e.g. 2)")
	cmd.Flags().BoolVar(&o.json, "json", false, "print JSON")
	cmd.Flags().StringVar(&o.config, "config", "", "a gates.json read last (for plan.paths)")
	return cmd
}

func runPlanShow(s Streams, args []string, o planShowOptions) error {
	file, p, err := loadPlan(s, args, o.config)
	if err != nil {
		return err
	}
	if o.task != "" {
		t, ok := p.Task("Task " + o.task)
		if !ok {
			return exit(ExitBlock, fmt.Errorf("%s has no task %q (tasks: %s)", file, o.task, taskNumbers(p)))
		}
		if o.json {
			return writeJSON(s.Out, t)
		}
		writeTask(s.Out, t, file)
		fmt.Fprintf(s.Out, "\n%s\n", t.Body)
		return nil
	}
	if o.json {
		if err := writeJSON(s.Out, struct {
			File         string `json:"file"`
			Concreteness int    `json:"concreteness"`
			plan.Plan
		}{file, p.Concreteness(), p}); err != nil {
			return err
		}
	} else {
		title := p.Title
		if title == "" {
			title = "(no title)"
		}
		fmt.Fprintf(s.Out, "%s: %s, %d task(s), concreteness %d/4\n", file, title, len(p.Tasks), p.Concreteness())
		for _, t := range p.Tasks {
			fmt.Fprintln(s.Out)
			writeTask(s.Out, t, file)
		}
	}
	if len(p.Tasks) == 0 {
		return exit(ExitBlock, fmt.Errorf("%s: no tasks found: tasks are headings like \"### Task 1: title\"", file))
	}
	return nil
}

// writeTask prints one task as plan show lists it.
func writeTask(w io.Writer, t plan.Task, file string) {
	fmt.Fprintf(w, "%s  (%s:%d)\n", t.Name(), file, t.Line)
	if !t.HasFiles {
		fmt.Fprintln(w, "  files: no Files list: the scope check does not check this task")
	} else {
		fmt.Fprintln(w, "  files:")
		for _, f := range t.Files {
			what := string(f.Kind)
			if f.ReadOnly {
				what += " (read only)"
			}
			line := fmt.Sprintf("    %-18s %s", what, f.Path)
			if len(f.Ranges) > 0 {
				line += "  lines " + plan.Ranges(f.Ranges)
			}
			fmt.Fprintln(w, line)
		}
	}
	if len(t.Verify) == 0 {
		fmt.Fprintln(w, "  verify: no Run: steps")
		return
	}
	fmt.Fprintln(w, "  verify (run only with \"plan\": {\"verify\": true}):")
	for _, v := range t.Verify {
		fmt.Fprintf(w, "    $ %s\n", strings.ReplaceAll(v.Run, "\n", "\n      "))
		if v.Expected != "" {
			fmt.Fprintf(w, "      expected: %s\n", v.Expected)
		}
	}
}

func newPlanCheckCmd(s Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "check FILE",
		Short: "Report what would make the scope check weak for a plan",
		Long: `Reads the plan in FILE and reports, each as FILE:LINE, what would make the
scope check at SubagentStop weak: a plan without tasks, tasks without a
Files list (not checked at all), Files entries that are globs (anything
matching them is allowed), and files that do not exist in the project and
are not marked Create or Test (a wrong path allows nothing and blocks the real one).

Exit status: 0 when nothing was found, 1 with findings, 2 when FILE cannot
be read.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runPlanCheck(s, args[0]) },
	}
}

func runPlanCheck(s Streams, file string) error {
	p, err := dispatch.ReadPlan(file)
	if err != nil {
		return exit(ExitUsage, fmt.Errorf("reading the plan: %w", err))
	}
	root := projectDir(s)
	var findings []string
	add := func(line int, format string, args ...any) {
		findings = append(findings, fmt.Sprintf("%s:%d: %s", file, line, fmt.Sprintf(format, args...)))
	}
	if len(p.Tasks) == 0 {
		add(1, "no tasks found: tasks are headings like \"### Task 1: title\", so no subagent's work can be checked")
	}
	for _, t := range p.Tasks {
		if !t.HasFiles {
			add(t.Line, "%s has no Files list: the subagent's changes are not checked", t.Name())
			continue
		}
		if len(t.Files) == 0 {
			add(t.Line, "%s has a Files list with no paths in it: any change will be blocked", t.Name())
		}
		for _, f := range t.Files {
			switch {
			case plan.IsGlob(f.Path):
				add(f.Line, "%s: %q is a pattern: every file it matches is allowed", t.Name(), f.Path)
			case f.Kind != plan.Create && f.Kind != plan.Test && !existsIn(root, f.Path):
				add(f.Line, "%s: %s does not exist and is not marked Create or Test: check the path", t.Name(), f.Path)
			}
		}
	}
	for _, f := range findings {
		fmt.Fprintln(s.Out, f)
	}
	if len(findings) > 0 {
		return exit(ExitBlock, fmt.Errorf("%d finding(s) in %s", len(findings), file))
	}
	fmt.Fprintf(s.Out, "%s: %d task(s), every one checkable\n", file, len(p.Tasks))
	return nil
}

// existsIn reports whether p, relative to root unless absolute, exists.
func existsIn(root, p string) bool {
	if !filepath.IsAbs(p) {
		p = filepath.Join(root, filepath.FromSlash(p))
	}
	return exists(p)
}

// loadPlan reads the plan in args[0], or the newest plan plan.paths finds.
func loadPlan(s Streams, args []string, config string) (string, plan.Plan, error) {
	file := ""
	if len(args) == 1 {
		file = args[0]
	} else {
		cfg, err := s.session(config).Config()
		if err != nil {
			return "", plan.Plan{}, exit(ExitUsage, fmt.Errorf("%w (plan-compliance validate shows every problem; or give FILE)", err))
		}
		pc := cfg.Plan
		files := dispatch.PlanFiles(projectDir(s), pc.Paths)
		if len(files) == 0 {
			return "", plan.Plan{}, exit(ExitUsage, fmt.Errorf("no plan file given and none matches plan.paths (%s) in %s: give FILE", strings.Join(pc.Paths, ", "), projectDir(s)))
		}
		file = files[0]
		if rel, err := filepath.Rel(projectDir(s), file); err == nil {
			file = rel
		}
	}
	p, err := dispatch.ReadPlan(file)
	if err != nil {
		return "", plan.Plan{}, exit(ExitUsage, fmt.Errorf("reading the plan: %w", err))
	}
	return file, p, nil
}

func taskNumbers(p plan.Plan) string {
	var n []string
	for _, t := range p.Tasks {
		n = append(n, t.Number)
	}
	if len(n) == 0 {
		return "none"
	}
	return strings.Join(n, ", ")
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
