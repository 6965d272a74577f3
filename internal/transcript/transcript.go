// Package transcript reads the end of a Claude Code session transcript:
// the subagent's final report for the plan-compliance gate, and the recent
// conversation for the classifiers that judge a user's reply.
//
// A transcript is JSON Lines, one object per line, that grows without
// bound over a session and is written while hooks run, so this package
// reads only the end of the file, backwards, and never the whole of it. A
// line that is not valid JSON (typically the newest line, half-written) is
// skipped silently. Lines may be megabytes long.
//
// What counts as a message (from the shapes Claude Code 2.1.330 writes):
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
// Sidechains: a subagent's transcript has only isSidechain lines; a main
// transcript (older Claude Code versions) may mix the main thread with its
// subagents'. The newest message line read decides which thread the file
// is read as; lines of the other thread are skipped.
package transcript

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/jsonscan"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
)

// Roles of a Message.
const (
	// User is a message a person typed.
	User = "user"
	// Assistant is the model's text.
	Assistant = "assistant"
)

// DefaultMaxBytes is how much of the end of a transcript Recent reads when
// its caller sets no limit.
const DefaultMaxBytes int64 = 4 << 20

// LastTextWindow is how far back from the end LastAssistantText looks for
// an assistant message. A subagent's report is its last line or close to
// it; this only stops a transcript with no assistant text from being read
// whole.
const LastTextWindow int64 = 16 << 20

// Message is one text message of the conversation.
type Message struct {
	// Role is User or Assistant.
	Role string
	// Text is the message's text; text blocks are joined with "\n".
	Text string
	// Index is the message's position, oldest first, among the messages
	// returned (0 is the oldest).
	Index int
}

// LastAssistantText returns the text of the last assistant message of the
// transcript at path (all text blocks of its message.id joined with "\n"),
// reading backwards from the end. A newest response with no text (only
// tool calls) is passed over for the last one that has text. It returns ""
// and a nil error when the transcript has no assistant text, and an error
// when it has none in the last LastTextWindow bytes but is longer.
func LastAssistantText(path string) (string, error) {
	return lastAssistantText(path, LastTextWindow, firstChunk)
}

// Recent returns the most recent text messages of the transcript at path,
// oldest first: what a person typed and what the assistant wrote (see the
// package doc for what counts). It returns at most n messages and reads at
// most maxBytes from the end of the file (DefaultMaxBytes when maxBytes is
// 0 or less), so its cost does not grow with the transcript.
func Recent(path string, n int, maxBytes int64) ([]Message, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	return recent(path, n, maxBytes, firstChunk)
}

func lastAssistantText(path string, window int64, chunk int) (string, error) {
	var text string
	partial, err := walk(path, window, chunk, func(role, t string) bool {
		if role == Assistant {
			text = t
			return false
		}
		return true
	})
	if err != nil {
		return "", err
	}
	if text == "" && partial {
		return "", fmt.Errorf("transcript %s: no assistant text in its last %d MiB", path, window>>20)
	}
	return text, nil
}

func recent(path string, n int, maxBytes int64, chunk int) ([]Message, error) {
	if n <= 0 {
		return nil, nil
	}
	var msgs []Message
	_, err := walk(path, maxBytes, chunk, func(role, text string) bool {
		msgs = append(msgs, Message{Role: role, Text: text})
		return len(msgs) < n
	})
	if err != nil {
		return nil, err
	}
	slices.Reverse(msgs)
	for i := range msgs {
		msgs[i].Index = i
	}
	return msgs, nil
}

// walk calls visit with the text messages in the last window bytes of the
// transcript at path, newest first, until visit returns false. It reports
// whether the window started after the start of the file.
func walk(path string, window int64, chunk int, visit func(role, text string) bool) (partial bool, err error) {
	f, info, err := safefile.Open(path)
	if err != nil {
		return false, fmt.Errorf("reading transcript: %w", err)
	}
	defer f.Close()
	b := newBackward(f, info.Size(), window, chunk)
	if err := walkLines(b, visit); err != nil {
		return false, fmt.Errorf("reading transcript %s: %w", path, err)
	}
	return b.partial(), nil
}

// walkLines assembles messages from the lines b yields, newest first.
func walkLines(b *backward, visit func(role, text string) bool) error {
	var (
		threadSet bool
		thread    bool // isSidechain of the thread being read
		id        string
		texts     []string // of the assistant message being assembled, newest first
	)
	// flush hands over the assistant message being assembled, if it has
	// text, and reports whether to go on.
	flush := func() bool {
		if len(texts) == 0 {
			return true
		}
		slices.Reverse(texts)
		text := strings.Join(texts, "\n")
		texts, id = texts[:0], ""
		return visit(Assistant, text)
	}
	for {
		line, ok, err := b.prev()
		if err != nil {
			return err
		}
		if !ok {
			flush()
			return nil
		}
		e, ok := parseLine(line)
		if !ok {
			continue
		}
		if !threadSet {
			thread, threadSet = e.sidechain, true
		} else if e.sidechain != thread {
			continue
		}
		switch e.kind {
		case assistantLine:
			if e.id != "" && e.id == id {
				if e.text != "" {
					texts = append(texts, e.text)
				}
				continue
			}
			if !flush() {
				return nil
			}
			id = e.id
			if e.text != "" {
				texts = append(texts, e.text)
			}
		case promptLine:
			if !flush() || !visit(User, e.text) {
				return nil
			}
		case otherUserLine:
			if !flush() {
				return nil
			}
		}
	}
}

