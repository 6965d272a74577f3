package dispatch

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tidwall/sjson"
)

// report20MB is an OK SubagentStop whose report is 20 MB of text (the
// size #11 measured), with the quotes and tabs a report has.
func report20MB(tb testing.TB) []byte {
	tb.Helper()
	line := "Changed parse.go: the \"handleEntry\" function now returns an error for empty entries\tand logs it.\n"
	report := strings.Repeat(line, 20<<20/len(line)) + "\nSTATUS: OK\nTASK: Task 1 - handle empty entries\nSUMMARY: Added early return for empty entries in parse.go"
	raw, err := sjson.SetBytes(changesPayload(tb, "14-subagent-stop-status-ok.json", nil), "last_assistant_message", report)
	if err != nil {
		tb.Fatal(err)
	}
	return raw
}

// BenchmarkAnswerSubagentStop20MB answers a SubagentStop with a 20 MB
// report, from stdin to the answer, in-process (the whole process is
// timed in benchmarks/).
func BenchmarkAnswerSubagentStop20MB(b *testing.B) {
	raw := report20MB(b)
	env, _, _ := stateEnv(&testing.T{}, "")
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		resp := Answer(context.Background(), env, bytes.NewReader(raw), io.Discard)
		if len(resp.JSON()) != 0 {
			b.Fatalf("answer: %s", resp.JSON())
		}
	}
}

// A long final message is read from its end, where the STATUS report is,
// and whole when the report reaches further back: every layout reads as
// the whole message does.
func TestLongMessageReport(t *testing.T) {
	prose := strings.Repeat("Changed parse.go: the \"handleEntry\" function\treturns early.\n", 3*reportEndWindow/60)
	long := strings.TrimSuffix(prose, "\n") // one paragraph longer than the window
	for _, tc := range []struct {
		name, message string
		blocked       bool
	}{
		{"report at the end", prose + "\nSTATUS: OK\nTASK: Task 1\nSUMMARY: done", false},
		{"report at the start", "STATUS: OK\nTASK: Task 1\n\n" + prose, false},
		{"TASK a window above STATUS, one paragraph", "TASK: Task 1\n" + long + "\nSTATUS: OK", false},
		{"no TASK in the paragraph", "\n" + long + "\nSTATUS: OK", true},
		{"no report", prose, true},
		{"blocked with a long reason", prose + "\nSTATUS: BLOCKED\nTASK: Task 1\nREASON: " + long, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, _, _ := stateEnv(t, "")
			raw := changesPayload(t, "14-subagent-stop-status-ok.json", map[string]string{"last_assistant_message": tc.message})
			resp := Handle(context.Background(), env, raw)
			assert.Equal(t, tc.blocked, resp.Block, "%s", resp.JSON())
			if strings.Contains(tc.name, "BLOCKED") || strings.HasPrefix(tc.name, "blocked") {
				assert.Contains(t, string(resp.JSON()), "reported BLOCKED on Task 1")
			}
		})
	}
}

// The report of a PostToolUse(Agent) is read from its end too, and whole
// when the end does not hold it: a BLOCKED report is escalated either way.
func TestLongAgentResultReport(t *testing.T) {
	prose := strings.Repeat("Changed parse.go: the \"handleEntry\" function\treturns early.\n", 3*reportEndWindow/60)
	for _, tc := range []struct {
		name, text string
	}{
		{"report at the end", prose + "\nSTATUS: BLOCKED\nTASK: Task 1\nREASON: the plan says JWT"},
		{"report at the start", "STATUS: BLOCKED\nTASK: Task 1\nREASON: the plan says JWT\n\n" + prose},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, _, _ := stateEnv(t, "")
			raw := changesPayload(t, "15-post-tool-use-agent.json", map[string]string{"tool_response.content.0.text": tc.text})
			out := string(Handle(context.Background(), env, raw).JSON())
			assert.Contains(t, out, "reported BLOCKED on Task 1: the plan says JWT")
		})
	}
}
