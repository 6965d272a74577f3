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

// The policy scenarios run the real codex with plan-compliance installed
// the way a user installs it (plan-compliance install --client codex), so
// its hooks.json names the real hook program with the Codex adapter.

const (
	codexNoStatus = "I checked the notes."
	codexReportOK = "Checked the notes.\n\nSTATUS: OK\nTASK: Task 1 - check the notes\nSUMMARY: notes.txt is fine"
	codexBlocked  = "The plan cannot work as written.\n\nSTATUS: BLOCKED\nTASK: Task 3 - auth\nREASON: plan says JWT but the service uses OAuth2"
)

// installPlanCompliance builds the two programs and runs `plan-compliance
// install --client codex` against r's CODEX_HOME, replacing the recorder's
// registration (the recorder would not change the outcome, but the
// scenarios test plan-compliance alone); gates is the project's
// .claude/gates.json.
func installPlanCompliance(t *testing.T, r *codexRun, gates string) {
	t.Helper()
	bin := t.TempDir()
	r.programs = bin
	build := exec.Command("go", "build", "-o", bin+string(os.PathSeparator), "./cmd/plan-compliance", "./cmd/plan-compliance-hook")
	build.Dir = repoDir(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	must(t, os.Remove(filepath.Join(r.home, "hooks.json")))
	install := exec.Command(filepath.Join(bin, "plan-compliance"), "install", "--client", "codex")
	install.Env = []string{"HOME=" + r.home, "CODEX_HOME=" + r.home, "PATH=" + os.Getenv("PATH")}
	out, err := install.CombinedOutput()
	if err != nil {
		t.Fatalf("plan-compliance install --client codex: %v\n%s", err, out)
	}
	hooks, err := os.ReadFile(filepath.Join(r.home, "hooks.json"))
	must(t, err)
	if !strings.Contains(string(hooks), filepath.Join(bin, "plan-compliance-hook")+" --client codex") {
		t.Fatalf("hooks.json does not register the hook program: %s", hooks)
	}
	must(t, os.MkdirAll(filepath.Join(r.work, ".claude"), 0o755))
	must(t, os.WriteFile(filepath.Join(r.work, ".claude", "gates.json"), []byte(gates), 0o644))
}

const statusGates = `{"hooks": {"SubagentStop": {"gates": ["plan-compliance"]}}}`

// scriptCodexSubagent: the main thread spawns SUB-1 and waits for it; the
// subagent answers first, and then (after a hook sent it back) second.
func scriptCodexSubagent(api *fakeapi.Server, first, second string) {
	api.Rule(fakeapi.Rule{Name: "sub sent back", FirstUser: "SUB-1", Contains: []string{"<hook_prompt"}, Reply: fakeapi.Text(second)})
	api.Rule(fakeapi.Rule{Name: "sub", FirstUser: "SUB-1", Reply: fakeapi.Text(first)})
	mainRule(api, "spawn", "", "SUB-1:", fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Namespace: "multi_agent_v1", Name: "spawn_agent",
		Input: map[string]any{"message": "SUB-1: implement Task 1 - check the notes"}}}})
	api.Rule(fakeapi.Rule{Name: "wait", FirstUser: "MAIN:", Contains: []string{`"agent_id":"`}, Lacks: []string{"wait_agent"}, Times: 1,
		ReplyFunc: func(q fakeapi.Request) fakeapi.Reply {
			return fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Namespace: "multi_agent_v1", Name: "wait_agent",
				Input: map[string]any{"targets": []string{agentID(q.Conversation)}, "timeout_ms": 60000}}}}
		}})
	api.Default(fakeapi.Text("MAIN done"))
}

// thread is the requests whose first user message starts with prefix.
func thread(api *fakeapi.Server, prefix string) []fakeapi.Request {
	var out []fakeapi.Request
	for _, q := range api.Requests() {
		if strings.HasPrefix(q.FirstUser, prefix) {
			out = append(out, q)
		}
	}
	return out
}

// lastMain is the main thread's last request.
func lastMain(t *testing.T, api *fakeapi.Server) fakeapi.Request {
	t.Helper()
	m := thread(api, "MAIN:")
	if len(m) == 0 {
		t.Fatalf("no main-thread request\n%s", api.Log())
	}
	return m[len(m)-1]
}

