package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// r21Plan is a concrete plan that ends on "OK to proceed?".
const r21Plan = "Plan:\n1. `services/billing/invoice.go`: compute the tax per line in `BuildInvoice()` instead of on the total.\n" +
	"2. `services/billing/invoice_test.go`: add `TestTaxPerLine` with three lines of mixed rates.\n" +
	"3. Run `go test ./services/billing/...` — must pass.\nOK to proceed?"

// r21Outcome classifies reply as the direct answer to r21Plan.
func r21Outcome(t *testing.T, reply string) Outcome {
	t.Helper()
	c := New(DefaultConfig())
	turns := []Turn{{Role: User, Text: "the invoice tax is off by a cent sometimes"}, {Role: Assistant, Text: r21Plan}}
	return c.ClassifyConversation(turns, reply).Outcome
}

// r21Case is a reply to r21Plan and the outcome it should have.
type r21Case struct {
	reply string
	want  Outcome
}

// assertR21 classifies each reply as the answer to r21Plan.
func assertR21(t *testing.T, cases []r21Case) {
	t.Helper()
	for _, k := range cases {
		assert.Equal(t, k.want, r21Outcome(t, k.reply), k.reply)
	}
}

// TestTopicLabelBesideApproval: a reply laid out as labelled lines
// ("timing: today is fine", "Status on my side: …") says what each line
// is about; a label that names no part of the plan and takes no stance is
// a heading, and what follows it is read as it stands. A label that names
// a part, picks, or objects still counts (round 21).
func TestTopicLabelBesideApproval(t *testing.T) {
	assertR21(t, []r21Case{
		{"- plan: approved ✅\n- timing: now is fine", Confirmed},
		{"Go ahead. Update from my end: I've let finance know the fix lands today, so they're holding the report.", Confirmed},
		{"verdict: ship it\nmood: tired but happy", Confirmed},
		{"Proceed. Context for you: the customer noticed it on Monday and has been patient.", Confirmed},
		// The same shapes with a real change, a pick, a hold or an objection.
		{"- plan: approved\n- timing: after the release on friday", NotConsent},
		{"Go ahead. Logging: add a debug line for each rounding.", WaitForConfirmation},
		{"Go ahead. Concern: the rounding mode may differ per country.", WaitForConfirmation},
		{"Step 2: go ahead", WaitForConfirmation},
		{"Go ahead. Tests: use five lines, not three.", WaitForConfirmation},
	})
}

// TestHoldSettledBySelfCheck: a hold while the user checks something
// themselves ("wait — let me reread step 2 … ok yes, that's right. go
// ahead") is settled by what they found: the step they reread is what
// they looked at, not a step picked, and the approval after it stands
// (round 21). A check that ends on a change, a hold or no approval does
// not.
func TestHoldSettledBySelfCheck(t *testing.T) {
	assertR21(t, []r21Case{
		{"wait — let me reread step 2… ok yes, that's the right test. go ahead.", Confirmed},
		{"hold on, let me check the invoice code again. ok yeah, that's right, proceed", Confirmed},
		{"one sec, let me look at step 1 again... you're right. go for it", Confirmed},
		// Not settled.
		{"wait — let me reread step 2… ok yes. do only step 1 for now.", WaitForConfirmation},
		{"wait, let me check the invoice code again.", NotConsent},
		{"hold on, let me reread step 2… hmm, no, let's not.", NotConsent},
		{"wait — let me reread step 2… ok yes, but use four lines. go ahead.", WaitForConfirmation},
	})
}

// TestProcessComplaintBesideApproval: an annoyed go-ahead that complains
// about how long the exchange took ("we've been going back and forth on
// this for an hour", "I've said yes twice now") says nothing about the
// plan (round 21). A complaint that asks for something still waits.
func TestProcessComplaintBesideApproval(t *testing.T) {
	assertR21(t, []r21Case{
		{"just do it already, we've been going back and forth on this for an hour", Confirmed},
		{"yes, do it. we've been round and round on this all morning", Confirmed},
		{"go ahead already, I've been waiting on this for two days", Confirmed},
		{"just do it already, we've been going back and forth on this for an hour — but keep the old total as a fallback", WaitForConfirmation},
		{"we've been going back and forth on this for an hour", NotConsent},
	})
}

// TestCheckJoinsMore: a check that goes on to ask for something more is
// not only a check.
func TestCheckJoinsMore(t *testing.T) {
	assert.Equal(t, WaitForConfirmation, r21Outcome(t, "wait, let me check the invoice code and then add a retry. ok yes, go ahead"))
	assert.True(t, joinsMore("let me check the config and then add a retry"))
	assert.False(t, joinsMore("let me reread step 3"))
}
