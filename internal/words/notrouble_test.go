package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNoTrouble: "no problem" and "no worries" of other languages are a
// reassurance as long as the words they hold; a negation beside anything
// else, or English "no problem" (read elsewhere), is none.
func TestNoTrouble(t *testing.T) {
	for _, tc := range []struct {
		ws   []string
		want int
	}{
		{[]string{"não", "tem", "problema"}, 3},
		{[]string{"pas", "de", "souci"}, 3},
		{[]string{"kein", "problem"}, 2},
		{[]string{"keine", "sorge"}, 2},
		{[]string{"нет", "проблем"}, 2},
		{[]string{"tidak", "ada", "masalah"}, 3},
		{[]string{"no", "hay", "problema"}, 3},
		{[]string{"non", "c'è", "problema"}, 3},
		{[]string{"nie", "ma", "problemu"}, 3},
		// the other side
		{[]string{"no", "problem"}, 0},
		{[]string{"não", "faça", "isso"}, 0},
		{[]string{"kein", "deploy", "heute", "bitte", "problem"}, 0},
		{[]string{"pas", "encore"}, 0},
	} {
		assert.Equal(t, tc.want, Reassurance(tc.ws, 0), "%q", tc.ws)
	}
}
