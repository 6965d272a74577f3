package consent

import "testing"

// TestRound11DoubtSettled: a doubt the user settles in the same breath ("hmm
// not sure… but fine, go ahead", "wait — no, you're right. go ahead") ends
// on an approval of the plan as written, which is given. The doubt must be
// one with no object the plan could take, the settling words must open a
// clause of their own, and what follows them must approve the plan as
// written on its own. "ok fine" settles nothing (issue 4's corpus).
func TestRound11DoubtSettled(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"hmm, not sure about this… but fine, go ahead", Confirmed},
		{"I'm not thrilled with it, but fine, proceed", Confirmed},
		{"wait — no, you're right. go ahead", Confirmed},
		{"let me think… okay, I'm convinced. do it", Confirmed},
		{"hold on. no, that's fine, go ahead", Confirmed},
		{"hmm no. ok yes, proceed", Confirmed},
		{"ugh. fair enough, go for it", Confirmed},
		// the doubt has an object, or what follows changes, hedges or
		// refuses: not given as written
		{"hmm, not sure about this… but fine, go ahead but skip the test", WaitForConfirmation},
		{"hmm, not sure... ok fine, go ahead", WaitForConfirmation}, // the corpus of issue 4: "ok fine" settles nothing
		{"I think that's fine, go ahead", WaitForConfirmation},
		{"pretty sure that's right, go ahead", WaitForConfirmation},
		{"don't touch the error message. but fine, go ahead", WaitForConfirmation},
		{"not sure… but fine, go ahead I guess", WaitForConfirmation},
		{"not sure… but fine", WaitForConfirmation},
		{"you're right, but let's wait until monday", NotConsent},
		{"ok fine, go ahead 🙄", NotConsent},
		{"fine, go ahead. actually no, wait", NotConsent},
		{"you're right that it's risky. don't", NotConsent},
	})
}
