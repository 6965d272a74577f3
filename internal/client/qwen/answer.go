package qwen

import (
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// Answer is Qwen Code's answer to an event of kind with verdict v, in
// Claude Code's shape but using only what Qwen Code 0.24.4 honours:
//
//   - SubagentStop, Stop and UserPromptSubmit: decision "block" with the
//     reason (the agent goes on with it; the prompt is not sent).
//   - PreToolUse: permissionDecision deny/ask with its reason (in a yolo
//     headless run "ask" is a denial; the model gets the reason).
//   - PostToolUse: decision "block" is ignored there, so a block's reason
//     goes into additionalContext, which Qwen appends to the tool result
//     the model gets; a stop becomes continue:false, which replaces the tool
//     result with the stop reason (the session goes on).
//   - additionalContext is sent where the verdict has one; Qwen delivers it
//     on PostToolUse, UserPromptSubmit and SessionStart (in the system
//     prompt), not on SubagentStart.
//   - systemMessage is sent; Qwen Code shows it to the user only at Stop
//     (on stderr in a headless run, as a line in the interactive screen),
//     so Client.Unshown has the dispatcher hold the other events' messages
//     for the next Stop.
func Answer(kind string, v event.Verdict) claude.Response {
	if kind == event.PostToolUse && v.Block {
		ctx := v.Reason
		if v.Context != "" {
			ctx += "\n\n" + v.Context
		}
		v.Block, v.Reason, v.Context = false, "", ctx
	}
	return claude.Answer(kind, v)
}

// Encode is the answer to an event of kind with verdict v as printed on
// stdout: nil for a verdict that passes and says nothing.
func Encode(kind string, v event.Verdict) []byte { return Answer(kind, v).JSON() }

// Client is the Qwen Code adapter as the dispatcher uses it.
type Client struct{}

// Decode reads one Qwen Code payload into the client-neutral event.
func (Client) Decode(raw string) (event.Event, error) {
	in, err := Decode(raw)
	return in.Event(), err
}

// Encode is Qwen Code's answer to an event of kind with verdict v.
func (Client) Encode(kind string, v event.Verdict) []byte { return Encode(kind, v) }

// Unshown is the part of v's Message Qwen Code does not show the user on
// an event of kind. It shows a hook's systemMessage only at Stop (seen with
// 0.24.4: written to stderr in a headless run; source: the interactive UI
// adds it as a "stop_hook_system_message" line; a PostToolUse one is only
// logged as a debug warning). A PreToolUse denial's reason is printed
// (seen), so a message that is part of that reason is shown. SubagentStop
// is left to the capabilities, which tell the user of it at a later event
// under every client (Claude Code shows nothing of SubagentStop either).
func (Client) Unshown(kind string, v event.Verdict) string {
	switch {
	case v.Message == "", kind == event.Stop, kind == event.SubagentStop:
		return ""
	case kind == event.PreToolUse && (v.Permission == event.Deny || v.Permission == event.Ask) &&
		strings.Contains(v.PermissionReason, v.Message):
		return ""
	}
	return v.Message
}

// ShowsHeld reports whether messages held from earlier events can go with
// the answer to an event of kind: only Stop's systemMessage is shown.
func (Client) ShowsHeld(kind string) bool { return kind == event.Stop }

// ClientName is how people are told of Qwen Code.
func (Client) ClientName() string { return "Qwen Code" }

// AssistantName is how people are told of Qwen Code's main agent.
func (Client) AssistantName() string { return "Qwen Code" }

// ReviewCommand is "": Qwen Code has no plan-compliance slash command, so
// change sets are reviewed with the command line.
func (Client) ReviewCommand() string { return "" }
