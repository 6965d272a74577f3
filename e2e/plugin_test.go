//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The repository is a valid plugin and marketplace for the real CLI: `claude
// plugin validate` passes and sees every hook event and both skills.
func TestPluginValidates(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, programs().claude, "plugin", "validate", repoRoot())
	cmd.Env = h.env()
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "claude plugin validate:\n%s", out)
	text := string(out)
	assert.Contains(t, text, "Validation passed")
	assert.NotContains(t, text, "✘")
	for _, want := range []string{
		`hooks: SubagentStop command`,
		"hooks: PostToolUse Agent",
		"hooks: UserPromptSubmit",
		"hooks: PreToolUse",
		"hooks: Stop",
		"skills: plan-compliance:following-plans",
		"skills: plan-compliance:executing-plans",
	} {
		assert.Contains(t, text, want)
	}
	assert.False(t, strings.Contains(text, "No marketplace description"), "marketplace description missing")

	// Every event runs the same command (SessionStart tells the launcher
	// which event it is, for the first-run message).
	raw, err := os.ReadFile(filepath.Join(repoRoot(), "hooks", "hooks.json"))
	require.NoError(t, err)
	var hooks struct {
		Hooks map[string][]struct {
			Hooks []struct {
				Command string `json:"command"`
			} `json:"hooks"`
		} `json:"hooks"`
	}
	require.NoError(t, json.Unmarshal(raw, &hooks))
	sessionStart := strings.Replace(hookCommand, `exec "$CLAUDE_PLUGIN_ROOT/scripts/plan-compliance" hook`,
		`PLAN_COMPLIANCE_HOOK_EVENT=SessionStart exec "$CLAUDE_PLUGIN_ROOT/scripts/plan-compliance" hook`, 1)
	for event, groups := range hooks.Hooks {
		want := hookCommand
		if event == "SessionStart" {
			want = sessionStart
		}
		for _, g := range groups {
			for _, h := range g.Hooks {
				assert.Equal(t, want, h.Command, event)
			}
		}
	}
}
