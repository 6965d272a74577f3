package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPredicateVerb: the word where a plan puts its verb ("I'll …", "we'd
// …", a list item's first word) is the verb of a specific change
// when it is not a vague one, whether or not planWord lists it; a vague
// verb there ("improve", "look into", "tighten") stays vague. New plans,
// none from a corpus.
func TestPredicateVerb(t *testing.T) {
	for plan, change := range map[string]bool{
		"I'll memoize `computeTotals` on the cart id.":                  true,
		"We'll shard the `events` table by tenant.":                     true,
		"I’ll debounce the `onResize` handler to 150 ms.":               true,
		"Plan:\n1. Vendor `left-pad` into `third_party/`\n2. Done.":     true,
		"I'll also transpose the matrix in `rotate()` before the flip.": true,
		"I'll improve `computeTotals`.":                                 false,
		"I'll look into the `events` table.":                            false,
		"I'd rather take another route here.":                           false,
		"We could tighten the caching somewhere.":                       false,
		"Plan:\n1. Better error handling\n2. More logging":              false,
		"The 12 failing specs are in the `billing` suite.":              false,
	} {
		assert.Equal(t, change, Concreteness(plan).Change, plan)
	}
}

// TestScopeBoundaries: a plan bounds what changes by keeping things as
// they are ("keep the API identical", "the schema stays unchanged",
// "leave the same column order"), by "without touching …", "just that
// file", "otherwise", "except"; "unchanged" that describes data, or
// "just" before a verb, bounds nothing. New plans, none from a corpus.
func TestScopeBoundaries(t *testing.T) {
	for plan, scope := range map[string]bool{
		"I'll port the script, keeping the public API identical.": true,
		"The response schema stays unchanged.":                    true,
		"Keep the same column order in the export.":               true,
		"I'll inline the helper without touching the callers.":    true,
		"I'll fix just those three imports.":                      true,
		"No copy edits otherwise.":                                true,
		"Everything except the vendored code gets reformatted.":   true,
		"Empty rows come through the filter unchanged.":           false,
		"I'll just improve the parser.":                           false,
		"I'll speed up the build without much effort.":            false,
	} {
		assert.Equal(t, scope, Concreteness(plan).Scope, plan)
	}
}

// TestSuccessChecks: a plan states success as a label ("Success = …",
// "Done when: …"), a verb of checking with something checkable after it
// ("verify the row counts match", "confirm a PUT returns 403", "make sure
// `npm test` still passes", "diff the output against today's"), or what a
// command should give ("`terraform plan` should show no changes"); a check
// of nothing checkable ("verify it works", "make sure nothing breaks")
// is none. New plans, none from a corpus.
func TestSuccessChecks(t *testing.T) {
	for plan, success := range map[string]bool{
		"Success = the importer reads all 40 fixture files.":           true,
		"I'll verify the row counts match yesterday's snapshot.":       true,
		"Then confirm an unsigned request gets 401.":                   true,
		"I'll make sure `npm run build` and the e2e smoke still pass.": true,
		"I'll diff the rendered HTML against the current output.":      true,
		"`terraform plan` should show no changes for prod.":            true,
		"I'll validate with `helm lint charts/api`.":                   true,
		"I'll verify it works.":                                        false,
		"I'll make sure nothing breaks.":                               false,
		"I'll validate the email field in the form.":                   false,
		"We should rename the column.":                                 false,
	} {
		assert.Equal(t, success, Concreteness(plan).Success, plan)
	}
}

// TestTieWaits: a plan of two criteria is at best a wait, whatever the
// approval; of three, a plain go-ahead confirms it (issue 4, step 3).
func TestTieWaits(t *testing.T) {
	c := New(DefaultConfig())
	two := "I'll switch `cache/store.go` to `sync.Map`. Proceed?"
	three := "I'll switch `cache/store.go` to `sync.Map`, keeping the `Store` interface identical. Proceed?"
	four := three[:len(three)-len(" Proceed?")] + " I'll verify the race detector stays quiet on `go test -race ./cache`. Proceed?"
	for plan, want := range map[string]Outcome{two: WaitForConfirmation, three: Confirmed, four: Confirmed} {
		r := c.Classify("go ahead", plan, 1)
		assert.Equal(t, want, r.Outcome, plan)
	}
	assert.Equal(t, 2, Concreteness(two).Score())
}
