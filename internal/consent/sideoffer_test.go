package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestApprovesSideOffer: a reply that names what only the plan message's
// side offer speaks of approves that offer, not the plan; one that names
// the plan's own terms does not. New plans, none from a corpus.
func TestApprovesSideOffer(t *testing.T) {
	plan := "I'll add a `timeout=10` to `fetch_feed()` in `feeds/client.py`; `pytest tests/test_client.py` must pass. " +
		"Go ahead? Also, `client.py` still pins `certifi` to 2019 — I can bump it separately if you want."
	for reply, want := range map[string]bool{
		"yes bump certifi":                  true,
		"yep, do the certifi one":           true,
		"yes, add the timeout":              false,
		"go ahead":                          false,
		"yes, fetch_feed with 10s is right": false,
	} {
		assert.Equal(t, want, approvesSideOffer(reply, plan), reply)
	}
	noted := "Separately, I noticed the CHANGELOG has last year's date. Proceed with the `timeout` change in `feeds/client.py`?"
	assert.True(t, approvesSideOffer("yes fix the changelog date", noted))
	assert.False(t, approvesSideOffer("yes, the timeout change", noted))
	assert.False(t, approvesSideOffer("yes fix it", "Plan: change `a.go`. Proceed?"), "no side offer")
	alt := "Plan: pin `eslint` to 8.57 in `package.json`; `npm run lint` passes. OK? Alternatively I could switch us to Biome Lint Runner."
	assert.True(t, approvesSideOffer("BLR sounds better, let's do that", alt), "an acronym of the alternative")
	assert.False(t, approvesSideOffer("NPM is fine, go", alt))
}

// TestRemainderAfterDeclinedOffer: to "Proceed? Want me to also …?", a
// reply that declines the offer and approves "the rest" approves a part
// it leaves the assistant to work out: a partial approval, to confirm. A
// reply that names the plan's own part approves the plan. New phrasings.
func TestRemainderAfterDeclinedOffer(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll add `retry` to `fetchQuotes` in `src/quotes.ts` (lines 10-30) and `npm test -- quotes` must pass. Proceed? Should I also cache the responses in Redis?"
	for reply, want := range map[string]Outcome{
		"leave redis alone, the rest go ahead":  WaitForConfirmation,
		"no redis. everything else is fine, go": WaitForConfirmation,
		"skip redis, but yes do the retry":      Confirmed,
	} {
		assert.Equal(t, want, c.Classify(reply, plan, 1).Outcome, reply)
	}
}
