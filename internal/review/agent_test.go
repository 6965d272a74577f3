package review

import (
	"bytes"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// The review screen refuses to run under an agent's tool: given a terminal
// (script -qc plan-compliance-review /dev/null) and keys on its input, an
// agent could otherwise confirm its own proposals with it, under any name
// the hook's guard does not know. Checked before anything else: no
// terminal is needed to refuse.
func TestMainRefusesUnderAnAgentsTool(t *testing.T) {
	for _, marker := range []string{"CLAUDECODE", "CLAUDE_CODE_SESSION_ID", "AI_AGENT", "CLAUDE_CODE_EXECPATH", "CLAUDE_PID", "CODEX_THREAD_ID", "QWEN_CODE"} {
		var errw bytes.Buffer
		env := Env{
			Getenv: func(k string) string {
				if k == marker {
					return "1"
				}
				return ""
			},
			Err: &errw, Now: time.Now,
		}
		code := Main(env, nil)
		assert.Equal(t, exitUsage, code, marker)
		assert.Contains(t, errw.String(), "refuses to run under an agent's tool ("+marker+" is set)", marker)
	}
}
