package cli

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/printable"
)

// ReviewProgram is the full-screen review, a program of its own (see
// cmd/plan-compliance-review) so its terminal UI library is not loaded by
// every hook process.
const ReviewProgram = "plan-compliance-review"

func newChangesReviewCmd(s Streams) *cobra.Command {
	return &cobra.Command{
		Use:   "review [--all-projects] [ID...]",
		Short: "Review change sets in a full-screen terminal view",
		Long: `Opens a full-screen review of the change sets waiting in this project (or of
the sets named): one card per set, one line per item, grouped into file
edits, commands and other tools.

  ↑/↓ (j/k)   move between items        ←/→ (h/l)  previous / next set
  y           confirm ✓ (file edits are applied at once, after re-validation)
  n           reject ✗, then type an optional reason and press Enter
  d           defer (decide later)      a          confirm all pending items
  Enter       details: the before/after diff, or the call's arguments
  q / Esc     quit

  --all-projects   review the sets of every project

Each verdict is stored at once; the state database is opened only for the
moment it takes, so agents keep working while you review. It runs the
` + ReviewProgram + ` program installed beside plan-compliance (make build, or
go install ./cmd/...). Needs a terminal; elsewhere use list, show, confirm
and reject. Exit status: 0 done, 1 the state could not be read, 2 bad
arguments, no terminal, or the review program is not installed.`,
		DisableFlagParsing: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, a := range args {
				if a == "-h" || a == "--help" {
					return cmd.Help()
				}
			}
			return runChangesReview(s, args)
		},
	}
}

func runChangesReview(s Streams, args []string) error {
	prog, err := findReviewProgram()
	if err != nil {
		return exit(ExitUsage, err)
	}
	c := exec.Command(prog, args...)
	// The review program cleans what it draws itself, and needs the
	// terminal itself, not a pipe.
	c.Stdin, c.Stdout, c.Stderr = s.In, printable.Unwrap(s.Out), printable.Unwrap(s.Err)
	err = c.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		return exit(ee.ExitCode(), nil)
	case err != nil:
		return exit(ExitBlock, fmt.Errorf("running %s: %w", prog, err))
	}
	return nil
}

// findReviewProgram looks beside this executable first, then on PATH.
func findReviewProgram() (string, error) {
	if self, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(self), ReviewProgram)
		if runtime.GOOS == "windows" {
			p += ".exe"
		}
		if info, err := os.Stat(p); err == nil && !info.IsDir() {
			return p, nil
		}
	}
	if p, err := exec.LookPath(ReviewProgram); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("the review screen (%s) is not installed beside this program: run the plugin's launcher with 'install' (\"$CLAUDE_PLUGIN_ROOT/scripts/plan-compliance\" install), or 'make build' in a clone; meanwhile use 'plan-compliance changes list', 'show', 'confirm' and 'reject'", ReviewProgram)
}
