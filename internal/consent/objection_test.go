package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestObjectsWithChange: to "Any objections?", an objection that directs
// what to do raises a change; one that only objects or holds the plan
// back does not. New replies, none from a corpus.
func TestObjectsWithChange(t *testing.T) {
	for reply, change := range map[string]bool{
		"one: the old clients still send v1, so keep the v1 route": true,
		"yes — the header is cached by the CDN, skip that part":    true,
		"actually yes, use the shared logger instead":              true,
		"yes, one: don't do it yet":                                false,
		"yes, the migration worries me":                            false,
		"one: we're mid-freeze, hold off":                          false,
		"yes, I object, keep it as it is":                          false,
		"yes, one: it breaks the IE build, so no":                  false,
		"no objections, go":                                        false,
	} {
		assert.Equal(t, change, objectsWithChange(reply), reply)
	}
}
