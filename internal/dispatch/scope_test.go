package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

// scopeWorld is a project with a plan whose Task 1 lists src/a.go and
// runs `make gen`, and a subagent transcript of real lines.
type scopeWorld struct {
	dir, log string
	lines    []string // of the real main transcript fixture
}

func newScopeWorld(t *testing.T) *scopeWorld {
	t.Helper()
	w := &scopeWorld{dir: t.TempDir()}
	raw, err := os.ReadFile(filepath.Join(consentFixtures, "transcripts", "main-plan-consent-edit-agent.jsonl"))
	require.NoError(t, err)
	w.lines = strings.Split(strings.TrimSpace(string(raw)), "\n")
	plan := "### Task 1: Generate\n\n**Files:**\n- Modify: `src/a.go`\n\nRun: `make gen`\nExpected: PASS\n"
	require.NoError(t, os.MkdirAll(filepath.Join(w.dir, "docs", "plans"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(w.dir, "docs", "plans", "p.md"), []byte(plan), 0o644))
	w.log = filepath.Join(w.dir, "agent.jsonl")
	return w
}

// set edits a real line.
func set(t *testing.T, line string, kv ...string) string {
	t.Helper()
	for i := 0; i+1 < len(kv); i += 2 {
		var err error
		line, err = sjson.Set(line, kv[i], kv[i+1])
		require.NoError(t, err)
	}
	return line
}

// bash appends a Bash call that ran and its result.
func (w *scopeWorld) bash(t *testing.T, id, command string) []string {
	call := set(t, w.lines[37], "message.content.0.id", id, "message.content.0.name", "Bash", "cwd", w.dir)
	call, _ = sjson.Delete(call, "message.content.0.input")
	call = set(t, call, "message.content.0.input.command", command)
	result := set(t, w.lines[38], "message.content.0.tool_use_id", id, "message.content.0.content", "ok", "cwd", w.dir)
	return []string{call, result}
}

func (w *scopeWorld) run(t *testing.T, writes BashWrites, lines ...string) string {
	t.Helper()
	report := "STATUS: OK\nTASK: Task 1\nSUMMARY: x"
	all := append([]string{set(t, w.lines[2], "message.content", "Task 1 of docs/plans/p.md", "cwd", w.dir)}, lines...)
	all = append(all, set(t, w.lines[44], "message.content.0.text", report))
	require.NoError(t, os.WriteFile(w.log, []byte(strings.Join(all, "\n")+"\n"), 0o644))
	raw, err := os.ReadFile(filepath.Join(consentFixtures, "hooks", "14-subagent-stop-status-ok.json"))
	require.NoError(t, err)
	payload := set(t, string(raw), "agent_transcript_path", w.log, "cwd", w.dir, "last_assistant_message", report)
	home := t.TempDir()
	env := Env{BashWrites: writes, Getenv: func(k string) string {
		switch k {
		case "CLAUDE_PROJECT_DIR":
			return w.dir
		case "HOME":
			return home
		}
		return ""
	}}
	resp := Handle(context.Background(), env, []byte(payload))
	return string(resp.JSON())
}

// Files written by the agent's Bash commands count, through Env.BashWrites;
// those written by the task's own Run: step are allowed.
func TestScopeBashWrites(t *testing.T) {
	w := newScopeWorld(t)
	shell := func(command, dir string) ([]string, bool) {
		switch command {
		case "make gen":
			return []string{"gen/out.go"}, true
		case "echo x > notes.txt":
			return []string{filepath.Join(dir, "notes.txt")}, true
		}
		return nil, false
	}
	out := w.run(t, shell, w.bash(t, "b1", "make gen")...)
	assert.Empty(t, out, "the Run: step's output is allowed")

	out = w.run(t, shell, w.bash(t, "b2", "echo x > notes.txt")...)
	assert.Contains(t, out, `"decision":"block"`)
	assert.Contains(t, out, "notes.txt (Bash)")

	out = w.run(t, nil, w.bash(t, "b3", "cd sub && sed -i 's/a/b/' notes.txt; ls > /dev/null")...)
	assert.Contains(t, out, "sub/notes.txt (Bash)", "the default reader is the shell parser: cd followed, /dev/null not a file")
	out = w.run(t, nil, w.bash(t, "b4", "go test ./... 2>&1 | tee /dev/null")...)
	assert.Empty(t, out, "a command that writes nothing in the project")
}

func TestUndoEdits(t *testing.T) {
	edit := func(old, new string) event.Change {
		return event.Change{Tool: "Edit", Edits: []event.Replacement{{Old: old, New: new}}}
	}
	multi := event.Change{Tool: "MultiEdit", Edits: []event.Replacement{{Old: "a", New: "b"}, {Old: "b c", New: "x"}}}
	for _, tc := range []struct {
		name  string
		now   string
		calls []event.Change
		want  bool
	}{
		{"edited and not reverted", "Pool = 8", []event.Change{edit("Pool = 4", "Pool = 8")}, false},
		{"edited then reverted", "Pool = 4", []event.Change{edit("Pool = 4", "Pool = 8"), edit("Pool = 8", "Pool = 4")}, true},
		{"reverted in two steps", "v1", []event.Change{edit("v1", "v2"), edit("v2", "v3"), edit("v3", "v1")}, true},
		{"the agent's edits cancel out, whatever else changed the file", "Pool = 4 // extra", []event.Change{edit("Pool = 4", "Pool = 8"), edit("Pool = 8", "Pool = 4")}, true},
		{"a MultiEdit not undone", "x", []event.Change{multi}, false},
		{"a Write cannot be undone", "same", []event.Change{{Tool: "Write"}}, false},
	} {
		assert.Equal(t, tc.want, undoEdits(tc.now, tc.calls), tc.name)
	}
}
