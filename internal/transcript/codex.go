package transcript

import (
	"strings"

	"github.com/tidwall/gjson"
)

// codexInjected are the starts of the user messages Codex writes itself
// into a rollout (docs/clients/codex.md): the environment, AGENTS.md
// instructions, a subagent's notification, a hook's prompt.
var codexInjected = [...]string{"<environment_context>", "<user_instructions>", "# AGENTS.md", "<subagent_notification>", "<hook_prompt", "<turn_aborted>"}

// parseCodexLine reads one line of a Codex rollout file ({"type":
// "response_item", "payload": {…}}) as Claude Code's lines are read: a
// message with role user is a prompt (unless Codex wrote it), one with
// role assistant is the assistant's text, a tool call is an assistant line
// without text and a tool's output a user line that is no prompt.
// Developer messages are not part of the conversation.
func parseCodexLine(line []byte) (e entry, ok bool) {
	if !gjson.ValidBytes(line) {
		return entry{}, false
	}
	p := gjson.GetBytes(line, "payload")
	switch p.Get("type").String() {
	case "message":
		switch p.Get("role").String() {
		case "assistant":
			return entry{kind: assistantLine, id: p.Get("id").String(), text: codexText(p.Get("content"), "output_text")}, true
		case "user":
			e.kind = otherUserLine
			text := codexText(p.Get("content"), "input_text")
			for _, start := range codexInjected {
				if strings.HasPrefix(strings.TrimSpace(text), start) {
					return e, true
				}
			}
			if strings.TrimSpace(text) != "" {
				e.kind, e.text = promptLine, text
			}
			return e, true
		}
	case "function_call", "custom_tool_call", "local_shell_call":
		return entry{kind: assistantLine, id: p.Get("id").String()}, true
	case "function_call_output", "custom_tool_call_output":
		return entry{kind: otherUserLine}, true
	}
	return entry{}, false
}

// codexText joins the parts of a message's content of type kind.
func codexText(content gjson.Result, kind string) string {
	var parts []string
	content.ForEach(func(_, part gjson.Result) bool {
		if part.Get("type").String() == kind {
			if s := part.Get("text").String(); strings.TrimSpace(s) != "" {
				parts = append(parts, s)
			}
		}
		return true
	})
	return strings.Join(parts, "\n")
}
