// Package event is the client-neutral event every capability reads and the
// client-neutral verdict every capability answers with. A client adapter
// (one package per agent CLI under internal/client) decodes its payload
// into an Event and encodes a Verdict into its answer; nothing here knows a
// client's field names or answer shapes.
//
// An Event is read lazily: it wraps the adapter's Source, which reads each
// value from the payload when it is asked for, without copying the payload
// (a report of many megabytes costs only what its readers look at).
package event

import "github.com/tidwall/gjson"

// Event kinds. The names are Claude Code's, the first client's; another
// client's adapter maps its own events onto these.
const (
	SubagentStop     = "SubagentStop"
	SubagentStart    = "SubagentStart"
	Stop             = "Stop"
	UserPromptSubmit = "UserPromptSubmit"
	PreToolUse       = "PreToolUse"
	PostToolUse      = "PostToolUse"
	SessionStart     = "SessionStart"
	SessionEnd       = "SessionEnd"
)

// Source is what a client adapter provides for one event: each value read
// from the client's payload when it is asked for. Every value is optional
// and reads as its zero value when the payload does not carry it.
type Source interface {
	// Kind is the event kind (one of the constants above), "" when unknown.
	Kind() string
	// SessionID names the session.
	SessionID() string
	// CWD is the working directory the client reports.
	CWD() string
	// TranscriptPath is the main session's transcript (JSON lines).
	TranscriptPath() string
	// AgentID and AgentType name the subagent the event belongs to; both
	// are "" on the main thread.
	AgentID() string
	AgentType() string
	// AgentTranscriptPath is the subagent's own transcript on SubagentStop.
	AgentTranscriptPath() string
	// StopHookActive is true when this stop follows a block.
	StopHookActive() bool
	// Report is the agent's final text on SubagentStop and Stop, ok true
	// when the client sent it. Without it, ok is false and text is what
	// the client offers as a last resort, to use when the agent's
	// transcript has no final text either.
	Report() (text string, ok bool)
	// Prompt is the user's prompt on UserPromptSubmit; HasPrompt tells an
	// empty prompt from none.
	Prompt() string
	HasPrompt() bool
	// PromptID names the user prompt the event belongs to.
	PromptID() string
	// ToolName, ToolInput, ToolResult and ToolUseID are the tool call of
	// PreToolUse and PostToolUse: its name in the canonical vocabulary
	// (Edit, Write, Bash, Agent, …), its input as JSON, its result (after
	// the call) as JSON, and the id of the call.
	ToolName() string
	ToolInput() gjson.Result
	ToolResult() gjson.Result
	ToolUseID() string
	// Command is the shell command of a call of the shell tool (Bash),
	// "" for any other call.
	Command() string
	// Edit is the call's file edit, normalised; ok is false when the call
	// names no file.
	Edit() (e Edit, ok bool)
	// Made is what the call's file edit did, after it (PostToolUse).
	Made() Made
	// Subagent is the subagent a finished call of the agent launcher ran.
	Subagent() Subagent
	// PermissionMode is the session's permission mode ("default", "plan", …).
	PermissionMode() string
	// Raw is the payload as received: gate commands get it on stdin.
	Raw() []byte
	// Transcript is the main session's transcript, read in the client's
	// format; nil when the event names none.
	Transcript() Transcript
	// AgentTranscript is the subagent's own transcript (SubagentStop),
	// wherever the client keeps it; nil when there is none.
	AgentTranscript() Transcript
}

// Event is one event as capabilities see it. The zero Event reads as empty.
type Event struct{ src Source }

// New wraps an adapter's source.
func New(src Source) Event { return Event{src: src} }

// Kind is the event kind, "" when unknown.
func (e Event) Kind() string {
	if e.src == nil {
		return ""
	}
	return e.src.Kind()
}

// SessionID names the session.
func (e Event) SessionID() string { return e.str(Source.SessionID) }

// CWD is the working directory the client reports.
func (e Event) CWD() string { return e.str(Source.CWD) }

// TranscriptPath is the main session's transcript, even inside a subagent.
func (e Event) TranscriptPath() string { return e.str(Source.TranscriptPath) }

// AgentID is the subagent's id ("" on the main thread).
func (e Event) AgentID() string { return e.str(Source.AgentID) }

// AgentType is the subagent's type, e.g. "general-purpose" ("" on the main
// thread and for internal forks).
func (e Event) AgentType() string { return e.str(Source.AgentType) }

