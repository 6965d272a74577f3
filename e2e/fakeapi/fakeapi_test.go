package fakeapi

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// conversation builds a Messages request body the way Claude Code shapes
// it: a system-reminder block before the prompt, tools offered, streaming.
func body(t *testing.T, messages ...map[string]any) string {
	t.Helper()
	b, err := json.Marshal(map[string]any{
		"model":    "claude-opus-5-5",
		"stream":   true,
		"tools":    []any{map[string]any{"name": "Agent"}},
		"messages": messages,
	})
	require.NoError(t, err)
	return string(b)
}

func user(blocks ...map[string]any) map[string]any {
	return map[string]any{"role": "user", "content": blocks}
}

func text(s string) map[string]any { return map[string]any{"type": "text", "text": s} }

func post(t *testing.T, s *Server, path, payload string) (*http.Response, string) {
	t.Helper()
	resp, err := http.Post(s.URL+path, "application/json", strings.NewReader(payload))
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, string(raw)
}

func start(t *testing.T) *Server {
	t.Helper()
	s, err := Start()
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	assert.True(t, strings.HasPrefix(s.URL, "http://127.0.0.1:"), "loopback only: %s", s.URL)
	return s
}

// events decodes a server-sent event stream into (event name, data) pairs.
func events(t *testing.T, stream string) []struct {
	Name string
	Data map[string]any
} {
	t.Helper()
	var out []struct {
		Name string
		Data map[string]any
	}
	sc := bufio.NewScanner(strings.NewReader(stream))
	var name string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			var d map[string]any
			require.NoError(t, json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &d))
			require.Equal(t, name, d["type"], "event name and data type agree")
			out = append(out, struct {
				Name string
				Data map[string]any
			}{name, d})
		}
	}
	return out
}

func TestStreamText(t *testing.T) {
	s := start(t)
	long := strings.Repeat("é", 100) + "\nSTATUS: OK"
	s.Rule(Rule{Reply: Text(long)})

	resp, raw := post(t, s, "/v1/messages?beta=true", body(t, user(text("hi"))))

	assert.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	evs := events(t, raw)
	var names []string
	var got strings.Builder
	for _, e := range evs {
		names = append(names, e.Name)
		if e.Name == "content_block_delta" {
			d := e.Data["delta"].(map[string]any)
			assert.Equal(t, "text_delta", d["type"])
			got.WriteString(d["text"].(string))
		}
	}
	assert.Equal(t, "message_start", names[0])
	assert.Equal(t, "content_block_start", names[1])
	assert.Equal(t, []string{"content_block_stop", "message_delta", "message_stop"}, names[len(names)-3:])
	assert.Greater(t, len(names), 6, "long text arrives in several deltas")
	assert.Equal(t, long, got.String(), "deltas never split a UTF-8 sequence")
	assert.Equal(t, "end_turn", evs[len(evs)-2].Data["delta"].(map[string]any)["stop_reason"])
}

func TestStreamToolUse(t *testing.T) {
	s := start(t)
	s.Rule(Rule{Reply: Reply{Text: "dispatching", ToolUses: []ToolUse{{Name: "Agent", Input: map[string]any{"prompt": strings.Repeat("x", 200)}}}}})

	_, raw := post(t, s, "/v1/messages?beta=true", body(t, user(text("hi"))))

	var partial strings.Builder
	var block map[string]any
	for _, e := range events(t, raw) {
		if e.Name == "content_block_start" && e.Data["index"].(float64) == 1 {
			block = e.Data["content_block"].(map[string]any)
		}
		if e.Name == "content_block_delta" && e.Data["index"].(float64) == 1 {
			d := e.Data["delta"].(map[string]any)
			assert.Equal(t, "input_json_delta", d["type"])
			partial.WriteString(d["partial_json"].(string))
		}
		if e.Name == "message_delta" {
			assert.Equal(t, "tool_use", e.Data["delta"].(map[string]any)["stop_reason"])
		}
	}
	require.NotNil(t, block)
	assert.Equal(t, "tool_use", block["type"])
	assert.Equal(t, "Agent", block["name"])
	assert.Equal(t, "toolu_fake_1", block["id"])
	var input map[string]any
	require.NoError(t, json.Unmarshal([]byte(partial.String()), &input))
	assert.Equal(t, strings.Repeat("x", 200), input["prompt"])
}

