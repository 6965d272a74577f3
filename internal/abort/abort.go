// Package abort decides how a hook process dies when the Go runtime cannot
// go on. An unrecovered panic or a fatal runtime error (out of memory,
// a fault outside a guarded read, stack exhaustion, concurrent map writes)
// ends a Go program with exit status 2 — and Claude Code reads exit 2 from
// a hook as a blocking answer, showing the runtime's stack dump to the
// model as the reason. The hook must never block by crashing.
//
// OnFatal makes the runtime end such a process by SIGABRT instead (the
// GOTRACEBACK=crash setting), so Claude Code sees a death by signal: not
// exit 2, a non-blocking error, and the action goes ahead. Core dumps are
// turned off for the process, so an abort leaves no core file behind.
// See docs/reliability.md.
package abort

import "runtime/debug"

// OnFatal makes every later unrecoverable runtime error end the process
// with SIGABRT rather than exit status 2. Call it first in main.
func OnFatal() {
	noCoreDump()
	debug.SetTraceback("crash")
}
