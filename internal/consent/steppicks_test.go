package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPicksSteps: a reply that picks some of the plan's numbered steps by
// number, in any language, is a partial approval; the whole plan by
// number or count, numbers that are values, a question about a step, a
// step held back alone, and a number beyond the plan are not. New plan
// and replies, none from a corpus.
func TestPicksSteps(t *testing.T) {
	plan := "Plan:\n1. Add `retries` to `client/options.go`.\n2. Log each retry in `client/do.go`.\n" +
		"3. Update the README example.\n4. Run `go test ./client`; it must pass.\n\nProceed?"
	for reply, pick := range map[string]bool{
		"2 and 3 only for now, the readme can wait": true,
		"just 1 please":   true,
		"steps 1 & 2 pls": true,
		"do step 3 first, we'll see about the rest":       true,
		"haz solo el paso 1, lo demás después":            true,
		"fais seulement l'étape 2":                        true,
		"Nur Schritt 1 und 2 bitte, den Rest später.":     true,
		"só o 3 por enquanto":                             true,
		"сделай пункт 1 и 2, остальное потом":             true,
		"1と3だけお願いします。":                                    true,
		"只做第2步，别的先不要":                                     true,
		"先做1和2，其他的以后再说":                                   true,
		"zrób tylko krok 2":                               true,
		"1-2 only":                                        true,
		"1, 2, 3 and 4":                                   false, // every step: the plan as written
		"do all 4":                                        false, // a count of the whole plan
		"why is step 2 needed?":                           false,
		"skip 3":                                          false, // held back, nothing picked
		"wait 2 minutes and then tell me":                 false,
		"retry 3 times":                                   false,
		"500 is ok":                                       false,
		"do 7 and 8":                                      false, // no such steps: values, not steps
		"no, stop":                                        false,
		"cap it at 2 workers":                             false,
		"2 ? really":                                      false,
		"oh sure, just 1, what could possibly go wrong 🙄": false,
	} {
		assert.Equal(t, pick, picksSteps(reply, plan), reply)
	}
	assert.False(t, picksSteps("just 1 please", "Plan: add retries to `client/options.go` and log them. Proceed?"),
		"a plan with no numbered steps has none to pick")
}

// TestPicksStepsOutcome: a pick of steps is wait_for_confirmation, never a
// refusal and never the plan as written.
func TestPicksStepsOutcome(t *testing.T) {
	plan := "Plan:\n1. Add `retries` to `client/options.go` (max 3, backoff 200ms).\n2. Log each retry in `client/do.go`.\n" +
		"3. Update the README example.\n4. Run `go test ./client`; it must pass.\n\nProceed?"
	c := New(DefaultConfig())
	for _, reply := range []string{
		"1 and 2 only for now, the README can wait",
		"fai solo il punto 1, il README lo aggiorna Marco",
		"Nur Schritt 2 bitte, den Rest später.",
		"solo el 1 y el 2 por ahora",
	} {
		got := c.Classify(reply, plan, 1)
		assert.Equal(t, WaitForConfirmation, got.Outcome, reply)
		assert.Equal(t, Partial, got.Modification, reply)
	}
}

// TestDirectsPartForeignOnly: "only"/"just" of other languages with a part
// the plan names is a partial approval, as the English word is; with
// nothing of the plan named, or in a condition, it is not.
func TestDirectsPartForeignOnly(t *testing.T) {
	plan := "Plan: 1. add the `retries` option to `client/options.go`; 2. log each retry in `client/do.go`; " +
		"3. update the README example; `go test ./client` must pass. Proceed?"
	for reply, partial := range map[string]bool{
		"solo el README por ahora":            true,
		"nur die retries bitte":               true,
		"seulement le README, pas le logging": true,
		"só o retries por enquanto":           true,
		"sadece README":                       true,
		"README saja":                         true,
		"solo mi cumpleaños":                  false,
		"nur wenn der proxy es nicht kann":    false,
		"ask Jen about the README":            false,
	} {
		assert.Equal(t, partial, directsPart(reply, plan), reply)
	}
}
