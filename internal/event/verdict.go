package event

import "strings"

// MaxText is the longest text a verdict's field is shown whole: adapters
// cut longer ones (Claude Code shows only a preview past it), so a
// capability that adds to a verdict budgets against it.
const MaxText = 10000

// Permission decisions for a tool call, strongest last.
const (
	Allow = "allow"
	Ask   = "ask"
	Deny  = "deny"
)

// Verdict is the client-neutral answer to one event. The zero Verdict
// passes: the event proceeds and nothing is said.
type Verdict struct {
	// Stop ends the agent's work entirely; StopReason is shown to the user.
	Stop       bool
	StopReason string
	// Message is shown to the user.
	Message string
	// Block refuses the event with Reason for the agent: a stopping agent
	// keeps working, a finished tool call's result comes with Reason, a
	// prompt is erased.
	Block  bool
	Reason string
	// Context is added to the model's context.
	Context string
	// Permission decides a tool call about to run (Allow, Ask, Deny),
	// with PermissionReason.
	Permission       string
	PermissionReason string

	// decided is the part of Message that came with the permission
	// decision that won so far: it leaves with that decision when a
	// stronger one is merged in.
	decided string
}

// Block returns a verdict that blocks with reason for the agent.
func Block(reason string) Verdict { return Verdict{Block: true, Reason: reason} }

// Notify returns a verdict that only shows msg to the user.
func Notify(msg string) Verdict { return Verdict{Message: msg} }

// StopAll returns a verdict that stops the agent entirely.
func StopAll(reason string) Verdict { return Verdict{Stop: true, StopReason: reason} }

// Context returns a verdict that adds text to the model's context.
func Context(text string) Verdict { return Verdict{Context: text} }

// Permission returns a tool call's permission decision with its reason.
func Permission(decision, reason string) Verdict {
	return Verdict{Permission: decision, PermissionReason: reason}
}

// Refuse is kind's own way of refusing, with reason: a denied call before a
// tool runs, a block on the events that honour one (SubagentStop, Stop,
// PostToolUse, UserPromptSubmit). ok is false for an event that cannot be
// refused.
func Refuse(kind, reason string) (v Verdict, ok bool) {
	switch kind {
	case PreToolUse:
		return Permission(Deny, reason), true
	case SubagentStop, Stop, PostToolUse, UserPromptSubmit:
		return Block(reason), true
	}
	return Verdict{}, false
}

// IsZero reports whether v passes and says nothing.
func (v Verdict) IsZero() bool {
	return !v.Stop && v.StopReason == "" && v.Message == "" && !v.Block && v.Reason == "" &&
		v.Context == "" && v.Permission == "" && v.PermissionReason == ""
}

// Blocks reports whether v blocks the event.
func (v Verdict) Blocks() bool { return v.Block }

// Refuses reports whether v refuses the event: a block or a denied call.
func (v Verdict) Refuses() bool { return v.Block || v.Permission == Deny }

// Merge folds o into v, so several capabilities can answer one event: texts
// are joined, a block or a stop wins over proceeding, and the strongest
// permission decision (deny > ask > allow) wins with its own reason. The
// user's message of a verdict with a permission decision belongs to that
// decision: a losing decision's message is not shown ("This look right?"
// beside a denial would ask about a call that never runs).
func (v *Verdict) Merge(o Verdict) {
	v.Stop = v.Stop || o.Stop
	v.StopReason = join(v.StopReason, o.StopReason, "\n")
	mine, theirs := v.Permission, o.Permission
	switch {
	case theirs == "":
		v.Message = join(v.Message, o.Message, "\n")
	case rank(theirs) < rank(mine):
		// o's decision loses: so does its message.
	case rank(theirs) > rank(mine):
		v.Message = join(without(v.Message, v.decided), o.Message, "\n")
		v.decided = o.Message
	default:
		v.Message = join(v.Message, o.Message, "\n")
		v.decided = join(v.decided, o.Message, "\n")
	}
	v.Block = v.Block || o.Block
	v.Reason = join(v.Reason, o.Reason, "\n\n")
	v.Context = join(v.Context, o.Context, "\n\n")
	switch {
	case rank(o.Permission) > rank(v.Permission):
		v.Permission, v.PermissionReason = o.Permission, o.PermissionReason
	case o.Permission == v.Permission:
		v.PermissionReason = join(v.PermissionReason, o.PermissionReason, "\n\n")
	}
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
