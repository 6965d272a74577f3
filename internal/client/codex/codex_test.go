package codex

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

const fixtures = "../../../testdata/fixtures/codex-0.169.0/hooks"

// want is what each recorded payload must decode to.
type want struct {
	kind, tool, command, agentID, agentType, report, prompt string
	edit                                                    *event.Edit
	subagent                                                *event.Subagent
	subagentReport                                          string
}

var fixtureWants = map[string]want{
	"00-session-start.json":               {kind: event.SessionStart},
	"01-user-prompt-submit.json":          {kind: event.UserPromptSubmit, prompt: "*"},
	"02-pre-tool-use-bash.json":           {kind: event.PreToolUse, tool: "Bash", command: "*"},
	"03-post-tool-use-bash.json":          {kind: event.PostToolUse, tool: "Bash", command: "*"},
	"04-pre-tool-use-apply-patch.json":    {kind: event.PreToolUse, tool: "Write", edit: &event.Edit{Path: "/home/dev/project/notes.txt", Kind: event.Write, Content: "hello\n"}},
	"05-post-tool-use-apply-patch.json":   {kind: event.PostToolUse, tool: "Write", edit: &event.Edit{Path: "/home/dev/project/notes.txt", Kind: event.Write, Content: "hello\n"}},
	"06-stop.json":                        {kind: event.Stop, report: "*"},
	"07-pre-tool-use-spawn-agent.json":    {kind: event.PreToolUse, tool: event.AgentTool},
	"08-post-tool-use-spawn-agent.json":   {kind: event.PostToolUse, tool: event.AgentTool, subagent: &event.Subagent{Launcher: true, Background: true, ID: "01a20a54-9b5f-75c3-b102-c121a18df732"}},
	"09-subagent-start.json":              {kind: event.SubagentStart, agentID: "01a20a54-9b5f-75c3-b102-c121a18df732", agentType: "default"},
	"10-user-prompt-submit-subagent.json": {kind: event.UserPromptSubmit, prompt: "*", agentID: "01a20a54-9b5f-75c3-b102-c121a18df732", agentType: "default"},
	"11-subagent-stop.json":               {kind: event.SubagentStop, agentID: "01a20a54-9b5f-75c3-b102-c121a18df732", agentType: "default", report: "SUB-1 report: STATUS: OK"},
	"12-post-tool-use-wait-agent.json":    {kind: event.PostToolUse, tool: WaitTool, subagent: &event.Subagent{Launcher: true, ID: "01a20a54-9b5f-75c3-b102-c121a18df732"}, subagentReport: "SUB-1 report: STATUS: OK"},
	"13-stop-after-agent.json":            {kind: event.Stop, report: "*"},
}

// Every recorded Codex payload decodes to the event the capabilities
// need, and no fixture goes unchecked.
func TestDecodeFixtures(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(fixtures, "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			w, ok := fixtureWants[name]
			require.True(t, ok, "no expectation for fixture %s: add one", name)
			raw, err := os.ReadFile(f)
			require.NoError(t, err)
			ev, err := Client{}.Decode(string(raw))
			require.NoError(t, err)
			assert.Equal(t, w.kind, ev.Kind())
			assert.Equal(t, w.tool, ev.ToolName())
			assert.NotEmpty(t, ev.SessionID())
			assert.Equal(t, "/home/dev/project", ev.CWD())
			assert.Equal(t, w.agentID, ev.AgentID())
			assert.Equal(t, w.agentType, ev.AgentType())
			check := func(what, want, got string) {
				if want == "*" {
					assert.NotEmpty(t, got, what)
				} else {
					assert.Equal(t, want, got, what)
				}
			}
			check("command", w.command, ev.Command())
			check("prompt", w.prompt, ev.Prompt())
			report, sent := ev.Report()
			check("report", w.report, report)
			if w.kind == event.SubagentStop || w.kind == event.Stop {
				assert.True(t, sent)
			}
			e, isEdit := ev.Edit()
			if w.edit != nil {
				require.True(t, isEdit)
				assert.Equal(t, *w.edit, e)
			} else {
				assert.False(t, isEdit)
			}
			if w.kind == event.PostToolUse && w.edit != nil {
				m := ev.Made()
				assert.Equal(t, w.edit.Path, m.Path)
				assert.True(t, m.Created)
				assert.Equal(t, w.edit.Content, m.Content)
			}
			sub := ev.Subagent()
			assert.Equal(t, w.subagentReport, sub.ReportText())
			sub.Report = nil
			if w.subagent != nil {
				assert.Equal(t, *w.subagent, sub)
			} else {
				assert.False(t, sub.Launcher)
			}
			assert.Equal(t, raw, ev.Raw())
		})
	}
}