// A subagent that ends without STATUS is sent back with the block to end
// with, and the parent receives the report it writes then.
func TestCodexMissingStatusIsSentBack(t *testing.T) {
	r := newCodexRun(t, codexAgentModel)
	installPlanCompliance(t, r, statusGates)
	scriptCodexSubagent(r.api, codexNoStatus, codexReportOK)
	r.exec(t, "MAIN: dispatch the subagent")

	sub := thread(r.api, "SUB-1")
	if len(sub) != 2 {
		t.Fatalf("the subagent made %d requests, want 2 (sent back once)\n%s", len(sub), r.api.Log())
	}
	for _, want := range []string{"<hook_prompt", "STATUS: OK\nTASK:", "STATUS: BLOCKED"} {
		if !strings.Contains(sub[1].Tail, want) {
			t.Errorf("the subagent's second request lacks %q:\n%s", want, sub[1].Tail)
		}
	}
	main := lastMain(t, r.api)
	if !strings.Contains(main.Conversation, "SUMMARY: notes.txt is fine") {
		t.Errorf("the parent did not receive the report written after the block\n%s", r.api.Log())
	}
}

// A subagent that reports BLOCKED is not sent back, and the dispatcher
// gets the escalation in the same turn, beside wait_agent's result, told
// to ask the user in its reply (Codex has no question tool) and to pass
// the user's notice on.
func TestCodexBlockedEscalatesToDispatcher(t *testing.T) {
	r := newCodexRun(t, codexAgentModel)
	installPlanCompliance(t, r, statusGates)
	scriptCodexSubagent(r.api, codexBlocked, codexReportOK)
	r.exec(t, "MAIN: dispatch the subagent")

	if sub := thread(r.api, "SUB-1"); len(sub) != 1 {
		t.Fatalf("the BLOCKED subagent made %d requests, want 1 (not sent back)\n%s", len(sub), r.api.Log())
	}
	main := lastMain(t, r.api)
	i := strings.Index(main.Tail, "[developer] Subagent ")
	if i < 0 {
		t.Fatalf("the dispatcher got no escalation as a developer message\n%s\n%s", tail(main.Tail, 3000), r.api.Log())
	}
	escalation := main.Tail[i:]
	for _, want := range []string{"Task 3 - auth", "plan says JWT but the service uses OAuth2", "Revise the plan",
		"Ask the user now, in your reply", "plan-compliance has a message for the user"} {
		if !strings.Contains(escalation, want) {
			t.Errorf("the escalation lacks %q:\n%s", want, escalation)
		}
	}
	if strings.Contains(escalation, "AskUserQuestion") {
		t.Errorf("the escalation names Claude Code's AskUserQuestion, which Codex lacks:\n%s", escalation)
	}
	if len(thread(r.api, "MAIN:")) > 4 {
		t.Errorf("more main-thread requests than the scenario has: the escalation came late\n%s", r.api.Log())
	}
}

// A gate that fails after STATUS: OK sends the subagent back with the
// gate's name and output; it passes the second time.
func TestCodexFailingGateSendsBackWithOutput(t *testing.T) {
	r := newCodexRun(t, codexAgentModel)
	installPlanCompliance(t, r, `{
  "gates": {
    "check": {
      "description": "lint the project",
      "command": "if [ -e .check-ran ]; then echo lint clean; exit 0; fi; touch .check-ran; echo 'notes.go:12: missing return at end of function'; exit 1"
    }
  },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "check"] } }
}`)
	fixed := "Added the missing return.\n\nSTATUS: OK\nTASK: Task 1 - check the notes\nSUMMARY: lints clean"
	scriptCodexSubagent(r.api, codexReportOK, fixed)
	r.exec(t, "MAIN: dispatch the subagent")

	sub := thread(r.api, "SUB-1")
	if len(sub) != 2 {
		t.Fatalf("the subagent made %d requests, want 2 (sent back once by the gate)\n%s", len(sub), r.api.Log())
	}
	for _, want := range []string{"<hook_prompt", "check", "notes.go:12: missing return at end of function"} {
		if !strings.Contains(sub[1].Tail, want) {
			t.Errorf("the subagent's second request lacks %q:\n%s", want, sub[1].Tail)
		}
	}
	if _, err := os.Stat(filepath.Join(r.work, ".check-ran")); err != nil {
		t.Errorf("the gate did not run in the project directory: %v", err)
	}
	if main := lastMain(t, r.api); !strings.Contains(main.Conversation, "Added the missing return.") {
		t.Errorf("the parent did not get the report written after the fix\n%s", r.api.Log())
	}
}

