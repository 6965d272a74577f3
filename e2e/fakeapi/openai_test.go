package fakeapi

import (
	"bufio"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sseData decodes the "data:" lines of a server-sent event stream, leaving
// out a final [DONE].
func sseData(t *testing.T, stream string) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(strings.NewReader(stream))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok || data == "[DONE]" {
			continue
		}
		var d map[string]any
		require.NoError(t, json.Unmarshal([]byte(data), &d), data)
		out = append(out, d)
	}
	return out
}

func jsonBody(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// codexInput is a Responses API input the way Codex shapes it: developer
// instructions, its environment context as a user message, the prompt,
// then a tool call of the model and its output.
func codexInput(withResult bool) []any {
	in := []any{
		map[string]any{"type": "message", "role": "developer", "content": []any{map[string]any{"type": "input_text", "text": "You are Codex"}}},
		map[string]any{"type": "message", "role": "user", "content": []any{map[string]any{"type": "input_text", "text": "<environment_context>\n  <cwd>/w</cwd>\n</environment_context>"}}},
		map[string]any{"type": "message", "role": "user", "content": []any{map[string]any{"type": "input_text", "text": "MAIN: run the plan"}}},
	}
	if withResult {
		in = append(in,
			map[string]any{"type": "function_call", "name": "exec_command", "arguments": `{"cmd":"ls"}`, "call_id": "c1"},
			map[string]any{"type": "function_call_output", "call_id": "c1", "output": "Command blocked by PreToolUse hook: NO"},
		)
	}
	return in
}

func TestResponsesRulesAndStream(t *testing.T) {
	s := start(t)
	s.AddMainPrompt("MAIN:")
	s.Rule(Rule{Name: "after", FirstUser: "MAIN:", ToolResult: Bool(true), Reply: Text(strings.Repeat("é", 50) + " done")})
	s.Rule(Rule{Name: "first", FirstUser: "MAIN:", Reply: Reply{Text: "calling", ToolUses: []ToolUse{
		{Name: "exec_command", Input: map[string]any{"cmd": "ls"}},
		{Name: "apply_patch", Freeform: "*** Begin Patch\n*** End Patch\n"},
		{Name: "spawn_agent", Namespace: "multi_agent_v1", Input: map[string]any{"message": "SUB-1"}},
	}}})
	tools := []any{map[string]any{"type": "function", "name": "exec_command"}}

	resp, raw := post(t, s, "/v1/responses", jsonBody(t, map[string]any{"model": "gpt-5.5", "stream": true, "input": codexInput(false), "tools": tools}))
	assert.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	evs := sseData(t, raw)
	require.NotEmpty(t, evs)
	assert.Equal(t, "response.created", evs[0]["type"])
	last := evs[len(evs)-1]
	assert.Equal(t, "response.completed", last["type"])
	assert.Equal(t, "resp_fake_1", last["response"].(map[string]any)["id"], "response.completed names the response")
	var done []map[string]any
	var text strings.Builder
	for _, e := range evs {
		switch e["type"] {
		case "response.output_item.done":
			done = append(done, e["item"].(map[string]any))
		case "response.output_text.delta":
			text.WriteString(e["delta"].(string))
		}
	}
	require.Len(t, done, 4, "a message and three tool calls")
	assert.Equal(t, "calling", text.String())
	assert.Equal(t, "message", done[0]["type"])
	assert.Equal(t, "function_call", done[1]["type"])
	assert.Equal(t, "exec_command", done[1]["name"])
	assert.Equal(t, "call_fake_1", done[1]["call_id"])
	assert.JSONEq(t, `{"cmd":"ls"}`, done[1]["arguments"].(string), "arguments are a JSON string")
	assert.Equal(t, "custom_tool_call", done[2]["type"], "a free-form tool is a custom_tool_call")
	assert.Equal(t, "*** Begin Patch\n*** End Patch\n", done[2]["input"])
	assert.Equal(t, "multi_agent_v1", done[3]["namespace"])
	assert.NotContains(t, done[1], "namespace")

	_, raw = post(t, s, "/v1/responses", jsonBody(t, map[string]any{"model": "gpt-5.5", "stream": false, "input": codexInput(true), "tools": tools}))
	var obj map[string]any
	require.NoError(t, json.Unmarshal([]byte(raw), &obj))
	assert.Equal(t, "response", obj["object"])

	reqs := s.Requests()
	require.Len(t, reqs, 2)
	assert.Equal(t, "first", reqs[0].Rule)
	assert.Equal(t, Main, reqs[0].Thread)
	assert.Equal(t, "MAIN: run the plan", reqs[0].FirstUser, "Codex's environment context is not the first user text")
	assert.False(t, reqs[0].HasToolResult)
	assert.Equal(t, "after", reqs[1].Rule)
	assert.True(t, reqs[1].HasToolResult)
	assert.Equal(t, "[tool] [tool_result] Command blocked by PreToolUse hook: NO", reqs[1].Tail, "the tail starts after the model's tool call")
	assert.True(t, reqs[1].Contains(`[tool_use exec_command {"cmd":"ls"}]`))
}

func TestChatCompletionsRulesAndStream(t *testing.T) {
	s := start(t)
	s.Rule(Rule{Name: "after", ToolResult: Bool(true), Reply: Text("done")})
	s.Rule(Rule{Name: "first", FirstUser: "MAIN:", Reply: Reply{Text: "calling", ToolUses: []ToolUse{
		{Name: "run_shell_command", Input: map[string]any{"command": strings.Repeat("x", 150)}},
		{Name: "edit", Input: map[string]any{"file_path": "/w/a"}},
	}}})
	tools := []any{map[string]any{"type": "function", "function": map[string]any{"name": "edit"}}}
	first := []any{
		map[string]any{"role": "system", "content": "SYSTEM PROMPT"},
		map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": "<system-reminder>ctx</system-reminder>\nMAIN: go"}}},
	}

	_, raw := post(t, s, "/v1/chat/completions", jsonBody(t, map[string]any{"model": "qwen", "stream": true, "messages": first, "tools": tools}))
	assert.True(t, strings.HasSuffix(raw, "data: [DONE]\n\n"), "the stream ends with [DONE]")
	chunks := sseData(t, raw)
	var text strings.Builder
	args := map[float64]*strings.Builder{}
	names := map[float64]string{}
	var finish any
	for _, c := range chunks {
		assert.Equal(t, "chat.completion.chunk", c["object"])
		choice := c["choices"].([]any)[0].(map[string]any)
		if f := choice["finish_reason"]; f != nil {
			finish = f
		}
		delta := choice["delta"].(map[string]any)
		if s, ok := delta["content"].(string); ok {
			text.WriteString(s)
		}
		calls, _ := delta["tool_calls"].([]any)
		for _, tc := range calls {
			call := tc.(map[string]any)
			i := call["index"].(float64)
			if args[i] == nil {
				args[i] = &strings.Builder{}
			}
			fn := call["function"].(map[string]any)
			if n, ok := fn["name"].(string); ok {
				names[i] = n
			}
			args[i].WriteString(fn["arguments"].(string))
		}
	}
	assert.Equal(t, "calling", text.String())
	assert.Equal(t, "tool_calls", finish)
	assert.Equal(t, map[float64]string{0: "run_shell_command", 1: "edit"}, names)
	var in map[string]any
	require.NoError(t, json.Unmarshal([]byte(args[0].String()), &in), "arguments arrive in pieces that join to JSON")
	assert.Equal(t, strings.Repeat("x", 150), in["command"])

	second := append(first,
		map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{"id": "call_fake_1", "type": "function",
			"function": map[string]any{"name": "run_shell_command", "arguments": `{"command":"ls"}`}}}},
		map[string]any{"role": "tool", "tool_call_id": "call_fake_1", "content": "DENIED BY HOOK"},
		map[string]any{"role": "system", "content": "late system note"},
	)
	_, raw = post(t, s, "/v1/chat/completions", jsonBody(t, map[string]any{"model": "qwen", "stream": false, "messages": second, "tools": tools}))
	var obj map[string]any
	require.NoError(t, json.Unmarshal([]byte(raw), &obj))
	assert.Equal(t, "stop", obj["choices"].([]any)[0].(map[string]any)["finish_reason"])

	reqs := s.Requests()
	require.Len(t, reqs, 2)
	assert.Equal(t, "first", reqs[0].Rule)
	assert.Equal(t, "MAIN: go", reqs[0].FirstUser)
	assert.False(t, reqs[0].Contains("SYSTEM PROMPT"), "the leading system prompt is not conversation")
	assert.Equal(t, "after", reqs[1].Rule)
	assert.Equal(t, "[tool] DENIED BY HOOK\n[system] late system note", reqs[1].Tail)
	assert.True(t, reqs[1].Contains(`[tool_use run_shell_command {"command":"ls"}]`))
}

