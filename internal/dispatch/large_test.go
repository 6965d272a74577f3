package dispatch

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

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
