//go:build e2e

package clients

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// envCodex points the Codex recordings at a codex executable
// (scripts/install-clients.sh prints it); unset, they are skipped.
const envCodex = "PLAN_COMPLIANCE_E2E_CODEX"

// codexEvents are the hook events the recorder registers for.
var codexEvents = []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PermissionRequest", "PostToolUse", "Stop", "SubagentStart", "SubagentStop"}

// codexRun is one throwaway Codex installation: CODEX_HOME with a
// config.toml naming the fake as a Responses API provider and a hooks.json
// registering the recorder for every event, and a work directory.
type codexRun struct {
	bin, home, work string
	api             *fakeapi.Server
	rec             *recorder
	// programs is the directory of the plan-compliance programs the run
	// installed ("" for a recording run).
	programs string
	// bypassTrust runs the hooks without recorded trust
	// (--dangerously-bypass-hook-trust); on unless a test turns it off.
	bypassTrust bool
}

func newCodexRun(t *testing.T, model string) *codexRun {
	t.Helper()
	bin := os.Getenv(envCodex)
	if bin == "" {
		t.Skip(envCodex + " is not set: run scripts/install-clients.sh and point it at the codex it prints")
	}
	api, err := fakeapi.Start()
	must(t, err)
	t.Cleanup(func() { _ = api.Close() })
	base := t.TempDir()
	r := &codexRun{bin: bin, home: filepath.Join(base, "codex-home"), work: filepath.Join(base, "work"), api: api, rec: newRecorder(t), bypassTrust: true}
	must(t, os.MkdirAll(r.home, 0o755))
	must(t, os.MkdirAll(r.work, 0o755))
	config := `model = "` + model + `"
model_provider = "fake"
approval_policy = "never"
sandbox_mode = "danger-full-access"

[model_providers.fake]
name = "fake"
base_url = "` + api.URL + `/v1"
env_key = "FAKE_OPENAI_API_KEY"
wire_api = "responses"
`
	must(t, os.WriteFile(filepath.Join(r.home, "config.toml"), []byte(config), 0o644))
	must(t, os.WriteFile(filepath.Join(r.home, "hooks.json"), []byte(hooksJSON(r.rec.script, codexEvents)), 0o644))
	return r
}

// hooksJSON registers script for every event, with no matcher (all tools).
func hooksJSON(script string, events []string) string {
	var parts []string
	for _, ev := range events {
		parts = append(parts, `"`+ev+`": [{"hooks": [{"type": "command", "command": "`+script+` `+ev+`", "timeout": 30}]}]`)
	}
	return `{"hooks": {` + strings.Join(parts, ", ") + `}}`
}

// exec runs `codex exec PROMPT` and returns its combined output.
func (r *codexRun) exec(t *testing.T, prompt string, extra ...string) string {
	t.Helper()
	r.api.AddMainPrompt(prompt)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := []string{"exec", "--skip-git-repo-check", "--json", "-C", r.work}
	if r.bypassTrust {
		args = append(args, "--dangerously-bypass-hook-trust")
	}
	args = append(args, extra...)
	cmd := exec.CommandContext(ctx, r.bin, append(args, prompt)...)
	cmd.Dir = r.work
	cmd.Env = []string{"HOME=" + r.home, "CODEX_HOME=" + r.home, "PATH=" + os.Getenv("PATH"), "FAKE_OPENAI_API_KEY=fake", "REC_DIR=" + r.rec.dir, "NO_COLOR=1"}
	out, err := cmd.CombinedOutput()
	t.Logf("codex exec (%v): %s", err, out)
	return string(out)
}

// TestCodexUntrustedHooksDoNotRun: without recorded trust (and without
// --dangerously-bypass-hook-trust) a user hook in $CODEX_HOME/hooks.json
// does not run at all, while the session itself goes ahead.
func TestCodexUntrustedHooksDoNotRun(t *testing.T) {
	r := newCodexRun(t, codexEditModel)
	r.bypassTrust = false
	scriptCodexEdits(r.api)
	out := r.exec(t, "MAIN: run the plan")
	if n := len(r.api.Conversations(fakeapi.Main)); n < 3 {
		t.Fatalf("the session made %d model requests, want the whole scenario (3)\n%s", n, r.api.Log())
	}
	if recs := r.rec.records(t); len(recs) != 0 {
		t.Errorf("untrusted hooks ran: %v", events(recs))
	}
	t.Logf("codex output without trust: %s", out)
}

// The two models the scenarios use. Codex offers apply_patch (a free-form
// tool) only to models it knows, such as gpt-5.5, and offers the subagent
// tools (namespace multi_agent_v1) to a model it does not know; so file
// edits and subagents are recorded in separate sessions.
const (
	codexEditModel  = "gpt-5.5"
	codexAgentModel = "gpt-fake"
)

