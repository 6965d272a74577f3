package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestAdjustsPlanValueSwap: a short reply that puts its own quantity in
// place of one the plan states — the same kind of number (the same unit
// or notation, about the same size) with another value — adjusts the
// plan, whatever words stand around it (another language, "instead",
// a name of the plan before it). A number of no kind the plan holds, a
// duration, a question or a quantity the plan already says is no
// adjustment. New plans and replies, none from a corpus.
func TestAdjustsPlanValueSwap(t *testing.T) {
	plan := "I'll set `pool.maxIdle` to 12 in `db/config.yaml`, raise the request body cap to 4MB, " +
		"set the JPEG quality to 0.85 and run `make itest`. Proceed?"
	for reply, adjusts := range map[string]bool{
		"maxIdle 20 is plenty":                  true,
		"8MB, our exports are bigger":           true,
		"plutôt 16MB":                           true,
		"besser 0.9":                            true,
		"make the idle pool 24 instead":         true,
		"quality 0.7 please, bandwidth matters": true,
		"4MB sounds right":                      false, // the plan's own value
		"is 8MB enough?":                        false,
		"give me 20 minutes, then we'll see":    false,
		"I have 3 kids and a deadline":          false,
		"ticket 4411 has the background":        false,
		"use a 64MB buffer in nginx instead":    false,
		"we shipped 2.4 last week":              false,
	} {
		assert.Equal(t, adjusts, adjustsPlan(reply, plan), reply)
	}
}

// TestAdjustsPlanAlsoAdds: a reply that opens with "also" and an order
// ("also purge the CDN", "also mention it in the changelog") adds to the
// plan; "also" before a remark, a person or a question does not.
func TestAdjustsPlanAlsoAdds(t *testing.T) {
	plan := "I'll move the thumbnail job in `jobs/thumbs.py` to the `media` queue and run `pytest tests/jobs`. Proceed?"
	for reply, adjusts := range map[string]bool{
		"also purge the old cache keys":           true,
		"also mention the queue in the runbook":   true,
		"oh and also bump the worker count":       true,
		"also the standup moved to 10":            false,
		"also I'm out tomorrow":                   false,
		"also, is the media queue even deployed?": false,
		"also it's raining here lol":              false,
		"also this is taking forever":             false,
	} {
		assert.Equal(t, adjusts, adjustsPlan(reply, plan), reply)
	}
}

// TestDirectsPartHolds: a part of the plan directed and another held
// ("hold the migration", "hold back the docs") is a partial approval;
// "hold on" or "hold off" alone holds the whole plan.
func TestDirectsPartHolds(t *testing.T) {
	plan := "Plan: 1. add the `status` column in `migrations/0042_status.sql`; 2. write the `OrderStatus` handler " +
		"in `api/orders.go`; 3. update `docs/api.md`. Check: `go test ./api/...`. Proceed?"
	for reply, partial := range map[string]bool{
		"write the handler, but hold the migration until the DBA has looked":   true,
		"Do the docs part, hold the column until Thursday's review.":           true,
		"update the docs and hold back the handler, product is still deciding": true,
		"hold on, I need to check with the DBA":                                false,
		"hold off on all of it for now":                                        false,
		"hold the migration, I'm not sure about it":                            false,
	} {
		assert.Equal(t, partial, directsPart(reply, plan), reply)
	}
}

// TestNamesEveryStepAll: "all <count>" and "both", with the plan's whole
// count of listed steps, name the plan as written; a count short of it, a
// second selection or a word that keeps something out names a part.
func TestNamesEveryStepAll(t *testing.T) {
	three := "Plan:\n1. add `retry.go`\n2. wire it into `client.go`\n3. run `go test ./client`\nProceed?"
	two := "Plan:\n1. bump `pgx` in `go.mod`\n2. run `go test ./db`\nOK?"
	for _, c := range []struct {
		reply, plan string
		whole       bool
	}{
		{"yes, go ahead with all three", three, true},
		{"ok do all 3 changes", three, true},
		{"yes, proceed with the 3 steps", three, true},
		{"yes, do both", two, true},
		{"go ahead with both steps", two, true},
		{"yes, do both", three, false},
		{"yes, do all two", three, false},
		{"yes, all three but not the migration", three, false},
		{"do the first three", three, false},
		{"yes, all three of them, then two more later", three, false},
		{"go ahead with both the retry and the wiring", two, false},
	} {
		assert.Equal(t, c.whole, namesEveryStep(c.reply, c.plan), c.reply)
	}
}

