package codex

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

type (
	Message = event.Message
	Change  = event.Change
)

const User, Assistant = event.User, event.Assistant

func Recent(path string, n int, maxBytes int64) ([]Message, error) {
	return TranscriptAt(path).Recent(n, maxBytes)
}
func LastAssistantText(path string) (string, error) { return TranscriptAt(path).LastAssistantText() }
func FirstPrompt(path string, maxBytes int64) (string, error) {
	return TranscriptAt(path).FirstPrompt(maxBytes)
}
func Changes(path string, maxBytes int64) ([]Change, bool, error) {
	return TranscriptAt(path).Changes(maxBytes)
}

const codexFixtures = "../../../testdata/fixtures/codex-0.169.0/transcripts"

// A Codex rollout reads as a conversation: the user's prompt and the
// assistant's text, without what Codex injected or the developer
// instructions.
func TestRecentReadsCodexRollouts(t *testing.T) {
	msgs, err := Recent(filepath.Join(codexFixtures, "main-rollout-edits.jsonl"), 10, 0)
	require.NoError(t, err)
	require.Len(t, msgs, 2)
	assert.Equal(t, Message{Role: User, Text: "MAIN: run the plan", Index: 0}, msgs[0])
	assert.Equal(t, Message{Role: Assistant, Text: "MAIN done", Index: 1}, msgs[1])

	text, err := LastAssistantText(filepath.Join(codexFixtures, "subagent-rollout-agent.jsonl"))
	require.NoError(t, err)
	assert.Equal(t, "SUB-1 report: STATUS: OK", text)
}

func TestCodexInjectedMessagesAreNoPrompts(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "r.jsonl")
	lines := []string{
		`{"type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"fix parse.go"}]}}`,
		`{"type":"response_item","payload":{"type":"message","role":"developer","content":[{"type":"input_text","text":"dev"}]}}`,
		`{"type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"<hook_prompt hook_run_id=\"x\">go on</hook_prompt>"}]}}`,
		`{"type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"<subagent_notification>{}</subagent_notification>"}]}}`,
		`{"type":"response_item","payload":{"type":"message","role":"user"`,
	}
	require.NoError(t, os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o600))
	msgs, err := Recent(p, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{{Role: User, Text: "fix parse.go"}}, msgs)
}

// What a Codex agent changed, from its rollout: its successful
// exec_command and apply_patch calls, one change per file of a patch,
// paths absolute against the session's directory.
func TestChangesReadsCodexRollouts(t *testing.T) {
	got, partial, err := Changes(filepath.Join(codexFixtures, "main-rollout-edits.jsonl"), 0)
	require.NoError(t, err)
	assert.False(t, partial)
	assert.Equal(t, []Change{
		{Tool: "Bash", Command: "echo rec-shell-output | tee out.txt", Dir: "/home/dev/project"},
		{Tool: "Write", Path: "/home/dev/project/notes.txt", Dir: "/home/dev/project", Created: true},
	}, got)

	prompt, err := FirstPrompt(filepath.Join(codexFixtures, "subagent-rollout-agent.jsonl"), 1<<20)
	require.NoError(t, err)
	assert.Equal(t, "SUB-1: check the notes", prompt)
}

func TestChangesCodexPatchesAndFailures(t *testing.T) {
	item := func(payload string) string { return `{"type":"response_item","payload":` + payload + `}` }
	call := func(id, patch string) string {
		b, _ := json.Marshal(map[string]string{"type": "custom_tool_call", "call_id": id, "name": "apply_patch", "input": patch})
		return item(string(b))
	}
	output := func(id, out string) string {
		b, _ := json.Marshal(map[string]string{"type": "custom_tool_call_output", "call_id": id, "output": out})
		return item(string(b))
	}
	lines := []string{
		`{"type":"turn_context","payload":{"cwd":"/w"}}`,
		call("a", "*** Begin Patch\n*** Update File: src/x.go\n*** Move to: src/y.go\n@@\n-old\n+new\n*** Delete File: gone.txt\n*** End Patch"),
		output("a", "Exit code: 0\nOutput:\nSuccess."),
		call("b", "*** Begin Patch\n*** Add File: blocked.txt\n+x\n*** End Patch"),
		output("b", "Command blocked by PreToolUse hook: no. Command: …"),
		call("c", "not a patch"),
		output("c", "Exit code: 0\n"),
	}
	p := filepath.Join(t.TempDir(), "r.jsonl")
	require.NoError(t, os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o600))
	got, _, err := Changes(p, 0)
	require.NoError(t, err)
	edits := []event.Replacement{{Old: "old", New: "new"}}
	assert.Equal(t, []Change{
		{Tool: "Edit", Path: "/w/src/x.go", Dir: "/w", Edits: edits},
		{Tool: "Write", Path: "/w/src/y.go", Dir: "/w", Edits: edits, Created: true},
		{Tool: "Edit", Path: "/w/gone.txt", Dir: "/w"},
	}, got)
}

// BenchmarkRecentCodexRollout is consent's and confirmation's read of the
// end of a recorded Codex rollout (lines of 20+ KB of instructions).
func BenchmarkRecentCodexRollout(b *testing.B) {
	p := filepath.Join(codexFixtures, "main-rollout-edits.jsonl")
	for b.Loop() {
		if msgs, err := Recent(p, 10, 0); err != nil || len(msgs) != 2 {
			b.Fatal(err, len(msgs))
		}
	}
}
