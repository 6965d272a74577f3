package bigstack

import (
	"os"
	"testing"
	"unsafe"
)

// mainMoved and goroutineMoved are what TestMain saw: whether a call
// needing 12 KiB of stack moved the main goroutine's stack (a growth),
// and a fresh goroutine's.
var mainMoved, goroutineMoved bool

// TestMain runs on the main goroutine, after every init, as main does.
func TestMain(m *testing.M) {
	mainMoved = movesStack()
	done := make(chan bool)
	go func() { done <- movesStack() }()
	goroutineMoved = <-done
	os.Exit(m.Run())
}

// movesStack reports whether calling a function with a 12 KiB frame grew
// (and so moved) the calling goroutine's stack: the runtime copies a stack
// to grow it, and the address of a local changes with it.
//
//go:noinline
func movesStack() bool {
	var local byte
	before := uintptr(unsafe.Pointer(&local))
	need12K()
	return uintptr(unsafe.Pointer(&local)) != before
}

//go:noinline
func need12K() byte {
	var buf [12 << 10]byte
	return last(buf[:])
}

func TestMainGoroutineStackIsGrownAtInit(t *testing.T) {
	if !goroutineMoved {
		t.Fatal("a fresh goroutine's stack did not move for a 12 KiB frame: this test cannot see growth on this Go version")
	}
	if mainMoved {
		t.Fatal("the main goroutine's stack grew after init: bigstack's init did not give it 32 KiB")
	}
}
