package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDemo runs `make demo`'s script on freshly built programs: every step
// gets the answer it announces, and it ends by writing and naming the
// session's report.
func TestDemo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the programs")
	}
	bin := t.TempDir()
	build := exec.Command("go", "build", "-o", bin+"/", "../cmd/plan-compliance", "../cmd/plan-compliance-hook")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	dir := t.TempDir()
	demo := exec.Command("./demo.sh", filepath.Join(bin, "plan-compliance"))
	demo.Env = append(os.Environ(), "DEMO_DIR="+dir)
	raw, err := demo.CombinedOutput()
	text := string(raw)
	require.NoError(t, err, "%s", text)
	for _, want := range []string{
		`{"decision":"block","reason":"Your final message needs a valid STATUS report`,
		`{"decision":"block","reason":"gate 'tests' failed: command`,
		`→ (no output, exit 0: the event proceeds)`,
		`✗ Gate 'tests' failed for general-purpose (Task 1 - handle empty entries): exit code 1.`,
		`⚠ general-purpose reported BLOCKED on Task 3 - auth`,
		`"additionalContext":"Consent check: \"go ahead\" approves your plan`,
		`"permissionDecision":"allow","permissionDecisionReason":"Explicitly requested`,
		`"permissionDecision":"ask"`,
		`-const maxEntries = 100\n+const maxEntries = 1000`,
		`Proposal queued for user review (change set 1, item 1)`,
		`✨ Claude suggests 1 change (change set 1)`,
		`✓ 1.1 Create parse_test.go (9 lines) — applied`,
		"Report of session cd95362c-b203-4171-b668-1095ffe1589a (12 decisions) written to " + filepath.Join(dir, "report.html"),
	} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "could not check this event", "every payload is well formed")
	page, err := os.ReadFile(filepath.Join(dir, "report.html"))
	require.NoError(t, err)
	assert.True(t, strings.Contains(string(page), `<tr class="task"><td>Task 1 - handle empty entries</td>`))
	assert.FileExists(t, filepath.Join(dir, "proj", "parse_test.go"), "the confirmed Write was applied")
}
