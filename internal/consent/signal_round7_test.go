package consent

import "testing"

// TestSignalRound7Retracted: a bare "never mind" (or "nvm", "forget
// it") after an approval takes the approval back; the same words before
// an approval take back an earlier doubt, and the approval after them
// stands. "don't mind" is no retraction.
func TestSignalRound7Retracted(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		// Retracted after the approval: no consent.
		{"yes... never mind", NotConsent},
		{"sure. never mind", NotConsent},
		{"ok go ahead — actually never mind", NotConsent},
		{"yep... nevermind, I'll run it through the pipeline", NotConsent},
		{"go for it. nvm", NotConsent},
		{"yes, never mind, we'll do it through terraform", NotConsent},
		// Retraction before the approval: the approval stands.
		{"never mind, go ahead", Confirmed},
		{"oh I see. never mind, yes do it", Confirmed},
		{"nvm, makes sense. go ahead", Confirmed},
		{"ah wait, forget it. looks good, proceed", Confirmed},
		{"proceed. forget it", NotConsent},
		{"lgtm. hmm, scratch that", NotConsent},
		// "don't mind": no retraction.
		{"I don't mind, go ahead", Confirmed},
	})
}

// TestSignalRound7Authorized: a formal authorization approves; its
// negation or a question about who may authorize does not.
func TestSignalRound7Authorized(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"You are authorized to proceed.", Confirmed},
		{"authorized, go ahead", Confirmed},
		{"Authorised. Proceed as planned.", Confirmed},
		{"You are not authorized to proceed.", NotConsent},
		{"not authorized yet, wait for the change board", NotConsent},
		{"am I even authorized to approve this?", NotConsent},
	})
}
