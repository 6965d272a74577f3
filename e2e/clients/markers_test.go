//go:build e2e

package clients

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// The second layer against self-approval under Codex CLI and Qwen Code:
// the model queues a deferred edit, then runs `plan-compliance changes
// confirm 1 1` through `make -f` (a makefile the hook's guard does not
// read, docs/security.md), so only the command line's own refusal stands
// between the agent and its proposal. It must refuse, named by a marker
// the client's shell tool sets, and the item must stay pending. The
// makefile also records the shell tool's environment: the markers
// changeset.AgentMarker relies on for the client must all be there, so a
// client upgrade that drops one fails here.

// decideMakefile writes, outside the project, a makefile whose only target
// records the environment it runs in (env.txt beside it) and then confirms
// item 1 of change set 1 with the plan-compliance in programs; it returns
// the makefile's path.
func decideMakefile(t *testing.T, programs string) string {
	t.Helper()
	dir := t.TempDir()
	mk := filepath.Join(dir, "decide.mk")
	recipe := "all:\n\t@env > " + filepath.Join(dir, "env.txt") + "\n\t" + filepath.Join(programs, "plan-compliance") + " changes confirm 1 1\n"
	must(t, os.WriteFile(mk, []byte(recipe), 0o644))
	return mk
}

// assertSelfApprovalRefused checks that the confirm run by mk under the
// client's shell tool was refused (toolResult is what the model got back),
// that the item is still pending, and that the shell tool set every marker
// in markers.
func assertSelfApprovalRefused(t *testing.T, mk, toolResult, home, work, programs string, markers []string) {
	t.Helper()
	if !strings.Contains(toolResult, "plan-compliance changes confirm' refuses to run under an agent's tool (") {
		t.Errorf("the model's tool result does not carry the command line's refusal:\n%s", tail(toolResult, 3000))
	}
	list := exec.Command(filepath.Join(programs, "plan-compliance"), "changes", "list")
	list.Dir = work
	list.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH")}
	out, err := list.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "pending") {
		t.Errorf("the item is not pending after the agent's confirm (%v):\n%s", err, out)
	}
	env, err := os.ReadFile(filepath.Join(filepath.Dir(mk), "env.txt"))
	if err != nil {
		t.Fatalf("the makefile did not run under the shell tool: %v", err)
	}
	for _, m := range markers {
		found := false
		for _, line := range strings.Split(string(env), "\n") {
			if v, ok := strings.CutPrefix(line, m+"="); ok && v != "" {
				found = true
			}
		}
		if !found {
			t.Errorf("the shell tool did not set %s:\n%s", m, env)
		}
	}
}

// answered reports whether rule answered a request of api.
func answered(api *fakeapi.Server, rule string) bool {
	for _, q := range api.Requests() {
		if q.Rule == rule {
			return true
		}
	}
	return false
}

// Codex CLI 0.169.0: an apply_patch deferred, then exec_command runs the
// makefile.
func TestCodexAgentCannotConfirmThroughAMakefile(t *testing.T) {
	r := newCodexRun(t, codexEditModel)
	installPlanCompliance(t, r, `{"changes": {"defer": [{"tool": "Edit"}]}}`)
	parse := filepath.Join(r.work, "parse.go")
	must(t, os.WriteFile(parse, []byte(codexParse), 0o644))
	mk := decideMakefile(t, r.programs)
	mainRule(r.api, "patch", "", "*** Begin Patch", fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Name: "apply_patch",
		Freeform: "*** Begin Patch\n*** Update File: parse.go\n@@\n func handleEntry(e string) string {\n+\tif e == \"\" {\n+\t\treturn \"error: empty entry\"\n+\t}\n \treturn e\n*** End Patch\n"}}})
	mainRule(r.api, "decide", "Proposal queued for user review (change set 1, item 1)", "decide.mk",
		fakeapi.Call("exec_command", map[string]any{"cmd": "make -s -f " + mk}))
	r.api.Default(fakeapi.Text("MAIN done"))
	r.exec(t, "MAIN: fix empty entry handling in parse.go")

	after := lastMain(t, r.api)
	if !answered(r.api, "decide") {
		t.Fatalf("the scenario did not reach the makefile\n%s", r.api.Log())
	}
	if got, _ := os.ReadFile(parse); string(got) != codexParse {
		t.Errorf("parse.go was changed: the deferred edit or the agent's confirm ran:\n%s", got)
	}
	assertSelfApprovalRefused(t, mk, after.Tail, r.home, r.work, r.programs,
		[]string{"CODEX_THREAD_ID", "CODEX_SESSION_ID", "CODEX_TOOL_CALL_ID", "CODEX_CI"})
	if t.Failed() {
		t.Log(r.api.Log())
	}
}

// Qwen Code 0.24.4: a write_file deferred, then run_shell_command runs the
// makefile.
func TestQwenAgentCannotConfirmThroughAMakefile(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	r.writeGates(t, `{"changes": {"defer": [{"tool": "Write"}]}}`)
	logOnFailure(t, r.api)
	file := filepath.Join(r.work, "empty.go")
	mk := decideMakefile(t, r.programs)
	mainRule(r.api, "write", "", "write_file", fakeapi.Call("write_file", map[string]any{"file_path": file, "content": "package parse\n"}))
	mainRule(r.api, "decide", "Proposal queued for user review (change set 1, item 1)", "decide.mk",
		fakeapi.Call("run_shell_command", map[string]any{"command": "make -s -f " + mk, "description": "decide"}))
	r.api.Default(fakeapi.Text("done"))
	r.run(t, "MAIN: add empty.go")

	main := threadWith(r.api, "MAIN:")
	if len(main) == 0 || !answered(r.api, "decide") {
		t.Fatalf("the scenario did not reach the makefile")
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("empty.go exists (%v): the deferred write or the agent's confirm wrote it", err)
	}
	// The Qwen Code markers, QWEN_CODE_AGENT_ID aside: it is set empty in
	// the main thread (a subagent's shell call gets the agent's id).
	assertSelfApprovalRefused(t, mk, main[len(main)-1].Tail, r.home, r.work, r.programs,
		[]string{"QWEN_CODE", "QWEN_CODE_SESSION_ID", "QWEN_CODE_PROMPT_ID", "QWEN_CODE_PROJECT_DIR"})
}
