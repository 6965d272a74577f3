package consent

import (
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// TestFailureCondition: a condition names a failure of the work, or not.
func TestFailureCondition(t *testing.T) {
	for _, s := range []string{"if the migration fails", "when anything breaks", "in case the script errors out",
		"if it goes wrong", "if the deploy blows up", "when the build goes red"} {
		_, f := failureCondition(lang.Clauses(s)[0].Words)
		assert.GreaterOrEqual(t, f, 0, s)
	}
	for _, s := range []string{"if in doubt", "if you're not sure", "when the tests pass", "if it doesn't fail",
		"the build fails", "if the page looks broken up close"} {
		_, f := failureCondition(lang.Clauses(s)[0].Words)
		assert.Negative(t, f, s)
	}
}

// BenchmarkDropContingencies is the pass over a 4 KB reply's clauses.
func BenchmarkDropContingencies(b *testing.B) {
	cls := lang.Clauses(benchPrompt())
	b.ReportAllocs()
	for b.Loop() {
		dropContingencies(cls)
	}
}
