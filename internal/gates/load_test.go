package gates

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/hooks"
	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// load merges the embedded defaults with files named src/a.json,
// src/b.json, … in order.
func load(t testing.TB, files ...string) (*Config, error) {
	t.Helper()
	srcs := []Source{{Name: EmbeddedName, Data: hooks.DefaultGates}}
	for i, f := range files {
		srcs = append(srcs, Source{Name: filepath.Join("src", string(rune('a'+i))+".json"), Data: []byte(f)})
	}
	return LoadSources(srcs)
}

func problems(err error) []string {
	var out []string
	if e, ok := err.(*Error); ok {
		for _, p := range e.Problems {
			out = append(out, p.String())
		}
	}
	return out
}

func warnings(cfg *Config) []string {
	var out []string
	for _, w := range cfg.Warnings() {
		out = append(out, w.String())
	}
	return out
}

func TestDefaults(t *testing.T) {
	onDisk, err := os.ReadFile("../../hooks/gates.json")
	require.NoError(t, err)
	assert.Equal(t, onDisk, hooks.DefaultGates, "the binary embeds hooks/gates.json")

	cfg, err := load(t)
	require.NoError(t, err)
	assert.Empty(t, cfg.Warnings())
	assert.Equal(t, map[string]Event{event.SubagentStop: {Gates: []string{PlanCompliance}, EnabledAgents: []string{}, Origin: EmbeddedName}}, cfg.Hooks,
		"the plan-compliance gate on every SubagentStop, nothing else")
	assert.Equal(t, []string{PlanCompliance}, slices.Collect(mapsKeys(cfg.Gates)))
	pc := cfg.Gates[PlanCompliance]
	assert.Equal(t, Continue, pc.OnPass)
	assert.Equal(t, Block, pc.OnFail)
	assert.Empty(t, pc.Command)
	assert.Equal(t, DefaultMaxBlocks, cfg.MaxBlocks)
	assert.False(t, cfg.FailClosed)
	assert.Equal(t, consent.DefaultConfig(), cfg.Consent, "no section: the capability's defaults")

	var top map[string]any
	require.NoError(t, json.Unmarshal(hooks.DefaultGates, &top))
	assert.Equal(t, "../schema/gates.schema.json", top["$schema"], "editors find the schema next to the file")
}

func mapsKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for _, k := range sortedKeys(m) {
			if !yield(k) {
				return
			}
		}
	}
}

func TestMergeLaterWinsPerGateAndEvent(t *testing.T) {
	cfg, err := load(t,
		`{"gates":{"check":{"command":"a"},"test":{"command":"t"}},"hooks":{"SubagentStop":{"gates":["plan-compliance","check","test"]},"Stop":{"gates":["check"]}},"max_blocks":5,
		  "consent":{"enabled":false,"high":["ship"]}}`,
		`{"gates":{"check":{"command":"b","timeout":"3s"}},"hooks":{"Stop":{"gates":["test"]}},"fail_closed":true,"consent":{"high":["yolo"]}}`,
	)
	require.NoError(t, err)
	assert.Equal(t, Gate{Name: "check", Command: "b", OnPass: Continue, OnFail: Block, Timeout: 3 * time.Second, Origin: "src/b.json"}, cfg.Gates["check"],
		"a gate is replaced whole, not merged field by field")
	assert.Equal(t, Gate{Name: "test", Command: "t", OnPass: Continue, OnFail: Block, Timeout: DefaultTimeout, Origin: "src/a.json"}, cfg.Gates["test"])
	assert.Equal(t, Event{Gates: []string{"plan-compliance", "check", "test"}, Origin: "src/a.json"}, cfg.Hooks[event.SubagentStop])
	assert.Equal(t, Event{Gates: []string{"test"}, Origin: "src/b.json"}, cfg.Hooks[event.Stop])
	assert.Equal(t, 5, cfg.MaxBlocks, "max_blocks from a, which b leaves out")
	assert.True(t, cfg.FailClosed)
	assert.Equal(t, consent.Config{Enabled: false, High: []string{"yolo"}}, cfg.Consent, "sections merge key by key")
	assert.Equal(t, "src/b.json:1:124", cfg.SectionPosition("consent", "high"))
	assert.Equal(t, "src/a.json:2:26", cfg.SectionPosition("consent", "enabled"))
	assert.Empty(t, cfg.SectionPosition("consent", "medium"))
	assert.Equal(t, []string{EmbeddedName, "src/a.json", "src/b.json"}, cfg.Files)
}

