package gates

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
	"github.com/plan-compliance/plan-compliance/internal/proctest"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// fixture decodes a real Claude Code 2.1.330 payload.
func fixture(t testing.TB, name string) event.Event {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("../../testdata/fixtures/claude-code-2.1.330/hooks", name))
	require.NoError(t, err)
	in, err := claude.Read(string(raw))
	require.NoError(t, err)
	return in
}

// withField is a fixture with one field set (an sjson path).
func withField(t testing.TB, in event.Event, path string, value any) event.Event {
	t.Helper()
	raw, err := sjson.SetBytes(in.Raw(), path, value)
	require.NoError(t, err)
	out, err := claude.Read(string(raw))
	require.NoError(t, err)
	return out
}

func options(t testing.TB) WalkOptions {
	return WalkOptions{Dir: t.TempDir(), Environ: func() []string { return []string{"PATH=" + os.Getenv("PATH")} }}
}

func walkFile(t *testing.T, file string, in event.Event, opt WalkOptions) Outcome {
	t.Helper()
	cfg, err := load(t, file)
	require.NoError(t, err)
	return cfg.Walk(context.Background(), in.Kind(), in, opt)
}

// ran lists the gates that were run, not skipped.
func ran(o Outcome) []string {
	var names []string
	for _, s := range o.Steps {
		if s.Skipped == "" {
			names = append(names, s.Gate)
		}
	}
	return names
}

func TestWalkActions(t *testing.T) {
	stop := fixture(t, "14-subagent-stop-status-ok.json")
	for _, tc := range []struct {
		name, file string
		action     string
		gate       string
		ran        []string
		reason     string
	}{
		{"all pass", `{"gates":{"a":{"command":"true"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`,
			Continue, "", []string{"a", "b"}, ""},
		{"no chain", `{"hooks":{"SubagentStop":{"gates":[]}}}`, Continue, "", nil, ""},
		{"block", `{"gates":{"a":{"command":"echo nope; exit 4"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`,
			Block, "a", []string{"a"}, "gate 'a' failed: command \"echo nope; exit 4\" exited with code 4\n\noutput:\nnope"},
		{"stop", `{"gates":{"a":{"command":"false","on_fail":"STOP"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`,
			Stop, "a", []string{"a"}, "gate 'a' failed: command \"false\" exited with code 1 (no output)"},
		{"stop on pass", `{"gates":{"a":{"command":"true","on_pass":"STOP"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`,
			Stop, "a", []string{"a"}, "gate 'a' passed and its on_pass is STOP"},
		{"block on pass", `{"gates":{"a":{"command":"true","on_pass":"BLOCK"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`,
			Block, "a", []string{"a"}, "gate 'a' passed and its on_pass is BLOCK"},
		{"failure let through", `{"gates":{"a":{"command":"false","on_fail":"CONTINUE"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`,
			Continue, "", []string{"a", "b"}, ""},
		{"jump on fail, then carry on down the list", `{"gates":{"a":{"command":"false","on_fail":"fix"},"fix":{"command":"true"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`,
			Continue, "", []string{"a", "fix", "b"}, ""},
		{"jump on pass", `{"gates":{"a":{"command":"true","on_pass":"x"},"x":{"command":"true"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`,
			Continue, "", []string{"a", "x", "b"}, ""},
		{"chained jumps", `{"gates":{"a":{"command":"true","on_pass":"x"},"x":{"command":"false","on_fail":"y"},"y":{"command":"true"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`,
			Continue, "", []string{"a", "x", "y", "b"}, ""},
		{"the jumped-to gate decides", `{"gates":{"a":{"command":"false","on_fail":"x"},"x":{"command":"false"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`,
			Block, "x", []string{"a", "x"}, "gate 'x' failed"},
		{"at most once: listed twice", `{"gates":{"a":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","a"]}}}`,
			Continue, "", []string{"a"}, ""},
		{"at most once: jumped to, then listed", `{"gates":{"a":{"command":"true","on_pass":"b"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b","a"]}}}`,
			Continue, "", []string{"a", "b"}, ""},
		{"at most once: a jump to a gate that ran carries on", `{"gates":{"a":{"command":"true"},"b":{"command":"false","on_fail":"a"},"c":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b","c"]}}}`,
			Continue, "", []string{"a", "b", "c"}, ""},
		{"not found", `{"gates":{"a":{"command":"no-such-tool-xyz --check"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`,
			Block, "a", []string{"a"}, "gate 'a' failed: command \"no-such-tool-xyz --check\" command not found (exit 127)\n\noutput:\n"},
		{"timeout", `{"gates":{"a":{"command":"sleep 30","timeout":"100ms"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`,
			Block, "a", []string{"a"}, "gate 'a' failed: command \"sleep 30\" timed out after 100ms (no output)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := walkFile(t, tc.file, stop, options(t))
			assert.Equal(t, tc.action, out.Action)
			assert.Equal(t, tc.gate, out.Gate)
			assert.Equal(t, tc.ran, ran(out))
			assert.Contains(t, out.Reason, tc.reason)
			if tc.action == Continue {
				assert.Empty(t, out.Reason)
			}
		})
	}
}

