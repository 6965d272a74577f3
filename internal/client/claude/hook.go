// Package claude is the Claude Code client adapter: the only code that
// knows Claude Code's hook wire format. It decodes the one JSON object a
// hook receives on stdin into an event.Event and encodes an event.Verdict
// into the one JSON object the hook answers with. It knows the fields
// Claude Code really sends (see PROTOCOL.md in the project's shared notes)
// and nothing about what the answers mean.
package claude

import (
	"errors"
	"fmt"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/jsonscan"
	"github.com/tidwall/gjson"
)

// legacyAgentTool is the name of the subagent launcher before Claude Code
// 2.1.63 (event.AgentTool since).
const legacyAgentTool = "Task"

// Input is one hook event as received: the event.Source of Claude Code's
// payload (Event wraps it for the capabilities). It is decoded once, lazily and
// without copies: Decode checks the input and indexes its top-level fields
// (each a slice of the input) in one pass; a field's value is parsed when it
// is read, and a top-level string is unescaped once, the first time. A long
// string's content is checked and decoded only as far as it is read (see
// lazyString): ReportEnd decodes the end of a report without the rest. So
// an event costs only what its handlers look at, and a 20 MB report is
// neither scanned again for every other field nor copied.
// Every field is optional and reads as its zero value when absent.
type Input struct {
	raw    string
	fields *fields
}

// ErrEmpty is returned by Decode for empty or all-whitespace stdin.
var ErrEmpty = errors.New("no hook input on stdin: expected one JSON object from Claude Code")

// MaxDepth bounds how deeply arrays and objects may nest in hook input.
// Real events nest a few levels; the bound keeps every recursive decoder
// (gjson's validation recurses once per level) far from the end of the
// stack, since running out of stack is a fatal error no recover catches.
const MaxDepth = 1000

// Decode checks that raw is one JSON object and wraps it. The error says what
// is wrong in words a person can act on.
func Decode(raw []byte) (Input, error) { return DecodeString(string(raw)) }

// DecodeString is Decode for input held as a string, which Input keeps
// without a copy.
func DecodeString(raw string) (Input, error) {
	if isBlank(raw) {
		return Input{}, ErrEmpty
	}
	// An object is checked as its fields are indexed, in one pass that
	// bounds each value's depth before gjson validates it (its validation
	// recurses once per level).
	if start := skipSpace(raw, 0); raw[start] == '{' {
		f, at, ok := index(raw, start, MaxDepth, true)
		switch {
		case at >= 0:
			return Input{}, deepError(at)
		case !ok:
			return Input{}, invalidError(raw)
		}
		return Input{raw: raw, fields: f}, nil
	}
	if at, deep := jsonscan.DeeperThan(raw, MaxDepth); deep {
		return Input{}, deepError(at)
	}
	if !gjson.Valid(raw) {
		return Input{}, invalidError(raw)
	}
	return Input{}, fmt.Errorf("hook input is JSON but not an object (%s): expected one JSON object from Claude Code", kind(gjson.Parse(raw)))
}

func deepError(at int) error {
	return fmt.Errorf("hook input is nested more than %d levels deep (at byte %d): expected one JSON object from Claude Code", MaxDepth, at)
}

func invalidError(raw string) error {
	return fmt.Errorf("hook input is not valid JSON (%d bytes, starting %q): expected one JSON object from Claude Code", len(raw), preview(raw))
}

// Event is the client-neutral event the capabilities read, reading from in.
func (in Input) Event() event.Event { return event.New(in) }

// Read decodes raw (held as a string, kept without a copy) into the
// client-neutral event. On error the event is empty (its Kind is "").
func Read(raw string) (event.Event, error) {
	in, err := DecodeString(raw)
	return in.Event(), err
}

// Raw returns the bytes as received; gate commands get exactly these on
// stdin. They are copied from the input once and shared by every caller
// (each gate of a chain): do not change them.
func (in Input) Raw() []byte {
	if in.fields == nil {
		return []byte(in.raw)
	}
	return in.fields.bytes(in.raw)
}

// Get reads a gjson path from the event.
func (in Input) Get(path string) gjson.Result {
	if in.fields == nil {
		return gjson.Get(in.raw, path)
	}
	return in.fields.get(in.raw, path)
}

// String reads a string field; anything that is not a string reads as "".
func (in Input) String(path string) string {
	r := in.Get(path)
	if r.Type != gjson.String {
		return ""
	}
	return r.Str
}

// Kind is hook_event_name. An input without one that carries a subagent's
// final message (last_assistant_message, or the "output" string the
// earlier tools' hand tests pipe in) is a SubagentStop.
func (in Input) Kind() string {
	name := in.Get("hook_event_name")
	switch {
	case name.Type == gjson.String:
		return name.Str
	case name.Exists():
		return ""
	case in.Get("last_assistant_message").Exists() || in.Get("output").Type == gjson.String:
		return event.SubagentStop
	}
	return ""
}

// SessionID is session_id.
func (in Input) SessionID() string { return in.String("session_id") }

// CWD is cwd.
func (in Input) CWD() string { return in.String("cwd") }

// TranscriptPath is transcript_path: always the main session's transcript,
// even inside a subagent.
func (in Input) TranscriptPath() string { return in.String("transcript_path") }