// A patch of one added or updated file is Claude Code's Write, Edit or
// MultiEdit, with that tool's input; several files, a delete or a move
// stay apply_patch, with one edit per file touched (a move: the old path
// deleted, the new one written from it); no patch has no edit at all.
func TestDecodePatchShapes(t *testing.T) {
	payload := func(patch string) string {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "cwd": "/p", "tool_name": "apply_patch", "tool_input": map[string]string{"command": patch}})
		return string(b)
	}
	for _, tc := range []struct {
		name, patch, tool, input string
		edit                     event.Edit
	}{
		{"update, one section", "*** Begin Patch\n*** Update File: src/a.go\n@@\n ctx\n-old\n+new\n*** End Patch\n", "Edit",
			`{"file_path":"/p/src/a.go","new_string":"ctx\nnew","old_string":"ctx\nold"}`,
			event.Edit{Path: "/p/src/a.go", Kind: event.Replace, Replacements: []event.Replacement{{Old: "ctx\nold", New: "ctx\nnew"}}}},
		{"update, two sections", "*** Begin Patch\n*** Update File: /abs/a.go\n@@\n-a\n+b\n@@\n-c\n+d\n*** End Patch\n", "MultiEdit",
			`{"edits":[{"new_string":"b","old_string":"a"},{"new_string":"d","old_string":"c"}],"file_path":"/abs/a.go"}`,
			event.Edit{Path: "/abs/a.go", Kind: event.Replace, Replacements: []event.Replacement{{Old: "a", New: "b"}, {Old: "c", New: "d"}}}},
		{"add", "*** Begin Patch\n*** Add File: n.md\n+hi\n*** End Patch\n", "Write",
			`{"content":"hi\n","file_path":"/p/n.md"}`,
			event.Edit{Path: "/p/n.md", Kind: event.Write, Content: "hi\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, err := Read(payload(tc.patch))
			require.NoError(t, err)
			assert.Equal(t, tc.tool, ev.ToolName())
			assert.JSONEq(t, tc.input, ev.ToolInput().Raw)
			e, ok := ev.Edit()
			require.True(t, ok)
			assert.Equal(t, tc.edit, e)
			assert.Contains(t, string(ev.Raw()), "*** Begin Patch", "gates get the payload as sent")
		})
	}
	for _, tc := range []struct {
		patch string
		edits []event.Edit
	}{
		{"*** Begin Patch\n*** Add File: a\n+1\n*** Add File: /abs/b\n+2\n*** End Patch", []event.Edit{
			{Path: "/p/a", Kind: event.Write, Content: "1\n"}, {Path: "/abs/b", Kind: event.Write, Content: "2\n"}}},
		{"*** Begin Patch\n*** Delete File: gone.txt\n*** End Patch\n", []event.Edit{{Path: "/p/gone.txt", Kind: event.Delete}}},
		{"*** Begin Patch\n*** Update File: a\n*** Move to: b\n@@\n-x\n+y\n*** End Patch\n", []event.Edit{
			{Path: "/p/a", Kind: event.Delete},
			{Path: "/p/b", Kind: event.Replace, From: "/p/a", Replacements: []event.Replacement{{Old: "x", New: "y"}}}}},
		{"*** Begin Patch\n*** Update File: a\n@@\n-x\n+y\n*** Delete File: c\n*** End Patch\n", []event.Edit{
			{Path: "/p/a", Kind: event.Replace, Replacements: []event.Replacement{{Old: "x", New: "y"}}},
			{Path: "/p/c", Kind: event.Delete}}},
		{"not a patch", nil},
	} {
		ev, err := Read(payload(tc.patch))
		require.NoError(t, err)
		assert.Equal(t, PatchTool, ev.ToolName(), tc.patch)
		assert.Equal(t, tc.patch, ev.ToolInput().Get("command").String())
		_, ok := ev.Edit()
		assert.False(t, ok, tc.patch)
		assert.Equal(t, tc.edits, ev.Edits(), "every file the patch touches is an edit of its own: %s", tc.patch)
	}
	single, err := Read(payload("*** Begin Patch\n*** Add File: n.md\n+hi\n*** End Patch\n"))
	require.NoError(t, err)
	assert.Nil(t, single.Edits(), "a patch of one added file is Write, not a list")
}

