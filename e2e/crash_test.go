//go:build e2e

package e2e

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// crashPlugin writes a plugin whose only hook, on PreToolUse, is a Go
// program that crashes (testdata/fatalhook), run with args.
func crashPlugin(t *testing.T, args string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "crash")
	bin := filepath.Join(dir, "bin", "fatalhook")
	build := exec.Command("go", "build", "-o", bin, "./e2e/testdata/fatalhook")
	build.Dir = repoRoot()
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	files := map[string]string{
		".claude-plugin/plugin.json": `{"name":"crash","version":"0.0.1"}`,
		"hooks/hooks.json": `{"hooks":{
 "PreToolUse":[{"hooks":[{"type":"command","command":"\"${CLAUDE_PLUGIN_ROOT}/bin/fatalhook\" ` + args + `"}]}]
}}`,
	}
	writeFiles(t, dir, files)
	return dir
}

// TestCLIHookRuntimeCrash pins down the decision in docs/reliability.md: a
// Go runtime crash exits 2, which the real CLI reads as a block (the edit
// does not run, the model gets the stack dump); the same crash after
// abort.OnFatal dies by SIGABRT, which the CLI treats as a non-blocking
// error: the edit runs.
func TestCLIHookRuntimeCrash(t *testing.T) {
	for _, tc := range []struct {
		name, args string
		applied    bool
	}{
		{"exit 2 blocks", "", false},
		{"SIGABRT does not block", "abort", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			h.pluginDir = crashPlugin(t, tc.args)
			h.WriteFile("parse.go", parseSource)
			scriptEdit(h, "parse.go", "\treturn e\n", "\treturn e // edited\n")

			h.ClaudeRaw(confirmPrompt, "--allowedTools", "Read Edit")

			assert.Equal(t, tc.applied, strings.Contains(h.readFile("parse.go"), "// edited"), "edit applied")
			after := afterEdit(t, h)
			assert.Equal(t, !tc.applied, strings.Contains(after.Tail, "fatalhook: a bug no recover catches"),
				"the model is handed the stack dump only on exit 2: %s", after.Tail)
		})
	}
}
