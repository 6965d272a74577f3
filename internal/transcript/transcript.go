// Package transcript is the client-neutral engine the client adapters
// read their transcripts with: JSON Lines files that grow without bound
// over a session and are written while hooks run. It reads only the end of
// a file, backwards (or a bounded window forwards), never the whole of it,
// and only regular files, through internal/safefile. Lines may be
// megabytes long; a line that is not valid JSON (typically the newest
// line, half-written) is skipped silently.
//
// The engine knows no client's field names: an adapter hands it a Parser
// that says what one line of its format is (a prompt, assistant text,
// another user-role line, or nothing), and the engine assembles messages
// from those, newest first. Each adapter (internal/client/claude, codex,
// qwen) implements event.Transcript on top of it.
//
// Sidechains: a line may belong to a subagent's thread (Line.Sidechain).
// The newest message line read decides which thread a file is read as;
// lines of the other thread are skipped.
package transcript

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/jsonscan"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
)

// DefaultMaxBytes is how much of the end of a transcript Recent and
// Prompts read when their caller sets no limit.
const DefaultMaxBytes int64 = 4 << 20

// LastTextWindow is how far back from the end LastAssistantText looks for
// an assistant message. A subagent's report is its last line or close to
// it; this only stops a transcript with no assistant text from being read
// whole.
const LastTextWindow int64 = 16 << 20

// DefaultChangesBytes is how much of a subagent's transcript an adapter's
// Changes reads, from the end, when its caller sets no limit: the last 16
// MiB hold many hundreds of tool calls, and reading them costs the hook a
// few milliseconds.
const DefaultChangesBytes int64 = 16 << 20

// Kind sorts the lines that matter for messages.
type Kind int

const (
	// Other is a line that is no message (the zero Kind).
	Other Kind = iota
	// Assistant is one or more content blocks of an assistant response
	// (text, or only tool calls: Text "").
	Assistant
	// Prompt is text a person typed.
	Prompt
	// OtherUser is a user-role line that is not a prompt (tool results,
	// meta lines, injected text); it separates assistant responses.
	OtherUser
)

// Line is what one transcript line says about messages.
type Line struct {
	Kind Kind
	// Sidechain is true for a line of a subagent's thread.
	Sidechain bool
	// ID is the response id of an Assistant line: lines with the same ID
	// are one message.
	ID string
	// Text is the line's text (an Assistant line's text blocks, a
	// Prompt's text), joined with "\n".
	Text string
	// Time is when a Prompt was written down, as the client wrote it
	// (RFC 3339); "" when unknown.
	Time string
}

// Parser reads one line of a client's format; ok is false for a line that
// is no message and for invalid JSON. It must not keep line.
type Parser func(line []byte) (l Line, ok bool)

// Messages reads the conversation of the transcript at Path with the
// adapter's Parse: the part of event.Transcript every client shares.
type Messages struct {
	File  string
	Parse Parser
	// Chunk is the first read size going backwards (0: 64 KiB); tests
	// set it small to cross chunk boundaries.
	Chunk int
	// Window is how far back LastAssistantText looks (0: LastTextWindow).
	Window int64
}

// Path is the file read.
func (m Messages) Path() string { return m.File }

func (m Messages) chunk() int {
	if m.Chunk > 0 {
		return m.Chunk
	}
	return firstChunk
}

