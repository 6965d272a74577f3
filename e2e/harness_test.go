//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

// Environment variables the suite reads. The first two point it at its two
// programs; `make e2e` sets both. When they are unset, the suite looks for
// claude in the default npm cache (see scripts/install-claude.sh) and on
// PATH, and builds plan-compliance itself.
const (
	envClaude = "PLAN_COMPLIANCE_E2E_CLAUDE"
	envBinary = "PLAN_COMPLIANCE_E2E_BIN"
	// envReport, when set, prints every test's report (requests, hook
	// calls, claude runs), not only a failed test's.
	envReport = "PLAN_COMPLIANCE_E2E_REPORT"
)

// claudeTimeout bounds one `claude -p` run; a scripted conversation finishes
// in seconds, so a run that takes longer is stuck (a loop in the rules, a
// hook that hangs).
const claudeTimeout = 150 * time.Second

// suite is what every test shares: where the programs are.
type suite struct {
	claude   string // the claude executable
	binary   string // the plan-compliance binary under test; plan-compliance-hook is next to it
	repoRoot string // the plugin directory (this repository)
}

// TestMain finds claude and the binary under test (building it when
// envBinary is unset) once, and hands them to the tests through envClaude
// and envBinary, so no package state is needed.
func TestMain(m *testing.M) {
	s, cleanup, err := findPrograms()
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(2)
	}
	_ = os.Setenv(envClaude, s.claude)
	_ = os.Setenv(envBinary, s.binary)
	code := m.Run()
	cleanup()
	os.Exit(code)
}

// programs is the suite TestMain resolved.
func programs() suite {
	return suite{claude: os.Getenv(envClaude), binary: os.Getenv(envBinary), repoRoot: repoRoot()}
}

// repoRoot is the repository root: the plugin directory.
func repoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(file))
}

func findPrograms() (suite, func(), error) {
	noop := func() {}
	root := repoRoot()
	s := suite{repoRoot: root, claude: os.Getenv(envClaude), binary: os.Getenv(envBinary)}

	if s.claude == "" {
		cache := os.Getenv("PLAN_COMPLIANCE_E2E_CACHE")
		if cache == "" {
			home, _ := os.UserHomeDir()
			cache = filepath.Join(home, ".cache", "plan-compliance-e2e")
		}
		if p := filepath.Join(cache, "node_modules", ".bin", "claude"); isExecutable(p) {
			s.claude = p
		} else if p, err := exec.LookPath("claude"); err == nil {
			s.claude = p
		} else {
			return s, noop, fmt.Errorf("the claude CLI was not found: run `make e2e` (it installs the pinned version), or set %s", envClaude)
		}
	}
	if !isExecutable(s.claude) {
		return s, noop, fmt.Errorf("%s=%s is not an executable file", envClaude, s.claude)
	}
	if s.binary != "" {
		for _, p := range []string{s.binary, s.hookBinary()} {
			if !isExecutable(p) {
				return s, noop, fmt.Errorf("%s=%s: %s is not an executable file (the hook program belongs next to plan-compliance)", envBinary, s.binary, p)
			}
		}
		return s, noop, nil
	}
	dir, err := os.MkdirTemp("", "plan-compliance-e2e-bin")
	if err != nil {
		return s, noop, err
	}
	cleanup := func() { _ = os.RemoveAll(dir) }
	s.binary = filepath.Join(dir, "plan-compliance")
	build := exec.Command("go", "build", "-o", dir+string(os.PathSeparator), "./cmd/plan-compliance", "./cmd/plan-compliance-hook")
	build.Dir = root
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		cleanup()
		return s, noop, fmt.Errorf("building plan-compliance: %v\n%s", err, out)
	}
	return s, cleanup, nil
}

// hookBinary is plan-compliance-hook, the program the launcher runs for
// `hook`: it is built next to plan-compliance.
func (s suite) hookBinary() string {
	return filepath.Join(filepath.Dir(s.binary), "plan-compliance-hook")
}