func TestRules(t *testing.T) {
	reminder := "<system-reminder>\ngit status: clean\n</system-reminder>"
	toolResult := map[string]any{"type": "tool_result", "tool_use_id": "t1",
		"content": []any{text("report: STATUS: OK")}}
	tests := []struct {
		name     string
		messages []map[string]any
		want     string
		thread   Thread
	}{
		{"main first turn", []map[string]any{user(text(reminder), text("run the plan"))}, "main start", Main},
		{"main after tool result", []map[string]any{
			user(text("run the plan")),
			{"role": "assistant", "content": []any{map[string]any{"type": "tool_use", "id": "t1", "name": "Agent", "input": map[string]any{"prompt": "SUB-1"}}}},
			user(toolResult),
		}, "main after result", Main},
		{"subagent first", []map[string]any{user(text(reminder), text("SUB-1: do it"))}, "sub start", Subagent},
		{"subagent after feedback", []map[string]any{
			user(text("SUB-1: do it")),
			{"role": "assistant", "content": "no status"},
			{"role": "system", "content": "SubagentStop hook blocking error from command: x: FEEDBACK"},
		}, "sub fixed", Subagent},
		{"nothing matches", []map[string]any{user(text("something else"))}, "", Subagent},
	}
	s := start(t)
	s.AddMainPrompt("run the plan")
	s.Rule(Rule{Name: "sub fixed", FirstUser: "SUB-1", Contains: []string{"FEEDBACK"}, Reply: Text("fixed")})
	s.Rule(Rule{Name: "sub start", FirstUser: "SUB-1", Lacks: []string{"FEEDBACK"}, Reply: Text("started")})
	s.Rule(Rule{Name: "main after result", FirstUser: "run the plan", ToolResult: Bool(true), Reply: Text("done")})
	s.Rule(Rule{Name: "main start", FirstUser: "run the plan", ToolResult: Bool(false), Reply: Call("Agent", nil)})
	for _, tt := range tests {
		post(t, s, "/v1/messages?beta=true", body(t, tt.messages...))
	}
	reqs := s.Requests()
	require.Len(t, reqs, len(tests))
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, i+1, reqs[i].Seq)
			assert.Equal(t, tt.want, reqs[i].Rule)
			assert.Equal(t, tt.thread, reqs[i].Thread)
		})
	}
	assert.Equal(t, "run the plan", reqs[0].FirstUser, "system reminders are not part of FirstUser")
	assert.Equal(t, Text("OK."), reqs[4].Reply, "unmatched requests get the default reply")
	assert.True(t, reqs[1].HasToolResult)
	assert.Contains(t, reqs[1].Tail, "[user] [tool_result] report: STATUS: OK")
	assert.Equal(t, "[system] SubagentStop hook blocking error from command: x: FEEDBACK", reqs[3].Tail,
		"the tail starts after the last assistant message")
	assert.True(t, reqs[3].Contains("no status"))
}

func TestRuleTimes(t *testing.T) {
	s := start(t)
	s.Rule(Rule{Name: "once", Times: 1, Reply: Text("first")})
	s.Default(Text("later"))
	for range 3 {
		post(t, s, "/v1/messages?beta=true", body(t, user(text("hi"))))
	}
	var got []string
	for _, r := range s.Requests() {
		got = append(got, r.Reply.Text)
	}
	assert.Equal(t, []string{"first", "later", "later"}, got)
}

func TestSideAndOtherRequests(t *testing.T) {
	s := start(t)
	s.Rule(Rule{Reply: Text("scripted")})

	_, raw := post(t, s, "/v1/messages?beta=true", `{"model":"claude-haiku","stream":false,"messages":[{"role":"user","content":"title this"}]}`)
	var msg map[string]any
	require.NoError(t, json.Unmarshal([]byte(raw), &msg))
	assert.Equal(t, "message", msg["type"], "a non-streaming request gets a plain message")

	resp, raw := post(t, s, "/v1/messages/count_tokens", `{"messages":[]}`)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, raw, `"input_tokens"`)

	resp, raw = post(t, s, "/v1/unknown", `{}`)
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
	assert.Contains(t, raw, "no such endpoint: POST /v1/unknown")

	resp, _ = post(t, s, "/v1/messages", `not json`)
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)

	reqs := s.Requests()
	require.Len(t, reqs, 4)
	assert.Equal(t, []Thread{Side, Other, Other, Other}, []Thread{reqs[0].Thread, reqs[1].Thread, reqs[2].Thread, reqs[3].Thread})
	assert.Equal(t, "side request", reqs[0].Rule, "side requests never consume scripted rules")
	assert.Regexp(t, `#3 \+\d+\.\ds POST /v1/unknown thread=other`, s.Log())
}

func TestRuleReplyFunc(t *testing.T) {
	s := start(t)
	s.Rule(Rule{Name: "echo", ReplyFunc: func(r Request) Reply { return Text("you said: " + r.FirstUser) }})
	post(t, s, "/v1/messages?beta=true", body(t, user(text("plan at /h/.claude/plans/x.md"))))
	reqs := s.Requests()
	require.Len(t, reqs, 1)
	assert.Equal(t, "echo", reqs[0].Rule)
	assert.Equal(t, "you said: plan at /h/.claude/plans/x.md", reqs[0].Reply.Text, "the reply is worked out from the request")
}
