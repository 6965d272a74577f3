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
