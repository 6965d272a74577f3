package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/plan-compliance/plan-compliance/internal/cli"
	"github.com/plan-compliance/plan-compliance/internal/scripttest"
)

// TestMain lets testscript run both programs in-process: the hook program
// as plan-compliance-hook, the command line as plan-compliance, so scripts
// can compare their answers.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"plan-compliance-hook": func() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
		"plan-compliance":      func() { os.Exit(cli.Execute(context.Background(), cli.System(), os.Args[1:])) },
		// The hook program, then its peak memory on stderr (TestHookMemory).
		"plan-compliance-hook-peak": func() {
			code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
			status, _ := os.ReadFile("/proc/self/status")
			for line := range strings.Lines(string(status)) {
				if strings.HasPrefix(line, "VmHWM:") {
					fmt.Fprint(os.Stderr, line)
				}
			}
			os.Exit(code)
		},
	})
}

// TestScripts runs every txtar script in testdata/script (see
// scripttest.Setup for their environment).
func TestScripts(t *testing.T) {
	scripttest.Run(t, testscript.Params{})
}
