package dispatch

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// inputChunk is the size of the first read of stdin: one read for any
// ordinary event.
const inputChunk = 64 << 10

// largestChunk bounds the chunks a pipe is read into: each chunk is twice
// the one before, up to this.
const largestChunk = 4 << 20

// readInput reads all of in, at most max bytes, into a string of exactly
// its size. A regular file (stdin redirected from one) is read straight
// into the string, sized from fstat: the input's size once, and one copy
// from a small buffer. Anything else (a pipe, what Claude Code gives) is
// read into chunks, each twice the last, then copied once into the
// string: twice its size at the peak, never a copy of what was read
// before (io.ReadAll doubles one buffer: up to three times at the peak,
// each byte copied again on every doubling, then once more for the
// string). A pipe is enlarged first where the system allows (fewer reads
// and wake-ups).
func readInput(in io.Reader, max int64) (string, error) {
	if f, ok := in.(*os.File); ok {
		if size, ok := remaining(f); ok {
			return readSized(in, size, max)
		}
		enlargePipe(f)
	}
	var (
		chunks [][]byte
		total  int64
		next   = inputChunk
	)
	for {
		buf := make([]byte, next)
		n, err := io.ReadFull(in, buf)
		total += int64(n)
		if total > max {
			return "", tooLarge(max)
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
		next = min(2*next, largestChunk, int(max-total)+1)
	}
	if len(chunks) == 1 && total < inputChunk/2 {
		return string(chunks[0]), nil // small: one allocation of its size
	}
	var b strings.Builder
	b.Grow(int(total))
	for i, c := range chunks {
		b.Write(c)
		chunks[i] = nil // collectable as soon as it is copied
	}
	return b.String(), nil
}

// remaining is how much of f is left to read when f is a regular file.
func remaining(f *os.File) (int64, bool) {
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return 0, false
	}
	at, err := f.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, false
	}
	return max(st.Size()-at, 0), true
}

// readSized reads in, expected to hold size bytes (it may hold more or
// fewer), at most max, through one small buffer into a string grown to
// size once.
func readSized(in io.Reader, size, max int64) (string, error) {
	if size > max {
		return "", tooLarge(max)
	}
	var b strings.Builder
	b.Grow(int(size) + 1) // +1: the read that finds the end
	buf := make([]byte, min(size+1, 256<<10))
	for {
		n, err := in.Read(buf)
		if int64(b.Len()+n) > max {
			return "", tooLarge(max)
		}
		b.Write(buf[:n])
		if errors.Is(err, io.EOF) {
			return b.String(), nil
		}
		if err != nil {
			return "", err
		}
	}
}

func tooLarge(max int64) error {
	return fmt.Errorf("hook input is larger than %d MB", max>>20)
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
