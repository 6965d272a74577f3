package dispatch

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/client/codex"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// tinyClient is a second client, as a new adapter would add one: its own
// payload shape ({"what": "agent-finished", "agent": {...}, "text": ...})
// decoded into event.Event, and its own answer shape ({"outcome": ...}).
// The seam holds when it gets its verdicts from the same dispatch path
// as Claude Code, with no capability changed.
type tinyClient struct{}

type tinyPayload struct {
	What    string `json:"what"`
	Session string `json:"session"`
	Dir     string `json:"dir"`
	Agent   struct{ ID, Role string }
	Text    *string         `json:"text"`
	Tool    string          `json:"tool"`
	Args    json.RawMessage `json:"args"`
	raw     string
}

var tinyKinds = map[string]string{"agent-finished": event.SubagentStop, "before-tool": event.PreToolUse}

func (tinyClient) Decode(raw string) (event.Event, error) {
	var p tinyPayload
	if err := json.Unmarshal([]byte(raw), &p); err != nil {
		return event.Event{}, err
	}
	p.raw = raw
	return event.New(p), nil
}

func (tinyClient) Encode(kind string, v event.Verdict) []byte {
	out := map[string]string{"outcome": "proceed"}
	switch {
	case v.Block:
		out = map[string]string{"outcome": "retry", "feedback": v.Reason}
	case v.Permission != "":
		out = map[string]string{"outcome": v.Permission, "why": v.PermissionReason}
	}
	if v.Message != "" {
		out["tell"] = v.Message
	}
	b, _ := json.Marshal(out)
	return b
}

func (p tinyPayload) Kind() string                { return tinyKinds[p.What] }
func (p tinyPayload) SessionID() string           { return p.Session }
func (p tinyPayload) CWD() string                 { return p.Dir }
func (p tinyPayload) TranscriptPath() string      { return "" }
func (p tinyPayload) AgentID() string             { return p.Agent.ID }
func (p tinyPayload) AgentType() string           { return p.Agent.Role }
func (p tinyPayload) AgentTranscriptPath() string { return "" }
func (p tinyPayload) StopHookActive() bool        { return false }
func (p tinyPayload) Report() (string, bool) {
	if p.Text == nil {
		return "", false
	}
	return *p.Text, true
}
func (p tinyPayload) Prompt() string           { return "" }
func (p tinyPayload) HasPrompt() bool          { return false }
func (p tinyPayload) PromptID() string         { return "" }
func (p tinyPayload) ToolName() string         { return p.Tool }
func (p tinyPayload) ToolInput() gjson.Result  { return gjson.ParseBytes(p.Args) }
func (p tinyPayload) ToolResult() gjson.Result { return gjson.Result{} }
func (p tinyPayload) ToolUseID() string        { return "" }
func (p tinyPayload) Subagent() event.Subagent { return event.Subagent{} }
func (p tinyPayload) Command() string          { return "" }
func (p tinyPayload) Made() event.Made         { return event.Made{} }
func (p tinyPayload) Edit() (event.Edit, bool) {
	args := p.ToolInput()
	path := args.Get("file_path").String()
	return event.Edit{Path: path, Kind: event.Replace, Replacements: []event.Replacement{
		{Old: args.Get("old_string").String(), New: args.Get("new_string").String()},
	}}, path != ""
}
func (p tinyPayload) PermissionMode() string            { return "" }
func (p tinyPayload) Transcript() event.Transcript      { return nil }
func (p tinyPayload) AgentTranscript() event.Transcript { return nil }
func (p tinyPayload) Raw() []byte                       { return []byte(p.raw) }

func TestASecondClientUsesTheSameCapabilities(t *testing.T) {
	env, project, _ := stateEnv(t, `{"changes": {"defer": [{"tool": "Edit"}]}}`)
	env.Client = tinyClient{}
	edit, err := json.Marshal(map[string]any{"file_path": filepath.Join(project, "parse.go"), "old_string": "a", "new_string": "b"})
	require.NoError(t, err)
	for _, tc := range []struct {
		name, payload, want string
	}{
		{"a report without STATUS is sent back",
			`{"what": "agent-finished", "session": "s1", "agent": {"id": "a1", "role": "general-purpose"}, "text": "done, I think"}`,
			`"outcome":"retry"`},
		{"a report with STATUS OK passes",
			`{"what": "agent-finished", "session": "s1", "agent": {"id": "a2", "role": "general-purpose"}, "text": "STATUS: OK\nTASK: Task 1"}`,
			`{"outcome":"proceed"}`},
		{"a deferred edit is queued and denied",
			`{"what": "before-tool", "session": "s1", "dir": "` + project + `", "tool": "Edit", "args": ` + string(edit) + `}`,
			`"outcome":"deny","why":"Proposal queued for user review (change set 1, item 1)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := string(Handle(context.Background(), env, []byte(tc.payload)).JSON())
			assert.Contains(t, out, tc.want)
		})
	}
	t.Run("the retry says what is missing", func(t *testing.T) {
		out := Handle(context.Background(), env, []byte(`{"what": "agent-finished", "session": "s1", "agent": {"id": "a3", "role": "general-purpose"}, "text": "no status"}`))
		assert.Equal(t, event.SubagentStop, out.Kind)
		assert.Contains(t, out.Reason, "STATUS")
	})
}

// How an escalation has the dispatcher ask the user is the adapter's word:
// Claude Code's names its AskUserQuestion tool; Codex's names none, so the
// dispatcher is told to ask in its reply. The options are the same.
func TestEscalationAsksTheWayTheClientCan(t *testing.T) {
	text := "STATUS: BLOCKED\nTASK: Task 3 - auth\nREASON: plan says JWT but the service uses OAuth2"
	escalate := func(t *testing.T, c Client) event.Verdict {
		env, project, _ := stateEnv(t, `{"hooks": {"SubagentStop": {"gates": ["plan-compliance"]}}}`)
		env.Client = c
		stop, err := json.Marshal(map[string]any{"hook_event_name": "SubagentStop", "session_id": "s1", "cwd": project, "agent_id": "a9", "agent_type": "general-purpose", "last_assistant_message": text})
		require.NoError(t, err)
		Handle(context.Background(), env, stop)
		main, err := json.Marshal(map[string]any{"hook_event_name": "Stop", "session_id": "s1", "cwd": project, "last_assistant_message": "done"})
		require.NoError(t, err)
		out := Handle(context.Background(), env, main)
		require.True(t, out.Block, "the dispatcher is handed the escalation at Stop")
		for _, o := range []string{"Do not retry the task", "1. Trust the agent", "2. Revise the plan", "3. Enforce the plan as written", "4. Investigate"} {
			assert.Contains(t, out.Reason, o)
		}
		return out.Verdict
	}
	assert.Contains(t, escalate(t, nil).Reason, "Ask the user now (AskUserQuestion) which of these to do:")
	chat := escalate(t, codex.Client{}).Reason
	assert.NotContains(t, chat, "AskUserQuestion")
	assert.Contains(t, chat, "Ask the user now, in your reply")
}
