package claude

import (
	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Command is tool_input.command of a Bash call.
func (in Input) Command() string {
	if in.ToolName() != "Bash" {
		return ""
	}
	return in.ToolInput().Get("command").String()
}

// Edit is the file edit of an Edit, MultiEdit, Write or NotebookEdit call
// (or any tool whose input names a file): tool_input's file_path (or
// notebook_path, path, filePath), old_string/new_string/replace_all or
// edits[], content, and cell_id/cell_type/edit_mode/new_source.
func (in Input) Edit() (event.Edit, bool) {
	input := in.ToolInput()
	e := event.Edit{Path: TargetPath(input)}
	if e.Path == "" {
		return e, false
	}
	switch {
	case in.ToolName() == "NotebookEdit":
		e.Kind = event.NotebookCell
		e.Cell = event.Cell{
			ID:     input.Get("cell_id").String(),
			Type:   input.Get("cell_type").String(),
			Mode:   input.Get("edit_mode").String(),
			Source: input.Get("new_source").String(),
		}
	case input.Get("old_string").Exists() || input.Get("edits").IsArray():
		e.Kind, e.Replacements = event.Replace, Replacements(input)
	case input.Get("content").Exists():
		e.Kind, e.Content = event.Write, input.Get("content").String()
	}
	return e, true
}

// Made is what a file edit did, from tool_response: filePath,
// originalFile (null for a new file), type "create", content,
// userModified and structuredPatch, with the call's input to replay.
func (in Input) Made() event.Made {
	input, resp := in.ToolInput(), in.ToolResult()
	m := event.Made{Path: TargetPath(input)}
	if p := resp.Get("filePath").String(); p != "" {
		m.Path = p
	}
	original := resp.Get("originalFile")
	m.Original = original.String()
	m.OriginalKnown = original.Type == gjson.String
	m.Created = original.Type == gjson.Null || !original.Exists() && resp.Get("type").String() == "create"
	m.Whole = in.ToolName() == "Write" || (input.Get("content").Exists() && !input.Get("old_string").Exists())
	m.Content = input.Get("content").String()
	if c := resp.Get("content"); c.Exists() {
		m.Content = c.String()
	}
	m.Replacements = Replacements(input)
	m.UserModified = resp.Get("userModified").Bool()
	if patch := resp.Get("structuredPatch"); patch.IsArray() {
		m.HasPatch = true
		for _, h := range patch.Array() {
			hunk := event.Hunk{
				OldStart: int(h.Get("oldStart").Int()), OldLines: int(h.Get("oldLines").Int()),
				NewStart: int(h.Get("newStart").Int()), NewLines: int(h.Get("newLines").Int()),
			}
			for _, l := range h.Get("lines").Array() {
				hunk.Lines = append(hunk.Lines, l.String())
			}
			m.Patch = append(m.Patch, hunk)
		}
	}
	return m
}

// TargetPath is the file a tool call's input names.
func TargetPath(input gjson.Result) string {
	for _, k := range [...]string{"file_path", "notebook_path", "path", "filePath"} {
		if p := input.Get(k).String(); p != "" {
			return p
		}
	}
	return ""
}

// Replacements reads Edit's (old_string, new_string, replace_all) or, when
// present, MultiEdit's edits array of them.
func Replacements(input gjson.Result) []event.Replacement {
	if list := input.Get("edits"); list.IsArray() {
		var out []event.Replacement
		for _, e := range list.Array() {
			out = append(out, event.Replacement{Old: e.Get("old_string").String(), New: e.Get("new_string").String(), ReplaceAll: e.Get("replace_all").Bool()})
		}
		return out
	}
	return []event.Replacement{{Old: input.Get("old_string").String(), New: input.Get("new_string").String(), ReplaceAll: input.Get("replace_all").Bool()}}
}
