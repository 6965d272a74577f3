package consent

import (
	"strings"
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// TestNamesApproved: the words right after an approval phrase that only
// name what is approved (its object, or the plan's own step restated) are
// no change; naming a thing the plan does not, or adding, limiting,
// ordering or timing the work, is.
func TestNamesApproved(t *testing.T) {
	for _, tc := range []struct {
		text  string
		names bool
	}{
		{"with the retry", true},          // the plan's thing
		{"with the backoff change", true}, // the plan's thing and a pointer
		{"with the rewrite", true},        // a kind of work, the one proposed
		{"with both", true},
		{"to both", false},                        // "yes to both" may pick two items of a longer list                       // all of it
		{"con el retry", true},                    // the same in Spanish
		{"and wrap the consume loop", true},       // the plan's step restated
		{"and add the retry", true},               // the same
		{"with the redis cache", false},           // a thing the plan does not name
		{"with the retry and the metrics", false}, // more than one thing
		{"with the retry first", false},           // an order
		{"with only the retry", false},            // a restriction
		{"and wrap the consume loop too", false},  // an addition
		{"and add a metric", false},               // something new, named indefinitely
		{"and merge it when it's green", false},   // a time on the work
		{"with the retry but not the test", false},
		{"with steps 1 through 3", false},      // a pick of steps
		{"the retry is the right call", false}, // a statement: weighed by remarkOnly
	} {
		t.Run(tc.text, func(t *testing.T) {
			var ws []string
			for _, cl := range lang.Clauses(tc.text) {
				ws = append(ws, cl.Words...)
			}
			related := &remarkLookup{head: remarkPlan, left: maxApprovedLookups}
			assert.Equal(t, tc.names, namesApproved(ws, related))
		})
	}
}

// TestRemarksR9Borders holds the round-9 rules of remarkOnly to both sides:
// a clause in another language that names nothing of the plan and gives no
// value or marker is a remark; thanks in any language is a remark; a
// condition whose consequence is the user's own reaction is a remark.
func TestRemarksR9Borders(t *testing.T) {
	runRemarkCases(t, []remarkCase{
		{"il cliente si lamenta da giorni", true},          // a reason, in Italian
		{"o pessoal do suporte tá esperando", true},        // news, in Portuguese
		{"mi jefe está feliz", true},                       // a feeling, in Spanish
		{"y también el retry para el worker", false},       // an addition, in Spanish
		{"solo el backoff por favor", false},               // a restriction
		{"mais garde le timeout à 500", false},             // a contrast and a value
		{"usa redis pour le cache", false},                 // "use": a change marker of another language
		{"el backoff me parece raro", false},               // names the plan's thing
		{"merci beaucoup", true},                           // thanks, in French
		{"kudos for spotting the ordering issue", true},    // thanks
		{"if the retry breaks I'm blaming the moon", true}, // the user's own reaction
		{"if it works I'll buy you a coffee", true},
		{"if the retry breaks I'll need you to revert", false}, // asks something of the agent
		{"if the retry breaks, roll it back", false},           // a condition on the work
		{"if the retry breaks we revert", false},               // what the team does: a condition
		{"nothing I'd change", true},                           // no change, said
		{"none whatsoever", true},
		{"nothing else to add from me", true},
		{"nothing for the tests though", false}, // names what it is about
		{"none of the backoff", false},
		{"don't change anything else", false}, // an instruction
		{"but no pressure", true},             // a negated qualm
		{"no objections from me", true},
		{"keine Einwände", true},
		{"no retry on the test", false},      // a negated thing of the plan: a restriction
		{"on a totally separate note", true}, // names the talk that follows
		{"funny story", true},
		{"context for you", true},
		{"a note in the README", false},        // a thing to add, named indefinitely
		{"and a changelog note", false},        // the same, added
		{"every run blew up last night", true}, // a quantified subject, in the past
		{"every retry needs a jitter", false},  // a duty in the present
	})
}

// TestRemarksR9BesideApproval reads whole replies with the round-9 rules.
func TestRemarksR9BesideApproval(t *testing.T) {
	classifyReplies(t, remarkPlan, []outcomeCase{
		{"yes, go ahead with the retry", Confirmed},
		{"sure, proceed with the rewrite", Confirmed},
		{"perfect, go ahead with both", Confirmed},
		{"go ahead with the redis cache", WaitForConfirmation},
		{"go ahead with the retry first", WaitForConfirmation},
		{"go ahead and add a metric", WaitForConfirmation},
		{"sí, hazlo. el cliente se queja desde hace días", Confirmed},
		{"sí, hazlo. y también el retry para el scheduler", WaitForConfirmation},
		{"oui vas-y, merci beaucoup", Confirmed},
		{"go ahead. if it breaks I'm blaming the moon", Confirmed},
		{"go ahead. if it breaks, roll it back", WaitForConfirmation},
		{"Nothing I'd change. Carry on.", Confirmed},
		{"go ahead with it, but no pressure", Confirmed},
		{"go ahead, but no retry on the test", WaitForConfirmation},
		{"Funny story, every intern broke that cron last summer. Anyway, go ahead.", Confirmed},
		{"go ahead, and a changelog note", WaitForConfirmation},
		{"I don't see anything to change. Go ahead.", Confirmed},
		{"I don't see anything in the backoff to change. Go ahead.", WaitForConfirmation},
	})
}

// TestOwnPastAndPointedOne: the user's own past effort is no fault of the
// plan's work unless it names the plan's thing or a worry; "that one"
// after an approval points at the plan, "one retry" is a count.
func TestOwnPastAndPointedOne(t *testing.T) {
	for _, tc := range []struct {
		text   string
		remark bool
	}{
		{"I've lost a whole day to this", true}, // the user's own effort
		{"we lost a whole sprint to this bug", true},
		{"I was worried this would touch the billing code", false}, // a risk named, past or not
		{"I was worried the backoff would be too slow", false},     // a worry about the plan's thing
		{"we tried a retry before and it broke prod", false},       // history of the plan's thing
	} {
		t.Run(tc.text, func(t *testing.T) {
			var ws []string
			for _, cl := range lang.Clauses(tc.text) {
				ws = append(ws, cl.Words...)
			}
			assert.Equal(t, tc.remark, remarkOnly(ws, &remarkLookup{head: remarkPlan, left: maxRemarkLookups}))
		})
	}
	for _, tc := range []struct {
		text  string
		names bool
	}{
		{"and do that one", true},
		{"with one retry", false},
	} {
		t.Run(tc.text, func(t *testing.T) {
			ws := lang.Clauses(tc.text)[0].Words
			assert.Equal(t, tc.names, namesApproved(ws, &remarkLookup{head: remarkPlan, left: maxApprovedLookups}))
		})
	}
}

// TestContactsPerson: a condition that only says whom to reach is a note
// about people; one that asks for work on a thing is a condition.
func TestContactsPerson(t *testing.T) {
	for _, tc := range []struct {
		text   string
		remark bool
	}{
		{"also I'm out Monday so ping Marta if anything comes up", true},
		{"also I'm out Monday so call me if anything comes up", true},
		{"also I'm out Monday so ping the health endpoint if anything comes up", false}, // work on a thing
		{"also I'm out Monday so drop the test if anything comes up", false},
	} {
		t.Run(tc.text, func(t *testing.T) {
			var ws []string
			for _, cl := range lang.Clauses(tc.text) {
				ws = append(ws, cl.Words...)
			}
			assert.Equal(t, tc.remark, remarkOnly(ws, &remarkLookup{head: remarkPlan, left: maxRemarkLookups}))
		})
	}
}

// BenchmarkRemarks4KBesideApproval reads a 4 KB reply of remarks of the
// kinds round 9 weighs (the approval's object, a foreign clause, thanks,
// nothing to change, a header, the user's past) beside an approval,
// against the 50 KB benchmark plan: every clause reaches remarkOnly.
func BenchmarkRemarks4KBesideApproval(b *testing.B) {
	c := New(DefaultConfig())
	plan := benchPlan()
	var sb strings.Builder
	sb.WriteString("go ahead with the retry. ")
	for sb.Len() < 4<<10 {
		sb.WriteString("funny story, every intern broke that cron last summer. merci beaucoup. nothing I'd change. " +
			"il cliente si lamenta da giorni. I've lost a whole day to this. ")
	}
	prompt := sb.String()
	want := c.Classify(prompt, plan, 1).Outcome
	b.SetBytes(int64(len(prompt) + len(plan)))
	b.ResetTimer()
	for b.Loop() {
		if r := c.Classify(prompt, plan, 1); r.Outcome != want {
			b.Fatalf("unstable result %+v", r)
		}
	}
}
