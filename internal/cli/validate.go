package cli

import (
	"errors"
	"fmt"
	"os"
	"sort"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/gates"
)

type validateOptions struct {
	config string
}

func newValidateCmd(s Streams) *cobra.Command {
	var o validateOptions
	cmd := &cobra.Command{
		Use:   "validate",
		Short: "Check the merged gates.json and show where each gate and event came from",
		Long: `Reads every gates.json source in merge order (embedded defaults,
$CLAUDE_PLUGIN_ROOT/hooks/gates.json, ~/.claude/gates.json,
$CLAUDE_PROJECT_DIR/.claude/gates.json or ./.claude/gates.json, --config), checks
the merged result, and prints where each gate and event came from.

Warnings (unknown keys, chains for events the hook never sees, keywords where
there is no prompt) are printed but do not make the config invalid.

Exit 0 when the config is valid, 1 with every problem as file:line:col on
stderr.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runValidate(s, o) },
	}
	cmd.Flags().StringVar(&o.config, "config", "", "a gates.json read last, over every other source")
	return cmd
}

func runValidate(s Streams, o validateOptions) error {
	cfg, err := gates.Load(s.Getenv, o.config, projectDir(s))
	out := s.Out
	fmt.Fprintln(out, "sources, in merge order (later wins):")
	for _, f := range cfg.Files {
		fmt.Fprintln(out, "  "+f)
	}
	width := 0
	for name := range cfg.Gates {
		width = max(width, len(name))
	}
	for name := range cfg.Hooks {
		width = max(width, len(name))
	}
	fmt.Fprintln(out, "gates:")
	for _, name := range sortedNames(cfg.Gates) {
		g := cfg.Gates[name]
		what := fmt.Sprintf("command %q, timeout %s", g.Command, g.Timeout)
		if g.Command == "" && gates.IsBuiltin(name) {
			what = "built in"
		}
		if len(g.Keywords) > 0 {
			what += fmt.Sprintf(", keywords %v", g.Keywords)
		}
		fmt.Fprintf(out, "  %-*s  %s; on_pass %s, on_fail %s  (from %s)\n", width, name, what, g.OnPass, g.OnFail, g.Origin)
		if g.Description != "" {
			fmt.Fprintf(out, "  %-*s  %s\n", width, "", g.Description)
		}
	}
	fmt.Fprintln(out, "events:")
	for _, name := range sortedNames(cfg.Hooks) {
		e := cfg.Hooks[name]
		fmt.Fprintf(out, "  %-*s  %v", width, name, e.Gates)
		if len(e.EnabledAgents) > 0 {
			fmt.Fprintf(out, " agents %v", e.EnabledAgents)
		}
		if len(e.EnabledTools) > 0 {
			fmt.Fprintf(out, " tools %v", e.EnabledTools)
		}
		fmt.Fprintf(out, "  (from %s)\n", e.Origin)
	}
	fmt.Fprintf(out, "max_blocks %d, fail_closed %t\n", cfg.MaxBlocks, cfg.FailClosed)
	for _, w := range cfg.Warnings() {
		fmt.Fprintln(out, "warning: "+w.String())
	}
	problems := sectionProblems(cfg)
	var ge *gates.Error
	if errors.As(err, &ge) {
		for _, p := range ge.Problems {
			problems = append(problems, p.String())
		}
	}
	if len(problems) == 0 {
		fmt.Fprintln(out, "valid")
		return nil
	}
	for _, p := range problems {
		fmt.Fprintln(s.Err, p)
	}
	return exit(ExitBlock, fmt.Errorf("%d problem(s) in the config", len(problems)))
}

// sectionProblems checks the sections other capabilities own, through their
// own parsers.
func sectionProblems(cfg *gates.Config) []string {
	var out []string
	for _, v := range sectionValidators() {
		raw, ok := cfg.Sections[v.name]
		if !ok {
			continue
		}
		if err := v.check(raw); err != nil {
			out = append(out, fmt.Sprintf("%s: %v", sectionAt(cfg, v.name, err), err))
		}
	}
	return out
}

// sectionAt says where a section's problem was written: file:line:col of
// the key at fault when the error names one (ConfigKey), else the
// section's name.
func sectionAt(cfg *gates.Config, name string, err error) string {
	var keyed interface{ ConfigKey() string }
	if errors.As(err, &keyed) && keyed.ConfigKey() != "" {
		if at := cfg.SectionPosition(name, keyed.ConfigKey()); at != "" {
			return at
		}
	}
	return name
}

// projectDir is $CLAUDE_PROJECT_DIR, else the working directory.
func projectDir(s Streams) string {
	if d := s.Getenv("CLAUDE_PROJECT_DIR"); d != "" {
		return d
	}
	d, _ := os.Getwd()
	return d
}

func sortedNames[V any](m map[string]V) []string {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}
