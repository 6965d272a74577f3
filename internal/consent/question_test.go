package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAskedOf: the kind of the assistant's last question decides what a
// yes answers; new phrasings, none from a corpus.
func TestAskedOf(t *testing.T) {
	for text, want := range map[string]questionKind{
		"I'll bump `lodash` in `package.json`. Proceed?":                                  asksGoAhead,
		"Plan above. Does this work for you?":                                             asksGoAhead,
		"I'll change `a.go`. Or would you rather I pause until the freeze ends?":          asksHoldBack,
		"Changes listed. Should I postpone this to Monday?":                               asksHoldBack,
		"I can do it now. Shall I wait for Dana's review first?":                          asksHoldBack,
		"I'll rewrite `render()`. Would you like a preview of the new function first?":    asksOther,
		"It's because the cache is cold on deploy. Did that clear it up?":                 asksOther,
		"The flag only affects CI. Does that answer your question?":                       asksOther,
		"I'll update `Makefile`.\n\nWant me to walk you through the new target first?":    asksOther,
		"Done with the analysis. I'll edit `x.py` next.":                                  asksGoAhead,
		"I'll bump the pin. Should I run the benchmarks first?":                           asksOther,
		"I'll bump the pin. Any concerns before I start?":                                 asksGoAhead,
		"Steps above. Anything else I should add before I start?":                         asksAnythingElse,
		"That's the list. Did I miss anything?":                                           asksAnythingElse,
		"Is this right? I'll change `x.py` by renaming `f` to `g` and run the tests now.": asksGoAhead,
		"I'll pin the image. One question: are the runners still on Ubuntu 20.04?":        asksFact,
		"Plan above. Quick sanity check — does staging use the same bucket?":              asksFact,
		"I'll add the column. Is there anything else you'd change?":                       asksAnythingElse,
		"I'll add the column. Do you want it to be nullable?":                             asksOption,
		"I'll add the column. Is that ok with you?":                                       asksGoAhead,
		"I'll add the column. Does a Friday deploy suit you?":                             asksGoAhead,
		"I'll add the column. Is it safe to run the migration now?":                       asksGoAhead,
		// Round 2 of the context rules: a question announced as a check
		// before the plan asks a fact, pronouns and all; asides in
		// parentheses are not asked; "look right" judges the plan.
		"Plan above. Before I do: is anything outside this service reading the column?": asksFact,
		"Steps listed.\nQuick check first: is this compiled with -O2 anywhere?":         asksFact,
		"I'll set the env var. Is the runtime on Node 20 (the flag needs it)?":          asksFact,
		"Before I start: does this look right to you?":                                  asksGoAhead,
		"I'll rename it. Does this look good?":                                          asksGoAhead,
		"One question first: is it ok to drop the old index?":                           asksGoAhead,
		"Steps above. Anything you'd do differently?":                                   asksAnythingElse,
		"I'll rename it. Want to look at the diff first?":                               asksOther,
	} {
		assert.Equal(t, want, askedOf(text), text)
	}
}

// TestAnswersQuestionOnly: to a question that is not "go ahead?", a yes
// answers that question; only words that carry the plan out, or (to an
// offer to hold back) an opening no, let the plan go ahead.
func TestAnswersQuestionOnly(t *testing.T) {
	for _, tt := range []struct {
		kind  questionKind
		reply string
		only  bool
	}{
		{asksHoldBack, "please do", true},
		{asksHoldBack, "yeah, Monday is better", true},
		{asksHoldBack, "good idea", true},
		{asksHoldBack, "no, go now", false},
		{asksHoldBack, "nope", false},
		{asksHoldBack, "no need — ship it", false},
		{asksOther, "yes please", true},
		{asksOther, "sure, let me see", true},
		{asksOther, "nope", true},
		{asksOther, "no, just do it", false},
		{asksOther, "yes thanks, proceed", false},
		{asksGoAhead, "yes", false},
	} {
		assert.Equal(t, tt.only, answersQuestionOnly(tt.kind, tt.reply), tt.reply)
	}
}

// TestHoldRefused: to an offer to hold back, a no that refuses the hold
// and then carries the plan out is the plan's go-ahead; anything else is
// read as it is.
func TestHoldRefused(t *testing.T) {
	for prompt, want := range map[string]string{
		"No, don't hold off — go now.":   "go now.",
		"nah go for it":                  "go for it",
		"nope, no need to wait, ship it": "ship it",
		"no":                             "no",
		"no, wait until Friday":          "no, wait until Friday",
		"yes, go ahead":                  "yes, go ahead",
		"nothing to wait for, proceed":   "nothing to wait for, proceed",
	} {
		assert.Equal(t, want, holdRefused(prompt), prompt)
	}
}

// TestNamesAddition: to "Anything else before I start?", a yes that says
// what is an addition; a bare one is not.
func TestNamesAddition(t *testing.T) {
	for prompt, want := range map[string]bool{
		"yes — also log the upstream time": true,
		"yeah, one more: bump the timeout": true,
		"yes":                              false,
		"yes.":                             false,
		"nope, go":                         false,
	} {
		assert.Equal(t, want, namesAddition(prompt), prompt)
	}
}

