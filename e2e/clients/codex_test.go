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
}

func newCodexRun(t *testing.T) *codexRun {
	t.Helper()
	bin := os.Getenv(envCodex)
	if bin == "" {
		t.Skip(envCodex + " is not set: run scripts/install-clients.sh and point it at the codex it prints")
	}
	api, err := fakeapi.Start()
	must(t, err)
	t.Cleanup(func() { _ = api.Close() })
	base := t.TempDir()
	r := &codexRun{bin: bin, home: filepath.Join(base, "codex-home"), work: filepath.Join(base, "work"), api: api, rec: newRecorder(t)}
	must(t, os.MkdirAll(r.home, 0o755))
	must(t, os.MkdirAll(r.work, 0o755))
	config := `model = "gpt-5.5"
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
	args := append([]string{"exec", "--skip-git-repo-check", "--dangerously-bypass-hook-trust", "--json", "-C", r.work}, extra...)
	cmd := exec.CommandContext(ctx, r.bin, append(args, prompt)...)
	cmd.Dir = r.work
	cmd.Env = []string{"HOME=" + r.home, "CODEX_HOME=" + r.home, "PATH=" + os.Getenv("PATH"), "FAKE_OPENAI_API_KEY=fake", "REC_DIR=" + r.rec.dir, "NO_COLOR=1"}
	out, err := cmd.CombinedOutput()
	t.Logf("codex exec (%v): %s", err, out)
	return string(out)
}

func TestCodexExplore(t *testing.T) {
	r := newCodexRun(t)
	const prompt = "MAIN: run the plan"
	main := func(name string, has string, lacks string, reply fakeapi.Reply) {
		rule := fakeapi.Rule{Name: name, FirstUser: "MAIN:", Times: 1, Reply: reply}
		if has != "" {
			rule.Contains = []string{has}
		}
		if lacks != "" {
			rule.Lacks = []string{lacks}
		}
		r.api.Rule(rule)
	}
	r.api.Rule(fakeapi.Rule{Name: "sub", FirstUser: "SUB-1", Reply: fakeapi.Text("SUB-1 report: STATUS: OK")})
	main("shell", "", "rec-shell", fakeapi.Call("exec_command", map[string]any{"cmd": "echo rec-shell > out.txt"}))
	main("patch", "rec-shell", "*** Begin Patch", fakeapi.Reply{ToolUses: []fakeapi.ToolUse{{Name: "apply_patch", Freeform: "*** Begin Patch\n*** Add File: notes.txt\n+hello\n*** End Patch\n"}}})
	main("spawn", "*** Begin Patch", "SUB-1:", fakeapi.Call("spawn_agent", map[string]any{"message": "SUB-1: check the notes"}))
	r.api.Rule(fakeapi.Rule{Name: "wait", FirstUser: "MAIN:", Contains: []string{"SUB-1:"}, Lacks: []string{"wait_agent"}, Times: 1, Then: func(q fakeapi.Request) fakeapi.Reply {
		t.Logf("TAIL FOR WAIT: %s", q.Tail)
		return fakeapi.Call("wait_agent", map[string]any{"targets": []string{agentID(q.Tail)}, "timeout_ms": 20000})
	}})
	r.api.Default(fakeapi.Text("MAIN done"))
	r.exec(t, prompt)
	t.Log(r.api.Log())
	for _, rc := range r.rec.records(t) {
		t.Logf("%s: %s\n%s", rc.Name, rc.Raw, rc.Env)
	}
}

// agentID finds the agent id in a spawn_agent result.
func agentID(s string) string {
	i := strings.Index(s, `"agent_id":"`)
	if i < 0 {
		return "unknown"
	}
	s = s[i+len(`"agent_id":"`):]
	return s[:strings.Index(s, `"`)]
}
