//go:build e2e

package clients

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// withPlanCompliance replaces the recorder in r's Qwen settings with the
// real plan-compliance-hook, registered by `plan-compliance install
// --client qwen` (so the installer's merge with the auth settings is under
// test too), built from this checkout.
func (r *qwenRun) withPlanCompliance(t *testing.T) {
	t.Helper()
	bin := t.TempDir()
	r.programs = bin
	build := exec.Command("go", "build", "-o", bin+string(os.PathSeparator), "./cmd/plan-compliance", "./cmd/plan-compliance-hook")
	build.Dir = repoDir(t)
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	path := filepath.Join(r.home, ".qwen", "settings.json")
	var settings map[string]any
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &settings))
	delete(settings, "hooks")
	raw, err = json.Marshal(settings)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, raw, 0o644))
	install := exec.Command(filepath.Join(bin, "plan-compliance"), "install", "--client", "qwen", "--user", "--program", filepath.Join(bin, "plan-compliance-hook"))
	install.Env = []string{"HOME=" + r.home, "PATH=" + os.Getenv("PATH")}
	out, err = install.CombinedOutput()
	require.NoError(t, err, "%s", out)
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(after), `"selectedType": "openai"`, "install keeps the user's settings")
}

// writeGates writes gates as the project's .claude/gates.json.
func (r *qwenRun) writeGates(t *testing.T, gates string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Join(r.work, ".claude"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(r.work, ".claude", "gates.json"), []byte(gates), 0o644))
}

// threadWith is the requests of the conversation whose first user message
// holds first (Qwen puts its own text before the prompt).
func threadWith(api *fakeapi.Server, first string) []fakeapi.Request {
	var out []fakeapi.Request
	for _, q := range api.Requests() {
		if strings.Contains(q.FirstUser, first) {
			out = append(out, q)
		}
	}
	return out
}

// TestQwenPlanPolicy runs the plan protocol under the real Qwen Code in one
// session: SUB-1 ends without a STATUS (sent back with the block to end
// with), then with STATUS: OK while a check gate fails once (sent back with
// the gate's output), then passes; SUB-2 reports BLOCKED (not sent back;
// the escalation reaches the main thread with the agent's result).
func TestQwenPlanPolicy(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	r.writeGates(t, `{
  "gates": {
    "check": {
      "description": "lint the project",
      "command": "if [ -e .check-ran ]; then exit 0; fi; touch .check-ran; echo 'GATE-OUT-42 parse.go:12: missing return'; exit 1"
    }
  },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "check"] } }
}
`)
	api := r.api
	api.Rule(fakeapi.Rule{Name: "SUB-1 fixed", FirstUser: "SUB-1", Contains: []string{"GATE-OUT-42"},
		Reply: fakeapi.Text("Added the return.\n\nSTATUS: OK\nTASK: Task 1\nSUMMARY: lints clean")})
	api.Rule(fakeapi.Rule{Name: "SUB-1 status", FirstUser: "SUB-1", Contains: []string{"needs a valid STATUS report"},
		Reply: fakeapi.Text("Did it.\n\nSTATUS: OK\nTASK: Task 1\nSUMMARY: wrote parse.go")})
	api.Rule(fakeapi.Rule{Name: "SUB-1 bare", FirstUser: "SUB-1", Reply: fakeapi.Text("SUB-1 done, no report")})
	api.Rule(fakeapi.Rule{Name: "SUB-2 blocked", FirstUser: "SUB-2",
		Reply: fakeapi.Text("The plan cannot work.\n\nSTATUS: BLOCKED\nTASK: Task 2\nREASON: plan says JWT but the service uses OAuth2")})
	mainRule(api, "agent 1", "", "SUB-1:", fakeapi.Call("agent", map[string]any{"description": "task 1", "prompt": "SUB-1: do Task 1",
		"subagent_type": "general-purpose", "run_in_background": false}))
	mainRule(api, "agent 2", "SUB-1:", "SUB-2:", fakeapi.Call("agent", map[string]any{"description": "task 2", "prompt": "SUB-2: do Task 2",
		"subagent_type": "general-purpose", "run_in_background": false}))
	api.Default(fakeapi.Text("MAIN done"))

	out := r.run(t, "MAIN: run the plan")
	defer func() {
		if t.Failed() {
			t.Log(api.Log())
		}
	}()

	sub1 := threadWith(api, "SUB-1")
	require.Len(t, sub1, 3, "SUB-1 is sent back twice: no STATUS, then the failing gate")
	assert.Contains(t, sub1[1].Tail, "[Message from parent agent]: Your final message needs a valid STATUS report")
	assert.Contains(t, sub1[1].Tail, "STATUS: OK\nTASK: ")
	assert.Contains(t, sub1[2].Tail, "check", "the reason names the gate")
	assert.Contains(t, sub1[2].Tail, "GATE-OUT-42 parse.go:12: missing return", "the gate's output reaches the agent")
	assert.FileExists(t, filepath.Join(r.work, ".check-ran"))

	sub2 := threadWith(api, "SUB-2")
	assert.Len(t, sub2, 1, "a BLOCKED subagent is not sent back")

	var after string
	for _, q := range threadWith(api, "MAIN:") {
		if strings.Contains(q.Tail, "STATUS: BLOCKED") {
			after = q.Tail
		}
	}
	require.NotEmpty(t, after, "the main thread gets SUB-2's report")
	for _, want := range []string{"Task 2", "plan says JWT but the service uses OAuth2", "Do not retry the task",
		"1. Trust the agent", "2. Revise the plan", "3. Enforce the plan as written", "4. Investigate"} {
		assert.Contains(t, after, want, "the escalation arrives with the agent's result")
	}
	// The user is told too, at Stop (the only event whose systemMessage
	// Qwen Code shows: on stderr in a headless run).
	for _, want := range []string{"✗ Gate 'check' failed for general-purpose", "GATE-OUT-42 parse.go:12: missing return",
		"the gate passed after that", "⚠ general-purpose reported BLOCKED on Task 2: plan says JWT but the service uses OAuth2"} {
		assert.Contains(t, out, want, "the user sees it")
	}
	for _, q := range threadWith(api, "MAIN:") {
		if strings.Contains(q.Tail, "Added the return.") {
			assert.NotContains(t, q.Tail, "Trust the agent", "a passing agent is not escalated")
		}
	}
}