// Every source in its place: embedded, plugin root, home, project, --config.
func TestLoadReadsEverySourceInOrder(t *testing.T) {
	root := t.TempDir()
	dirs := map[string]string{}
	for _, d := range []string{"plugin", "home", "project"} {
		dirs[d] = filepath.Join(root, d)
	}
	write := func(path, text string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	}
	files := []string{
		filepath.Join(dirs["plugin"], "hooks", "gates.json"),
		filepath.Join(dirs["home"], ".claude", "gates.json"),
		filepath.Join(dirs["project"], ".claude", "gates.json"),
		filepath.Join(root, "extra.json"),
	}
	// Each source defines gate "g" (the last one wins) and a gate of its own.
	for i, f := range files {
		write(f, fmt.Sprintf(`{"gates": {"g": {"command": "echo %d"}, "own%d": {"command": "true"}}, "max_blocks": %d}`, i, i, i+1))
	}
	getenv := func(k string) string {
		return map[string]string{"CLAUDE_PLUGIN_ROOT": dirs["plugin"], "HOME": dirs["home"]}[k]
	}
	cfg, err := Load(getenv, files[3], dirs["project"])
	require.NoError(t, err)
	assert.Equal(t, append([]string{EmbeddedName}, files...), cfg.Files)
	assert.Equal(t, "echo 3", cfg.Gates["g"].Command)
	assert.Equal(t, files[3], cfg.Gates["g"].Origin)
	for i, f := range files {
		assert.Equal(t, f, cfg.Gates[fmt.Sprintf("own%d", i)].Origin)
	}
	assert.Equal(t, 4, cfg.MaxBlocks)

	// Without --config the project wins; missing optional files are skipped.
	require.NoError(t, os.Remove(files[1]))
	cfg, err = Load(getenv, "", dirs["project"])
	require.NoError(t, err)
	assert.Equal(t, []string{EmbeddedName, files[0], files[2]}, cfg.Files)
	assert.Equal(t, "echo 2", cfg.Gates["g"].Command)
}

func TestMissingAndUnreadableFiles(t *testing.T) {
	dir := t.TempDir()
	getenv := func(k string) string { return map[string]string{"HOME": dir}[k] }
	cfg, err := Load(getenv, "", dir)
	require.NoError(t, err)
	assert.Equal(t, []string{EmbeddedName}, cfg.Files)

	cfg, err = Load(getenv, filepath.Join(dir, "nope.json"), dir)
	require.NotNil(t, cfg)
	assert.Equal(t, []string{filepath.Join(dir, "nope.json") + ": no such file (given with --config)"}, problems(err))
	assert.Equal(t, []string{PlanCompliance}, cfg.Hooks[event.SubagentStop].Gates, "the defaults still load")

	require.NoError(t, os.MkdirAll(filepath.Join(dir, ".claude", "gates.json"), 0o755))
	_, err = Load(getenv, "", dir)
	assert.Equal(t, []string{filepath.Join(dir, ".claude", "gates.json") + ": cannot read: not a regular file (a directory)"}, problems(err))
}