// AgentTranscriptPath is the subagent's own transcript on SubagentStop.
func (e Event) AgentTranscriptPath() string { return e.str(Source.AgentTranscriptPath) }

// StopHookActive is true when this stop follows a block.
func (e Event) StopHookActive() bool { return e.src != nil && e.src.StopHookActive() }

// Report is the agent's final text on SubagentStop and Stop, ok true when
// the client sent it; with ok false, text is the client's last resort (use
// the agent's transcript first).
func (e Event) Report() (text string, ok bool) {
	if e.src == nil {
		return "", false
	}
	return e.src.Report()
}

// ReportEnder is a Source that can read the end of its Report without the
// rest: a report of many megabytes ends with its STATUS block, and
// decoding all of it would cost more than everything else the hook does.
// Its ReportEnd must agree with its Report.
type ReportEnder interface {
	// ReportEnd is the end of Report's text: its last lines, at most max
	// bytes, whole when they are all of it; ok is Report's.
	ReportEnd(max int) (end string, whole, ok bool)
}

// ReportEnd is the end of Report's text, its last lines up to max bytes
// when the source can read them alone (ReportEnder), else all of it; whole
// is true when end is all of the text.
func (e Event) ReportEnd(max int) (end string, whole, ok bool) {
	if r, can := e.src.(ReportEnder); can {
		return r.ReportEnd(max)
	}
	end, ok = e.Report()
	return end, true, ok
}

// Prompt is the user's prompt on UserPromptSubmit.
func (e Event) Prompt() string { return e.str(Source.Prompt) }

// HasPrompt reports whether the event carries a prompt (an empty one too).
func (e Event) HasPrompt() bool { return e.src != nil && e.src.HasPrompt() }

// PromptID names the user prompt the event belongs to.
func (e Event) PromptID() string { return e.str(Source.PromptID) }

// ToolName is the tool of PreToolUse and PostToolUse.
func (e Event) ToolName() string { return e.str(Source.ToolName) }

// ToolInput is the tool call's input, as JSON.
func (e Event) ToolInput() gjson.Result {
	if e.src == nil {
		return gjson.Result{}
	}
	return e.src.ToolInput()
}

// ToolResult is the tool call's result on PostToolUse, as JSON.
func (e Event) ToolResult() gjson.Result {
	if e.src == nil {
		return gjson.Result{}
	}
	return e.src.ToolResult()
}

// ToolUseID is the id of the tool call.
func (e Event) ToolUseID() string { return e.str(Source.ToolUseID) }

// Command is the shell command of a Bash call, "" for any other call.
func (e Event) Command() string { return e.str(Source.Command) }

// Edit is the tool call's file edit, normalised; ok is false when the call
// names no file.
func (e Event) Edit() (Edit, bool) {
	if e.src == nil {
		return Edit{}, false
	}
	return e.src.Edit()
}

// Made is what the tool call's file edit did, as the client reported it.
func (e Event) Made() Made {
	if e.src == nil {
		return Made{}
	}
	return e.src.Made()
}

// Subagent is the subagent a finished call of the agent launcher ran.
func (e Event) Subagent() Subagent {
	if e.src == nil {
		return Subagent{}
	}
	return e.src.Subagent()
}

// PermissionMode is the session's permission mode.
func (e Event) PermissionMode() string { return e.str(Source.PermissionMode) }

// Raw is the payload as received.
func (e Event) Raw() []byte {
	if e.src == nil {
		return nil
	}
	return e.src.Raw()
}

// Transcript is the main session's transcript in the client's format, nil
// when the event names none.
func (e Event) Transcript() Transcript {
	if e.src == nil {
		return nil
	}
	return e.src.Transcript()
}

// AgentTranscript is the subagent's own transcript in the client's
// format, nil when there is none.
func (e Event) AgentTranscript() Transcript {
	if e.src == nil {
		return nil
	}
	return e.src.AgentTranscript()
}

func (e Event) str(read func(Source) string) string {
	if e.src == nil {
		return ""
	}
	return read(e.src)
}

// AgentTool is the canonical name of the tool that launches a subagent.
const AgentTool = "Agent"

