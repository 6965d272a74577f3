//go:build e2e

package clients

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// TestQwenScopeOutsideTaskIsSentBack: the plan's Task 1 lists a.txt; a
// foreground subagent writes it, then writes c.txt with the shell and
// reports STATUS: OK. Qwen Code names the parent's chat as the subagent's
// transcript; the adapter finds the subagent's own chat, so the scope check
// sees the shell write and sends the agent back naming c.txt. The agent
// removes it (back as in the last commit) and may stop.
func TestQwenScopeOutsideTaskIsSentBack(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	for _, args := range [][]string{{"init", "-q"}, {"-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "start"}} {
		git := exec.Command("git", args...)
		git.Dir = r.work
		out, err := git.CombinedOutput()
		require.NoError(t, err, "%s", out)
	}
	// The edits themselves are not in question here: no confirmation.
	require.NoError(t, os.MkdirAll(filepath.Join(r.work, ".claude"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(r.work, ".claude", "gates.json"), []byte(`{"confirm": {"enabled": false}}`), 0o644))
	require.NoError(t, os.MkdirAll(filepath.Join(r.work, "docs", "plans"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(r.work, "docs", "plans", "p.md"),
		[]byte("### Task 1: Notes\n\n**Files:**\n- Create: `a.txt`\n"), 0o644))
	api := r.api
	const report = "Wrote the notes.\n\nSTATUS: OK\nTASK: Task 1\nSUMMARY: a.txt written"
	api.Rule(fakeapi.Rule{Name: "SUB-1 final", FirstUser: "SUB-1", Contains: []string{"rm c.txt"}, Reply: fakeapi.Text(report)})
	api.Rule(fakeapi.Rule{Name: "SUB-1 revert", FirstUser: "SUB-1", Contains: []string{"you changed files outside"},
		Reply: fakeapi.Call("run_shell_command", map[string]any{"command": "rm c.txt", "description": "revert"})})
	api.Rule(fakeapi.Rule{Name: "SUB-1 report", FirstUser: "SUB-1", Contains: []string{"echo x > c.txt"}, Reply: fakeapi.Text(report)})
	api.Rule(fakeapi.Rule{Name: "SUB-1 shell", FirstUser: "SUB-1", Contains: []string{"Successfully created"},
		Reply: fakeapi.Call("run_shell_command", map[string]any{"command": "echo x > c.txt", "description": "scratch"})})
	api.Rule(fakeapi.Rule{Name: "SUB-1 write", FirstUser: "SUB-1",
		Reply: fakeapi.Call("write_file", map[string]any{"file_path": filepath.Join(r.work, "a.txt"), "content": "alpha\n"})})
	mainRule(api, "agent", "", "SUB-1:", fakeapi.Call("agent", map[string]any{"description": "task 1", "prompt": "SUB-1: do Task 1",
		"subagent_type": "general-purpose", "run_in_background": false}))
	api.Default(fakeapi.Text("MAIN done"))

	r.run(t, "MAIN: run the plan")
	defer func() {
		if t.Failed() {
			t.Log(api.Log())
		}
	}()

	sub := threadWith(api, "SUB-1")
	var rules []string
	for _, q := range sub {
		rules = append(rules, q.Rule)
	}
	require.Equal(t, []string{"SUB-1 write", "SUB-1 shell", "SUB-1 report", "SUB-1 revert", "SUB-1 final"}, rules,
		"sent back once, for the shell write outside the task; let go once it is reverted")
	assert.Contains(t, sub[3].Tail, "c.txt (Bash)", "the block names the file and the tool")
	assert.Contains(t, sub[3].Tail, "Task 1")
	assert.NotContains(t, sub[3].Tail, "a.txt (Write)", "the task's own file is in scope")
	assert.NoFileExists(t, filepath.Join(r.work, "c.txt"))
	assert.FileExists(t, filepath.Join(r.work, "a.txt"))
}
