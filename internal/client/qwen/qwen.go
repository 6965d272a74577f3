// Package qwen is the Qwen Code client adapter: the only code that knows
// Qwen Code's hook wire format (docs/clients/qwen-code.md, seen with Qwen
// Code 0.24.4). Qwen Code sends Claude Code's payload shape with its own
// tool names and tool results, so decoding reads the payload through the
// Claude Code adapter's validating, lazy reader and translates what
// differs: snake_case tool names onto the canonical vocabulary, the shell
// command, file edit results and subagent reports, and the empty-prompt
// UserPromptSubmit Qwen fires before every follow-up request. Encoding
// uses only the answers Qwen Code honours.
package qwen

import (
	"strings"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Qwen Code's tool names (seen with 0.24.4).
const (
	ShellTool = "run_shell_command"
	WriteTool = "write_file"
	EditTool  = "edit"
	AgentTool = "agent"
)

// CanonicalTool is the name capabilities use for Qwen Code's tool name; a
// tool without a counterpart keeps its own name.
func CanonicalTool(name string) string {
	switch name {
	case ShellTool:
		return "Bash"
	case WriteTool:
		return "Write"
	case EditTool:
		return "Edit"
	case AgentTool:
		return event.AgentTool
	}
	return name
}

// Input is one Qwen Code hook event: the event.Source the capabilities
// read. Every field not overridden here reads as Claude Code's of the same
// name (session_id, cwd, transcript_path, agent_id, agent_type,
// agent_transcript_path, stop_hook_active, last_assistant_message, prompt,
// prompt_id, tool_input, tool_response, tool_use_id, permission_mode).
type Input struct{ claude.Input }

// Decode checks that raw is one JSON object and wraps it.
func Decode(raw string) (Input, error) {
	in, err := claude.DecodeString(raw)
	return Input{in}, err
}

// Event is the client-neutral event reading from in.
func (in Input) Event() event.Event { return event.New(in) }

// Kind is hook_event_name, except that a UserPromptSubmit with an empty
// prompt is no event: Qwen Code fires it again, with "prompt": "", before
// every follow-up model request of a turn, so it is not new user input and
// no capability (consent least of all) may read it as a reply.
func (in Input) Kind() string {
	k := in.Input.Kind()
	if k == event.UserPromptSubmit && strings.TrimSpace(in.Prompt()) == "" {
		return ""
	}
	return k
}

// AgentType is agent_type. The tool events of a subagent carry only
// agent_id (seen with 0.24.4), which Qwen Code makes as "<agent
// type>-<suffix>" (source: the agent tool; the suffix is the agent call's
// id, or 8 hex digits without one): its part before the last "-" is then
// the type. A suffix with a "-" in it (a model's call id can have one)
// gives a type no filter names.
func (in Input) AgentType() string {
	if t := in.Input.AgentType(); t != "" {
		return t
	}
	id := in.AgentID()
	if i := strings.LastIndexByte(id, '-'); i > 0 {
		return id[:i]
	}
	return ""
}

// ToolName is tool_name in the canonical vocabulary.
func (in Input) ToolName() string { return CanonicalTool(in.String("tool_name")) }

// Command is tool_input.command of a run_shell_command call.
func (in Input) Command() string {
	if in.String("tool_name") != ShellTool {
		return ""
	}
	return in.ToolInput().Get("command").String()
}

// Made is what a write_file or edit call did: the call's input to replay,
// and tool_response.returnDisplay's filePath, originalContent and
// newContent. A write_file whose result says it created the file is a new
// file (Qwen Code sends originalContent "" for both a new and an empty
// file).
func (in Input) Made() event.Made {
	input, resp := in.ToolInput(), in.ToolResult()
	display := resp.Get("returnDisplay")
	m := event.Made{Path: claude.TargetPath(input)}
	if p := display.Get("filePath"); p.Type == gjson.String && p.Str != "" {
		m.Path = p.Str
	}
	tool := in.String("tool_name")
	m.Whole = tool == WriteTool
	m.Content = input.Get("content").String()
	if c := display.Get("newContent"); c.Type == gjson.String && m.Whole {
		m.Content = c.Str
	}
	if tool == EditTool {
		m.Replacements = claude.Replacements(input)
	}
	llm := resp.Get("llmContent").String()
	m.Created = m.Whole && strings.HasPrefix(llm, "Successfully created")
	if o := display.Get("originalContent"); o.Type == gjson.String && !m.Created {
		m.Original, m.OriginalKnown = o.Str, true
	}
	return m
}

// Subagent is the agent an agent call ran: its type (tool_input's
// subagent_type, else returnDisplay.subagentName), its id as Qwen Code
// names it (<type>-<tool_call_id>), background when
// returnDisplay.executionMode is "background", and the text of
// tool_response.llmContent (a string or [{"text": …}] parts) as its report.
func (in Input) Subagent() event.Subagent {
	if in.String("tool_name") != AgentTool {
		return event.Subagent{}
	}
	resp := in.ToolResult()
	display := resp.Get("returnDisplay")
	typ := in.ToolInput().Get("subagent_type").String()
	if typ == "" {
		typ = display.Get("subagentName").String()
	}
	s := event.Subagent{
		Launcher:   true,
		Background: display.Get("executionMode").String() == "background",
		Type:       typ,
		Report:     func() string { return Text(resp.Get("llmContent")) },
	}
	if call := in.String("tool_call_id"); call != "" && typ != "" {
		s.ID = typ + "-" + call
	}
	return s
}

// Text is the text of Qwen Code's llmContent: a string, or parts whose
// "text" fields are joined by newlines.
func Text(content gjson.Result) string {
	if !content.IsArray() {
		if content.Type == gjson.String {
			return content.Str
		}
		return ""
	}
	var b strings.Builder
	for _, p := range content.Array() {
		if t := p.Get("text"); t.Type == gjson.String {
			b.WriteString(t.Str)
			b.WriteString("\n")
		}
	}
	return b.String()
}
