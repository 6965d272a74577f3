// Package bigstack gives the main goroutine, once and first, the stack
// that a hook process ends up needing anyway, so that start-up does not
// pay for growing it step by step.
//
// A goroutine starts with a 2 KiB stack that the runtime doubles when a
// call needs more: the package initialisation before main (the shell
// parser's regular expressions, unicode's tables) and a hook's decision
// took the main goroutine from 2 to 4, 8 and 16 KiB. Each growth copies
// the stack, looking up every frame in the binary's tables (pages touched
// for nothing else), and takes the first stack of its size from a fresh
// 32 KiB span whose free list the runtime writes across every page of it:
// about 20 page faults per process in all, out of the hook's ~320. A stack
// of 32 KiB or more comes straight from the heap, and its pages are touched
// only when used. So this package's init, which Go runs before every
// package that imports anything (packages are initialised in import-path
// order as soon as their imports are), calls one function with a 20 KiB
// frame: the runtime grows the still nearly empty stack once, to 32 KiB,
// and nothing later in the process grows it again. docs/performance.md has
// the measurements.
//
// Import it for its effect, in a main package only:
//
//	import _ "github.com/plan-compliance/plan-compliance/internal/bigstack"
package bigstack

// frame is the size of grow's frame: with the guard and what init has
// used so far, the runtime's doubling lands on 32 KiB.
const frame = 20 << 10

func init() { grow() }

// grow has a frame of about frame bytes, which the stack must hold.
//
//go:noinline
func grow() byte {
	var buf [frame]byte
	return last(buf[:])
}

// last keeps buf in use, so the compiler cannot drop it.
//
//go:noinline
func last(b []byte) byte { return b[len(b)-1] }