// mainRule adds a one-shot rule for the main thread (prompt starts "MAIN:")
// that answers when the conversation holds has (if set) and lacks lacks.
func mainRule(api *fakeapi.Server, name, has, lacks string, reply fakeapi.Reply) {
	rule := fakeapi.Rule{Name: name, FirstUser: "MAIN:", Times: 1, Reply: reply}
	if has != "" {
		rule.Contains = []string{has}
	}
	if lacks != "" {
		rule.Lacks = []string{lacks}
	}
	api.Rule(rule)
}

// scriptCodexEdits: the main thread runs a shell command, then adds a file
// with apply_patch, then ends its turn.
func scriptCodexEdits(api *fakeapi.Server) {
	mainRule(api, "shell", "", "rec-shell", fakeapi.Call("exec_command", map[string]any{"cmd": "echo rec-shell-output | tee out.txt"}))
	mainRule(api, "patch", "rec-shell", "*** Begin Patch", fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Name: "apply_patch",
		Freeform: "*** Begin Patch\n*** Add File: notes.txt\n+hello\n*** End Patch\n"}}})
	api.Default(fakeapi.Text("MAIN done"))
}

// scriptCodexAgent: the main thread spawns a subagent (prompt "SUB-1: …"),
// waits for it, then ends its turn; the subagent answers with a report.
func scriptCodexAgent(api *fakeapi.Server) {
	api.Rule(fakeapi.Rule{Name: "sub fixed", FirstUser: "SUB-1", Contains: []string{"PROBE-"}, Reply: fakeapi.Text("SUB-1 second report: STATUS: OK")})
	api.Rule(fakeapi.Rule{Name: "sub", FirstUser: "SUB-1", Reply: fakeapi.Text("SUB-1 report: STATUS: OK")})
	mainRule(api, "spawn", "", "SUB-1:", fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Namespace: "multi_agent_v1", Name: "spawn_agent",
		Input: map[string]any{"message": "SUB-1: check the notes"}}}})
	api.Rule(fakeapi.Rule{Name: "wait", FirstUser: "MAIN:", Contains: []string{`"agent_id":"`}, Lacks: []string{"wait_agent"}, Times: 1,
		ReplyFunc: func(q fakeapi.Request) fakeapi.Reply {
			return fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Namespace: "multi_agent_v1", Name: "wait_agent",
				Input: map[string]any{"targets": []string{agentID(q.Conversation)}, "timeout_ms": 30000}}}}
		}})
	api.Default(fakeapi.Text("MAIN done"))
}

// agentID finds the agent id in a spawn_agent result.
func agentID(s string) string {
	const key = `"agent_id":"`
	i := strings.Index(s, key)
	if i < 0 {
		return "unknown"
	}
	s = s[i+len(key):]
	if j := strings.IndexByte(s, '"'); j >= 0 {
		return s[:j]
	}
	return s
}

