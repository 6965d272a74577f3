package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDirectsPart: a reply that opens by directing a part the plan names
// and holds the rest back is a partial approval; a refusal, a question, a
// condition or a direction with nothing held back is not. New plan and
// replies, none from a corpus.
func TestDirectsPart(t *testing.T) {
	plan := "Plan: 1. add the `retries` option to `client/options.go`; 2. log each retry in `client/do.go`; " +
		"3. update the README example; `go test ./client` must pass. Proceed?"
	for reply, partial := range map[string]bool{
		"add the retries option, leave the README alone":                 true,
		"do the retries option now; the README needs a review from docs": true,
		"please do not add the retries option until Ana reviews it":      false,
		"just the option for now":                                        true,
		"do 1 and 2, README later":                                       true,
		"ok, update the readme first and skip the logging":               true,
		"README only please, no code yet":                                true,
		"no, leave it":                                                   false,
		"don't add retries, we have a proxy for that":                    false,
		"do we even need the retries option? skip it":                    false,
		"only if the proxy can't do it, later":                           false,
		"add the retries option":                                         false,
		"update your résumé, leave the office":                           false,
	} {
		assert.Equal(t, partial, directsPart(reply, plan), reply)
	}
}

// TestDirectsPartOnly: "only" after what a reply directs holds the rest
// back by itself ("the logging only for now", "do the option change only,
// the proxy retries anyway"); "only" in a condition or with nothing of the
// plan named does not. New replies, none from a corpus.
func TestDirectsPartOnly(t *testing.T) {
	plan := "Plan: 1. add the `retries` option to `client/options.go`; 2. log each retry in `client/do.go`; " +
		"3. update the README example; `go test ./client` must pass. Proceed?"
	for reply, partial := range map[string]bool{
		"the README example only for now, the option needs review": true,
		"do the retries option only, docs are frozen this week":    true,
		"README only please":            true,
		"the invoices only for now":     false,
		"only if the proxy can't retry": false,
		"do it only after the release":  false,
	} {
		assert.Equal(t, partial, directsPart(reply, plan), reply)
	}
}
