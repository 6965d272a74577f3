package consent

import "testing"

// Round 12: rules found by tracing which gate turned a clear approval into
// a change. Wording of our own, both sides of each border.

// TestSignalRound12CalledAfterApproval: one word closing a clause right
// after a plain approval, with nothing binding it to the work (no
// preposition, not the plan's, no digit or code, no manner adverb), is who
// is spoken to or an interjection ("go ahead Sanjay", "do it abi"): the
// approval stands. A word the plan holds, a word of manner or time, or
// a bound object still counts.
func TestSignalRound12CalledAfterApproval(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"sounds right, go ahead Tomasz", Confirmed},
		{"yes proceed habibti", Confirmed},
		{"fine, do it kanka", Confirmed},
		{"go ahead differently", NotConsent},
		{"go ahead with redis", WaitForConfirmation},
		{"go ahead v2", WaitForConfirmation},
		{"proceed tomorrow", NotConsent},
		{"go ahead but Tomasz", WaitForConfirmation},
	})
}

// stepsPlan is a plan of four numbered steps.
const stepsPlan = "Plan:\n" +
	"1. Add a `timeout` field to `Config` in `config/config.go`.\n" +
	"2. Read it in `server/server.go` when the listener starts.\n" +
	"3. Document it in `docs/config.md`.\n" +
	"4. Run `go test ./config ./server`.\n" +
	"Shall I go ahead?"

// TestSignalRound12EveryStepNamed: a reply that names every numbered step
// of the plan, each by its number ("1 ok 2 ok 3 ok 4 ok", "steps 1 to 4
// fine", "1-4 good") approves the whole plan, as "all four steps" does;
// naming some of them still picks a part, and a refusal of all of them
// still refuses.
func TestSignalRound12EveryStepNamed(t *testing.T) {
	classifyReplies(t, stepsPlan, []outcomeCase{
		{"1 fine 2 fine 3 fine 4 fine, proceed", Confirmed},
		{"steps 1, 2, 3 and 4 look right — go ahead", Confirmed},
		{"1-4 all good, ship it", Confirmed},
		{"1 ✅ 2 ✅ 3 ✅ 4 ✅ go", Confirmed},
		{"1 fine 2 fine 4 fine, proceed", WaitForConfirmation},
		{"steps 1 and 2 look right — go ahead", WaitForConfirmation},
		{"1-3 good, go ahead", WaitForConfirmation},
		{"steps 1 to 4 fine but use 30s as the default", WaitForConfirmation},
		{"skip 1-4 for now, the config is frozen", NotConsent},
		{"don't do 1-4 yet", NotConsent},
	})
	classifyReplies(t, twoStepsPlan, []outcomeCase{
		{"ok for steps 1 and 2", WaitForConfirmation},
		{"1-2 fine, go ahead", WaitForConfirmation},
	})
}

// twoStepsPlan is a plan of two numbered steps and an unnumbered run.
const twoStepsPlan = "Plan:\n" +
	"1. Add a `timeout` field to `Config` in `config/config.go`.\n" +
	"2. Read it in `server/server.go` when the listener starts.\n" +
	"I'll run `go test ./config ./server` after. Shall I go ahead?"

// TestSignalRound12NeverMindForeign: "forget it" in another language takes
// the request back, as "never mind" and "forget it" do in English; its
// object ("ya lo cambió Marta") is no approval, whatever word of it reads
// as an English yes ("ya", Spanish "already", still reads as one: the
// reply is held for the user, not confirmed). A plain approval in those
// languages still approves.
func TestSignalRound12NeverMindForeign(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"Olvídalo, ya lo arregló Pedro ayer.", WaitForConfirmation},
		{"olvidalo, ya no hace falta", WaitForConfirmation},
		{"Laisse tomber, c'est déjà corrigé.", NotConsent},
		{"Esquece, o Rui já fez isso.", NotConsent},
		{"Lascia perdere, l'ha già sistemato Luca.", NotConsent},
		{"Vergiss es, das hat Jonas schon erledigt.", NotConsent},
		{"Забудь, уже сделано.", NotConsent},
		{"Sí, hazlo.", Confirmed},
		{"Oui, fais-le.", Confirmed},
	})
}

// TestSignalRound12AnnouncedSideQuestion: a question after the go-ahead
// question, announced on a line of its own ("Before I start: …", "One
// check: …"), is a side question as it is without the announcement: a yes
// with a fact answers it and approves nothing; words that carry the plan
// out still approve.
func TestSignalRound12AnnouncedSideQuestion(t *testing.T) {
	plan := fixturePlan + "\nBefore I start: is the parser used by any other service?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes the importer calls it every hour", NotConsent},
		{"yes, only the nightly job does", NotConsent},
		{"no, nothing else uses it — go ahead", Confirmed},
		{"yes the importer does, but go ahead", Confirmed},
	})
	classifyReplies(t, fixturePlan+"\nOne check: do you want the old error text kept?", []outcomeCase{
		{"yes that text is in the runbook", NotConsent},
	})
}
