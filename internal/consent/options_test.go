package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestOptionPicks: a reply that picks one of the alternatives a plan offers
// is a partial approval (wait), whatever words of choosing surround the
// label; picking all of them, or saying more than the pick, is not read as
// a pick. The examples are new, beyond the corpus lines.
func TestOptionPicks(t *testing.T) {
	lettered := "Two ways to stop the duplicate webhook deliveries in `hooks/stripe.go`:\n" +
		"(a) dedupe on the event ID in a `processed_events` table, or\n" +
		"(b) make `applyCharge` idempotent with an upsert.\nI'd check with `go test ./hooks/...`."
	named := "Option A: cache the parsed config in `config.Load`.\nOption B: parse lazily on first use.\nWhich do you prefer?"
	numbered := "There are two options for the cache eviction:\n1. LRU with a 10k cap in `cache/lru.go`\n2. TTL of 5 minutes in `cache/ttl.go`\n"
	either := "I can either pin `urllib3<2` in requirements.txt or port the adapter in `http/session.py` to the v2 API."
	steps := "Plan: 1. rename `fetchAll` to `fetchPages` in api.ts 2. update the two callers. Tests: `npm test`."
	c := New(DefaultConfig())
	tests := []struct {
		reply, plan string
		want        Outcome
	}{
		{"a it is", lettered, WaitForConfirmation},
		{"(b) please", lettered, WaitForConfirmation},
		{"I'll take b", lettered, WaitForConfirmation},
		{"yes, b. go ahead", lettered, WaitForConfirmation},
		{"go with the first one", lettered, WaitForConfirmation},
		{"option B, please", named, WaitForConfirmation},
		{"A sounds better to me", named, WaitForConfirmation},
		{"2 please", numbered, WaitForConfirmation},
		{"let's do the second", numbered, WaitForConfirmation},
		{"the latter", either, WaitForConfirmation},
		{"both, go ahead", named, WaitForConfirmation}, // alternatives combined: a pick to confirm
		{"both pls", lettered, WaitForConfirmation},
		{"all of them", numbered, WaitForConfirmation},
		{"b I think", lettered, WaitForConfirmation},
		{"go with a smaller batch size", lettered, NotConsent},
		{"b? what about the old rows?", lettered, NotConsent},
	}
	for _, tt := range tests {
		t.Run(tt.reply, func(t *testing.T) {
			assert.Equal(t, tt.want, c.Classify(tt.reply, tt.plan, 1).Outcome)
		})
	}
	// A plan of steps offers no alternatives: the rule does not read it.
	assert.False(t, offersAlternatives(steps))
	for _, p := range []string{lettered, named, numbered, either} {
		assert.True(t, offersAlternatives(p), p)
	}
}

// TestAlternativesAreAPlan: a message that lays out alternatives without
// the words of an offer ("Option 1: … Option 2: …"), after a user's
// question, is the plan a pick answers.
func TestAlternativesAreAPlan(t *testing.T) {
	c := New(DefaultConfig())
	turns := []Turn{
		{Role: User, Text: "how should we deal with the slow report query"},
		{Role: Assistant, Text: "Option 1: add an index on `orders(created_at)` in `db/migrate/0099_orders_idx.sql`. " +
			"Option 2: cache `monthly_totals()` in `reports/cache.py` for 10 minutes. Either way `pytest tests/reports` should pass."},
	}
	got := c.ClassifyConversation(turns, "option 2 please")
	assert.NotEqual(t, NoPlan, got.Proximity)
	assert.Equal(t, WaitForConfirmation, got.Outcome)
}

// TestPickOfTheRecommendedOption: when the question proposes one option
// ("Shall I go with option 2?"), picking that option answers it yes;
// picking another is a pick to confirm.
func TestPickOfTheRecommendedOption(t *testing.T) {
	plan := "Two options for the stale cache in `api/cache.go`:\n1. Invalidate on write in `Store.Put`.\n2. Shorten the TTL to 30s in `config/cache.yaml`.\n" +
		"I'd go with 2: only `cache.yaml` changes, and `go test ./api/...` should pass. Shall I go with option 2?"
	c := New(DefaultConfig())
	assert.Equal(t, Confirmed, c.Classify("yes, option 2", plan, 1).Outcome)
	assert.Equal(t, Confirmed, c.Classify("go with 2", plan, 1).Outcome)
	assert.Equal(t, WaitForConfirmation, c.Classify("option 1 please", plan, 1).Outcome)
	assert.Equal(t, "2", recommendedOption(plan))
	assert.Equal(t, "", recommendedOption("I'll run 2 workers. Proceed?"))
}

// TestPicksAlternative: a bare pick of one named alternative against
// replies that say more, ask, or answer a question that offers none.
// New wording.
func TestPicksAlternative(t *testing.T) {
	q := "Which format should the export use: parquet or csv?"
	for reply, want := range map[string]bool{
		"parquet":                   true,
		"csv please":                true,
		"let's go with the parquet": true,
		"parquet, and gzip it":      false,
		"parquet?":                  false,
		"either":                    false,
		"go ahead":                  false,
	} {
		assert.Equal(t, want, picksAlternative(reply, q), reply)
	}
	assert.False(t, picksAlternative("parquet", "Shall I write parquet files?"), "no alternatives offered")
}
