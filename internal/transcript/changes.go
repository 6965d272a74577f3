package transcript

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/tidwall/gjson"
)

// Bounds of the forward readers (Changes, FirstPrompt).
const (
	// DefaultChangesBytes is how much of a subagent's transcript Changes
	// reads, from the end, when its caller sets no limit: the last 16 MiB
	// hold many hundreds of tool calls, and reading them costs the hook a
	// few milliseconds (every byte read is scanned for line ends, so the
	// cost grows with the window, not with the file).
	DefaultChangesBytes int64 = 16 << 20
	// maxForwardLine bounds the part of one line that is read; the rest of
	// a longer line is skipped (gjson reads the prefix for what comes
	// first: the tool's name, id and file path).
	maxForwardLine = 4 << 20
	forwardChunk   = 1 << 20
)

// FileTools are the tools whose calls change one file, named by their
// input's file_path (notebook_path for NotebookEdit).
func FileTools() []string { return []string{"Edit", "Write", "MultiEdit", "NotebookEdit"} }

// Change is a tool call of an agent that ran and changes files: one of
// FileTools, or a Bash command (whose writes the caller works out).
type Change struct {
	// Tool is the tool's name.
	Tool string
	// Path is the file a FileTools call changed, as given (usually
	// absolute); "" for Bash.
	Path string
	// Command is a Bash call's command.
	Command string
	// Dir is the agent's working directory when it made the call.
	Dir string
	// Lines are the line ranges, in the file before the edit, that an
	// Edit or MultiEdit replaced ({start, end}, 1-based), from the patch
	// Claude Code recorded; nil when unknown.
	Lines [][2]int
	// Edits is the raw JSON input of an Edit or MultiEdit call (its
	// old_string/new_string, or edits), to replay it backwards.
	Edits string
	// Created: the call's result says it created the file (a Write).
	Created bool
}

// Changes lists, oldest first, the calls of the transcript at path that
// changed files and succeeded: a call counts only when its tool result is
// there and is not an error (a call the user or a hook refused, or that
// failed, changed nothing). It reads at most maxBytes from the end
// (DefaultChangesBytes when 0 or less); partial reports that older lines
// were not read.
func Changes(path string, maxBytes int64) (changes []Change, partial bool, err error) {
	if maxBytes <= 0 {
		maxBytes = DefaultChangesBytes
	}
	f, size, err := openRegular(path)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	start := max(size-maxBytes, 0)
	pending := map[string]Change{}
	var order []string // ids, in call order
	done := map[string]Change{}
	var codex codexCalls
	err = forwardLines(f, start, size, forwardChunk, func(line []byte) bool {
		switch lineType(line) {
		case "session_meta", "turn_context":
			codex.context(line)
		case "response_item":
			if id, calls := codex.call(line); len(calls) > 0 {
				for n, c := range calls {
					pending[codexKey(id, n)] = c
					order = append(order, codexKey(id, n))
				}
			} else if id, ok, found := codex.result(line); found {
				for n := 0; ; n++ {
					c, waiting := pending[codexKey(id, n)]
					if !waiting {
						break
					}
					delete(pending, codexKey(id, n))
					if ok {
						done[codexKey(id, n)] = c
					}
				}
			}
		case "assistant":
			if bytes.Contains(line, []byte(`"tool_use"`)) {
				for _, c := range toolCalls(line) {
					pending[c.id] = c.Change
					order = append(order, c.id)
				}
			}
		case "user":
			for id, c := range pending {
				if !bytes.Contains(line, []byte(id)) {
					continue
				}
				ok, created, found := resultOK(line, id)
				if !found {
					continue
				}
				delete(pending, id)
				if ok {
					c.Lines, c.Created = patchLines(line), created
					done[id] = c
				}
			}
		}
		return true
	})
	if err != nil {
		return nil, false, fmt.Errorf("reading transcript %s: %w", path, err)
	}
	for _, id := range order {
		if c, ok := done[id]; ok {
			changes = append(changes, c)
		}
	}
	return changes, start > 0, nil
}

