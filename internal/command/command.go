// Package command runs one shell command the way a hook must: with a time
// limit that kills everything the command started, a cap on the output it
// keeps, and the hook input on stdin rather than in the command string.
package command

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// DefaultMaxOutput is how much of the end of a command's output is kept.
const DefaultMaxOutput = 256 << 10

// drainDelay bounds how long Run keeps reading output after the command's
// process group is gone: only a process that left the group (setsid, a
// daemon) can still hold the pipes open by then, and Run does not wait for
// it. So Run returns at most drainDelay after the time limit, whatever the
// command's children do; it is well inside gates.AnswerMargin.
const drainDelay = time.Second

// Spec is one command to run.
type Spec struct {
	// Command is run as `sh -c Command`.
	Command string
	// Dir is the working directory.
	Dir string
	// Env is the whole environment.
	Env []string
	// Stdin is fed to the command.
	Stdin []byte
	// Timeout kills the command's whole process group; 0 means no limit
	// beyond ctx.
	Timeout time.Duration
	// MaxOutput caps the output kept (the tail); 0 means DefaultMaxOutput.
	MaxOutput int
	// Stdout, when set, receives the command's standard output, which is
	// then not in Result.Output (that keeps stderr alone): for commands
	// whose stdout is an answer to parse. It must not block.
	Stdout io.Writer
}

// Result is what happened.
type Result struct {
	// ExitCode is the command's exit status; -1 when it did not exit by
	// itself (killed, or could not start).
	ExitCode int
	// TimedOut is set when the time limit killed it.
	TimedOut bool
	// NotFound is set when sh reported the command does not exist (127) or
	// sh itself could not be found.
	NotFound bool
	// Output is the end of stdout and stderr, interleaved as written.
	Output string
	// Truncated counts the bytes of output dropped from the front.
	Truncated int64
	// Duration is the wall time.
	Duration time.Duration
	// Err is set when the command could not be run at all, or when ctx was
	// cancelled (not by the time limit) while it ran.
	Err error
}

// Passed reports whether the command exited 0.
func (r Result) Passed() bool { return r.ExitCode == 0 && !r.TimedOut && r.Err == nil }

// Describe says in words how the command ended: "exited with code 1",
// "timed out after 5s", "command not found (exit 127)".
func (r Result) Describe(timeout time.Duration) string {
	var exitErr *exec.ExitError
	switch {
	case r.TimedOut:
		return "timed out after " + timeout.String()
	case errors.As(r.Err, &exitErr):
		return "was ended by a signal (" + exitErr.String() + ")"
	case r.Err != nil:
		return "could not be run: " + r.Err.Error()
	case r.NotFound:
		return "command not found (exit 127)"
	case r.ExitCode == 126:
		return "exited with code 126 (found but not executable)"
	}
	return "exited with code " + strconv.Itoa(r.ExitCode)
}

// Run runs s and waits for it. Its process group is killed on timeout, when
// ctx ends, and as soon as the command itself exits, so nothing it started
// outlives it and a background child holding the output open cannot make
// Run wait.
func Run(ctx context.Context, s Spec) Result {
	if s.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.Timeout)
		defer cancel()
	}
	max := s.MaxOutput
	if max <= 0 {
		max = DefaultMaxOutput
	}
	out := &Tail{Max: max}
	start := time.Now()
	fail := func(err error) Result {
		return Result{ExitCode: -1, Err: err, NotFound: errors.Is(err, exec.ErrNotFound), Duration: time.Since(start)}
	}

	// The command writes straight into pipes we own (os.File, so exec starts
	// no copying goroutines that Wait would wait for): Wait returns when the
	// shell exits, then the group dies, then the output is drained.
	stdinR, stdinW, err := os.Pipe()
	if err != nil {
		return fail(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		closeAll(stdinR, stdinW)
		return fail(err)
	}
	stdoutR, stdoutW := outR, outW
	if s.Stdout != nil {
		if stdoutR, stdoutW, err = os.Pipe(); err != nil {
			closeAll(stdinR, stdinW, outR, outW)
			return fail(err)
		}
	}
	cmd := exec.CommandContext(ctx, "sh", "-c", s.Command)
	cmd.Dir = s.Dir
	cmd.Env = s.Env
	cmd.Stdin = stdinR
	cmd.Stdout = stdoutW
	cmd.Stderr = outW
	cmd.WaitDelay = drainDelay
	grp, err := newGroup(cmd)
	if err == nil {
		defer grp.release()
		err = cmd.Start()
	}
	closeAll(stdinR, outW)
	if s.Stdout != nil {
		stdoutW.Close()
	}
	if err == nil {
		if err = grp.started(); err != nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	}
	if err != nil {
		closeAll(stdinW, outR)
		if s.Stdout != nil {
			stdoutR.Close()
		}
		return fail(err)
	}

	fed := make(chan struct{})
	go func() {
		defer close(fed)
		// A command that never reads stdin gets EPIPE here once it is gone.
		_, _ = stdinW.Write(s.Stdin)
		stdinW.Close()
	}()
	var stdout *latch
	drained := drain(out, outR)
	stdoutDrained := drained
	if s.Stdout != nil {
		stdout = &latch{w: s.Stdout}
		stdoutDrained = drain(stdout, stdoutR)
	}

	// Wait returns when the shell exits or the time limit kills its group:
	// it waits for no pipe. What the command left running in its group dies
	// with it; a process that left the group (setsid, a daemon) may still
	// hold the pipes, so reading ends at one grace deadline for everything,
	// and nothing is written to s.Stdout after Run returns.
	err = cmd.Wait()
	_ = grp.kill()
	graceEnd := time.Now().Add(drainDelay)
	_ = stdinW.SetWriteDeadline(time.Now())
	setReadDeadline(graceEnd, outR, stdoutR)
	timer := time.NewTimer(drainDelay)
	defer timer.Stop()
	waitUntil(timer.C, drained, stdoutDrained, fed)
	if stdout != nil {
		stdout.close()
		stdoutR.Close()
	}
	outR.Close()

	res := Result{Duration: time.Since(start)}
	res.Output, res.Truncated = out.Snapshot()
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr) && exitErr.ExitCode() >= 0:
		res.ExitCode = exitErr.ExitCode()
		res.NotFound = res.ExitCode == 127
	case ctx.Err() != nil:
		res.ExitCode = -1
		res.TimedOut = errors.Is(ctx.Err(), context.DeadlineExceeded)
		if !res.TimedOut {
			res.Err = ctx.Err()
		}
	default: // killed by a signal from elsewhere, or Wait failed
		res.ExitCode = -1
		res.Err = err
	}
	return res
}

