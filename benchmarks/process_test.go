// Package benchmarks times whole hook processes: every prompt and tool call
// in Claude Code starts a new hook process, so what a user pays is process
// start plus decision, not the decision alone. Each benchmark here execs a
// freshly built static binary with a real payload on stdin: the hook
// program the plugin runs (plan-compliance-hook), or plan-compliance for the
// command line; the Empty benchmark execs a static Go binary that does
// nothing, the floor any Go hook pays. Benchmarks with a target relative to
// that floor run both in turns and report the ratio as x-empty (their ns/op
// is the pair); for the others, compare ns/op to the Empty figure.
package benchmarks

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"
)

// binaries are built once per `go test -bench` run, only when a benchmark
// asks for them, so `go test ./...` stays fast.
type binaries struct {
	once  sync.Once
	dir   string
	err   error
	hook  string // plan-compliance-hook: what the plugin runs per event
	cli   string // plan-compliance: the command line (and `hook`)
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
		bs.hook = filepath.Join(bs.dir, "plan-compliance-hook")
		bs.cli = filepath.Join(bs.dir, "plan-compliance")
		bs.empty = filepath.Join(bs.dir, "empty")
		emptySrc := filepath.Join(bs.dir, "empty-src")
		if bs.err = os.MkdirAll(emptySrc, 0o755); bs.err != nil {
			return
		}
		_ = os.WriteFile(filepath.Join(emptySrc, "go.mod"), []byte("module empty\n\ngo 1.26\n"), 0o644)
		_ = os.WriteFile(filepath.Join(emptySrc, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644)
		for _, c := range []*exec.Cmd{
			exec.Command("go", "build", "-trimpath", "-o", bs.hook, "../cmd/plan-compliance-hook"),
			exec.Command("go", "build", "-trimpath", "-o", bs.cli, "../cmd/plan-compliance"),
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
	e := p.prepare(b, bin)
	b.ResetTimer()
	for b.Loop() {
		e.run(b)
	}
}

// Versus execs bin with p and baseBin with base in turn, each once per
// iteration (alternating which goes first), and reports how many times
// longer p took in all as the metric "x-empty". Taking turns keeps the
// ratio honest on a machine whose speed drifts, where two benchmarks run
// one after the other would compare different moments. It also reports
// the ratio of their CPU times (user + system) as "cpu-x-empty": the other
// load of a shared machine stretches wall times far more than CPU times.
// The "-med" metrics are the medians of the per-iteration ratios, which a
// few runs stretched by other load move less than the totals.
func (p Process) Versus(b *testing.B, bin string, base Process, baseBin string) {
	b.Helper()
	p.versus(b, bin, base, baseBin, "x-empty")
}

// versus is Versus reporting its ratios under the unit name (and "cpu-"
// name).
func (p Process) versus(b *testing.B, bin string, base Process, baseBin, name string) {
	b.Helper()
	mine, theirs := p.prepare(b, bin), base.prepare(b, baseBin)
	var cpu pairs
	inTurns(b, name,
		func() time.Duration { took := mine.run(b); cpu.mine = mine.cpu; return took },
		func() time.Duration { took := theirs.run(b); cpu.theirs = theirs.cpu; cpu.add(); return took })
	cpu.report(b, "cpu-"+name)
}

// pairs collects the two programs' figures of each iteration.
type pairs struct {
	mine, theirs           time.Duration // this iteration's
	mineTotal, theirsTotal time.Duration
	ratios                 []float64
}

// add counts this iteration's pair.
func (ps *pairs) add() {
	ps.mineTotal += ps.mine
	ps.theirsTotal += ps.theirs
	if ps.theirs > 0 {
		ps.ratios = append(ps.ratios, float64(ps.mine)/float64(ps.theirs))
	}
}

// report reports the ratio of the totals as name and the median of the
// iterations' ratios as name+"-med".
func (ps *pairs) report(b *testing.B, name string) {
	if ps.theirsTotal > 0 {
		b.ReportMetric(float64(ps.mineTotal)/float64(ps.theirsTotal), name)
	}
	if len(ps.ratios) > 0 {
		slices.Sort(ps.ratios)
		b.ReportMetric(ps.ratios[len(ps.ratios)/2], name+"-med")
	}
}

// inTurns runs mine and the other program's run once each per iteration,
// alternating which goes first, and reports the ratio of their total
// times as name (and the median of the iterations' ratios).
func inTurns(b *testing.B, name string, mine, other func() time.Duration) {
	b.Helper()
	var wall pairs
	i := 0
	b.ResetTimer()
	for b.Loop() {
		i++
		if i%2 == 0 {
			wall.theirs = other()
		}
		wall.mine = mine()
		if i%2 == 1 {
			wall.theirs = other()
		}
		wall.add()
	}
	wall.report(b, name)
}

// execution is a Process ready to be exec'd again and again.
type execution struct {
	bin   string
	args  []string
	stdin []byte
	env   []string
	dir   string
	out   bytes.Buffer
	// cpu is the user and system time the last run took.
	cpu time.Duration
}

// prepare gives p a private HOME and plugin data directory under a
// temporary directory, which is also the working directory unless p.Dir
// names one. This build's hook program gets the environment hooks.json
// starts it with (registered).
func (p Process) prepare(b *testing.B, bin string) *execution {
	b.Helper()
	tmp := b.TempDir()
	e := &execution{bin: bin, args: p.Args, stdin: p.Stdin, dir: p.Dir}
	e.env = append([]string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + filepath.Join(tmp, "home"),
		"CLAUDE_PLUGIN_DATA=" + filepath.Join(tmp, "data"),
	}, p.Env...)
	if bin == built.hook {
		e.env = append(e.env, registered...)
	}
	if e.dir == "" {
		e.dir = tmp
	}
	return e
}

// run execs the program once and returns how long it took, failing on a
// non-zero exit.
func (e *execution) run(b *testing.B) time.Duration {
	b.Helper()
	e.out.Reset()
	c := exec.Command(e.bin, e.args...)
	c.Stdin = bytes.NewReader(e.stdin)
	c.Stdout = &e.out
	c.Env = e.env
	c.Dir = e.dir
	start := time.Now()
	if err := c.Run(); err != nil {
		b.Fatalf("%s %v: %v", e.bin, e.args, err)
	}
	took := time.Since(start)
	e.cpu = c.ProcessState.UserTime() + c.ProcessState.SystemTime()
	return took
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

// registered is the environment hooks/hooks.json starts the hook program
// with: one processor, and the user's GOMAXPROCS (here: none) saved for
// what it runs (internal/maxprocs).
var registered = []string{"GOMAXPROCS=1", "PLAN_COMPLIANCE_GOMAXPROCS="}

// BenchmarkHookSubagentStopOK: the OK SubagentStop fixture, no config file,
// answered by the hook program the plugin runs, in turns with the empty
// binary (issue 2: at most 1.5× the empty binary; read x-empty).
func BenchmarkHookSubagentStopOK(b *testing.B) {
	ok := Fixture(b, "14-subagent-stop-status-ok.json")
	bs := built.get(b)
	Process{Stdin: ok}.Versus(b, bs.hook, Process{Stdin: ok}, bs.empty)
}

// BenchmarkCLIHookSubagentStopOK: the same event through `plan-compliance
// hook`, which also links the command line (what the launcher falls back to
// when plan-compliance-hook is not installed).
func BenchmarkCLIHookSubagentStopOK(b *testing.B) {
	ok := Fixture(b, "14-subagent-stop-status-ok.json")
	bs := built.get(b)
	Process{Args: []string{"hook"}, Stdin: ok}.Versus(b, bs.cli, Process{Stdin: ok}, bs.empty)
}

// BenchmarkHookNothingToDo: an event no capability answers (SessionEnd).
func BenchmarkHookNothingToDo(b *testing.B) {
	Process{Stdin: Fixture(b, "03-session-end.json")}.Run(b, built.get(b).hook)
}

// report20MB is the OK SubagentStop fixture with a 20 MB report: lines of
// prose with quotes and tabs, the STATUS block at the end.
func report20MB(b *testing.B) []byte {
	b.Helper()
	ok := Fixture(b, "14-subagent-stop-status-ok.json")
	line := `Changed parse.go: the \"handleEntry\" function now returns an error for empty entries\tand logs it.\n`
	const end = `\nSTATUS: OK\nTASK: Task 1 - handle empty entries\nSUMMARY: Added early return for empty entries in parse.go`
	i := bytes.Index(ok, []byte(`"last_assistant_message": "`))
	if i < 0 {
		b.Fatal("the fixture has no last_assistant_message")
	}
	j := i + len(`"last_assistant_message": "`)
	k := j + bytes.IndexByte(ok[j:], '"')
	for k > j && ok[k-1] == '\\' { // an escaped quote inside the message
		k += 1 + bytes.IndexByte(ok[k+1:], '"')
	}
	var out bytes.Buffer
	out.Write(ok[:j])
	for out.Len() < 20<<20 {
		out.WriteString(line)
	}
	out.WriteString(end)
	out.Write(ok[k:])
	return out.Bytes()
}

// BenchmarkHookSubagentStop20MB: an OK SubagentStop whose report is 20 MB,
// answered by the hook program, in turns with the empty binary given the
// same stdin (#11: at most 15× the empty binary; read x-empty). Peak memory
// is measured outside, with /usr/bin/time -v (docs/performance.md).
func BenchmarkHookSubagentStop20MB(b *testing.B) {
	raw := report20MB(b)
	bs := built.get(b)
	Process{Stdin: raw}.Versus(b, bs.hook, Process{Stdin: raw}, bs.empty)
}

// BaselineVar names another build of plan-compliance-hook (say, the
// previous release's) for the baseline benchmarks to run in turns with
// this one; they are skipped when it is unset.
const BaselineVar = "PLAN_COMPLIANCE_BENCH_BASELINE"

// versusBaseline runs this build's hook program, started as hooks.json
// starts it, and the baseline's, started plainly (as the hooks.json of
// builds before GOMAXPROCS=1 did), with the same payload in turns and
// reports this one's time as a multiple of the baseline's ("x-baseline",
// "cpu-x-baseline"; read the "-med" medians).
func versusBaseline(b *testing.B, p Process) {
	b.Helper()
	base := os.Getenv(BaselineVar)
	if base == "" {
		b.Skipf("set %s to another build of plan-compliance-hook to compare with (docs/performance.md says how)", BaselineVar)
	}
	if _, err := os.Stat(base); err != nil {
		b.Fatalf("%s: %v", BaselineVar, err)
	}
	p.versus(b, built.get(b).hook, p, base, "x-baseline")
}

// BenchmarkHookSubagentStopOKVersusBaseline: the OK SubagentStop of
// BenchmarkHookSubagentStopOK, this build against the baseline build
// (#10, #11: "the hook's benchmarks are no slower").
func BenchmarkHookSubagentStopOKVersusBaseline(b *testing.B) {
	versusBaseline(b, Process{Stdin: Fixture(b, "14-subagent-stop-status-ok.json")})
}