// call is a tool call with its id.
type call struct {
	id string
	Change
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
		c := call{id: gjson.GetBytes(line, block(i, "id")).String(), Change: Change{Tool: gjson.GetBytes(line, block(i, "name")).String()}}
		switch c.Tool {
		case "Edit", "MultiEdit":
			c.Path = gjson.GetBytes(line, block(i, "input.file_path")).String()
			c.Edits = gjson.GetBytes(line, block(i, "input")).Raw
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

// lineType is the top-level "type" of a transcript line, "" when the line
// is not a JSON object.
func lineType(line []byte) string {
	line = bytes.TrimLeft(line, " \t\r")
	if len(line) == 0 || line[0] != '{' {
		return ""
	}
	return gjson.GetBytes(line, "type").String()
}

// FirstPrompt returns what was asked of the agent whose transcript is at
// path: the text of its first user message (a subagent's prompt), read
// from the head of the file, at most maxBytes.
func FirstPrompt(path string, maxBytes int64) (string, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var text string
	err = forwardLines(f, 0, min(size, maxBytes), firstChunk, func(line []byte) bool {
		if t := lineType(line); t != "user" && t != "response_item" {
			return true
		}
		if e, ok := parseLine(line); ok && e.kind == promptLine {
			text = e.text
			return false
		}
		return true
	})
	if err != nil {
		return "", fmt.Errorf("reading transcript %s: %w", path, err)
	}
	return text, nil
}

// openRegular opens a transcript, refusing anything but a regular file.
func openRegular(path string) (*os.File, int64, error) {
	f, info, err := safefile.Open(path)
	if err != nil {
		return nil, 0, fmt.Errorf("reading transcript: %w", err)
	}
	return f, info.Size(), nil
}

// forwardLines calls visit with each complete line of r between from and
// to (a line cut by from is skipped; the last line may end at to without a
// newline), until visit returns false. A line longer than maxForwardLine
// is handed over cut to that length. The slice visit gets is reused after
// it returns. chunk is the first read size; the buffer doubles while a
// line does not fit.
func forwardLines(r io.ReaderAt, from, to int64, chunk int, visit func(line []byte) bool) error {
	buf := make([]byte, max(chunk, 1))
	start, end := 0, 0 // the bytes read and not yet handed over: buf[start:end]
	pos := from
	skip := false // drop the next line: cut by the window, or the rest of an overlong one
	if from > 0 {
		var before [1]byte
		if _, err := r.ReadAt(before[:], from-1); err != nil {
			return err
		}
		skip = before[0] != '\n'
	}
	for {
		if i := bytes.IndexByte(buf[start:end], '\n'); i >= 0 {
			line := buf[start : start+i]
			start += i + 1
			if skip {
				skip = false
				continue
			}
			if !visit(line) {
				return nil
			}
			continue
		}
		if pos >= to {
			if !skip && end > start {
				visit(buf[start:end])
			}
			return nil
		}
		if end-start >= maxForwardLine {
			if !skip && !visit(buf[start:end]) {
				return nil
			}
			skip, start, end = true, 0, 0
		}
		if start > 0 {
			end = copy(buf, buf[start:end])
			start = 0
		}
		if end == len(buf) {
			grown := make([]byte, 2*len(buf))
			copy(grown, buf[:end])
			buf = grown
		}
		n := int(min(int64(len(buf)-end), to-pos))
		got, err := r.ReadAt(buf[end:end+n], pos)
		if got < n {
			if err == nil || err == io.EOF {
				err = io.ErrUnexpectedEOF // the file shrank while being read
			}
			return err
		}
		end += got
		pos += int64(got)
	}
}

// EndsWith reports whether the newest message line of the transcript at
// path (a user or assistant line; attachments and the like are passed
// over) is an assistant text block that is part of text: the agent's final
// message has been written, and with it every line before it. It reads at
// most window bytes from the end.
func EndsWith(path, text string, window int64) (bool, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	b := newBackward(f, size, window, firstChunk)
	for {
		line, ok, err := b.prev()
		if err != nil || !ok {
			return false, err
		}
		switch lineType(line) {
		case "user":
			return false, nil
		case "assistant":
			e, ok := parseLine(line)
			last := strings.TrimSpace(e.text)
			return ok && last != "" && strings.Contains(text, last), nil
		}
	}
}
