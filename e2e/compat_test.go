//go:build e2e

package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A gate that names another plugin's gate ({"plugin": …, "gate": …}) is
// found where the real CLI installs plugins: `claude plugin marketplace
// add` and `claude plugin install` into the harness's HOME, then
// `plan-compliance validate` and `run` resolve and run it in the plugin's
// directory.
func TestPluginGateFromInstalledPlugin(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	mkt := filepath.Join(t.TempDir(), "mkt")
	files := map[string]string{
		".claude-plugin/marketplace.json":             `{"name": "qa-mkt", "owner": {"name": "e2e"}, "plugins": [{"name": "qa-tools", "source": "./plugins/qa-tools", "description": "gates", "version": "0.1.0"}]}`,
		"plugins/qa-tools/.claude-plugin/plugin.json": `{"name": "qa-tools", "version": "0.1.0", "description": "gates"}`,
		"plugins/qa-tools/hooks/gates.json":           `{"gates": {"lint": {"command": "pwd > \"$WHERE\""}}}`,
	}
	for rel, content := range files {
		p := filepath.Join(mkt, rel)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	run := func(env []string, name string, args ...string) (string, error) {
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Env, cmd.Dir = env, h.project
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := run(h.env(), programs().claude, "plugin", "marketplace", "add", mkt)
	require.NoError(t, err, out)
	out, err = run(h.env(), programs().claude, "plugin", "install", "qa-tools@qa-mkt")
	require.NoError(t, err, out)

	h.WriteFile(".claude/gates.json", `{"gates": {"qa": {"plugin": "qa-tools", "gate": "lint"}, "gone": {"plugin": "qa-tools", "gate": "nope"}},
		"hooks": {"Stop": {"gates": ["qa"]}}}`)
	where := filepath.Join(t.TempDir(), "where.txt")
	env := append(h.env(), "CLAUDE_PROJECT_DIR="+h.project, "WHERE="+where)
	out, err = run(env, programs().binary, "validate")
	require.Error(t, err, "the missing gate is an error")
	assert.Contains(t, out, `gates.json:1:77: gates.gone: plugin "qa-tools" has no gate "nope"`)

	h.WriteFile(".claude/gates.json", `{"gates": {"qa": {"plugin": "qa-tools", "gate": "lint"}}, "hooks": {"Stop": {"gates": ["qa"]}}}`)
	out, err = run(env, programs().binary, "validate")
	require.NoError(t, err, out)
	installed := filepath.Join(h.home, ".claude", "plugins", "cache", "qa-mkt", "qa-tools", "0.1.0")
	assert.Contains(t, out, `qa               plugin qa-tools's gate "lint": command "pwd > \"$WHERE\"" in `+installed)

	out, err = run(env, programs().binary, "run", "qa")
	require.NoError(t, err, out)
	got, err := os.ReadFile(where)
	require.NoError(t, err)
	real, _ := filepath.EvalSymlinks(installed)
	assert.Contains(t, []string{installed, real}, strings.TrimSpace(string(got)), "the gate ran in the plugin's directory")
}