// One mistake, one problem, at the line and column of the offending key or
// value, saying what is wrong and what to do.
func TestValidationProblems(t *testing.T) {
	for _, tc := range []struct {
		name, file, want string
	}{
		{"trailing comma", "{\n  \"gates\": {\n    \"check\": { \"command\": \"x\", }\n  }\n}",
			`src/a.json:3:32: invalid JSON: invalid character '}' looking for beginning of object key string; fix the JSON syntax`},
		{"missing comma", "{\n  \"gates\": {\n    \"check\": { \"command\": \"x\" \"on_fail\": \"BLOCK\" }\n  }\n}",
			`src/a.json:3:31: invalid JSON: invalid character '"' after object key:value pair; fix the JSON syntax`},
		{"bad literal", `{"fail_closed": tru}`, `src/a.json:1:20: invalid JSON: invalid character '}' in literal true (expecting 'e'); fix the JSON syntax`},
		{"data after the object", "{}\n}", `src/a.json:2:1: invalid JSON: invalid character '}' after top-level value; fix the JSON syntax`},
		{"truncated", `{"gates": {`, "src/a.json:1:12: invalid JSON: unexpected end of file; close every { and ["},
		{"empty file", "\n", "src/a.json:1:1: the file is empty; write {} or delete it"},
		{"top level", `[1]`, `src/a.json:1:1: the top level must be an object {"gates": …, "hooks": …}, got array`},
		{"$schema", `{"$schema": 1}`, `src/a.json:1:13: $schema: want a string, got number`},
		{"gates type", `{"gates": []}`, `src/a.json:1:11: gates: want an object, got array`},
		{"gate type", `{"gates": {"c": "go vet"}}`, `src/a.json:1:17: gates.c: want an object, got string "go vet"`},
		{"command type", "{\n  \"gates\": {\n    \"check\": { \"command\": 42 }\n  }\n}", "src/a.json:3:27: gates.check.command: want a string, got number"},
		{"description type", `{"gates": {"c": {"command": "x", "description": ["a"]}}}`, `src/a.json:1:49: gates.c.description: want a string, got array`},
		{"timeout type", `{"gates": {"c": {"command": "é", "timeout": 30}}}`, `src/a.json:1:45: gates.c.timeout: want a duration string like "30s" or "5m", got number`},
		{"timeout value", `{"gates":{"c":{"command":"x","timeout":"5 minutes"}}}`, `src/a.json:1:40: gates.c.timeout: want a positive duration like "30s" or "5m", got "5 minutes"`},
		{"timeout zero", `{"gates":{"c":{"command":"x","timeout":"0s"}}}`, `src/a.json:1:40: gates.c.timeout: want a positive duration like "30s" or "5m", got "0s"`},
		{"keywords type", `{"gates": {"c": {"command": "x", "keywords": "deploy"}}}`, `src/a.json:1:46: gates.c.keywords: want an array, got string "deploy"`},
		{"keyword type", `{"gates": {"c": {"command": "x", "keywords": ["a", null]}}}`, `src/a.json:1:52: gates.c.keywords[1]: want a string, got null`},
		{"action type", `{"gates": {"c": {"command": "x", "on_fail": false}}}`, `src/a.json:1:45: gates.c.on_fail: want a string, got boolean`},
		{"max_blocks zero", `{"max_blocks": 0}`, "src/a.json:1:16: max_blocks: want a whole number of 1 or more, got 0"},
		{"max_blocks fraction", `{"max_blocks": 2.5}`, "src/a.json:1:16: max_blocks: want a whole number of 1 or more, got 2.5"},
		{"max_blocks string", `{"max_blocks": "3"}`, `src/a.json:1:16: max_blocks: want a number, got string "3"`},
		{"fail_closed", `{"fail_closed": "yes"}`, `src/a.json:1:17: fail_closed: want true or false, got string "yes"`},
		{"section type", `{"consent": []}`, `src/a.json:1:13: consent: want an object, got array`},
		{"hooks type", `{"hooks": "SubagentStop"}`, `src/a.json:1:11: hooks: want an object, got string "SubagentStop"`},
		{"event type", `{"hooks": {"Stop": []}}`, `src/a.json:1:20: hooks.Stop: want an object, got array`},
		{"chain type", `{"hooks": {"Stop": {"gates": "check"}}}`, `src/a.json:1:30: hooks.Stop.gates: want an array, got string "check"`},
		{"agent type", `{"hooks":{"SubagentStop":{"enabled_agents":["a", 3]}}}`, "src/a.json:1:50: hooks.SubagentStop.enabled_agents[1]: want a string, got number"},
		{"tools type", `{"hooks":{"PreToolUse":{"enabled_tools":"Bash"}}}`, `src/a.json:1:41: hooks.PreToolUse.enabled_tools: want an array, got string "Bash"`},
		{"event typo", `{"hooks":{"SubagentStopp":{"gates":[]}}}`,
			`src/a.json:1:11: hooks.SubagentStopp: unknown event "SubagentStopp"; did you mean "SubagentStop"?`},
		{"event case", `{"hooks":{"SubAgentStop":{"gates":[]}}}`,
			`src/a.json:1:11: hooks.SubAgentStop: unknown event "SubAgentStop"; did you mean "SubagentStop"? (event names are case-sensitive)`},
		{"unknown gate in chain", "{\"hooks\":{\"SubagentStop\":{\"gates\":[\"plan-compliance\",\n\"tests\"]}}}",
			`src/a.json:2:1: hooks.SubagentStop.gates: unknown gate "tests"; defined gates: plan-compliance`},
		{"unknown action", `{"gates":{"c":{"command":"x","on_fail":"RETRY"}}}`,
			`src/a.json:1:40: gates.c.on_fail: unknown action "RETRY"; valid: CONTINUE, BLOCK, STOP, or a gate name (c, plan-compliance)`},
		{"jump to an unknown gate", `{"gates":{"c":{"command":"x","on_pass":"deploy"}}}`,
			`src/a.json:1:40: gates.c.on_pass: unknown action "deploy"; valid: CONTINUE, BLOCK, STOP, or a gate name (c, plan-compliance)`},
		{"no command", `{"gates":{"lint":{"description":"forgot"}}}`,
			`src/a.json:1:11: gate "lint" has no command and is not a built-in (built-ins: plan-compliance); add "command"`},
		{"empty command", `{"gates":{"lint":{"command":"  "}}}`,
			`src/a.json:1:29: gate "lint" has no command and is not a built-in (built-ins: plan-compliance); add "command"`},
		{"command on the built-in", `{"gates":{"plan-compliance":{"command":"true"}}}`,
			`src/a.json:1:40: gates.plan-compliance.command: "plan-compliance" is a built-in gate and runs no command; remove "command" (or give your gate another name)`},
		{"cycle", `{"gates":{"check":{"command":"x","on_fail":"test"},"test":{"command":"y","on_fail":"check"}}}`,
			"src/a.json:1:44: gates.check.on_fail: the actions form a cycle check → test → check; break it with CONTINUE, BLOCK or STOP"},
		{"self jump", "{\n \"gates\": {\n  \"a\": {\"command\": \"x\", \"on_pass\": \"a\"}\n }\n}",
			"src/a.json:3:36: gates.a.on_pass: the actions form a cycle a → a; break it with CONTINUE, BLOCK or STOP"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := load(t, tc.file)
			require.Error(t, err)
			require.NotNil(t, cfg)
			assert.Equal(t, []string{tc.want}, problems(err))
		})
	}
}