func TestWalkSteps(t *testing.T) {
	out := walkFile(t, `{"gates":{"a":{"command":"echo hi; exit 3","on_fail":"b"},"b":{"command":"true"},"k":{"command":"true","keywords":["deploy"]}},
		"hooks":{"SubagentStop":{"gates":["a","k"]}}}`, fixture(t, "14-subagent-stop-status-ok.json"), options(t))
	require.Len(t, out.Steps, 4)
	pc, a, b, k := out.Steps[0], out.Steps[1], out.Steps[2], out.Steps[3]
	assert.Equal(t, Step{Gate: PlanCompliance, Builtin: true, Action: Continue, Skipped: "built-in gate with nothing to check here"}, pc,
		"the built-in gate comes first on SubagentStop, though the chain does not list it")
	assert.Equal(t, Step{Gate: "a", Command: "echo hi; exit 3", ExitCode: 3, Output: "hi\n", Action: "b", Duration: a.Duration}, a)
	assert.Positive(t, a.Duration)
	assert.Equal(t, Step{Gate: "b", Command: "true", Passed: true, Action: Continue, Duration: b.Duration}, b)
	assert.Equal(t, Step{Gate: "k", Command: "true", Passed: true, Action: Continue, Duration: k.Duration}, k,
		"SubagentStop carries no prompt: keywords do not filter there, the gate runs")
}

func TestWalkKeywords(t *testing.T) {
	prompt := fixture(t, "01-user-prompt-submit-plan-request.json") // "Fix empty entry handling in parse.go"
	file := `{"gates":{"fix":{"command":"true","keywords":["FIX"]},"deploy":{"command":"false","keywords":["deploy","ship it"]},"parse":{"command":"true","keywords":["pars"]}},
		"hooks":{"UserPromptSubmit":{"gates":["fix","parse","deploy"]}}}`
	out := walkFile(t, file, prompt, options(t))
	assert.Equal(t, Continue, out.Action)
	assert.Equal(t, []string{"fix"}, ran(out))
	assert.Equal(t, "no keyword of [deploy, ship it] in the prompt", out.Steps[2].Skipped)

	out = walkFile(t, file, withField(t, prompt, "prompt", "OK, ship it!"), options(t))
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, []string{"deploy"}, ran(out))
}

func TestHasKeyword(t *testing.T) {
	for _, tc := range []struct {
		prompt   string
		keywords []string
		want     bool
	}{
		{"please deploy now", []string{"deploy"}, true},
		{"Deploy.", []string{"deploy"}, true},
		{"(deploy)", []string{"DEPLOY"}, true},
		{"redeploy it", []string{"deploy"}, false},
		{"deployment", []string{"deploy"}, true},
		{"redeployment", []string{"deploy"}, false},
		{"deploys, deployed, deploying", []string{"deploy"}, true},
		{"run the tests", []string{"test"}, true},
		{"testing now", []string{"test"}, true},
		{"it was tested", []string{"test"}, true},
		{"a test", []string{"tests"}, true},
		{"a test", []string{"testing"}, true},
		{"the contest", []string{"test"}, false},
		{"latest build", []string{"test"}, false},
		{"attest", []string{"test"}, false},
		{"testament", []string{"test"}, false},
		{"we verified it", []string{"verify"}, true},
		{"compiling", []string{"compile"}, true},
		{"shipping it", []string{"ship it"}, true},
		{"pass", []string{"passes"}, true},
		{"use c here", []string{"c++"}, false},
		{"use c# here", []string{"c++"}, false},
		{"deploy_all", []string{"deploy"}, false},
		{"deploy2", []string{"deploy"}, false},
		{"redeploy, then deploy", []string{"deploy"}, true},
		{"«deploy»", []string{"deploy"}, true},
		{"redéploy", []string{"déploy"}, false},
		{"Déploy now", []string{"déploy"}, true},
		{"ship it now", []string{"ship it"}, true},
		{"ship item", []string{"ship it"}, false},
		{"use c++ here", []string{"c++"}, true},
		{"", []string{"deploy"}, false},
		{"deploy", []string{"", "  "}, false},
		{"deploy", nil, false},
		{"a deploy", []string{" deploy "}, true},
	} {
		assert.Equal(t, tc.want, hasKeyword(tc.prompt, tc.keywords), "%q %q", tc.prompt, tc.keywords)
	}
}

