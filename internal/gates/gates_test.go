package gates

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/hook"
)

func load(t *testing.T, files ...string) (*Config, error) {
	t.Helper()
	srcs := []Source{{Name: EmbeddedName, Data: defaults(t)}}
	for i, f := range files {
		srcs = append(srcs, Source{Name: filepath.Join("src", string(rune('a'+i))+".json"), Data: []byte(f)})
	}
	return LoadSources(srcs)
}

func defaults(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../../hooks/gates.json")
	require.NoError(t, err)
	return b
}

func TestDefaults(t *testing.T) {
	cfg, err := load(t)
	require.NoError(t, err)
	assert.Equal(t, []string{PlanCompliance}, cfg.Hooks[hook.SubagentStop].Gates)
	assert.Equal(t, DefaultMaxBlocks, cfg.MaxBlocks)
	assert.False(t, cfg.FailClosed)
	assert.Len(t, cfg.Hooks, 1, "nothing but SubagentStop by default")
}

func TestMergeLaterWinsPerGateAndEvent(t *testing.T) {
	cfg, err := load(t,
		`{"gates":{"check":{"command":"a"},"test":{"command":"t"}},"hooks":{"SubagentStop":{"gates":["plan-compliance","check","test"]}},"max_blocks":5,
		  "consent":{"enabled":false,"high":["ship"]}}`,
		`{"gates":{"check":{"command":"b","timeout":"3s"}},"fail_closed":true,"consent":{"high":["yolo"]}}`,
	)
	require.NoError(t, err)
	assert.Equal(t, "b", cfg.Gates["check"].Command)
	assert.Equal(t, "3s", cfg.Gates["check"].Timeout.String())
	assert.Equal(t, "src/b.json", cfg.Gates["check"].Origin)
	assert.Equal(t, "t", cfg.Gates["test"].Command)
	assert.Equal(t, []string{"plan-compliance", "check", "test"}, cfg.Hooks[hook.SubagentStop].Gates)
	assert.Equal(t, 5, cfg.MaxBlocks)
	assert.True(t, cfg.FailClosed)
	assert.JSONEq(t, `{"enabled":false,"high":["yolo"]}`, string(cfg.Sections["consent"]))
	assert.Equal(t, "src/b.json:1:88", cfg.SectionPosition("consent", "high"))
	assert.Equal(t, []string{EmbeddedName, "src/a.json", "src/b.json"}, cfg.Files)
	assert.Equal(t, Continue, cfg.Gates["test"].OnPass)
	assert.Equal(t, Block, cfg.Gates["test"].OnFail)
	assert.Equal(t, DefaultTimeout, cfg.Gates["test"].Timeout)
}

func TestValidationPositions(t *testing.T) {
	for _, tc := range []struct {
		name, file, want string
	}{
		{"syntax", "{\n  \"gates\": {\n    \"check\": { \"command\": \"x\", }\n  }\n}", "src/a.json:3:"},
		{"truncated", `{"gates": {`, "src/a.json:1:12: invalid JSON: unexpected end of file"},
		{"top level", `[1]`, "src/a.json:1:1: the top level must be an object"},
		{"command type", "{\n  \"gates\": {\n    \"check\": { \"command\": 42 }\n  }\n}", "src/a.json:3:27: gates.check.command: want a string, got number"},
		{"timeout", `{"gates":{"c":{"command":"x","timeout":"5 minutes"}}}`, `src/a.json:1:40: gates.c.timeout: want a positive duration like "30s" or "5m", got "5 minutes"`},
		{"max_blocks", `{"max_blocks": 0}`, "src/a.json:1:16: max_blocks: want a whole number of 1 or more, got 0"},
		{"fail_closed", `{"fail_closed": "yes"}`, `src/a.json:1:17: fail_closed: want true or false, got string "yes"`},
		{"unknown gate in event", "{\"hooks\":{\"SubagentStop\":{\"gates\":[\"plan-compliance\",\n\"tests\"]}}}", `src/a.json:2:1: hooks.SubagentStop.gates: unknown gate "tests"; defined gates: plan-compliance`},
		{"unknown action", `{"gates":{"c":{"command":"x","on_fail":"RETRY"}}}`, `src/a.json:1:40: gates.c.on_fail: unknown action "RETRY"; valid: CONTINUE, BLOCK, STOP, or a gate name (c, plan-compliance)`},
		{"no command", `{"gates":{"lint":{"description":"forgot"}}}`, `src/a.json:1:11: gate "lint" has no command and is not a built-in (built-ins: plan-compliance); add "command"`},
		{"unknown event", `{"hooks":{"SubAgentStop":{"gates":[]}}}`, `src/a.json:1:11: hooks.SubAgentStop: unknown event "SubAgentStop"; valid events:`},
		{"cycle", `{"gates":{"check":{"command":"x","on_fail":"test"},"test":{"command":"y","on_fail":"check"}}}`, "gates: the actions form a cycle check → test → check"},
		{"wrong type of list item", `{"hooks":{"SubagentStop":{"enabled_agents":["a", 3]}}}`, "src/a.json:1:50: hooks.SubagentStop.enabled_agents[1]: want a string, got number"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := load(t, tc.file)
			require.Error(t, err)
			require.NotNil(t, cfg)
			assert.Contains(t, err.Error(), tc.want)
			assert.Len(t, err.(*Error).Problems, 1, "one mistake, one problem: %v", err)
		})
	}
}

