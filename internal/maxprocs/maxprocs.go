// Package maxprocs gives the commands the hook program runs the
// GOMAXPROCS the user had, after the hook itself started with one.
//
// The plugin's hook commands (hooks/hooks.json) start plan-compliance-hook
// with GOMAXPROCS=1: a Go program started with two or more processors
// sets up a second one and wakes a second thread for the runtime's own
// goroutines, which cost an OK SubagentStop 5–8% of its time
// (docs/performance.md); the hook does its work on one goroutine. The
// runtime reads GOMAXPROCS once, before main, so the hook can then put
// the user's setting back for the gates, classifiers and git it runs:
// the command saves it first, in Saved, as "=" and the value, or empty
// when GOMAXPROCS was not set (`${GOMAXPROCS+=$GOMAXPROCS}` in sh).
package maxprocs

import "strings"

// Saved is the variable the hook commands save the user's GOMAXPROCS in.
const Saved = "PLAN_COMPLIANCE_GOMAXPROCS"

// Restore puts back the GOMAXPROCS that Saved holds (unsetting it when it
// was not set) and removes Saved; without Saved it changes nothing. Call
// it first in main, before anything reads the environment to pass it on.
// lookup, set and unset are os.LookupEnv, os.Setenv and os.Unsetenv.
func Restore(lookup func(string) (string, bool), set func(string, string) error, unset func(string) error) {
	saved, ok := lookup(Saved)
	if !ok {
		return
	}
	_ = unset(Saved)
	switch {
	case saved == "":
		_ = unset("GOMAXPROCS")
	case strings.HasPrefix(saved, "="):
		_ = set("GOMAXPROCS", saved[1:])
	}
}