func TestEveryProblemIsReported(t *testing.T) {
	_, err := load(t, `{
  "gates": {
    "check": { "command": "go vet ./...", "on_fail": "RETRY" },
    "test": { "command": "go test ./...", "timeout": "soon" },
    "a": { "command": "x", "on_pass": "b" },
    "b": { "command": "x", "on_pass": "a" }
  },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "lint"] } }
}`)
	assert.Equal(t, []string{
		`src/a.json:3:54: gates.check.on_fail: unknown action "RETRY"; valid: CONTINUE, BLOCK, STOP, or a gate name (a, b, check, plan-compliance, test)`,
		`src/a.json:4:54: gates.test.timeout: want a positive duration like "30s" or "5m", got "soon"`,
		`src/a.json:5:39: gates.a.on_pass: the actions form a cycle a → b → a; break it with CONTINUE, BLOCK or STOP`,
		`src/a.json:8:61: hooks.SubagentStop.gates: unknown gate "lint"; defined gates: a, b, check, plan-compliance, test`,
	}, problems(err))
}

// Validation checks the merged result, and names the file each offending
// entry came from.
func TestValidationAcrossSources(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files []string
		want  []string
	}{
		{"a chain may name a gate a later file defines",
			[]string{`{"hooks":{"Stop":{"gates":["lint"]}}}`, `{"gates":{"lint":{"command":"x"}}}`}, nil},
		{"a jump may name a gate an earlier file defines",
			[]string{`{"gates":{"fix":{"command":"x"}}}`, `{"gates":{"lint":{"command":"x","on_fail":"fix"}}}`}, nil},
		{"an unknown gate is reported where the chain is",
			[]string{`{"gates":{"x":{"command":"x"}}}`, `{"hooks":{"Stop":{"gates":["x","y"]}}}`},
			[]string{`src/b.json:1:32: hooks.Stop.gates: unknown gate "y"; defined gates: plan-compliance, x`}},
		{"a later event replaces the broken one",
			[]string{`{"hooks":{"Stop":{"gates":["nope"]}}}`, `{"hooks":{"Stop":{"gates":[]}}}`}, nil},
		{"a later gate replaces the broken one",
			[]string{`{"gates":{"c":{"on_fail":"nope"}}}`, `{"gates":{"c":{"command":"x"}}}`}, nil},
		{"a redefined gate is checked where it was redefined",
			[]string{`{"gates":{"c":{"command":"x"}}}`, `{"gates":{"c":{"description":"no command now"}}}`},
			[]string{`src/b.json:1:11: gate "c" has no command and is not a built-in (built-ins: plan-compliance); add "command"`}},
		{"a cycle across files is reported in the file of its first jump",
			[]string{`{"gates":{"b":{"command":"x","on_fail":"a"}}}`, `{"gates":{"a":{"command":"x","on_fail":"b"}}}`},
			[]string{`src/b.json:1:40: gates.a.on_fail: the actions form a cycle a → b → a; break it with CONTINUE, BLOCK or STOP`}},
		{"problems come in file order",
			[]string{`{"max_blocks": -1}`, `{"fail_closed": 1}`},
			[]string{`src/a.json:1:16: max_blocks: want a whole number of 1 or more, got -1`, `src/b.json:1:17: fail_closed: want true or false, got number`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := load(t, tc.files...)
			assert.Equal(t, tc.want, problems(err))
		})
	}
}

