package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// bashCommand2KB is the 2 KB read-only command of the whole-process
// benchmark (benchmarks.BenchmarkHookPreToolUseBash2KBRead).
func bashCommand2KB() string {
	var b strings.Builder
	for b.Len() < 1900 {
		b.WriteString(`cd "$(git rev-parse --show-toplevel)" && go vet ./internal/... 2>&1 | grep -v '^#' | head -n 20; `)
		b.WriteString(`(cd internal && go test -run 'TestRead|TestWrites' -count=1 ./shell/...) || echo "tests failed: $?" >&2; `)
		b.WriteString(`sh -c 'ls -la docs | sort -k5 -n | tail -3' && git --no-pager log --oneline -n 5 -- README.md; `)
	}
	b.WriteString(`grep -rn teh notes.md`)
	return b.String()
}

// BenchmarkPreToolUseBash2KBRead is the hook's work for a PreToolUse of a
// 2 KB Bash command that only reads, in process (no process start): what
// the whole-process benchmark adds to an OK SubagentStop. Its B/op is
// heap a fresh process must fault in.
func BenchmarkPreToolUseBash2KBRead(b *testing.B) {
	dir := b.TempDir()
	require.NoError(b, os.WriteFile(filepath.Join(dir, "notes.md"), []byte("Notes: teh cache is warm.\n"), 0o644))
	raw := fixture(b, "18-pre-tool-use-bash.json", map[string]any{"tool_input.command": bashCommand2KB(), "cwd": dir, "transcript_path": transcriptPath(b)})
	env := testEnv(b, dir)
	ctx := context.Background()
	resp := Handle(ctx, env, raw)
	require.Empty(b, resp.Permission, resp.PermissionReason)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		Handle(ctx, env, raw)
	}
}

// BenchmarkSubagentStopOK is the same for the OK SubagentStop fixture.
func BenchmarkSubagentStopOK(b *testing.B) {
	dir := b.TempDir()
	raw := fixture(b, "14-subagent-stop-status-ok.json", nil)
	env := testEnv(b, dir)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		Handle(ctx, env, raw)
	}
}
