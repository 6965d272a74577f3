package dispatch

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
)

// inputChunk is the size of each read of stdin: one read for any ordinary
// event.
const inputChunk = 64 << 10

// collectAbove is the input size above which readInput collects garbage
// before returning: a collection costs well under a millisecond, far
// less than a large input's share of memory.
const collectAbove = 4 << 20

// readInput reads all of in, at most max bytes, into a string of exactly
// its size. It reads in chunks and copies them once into the result, so a
// large input costs its size twice at the peak, briefly, and once after
// (io.ReadAll doubles its buffer: up to three times at the peak, and up to
// twice kept, then a copy to make the string).
func readInput(in io.Reader, max int64) (string, error) {
	var (
		chunks [][]byte
		total  int64
	)
	for {
		buf := make([]byte, inputChunk)
		n, err := io.ReadFull(in, buf)
		total += int64(n)
		if total > max {
			return "", fmt.Errorf("hook input is larger than %d MB", max>>20)
		}
		if n > 0 {
			chunks = append(chunks, buf[:n])
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			break
		}
		if err != nil {
			return "", err
		}
	}
	var b strings.Builder
	b.Grow(int(total))
	for i, c := range chunks {
		b.Write(c)
		chunks[i] = nil // collectable as soon as it is copied
	}
	if total > collectAbove {
		// The chunks are garbage now. Collected and handed back to the
		// system before the input is decoded, they do not add to the
		// peak the decoded report (its copy without escapes) makes.
		debug.FreeOSMemory()
	}
	return b.String(), nil
}

// HookInputVar is the environment variable the earlier tools (cipherpowers'
// dispatcher and its plan-compliance.sh) passed the hook event in; a hook
// run with nothing on stdin reads the event from it, so their hand tests
// (`HOOK_INPUT='{"output": …}' plan-compliance hook`) work as written.
const HookInputVar = "HOOK_INPUT"

// stdin is what to read the event from: in, or nothing when in is a
// terminal and HOOK_INPUT is set (reading the terminal would wait for a
// person to type an event).
func stdin(env Env, in io.Reader) io.Reader {
	if env.Getenv(HookInputVar) == "" {
		return in
	}
	if f, ok := in.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			return strings.NewReader("")
		}
	}
	return in
}

// withHookInput is raw, or HOOK_INPUT when raw is blank and it is set.
func withHookInput(env Env, raw string) (string, error) {
	if strings.TrimSpace(raw) != "" {
		return raw, nil
	}
	v := env.Getenv(HookInputVar)
	if v == "" {
		return raw, nil
	}
	if len(v) > MaxInput {
		return "", fmt.Errorf("%s is larger than %d MB", HookInputVar, MaxInput>>20)
	}
	return v, nil
}
