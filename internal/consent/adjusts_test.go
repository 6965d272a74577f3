package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAdjustsPlan: right after a plan, a reply with no word of approval
// that changes one of the plan's own particulars (a directive on what the
// plan names, a value for one of its settings, a thing of it kept) is an
// adjustment to confirm; a new request of another subject, a question, a
// refusal, a postponement or a replacement of the plan is not. New plan
// and replies, none from a corpus.
func TestAdjustsPlan(t *testing.T) {
	plan := "I'll add a `RateLimiter` to `gateway/limits.go` that allows 100 requests per minute per API key, " +
		"return 429 with a `Retry-After` header, export a `limiter_rejections_total` counter, and run " +
		"`go test ./gateway/...`. Proceed?"
	for reply, adjusts := range map[string]bool{
		"raise the limit to 300 per minute, the mobile app bursts": true,
		"export a histogram of the wait time too":                  true,
		"log each rejection as well":                               true,
		"200 requests, our partners batch their calls":             true,
		"limit 250": true,
		"keep the counter name short, limiter_rejections is enough":   true,
		"rename it to RequestLimiter, we have a Limiter type already": true,
		"return 503 instead of 429, the clients retry that":           true,
		"add a dark mode toggle to the settings page":                 false,
		"what happens to websocket connections":                       false,
		"how would this interact with the CDN?":                       false,
		"leave it, the platform team is replacing the gateway":        false,
		"put it on the board for next sprint":                         false,
		"use envoy's rate limit filter instead":                       false,
		"use redis-cell to count instead of an in-memory map":         false,
		"I'd rather do it in nginx":                                   false,
		"first fix the flaky auth test, then we'll see":               false,
		"thanks, interesting":                                         false,
		"10 minutes, I'm in a meeting":                                false,
		"write the release notes for 2.4":                             false,
	} {
		assert.Equal(t, adjusts, adjustsPlan(reply, plan), reply)
	}
}

// TestAdjustmentWaits: an adjustment right after the plan waits for the
// adjusted plan to be confirmed (a change); after a message in between, or
// with a word of refusal, it does not.
func TestAdjustmentWaits(t *testing.T) {
	c := New(DefaultConfig())
	plan := "I'll set `worker_count` to 16 in `deploy/queue.yaml`, add a `QUEUE_DRAIN_SECONDS=30` env var, and " +
		"check `kubectl rollout status deploy/queue` succeeds. Proceed?"
	r := c.Classify("cap the workers at 8, the node is shared", plan, 1)
	assert.Equal(t, WaitForConfirmation, r.Outcome)
	assert.Equal(t, Change, r.Modification)
	assert.Contains(t, r.Guidance, "adjusted")
	r = c.Classify("drain for 60 seconds too, the jobs are long", plan, 1)
	assert.Equal(t, WaitForConfirmation, r.Outcome)
	r = c.Classify("don't cap the workers, the node is ours", plan, 1)
	assert.Equal(t, NotConsent, r.Outcome)
	r = c.Classify("cap the workers at 8, the node is shared", plan, 5)
	assert.Equal(t, NotConsent, r.Outcome)
}
