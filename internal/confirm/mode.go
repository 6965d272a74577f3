package confirm

// Permission modes in which Claude Code 2.1.330 was seen to honour a
// PreToolUse "ask" by showing its permission dialog, in an interactive
// session (docs/confirmation.md has the table and how it was observed).
// In a session nobody attends (claude -p, the SDK) an "ask" becomes a
// denial whatever the mode.
var askModes = [...]string{"", "default", "acceptEdits", "plan", "auto", "dontAsk", "bypassPermissions"}

// AskHonoured reports whether an "ask" answer reaches the user as a
// question in a session with this permission_mode; unattended is true for
// a session without a user at the terminal (Claude Code sets
// CLAUDE_CODE_SESSION_ATTENDED=0 and CLAUDE_CODE_ENTRYPOINT=sdk-cli for
// claude -p). A mode this package does not know is taken as not honouring
// it: then the change is denied with the question for the model to ask.
func AskHonoured(permissionMode string, unattended bool) bool {
	if unattended {
		return false
	}
	for _, m := range askModes {
		if m == permissionMode {
			return true
		}
	}
	return false
}

// Denial is the reason of the "deny" answered instead of an "ask" that
// would not reach the user: it goes to the model, shows the change, and
// tells it to ask the user in chat with the Confirmation question, so the
// user's "yes" makes the same change explicit when it is tried again.
func Denial(c Change, why string) string { return DenialOf(Confirmation(c), why) }

// DenialOf is Denial for a question already worded (a Bash command's).
func DenialOf(question, why string) string {
	head := "Not done: the user has not asked for this change, and " + why + ". " +
		"Show it to the user and ask in chat, in these words:\n\n"
	tail := "\n\nIf the user says yes, make exactly the same change again: it will then go through."
	if room := MessageLimit - len(head) - len(tail); len(question) > room {
		question = cutBody(question, room, "")
	}
	return head + question + tail
}
