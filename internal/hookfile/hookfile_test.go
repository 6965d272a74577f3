package hookfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func ours(cmd string) bool { return strings.Contains(cmd, "plan-compliance-hook") }

const userFile = `{
  "other": {"keep": true},
  "hooks": {
    "PreToolUse": [
      {"matcher": "Bash", "hooks": [{"type": "command", "command": "/usr/bin/audit", "timeout": 5}, {"type": "command", "command": "/old/plan-compliance-hook --client codex"}]}
    ],
    "Notification": [{"hooks": [{"type": "command", "command": "notify-send hi"}]}]
  }
}`

func parse(t *testing.T, s string) map[string]any {
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(s), &m))
	return m
}

func TestInstallKeepsTheUsersHooksAndIsIdempotent(t *testing.T) {
	doc := parse(t, userFile)
	require.NoError(t, Install(doc, []string{"PreToolUse", "Stop"}, "/new/plan-compliance-hook --client codex", ours))
	once, _ := json.Marshal(doc)
	require.NoError(t, Install(doc, []string{"PreToolUse", "Stop"}, "/new/plan-compliance-hook --client codex", ours))
	twice, _ := json.Marshal(doc)
	assert.JSONEq(t, string(once), string(twice))
	assert.JSONEq(t, `{
  "other": {"keep": true},
  "hooks": {
    "PreToolUse": [
      {"matcher": "Bash", "hooks": [{"type": "command", "command": "/usr/bin/audit", "timeout": 5}]},
      {"hooks": [{"type": "command", "command": "/new/plan-compliance-hook --client codex"}]}
    ],
    "Stop": [{"hooks": [{"type": "command", "command": "/new/plan-compliance-hook --client codex"}]}],
    "Notification": [{"hooks": [{"type": "command", "command": "notify-send hi"}]}]
  }
}`, string(once))

	_, err := Remove(doc, ours)
	require.NoError(t, err)
	after, _ := json.Marshal(doc)
	assert.JSONEq(t, `{
  "other": {"keep": true},
  "hooks": {
    "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "/usr/bin/audit", "timeout": 5}]}],
    "Notification": [{"hooks": [{"type": "command", "command": "notify-send hi"}]}]
  }
}`, string(after))
}

func TestLoadAndSave(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "hooks.json")
	doc, err := Load(p)
	require.NoError(t, err)
	assert.Empty(t, doc)
	require.NoError(t, Install(doc, []string{"Stop"}, "x/plan-compliance-hook", ours))
	require.NoError(t, Save(p, doc))
	back, err := Load(p)
	require.NoError(t, err)
	assert.Equal(t, doc, back)

	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte("{not json"), 0o600))
	_, err = Load(bad)
	assert.ErrorContains(t, err, "not a JSON object")

	doc = map[string]any{"hooks": map[string]any{"Stop": "mine"}}
	assert.ErrorContains(t, Install(doc, []string{"Stop"}, "x/plan-compliance-hook", ours), "hooks.Stop is not a list")
	assert.Equal(t, "mine", doc["hooks"].(map[string]any)["Stop"], "left as it was")

	_, err = Remove(map[string]any{"hooks": []any{}}, ours)
	assert.ErrorContains(t, err, `"hooks" is not an object`)
}
