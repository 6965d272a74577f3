package words

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOpensReassurance(t *testing.T) {
	for _, w := range []string{"can't", "cannot", "don't", "no", "nothing"} {
		assert.True(t, OpensReassurance(w), w)
	}
	for _, w := range []string{"yes", "go", "not", "never"} {
		assert.False(t, OpensReassurance(w), w)
	}
}

func TestReassurance(t *testing.T) {
	for _, tt := range []struct {
		in   string
		at   int
		want int
	}{
		{"can't see any problem with it", 0, 6},
		{"i can't think of any reason not to", 1, 7},
		{"cannot find a single issue", 0, 0}, // "single" is not read
		{"don't see any issues here", 0, 5},
		{"no reason to wait", 0, 4},
		{"can't see an issue here", 0, 5},
		{"no reason to hold off", 0, 5},
		{"no reason not to", 0, 4},
		{"no need to wait for me", 0, 6},
		{"no need to wait", 0, 4},
		{"no need to add tests", 0, 0},
		{"no need to coordinate", 0, 4},
		{"can't hurt", 0, 2},
		{"won't hurt to try", 0, 2},
		{"don't wait for my review", 0, 5},
		{"don't wait on me", 0, 4},
		{"no changes to the plan", 0, 5},
		{"no changes", 0, 2},
		{"no notes", 0, 2},
		{"nothing to add", 0, 3},
		// Negations that refuse or restrict are not reassurance.
		{"don't wait for the tests", 0, 0},
		{"no changes to the tests", 0, 0},
		{"don't hurt the cache", 0, 0},
		{"can't see why we need this", 0, 0},
		{"no reason given", 0, 0},
		{"don't", 0, 0},
	} {
		ws := strings.Fields(tt.in)
		assert.Equal(t, tt.want, Reassurance(ws, tt.at), tt.in)
	}
}
