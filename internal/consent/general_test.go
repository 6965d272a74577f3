package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestGeneralClasses holds new examples, beyond the corpus lines, for the
// rules generalized after writer D's first run: a negative word that is
// the object or purpose of a request, intensifiers and cheers beside a
// yes, and trial phrases of consent.
func TestGeneralClasses(t *testing.T) {
	plan := "Plan: in `db/migrate/0007_split_accounts.sql` create `account_settings`, copy `theme` and `tz` " +
		"from `accounts`, then drop those columns. Only this file. Check: `make db-test` passes. OK?"
	classifyReplies(t, plan, []outcomeCase{
		{"yes, but leave the old columns in place for a rollback", WaitForConfirmation},
		{"sure, but keep a backup table to undo it if needed", WaitForConfirmation},
		{"no, roll back the last migration first", NotConsent},
		{"yes ofc", Confirmed},
		{"yeah obviously", Confirmed},
		{"yes, small migrations ftw", Confirmed},
		{"let's give it a go", Confirmed},
		{"try it", Confirmed},
		{"yes obviously, but drop tz too", WaitForConfirmation},
		// a change, then the rest of the plan approved in other words
		{"copy tz as a string, other than that lgtm", WaitForConfirmation},
		{"skip theme for now, everything else as proposed", WaitForConfirmation},
		{"keep the old columns; apart from that same plan", WaitForConfirmation},
	})
}

// TestQuestionNamingAValue: a question in between that names one of the
// plan's values ("why 500?") is about the plan, which stays current; one
// that names nothing of it is a different request.
func TestQuestionNamingAValue(t *testing.T) {
	c := New(DefaultConfig())
	plan := "Plan: raise `pool_size` in `db/config.py` from 10 to 40, nothing else; `pytest tests/db` must pass. Go ahead?"
	turns := func(q string) []Turn {
		return []Turn{
			{Role: "user", Text: "db connections time out under load"},
			{Role: "assistant", Text: plan},
			{Role: "user", Text: q},
			{Role: "assistant", Text: "Each worker holds up to 4 connections and we run 10 workers."},
		}
	}
	assert.Equal(t, Confirmed, c.ClassifyConversation(turns("why 40?"), "makes sense, go ahead").Outcome)
	assert.NotEqual(t, Confirmed, c.ClassifyConversation(turns("how do I list open ports on mac?"), "makes sense, go ahead").Outcome)
}

// TestObjectionWithWhatItIs: a "yes" to "Any objections?" followed by
// what the objection asks (a change or a question) is the plan with a
// modification (wait); a bare objection, a worry or someone else's
// precondition is no consent.
func TestObjectionWithWhatItIs(t *testing.T) {
	plan := "I'll set `retry_limit` to 5 in `worker/config.toml` and nothing else; `cargo test -p worker` must pass. Any objections?"
	c := New(DefaultConfig())
	for reply, want := range map[string]Outcome{
		"yes, make it 3 instead":                    WaitForConfirmation,
		"yeah: keep the backoff as it is please":    WaitForConfirmation,
		"yes, why 5 and not 3?":                     WaitForConfirmation,
		"yes, retries make the queue worse":         NotConsent,
		"yes, ops must review config changes first": NotConsent,
		"yes, I do": NotConsent,
		"yes, but don't touch it, it's not our file": NotConsent,
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
}
