package client

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/client/qwen"
	"github.com/plan-compliance/plan-compliance/internal/dispatch"
)

const qwenSubagent = "../../testdata/fixtures/qwen-code-0.24.4/subagent-changes"

// qwenScope runs the recorded Qwen Code SubagentStop of a foreground
// subagent (write_file a.txt, edit b.txt, `echo x > c.txt`) through the
// hook with the Qwen adapter, in a project whose plan's Task 1 lists
// files; the subagent's chat is where Qwen wrote it, with the recorded
// project directory rewritten to the test's.
func qwenScope(t *testing.T, files string) string {
	t.Helper()
	project, qwenDir := t.TempDir(), t.TempDir()
	for _, f := range []string{"a.txt", "b.txt", "c.txt"} {
		require.NoError(t, os.WriteFile(filepath.Join(project, f), []byte("x\n"), 0o644))
	}
	require.NoError(t, os.MkdirAll(filepath.Join(project, "docs", "plans"), 0o755))
	plan := "### Task 1: Notes\n\n**Files:**\n" + files + "\n"
	require.NoError(t, os.WriteFile(filepath.Join(project, "docs", "plans", "p.md"), []byte(plan), 0o644))
	rewrite := func(s string) string {
		s = strings.ReplaceAll(s, "/home/dev/.qwen/projects/-home-dev-project", qwenDir)
		return strings.ReplaceAll(s, "/home/dev/project", project)
	}
	raw, err := os.ReadFile(filepath.Join(qwenSubagent, "subagent-stop.json"))
	require.NoError(t, err)
	payload := rewrite(string(raw))
	in, err := qwen.Decode(payload)
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Join(qwenDir, "chats"), 0o755))
	require.NoError(t, os.WriteFile(in.TranscriptPath(), nil, 0o600))
	chat, err := os.ReadFile(filepath.Join(qwenSubagent, "agent-general-purpose-call_fake_1.jsonl"))
	require.NoError(t, err)
	own, ok := qwen.SubagentChat(in.TranscriptPath(), in.SessionID(), in.AgentID())
	require.True(t, ok)
	require.NoError(t, os.MkdirAll(filepath.Dir(own), 0o755))
	require.NoError(t, os.WriteFile(own, []byte(rewrite(string(chat))), 0o600))
	home := t.TempDir()
	env := dispatch.Env{Client: qwen.Client{}, Getenv: func(k string) string {
		switch k {
		case "CLAUDE_PROJECT_DIR":
			return project
		case "HOME":
			return home
		}
		return ""
	}}
	return string(dispatch.HandleString(context.Background(), env, payload).JSON())
}

// The plan scope check sees what a Qwen Code foreground subagent changed,
// although Qwen names the parent's chat as its transcript: a shell write
// outside the task sends it back naming the file; with the file in the
// task it may stop.
func TestQwenSubagentScope(t *testing.T) {
	out := qwenScope(t, "- Create: `a.txt`\n- Modify: `b.txt`")
	assert.Contains(t, out, `"decision":"block"`)
	assert.Contains(t, out, "c.txt (Bash)")
	assert.NotContains(t, out, "a.txt (", "a file the task lists is in scope")

	out = qwenScope(t, "- Create: `a.txt`\n- Modify: `b.txt`\n- Create: `c.txt`")
	assert.NotContains(t, out, `"decision":"block"`, out)

	out = qwenScope(t, "- Modify: `c.txt`")
	assert.Contains(t, out, "a.txt (Write)")
	assert.Contains(t, out, "b.txt (Edit)")
}
