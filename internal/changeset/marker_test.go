package changeset

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// envOf is a getenv over vars.
func envOf(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

// AgentMarker names a variable each client's shell tool sets (as recorded
// from the real CLIs: Claude Code 2.1.330, Codex CLI 0.169.0, Qwen Code
// 0.24.4), and nothing in a user's terminal: generic names and settings a
// user exports do not count, nor a marker set empty (Qwen Code sets
// QWEN_CODE_AGENT_ID empty in the main thread).
func TestAgentMarker(t *testing.T) {
	terminal := map[string]string{
		"PATH": "/usr/bin:/bin", "HOME": "/home/dev", "TERM": "xterm-256color", "PAGER": "cat", "NO_COLOR": "1", "LANG": "C.UTF-8",
		"CODEX_HOME": "/home/dev/.codex", "CODEX_VERSION": "0.169.0", "CODEX_MANAGED_BY_NPM": "1",
		"QWEN_CODE_DISABLE_TELEMETRY": "1", "QWEN_CODE_NO_RELAUNCH": "true", "QWEN_CODE_MODEL": "qwen3-coder-plus", "QWEN_CODE_CLI": "/usr/bin/qwen",
		"OPENAI_BASE_URL": "http://127.0.0.1:8080/v1", "OPENAI_MODEL": "qwen3-coder-plus",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1", "CLAUDE_CODE_USE_BEDROCK": "1",
		"QWEN_CODE_AGENT_ID": "",
	}
	tests := []struct {
		name string
		set  map[string]string
		want string
	}{
		{"a user's terminal", nil, ""},
		{"Claude Code", map[string]string{"CLAUDECODE": "1"}, "CLAUDECODE"},
		{"Claude Code, CLAUDECODE cleared", map[string]string{"CLAUDE_PID": "4242"}, "CLAUDE_PID"},
		{"Codex thread", map[string]string{"CODEX_THREAD_ID": "01a20ac9-f3f2-78c1-ae11-9679a44da322"}, "CODEX_THREAD_ID"},
		{"Codex session", map[string]string{"CODEX_SESSION_ID": "01a20ac9-f3f2-78c1-ae11-9679a44da322"}, "CODEX_SESSION_ID"},
		{"Codex tool call", map[string]string{"CODEX_TOOL_CALL_ID": "call_fake_1"}, "CODEX_TOOL_CALL_ID"},
		{"Codex runtime", map[string]string{"CODEX_CI": "1"}, "CODEX_CI"},
		{"Qwen Code", map[string]string{"QWEN_CODE": "1"}, "QWEN_CODE"},
		{"Qwen Code session", map[string]string{"QWEN_CODE_SESSION_ID": "02f16b84-70dd-4af9-a06f-890bf1487a41"}, "QWEN_CODE_SESSION_ID"},
		{"Qwen Code prompt", map[string]string{"QWEN_CODE_PROMPT_ID": "02f16b84-70dd-4af9-a06f-890bf1487a41########0"}, "QWEN_CODE_PROMPT_ID"},
		{"Qwen Code subagent", map[string]string{"QWEN_CODE_AGENT_ID": "general-purpose-call_fake_2"}, "QWEN_CODE_AGENT_ID"},
		{"Qwen Code project", map[string]string{"QWEN_CODE_PROJECT_DIR": "/home/dev/.qwen/projects/-home-dev-project"}, "QWEN_CODE_PROJECT_DIR"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vars := map[string]string{}
			for k, v := range terminal {
				vars[k] = v
			}
			for k, v := range tt.set {
				vars[k] = v
			}
			assert.Equal(t, tt.want, AgentMarker(envOf(vars)))
		})
	}
}
