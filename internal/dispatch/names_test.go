package dispatch

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/client/codex"
	"github.com/plan-compliance/plan-compliance/internal/client/qwen"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// unnamedClient is Claude Code's payloads and answers under an adapter
// that names nothing (no Namer): the texts fall back to neutral words.
type unnamedClient struct{}

func (unnamedClient) Decode(raw string) (event.Event, error)     { return claude.Client{}.Decode(raw) }
func (unnamedClient) Encode(kind string, v event.Verdict) []byte { return claude.Encode(kind, v) }

// The texts people read name the client's own agent and offer only the
// review that works there: the slash command is Claude Code's plugin's.
func TestChangeSetTextsSayWhatTheClientHas(t *testing.T) {
	for _, tc := range []struct {
		name      string
		client    Client
		shell     string
		assistant string
		slash     bool
	}{
		{"Claude Code", nil, "Bash", "Claude", true},
		{"Codex", codex.Client{}, "Bash", "Codex", false},
		{"Qwen Code", qwen.Client{}, "run_shell_command", "Qwen Code", false},
		{"an adapter naming nothing", unnamedClient{}, "Bash", "the main agent", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, project, state := stateEnv(t, `{"changes": {"defer": [{"tool": "Bash", "command_prefix": "git push"}]}}`)
			env.Client = tc.client
			send := func(p map[string]any) Reply {
				p["session_id"], p["cwd"], p["prompt_id"] = "s1", project, "p1"
				raw, err := json.Marshal(p)
				require.NoError(t, err)
				return Handle(context.Background(), env, raw)
			}
			deny := send(map[string]any{"hook_event_name": "PreToolUse", "tool_name": tc.shell, "tool_input": map[string]any{"command": "git push origin main"}, "tool_use_id": "t1"})
			require.Contains(t, deny.PermissionReason, "Proposal queued for user review (change set 1, item 1)")

			notice := send(map[string]any{"hook_event_name": "Stop", "stop_hook_active": false, "last_assistant_message": "done"}).Message
			require.NotEmpty(t, notice)
			assert.Contains(t, notice, "✨ "+tc.assistant+" suggests 1 change (change set 1):")
			assert.Contains(t, notice, "Review: plan-compliance changes review (or: changes show 1")
			if tc.slash {
				assert.Contains(t, notice, "), or /plan-compliance:changes in Claude Code.")
			} else {
				assert.NotContains(t, notice, "/plan-compliance:")
				assert.NotContains(t, notice, "Claude")
			}

			// The set keeps the name, for the command line and the review
			// screen, which know no client.
			st, err := store.Open(state)
			require.NoError(t, err)
			set, err := st.Set(1)
			require.NoError(t, err)
			assert.Equal(t, tc.assistant, set.Agent().Name())
			require.NoError(t, st.Close())

			refused := send(map[string]any{"hook_event_name": "PreToolUse", "tool_name": tc.shell, "tool_input": map[string]any{"command": "plan-compliance changes confirm 1 1"}, "tool_use_id": "t2"})
			assert.Equal(t, event.Deny, refused.Permission)
			assert.Contains(t, refused.PermissionReason, "Only the user decides on proposed changes")
			assert.Equal(t, tc.slash, strings.Contains(refused.PermissionReason, "/plan-compliance:changes"), refused.PermissionReason)
		})
	}
}

// A Stop gate that keeps failing tells the user who was sent back, by the
// client's name for its agent.
func TestStopGateFailureNamesTheClientsAgent(t *testing.T) {
	for _, tc := range []struct {
		name      string
		client    Client
		for_, who string
	}{
		{"Claude Code", nil, "Claude", "Claude"},
		{"Codex", codex.Client{}, "Codex", "Codex"},
		{"an adapter naming nothing", unnamedClient{}, "the main agent", "The main agent"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, project, _ := stateEnv(t, `{"gates": {"tests": {"command": "exit 1"}}, "hooks": {"Stop": {"gates": ["tests"]}}, "max_blocks": 1}`)
			env.Client = tc.client
			stop := func() Reply {
				raw, err := json.Marshal(map[string]any{"hook_event_name": "Stop", "session_id": "s1", "cwd": project, "stop_hook_active": false, "last_assistant_message": "done"})
				require.NoError(t, err)
				return Handle(context.Background(), env, raw)
			}
			first := stop()
			require.True(t, first.Block, first.Message)
			assert.Contains(t, first.Message, "✗ Gate 'tests' failed for "+tc.for_)
			assert.Contains(t, first.Message, tc.who+" was sent back to fix it.")
			second := stop()
			assert.Contains(t, second.Message, "⚠ "+tc.who+" was let stop by the loop guard: ")
		})
	}
}
