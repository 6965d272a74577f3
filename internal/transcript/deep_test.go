package transcript

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A transcript line nested millions of levels deep (an agent's tool call
// can put one there) is skipped, not validated: gjson's validation recurses
// once per level and overflowed the stack, a fatal error.
func TestDeeplyNestedLineIsSkipped(t *testing.T) {
	p := filepath.Join(t.TempDir(), "t.jsonl")
	deep := `{"type":"assistant","message":{"id":"m2","role":"assistant","content":[{"type":"tool_use","input":` +
		strings.Repeat("[", 8_000_000) + strings.Repeat("]", 8_000_000) + `}]}}`
	lines := []string{
		`{"type":"user","message":{"role":"user","content":"fix parse.go"}}`,
		`{"type":"assistant","message":{"id":"m1","role":"assistant","content":[{"type":"text","text":"On it."}]}}`,
		deep,
		// Brackets in strings do not count: this one is read.
		`{"type":"assistant","message":{"id":"m3","role":"assistant","content":[{"type":"text","text":"` + strings.Repeat("[{", 2000) + `"}]}}`,
	}
	require.NoError(t, os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	msgs, err := Recent(p, 5, 64<<20)
	require.NoError(t, err)
	require.Len(t, msgs, 3)
	assert.Equal(t, "fix parse.go", msgs[0].Text)
	assert.Equal(t, "On it.", msgs[1].Text)
	assert.Equal(t, strings.Repeat("[{", 2000), msgs[2].Text)
}
