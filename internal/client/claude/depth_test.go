package claude

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Nesting deeper than MaxDepth is refused before any recursive decoding
// (gjson's validation recurses once per level: 6,000,000 levels overflowed
// the stack, a fatal error no recover catches).
func TestDecodeRefusesDeepNesting(t *testing.T) {
	deep := func(n int, open, close string) string {
		return `{"tool_input":` + strings.Repeat(open, n) + strings.Repeat(close, n) + `}`
	}
	for _, tc := range []struct {
		name, input string
		ok          bool
	}{
		{"6,000,000 arrays", strings.Repeat("[", 6_000_000), false},
		{"6,000,000 closed arrays", deep(6_000_000, "[", "]"), false},
		{"objects", deep(MaxDepth, `{"a":`, "}"), false},
		{"just deep enough", deep(MaxDepth-1, "[", "]"), true},
		{"brackets inside strings do not count", `{"a":"` + strings.Repeat(`[{\"`, 10*MaxDepth) + `"}`, true},
		{"escaped quote does not end the string", `{"a":"\\\"[[[","b":` + deep(MaxDepth-2, "[", "]") + `}`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode([]byte(tc.input))
			if tc.ok {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), "nested more than 1000 levels deep")
		})
	}
}