// TestCodexRecord records every event the two scenarios trigger, checks
// their shapes, and (with PLAN_COMPLIANCE_E2E_RECORD set) writes them and
// the rollout files into testdata/fixtures/codex-<version>.
func TestCodexRecord(t *testing.T) {
	edits := newCodexRun(t, codexEditModel)
	scriptCodexEdits(edits.api)
	edits.exec(t, "MAIN: run the plan")
	agent := newCodexRun(t, codexAgentModel)
	scriptCodexAgent(agent.api)
	agent.exec(t, "MAIN: dispatch the subagent")

	er, ar := edits.rec.records(t), agent.rec.records(t)
	t.Logf("edit session events: %v", events(er))
	t.Logf("agent session events: %v", events(ar))
	got := map[string]record{}
	want := []struct {
		label, event string
		recs         []record
		has          []string
		fields       []string
	}{
		{"00-session-start", "SessionStart", er, nil, []string{"source", "model", "permission_mode"}},
		{"01-user-prompt-submit", "UserPromptSubmit", er, nil, []string{"prompt", "turn_id"}},
		{"02-pre-tool-use-bash", "PreToolUse", er, []string{`"Bash"`}, []string{"tool_name", "tool_input", "tool_use_id"}},
		{"03-post-tool-use-bash", "PostToolUse", er, []string{`"Bash"`}, []string{"tool_name", "tool_input", "tool_response", "tool_use_id"}},
		{"04-pre-tool-use-apply-patch", "PreToolUse", er, []string{`"apply_patch"`}, []string{"tool_name", "tool_input", "tool_use_id"}},
		{"05-post-tool-use-apply-patch", "PostToolUse", er, []string{`"apply_patch"`}, []string{"tool_name", "tool_input", "tool_response", "tool_use_id"}},
		{"06-stop", "Stop", er, nil, []string{"stop_hook_active", "last_assistant_message"}},
		{"07-pre-tool-use-spawn-agent", "PreToolUse", ar, []string{`"spawn_agent"`}, []string{"tool_name", "tool_input"}},
		{"08-post-tool-use-spawn-agent", "PostToolUse", ar, []string{`"spawn_agent"`}, []string{"tool_name", "tool_response"}},
		{"09-subagent-start", "SubagentStart", ar, nil, []string{"agent_id", "agent_type"}},
		{"10-user-prompt-submit-subagent", "UserPromptSubmit", ar, []string{"SUB-1"}, []string{"prompt", "agent_id", "agent_type"}},
		{"11-subagent-stop", "SubagentStop", ar, nil, []string{"agent_id", "agent_type", "agent_transcript_path", "last_assistant_message", "stop_hook_active"}},
		{"12-post-tool-use-wait-agent", "PostToolUse", ar, []string{"wait_agent"}, []string{"tool_name", "tool_response"}},
		{"13-stop-after-agent", "Stop", ar, nil, []string{"stop_hook_active", "last_assistant_message"}},
	}
	for _, w := range want {
		rec, ok := find(w.recs, w.event, w.has...)
		if !ok {
			t.Errorf("no %s event holding %v was recorded", w.event, w.has)
			continue
		}
		checkShape(t, rec, w.fields...)
		got[w.label] = rec
	}
	if stop, ok := got["11-subagent-stop"]; ok && stop.Payload["last_assistant_message"] != "SUB-1 report: STATUS: OK" {
		t.Errorf("SubagentStop last_assistant_message = %v, want the subagent's report", stop.Payload["last_assistant_message"])
	}
	if t.Failed() {
		t.Log(edits.api.Log(), agent.api.Log())
		return
	}
	transcripts := map[string]string{
		"main-rollout-edits.jsonl":     got["00-session-start"].Payload["transcript_path"].(string),
		"main-rollout-agent.jsonl":     got["13-stop-after-agent"].Payload["transcript_path"].(string),
		"subagent-rollout-agent.jsonl": got["11-subagent-stop"].Payload["agent_transcript_path"].(string),
	}
	rewrite := strings.NewReplacer(edits.home, "/home/dev/.codex", edits.work, "/home/dev/project",
		agent.home, "/home/dev/.codex", agent.work, "/home/dev/project", realHome(t), "/home/dev")
	fixtures(t, filepath.Join(repoDir(t), "testdata", "fixtures", "codex-"+version(t, edits.bin)), rewrite, got, transcripts)
}

// codexSeen is what codex-cli 0.169.0 was seen to do with each probe
// (docs/clients/codex.md).
var codexSeen = map[string]outcome{
	"stop-block":               {model: "main: [user] <hook_prompt hook_run_id=\"stop:", cli: false, ran: true},
	"subagent-stop-block":      {model: "subagent: [user] <hook_prompt hook_run_id=\"subagent-stop:", cli: false, ran: false, mainHas: `{"completed":"SUB-1 second report: STATUS: OK"}`},
	"pre-tool-deny":            {model: "main: [tool] [tool_result] Command blocked by PreToolUse hook: PROBE-DENY-REASON. Command: echo rec-shell-output | tee out.txt", cli: true, ran: false},
	"pre-tool-ask":             {model: "", cli: false, ran: true},
	"pre-tool-exit2":           {model: "main: [tool] [tool_result] Command blocked by PreToolUse hook: PROBE-PRE-EXIT2. Command:", cli: true, ran: false},
	"post-tool-block":          {model: "main: [tool] [tool_result] PROBE-POST-REASON", cli: true, ran: true},
	"prompt-context":           {model: "main: [developer] PROBE-CONTEXT", cli: false, ran: true},
	"prompt-block":             {model: "", cli: false, ran: false},
	"session-start-context":    {model: "main: [developer] PROBE-SESSION-CONTEXT", cli: false, ran: true},
	"system-message":           {model: "", cli: false, ran: true},
	"post-tool-context":        {model: "main: [developer] PROBE-POST-CONTEXT <b>", cli: false, ran: true},
	"post-tool-continue-false": {model: "main: [tool] [tool_result] PROBE-POST-STOP", cli: false, ran: true},
	"stop-exit2":               {model: "main: [user] <hook_prompt hook_run_id=\"stop:", cli: false, ran: true},
}

// TestCodexHonours answers one event of a scenario per probe and records
// where the answer's marker went: to the model (which thread, which
// message), to the user (the CLI's output), and whether the scenario's
// shell command still ran.
func TestCodexHonours(t *testing.T) {
	runProbes(t, codexSeen, func(t *testing.T, p probe) (seen, *fakeapi.Server, *recorder) {
		model, script := codexEditModel, scriptCodexEdits
		if p.agent {
			model, script = codexAgentModel, scriptCodexAgent
		}
		r := newCodexRun(t, model)
		script(r.api)
		p.answer(t, r.rec)
		out := r.exec(t, "MAIN: run the plan")
		return observe(r.api, out, r.work, p.marker), r.api, r.rec
	})
}
