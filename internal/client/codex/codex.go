// Package codex is the OpenAI Codex CLI client adapter: the only code that
// knows Codex's hook wire format (docs/clients/codex.md). Codex sends
// Claude Code's payload shape with its own tools (apply_patch, spawn_agent,
// multi_agent_v1wait_agent) and a string tool_response, and honours a
// different subset of the answers; this package maps both onto the
// client-neutral event.Event and event.Verdict.
package codex

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/applypatch"
	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Codex's tool names as hooks see them.
const (
	// PatchTool is the file-editing tool; its input's "command" is the patch.
	PatchTool = "apply_patch"
	// SpawnTool launches a subagent; its result names the agent only.
	SpawnTool = "spawn_agent"
	// WaitTool returns subagents' reports; hooks see it with its
	// namespace glued on (multi_agent_v1wait_agent).
	WaitTool = "wait_agent"
)

// Input is one Codex hook event: Claude Code's field reader with Codex's
// tools mapped onto the shared vocabulary.
type Input struct {
	claude.Input
	// edit is the file edit of an apply_patch call that adds or updates
	// one file, with the Claude Code tool that makes it (tool) and that
	// tool's input (input); nil for any other call.
	edit  *event.Edit
	tool  string
	input gjson.Result
	// created: the patch adds the file.
	created bool
	// edits are the files of any other patch (several files, a delete, a
	// move), one edit each (event.FileChanges).
	edits []event.Edit
	// unread is why an apply_patch's patch could not be read (nil when
	// it was, or the call is no apply_patch).
	unread error
}

// Read decodes one Codex payload into the client-neutral event.
func Read(raw string) (event.Event, error) {
	in, err := Decode(raw)
	return event.New(in), err
}

// Decode checks that raw is one JSON object (bounded as Claude Code's
// adapter bounds it) and reads a patch when the call is apply_patch.
func Decode(raw string) (Input, error) {
	base, err := claude.DecodeString(raw)
	if err != nil {
		if errors.Is(err, claude.ErrEmpty) {
			return Input{}, errEmpty
		}
		return Input{}, errors.New(strings.ReplaceAll(err.Error(), "from Claude Code", "from Codex"))
	}
	in := Input{Input: base}
	if base.String("tool_name") == PatchTool {
		files, err := applypatch.Parse(base.ToolInput().Get("command").String())
		in.unread = err
		in.readPatch(files)
	}
	return in, nil
}

var errEmpty = errors.New("no hook input on stdin: expected one JSON object from Codex")

// readPatch maps a patch that adds or updates one file onto Claude Code's
// tool for that change, with its input: an added file is Write
// (file_path, content), an update of one "@@" section Edit (file_path,
// old_string, new_string: the section's context and removed lines, its
// context and added lines), of several MultiEdit (edits[]). The path is
// made absolute against cwd (Codex's patches name files relative to it).
// Any other patch (several files, a delete, a move) stays apply_patch,
// with one edit per file it touches (patchEdits): none of Claude Code's
// tools changes several files, deletes or moves one. A patch that does not
// parse has no edit.
func (in *Input) readPatch(files []applypatch.FilePatch) {
	if len(files) != 1 || files[0].MoveTo != "" || files[0].Op == applypatch.Delete {
		in.edits = in.patchEdits(files)
		return
	}
	f := files[0]
	e := event.Edit{Path: in.abs(f.Path)}
	var input any
	switch {
	case f.Op == applypatch.Add:
		e.Kind, e.Content = event.Write, f.Content
		in.tool, in.created = "Write", true
		input = map[string]string{"file_path": e.Path, "content": f.Content}
	case len(f.Chunks) == 1:
		e.Kind = event.Replace
		e.Replacements = []event.Replacement{{Old: f.Chunks[0].Old, New: f.Chunks[0].New}}
		in.tool = "Edit"
		input = map[string]string{"file_path": e.Path, "old_string": f.Chunks[0].Old, "new_string": f.Chunks[0].New}
	case len(f.Chunks) > 1:
		e.Kind = event.Replace
		edits := make([]map[string]string, 0, len(f.Chunks))
		for _, c := range f.Chunks {
			e.Replacements = append(e.Replacements, event.Replacement{Old: c.Old, New: c.New})
			edits = append(edits, map[string]string{"old_string": c.Old, "new_string": c.New})
		}
		in.tool = "MultiEdit"
		input = map[string]any{"file_path": e.Path, "edits": edits}
	default:
		return
	}
	b, err := json.Marshal(input)
	if err != nil {
		return
	}
	in.edit, in.input = &e, gjson.ParseBytes(b)
}

