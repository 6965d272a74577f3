package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestReassures: a negated verb of feeling directs no work; a negated
// verb of doing, or harm foretold, does.
func TestReassures(t *testing.T) {
	tests := []struct {
		clause string
		want   bool
	}{
		{"so don't worry if the build takes long", true},
		{"don't judge", true},
		{"can't wait to try it", true},
		{"no need to thank me", true},
		{"never mind", false},
		{"don't mind", true},
		{"don't hesitate to add a test", false},
		{"never mind the docs", false},
		{"don't worry about updating the docs too", false},
		{"can't wait to see what this breaks", false},
		{"don't touch the schema", false},
		{"can't merge this yet", false},
	}
	for _, tt := range tests {
		t.Run(tt.clause, func(t *testing.T) {
			assert.Equal(t, tt.want, reassures(words(t, tt.clause)))
		})
	}
}

// TestPredicts: a prediction of what the change will do is no request;
// one of harm or of a need is not a plain prediction, nor is one about
// the agent.
func TestPredicts(t *testing.T) {
	tests := []struct {
		clause string
		want   bool
	}{
		{"the linter is going to flag half the repo", true},
		{"the nightly job will pick it up", true},
		{"staticcheck will probably flag a lot", true},
		{"users will complain about the delay", false},
		{"the retries will hide real outages", false},
		{"the kernels will get slower", false},
		{"the support lead will be happy", true},
		{"that will be a problem for the mobile app", false},
		{"a migration will be needed", false},
		{"the reports will break", false},
		{"the admin page will need the same fix", false},
		{"you will update the docs", false},
		{"it will not compile on arm", false},
		{"the cache is stale", false},
	}
	for _, tt := range tests {
		t.Run(tt.clause, func(t *testing.T) {
			assert.Equal(t, tt.want, predicts(words(t, tt.clause)))
		})
	}
}

// TestInertFragment: a short verbless clause with nothing named and no
// marker directs nothing; one that adds, restricts, names code or a plan
// part, or holds a time or an approval phrase is not inert.
func TestInertFragment(t *testing.T) {
	c := New(DefaultConfig())
	plan := func(w string) bool { return w == "retry" || w == "backoff" }
	tests := []struct {
		clause string
		want   bool
	}{
		{"Priya Raman", false}, // a name outside a signature: no cue, kept as doubt
		{"smaller PR", false},
		{"zero downtime", false},
		{"lol typed errors", false},
		{"cheers mate", true},
		{"thx @assistant", true},
		{"fight me", true},
		{"the retry", false},
		{"backoff too", false},
		{"admins only", false},
		{"with a flag", false},
		{"and the docs", false},
		{"after lunch", false},
		{"hold on", false},
		{"v2 please", false},
		{"config.yaml", false},
		{"the readme", false},
		{"brilliant", false},
		{"not the tests", false},
		{"except staging", false},
	}
	for _, tt := range tests {
		t.Run(tt.clause, func(t *testing.T) {
			assert.Equal(t, tt.want, inertFragment(c, words(t, tt.clause), plan))
		})
	}
}

