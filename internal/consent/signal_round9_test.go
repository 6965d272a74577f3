package consent

import "testing"

// TestSignalRound9Deliberation: an approval word followed by the user's
// own thinking or checking still to come ("let me think about it", "I
// need to double check first") is no go-ahead; thinking done before the
// approval, a look at the outcome afterwards, a step taken over or being
// tired is not such a deliberation.
func TestSignalRound9Deliberation(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"seems fine, let me think about it", NotConsent},
		{"ok sounds right. lemme double check the numbers", NotConsent},
		{"approved in principle, but I want to reread it first", NotConsent},
		{"yep looks ok, I'll quickly verify this before we go", NotConsent},
		{"sure... let me sleep on it", NotConsent},
		{"good plan, we need to review it first", NotConsent},
		{"hmm, let me think. right, ok, go ahead", Confirmed},
		{"go for it, I'll check the dashboard after the deploy", Confirmed},
		{"yes go, I'll review the PR when it's up", Confirmed},
		{"do it please, I really need to sleep", Confirmed},
		{"go ahead, I'll review it", Confirmed},
		{"ok, I'll think it over", NotConsent},
	})
}

// TestSignalRound9Exception: an exception opening right after the approval
// takes a part out, whatever verb follows it: a change to confirm. An
// approval with no exception stays one.
func TestSignalRound9Exception(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"fine except leave the old comment where it is", WaitForConfirmation},
		{"sounds good, apart from the test, skip that", WaitForConfirmation},
		{"ok other than keeping the log line", WaitForConfirmation},
		{"works for me excluding the rename", WaitForConfirmation},
		{"fine, go ahead", Confirmed},
	})
}

// TestSignalRound9ForeignCondition: a condition in another language after
// the approval ("sofern", "si", "se", "mits", "jeśli") is a term nobody
// checked: a change to confirm; the Spanish unaccented yes "si", the
// reflexive "se" and a condition about the assistant's own will are none.
func TestSignalRound9ForeignCondition(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"mach das, sofern die Tests grün bleiben", WaitForConfirmation},
		{"ok, falls Jonas das vorher anschaut", WaitForConfirmation},
		{"dale, siempre que no toques el parser", WaitForConfirmation},
		{"vas-y si la CI passe", WaitForConfirmation},
		{"va bene, purché i test passino", WaitForConfirmation},
		{"doe maar, mits de build groen is", WaitForConfirmation},
		{"rób to, jeśli Kasia zrobi review", WaitForConfirmation},
		{"si dale", Confirmed},
		{"si, hazlo", Confirmed},
		{"se ve bien, dale", Confirmed},
		{"mach es", Confirmed},
	})
}

// TestSignalRound9ForeignOrdinal: an option picked by an ordinal in
// another language with its article ("la primera", "die zweite") is a pick
// among the options, not the plan's go-ahead, as "the first one" is.
func TestSignalRound9ForeignOrdinal(t *testing.T) {
	plan := "Two options for the stale cache in `api/cache.go`:\n1. Invalidate on write in `Store.Put`.\n2. Shorten the TTL to 30s in `config/cache.yaml`.\nWhich one do you prefer?"
	classifyReplies(t, plan, []outcomeCase{
		{"la segunda, dale", WaitForConfirmation},
		{"die erste, mach", WaitForConfirmation},
		{"le premier, vas-y", WaitForConfirmation},
		{"a primeira, pode fazer", WaitForConfirmation},
		{"the first one, go ahead", WaitForConfirmation},
	})
}

// TestSignalRound9OtherWords: the whole plan ordered done ("do all three")
// and a polite wish in the subjunctive ("I'd appreciate it if you went
// ahead") approve; a count that is not the plan's, a hypothetical without
// the frame of a wish, or a negated wish do not.
func TestSignalRound9OtherWords(t *testing.T) {
	plan := "Plan for the flaky upload test:\n1. Pin `boto3` to 1.34 in `requirements.txt`.\n2. Add a retry in `upload.py` `send()`.\n3. Add `test_send_retries` in `tests/test_upload.py`.\nOK to proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"Do all three.", Confirmed},
		{"ok, apply all of them", Confirmed},
		{"please do all 3 steps", Confirmed},
		{"I'd really appreciate it if you went ahead with this", Confirmed},
		{"it would be great if you could proceed", Confirmed},
		{"that'd be lovely, thanks", NotConsent},
		{"do both", NotConsent},
		{"do all five", NotConsent},
		{"if you went ahead, the nightly job would break", NotConsent},
		{"I'd not be happy if you went ahead", NotConsent},
		{"I'd appreciate it if you went ahead, but pin 1.35 instead", WaitForConfirmation},
	})
}

// TestSignalRound9EmojiStop: an emoji between words ends the sentence
// before it when an approval opens the words after it ("nah 👌 ship it"),
// so a no or a remark before it does not swallow the approval; an emoji
// before a statement is weighed by the remark rules, and one glued to a
// word or closing the reply changes nothing.
func TestSignalRound9EmojiStop(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"empty entries again, I swear this parser is cursed 😅 yes do it", Confirmed},
		{"this bug has haunted me all week 😩 go ahead", Confirmed},
		{"go ahead 👍", Confirmed},
		{"no 🙅 don't", NotConsent},
		{"no 👎 wait for the review", NotConsent},
	})
}
