package claude

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/plan-compliance/plan-compliance/internal/clip"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/printable"
)

// MaxString is the longest string Claude Code shows whole; longer ones are
// cut to a preview by the client, so we cut them ourselves, keeping the end
// (where gate output and the STATUS block to end with usually are) readable.
const MaxString = event.MaxText

// Response is the one JSON object a hook prints. The zero value means "no
// opinion": print nothing and exit 0.
type Response struct {
	// Continue=false stops Claude entirely; StopReason is shown to the user.
	Continue   *bool  `json:"continue,omitempty"`
	StopReason string `json:"stopReason,omitempty"`
	// SystemMessage is shown to the user.
	SystemMessage string `json:"systemMessage,omitempty"`
	// Decision "block" with Reason: on SubagentStop/Stop the agent keeps
	// working and gets Reason; on PostToolUse the model gets Reason next to
	// the tool result; on UserPromptSubmit the prompt is erased.
	Decision string `json:"decision,omitempty"`
	Reason   string `json:"reason,omitempty"`
	// Specific carries the event-specific answer.
	Specific *Specific `json:"hookSpecificOutput,omitempty"`
}

// Specific is hookSpecificOutput.
type Specific struct {
	HookEventName            string `json:"hookEventName"`
	AdditionalContext        string `json:"additionalContext,omitempty"`
	PermissionDecision       string `json:"permissionDecision,omitempty"`
	PermissionDecisionReason string `json:"permissionDecisionReason,omitempty"`
}

// Answer is Claude Code's answer to an event of kind with verdict v:
// continue/stopReason for a stop, systemMessage for the user, decision
// "block" with reason for the agent, and hookSpecificOutput (named for
// kind) for the model's context and a permission decision.
func Answer(kind string, v event.Verdict) Response {
	r := Response{StopReason: v.StopReason, SystemMessage: v.Message, Reason: v.Reason}
	if v.Stop {
		f := false
		r.Continue = &f
	}
	if v.Block {
		r.Decision = "block"
	}
	if v.Context != "" || v.Permission != "" || v.PermissionReason != "" {
		r.Specific = &Specific{HookEventName: kind, AdditionalContext: v.Context, PermissionDecision: v.Permission, PermissionDecisionReason: v.PermissionReason}
	}
	return r
}

// Encode is the answer to an event of kind with verdict v as printed on
// stdout: nil for a verdict that passes and says nothing.
func Encode(kind string, v event.Verdict) []byte { return Answer(kind, v).JSON() }

// IsZero reports whether r says nothing, so nothing is printed.
func (r Response) IsZero() bool {
	return r.Continue == nil && r.StopReason == "" && r.SystemMessage == "" &&
		r.Decision == "" && r.Reason == "" && r.Specific == nil
}

// JSON encodes r for stdout, every text made printable (no escape
// sequences, bell or bidirectional controls from an agent's words reach the
// user's terminal) and cut to MaxString. It returns nil for a response that
// says nothing.
func (r Response) JSON() []byte {
	if r.IsZero() {
		return nil
	}
	r.StopReason = shown(r.StopReason)
	r.SystemMessage = shown(r.SystemMessage)
	r.Reason = shown(r.Reason)
	if r.Specific != nil {
		s := *r.Specific
		s.AdditionalContext = shown(s.AdditionalContext)
		s.PermissionDecisionReason = shown(s.PermissionDecisionReason)
		r.Specific = &s
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(r) // only strings, bools and pointers: cannot fail
	return []byte(b.String())
}

// shown is a text as it goes out: printable, and cut to what Claude Code
// shows whole.
func shown(s string) string { return Truncate(printable.Text(s), MaxString) }

// Truncate cuts s to at most max bytes of valid UTF-8, keeping the head and
// the tail and saying how much was left out between them.
func Truncate(s string, max int) string {
	if len(s) <= max {
		return s
	}
	const marker = "\n… [%d characters left out] …\n"
	room := max - len(marker) - 12
	if room < 2 {
		return clip.Prefix(s, max)
	}
	head := clip.Prefix(s, room/3)
	tail := clip.Suffix(s, room-len(head))
	omitted := utf8.RuneCountInString(s[len(head) : len(s)-len(tail)])
	return head + strings.Replace(marker, "%d", strconv.Itoa(omitted), 1) + tail
}

// Client is the Claude Code adapter as the dispatcher uses it.
type Client struct{}

// Decode reads one Claude Code payload into the client-neutral event.
func (Client) Decode(raw string) (event.Event, error) { return Read(raw) }

// Encode is Claude Code's answer to an event of kind with verdict v.
func (Client) Encode(kind string, v event.Verdict) []byte { return Encode(kind, v) }

// AskUser is how an escalation has the dispatcher ask the user: with
// Claude Code's AskUserQuestion tool.
func (Client) AskUser() string { return " (AskUserQuestion)" }

// ClientName is how people are told of Claude Code.
func (Client) ClientName() string { return "Claude Code" }

// AssistantName is how people are told of Claude Code's main agent.
func (Client) AssistantName() string { return "Claude" }

// ReviewCommand is the plugin's slash command that reviews change sets.
func (Client) ReviewCommand() string { return "/plan-compliance:changes" }