func TestBrokenFileKeepsOtherSources(t *testing.T) {
	cfg, err := load(t, `{"fail_closed": true}`, `{"gates": `)
	require.Error(t, err)
	assert.True(t, cfg.FailClosed, "fail_closed from a file that parsed still counts")
	assert.Equal(t, []string{PlanCompliance}, cfg.Hooks[hook.SubagentStop].Gates)
}

func TestWarningsForUnknownKeys(t *testing.T) {
	cfg, err := load(t, `{"version": 2, "gates": {"c": {"command": "x", "retries": 3}}}`)
	require.NoError(t, err)
	var msgs []string
	for _, w := range cfg.Warnings() {
		msgs = append(msgs, w.String())
	}
	assert.Contains(t, strings.Join(msgs, "\n"), `src/a.json:1:2: unknown key "version" is ignored`)
	assert.Contains(t, strings.Join(msgs, "\n"), `gates.c: unknown key "retries" is ignored`)
}

func TestMissingAndRequiredFiles(t *testing.T) {
	dir := t.TempDir()
	getenv := func(k string) string { return map[string]string{"HOME": dir}[k] }
	cfg, err := Load(getenv, "", dir)
	require.NoError(t, err)
	assert.Equal(t, []string{EmbeddedName}, cfg.Files)
	_, err = Load(getenv, filepath.Join(dir, "nope.json"), dir)
	assert.ErrorContains(t, err, "nope.json: no such file (given with --config)")

	require.NoError(t, os.MkdirAll(filepath.Join(dir, ".claude"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".claude", "gates.json"), []byte(`{"max_blocks": 7}`), 0o644))
	cfg, err = Load(getenv, "", dir)
	require.NoError(t, err)
	assert.Equal(t, 7, cfg.MaxBlocks)
	assert.Equal(t, []string{EmbeddedName, filepath.Join(dir, ".claude", "gates.json")}, cfg.Files[:2])
}

func TestAppliesTo(t *testing.T) {
	cfg, err := load(t, `{"hooks":{
		"SubagentStop":{"enabled_agents":["reviewer","general-purpose"]},
		"PostToolUse":{"enabled_tools":["Edit"]}}}`)
	require.NoError(t, err)
	for _, tc := range []struct {
		event, agent, tool string
		want               bool
	}{
		{hook.SubagentStop, "general-purpose", "", true},
		{hook.SubagentStop, "plugin:reviewer", "", true},
		{hook.SubagentStop, "my-plugin:reviewer", "", true},
		{hook.SubagentStop, "Explore", "", false},
		{hook.SubagentStop, "", "", false},
		{hook.PostToolUse, "", "Edit", true},
		{hook.PostToolUse, "", "Write", false},
		{hook.Stop, "", "", false},
	} {
		_, ok := cfg.AppliesTo(tc.event, tc.agent, tc.tool)
		assert.Equal(t, tc.want, ok, "%s %q %q", tc.event, tc.agent, tc.tool)
	}
	cfg, _ = load(t)
	_, ok := cfg.AppliesTo(hook.SubagentStop, "", "")
	assert.True(t, ok, "an empty agent_type matches an empty list")
}

func input(t *testing.T, raw string) hook.Input {
	t.Helper()
	in, err := hook.Decode([]byte(raw))
	require.NoError(t, err)
	return in
}

func walkFile(t *testing.T, file string, in hook.Input, builtins map[string]Builtin) Outcome {
	t.Helper()
	cfg, err := load(t, file)
	require.NoError(t, err)
	return cfg.Walk(context.Background(), in.Event(), in, WalkOptions{Dir: t.TempDir(), Environ: []string{"PATH=" + os.Getenv("PATH")}, Builtins: builtins})
}

func gatesRun(o Outcome) []string {
	var names []string
	for _, s := range o.Steps {
		if s.Skipped == "" {
			names = append(names, s.Gate)
		}
	}
	return names
}

