package claude

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/transcript"
)

// Claude Code's transcripts (seen with 2.1.330) are JSON Lines: the main
// session's at transcript_path, a subagent's at agent_transcript_path.
//
// What counts as a message:
//
//   - assistant: lines of type "assistant"; their "text" content blocks,
//     merged over the lines that share message.id (Claude Code writes one
//     content block per line). Thinking and tool_use blocks are dropped; a
//     response with no text is not a message.
//   - user: lines of type "user" whose content is what a person typed: a
//     string, or text blocks. Not tool results, not isMeta or
//     isCompactSummary lines, and not the text Claude Code injects into the
//     user's turn (slash-command and shell-escape echoes such as
//     <command-name> or <bash-input>, <system-reminder>, hook feedback,
//     "[Request interrupted by user]"). A line with only such content is
//     not a message, but it still ends the assistant message before it.
//   - everything else (attachments, system, api-request…) is ignored.
//
// A subagent's transcript has only isSidechain lines; a main transcript
// (older Claude Code versions) may mix the main thread with its
// subagents'.

// Transcript is a Claude Code transcript: the event.Transcript the
// capabilities read.
type Transcript struct{ transcript.Messages }

// TranscriptAt reads the Claude Code transcript at path.
func TranscriptAt(path string) Transcript {
	return Transcript{transcript.Messages{File: path, Parse: Lines().Parse}}
}

// Transcript is the session's transcript (transcript_path), nil without one.
func (in Input) Transcript() event.Transcript {
	return transcript.Named(in.TranscriptPath(), TranscriptAt)
}

// AgentTranscript is the subagent's transcript (agent_transcript_path),
// nil without one.
func (in Input) AgentTranscript() event.Transcript {
	return transcript.Named(in.AgentTranscriptPath(), TranscriptAt)
}

// LineShape says where a client that writes Claude Code's line shape
// (type "user"/"assistant", isSidechain, message.id) keeps a message's
// blocks and what they are, so such a client's adapter reads its lines
// with the same rules (Qwen Code writes Gemini-shaped parts).
type LineShape struct {
	// Content is the path of a message's blocks (or string content).
	Content string
	// IsText reports whether a block is text (not a thought or a call).
	IsText func(block gjson.Result) bool
	// IsResult reports whether a block of a user line is a tool's result.
	IsResult func(block gjson.Result) bool
	// ResultType is a line type that holds tool results ("" if none).
	ResultType string
}

// Lines is Claude Code's own line shape.
func Lines() LineShape {
	return LineShape{
		Content:  "message.content",
		IsText:   func(b gjson.Result) bool { return b.Get("type").String() == "text" },
		IsResult: func(b gjson.Result) bool { return b.Get("type").String() == "tool_result" },
	}
}

// Parse reads one transcript line as a message line (transcript.Parser).
func (s LineShape) Parse(line []byte) (transcript.Line, bool) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 || line[0] != '{' {
		return transcript.Line{}, false
	}
	// Most lines are not messages (attachments, api-request copies…): look
	// at their type before paying for validating the whole line. gjson
	// never panics on bad JSON, and a line that does not validate is
	// dropped below whatever type it seemed to have.
	typ := gjson.GetBytes(line, "type").String()
	if typ != "user" && typ != "assistant" && (s.ResultType == "" || typ != s.ResultType) || !transcript.Valid(line) {
		return transcript.Line{}, false
	}
	var e transcript.Line
	switch typ {
	case "assistant":
		e.Kind = transcript.Assistant
		e.ID = gjson.GetBytes(line, "message.id").String()
		e.Text = s.text(gjson.GetBytes(line, s.Content), false)
	case "user":
		e.Kind = transcript.OtherUser
		if gjson.GetBytes(line, "isMeta").Bool() || gjson.GetBytes(line, "isCompactSummary").Bool() {
			break
		}
		content := gjson.GetBytes(line, s.Content)
		if content.IsArray() && s.hasResult(content) {
			break
		}
		if e.Text = s.text(content, true); e.Text != "" {
			e.Kind = transcript.Prompt
			e.Time = gjson.GetBytes(line, "timestamp").String()
		}
	default: // ResultType
		e.Kind = transcript.OtherUser
	}
	e.Sidechain = gjson.GetBytes(line, "isSidechain").Bool()
	return e, true
}

// text joins the text of a message's content: a string, or the text
// blocks of a list. For a user message, text Claude Code injected is left
// out.
func (s LineShape) text(content gjson.Result, user bool) string {
	keep := func(t string) bool {
		return strings.TrimSpace(t) != "" && !(user && injected(t))
	}
	if content.Type == gjson.String {
		if t := content.String(); keep(t) {
			return t
		}
		return ""
	}
	var parts []string
	content.ForEach(func(_, block gjson.Result) bool {
		if s.IsText(block) {
			if t := block.Get("text").String(); keep(t) {
				parts = append(parts, t)
			}
		}
		return true
	})
	return strings.Join(parts, "\n")
}

