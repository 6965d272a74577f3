package hook

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const fixtures = "../../testdata/fixtures/claude-code-2.1.330/hooks"

func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtures, name))
	require.NoError(t, err)
	return b
}

func TestDecodeRealPayloads(t *testing.T) {
	in, err := Decode(fixture(t, "14-subagent-stop-status-ok.json"))
	require.NoError(t, err)
	assert.Equal(t, SubagentStop, in.Event())
	assert.Equal(t, "a9983db2066ddfe90", in.AgentID())
	assert.Equal(t, "general-purpose", in.AgentType())
	assert.False(t, in.StopHookActive())
	assert.Contains(t, in.LastAssistantMessage(), "STATUS: OK")
	assert.True(t, strings.HasSuffix(in.AgentTranscriptPath(), "agent-a9983db2066ddfe90.jsonl"))

	in, err = Decode(fixture(t, "subagent-stop-after-block.json"))
	require.NoError(t, err)
	assert.True(t, in.StopHookActive())

	in, err = Decode(fixture(t, "15-post-tool-use-agent.json"))
	require.NoError(t, err)
	assert.Equal(t, PostToolUse, in.Event())
	assert.Equal(t, AgentTool, in.ToolName())
	assert.Equal(t, "completed", in.ToolResponse().Get("status").String())
	assert.Equal(t, "a9983db2066ddfe90", in.ToolResponse().Get("agentId").String())

	in, err = Decode(fixture(t, "05-user-prompt-submit-consent.json"))
	require.NoError(t, err)
	assert.Equal(t, "go ahead", in.Prompt())

	in, err = Decode(fixture(t, "08-pre-tool-use-edit.json"))
	require.NoError(t, err)
	assert.Equal(t, "/home/dev/proj/parse.go", in.ToolInput().Get("file_path").String())
	assert.Equal(t, "toolu_3_0", in.ToolUseID())
}

