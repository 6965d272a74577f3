package claude

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// A payload made by Payload reads back as that event in that directory.
func TestPayload(t *testing.T) {
	in, err := Read(string(Payload(event.Stop, `/work/a "b"`)))
	require.NoError(t, err)
	assert.Equal(t, event.Stop, in.Kind())
	assert.Equal(t, `/work/a "b"`, in.CWD())
}

// WithTranscript sets the transcript and keeps the rest; what is not an
// object is an error.
func TestWithTranscript(t *testing.T) {
	raw, err := WithTranscript([]byte(`{"hook_event_name": "PreToolUse", "transcript_path": "/old", "tool_input": {"n": 12345678901234567890}}`), "/new/t.jsonl")
	require.NoError(t, err)
	in, err := Read(string(raw))
	require.NoError(t, err)
	assert.Equal(t, "/new/t.jsonl", in.TranscriptPath())
	assert.Equal(t, event.PreToolUse, in.Kind())
	assert.Equal(t, "12345678901234567890", in.ToolInput().Get("n").Raw, "numbers kept as written")
	for _, bad := range []string{`[]`, `null`, `"x"`, `{`} {
		_, err := WithTranscript([]byte(bad), "/t")
		assert.Error(t, err, bad)
	}
}