func isExecutable(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}

// harness is one test's world: a throwaway HOME and git project, a fake
// Messages API, and the plan-compliance binary behind a recording wrapper.
//
//	h := newHarness(t)
//	h.fake.Rule(fakeapi.Rule{FirstUser: "SUBTASK-1", Reply: fakeapi.Text("done")})
//	r := h.Claude("dispatch SUBTASK-1", "--allowedTools", "Agent")
//	reqs := h.Requests()
//
// When the test fails, the fake's request log, every hook call (event,
// answer, stderr, exit code) and claude's stderr are printed.
type harness struct {
	t *testing.T
	// fake is the scripted model; add rules before calling Claude.
	fake *fakeapi.Server
	// home is the throwaway HOME (Claude Code keeps ~/.claude there, the
	// store its state under ~/.local/state or the plugin data dir).
	home string
	// project is the working directory of claude: a fresh git repository.
	project string
	// pluginDir is passed to --plugin-dir; the repository root by default,
	// "" loads no plugin.
	pluginDir string

	// path, when set, is claude's whole PATH (default: the recording
	// wrappers, then the caller's PATH); extraEnv is added to its
	// environment (IS_SANDBOX=1 lets root use bypassPermissions).
	path     string
	extraEnv []string

	hookLog string
	binDir  string
	tmpDir  string
	runs    []claudeResult
}

// newHarness builds a fresh world for one test and starts its fake API.
func newHarness(t *testing.T) *harness {
	t.Helper()
	base := t.TempDir()
	h := &harness{
		t:         t,
		home:      filepath.Join(base, "home"),
		project:   filepath.Join(base, "project"),
		hookLog:   filepath.Join(base, "hooklog"),
		binDir:    filepath.Join(base, "bin"),
		tmpDir:    filepath.Join(base, "tmp"),
		pluginDir: repoRoot(),
	}
	for _, d := range []string{h.home, h.project, h.hookLog, h.binDir, h.tmpDir} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	h.git("init", "-q")
	h.git("config", "user.email", "e2e@example.invalid")
	h.git("config", "user.name", "e2e")
	h.writeWrapper()

	fake, err := fakeapi.Start()
	if err != nil {
		t.Fatal(err)
	}
	h.fake = fake
	t.Cleanup(func() {
		if t.Failed() || os.Getenv(envReport) != "" {
			t.Log(h.report())
		}
		_ = fake.Close()
	})
	return h
}

