package gates

import (
	"os"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The published schema accepts what the loader accepts and rejects the
// mistakes editors should flag.
func TestSchema(t *testing.T) {
	raw, err := os.Open("../../schema/gates.schema.json")
	require.NoError(t, err)
	defer raw.Close()
	doc, err := jsonschema.UnmarshalJSON(raw)
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	require.NoError(t, c.AddResource("gates.schema.json", doc))
	schema, err := c.Compile("gates.schema.json")
	require.NoError(t, err)

	check := func(t *testing.T, text string) error {
		t.Helper()
		v, err := jsonschema.UnmarshalJSON(strings.NewReader(text))
		require.NoError(t, err)
		return schema.Validate(v)
	}
	def, err := os.ReadFile("../../hooks/gates.json")
	require.NoError(t, err)
	for name, text := range map[string]string{
		"defaults": string(def),
		"full": `{"max_blocks": 2, "fail_closed": true,
			"gates": {"check": {"command": "go vet ./...", "timeout": "1m30s", "on_fail": "fix", "keywords": ["go"]}, "fix": {"command": "gofmt -l ."}},
			"hooks": {"SubagentStop": {"enabled_agents": ["general-purpose"], "gates": ["plan-compliance", "check"]}, "PreToolUse": {"enabled_tools": ["Bash"], "gates": ["check"]}},
			"consent": {"enabled": true, "high": ["ship it now"]},
			"confirm": {"explicit": "none", "tools": ["mcp__notes__*"], "classifier": {"command": "./judge", "timeout": "3s"}},
			"changes": {"defer": [{"tool": "Bash", "command_prefix": "git push", "agent_types": ["main"]}], "max_items": 5, "overflow": "deny", "expire_after": "72h", "history": {"max_entries": 10}},
			"plan": {"scope": "warn", "allow": ["docs/**"], "paths": ["plans/*.md"], "verify": false}}`,
		"prior tools' file": `{"gates": {"test": {"description": "tests", "command": "npm test", "on_pass": "CONTINUE", "on_fail": "BLOCK"}}, "hooks": {"UserPromptSubmit": {"gates": ["test"]}}}`,
	} {
		t.Run(name, func(t *testing.T) {
			assert.NoError(t, check(t, text))
			_, err := LoadSources([]Source{{Name: EmbeddedName, Data: def}, {Name: name, Data: []byte(text)}})
			assert.NoError(t, err, "the loader agrees")
		})
	}
	for name, text := range map[string]string{
		"max_blocks 0":    `{"max_blocks": 0}`,
		"command number":  `{"gates": {"c": {"command": 42}}}`,
		"bad timeout":     `{"gates": {"c": {"command": "x", "timeout": "5 minutes"}}}`,
		"unknown event":   `{"hooks": {"SubAgentStop": {}}}`,
		"overflow":        `{"changes": {"overflow": "later"}}`,
		"explicit":        `{"confirm": {"explicit": "maybe"}}`,
		"consent typo":    `{"consent": {"hihg": ["go"]}}`,
		"plan scope":      `{"plan": {"scope": "strict"}}`,
		"plan typo":       `{"plan": {"verfy": true}}`,
		"fail_closed str": `{"fail_closed": "yes"}`,
	} {
		t.Run(name, func(t *testing.T) {
			assert.Error(t, check(t, text))
		})
	}
}
