package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestSignalRound4 is the table of the rules of round 4 (2026-11-24,
// midday), both sides of each border, in wording of our own: "make it
// <value>" sets a value (a change) where "make it" alone carries the plan
// out; a month after "in"/"until" puts the work off, a time said of
// something else ("the demo is friday") does not; a question marked as
// asked from curiosity answers nothing; ironic surplus and overpraise
// after a mock "oh sure" are sarcasm.
func TestSignalRound4(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		// "make it <value>": a value set is a change to confirm.
		{"the cap is too tight. make it 50", WaitForConfirmation},
		{"yes, make it case-insensitive", WaitForConfirmation},
		{"ok. make it 3 retries", WaitForConfirmation},
		{"make it", Confirmed},
		{"yes, make it so", Confirmed},
		{"make it happen", Confirmed},
		{"yes make it please", Confirmed},
		// A month as the time to act puts the work off.
		{"good idea, but let's do it in March", NotConsent},
		{"sure, go ahead after august", NotConsent},
		{"let's wait until october and do it then", NotConsent},
		{"go ahead, may I also see the diff after", WaitForConfirmation},
		// A time said of something else puts nothing off.
		{"yes please, the demo is friday", Confirmed},
		{"go ahead 👍 the offsite was monday", Confirmed},
		{"yes please, but on friday", NotConsent},
		{"do it friday", NotConsent},
		// A question asked from curiosity answers nothing.
		{"why an early return and not an exception? just asking", NotConsent},
		{"hmm, does this touch the logger? just curious", NotConsent},
		{"what about empty lists? only wondering", NotConsent},
		{"go ahead. why not an exception? just curious", WaitForConfirmation},
		// Sarcasm: ironic surplus beside "another", overpraise after a mock "oh sure".
		{"lol sure, another guard clause, we only have 60 of those", NotConsent},
		{"yes, another helper, because there are just 25 of them", NotConsent},
		{"oh sure, rewrite the parser the night before the demo, genius", NotConsent},
		{"oh yes, touch the error path during the freeze, brilliant", NotConsent},
		{"oh sure, go ahead", Confirmed},
	})
}

// TestManyAlready: ironic surplus counts ten or more of what exists.
func TestManyAlready(t *testing.T) {
	for reply, want := range map[string]bool{
		"we only have 40 of those":          true,
		"because there are just 12 of them": true,
		"we only have 3 of those":           false,
		"only 40 tests fail":                false,
	} {
		assert.Equal(t, want, manyAlreadyOf(reply), reply)
	}
}

// manyAlreadyOf reads reply's clauses the way Sarcastic does.
func manyAlreadyOf(reply string) bool {
	return lang.Sarcastic("another one, " + reply)
}

// TestPlanVerbCommand: an imperative that repeats the plan's verb with
// only a pronoun for its object is the go-ahead; the same imperative to a
// plan that does not use the verb, with an object of its own, negated, or
// asked, is not.
func TestPlanVerbCommand(t *testing.T) {
	const removal = "I'd remove the unused `legacyExport` helper from `src/jobs/export.ts` and delete its test " +
		"`test/legacy.test.ts`, then run `npm test`. OK?"
	classifyReplies(t, removal, []outcomeCase{
		{"ok remove it", Confirmed},
		{"yep, delete them 🗑️", Confirmed},
		{"remove it please", Confirmed},
		{"sure, remove them all", Confirmed},
		{"yeah nuke them", Confirmed},
		{"axe it", Confirmed},
		{"kill it", NotConsent},                       // drops the plan as often
		{"ok rename it", WaitForConfirmation},         // not the plan's verb
		{"ok remove the logger", WaitForConfirmation}, // an object of its own
		{"don't remove it", NotConsent},               // negated
		{"remove it?", NotConsent},                    // asked
		{"oh sure, remove it, genius", NotConsent},    // sarcasm
	})
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"ok add it", Confirmed},
		{"drop it", NotConsent},               // "forget it": the plan drops nothing
		{"yeah nuke it", WaitForConfirmation}, // the plan removes nothing
	})
}

// TestPartialAssentAndExclusion: a reply that assents to a named part
// ("the lint rule yes", "steps 2 and 3 yes", "the test is fine") and
// keeps another named part out, or says yes and keeps a named part out
// after "but", or puts a named part first and leaves the rest for later,
// approves part of the plan: a partial approval to confirm. The same
// words keeping the whole plan out ("yes but don't do it yet") refuse it.
func TestPartialAssentAndExclusion(t *testing.T) {
	const plan = "Plan:\n1. remove the `debugPrint` calls in `lib/net/client.dart`\n" +
		"2. add the `avoid_print` lint rule to `analysis_options.yaml`\n3. run `dart analyze` and `dart test`.\nGo ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"the lint rule yes, the debugPrint removal no", WaitForConfirmation},
		{"steps 2 and 3 yes, hold off on 1", WaitForConfirmation},
		{"yes but don't touch client.dart, someone else owns it", WaitForConfirmation},
		{"ok, but not the lint rule", WaitForConfirmation},
		{"don't add the lint rule, it's too noisy. the debugPrint removal is fine", WaitForConfirmation},
		{"dart analyze first please, then we'll see", WaitForConfirmation},
		{"yes but don't do it yet", NotConsent},
		{"no, don't", NotConsent},
	})
}

// TestEchoQuestion: a question that only echoes the plan's number and
// words in surprise, before a go-ahead, asks nothing; a question with
// another number, a question word, or after the go-ahead does.
func TestEchoQuestion(t *testing.T) {
	const plan = "I'll retry the flaky `TestUpload` 25 times in `ci/stress.sh` and log each failure to " +
		"`stress.log`, then run `make stress`. Proceed?"
	classifyReplies(t, plan, []outcomeCase{
		{"25 times? wow. ok go ahead", Confirmed},
		{"25 times?? lol fine, go", Confirmed},
		{"40 times? ok go ahead", WaitForConfirmation},       // not the plan's number
		{"why 25 times? ok go ahead", WaitForConfirmation},   // a question word
		{"go ahead. 25 times?", WaitForConfirmation},         // no go-ahead after it
		{"the stress log? ok go ahead", WaitForConfirmation}, // no number: may need an answer
	})
}

// TestNamesEveryStep: "the <count> steps" with the plan's own count names
// the whole plan; a smaller count, "only", or a second number a part.
func TestNamesEveryStep(t *testing.T) {
	const plan = "Plan:\n1. bump `axios` in `package.json` to 1.7.4\n2. fix the one type error in `src/api/client.ts`\n" +
		"3. run `npm test`\nShall I?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes, proceed with the 3 steps", Confirmed},
		{"go ahead with the three steps", Confirmed},
		{"yes, proceed with the 2 steps", WaitForConfirmation},
		{"yes, only the 3 steps, nothing else", WaitForConfirmation},
		{"yes, steps 1 and 3", WaitForConfirmation},
	})
}

// TestDoLikeThis: "do like this" points at the plan's way, the non-native
// "do as proposed"; a change or a negation beside it still counts.
func TestDoLikeThis(t *testing.T) {
	readReplies(t, []replyCase{
		{"do like this", "Perfect, do like this", High, NoModification},
		{"do like this", "ok do it like you said", High, NoModification},
		{"do like this", "do like that please", High, NoModification},
		{"do like this, negated", "don't do it like that", Negative, NoModification},
		{"do like this, changed", "do it like that but with a 10s timeout", High, Change},
	})
}
