package words

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLetsGoAlone: every word of letsGo said alone, and its form without
// accents, counts only alone in its clause.
func TestLetsGoAlone(t *testing.T) {
	for _, p := range letsGo.high {
		if !strings.Contains(p, " ") {
			assert.True(t, Ambiguous(p), p)
			assert.True(t, Ambiguous(Unaccented(p)), Unaccented(p))
		}
	}
}