// tail is the last n bytes of s.
func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

const (
	codexParse  = "package parse\n\nfunc handleEntry(e string) string {\n\treturn e\n}\n"
	codexConfig = "package parse\n\nvar (\n\tlevel = 1\n)\n"
)

// patchRun has the main thread (prompt "MAIN: fix empty entry handling in
// parse.go") send one apply_patch, then end its turn; it returns the
// request that carries the patch's result.
func patchRun(t *testing.T, patch string) (*codexRun, fakeapi.Request) {
	return patchRunWith(t, `{}`, patch)
}

// patchRunWith is patchRun with gates as the project's gates.json.
func patchRunWith(t *testing.T, gates, patch string) (*codexRun, fakeapi.Request) {
	r := newCodexRun(t, codexEditModel)
	installPlanCompliance(t, r, gates)
	must(t, os.WriteFile(filepath.Join(r.work, "parse.go"), []byte(codexParse), 0o644))
	must(t, os.WriteFile(filepath.Join(r.work, "config.go"), []byte(codexConfig), 0o644))
	mainRule(r.api, "patch", "", "*** Begin Patch", fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Name: "apply_patch", Freeform: patch}}})
	r.api.Default(fakeapi.Text("MAIN done"))
	r.exec(t, "MAIN: fix empty entry handling in parse.go")
	return r, lastMain(t, r.api)
}

// An edit of a file the user never mentioned is not applied: Codex ignores
// "ask", so the call is denied and the model gets the diff with the
// question to put to the user in chat.
func TestCodexUnrequestedPatchIsNotApplied(t *testing.T) {
	r, after := patchRun(t, "*** Begin Patch\n*** Update File: config.go\n@@\n var (\n-\tlevel = 1\n+\tlevel = 2\n )\n*** End Patch\n")
	got, err := os.ReadFile(filepath.Join(r.work, "config.go"))
	must(t, err)
	if string(got) != codexConfig {
		t.Errorf("config.go was changed:\n%s", got)
	}
	for _, want := range []string{"blocked by PreToolUse hook", "config.go", "level = 2", "ask in chat"} {
		if !strings.Contains(after.Tail, want) {
			t.Errorf("the model's tool result lacks %q:\n%s\n%s", want, after.Tail, r.api.Log())
		}
	}
}

// An edit of the file the user asked about goes through.
func TestCodexRequestedPatchIsApplied(t *testing.T) {
	r, after := patchRun(t, "*** Begin Patch\n*** Update File: parse.go\n@@\n func handleEntry(e string) string {\n+\tif e == \"\" {\n+\t\treturn \"error: empty entry\"\n+\t}\n \treturn e\n*** End Patch\n")
	got, err := os.ReadFile(filepath.Join(r.work, "parse.go"))
	must(t, err)
	if !strings.Contains(string(got), `return "error: empty entry"`) {
		t.Errorf("parse.go was not changed:\n%s\n%s\n%s", got, after.Tail, r.api.Log())
	}
	if strings.Contains(after.Tail, "blocked by PreToolUse hook") {
		t.Errorf("the requested edit was blocked:\n%s", after.Tail)
	}
}

// resume runs `codex exec resume --last PROMPT`: the next turn of the
// session the last exec started.
func (r *codexRun) resume(t *testing.T, prompt string) string {
	t.Helper()
	return r.exec(t, prompt, "resume", "--last")
}