// TestQwenUnrequestedWriteIsWithheld: the main thread reads, then overwrites a file
// the user never mentioned with write_file. plan-compliance asks; Qwen Code
// in a yolo headless run reads the ask as a denial, so the file is left as
// it was and the model gets the before/after as the tool's result.
func TestQwenUnrequestedWriteIsWithheld(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	const before = "package parse\n\nvar (\n\tlevel = 1\n)\n"
	config := filepath.Join(r.work, "config.go")
	require.NoError(t, os.WriteFile(config, []byte(before), 0o644))
	api := r.api
	// Read first: Qwen Code itself refuses to overwrite a file not read.
	mainRule(api, "read", "", "level = 1", fakeapi.Call("read_file", map[string]any{"file_path": config}))
	mainRule(api, "write", "level = 1", "level = 2", fakeapi.Call("write_file", map[string]any{"file_path": config,
		"content": "package parse\n\nvar (\n\tlevel = 2\n)\n"}))
	api.Default(fakeapi.Text("MAIN done"))

	out := r.run(t, "MAIN: fix empty entry handling in parse.go")
	defer func() {
		if t.Failed() {
			t.Log(api.Log())
		}
	}()

	got, err := os.ReadFile(config)
	require.NoError(t, err)
	assert.Equal(t, before, string(got), "not applied")
	var tail string
	for _, q := range threadWith(api, "MAIN:") {
		if q.HasToolResult {
			tail = q.Tail
		}
	}
	require.NotEmpty(t, tail, "the model got the write_file's result")
	assert.NotContains(t, tail, "Successfully")
	for _, want := range []string{`"config.go"`, "-\tlevel = 1", "+\tlevel = 2", "This look right?"} {
		assert.Contains(t, tail, want, "the model gets the before/after")
	}
	// Qwen Code prints the denial's reason for the user, as one line
	// ("Warning: Tool "write_file" was not run: R", R's whitespace
	// collapsed): the user sees the diff.
	flat := strings.Join(strings.Fields(out), " ")
	assert.Contains(t, flat, `Tool "write_file" was not run:`)
	assert.Contains(t, flat, `I'd update "config.go" like this: @@ -2,4 +2,4 @@ var ( - level = 1 + level = 2 ) This look right?`)
}