// patchEdits is each file of a patch as an edit of that file: an added
// file is written whole, an update replaces its sections, a delete
// deletes; a move deletes the old path and writes the new one from the
// old one's content (event.Edit.From) with the update's sections.
func (in *Input) patchEdits(files []applypatch.FilePatch) []event.Edit {
	if len(files) == 0 {
		return nil
	}
	edits := make([]event.Edit, 0, len(files))
	for _, f := range files {
		path := in.abs(f.Path)
		switch f.Op {
		case applypatch.Add:
			edits = append(edits, event.Edit{Path: path, Kind: event.Write, Content: f.Content})
		case applypatch.Delete:
			edits = append(edits, event.Edit{Path: path, Kind: event.Delete})
		case applypatch.Update:
			e := event.Edit{Path: path, Kind: event.Replace}
			for _, c := range f.Chunks {
				e.Replacements = append(e.Replacements, event.Replacement{Old: c.Old, New: c.New})
			}
			if f.MoveTo != "" {
				edits = append(edits, event.Edit{Path: path, Kind: event.Delete})
				e.Path, e.From = in.abs(f.MoveTo), path
			}
			edits = append(edits, e)
		}
	}
	return edits
}

// abs is a patch's path made absolute against cwd (Codex's patches name
// files relative to it).
func (in *Input) abs(p string) string {
	if cwd := in.CWD(); !filepath.IsAbs(p) && filepath.IsAbs(cwd) {
		return filepath.Join(cwd, p)
	}
	return p
}

// EditsUnread is why this apply_patch's patch could not be read (nil for
// a patch that was read and for every other call): event.UnreadChanges.
func (in Input) EditsUnread() error { return in.unread }

// Edits is every file of an apply_patch that changes several files,
// deletes or moves one (nil for any other call): event.FileChanges.
func (in Input) Edits() []event.Edit { return in.edits }

// ToolName is the tool in the shared vocabulary: Claude Code's Write, Edit
// or MultiEdit for an apply_patch readPatch maps, else apply_patch;
// spawn_agent is the agent launcher (event.AgentTool); wait_agent in any
// namespace is "wait_agent". Codex already names its shell tool Bash.
func (in Input) ToolName() string {
	name := in.Input.ToolName()
	switch {
	case name == PatchTool && in.edit != nil:
		return in.tool
	case name == SpawnTool:
		return event.AgentTool
	case strings.HasSuffix(name, WaitTool):
		return WaitTool
	}
	return name
}

// ToolInput is the call's input: for a mapped apply_patch, the input of
// the Claude Code tool it maps onto (gate commands still get the payload
// as sent, through Raw).
func (in Input) ToolInput() gjson.Result {
	if in.edit != nil {
		return in.input
	}
	return in.Input.ToolInput()
}

// Command is the shell command of a Bash call.
func (in Input) Command() string {
	if in.Input.ToolName() != "Bash" {
		return ""
	}
	return in.Input.ToolInput().Get("command").String()
}

// Edit is the file edit of an apply_patch readPatch maps; ok is false for
// any other call.
func (in Input) Edit() (event.Edit, bool) {
	if in.edit == nil {
		return event.Edit{}, false
	}
	return *in.edit, true
}

// Made is what a mapped apply_patch did: Codex reports only a text
// ("Success. Updated the following files: …"), so the change is the
// patch's: an added file's content, an update's replacements.
func (in Input) Made() event.Made {
	if in.edit == nil {
		return event.Made{}
	}
	e := *in.edit
	return event.Made{
		Path: e.Path, Whole: e.Kind == event.Write, Content: e.Content,
		Replacements: e.Replacements, Created: in.created,
	}
}

// ToolResult is tool_response, which Codex sends as a string: the JSON it
// holds when it holds JSON (the agent tools' results), else the string.
func (in Input) ToolResult() gjson.Result {
	r := in.Input.ToolResult()
	if r.Type == gjson.String {
		if s := strings.TrimSpace(r.Str); strings.HasPrefix(s, "{") && gjson.Valid(s) {
			return gjson.Parse(s)
		}
	}
	return r
}

// Subagent is the agent a finished call ran: spawn_agent only launches one
// (Background, its agent_id); wait_agent returns its report, read from
// status.<agent_id>.completed (the first agent when it waited on several).
// Codex does not say the agent's type there. Before the call (PreToolUse)
// there is no agent yet.
func (in Input) Subagent() event.Subagent {
	if in.Kind() != event.PostToolUse {
		return event.Subagent{}
	}
	switch name := in.ToolName(); name {
	case event.AgentTool:
		return event.Subagent{Launcher: true, Background: true, ID: in.ToolResult().Get("agent_id").String()}
	case WaitTool:
		var id string
		var report gjson.Result
		in.ToolResult().Get("status").ForEach(func(k, v gjson.Result) bool {
			id, report = k.String(), v.Get("completed")
			return false
		})
		if id == "" {
			return event.Subagent{}
		}
		return event.Subagent{Launcher: true, ID: id, Report: func() string { return report.String() }}
	}
	return event.Subagent{}
}

// Raw is the payload as received.
func (in Input) Raw() []byte { return in.Input.Raw() }
