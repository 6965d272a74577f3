package codex

import (
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/applypatch"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/transcript"
)

// Codex's transcripts are its rollout files (docs/clients/codex.md):
// $CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<thread id>.jsonl, one
// per thread (a subagent has its own, agent_transcript_path on
// SubagentStop). Lines are {"timestamp", "type", "payload"}; the
// conversation is in the "response_item" lines.

// Transcript is a Codex rollout file: the event.Transcript the
// capabilities read.
type Transcript struct{ transcript.Messages }

// TranscriptAt reads the Codex rollout at path.
func TranscriptAt(path string) Transcript {
	return Transcript{transcript.Messages{File: path, Parse: ParseLine}}
}

// Transcript is the thread's rollout (transcript_path), nil without one.
func (in Input) Transcript() event.Transcript {
	return transcript.Named(in.TranscriptPath(), TranscriptAt)
}

// AgentTranscript is the subagent's rollout (agent_transcript_path), nil
// without one.
func (in Input) AgentTranscript() event.Transcript {
	return transcript.Named(in.AgentTranscriptPath(), TranscriptAt)
}

// injectedStarts are the starts of the user messages Codex writes itself
// into a rollout: the environment, AGENTS.md instructions, a subagent's
// notification, a hook's prompt.
var injectedStarts = [...]string{"<environment_context>", "<user_instructions>", "# AGENTS.md", "<subagent_notification>", "<hook_prompt", "<turn_aborted>"}

// ParseLine reads one rollout line (transcript.Parser): a message with
// role user is a prompt (unless Codex wrote it), one with role assistant
// the assistant's text, a tool call an assistant line without text and a
// tool's output a user line that is no prompt. Developer messages are not
// part of the conversation.
func ParseLine(line []byte) (e transcript.Line, ok bool) {
	if transcript.Type(line) != "response_item" || !transcript.Valid(line) {
		return transcript.Line{}, false
	}
	p := gjson.GetBytes(line, "payload")
	switch p.Get("type").String() {
	case "message":
		switch p.Get("role").String() {
		case "assistant":
			return transcript.Line{Kind: transcript.Assistant, ID: p.Get("id").String(), Text: text(p.Get("content"), "output_text")}, true
		case "user":
			e.Kind = transcript.OtherUser
			t := text(p.Get("content"), "input_text")
			for _, start := range injectedStarts {
				if strings.HasPrefix(strings.TrimSpace(t), start) {
					return e, true
				}
			}
			if strings.TrimSpace(t) != "" {
				e.Kind, e.Text, e.Time = transcript.Prompt, t, gjson.GetBytes(line, "timestamp").String()
			}
			return e, true
		}
	case "function_call", "custom_tool_call", "local_shell_call":
		return transcript.Line{Kind: transcript.Assistant, ID: p.Get("id").String()}, true
	case "function_call_output", "custom_tool_call_output":
		return transcript.Line{Kind: transcript.OtherUser}, true
	}
	return transcript.Line{}, false
}

// text joins the parts of a message's content of type kind.
func text(content gjson.Result, kind string) string {
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

// LastPlanCall finds nothing: Codex has no plan-mode dialog whose answer
// plan-compliance reads.
func (Transcript) LastPlanCall(int64, int) (event.PlanCall, error) { return event.PlanCall{}, nil }

// HasCall reports true: no lag of this client's transcript has been seen,
// so a hook never waits for it.
func (Transcript) HasCall(string, int64) (bool, error) { return true, nil }

// Changes lists, oldest first, the rollout's successful apply_patch calls
// (one change per file, paths made absolute against the session's working
// directory) and exec_command calls (Bash), reading at most maxBytes from
// the end (transcript.DefaultChangesBytes when 0 or less).
func (t Transcript) Changes(maxBytes int64) (changes []event.Change, partial bool, err error) {
	var (
		r     rollout
		calls transcript.Calls
		files = map[string]int{} // the changes of each call waiting for its output
	)
	partial, err = transcript.ForwardWindow(t.File, maxBytes, func(line []byte) bool {
		switch transcript.Type(line) {
		case "session_meta", "turn_context":
			r.context(line)
		case "response_item":
			if id, cs := r.call(line); len(cs) > 0 {
				for n, c := range cs {
					calls.Call(key(id, n), c)
				}
				files[id] = len(cs)
			} else if id, ok, found := r.result(line); found {
				for n := range files[id] {
					calls.Result(key(id, n), func(*event.Change) bool { return ok })
				}
				delete(files, id)
			}
		}
		return true
	})
	if err != nil {
		return nil, false, err
	}
	return calls.Changes(), partial, nil
}

// rollout follows the tool calls of a rollout for Changes: the session's
// working directory (session_meta, turn_context), apply_patch calls and
// exec_command calls.
type rollout struct {
	dir string
}

// key is the pending key of file n of call id.
func key(id string, n int) string { return id + "#" + strconv.Itoa(n) }

// context notes the working directory a session_meta or turn_context
// line gives.
func (c *rollout) context(line []byte) {
	if d := gjson.GetBytes(line, "payload.cwd").String(); d != "" {
		c.dir = d
	}
}

// call reads a response_item line that calls a file-changing tool: its
// call id and the changes it would make (nil for any other line).
func (c *rollout) call(line []byte) (id string, changes []event.Change) {
	p := gjson.GetBytes(line, "payload")
	id = p.Get("call_id").String()
	switch {
	case id == "":
		return "", nil
	case p.Get("type").String() == "custom_tool_call" && p.Get("name").String() == PatchTool:
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
		changes = []event.Change{{Tool: "Bash", Command: args.Get("cmd").String(), Dir: dir}}
	}
	return id, changes
}

// patchChanges are the changes of one file of a patch: an added file is a
// Write, an update an Edit with its sections as edits to replay, a delete
// an Edit without them; a move changes the new path too.
func (c *rollout) patchChanges(f applypatch.FilePatch) []event.Change {
	ch := event.Change{Tool: "Edit", Path: c.abs(f.Path), Dir: c.dir}
	switch f.Op {
	case applypatch.Add:
		ch.Tool, ch.Created = "Write", true
	case applypatch.Update:
		ch.Edits = make([]event.Replacement, 0, len(f.Chunks))
		for _, k := range f.Chunks {
			ch.Edits = append(ch.Edits, event.Replacement{Old: k.Old, New: k.New})
		}
	}
	out := []event.Change{ch}
	if f.MoveTo != "" {
		moved := ch
		moved.Path, moved.Tool, moved.Created = c.abs(f.MoveTo), "Write", true
		out = append(out, moved)
	}
	return out
}

func (c *rollout) abs(p string) string {
	if filepath.IsAbs(p) || c.dir == "" {
		return p
	}
	return filepath.Join(c.dir, p)
}

// result reads a response_item line holding a tool's output: the call it
// answers and whether the call succeeded (apply_patch: "Exit code: 0";
// exec_command: "Process exited with code 0"). A call a hook blocked
// has neither.
func (c *rollout) result(line []byte) (id string, ok, found bool) {
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
