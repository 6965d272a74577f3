//go:build e2e

package clients

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// envQwen points the Qwen Code recordings at a qwen executable
// (scripts/install-clients.sh prints it); unset, they are skipped.
const envQwen = "PLAN_COMPLIANCE_E2E_QWEN"

// qwenEvents are the hook events the recorder registers for.
var qwenEvents = []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop", "SubagentStart", "SubagentStop", "SessionEnd", "Notification", "PermissionRequest"}

// qwenRun is one throwaway Qwen Code installation: a HOME whose
// ~/.qwen/settings.json selects OpenAI auth and registers the recorder for
// every event, and a work directory.
type qwenRun struct {
	bin, home, work string
	api             *fakeapi.Server
	rec             *recorder
	// programs holds plan-compliance and plan-compliance-hook once
	// withPlanCompliance built them.
	programs string
}

func newQwenRun(t *testing.T) *qwenRun {
	t.Helper()
	bin := os.Getenv(envQwen)
	if bin == "" {
		t.Skip(envQwen + " is not set: run scripts/install-clients.sh and point it at the qwen it prints")
	}
	api, err := fakeapi.Start()
	must(t, err)
	t.Cleanup(func() { _ = api.Close() })
	base := t.TempDir()
	r := &qwenRun{bin: bin, home: filepath.Join(base, "home"), work: filepath.Join(base, "work"), api: api, rec: newRecorder(t)}
	must(t, os.MkdirAll(filepath.Join(r.home, ".qwen"), 0o755))
	must(t, os.MkdirAll(r.work, 0o755))
	var hooks map[string]any
	must(t, json.Unmarshal([]byte(hooksJSON(r.rec.script, qwenEvents)), &hooks))
	settings := map[string]any{
		"security": map[string]any{"auth": map[string]any{"selectedType": "openai"}},
		"hooks":    hooks["hooks"],
		"privacy":  map[string]any{"usageStatisticsEnabled": false},
		"general":  map[string]any{"disableAutoUpdate": true, "disableUpdateNag": true},
	}
	js, err := json.MarshalIndent(settings, "", "  ")
	must(t, err)
	must(t, os.WriteFile(filepath.Join(r.home, ".qwen", "settings.json"), js, 0o644))
	return r
}

// run runs `qwen PROMPT` non-interactively and returns its combined output.
func (r *qwenRun) run(t *testing.T, prompt string, extra ...string) string {
	t.Helper()
	r.api.AddMainPrompt(prompt)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := append([]string{"--approval-mode", "yolo", "--output-format", "text"}, extra...)
	cmd := exec.CommandContext(ctx, r.bin, append(args, prompt)...)
	cmd.Dir = r.work
	cmd.Env = []string{"HOME=" + r.home, "PATH=" + os.Getenv("PATH"), "OPENAI_API_KEY=fake", "OPENAI_BASE_URL=" + r.api.URL + "/v1",
		"OPENAI_MODEL=qwen-fake", "REC_DIR=" + r.rec.dir, "NO_COLOR=1", "QWEN_CODE_DISABLE_TELEMETRY=1"}
	out, err := cmd.CombinedOutput()
	t.Logf("qwen (%v): %s", err, out)
	return string(out)
}

