// The runtime's periodic GOMAXPROCS update starts a goroutine in every
// process, which wakes a second thread at start-up: 5-10% of a hook
// event's time (docs/performance.md). A hook process lives milliseconds.
//
//go:debug updatemaxprocs=0

// Command plan-compliance is a Claude Code hook that keeps coding agents
// inside what their user approved, and a CLI to test, configure and review
// what it does. See docs/cli.md for every command.
package main

import (
	"context"
	"os"

	// The main goroutine's stack, grown once before other packages' init.
	_ "github.com/plan-compliance/plan-compliance/internal/bigstack"
	"github.com/plan-compliance/plan-compliance/internal/cli"
)

func main() {
	os.Exit(cli.Execute(context.Background(), cli.System(), os.Args[1:]))
}
