//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
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

// A Stop chain keeps the main thread working with the gate's output until
// the gate passes.
func TestStopChainKeepsClaudeWorkingUntilTheGatePasses(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{
  "gates": { "tests": { "command": "if [ -e .fixed ]; then exit 0; fi; touch .fixed; echo 'FAIL: TestParseEmpty (parse_test.go:14)'; exit 1" } },
  "hooks": { "Stop": { "gates": ["tests"] } }
}
`)
	h.fake.Rule(fakeapi.Rule{Name: "after the block", FirstUser: "tidy the parser", Contains: []string{"TestParseEmpty"}, Reply: fakeapi.Text("Fixed the failing test.")})
	h.fake.Rule(fakeapi.Rule{Name: "first answer", FirstUser: "tidy the parser", Reply: fakeapi.Text("Done.")})

	r := h.Claude("tidy the parser")

	main := h.fake.Conversations(fakeapi.Main)
	requireCount(t, main, 2, "blocked once, then the gate passes")
	assert.Contains(t, main[1].Tail, "gate 'tests' failed")
	assert.Contains(t, main[1].Tail, "FAIL: TestParseEmpty (parse_test.go:14)", "the model gets the gate's output")
	assert.Equal(t, "Fixed the failing test.", r.Result())
	assertUserSees(t, r, "✗ Gate 'tests' failed for Claude: exit code 1.", "│ FAIL: TestParseEmpty (parse_test.go:14)", "Claude was sent back to fix it.")
	assert.NotContains(t, main[1].Tail, "✗ Gate", "the user's message is not the model's")
}

// A UserPromptSubmit chain with a keyword gate: the prompt is erased before
// the model sees it, and the user is shown the gate's output (in -p mode as
// the result: "UserPromptSubmit operation blocked by hook: …").
func TestUserPromptSubmitChainBlocksTheKeyword(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{
  "gates": { "no-deploy": { "command": "echo 'deploys go through CI: open a release PR'; exit 1", "keywords": ["deploy"], "timeout": "10s" } },
  "hooks": { "UserPromptSubmit": { "gates": ["no-deploy"] } }
}
`)
	h.fake.Rule(fakeapi.Rule{Name: "any", Reply: fakeapi.Text("Deploying.")})

	r := h.Claude("please deploy the service")

	assert.Empty(t, h.fake.Conversations(fakeapi.Main), "the prompt never reaches the model")
	assert.True(t, strings.HasPrefix(r.Result(), "UserPromptSubmit operation blocked by hook:\ngate 'no-deploy' failed"), r.Result())
	assert.Contains(t, r.Result(), "deploys go through CI: open a release PR", "the user sees the gate's output")
	assert.Contains(t, r.Result(), "Original prompt: please deploy the service")
}