// Recent returns the most recent text messages, oldest first, at most n,
// reading at most maxBytes from the end (DefaultMaxBytes when 0 or less).
func (m Messages) Recent(n int, maxBytes int64) ([]event.Message, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	if n <= 0 {
		return nil, nil
	}
	var msgs []event.Message
	_, err := m.walk(maxBytes, func(role, text string) bool {
		msgs = append(msgs, event.Message{Role: role, Text: text})
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

// LastAssistantText returns the text of the last assistant message (all
// text lines of its ID joined with "\n"), reading backwards from the end,
// at most Window (LastTextWindow). A newest response with no text (only tool calls)
// is passed over for the last one that has text. It returns "" and a nil
// error when the transcript has no assistant text, and an error when it
// has none in the window but is longer.
func (m Messages) LastAssistantText() (string, error) {
	window := m.Window
	if window <= 0 {
		window = LastTextWindow
	}
	var text string
	partial, err := m.walk(window, func(role, t string) bool {
		if role == event.Assistant {
			text = t
			return false
		}
		return true
	})
	if err != nil {
		return "", err
	}
	if text == "" && partial {
		return "", fmt.Errorf("transcript %s: no assistant text in its last %d MiB", m.File, window>>20)
	}
	return text, nil
}

// Prompts returns what a person typed in the main thread, oldest first,
// reading at most maxBytes from the end (DefaultMaxBytes when 0 or less).
// Lines without a valid time are left out: a prompt is placed in time.
func (m Messages) Prompts(maxBytes int64) ([]event.Prompt, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	var out []event.Prompt
	err := Backward(m.File, maxBytes, m.chunk(), func(line []byte) bool {
		e, ok := m.Parse(line)
		if !ok || e.Kind != Prompt || e.Sidechain {
			return true
		}
		if t, err := time.Parse(time.RFC3339Nano, e.Time); err == nil {
			out = append(out, event.Prompt{Time: t, Text: e.Text})
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	slices.Reverse(out)
	return out, nil
}

// FirstPrompt returns the text of the first user message, read from the
// head of the file, at most maxBytes.
func (m Messages) FirstPrompt(maxBytes int64) (string, error) {
	f, size, err := Open(m.File)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var text string
	err = Forward(f, 0, min(size, maxBytes), firstChunk, func(line []byte) bool {
		if e, ok := m.Parse(line); ok && e.Kind == Prompt {
			text = e.Text
			return false
		}
		return true
	})
	if err != nil {
		return "", fmt.Errorf("reading transcript %s: %w", m.File, err)
	}
	return text, nil
}

// EndsWith reports whether the newest message line (lines that are no
// message are passed over) is an assistant line whose text is part of
// text, reading at most window bytes from the end.
func (m Messages) EndsWith(text string, window int64) (bool, error) {
	var done bool
	err := Backward(m.File, window, m.chunk(), func(line []byte) bool {
		e, ok := m.Parse(line)
		if !ok {
			return true
		}
		last := strings.TrimSpace(e.Text)
		done = e.Kind == Assistant && last != "" && strings.Contains(text, last)
		return false
	})
	return done, err
}

// walk calls visit with the text messages in the last window bytes of the
// transcript, newest first, until visit returns false. It reports whether
// the window started after the start of the file.
func (m Messages) walk(window int64, visit func(role, text string) bool) (partial bool, err error) {
	f, size, err := Open(m.File)
	if err != nil {
		return false, err
	}
	defer f.Close()
	b := newBackward(f, size, window, m.chunk())
	if err := walkLines(b, m.Parse, visit); err != nil {
		return false, fmt.Errorf("reading transcript %s: %w", m.File, err)
	}
	return b.partial(), nil
}

// walkLines assembles messages from the lines b yields, newest first.
func walkLines(b *backward, parse Parser, visit func(role, text string) bool) error {
	var (
		threadSet bool
		thread    bool // Sidechain of the thread being read
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
		return visit(event.Assistant, text)
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
		e, ok := parse(line)
		if !ok || e.Kind == Other {
			continue
		}
		if !threadSet {
			thread, threadSet = e.Sidechain, true
		} else if e.Sidechain != thread {
			continue
		}
		switch e.Kind {
		case Assistant:
			if e.ID != "" && e.ID == id {
				if e.Text != "" {
					texts = append(texts, e.Text)
				}
				continue
			}
			if !flush() {
				return nil
			}
			id = e.ID
			if e.Text != "" {
				texts = append(texts, e.Text)
			}
		case Prompt:
			if !flush() || !visit(event.User, e.Text) {
				return nil
			}
		case OtherUser:
			if !flush() {
				return nil
			}
		}
	}
}

// maxDepth bounds the nesting of a line that is validated: gjson's
// validation recurses once per level, and an agent's tool call can put
// millions of levels into the transcript. Real lines nest a few levels.
const maxDepth = 1000

// Valid reports whether line is one valid JSON value nested at most
// maxDepth levels: what a parser checks before it reads a line whole.
// Counting brackets (a fast scan) settles nearly every line's depth; only
// one with more brackets than that, strings included, is scanned for its
// nesting.
func Valid(line []byte) bool {
	if bytes.Count(line, []byte{'['})+bytes.Count(line, []byte{'{'}) > maxDepth {
		if _, deep := jsonscan.DeeperThan(string(line), maxDepth); deep {
			return false
		}
	}
	return gjson.ValidBytes(line)
}

// Type is the top-level "type" of a transcript line (every client's JSON
// lines carry one), "" when the line is not a JSON object. It does not
// validate the line.
func Type(line []byte) string {
	line = bytes.TrimLeft(line, " \t\r")
	if len(line) == 0 || line[0] != '{' {
		return ""
	}
	return gjson.GetBytes(line, "type").String()
}

// Open opens a transcript, refusing anything but a regular file, and
// returns its size.
func Open(path string) (*os.File, int64, error) {
	f, info, err := safefile.Open(path)
	if err != nil {
		return nil, 0, fmt.Errorf("reading transcript: %w", err)
	}
	return f, info.Size(), nil
}

// Backward calls visit with the lines of the last window bytes of the
// transcript at path (window <= 0: the whole file), newest first, until
// visit returns false. chunk is the first read size (0: 64 KiB).
func Backward(path string, window int64, chunk int, visit func(line []byte) bool) error {
	f, size, err := Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if chunk <= 0 {
		chunk = firstChunk
	}
	b := newBackward(f, size, window, chunk)
	for {
		line, ok, err := b.prev()
		if err != nil {
			return fmt.Errorf("reading transcript %s: %w", path, err)
		}
		if !ok || !visit(line) {
			return nil
		}
	}
}

// ForwardWindow calls visit with each complete line of the last maxBytes
// of the transcript at path (DefaultChangesBytes when 0 or less), oldest
// first, until visit returns false; partial reports that older lines were
// not read. What Forward says of long lines holds.
func ForwardWindow(path string, maxBytes int64, visit func(line []byte) bool) (partial bool, err error) {
	if maxBytes <= 0 {
		maxBytes = DefaultChangesBytes
	}
	f, size, err := Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	start := max(size-maxBytes, 0)
	// A small file needs no 1 MiB buffer (the buffer grows for a long line).
	chunk := int(min(forwardChunk, max(size-start, 1)))
	if err := Forward(f, start, size, chunk, visit); err != nil {
		return false, fmt.Errorf("reading transcript %s: %w", path, err)
	}
	return start > 0, nil
}

// Bounds of the forward reader.
const (
	// maxForwardLine bounds the part of one line that is read; the rest of
	// a longer line is skipped (gjson reads the prefix for what comes
	// first: the tool's name, id and file path).
	maxForwardLine = 4 << 20
	forwardChunk   = 1 << 20
)

// Forward calls visit with each complete line of r between from and to (a
// line cut by from is skipped; the last line may end at to without a
// newline), until visit returns false. A line longer than 4 MiB is handed
// over cut to that length. The slice visit gets is reused after it
// returns. chunk is the first read size; the buffer doubles while a line
// does not fit.
func Forward(r io.ReaderAt, from, to int64, chunk int, visit func(line []byte) bool) error {
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

// Named is the transcript open reads at path, nil when path is "" (the
// event names none): what an adapter's Transcript and AgentTranscript
// return.
func Named[T event.Transcript](path string, open func(string) T) event.Transcript {
	if path == "" {
		return nil
	}
	return open(path)
}
