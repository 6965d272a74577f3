package starter

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Each kind's starter config names the schema and runs the built-in gate
// first.
func TestJSONStartsWithTheBuiltInGate(t *testing.T) {
	p := Project{Gates: []Gate{{Name: `we"ird`, Command: "make test", Timeout: "1m"}}}
	out := string(p.JSON())
	assert.Contains(t, out, `"$schema": "`+SchemaURL+`"`)
	assert.Contains(t, out, `"gates": ["plan-compliance", "we\"ird"]`)
}