func TestBrokenFileKeepsOtherSources(t *testing.T) {
	cfg, err := load(t, `{"fail_closed": true, "gates": {"check": {"command": "x"}}}`, `{"gates": `)
	require.Error(t, err)
	assert.True(t, cfg.FailClosed, "fail_closed from a file that parsed still counts")
	assert.Equal(t, []string{PlanCompliance}, cfg.Hooks[event.SubagentStop].Gates)
	assert.Contains(t, cfg.Gates, "check")

	cfg, err = load(t, `{"fail_closed": true, "max_blocks": 0}`)
	require.Error(t, err)
	assert.True(t, cfg.FailClosed, "a file with a problem still gives its good keys")
	assert.Equal(t, DefaultMaxBlocks, cfg.MaxBlocks)
}

// A gate that may run longer than Claude Code lets the hook answer is a
// warning, at its timeout or, left at the default, at the gate.
func TestTimeoutWarnings(t *testing.T) {
	cfg, err := load(t, `{"gates": {
  "default": {"command": "x"},
  "long": {"command": "x", "timeout": "1m"},
  "short": {"command": "x", "timeout": "10s"},
  "build": {"command": "x", "timeout": "15m"}},
 "hooks": {"UserPromptSubmit": {"gates": ["default", "long", "short"]}, "Stop": {"gates": ["default", "build"]}}}`)
	require.NoError(t, err)
	var got []string
	for _, w := range cfg.Warnings() {
		got = append(got, w.String())
	}
	assert.Equal(t, []string{
		`src/a.json:2:3: gates.default.timeout is 5m0s, but Claude Code gives a UserPromptSubmit hook 30s in all: in the UserPromptSubmit chain this gate is stopped after at most 27s; set "timeout" to at most 27s`,
		`src/a.json:3:39: gates.long.timeout is 1m0s, but Claude Code gives a UserPromptSubmit hook 30s in all: in the UserPromptSubmit chain this gate is stopped after at most 27s; set "timeout" to at most 27s`,
		`src/a.json:5:40: gates.build.timeout is 15m0s, but Claude Code gives a Stop hook 10m0s in all: in the Stop chain this gate is stopped after at most 9m57s; set "timeout" to at most 9m57s`,
	}, got)
}

