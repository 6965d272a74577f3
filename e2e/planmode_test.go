//go:build e2e

package e2e

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
)

const (
	planModePrompt = "Plan the validation work, then do it."
	planModePlan   = "# Validation\n\n1. Edit `parse.go`: make `handleEntry` reject empty entries.\n2. Run `go test ./...`."
)

// (c) Plan mode in the interactive CLI: the model presents its plan with
// ExitPlanMode, the user approves it in Claude Code's dialog, then an edit
// of parse.go (which the plan names) runs without a question while an edit
// of config.go (which it does not name) is asked about.
func TestPlanModeApprovalIsConsent(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.WriteFile("parse.go", parseSource)
	h.WriteFile("config.go", configSource)
	// Plan mode in 2.1.330: the model writes its plan to the plan file the
	// system reminder names, then calls ExitPlanMode.
	h.fake.Rule(fakeapi.Rule{Name: "plan mode: write the plan", FirstUser: planModePrompt, Times: 1, ReplyFunc: func(r fakeapi.Request) fakeapi.Reply {
		return fakeapi.Call("Write", map[string]any{"file_path": planFilePath(t, r.Conversation), "content": planModePlan})
	}})
	scriptSequence(h, planModePrompt,
		fakeapi.Call("ExitPlanMode", map[string]any{}),
		fakeapi.Reply{ToolUses: []fakeapi.ToolUse{readCall(h, "parse.go"), readCall(h, "config.go")}},
		fakeapi.Reply{ToolUses: []fakeapi.ToolUse{editCall(h, "parse.go", "\treturn e\n", "\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n")}},
		fakeapi.Reply{ToolUses: []fakeapi.ToolUse{editCall(h, "config.go", "\tlevel = 1\n", "\tlevel = 2\n")}},
		fakeapi.Text("Done."),
	)

	s := h.startTmux(planModePrompt, "plan")
	// Writing the plan file is planning: the hook does not ask about it, so
	// the first question is ExitPlanMode's own.
	dialog := s.WaitFor("Would you like to proceed?", "manually approve edits")
	assert.NotContains(t, dialog, "Do you want to create", "the plan file was written without a question")
	t.Logf("plan-mode dialog:\n%s", dialog)
	require.Contains(t, dialog, "Edit parse.go", "the dialog shows the plan")
	// "Yes, manually approve edits": the default mode, where Claude Code
	// would ask before each edit unless a hook allows it.
	s.Keys("Down")
	s.WaitFor("❯ 2. Yes, manually approve edits")
	s.Answer("Would you like to proceed?", "Enter")
	asked := s.WaitFor("Do you want to make this edit to config.go?")
	t.Logf("screen at the question:\n%s", asked)
	assert.Contains(t, h.readFile("parse.go"), "error: empty entry", "the edit of the file the plan names ran without a question")
	assert.NotContains(t, asked, "Do you want to make this edit to parse.go?")
	s.Answer("Do you want to make this edit to config.go?", "Enter")
	s.WaitFor("Done.")
	assert.Contains(t, h.readFile("config.go"), "\tlevel = 2\n")

	// The prompt after the approval is not asked about again.
	s.tmux("send-keys", "-t", "e2e", "-l", "ok")
	s.Keys("C-m")
	waitHook(t, h, "UserPromptSubmit", 2)

	var answers []string
	for _, c := range h.HookCalls() {
		if c.Event == "PreToolUse" && gjson.Get(c.Input, "tool_name").String() == "Edit" {
			answers = append(answers, gjson.Get(c.Input, "tool_input.file_path").String()+" → "+c.Stdout)
		}
	}
	require.Len(t, answers, 2, "PreToolUse for the two edits")
	assert.Contains(t, answers[0], "parse.go → ")
	assert.Contains(t, answers[0], `"permissionDecision":"allow"`)
	assert.Contains(t, answers[0], "you confirmed the plan, and it names")
	assert.Contains(t, answers[1], "config.go → ")
	assert.Contains(t, answers[1], `"permissionDecision":"ask"`)

	var prompts []hookCall
	for _, c := range h.HookCalls() {
		if c.Event == "UserPromptSubmit" {
			prompts = append(prompts, c)
		}
	}
	require.Len(t, prompts, 2)
	assert.Contains(t, prompts[0].Stdout, "No consent is inferred", "before the plan, the first prompt is not consent")
	assert.Empty(t, prompts[1].Stdout, "after the approval, \"ok\" is not asked about again")

	lines := h.planModeLines(t)
	require.Len(t, lines, 2, "the ExitPlanMode call and its result")
	result := gjson.Get(lines[1], "message.content.0.content").String()
	assert.True(t, strings.HasPrefix(result, "User has approved your plan."), "the approved result: %s", result)
	assert.Contains(t, result, "## Approved Plan:\n# Validation")
	if os.Getenv("PLAN_COMPLIANCE_E2E_RECORD") != "" {
		h.recordFixture(t, "main-plan-mode-approved.jsonl", lines)
	}
}

// planModeLines returns the lines of the main session's transcript that
// hold the ExitPlanMode call and its result.
func (h *harness) planModeLines(t *testing.T) []string {
	t.Helper()
	var out []string
	id := ""
	root := filepath.Join(h.home, ".claude", "projects")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") || strings.Contains(p, "subagents") {
			return err
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(raw), "\n") {
			if typ := gjson.Get(line, "type").String(); typ != "assistant" && typ != "user" {
				continue // api-request copies hold the same blocks
			}
			switch {
			case gjson.Get(line, "message.content.0.name").String() == "ExitPlanMode":
				id = gjson.Get(line, "message.content.0.id").String()
				out = append(out, line)
			case id != "" && gjson.Get(line, "message.content.0.tool_use_id").String() == id:
				out = append(out, line)
			}
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// recordFixture writes transcript lines to testdata/fixtures with this
// run's directories rewritten to the fixtures' /home/dev and
// /home/dev/proj.
func (h *harness) recordFixture(t *testing.T, name string, lines []string) {
	t.Helper()
	text := strings.Join(lines, "\n") + "\n"
	text = strings.ReplaceAll(text, h.project, "/home/dev/proj")
	text = strings.ReplaceAll(text, h.home, "/home/dev")
	path := filepath.Join(repoRoot(), "testdata", "fixtures", "claude-code-2.1.330", "transcripts", name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	t.Logf("recorded %s", path)
}

// planFilePath reads, from what Claude Code sent the model in plan mode,
// the plan file it asks the plan to be written to.
func planFilePath(t *testing.T, conversation string) string {
	const marker = "create your plan at "
	i := strings.Index(conversation, marker)
	require.True(t, i >= 0, "plan mode names the plan file")
	rest := conversation[i+len(marker):]
	end := strings.Index(rest, ".md")
	require.True(t, end > 0)
	return rest[:end+3]
}

// waitHook waits until the hook has answered event n times.
func waitHook(t *testing.T, h *harness, event string, n int) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		got := 0
		for _, c := range h.HookCalls() {
			if c.Event == event {
				got++
			}
		}
		if got >= n {
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
	require.FailNow(t, fmt.Sprintf("the hook never answered %s %d times", event, n))
}
