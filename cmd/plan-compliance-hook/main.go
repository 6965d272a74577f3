// The runtime's periodic GOMAXPROCS update starts a goroutine in every
// process, which wakes a second thread at start-up: 5-10% of a hook
// event's time (docs/performance.md). A hook process lives milliseconds.
//
//go:debug updatemaxprocs=0

// Command plan-compliance-hook is `plan-compliance hook` and nothing else:
// it reads one Claude Code hook event on stdin and prints the answer. It
// exists for speed. Claude Code starts a hook process for every prompt and
// tool call, and a Go program pays at start-up for every package it links;
// this one leaves out the command line (cobra, pflag and, with them, net,
// text/template and regexp), so it starts in less time than
// `plan-compliance hook` (figures in docs/performance.md). The plugin's launcher
// runs it for `hook` when it is installed. Its answers are those of
// `plan-compliance hook`: both call dispatch.Answer.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/abort"
	// The main goroutine's stack, grown once before other packages' init.
	_ "github.com/plan-compliance/plan-compliance/internal/bigstack"
	"github.com/plan-compliance/plan-compliance/internal/client"
	"github.com/plan-compliance/plan-compliance/internal/dispatch"
	"github.com/plan-compliance/plan-compliance/internal/maxprocs"
)

const usage = `usage: plan-compliance-hook [--client NAME] < event.json

Answers one hook event read from stdin, exactly as 'plan-compliance hook'
does, and exits 0. Its one option, --client NAME, names the agent CLI that
sent it (default: $PLAN_COMPLIANCE_CLIENT, else claude). For --config use
'plan-compliance hook --config F'; for every step that led to the answer,
'plan-compliance explain'.
`

func main() {
	// Whatever still kills the runtime ends the process by SIGABRT, not
	// exit 2, which Claude Code would read as a blocking answer.
	abort.OnFatal()
	// hooks.json starts this program with GOMAXPROCS=1; what it runs gets
	// the user's own.
	maxprocs.Restore(os.LookupEnv, os.Setenv, os.Unsetenv)
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run answers the event on in and returns the exit code: 0, also when the
// event could not be checked (the answer says so); 1 when the answer cannot
// be written or for an argument. Never 2: Claude Code reads 2 as a
// blocking answer, and a hook misconfigured with an argument would then
// block every event.
func run(args []string, in io.Reader, out, errw io.Writer) int {
	name := ""
	switch {
	case len(args) == 0:
	case args[0] == "-h" || args[0] == "--help" || args[0] == "help":
		fmt.Fprint(out, usage)
		return 0
	case len(args) == 2 && args[0] == "--client":
		name = args[1]
	case len(args) == 1 && strings.HasPrefix(args[0], "--client="):
		name = strings.TrimPrefix(args[0], "--client=")
	default:
		fmt.Fprintf(errw, "plan-compliance-hook: unexpected argument %q\n\n%s", args[0], usage)
		return 1
	}
	c, err := client.Chosen(name, os.Getenv)
	if err != nil {
		fmt.Fprintf(errw, "plan-compliance-hook: %v\n", err)
		return 1
	}
	env := dispatch.Env{Getenv: os.Getenv, Environ: os.Environ, Now: time.Now, Client: c, CallWait: dispatch.HookCallWait}
	resp := dispatch.Answer(context.Background(), env, in, errw)
	if _, err := out.Write(resp.JSON()); err != nil {
		fmt.Fprintln(errw, "plan-compliance-hook: writing the answer:", err)
		return 1
	}
	if err := resp.Delivered(); err != nil {
		// The escalations it carried stay recorded: said again later.
		fmt.Fprintln(errw, "plan-compliance-hook: after the answer:", err)
	}
	return 0
}