// "go ahead" right after a concrete plan reaches the model with the
// consent guidance, as a developer message before the prompt.
func TestCodexConsentGuidanceReachesTheModel(t *testing.T) {
	const (
		request = "MAIN: Fix empty entry handling in parse.go"
		plan    = "I'll update `parse.go` function `handleEntry` (lines 3-5) to handle empty entries:\n" +
			"- Add an empty-string check before processing\n- Return early with an error message\n" +
			"Test: `TestHandleEntry_Empty` should pass.\nProceed?"
	)
	r := newCodexRun(t, codexEditModel)
	installPlanCompliance(t, r, `{}`)
	r.api.Rule(fakeapi.Rule{Name: "reply", FirstUser: "MAIN:", Contains: []string{"Proceed?", "go ahead"}, Reply: fakeapi.Text("Understood.")})
	r.api.Rule(fakeapi.Rule{Name: "plan", FirstUser: "MAIN:", Times: 1, Reply: fakeapi.Text(plan)})
	r.exec(t, request)
	if first := thread(r.api, "MAIN:"); len(first) == 0 || strings.Contains(first[0].Tail, "Consent check") {
		t.Fatalf("the plan turn: no request, or consent guidance before any plan\n%s", r.api.Log())
	}
	r.resume(t, "go ahead")
	last := lastMain(t, r.api)
	if last.Rule != "reply" {
		t.Fatalf("the reply's turn did not reach the model with the plan\n%s", r.api.Log())
	}
	i := strings.Index(last.Tail, "[developer] Consent check")
	if i < 0 {
		t.Fatalf("no consent guidance as a developer message in the reply's turn:\n%s\n%s", last.Tail, r.api.Log())
	}
	if g := last.Tail[i:]; !strings.Contains(g, `"go ahead" approves your plan`) {
		t.Errorf("the guidance does not say the plan is approved:\n%s", g)
	}
}

// codexSeveralFiles updates parse.go, deletes config.go and moves
// helper.go to util.go: every file is confirmed like an edit of that file.
const codexSeveralFiles = "*** Begin Patch\n*** Update File: parse.go\n@@\n func handleEntry(e string) string {\n+\tif e == \"\" {\n+\t\treturn \"error: empty entry\"\n+\t}\n \treturn e\n" +
	"*** Delete File: config.go\n*** Update File: helper.go\n*** Move to: util.go\n@@\n-package helper\n+package parse\n*** End Patch\n"

// severalFilesRun runs codexSeveralFiles under prompt with the default
// config; it returns the request that carries the patch's result.
func severalFilesRun(t *testing.T, prompt string) (*codexRun, fakeapi.Request) {
	r := newCodexRun(t, codexEditModel)
	installPlanCompliance(t, r, `{}`)
	must(t, os.WriteFile(filepath.Join(r.work, "parse.go"), []byte(codexParse), 0o644))
	must(t, os.WriteFile(filepath.Join(r.work, "config.go"), []byte(codexConfig), 0o644))
	must(t, os.WriteFile(filepath.Join(r.work, "helper.go"), []byte("package helper\n"), 0o644))
	mainRule(r.api, "patch", "", "*** Begin Patch", fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Name: "apply_patch", Freeform: codexSeveralFiles}}})
	r.api.Default(fakeapi.Text("MAIN done"))
	r.exec(t, prompt)
	return r, lastMain(t, r.api)
}

// A patch that also deletes and moves files the user never asked about is
// not applied, not even its requested part: the model gets each unasked
// file's change (the delete's removed lines, the move's new file) with the
// question to put to the user in chat.
func TestCodexUnrequestedDeleteAndMoveInAPatchAreNotApplied(t *testing.T) {
	r, after := severalFilesRun(t, "MAIN: fix empty entry handling in parse.go")
	if got, _ := os.ReadFile(filepath.Join(r.work, "parse.go")); string(got) != codexParse {
		t.Errorf("parse.go was changed:\n%s", got)
	}
	if got, _ := os.ReadFile(filepath.Join(r.work, "config.go")); string(got) != codexConfig {
		t.Errorf("config.go was deleted or changed: %q", got)
	}
	if _, err := os.Stat(filepath.Join(r.work, "helper.go")); err != nil {
		t.Errorf("helper.go was moved away: %v", err)
	}
	if _, err := os.Stat(filepath.Join(r.work, "util.go")); err == nil {
		t.Error("util.go was created")
	}
	for _, want := range []string{"blocked by PreToolUse hook", "delete config.go", "-\tlevel = 1", "create util.go (moved from helper.go)", "delete helper.go", "+package parse", "ask in chat"} {
		if !strings.Contains(after.Tail, want) {
			t.Errorf("the model's tool result lacks %q:\n%s\n%s", want, after.Tail, r.api.Log())
		}
	}
	if strings.Contains(after.Tail, "edit parse.go") {
		t.Errorf("the requested edit of parse.go is asked about:\n%s", after.Tail)
	}
}

