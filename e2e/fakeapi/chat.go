package fakeapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// The OpenAI chat completions dialect (POST /v1/chat/completions), which
// Qwen Code speaks through OPENAI_BASE_URL. Requests carry "messages" with
// roles system, user, assistant (with tool_calls) and tool; replies stream
// as "data:" chunks ending with "data: [DONE]".

// chatRequest is the part of a chat completions request body the fake reads.
type chatRequest struct {
	Model    string            `json:"model"`
	Stream   bool              `json:"stream"`
	Messages []json.RawMessage `json:"messages"`
	Tools    []json.RawMessage `json:"tools"`
}

type chatMessage struct {
	Role      string          `json:"role"`
	Content   json.RawMessage `json:"content"`
	ToolCalls []struct {
		Function struct {
			Name      string `json:"name"`
			Arguments string `json:"arguments"`
		} `json:"function"`
	} `json:"tool_calls"`
}

// chatDialect is OpenAI chat completions (POST /v1/chat/completions).
var chatDialect = dialect{
	api:      "chat completions API",
	idPrefix: "call_fake_",
	read: func(body []byte) (turn, error) {
		var in chatRequest
		err := json.Unmarshal(body, &in)
		return turn{model: in.Model, stream: in.Stream, tools: len(in.Tools) > 0, conv: readChatMessages(in.Messages)}, err
	},
	write: func(w http.ResponseWriter, t turn, seq int, r Reply) {
		if !t.stream {
			writeJSON(w, chatCompletion(t.model, seq, r))
			return
		}
		streamChat(w, t.model, seq, r)
	},
	fail: writeOpenAIError,
}

// readChatMessages flattens chat messages. The system prompt (system
// messages before the first user message) is left out, as the Messages
// dialect leaves out its separate system field; later system messages
// are part of the conversation.
func readChatMessages(msgs []json.RawMessage) conversation {
	var t transcript
	prompt := true
	for _, raw := range msgs {
		var m chatMessage
		if json.Unmarshal(raw, &m) != nil {
			continue
		}
		if m.Role == "system" && prompt {
			continue
		}
		prompt = false
		text := openAIContentText(m.Content)
		for _, tc := range m.ToolCalls {
			text += "\n[tool_use " + tc.Function.Name + " " + tc.Function.Arguments + "]"
		}
		t.add(m.Role, text, m.Role == "tool")
	}
	return t.conversation()
}

func finishReason(r Reply) string {
	if len(r.ToolUses) > 0 {
		return "tool_calls"
	}
	return "stop"
}

// chatToolCalls is a reply's tool calls in the chat completions shape.
func chatToolCalls(r Reply) []map[string]any {
	var calls []map[string]any
	for i, tu := range r.ToolUses {
		args, _ := json.Marshal(tu.Input)
		calls = append(calls, map[string]any{"index": i, "id": tu.ID, "type": "function",
			"function": map[string]any{"name": tu.Name, "arguments": string(args)}})
	}
	return calls
}

// chatCompletion is the non-streaming form of a reply.
func chatCompletion(model string, seq int, r Reply) map[string]any {
	msg := map[string]any{"role": "assistant", "content": r.Text}
	if calls := chatToolCalls(r); len(calls) > 0 {
		msg["tool_calls"] = calls
	}
	return map[string]any{
		"id": fmt.Sprintf("chatcmpl-fake-%d", seq), "object": "chat.completion", "created": time.Now().Unix(), "model": model,
		"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finishReason(r)}},
		"usage":   map[string]any{"prompt_tokens": 5, "completion_tokens": 5, "total_tokens": 10},
	}
}

// streamChat writes a reply as chat completion chunks: the role, the text in
// pieces, each tool call (name first, then its arguments in pieces), a
// final chunk with the finish reason and usage, then [DONE].
func streamChat(w http.ResponseWriter, model string, seq int, r Reply) {
	var buf bytes.Buffer
	id, created := fmt.Sprintf("chatcmpl-fake-%d", seq), time.Now().Unix()
	chunk := func(delta map[string]any, finish any, usage any) {
		data := map[string]any{"id": id, "object": "chat.completion.chunk", "created": created, "model": model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}}
		if usage != nil {
			data["usage"] = usage
		}
		js, _ := json.Marshal(data)
		fmt.Fprintf(&buf, "data: %s\n\n", js)
	}
	chunk(map[string]any{"role": "assistant", "content": ""}, nil, nil)
	if r.Text != "" {
		for _, c := range chunks(r.Text, 64) {
			chunk(map[string]any{"content": c}, nil, nil)
		}
	}
	for _, call := range chatToolCalls(r) {
		fn := call["function"].(map[string]any)
		args := fn["arguments"].(string)
		chunk(map[string]any{"tool_calls": []any{map[string]any{"index": call["index"], "id": call["id"], "type": "function",
			"function": map[string]any{"name": fn["name"], "arguments": ""}}}}, nil, nil)
		for _, c := range chunks(args, 64) {
			chunk(map[string]any{"tool_calls": []any{map[string]any{"index": call["index"],
				"function": map[string]any{"arguments": c}}}}, nil, nil)
		}
	}
	chunk(map[string]any{}, finishReason(r), map[string]any{"prompt_tokens": 5, "completion_tokens": 5, "total_tokens": 10})
	buf.WriteString("data: [DONE]\n\n")

	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(buf.Bytes())
}
