package dispatch

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// inputChunk is the size of the first read of stdin, one read for any
// ordinary event, and of the buffer a larger one is read through.
const inputChunk = 64 << 10

// hugeInput is how much of an input is read before the rest of its string
// is advised to be backed by huge pages (adviseHugePages): well above any
// ordinary event, which stays on the path it always took.
const hugeInput = 1 << 20

// readInput reads all of in, at most max bytes, into a string, copying
// each byte once, through a small buffer: memory holds the input once,
// never a second copy of it. A regular file (stdin
// redirected from one) is read into a string sized from fstat. From a pipe
// (what Claude Code gives) the size is unknown: an input longer than one
// read goes into a string with room for max bytes, of which only the pages
// written are ever backed by memory (io.ReadAll doubles one buffer, copying
// it each time, up to three times the input at the peak, then copies it
// once more for the string).
func readInput(in io.Reader, max int64) (string, error) {
	if f, ok := in.(*os.File); ok {
		if size, ok := remaining(f); ok {
			return readInto(in, nil, size, max)
		}
	}
	first := make([]byte, inputChunk)
	n, err := io.ReadFull(in, first)
	switch {
	case int64(n) > max:
		return "", tooLarge(max)
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return string(first[:n]), nil
	case err != nil:
		return "", err
	}
	return readInto(in, first, max, max)
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

// readInto reads the rest of an input that starts with head (read
// already) into a string grown once to size (or more, should in hold
// more), through head's buffer or one of its own. At most max bytes. Past
// hugeInput bytes, the rest of the string's room is advised to be backed by
// huge pages (Linux; docs/performance.md, "Large inputs").
func readInto(in io.Reader, head []byte, size, max int64) (string, error) {
	if size > max {
		return "", tooLarge(max)
	}
	var b strings.Builder
	b.Grow(int(size) + 1) // +1: room for the read that finds the end
	b.Write(head)
	buf := head
	if buf == nil {
		// A file of a few bytes gets a buffer of its size; one whose size
		// the system does not know (procfs says 0), a page.
		n := min(size+1, inputChunk)
		if n < 4096 {
			n = 4096
		}
		buf = make([]byte, n)
	}
	advised := false
	for {
		if !advised && b.Len() >= hugeInput {
			adviseHugePages(&b)
			advised = true
		}
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
