package changeset

import (
	"path"
	"strings"
)

// ReviewCommand is the plugin's slash command for reviewing change sets.
const ReviewCommand = "/plan-compliance:changes"

// isDecisionVerb reports whether a `plan-compliance changes` subcommand
// records verdicts or deletes sets rather than only reading.
func isDecisionVerb(w string) bool {
	switch w {
	case "confirm", "confirm-all", "reject", "defer", "dismiss", "prune":
		return true
	}
	return false
}

// ChangesCommand reports whether a shell command line runs `plan-compliance
// changes …` (by any path to the binary or its launcher), and whether that
// subcommand records a verdict rather than only reading. Such commands are
// never deferred themselves; deciding ones are only let through when the
// user asked for them (see IsReviewPrompt): an agent must not confirm its
// own proposals.
func ChangesCommand(command string) (changes, decides bool) {
	for part := range strings.FieldsFuncSeq(command, func(r rune) bool {
		return r == ';' || r == '&' || r == '|' || r == '\n'
	}) {
		words := strings.Fields(part)
		for len(words) > 0 && isAssignment(words[0]) {
			words = words[1:]
		}
		for i := 0; i+1 < len(words); i++ {
			bin := strings.Trim(words[i], `"'`)
			if path.Base(bin) != "plan-compliance" || strings.Trim(words[i+1], `"'`) != "changes" {
				continue
			}
			changes = true
			if i+2 < len(words) && isDecisionVerb(strings.Trim(words[i+2], `"'`)) {
				decides = true
			}
		}
	}
	return changes, decides
}

// SoleChangesCommand reports whether command is nothing but one
// `plan-compliance changes …` invocation: no other command, pipe,
// redirection or substitution, so allowing it allows nothing else.
func SoleChangesCommand(command string) bool {
	if strings.ContainsAny(command, ";&|\n`$<>(){}\\") {
		return false
	}
	words := strings.Fields(command)
	return len(words) >= 2 && path.Base(strings.Trim(words[0], `"'`)) == "plan-compliance" && words[1] == "changes"
}

// IsReviewPrompt reports whether the user's prompt is the review slash
// command (namespaced or, when unambiguous, plain /changes), which lets
// the model run the decisions the user names in that turn.
func IsReviewPrompt(prompt string) bool {
	p := strings.TrimSpace(prompt)
	for _, cmd := range []string{ReviewCommand, "/changes"} {
		if rest, ok := strings.CutPrefix(p, cmd); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\n' || rest[0] == '\t') {
			return true
		}
	}
	return false
}

// SelfApprovalRefused is the model's reason when it runs a deciding
// `plan-compliance changes` command the user did not ask for.
const SelfApprovalRefused = "Only the user decides on proposed changes: this command confirms, rejects, defers or dismisses change-set items, and the user did not ask for it in this turn. Tell the user which items wait for review; they can run /plan-compliance:changes or plan-compliance changes review themselves."