// TestDirectsPartRestElsewhere: after a part directed, the rest can be
// held back by naming a later time for it ("the docs tomorrow") or by the
// user taking it ("I'll do the backend part", "I'll run the migration
// myself"): a partial approval. A remark about the user ("I'll be in
// meetings") or a reply that directs no part of the plan is none.
func TestDirectsPartRestElsewhere(t *testing.T) {
	plan := "Plan: 1. fix the `retry` loop in `client/http.go`; 2. add the `backend` metric in `server/metrics.go`; " +
		"3. run the migration `migrations/0009.sql`. Check: `go test ./...`. Proceed?"
	for reply, partial := range map[string]bool{
		"fix the retry loop now, do the metric tomorrow":        true,
		"fix the retry loop, I'll run the migration myself":     true,
		"add the backend metric, I'll do the retry part":        true,
		"fix the retry loop, I'll be in meetings all afternoon": false,
		"fix the retry loop":                  false,
		"make coffee, I'll do the retry part": false,
		"fix the retry loop, then ping me":    false,
	} {
		assert.Equal(t, partial, directsPart(reply, plan), reply)
	}
}

// TestThanksForAnAnswer: after a side question answered between the plan
// and the reply, bare thanks with acknowledgement words ("cool thanks",
// "ok, thank you") thank for the answer: no signal. Right after the plan
// they are read as before, and thanks beside a go-ahead stay a go-ahead.
func TestThanksForAnAnswer(t *testing.T) {
	for _, c := range []struct {
		reply string
		bare  bool
		only  bool
	}{
		{"cool thanks", true, true},
		{"ok, thank you", true, true},
		{"ah nice thx", true, true},
		{"cool thanks", false, false},
		{"cool thanks, go ahead", true, false},
		{"thanks, proceed", true, false},
		{"ok thanks for explaining", false, true},
	} {
		assert.Equal(t, c.only, onlyThanks(c.reply, c.bare), c.reply)
	}
}

// TestDirectsPartByKind: a part named by the kind of work it is ("the
// code fix", "the documentation part", "the tests") names the plan's part
// of that kind when the plan has one; a kind the plan lacks names none.
func TestDirectsPartByKind(t *testing.T) {
	plan := "I'll change `src/cache.ts` to evict by size, document it in `docs/cache.md`, and add a case to " +
		"`cache.test.ts`; `npm test` should pass. Go ahead?"
	noDocs := "I'll change `src/cache.ts` to evict by size and add a case to `cache.test.ts`. Go ahead?"
	for _, c := range []struct {
		reply, plan string
		partial     bool
	}{
		{"do the code fix, hold the test for later", plan, true},
		{"Do the documentation part, but hold the cache change until Friday.", plan, true},
		{"write the tests, skip the docs", plan, true},
		{"do the documentation part, skip the rest", noDocs, false},
		{"do the code fix", plan, false},
	} {
		assert.Equal(t, c.partial, directsPart(c.reply, c.plan), c.reply)
	}
}

// TestPicksOptionWithReason: a pick followed by its reason ("b, it's
// smaller", "the second, since we already run redis") or a lone "instead"
// is still a pick; a pick followed by another order or a question is not
// read as one.
func TestPicksOptionWithReason(t *testing.T) {
	c := New(DefaultConfig())
	plan := "Two options:\nA) cache in `api/cache.go` with an LRU\nB) put `redis` in front of `api/handler.go`\n" +
		"Both run `go test ./api`. Which do you prefer?"
	for reply, picked := range map[string]bool{
		"b, it's less code to own":                     true,
		"B. we'll need redis for sessions anyway":      true,
		"b, it's less code and we're on redis already": true,
		"b, and we'll add a test":                      true,
		"b, and add a test":                            false,
		"go with a instead":                            true,
		"b, and bump the timeout to 5s":                false,
		"b, but is redis even deployed in staging?":    false,
		"b, my cat says hi":                            false,
	} {
		assert.Equal(t, picked, c.picksOption(lang.Clauses(reply), plan), reply)
	}
}