func TestWalkActions(t *testing.T) {
	stop := input(t, `{"hook_event_name":"SubagentStop","agent_type":"general-purpose","prompt":"please deploy now"}`)
	for _, tc := range []struct {
		name, file string
		action     string
		gate       string
		ran        []string
		reason     string
	}{
		{"all pass", `{"gates":{"a":{"command":"true"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`, Continue, "", []string{"a", "b"}, ""},
		{"block", `{"gates":{"a":{"command":"echo nope; exit 4"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`, Block, "a", []string{"a"}, "gate 'a' failed: command \"echo nope; exit 4\" exited with code 4\n\noutput:\nnope"},
		{"stop", `{"gates":{"a":{"command":"false","on_fail":"STOP"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`, Stop, "a", []string{"a"}, "gate 'a' failed: command \"false\" exited with code 1 (no output)"},
		{"failure ignored", `{"gates":{"a":{"command":"false","on_fail":"CONTINUE"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`, Continue, "", []string{"a", "b"}, ""},
		{"jump then carry on", `{"gates":{"a":{"command":"false","on_fail":"fix"},"fix":{"command":"true"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b"]}}}`, Continue, "", []string{"a", "fix", "b"}, ""},
		{"at most once", `{"gates":{"a":{"command":"true","on_pass":"b"},"b":{"command":"true"}},"hooks":{"SubagentStop":{"gates":["a","b","a"]}}}`, Continue, "", []string{"a", "b"}, ""},
		{"keywords match whole words", `{"gates":{"d":{"command":"false","keywords":["DEPLOY"]},"x":{"command":"false","keywords":["dep"]}},"hooks":{"SubagentStop":{"gates":["x","d"]}}}`, Block, "d", []string{"d"}, ""},
		{"not found", `{"gates":{"a":{"command":"no-such-tool-xyz --check"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`, Block, "a", []string{"a"}, "command not found (exit 127)"},
		{"timeout", `{"gates":{"a":{"command":"sleep 30","timeout":"100ms"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`, Block, "a", []string{"a"}, "timed out after 100ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := walkFile(t, tc.file, stop, nil)
			assert.Equal(t, tc.action, out.Action)
			assert.Equal(t, tc.gate, out.Gate)
			assert.Equal(t, tc.ran, gatesRun(out))
			assert.Contains(t, out.Reason, tc.reason)
		})
	}
}

func TestWalkBuiltins(t *testing.T) {
	in := input(t, `{"hook_event_name":"SubagentStop"}`)
	file := `{"gates":{"after":{"command":"echo ran > ran"}},"hooks":{"SubagentStop":{"gates":["plan-compliance","after"]}}}`
	out := walkFile(t, file, in, map[string]Builtin{PlanCompliance: func(context.Context) Check { return Check{Output: "no STATUS"} }})
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, "no STATUS", out.Reason)
	assert.Equal(t, []string{PlanCompliance}, gatesRun(out))

	out = walkFile(t, file, in, map[string]Builtin{PlanCompliance: func(context.Context) Check { return Check{Halt: true} }})
	assert.Equal(t, Halt, out.Action)

	out = walkFile(t, file, in, map[string]Builtin{PlanCompliance: func(context.Context) Check { return Check{Passed: true} }})
	assert.Equal(t, Continue, out.Action)
	assert.Equal(t, []string{PlanCompliance, "after"}, gatesRun(out))

	out = walkFile(t, file, in, nil)
	assert.Equal(t, Continue, out.Action, "a built-in with nothing to check passes")
	assert.Equal(t, "built-in gate with nothing to check here", out.Steps[0].Skipped)
}

func TestWalkLongOutputEndsWithLastLines(t *testing.T) {
	in := input(t, `{"hook_event_name":"SubagentStop"}`)
	out := walkFile(t, `{"gates":{"a":{"command":"seq 1 500; exit 1"}},"hooks":{"SubagentStop":{"gates":["a"]}}}`, in, nil)
	assert.Contains(t, out.Reason, "last 40 lines of output:\n461\n")
	assert.True(t, strings.HasSuffix(out.Reason, "\n500"))
	assert.NotContains(t, out.Reason, "\n460\n")
}

// FuzzLoad: no config panics the loader; every problem has a position or
// names a file; the config is never nil.
func FuzzLoad(f *testing.F) {
	for _, s := range []string{
		`{}`, `{"gates":{"a":{"command":"x","on_fail":"b"},"b":{"command":"y","on_pass":"a"}}}`,
		`{"hooks":{"SubagentStop":{"gates":["plan-compliance","x"],"enabled_agents":["a"]}}}`,
		`{"max_blocks":1e9,"fail_closed":null,"consent":{"a":1}}`, `{"gates":`, `[`, "\xff", `{"a":1}{}`,
	} {
		f.Add([]byte(s))
	}
	def, err := os.ReadFile("../../hooks/gates.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(def)
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := LoadSources([]Source{{Name: EmbeddedName, Data: def}, {Name: "f.json", Data: data}})
		if cfg == nil {
			t.Fatal("nil config")
		}
		if err == nil {
			return
		}
		for _, p := range err.(*Error).Problems {
			if p.File == "" || p.Msg == "" {
				t.Fatalf("problem without file or message: %+v", p)
			}
		}
	})
}

func TestRedefinedGateIsReplacedWhole(t *testing.T) {
	_, err := load(t, `{"gates":{"c":{"command":"x"}}}`, `{"gates":{"c":{"description":"no command now"}}}`)
	assert.ErrorContains(t, err, `src/b.json:1:11: gate "c" has no command`)
}