// writeWrapper puts a plan-compliance and a plan-compliance-hook on PATH
// that record each call (program and arguments, stdin, answer, stderr and
// exit code) in hookLog and then behave exactly like the binaries under
// test.
func (h *harness) writeWrapper() {
	for name, bin := range map[string]string{"plan-compliance": programs().binary, "plan-compliance-hook": programs().hookBinary()} {
		script := fmt.Sprintf(`#!/bin/sh
# e2e: record this call, then answer as the real binary does.
start=$(date +%%s%%N)
f=$(mktemp %[1]s/"$start".XXXXXX) || exit 70
cat >"$f.in"
%[2]s "$@" <"$f.in" >"$f.out" 2>"$f.err"
rc=$?
printf '%%s %%s\n' %[3]s "$*" >"$f.args"
printf '%%s %%s\n' "$rc" "$(( $(date +%%s%%N) - start ))" >"$f.rc"
cat "$f.out"
cat "$f.err" >&2
exit $rc
`, shellQuote(h.hookLog), shellQuote(bin), shellQuote(name))
		if err := os.WriteFile(filepath.Join(h.binDir, name), []byte(script), 0o755); err != nil {
			h.t.Fatal(err)
		}
	}
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func (h *harness) git(args ...string) {
	h.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = h.project
	cmd.Env = append(os.Environ(), "HOME="+h.home)
	if out, err := cmd.CombinedOutput(); err != nil {
		h.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// WriteFile writes a file under the project directory (creating parents).
func (h *harness) WriteFile(rel, content string) {
	h.t.Helper()
	p := filepath.Join(h.project, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		h.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		h.t.Fatal(err)
	}
}

// env is the whole environment of claude (and so of the hooks): nothing of
// the caller's leaks in except PATH, so the user's own config and state are
// never touched.
func (h *harness) env() []string {
	path := h.binDir + string(os.PathListSeparator) + os.Getenv("PATH")
	if h.path != "" {
		path = h.path
	}
	return append([]string{
		"PATH=" + path,
		"HOME=" + h.home,
		"LANG=C.UTF-8",
		"TERM=dumb",
		"TMPDIR=" + h.tmpDir, // claude keeps task output and sockets there
		"ANTHROPIC_BASE_URL=" + h.fake.URL,
		"ANTHROPIC_API_KEY=test",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
		"DISABLE_AUTOUPDATER=1",
		"DISABLE_TELEMETRY=1",
	}, h.extraEnv...)
}

// claudeResult is one finished `claude -p` run.
type claudeResult struct {
	// Args are the arguments claude was started with.
	Args []string
	// Stdout and Stderr as printed; Stdout is one JSON event per line
	// (--output-format stream-json --verbose).
	Stdout, Stderr string
	// ExitCode of claude (-1 when it was killed).
	ExitCode int
	// Duration is the wall time of the run.
	Duration time.Duration
	// Events are the decoded stdout lines, in order.
	Events []map[string]any
	// JSON is the final "result" event: the object `--output-format json`
	// would print (nil when claude printed none).
	JSON map[string]any
}

// Result is the final text of the turn (the "result" field).
func (r claudeResult) Result() string {
	s, _ := r.JSON["result"].(string)
	return s
}

// SystemMessages are the hook systemMessages Claude Code showed the user
// during the run, as it prints them: "<hook name> says: <message>" (for
// example "PostToolUse:Agent says: …"). Claude Code prints only those of
// main-thread events; a SubagentStop systemMessage lands in the subagent's
// transcript instead (see harness.HookMessages).
func (r claudeResult) SystemMessages() []string {
	var out []string
	for _, e := range r.Events {
		if e["type"] == "system" && e["subtype"] == "informational" {
			if s, ok := e["content"].(string); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

// Claude runs one turn: `claude -p PROMPT --output-format stream-json
// --verbose --plugin-dir <plugin> EXTRA...` in the project directory, and
// fails the test unless claude exits 0 with a result. stream-json rather
// than json because only the event stream carries the systemMessages the
// user sees; its last event is the same object json prints. The prompt of
// a run without "--continue"/"--resume" in extra marks the main thread for
// the fake.
func (h *harness) Claude(prompt string, extra ...string) claudeResult {
	h.t.Helper()
	r := h.ClaudeRaw(prompt, extra...)
	if r.ExitCode != 0 || r.JSON == nil {
		h.t.Fatalf("claude exited %d (want 0 and a result event)\nstdout: %s\nstderr: %s",
			r.ExitCode, clipText(r.Stdout, 4000), clipText(r.Stderr, 4000))
	}
	return r
}

// ClaudeRaw is Claude without the exit-code check, for runs that are meant
// to fail.
func (h *harness) ClaudeRaw(prompt string, extra ...string) claudeResult {
	h.t.Helper()
	if !contains(extra, "--continue") && !contains(extra, "--resume") {
		h.fake.AddMainPrompt(prompt)
	}
	args := []string{"-p", prompt, "--output-format", "stream-json", "--verbose"}
	if h.pluginDir != "" {
		args = append(args, "--plugin-dir", h.pluginDir)
	}
	args = append(args, extra...)
	ctx, cancel := context.WithTimeout(context.Background(), claudeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, programs().claude, args...)
	cmd.Dir = h.project
	cmd.Env = h.env()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	r := claudeResult{Args: args, Stdout: stdout.String(), Stderr: stderr.String(), Duration: time.Since(start)}
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		r.ExitCode = exit.ExitCode()
	default:
		r.ExitCode = -1
		r.Stderr += "\n(e2e: " + err.Error() + ")"
	}
	if ctx.Err() != nil {
		r.Stderr += fmt.Sprintf("\n(e2e: killed after %s)", claudeTimeout)
	}
	for _, line := range strings.Split(r.Stdout, "\n") {
		var ev map[string]any
		if json.Unmarshal([]byte(line), &ev) != nil {
			continue
		}
		r.Events = append(r.Events, ev)
		if ev["type"] == "result" {
			r.JSON = ev
		}
	}
	h.runs = append(h.runs, r)
	return r
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Requests is every request the fake received, in order.
func (h *harness) Requests() []fakeapi.Request { return h.fake.Requests() }

// Thread returns the Messages requests whose first user message holds
// firstUser (a subagent's prompt, or the main prompt), in order.
func (h *harness) Thread(firstUser string) []fakeapi.Request {
	var out []fakeapi.Request
	for _, r := range h.fake.Requests() {
		if r.Thread != fakeapi.Other && r.Thread != fakeapi.Side && strings.Contains(r.FirstUser, firstUser) {
			out = append(out, r)
		}
	}
	return out
}

// hookCall is one run of plan-compliance or plan-compliance-hook, by
// Claude Code (through the launcher) or by a command the model ran.
type hookCall struct {
	// Args are the program and its arguments ("plan-compliance-hook",
	// "plan-compliance changes list").
	Args string
	// Event is hook_event_name of its input; AgentType its agent_type.
	Event, AgentType string
	// Input is the JSON Claude Code sent on stdin.
	Input string
	// Stdout is the answer, Stderr what it complained about.
	Stdout, Stderr string
	// ExitCode is its exit status.
	ExitCode string
	// Duration is the wall time of the call, reading stdin included.
	Duration time.Duration
}

// HookCalls returns every hook call so far, oldest first.
func (h *harness) HookCalls() []hookCall {
	h.t.Helper()
	ins, err := filepath.Glob(filepath.Join(h.hookLog, "*.in"))
	if err != nil {
		h.t.Fatal(err)
	}
	sort.Strings(ins)
	read := func(p string) string {
		b, _ := os.ReadFile(p)
		return string(b)
	}
	var calls []hookCall
	for _, in := range ins {
		base := strings.TrimSuffix(in, ".in")
		c := hookCall{
			Args:   strings.TrimSpace(read(base + ".args")),
			Input:  read(in),
			Stdout: read(base + ".out"),
			Stderr: read(base + ".err"),
		}
		var ns int64
		_, _ = fmt.Sscan(read(base+".rc"), &c.ExitCode, &ns)
		c.Duration = time.Duration(ns)
		var fields struct {
			Event     string `json:"hook_event_name"`
			AgentType string `json:"agent_type"`
		}
		_ = json.Unmarshal([]byte(c.Input), &fields)
		c.Event, c.AgentType = fields.Event, fields.AgentType
		calls = append(calls, c)
	}
	return calls
}

// hookMessage is a systemMessage a hook answered with, as Claude Code
// recorded it in a session transcript (an "attachment" line of type
// hook_system_message).
type hookMessage struct {
	// Hook is the hook's name ("SubagentStop", "PostToolUse:Agent").
	Hook string
	// Content is the systemMessage.
	Content string
	// Subagent tells whether it was recorded in a subagent's transcript.
	Subagent bool
}

// HookMessages returns every hook systemMessage recorded in the
// transcripts under the throwaway HOME, main sessions and subagents alike.
// Unlike claudeResult.SystemMessages it includes SubagentStop's.
func (h *harness) HookMessages() []hookMessage {
	h.t.Helper()
	var out []hookMessage
	root := filepath.Join(h.home, ".claude", "projects")
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") {
			return err
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(raw), "\n") {
			if !strings.Contains(line, `"hook_system_message"`) {
				continue
			}
			var rec struct {
				IsSidechain bool `json:"isSidechain"`
				Attachment  struct {
					Type     string `json:"type"`
					Content  string `json:"content"`
					HookName string `json:"hookName"`
				} `json:"attachment"`
			}
			if json.Unmarshal([]byte(line), &rec) == nil && rec.Attachment.Type == "hook_system_message" {
				out = append(out, hookMessage{Hook: rec.Attachment.HookName, Content: rec.Attachment.Content, Subagent: rec.IsSidechain})
			}
		}
		return nil
	})
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		h.t.Fatalf("reading transcripts under %s: %v", root, err)
	}
	return out
}

// report is what a failed test prints: the request log, the hook calls and
// claude's own output.
func (h *harness) report() string {
	var b strings.Builder
	b.WriteString("\n===== fake Messages API: requests =====\n")
	b.WriteString(h.fake.Log())
	b.WriteString("===== plan-compliance hook calls =====\n")
	for i, c := range h.HookCalls() {
		fmt.Fprintf(&b, "#%d %s %s agent_type=%q exit=%s in %s\n", i+1, c.Args, c.Event, c.AgentType, c.ExitCode, c.Duration.Round(time.Millisecond))
		fmt.Fprintf(&b, "    input:  %s\n", clipText(inputGist(c.Input), 1000))
		if s := strings.TrimSpace(c.Stdout); s != "" {
			fmt.Fprintf(&b, "    answer: %s\n", clipText(s, 1500))
		}
		if s := strings.TrimSpace(c.Stderr); s != "" {
			fmt.Fprintf(&b, "    stderr: %s\n", clipText(s, 1500))
		}
	}
	b.WriteString("===== hook systemMessages in transcripts =====\n")
	for _, m := range h.HookMessages() {
		fmt.Fprintf(&b, "%s (subagent=%v): %s\n", m.Hook, m.Subagent, clipText(m.Content, 1500))
	}
	b.WriteString("===== claude runs =====\n")
	for i, r := range h.runs {
		fmt.Fprintf(&b, "#%d exit=%d in %s: claude %s\n", i+1, r.ExitCode, r.Duration.Round(time.Millisecond), strings.Join(r.Args, " "))
		for _, m := range r.SystemMessages() {
			fmt.Fprintf(&b, "    shown to the user: %s\n", clipText(m, 1500))
		}
		fmt.Fprintf(&b, "    result: %s\n", clipText(r.Result(), 1500))
		if r.JSON == nil {
			fmt.Fprintf(&b, "    stdout: %s\n", clipText(strings.TrimSpace(r.Stdout), 3000))
		}
		if s := strings.TrimSpace(r.Stderr); s != "" {
			fmt.Fprintf(&b, "    stderr: %s\n", clipText(s, 3000))
		}
	}
	return b.String()
}

// inputGist is a hook input without the fields that are the same in every
// call of a run (ids, paths, modes), so the log shows what differs.
func inputGist(raw string) string {
	var m map[string]any
	if json.Unmarshal([]byte(raw), &m) != nil {
		return raw
	}
	for _, k := range []string{"session_id", "transcript_path", "agent_transcript_path", "cwd", "prompt_id",
		"permission_mode", "effort", "hook_event_name", "background_tasks", "session_crons"} {
		delete(m, k)
	}
	if resp, ok := m["tool_response"].(map[string]any); ok {
		for _, k := range []string{"usage", "harnessNoteCount", "harnessTailCount", "harnessSectionHash", "prompt", "resolvedModel"} {
			delete(resp, k)
		}
	}
	b, _ := json.Marshal(m)
	return string(b)
}

func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("… (%d more bytes)", len(s)-n)
}
