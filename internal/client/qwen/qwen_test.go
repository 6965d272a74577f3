package qwen

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

const fixtures = "../../../testdata/fixtures/qwen-code-0.24.4/hooks"

// want is what one recorded payload must read as.
type want struct {
	kind, tool, command, agentID, agentType, prompt string
	report                                          string // Report(), when reportOK
	reportOK                                        bool
	edit                                            *event.Edit
	made                                            *event.Made
	sub                                             *event.Subagent
	subReport                                       string
}

const notes = "/home/dev/project/notes.txt"

func expectations() map[string]want {
	replace := []event.Replacement{{Old: "hello", New: "goodbye"}}
	return map[string]want{
		"00-session-start.json":       {kind: event.SessionStart},
		"01-user-prompt-submit.json":  {kind: event.UserPromptSubmit, prompt: "MAIN: run the plan"},
		"02-pre-tool-use-shell.json":  {kind: event.PreToolUse, tool: "Bash", command: "echo rec-shell-output | tee out.txt"},
		"03-post-tool-use-shell.json": {kind: event.PostToolUse, tool: "Bash", command: "echo rec-shell-output | tee out.txt"},
		"04-pre-tool-use-write-file.json": {kind: event.PreToolUse, tool: "Write",
			edit: &event.Edit{Path: notes, Kind: event.Write, Content: "hello\n"}},
		"05-post-tool-use-write-file.json": {kind: event.PostToolUse, tool: "Write",
			edit: &event.Edit{Path: notes, Kind: event.Write, Content: "hello\n"},
			made: &event.Made{Path: notes, Whole: true, Content: "hello\n", Created: true}},
		"06-pre-tool-use-edit.json": {kind: event.PreToolUse, tool: "Edit",
			edit: &event.Edit{Path: notes, Kind: event.Replace, Replacements: replace}},
		"07-post-tool-use-edit.json": {kind: event.PostToolUse, tool: "Edit",
			edit: &event.Edit{Path: notes, Kind: event.Replace, Replacements: replace},
			made: &event.Made{Path: notes, Replacements: replace, Original: "hello\n", OriginalKnown: true}},
		"08-pre-tool-use-agent.json": {kind: event.PreToolUse, tool: event.AgentTool,
			sub: &event.Subagent{Launcher: true, ID: "general-purpose-call_fake_4", Type: "general-purpose"}},
		"09-subagent-start.json": {kind: event.SubagentStart, agentID: "general-purpose-call_fake_4", agentType: "general-purpose"},
		"10-subagent-stop.json": {kind: event.SubagentStop, agentID: "general-purpose-call_fake_4", agentType: "general-purpose",
			report: "SUB-1 report: STATUS: OK", reportOK: true},
		"11-post-tool-use-agent.json": {kind: event.PostToolUse, tool: event.AgentTool,
			sub: &event.Subagent{Launcher: true, ID: "general-purpose-call_fake_4", Type: "general-purpose"}, subReport: "SUB-1 report: STATUS: OK\n"},
		"12-post-tool-use-agent-background.json": {kind: event.PostToolUse, tool: event.AgentTool,
			sub: &event.Subagent{Launcher: true, Background: true, ID: "general-purpose-call_fake_5", Type: "general-purpose"}, subReport: "Background agent launched successfully."},
		"13-subagent-stop-background.json": {kind: event.SubagentStop, agentID: "general-purpose-call_fake_5", agentType: "general-purpose",
			report: "SUB-2 report: STATUS: OK", reportOK: true},
		// Qwen's re-fire before a follow-up request: no new user input.
		"14-user-prompt-submit-continuation.json": {kind: ""},
		"15-stop.json": {kind: event.Stop, report: "MAIN done", reportOK: true},
	}
}

