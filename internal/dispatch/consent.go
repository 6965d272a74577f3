package dispatch

import (
	"context"
	"errors"
	"io/fs"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// How much conversation the consent check reads from the end of the
// transcript: the prompt itself (when already written), the three messages
// within which a plan stays fresh, the plan, and one more, so a plan just
// out of reach reads as stale rather than absent. A plan further back is
// stale whatever it says. The byte bound keeps the cost independent of the
// transcript's length.
const (
	consentMessages = 6
	consentMaxBytes = 4 << 20
)

// consentPrompt answers UserPromptSubmit: it reads the user's reply against
// the plan the assistant just proposed and, when the reply says anything
// about consent, tells the model what it means before it answers (see
// package consent). A prompt with nothing to say about consent gets no
// answer.
func consentPrompt(_ context.Context, r *Run) (event.Verdict, error) {
	cfg := r.Config.Consent
	if !cfg.Enabled {
		r.Tracef("consent: disabled (\"consent\": {\"enabled\": false})")
		return event.Verdict{}, nil
	}
	prompt := r.Event.Prompt()
	if strings.TrimSpace(prompt) == "" {
		r.Tracef("consent: empty prompt, nothing to classify")
		return event.Verdict{}, nil
	}
	recent, err := recentTurns(r)
	if err != nil {
		return event.Verdict{}, err
	}
	res := consent.New(cfg).ClassifyConversation(recent, prompt)
	r.Tracef("consent: %s (signal %s, modification %s, concreteness %d, proximity %s, %d message(s) since the plan)",
		res.Outcome, res.Signal, res.Modification, res.Concreteness, res.Proximity, res.MessagesSincePlan)
	r.noteConsent(string(res.Outcome))
	if res.Guidance == "" {
		r.Tracef("consent: nothing to say about consent")
		return event.Verdict{}, nil
	}
	if r.planModeConsent(prompt, res) {
		r.Tracef("consent: the plan was approved in plan mode: confirmed, not asked again")
		return event.Verdict{}, nil
	}
	return event.Context(res.Guidance), nil
}

// recentTurns reads the end of the session's transcript as consent turns.
// A session whose transcript does not exist yet (its first prompt) has no
// conversation.
func recentTurns(r *Run) ([]consent.Turn, error) {
	t := r.Event.Transcript()
	if t == nil {
		r.Tracef("consent: the event names no transcript, so no conversation to read")
		return nil, nil
	}
	path := t.Path()
	turns, err := ConsentConversation(t)
	if errors.Is(err, fs.ErrNotExist) {
		r.Tracef("consent: transcript %s does not exist yet", path)
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	r.Tracef("consent: read %d message(s) from the end of %s", len(turns), path)
	return turns, nil
}

// ConsentConversation reads the recent conversation of transcript t the
// way the UserPromptSubmit consent check does (the last few text
// messages, oldest first), also for `plan-compliance consent classify
// --transcript`.
func ConsentConversation(t event.Transcript) ([]consent.Turn, error) {
	msgs, err := t.Recent(consentMessages, consentMaxBytes)
	if err != nil {
		return nil, err
	}
	turns := make([]consent.Turn, len(msgs))
	for i, m := range msgs {
		turns[i] = consent.Turn{Role: consent.Role(m.Role), Text: m.Text}
	}
	return turns, nil
}
