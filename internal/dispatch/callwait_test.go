package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// laggingPlanMode is a project and a transcript as Claude Code 2.1.330
// left them when a PreToolUse hook of an edit started before the lines
// leading up to it were written: the plan-mode call is there, its approval
// and the edit's own call are not yet. late appends them.
func laggingPlanMode(t *testing.T) (project, transcript string, late func()) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(fixtures, "transcripts", "main-plan-mode-approved.jsonl"))
	require.NoError(t, err)
	lines := strings.SplitAfter(strings.TrimSpace(string(raw)), "\n")
	require.Len(t, lines, 2, "the recorded plan-mode call and its approval")
	call, err := sjson.Set(strings.TrimSpace(lines[0]), "message.content.0.id", "toolu_edit_1")
	require.NoError(t, err)
	call, err = sjson.Set(call, "message.content.0.name", "Edit")
	require.NoError(t, err)
	project = t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(project, "parse.go"), []byte(parseGo), 0o644))
	transcript = filepath.Join(t.TempDir(), "session.jsonl")
	require.NoError(t, os.WriteFile(transcript, []byte(lines[0]), 0o600))
	late = func() {
		f, err := os.OpenFile(transcript, os.O_APPEND|os.O_WRONLY, 0)
		if err == nil {
			_, _ = f.WriteString(strings.TrimSpace(lines[1]) + "\n" + call + "\n")
			_ = f.Close()
		}
	}
	return project, transcript, late
}

// An edit the approved plan names, answered while the approval is not yet
// in the transcript: the hook waits for its own call to be written down
// and then allows the edit; without the wait (a replay) it would ask.
func TestCallWaitSeesLateApproval(t *testing.T) {
	for _, tc := range []struct {
		name string
		wait time.Duration
		want string
	}{
		{"waits for the call", 5 * time.Second, event.Allow},
		{"no wait", 0, event.Ask},
	} {
		t.Run(tc.name, func(t *testing.T) {
			project, transcript, late := laggingPlanMode(t)
			env := testEnv(t, project)
			env.CallWait = tc.wait
			raw := fixture(t, "08-pre-tool-use-edit.json", map[string]any{"tool_input.file_path": filepath.Join(project, "parse.go"),
				"cwd": project, "transcript_path": transcript, "tool_use_id": "toolu_edit_1"})
			timer := time.AfterFunc(50*time.Millisecond, late)
			defer timer.Stop()
			resp := Handle(context.Background(), env, raw)
			require.Equal(t, tc.want, resp.Permission, resp.PermissionReason)
		})
	}
}

// A transcript that never catches up costs at most the bound, and the
// answer is the one the lines there give.
func TestCallWaitBounded(t *testing.T) {
	project, transcript, _ := laggingPlanMode(t)
	env := testEnv(t, project)
	env.CallWait = 30 * time.Millisecond
	raw := fixture(t, "08-pre-tool-use-edit.json", map[string]any{"tool_input.file_path": filepath.Join(project, "parse.go"),
		"cwd": project, "transcript_path": transcript, "tool_use_id": "toolu_edit_1"})
	resp := Handle(context.Background(), env, raw)
	require.Equal(t, event.Ask, resp.Permission)
}

// A call the hook lets run (a reading command, an explicit edit) never
// waits for the transcript, however far behind it is: the wait is only
// for answers that stop the call.
func TestCallWaitOnlyWhenStopping(t *testing.T) {
	project, transcript, _ := laggingPlanMode(t)
	env := testEnv(t, project)
	env.CallWait = 5 * time.Second
	var trace strings.Builder
	env.Trace = &trace
	raw := fixture(t, "18-pre-tool-use-bash.json", map[string]any{"tool_input.command": "grep -n handleEntry parse.go", "cwd": project,
		"transcript_path": transcript, "tool_use_id": "toolu_edit_1"})
	resp := Handle(context.Background(), env, raw)
	require.Empty(t, resp.Permission, resp.PermissionReason)
	require.NotContains(t, trace.String(), "did not show call")
	require.NotContains(t, trace.String(), "caught up with the call")

	env.CallWait = 20 * time.Millisecond
	trace.Reset()
	raw = fixture(t, "18-pre-tool-use-bash.json", map[string]any{"tool_input.command": "sed -i s/a/b/ parse.go", "cwd": project,
		"transcript_path": transcript, "tool_use_id": "toolu_edit_1"})
	resp = Handle(context.Background(), env, raw)
	require.NotEmpty(t, resp.Permission)
	require.Contains(t, trace.String(), "did not show call", "an answer that stops the call waits")
}

// A subagent's call (the payload names the agent) is written to the
// subagent's own transcript, never to the session's: nothing to wait for.
func TestCallWaitNotForSubagents(t *testing.T) {
	project, transcript, _ := laggingPlanMode(t)
	env := testEnv(t, project)
	env.CallWait = 5 * time.Second
	var trace strings.Builder
	env.Trace = &trace
	raw := fixture(t, "08-pre-tool-use-edit.json", map[string]any{"tool_input.file_path": filepath.Join(project, "parse.go"),
		"cwd": project, "transcript_path": transcript, "tool_use_id": "toolu_edit_1", "agent_id": "a74be0c96c308f5a6", "agent_type": "general-purpose"})
	resp := Handle(context.Background(), env, raw)
	require.Equal(t, event.Ask, resp.Permission)
	require.NotContains(t, trace.String(), "did not show call")
}