// scriptQwen: the main thread runs a shell command, writes a file, edits
// it, then starts a subagent in the foreground ("SUB-1: …") and one in the
// background ("SUB-2: …") with the agent tool, and ends its turn; each
// subagent answers with a report (a second one after hook feedback).
func scriptQwen(api *fakeapi.Server, work string) {
	notes := filepath.Join(work, "notes.txt")
	for _, sub := range []string{"SUB-1", "SUB-2"} {
		api.Rule(fakeapi.Rule{Name: sub + " fixed", FirstUser: sub, Contains: []string{"PROBE-"}, Reply: fakeapi.Text(sub + " second report: STATUS: OK")})
		api.Rule(fakeapi.Rule{Name: sub, FirstUser: sub, Reply: fakeapi.Text(sub + " report: STATUS: OK")})
	}
	mainRule(api, "shell", "", "rec-shell", fakeapi.Call("run_shell_command", map[string]any{"command": "echo rec-shell-output | tee out.txt", "description": "record"}))
	mainRule(api, "write", "rec-shell", "write_file", fakeapi.Call("write_file", map[string]any{"file_path": notes, "content": "hello\n"}))
	mainRule(api, "edit", "write_file", "old_string", fakeapi.Call("edit", map[string]any{"file_path": notes, "old_string": "hello", "new_string": "goodbye"}))
	mainRule(api, "agent", "old_string", "SUB-1:", fakeapi.Call("agent", map[string]any{"description": "check notes", "prompt": "SUB-1: check the notes",
		"subagent_type": "general-purpose", "run_in_background": false}))
	mainRule(api, "background agent", "SUB-1:", "SUB-2:", fakeapi.Call("agent", map[string]any{"description": "check again", "prompt": "SUB-2: check the notes again",
		"subagent_type": "general-purpose", "run_in_background": true}))
	api.Default(fakeapi.Text("MAIN done"))
}

// TestQwenRecord records every event the scenario triggers, checks their
// shapes, and (with PLAN_COMPLIANCE_E2E_RECORD set) writes them and the
// chat transcripts into testdata/fixtures/qwen-code-<version>.
func TestQwenRecord(t *testing.T) {
	r := newQwenRun(t)
	scriptQwen(r.api, r.work)
	r.run(t, "MAIN: run the plan")
	recs := r.rec.records(t)
	t.Logf("events: %v", events(recs))
	got := map[string]record{}
	want := []struct {
		label, event string
		has          []string
		fields       []string
	}{
		{"00-session-start", "SessionStart", nil, []string{"source", "permission_mode"}},
		{"01-user-prompt-submit", "UserPromptSubmit", nil, []string{"prompt"}},
		{"02-pre-tool-use-shell", "PreToolUse", []string{"run_shell_command"}, []string{"tool_name", "tool_input", "tool_use_id"}},
		{"03-post-tool-use-shell", "PostToolUse", []string{"run_shell_command"}, []string{"tool_name", "tool_input", "tool_response", "tool_use_id"}},
		{"04-pre-tool-use-write-file", "PreToolUse", []string{`"write_file"`}, []string{"tool_name", "tool_input"}},
		{"05-post-tool-use-write-file", "PostToolUse", []string{`"write_file"`}, []string{"tool_name", "tool_input", "tool_response"}},
		{"06-pre-tool-use-edit", "PreToolUse", []string{`"edit"`}, []string{"tool_name", "tool_input"}},
		{"07-post-tool-use-edit", "PostToolUse", []string{`"edit"`}, []string{"tool_name", "tool_input", "tool_response"}},
		{"08-pre-tool-use-agent", "PreToolUse", []string{`"agent"`, "SUB-1"}, []string{"tool_name", "tool_input"}},
		{"09-subagent-start", "SubagentStart", nil, []string{"agent_id", "agent_type"}},
		{"10-subagent-stop", "SubagentStop", []string{"SUB-1 report"}, []string{"agent_id", "agent_type", "last_assistant_message", "stop_hook_active"}},
		{"11-post-tool-use-agent", "PostToolUse", []string{`"agent"`, "SUB-1"}, []string{"tool_name", "tool_response"}},
		{"12-post-tool-use-agent-background", "PostToolUse", []string{`"agent"`, "SUB-2"}, []string{"tool_name", "tool_response"}},
		{"13-subagent-stop-background", "SubagentStop", []string{"SUB-2 report"}, []string{"agent_id", "agent_type", "last_assistant_message", "stop_hook_active"}},
		{"14-user-prompt-submit-continuation", "UserPromptSubmit", []string{`"prompt":""`}, []string{"prompt"}},
		{"15-stop", "Stop", nil, []string{"stop_hook_active", "last_assistant_message"}},
	}
	for _, w := range want {
		rec, ok := find(recs, w.event, w.has...)
		if !ok {
			t.Errorf("no %s event holding %v was recorded", w.event, w.has)
			continue
		}
		checkShape(t, rec, w.fields...)
		got[w.label] = rec
	}
	if t.Failed() {
		t.Log(r.api.Log())
		return
	}
	transcripts := map[string]string{"main-chat.jsonl": got["00-session-start"].Payload["transcript_path"].(string)}
	if p, ok := got["10-subagent-stop"].Payload["agent_transcript_path"].(string); ok && p != "" {
		transcripts["subagent-chat.jsonl"] = p
	}
	rewrite := strings.NewReplacer(r.home, "/home/dev", r.work, "/home/dev/project",
		strings.ReplaceAll(r.work, "/", "-"), "-home-dev-project", realHome(t), "/home/dev")
	fixtures(t, filepath.Join(repoDir(t), "testdata", "fixtures", "qwen-code-"+version(t, r.bin)), rewrite, got, transcripts)
}

