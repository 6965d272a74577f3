package event

import "time"

// Transcript is a client's record of a conversation, read the way the
// capabilities need it: from the end, bounded, whatever the client's file
// format and location. Each client adapter implements it for its own
// transcripts; nothing outside the adapters knows their field names.
//
// Every method reads the file anew (it grows while hooks run). A file
// that is not a regular file, or cannot be read, is an error naming it.
type Transcript interface {
	// Path is the file read.
	Path() string
	// Recent returns the most recent text messages of the conversation's
	// thread, oldest first: what a person typed and what the assistant
	// wrote (never tool calls, tool results or text the client injected).
	// It returns at most n messages and reads at most maxBytes from the
	// end (the adapter's default when maxBytes is 0 or less).
	Recent(n int, maxBytes int64) ([]Message, error)
	// Prompts returns what a person typed in the main thread, with the
	// time the client wrote it down, oldest first, reading at most
	// maxBytes from the end.
	Prompts(maxBytes int64) ([]Prompt, error)
	// LastAssistantText is the text of the last assistant message, read
	// backwards from the end: a subagent's report. "" and a nil error when
	// there is none.
	LastAssistantText() (string, error)
	// FirstPrompt is the text of the first user message, read from the
	// head, at most maxBytes: what a subagent was asked.
	FirstPrompt(maxBytes int64) (string, error)
	// EndsWith reports whether the newest message line, within window
	// bytes of the end, is assistant text that is part of text: the
	// agent's final message, and every line before it, has been written.
	EndsWith(text string, window int64) (bool, error)
	// Changes lists, oldest first, the calls that changed files and
	// succeeded (a refused or failed call changed nothing), reading at
	// most maxBytes from the end (the adapter's default when 0 or less);
	// partial reports that older lines were not read.
	Changes(maxBytes int64) (changes []Change, partial bool, err error)
	// LastPlanCall is the newest plan-mode plan the user answered (see
	// PlanCall), reading at most maxBytes from the end; it gives up, Found
	// false, once more than maxPrompts user prompts follow the answer. A
	// client without a plan mode finds none.
	LastPlanCall(maxBytes int64, maxPrompts int) (PlanCall, error)
	// HasCall reports whether the tool call id is written down within
	// window bytes of the end. A client that writes its transcript
	// asynchronously (Claude Code) can run a hook before the lines leading
	// up to the hook's own call are in the file; once the call is there,
	// so is everything before it. A client whose transcripts are not known
	// to lag reports true.
	HasCall(id string, window int64) (bool, error)
}

// Roles of a Message.
const (
	// User is a message a person typed.
	User = "user"
	// Assistant is the model's text.
	Assistant = "assistant"
)

// Message is one text message of a conversation.
type Message struct {
	// Role is User or Assistant.
	Role string
	// Text is the message's text; text blocks are joined with "\n".
	Text string
	// Index is the message's position, oldest first, among the messages
	// returned (0 is the oldest).
	Index int
}

// Prompt is one thing a person typed, and when the client wrote it down.
type Prompt struct {
	Time time.Time
	Text string
}

// Change is a tool call of an agent that ran and changed files: a file
// edit (Edit, Write, MultiEdit, NotebookEdit in the canonical vocabulary)
// or a shell command (Bash), whose writes the caller works out.
type Change struct {
	// Tool is the canonical tool name.
	Tool string
	// Path is the file an edit changed, as given (usually absolute); ""
	// for Bash.
	Path string
	// Command is a Bash call's command.
	Command string
	// Dir is the agent's working directory when it made the call.
	Dir string
	// Lines are the line ranges, in the file before the edit, that the
	// edit replaced ({start, end}, 1-based), when the client recorded
	// them; nil when unknown.
	Lines [][2]int
	// Edits are the replacements of an edit that replaces text, to replay
	// (or undo) it; nil for a call that is not one.
	Edits []Replacement
	// Created: the client says the call created the file.
	Created bool
}

// PlanCall is the newest plan-mode plan of a transcript that the user
// answered: how they answered the client's plan-mode dialog.
type PlanCall struct {
	// Found: there is such a plan within the lines read.
	Found bool
	// Plan is the plan the model presented.
	Plan string
	// Result is the answer's text; IsError is true when the client
	// recorded it as an error (a rejection).
	Result  string
	IsError bool
	// PromptsAfter counts the user prompts written after the answer;
	// LastPrompt is the newest of them.
	PromptsAfter int
	LastPrompt   string
}
