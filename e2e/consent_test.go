//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// Scenarios of issue 4, consent after a plan: the model proposes a concrete
// plan in one turn; the user's reply on the next turn (--continue) reaches
// the model together with what the UserPromptSubmit hook says it means.

const (
	consentRequest = "Fix empty entry handling in parse.go"
	// consentPlan is the plan Claude Code's model really wrote in the
	// recorded 2.1.330 session (concreteness 4).
	consentPlan = "I'll update `parse.go` function `handleEntry` (lines 3-5) to handle empty entries:\n" +
		"- Add an empty-string check before processing\n" +
		"- Return early with an error message\n" +
		"Test: `TestHandleEntry_Empty` should pass.\n" +
		"Proceed?"
	// additionalContext is how Claude Code 2.1.330 hands a UserPromptSubmit
	// hook's additionalContext to the model.
	additionalContext = "UserPromptSubmit hook additional context: "
)

// consentTurns runs the plan turn, then reply with --continue, and returns
// the model's request for the reply's turn.
func consentTurns(t *testing.T, reply string) fakeapi.Request {
	t.Helper()
	h := newHarness(t)
	// The reply's turn is the one whose conversation already holds the plan.
	h.fake.Rule(fakeapi.Rule{Name: "reply", FirstUser: consentRequest, Contains: []string{consentPlan},
		Reply: fakeapi.Text("Understood.")})
	h.fake.Rule(fakeapi.Rule{Name: "plan", FirstUser: consentRequest, Times: 1,
		Reply: fakeapi.Text(consentPlan)})

	h.Claude(consentRequest)
	first := h.fake.Conversations(fakeapi.Main)
	require.NotEmpty(t, first, "the plan turn reached the model")
	assert.NotContains(t, first[0].Conversation, additionalContext,
		"the request itself says nothing about consent: no answer from the hook")

	h.Claude(reply, "--continue")
	var last fakeapi.Request
	for _, r := range h.fake.Conversations(fakeapi.Main) {
		if r.Rule == "reply" {
			last = r
		}
	}
	require.Equal(t, "reply", last.Rule, "the reply's turn reached the model")
	require.Contains(t, last.Conversation, consentPlan, "--continue resent the plan")
	return last
}

// guidanceIn returns the consent guidance the model received in this turn.
func guidanceIn(t *testing.T, r fakeapi.Request) string {
	t.Helper()
	i := strings.Index(r.Tail, additionalContext)
	require.GreaterOrEqual(t, i, 0, "the model got no additional context in this turn; tail:\n%s", r.Tail)
	return r.Tail[i+len(additionalContext):]
}

// "go ahead" right after a concrete plan: proceed, without asking again.
func TestConsentGoAheadConfirms(t *testing.T) {
	t.Parallel()
	g := guidanceIn(t, consentTurns(t, "go ahead"))
	assert.Contains(t, g, `Consent check: "go ahead" approves your plan`)
	assert.Contains(t, g, "Proceed with it now, as proposed, without asking for confirmation again.")
}

// "ok" may only acknowledge: ask once, in the exact words.
func TestConsentOkAsksToConfirm(t *testing.T) {
	t.Parallel()
	g := guidanceIn(t, consentTurns(t, "ok"))
	assert.Contains(t, g, `Consent check: "ok" may only acknowledge your plan`)
	assert.Contains(t, g, `Ask exactly: "Just to confirm, you want me to proceed with the plan?"`)
}

// "wait" is no consent: do not start.
func TestConsentWaitDoesNotApprove(t *testing.T) {
	t.Parallel()
	g := guidanceIn(t, consentTurns(t, "wait"))
	assert.Contains(t, g, `Consent check: "wait" does not approve your plan. Do not start it.`)
}
