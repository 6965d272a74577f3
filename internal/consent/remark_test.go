package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRemarksAnywhere: a statement that asks for nothing (no change verb
// as an instruction, no problem, no wish, no negation of a part of the
// plan) is a remark wherever it stands around a plain approval; one that
// raises a problem or asks for more keeps the reply from confirming. The
// examples are new, beyond the corpus lines.
func TestRemarksAnywhere(t *testing.T) {
	plan := "I'll add an index on `orders.customer_id` in `migrations/0042_orders_customer_idx.sql` " +
		"and nothing else; I'll check with `make migrate-test` that the slow query uses it. OK to proceed?"
	c := New(DefaultConfig())
	tests := []struct {
		reply string
		want  Outcome
	}{
		// remarks before the approval
		{"We had the same index on the old cluster years ago. Go ahead.", Confirmed},
		{"It wasn't obvious to me at first, but it is now. Go ahead.", Confirmed},
		{"Honestly that's what I would have suggested myself. Proceed.", Confirmed},
		{"I'm relieved. Go ahead.", Confirmed},
		// remarks after it, the subject left out
		{"go ahead. will check the dashboards tomorrow", Confirmed},
		{"ship it. i was there the first time it happened", Confirmed},
		// statements that ask for something or raise a problem stay
		{"The reports will break though. Go ahead.", WaitForConfirmation},
		{"Go ahead. But use a partial index on active orders.", WaitForConfirmation},
		{"It wasn't fast enough last time, so add the created_at column too. Go ahead.", WaitForConfirmation},
	}
	for _, tt := range tests {
		t.Run(tt.reply, func(t *testing.T) {
			assert.Equal(t, tt.want, c.Classify(tt.reply, plan, 1).Outcome)
		})
	}
}
