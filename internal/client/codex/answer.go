package codex

import (
	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// askIgnored says why a question is put to the model instead of Codex:
// Codex 0.169.0 runs a call its hook answered "ask" as if nothing was said.
const askIgnored = "Codex does not show a hook's question to the user (it ignores \"ask\")"

// Codify is the verdict v on an event of kind rewritten into what Codex
// honours the way Claude Code honours v (docs/clients/codex.md, "Output"):
//   - PreToolUse "ask" becomes a denial whose reason has the model ask the
//     user in chat (confirm.DenialOf); "allow" is left out (the call runs
//     anyway, and Codex's answer to it is not established).
//   - PostToolUse block: Codex would replace the tool's output with the
//     reason, so the reason goes to the model as additional context beside
//     the output instead.
//   - Stop and SubagentStop take no additional context: it joins the
//     reason of a block, and is dropped otherwise (nothing would read it).
//   - A message for the user (Message) stays a systemMessage, which
//     Codex's TUI shows, but `codex exec` shows no hook output at all, so
//     it is also relayed (Relay) through the model wherever the main
//     thread's model reads this answer: as additional context on
//     SessionStart, UserPromptSubmit and PostToolUse, and in the reason
//     of a Stop block. A subagent's events (SubagentStart, SubagentStop)
//     are not the place to tell the user; a denial's reason already is
//     what the model tells the user.
func Codify(kind string, v event.Verdict) event.Verdict {
	switch kind {
	case event.PreToolUse:
		switch v.Permission {
		case event.Ask:
			v.Permission, v.PermissionReason = event.Deny, confirm.DenialOf(v.PermissionReason, askIgnored)
		case event.Allow:
			v.Permission, v.PermissionReason = "", ""
		}
	case event.PostToolUse:
		if v.Block {
			v.Context = join(v.Reason, v.Context)
			v.Block, v.Reason = false, ""
		}
	case event.Stop, event.SubagentStop:
		if v.Block {
			v.Reason = join(v.Reason, v.Context)
		}
		v.Context = ""
	}
	if v.Message == "" {
		return v
	}
	switch kind {
	case event.SessionStart, event.UserPromptSubmit, event.PostToolUse:
		v.Context = join(v.Context, Relay(v.Message))
	case event.Stop:
		if v.Block {
			v.Reason = join(v.Reason, Relay(v.Message))
		}
	}
	return v
}

// Relay asks the model to pass msg on to the user, who may not see it
// otherwise: `codex exec` prints none of a hook's output.
func Relay(msg string) string {
	return "plan-compliance has a message for the user, who may not see hook messages in Codex: tell the user in your reply, word for word:\n\n" + msg
}

func join(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "\n\n" + b
}

// Encode is Codex's answer to an event of kind with verdict v, as printed
// on stdout (nil when there is nothing to say): Claude Code's shape, which
// Codex reads, carrying Codify's verdict.
func Encode(kind string, v event.Verdict) []byte { return claude.Encode(kind, Codify(kind, v)) }

// Client is the Codex adapter as the dispatcher uses it.
type Client struct{}

// Decode reads one Codex payload into the client-neutral event.
func (Client) Decode(raw string) (event.Event, error) { return Read(raw) }

// Encode is Codex's answer to an event of kind with verdict v.
func (Client) Encode(kind string, v event.Verdict) []byte { return Encode(kind, v) }

// ClientName is how people are told of Codex.
func (Client) ClientName() string { return "Codex" }

// AssistantName is how people are told of Codex's main agent.
func (Client) AssistantName() string { return "Codex" }

// ReviewCommand is "": Codex has no plan-compliance slash command, so
// change sets are reviewed with the command line.
func (Client) ReviewCommand() string { return "" }
