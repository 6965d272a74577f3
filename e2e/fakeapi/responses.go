package fakeapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// The OpenAI Responses API dialect (POST /v1/responses), which OpenAI's
// Codex CLI speaks through a custom model provider with
// wire_api = "responses". Requests carry the conversation as "input" items;
// replies stream as server-sent events whose items are output messages and
// function_call (or, for free-form tools, custom_tool_call) items.

// responsesRequest is the part of a Responses API request body the fake
// reads.
type responsesRequest struct {
	Model  string            `json:"model"`
	Stream bool              `json:"stream"`
	Input  []json.RawMessage `json:"input"`
	Tools  []json.RawMessage `json:"tools"`
}

// responsesItem is one input item; which fields are set depends on Type.
type responsesItem struct {
	Type      string          `json:"type"`
	Role      string          `json:"role"`
	Content   json.RawMessage `json:"content"`
	Name      string          `json:"name"`
	Arguments string          `json:"arguments"`
	Input     string          `json:"input"`
	Output    json.RawMessage `json:"output"`
}

// responsesDialect is the OpenAI Responses API (POST /v1/responses).
var responsesDialect = dialect{
	api:      "Responses API",
	idPrefix: "call_fake_",
	read: func(body []byte) (turn, error) {
		var in responsesRequest
		err := json.Unmarshal(body, &in)
		return turn{model: in.Model, stream: in.Stream, tools: len(in.Tools) > 0, conv: readResponsesInput(in.Input)}, err
	},
	write: func(w http.ResponseWriter, t turn, seq int, r Reply) {
		if !t.stream {
			writeJSON(w, responseObject(t.model, seq, r))
			return
		}
		streamResponse(w, t.model, seq, r)
	},
	fail: writeOpenAIError,
}

// readResponsesInput flattens input items: messages (role user, developer,
// system or assistant), the model's own function and custom tool calls
// (assistant turns), and their outputs (tool results, said by "tool").
// Codex sends its environment and project instructions as user messages
// wrapped in tags; they are context, not the thread's first user text.
func readResponsesInput(items []json.RawMessage) conversation {
	var t transcript
	for _, raw := range items {
		var it responsesItem
		if json.Unmarshal(raw, &it) != nil {
			continue
		}
		switch it.Type {
		case "message", "":
			text := openAIContentText(it.Content)
			role := it.Role
			if role == "user" && isCodexContext(text) {
				role = "context"
			}
			t.add(role, text, false)
		case "function_call":
			t.add("assistant", "[tool_use "+it.Name+" "+it.Arguments+"]", false)
		case "custom_tool_call":
			t.add("assistant", "[tool_use "+it.Name+" "+it.Input+"]", false)
		case "function_call_output", "custom_tool_call_output":
			t.add("tool", "[tool_result] "+outputText(it.Output), true)
		}
	}
	return t.conversation()
}

// codexContextTags open the user messages Codex writes itself.
var codexContextTags = []string{"<environment_context>", "<user_instructions>", "# AGENTS.md instructions", "<permissions instructions>", "<skills_instructions>"}

func isCodexContext(text string) bool {
	text = strings.TrimSpace(text)
	for _, tag := range codexContextTags {
		if strings.HasPrefix(text, tag) {
			return true
		}
	}
	return false
}

// openAIContentText reads message content that is a string or a list of
// parts ({"type":"input_text"|"output_text"|"text","text":…}).
func openAIContentText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &parts) != nil {
		return ""
	}
	var out []string
	for _, p := range parts {
		if p.Text != "" {
			out = append(out, p.Text)
		}
	}
	return strings.Join(out, "\n")
}

// outputText reads a tool output: a string, a list of content parts, or an
// object with a "content" string (older Codex versions).
func outputText(raw json.RawMessage) string {
	if text := openAIContentText(raw); text != "" {
		return text
	}
	var obj struct {
		Content string `json:"content"`
	}
	if json.Unmarshal(raw, &obj) == nil && obj.Content != "" {
		return obj.Content
	}
	return string(raw)
}

// responseItems is a reply as Responses API output items.
func responseItems(seq int, r Reply) []map[string]any {
	var items []map[string]any
	if r.Text != "" {
		items = append(items, map[string]any{
			"type": "message", "id": fmt.Sprintf("msg_fake_%d", seq), "role": "assistant", "status": "completed",
			"content": []any{map[string]any{"type": "output_text", "text": r.Text, "annotations": []any{}}},
		})
	}
	for _, tu := range r.ToolUses {
		if tu.Freeform != "" {
			items = append(items, map[string]any{"type": "custom_tool_call", "id": "ctc_" + tu.ID, "call_id": tu.ID,
				"name": tu.Name, "input": tu.Freeform, "status": "completed"})
			continue
		}
		args, _ := json.Marshal(tu.Input)
		call := map[string]any{"type": "function_call", "id": "fc_" + tu.ID, "call_id": tu.ID,
			"name": tu.Name, "arguments": string(args), "status": "completed"}
		if tu.Namespace != "" {
			call["namespace"] = tu.Namespace
		}
		items = append(items, call)
	}
	return items
}

// responseObject is the non-streaming form of a reply.
func responseObject(model string, seq int, r Reply) map[string]any {
	return map[string]any{
		"id": fmt.Sprintf("resp_fake_%d", seq), "object": "response", "status": "completed", "model": model,
		"output": responseItems(seq, r),
		"usage":  map[string]any{"input_tokens": 5, "output_tokens": 5, "total_tokens": 10},
	}
}

// streamResponse writes a reply as the Responses API's server-sent events:
// response.created, then per item output_item.added, text deltas (for a
// message) and output_item.done, then response.completed.
func streamResponse(w http.ResponseWriter, model string, seq int, r Reply) {
	var buf bytes.Buffer
	event := func(data map[string]any) {
		js, _ := json.Marshal(data)
		fmt.Fprintf(&buf, "event: %s\ndata: %s\n\n", data["type"], js)
	}
	id := fmt.Sprintf("resp_fake_%d", seq)
	event(map[string]any{"type": "response.created", "response": map[string]any{"id": id, "object": "response", "status": "in_progress", "model": model}})
	for i, item := range responseItems(seq, r) {
		event(map[string]any{"type": "response.output_item.added", "output_index": i, "item": item})
		if item["type"] == "message" {
			for _, chunk := range chunks(r.Text, 64) {
				event(map[string]any{"type": "response.output_text.delta", "output_index": i, "content_index": 0,
					"item_id": item["id"], "delta": chunk})
			}
		}
		event(map[string]any{"type": "response.output_item.done", "output_index": i, "item": item})
	}
	done := responseObject(model, seq, r)
	event(map[string]any{"type": "response.completed", "response": done})

	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(buf.Bytes())
}

func writeOpenAIError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"type": "invalid_request_error", "message": msg}})
}