// qwenSeen is what Qwen Code 0.24.4 was seen to do with each probe
// (docs/clients/qwen-code.md). observe reads the conversation without the
// system prompt, which is where Qwen puts SessionStart's context (seen in
// the request body by TestQwenDeferredChangeQueuedThenConfirmed).
var qwenSeen = map[string]outcome{
	"stop-block":               {model: "main: [user] PROBE-STOP-REASON", cli: false, ran: true},
	"subagent-stop-block":      {model: "subagent: [user] [Message from parent agent]: PROBE-SUBSTOP-REASON", cli: false, ran: true, mainHas: "SUB-1 second report: STATUS: OK"},
	"pre-tool-deny":            {model: "main: [tool] PROBE-DENY-REASON", cli: true, ran: false},
	"pre-tool-ask":             {model: "main: [tool] PROBE-ASK-REASON", cli: true, ran: false},
	"pre-tool-exit2":           {model: "main: [tool] PROBE-PRE-EXIT2", cli: true, ran: false},
	"post-tool-block":          {model: "", cli: false, ran: true},
	"prompt-context":           {model: "MAIN: run the plan⏎<qwen:user-prompt-submit-context>⏎PROBE-CONTEXT⏎</qwen:user-prompt-submit-context>", cli: false, ran: true},
	"prompt-block":             {model: "", cli: false, ran: false},
	"session-start-context":    {model: "", cli: false, ran: true},
	"system-message":           {model: "", cli: false, ran: true},
	"post-tool-context":        {model: "Output: rec-shell-output⏎Error: (none)⏎Exit Code: 0⏎Signal: (none)⏎Process Group PGID: (none)⏎⏎PROBE-POST-CONTEXT &lt;b&gt;", cli: false, ran: true},
	"post-tool-continue-false": {model: "main: [tool] PROBE-POST-STOP", cli: true, ran: true},
	"stop-exit2":               {model: "main: [user] PROBE-STOP-EXIT2", cli: false, ran: true},
}

// TestQwenHonours answers one event of the scenario per probe and records
// where the answer's marker went (see TestCodexHonours).
func TestQwenHonours(t *testing.T) {
	runProbes(t, qwenSeen, func(t *testing.T, p probe) (seen, *fakeapi.Server, *recorder) {
		r := newQwenRun(t)
		scriptQwen(r.api, r.work)
		p.answer(t, r.rec)
		out := r.run(t, "MAIN: run the plan")
		return observe(r.api, out, r.work, p.marker), r.api, r.rec
	})
}

