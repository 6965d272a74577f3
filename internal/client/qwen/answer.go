package qwen

import (
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
//     on PostToolUse and UserPromptSubmit (not seen on SessionStart).
//   - systemMessage is sent, but Qwen Code shows it nowhere (not seen in the
//     terminal nor by the model): a verdict's Message does not reach the
//     user.
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