func TestDecodeRefusesBrokenInput(t *testing.T) {
	for _, in := range []string{"", "  \n", "{", "[1]", strings.Repeat("[", 5000)} {
		_, err := Client{}.Decode(in)
		require.Error(t, err, in)
		assert.Contains(t, err.Error(), "Codex")
		assert.NotContains(t, err.Error(), "Claude Code")
	}
}

func decodeAnswer(t *testing.T, b []byte) map[string]any {
	t.Helper()
	if b == nil {
		return nil
	}
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m), string(b))
	return m
}

// Each verdict kind is answered the way Codex honours it.
func TestEncodeVerdicts(t *testing.T) {
	ask := event.Permission(event.Ask, "I'd update a.go like this: … This look right?")
	ask.Message = "I'd update a.go like this: … This look right?"
	ctxBlock := event.Block("send STATUS")
	ctxBlock.Context = "history"
	for _, tc := range []struct {
		name, kind string
		v          event.Verdict
		want       map[string]any
	}{
		{"nothing", event.PreToolUse, event.Verdict{}, nil},
		{"stop block", event.Stop, event.Block("go on"), map[string]any{"decision": "block", "reason": "go on"}},
		{"subagent stop block with context", event.SubagentStop, ctxBlock, map[string]any{"decision": "block", "reason": "send STATUS\n\nhistory"}},
		{"stop context alone is dropped", event.Stop, event.Context("x"), nil},
		{"deny", event.PreToolUse, event.Permission(event.Deny, "queued"),
			map[string]any{"hookSpecificOutput": map[string]any{"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "queued"}}},
		{"allow says nothing", event.PreToolUse, event.Permission(event.Allow, "asked for"), nil},
		{"post tool block keeps the output", event.PostToolUse, event.Block("gate failed"),
			map[string]any{"hookSpecificOutput": map[string]any{"hookEventName": "PostToolUse", "additionalContext": "gate failed"}}},
		{"prompt context", event.UserPromptSubmit, event.Context("guidance"),
			map[string]any{"hookSpecificOutput": map[string]any{"hookEventName": "UserPromptSubmit", "additionalContext": "guidance"}}},
		{"session context", event.SessionStart, event.Context("h"),
			map[string]any{"hookSpecificOutput": map[string]any{"hookEventName": "SessionStart", "additionalContext": "h"}}},
		{"message at Stop (no context there)", event.Stop, event.Notify("note"), map[string]any{"systemMessage": "note"}},
		{"stop all", event.PostToolUse, event.StopAll("halt"), map[string]any{"continue": false, "stopReason": "halt"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, decodeAnswer(t, Client{}.Encode(tc.kind, tc.v)))
		})
	}
	t.Run("ask becomes a denial that asks in chat", func(t *testing.T) {
		got := decodeAnswer(t, Client{}.Encode(event.PreToolUse, ask))
		spec := got["hookSpecificOutput"].(map[string]any)
		assert.Equal(t, "deny", spec["permissionDecision"])
		reason := spec["permissionDecisionReason"].(string)
		assert.Contains(t, reason, "This look right?")
		assert.Contains(t, reason, "ask in chat")
		assert.Contains(t, reason, "ignores \"ask\"")
	})
}

// `codex exec` shows the user no hook output (systemMessage included), only
// what the model says: a message for the user still goes as systemMessage
// (Codex's TUI shows it) and, where the event takes context for the model,
// also to the model with the instruction to pass it on word for word.
func TestMessagesForTheUserAreRelayedThroughTheModel(t *testing.T) {
	const note = "⚠ plan-compliance could not check this event, so it was let through: gates.json: line 1: invalid JSON"
	for _, kind := range []string{event.SessionStart, event.UserPromptSubmit, event.PostToolUse} {
		t.Run(kind, func(t *testing.T) {
			v := event.Notify(note)
			v.Context = "other context"
			got := decodeAnswer(t, Client{}.Encode(kind, v))
			assert.Equal(t, note, got["systemMessage"])
			ctx := got["hookSpecificOutput"].(map[string]any)["additionalContext"].(string)
			assert.True(t, strings.HasPrefix(ctx, "other context\n\n"), ctx)
			assert.Contains(t, ctx, "tell the user")
			assert.True(t, strings.HasSuffix(ctx, "\n\n"+note), "the message is passed on whole, last: %s", ctx)
		})
	}
	t.Run("a Stop block carries it to the dispatcher", func(t *testing.T) {
		v := event.Block("Subagent x reported BLOCKED")
		v.Message = "⚠ x reported BLOCKED"
		got := decodeAnswer(t, Client{}.Encode(event.Stop, v))
		assert.Contains(t, got["reason"], "Subagent x reported BLOCKED")
		assert.Contains(t, got["reason"], "tell the user")
		assert.Contains(t, got["reason"], "⚠ x reported BLOCKED")
	})
	for _, kind := range []string{event.SubagentStop, event.SubagentStart} {
		t.Run(kind+" is a subagent's: not relayed", func(t *testing.T) {
			v := event.Block("send STATUS")
			v.Message = "⚠ note"
			got := decodeAnswer(t, Client{}.Encode(kind, v))
			assert.NotContains(t, string(mustJSON(t, got)), "tell the user")
		})
	}
	t.Run("a question the denial already puts to the model is not repeated", func(t *testing.T) {
		ask := event.Permission(event.Ask, "I'd update a.go … This look right?")
		ask.Message = ask.PermissionReason
		got := decodeAnswer(t, Client{}.Encode(event.PreToolUse, ask))
		assert.NotContains(t, got["hookSpecificOutput"], "additionalContext")
	})
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// BenchmarkDecodeApplyPatch is the hook's read of a PreToolUse of a
// 200-line apply_patch, through the tool name and the edit.
func BenchmarkDecodeApplyPatch(b *testing.B) {
	var patch strings.Builder
	patch.WriteString("*** Begin Patch\n*** Update File: src/a.go\n@@\n")
	for i := range 100 {
		fmt.Fprintf(&patch, "-old line %d\n+new line %d\n", i, i)
	}
	patch.WriteString("*** End Patch\n")
	raw, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "cwd": "/p", "tool_name": "apply_patch", "tool_input": map[string]string{"command": patch.String()}})
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		ev, err := Read(string(raw))
		if err != nil || ev.ToolName() != "Edit" {
			b.Fatal(err, ev.ToolName())
		}
		if e, ok := ev.Edit(); !ok || len(e.Replacements) != 1 {
			b.Fatal("no edit")
		}
	}
}

// BenchmarkDecodeMultiFilePatch is the hook's read of a PreToolUse of an
// apply_patch that updates 20 files of 10 sections each, deletes one and
// moves one, through the tool name and every file's edit.
func BenchmarkDecodeMultiFilePatch(b *testing.B) {
	var patch strings.Builder
	patch.WriteString("*** Begin Patch\n")
	for f := range 20 {
		fmt.Fprintf(&patch, "*** Update File: src/f%d.go\n", f)
		for i := range 10 {
			fmt.Fprintf(&patch, "@@\n ctx %d\n-old line %d\n+new line %d\n", i, i, i)
		}
	}
	patch.WriteString("*** Delete File: gone.go\n*** Update File: a.go\n*** Move to: b.go\n@@\n-x\n+y\n*** End Patch\n")
	raw, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "cwd": "/p", "tool_name": "apply_patch", "tool_input": map[string]string{"command": patch.String()}})
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		ev, err := Read(string(raw))
		if err != nil || ev.ToolName() != PatchTool {
			b.Fatal(err, ev.ToolName())
		}
		if n := len(ev.Edits()); n != 23 {
			b.Fatal("edits:", n)
		}
	}
}