// TestDecodeEveryFixture reads every recorded Qwen Code payload and checks
// each one against what it must mean; a fixture without an expectation
// fails, so a newly recorded one cannot go unchecked.
func TestDecodeEveryFixture(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(fixtures, "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	exp := expectations()
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			w, ok := exp[name]
			require.True(t, ok, "no expectation for fixture %s: add one", name)
			raw, err := os.ReadFile(f)
			require.NoError(t, err)
			ev, err := Client{}.Decode(string(raw))
			require.NoError(t, err)
			assert.Equal(t, w.kind, ev.Kind())
			assert.Equal(t, "8d33c0d9-cdca-4d62-9380-5b606ffbf2a2", ev.SessionID())
			assert.Equal(t, "/home/dev/project", ev.CWD())
			assert.Equal(t, w.tool, ev.ToolName())
			assert.Equal(t, w.command, ev.Command())
			assert.Equal(t, w.agentID, ev.AgentID())
			assert.Equal(t, w.agentType, ev.AgentType())
			if w.kind == event.UserPromptSubmit {
				assert.Equal(t, w.prompt, ev.Prompt())
			}
			report, reportOK := ev.Report()
			assert.Equal(t, w.reportOK, reportOK)
			if w.reportOK {
				assert.Equal(t, w.report, report)
			}
			if w.edit != nil {
				e, ok := ev.Edit()
				assert.True(t, ok)
				assert.Equal(t, *w.edit, e)
			}
			if w.made != nil {
				assert.Equal(t, *w.made, ev.Made())
			}
			sub := ev.Subagent()
			if w.sub == nil {
				assert.False(t, sub.Launcher)
				return
			}
			assert.True(t, strings.HasPrefix(sub.ReportText(), w.subReport), "report %q", sub.ReportText())
			sub.Report = nil
			assert.Equal(t, *w.sub, sub)
		})
	}
}

// TestSubagentToolEventsNameTheAgentType reads the recorded tool events of a
// subagent, which carry agent_id but no agent_type.
func TestSubagentToolEventsNameTheAgentType(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(fixtures, "..", "subagent", "hooks", "*.json"))
	require.NoError(t, err)
	require.Len(t, files, 2)
	for _, f := range files {
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		ev, err := Client{}.Decode(string(raw))
		require.NoError(t, err)
		assert.Equal(t, "general-purpose-call_fake_1", ev.AgentID(), f)
		assert.Equal(t, "general-purpose", ev.AgentType(), f)
		assert.Equal(t, "Write", ev.ToolName(), f)
	}
	for id, want := range map[string]string{"": "", "Explore-3f2a9c1b": "Explore", "x": "", "-a": "", "my-agent-call_9": "my-agent"} {
		ev, err := Client{}.Decode(`{"hook_event_name":"PreToolUse","agent_id":"` + id + `"}`)
		require.NoError(t, err)
		assert.Equal(t, want, ev.AgentType(), "agent_id %q", id)
	}
	ev, err := Client{}.Decode(`{"hook_event_name":"SubagentStop","agent_id":"a-b","agent_type":"reviewer"}`)
	require.NoError(t, err)
	assert.Equal(t, "reviewer", ev.AgentType(), "agent_type wins when sent")
}

func TestCommandOnlyForTheShell(t *testing.T) {
	ev, err := Client{}.Decode(`{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf /"}}`)
	require.NoError(t, err)
	assert.Equal(t, "", ev.Command(), "Qwen Code has no tool named Bash: only run_shell_command is the shell")
	assert.Equal(t, "Bash", ev.ToolName())
}

func TestHostileInputIsAnError(t *testing.T) {
	for _, raw := range []string{"", "  ", "[]", `"x"`, "{", strings.Repeat("[", 5000)} {
		ev, err := Client{}.Decode(raw)
		assert.Error(t, err, "%q", raw)
		assert.Equal(t, "", ev.Kind())
	}
	// Wrong types read as zero values, never a crash.
	ev, err := Client{}.Decode(`{"hook_event_name":"PostToolUse","tool_name":"agent","tool_input":7,"tool_response":{"llmContent":{"a":1},"returnDisplay":"x"}}`)
	require.NoError(t, err)
	assert.Equal(t, "", ev.Subagent().ReportText())
	assert.Equal(t, event.Made{}, ev.Made())
}

func decodeAnswer(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m), "%s", b)
	return m
}

