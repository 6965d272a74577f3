package report

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/store"
)

var start = time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC)

func at(sec int) time.Time { return start.Add(time.Duration(sec) * time.Second) }

// session is a plan run: the user's go-ahead, two subagents on three
// tasks (one sent back by a failing gate, one BLOCKED), an edit asked
// about, a change queued and confirmed.
func session() []store.Decision {
	builtin := store.GateRun{Gate: "plan-compliance", Builtin: true, Passed: true, Action: "CONTINUE"}
	return []store.Decision{
		{Time: at(0), Session: "s1", Event: "UserPromptSubmit", Verdict: "context", Prompt: "go ahead <script>alert(1)</script>", Consent: "composite_consent_confirmed", Capabilities: []string{"consent"}},
		{Time: at(60), Session: "s1", AgentID: "a1", AgentType: "general-purpose", Event: "SubagentStop", Verdict: "block", Status: "OK", Task: "Task 1 - parser",
			Gates: []store.GateRun{builtin, {Gate: "test", ExitCode: 1, DurationMS: 812, Action: "BLOCK", Output: "--- FAIL: TestParse\nFAIL"}}},
		{Time: at(90), Session: "s1", AgentID: "a1", AgentType: "general-purpose", Event: "SubagentStop", Verdict: "pass", Status: "OK", Task: "Task 1 - parser",
			Gates: []store.GateRun{builtin, {Gate: "test", DurationMS: 700, Passed: true, Action: "CONTINUE"}}},
		{Time: at(100), Session: "s1", AgentID: "a2", AgentType: "plugin:reviewer", Event: "SubagentStop", Verdict: "escalate", Status: "BLOCKED", Task: "task 3: auth",
			Escalation: "reviewer reported BLOCKED on task 3: auth: plan says JWT"},
		{Time: at(110), Session: "s1", Event: "UserPromptSubmit", Verdict: "pass", Prompt: "revise the plan: use OAuth2"},
		{Time: at(120), Session: "s1", Event: "PreToolUse", Tool: "Edit", Target: "config.go", Verdict: "ask", Confirm: "needs_confirmation", Capabilities: []string{"confirm"}},
		{Time: at(130), Session: "s1", Event: "PreToolUse", Tool: "Write", Verdict: "deny", Capabilities: []string{"changes"},
			Changes: []store.ChangeDecision{{Set: 1, Item: 1, Summary: "Create parse_test.go", Status: "pending"}}},
		{Time: at(200), Session: "s1", Event: "cli", Verdict: "confirmed", Capabilities: []string{"changes"},
			Changes: []store.ChangeDecision{{Set: 1, Item: 1, Summary: "Create parse_test.go", Status: "applied"}}},
	}
}

func TestBuildTasksAndCounts(t *testing.T) {
	r := Build("s1", session(), Options{})
	require.Len(t, r.Tasks, 2)
	assert.Equal(t, Task{Name: "Task 1 - parser", Agents: []string{"general-purpose"}, Reports: 2, GatesFailed: 1, Outcome: "done after 2 reports", Class: "ok"}, r.Tasks[0])
	assert.Equal(t, "BLOCKED: escalated to you", r.Tasks[1].Outcome)
	assert.Equal(t, Counts{Decisions: 8, Subagents: 2, UserTurns: 2, GateRuns: 2, GatesFailed: 1, Escalations: 1, Consent: 1, Confirmed: 1,
		ChangeItems: 1, ChangesDecided: 1, GateTime: 1512 * time.Millisecond}, r.Counts)
	var lanes []string
	for _, l := range r.Lanes {
		lanes = append(lanes, l.Label+"|"+l.Task)
	}
	assert.Equal(t, []string{"You|", "Claude (main)|", "general-purpose · a1|Task 1 - parser", "plugin:reviewer · a2|task 3: auth"}, lanes)
	assert.Equal(t, "bad", r.Entries[1].Class, "a block is bad")
	assert.Equal(t, "ok", r.Entries[2].Class)
	assert.Equal(t, "warn", r.Entries[3].Class)
	assert.Equal(t, "revise the plan: use OAuth2", r.Entries[3].NextTurn, "how you answered the escalation")
	assert.Empty(t, r.Entries[1].NextTurn)
}

func TestBuildWithPlan(t *testing.T) {
	plan := []PlanTask{{ID: "Task 1", Title: "parser"}, {ID: "Task 2", Title: "lexer"}, {ID: "Task 3", Title: "auth"}, {ID: "Task 10", Title: "docs"}}
	r := Build("s1", session(), Options{Plan: plan})
	var rows []string
	for _, tk := range r.Tasks {
		rows = append(rows, tk.Name+": "+tk.Outcome)
	}
	assert.Equal(t, []string{
		"Task 1 parser: done after 2 reports",
		"Task 2 lexer: not reported",
		"Task 3 auth: BLOCKED: escalated to you",
		"Task 10 docs: not reported",
	}, rows, "the plan's tasks in the plan's order; TASK lines matched by ID, case aside; Task 1 does not match Task 10")
	own := Build("s1", session(), Options{Plan: plan[:1], Match: func(PlanTask, string) bool { return false }})
	assert.Len(t, own.Tasks, 3, "a Match that matches nothing leaves the TASK lines as their own rows")
}

func TestWriteEscapesAndIsSelfContained(t *testing.T) {
	var b strings.Builder
	require.NoError(t, Write(&b, Build("s1", session(), Options{Now: at(300)})))
	page := b.String()
	assert.NotContains(t, page, "<script>alert(1)</script>")
	assert.Contains(t, page, "go ahead &lt;script&gt;alert(1)&lt;/script&gt;")
	assert.NotContains(t, page, "<script", "no script at all")
	assert.NotContains(t, page, "http://", "no external asset")
	assert.NotContains(t, page, "https://")
	assert.Contains(t, page, `<details class="gate-run gate-fail">`)
	assert.Contains(t, page, "--- FAIL: TestParse\nFAIL</pre>")
	assert.Contains(t, page, "Task 1 - parser")
}

func TestBuildWithTranscriptTurns(t *testing.T) {
	turns := []Turn{
		{Time: at(-30), Text: "Execute the plan in docs/plan.md"},
		{Time: at(1), Text: "go ahead <script>alert(1)</script>"}, // recorded at UserPromptSubmit already
		{Time: at(105), Text: "revise the plan: use OAuth2"},      // recorded too
		{Time: at(150), Text: "and keep the tests"},
	}
	r := Build("s1", session(), Options{Turns: turns})
	var prompts []string
	for _, e := range r.Entries {
		if e.Event == "UserPromptSubmit" {
			prompts = append(prompts, e.Verdict+": "+e.Prompt)
		}
	}
	assert.Equal(t, []string{
		FromTranscript + ": Execute the plan in docs/plan.md",
		"context: go ahead <script>alert(1)</script>",
		"pass: revise the plan: use OAuth2",
		FromTranscript + ": and keep the tests",
	}, prompts, "each turn once, in time order")
	assert.Equal(t, at(-30), r.Start, "the session starts with its first turn")
	assert.Equal(t, 4, r.Counts.UserTurns)
}

func TestBuildEmptyAndInstant(t *testing.T) {
	r := Build("s", nil, Options{})
	assert.Empty(t, r.Entries)
	var b strings.Builder
	require.NoError(t, Write(&b, r))
	one := Build("s", session()[:1], Options{})
	require.Len(t, one.Chart.Rows, 1)
	assert.InDelta(t, float64(labelWidth)+float64(chartWidth-labelWidth-40)/2, one.Chart.Rows[0].Marks[0].X, 0.01, "a session of one instant is drawn in the middle")
}
