package claude

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/jsonscan"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"
)

const fixtures = "../../../testdata/fixtures/claude-code-2.1.330/hooks"

func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtures, name))
	require.NoError(t, err)
	return b
}

func TestDecodeRealPayloads(t *testing.T) {
	in, err := Decode(fixture(t, "14-subagent-stop-status-ok.json"))
	require.NoError(t, err)
	assert.Equal(t, event.SubagentStop, in.Kind())
	assert.Equal(t, "a9983db2066ddfe90", in.AgentID())
	assert.Equal(t, "general-purpose", in.AgentType())
	assert.False(t, in.StopHookActive())
	assert.Contains(t, reportOf(in), "STATUS: OK")
	assert.True(t, strings.HasSuffix(in.AgentTranscriptPath(), "agent-a9983db2066ddfe90.jsonl"))

	in, err = Decode(fixture(t, "subagent-stop-after-block.json"))
	require.NoError(t, err)
	assert.True(t, in.StopHookActive())

	in, err = Decode(fixture(t, "15-post-tool-use-agent.json"))
	require.NoError(t, err)
	assert.Equal(t, event.PostToolUse, in.Kind())
	assert.Equal(t, event.AgentTool, in.ToolName())
	assert.Equal(t, "completed", in.ToolResult().Get("status").String())
	assert.Equal(t, "a9983db2066ddfe90", in.ToolResult().Get("agentId").String())

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
		{"garbage after the object", `{"a":1} x`, "not valid JSON"},
		{"comma first", `{,"a":1}`, "not valid JSON"},
		{"two commas", `{"a":1,,"b":2}`, "not valid JSON"},
		{"trailing comma", `{"a":1,}`, "not valid JSON"},
		{"no comma", `{"a":1 "b":2}`, "not valid JSON"},
		{"bad literal", `{"a":tru}`, "not valid JSON"},
		{"bad number", `{"a":01}`, "not valid JSON"},
		{"bad nested value", `{"a":{"b":[1,]}}`, "not valid JSON"},
		{"bad escape", `{"a":"x\q"}`, "not valid JSON"},
		{"control character", "{\"a\":\"x\x01\"}", "not valid JSON"},
		{"bad escape in a key", `{"a\q":1}`, "not valid JSON"},
		{"unclosed string", `{"a":"x}`, "not valid JSON"},
		{"unclosed long string", `{"a":"` + strings.Repeat("x", 2*lazyString), "not valid JSON"},
		{"long string, no colon", `{"a" "` + strings.Repeat("x", 2*lazyString) + `"}`, "not valid JSON"},
		{"key not a string", `{a:1}`, "not valid JSON"},
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
	assert.Equal(t, "", in.Kind())
	assert.Equal(t, "", in.Prompt())
	assert.Equal(t, "", in.AgentType())
}

// No text of an answer carries what a terminal would act on: an agent's
// words reach the user through systemMessage and permission reasons.
func TestJSONIsPrintable(t *testing.T) {
	dirty := "Run the unit tests\x1b]0;owned\x07\x1b[2J\u202e"
	v := event.Permission(event.Ask, dirty)
	v.Message = dirty + "\nline two"
	v.Reason = dirty
	v.StopReason = dirty
	v.Context = dirty
	out := string(Encode(event.PreToolUse, v))
	assert.NotContains(t, out, `\u001b`)
	assert.NotContains(t, out, `\u0007`)
	assert.NotContains(t, out, "\u202e")
	assert.Contains(t, out, `Run the unit tests]0;owned[2J\nline two`)
}

func TestJSONShapes(t *testing.T) {
	assert.Nil(t, Response{}.JSON())
	assert.Nil(t, Encode(event.Stop, event.Verdict{}))
	assert.JSONEq(t, `{"decision":"block","reason":"r"}`, string(Encode(event.SubagentStop, event.Block("r"))))
	assert.JSONEq(t, `{"continue":false,"stopReason":"s"}`, string(Encode(event.Stop, event.StopAll("s"))))
	assert.JSONEq(t, `{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"c"}}`,
		string(Encode(event.UserPromptSubmit, event.Context("c"))))
	assert.JSONEq(t, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"<diff> & more"}}`,
		string(Encode(event.PreToolUse, event.Permission(event.Ask, "<diff> & more"))))
	assert.JSONEq(t, `{"systemMessage":"m","decision":"block","reason":"r","hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"c"}}`,
		string(Encode(event.PostToolUse, event.Verdict{Message: "m", Block: true, Reason: "r", Context: "c"})))
	assert.True(t, strings.HasSuffix(string(Encode(event.Stop, event.Notify("m"))), "}\n"), "one object, one line")
}

