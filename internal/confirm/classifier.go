package confirm

import (
	"encoding/json"
	"fmt"
	"strings"
)

// ClassifierInput is what an external classifier command receives on
// stdin: the recent conversation (user prompts and assistant text, oldest
// first) and the proposed action described for a reader.
type ClassifierInput struct {
	Conversation   []Turn `json:"conversation"`
	ProposedAction string `json:"proposed_action"`
}

// classifierAnswerLimit bounds the answer read from a classifier.
const classifierAnswerLimit = 64 << 10

// ProposedAction describes a change for a classifier: the tool, the target
// and its before/after.
func ProposedAction(tool string, c Change) string {
	return fmt.Sprintf("%s %q:\n%s", tool, c.Name, Render(c, 4000))
}

// ParseClassifierAnswer reads a classifier's stdout: one JSON object
// {"level": "explicit"|"needs_confirmation", "reasoning": "…"}, possibly
// with text around it (models like to add some) or in a code fence. Any
// other answer is an error; the caller then treats the change as
// NeedsConfirmation.
func ParseClassifierAnswer(out []byte) (Classification, error) {
	s := strings.TrimSpace(string(out))
	if len(s) > classifierAnswerLimit {
		return Classification{}, fmt.Errorf("the answer is longer than %d KB", classifierAnswerLimit>>10)
	}
	start, end := strings.IndexByte(s, '{'), strings.LastIndexByte(s, '}')
	if start < 0 || end < start {
		return Classification{}, fmt.Errorf(`the answer has no JSON object: want {"level":"explicit"|"needs_confirmation","reasoning":"…"}, got %q`, clip80(s))
	}
	var a struct {
		Level     string `json:"level"`
		Reasoning string `json:"reasoning"`
	}
	if err := json.Unmarshal([]byte(s[start:end+1]), &a); err != nil {
		return Classification{}, fmt.Errorf("the answer is not valid JSON (%v): %q", err, clip80(s))
	}
	switch Level(strings.ToLower(strings.TrimSpace(a.Level))) {
	case Explicit:
		return Classification{Level: Explicit, Reasoning: a.Reasoning}, nil
	case NeedsConfirmation:
		return Classification{Level: NeedsConfirmation, Reasoning: a.Reasoning}, nil
	}
	return Classification{}, fmt.Errorf(`the answer's level %q is not "explicit" or "needs_confirmation"`, a.Level)
}
