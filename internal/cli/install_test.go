package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A client's hook command starts the hook program with one processor,
// saving the user's GOMAXPROCS, where the client's shell reads sh syntax;
// elsewhere it is the bare command, which every shell runs.
func TestHookCommandStartsWithOneProcessor(t *testing.T) {
	const prog = "/opt/pc/plan-compliance-hook"
	started := `PLAN_COMPLIANCE_GOMAXPROCS="${GOMAXPROCS+=$GOMAXPROCS}" GOMAXPROCS=1 exec /opt/pc/plan-compliance-hook --client codex`
	bare := "/opt/pc/plan-compliance-hook --client codex"
	for _, tc := range []struct {
		goos, shell, want string
	}{
		{"linux", "", started},
		{"linux", "/bin/bash", started},
		{"darwin", "/bin/zsh", started},
		{"linux", "bash", started},
		{"linux", "/usr/bin/fish", bare},
		{"freebsd", "/bin/tcsh", bare},
		{"linux", "/usr/bin/nu", bare},
		{"windows", "", bare},
		{"windows", "bash", bare},
	} {
		assert.Equal(t, tc.want, hookCommand(tc.goos, tc.shell, prog, "--client codex"), "%s %q", tc.goos, tc.shell)
	}
	assert.Equal(t, `PLAN_COMPLIANCE_GOMAXPROCS="${GOMAXPROCS+=$GOMAXPROCS}" GOMAXPROCS=1 exec '/my hooks/plan-compliance-hook' --client qwen`,
		hookCommand("linux", "bash", "/my hooks/plan-compliance-hook", "--client qwen"), "the program stays one word")
}

// The registered command, run the way the clients run it (sh -c, bash -c,
// a login shell's -lc), hands the hook program GOMAXPROCS=1 and the user's
// own value saved as internal/maxprocs expects it: "=N", or empty when the
// user had none.
func TestHookCommandSavesTheUsersGOMAXPROCS(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the command is the bare program on Windows")
	}
	prog := filepath.Join(t.TempDir(), "plan-compliance-hook")
	require.NoError(t, os.WriteFile(prog, []byte("#!/bin/sh\necho \"[$GOMAXPROCS] [${PLAN_COMPLIANCE_GOMAXPROCS-unset}] $*\"\n"), 0o755))
	for _, shell := range []string{"sh", "bash"} {
		path, err := exec.LookPath(shell)
		require.NoError(t, err, "%s runs the clients' hooks", shell)
		command := hookCommand(runtime.GOOS, path, prog, "--client qwen")
		for _, tc := range []struct {
			env  []string
			want string
		}{
			{[]string{"GOMAXPROCS=7"}, "[1] [=7] --client qwen\n"},
			{[]string{"GOMAXPROCS="}, "[1] [=] --client qwen\n"},
			{nil, "[1] [] --client qwen\n"},
		} {
			cmd := exec.Command(path, "-c", command)
			cmd.Env = append([]string{"PATH=" + os.Getenv("PATH")}, tc.env...)
			out, err := cmd.CombinedOutput()
			require.NoError(t, err, string(out))
			assert.Equal(t, tc.want, string(out), "%s with %v", shell, tc.env)
		}
	}
}
