//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/store"
)

// A real session is in the decision log, which a person reads from a
// terminal in the project (no CLAUDE_PLUGIN_DATA there): the subagent's
// report sent back by a failing gate, its second report passing, the
// failure shown to the user; and `report` draws it.
func TestLogAndReportOfARealSession(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile(".claude/gates.json", `{
  "gates": { "check": { "command": "if [ -e .check-ran ]; then exit 0; fi; touch .check-ran; echo 'parse.go:12: missing return'; exit 1" } },
  "hooks": { "SubagentStop": { "gates": ["plan-compliance", "check"] } }
}
`)
	fixed := "Added the missing return.\n\nSTATUS: OK\nTASK: Task 1 - handle empty entries\nSUMMARY: parse.go lints clean"
	scriptDispatcher(h, dispatch(task1))
	scriptSubagent(h, "SUBTASK-1", reportOK, fixed)
	h.Claude(mainPrompt, "--allowedTools", "Agent")

	cli := func(args ...string) string {
		cmd := exec.Command(programs().binary, args...)
		cmd.Dir = h.project
		cmd.Env = h.env()
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "plan-compliance %s:\n%s", strings.Join(args, " "), out)
		return string(out)
	}
	var stops []store.Decision
	var shown bool
	for _, line := range strings.Split(strings.TrimSpace(cli("log", "--last", "--json")), "\n") {
		var d store.Decision
		require.NoError(t, json.Unmarshal([]byte(line), &d), line)
		switch {
		case d.Event == "SubagentStop":
			stops = append(stops, d)
		case d.Event == "PostToolUse" && strings.HasPrefix(d.Message, "✗ Gate 'check' failed"):
			shown = true
		}
	}
	require.Len(t, stops, 2, "both reports of the subagent")
	assert.Equal(t, "block", stops[0].Verdict)
	require.Len(t, stops[0].Gates, 2)
	assert.Equal(t, 1, stops[0].Gates[1].ExitCode)
	assert.Contains(t, stops[0].Gates[1].Output, "parse.go:12: missing return")
	assert.Equal(t, "pass", stops[1].Verdict)
	assert.Equal(t, "Task 1 - handle empty entries", stops[1].Task)
	assert.Equal(t, "general-purpose", stops[1].AgentType)
	assert.True(t, shown, "the failure shown to the user is recorded")

	page := filepath.Join(t.TempDir(), "report.html")
	assert.Contains(t, cli("report", "--last", "-o", page), "written to "+page)
	html, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.Contains(t, string(html), `<tr class="task"><td>Task 1 - handle empty entries</td><td>general-purpose</td><td>2</td><td>1</td>`)
}
