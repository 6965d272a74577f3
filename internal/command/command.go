// Package command runs one shell command the way a hook must: with a time
// limit that kills everything the command started, a cap on the output it
// keeps, and the hook input on stdin rather than in the command string.
package command

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// DefaultMaxOutput is how much of the end of a command's output is kept.
const DefaultMaxOutput = 256 << 10

// waitDelay bounds how long Run waits for pipes held open by grandchildren
// after the command itself exited or was killed.
const waitDelay = 2 * time.Second

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
}

// Result is what happened.
type Result struct {
	// ExitCode is the command's exit status; -1 when it did not exit by
	// itself (killed, or could not start).
	ExitCode int
	// TimedOut is set when the time limit killed it.
	TimedOut bool
	// NotFound is set when sh reported the command does not exist (127) or
	// sh itself could not start.
	NotFound bool
	// Output is the end of stdout and stderr, interleaved as written.
	Output string
	// Truncated counts the bytes of output dropped from the front.
	Truncated int64
	// Duration is the wall time.
	Duration time.Duration
	// Err is set when the command could not be run at all.
	Err error
}

// Passed reports whether the command exited 0.
func (r Result) Passed() bool { return r.ExitCode == 0 && !r.TimedOut && r.Err == nil }

// Describe says in words how the command ended: "exited with code 1",
// "timed out after 5s", "command not found (exit 127)".
func (r Result) Describe(timeout time.Duration) string {
	switch {
	case r.TimedOut:
		return "timed out after " + timeout.String()
	case r.Err != nil:
		return "could not be run: " + r.Err.Error()
	case r.NotFound:
		return "command not found (exit 127)"
	}
	return "exited with code " + itoa(r.ExitCode)
}

// Run runs s and waits for it. Its process group is killed on timeout, when
// ctx ends, and after it exits, so nothing it started outlives it.
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
	cmd := exec.CommandContext(ctx, "sh", "-c", s.Command)
	cmd.Dir = s.Dir
	cmd.Env = s.Env
	cmd.Stdin = bytes.NewReader(s.Stdin)
	cmd.Stdout = out
	cmd.Stderr = out
	cmd.WaitDelay = waitDelay
	inOwnProcessGroup(cmd)

	start := time.Now()
	err := cmd.Run()
	killGroup(cmd) // what the command left running in the background dies with it
	res := Result{ExitCode: 0, Duration: time.Since(start), Output: out.String(), Truncated: out.Dropped}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case ctx.Err() != nil:
		res.ExitCode = -1
		res.TimedOut = errors.Is(ctx.Err(), context.DeadlineExceeded)
		if !res.TimedOut {
			res.Err = ctx.Err()
		}
	case errors.As(err, &exitErr):
		res.ExitCode = exitErr.ExitCode()
		res.NotFound = res.ExitCode == 127
	case errors.Is(err, exec.ErrWaitDelay):
		// The command exited 0 but a grandchild kept its output open.
	default:
		res.ExitCode = -1
		res.NotFound = errors.Is(err, exec.ErrNotFound)
		res.Err = err
	}
	return res
}

// Tail is an io.Writer that keeps only the last Max bytes written.
type Tail struct {
	Max     int
	Dropped int64
	buf     []byte
}

// Write keeps the tail of p and what came before it.
func (t *Tail) Write(p []byte) (int, error) {
	n := len(p)
	if len(p) >= t.Max {
		t.Dropped += int64(len(t.buf) + len(p) - t.Max)
		t.buf = append(t.buf[:0], p[len(p)-t.Max:]...)
		return n, nil
	}
	if over := len(t.buf) + len(p) - t.Max; over > 0 {
		t.Dropped += int64(over)
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	t.buf = append(t.buf, p...)
	return n, nil
}

// String is what was kept.
func (t *Tail) String() string { return string(t.buf) }

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

func itoa(n int) string { return strconv.Itoa(n) }