// The same patch, every file of it asked for, is applied whole.
func TestCodexRequestedDeleteAndMoveInAPatchAreApplied(t *testing.T) {
	r, after := severalFilesRun(t, "MAIN: fix empty entry handling in parse.go, delete config.go and rename helper.go to util.go")
	if strings.Contains(after.Tail, "blocked by PreToolUse hook") {
		t.Fatalf("the requested patch was blocked:\n%s", after.Tail)
	}
	if got, _ := os.ReadFile(filepath.Join(r.work, "parse.go")); !strings.Contains(string(got), `return "error: empty entry"`) {
		t.Errorf("parse.go was not changed:\n%s", got)
	}
	if _, err := os.Stat(filepath.Join(r.work, "config.go")); err == nil {
		t.Error("config.go was not deleted")
	}
	if got, _ := os.ReadFile(filepath.Join(r.work, "util.go")); string(got) != "package parse\n" {
		t.Errorf("util.go = %q, want the moved file", got)
	}
}

// The loop guard lets a subagent go after max_blocks blocks, and the
// dispatcher is told beside wait_agent's result.
func TestCodexLoopGuardLetsGoAndTellsDispatcher(t *testing.T) {
	r := newCodexRun(t, codexAgentModel)
	installPlanCompliance(t, r, `{
  "max_blocks": 2,
  "gates": { "check": { "command": "echo 'still broken: 3 tests fail'; exit 1" } },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "check"] } }
}`)
	scriptCodexSubagent(r.api, codexReportOK, codexReportOK)
	r.exec(t, "MAIN: dispatch the subagent")

	sub := thread(r.api, "SUB-1")
	if len(sub) != 3 {
		t.Fatalf("the subagent made %d requests, want 3 (blocked max_blocks = 2 times, then let go)\n%s", len(sub), r.api.Log())
	}
	for _, s := range sub[1:] {
		if !strings.Contains(s.Tail, "still broken: 3 tests fail") {
			t.Errorf("a send-back lacks the gate's output:\n%s", s.Tail)
		}
	}
	main := lastMain(t, r.api)
	i := strings.Index(main.Tail, "[developer] Subagent ")
	if i < 0 {
		t.Fatalf("the dispatcher was not told:\n%s\n%s", main.Tail, r.api.Log())
	}
	if !strings.Contains(main.Tail[i:], "still failing after 2 attempts") {
		t.Errorf("the escalation does not say the gate kept failing:\n%s", main.Tail[i:])
	}
}