// TestChecksAnswer: an answer to the user's question that asks whether it
// served is no plan, however concrete its words; the plan before it stays
// the plan.
func TestChecksAnswer(t *testing.T) {
	turns := []Turn{
		{Role: User, Text: "terraform locks"},
		{Role: Assistant, Text: "I'll add `lock_timeout = \"5m\"` to `infra/backend.tf` only; `terraform init` must pass. Proceed?"},
		{Role: User, Text: "why not 10 minutes?"},
		{Role: Assistant, Text: "Only `infra/backend.tf` sets it, and CI passes its own flags, so 5 is enough. Make sense?"},
	}
	assert.True(t, checksAnswer(turns, 3))
	assert.False(t, checksAnswer(turns, 1))
	got := New(DefaultConfig()).ClassifyConversation(turns, "makes sense, go ahead")
	assert.Equal(t, Confirmed, got.Outcome)
	assert.Contains(t, got.Plan, "lock_timeout")
}

// TestJustThePlan: to a question that offers more than the plan, a no
// then "just" and what the plan holds keeps the plan as written; naming
// the addition, or anything after, does not. New plan and replies, none
// from a corpus.
func TestJustThePlan(t *testing.T) {
	plan := "I'll add the `idx_orders_created` index in `db/migrate/0042.sql` and run `make migrate-test`. Should I also vacuum the orders table?"
	q := lastQuestion(plan)
	for reply, keeps := range map[string]bool{
		"no, just the index":              true,
		"nope, only the migrate-test run": true,
		"nah, just that":                  true,
		"no, just the vacuum":             false,
		"no":                              false,
		"no, just the index for now, and ask me later": false,
		"yes, just the index":                          false,
		"no, just the rest":                            false, // a remainder: a part left out, to confirm
	} {
		assert.Equal(t, keeps, justThePlan(reply, plan, q), reply)
	}
}

// TestAnswerToAlso: to "Should I also …?", a bare no declines the offer
// and says nothing of the plan; "both"/"too" with a yes or a go takes both;
// a decline of the offer by name, then a yes to the plan, approves the plan
// as written. New phrasings, none from a corpus.
func TestAnswerToAlso(t *testing.T) {
	plan := "I'll add `retry` to `fetchQuotes` in `src/quotes.ts` (lines 10-30) and `npm test -- quotes` must pass. Should I also cache the responses in Redis?"
	q := lastQuestion(plan)
	for reply, want := range map[string]alsoVerdict{
		"nope.":                                alsoDeclinedOnly,
		"no thanks":                            alsoDeclinedOnly,
		"yes to both":                          alsoPlanApproved,
		"cache them too, and go":               alsoPlanApproved,
		"skip redis, but yes do the retry":     alsoPlanApproved,
		"no, only the retry — go ahead":        alsoPlanApproved,
		"yes, cache them too":                  alsoUnread, // the offer picked: a change to confirm
		"yep, do that too":                     alsoUnread, // "do" takes the offer, not the plan
		"sure, do it as well":                  alsoUnread,
		"do both":                              alsoPlanApproved,
		"no, just the redis part":              alsoUnread,
		"skip redis, but use 3 retries":        alsoUnread,
		"no, wait until the outage is over":    alsoUnread,
		"yes to both, but after the release":   alsoUnread,
		"oh sure, cache it too, what could go": alsoUnread,
		// A remainder approved after a part declined: a partial approval,
		// read by the other rules.
		"skip redis, the rest go ahead":         alsoUnread,
		"no redis. everything else is fine, go": alsoUnread,
		"don't cache, go ahead with the rest":   alsoUnread,
	} {
		assert.Equal(t, want, answerToAlso(reply, plan, q), reply)
	}
	assert.Equal(t, alsoUnread, answerToAlso("nope", plan, "JSON or YAML?"), "a choice between ways is no offer of more")
}

// TestAsksOnlyWhyAsked: a question that wonders at the asking is no
// question about the plan; any other question is. New phrasings.
func TestAsksOnlyWhyAsked(t *testing.T) {
	for reply, want := range map[string]bool{
		"do you really need to ask? go":                 true,
		"why are u asking me, yes obviously":            true,
		"can you ask Dana first? then go":               false,
		"yes, but will you check the index build time?": false,
		"go ahead": false,
	} {
		assert.Equal(t, want, asksOnlyWhyAsked(reply), reply)
	}
}

// TestDeclarativeLeave: a go-ahead in the order of a statement with a
// question mark ("you can begin now?", "You start it, yes?") is how many
// people who learnt English later give leave: it grants, it does not ask.
// A question that adds to the plan or sets a condition still asks, and an
// inverted question is not this rule's. New replies.
func TestDeclarativeLeave(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll add `Cache-Control: no-store` in `web/middleware.go` (only `secureHeaders`, lines 8-15) and run `go test ./web`. Proceed?"
	for reply, want := range map[string]Outcome{
		"you can begin now?":                      Confirmed,
		"Looks fine for me, you may start?":       Confirmed,
		"Good for me. You start it, yes?":         Confirmed,
		"you can proceed without the middleware?": NotConsent,
		"you can also fix the footer?":            WaitForConfirmation,
		"you will run the tests first?":           NotConsent,
		"you can begin now? or wait for QA?":      NotConsent,
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
}