func TestWalkBuiltins(t *testing.T) {
	in := fixture(t, "14-subagent-stop-status-ok.json")
	file := `{"gates":{"after":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["plan-compliance","after"]}}}`
	with := func(c Check) WalkOptions {
		opt := options(t)
		opt.Builtins = map[string]Builtin{PlanCompliance: func(context.Context) Check { return c }}
		return opt
	}
	out := walkFile(t, file, in, with(Check{Output: "no STATUS"}))
	assert.Equal(t, Outcome{Action: Block, Gate: PlanCompliance, Reason: "no STATUS", Steps: out.Steps}, out)
	assert.Equal(t, []string{PlanCompliance}, ran(out))
	assert.True(t, out.Steps[0].Builtin)

	out = walkFile(t, file, in, with(Check{Halt: true, Output: "ignored"}))
	assert.Equal(t, Halt, out.Action)
	assert.Equal(t, PlanCompliance, out.Gate)
	assert.Empty(t, out.Reason, "the caller answers a halt itself")

	out = walkFile(t, file, in, with(Check{Passed: true}))
	assert.Equal(t, Continue, out.Action)
	assert.Equal(t, []string{PlanCompliance, "after"}, ran(out))

	out = walkFile(t, `{"gates":{"plan-compliance":{"on_fail":"STOP"}}}`, in, with(Check{Output: "bad"}))
	assert.Equal(t, Stop, out.Action, "the built-in gate's actions come from the config")

	out = walkFile(t, file, in, options(t))
	assert.Equal(t, Continue, out.Action, "a built-in with nothing to check passes")
	assert.Equal(t, "built-in gate with nothing to check here", out.Steps[0].Skipped)
	assert.Equal(t, []string{"after"}, ran(out))
}

// Commands get the hook input on stdin (never in the command string), the
// PLAN_COMPLIANCE_* variables on top of the base environment, and run in
// the given directory.
func TestWalkCommandInputAndEnvironment(t *testing.T) {
	dir := t.TempDir()
	in := withField(t, fixture(t, "14-subagent-stop-status-ok.json"), "last_assistant_message", "$(touch pwned) `touch pwned2`; touch pwned3 '\"")
	cfg, err := load(t, `{"gates":{"show":{"command":"cat > stdin.json; env > env.txt; pwd > pwd.txt"}},"hooks":{"SubagentStop":{"gates":["show"]}}}`)
	require.NoError(t, err)
	out := cfg.Walk(context.Background(), event.SubagentStop, in, WalkOptions{
		Dir:     dir,
		Environ: func() []string { return []string{"PATH=" + os.Getenv("PATH"), "BASE=kept"} },
		Task:    "Task 1 - handle empty entries",
	})
	require.Equal(t, Continue, out.Action, out.Reason)

	stdin, err := os.ReadFile(filepath.Join(dir, "stdin.json"))
	require.NoError(t, err)
	assert.Equal(t, in.Raw(), stdin)
	for _, f := range []string{"pwned", "pwned2", "pwned3"} {
		assert.NoFileExists(t, filepath.Join(dir, f), "the hook input was run as shell")
	}
	pwd, err := os.ReadFile(filepath.Join(dir, "pwd.txt"))
	require.NoError(t, err)
	real, _ := filepath.EvalSymlinks(dir)
	assert.Contains(t, []string{dir, real}, strings.TrimSpace(string(pwd)))

	env := readEnv(t, filepath.Join(dir, "env.txt"))
	assert.Equal(t, "kept", env["BASE"])
	assert.Equal(t, "SubagentStop", env["PLAN_COMPLIANCE_EVENT"])
	assert.Equal(t, "show", env["PLAN_COMPLIANCE_GATE"])
	assert.Equal(t, "general-purpose", env["PLAN_COMPLIANCE_AGENT_TYPE"])
	assert.Equal(t, "Task 1 - handle empty entries", env["PLAN_COMPLIANCE_TASK"])
}