// TestRemarksBesideApproval: a plain approval with a clause that directs
// nothing (a feeling, a reassurance, a prediction, a signature, the
// user's own later step after an emoji) confirms; with a clause that adds,
// contrasts, restricts, requires or reports a defect it does not (a wait,
// never a confirmation). The
// sentences are new, beyond the corpus lines.
func TestRemarksBesideApproval(t *testing.T) {
	plan := "Plan:\n1. In `api/session.go`, add a retry with backoff (3 attempts) around `refreshToken`.\n" +
		"2. Add `TestRefreshRetries` in `api/session_test.go`.\n3. Done when `go test ./api/...` passes.\nProceed?"
	c := New(DefaultConfig())
	tests := []struct {
		reply string
		want  Outcome
	}{
		{"go ahead. don't worry if the suite takes a while, the runners are busy", Confirmed},
		{"ship it. can't wait to close that ticket", Confirmed},
		{"yes do it, I know that code is ugly, don't judge", Confirmed},
		{"go for it. staticcheck is going to flag a lot in there lol", Confirmed},
		{"Approved, go ahead.\n\n--\nPriya Raman\nPlatform Team Lead", Confirmed},
		{"proceed 🚀 I'm heading to lunch and then I'll read the diff", Confirmed},
		{"go ahead. good that it only retries on 5xx", Confirmed},
		{"go ahead. nice catch on refreshToken", Confirmed},
		{"go ahead, exponential backoff is what we use in the billing client too", Confirmed},
		{"go ahead. the build queue is slow today", Confirmed},
		{"go ahead. the gateway already retries once so no config change needed", Confirmed},
		{"go ahead. the pager alert will finally go quiet", Confirmed},
		{"go ahead. note we deploy on fridays in this team", Confirmed},
		{"go ahead. I can't believe we lived without this", Confirmed},
		{"go ahead. reminder to myself to book the room", Confirmed},
		{"go ahead. the gateway already sends a request id", Confirmed},
		{"go ahead, the on-call rota is in the wiki if you need it", Confirmed},
		{"go ahead. After you're done I'll load last night's dump and compare the counts.", Confirmed},
		{"go ahead. so excited for this", Confirmed},
		{"go ahead. thx @assistant", Confirmed},
		{"go ahead. the old clients never complained about it", Confirmed},
		{"go ahead. that retry bit us twice last quarter", Confirmed},
		{"go ahead. this is the retry we talked about after the June outage", Confirmed},
		{"go ahead, the old backoff held up fine in the billing client", Confirmed},
		{"go ahead. the same thing happened on the old cluster in May", Confirmed},
		{"go ahead. I'll review it and then merge to main", Confirmed},
		{"approved - thx @assistant", Confirmed},
		{"go ahead, exponential backoff is what we use in billing too, so it'll be consistent", Confirmed},
		{"go ahead. this flake is why the nightly job gets retried so often", Confirmed},
		// asks for more, restricts, contrasts, reports a defect: a change
		{"go ahead. good that it retries, but also log each attempt", WaitForConfirmation},
		{"go ahead. nice catch, you should add a timeout as well", WaitForConfirmation},
		{"go ahead, no new test needed", WaitForConfirmation},
		{"go ahead. the gateway is broken today", WaitForConfirmation},
		{"go ahead. backoff is what we use, but cap it at 2s", WaitForConfirmation},
		{"go ahead. note you should add a timeout", WaitForConfirmation},
		{"go ahead. for admins", WaitForConfirmation},
		{"go ahead, in one commit", WaitForConfirmation},
		{"go ahead. on the mobile client", WaitForConfirmation},
		{"go ahead. preferably behind a flag", WaitForConfirmation},
		{"go ahead, it'd be nice to log retries", WaitForConfirmation},
		{"go ahead. and jitter", WaitForConfirmation},
		{"go ahead. max two retries", WaitForConfirmation},
		{"go ahead. staging first", WaitForConfirmation},
		{"go ahead. 5 attempts", WaitForConfirmation},
		{"go ahead, it'll break the reports", WaitForConfirmation},
		{"go ahead, it'll be nice to have a metric too", WaitForConfirmation},
		{"go ahead, it'll also need docs", WaitForConfirmation},
		{"go ahead, that'll need a migration", WaitForConfirmation},
		{"go ahead. this bug is why we need a circuit breaker", WaitForConfirmation},
		{"go ahead. that's why the admin client needs it too", WaitForConfirmation},
		{"go ahead. that's why you should add a timeout", WaitForConfirmation},
		{"go ahead thanks and add a metric", WaitForConfirmation},
		{"approved thanks, rename it though", WaitForConfirmation},
		{"go ahead. CI is slow today so bump the timeout", WaitForConfirmation},
		{"go ahead. the gateway already retries, so drop step 2", WaitForConfirmation},
		{"go ahead. the config already has a retries field", WaitForConfirmation},
		{"go ahead. don't worry about the docs", WaitForConfirmation},
		{"go ahead. the retries will hide real outages", WaitForConfirmation},
		{"go ahead. users will hate the delay", WaitForConfirmation},
		{"go ahead. this is the same bug as in the admin client", WaitForConfirmation},
		{"go ahead. nice catch, the admin client has it too", WaitForConfirmation},
		{"go ahead. the admin client will get the same treatment", WaitForConfirmation},
		{"go ahead. smaller PR", WaitForConfirmation},
		{"go ahead. zero downtime", WaitForConfirmation},
		{"go ahead. feature-flagged", WaitForConfirmation},
		{"go ahead, carefully", WaitForConfirmation},
		{"go ahead. same for the admin client", WaitForConfirmation},
		{"go ahead. lol typed errors", WaitForConfirmation},
		{"go ahead. this is a breaking change for the mobile app", WaitForConfirmation},
		{"go ahead. this is too slow for the login path", WaitForConfirmation},
		{"go ahead. it is missing the jitter", WaitForConfirmation},
		{"go ahead. this is fine but the admin client needs it too", WaitForConfirmation},
		{"go ahead. never retry on 4xx", WaitForConfirmation},
		{"go ahead. nobody should call it from the UI", WaitForConfirmation},
		{"looks fine, I'll check with the SRE lead and let you know", WaitForConfirmation},
		{"sounds right, will get back to you after standup", WaitForConfirmation},
		{"go ahead. I'll load the dump, and you add a metric for it", WaitForConfirmation},
		{"go ahead. I'll load the dump, and then also add a metric", WaitForConfirmation},
		{"go ahead. I'll load the dump, and please add a metric", WaitForConfirmation},
		{"go ahead. the same bug already exists in the admin client", WaitForConfirmation},
		{"go ahead. reminder to you to update the docs", WaitForConfirmation},
		{"go ahead. I can't believe we ship without metrics, add a counter", WaitForConfirmation},
		{"go ahead. and add a jitter too", WaitForConfirmation},
		{"go ahead but use a context deadline instead", WaitForConfirmation},
		{"go ahead, only for the mobile client", WaitForConfirmation},
		{"go ahead. make sure the logs don't leak the token", WaitForConfirmation},
		{"go ahead. the tests in api/auth are failing too", WaitForConfirmation},
		{"go ahead. also update the docs", WaitForConfirmation},
		{"go ahead. don't forget the changelog", WaitForConfirmation},
		{"go ahead, skip the new test", WaitForConfirmation},
		{"go ahead, keep the old endpoint", WaitForConfirmation},
		{"go ahead. don't worry about the test, delete it", WaitForConfirmation},
		{"go ahead. the admin client will need the same retry", WaitForConfirmation},
		{"go ahead 👍 then add a metric for the retries", WaitForConfirmation},
		{"go ahead. the docs", WaitForConfirmation},
	}
	for _, tt := range tests {
		t.Run(tt.reply, func(t *testing.T) {
			got := c.Classify(tt.reply, plan, 1).Outcome
			if tt.want == Confirmed {
				assert.Equal(t, Confirmed, got)
				return
			}
			// A change (wait); a reply the rules read as a refusal is
			// no false confirmation either.
			assert.NotEqual(t, Confirmed, got)
		})
	}
}