// The scope check: a subagent executing Task 2 of a plan also changes
// src/db.go (Task 1's) with a shell command → it is sent back naming the
// file → it reverts the change and reports again → it may stop. (The
// subagent model has no apply_patch in Codex 0.169.0: Codex offers the
// agent tools and apply_patch to different models, so it writes with the
// shell.)
func TestCodexScopeOutsideTaskIsSentBack(t *testing.T) {
	const (
		planFile = "docs/superpowers/plans/2026-01-01-auth.md"
		planText = "# Auth Implementation Plan\n\n**Goal:** check users.\n\n---\n\n" +
			"### Task 1: Pool size\n\n**Files:**\n- Modify: `src/db.go`\n\n" +
			"### Task 2: Auth check\n\n**Files:**\n- Modify: `src/auth.go`\n- Test: `src/auth_test.go`\n"
		task   = "SUB-2: Execute Task 2 of " + planFile + ".\n\n### Task 2: Auth check\n\n**Files:**\n- Modify: `src/auth.go`\n- Test: `src/auth_test.go`"
		report = "Done.\n\nSTATUS: OK\nTASK: Task 2 - Auth check\nSUMMARY: Allowed rejects empty users"
	)
	r := newCodexRun(t, codexAgentModel)
	installPlanCompliance(t, r, `{"confirm": {"enabled": false}, "hooks": {"SubagentStop": {"gates": ["plan-compliance"]}}}`)
	must(t, os.MkdirAll(filepath.Join(r.work, "src"), 0o755))
	must(t, os.MkdirAll(filepath.Join(r.work, filepath.Dir(planFile)), 0o755))
	must(t, os.WriteFile(filepath.Join(r.work, planFile), []byte(planText), 0o644))
	must(t, os.WriteFile(filepath.Join(r.work, "src", "db.go"), []byte("package src\n\nconst Pool = 4\n"), 0o644))
	// A revert by shell is recognised against the last commit.
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}, {"-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start"}} {
		git := exec.Command("git", args...)
		git.Dir = r.work
		if out, err := git.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	shell := func(cmd string) fakeapi.Reply { return fakeapi.Call("exec_command", map[string]any{"cmd": cmd}) }
	r.api.Rule(fakeapi.Rule{Name: "sub revert", FirstUser: "SUB-2", Contains: []string{"<hook_prompt"}, Times: 1, Reply: shell(`printf 'package src\n\nconst Pool = 4\n' > src/db.go`)})
	r.api.Rule(fakeapi.Rule{Name: "sub report", FirstUser: "SUB-2", Contains: []string{"Process exited"}, Reply: fakeapi.Text(report)})
	r.api.Rule(fakeapi.Rule{Name: "sub edit", FirstUser: "SUB-2", Times: 1, Reply: shell(`printf 'package src\n\nconst Pool = 8\n' > src/db.go`)})
	mainRule(r.api, "spawn", "", "SUB-2:", fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Namespace: "multi_agent_v1", Name: "spawn_agent", Input: map[string]any{"message": task}}}})
	r.api.Rule(fakeapi.Rule{Name: "wait", FirstUser: "MAIN:", Contains: []string{`"agent_id":"`}, Lacks: []string{"wait_agent"}, Times: 1,
		ReplyFunc: func(q fakeapi.Request) fakeapi.Reply {
			return fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Namespace: "multi_agent_v1", Name: "wait_agent",
				Input: map[string]any{"targets": []string{agentID(q.Conversation)}, "timeout_ms": 60000}}}}
		}})
	r.api.Default(fakeapi.Text("MAIN done"))
	r.exec(t, "MAIN: dispatch the subagent")

	sub := thread(r.api, "SUB-2")
	if len(sub) != 4 {
		t.Fatalf("the subagent made %d requests, want 4 (edit, report, revert, report)\n%s", len(sub), r.api.Log())
	}
	block := sub[2].Tail
	for _, want := range []string{"<hook_prompt", "outside Task 2: Auth check", "src/db.go"} {
		if !strings.Contains(block, want) {
			t.Errorf("the send-back lacks %q:\n%s", want, block)
		}
	}
	if strings.Contains(sub[3].Tail, "<hook_prompt") {
		t.Errorf("the subagent was sent back again after reverting:\n%s", sub[3].Tail)
	}
}

