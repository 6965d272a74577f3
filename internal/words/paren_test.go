package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTrailingParenthetical(t *testing.T) {
	for _, tt := range []struct {
		in, body, aside string
		ok              bool
	}{
		{"Proceed. (my coffee machine just died)", "Proceed.", "my coffee machine just died", true},
		{"yes go ahead (finance will be thrilled)  ", "yes go ahead", "finance will be thrilled", true},
		{"call parse(entry)", "", "", false},
		{"(just a remark)", "", "", false},
		{"go ahead (see (nested))", "", "", false},
		{"go ahead ()", "", "", false},
		{"go ahead", "", "", false},
	} {
		body, aside, ok := TrailingParenthetical(tt.in)
		assert.Equal(t, tt.ok, ok, tt.in)
		assert.Equal(t, tt.body, body, tt.in)
		assert.Equal(t, tt.aside, aside, tt.in)
	}
}