// lineKind sorts the lines that matter for messages.
type lineKind int

const (
	// assistantLine: one or more content blocks of an assistant response.
	assistantLine lineKind = iota + 1
	// promptLine: text a person typed.
	promptLine
	// otherUserLine: a user-role line that is not a prompt (tool results,
	// meta lines, injected text); it separates assistant responses.
	otherUserLine
)

// entry is what one transcript line says about messages.
type entry struct {
	kind      lineKind
	sidechain bool
	id        string // message.id of an assistant line
	text      string // its text blocks (or the prompt), joined with "\n"
}

// maxDepth bounds the nesting of a line that is validated: gjson's
// validation recurses once per level, and an agent's tool call can put
// millions of levels into the transcript. Real lines nest a few levels.
const maxDepth = 1000

// tooDeep reports whether line nests more than maxDepth levels. Counting
// brackets (a fast scan) settles nearly every line; only one with more
// brackets than that, strings included, is scanned for its nesting.
func tooDeep(line []byte) bool {
	if bytes.Count(line, []byte{'['})+bytes.Count(line, []byte{'{'}) <= maxDepth {
		return false
	}
	_, deep := jsonscan.DeeperThan(string(line), maxDepth)
	return deep
}

// parseLine reads one transcript line; ok is false for lines that are not
// messages, and for invalid JSON such as a half-written newest line.
func parseLine(line []byte) (e entry, ok bool) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 || line[0] != '{' {
		return entry{}, false
	}
	// Most lines are not messages (attachments, api-request copies…): look
	// at their type before paying for validating the whole line. gjson
	// never panics on bad JSON, and a line that does not validate is
	// dropped below whatever type it seemed to have.
	typ := gjson.GetBytes(line, "type").String()
	if typ == "response_item" {
		return parseCodexLine(line)
	}
	if typ != "user" && typ != "assistant" && typ != "tool_result" || tooDeep(line) || !gjson.ValidBytes(line) {
		return entry{}, false
	}
	switch typ {
	case "assistant":
		e.kind = assistantLine
		e.id = gjson.GetBytes(line, "message.id").String()
		e.text = contentText(messageContent(line), false)
	case "tool_result": // Qwen Code's tool results
		e.kind = otherUserLine
	case "user":
		e.kind = otherUserLine
		if gjson.GetBytes(line, "isMeta").Bool() || gjson.GetBytes(line, "isCompactSummary").Bool() {
			break
		}
		content := messageContent(line)
		if content.IsArray() && hasToolResult(content) {
			break
		}
		if e.text = contentText(content, true); e.text != "" {
			e.kind = promptLine
		}
	default:
		return entry{}, false
	}
	e.sidechain = gjson.GetBytes(line, "isSidechain").Bool()
	return e, true
}

// messageContent is a line's message.content (Claude Code), else its
// message.parts (Qwen Code, in Gemini's shape: [{"text"} | {"functionCall"}
// | {"functionResponse"}]).
func messageContent(line []byte) gjson.Result {
	if c := gjson.GetBytes(line, "message.content"); c.Exists() {
		return c
	}
	return gjson.GetBytes(line, "message.parts")
}

// isText reports whether a content block is text: Claude Code's
// {"type": "text"}, or a Gemini-shaped part with a "text" that is not a
// thought.
func isText(block gjson.Result) bool {
	if t := block.Get("type"); t.Exists() {
		return t.String() == "text"
	}
	return block.Get("text").Type == gjson.String && !block.Get("thought").Bool()
}

// contentText joins the text of message.content: a string, or the text
// blocks of a list. For a user message, text Claude Code injected is left
// out.
func contentText(content gjson.Result, user bool) string {
	keep := func(s string) bool {
		return strings.TrimSpace(s) != "" && !(user && injected(s))
	}
	if content.Type == gjson.String {
		if s := content.String(); keep(s) {
			return s
		}
		return ""
	}
	var parts []string
	content.ForEach(func(_, block gjson.Result) bool {
		if isText(block) {
			if s := block.Get("text").String(); keep(s) {
				parts = append(parts, s)
			}
		}
		return true
	})
	return strings.Join(parts, "\n")
}

func hasToolResult(content gjson.Result) bool {
	found := false
	content.ForEach(func(_, block gjson.Result) bool {
		found = block.Get("type").String() == "tool_result" || block.Get("functionResponse").Exists()
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