// Unknown keys are warnings, so files written for the earlier tools load.
func TestWarnings(t *testing.T) {
	cfg, err := load(t, `{"version": 2, "gates": {"c": {"command": "x", "retries": 3},
		"deploy": {"command": "x", "keywords": ["deploy"], "timeout": "20s"}},
		"hooks": {"Stop": {"gates": ["deploy"], "matcher": "*"}, "UserPromptSubmit": {"gates": ["deploy"]},
		"PermissionRequest": {"gates": ["c"]}}}`)
	require.NoError(t, err)
	assert.Equal(t, []string{
		`src/a.json:1:2: unknown key "version" is ignored (known: $schema, description, max_blocks, fail_closed, gates, hooks, changes, confirm, consent, plan)`,
		`src/a.json:1:48: gates.c: unknown key "retries" is ignored (known: description, command, on_pass, on_fail, keywords, timeout, plugin, gate)`,
		`src/a.json:3:43: hooks.Stop: unknown key "matcher" is ignored (known: enabled_agents, enabled_tools, gates, plan_compliance)`,
		"src/a.json:4:3: hooks.PermissionRequest: plan-compliance is not registered for PermissionRequest, so this chain never runs in Claude Code " +
			"(only with `plan-compliance run --event PermissionRequest`); chains run on PostToolUse, PreToolUse, SessionStart, Stop, SubagentStart, SubagentStop, UserPromptSubmit",
	}, warnings(cfg))
	assert.Equal(t, []string{"c"}, cfg.Hooks["PermissionRequest"].Gates, "kept for `run --event`")
}

func TestDuplicateKeysWarn(t *testing.T) {
	cfg, err := load(t, "{\"gates\": {\"c\": {\"command\": \"a\"},\n \"c\": {\"command\": \"b\"}},\n \"max_blocks\": 2, \"max_blocks\": 4}")
	require.NoError(t, err)
	assert.Equal(t, "b", cfg.Gates["c"].Command)
	assert.Equal(t, 4, cfg.MaxBlocks)
	assert.Equal(t, []string{
		"src/a.json:2:2: gates.c is given twice in this object; the later one wins",
		"src/a.json:3:19: max_blocks is given twice in this object; the later one wins",
	}, warnings(cfg))

	var gates []string
	for i := range 20 {
		gates = append(gates, fmt.Sprintf(`"g%d": {"command": "x"}`, i%19))
	}
	cfg, err = load(t, `{"gates": {`+strings.Join(gates, ", ")+`}}`)
	require.NoError(t, err)
	assert.Len(t, cfg.Gates, 20, "19 gates and the built-in")
	assert.Equal(t, []string{"src/a.json:1:477: gates.g0 is given twice in this object; the later one wins"}, warnings(cfg))
}

// A chain item of the wrong type does not shift the positions of the
// items after it.
func TestChainPositionsSkipBadItems(t *testing.T) {
	_, err := load(t, `{"hooks": {"Stop": {"gates": [1, "nope"]}}}`)
	assert.Equal(t, []string{
		`src/a.json:1:31: hooks.Stop.gates[0]: want a string, got number`,
		`src/a.json:1:34: hooks.Stop.gates: unknown gate "nope"; defined gates: plan-compliance`,
	}, problems(err))
}

// Many problems in a big file are located without rescanning the file for
// each one.
func TestManyProblemsInABigFile(t *testing.T) {
	var b strings.Builder
	b.WriteString("{\"gates\": {\n")
	const n = 20000
	for i := range n {
		fmt.Fprintf(&b, "  \"g%d\": {\"command\": \"x\", \"on_fail\": \"RETRY\", \"padding\": %q},\n", i, strings.Repeat("p", 40))
	}
	b.WriteString("  \"last\": {\"command\": \"x\"}\n}}")
	start := time.Now()
	_, err := load(t, b.String())
	assert.Less(t, time.Since(start), 10*time.Second)
	ps := err.(*Error).Problems
	require.Len(t, ps, n)
	assert.Equal(t, Problem{File: "src/a.json", Line: n + 1, Col: 36 + len(strconv.Itoa(n-1)), Msg: ps[n-1].Msg}, ps[n-1])
}

