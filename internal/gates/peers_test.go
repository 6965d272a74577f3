package gates

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/hooks"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// The gates.json files turboshovel and cipherpowers ship, as fixtures of
// the same shape (testdata/peers/README.md): each loads with warnings for
// what is foreign here, never an error, and its chains do what its author
// documented.

// gateScript is what every peer fixture's "./gate NAME" runs: it passes
// unless NAME is listed in $FAILING.
const gateScript = `#!/bin/sh
case " $FAILING " in *" $1 "*) echo "$1 failed"; exit 1;; esac
echo "$1 passed"
`

// peer loads a fixture over the embedded defaults; it must load.
func peer(t *testing.T, name string) *Config {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "peers", name))
	require.NoError(t, err)
	cfg, err := LoadSources([]Source{{Name: EmbeddedName, Data: hooks.DefaultGates}, {Name: name, Data: data}})
	require.NoError(t, err, "%s must load (warnings only)", name)
	return cfg
}

// peerWalk walks event's chain with the gates named in failing failing; the
// built-in plan-compliance gate passes unless report is "missing".
func peerWalk(t *testing.T, cfg *Config, in event.Event, report string, failing ...string) Outcome {
	t.Helper()
	opt := peerOptions(t, failing...)
	opt.Builtins = map[string]Builtin{PlanCompliance: func(context.Context) Check {
		if report == "missing" {
			return Check{Output: "no STATUS line"}
		}
		return Check{Passed: true}
	}}
	return cfg.Walk(context.Background(), in.Kind(), in, opt)
}

func warningsOf(cfg *Config) string { return strings.Join(warnings(cfg), "\n") }

func TestPeerFixturesLoad(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "peers", "*.json*"))
	require.NoError(t, err)
	require.Len(t, files, 10, "one fixture per shipped file")
	for _, f := range files {
		cfg := peer(t, filepath.Base(f))
		for _, w := range cfg.Warnings() {
			assert.NotZero(t, w.Line, "every warning has a position: %s", w)
		}
	}
}

func TestPeerTurboshovelDefaults(t *testing.T) {
	cfg := peer(t, "turboshovel-gates.json")
	assert.Contains(t, warningsOf(cfg), "turboshovel-gates.json:3:5: gates.plugin-path is a built-in gate of turboshovel and cipherpowers")

	// UserPromptSubmit: keywords pick the gates, in any word form.
	prompt := fixture(t, "05-user-prompt-submit-consent.json")
	out := peerWalk(t, cfg, withField(t, prompt, "prompt", "now run the tests"), "")
	assert.Equal(t, []string{"unit"}, ran(out))
	out = peerWalk(t, cfg, withField(t, prompt, "prompt", "what is the latest contest?"), "")
	assert.Empty(t, ran(out), "test inside other words is no keyword")
	out = peerWalk(t, cfg, withField(t, prompt, "prompt", "vet it and compile"), "", "compile")
	assert.Equal(t, Continue, out.Action, "compile fails but its on_fail is CONTINUE")
	assert.Equal(t, []string{"lint", "compile"}, ran(out))

	// PostToolUse and SubagentStop carry no prompt: keywords do not filter.
	out = peerWalk(t, cfg, fixture(t, "09-post-tool-use-edit.json"), "", "lint")
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, []string{"lint"}, ran(out))
	out = peerWalk(t, cfg, fixture(t, "14-subagent-stop-status-ok.json"), "")
	assert.Equal(t, []string{PlanCompliance, "lint", "unit"}, ran(out), "the built-in gate first, then the file's chain")
}

func TestPeerTurboshovelConventionBased(t *testing.T) {
	cfg := peer(t, "turboshovel-convention-based.json")
	w := warningsOf(cfg)
	assert.Contains(t, w, "hooks.SlashCommandEnd: SlashCommandEnd is an event of turboshovel and cipherpowers; Claude Code never sends it")
	assert.Contains(t, w, "hooks.SkillStart: SkillStart is an event of turboshovel and cipherpowers")
	assert.Contains(t, w, "hooks.SlashCommandEnd.enabled_commands: turboshovel's filter for slash-command events")
	assert.Contains(t, w, "hooks.SkillStart.enabled_skills: turboshovel's filter for skill events")
	assert.NotContains(t, w, "comment", "notes are not warned about")
	assert.NotContains(t, w, "description")
	// The chain is kept for `plan-compliance run --event SlashCommandEnd`.
	assert.Equal(t, []string{"unit"}, cfg.Hooks["SlashCommandEnd"].Gates)
	// The embedded SubagentStop chain is untouched.
	assert.Equal(t, []string{PlanCompliance}, cfg.Chain(event.SubagentStop))
}

