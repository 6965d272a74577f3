package transcript

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const codexFixtures = "../../testdata/fixtures/codex-0.169.0/transcripts"

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
