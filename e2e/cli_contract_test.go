//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// These tests pin down how the real CLI delivers hook answers, with a probe
// plugin of our own instead of plan-compliance. The scenarios rely on each
// fact; when a new Claude Code version changes one, this file says which.

// TestCLIRoundTrip: a plain `claude -p` with no plugin talks only to the
// fake and prints the fake model's text as the result.
func TestCLIRoundTrip(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.pluginDir = ""
	h.fake.Rule(fakeapi.Rule{Name: "greet", FirstUser: "say hello", Reply: fakeapi.Text("hello from the fake")})

	r := h.Claude("say hello")

	assert.Equal(t, "hello from the fake", r.Result())
	main := h.fake.Conversations(fakeapi.Main)
	requireCount(t, main, 1, "requests")
	assert.Equal(t, "say hello", main[0].FirstUser)
	assert.Equal(t, "/v1/messages?beta=true", main[0].Path)
	assert.Empty(t, h.fake.Conversations(fakeapi.Side), "no side requests expected with nonessential traffic off")
}

// TestCLIContinue: a later turn with --continue resends the whole session,
// so its first user message is still the first turn's prompt (the fake
// counts it as the main thread) and the new prompt ends the conversation.
func TestCLIContinue(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.pluginDir = ""
	h.fake.Rule(fakeapi.Rule{Name: "second turn", FirstUser: "first turn", Contains: []string{"second turn"}, Reply: fakeapi.Text("answer two")})
	h.fake.Rule(fakeapi.Rule{Name: "first turn", FirstUser: "first turn", Reply: fakeapi.Text("answer one")})

	assert.Equal(t, "answer one", h.Claude("first turn").Result())
	assert.Equal(t, "answer two", h.Claude("second turn", "--continue").Result())

	main := h.fake.Conversations(fakeapi.Main)
	requireCount(t, main, 2, "one request per turn")
	assert.Equal(t, "first turn", main[1].FirstUser)
	assert.True(t, main[1].Contains("answer one"), "the first turn's answer is part of the second request")
	assert.Contains(t, main[1].Tail, "second turn")
}

// probePlugin writes a plugin whose hooks block once on SubagentStop, block
// every PostToolUse(Agent), and block once on Stop; every answer carries a
// systemMessage too.
func probePlugin(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "probe")
	files := map[string]string{
		".claude-plugin/plugin.json": `{"name":"probe","version":"0.0.1"}`,
		"hooks/hooks.json": `{"hooks":{
 "SubagentStop":[{"hooks":[{"type":"command","command":"\"${CLAUDE_PLUGIN_ROOT}/hooks/probe.sh\" subagent-stop"}]}],
 "PostToolUse":[{"matcher":"Agent","hooks":[{"type":"command","command":"\"${CLAUDE_PLUGIN_ROOT}/hooks/probe.sh\" post-agent"}]}],
 "Stop":[{"hooks":[{"type":"command","command":"\"${CLAUDE_PLUGIN_ROOT}/hooks/probe.sh\" stop"}]}]
}}`,
		"hooks/probe.sh": `#!/bin/sh
in=$(cat)
case "$1" in
subagent-stop)
	case $in in
	*'"stop_hook_active":false'*) echo '{"decision":"block","reason":"PROBE-REASON: end with a STATUS block","systemMessage":"PROBE-SUBAGENT-STOP-MESSAGE"}' ;;
	esac ;;
post-agent) echo '{"decision":"block","reason":"PROBE-ESCALATION: ask the user","systemMessage":"PROBE-POST-AGENT-MESSAGE"}' ;;
stop)
	case $in in
	*'"stop_hook_active":false'*) echo '{"decision":"block","reason":"PROBE-STOP-REASON: ask the user first","systemMessage":"PROBE-STOP-MESSAGE"}' ;;
	*) echo '{"systemMessage":"PROBE-STOP-AGAIN"}' ;;
	esac ;;
esac
exit 0
`,
	}
	writeFiles(t, dir, files)
	return dir
}

// writeFiles writes files (path under dir → content) into dir, each
// executable (a plugin's hook scripts must be).
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(content), 0o755))
	}
}

// TestCLIHookFeedback: where block reasons and systemMessages land.
func TestCLIHookFeedback(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.pluginDir = probePlugin(t)
	h.fake.Rule(fakeapi.Rule{Name: "subagent after block", FirstUser: "PROBE-TASK", Contains: []string{"PROBE-REASON"},
		Reply: fakeapi.Text("second answer")})
	h.fake.Rule(fakeapi.Rule{Name: "subagent first", FirstUser: "PROBE-TASK", Reply: fakeapi.Text("first answer")})
	h.fake.Rule(fakeapi.Rule{Name: "main after agent", FirstUser: "probe the hooks", ToolResult: fakeapi.Bool(true),
		Reply: fakeapi.Text("main done")})
	h.fake.Rule(fakeapi.Rule{Name: "main dispatches", FirstUser: "probe the hooks", Reply: dispatch("PROBE-TASK: do it")})

	r := h.Claude("probe the hooks", "--allowedTools", "Agent")

	sub := h.Thread("PROBE-TASK")
	requireCount(t, sub, 2, "the block sends the subagent back exactly once")
	assert.Contains(t, sub[1].Tail, `[system] SubagentStop hook blocking error from command: ""${CLAUDE_PLUGIN_ROOT}/hooks/probe.sh" subagent-stop": PROBE-REASON: end with a STATUS block`)
	assert.Contains(t, sub[1].Tail, "Stop hook feedback:\nPROBE-REASON", "the reason is repeated in a user message")

	main := h.fake.Conversations(fakeapi.Main)
	requireCount(t, main, 3, "dispatch, read the result, answer the Stop block")
	assert.Contains(t, main[1].Tail, "second answer", "the parent receives the subagent's last answer")
	assert.NotContains(t, main[1].Conversation, "first answer", "the first answer is replaced")
	assert.Contains(t, main[1].Tail, "  second answer", "the parent sees the report indented by two spaces")
	assert.Contains(t, main[1].Tail, `[system] PostToolUse:Agent hook blocking error from command: ""${CLAUDE_PLUGIN_ROOT}/hooks/probe.sh" post-agent": PROBE-ESCALATION: ask the user`)

	assert.Contains(t, main[2].Tail, `[system] Stop hook blocking error from command: ""${CLAUDE_PLUGIN_ROOT}/hooks/probe.sh" stop": PROBE-STOP-REASON: ask the user first`,
		"a Stop block keeps the main thread going with the reason")
	assert.Contains(t, main[2].Tail, "[user] Stop hook feedback:\nPROBE-STOP-REASON")

	shown := r.SystemMessages()
	assert.Equal(t, []string{
		"PostToolUse:Agent says: PROBE-POST-AGENT-MESSAGE",
		"Stop says: PROBE-STOP-MESSAGE",
		"Stop says: PROBE-STOP-AGAIN",
	}, shown)
	assert.NotContains(t, strings.Join(shown, "\n"), "PROBE-SUBAGENT-STOP-MESSAGE",
		"Claude Code 2.1.330 does not print a SubagentStop systemMessage in -p mode")
	assert.Contains(t, h.HookMessages(), hookMessage{Hook: "SubagentStop", Content: "PROBE-SUBAGENT-STOP-MESSAGE", Subagent: true},
		"it is recorded in the subagent's transcript")
	assert.NotContains(t, r.Stdout, "PROBE-REASON", "block reasons go to the model, not to the user")
}
