package dispatch

import (
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// MessageRouter is implemented by a client that shows the user a verdict's
// Message on some events only (Qwen Code shows a hook's systemMessage only
// at Stop). What it would not show is held in the state store and joins
// the answer to the next event it shows, so a broken config, a failed gate
// or an escalation still reaches the user.
type MessageRouter interface {
	// Unshown is the part of v's Message that the client will not show
	// the user when v answers an event of kind ("" when it shows it all).
	Unshown(kind string, v event.Verdict) string
	// ShowsHeld reports whether messages held from earlier events can be
	// shown with the answer to an event of kind.
	ShowsHeld(kind string) bool
}

// routeMessages holds what the client would not show of resp's Message,
// or adds the held messages to resp when the client shows this event's.
// It works on the store of the run: a store that cannot be opened leaves
// resp as it is (the messages are then lost, as before).
func (r *Run) routeMessages(resp *event.Verdict) {
	c, ok := r.Env.client().(MessageRouter)
	kind := r.Event.Kind()
	if !ok || kind == "" {
		return
	}
	session := r.Event.SessionID()
	if msg := c.Unshown(kind, *resp); msg != "" {
		s, err := r.Store()
		if err == nil {
			err = s.HoldMessage(session, msg, r.Env.Now())
		}
		r.Tracef("%s: holding the user's message for an event that shows it (%v)", kind, err)
		return
	}
	if !c.ShowsHeld(kind) {
		return
	}
	s, err := r.Store()
	if err != nil {
		r.Tracef("%s: could not read the held messages: %v", kind, err)
		return
	}
	held, err := s.TakeHeldMessages(session)
	if err != nil {
		r.Tracef("%s: could not read the held messages: %v", kind, err)
		return
	}
	if len(held) > 0 {
		r.hand(s) // forgotten once the answer is out (Reply.Delivered)
	}
	var shown []string
	for _, m := range held {
		if !strings.Contains(resp.Message, m) {
			shown = append(shown, m)
		}
	}
	if len(shown) > 0 {
		r.Tracef("%s: showing %d held message(s)", kind, len(shown))
		resp.Message = joinNonEmpty(append(shown, resp.Message), "\n\n")
	}
}
