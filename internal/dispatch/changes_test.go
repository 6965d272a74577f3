package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/gates"
)

const changesFixtures = "../../testdata/fixtures/claude-code-2.1.330/hooks"

// changesEnv is a hook environment whose state directory cannot be
// created (it is a file), so a handler that opens the store fails.
func changesEnv(t *testing.T, config string) (Env, string) {
	t.Helper()
	project := t.TempDir()
	if config != "" {
		require.NoError(t, os.MkdirAll(filepath.Join(project, ".claude"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(project, ".claude", "gates.json"), []byte(config), 0o644))
	}
	blocker := filepath.Join(project, "not-a-dir")
	require.NoError(t, os.WriteFile(blocker, nil, 0o644))
	vars := map[string]string{"CLAUDE_PROJECT_DIR": project, "CLAUDE_PLUGIN_DATA": filepath.Join(blocker, "state"), "HOME": project}
	return Env{Getenv: func(k string) string { return vars[k] }, Now: time.Now}, project
}

func changesPayload(t testing.TB, fixture string, edits map[string]string) []byte {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(changesFixtures, fixture))
	require.NoError(t, err)
	out := string(raw)
	for path, v := range edits {
		if len(v) > 0 && (v[0] == '{' || v[0] == '[') {
			out, err = sjson.SetRaw(out, path, v)
		} else {
			out, err = sjson.Set(out, path, v)
		}
		require.NoError(t, err)
	}
	return []byte(out)
}

// changesHandler runs only the change-set handler of the payload's event,
// as Handle would, and reports whether it opened the store.
func changesHandler(t *testing.T, env Env, raw []byte) (event.Verdict, error, bool) {
	t.Helper()
	in, err := claude.Read(string(raw))
	require.NoError(t, err)
	r := &Run{Env: env, Event: in}
	defer r.closeStore()
	r.Config, err = gates.Load(env.Getenv, "", r.ProjectDir())
	require.NoError(t, err)
	h := map[string]handler{
		event.PreToolUse: changesPreToolUse, event.Stop: changesStop, event.SubagentStop: changesSubagentStop,
		event.SessionStart: changesSessionStart, event.SubagentStart: changesSubagentStart, event.UserPromptSubmit: changesUserPrompt,
	}[in.Kind()]
	require.NotNil(t, h, in.Kind())
	resp, err := h(context.Background(), r)
	return resp, err, r.store != nil
}

// Every event, with no "changes" section or with nothing it defers, is
// answered without opening the store: the hot path stays free of it.
func TestChangesFastPathNeverOpensTheStore(t *testing.T) {
	// Bash input: Claude Code's documented {command, description}.
	status := map[string]string{"tool_name": "Bash", "tool_input": `{"command":"git status","description":"s"}`}
	for _, tc := range []struct {
		name, config, fixture string
		edits                 map[string]string
	}{
		{"no config: PreToolUse", "", "08-pre-tool-use-edit.json", nil},
		{"no config: Stop", "", "16-stop.json", nil},
		{"no config: SessionStart", "", "00-session-start.json", nil},
		{"no config: SubagentStart", "", "13-subagent-start.json", nil},
		{"no config: UserPromptSubmit", "", "01-user-prompt-submit-plan-request.json", nil},
		{"empty defer list", `{"changes": {"defer": []}}`, "16-stop.json", nil},
		{"a call not deferred", `{"changes": {"defer": [{"tool": "Bash", "command_prefix": "git push"}]}}`, "08-pre-tool-use-edit.json", status},
		{"another agent type", `{"changes": {"defer": [{"tool": "Edit", "agent_types": ["groomer"]}]}}`, "08-pre-tool-use-edit.json", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, project := changesEnv(t, tc.config)
			edits := map[string]string{"cwd": project}
			for k, v := range tc.edits {
				edits[k] = v
			}
			resp, err, opened := changesHandler(t, env, changesPayload(t, tc.fixture, edits))
			require.NoError(t, err)
			assert.False(t, opened, "the store was opened")
			assert.True(t, resp.IsZero(), "nothing to say: %+v", resp)
		})
	}
}

// A deferred call whose store cannot be opened fails open, loudly.
func TestChangesStoreFailureFailsOpen(t *testing.T) {
	env, project := changesEnv(t, `{"changes": {"defer": [{"tool": "Edit"}]}}`)
	resp := Handle(context.Background(), env, changesPayload(t, "08-pre-tool-use-edit.json", map[string]string{"cwd": project, "tool_input.file_path": filepath.Join(project, "parse.go")}))
	assert.Contains(t, resp.Message, "could not check this event, so it was let through")
	assert.Contains(t, resp.Message, "not-a-dir")
	assert.NotEqual(t, "deny", resp.Permission)
}

// The control for the test above: a deferred call does open the store and
// is denied as queued.
func TestChangesDeferredCallOpensTheStore(t *testing.T) {
	project := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(project, ".claude"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(project, ".claude", "gates.json"), []byte(`{"changes": {"defer": [{"tool": "Edit"}]}}`), 0o644))
	vars := map[string]string{"CLAUDE_PROJECT_DIR": project, "CLAUDE_PLUGIN_DATA": filepath.Join(project, "state"), "HOME": project}
	env := Env{Getenv: func(k string) string { return vars[k] }, Now: time.Now}
	resp, err, opened := changesHandler(t, env, changesPayload(t, "08-pre-tool-use-edit.json", map[string]string{"cwd": project, "tool_input.file_path": filepath.Join(project, "parse.go")}))
	require.NoError(t, err)
	assert.True(t, opened)
	require.NotEmpty(t, resp.Permission)
	assert.Equal(t, "deny", resp.Permission)
	assert.Contains(t, resp.PermissionReason, "Proposal queued for user review (change set 1, item 1)")
}
