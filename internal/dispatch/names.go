package dispatch

import (
	"unicode"
	"unicode/utf8"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// Namer is implemented by an adapter that names things in the texts
// people read: its client ("Claude Code"), the client's main agent
// ("Claude") and the slash command that reviews change sets there
// ("/plan-compliance:changes", "" when the client has none). Without it,
// the main agent is "the main agent" and only the command line is
// offered for review. Capabilities never test a client's name: they say
// what the adapter gives.
type Namer interface {
	ClientName() string
	AssistantName() string
	ReviewCommand() string
}

// neutralAssistant names the main agent of a client that does not.
const neutralAssistant = "the main agent"

// assistant names this run's main agent, as in "✨ Claude suggests …".
func (r *Run) assistant() string {
	if n, ok := r.Env.client().(Namer); ok && n.AssistantName() != "" {
		return n.AssistantName()
	}
	return neutralAssistant
}

// slash is this run's client's review slash command (zero when none).
func (r *Run) slash() changeset.Slash {
	if n, ok := r.Env.client().(Namer); ok && n.ReviewCommand() != "" {
		return changeset.Slash{Command: n.ReviewCommand(), Client: n.ClientName()}
	}
	return changeset.Slash{}
}

// capitalized is s with its first letter upper case, for a name that
// starts a sentence.
func capitalized(s string) string {
	c, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(c)) + s[n:]
}