// AgentID is agent_id (SubagentStop, SubagentStart, and tool events inside a
// subagent).
func (in Input) AgentID() string { return in.String("agent_id") }

// AgentType is agent_type, e.g. "general-purpose" or "plugin:name"; "" for
// internal forks and the main thread.
func (in Input) AgentType() string { return in.String("agent_type") }

// AgentTranscriptPath is agent_transcript_path on SubagentStop.
func (in Input) AgentTranscriptPath() string { return in.String("agent_transcript_path") }

// StopHookActive is stop_hook_active: true when this stop follows a block.
func (in Input) StopHookActive() bool { return in.Get("stop_hook_active").Bool() }

// Report is last_assistant_message (SubagentStop, Stop; Claude Code 2.1.47
// and later). Without it, the last resort is a top-level "output" string
// (what the earlier tools' hand tests pipe in).
func (in Input) Report() (string, bool) {
	if in.Get("last_assistant_message").Exists() {
		return in.String("last_assistant_message"), true
	}
	return in.String("output"), false
}

// ReportEnd is the end of Report's text, its last lines up to max bytes,
// decoded without the rest: a report of many megabytes ends with its
// STATUS block. whole is true when end is all of the text.
func (in Input) ReportEnd(max int) (end string, whole, ok bool) {
	const key = "last_assistant_message"
	if in.fields != nil {
		if v, found := in.fields.raw[key]; found && v[0] == '"' {
			end, whole = in.fields.stringEnd(key, v, max)
			return end, whole, true
		}
	}
	text, ok := in.Report()
	return text, true, ok
}

// Prompt is prompt on UserPromptSubmit.
func (in Input) Prompt() string { return in.String("prompt") }

// HasPrompt reports whether the payload has a prompt field.
func (in Input) HasPrompt() bool { return in.Get("prompt").Exists() }

// PromptID is prompt_id: the user prompt the event belongs to.
func (in Input) PromptID() string { return in.String("prompt_id") }

// ToolName is tool_name on PreToolUse and PostToolUse.
func (in Input) ToolName() string { return in.String("tool_name") }

// ToolInput is tool_input on PreToolUse and PostToolUse.
func (in Input) ToolInput() gjson.Result { return in.Get("tool_input") }

// ToolResult is tool_response on PostToolUse.
func (in Input) ToolResult() gjson.Result { return in.Get("tool_response") }

// Subagent is the agent a PostToolUse of the Agent tool (Task before Claude
// Code 2.1.63) ran: tool_response.agentId and agentType, status
// "async_launched" for a background launch, and the text blocks of
// tool_response.content as its report.
func (in Input) Subagent() event.Subagent {
	if name := in.ToolName(); name != event.AgentTool && name != legacyAgentTool {
		return event.Subagent{}
	}
	resp := in.ToolResult()
	var sub *fields
	if in.fields != nil {
		sub = in.fields.object("tool_response")
	}
	if sub == nil {
		return event.Subagent{Launcher: true}
	}
	texts := func() (out []string) { // the text blocks, each as JSON
		for _, c := range elements(sub.raw["content"]) {
			if block := members(c); block != nil && block.get(c, "type").String() == "text" {
				v, ok := block.raw["text"]
				if !ok {
					v = `""`
				}
				out = append(out, v)
			}
		}
		return out
	}
	report := func() string {
		var text strings.Builder
		for _, v := range texts() {
			text.WriteString(gjson.Parse(v).String())
			text.WriteString("\n")
		}
		return text.String()
	}
	return event.Subagent{
		Launcher:   true,
		Background: sub.get(resp.Raw, "status").String() == "async_launched",
		ID:         sub.get(resp.Raw, "agentId").String(),
		Type:       sub.get(resp.Raw, "agentType").String(),
		Report:     report,
		ReportEnd: func(max int) (string, bool) {
			ts := texts()
			if n := len(ts); n > 0 && ts[n-1][0] == '"' {
				if end, whole := stringEnd(ts[n-1], max, func() string { return "" }); !whole {
					return end + "\n", false
				}
			}
			return report(), true
		},
	}
}

// ToolUseID is tool_use_id.
func (in Input) ToolUseID() string { return in.String("tool_use_id") }

// PermissionMode is permission_mode ("default", "acceptEdits", "plan",
// "bypassPermissions", ...).
func (in Input) PermissionMode() string { return in.String("permission_mode") }

// Source is source on SessionStart ("startup", "resume", "clear", "compact").
func (in Input) Source() string { return in.String("source") }

func isBlank(b string) bool {
	for _, c := range []byte(b) {
		switch c {
		case ' ', '\t', '\n', '\r':
		default:
			return false
		}
	}
	return true
}

func preview(b string) string {
	const n = 40
	if len(b) > n {
		return b[:n] + "…"
	}
	return b
}

func kind(r gjson.Result) string {
	switch {
	case r.IsArray():
		return "an array"
	case r.Type == gjson.String:
		return "a string"
	case r.Type == gjson.Number:
		return "a number"
	case r.Type == gjson.True, r.Type == gjson.False:
		return "a boolean"
	case r.Type == gjson.Null:
		return "null"
	}
	return "not an object"
}