// TestContinuesOwn: "and"/"then" and a verb goes on with the user's step;
// a clause that addresses the agent, adds or contrasts does not.
func TestContinuesOwn(t *testing.T) {
	tests := []struct {
		clause string
		want   bool
	}{
		{"and compare row counts", true},
		{"then merge it myself", true},
		{"then ping the team", true},
		{"and you add a test", false},
		{"also add a test", false},
		{"and please add a test", false},
		{"and the docs", false},
		{"compare row counts", false},
	}
	for _, tt := range tests {
		t.Run(tt.clause, func(t *testing.T) {
			assert.Equal(t, tt.want, continuesOwn(words(t, tt.clause)))
		})
	}
}

// TestSignalsChange: a clause that is neither an instruction nor a
// statement is a change only with something in it that could change the
// plan.
func TestSignalsChange(t *testing.T) {
	c := New(DefaultConfig())
	plan := func(w string) bool { return w == "retry" || w == "backoff" }
	tests := []struct {
		clause string
		want   bool
	}{
		{"so excited for this", false},
		{"thx @assistant", false},
		{"what a week lol", false},
		{"for admins", true},
		{"preferably behind a flag", true},
		{"the retry first", true},
		{"max two retries", true},
		{"5 attempts", true},
		{"and jitter", true},
		{"ideally with a metric", true},
		{"not the backoff", true},
		{"too aggressive imo", true},
	}
	for _, tt := range tests {
		t.Run(tt.clause, func(t *testing.T) {
			assert.Equal(t, tt.want, signalsChange(c, words(t, tt.clause), plan))
		})
	}
}