func TestJSONCutsLongStrings(t *testing.T) {
	long := strings.Repeat("é", 9000) + "LAST LINE"
	out := Encode(event.SubagentStop, event.Block(long))
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
// input is always a JSON object whose response round-trips. Without a long
// string (lazyString) or deep nesting, Decode accepts exactly what gjson
// validates as an object; ReportEnd is always an end of Report.
func FuzzDecode(f *testing.F) {
	entries, err := os.ReadDir(fixtures)
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		f.Add(fixture(f, e.Name()))
	}
	for _, s := range []string{"", "{}", "[]", `{"hook_event_name":`, "\x00", `{"a":"\ud800"}`,
		`{"tool_name":"Agent","tool_response":{"content":[{"type":"text","text":"one\ntwo\nthree\nfour\nfive\nsix\nseven\neight"}]}}`,
		`{"tool_name":"Task","tool_response":{"agentId":"a","content":{"type":"text","text":"x"}}}`,
		`{"tool_name":"Agent","tool_response":{"content":[null,"text",{"text":"a","type":"text","type":"x"},[{"type":"text"}]]}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		in, err := Decode(raw)
		if _, deep := jsonscan.DeeperThan(string(raw), MaxDepth); !deep && len(raw) < lazyString {
			if want := gjson.ValidBytes(raw) && gjson.ParseBytes(raw).IsObject(); want != (err == nil) {
				t.Fatalf("Decode(%q): error %v, gjson.Valid says valid object: %t", raw, err, want)
			}
		}
		if err != nil {
			return
		}
		report := reportOf(in)
		if end, whole, _ := in.ReportEnd(16); !strings.HasSuffix(report, end) || whole && end != report {
			t.Fatalf("ReportEnd is %q (whole %t), not an end of %q", end, whole, report)
		}
		agent := in.Subagent()
		if agent.Launcher {
			resp := gjson.GetBytes(raw, "tool_response")
			var want strings.Builder
			for _, c := range resp.Get("content").Array() {
				if c.Get("type").String() == "text" {
					want.WriteString(c.Get("text").String())
					want.WriteString("\n")
				}
			}
			if agent.ReportText() != want.String() || agent.ID != resp.Get("agentId").String() || agent.Type != resp.Get("agentType").String() {
				t.Fatalf("the agent of %q reads %+v, report %q; gjson reads report %q", raw, agent, agent.ReportText(), want.String())
			}
		}
		if end, whole := agent.ReportEndText(16); !strings.HasSuffix(agent.ReportText(), end) || whole && end != agent.ReportText() {
			t.Fatalf("the agent's ReportEnd is %q (whole %t), not an end of %q", end, whole, agent.ReportText())
		}
		_ = in.Kind() + in.AgentType() + in.Prompt() + report + in.ToolName()
		_ = in.ToolInput().Get("file_path").String()
		_ = in.StopHookActive()
		out := Encode(in.Kind(), event.Block(in.Prompt()))
		if !json.Valid(out) {
			t.Fatalf("response is not valid JSON: %q", out)
		}
	})
}

// The answer of a blocked SubagentStop: the JSON every such event prints,
// its texts made printable and cut on the way.
func BenchmarkResponseJSON(b *testing.B) {
	v := event.Block(strings.Repeat("gate 'test' failed: command \"go test ./...\" exited with code 1 → see below\n", 60))
	v.Message = "⚠ general-purpose reported BLOCKED on Task 3: the plan says JWT"
	for b.Loop() {
		_ = Encode(event.SubagentStop, v)
	}
}

// A payload without hook_event_name that carries a subagent's final
// message is a event.SubagentStop (the earlier tools' hand tests pipe such
// payloads); a named event keeps its name.
func TestEventWithoutName(t *testing.T) {
	for raw, want := range map[string]string{
		`{"output": "STATUS: OK\nTASK: t"}`: event.SubagentStop,
		`{"last_assistant_message": ""}`:    event.SubagentStop,
		`{"output": 42}`:                    "",
		`{"prompt": "hi"}`:                  "",
		`{}`:                                "",
		`{"hook_event_name": "PreToolUse", "output": "STATUS: OK"}`: event.PreToolUse,
		`{"hook_event_name": null, "last_assistant_message": "x"}`:  "",
		`{"hook_event_name": "", "last_assistant_message": "x"}`:    "",
	} {
		in, err := Decode([]byte(raw))
		require.NoError(t, err)
		assert.Equal(t, want, in.Kind(), raw)
	}
}
