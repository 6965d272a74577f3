package gates

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// A plan-compliance gate that runs the old plan-compliance.sh is the
// predecessor of the built-in: a warning, and the built-in runs.
func TestPredecessorScript(t *testing.T) {
	for _, command := range []string{
		"${CLAUDE_PLUGIN_ROOT}/hooks/gates/plan-compliance.sh",
		`bash "$CLAUDE_PLUGIN_ROOT/scripts/plan-compliance.sh"`,
		"./plan-compliance.sh",
	} {
		cfg, err := load(t, `{"gates": {"plan-compliance": {"command": `+quote(command)+`, "on_fail": "BLOCK"}},
			"hooks": {"SubagentStop": {"gates": ["plan-compliance"]}}}`)
		require.NoError(t, err, command)
		assert.Empty(t, cfg.Gates[PlanCompliance].Command, "the built-in runs instead")
		require.Len(t, warnings(cfg), 1)
		assert.Contains(t, warnings(cfg)[0], "runs the old plan-compliance.sh, which the built-in plan-compliance gate replaces")
	}
	// Any other command is still an error: the name is taken.
	_, err := load(t, `{"gates": {"plan-compliance": {"command": "./my-check.sh"}}}`)
	assert.Contains(t, problems(err)[0], `"plan-compliance" is a built-in gate and runs no command`)
	_, err = load(t, `{"gates": {"plan-compliance": {"command": "./not-plan-compliance.sh.bak"}}}`)
	assert.Error(t, err)
}

func quote(s string) string {
	b, _ := jsonMarshal(s)
	return string(b)
}

// The built-in runs first on SubagentStop unless listed, or turned off.
func TestChainBuiltinFirst(t *testing.T) {
	for _, tc := range []struct {
		file string
		want []string
	}{
		{`{"gates": {"c": {"command": "true"}}, "hooks": {"SubagentStop": {"gates": ["c"]}}}`, []string{PlanCompliance, "c"}},
		{`{"gates": {"c": {"command": "true"}}, "hooks": {"SubagentStop": {"gates": ["c", "plan-compliance"]}}}`, []string{"c", PlanCompliance}},
		{`{"gates": {"c": {"command": "true"}}, "hooks": {"SubagentStop": {"gates": ["c"], "plan_compliance": false}}}`, []string{"c"}},
		{`{"gates": {"c": {"command": "true"}}, "hooks": {"SubagentStop": {"gates": ["c"], "plan_compliance": true}}}`, []string{PlanCompliance, "c"}},
		{`{"hooks": {"SubagentStop": {"gates": []}}}`, []string{PlanCompliance}},
	} {
		cfg, err := load(t, tc.file)
		require.NoError(t, err, tc.file)
		assert.Equal(t, tc.want, cfg.Chain(event.SubagentStop), tc.file)
	}
	cfg, err := load(t, `{"gates": {"c": {"command": "true"}}, "hooks": {"Stop": {"gates": ["c"], "plan_compliance": false}}}`)
	require.NoError(t, err)
	assert.Equal(t, []string{"c"}, cfg.Chain(event.Stop), "only SubagentStop gets the built-in")
	assert.Equal(t, []string{"src/a.json:1:74: hooks.Stop.plan_compliance: plan_compliance only applies to SubagentStop; ignored here"}, warnings(cfg))
	_, err = load(t, `{"hooks": {"SubagentStop": {"plan_compliance": "off"}}}`)
	assert.Equal(t, []string{`src/a.json:1:48: hooks.SubagentStop.plan_compliance: want true or false, got string "off"`}, problems(err))
}