// A deferred apply_patch edit is queued (the file untouched, the model
// told), `plan-compliance changes confirm` applies it, and the next
// session starts with the decision in its context.
func TestCodexDeferredEditIsQueuedThenConfirmedAndRemembered(t *testing.T) {
	r, after := patchRunWith(t, `{"changes": {"defer": [{"tool": "Edit"}]}}`,
		"*** Begin Patch\n*** Update File: parse.go\n@@\n func handleEntry(e string) string {\n+\tif e == \"\" {\n+\t\treturn \"error: empty entry\"\n+\t}\n \treturn e\n*** End Patch\n")
	if got, _ := os.ReadFile(filepath.Join(r.work, "parse.go")); string(got) != codexParse {
		t.Fatalf("the deferred edit ran:\n%s", got)
	}
	if !strings.Contains(after.Tail, "Proposal queued for user review (change set 1, item 1)") {
		t.Fatalf("the model was not told the edit is queued:\n%s", after.Tail)
	}
	changes := func(args ...string) string {
		cmd := exec.Command(filepath.Join(r.programs, "plan-compliance"), append([]string{"changes"}, args...)...)
		cmd.Dir = r.work
		cmd.Env = []string{"HOME=" + r.home, "PATH=" + os.Getenv("PATH")}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("plan-compliance changes %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	if out := changes("confirm", "1", "1"); !strings.Contains(out, "applied") {
		t.Errorf("confirm did not apply:\n%s", out)
	}
	if got, _ := os.ReadFile(filepath.Join(r.work, "parse.go")); !strings.Contains(string(got), `return "error: empty entry"`) {
		t.Errorf("confirm did not change parse.go:\n%s", got)
	}
	const next = "MAIN: anything else to fix in parse.go?"
	r.exec(t, next)
	var first fakeapi.Request
	for _, q := range r.api.Requests() {
		if q.FirstUser == next {
			first = q
			break
		}
	}
	if !strings.Contains(first.Conversation, "## Recent User Decisions") || !strings.Contains(first.Conversation, "confirmed") {
		t.Errorf("the next session does not start with the decision:\n%s", tail(first.Conversation, 3000))
	}
}

// Agent filters: SubagentStop carries Codex's agent_type ("default" when
// the model names none), so enabled_agents selects the agents checked.
func TestCodexAgentFilters(t *testing.T) {
	for _, tc := range []struct {
		agents   string
		requests int
	}{
		{`["default"]`, 2},  // checked: sent back once for its missing STATUS
		{`["explorer"]`, 1}, // not checked: its report passes as it is
	} {
		t.Run(tc.agents, func(t *testing.T) {
			r := newCodexRun(t, codexAgentModel)
			installPlanCompliance(t, r, `{"hooks": {"SubagentStop": {"enabled_agents": `+tc.agents+`, "gates": ["plan-compliance"]}}}`)
			scriptCodexSubagent(r.api, codexNoStatus, codexReportOK)
			r.exec(t, "MAIN: dispatch the subagent")
			if sub := thread(r.api, "SUB-1"); len(sub) != tc.requests {
				t.Errorf("enabled_agents %s: the subagent made %d requests, want %d\n%s", tc.agents, len(sub), tc.requests, r.api.Log())
			}
		})
	}
}

// A shell command that changes a file nobody mentioned is not run: the
// model gets the change and the question to ask in chat.
func TestCodexUnrequestedShellEditIsNotRun(t *testing.T) {
	r := newCodexRun(t, codexEditModel)
	installPlanCompliance(t, r, `{}`)
	must(t, os.WriteFile(filepath.Join(r.work, "config.go"), []byte(codexConfig), 0o644))
	mainRule(r.api, "shell", "", "Process exited", fakeapi.Call("exec_command", map[string]any{"cmd": "sed -i 's/level = 1/level = 2/' config.go"}))
	r.api.Default(fakeapi.Text("MAIN done"))
	r.exec(t, "MAIN: fix empty entry handling in parse.go")
	if got, _ := os.ReadFile(filepath.Join(r.work, "config.go")); string(got) != codexConfig {
		t.Errorf("config.go was changed:\n%s", got)
	}
	after := lastMain(t, r.api)
	for _, want := range []string{"blocked by PreToolUse hook", "config.go", "ask in chat"} {
		if !strings.Contains(after.Tail, want) {
			t.Errorf("the model's tool result lacks %q:\n%s\n%s", want, after.Tail, r.api.Log())
		}
	}
}

// A broken gates.json is visible to the user: `codex exec` prints no
// hook output (no systemMessage), so the notice goes to the model with
// the instruction to pass it on, which Codex records in the session's
// rollout, and the model's reply (what exec prints) carries it. The fake
// model does what the instruction says: it repeats the line it was given.
func TestCodexBrokenConfigReachesTheUser(t *testing.T) {
	r := newCodexRun(t, codexEditModel)
	installPlanCompliance(t, r, `{"hooks": {"SubagentStop": {"gates": [}}`)
	const relay = "word for word:\n\n"
	r.api.Rule(fakeapi.Rule{Name: "relay", FirstUser: "MAIN:", Contains: []string{relay}, Times: 1,
		ReplyFunc: func(q fakeapi.Request) fakeapi.Reply {
			msg := q.Conversation[strings.LastIndex(q.Conversation, relay)+len(relay):]
			msg, _, _ = strings.Cut(msg, "\n")
			return fakeapi.Text("Before I start: " + msg)
		}})
	r.api.Default(fakeapi.Text("MAIN done"))
	out := r.exec(t, "MAIN: fix empty entry handling in parse.go")

	first := lastMain(t, r.api)
	if first.Rule != "relay" {
		t.Fatalf("the model was not asked to pass a notice on:\n%s", r.api.Log())
	}
	i := strings.Index(first.Tail, "[developer] plan-compliance has a message for the user")
	if i < 0 || !strings.Contains(first.Tail[i:], "could not check this event") || !strings.Contains(first.Tail[i:], "gates.json") {
		t.Errorf("no developer message with the broken config's notice:\n%s", tail(first.Tail, 3000))
	}
	var shown string
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, `"type":"agent_message"`) && strings.Contains(line, "could not check this event") {
			shown = line
		}
	}
	if !strings.Contains(shown, "gates.json") {
		t.Errorf("codex exec does not show the user the broken config (no agent message naming gates.json):\n%s", out)
	}
	rollouts, err := filepath.Glob(filepath.Join(r.home, "sessions", "*", "*", "*", "rollout-*.jsonl"))
	must(t, err)
	recorded := false
	for _, p := range rollouts {
		b, err := os.ReadFile(p)
		must(t, err)
		recorded = recorded || strings.Contains(string(b), "could not check this event")
	}
	if !recorded {
		t.Errorf("the session's rollout (%v) does not record the notice", rollouts)
	}
}