func TestEncodeWhatQwenHonours(t *testing.T) {
	// Stop and SubagentStop: decision block, honoured.
	for _, kind := range []string{event.Stop, event.SubagentStop, event.UserPromptSubmit} {
		m := decodeAnswer(t, Encode(kind, event.Block("add a STATUS line")))
		assert.Equal(t, "block", m["decision"], kind)
		assert.Equal(t, "add a STATUS line", m["reason"], kind)
	}
	// PreToolUse: permission decisions.
	for _, d := range []string{event.Deny, event.Ask} {
		m := decodeAnswer(t, Encode(event.PreToolUse, event.Permission(d, "the diff")))
		spec := m["hookSpecificOutput"].(map[string]any)
		assert.Equal(t, d, spec["permissionDecision"])
		assert.Equal(t, "the diff", spec["permissionDecisionReason"])
		assert.Equal(t, event.PreToolUse, spec["hookEventName"])
	}
	// PostToolUse: a block is ignored by Qwen, so its reason travels as
	// additionalContext (appended to the tool result), with any context.
	v := event.Block("gate failed: 2 tests")
	v.Merge(event.Context("more"))
	m := decodeAnswer(t, Encode(event.PostToolUse, v))
	assert.NotContains(t, m, "decision")
	assert.NotContains(t, m, "reason")
	spec := m["hookSpecificOutput"].(map[string]any)
	assert.Equal(t, "gate failed: 2 tests\n\nmore", spec["additionalContext"])
	assert.Equal(t, event.PostToolUse, spec["hookEventName"])
	// A stop on PostToolUse: continue false with the reason.
	m = decodeAnswer(t, Encode(event.PostToolUse, event.StopAll("broken config")))
	assert.Equal(t, false, m["continue"])
	assert.Equal(t, "broken config", m["stopReason"])
	// Nothing to say: nothing printed.
	assert.Nil(t, Encode(event.PostToolUse, event.Verdict{}))
	// Texts go out printable.
	m = decodeAnswer(t, Encode(event.Stop, event.Block("a\x1b[31mred")))
	assert.NotContains(t, m["reason"], "\x1b")
}

func BenchmarkDecodeShell(b *testing.B) {
	raw, err := os.ReadFile(filepath.Join(fixtures, "02-pre-tool-use-shell.json"))
	require.NoError(b, err)
	s := string(raw)
	b.ReportAllocs()
	for b.Loop() {
		ev, _ := Client{}.Decode(s)
		if ev.Command() == "" || ev.ToolName() != "Bash" {
			b.Fatal("not read")
		}
	}
}

func BenchmarkSubagentAgentType(b *testing.B) {
	raw, err := os.ReadFile(filepath.Join(fixtures, "..", "subagent", "hooks", "00-pre-tool-use-subagent-write-file.json"))
	require.NoError(b, err)
	s := string(raw)
	b.ReportAllocs()
	for b.Loop() {
		ev, _ := Client{}.Decode(s)
		if ev.AgentType() != "general-purpose" {
			b.Fatal("not read")
		}
	}
}

// Qwen Code shows a hook's message only at Stop, and prints a PreToolUse
// denial's reason: every other message is unshown (held for Stop).
func TestUnshownMessages(t *testing.T) {
	deny := event.Permission(event.Deny, "I'd update \"a.go\" like this: … This look right?")
	deny.Message = deny.PermissionReason
	askOther := event.Permission(event.Ask, "the diff")
	askOther.Message = "something else"
	for _, tc := range []struct {
		kind string
		v    event.Verdict
		want string
	}{
		{event.Stop, event.Notify("⚠ broken"), ""},
		{event.SubagentStop, event.Notify("left to the capabilities"), ""},
		{event.PostToolUse, event.Notify("✗ Gate 'check' failed"), "✗ Gate 'check' failed"},
		{event.UserPromptSubmit, event.Notify("⚠ broken"), "⚠ broken"},
		{event.SessionStart, event.Notify("⚠ broken"), "⚠ broken"},
		{event.PreToolUse, deny, ""},
		{event.PreToolUse, askOther, "something else"},
		{event.PreToolUse, event.Notify("⚠ broken"), "⚠ broken"},
		{event.PostToolUse, event.Verdict{}, ""},
	} {
		assert.Equal(t, tc.want, Client{}.Unshown(tc.kind, tc.v), "%s %+v", tc.kind, tc.v)
	}
	assert.True(t, Client{}.ShowsHeld(event.Stop))
	for _, k := range []string{event.PostToolUse, event.PreToolUse, event.SubagentStop, event.UserPromptSubmit, event.SessionStart, ""} {
		assert.False(t, Client{}.ShowsHeld(k), k)
	}
}