func TestEventNames(t *testing.T) {
	cfg, err := load(t, `{"hooks": {"SkillEnd": {}, "SlashCommandStart": {}}}`)
	require.NoError(t, err, "the earlier tools' events are warnings")
	assert.Len(t, warnings(cfg), 2)
	_, err = load(t, `{"hooks": {"MyToolEvent": {}}}`)
	assert.Equal(t, []string{`src/a.json:1:12: hooks.MyToolEvent: unknown event "MyToolEvent"; valid events: PostToolUse, PreToolUse, SessionStart, Stop, SubagentStart, SubagentStop, UserPromptSubmit`}, problems(err),
		"any other name is an error: a typo must not silently disable a chain")
	for _, typo := range []string{"subagentstop", "PreToolUs", "PostToolsUse", "Stpo"} {
		_, err := load(t, `{"hooks": {"`+typo+`": {}}}`)
		assert.Len(t, problems(err), 1, "%s is a typo of a Claude Code event: an error", typo)
	}
}

// gates.json at the project root is read before .claude/gates.json.
func TestProjectRootSource(t *testing.T) {
	project := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(project, ".claude"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(project, "gates.json"), []byte(`{"gates": {"a": {"command": "root"}, "b": {"command": "root"}}}`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(project, ".claude", "gates.json"), []byte(`{"gates": {"b": {"command": "dot-claude"}}}`), 0o644))
	cfg, err := Load(func(string) string { return "" }, "", project)
	require.NoError(t, err)
	assert.Equal(t, []string{EmbeddedName, filepath.Join(project, "gates.json"), filepath.Join(project, ".claude", "gates.json")}, cfg.Files)
	assert.Equal(t, "root", cfg.Gates["a"].Command)
	assert.Equal(t, "dot-claude", cfg.Gates["b"].Command, ".claude/gates.json wins")
}

// installPlugin lays out a plugin as `claude plugin install` does (seen on
// Claude Code 2.1.330): the files under
// ~/.claude/plugins/cache/<marketplace>/<plugin>/<version>/ and an entry in
// ~/.claude/plugins/installed_plugins.json.
func installPlugin(t *testing.T, home, marketplace, name, gatesJSON string) string {
	t.Helper()
	dir := filepath.Join(home, ".claude", "plugins", "cache", marketplace, name, "1.2.3")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "hooks"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "hooks", "gates.json"), []byte(gatesJSON), 0o644))
	index := filepath.Join(home, ".claude", "plugins", "installed_plugins.json")
	data, err := os.ReadFile(index)
	if err != nil {
		data = []byte(`{"version": 2, "plugins": {}}`)
	}
	data, err = sjsonSet(data, "plugins."+escapeKey(name+"@"+marketplace), []map[string]string{{"scope": "user", "installPath": dir, "version": "1.2.3"}})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(index, data, 0o644))
	return dir
}

