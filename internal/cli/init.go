package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/starter"
)

type initOptions struct {
	force bool
}

func newInitCmd(s Streams) *cobra.Command {
	var o initOptions
	cmd := &cobra.Command{
		Use:   "init",
		Short: "Write a starter .claude/gates.json for this project",
		Long: `Looks at the project ($CLAUDE_PROJECT_DIR, else the working directory) and
writes .claude/gates.json with the gates such a project usually runs before a
subagent's work counts as done, after the built-in plan-compliance gate:

  go.mod                            go vet ./...; go test ./...
  package.json (npm, pnpm, yarn)    its lint and test scripts
  Cargo.toml                        cargo check --all-targets; cargo test
  pytest.ini, conftest.py, or
  pytest in pyproject.toml,
  setup.cfg or tox.ini              python3 -m pytest -q
  Makefile                          make lint, make check, make test (those it has)

The first that matches, in that order, wins. An existing .claude/gates.json is
kept unless --force is given.

Exit 0 when written; 1 when the file exists (without --force), no kind of
project is recognised, or it cannot be written.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runInit(s, o) },
	}
	cmd.Flags().BoolVar(&o.force, "force", false, "replace an existing .claude/gates.json")
	return cmd
}

func runInit(s Streams, o initOptions) error {
	dir := projectDir(s)
	target := filepath.Join(dir, ".claude", "gates.json")
	if _, err := os.Lstat(target); err == nil && !o.force {
		return exit(ExitBlock, fmt.Errorf("%s exists; it was left as it is (use --force to replace it, or edit it and run 'plan-compliance validate')", target))
	}
	p, err := starter.Detect(dir)
	if errors.Is(err, starter.ErrUnknown) {
		return exit(ExitBlock, fmt.Errorf("%s: %w; write .claude/gates.json by hand (see the README's gates.json section)", dir, err))
	}
	if err != nil {
		return exit(ExitBlock, err)
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return exit(ExitBlock, err)
	}
	// Replace, never write through: a symlink at the target is replaced too.
	tmp := target + ".new"
	if err := os.WriteFile(tmp, p.JSON(), 0o644); err != nil {
		return exit(ExitBlock, err)
	}
	if err := os.Rename(tmp, target); err != nil {
		_ = os.Remove(tmp)
		return exit(ExitBlock, err)
	}
	var gates []string
	for _, g := range p.Gates {
		gates = append(gates, fmt.Sprintf("%s (%s)", g.Name, g.Command))
	}
	fmt.Fprintf(s.Out, "wrote %s for a %s project (%s): after plan-compliance, SubagentStop runs %s\n", target, p.Kind, p.Evidence, strings.Join(gates, ", "))
	fmt.Fprintln(s.Out, "check it with: plan-compliance validate")
	return nil
}
