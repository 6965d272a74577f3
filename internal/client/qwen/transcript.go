package qwen

import (
	"bytes"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/transcript"
)

// Qwen Code's transcripts (docs/clients/qwen-code.md, seen with 0.24.4):
// the session's chat at ~/.qwen/projects/<project>/chats/<session_id>.jsonl,
// a subagent's at ~/.qwen/projects/<project>/subagents/<session_id>/
// agent-<agent_id>.jsonl. Lines have Claude Code's line shape (type
// "user"/"assistant"/"tool_result", isSidechain) with the message in
// Gemini's: {"role", "parts": [{"text"} | {"functionCall": {id, name,
// args}} | {"functionResponse": {id, name, response: {output | error}}}]}.

// Lines is Qwen Code's line shape.
func Lines() claude.LineShape {
	return claude.LineShape{
		Content: "message.parts",
		IsText: func(b gjson.Result) bool {
			return b.Get("text").Type == gjson.String && !b.Get("thought").Bool()
		},
		IsResult:   func(b gjson.Result) bool { return b.Get("functionResponse").Exists() },
		ResultType: "tool_result",
	}
}

// Transcript is a Qwen Code chat file: the event.Transcript the
// capabilities read.
type Transcript struct{ transcript.Messages }

// TranscriptAt reads the Qwen Code chat file at path.
func TranscriptAt(path string) Transcript {
	return Transcript{transcript.Messages{File: path, Parse: Lines().Parse}}
}

// Transcript is the session's chat (transcript_path), nil without one.
func (in Input) Transcript() event.Transcript {
	return transcript.Named(in.TranscriptPath(), TranscriptAt)
}

// AgentTranscript is the subagent's own chat file. Qwen Code 0.24.4 sends
// a foreground subagent's SubagentStop with agent_transcript_path set to
// the parent's chat, which holds none of the subagent's lines; the
// subagent's own file is then found where Qwen writes it, beside the
// parent's chats directory: subagents/<session_id>/agent-<agent_id>.jsonl
// (seen: it is there, complete, when SubagentStop fires).
func (in Input) AgentTranscript() event.Transcript {
	p := in.AgentTranscriptPath()
	if p == "" {
		return nil
	}
	if p == in.TranscriptPath() {
		own, ok := SubagentChat(p, in.SessionID(), in.AgentID())
		if !ok {
			return nil
		}
		p = own
	}
	return TranscriptAt(p)
}

// SubagentChat is where Qwen Code writes the chat of subagent agent of
// session, given the session's chat file; ok is false when chat is not in
// a "chats" directory or a name could step out of the directory.
func SubagentChat(chat, session, agent string) (string, bool) {
	chats := filepath.Dir(chat)
	if filepath.Base(chats) != "chats" || !plainName(session) || !plainName(agent) {
		return "", false
	}
	return filepath.Join(filepath.Dir(chats), "subagents", session, "agent-"+agent+".jsonl"), true
}

// plainName reports whether s is one path element: not empty, no
// separator, not "." or "..".
func plainName(s string) bool {
	return s != "" && s != "." && s != ".." && !strings.ContainsAny(s, `/\`) && !strings.ContainsRune(s, 0)
}

// LastPlanCall finds nothing: Qwen Code's plan-mode answer is not read
// (no recording of its dialog yet).
func (Transcript) LastPlanCall(int64, int) (event.PlanCall, error) { return event.PlanCall{}, nil }

// HasCall reports true: no lag of this client's transcript has been seen,
// so a hook never waits for it.
func (Transcript) HasCall(string, int64) (bool, error) { return true, nil }

// Changes lists, oldest first, the chat's successful write_file, edit and
// run_shell_command calls (as Write, Edit and Bash): a call counts when
// its functionResponse is there without an "error" (a shell command also
// needs "Exit Code: 0"). It reads at most maxBytes from the end
// (transcript.DefaultChangesBytes when 0 or less).
func (t Transcript) Changes(maxBytes int64) (changes []event.Change, partial bool, err error) {
	var calls transcript.Calls
	partial, err = transcript.ForwardWindow(t.File, maxBytes, func(line []byte) bool {
		switch transcript.Type(line) {
		case "assistant":
			if !bytes.Contains(line, []byte(`"functionCall"`)) {
				return true
			}
			dir := gjson.GetBytes(line, "cwd").String()
			gjson.GetBytes(line, "message.parts").ForEach(func(_, part gjson.Result) bool {
				if id, c, ok := fileCall(part.Get("functionCall"), dir); ok {
					calls.Call(id, c)
				}
				return true
			})
		case "tool_result", "user":
			gjson.GetBytes(line, "message.parts").ForEach(func(_, part gjson.Result) bool {
				r := part.Get("functionResponse")
				calls.Result(r.Get("id").String(), func(c *event.Change) bool {
					out := r.Get("response.output").String()
					c.Created = c.Tool == "Write" && strings.HasPrefix(out, "Successfully created")
					return !r.Get("response.error").Exists() && (c.Tool != "Bash" || strings.Contains(out, "\nExit Code: 0\n"))
				})
				return true
			})
		}
		return true
	})
	if err != nil {
		return nil, false, err
	}
	return calls.Changes(), partial, nil
}

// fileCall reads a functionCall that changes files: its id and the change
// (a shell command's directory, when given, relative to dir).
func fileCall(fc gjson.Result, dir string) (id string, c event.Change, ok bool) {
	id = fc.Get("id").String()
	args := fc.Get("args")
	c = event.Change{Tool: CanonicalTool(fc.Get("name").String()), Dir: dir}
	switch fc.Get("name").String() {
	case WriteTool:
		c.Path = args.Get("file_path").String()
	case EditTool:
		c.Path = args.Get("file_path").String()
		c.Edits = claude.Replacements(args)
	case ShellTool:
		c.Command = args.Get("command").String()
		if d := args.Get("directory").String(); d != "" {
			if !filepath.IsAbs(d) && dir != "" {
				d = filepath.Join(dir, d)
			}
			c.Dir = d
		}
	default:
		return "", event.Change{}, false
	}
	return id, c, id != "" && (c.Path != "" || c.Command != "")
}
