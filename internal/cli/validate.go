package cli

import (
	"errors"
	"fmt"
	"sort"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/gates"
)

type validateOptions struct {
	config string
	compat bool
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

Warnings (unknown keys, chains for events the hook never sees, the earlier
tools' built-in gates and events) are printed but do not make the config
invalid. With --explain-compat, every construct of turboshovel's and
cipherpowers' files is explained: what it means here (docs/compat.md).

Exit 0 when the config is valid, 1 with every problem as file:line:col on
stderr.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runValidate(s, o) },
	}
	cmd.Flags().StringVar(&o.config, "config", "", "a gates.json read last, over every other source")
	cmd.Flags().BoolVar(&o.compat, "explain-compat", false, "say what each construct of turboshovel's and cipherpowers' gates.json means here")
	return cmd
}

func runValidate(s Streams, o validateOptions) error {
	cfg, err := s.session(o.config).Config()
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
		switch {
		case g.Command == "" && gates.IsBuiltin(name):
			what = "built in"
		case g.Command == "" && g.Foreign != "":
			what = "built in to " + g.Foreign + ": passes here"
		case g.Plugin != "" && g.Dir == "":
			what = fmt.Sprintf("plugin %s's gate %q (not found)", g.Plugin, g.PluginGate)
		case g.Plugin != "":
			what = fmt.Sprintf("plugin %s's gate %q: command %q in %s, timeout %s", g.Plugin, g.PluginGate, g.Command, g.Dir, g.Timeout)
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
	if o.compat {
		for _, n := range cfg.CompatNotes() {
			fmt.Fprintln(out, "compat: "+n.String())
		}
	}
	var problems []string
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

func sortedNames[V any](m map[string]V) []string {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}
