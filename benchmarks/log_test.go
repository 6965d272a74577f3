package benchmarks

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/store"
)

// logCost execs the hook program with payload, once with the decision log
// on and once with it off (PLAN_COMPLIANCE_LOG=off), in turns, and reports
// what recording added per event as "log-ms", the median of the paired
// differences (robust to the other load of a shared machine; issue 16: at
// most 0.3 ms), and the median times of each as "on-ms" and "off-ms".
func logCost(b *testing.B, p Process) {
	bs := built.get(b)
	off := p
	off.Env = append(append([]string(nil), p.Env...), "PLAN_COMPLIANCE_LOG=off")
	on, base := p.prepare(b, bs.hook), off.prepare(b, bs.hook)
	var ons, offs, diffs []time.Duration
	n := 0
	b.ResetTimer()
	for b.Loop() {
		n++
		var a, o time.Duration
		if n%2 == 0 {
			o = base.run(b)
		}
		a = on.run(b)
		if n%2 == 1 {
			o = base.run(b)
		}
		ons, offs, diffs = append(ons, a), append(offs, o), append(diffs, a-o)
	}
	b.StopTimer()
	if !recorded(on) || recorded(base) {
		b.Fatalf("the log-on process must record its decisions and the log-off one must not (on: %t, off: %t)", recorded(on), recorded(base))
	}
	b.ReportMetric(median(diffs).Seconds()*1e3, "log-ms")
	b.ReportMetric(median(ons).Seconds()*1e3, "on-ms")
	b.ReportMetric(median(offs).Seconds()*1e3, "off-ms")
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// recorded reports whether e's state directory holds decisions.
func recorded(e *execution) bool {
	for _, kv := range e.env {
		if dir, ok := strings.CutPrefix(kv, "CLAUDE_PLUGIN_DATA="); ok {
			_, spool := os.Stat(filepath.Join(dir, store.SpoolFileName))
			_, log := os.Stat(filepath.Join(dir, store.LogFileName))
			return spool == nil || log == nil
		}
	}
	return false
}

// BenchmarkLogSubagentStopOK: the OK SubagentStop fixture with the default
// config (recorded as a pass with its built-in gate), log on against off.
func BenchmarkLogSubagentStopOK(b *testing.B) {
	logCost(b, Process{Stdin: Fixture(b, "14-subagent-stop-status-ok.json")})
}

// BenchmarkLogPreToolUseEdit: an Edit the confirmation capability asks
// about (the hot path: every edit), log on against off. The store is not
// otherwise opened on this path, so the figure includes opening the log.
func BenchmarkLogPreToolUseEdit(b *testing.B) {
	dir := b.TempDir()
	path := filepath.Join(dir, "parse.go")
	if err := os.WriteFile(path, []byte("package parse\n\nfunc handleEntry(e string) string {\n\treturn e\n}\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	payload := string(Fixture(b, "08-pre-tool-use-edit.json"))
	var err error
	for k, v := range map[string]string{"tool_input.file_path": path, "cwd": dir, "transcript_path": filepath.Join(dir, "none.jsonl")} {
		if payload, err = sjson.Set(payload, k, v); err != nil {
			b.Fatal(err)
		}
	}
	logCost(b, Process{Stdin: []byte(payload), Dir: dir, Env: []string{"CLAUDE_PROJECT_DIR=" + dir}})
}

// BenchmarkLogLast100k: `plan-compliance log --last` as a whole process over
// a log of 100,000 decisions in 1,000 sessions of 100 (issue 16: under
// 100 ms).
func BenchmarkLogLast100k(b *testing.B) {
	data := b.TempDir()
	l, err := store.OpenLog(data, store.LogOptions{})
	if err != nil {
		b.Fatal(err)
	}
	start := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	for s := range 1000 {
		ds := make([]store.Decision, 100)
		for i := range ds {
			ds[i] = store.Decision{
				Time: start.Add(time.Duration(s*100+i) * time.Second), Session: fmt.Sprintf("session-%04d-5f0c-4b1e-9d7a", s),
				AgentID: "a1b2c3", AgentType: "general-purpose", Event: "SubagentStop", Capabilities: []string{"plan", "gates"},
				Verdict: "pass", Status: "OK", Task: fmt.Sprintf("Task %d - a task of the plan", i),
				Gates: []store.GateRun{{Gate: "plan-compliance", Builtin: true, Passed: true, Action: "CONTINUE"},
					{Gate: "test", ExitCode: 0, DurationMS: 812.5, Passed: true, Action: "CONTINUE", Output: "ok  \tpkg\t0.8s\n"}},
			}
		}
		if err := l.Add(ds...); err != nil {
			b.Fatal(err)
		}
	}
	if err := l.Close(); err != nil {
		b.Fatal(err)
	}
	p := Process{Args: []string{"log", "--last"}, Env: []string{"CLAUDE_PLUGIN_DATA=" + data}}
	p.Run(b, built.get(b).cli)
}
