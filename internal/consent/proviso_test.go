package consent

import (
	"strings"
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"

	"github.com/stretchr/testify/assert"
)

// TestProviso: an approval that carries a proviso in its own clause
// ("as long as", "so long as", "provided", "on condition that", "only
// if") is a change to confirm. New replies, none from a corpus.
func TestProviso(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll add a `retry_budget` setting to `config/server.toml` (default 3) and read it in `internal/server/retry.go`, then run `go test ./internal/server`. Proceed?"
	for reply, want := range map[string]Outcome{
		"no objections so long as the default stays at 3":             WaitForConfirmation,
		"go for it as long as nothing else in server.toml moves":      WaitForConfirmation,
		"sure thing, provided that the old behaviour is unchanged":    WaitForConfirmation,
		"fine by me on condition that it is documented":               WaitForConfirmation,
		"ok, do it — but only if the tests stay green on windows too": WaitForConfirmation,
		"approved, on the condition that you keep the env override":   WaitForConfirmation,
		"yes, proceed":             Confirmed,
		"no objections, go for it": Confirmed,
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
}

// TestSetsProviso: the border of a proviso: "as long as" of memory or of
// time, "provided" as a verb, and a bare "as long" set no term.
func TestSetsProviso(t *testing.T) {
	for reply, want := range map[string]bool{
		"go ahead as long as the flag defaults to off":           true,
		"fine so long as it's behind the flag":                   true,
		"yes provided the old path still works":                  true,
		"ok providing that nobody else is on call":               true,
		"approved on condition that it ships dark":               true,
		"do it but only if the bench holds":                      true,
		"take as long as you need":                               false,
		"it has been broken as long as i can remember":           false,
		"go ahead with the plan you provided":                    false,
		"the steps you've provided look right":                   false,
		"it took as long as it takes":                            false,
		"go ahead, it is only a small change":                    false,
		"we kept it on for as long as the old server was around": true, // a reader's doubt: kept as a term
	} {
		assert.Equal(t, want, setsProviso([]lang.Clause{{Words: strings.Fields(reply)}}), reply)
	}
}

// TestYesToOwnReport: a yes run on into the user's account of a deed of
// their own ("yes I ran it", "yeah that's what we did") agrees with that
// account and approves nothing; an approval beside the account, a yes
// that stands apart, and agreement put in the past are read as before.
func TestYesToOwnReport(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll move the date helpers from `src/util.js` into `src/date.js`, update the three imports, and run `npm test`. Shall I go ahead?"
	for reply, want := range map[string]Outcome{
		"yep I already checked the imports last night": NotConsent,
		"yes that's what we did in the mobile app":     NotConsent,
		"yeah we tested that on staging":               NotConsent,
		"yep, I tried that approach last month":        NotConsent,
		"yes that's exactly what we did for the api":   NotConsent,
		"yes, that's what I had in mind":               Confirmed,
		"yes I checked the imports, go ahead":          Confirmed,
		"yeah I looked it over. looks good, proceed":   Confirmed,
		"yes. we moved the string helpers":             Confirmed,
		"yeah that's what I meant":                     Confirmed,
		"yes I agree":                                  Confirmed,
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
}

// TestReportsDeed: the account of a deed done that a run-on yes agrees
// with; thought, wish and assent are no deed.
func TestReportsDeed(t *testing.T) {
	for ws, want := range map[string]bool{
		"i ran the lint":           true,
		"we already deployed it":   true,
		"that's what i did before": true,
		"i just pushed a fix":      true,
		"i agreed with that":       false,
		"that's what i meant":      false,
		"i think so":               false,
		"you ran it":               false,
		"that's what we wanted":    false,
		"go ahead":                 false,
	} {
		assert.Equal(t, want, reportsDeed(strings.Fields(ws)), ws)
	}
}

// TestDeclarativeLeaveNeedsObject: "you can do it?" gives leave in the
// order of a statement; "you can do?" lacks the object of "do" and asks
// whether it can be done.
func TestDeclarativeLeaveNeedsObject(t *testing.T) {
	for ws, want := range map[string]bool{
		"you can do it":       true,
		"you can do this now": true,
		"you can proceed":     true,
		"you can do":          false,
		"you can do now":      false,
	} {
		assert.Equal(t, want, leaveStatement(strings.Fields(ws)), ws)
	}
	c := New(DefaultConfig())
	plan := "I'll add an index on `orders.created_at` in a new migration `db/migrate/0042_orders_idx.rb` and run `bin/rails db:migrate`. OK to proceed?"
	assert.Equal(t, WaitForConfirmation, c.Classify("fine for me. you can do?", plan, 1).Outcome)
	assert.Equal(t, Confirmed, c.Classify("fine for me. you can do it?", plan, 1).Outcome)
}

// TestTakesOver: an approval beside the user taking the whole plan over
// ("lgtm but I'll do it myself") is no go-ahead; a pronoun after
// something else named, another deed, or a step of the user's own after
// the work are read as before.
func TestTakesOver(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll move the date helpers from `src/util.js` into `src/date.js`, update the three imports, and run `npm test`. Shall I go ahead?"
	for reply, want := range map[string]Outcome{
		"looks right, I'll handle it myself":        NotConsent,
		"fine, we'll take care of that ourselves":   NotConsent,
		"good plan. let me do it then":              NotConsent,
		"lgtm, I'll merge it after":                 Confirmed,
		"yes go ahead, I will review it afterwards": Confirmed,
		"go ahead": Confirmed,
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
	for reply, want := range map[string]bool{
		"lgtm but i'll do it myself":                                    true,
		"ok i'll take it from here":                                     true,
		"sure i will finish this":                                       true,
		"skip the spec i'll write it myself":                            false,
		"ship it the staging cert expires soon i'll handle that myself": false,
		"lgtm i'll do it differently":                                   false,
	} {
		assert.Equal(t, want, c.takesOver([]lang.Clause{{Words: strings.Fields(reply)}}), reply)
	}
}

// TestApprovesWhen: a go-ahead followed by "when" and an event ("go ahead
// when the freeze ends") holds only later: a change to confirm; "when"
// of the assistant's own time gives leave now, and a "when" that
// describes, away from the approval, is not read.
func TestApprovesWhen(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll add a `timeout_ms` field to `config/http.yaml` (default 5000), read it in `pkg/http/client.go` `NewClient`, and run `go test ./pkg/http/...`. OK to proceed?"
	for reply, want := range map[string]Outcome{
		"go ahead when the code freeze lifts": WaitForConfirmation,
		"do it when Omar is back from leave":  WaitForConfirmation,
		"yes when the new release is out":     WaitForConfirmation,
		"proceed when the dashboard is green": WaitForConfirmation,
		"go ahead when you're ready":          Confirmed,
		"proceed when ready":                  Confirmed,
		"go for it when you can":              Confirmed,
		"go ahead when it suits you":          Confirmed,
		"go ahead as soon as the tag is cut":  WaitForConfirmation,
		"go ahead as soon as you can":         Confirmed,
		"yes please":                          Confirmed,
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
}
