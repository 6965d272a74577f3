package qwen

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// qwenFixtureDir holds Qwen Code 0.24.4's chat transcripts: Gemini-shaped
// messages (message.parts), tool results as "tool_result" lines, task
// notifications as user lines.
var qwenFixtureDir = filepath.Join("..", "..", "..", "testdata", "fixtures", "qwen-code-0.24.4", "transcripts")

func TestRecentQwenFixtures(t *testing.T) {
	main := filepath.Join(qwenFixtureDir, "main-chat.jsonl")
	got, err := TranscriptAt(main).Recent(10, 0)
	require.NoError(t, err)
	assert.Equal(t, []event.Message{
		{Role: event.User, Text: "MAIN: run the plan", Index: 0},
		{Role: event.Assistant, Text: "MAIN done", Index: 1},
		{Role: event.Assistant, Text: "MAIN done", Index: 2},
	}, got, "function calls, tool results and the task notification are not messages")

	text, err := TranscriptAt(main).LastAssistantText()
	require.NoError(t, err)
	assert.Equal(t, "MAIN done", text)

	prompts, err := TranscriptAt(main).Prompts(0)
	require.NoError(t, err)
	require.Len(t, prompts, 1)
	assert.Equal(t, "MAIN: run the plan", prompts[0].Text)
}
