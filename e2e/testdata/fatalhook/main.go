// Command fatalhook is a hook that crashes the Go runtime on every event,
// as the hook program would on a bug no recover catches: a panic in a
// goroutine. With the argument "abort" it first calls abort.OnFatal, as
// plan-compliance-hook does. e2e's TestCLIHookRuntimeCrash runs it under
// the real Claude Code CLI.
package main

import (
	"io"
	"os"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/abort"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "abort" {
		abort.OnFatal()
	}
	_, _ = io.Copy(io.Discard, os.Stdin)
	go func() { panic("fatalhook: a bug no recover catches") }()
	time.Sleep(time.Minute) // the panic ends the process first
}
