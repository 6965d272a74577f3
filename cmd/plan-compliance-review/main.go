// Command plan-compliance-review is the full-screen review of change sets,
// run by `plan-compliance changes review`. It is a program of its own so
// the terminal UI library and its start-up work stay out of the hook
// binary, which Claude Code starts for every tool call.
package main

import (
	"os"

	"github.com/plan-compliance/plan-compliance/internal/review"
)

func main() {
	os.Exit(review.Main(review.System(), os.Args[1:]))
}
