package benchmarks

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/sjson"
)

// bigPlan writes a plan file of about lines lines in the superpowers
// format (tasks of 50 lines: Files, steps, code blocks, Run:/Expected:).
// Task 2 lists src/f0.ts … src/f49.ts.
func bigPlan(b *testing.B, dir string, lines int) string {
	b.Helper()
	var p strings.Builder
	p.WriteString("# Big Implementation Plan\n\n**Goal:** exercise the parser.\n\n---\n\n")
	for task := 1; strings.Count(p.String(), "\n") < lines; task++ {
		fmt.Fprintf(&p, "### Task %d: Component %d\n\n**Files:**\n", task, task)
		if task == 2 {
			for i := 0; i < 50; i++ {
				fmt.Fprintf(&p, "- Modify: `src/f%d.ts:1-400`\n", i)
			}
		} else {
			fmt.Fprintf(&p, "- Create: `src/c%d.ts`\n- Test: `tests/c%d.test.ts`\n", task, task)
		}
		p.WriteString("\n- [ ] **Step 1: Write the failing test**\n\n```typescript\n")
		for i := 0; i < 30; i++ {
			fmt.Fprintf(&p, "test(\"case %d\", () => expect(f(%d)).toBe(%d));\n", i, i, i)
		}
		fmt.Fprintf(&p, "```\n\nRun: `npx vitest run tests/c%d.test.ts`\nExpected: FAIL\n\n", task)
	}
	path := filepath.Join(dir, "docs", "superpowers", "plans", "2026-01-01-big.md")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(p.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// bigAgentTranscript writes a subagent transcript of about size bytes from
// real 2.1.330 lines: its prompt (naming the plan file and Task 2), then
// rounds of an Edit of one of Task 2's files with its result, a Read result
// of 110 KB and an API request copy; then its final message.
func bigAgentTranscript(b *testing.B, dir string, size int) string {
	b.Helper()
	raw, err := os.ReadFile(filepath.Join(fixtures, "..", "transcripts", "main-plan-consent-edit-agent.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
	set := func(line, path string, v any) string {
		out, err := sjson.Set(line, path, v)
		if err != nil {
			b.Fatal(err)
		}
		return out
	}
	path := filepath.Join(dir, "agent-big.jsonl")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	n := 0
	write := func(s string) {
		n += len(s) + 1
		if _, err := w.WriteString(s + "\n"); err != nil {
			b.Fatal(err)
		}
	}
	write(set(lines[2], "message.content", "Execute Task 2 of docs/superpowers/plans/2026-01-01-big.md. Follow the plan."))
	read := set(lines[30], "message.content.0.content", strings.Repeat("const x = 1; // a line of a file the agent read\n", 2300))
	for i := 0; n < size; i++ {
		id := fmt.Sprintf("toolu_%d", i)
		write(set(set(lines[33], "message.content.0.id", id), "message.content.0.input.file_path", fmt.Sprintf("/home/dev/proj/src/f%d.ts", i%50)))
		write(set(lines[34], "message.content.0.tool_use_id", id))
		write(read)
		write(lines[16])
	}
	write(set(lines[44], "message.content.0.text", scopeReport)) // the final message ends the transcript
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := f.Sync(); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return path
}

// scopeReport is the subagent's final message.
const scopeReport = "STATUS: OK\nTASK: Task 2 - Component 2\nSUMMARY: done"

// BenchmarkHookScopeCheck: the OK SubagentStop of a subagent that made 450
// edits within its task, with a 5,000-line plan file and a 50 MB transcript,
// answered by the hook program with the scope check on and, in turns, with
// "plan": {"scope": "off"}. Issue 13: the check adds at most 10 ms to the
// whole process (read added-ms, the wall-clock difference per event;
// added-cpu-ms, the user+system time difference, is steadier on a busy
// machine).
func BenchmarkHookScopeCheck(b *testing.B) {
	bs := built.get(b)
	project := b.TempDir()
	bigPlan(b, project, 5000)
	agentLog := bigAgentTranscript(b, project, 50<<20)
	offProject := b.TempDir()
	if err := os.MkdirAll(filepath.Join(offProject, ".claude"), 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(offProject, ".claude", "gates.json"), []byte(`{"plan": {"scope": "off"}}`), 0o644); err != nil {
		b.Fatal(err)
	}
	payload := Fixture(b, "14-subagent-stop-status-ok.json")
	for path, v := range map[string]string{"agent_transcript_path": agentLog, "cwd": "/home/dev/proj", "last_assistant_message": scopeReport} {
		var err error
		if payload, err = sjson.SetBytes(payload, path, v); err != nil {
			b.Fatal(err)
		}
	}
	on := Process{Stdin: payload, Env: []string{"CLAUDE_PROJECT_DIR=" + project}, Dir: project}.prepare(b, bs.hook)
	without := Process{Stdin: payload, Env: []string{"CLAUDE_PROJECT_DIR=" + offProject}, Dir: offProject}.prepare(b, bs.hook)
	if on.run(b); strings.Contains(on.out.String(), "decision") {
		b.Fatalf("the compliant agent was blocked: %s", on.out.String())
	}
	var onTook, offTook, onCPU, offCPU time.Duration
	i := 0
	b.ResetTimer()
	for b.Loop() {
		i++
		if i%2 == 0 {
			offTook += without.run(b)
			offCPU += without.cpu
		}
		onTook += on.run(b)
		onCPU += on.cpu
		if i%2 == 1 {
			offTook += without.run(b)
			offCPU += without.cpu
		}
	}
	b.ReportMetric(float64(onTook-offTook)/float64(i)/1e6, "added-ms")
	b.ReportMetric(float64(onCPU-offCPU)/float64(i)/1e6, "added-cpu-ms")
}