// TestQwenRecordSubagentTools records the tool events of a subagent (a
// foreground general-purpose agent that writes a file), and (with
// PLAN_COMPLIANCE_E2E_RECORD set) writes them into
// testdata/fixtures/qwen-code-<version>/subagent: Qwen Code sends agent_id
// on them but no agent_type.
func TestQwenRecordSubagentTools(t *testing.T) {
	r := newQwenRun(t)
	notes := filepath.Join(r.work, "sub-notes.txt")
	r.api.Rule(fakeapi.Rule{Name: "SUB-1 report", FirstUser: "SUB-1", ToolResult: fakeapi.Bool(true), Reply: fakeapi.Text("SUB-1 report: STATUS: OK")})
	r.api.Rule(fakeapi.Rule{Name: "SUB-1 write", FirstUser: "SUB-1", Reply: fakeapi.Call("write_file", map[string]any{"file_path": notes, "content": "sub\n"})})
	mainRule(r.api, "agent", "", "SUB-1:", fakeapi.Call("agent", map[string]any{"description": "write notes", "prompt": "SUB-1: write the notes",
		"subagent_type": "general-purpose", "run_in_background": false}))
	r.api.Default(fakeapi.Text("MAIN done"))
	r.run(t, "MAIN: run the plan")
	recs := r.rec.records(t)
	t.Logf("events: %v", events(recs))
	got := map[string]record{}
	for _, w := range []struct{ label, event string }{
		{"00-pre-tool-use-subagent-write-file", "PreToolUse"},
		{"01-post-tool-use-subagent-write-file", "PostToolUse"},
	} {
		rec, ok := find(recs, w.event, `"write_file"`)
		if !ok {
			t.Errorf("no %s event of write_file was recorded", w.event)
			continue
		}
		checkShape(t, rec, "tool_name", "tool_input", "agent_id")
		if _, ok := rec.Payload["agent_type"]; ok {
			t.Errorf("%s: agent_type is sent now: the adapter's reading of agent_id can go: %s", rec.Name, rec.Raw)
		}
		if id, _ := rec.Payload["agent_id"].(string); !strings.HasPrefix(id, "general-purpose-") {
			t.Errorf("%s: agent_id %q is not <agent type>-<call id>", rec.Name, id)
		}
		got[w.label] = rec
	}
	if t.Failed() {
		t.Log(r.api.Log())
		return
	}
	rewrite := strings.NewReplacer(r.home, "/home/dev", r.work, "/home/dev/project",
		strings.ReplaceAll(r.work, "/", "-"), "-home-dev-project", realHome(t), "/home/dev")
	fixtures(t, filepath.Join(repoDir(t), "testdata", "fixtures", "qwen-code-"+version(t, r.bin), "subagent"), rewrite, got, nil)
}

// TestQwenSubagentStartContext answers SubagentStart with additional
// context and looks whether the subagent's requests carry it, for a
// foreground and a background subagent. Qwen Code 0.24.4 delivers it to
// neither in a headless run (source: the foreground path keeps it in a
// context variable no prompt template reads; the background path appends
// it to the task prompt, but that was not seen either).
func TestQwenSubagentStartContext(t *testing.T) {
	for _, tc := range []struct {
		background bool
		delivered  bool
	}{{false, false}, {true, false}} {
		t.Run(fmt.Sprintf("background=%v", tc.background), func(t *testing.T) {
			r := newQwenRun(t)
			r.rec.answer(t, "SubagentStart", `{"hookSpecificOutput":{"hookEventName":"SubagentStart","additionalContext":"PROBE-SUBSTART-CONTEXT"}}`, 0)
			r.api.Rule(fakeapi.Rule{Name: "SUB-1", FirstUser: "SUB-1", Reply: fakeapi.Text("SUB-1 report: STATUS: OK")})
			mainRule(r.api, "agent", "", "SUB-1:", fakeapi.Call("agent", map[string]any{"description": "check", "prompt": "SUB-1: check the notes",
				"subagent_type": "general-purpose", "run_in_background": tc.background}))
			r.api.Default(fakeapi.Text("MAIN done"))
			r.run(t, "MAIN: run the plan")
			var sub []fakeapi.Request
			for _, q := range r.api.Requests() {
				if strings.Contains(q.FirstUser, "SUB-1") {
					sub = append(sub, q)
				}
			}
			if len(sub) == 0 {
				t.Fatalf("the subagent made no request\n%s", r.api.Log())
			}
			got := strings.Contains(string(sub[0].Body), "PROBE-SUBSTART-CONTEXT")
			t.Logf("SEEN SubagentStart additionalContext (background=%v): delivered=%v, in the first user message: %v", tc.background, got, strings.Contains(sub[0].FirstUser, "PROBE-SUBSTART-CONTEXT"))
			if got != tc.delivered {
				t.Errorf("the context reached the subagent: %v, want %v\n%s", got, tc.delivered, r.api.Log())
			}
		})
	}
}