// qwenPlan is a concrete plan the model proposes in the first turn.
const qwenPlan = "I'll update `parse.go` function `handleEntry` (lines 3-5) to handle empty entries:\n" +
	"- Add an empty-string check before processing\n" +
	"- Return early with an error message\n" +
	"Test: `TestHandleEntry_Empty` should pass.\n" +
	"Proceed?"

// TestQwenConsentGuidance: the model proposes a plan; the user's "go ahead"
// on the next turn (--continue) reaches the model with the consent check's
// reading of it, in Qwen Code's wrapper for additional context. The
// follow-up requests of that turn (Qwen fires UserPromptSubmit again with
// an empty prompt) get no second copy.
func TestQwenConsentGuidance(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	api := r.api
	api.Rule(fakeapi.Rule{Name: "reply", FirstUser: "MAIN:", Contains: []string{qwenPlan}, Reply: fakeapi.Text("Understood.")})
	api.Rule(fakeapi.Rule{Name: "plan", FirstUser: "MAIN:", Times: 1, Reply: fakeapi.Text(qwenPlan)})

	r.run(t, "MAIN: fix empty entry handling in parse.go")
	r.run(t, "go ahead", "--continue")
	defer func() {
		if t.Failed() {
			t.Log(api.Log())
		}
	}()

	var last fakeapi.Request
	for _, q := range threadWith(api, "MAIN:") {
		// Qwen may also ask the model to update its memory after a turn.
		if q.Rule == "reply" && strings.Contains(q.Tail, "go ahead") {
			last = q
		}
	}
	require.Equal(t, "reply", last.Rule, "the reply's turn reached the model")
	assert.Contains(t, last.Tail, "go ahead\n<qwen:user-prompt-submit-context>")
	assert.Contains(t, last.Tail, `Consent check: "go ahead" approves your plan`)
	assert.Equal(t, 1, strings.Count(last.Conversation, "Consent check:"), "said once")
}

// TestQwenLoopGuard: a gate that always fails sends the subagent back
// max_blocks times, then lets it go, and the main thread is told with the
// agent's result.
func TestQwenLoopGuard(t *testing.T) {
	r := newQwenRun(t)
	r.withPlanCompliance(t)
	r.writeGates(t, `{
  "max_blocks": 2,
  "gates": { "check": { "command": "echo 'still broken: 3 tests fail'; exit 1" } },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "check"] } }
}
`)
	api := r.api
	api.Rule(fakeapi.Rule{Name: "SUB-1", FirstUser: "SUB-1", Reply: fakeapi.Text("Done.\n\nSTATUS: OK\nTASK: Task 1\nSUMMARY: wrote it")})
	mainRule(api, "agent", "", "SUB-1:", fakeapi.Call("agent", map[string]any{"description": "task 1", "prompt": "SUB-1: do Task 1",
		"subagent_type": "general-purpose", "run_in_background": false}))
	api.Default(fakeapi.Text("MAIN done"))

	out := r.run(t, "MAIN: run the plan")
	defer func() {
		if t.Failed() {
			t.Log(api.Log())
		}
	}()

	sub := threadWith(api, "SUB-1")
	require.Len(t, sub, 3, "blocked max_blocks (2) times, then let go")
	for _, q := range sub[1:] {
		assert.Contains(t, q.Tail, "still broken: 3 tests fail")
	}
	var after string
	for _, q := range threadWith(api, "MAIN:") {
		if strings.Contains(q.Tail, "STATUS: OK") {
			after = q.Tail
		}
	}
	require.NotEmpty(t, after, "the main thread gets the report")
	assert.Contains(t, after, "still failing after 2 attempts", "the main thread is told in the same turn")
	assert.Contains(t, out, "still failing after 2 attempts", "the user is told at Stop")
	assert.Contains(t, out, "still broken: 3 tests fail", "with the gate's output")
}