// A deferred Edit holds back a patch of several files whole: nothing of it
// is applied, the model is told it is queued; confirmed with `changes
// confirm`, the identical patch goes through once when the model sends it
// again in the next turn.
func TestCodexDeferredPatchOfSeveralFilesIsHeldBackWhole(t *testing.T) {
	r := newCodexRun(t, codexEditModel)
	installPlanCompliance(t, r, `{"changes": {"defer": [{"tool": "Edit"}]}}`)
	must(t, os.WriteFile(filepath.Join(r.work, "parse.go"), []byte(codexParse), 0o644))
	must(t, os.WriteFile(filepath.Join(r.work, "config.go"), []byte(codexConfig), 0o644))
	must(t, os.WriteFile(filepath.Join(r.work, "helper.go"), []byte("package helper\n"), 0o644))
	send := fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Name: "apply_patch", Freeform: codexSeveralFiles}}}
	mainRule(r.api, "patch", "", "*** Begin Patch", send)
	r.api.Default(fakeapi.Text("MAIN done"))
	r.exec(t, "MAIN: fix empty entry handling in parse.go, delete config.go and rename helper.go to util.go")
	after := lastMain(t, r.api)
	if !strings.Contains(after.Tail, "Proposal queued for user review (change set 1, item 1)") {
		t.Fatalf("the model was not told the patch is queued:\n%s\n%s", after.Tail, r.api.Log())
	}
	if got, _ := os.ReadFile(filepath.Join(r.work, "config.go")); string(got) != codexConfig {
		t.Fatalf("the held-back patch deleted config.go")
	}
	confirm := exec.Command(filepath.Join(r.programs, "plan-compliance"), "changes", "confirm", "1", "1")
	confirm.Dir = r.work
	confirm.Env = []string{"HOME=" + r.home, "PATH=" + os.Getenv("PATH")}
	if out, err := confirm.CombinedOutput(); err != nil {
		t.Fatalf("plan-compliance changes confirm 1 1: %v\n%s", err, out)
	}
	mainRule(r.api, "patch again", "MAIN: go on", "", send)
	r.resume(t, "MAIN: go on")
	if _, err := os.Stat(filepath.Join(r.work, "config.go")); err == nil {
		t.Errorf("the confirmed patch did not run (config.go is still there)\n%s", r.api.Log())
	}
	if got, _ := os.ReadFile(filepath.Join(r.work, "util.go")); string(got) != "package parse\n" {
		t.Errorf("util.go = %q, want the moved file", got)
	}
}
