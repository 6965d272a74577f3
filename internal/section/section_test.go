package section

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDecode(t *testing.T) {
	var n int
	require.NoError(t, Decode(json.RawMessage(`42`), &n, "changes.max_items", "a whole number"))
	assert.Equal(t, 42, n)

	err := Decode(json.RawMessage(`"ten"`), &n, "changes.max_items", "a whole number")
	assert.EqualError(t, err, `changes.max_items: "ten" is not valid: want a whole number`)

	long := `["` + strings.Repeat("é", 50) + `"]`
	err = Decode(json.RawMessage(long), &n, "k", "a number")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "…", "a long value is cut")
	assert.LessOrEqual(t, len(err.Error()), len("k:  is not valid: want a number")+60+len("…"))
}

func TestPath(t *testing.T) {
	assert.Equal(t, []any{"changes", "defer", 0, "tool"}, Path("changes.defer[0].tool"))
	assert.Equal(t, []any{"consent", "high", 12}, Path("consent.high[12]"))
	assert.Equal(t, []any{"confirm"}, Path("confirm"))
	assert.Equal(t, []any{"a", 1, 2, "b"}, Path("a[1][2].b"))
}

func TestErrors(t *testing.T) {
	err := UnknownKey("changes.defer[0]", "agent_typs", "tool", "agent_types")
	se, ok := As(err)
	require.True(t, ok)
	assert.True(t, se.Key)
	assert.Equal(t, "changes.defer[0].agent_typs", se.At)
	assert.EqualError(t, err, `changes.defer[0]: unknown key "agent_typs" (known: tool, agent_types)`)
	se, ok = As(Errorf("consent.enabled", "expected %s", "true"))
	require.True(t, ok)
	assert.False(t, se.Key)
	assert.EqualError(t, se, "consent.enabled: expected true")
}