func TestDecodeRejects(t *testing.T) {
	for _, tc := range []struct {
		name, input, want string
	}{
		{"empty", "", "no hook input"},
		{"blank", " \n\t", "no hook input"},
		{"truncated", `{"hook_event_name": "Stop", `, "not valid JSON"},
		{"array", `[1,2]`, "not an object (an array)"},
		{"string", `"hi"`, "not an object (a string)"},
		{"number", `42`, "not an object (a number)"},
		{"null", `null`, "not an object (null)"},
		{"two objects", `{} {}`, "not valid JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode([]byte(tc.input))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestFieldsOfWrongTypeReadAsZero(t *testing.T) {
	in, err := Decode([]byte(`{"hook_event_name": 7, "prompt": {"a": 1}, "stop_hook_active": "yes"}`))
	require.NoError(t, err)
	assert.Equal(t, "", in.Event())
	assert.Equal(t, "", in.Prompt())
	assert.Equal(t, "", in.AgentType())
}

func TestMerge(t *testing.T) {
	var r Response
	r.Merge(Notify("one"))
	r.Merge(Block("first reason"))
	r.Merge(Notify("two"))
	r.Merge(Block("second reason"))
	assert.Equal(t, "one\ntwo", r.SystemMessage)
	assert.Equal(t, "block", r.Decision)
	assert.Equal(t, "first reason\n\nsecond reason", r.Reason)

	var p Response
	p.Merge(Permission(Allow, "asked for"))
	p.Merge(Permission(Ask, "show the diff"))
	p.Merge(Permission(Allow, "also fine"))
	assert.Equal(t, Ask, p.Specific.PermissionDecision)
	assert.Equal(t, "show the diff", p.Specific.PermissionDecisionReason)
	p.Merge(Permission(Deny, "queued"))
	assert.Equal(t, Deny, p.Specific.PermissionDecision)
	assert.Equal(t, "queued", p.Specific.PermissionDecisionReason)

	var c Response
	c.Merge(Context(UserPromptSubmit, "a"))
	c.Merge(Context(UserPromptSubmit, "b"))
	assert.Equal(t, "a\n\nb", c.Specific.AdditionalContext)

	var s Response
	s.Merge(Notify("x"))
	s.Merge(StopAll("halt"))
	require.NotNil(t, s.Continue)
	assert.False(t, *s.Continue)
}

// A user message that came with a permission decision leaves with it: the
// question of an ask is not shown beside a denial, whichever came first,
// and messages without a decision stay.
func TestMergeMessageBelongsToTheWinningDecision(t *testing.T) {
	ask := Permission(Ask, "diff for the model")
	ask.SystemMessage = "I'd update parse.go like this: … This look right?"
	deny := Permission(Deny, "Proposal queued")
	deny.SystemMessage = "queued for review"

	var askFirst Response
	askFirst.Merge(Notify("a notice"))
	askFirst.Merge(ask)
	askFirst.Merge(Notify("another notice"))
	askFirst.Merge(deny)
	assert.Equal(t, Deny, askFirst.Specific.PermissionDecision)
	assert.Equal(t, "a notice\nanother notice\nqueued for review", askFirst.SystemMessage)

	var denyFirst Response
	denyFirst.Merge(deny)
	denyFirst.Merge(ask)
	assert.Equal(t, "queued for review", denyFirst.SystemMessage)
	assert.Equal(t, "Proposal queued", denyFirst.Specific.PermissionDecisionReason)

	var two Response
	two.Merge(ask)
	other := Permission(Ask, "second")
	other.SystemMessage = "second question"
	two.Merge(other)
	two.Merge(deny)
	assert.Equal(t, "queued for review", two.SystemMessage, "both losing questions leave")
}

// No text of an answer carries what a terminal would act on: an agent's
// words reach the user through systemMessage and permission reasons.
func TestJSONIsPrintable(t *testing.T) {
	dirty := "Run the unit tests\x1b]0;owned\x07\x1b[2J\u202e"
	r := Permission(Ask, dirty)
	r.SystemMessage = dirty + "\nline two"
	r.Reason = dirty
	r.StopReason = dirty
	r.Specific.AdditionalContext = dirty
	out := string(r.JSON())
	assert.NotContains(t, out, `\u001b`)
	assert.NotContains(t, out, `\u0007`)
	assert.NotContains(t, out, "\u202e")
	assert.Contains(t, out, `Run the unit tests]0;owned[2J\nline two`)
}

func TestRefuse(t *testing.T) {
	for _, ev := range []string{SubagentStop, Stop, PostToolUse, UserPromptSubmit} {
		r, ok := Refuse(ev, "why")
		assert.True(t, ok, ev)
		assert.Equal(t, Block("why"), r, ev)
	}
	r, ok := Refuse(PreToolUse, "why")
	assert.True(t, ok)
	assert.Equal(t, Permission(Deny, "why"), r)
	for _, ev := range []string{SessionStart, SubagentStart, "Notification"} {
		r, ok := Refuse(ev, "why")
		assert.False(t, ok, ev)
		assert.True(t, r.IsZero(), ev)
	}
}

func TestJSONShapes(t *testing.T) {
	assert.Nil(t, Response{}.JSON())
	assert.JSONEq(t, `{"decision":"block","reason":"r"}`, string(Block("r").JSON()))
	assert.JSONEq(t, `{"continue":false,"stopReason":"s"}`, string(StopAll("s").JSON()))
	assert.JSONEq(t, `{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"c"}}`,
		string(Context(UserPromptSubmit, "c").JSON()))
	assert.JSONEq(t, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"<diff> & more"}}`,
		string(Permission(Ask, "<diff> & more").JSON()))
	assert.True(t, strings.HasSuffix(string(Notify("m").JSON()), "}\n"), "one object, one line")
}

func TestJSONCutsLongStrings(t *testing.T) {
	long := strings.Repeat("é", 9000) + "LAST LINE"
	out := Block(long).JSON()
	var got Response
	require.NoError(t, json.Unmarshal(out, &got))
	assert.LessOrEqual(t, len(got.Reason), MaxString)
	assert.True(t, utf8.ValidString(got.Reason))
	assert.True(t, strings.HasSuffix(got.Reason, "LAST LINE"), "the tail is kept")
	assert.Contains(t, got.Reason, "characters left out")
}

func TestTruncate(t *testing.T) {
	assert.Equal(t, "short", Truncate("short", 10))
	for _, n := range []int{1, 5, 60, 100, 1000} {
		s := Truncate(strings.Repeat("ü€", 400), n)
		assert.LessOrEqual(t, len(s), n)
		assert.True(t, utf8.ValidString(s))
	}
}

// FuzzDecode: no input panics the decoder or the accessors, and an accepted
// input is always a JSON object whose response round-trips.
func FuzzDecode(f *testing.F) {
	entries, err := os.ReadDir(fixtures)
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		f.Add(fixture(f, e.Name()))
	}
	for _, s := range []string{"", "{}", "[]", `{"hook_event_name":`, "\x00", `{"a":"\ud800"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		in, err := Decode(raw)
		if err != nil {
			return
		}
		_ = in.Event() + in.AgentType() + in.Prompt() + in.LastAssistantMessage() + in.ToolName()
		_ = in.ToolInput().Get("file_path").String()
		_ = in.StopHookActive()
		out := Block(in.Prompt()).JSON()
		if !json.Valid(out) {
			t.Fatalf("response is not valid JSON: %q", out)
		}
	})
}

// The answer of a blocked SubagentStop: the JSON every such event prints,
// its texts made printable and cut on the way.
func BenchmarkResponseJSON(b *testing.B) {
	r := Block(strings.Repeat("gate 'test' failed: command \"go test ./...\" exited with code 1 → see below\n", 60))
	r.SystemMessage = "⚠ general-purpose reported BLOCKED on Task 3: the plan says JWT"
	for b.Loop() {
		_ = r.JSON()
	}
}

// A payload without hook_event_name that carries a subagent's final
// message is a SubagentStop (the earlier tools' hand tests pipe such
// payloads); a named event keeps its name.
func TestEventWithoutName(t *testing.T) {
	for raw, want := range map[string]string{
		`{"output": "STATUS: OK\nTASK: t"}`: SubagentStop,
		`{"last_assistant_message": ""}`:    SubagentStop,
		`{"output": 42}`:                    "",
		`{"prompt": "hi"}`:                  "",
		`{}`:                                "",
		`{"hook_event_name": "PreToolUse", "output": "STATUS: OK"}`: PreToolUse,
		`{"hook_event_name": null, "last_assistant_message": "x"}`:  "",
		`{"hook_event_name": "", "last_assistant_message": "x"}`:    "",
	} {
		in, err := Decode([]byte(raw))
		require.NoError(t, err)
		assert.Equal(t, want, in.Event(), raw)
	}
}
