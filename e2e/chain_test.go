//go:build e2e

package e2e

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// gates.json chains on events other than SubagentStop: a PreToolUse gate
// denies an edit the user asked for, and the model gets the gate's output
// as the tool's result.
func TestPreToolUseChainDeniesWithGateOutput(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("parse.go", parseSource)
	h.WriteFile(".claude/gates.json", `{
  "gates": { "frozen": { "command": "echo 'parse.go is frozen until the 2.0 release'; exit 1" } },
  "hooks": { "PreToolUse": { "enabled_tools": ["Edit"], "gates": ["frozen"] } }
}
`)
	scriptEdit(h, "parse.go", "\treturn e\n", "\treturn e + \"!\"\n")

	r := h.Claude(confirmPrompt)

	assert.Equal(t, parseSource, h.readFile("parse.go"), "the gate denied the edit")
	after := afterEdit(t, h).Tail
	assert.NotContains(t, after, editResult)
	assert.Contains(t, after, "gate 'frozen' failed")
	assert.Contains(t, after, "parse.go is frozen until the 2.0 release", "the model gets the gate's output")
	assert.Equal(t, "Done.", r.Result())
}
