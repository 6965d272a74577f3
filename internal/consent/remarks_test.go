package consent

import (
	"strings"
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// remarkPlan is the plan the remark tables are read against.
const remarkPlan = "I'll change `internal/queue/worker.go`: wrap the `Consume` loop in a retry with backoff " +
	"(3 attempts, 200ms base) and add `TestConsumeRetries` in worker_test.go. Only that file and its test. " +
	"Check: `go test ./internal/queue` passes. Proceed?"

// TestRemarkOnlyBorders holds remarkOnly to both sides of each border: a
// statement beside an approval is a remark unless it acts on the plan.
func TestRemarkOnlyBorders(t *testing.T) {
	runRemarkCases(t, []remarkCase{
		// people, feelings, news, stories: remarks
		{"the billing folks are going to throw a party", true},
		{"I'm at the dentist till noon", true},
		{"my daughter learned to ride a bike yesterday", true},
		{"the sprint demo is on thursday", true},
		{"fyi I'll be on a plane most of tomorrow", true},
		// the same shapes, acting on the plan: changes
		{"the billing folks want the backoff at 1s", false},   // a value for the plan's thing
		{"I'm fine with it if the tests stay green", false},   // a condition
		{"we should name it TestRetryConsume", false},         // a duty on "we"
		{"you can drop the test for now", false},              // directs the agent
		{"the consume loop lives in runner.go now", false},    // corrects the premise
		{"the worker has a second copy of that loop", false},  // the same thing elsewhere
		{"the backoff feels too aggressive", false},           // judges a part
		{"a metric on retries would be nice", false},          // a wish
		{"the queue package enforces a 100ms timeout", false}, // a fact in the present about things
		{"but I'm not sure about the backoff", false},         // contrast
		{"dry run first", false},                              // a fragment may name how
		{"nice touch on the test name", true},                 // praise with no verb
		{"nice, and the README", false},                       // an addition with no verb
		{"the staging cluster got new nodes so we should be fine", true},
		{"the backoff should be configurable", false},
		{"cascade is what we want", true},
		{"cascade is what we want, but not on the audit table", false},
		{"if I go quiet that's why", true},
		{"if the build is slow use the cache", false},
		{"also I'm going for coffee", true},
		{"also the changelog", false},
		{"they hate the billing dashboard", true},               // a feeling about a thing
		{"they hate the consume loop", false},                   // a feeling about the plan's own thing: doubt
		{"they call the consume loop from the cron job", false}, // how a thing is used: a fact
		{"flag cleanup is my favorite kind of chore", true},     // a judgement
		{"thanks for digging into this", true},
		{"we only need the retry on the consume loop", false}, // the plan narrowed
		{"those billing dashboards flapped all night", true},  // a demonstrative subject and its verb, in the past
		{"those billing dashboards flap every night", false},  // the same in the present: a fact, doubt
		{"that consume loop has been flaky for months", true}, // the plan's own problem, the reason
		{"that consume loop is flaky in the billing worker too", false},
	})
}

// TestRemarkBesideApproval reads whole replies: a remark leaves a high
// approval confirmed; a statement that acts on the plan asks again; a
// remark beside a medium approval still asks (when in doubt it is not
// consent).
func TestRemarkBesideApproval(t *testing.T) {
	classifyReplies(t, remarkPlan, []outcomeCase{
		{"go ahead. the billing folks are going to throw a party", Confirmed},
		{"yes please. my daughter learned to ride a bike yesterday", Confirmed},
		{"do it. the sprint demo is on thursday", Confirmed},
		{"go ahead. the consume loop lives in runner.go now", WaitForConfirmation},
		{"go ahead. the worker has a second copy of that loop", WaitForConfirmation},
		{"yes. the queue package enforces a 100ms timeout", WaitForConfirmation},
		{"yes. we should name it TestRetryConsume", WaitForConfirmation},
		{"ok. the billing folks are going to throw a party", WaitForConfirmation},
	})
}

// TestExpectsWell: a prediction that all will be well is no duty.
func TestExpectsWell(t *testing.T) {
	for _, tc := range []struct {
		ws   []string
		i    int
		want bool
	}{
		{[]string{"so", "we", "should", "be", "fine"}, 2, true},
		{[]string{"it", "should", "be", "quick"}, 1, true},
		{[]string{"it", "should", "be", "configurable"}, 1, false},
		{[]string{"we", "should", "use", "it", "more"}, 1, false},
	} {
		assert.Equal(t, tc.want, expectsWell(tc.ws, tc.i), tc.ws)
	}
}

// TestRemarkLookupBudget: once the budget is spent, a statement counts as
// touching the plan (a change), and never as the plan's own problem.
func TestRemarkLookupBudget(t *testing.T) {
	l := &remarkLookup{head: remarkPlan, left: 1}
	assert.False(t, l.has("party"))
	assert.False(t, l.has("party"), "a word looked up before keeps its answer")
	assert.True(t, l.has("billing"), "a spent budget counts the word as the plan's")
	assert.False(t, l.surely("consume"), "a spent budget proves nothing")
	ws := []string{"the", "billing", "folks", "are", "going", "to", "throw", "a", "party"}
	assert.False(t, remarkOnly(ws, &remarkLookup{head: remarkPlan}), "no budget: doubt")
	assert.True(t, remarkOnly(ws, &remarkLookup{head: remarkPlan, left: maxRemarkLookups}))
}

// TestNegatedRemark: a negation after a statement's subject is weighed
// like the statement without it; one that opens the clause restricts.
func TestNegatedRemark(t *testing.T) {
	for _, tc := range []struct {
		text   string
		remark bool
	}{
		{"I didn't even know the billing folks had a party", true},   // the user's own story
		{"the mobile team didn't complain about it last year", true}, // news of the past
		{"I don't want the backoff", false},                          // a wish about the plan's thing
		{"the consume loop doesn't retry on timeouts", false},        // a fact about the plan's thing
		{"we don't use the queue package anymore", false},            // corrects the premise
		{"not the test", false},                                      // a negation that opens the clause
	} {
		t.Run(tc.text, func(t *testing.T) {
			ws := lang.Clauses(tc.text)[0].Words
			i := 0
			for i < len(ws) && negatorLen(ws, i) == 0 {
				i++
			}
			if i == len(ws) {
				t.Fatalf("no negation in %q", tc.text)
			}
			related := &remarkLookup{head: remarkPlan, left: maxRemarkLookups}
			assert.Equal(t, tc.remark, negatedRemark(ws, i, negatorLen(ws, i), related))
		})
	}
	classifyReplies(t, remarkPlan, []outcomeCase{
		{"go ahead. I didn't even know the billing folks had a party", Confirmed},
		{"go ahead. we don't use the queue package anymore", WaitForConfirmation},
		{"yes, but not the test", WaitForConfirmation},
	})
}

// TestRestrictsPlanPast: "only" and "just" in a story of the past narrow
// the past, not the plan.
func TestRestrictsPlanPast(t *testing.T) {
	assert.False(t, restrictsPlan(lang.Clauses("last time we only found the race in prod")[0].Words))
	assert.True(t, restrictsPlan(lang.Clauses("we only want the race fixed in prod")[0].Words))
}

// BenchmarkRemarksBesideApproval is an approval beside many statements
// that reach remarkOnly (each weighed at its clause's end, the plan looked
// up within remarkLookup's budget) against the 50 KB plan.
func BenchmarkRemarksBesideApproval(b *testing.B) {
	plan := benchPlan()
	var sb strings.Builder
	sb.WriteString("Yes, go ahead. ")
	for sb.Len() < 4<<10 {
		sb.WriteString("The billing folks are going to throw a party. My daughter learned to ride a bike yesterday. " +
			"I didn't even know the dashboards had a dark mode. ")
	}
	prompt := sb.String()
	c := New(DefaultConfig())
	b.SetBytes(int64(len(prompt)))
	b.ReportAllocs()
	for b.Loop() {
		c.Classify(prompt, plan, 1)
	}
}

// remarkCase is a clause and whether remarkOnly reads it as only a remark
// beside an approval of remarkPlan.
type remarkCase struct {
	text   string
	remark bool
}

// runRemarkCases checks remarkOnly on the words of each case's text, with
// the plan lookups' full budget.
func runRemarkCases(t *testing.T, cases []remarkCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.text, func(t *testing.T) {
			var ws []string
			for _, cl := range lang.Clauses(tc.text) {
				ws = append(ws, cl.Words...)
			}
			assert.Equal(t, tc.remark, remarkOnly(ws, &remarkLookup{head: remarkPlan, left: maxRemarkLookups}))
		})
	}
}
