// Package codex is the OpenAI Codex CLI client adapter: the only code that
// knows Codex's hook wire format (docs/clients/codex.md). Codex sends
// Claude Code's payload shape with its own tools (apply_patch, spawn_agent,
// multi_agent_v1wait_agent) and a string tool_response, and honours a
// different subset of the answers; this package maps both onto the
// client-neutral event.Event and event.Verdict.
package codex

import (
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
	// patch is the parsed apply_patch input (nil for another tool or a
	// patch that does not parse).
	patch []applypatch.FilePatch
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
		in.patch, _ = applypatch.Parse(base.ToolInput().Get("command").String())
	}
	return in, nil
}

var errEmpty = errors.New("no hook input on stdin: expected one JSON object from Codex")

// ToolName is the tool in the shared vocabulary: apply_patch of one file
// is Write (a file added) or Edit (updated or deleted); a patch of several
// files, or one that does not parse, stays apply_patch (the capabilities
// that check edits see one file per call). spawn_agent is the agent
// launcher (event.AgentTool); wait_agent in any namespace is "wait_agent".
// Codex already names its shell tool Bash.
func (in Input) ToolName() string {
	name := in.Input.ToolName()
	switch {
	case name == PatchTool:
		if len(in.patch) != 1 {
			return PatchTool
		}
		if in.patch[0].Op == applypatch.Add {
			return "Write"
		}
		return "Edit"
	case name == SpawnTool:
		return event.AgentTool
	case strings.HasSuffix(name, WaitTool):
		return WaitTool
	}
	return name
}

// Command is the shell command of a Bash call.
func (in Input) Command() string {
	if in.Input.ToolName() != "Bash" {
		return ""
	}
	return in.ToolInput().Get("command").String()
}

// Edit is the one file a single-file apply_patch changes: an added file as
// a whole write (path, content), an update as replacements of its "@@"
// sections (old lines → new lines), a delete as a file named without a
// change this package can replay. A relative path (Codex's patches name
// files relative to cwd) is made absolute against cwd. ok is false for any
// other call.
func (in Input) Edit() (event.Edit, bool) {
	if in.Input.ToolName() != PatchTool || len(in.patch) != 1 {
		return event.Edit{}, false
	}
	fp := in.patch[0]
	e := event.Edit{Path: fp.Path}
	if cwd := in.CWD(); !filepath.IsAbs(e.Path) && filepath.IsAbs(cwd) {
		e.Path = filepath.Join(cwd, e.Path)
	}
	switch fp.Op {
	case applypatch.Add:
		e.Kind, e.Content = event.Write, fp.Content
	case applypatch.Update:
		e.Kind = event.Replace
		for _, c := range fp.Chunks {
			e.Replacements = append(e.Replacements, event.Replacement{Old: c.Old, New: c.New})
		}
	}
	return e, true
}

// Made is what a single-file apply_patch did: Codex reports only a text
// ("Success. Updated the following files: …"), so the change is the
// patch's: an added file's content, an update's replacements.
func (in Input) Made() event.Made {
	e, ok := in.Edit()
	if !ok {
		return event.Made{}
	}
	return event.Made{
		Path: e.Path, Whole: e.Kind == event.Write, Content: e.Content,
		Replacements: e.Replacements, Created: in.patch[0].Op == applypatch.Add,
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
