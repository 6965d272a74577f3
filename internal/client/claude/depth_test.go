package claude

import (
	"strings"
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/jsonscan"
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

func TestDeeperThan(t *testing.T) {
	for _, tc := range []struct {
		in   string
		max  int
		at   int
		deep bool
	}{
		{`[]`, 1, 0, false},
		{`[[]]`, 1, 1, true},
		{`{"a":[1,{"b":2}]}`, 3, 0, false},
		{`{"a":[1,{"b":2}]}`, 2, 8, true},
		{`"[[[["`, 1, 0, false},
		{`["\\",[]]`, 1, 6, true},
		{`["\"",[]]`, 1, 6, true},
		{`["\\\"[",[]]`, 1, 9, true},
	} {
		at, deep := jsonscan.DeeperThan(tc.in, tc.max)
		assert.Equal(t, tc.deep, deep, tc.in)
		assert.Equal(t, tc.at, at, tc.in)
	}
}

// BenchmarkDeeperThan20MBReport is the depth check of a SubagentStop whose
// report is 20 MB of text.
func BenchmarkDeeperThan20MBReport(b *testing.B) {
	raw := `{"hook_event_name":"SubagentStop","last_assistant_message":"` + strings.Repeat(`line of a report with a \"quote\"\n`, 20<<20/36) + `"}`
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		if _, deep := jsonscan.DeeperThan(raw, MaxDepth); deep {
			b.Fatal("deep")
		}
	}
}