func (s LineShape) hasResult(content gjson.Result) bool {
	found := false
	content.ForEach(func(_, block gjson.Result) bool {
		found = s.IsResult(block)
		return !found
	})
	return found
}

// injected reports whether a user text is something Claude Code put into
// the user's turn rather than what the person typed.
func injected(text string) bool {
	t := strings.TrimLeft(text, " \t\r\n")
	if rest, ok := strings.CutPrefix(t, "<"); ok {
		for _, tag := range [...]string{
			"command-name>", "command-message>", "command-args>",
			"local-command-stdout>", "local-command-stderr>", "local-command-caveat>",
			"bash-input>", "bash-stdout>", "bash-stderr>",
			"system-reminder>", "user-prompt-submit-hook>", "task-notification>",
		} {
			if strings.HasPrefix(rest, tag) {
				return true
			}
		}
		return false
	}
	if strings.HasPrefix(t, "[Request interrupted by user") ||
		strings.HasPrefix(t, "Caveat: The messages below were generated by the user while running local commands") {
		return true
	}
	// Hook output fed back to the model: "SubagentStop hook blocking error
	// from command: …", "PostToolUse:Agent hook blocking error from
	// command: …", "Stop hook feedback: …", "UserPromptSubmit hook
	// additional context: …".
	event, rest, ok := strings.Cut(t, " hook ")
	if !ok || event == "" || strings.ContainsAny(event, " \n") {
		return false
	}
	return strings.HasPrefix(rest, "blocking error from command:") ||
		strings.HasPrefix(rest, "feedback:") ||
		strings.HasPrefix(rest, "additional context:")
}

// Changes lists, oldest first, the calls of the transcript that changed
// files (Edit, Write, MultiEdit, NotebookEdit, Bash) and succeeded: a call
// counts only when its tool_result is there and is not an error. It reads
// at most maxBytes from the end (transcript.DefaultChangesBytes when 0 or
// less).
func (t Transcript) Changes(maxBytes int64) (changes []event.Change, partial bool, err error) {
	var calls transcript.Calls
	partial, err = transcript.ForwardWindow(t.File, maxBytes, func(line []byte) bool {
		switch transcript.Type(line) {
		case "assistant":
			if bytes.Contains(line, []byte(`"tool_use"`)) {
				for _, c := range toolCalls(line) {
					calls.Call(c.id, c.Change)
				}
			}
		case "user":
			if !calls.Waiting() {
				return true
			}
			for _, id := range calls.Pending() {
				if !bytes.Contains(line, []byte(id)) {
					continue
				}
				if ok, created, found := resultOK(line, id); found {
					calls.Result(id, func(c *event.Change) bool {
						c.Lines, c.Created = patchLines(line), created
						return ok
					})
				}
			}
		}
		return true
	})
	if err != nil {
		return nil, false, err
	}
	return calls.Changes(), partial, nil
}

// call is a tool call with its id.
type call struct {
	id string
	event.Change
}

// maxBlocks bounds the content blocks read in one line (Claude Code
// writes one per line).
const maxBlocks = 64

// block is the path of content block i of a line's message.
func block(i int, key string) string { return "message.content." + strconv.Itoa(i) + "." + key }

// toolCalls reads the file-changing tool_use blocks of an assistant line.
// Each field is looked up on its own, so a Write's content is skipped over,
// never copied.
func toolCalls(line []byte) []call {
	var out []call
	for i := 0; i < maxBlocks; i++ {
		typ := gjson.GetBytes(line, block(i, "type"))
		if !typ.Exists() {
			break
		}
		if typ.String() != "tool_use" {
			continue
		}
		c := call{id: gjson.GetBytes(line, block(i, "id")).String(), Change: event.Change{Tool: gjson.GetBytes(line, block(i, "name")).String()}}
		switch c.Tool {
		case "Edit", "MultiEdit":
			c.Path = gjson.GetBytes(line, block(i, "input.file_path")).String()
			c.Edits = Replacements(gjson.GetBytes(line, block(i, "input")))
		case "Write":
			c.Path = gjson.GetBytes(line, block(i, "input.file_path")).String()
		case "NotebookEdit":
			c.Path = gjson.GetBytes(line, block(i, "input.notebook_path")).String()
		case "Bash":
			c.Command = gjson.GetBytes(line, block(i, "input.command")).String()
		default:
			continue
		}
		if c.id != "" && (c.Path != "" || c.Command != "") {
			c.Dir = gjson.GetBytes(line, "cwd").String()
			out = append(out, c)
		}
	}
	return out
}

// createdPrefix starts the result of a Write that created its file
// (Claude Code 2.1.330: "File created successfully at: …").
const createdPrefix = "File created successfully"

