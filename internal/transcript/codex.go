package transcript

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/applypatch"
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
	if tooDeep(line) || !gjson.ValidBytes(line) {
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

// codexCalls follows the tool calls of a Codex rollout for Changes: the
// session's working directory (session_meta, turn_context), apply_patch
// calls (one Change per file of the patch, paths made absolute against
// that directory) and exec_command calls (Bash), each counted when its
// output says it succeeded.
type codexCalls struct {
	dir string
}

// codexKey is the pending key of file n of call id.
func codexKey(id string, n int) string { return id + "#" + strconv.Itoa(n) }

// context notes the working directory a session_meta or turn_context
// line gives.
func (c *codexCalls) context(line []byte) {
	if d := gjson.GetBytes(line, "payload.cwd").String(); d != "" {
		c.dir = d
	}
}

// call reads a response_item line that calls a file-changing tool: its
// call id and the changes it would make (nil for any other line).
func (c *codexCalls) call(line []byte) (id string, changes []Change) {
	p := gjson.GetBytes(line, "payload")
	id = p.Get("call_id").String()
	switch {
	case id == "":
		return "", nil
	case p.Get("type").String() == "custom_tool_call" && p.Get("name").String() == "apply_patch":
		files, err := applypatch.Parse(p.Get("input").String())
		if err != nil {
			return "", nil
		}
		for _, f := range files {
			changes = append(changes, c.patchChanges(f)...)
		}
	case p.Get("type").String() == "function_call" && p.Get("name").String() == "exec_command":
		args := gjson.Parse(p.Get("arguments").String())
		dir := c.dir
		if w := args.Get("workdir").String(); w != "" {
			dir = c.abs(w)
		}
		changes = []Change{{Tool: "Bash", Command: args.Get("cmd").String(), Dir: dir}}
	}
	return id, changes
}

// patchChanges are the changes of one file of a patch: an added file is a
// Write, an update an Edit with its sections as edits to replay, a delete
// an Edit without them; a move changes the new path too.
func (c *codexCalls) patchChanges(f applypatch.FilePatch) []Change {
	ch := Change{Tool: "Edit", Path: c.abs(f.Path), Dir: c.dir}
	switch f.Op {
	case applypatch.Add:
		ch.Tool, ch.Created = "Write", true
	case applypatch.Update:
		edits := make([]map[string]string, 0, len(f.Chunks))
		for _, k := range f.Chunks {
			edits = append(edits, map[string]string{"old_string": k.Old, "new_string": k.New})
		}
		b, _ := json.Marshal(map[string]any{"edits": edits})
		ch.Edits = string(b)
	}
	out := []Change{ch}
	if f.MoveTo != "" {
		moved := ch
		moved.Path, moved.Tool, moved.Created = c.abs(f.MoveTo), "Write", true
		out = append(out, moved)
	}
	return out
}

func (c *codexCalls) abs(p string) string {
	if filepath.IsAbs(p) || c.dir == "" {
		return p
	}
	return filepath.Join(c.dir, p)
}

// result reads a response_item line holding a tool's output: the call it
// answers and whether the call succeeded (apply_patch: "Exit code: 0";
// exec_command: "Process exited with code 0"). A call a hook blocked
// has neither.
func (c *codexCalls) result(line []byte) (id string, ok, found bool) {
	p := gjson.GetBytes(line, "payload")
	switch p.Get("type").String() {
	case "custom_tool_call_output", "function_call_output":
	default:
		return "", false, false
	}
	out := p.Get("output").String()
	ok = strings.HasPrefix(out, "Exit code: 0\n") || strings.Contains(out, "\nProcess exited with code 0\n")
	return p.Get("call_id").String(), ok, true
}