func TestPluginGateReference(t *testing.T) {
	home := t.TempDir()
	dir := installPlugin(t, home, "tools-mkt", "qa-tools", `{"gates": {
		"lint": {"command": "pwd > where.txt"},
		"relay": {"plugin": "other-tools", "gate": "deep"},
		"plan-compliance": {"on_fail": "BLOCK"},
		"loop": {"plugin": "qa-tools", "gate": "loop"}}}`)
	other := installPlugin(t, home, "tools-mkt", "other-tools", `{"gates": {"deep": {"command": "exit 0"}}}`)
	plugins := &pluginFinder{home: home}
	src := func(file string) []Source { return []Source{{Name: "p.json", Data: []byte(file)}} }

	cfg, err := loadSources(src(`{"gates": {"qa": {"plugin": "qa-tools", "gate": "lint", "on_fail": "CONTINUE"},
		"qa2": {"plugin": "qa-tools@tools-mkt", "gate": "relay"},
		"plan-compliance": {"plugin": "qa-tools", "gate": "plan-compliance"}},
		"hooks": {"Stop": {"gates": ["qa", "qa2"]}}}`), plugins)
	require.NoError(t, err)
	assert.Empty(t, cfg.Warnings())
	qa := cfg.Gates["qa"]
	assert.Equal(t, "pwd > where.txt", qa.Command)
	assert.Equal(t, dir, qa.Dir, "the gate runs in its plugin's directory")
	assert.Equal(t, Continue, qa.OnFail, "actions are the referencing gate's")
	assert.Equal(t, "exit 0", cfg.Gates["qa2"].Command, "references are followed from plugin to plugin")
	assert.Equal(t, other, cfg.Gates["qa2"].Dir)
	assert.Empty(t, cfg.Gates[PlanCompliance].Command, "their plan-compliance is our built-in")

	out := cfg.Walk(context.Background(), event.Stop, fixture(t, "16-stop.json"), options(t))
	assert.Equal(t, Continue, out.Action, out.Reason)
	where, err := os.ReadFile(filepath.Join(dir, "where.txt"))
	require.NoError(t, err)
	assert.Equal(t, dir, filepath.Clean(string(where[:len(where)-1])))

	for _, tc := range []struct{ file, want string }{
		{`{"gates": {"x": {"plugin": "nope", "gate": "lint"}}}`, `p.json:1:28: gates.x: plugin "nope" is not installed`},
		{`{"gates": {"x": {"plugin": "qa-tools", "gate": "nope"}}}`, `p.json:1:28: gates.x: plugin "qa-tools" has no gate "nope" in ` + filepath.Join(dir, "hooks", "gates.json")},
		{`{"gates": {"x": {"plugin": "qa-tools", "gate": "loop"}}}`, `p.json:1:28: gates.x: the plugin gate references form a cycle qa-tools:loop → qa-tools:loop`},
		{`{"gates": {"x": {"plugin": "../etc", "gate": "lint"}}}`, `p.json:1:28: gates.x: "../etc" is not a plugin name`},
		{`{"gates": {"x": {"plugin": "qa-tools"}}}`, `p.json:1:28: gates.x.plugin: a reference to another plugin's gate needs "gate" too`},
		{`{"gates": {"x": {"gate": "lint"}}}`, `p.json:1:26: gates.x.gate: a reference to another plugin's gate needs "plugin" too`},
		{`{"gates": {"x": {"plugin": "qa-tools", "gate": "lint", "command": "true"}}}`, `p.json:1:67: gates.x: give either "command" or "plugin" and "gate", not both`},
	} {
		_, err := loadSources(src(tc.file), plugins)
		require.Len(t, problems(err), 1, tc.file)
		assert.Contains(t, problems(err)[0], tc.want)
	}

	// The same plugin name from two marketplaces must be told apart.
	installPlugin(t, home, "other-mkt", "qa-tools", `{"gates": {}}`)
	_, err = loadSources(src(`{"gates": {"x": {"plugin": "qa-tools", "gate": "lint"}}}`), plugins)
	assert.Contains(t, problems(err)[0], `plugin "qa-tools" is installed from several marketplaces (qa-tools@other-mkt, qa-tools@tools-mkt)`)
	cfg, err = loadSources(src(`{"gates": {"x": {"plugin": "qa-tools@tools-mkt", "gate": "lint"}}}`), plugins)
	require.NoError(t, err)
	assert.Equal(t, dir, cfg.Gates["x"].Dir)
}

// Without Claude Code's index, a plugin next to this one is found, as
// turboshovel looked for it.
func TestPluginGateSibling(t *testing.T) {
	parent := t.TempDir()
	sibling := filepath.Join(parent, "qa-tools")
	require.NoError(t, os.MkdirAll(filepath.Join(sibling, "hooks"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(sibling, "hooks", "gates.json"), []byte(`{"gates": {"lint": {"command": "true"}}}`), 0o644))
	cfg, err := loadSources([]Source{{Name: "p.json", Data: []byte(`{"gates": {"x": {"plugin": "qa-tools", "gate": "lint"}}}`)}},
		&pluginFinder{home: t.TempDir(), root: filepath.Join(parent, "plan-compliance")})
	require.NoError(t, err)
	assert.Equal(t, sibling, cfg.Gates["x"].Dir)
}

func jsonMarshal(v any) ([]byte, error) { return json.Marshal(v) }

func sjsonSet(data []byte, path string, v any) ([]byte, error) { return sjson.SetBytes(data, path, v) }

// escapeKey escapes the characters sjson reads as path syntax.
func escapeKey(k string) string {
	r := strings.NewReplacer(".", `\.`, "@", `\@`, "*", `\*`, "?", `\?`)
	return r.Replace(k)
}