// resultOK finds the tool_result for id in a user line: found, ok when it
// is not an error, and created when it says a file was created.
func resultOK(line []byte, id string) (ok, created, found bool) {
	for i := 0; i < maxBlocks; i++ {
		got := gjson.GetBytes(line, block(i, "tool_use_id"))
		if !got.Exists() && !gjson.GetBytes(line, block(i, "type")).Exists() {
			break
		}
		if got.String() == id && gjson.GetBytes(line, block(i, "type")).String() == "tool_result" {
			text := gjson.GetBytes(line, block(i, "content")).String()
			if t := gjson.GetBytes(line, block(i, "content.0.text")); t.Exists() {
				text = t.String()
			}
			return !gjson.GetBytes(line, block(i, "is_error")).Bool(), strings.HasPrefix(text, createdPrefix), true
		}
	}
	return false, false, false
}

// patchLines reads the old-file line ranges of the structuredPatch Claude
// Code records with an edit's result.
func patchLines(line []byte) [][2]int {
	var out [][2]int
	gjson.GetBytes(line, "toolUseResult.structuredPatch").ForEach(func(_, h gjson.Result) bool {
		start, n := h.Get("oldStart").Int(), h.Get("oldLines").Int()
		if start > 0 && n >= 0 && start < 1<<31 && n < 1<<31 {
			out = append(out, [2]int{int(start), int(start + max(n, 1) - 1)})
		}
		return len(out) < 1000
	})
	return out
}

// PlanTool is Claude Code's plan-mode tool: its input's plan is what the
// user is shown, its result how they answered.
const PlanTool = "ExitPlanMode"

// maxPendingResults bounds the tool results remembered while looking for
// their calls.
const maxPendingResults = 256

// LastPlanCall reads the transcript backwards, at most maxBytes from the
// end, for the newest ExitPlanMode call with a result. It stops, with
// Found false, once more than maxPrompts user prompts come after the
// result. A missing result (the dialog still open) is passed over.
func (t Transcript) LastPlanCall(maxBytes int64, maxPrompts int) (event.PlanCall, error) {
	type result struct {
		text    string
		isError bool
		prompts int
	}
	results := map[string]result{}
	var pc event.PlanCall
	shape := Lines()
	err := transcript.Backward(t.File, maxBytes, 0, func(line []byte) bool {
		switch transcript.Type(line) {
		case "user":
			e, ok := shape.Parse(line)
			if ok && e.Kind == transcript.Prompt {
				if pc.PromptsAfter == 0 {
					pc.LastPrompt = e.Text
				}
				pc.PromptsAfter++
				return pc.PromptsAfter <= maxPrompts
			}
			gjson.GetBytes(line, "message.content").ForEach(func(_, blk gjson.Result) bool {
				if blk.Get("type").String() == "tool_result" && len(results) < maxPendingResults {
					results[blk.Get("tool_use_id").String()] = result{text: shape.resultText(blk.Get("content")), isError: blk.Get("is_error").Bool(), prompts: pc.PromptsAfter}
				}
				return true
			})
		case "assistant":
			if !transcript.Valid(line) {
				return true
			}
			gjson.GetBytes(line, "message.content").ForEach(func(_, blk gjson.Result) bool {
				if blk.Get("type").String() != "tool_use" || blk.Get("name").String() != PlanTool {
					return true
				}
				if r, ok := results[blk.Get("id").String()]; ok {
					pc.Found, pc.Plan, pc.Result, pc.IsError = true, blk.Get("input.plan").String(), r.text, r.isError
					pc.PromptsAfter = r.prompts
					return false
				}
				return true
			})
			return !pc.Found
		}
		return true
	})
	if err != nil || !pc.Found {
		return event.PlanCall{}, err
	}
	if pc.PromptsAfter == 0 {
		pc.LastPrompt = ""
	}
	return pc, nil
}

// resultText is a tool result's content as text: a string, or its text
// blocks joined with "\n".
func (s LineShape) resultText(content gjson.Result) string {
	if content.Type == gjson.String {
		return content.String()
	}
	return s.text(content, false)
}

// HasCall reports whether an assistant line within window bytes of the
// end holds the tool call id. Claude Code writes its transcript
// asynchronously: a PreToolUse hook can start before the call's own line,
// and the tool results before it, are in the file (seen on 2.1.330: up to
// about 70 ms). An empty id has no line to wait for: true.
func (t Transcript) HasCall(id string, window int64) (bool, error) {
	if id == "" {
		return true, nil
	}
	found := false
	quoted := []byte(strconv.Quote(id))
	err := transcript.Backward(t.File, window, 0, func(line []byte) bool {
		if transcript.Type(line) != "assistant" || !bytes.Contains(line, quoted) {
			return true
		}
		gjson.GetBytes(line, "message.content").ForEach(func(_, blk gjson.Result) bool {
			found = blk.Get("type").String() == "tool_use" && blk.Get("id").String() == id
			return !found
		})
		return !found
	})
	return found, err
}