// drain copies r into w until r ends, and closes the channel it returns
// then.
func drain(w io.Writer, r io.Reader) chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = io.Copy(w, r)
	}()
	return done
}

// waitUntil waits for every channel to close, or for deadline, whichever
// comes first. One deadline serves them all: once it has fired, nothing is
// waited for.
func waitUntil(deadline <-chan time.Time, chans ...chan struct{}) {
	for _, c := range chans {
		select {
		case <-c:
		case <-deadline:
			return
		}
	}
}

// setReadDeadline ends blocked reads of the pipes at t. Where pipes take no
// deadline, Run stops waiting for the readers at t all the same.
func setReadDeadline(t time.Time, fs ...*os.File) {
	for _, f := range fs {
		_ = f.SetReadDeadline(t)
	}
}

// latch passes writes to w until it is closed, then drops them: a reader
// goroutine still draining an escaped child's output after Run returned
// never writes into the caller's writer.
type latch struct {
	mu     sync.Mutex
	w      io.Writer
	closed bool
}

func (l *latch) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return 0, io.ErrClosedPipe
	}
	return l.w.Write(p)
}

func (l *latch) close() {
	l.mu.Lock()
	l.closed = true
	l.mu.Unlock()
}

func closeAll(fs ...*os.File) {
	for _, f := range fs {
		f.Close()
	}
}

// Tail is an io.Writer that keeps only the last Max bytes written, in a ring
// so a flood of output costs no more than its copy.
type Tail struct {
	// Max is how many bytes are kept.
	Max int
	// Dropped counts the bytes written but no longer kept.
	Dropped int64

	mu   sync.Mutex
	buf  []byte // len(buf) grows to Max, then the ring wraps at next
	next int
}

// Write keeps the tail of what has been written so far, p included.
func (t *Tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(p)
	if t.Max <= 0 {
		t.Dropped += int64(n)
		return n, nil
	}
	if len(p) > t.Max {
		t.Dropped += int64(len(p) - t.Max)
		p = p[len(p)-t.Max:]
	}
	if room := t.Max - len(t.buf); room > 0 {
		k := min(room, len(p))
		t.buf = append(t.buf, p[:k]...)
		p = p[k:]
	}
	for len(p) > 0 { // full: overwrite the oldest bytes
		k := copy(t.buf[t.next:], p)
		t.Dropped += int64(k)
		t.next = (t.next + k) % t.Max
		p = p[k:]
	}
	return n, nil
}

// Snapshot returns what is kept, oldest first, and how many bytes were
// dropped before it.
func (t *Tail) Snapshot() (string, int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	var b strings.Builder
	b.Grow(len(t.buf))
	b.Write(t.buf[t.next:])
	b.Write(t.buf[:t.next])
	return b.String(), t.Dropped
}

// String is what is kept, oldest first.
func (t *Tail) String() string {
	s, _ := t.Snapshot()
	return s
}

var _ io.Writer = (*Tail)(nil)

// LastLines returns the last n lines of s (without a trailing empty line)
// and how many lines came before them.
func LastLines(s string, n int) (string, int) {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return "", 0
	}
	i := len(s)
	for kept := 0; kept < n; kept++ {
		j := strings.LastIndexByte(s[:i], '\n')
		if j < 0 {
			return s, 0
		}
		i = j
	}
	return s[i+1:], strings.Count(s[:i], "\n") + 1
}