func TestOpenAIDialectsRejectBadBodies(t *testing.T) {
	s := start(t)
	for _, path := range []string{"/v1/responses", "/v1/chat/completions"} {
		resp, raw := post(t, s, path, "not json")
		assert.Equal(t, http.StatusBadRequest, resp.StatusCode, path)
		assert.Contains(t, raw, "body is not JSON", path)
	}
	for _, r := range s.Requests() {
		assert.Equal(t, Other, r.Thread)
	}
	_, raw := post(t, s, "/v1/responses", `{"model":"m","input":[{"type":"message","role":"user","content":"title"}]}`)
	assert.Contains(t, raw, `"OK."`, "a request that offers no tools is a side request")
}

func TestRuleThenComputesTheReply(t *testing.T) {
	s := start(t)
	s.Rule(Rule{Contains: []string{"agent_id"}, ReplyFunc: func(r Request) Reply {
		return Call("wait_agent", map[string]any{"saw": r.Tail})
	}})
	post(t, s, "/v1/chat/completions", jsonBody(t, map[string]any{"model": "m", "tools": []any{1},
		"messages": []any{map[string]any{"role": "user", "content": `{"agent_id":"a1"}`}}}))
	reqs := s.Requests()
	require.Len(t, reqs, 1)
	require.Len(t, reqs[0].Reply.ToolUses, 1)
	assert.Equal(t, `[user] {"agent_id":"a1"}`, reqs[0].Reply.ToolUses[0].Input["saw"])
}
