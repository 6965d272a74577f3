package benchmarks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// bashCommand2KB is a 2 KB command line of the kind agents write: a chain
// of builds, tests, greps and pipes, through a subshell and sh -c; write
// adds a `sed -i` of notes.md at its end.
func bashCommand2KB(write bool) string {
	var b strings.Builder
	for i := 0; b.Len() < 1900; i++ {
		b.WriteString(`cd "$(git rev-parse --show-toplevel)" && go vet ./internal/... 2>&1 | grep -v '^#' | head -n 20; `)
		b.WriteString(`(cd internal && go test -run 'TestRead|TestWrites' -count=1 ./shell/...) || echo "tests failed: $?" >&2; `)
		b.WriteString(`sh -c 'ls -la docs | sort -k5 -n | tail -3' && git --no-pager log --oneline -n 5 -- README.md; `)
	}
	if write {
		b.WriteString(`sed -i 's/teh/the/' notes.md`)
	} else {
		b.WriteString(`grep -rn teh notes.md`)
	}
	return b.String()
}

// hookBash times a whole hook process deciding the PreToolUse of a 2 KB
// Bash command (confirmation on, as by default), with the real transcript,
// in turns with the empty binary. Issue 12: at most 1.6× the empty binary
// (read x-empty).
func hookBash(b *testing.B, write bool) {
	bs := built.get(b)
	p := bashProcess(b, write)
	p.Versus(b, bs.hook, Process{Stdin: p.Stdin}, bs.empty)
}

// bashProcess is the hook process of hookBash: the payload of a 2 KB
// command, run in a project holding notes.md.
func bashProcess(b *testing.B, write bool) Process {
	b.Helper()
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.md"), []byte("Notes: teh cache is warm.\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	payload := string(Fixture(b, "18-pre-tool-use-bash.json"))
	transcript := transcriptWithCall(b, gjson.Get(payload, "tool_use_id").String())
	var err error
	for k, v := range map[string]string{"tool_input.command": bashCommand2KB(write), "cwd": dir, "transcript_path": transcript} {
		if payload, err = sjson.Set(payload, k, v); err != nil {
			b.Fatal(err)
		}
	}
	return Process{Stdin: []byte(payload), Dir: dir, Env: []string{"CLAUDE_PROJECT_DIR=" + dir}}
}

// transcriptWithCall is the recorded main-thread transcript with the call
// being answered written after it, as Claude Code writes it (its Edit
// call's line, given id): without it, an answer that stops the call would
// wait for the transcript to catch up (dispatch.HookCallWait), which the
// real client does within tens of milliseconds.
func transcriptWithCall(b *testing.B, id string) string {
	b.Helper()
	raw, err := os.ReadFile("../testdata/fixtures/claude-code-2.1.330/transcripts/main-plan-consent-edit-agent.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	var call string
	for _, line := range strings.Split(string(raw), "\n") {
		if gjson.Get(line, "message.content.0.id").String() == "toolu_3_0" {
			call = line
		}
	}
	if call, err = sjson.Set(call, "message.content.0.id", id); call == "" || err != nil {
		b.Fatalf("the recorded transcript has no Edit call toolu_3_0 (%v)", err)
	}
	path := filepath.Join(b.TempDir(), "session.jsonl")
	if err := os.WriteFile(path, []byte(strings.TrimRight(string(raw), "\n")+"\n"+call+"\n"), 0o600); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkHookPreToolUseBash2KBRead: the command only reads: parsed, no
// question, nothing else read.
func BenchmarkHookPreToolUseBash2KBRead(b *testing.B) { hookBash(b, false) }

// BenchmarkHookPreToolUseBash2KBWrite: the command ends with a sed -i of a
// file the user never named: parsed, the conversation read from the
// transcript's end, the file classified, the question built.
func BenchmarkHookPreToolUseBash2KBWrite(b *testing.B) { hookBash(b, true) }

// BenchmarkHookPreToolUseBash2KBReadVersusBaseline: the read-only 2 KB
// command of BenchmarkHookPreToolUseBash2KBRead, this build against the
// baseline build (PLAN_COMPLIANCE_BENCH_BASELINE; read x-baseline). Both
// are started as hooks.json starts the hook program (one processor): the
// baseline is a build of the same program from another commit.
func BenchmarkHookPreToolUseBash2KBReadVersusBaseline(b *testing.B) {
	p := bashProcess(b, false)
	p.Env = append(p.Env, registered...)
	versusBaseline(b, p)
}
