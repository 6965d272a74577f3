package transcript

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPrompts(t *testing.T) {
	got, err := Prompts("../../testdata/fixtures/claude-code-2.1.330/transcripts/main-plan-consent-edit-agent.jsonl", 0)
	require.NoError(t, err)
	assert.Equal(t, []Prompt{
		{Time: time.Date(2026, 11, 22, 10, 11, 58, 662e6, time.UTC), Text: "Fix empty entry handling in parse.go"},
		{Time: time.Date(2026, 11, 22, 10, 12, 1, 193e6, time.UTC), Text: "go ahead"},
	}, got, "typed prompts only: no tool results, no injected text")

	dir := t.TempDir()
	path := filepath.Join(dir, "t.jsonl")
	lines := `{"type":"user","timestamp":"2026-11-22T10:00:00Z","message":{"role":"user","content":"first"}}
{"type":"user","message":{"role":"user","content":"no timestamp"}}
{"type":"user","timestamp":"2026-11-22T10:00:02Z","isSidechain":true,"message":{"role":"user","content":"a subagent's prompt"}}
{"type":"user","timestamp":"2026-11-22T10:00:03Z","message":{"role":"user","content":"<system-reminder>injected</system-reminder>"}}
{"type":"user","timestamp":"2026-11-22T10:00:04Z","message":{"role":"user","content":"last"}}
{"type":"user","timestamp":"2026-11-22T10:00:05Z","message":{"role":"us`
	require.NoError(t, os.WriteFile(path, []byte(lines), 0o600))
	got, err = Prompts(path, 0)
	require.NoError(t, err)
	assert.Equal(t, []string{"first", "last"}, texts(got))
	got, err = Prompts(path, 200)
	require.NoError(t, err)
	assert.Equal(t, []string{"last"}, texts(got), "only the last 200 bytes read")

	_, err = Prompts(dir, 0)
	assert.ErrorContains(t, err, "not a regular file")
}

func texts(ps []Prompt) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Text)
	}
	return out
}