func TestLineCol(t *testing.T) {
	tx := &text{data: []byte("ab\nçd\n\nx")}
	for _, tc := range []struct {
		off       int64
		line, col int
	}{{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {5, 2, 2}, {6, 2, 3}, {7, 3, 1}, {8, 4, 1}, {9, 4, 2}, {99, 4, 2}, {-1, 1, 1}} {
		line, col := tx.lineCol(tc.off)
		assert.Equal(t, []int{tc.line, tc.col}, []int{line, col}, "offset %d", tc.off)
	}
}

func TestActionsAreCaseInsensitive(t *testing.T) {
	cfg, err := load(t, `{"gates":{"a":{"command":"x","on_pass":" continue","on_fail":"Stop"}}}`)
	require.NoError(t, err)
	assert.Equal(t, Continue, cfg.Gates["a"].OnPass)
	assert.Equal(t, Stop, cfg.Gates["a"].OnFail)
}

func TestCycles(t *testing.T) {
	gate := func(pass, fail string) Gate { return Gate{OnPass: pass, OnFail: fail} }
	for _, tc := range []struct {
		name  string
		gates map[string]Gate
		want  [][]string
	}{
		{"none", map[string]Gate{"a": gate("b", "c"), "b": gate(Continue, "c"), "c": gate(Continue, Block)}, nil},
		{"self", map[string]Gate{"a": gate(Continue, "a")}, [][]string{{"a", "a"}}},
		{"named from the first name", map[string]Gate{"z": gate("m", Block), "m": gate(Continue, "b"), "b": gate("z", Block)}, [][]string{{"b", "z", "m", "b"}}},
		{"two apart", map[string]Gate{"a": gate("b", Block), "b": gate("a", Block), "c": gate(Continue, "d"), "d": gate(Continue, "c")},
			[][]string{{"a", "b", "a"}, {"c", "d", "c"}}},
		{"a jump to a built-in ends there", map[string]Gate{"a": gate(PlanCompliance, Block)}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &Config{Gates: tc.gates}
			assert.Equal(t, tc.want, c.cycles())
		})
	}
}

// The cycle search stays linear: a long chain of jumps, each gate with two
// ways forward, is checked at once.
func TestCyclesLongChain(t *testing.T) {
	gates := map[string]Gate{}
	const n = 5000
	for i := range n {
		next, after := fmt.Sprintf("g%05d", i+1), fmt.Sprintf("g%05d", i+2)
		if i >= n-2 {
			next, after = Continue, Block
		}
		gates[fmt.Sprintf("g%05d", i)] = Gate{OnPass: next, OnFail: after}
	}
	start := time.Now()
	assert.Empty(t, (&Config{Gates: gates}).cycles())
	assert.Less(t, time.Since(start), 5*time.Second)
}

func TestAppliesTo(t *testing.T) {
	cfg, err := load(t, `{"hooks":{
		"SubagentStop":{"enabled_agents":["reviewer","general-purpose"]},
		"PostToolUse":{"enabled_tools":["Edit"]},
		"PreToolUse":{"enabled_agents":["general-purpose"],"enabled_tools":["Bash","Edit"]}}}`)
	require.NoError(t, err)
	for _, tc := range []struct {
		event, agent, tool string
		want               bool
	}{
		{event.SubagentStop, "general-purpose", "", true},
		{event.SubagentStop, "plugin:reviewer", "", true},
		{event.SubagentStop, "my-plugin:reviewer", "", true},
		{event.SubagentStop, "a:b:reviewer", "", true},
		{event.SubagentStop, "reviewer-2", "", false},
		{event.SubagentStop, "Reviewer", "", false},
		{event.SubagentStop, "Explore", "", false},
		{event.SubagentStop, "", "", false},
		{event.PostToolUse, "", "Edit", true},
		{event.PostToolUse, "anyone", "Edit", true},
		{event.PostToolUse, "", "Write", false},
		{event.PostToolUse, "", "", false},
		{event.PreToolUse, "general-purpose", "Bash", true},
		{event.PreToolUse, "general-purpose", "Read", false},
		{event.PreToolUse, "", "Bash", false},
		{event.Stop, "", "", false},
	} {
		_, ok := cfg.AppliesTo(tc.event, tc.agent, tc.tool)
		assert.Equal(t, tc.want, ok, "%s %q %q", tc.event, tc.agent, tc.tool)
	}

	cfg, _ = load(t)
	ev, ok := cfg.AppliesTo(event.SubagentStop, "", "")
	assert.True(t, ok, "an empty agent_type matches an empty list")
	assert.Equal(t, []string{PlanCompliance}, ev.Gates)

	cfg, _ = load(t, `{"hooks":{"SubagentStop":{"enabled_agents":["plugin:reviewer"]}}}`)
	_, ok = cfg.AppliesTo(event.SubagentStop, "plugin:reviewer", "")
	assert.True(t, ok, "a prefixed entry matches exactly")
	_, ok = cfg.AppliesTo(event.SubagentStop, "reviewer", "")
	assert.False(t, ok, "a prefixed entry does not match another plugin's or a bare agent")
}

