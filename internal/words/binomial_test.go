package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBinomialStaysOneClause: the "and" of a binomial joins words, not
// clauses; any other "and" still opens a clause (round 21).
func TestBinomialStaysOneClause(t *testing.T) {
	for _, k := range []struct {
		text    string
		clauses int
	}{
		{"we've been going back and forth on this for an hour", 1},
		{"we went round and round on it all morning", 1},
		{"I've asked over and over", 1},
		{"weighed the pros and cons already", 1},
		{"it's trial and error at this point", 1},
		// Not binomials.
		{"go ahead and add a test", 2},
		{"do it now and then run the tests", 3},
		{"go back and fix the header", 2},
		{"and and", 2},
	} {
		assert.Len(t, Clauses(k.text), k.clauses, k.text)
	}
}
