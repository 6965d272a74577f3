package hook

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/plan-compliance/plan-compliance/internal/clip"
	"github.com/plan-compliance/plan-compliance/internal/printable"
)

// MaxString is the longest string Claude Code shows whole; longer ones are
// cut to a preview by the client, so we cut them ourselves, keeping the end
// (where gate output and the STATUS block to end with usually are) readable.
const MaxString = 10000

// Permission decisions for PreToolUse, strongest last.
const (
	Allow = "allow"
	Ask   = "ask"
	Deny  = "deny"
)

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

	// decided is the part of SystemMessage that came with the permission
	// decision that won so far: it leaves with that decision when a
	// stronger one is merged in.
	decided string
}

// Specific is hookSpecificOutput.
type Specific struct {
	HookEventName            string `json:"hookEventName"`
	AdditionalContext        string `json:"additionalContext,omitempty"`
	PermissionDecision       string `json:"permissionDecision,omitempty"`
	PermissionDecisionReason string `json:"permissionDecisionReason,omitempty"`
}

// Block returns a response that blocks with reason.
func Block(reason string) Response { return Response{Decision: "block", Reason: reason} }

// Notify returns a response that only shows msg to the user.
func Notify(msg string) Response { return Response{SystemMessage: msg} }

// StopAll returns a response that stops Claude entirely.
func StopAll(reason string) Response {
	f := false
	return Response{Continue: &f, StopReason: reason}
}

// Context returns a response that adds text to the model's context on event.
func Context(event, text string) Response {
	return Response{Specific: &Specific{HookEventName: event, AdditionalContext: text}}
}

// Permission returns a PreToolUse permission decision with its reason.
func Permission(decision, reason string) Response {
	return Response{Specific: &Specific{HookEventName: PreToolUse, PermissionDecision: decision, PermissionDecisionReason: reason}}
}

// Refuse is event's own way of refusing, with reason: a denied call on
// PreToolUse, a block on the events that honour one (SubagentStop, Stop,
// PostToolUse, UserPromptSubmit). ok is false for an event that cannot be
// refused.
func Refuse(event, reason string) (r Response, ok bool) {
	switch event {
	case PreToolUse:
		return Permission(Deny, reason), true
	case SubagentStop, Stop, PostToolUse, UserPromptSubmit:
		return Block(reason), true
	}
	return Response{}, false
}

// IsZero reports whether r says nothing, so nothing is printed.
func (r Response) IsZero() bool {
	return r.Continue == nil && r.StopReason == "" && r.SystemMessage == "" &&
		r.Decision == "" && r.Reason == "" && r.Specific == nil
}

// Blocks reports whether r blocks the action.
func (r Response) Blocks() bool { return r.Decision == "block" }

// Merge folds o into r, so several capabilities can answer one event: texts
// are joined, a block or a stop wins over proceeding, and the strongest
// permission decision (deny > ask > allow) wins with its own reason. The
// user's message of a response with a permission decision belongs to that
// decision: a losing decision's message is not shown ("This look right?"
// beside a denial would ask about a call that never runs).
func (r *Response) Merge(o Response) {
	if o.Continue != nil && (r.Continue == nil || !*o.Continue) {
		r.Continue = o.Continue
	}
	r.StopReason = join(r.StopReason, o.StopReason, "\n")
	mine, theirs := decisionOf(*r), decisionOf(o)
	switch {
	case theirs == "":
		r.SystemMessage = join(r.SystemMessage, o.SystemMessage, "\n")
	case rank(theirs) < rank(mine):
		// o's decision loses: so does its message.
	case rank(theirs) > rank(mine):
		r.SystemMessage = join(without(r.SystemMessage, r.decided), o.SystemMessage, "\n")
		r.decided = o.SystemMessage
	default:
		r.SystemMessage = join(r.SystemMessage, o.SystemMessage, "\n")
		r.decided = join(r.decided, o.SystemMessage, "\n")
	}
	if o.Decision != "" {
		r.Decision = o.Decision
	}
	r.Reason = join(r.Reason, o.Reason, "\n\n")
	if o.Specific == nil {
		return
	}
	if r.Specific == nil {
		s := *o.Specific
		r.Specific = &s
		return
	}
	r.Specific.AdditionalContext = join(r.Specific.AdditionalContext, o.Specific.AdditionalContext, "\n\n")
	switch {
	case rank(o.Specific.PermissionDecision) > rank(r.Specific.PermissionDecision):
		r.Specific.PermissionDecision = o.Specific.PermissionDecision
		r.Specific.PermissionDecisionReason = o.Specific.PermissionDecisionReason
	case o.Specific.PermissionDecision == r.Specific.PermissionDecision:
		r.Specific.PermissionDecisionReason = join(r.Specific.PermissionDecisionReason, o.Specific.PermissionDecisionReason, "\n\n")
	}
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

func join(a, b, sep string) string {
	switch {
	case a == "":
		return b
	case b == "" || a == b:
		return a
	}
	return a + sep + b
}

// decisionOf is r's permission decision, "" when it has none.
func decisionOf(r Response) string {
	if r.Specific == nil {
		return ""
	}
	return r.Specific.PermissionDecision
}

// without is msg with the part part (one of the lines join put together)
// taken out.
func without(msg, part string) string {
	switch {
	case part == "":
		return msg
	case msg == part:
		return ""
	case strings.HasSuffix(msg, "\n"+part):
		return strings.TrimSuffix(msg, "\n"+part)
	case strings.HasPrefix(msg, part+"\n"):
		return strings.TrimPrefix(msg, part+"\n")
	}
	return strings.Replace(msg, "\n"+part+"\n", "\n", 1)
}

func rank(decision string) int {
	switch decision {
	case Allow:
		return 1
	case Ask:
		return 2
	case Deny:
		return 3
	}
	return 0
}
