package dispatch

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
)

// The user's latest prompt, kept between the hook processes of a turn.
// The client writes the prompt to its transcript asynchronously: a tool
// call made right after it (a fast model, a loaded machine) can run its
// PreToolUse hook before the prompt is in the transcript, and the
// confirmation would then judge the change against the turn before (seen
// once in the e2e suite: "yes, fix the typo in notes.md with sed" missing,
// the sed asked about again). UserPromptSubmit keeps the prompt with its
// prompt_id; a later event of the same prompt adds it to the conversation
// when the transcript does not have it yet.

// maxKeptPrompt bounds the prompt kept (its head: where a request is).
const maxKeptPrompt = 64 << 10

// promptFile is where the session's latest prompt is kept, under the state
// directory; the session id a payload chooses is hashed, never a path.
func (r *Run) promptFile() (string, error) {
	dir, err := r.session().StateDir()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(r.Event.SessionID()))
	return filepath.Join(dir, "prompts", hex.EncodeToString(sum[:12])), nil
}

// keepPrompt is UserPromptSubmit's first handler: it keeps the prompt and
// its prompt_id (see above). It answers nothing, and a failure only
// leaves the transcript as the one source.
func keepPrompt(_ context.Context, r *Run) (event.Verdict, error) {
	id := r.Event.PromptID()
	if id == "" || r.Env.DryRun || strings.ContainsRune(id, '\n') {
		return event.Verdict{}, nil
	}
	path, err := r.promptFile()
	if err != nil {
		r.Tracef("prompt: not kept: %v", err)
		return event.Verdict{}, nil
	}
	prompt := r.Event.Prompt()
	if len(prompt) > maxKeptPrompt {
		prompt = prompt[:maxKeptPrompt]
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err == nil {
		err = os.WriteFile(path, []byte(id+"\n"+prompt), 0o600)
	}
	if err != nil {
		r.Tracef("prompt: not kept: %v", err)
	}
	return event.Verdict{}, nil
}

// keptPrompt returns the prompt UserPromptSubmit kept for this event's
// prompt_id, if any.
func (r *Run) keptPrompt() (string, bool) {
	id := r.Event.PromptID()
	if id == "" {
		return "", false
	}
	path, err := r.promptFile()
	if err != nil {
		return "", false
	}
	raw, err := safefile.ReadString(path, maxKeptPrompt+int64(len(id))+1)
	if err != nil {
		return "", false
	}
	got, prompt, ok := strings.Cut(raw, "\n")
	return prompt, ok && got == id
}

// withKeptPrompt adds the kept prompt of this event's turn as the latest
// user turn when the transcript does not hold it yet.
func (r *Run) withKeptPrompt(conv []confirm.Turn) []confirm.Turn {
	prompt, ok := r.keptPrompt()
	if !ok || strings.TrimSpace(prompt) == "" {
		return conv
	}
	want := strings.TrimSpace(prompt)
	for i := len(conv) - 1; i >= 0; i-- {
		if conv[i].Role == confirm.User && strings.TrimSpace(conv[i].Text) == want {
			return conv
		}
	}
	r.Tracef("prompt: the transcript does not hold this turn's prompt yet: it is added from UserPromptSubmit")
	return append(conv, confirm.Turn{Role: confirm.User, Text: prompt})
}
