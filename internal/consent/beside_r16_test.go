package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRound16AsideTimeIsTheAsides: a later time said inside an aside
// ("👍 btw standup moved to 10 tomorrow", "fyi the office is closed
// friday") is when that other thing happens, not when the plan is to be
// done: the aside opens a clause of its own even without a stop before
// it. A later time said of the plan ("btw let's do it tomorrow") still
// puts it off, and so does one said before the aside.
func TestRound16AsideTimeIsTheAsides(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"sounds good 👍 btw standup moved to 10 tomorrow", Confirmed},
		{"go for it 🚀 fyi the office is closed friday", Confirmed},
		{"yes ✅ ps the retro is on monday", Confirmed},
		{"lgtm 👍 btw I'm out tomorrow afternoon", Confirmed},
		// the plan's own time, or a time before the aside: put off
		{"sounds good 👍 btw let's do it tomorrow", NotConsent},
		{"sounds good, tomorrow 👍 btw standup moved", NotConsent},
		{"go ahead tomorrow btw", NotConsent},
	})
}

// TestRound16BackFrom: a time after "back from", "returned from" says
// where the user comes back from ("ok back from lunch", "just got back
// from the friday sync"), a time already past, not one to wait for.
// "after lunch" still names a time ahead, and "give me 10 min" asks for
// time even beside the "now" of the user's own reading.
func TestRound16BackFrom(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"ok back from lunch. read through it — yes go ahead", Confirmed},
		{"ok back from lunch. yes go ahead", Confirmed},
		{"ok, just returned from the monday sync. go ahead", Confirmed},
		{"sure, got back from my afternoon walk — go for it", Confirmed},
		// a time ahead
		{"ok go ahead after lunch", NotConsent},
		{"ok reading now, give me 10 min", NotConsent},
		{"ok go ahead, but tomorrow", NotConsent},
		{"ok back from lunch, reading now… give me 10 min", NotConsent},
	})
}

// TestRound16QuickQuestionInPassing: "quick question", "quick q" say the
// question is short: a question of yes or no so opened ("quick q: does
// errors.Is work when the driver wraps the error?"), answered with a fact
// and no offer, is asked in passing as one opened by "btw" or "also", and
// a go-ahead after the answer approves the plan. A how-to ("quick one
// first: how do I make vale skip code blocks?"), a marker of otherness
// ("quick side question", "quick unrelated q") or an answer that offers
// work stays a new request.
func TestRound16QuickQuestionInPassing(t *testing.T) {
	plan := "Found it: `store.Get` returns `nil, nil` for a missing key.\n1. In `internal/store/cache.go`, change `Get` to return `ErrNotFound`.\n" +
		"2. Update `getUser` in `internal/api/handlers.go` to check `errors.Is(err, store.ErrNotFound)` and return 404.\n" +
		"3. Add `TestGetMissingKey` in `internal/store/cache_test.go`.\nThen `go test ./internal/...`. Proceed?"
	c := New(DefaultConfig())
	for _, tc := range []struct {
		q, answer, reply string
		want             Outcome
	}{
		{"quick q: does errors.Is work when the pg driver wraps the error?", "Yes, as long as each layer wraps with %w.", "nice. go ahead", Confirmed},
		{"quick question — will getUser still return 500 on a timeout?", "Yes, only the missing key changes.", "ok go ahead", Confirmed},
		// another subject
		{"quick side question: how do I rotate the staging password?", "Run `vault rotate staging/db`.", "ok go ahead", NotConsent},
		{"quick unrelated q: who is on call this week?", "Dana, per the rota.", "ok go ahead", NotConsent},
		{"quick q: how do I rotate the staging password?", "Run `vault rotate staging/db`.", "ok go ahead", NotConsent},
		{"quick one first: how do I make getUser log the key?", "Add `slog.Debug` at the top.", "ok go ahead", NotConsent},
		{"quick q: does errors.Is work through the pg driver?", "It does. I can add a test for the wrapped case too.", "ok go ahead", NotConsent},
	} {
		conv := []Turn{{Role: User, Text: "404s"}, {Role: Assistant, Text: plan}, {Role: User, Text: tc.q}, {Role: Assistant, Text: tc.answer}}
		assert.Equal(t, tc.want, c.ClassifyConversation(conv, tc.reply).Outcome, "%q, then %q", tc.q, tc.reply)
	}
}

// TestRound16CamelCaseParts: a word of a question is a term of the plan
// when it is a part of one of the plan's camelCase or PascalCase names
// ("readiness" in `readinessProbe`, "policy" in `RetryPolicy`), as it is
// of a snake_case name; a part shorter than four letters is no term
// ("is" in `isSubmitting`), nor is a piece that is not a whole part
// ("ready" in `readinessProbe`).
func TestRound16CamelCaseParts(t *testing.T) {
	terms := termsOf("Add a `readinessProbe` on /healthz and wrap the call in `RetryPolicy.handle`; keep `isSubmitting` and `maxHTTPConns`.")
	for _, tc := range []struct {
		q    string
		want int
	}{
		{"why readiness and not liveness?", 1},
		{"what does the policy do on a 503?", 1},
		{"is the probe needed?", 1},
		{"does http/2 matter?", 0},
		{"is it ready?", 0},
		{"is it submitting twice?", 1},
		{"is it slow?", 0},
	} {
		assert.Equal(t, tc.want, terms.shared(tc.q), tc.q)
	}
	plan := "I'll update `k8s/api/deployment.yaml`:\n1. Set `resources.requests.memory` to `512Mi`.\n2. Add a `readinessProbe` on `/healthz`, port 8080.\n" +
		"3. Bump `replicas` from 2 to 3.\nI'll check it with `kubeconform`. Good to go?"
	conv := []Turn{{Role: User, Text: "OOMKilled"}, {Role: Assistant, Text: plan},
		{Role: User, Text: "why readiness and not liveness?"},
		{Role: Assistant, Text: "Liveness restarts a pod that looks stuck; readiness only keeps traffic away until the pod answers."}}
	assert.Equal(t, Confirmed, New(DefaultConfig()).ClassifyConversation(conv, "makes sense, go ahead").Outcome)
}

// TestRound16StoryOfIntention: a clause that goes on after "and" with the
// subject left out ("… and was about to open a ticket", "and was going to
// ask infra") tells the user's story; it asks nothing, so an approval
// beside it stands. "and was it slow?" still asks.
func TestRound16StoryOfIntention(t *testing.T) {
	classifyReplies(t, fixturePlan, []outcomeCase{
		{"I had assumed it was a clock issue and was about to open a ticket. Please go ahead.", Confirmed},
		{"honestly I blamed the CI runner and was going to ask infra about it. the plan looks right, go ahead", Confirmed},
		{"I was just about to revert it myself, lol. yes go for it", Confirmed},
		// a question stays one
		{"ok and was it slow before the change? go ahead", WaitForConfirmation},
	})
}
