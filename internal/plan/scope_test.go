package plan

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/section"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTaskByReference(t *testing.T) {
	p := readPlan(t, "superpowers.md")
	for _, tc := range []struct {
		ref  string
		want string // task number, "" for none
	}{
		{"Task 2 - Auth middleware", "2"},
		{"Task 2: Auth middleware", "2"},
		{"**Task 2**", "2"},
		{"task #1", "1"},
		{"2", "2"},
		{"3 - docs", "3"},
		{"auth middleware", "2"},
		{"Implement the auth middleware for the server", "2"},
		{"Token signing", "1"},
		{"Task 7 - Auth middleware", "2"},
		{"Task 7", ""},
		{"something else entirely", ""},
		{"", ""},
		{"au", ""},
	} {
		got, ok := p.Task(tc.ref)
		assert.Equal(t, tc.want != "", ok, tc.ref)
		assert.Equal(t, tc.want, got.Number, tc.ref)
	}
}

func TestTaskInPrompt(t *testing.T) {
	p := readPlan(t, "superpowers.md")
	quoted := "Implement this task from docs/superpowers/plans/2026-01-01-tokens.md:\n\n### Task 2: Auth middleware\n\n**Files:**\n- Create: `src/auth/middleware.ts`\n"
	got, ok := TaskInPrompt(p, quoted)
	require.True(t, ok)
	assert.Equal(t, "2", got.Number)
	assert.Len(t, got.Files, 3, "the plan file's task, not the quote")

	got, ok = TaskInPrompt(Plan{}, quoted)
	require.True(t, ok, "without a plan file the quoted task is the task")
	assert.Equal(t, []string{"src/auth/middleware.ts"}, paths(got.Files))

	got, ok = TaskInPrompt(p, "You are doing Task 1 of the plan. Follow it.")
	require.True(t, ok)
	assert.Equal(t, "1", got.Number)

	_, ok = TaskInPrompt(p, "SUBTASK 3: verify the empty-entry handling")
	assert.False(t, ok, "subtask is not task")
	_, ok = TaskInPrompt(p, "fix the bug")
	assert.False(t, ok)
}

func TestPlanFiles(t *testing.T) {
	assert.Equal(t, []string{"docs/plans/a.md", "/abs/b.MD", "c.md"},
		PlanFiles("Plan: `docs/plans/a.md`. Also (/abs/b.MD), \"c.md\", docs/plans/a.md and https://x.io/r.md or .md"))
	assert.Empty(t, PlanFiles("no plan here"))
}

func TestApproved(t *testing.T) {
	a, ok := Approved("User has approved your plan. You can now start coding. Start with updating your todo list if applicable\n\nYour plan has been saved to: /h/.claude/plans/x.md\nYou can refer back to it if needed during implementation.\n\n## Approved Plan:\n# Fix\n- edit `a.go`\n")
	require.True(t, ok)
	assert.Equal(t, "# Fix\n- edit `a.go`\n", a.Plan)
	assert.False(t, a.Edited)
	assert.Equal(t, "/h/.claude/plans/x.md", a.SavedTo)

	a, ok = Approved("User has approved your plan. You can now start coding.\n\n## Approved Plan (edited by user):\nedited text\n## Approved Plan:\nnot this")
	require.True(t, ok)
	assert.True(t, a.Edited)
	assert.Equal(t, "edited text\n## Approved Plan:\nnot this", a.Plan, "the first header wins, as Claude Code reads it")

	_, ok = Approved("The user doesn't want to proceed with this tool use. The tool use was rejected")
	assert.False(t, ok)
	assert.True(t, Rejected("The user doesn't want to proceed with this tool use. The tool use was rejected", true))
	assert.False(t, Rejected("The user doesn't want to proceed with this tool use.", false), "only an error result is a rejection")
}

