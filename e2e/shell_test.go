//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// Commands run by Claude Code's Bash tool carry CLAUDECODE=1 in their
// environment: the CLI relies on it to know it runs under an agent (see
// docs/security.md). This also shows the PreToolUse payload of a Bash
// call (testdata/fixtures/…/18-pre-tool-use-bash.json was recorded so).
func TestBashToolMarksItsCommands(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	const prompt = "Show me the environment"
	const cmd = "env | grep -E '^(CLAUDE|AI_|ANTHROPIC_MODEL)' | sort > bash-env.txt"
	h.fake.Rule(fakeapi.Rule{Name: "done", FirstUser: prompt, ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("Done.")})
	h.fake.Rule(fakeapi.Rule{Name: "env", FirstUser: prompt, Reply: fakeapi.Call("Bash", map[string]any{"command": cmd, "description": "Save the environment"})})

	h.Claude(prompt, "--allowedTools", "Bash")

	env := h.readFile("bash-env.txt")
	t.Logf("the Bash tool's environment (CLAUDE*):\n%s", env)
	assert.Contains(t, strings.Split(env, "\n"), "CLAUDECODE=1")
	var payload string
	for _, c := range h.HookCalls() {
		if c.Event == "PreToolUse" && strings.Contains(c.Input, `"tool_name":"Bash"`) {
			payload = c.Input
		}
	}
	require.NotEmpty(t, payload, "a PreToolUse hook call for the Bash tool")
	t.Logf("PreToolUse Bash payload:\n%s", payload)
	assert.Contains(t, payload, `"command":`)
	assert.Contains(t, payload, `"description":"Save the environment"`)
}
