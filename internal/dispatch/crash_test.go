package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/store"
)

// stateEnv is a hook environment with a project (its gates.json holding
// config) and a state directory of its own.
func stateEnv(t *testing.T, config string) (env Env, project, state string) {
	t.Helper()
	project, state = t.TempDir(), t.TempDir()
	if config != "" {
		require.NoError(t, os.MkdirAll(filepath.Join(project, ".claude"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(project, ".claude", "gates.json"), []byte(config), 0o644))
	}
	vars := map[string]string{"CLAUDE_PROJECT_DIR": project, "CLAUDE_PLUGIN_DATA": state, "HOME": project}
	return Env{Getenv: func(k string) string { return vars[k] }, Now: time.Now}, project, state
}

// A panic anywhere in answering an event becomes the failure policy's
// answer: fail open with a message, or, with fail_closed, a refusal.
func TestPanicBecomesTheFailurePolicy(t *testing.T) {
	for _, tc := range []struct {
		name, config, want string
	}{
		{"fail open", "", `{"systemMessage":"⚠ plan-compliance could not check this event, so it was let through: internal error (boom in Getenv)`},
		{"fail closed", `{"fail_closed": true}`, `"decision":"block","reason":"plan-compliance could not check this event and fail_closed is set, so it is blocked: internal error (boom in Getenv)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, _, _ := stateEnv(t, tc.config)
			getenv := env.Getenv
			// The state directory is looked up after the config is loaded.
			env.Getenv = func(k string) string {
				if k == "CLAUDE_PLUGIN_DATA" {
					panic("boom in Getenv")
				}
				return getenv(k)
			}
			var resp []byte
			require.NotPanics(t, func() {
				resp = Handle(context.Background(), env, changesPayload(t, "16-stop.json", nil)).JSON()
			})
			assert.Contains(t, string(resp), tc.want)
		})
	}
}

// Input nested millions of levels deep is refused before any recursive
// decoding (it overflowed the stack: a fatal error, exit 2).
func TestDeepInputIsRefused(t *testing.T) {
	env, _, _ := stateEnv(t, "")
	for _, raw := range []string{
		strings.Repeat("[", 6_000_000),
		`{"hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":` + strings.Repeat(`{"a":`, 6_000_000) + "1" + strings.Repeat("}", 6_000_000) + "}",
	} {
		resp := Handle(context.Background(), env, []byte(raw)).JSON()
		assert.Contains(t, string(resp), "could not check this event, so it was let through: hook input is nested more than 1000 levels deep")
	}
}

// A state store cut short at any point never makes a hook crash, and is
// never lost without a word: the hooks answer (Stop with no config, a
// deferred PreToolUse), and either the store still holds every change set
// or it was set aside and an answer told the user so.
func TestDamagedStoreThroughTheHook(t *testing.T) {
	const config = `{"changes": {"defer": [{"tool": "Edit"}, {"tool": "Write"}]}}`
	env, project, state := stateEnv(t, config)
	edit := func(i int) []byte {
		return changesPayload(t, "08-pre-tool-use-edit.json", map[string]string{
			"tool_input.file_path": filepath.Join(project, "f.go"), "cwd": project, "transcript_path": "",
			"tool_input.old_string": "x", "tool_input.new_string": strings.Repeat("y", i), "tool_use_id": "t" + string(rune('a'+i%26)),
			"prompt_id": "p" + string(rune('a'+i/10)),
		})
	}
	stop := changesPayload(t, "16-stop.json", map[string]string{"cwd": project, "transcript_path": ""})
	require.NoError(t, os.WriteFile(filepath.Join(project, "f.go"), []byte("x\n"), 0o644))
	for i := range 40 {
		Handle(context.Background(), env, edit(i))
		if i%10 == 9 {
			Handle(context.Background(), env, stop)
		}
	}
	sets := func() int {
		s, err := store.Open(state)
		require.NoError(t, err)
		defer s.Close()
		all, err := s.Sets(store.SetFilter{})
		require.NoError(t, err)
		return len(all)
	}
	want := sets()
	require.Equal(t, 4, want)
	raw, err := os.ReadFile(filepath.Join(state, store.FileName))
	require.NoError(t, err)

	points, aside := 0, 0
	for cut := 0; cut < len(raw); cut += max(len(raw)/70, 1) {
		points++
		require.NoError(t, os.RemoveAll(state))
		require.NoError(t, os.MkdirAll(state, 0o700))
		require.NoError(t, os.WriteFile(filepath.Join(state, store.FileName), raw[:cut], 0o600))
		var answers []string
		for _, payload := range [][]byte{stop, edit(100)} {
			var out []byte
			require.NotPanics(t, func() { out = Handle(context.Background(), env, payload).JSON() }, "cut at %d", cut)
			assert.NotContains(t, string(out), "internal error", "cut at %d", cut)
			answers = append(answers, string(out))
		}
		damaged, err := filepath.Glob(filepath.Join(state, store.FileName+".damaged-*"))
		require.NoError(t, err)
		if len(damaged) == 0 {
			// Read whole: the change sets are all there (the new edit
			// joined an open one or started its own).
			assert.GreaterOrEqual(t, sets(), want, "cut at %d: sets lost without a word", cut)
			continue
		}
		aside++
		assert.Len(t, damaged, 1)
		told := strings.Count(strings.Join(answers, "\n"), "state database "+filepath.Join(state, store.FileName)+" was damaged")
		assert.Equal(t, 1, told, "cut at %d: told %d times: %q", cut, told, answers)
	}
	assert.Greater(t, points, 62)
	t.Logf("%d cuts of a %d-byte store: %d set aside and told, %d read whole", points, len(raw), aside, points-aside)
}
