package benchmarks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/sjson"
)

// BenchmarkHookPreToolUseEdit1MB: a whole hook process deciding the
// PreToolUse of an Edit of one line in the middle of a 1 MB file, with the
// real transcript (the user asked to fix parse.go): the file is read, the
// changed region diffed, the conversation read from the transcript's end
// and the change classified, in turns with the empty binary. Issue 5:
// under 3× the empty binary (read x-empty).
func BenchmarkHookPreToolUseEdit1MB(b *testing.B) {
	dir := b.TempDir()
	var big strings.Builder
	for i := 0; big.Len() < 1<<20; i++ {
		big.WriteString("\t// filler line of a large generated file, forty-odd bytes\n")
		if i == 9000 {
			big.WriteString("func handleEntry(e string) string {\n\treturn e\n}\n")
		}
	}
	path := filepath.Join(dir, "parse.go")
	if err := os.WriteFile(path, []byte(big.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	transcript, err := filepath.Abs("../testdata/fixtures/claude-code-2.1.330/transcripts/main-plan-consent-edit-agent.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	payload := string(Fixture(b, "08-pre-tool-use-edit.json"))
	for k, v := range map[string]string{"tool_input.file_path": path, "cwd": dir, "transcript_path": transcript} {
		if payload, err = sjson.Set(payload, k, v); err != nil {
			b.Fatal(err)
		}
	}
	bs := built.get(b)
	Process{Stdin: []byte(payload), Dir: dir, Env: []string{"CLAUDE_PROJECT_DIR=" + dir}}.Versus(b, bs.hook, Process{Stdin: []byte(payload)}, bs.empty)
}