func TestPeerTurboshovelPermissive(t *testing.T) {
	cfg := peer(t, "turboshovel-permissive.json")
	assert.Empty(t, cfg.Warnings())
	out := peerWalk(t, cfg, fixture(t, "14-subagent-stop-status-ok.json"), "", "lint", "unit")
	assert.Equal(t, Continue, out.Action, "warn only: failures never block")
	assert.Equal(t, []string{PlanCompliance, "lint", "unit"}, ran(out))
	out = peerWalk(t, cfg, fixture(t, "09-post-tool-use-edit.json"), "", "lint")
	assert.Equal(t, Continue, out.Action)
	// ... but the STATUS report is still checked: that is not a gate of the file.
	out = peerWalk(t, cfg, fixture(t, "14-subagent-stop-status-ok.json"), "missing")
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, PlanCompliance, out.Gate)
}

func TestPeerTurboshovelPipeline(t *testing.T) {
	cfg := peer(t, "turboshovel-pipeline.json")
	assert.Empty(t, cfg.Warnings())
	stop := fixture(t, "14-subagent-stop-status-ok.json")
	out := peerWalk(t, cfg, stop, "")
	assert.Equal(t, Continue, out.Action)
	assert.Equal(t, []string{PlanCompliance, "fmt", "lint", "unit", "compile"}, ran(out), "each on_pass runs the next stage")
	out = peerWalk(t, cfg, stop, "", "fmt")
	assert.Equal(t, Stop, out.Action, "a formatting failure stops everything")
	assert.Equal(t, []string{PlanCompliance, "fmt"}, ran(out))
	out = peerWalk(t, cfg, stop, "", "unit")
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, "unit", out.Gate)
	assert.Equal(t, []string{PlanCompliance, "fmt", "lint", "unit"}, ran(out))
}

func TestPeerTurboshovelStrict(t *testing.T) {
	cfg := peer(t, "turboshovel-strict.json")
	assert.Empty(t, cfg.Warnings())
	stop := fixture(t, "14-subagent-stop-status-ok.json")
	for _, failing := range []string{"lint", "unit", "compile"} {
		out := peerWalk(t, cfg, stop, "", failing)
		assert.Equal(t, Block, out.Action, failing)
		assert.Equal(t, failing, out.Gate)
	}
	_, ok := cfg.AppliesTo(event.PostToolUse, "", "mcp__ide__apply_edit")
	assert.True(t, ok)
}

func TestPeerCipherpowersGates(t *testing.T) {
	cfg := peer(t, "cipherpowers-gates.json")
	w := warningsOf(cfg)
	assert.Contains(t, w, "gates.commands is a built-in gate of cipherpowers")
	assert.Contains(t, w, "gates.plugin-path is a built-in gate of turboshovel and cipherpowers")
	assert.NotContains(t, w, "gates.plan-compliance", "plan-compliance without a command is ours")

	// The commands gate passes through on UserPromptSubmit.
	out := peerWalk(t, cfg, fixture(t, "05-user-prompt-submit-consent.json"), "")
	assert.Equal(t, Continue, out.Action)
	require.Len(t, out.Steps, 1)
	assert.Contains(t, out.Steps[0].Skipped, "a built-in gate of cipherpowers")

	// Named agents only; plan-compliance runs first for them.
	stop := fixture(t, "14-subagent-stop-status-ok.json")
	_, ok := cfg.Applies(event.SubagentStop, stop)
	assert.False(t, ok, "general-purpose is not enabled")
	_, ok = cfg.AppliesTo(event.SubagentStop, "myplugin:go-agent", "")
	assert.True(t, ok, "a plugin agent matches by its short name")
	out = peerWalk(t, cfg, withField(t, stop, "agent_type", "go-agent"), "missing")
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, []string{PlanCompliance}, ran(out))
	out = peerWalk(t, cfg, withField(t, stop, "agent_type", "go-agent"), "")
	assert.Equal(t, []string{PlanCompliance, "lint", "unit"}, ran(out))
}

