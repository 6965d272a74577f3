package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// TestPromptNotYetInTheTranscript: the client writes the prompt to its
// transcript asynchronously, so a tool call of the same turn may read a
// transcript without it. The prompt UserPromptSubmit kept for that
// prompt_id is the turn's latest message then; the prompt of another
// prompt_id is not.
func TestPromptNotYetInTheTranscript(t *testing.T) {
	const session, sed = "5e55-0001", "sed -i 's/teh/the/' notes.md"
	for _, tt := range []struct {
		name, keptID, toolID string
		want                 string
	}{
		{"the same prompt_id: the kept prompt asks for it", "p-2", "p-2", event.Allow},
		{"another prompt_id: the transcript's turn is judged", "p-1", "p-2", event.Ask},
	} {
		t.Run(tt.name, func(t *testing.T) {
			project, state := t.TempDir(), t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(project, "notes.md"), []byte("Notes: teh cache is warm.\n"), 0o644))
			env := testEnv(t, project)
			k := freshBash{Conversation: []freshTurn{{"user", "Tidy up the repository"}, {"assistant", "I'd fix a typo in notes.md with sed; shall I?"}}}
			transcript := transcriptOf(t, state, k) // the "yes" is not in it yet
			prompt := fixture(t, "05-user-prompt-submit-consent.json", map[string]any{"session_id": session, "prompt_id": tt.keptID,
				"prompt": "yes, fix the typo in notes.md with sed", "cwd": project, "transcript_path": transcript})
			Handle(context.Background(), env, prompt)
			tool := fixture(t, "18-pre-tool-use-bash.json", map[string]any{"session_id": session, "prompt_id": tt.toolID,
				"tool_input.command": sed, "cwd": project, "transcript_path": transcript})
			got := Handle(context.Background(), env, tool)
			assert.Equal(t, tt.want, got.Permission, got.PermissionReason)
		})
	}
}