func TestCheckScope(t *testing.T) {
	task := readPlan(t, "superpowers.md").Tasks[1] // Task 2
	for _, tc := range []struct {
		name    string
		changes []Change
		allow   []string
		outside []string
		drift   []string
	}{
		{"only the task's files", []Change{{Path: "src/auth/middleware.ts", Tool: "Write"}, {Path: "tests/auth/middleware.test.ts", Tool: "Write"}}, nil, nil, nil},
		{"one file outside", []Change{{Path: "src/auth/middleware.ts"}, {Path: "src/db.ts", Tool: "Edit"}, {Path: "src/db.ts", Tool: "Edit"}}, nil, []string{"src/db.ts"}, nil},
		{"lock files are allowed", []Change{{Path: "package-lock.json"}, {Path: "sub/go.sum"}, {Path: "Cargo.lock"}}, nil, nil, nil},
		{"allow globs", []Change{{Path: "docs/api/x.md"}, {Path: "src/__snapshots__/a.snap"}}, []string{"docs/**", "*.snap"}, nil, nil},
		{"files written by the task's Run: steps", []Change{{Path: "dist/server.js", Tool: "Bash", ByRunStep: true}}, nil, nil, nil},
		{"outside the project", []Change{{Path: "/etc/hosts", Tool: "Write"}}, nil, []string{"/etc/hosts"}, nil},
		{"edit inside the range", []Change{{Path: "src/server.ts", Lines: []Range{{42, 45}}}}, nil, nil, nil},
		{"edit outside the range warns", []Change{{Path: "src/server.ts", Lines: []Range{{42, 45}, {70, 72}}}}, nil, nil, []string{"src/server.ts: lines 70-72 were edited; the task names lines 40-58"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := CheckScope(task, tc.changes, tc.allow)
			assert.True(t, s.Checked)
			var out []string
			for _, o := range s.Outside {
				out = append(out, o.Path)
			}
			assert.Equal(t, tc.outside, out)
			assert.Equal(t, tc.drift, s.Drift)
		})
	}
	t.Run("referenced files are not allowed", func(t *testing.T) {
		t2 := readPlan(t, "cipherpowers.md").Tasks[1]
		s := CheckScope(t2, []Change{{Path: "docs/gates.md"}, {Path: "plugin/hooks/more.sh"}}, nil)
		require.Len(t, s.Outside, 1)
		assert.Equal(t, "docs/gates.md", s.Outside[0].Path)
		assert.Equal(t, "plugin/hooks/shared.sh, plugin/hooks/extra.sh, plugin/hooks/more.sh", t2.Allowed())
	})
	t.Run("a task without Files is not checked", func(t *testing.T) {
		s := CheckScope(readPlan(t, "superpowers.md").Tasks[2], []Change{{Path: "anything.go"}}, nil)
		assert.False(t, s.Checked)
		assert.Empty(t, s.Outside)
	})
	t.Run("globs in the task", func(t *testing.T) {
		g := Parse("### Task 1: g\n**Files:**\n- Modify: `src/**/*.go`\n- Create: `gen/`\n").Tasks[0]
		s := CheckScope(g, []Change{{Path: "src/a/b/c.go"}, {Path: "src/x.go"}, {Path: "gen/deep/file.txt"}, {Path: "src/a/c.ts"}}, nil)
		require.Len(t, s.Outside, 1)
		assert.Equal(t, "src/a/c.ts", s.Outside[0].Path)
	})
}

func TestMatch(t *testing.T) {
	for _, tc := range []struct {
		pat, name string
		want      bool
	}{
		{"docs/plans/*.md", "docs/plans/a.md", true},
		{"docs/plans/*.md", "docs/plans/sub/a.md", false},
		{"docs/**/*.md", "docs/a.md", true},
		{"docs/**/*.md", "docs/x/y/a.md", true},
		{"**", "anything/at/all", true},
		{"vendor/", "vendor/a/b.go", true},
		{"vendor/", "vendored/a.go", false},
		{"./a.go", "a.go", true},
		{"[", "[", false},
	} {
		assert.Equal(t, tc.want, Match(tc.pat, tc.name), "%s ~ %s", tc.pat, tc.name)
	}
}

func TestParseConfig(t *testing.T) {
	cfg, err := ParseConfig(nil)
	require.NoError(t, err)
	assert.Equal(t, DefaultConfig(), cfg)

	cfg, err = ParseConfig(json.RawMessage(`{"scope": "warn", "allow": ["docs/**"], "paths": ["plans/*.md"], "verify": true, "$comment": "x"}`))
	require.NoError(t, err)
	assert.Equal(t, Config{Scope: ScopeWarn, Allow: []string{"docs/**"}, Paths: []string{"plans/*.md"}, Verify: true}, cfg)

	for _, tc := range []struct{ raw, key, msg string }{
		{`{"scope": "strict"}`, "scope", `plan.scope: "strict" is not a mode`},
		{`{"scope": 1}`, "scope", `plan.scope: 1 is not valid: want "block", "warn" or "off"`},
		{`{"allow": "docs/**"}`, "allow", "plan.allow: \"docs/**\" is not valid: want a list of globs"},
		{`{"paths": ["["]}`, "paths", `plan.paths[0]: "[" is not a valid glob`},
		{`{"paths": [""]}`, "paths", `plan.paths[0]: an empty glob matches nothing`},
		{`{"verify": "yes"}`, "verify", `plan.verify: "yes" is not valid: want true or false`},
		{`{"scop": "off"}`, "scop", `plan: unknown key "scop"`},
		{`[1]`, "", `plan: [1] is not valid`},
	} {
		_, err := ParseConfig(json.RawMessage(tc.raw))
		require.Error(t, err, tc.raw)
		assert.Contains(t, err.Error(), tc.msg, tc.raw)
		se, ok := section.As(err)
		require.True(t, ok, tc.raw)
		assert.Equal(t, tc.key, pathKey(se.At), tc.raw)
	}
}

// pathKey is the key of the plan section an error's path names ("" for the
// section itself).
func pathKey(at string) string {
	p := section.Path(at)
	if len(p) < 2 {
		return ""
	}
	k, _ := p[1].(string)
	return k
}

func TestApprovedRealResult(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/fixtures/claude-code-2.1.330/transcripts/main-plan-mode-approved.jsonl")
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	require.Len(t, lines, 2)
	var line struct {
		Message struct {
			Content []struct {
				Content string `json:"content"`
			} `json:"content"`
		} `json:"message"`
	}
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &line))
	a, ok := Approved(line.Message.Content[0].Content)
	require.True(t, ok)
	assert.Equal(t, "# Validation\n\n1. Edit `parse.go`: make `handleEntry` reject empty entries.\n2. Run `go test ./...`.", a.Plan)
	assert.Equal(t, "/home/dev/.claude/plans/plan-the-validation-work-peaceful-teapot.md", a.SavedTo)
	assert.False(t, a.Edited)
}
