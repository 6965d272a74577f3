// Package scripts holds the repository's shell scripts; its tests run the
// plugin's launcher (scripts/plan-compliance) the way hooks/hooks.json does.
package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"
)

// launcher runs scripts/plan-compliance with args, the given PATH and plugin
// data directory, and stdin; it returns stdout, stderr and the exit code.
type launcher struct {
	t    *testing.T
	path string // PATH
	data string // CLAUDE_PLUGIN_DATA
}

func (l launcher) run(stdin string, args ...string) (stdout, stderr string, code int) {
	l.t.Helper()
	root, err := filepath.Abs("..")
	require.NoError(l.t, err)
	cmd := exec.Command(filepath.Join(root, "scripts", "plan-compliance"), args...)
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); k != "PATH" && !strings.HasPrefix(k, "CLAUDE_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "PATH="+l.path, "CLAUDE_PLUGIN_ROOT="+root, "CLAUDE_PLUGIN_DATA="+l.data, "CLAUDE_PROJECT_DIR="+l.t.TempDir())
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return out.String(), errb.String(), ee.ExitCode()
	}
	require.NoError(l.t, err)
	return out.String(), errb.String(), 0
}

// fakeProgram writes an executable that prints its name and arguments.
func fakeProgram(t *testing.T, dir, name, says string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\necho "+says+" \"$*\"\n"), 0o755))
}

func pluginVersion(t *testing.T) string {
	t.Helper()
	raw, err := os.ReadFile("../.claude-plugin/plugin.json")
	require.NoError(t, err)
	return gjson.GetBytes(raw, "version").String()
}

// The launcher runs the hook program for `hook` alone, and the command line
// for everything else: first the binaries built for this plugin version,
// then those on PATH.
func TestLauncherPicksTheProgram(t *testing.T) {
	data := t.TempDir()
	bin := filepath.Join(data, "bin")
	onPath := t.TempDir()
	l := launcher{t: t, path: onPath + ":/usr/bin:/bin", data: data}
	fakeProgram(t, bin, "plan-compliance", "built-cli")
	fakeProgram(t, bin, "plan-compliance-hook", "built-hook")
	fakeProgram(t, onPath, "plan-compliance", "path-cli")
	fakeProgram(t, onPath, "plan-compliance-hook", "path-hook")
	require.NoError(t, os.WriteFile(filepath.Join(bin, "version"), []byte(pluginVersion(t)+"\n"), 0o644))

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"hook"}, "built-hook \n"},
		{[]string{"hook", "--config", "x.json"}, "built-cli hook --config x.json\n"},
		{[]string{"validate"}, "built-cli validate\n"},
	} {
		out, _, code := l.run("", c.args...)
		assert.Equal(t, c.want, out, "%v", c.args)
		assert.Equal(t, 0, code)
	}

	// Built for another version: PATH's programs.
	require.NoError(t, os.WriteFile(filepath.Join(bin, "version"), []byte("0.0.0-old\n"), 0o644))
	out, _, _ := l.run("", "hook")
	assert.Equal(t, "path-hook \n", out)
	out, _, _ = l.run("", "changes", "list")
	assert.Equal(t, "path-cli changes list\n", out)

	// Only plan-compliance installed: `hook` is its subcommand.
	require.NoError(t, os.Remove(filepath.Join(onPath, "plan-compliance-hook")))
	out, _, _ = l.run("", "hook")
	assert.Equal(t, "path-cli hook\n", out)
}

// Without a binary or Go the launcher says how to install one and exits 1,
// which Claude Code shows without blocking anything.
func TestLauncherWithoutBinaryOrGo(t *testing.T) {
	l := launcher{t: t, path: t.TempDir(), data: t.TempDir()}
	out, errOut, code := l.run("{}", "hook")
	assert.Equal(t, 1, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "plan-compliance: the hook binary is not installed. Install Go")
	assert.Contains(t, errOut, "go install github.com/plan-compliance/plan-compliance/cmd/...@latest")
}

// With Go and nothing installed, the first event builds the three programs
// into the plugin's data directory, then answers; later events use them.
func TestLauncherBuildsOnceWithGo(t *testing.T) {
	goBin, err := exec.LookPath("go")
	require.NoError(t, err, "go is needed to build the binaries")
	data := t.TempDir()
	l := launcher{t: t, path: filepath.Dir(goBin) + ":/usr/bin:/bin", data: data}
	fixtures := "../testdata/fixtures/claude-code-2.1.330/hooks/"
	noStatus, err := os.ReadFile(fixtures + "subagent-stop-no-status.json")
	require.NoError(t, err)

	out, errOut, code := l.run(string(noStatus), "hook")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `{"decision":"block","reason":"Your final message needs a valid STATUS report`)
	for _, name := range []string{"plan-compliance", "plan-compliance-hook", "plan-compliance-review"} {
		st, err := os.Stat(filepath.Join(data, "bin", name))
		if assert.NoError(t, err, name) {
			assert.NotZero(t, st.Mode()&0o111, "%s is executable", name)
		}
	}
	version, err := os.ReadFile(filepath.Join(data, "bin", "version"))
	require.NoError(t, err)
	assert.Equal(t, pluginVersion(t)+"\n", string(version))

	// Built: no Go needed any more (which program answers is
	// TestLauncherPicksTheProgram's business).
	l.path = t.TempDir()
	out, errOut, code = l.run(string(noStatus), "hook")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `"decision":"block"`)
	out, _, code = l.run("", "status", "parse", "--help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "plan-compliance status parse")
}
