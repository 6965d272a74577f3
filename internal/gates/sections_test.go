package gates

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every capability section is decoded once, at load, and its problems are
// reported where the value at fault was written.
func TestSectionProblemsArePositioned(t *testing.T) {
	for _, tc := range []struct {
		name, file, want string
	}{
		{"wrong type deep in changes", "{\n  \"changes\": {\"defer\": [{\"tool\": 42}]}\n}",
			`src/a.json:2:34: changes.defer[0].tool: 42 is not valid: want a tool name or pattern such as "Edit|Write" or "mcp__jira__*"`},
		{"misspelt key at the key", "{\"changes\": {\"defer\": [\n  {\"tool\": \"Edit\", \"agent_typs\": [\"x\"]}]}}",
			`src/a.json:2:20: changes.defer[0]: unknown key "agent_typs" (known: tool, command_prefix, agent_types)`},
		{"unknown top key of a section", `{"confirm": {"enabeld": true}}`,
			`src/a.json:1:14: confirm: unknown key "enabeld" (known: enabled, tools, explicit, classifier)`},
		{"consent phrase", `{"consent": {"high": ["ship", 3]}}`,
			`src/a.json:1:31: consent.high[1]: expected a phrase (a string), got the number 3`},
		{"cross-key rule at the section", `{"changes": {"defer": [{"tool": "Edit"}], "batch": [{"tool": "mcp__x__add", "items": "items", "singular": "mcp__x__one"}]}}`,
			`src/a.json:1:62: changes.batch[0].tool: "mcp__x__add" is not deferred by any changes.defer rule, so it would never be exploded: add {"tool": "mcp__x__add"} to changes.defer`},
		{"duration", `{"confirm": {"classifier": {"command": "x", "timeout": "soon"}}}`,
			`src/a.json:1:56: confirm.classifier.timeout: "soon" is not a positive duration: use a Go duration such as "2s" or "1500ms"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := load(t, tc.file)
			assert.Equal(t, []string{tc.want}, problems(err))
		})
	}
}

func TestSectionsDecodedOnceAndMerged(t *testing.T) {
	cfg, err := load(t,
		`{"changes": {"defer": [{"tool": "Edit"}], "max_items": 3}, "confirm": {"explicit": "none"}}`,
		`{"changes": {"max_items": 5}, "confirm": {"classifier": {"command": "judge", "timeout": "1s"}}}`,
	)
	require.NoError(t, err)
	assert.Equal(t, 5, cfg.Changes.MaxItems, "later file wins per key")
	require.Len(t, cfg.Changes.Defer, 1, "keys the later file leaves out stay")
	assert.Equal(t, "Edit", cfg.Changes.Defer[0].Tool)
	assert.Equal(t, "none", cfg.Confirm.Explicit)
	assert.Equal(t, time.Second, cfg.Confirm.Classifier.Timeout)
	assert.True(t, cfg.Consent.Enabled, "consent's default")
}

// A problem in a later file's section is reported in that file.
func TestSectionProblemInTheFileThatWroteIt(t *testing.T) {
	_, err := load(t, `{"changes": {"max_items": 3}}`, `{"changes": {"max_items": 0}}`)
	assert.Equal(t, []string{"src/b.json:1:27: changes.max_items: 0 is not valid: want a whole number above 0"}, problems(err))
}
