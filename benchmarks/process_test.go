// Package benchmarks times whole hook processes: every prompt and tool call
// in Claude Code starts a new plan-compliance process, so what a user pays is
// process start plus decision, not the decision alone. Each benchmark here
// execs the freshly built static binary with a real payload on stdin; the
// Empty benchmark execs a static Go binary that does nothing, the floor any
// Go hook pays. Compare ns/op to the Empty figure.
package benchmarks

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// binaries are built once per `go test -bench` run, only when a benchmark
// asks for them, so `go test ./...` stays fast.
type binaries struct {
	once  sync.Once
	dir   string
	err   error
	hook  string
	empty string
}

var built binaries

const fixtures = "../testdata/fixtures/claude-code-2.1.330/hooks"

func (bs *binaries) get(b *testing.B) *binaries {
	b.Helper()
	bs.once.Do(func() {
		bs.dir, bs.err = os.MkdirTemp("", "plan-compliance-bench")
		if bs.err != nil {
			return
		}
		bs.hook = filepath.Join(bs.dir, "plan-compliance")
		bs.empty = filepath.Join(bs.dir, "empty")
		emptySrc := filepath.Join(bs.dir, "empty-src")
		if bs.err = os.MkdirAll(emptySrc, 0o755); bs.err != nil {
			return
		}
		_ = os.WriteFile(filepath.Join(emptySrc, "go.mod"), []byte("module empty\n\ngo 1.26\n"), 0o644)
		_ = os.WriteFile(filepath.Join(emptySrc, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644)
		for _, c := range []*exec.Cmd{
			exec.Command("go", "build", "-trimpath", "-o", bs.hook, "../cmd/plan-compliance"),
			exec.Command("go", "build", "-trimpath", "-o", bs.empty, "."),
		} {
			if c.Args[len(c.Args)-1] == "." {
				c.Dir = emptySrc
			}
			c.Env = append(os.Environ(), "CGO_ENABLED=0")
			if out, err := c.CombinedOutput(); err != nil {
				bs.err = &buildError{args: c.Args, out: out, err: err}
				return
			}
		}
	})
	if bs.err != nil {
		b.Fatal(bs.err)
	}
	return bs
}

type buildError struct {
	args []string
	out  []byte
	err  error
}

func (e *buildError) Error() string { return e.err.Error() + ": " + string(e.out) }

// Process is one kind of hook process to time.
type Process struct {
	// Args are the arguments after the binary.
	Args []string
	// Stdin is the payload.
	Stdin []byte
	// Env is added to a clean environment with a private HOME and state dir.
	Env []string
	// Dir is the working directory (default: a temp dir).
	Dir string
}

// Run execs bin once per iteration with p, failing on a non-zero exit.
func (p Process) Run(b *testing.B, bin string) {
	b.Helper()
	tmp := b.TempDir()
	env := append([]string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + filepath.Join(tmp, "home"),
		"CLAUDE_PLUGIN_DATA=" + filepath.Join(tmp, "data"),
	}, p.Env...)
	dir := p.Dir
	if dir == "" {
		dir = tmp
	}
	var out bytes.Buffer
	b.ResetTimer()
	for b.Loop() {
		out.Reset()
		c := exec.Command(bin, p.Args...)
		c.Stdin = bytes.NewReader(p.Stdin)
		c.Stdout = &out
		c.Env = env
		c.Dir = dir
		if err := c.Run(); err != nil {
			b.Fatalf("%s %v: %v", bin, p.Args, err)
		}
	}
}

// Fixture reads a real payload.
func Fixture(b *testing.B, name string) []byte {
	b.Helper()
	raw, err := os.ReadFile(filepath.Join(fixtures, name))
	if err != nil {
		b.Fatal(err)
	}
	return raw
}

// BenchmarkEmptyStaticBinary is the floor: a static Go binary that does nothing.
func BenchmarkEmptyStaticBinary(b *testing.B) {
	Process{Stdin: Fixture(b, "14-subagent-stop-status-ok.json")}.Run(b, built.get(b).empty)
}

// BenchmarkHookSubagentStopOK: the OK SubagentStop fixture, no config file
// (issue 2: at most 1.5× the empty binary).
func BenchmarkHookSubagentStopOK(b *testing.B) {
	Process{Args: []string{"hook"}, Stdin: Fixture(b, "14-subagent-stop-status-ok.json")}.Run(b, built.get(b).hook)
}

// BenchmarkHookNothingToDo: an event no capability answers (SessionEnd).
func BenchmarkHookNothingToDo(b *testing.B) {
	Process{Args: []string{"hook"}, Stdin: Fixture(b, "03-session-end.json")}.Run(b, built.get(b).hook)
}
