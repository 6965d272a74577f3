package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestChoosesEarlier: a reply that names only what an earlier proposal,
// mentioned beside the plan, speaks of chooses it; naming the plan's own
// terms, or adding the earlier one ("too"), does not. New plans and
// replies, none from a corpus.
func TestChoosesEarlier(t *testing.T) {
	plan := "As I mentioned before, the `retry` wrapper in `net/dial.go` could use jitter. For the crash: in `cmd/serve/main.go`, " +
		"`loadTLS` will return the error instead of calling `log.Fatal` (lines 40-52 only); `go test ./cmd/serve` must pass. OK to go?"
	for reply, chooses := range map[string]bool{
		"yes, add the jitter":                true,
		"do the retry wrapper thing":         true,
		"yes, fix loadTLS":                   false,
		"go ahead":                           false,
		"yes, and the jitter too":            false,
		"jitter as well, and the TLS change": false,
		"yes, return the error from loadTLS": false,
	} {
		assert.Equal(t, chooses, choosesEarlier(reply, plan), reply)
	}
	assert.False(t, choosesEarlier("yes, add the jitter", "In `net/dial.go` I'll add jitter to `retry` (lines 5-9) and run `go test ./net`. OK?"),
		"no earlier proposal: the reply names the plan")
}

// TestEarlierChoiceIsNoConsent: the choice reaches the outcome and the
// guidance.
func TestEarlierChoiceIsNoConsent(t *testing.T) {
	c := New(DefaultConfig())
	plan := "Earlier I suggested pinning `pyyaml`; separately, here's the plan: in `app/io.py`, `read_config` will close the file " +
		"with a `with` block (lines 12-20 only), and `pytest tests/test_io.py` should pass. Proceed?"
	r := c.ClassifyConversation([]Turn{{Role: Assistant, Text: plan}}, "yes, pin pyyaml")
	assert.Equal(t, NotConsent, r.Outcome)
	assert.Contains(t, r.Guidance, "proposed earlier")
	assert.Equal(t, Confirmed, c.ClassifyConversation([]Turn{{Role: Assistant, Text: plan}}, "yes, go ahead with read_config").Outcome)
}
