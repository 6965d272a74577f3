package jsonscan_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/internal/jsonscan"
)

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
		if _, deep := jsonscan.DeeperThan(raw, 1000); deep {
			b.Fatal("deep")
		}
	}
}

func TestValueEnd(t *testing.T) {
	for _, tc := range []struct {
		in          string
		end, deepAt int
	}{
		{`"a\"b" ,`, 6, -1},
		{`{"a":[1,"]"]} x`, 13, -1},
		{`123,`, 3, -1},
		{`true}`, 4, -1},
		{`[[[]]]`, 6, -1},
		{`[[[[]]]]`, 3, 3},
		{`"unterminated`, 13, -1},
		{`[1,2`, 4, -1},
	} {
		end, deepAt := jsonscan.ValueEnd(tc.in, 0, 3)
		assert.Equal(t, tc.end, end, tc.in)
		assert.Equal(t, tc.deepAt, deepAt, tc.in)
	}
}