// With no base environment, commands see only the PLAN_COMPLIANCE_*
// variables (and what sh sets itself).
func TestWalkNilEnviron(t *testing.T) {
	dir := t.TempDir()
	cfg, err := load(t, `{"gates":{"show":{"command":"/usr/bin/env > env.txt"}},"hooks":{"Stop":{"gates":["show"]}}}`)
	require.NoError(t, err)
	if _, err := os.Stat("/usr/bin/env"); err != nil {
		t.Skip("no /usr/bin/env")
	}
	t.Setenv("PLAN_COMPLIANCE_LEAK", "x")
	out := cfg.Walk(context.Background(), event.Stop, fixture(t, "16-stop.json"), WalkOptions{Dir: dir})
	require.Equal(t, Continue, out.Action, out.Reason)
	env := readEnv(t, filepath.Join(dir, "env.txt"))
	var names []string
	for k := range env {
		if strings.HasPrefix(k, "PLAN_COMPLIANCE_") {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	assert.Equal(t, []string{"PLAN_COMPLIANCE_AGENT_TYPE", "PLAN_COMPLIANCE_EVENT", "PLAN_COMPLIANCE_GATE", "PLAN_COMPLIANCE_TASK"}, names)
	assert.Equal(t, "", env["PLAN_COMPLIANCE_TASK"], "no Task func: empty")
	assert.Equal(t, "", env["PLAN_COMPLIANCE_AGENT_TYPE"], "the main thread has no agent_type")
}

func readEnv(t *testing.T, path string) map[string]string {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	env := map[string]string{}
	for _, line := range strings.Split(string(raw), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			env[k] = v
		}
	}
	return env
}

// A gate that times out takes its whole process group with it: the
// grandchild it started in the background is gone.
func TestWalkTimeoutKillsGrandchildren(t *testing.T) {
	opt := options(t)
	start := time.Now()
	out := walkFile(t, `{"gates":{"hang":{"command":"sleep 100 & echo $! > pid; wait","timeout":"300ms"}},"hooks":{"SubagentStop":{"gates":["hang"],"plan_compliance":false}}}`,
		fixture(t, "14-subagent-stop-status-ok.json"), opt)
	assert.Less(t, time.Since(start), 5*time.Second)
	assert.Equal(t, Block, out.Action)
	assert.True(t, out.Steps[0].TimedOut)
	assert.Equal(t, -1, out.Steps[0].ExitCode)
	assert.Equal(t, `gate 'hang' failed: command "sleep 100 & echo $! > pid; wait" timed out after 300ms (no output)`, out.Reason)
	raw, err := os.ReadFile(filepath.Join(opt.Dir, "pid"))
	require.NoError(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	require.NoError(t, err)
	assert.Eventually(t, func() bool { return proctest.Gone(pid) }, 2*time.Second, 20*time.Millisecond, "grandchild %d survived the timeout", pid)
}

// The walk's deadline (Claude Code's time limit for the hook) cuts a gate's
// own timeout, so the hook still answers, and the reason says why.
func TestWalkDeadlineCutsTheGateTimeout(t *testing.T) {
	cfg, err := load(t, `{"gates":{"slow":{"command":"sleep 30"},"next":{"command":"true"}},"hooks":{"UserPromptSubmit":{"gates":["slow","next"]}}}`)
	require.NoError(t, err)
	opt := options(t)
	var trace strings.Builder
	opt.Trace = &trace
	opt.Deadline = time.Now().Add(300 * time.Millisecond)
	start := time.Now()
	out := cfg.Walk(context.Background(), event.UserPromptSubmit, fixture(t, "05-user-prompt-submit-consent.json"), opt)
	assert.Less(t, time.Since(start), 5*time.Second)
	assert.Equal(t, Block, out.Action)
	require.Len(t, out.Steps, 1)
	assert.True(t, out.Steps[0].TimedOut)
	assert.Regexp(t, `^gate 'slow' failed: command "sleep 30" was stopped after [0-9.]+m?s to answer within the 30s Claude Code gives a UserPromptSubmit hook \(its own timeout is 5m0s\) \(no output\)$`, out.Reason)
	assert.Contains(t, trace.String(), "to answer within the 30s Claude Code gives a UserPromptSubmit hook")

	// A gate whose own timeout comes first keeps its own message.
	opt.Deadline = time.Now().Add(time.Minute)
	out = walkFile(t, `{"gates":{"slow":{"command":"sleep 30","timeout":"100ms"}},"hooks":{"Stop":{"gates":["slow"]}}}`, fixture(t, "16-stop.json"), opt)
	assert.Equal(t, `gate 'slow' failed: command "sleep 30" timed out after 100ms (no output)`, out.Reason)
}

// 100 MB of output: the step keeps the last 256 KiB, the reason its last
// 40 lines.
func TestWalkOutputFlood(t *testing.T) {
	out := walkFile(t, `{"gates":{"flood":{"command":"yes | head -c 100000000; echo; echo the end; exit 1"}},"hooks":{"SubagentStop":{"gates":["flood"],"plan_compliance":false}}}`,
		fixture(t, "14-subagent-stop-status-ok.json"), options(t))
	require.Equal(t, Block, out.Action)
	assert.LessOrEqual(t, len(out.Steps[0].Output), 256<<10)
	assert.True(t, strings.HasSuffix(out.Steps[0].Output, "y\ny\n\nthe end\n"))
	assert.True(t, strings.HasPrefix(out.Reason, "gate 'flood' failed: command \"yes | head -c 100000000; echo; echo the end; exit 1\" exited with code 1\n\nlast 40 lines of output:\n"))
	assert.Equal(t, 40, strings.Count(out.Reason[strings.Index(out.Reason, "output:\n")+len("output:\n"):], "\n")+1)
	assert.True(t, strings.HasSuffix(out.Reason, "\ny\n\nthe end"))
}

func TestWalkLongOutputEndsWithLastLines(t *testing.T) {
	out := walkFile(t, `{"gates":{"a":{"command":"seq 1 500; exit 1"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`,
		fixture(t, "14-subagent-stop-status-ok.json"), options(t))
	assert.Contains(t, out.Reason, "last 40 lines of output:\n461\n")
	assert.True(t, strings.HasSuffix(out.Reason, "\n500"))
	assert.NotContains(t, out.Reason, "\n460\n")
}

func TestWalkTrace(t *testing.T) {
	var trace strings.Builder
	opt := options(t)
	opt.Trace = &trace
	opt.Builtins = map[string]Builtin{PlanCompliance: func(context.Context) Check { return Check{Passed: true} }}
	walkFile(t, `{"gates":{"a":{"command":"exit 2","on_fail":"CONTINUE"},"k":{"command":"true","keywords":["x"]},"b":{"command":"true","on_pass":"a"}},
		"hooks":{"SubagentStop":{"gates":["plan-compliance","a","k","b"]}}}`, fixture(t, "14-subagent-stop-status-ok.json"), opt)
	lines := strings.Split(strings.TrimSpace(trace.String()), "\n")
	require.Len(t, lines, 5, trace.String())
	assert.Regexp(t, `^gate plan-compliance: built in, passed=true \(.+\) → CONTINUE$`, lines[0])
	assert.Regexp(t, `^gate a: "exit 2" exit 2 \(.+s\) → CONTINUE$`, lines[1])
	assert.Regexp(t, `^gate k: "true" exit 0 \(.+s\) → CONTINUE$`, lines[2], "no prompt: keywords do not filter")
	assert.Regexp(t, `^gate b: "true" exit 0 \(.+s\) → a$`, lines[3])
	assert.Equal(t, "gate a: already ran for this event, skipped", lines[4])
}

// A cancelled walk never reads as a pass.
func TestWalkInterrupted(t *testing.T) {
	cfg, err := load(t, `{"gates":{"a":{"command":"true"}},"hooks":{"Stop":{"gates":["a"]}}}`)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out := cfg.Walk(ctx, event.Stop, fixture(t, "16-stop.json"), options(t))
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, "a", out.Gate)
	assert.Equal(t, "the gate chain was interrupted before gate 'a' could run (context canceled)", out.Reason)
	assert.Empty(t, out.Steps)
}

// A config that did not load cleanly may still be walked (by a caller that
// ignores the error): a gate without a command fails rather than passes.
func TestWalkGateWithoutCommandFails(t *testing.T) {
	cfg, err := load(t, `{"gates":{"lint":{}},"hooks":{"Stop":{"gates":["lint"]}}}`)
	require.Error(t, err)
	out := cfg.Walk(context.Background(), event.Stop, fixture(t, "16-stop.json"), options(t))
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, `gate 'lint' has no command; add "command" to it in gates.json`, out.Reason)

	opt := options(t)
	opt.Builtins = map[string]Builtin{PlanCompliance: func(context.Context) Check { return Check{} }}
	out = walkFile(t, `{"hooks":{"Stop":{"gates":["plan-compliance"]}}}`, fixture(t, "16-stop.json"), opt)
	assert.Equal(t, "gate 'plan-compliance' failed", out.Reason, "a built-in failing without a message still says which gate")
}

func TestWalkGates(t *testing.T) {
	cfg, err := load(t, `{"gates":{"a":{"command":"true","on_pass":"b"},"b":{"command":"true"},"c":{"command":"false"}}}`)
	require.NoError(t, err)
	out := cfg.WalkGates(context.Background(), []string{"a", "c"}, fixture(t, "16-stop.json"), options(t))
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, []string{"a", "b", "c"}, ran(out))
}