// Subagent is the subagent a call of the agent launcher ran, as its
// PostToolUse reports it.
type Subagent struct {
	// Launcher is true when the call is one of the agent launcher.
	Launcher bool
	// Background is true when the call only launched the agent, which
	// runs on (its report comes later).
	Background bool
	// ID and Type name the agent that ran.
	ID, Type string
	// Report is the agent's final text as the call's result carries it
	// (read when asked for: it can be long).
	Report func() string
	// ReportEnd, when set, is the end of Report's text, its last lines up
	// to max bytes, read without the rest; whole is true when it is all of
	// it.
	ReportEnd func(max int) (end string, whole bool)
}

// ReportEndText is s.ReportEnd(max) when set, else all of the report,
// whole.
func (s Subagent) ReportEndText(max int) (end string, whole bool) {
	if s.ReportEnd == nil {
		return s.ReportText(), true
	}
	return s.ReportEnd(max)
}

// ReportText is s.Report(), "" without one.
func (s Subagent) ReportText() string {
	if s.Report == nil {
		return ""
	}
	return s.Report()
}

// Kinds of file edit.
const (
	// Replace applies Edit.Replacements to the file's current content.
	Replace = "replace"
	// Write replaces the whole file with Edit.Content.
	Write = "write"
	// NotebookCell changes one cell of a notebook (Edit.Cell).
	NotebookCell = "cell"
	// Delete removes the file.
	Delete = "delete"
)

// Replacement is one old → new text replacement of an edit.
type Replacement struct {
	Old, New string
	// ReplaceAll replaces every occurrence instead of exactly one.
	ReplaceAll bool
}

// Cell is a notebook cell edit.
type Cell struct {
	// ID names the cell (a "cell-N" index too); "" inserts at the top.
	ID string
	// Type is "code" or "markdown".
	Type string
	// Mode is "replace", "insert" or "delete".
	Mode string
	// Source is the cell's new source.
	Source string
}

// Edit is a tool call's file edit, normalised: the file and what the call
// does to it.
type Edit struct {
	// Path is the file, as the call names it.
	Path string
	// Kind is Replace, Write or NotebookCell; "" for a call that names a
	// file without a change the adapter knows.
	Kind string
	// Replacements are applied in order (Replace).
	Replacements []Replacement
	// Content is the whole new content (Write).
	Content string
	// Cell is the cell edit (NotebookCell).
	Cell Cell
	// From is the file a move takes the content from ("" for none): the
	// edit's Replacements apply to From's content, and Path is where the
	// result lands.
	From string
}

// FileChanges is implemented by a Source whose tool call can change
// several files at once, delete or move them (Codex's apply_patch): Edits
// is each file's change, a move as a Delete of the old path and an Edit
// of the new one (From).
type FileChanges interface {
	Edits() []Edit
}

// Edits is each file a call that changes several files (or deletes or
// moves one) changes, as an Edit of that file; nil for every other call,
// whose one change is Edit.
func (e Event) Edits() []Edit {
	if fc, ok := e.src.(FileChanges); ok {
		return fc.Edits()
	}
	return nil
}

// UnreadChanges is implemented by a Source whose tool changes files in
// a form the adapter reads (Codex's apply_patch): EditsUnread is why this
// call's changes could not be read (nil when they were, or the call
// changes no file). A call whose changes cannot be read is judged as one
// that may change any file.
type UnreadChanges interface {
	EditsUnread() error
}

// EditsUnread is why the files a call changes could not be read from it
// (UnreadChanges); nil for a call that was read or changes no file.
func (e Event) EditsUnread() error {
	if u, ok := e.src.(UnreadChanges); ok {
		return u.EditsUnread()
	}
	return nil
}

// Made is what a finished file edit did, as the client reports it after
// the call.
type Made struct {
	// Path is the file edited ("" when neither the call nor the result
	// names one).
	Path string
	// Whole is true when the call wrote the whole file: Content is the
	// new content.
	Whole   bool
	Content string
	// Replacements are the call's replacements, to replay on Original.
	Replacements []Replacement
	// Original is the file's content before the call, when OriginalKnown.
	Original      string
	OriginalKnown bool
	// Created is true when the client says the file did not exist before.
	Created bool
	// UserModified is true when the user changed the edit before it ran,
	// so the call's input does not say what happened: Patch does.
	UserModified bool
	// Patch is the change as the client reports it, in hunks, when
	// HasPatch.
	Patch    []Hunk
	HasPatch bool
}

// Hunk is one hunk of a reported change: the lines with their ' ', '-' or
// '+' prefix.
type Hunk struct {
	OldStart, OldLines, NewStart, NewLines int
	Lines                                  []string
}