func TestPeerCipherpowersBackup(t *testing.T) {
	cfg := peer(t, "cipherpowers-gates.json.backup")
	assert.Contains(t, warningsOf(cfg), "gates.plugin-path is a built-in gate")
	prompt := fixture(t, "05-user-prompt-submit-consent.json")
	out := peerWalk(t, cfg, withField(t, prompt, "prompt", "please verify the formatting"), "")
	assert.Equal(t, []string{"lint", "unit"}, ran(out), "format→formatting, verify")
	out = peerWalk(t, cfg, withField(t, prompt, "prompt", "packaging time"), "")
	assert.Equal(t, []string{"compile"}, ran(out))
	out = peerWalk(t, cfg, fixture(t, "09-post-tool-use-edit.json"), "", "lint")
	assert.Equal(t, Block, out.Action, "keywords do not filter PostToolUse")
}

func TestPeerCipherpowersTestConfig(t *testing.T) {
	cfg := peer(t, "cipherpowers-gates.test.json")
	assert.Empty(t, cfg.Warnings())
	stop := withField(t, fixture(t, "14-subagent-stop-status-ok.json"), "agent_type", "fixture-agent")
	out := peerWalk(t, cfg, stop, "", "warns")
	assert.Equal(t, Continue, out.Action, "warns fails and carries on")
	assert.Equal(t, []string{PlanCompliance, "passes", "warns"}, ran(out))
	out = cfg.WalkGates(context.Background(), []string{"jumps", "fails"}, stop, peerOptions(t, "fails"))
	assert.Equal(t, Block, out.Action)
	assert.Equal(t, []string{"jumps", "passes", "fails"}, ran(out), "a jump runs its target next, then the list goes on")
}

func TestPeerCipherpowersPlanExecution(t *testing.T) {
	cfg := peer(t, "cipherpowers-plan-execution.json")
	assert.Empty(t, cfg.Warnings(), "comment, comment2, comment3 are notes")
	// Documented as "plan-compliance (built-in) → check → test" with a
	// chain of just ["check"].
	assert.Equal(t, []string{PlanCompliance, "lint"}, cfg.Chain(event.SubagentStop))
	stop := fixture(t, "14-subagent-stop-status-ok.json")
	out := peerWalk(t, cfg, stop, "missing")
	assert.Equal(t, Block, out.Action, "All done, trust me. does not pass")
	assert.Equal(t, PlanCompliance, out.Gate)
	out = peerWalk(t, cfg, stop, "")
	assert.Equal(t, []string{PlanCompliance, "lint", "unit"}, ran(out))
	_, ok := cfg.AppliesTo(event.SubagentStop, "myplugin:coder", "")
	assert.True(t, ok)
}

func TestPeerCipherpowersTypescript(t *testing.T) {
	cfg := peer(t, "cipherpowers-typescript-gates.json")
	assert.Empty(t, cfg.Warnings())
	assert.Equal(t, []string{PlanCompliance}, cfg.Chain(event.SubagentStop), "listed once, where listed")
	out := peerWalk(t, cfg, fixture(t, "09-post-tool-use-edit.json"), "")
	assert.Equal(t, []string{"fmt", "lint"}, ran(out), "fmt jumps to lint, which then runs once")
	out = peerWalk(t, cfg, fixture(t, "09-post-tool-use-edit.json"), "", "fmt")
	assert.Equal(t, Block, out.Action)
}

// peerOptions run "./gate NAME" in a fresh directory, failing the names
// in failing.
func peerOptions(t *testing.T, failing ...string) WalkOptions {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "gate"), []byte(gateScript), 0o755))
	return WalkOptions{Dir: dir, Environ: func() []string { return []string{"PATH=" + os.Getenv("PATH"), "FAILING=" + strings.Join(failing, " ")} }}
}