func TestAppliesReadsTheInput(t *testing.T) {
	cfg, err := load(t, `{"hooks":{"SubagentStop":{"enabled_agents":["general-purpose"]},"PreToolUse":{"enabled_tools":["Edit"]}}}`)
	require.NoError(t, err)
	_, ok := cfg.Applies(event.SubagentStop, fixture(t, "14-subagent-stop-status-ok.json"))
	assert.True(t, ok)
	_, ok = cfg.Applies(event.PreToolUse, fixture(t, "08-pre-tool-use-edit.json"))
	assert.True(t, ok)
	_, ok = cfg.Applies(event.PreToolUse, fixture(t, "06-pre-tool-use-read.json"))
	assert.False(t, ok)
}

// Events a chain runs on are the ones the plugin registers.
func TestEventsAreRegistered(t *testing.T) {
	raw, err := os.ReadFile("../../hooks/hooks.json")
	require.NoError(t, err)
	var reg struct {
		Hooks map[string]json.RawMessage `json:"hooks"`
	}
	require.NoError(t, json.Unmarshal(raw, &reg))
	for _, e := range Events() {
		assert.Contains(t, reg.Hooks, e, "hooks/hooks.json registers %s", e)
		assert.Contains(t, ClaudeCodeEvents(), e)
	}
	for e := range reg.Hooks {
		assert.Contains(t, Events(), e, "hooks.json registers %s: a chain configured for it runs, so Events lists it", e)
	}
}

// FuzzLoad: no config panics the loader, the config is never nil, and every
// problem in the fuzzed file has a position inside it.
func FuzzLoad(f *testing.F) {
	for _, s := range []string{
		`{}`, `{"gates":{"a":{"command":"x","on_fail":"b"},"b":{"command":"y","on_pass":"a"}}}`,
		`{"hooks":{"SubagentStop":{"gates":["plan-compliance","x"],"enabled_agents":["a"]}}}`,
		`{"max_blocks":1e9,"fail_closed":null,"consent":{"a":1}}`, `{"gates":`, `[`, "\xff", `{"a":1}{}`,
		`{"gates":{"plan-compliance":{"command":"x"}},"hooks":{"subagentstop":{}}}`,
		`{"gates":{"k":{"command":"x","keywords":["a",1],"timeout":"1h"}},"hooks":{"Stop":{"gates":["k"]}}}`,
		"{\"gates\":{\"é\":{\"command\":\"\\u0000\",\"on_fail\":\"é\"}}}", "", " \n ",
	} {
		f.Add([]byte(s))
	}
	f.Add(hooks.DefaultGates)
	for _, s := range []string{
		`{"changes":{"defer":[{"tool":42}]},"consent":{"high":["a",{}]},"confirm":{"classifier":{"x":1}}}`,
		`{"changes":{"batch":[{"tool":"t","items":"i","singular":"s"}]}}`,
		`{"gates":{"p":{"plugin":"x","gate":"y"},"plugin-path":{},"commands":{"comment":"n"}},"hooks":{"SkillEnd":{"enabled_skills":[]},"SubagentStop":{"plan_compliance":false,"gates":["p"]}}}`,
	} {
		f.Add([]byte(s))
	}
	peers, _ := filepath.Glob(filepath.Join("testdata", "peers", "*.json*"))
	for _, p := range peers {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := LoadSources([]Source{{Name: EmbeddedName, Data: hooks.DefaultGates}, {Name: "f.json", Data: data}})
		if cfg == nil {
			t.Fatal("nil config")
		}
		if cfg.MaxBlocks < 1 {
			t.Fatalf("max_blocks %d", cfg.MaxBlocks)
		}
		lines := strings.Count(string(data), "\n") + 1
		check := func(kind string, ps []Problem) {
			for _, p := range ps {
				if p.File != "f.json" || p.Msg == "" || p.Line < 1 || p.Line > lines || p.Col < 1 {
					t.Fatalf("%s without a position in the file: %+v", kind, p)
				}
			}
		}
		check("warning", cfg.Warnings())
		check("note", cfg.CompatNotes())
		if err == nil {
			return
		}
		e, ok := err.(*Error)
		if !ok {
			t.Fatalf("error of type %T", err)
		}
		check("problem", e.Problems)
	})
}
