package plan

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func readPlan(t *testing.T, name string) Plan {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	require.NoError(t, err)
	return Parse(string(b))
}

func TestParseSuperpowersPlan(t *testing.T) {
	p := readPlan(t, "superpowers.md")
	assert.Equal(t, "Session Tokens Implementation Plan", p.Title)
	require.Len(t, p.Tasks, 3, "the ### Task line inside a code block is not a task")

	t1 := p.Tasks[0]
	assert.Equal(t, "1", t1.Number)
	assert.Equal(t, "Token signing", t1.Title)
	assert.True(t, t1.HasFiles)
	assert.Equal(t, []File{
		{Path: "src/auth/token.ts", Kind: Create, Label: "Create", Line: 16},
		{Path: "tests/auth/token.test.ts", Kind: Test, Label: "Test", Line: 17},
	}, t1.Files)
	assert.Equal(t, []Step{{Run: "npx vitest run tests/auth/token.test.ts", Expected: `FAIL with "Cannot find module"`, Line: 28}}, t1.Verify)

	t2 := p.Tasks[1]
	assert.Equal(t, "Task 2: Auth middleware", t2.Name())
	assert.Equal(t, []File{
		{Path: "src/auth/middleware.ts", Kind: Create, Label: "Create", Line: 41},
		{Path: "src/server.ts", Kind: Modify, Label: "Modify", Ranges: []Range{{40, 58}}, Line: 42},
		{Path: "tests/auth/middleware.test.ts", Kind: Test, Label: "Test", Line: 43},
	}, t2.Files)
	require.Len(t, t2.Verify, 2)
	assert.Equal(t, "npx vitest run tests/auth/middleware.test.ts", t2.Verify[0].Run)
	assert.Equal(t, "npm run build\nnpx vitest run", t2.Verify[1].Run, "a Run: followed by a code block runs the block")
	assert.Equal(t, "PASS", t2.Verify[1].Expected)
	assert.Contains(t, t2.Body, "### Task 9: not a task", "the code block stays in the task's body")
	assert.True(t, strings.HasPrefix(t2.Body, "### Task 2: Auth middleware\n"))

	t3 := p.Tasks[2]
	assert.False(t, t3.HasFiles, "a task without a Files list")
	assert.Empty(t, t3.Files)
}

func TestParseCipherpowersPlan(t *testing.T) {
	p := readPlan(t, "cipherpowers.md")
	require.Len(t, p.Tasks, 3)
	assert.Equal(t, []File{{Path: "plugin/hooks/gates.json", Kind: Create, Label: "Create", Line: 10}}, p.Tasks[0].Files)
	assert.Equal(t, "jq . plugin/hooks/gates.json", p.Tasks[0].Verify[0].Run)
	assert.NotContains(t, p.Tasks[0].Body, "Phase 2", "a heading of the task's level ends it")

	t2 := p.Tasks[1]
	assert.Equal(t, "2", t2.Number)
	assert.Equal(t, "Shared functions library", t2.Title)
	assert.Equal(t, []File{
		{Path: "plugin/hooks/shared.sh", Kind: Modify, Label: "Modify", Ranges: []Range{{40, 74}}, Line: 30},
		{Path: "docs/gates.md", Kind: Other, Label: "Reference", ReadOnly: true, Line: 31},
		{Path: "plugin/hooks/extra.sh", Kind: Other, Line: 32},
		{Path: "plugin/hooks/more.sh", Kind: Other, Line: 32},
	}, t2.Files)

	t3 := p.Tasks[2]
	assert.Equal(t, "Register hooks", t3.Title)
	assert.Equal(t, []string{"plugin/hooks/hooks.json", "plugin/hooks/README.md"}, paths(t3.Files))
	assert.Empty(t, t3.Verify, "a Run: after the task ended belongs to no task")
}

func paths(fs []File) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Path)
	}
	return out
}

func TestParseVariations(t *testing.T) {
	for _, tc := range []struct {
		name  string
		text  string
		tasks []string // Name() of each task
		files [][]string
	}{
		{"h2 colon", "## Task 1: One\n**Files:**\n- Create: `a.go`\n", []string{"Task 1: One"}, [][]string{{"a.go"}}},
		{"h3 em dash", "### Task 2 — Two\nFiles:\n* Modify: `b.go`\n", []string{"Task 2: Two"}, [][]string{{"b.go"}}},
		{"h4 en dash, plus list", "#### Task 3 – Three\n**Files**:\n+ Test: `c_test.go`\n", []string{"Task 3: Three"}, [][]string{{"c_test.go"}}},
		{"bold heading", "### **Task 4: Four**\n**Files:**\n- `d.go`\n", []string{"Task 4: Four"}, [][]string{{"d.go"}}},
		{"dotted number", "### Task 2.1: Sub\n- **Create:** `e.go`\n**Files:**\n- **Create:** `e.go`\n", []string{"Task 2.1: Sub"}, [][]string{{"e.go"}}},
		{"no title", "### Task 5\n**Files:**\n- Create: `f.go`\n", []string{"Task 5"}, [][]string{{"f.go"}}},
		{"numbered list of files", "### Task 6: Six\n**Files:**\n1. Create: `g.go`\n2. Modify: `h.go:L3-L9`\n", []string{"Task 6: Six"}, [][]string{{"g.go", "h.go"}}},
		{"bare paths", "### Task 7: Seven\nFiles:\n- Create: src/x.py\n- Modify: ./src/y.py (line 12)\n", []string{"Task 7: Seven"}, [][]string{{"src/x.py", "src/y.py"}}},
		{"blank line inside Files", "### Task 8: Eight\n**Files:**\n\n- Create: `i.go`\n\n- Modify: `j.go`\n\nSome prose.\n- not a file: `k.go`\n", []string{"Task 8: Eight"}, [][]string{{"i.go", "j.go"}}},
		{"steps end the Files list", "### Task 9: Nine\n**Files:**\n- Create: `l.go`\n- [ ] **Step 1: edit `m.go`**\n", []string{"Task 9: Nine"}, [][]string{{"l.go"}}},
		{"tilde fence hides tasks", "~~~~\n### Task 1: hidden\n~~~~\n### Task 2: Shown\n", []string{"Task 2: Shown"}, [][]string{nil}},
		{"fence inside fence marker", "````markdown\n```\n### Task 1: hidden\n```\n````\n## Task 3: After\n", []string{"Task 3: After"}, [][]string{nil}},
		{"not a task heading", "### Tasks overview\n### Task force: notes\n### Taskbar 1\n", nil, nil},
		{"no tasks", "Just some text\n- Create: `x.go`\n", nil, nil},
		{"CRLF", "### Task 1: One\r\n**Files:**\r\n- Create: `a.go`\r\n", []string{"Task 1: One"}, [][]string{{"a.go"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Parse(tc.text)
			var names []string
			var files [][]string
			for _, task := range p.Tasks {
				names = append(names, task.Name())
				files = append(files, paths(task.Files))
			}
			assert.Equal(t, tc.tasks, names)
			assert.Equal(t, tc.files, files)
		})
	}
}

func TestParseRanges(t *testing.T) {
	for _, tc := range []struct {
		entry string
		want  []Range
	}{
		{"- Modify: `a.go:40-58`", []Range{{40, 58}}},
		{"- Modify: `a.go:40`", []Range{{40, 40}}},
		{"- Modify: `a.go:L40-L58`", []Range{{40, 58}}},
		{"- Modify: `a.go:10-20,30-35`", []Range{{10, 20}, {30, 35}}},
		{"- Modify: `a.go` (lines 40-74)", []Range{{40, 74}}},
		{"- Modify: `a.go` (lines 40–74, approximately)", []Range{{40, 74}}},
		{"- Modify: `a.go:58-40`", nil},
		{"- Modify: `a.go:x`", nil},
		{"- Modify: `a.go` (add import at top)", nil},
	} {
		p := Parse("### Task 1: x\n**Files:**\n" + tc.entry + "\n")
		require.Len(t, p.Tasks, 1, tc.entry)
		require.NotEmpty(t, p.Tasks[0].Files, tc.entry)
		assert.Equal(t, tc.want, p.Tasks[0].Files[0].Ranges, tc.entry)
	}
}

func TestParseIsBounded(t *testing.T) {
	var b strings.Builder
	for i := 0; i < MaxLines+10; i++ {
		b.WriteString("### Task 1: x\n")
	}
	assert.Len(t, Parse(b.String()).Tasks, MaxLines)
	assert.Empty(t, Parse("").Tasks)
	assert.Empty(t, Parse("###\n#\n`\n```").Tasks)
}

func FuzzParse(f *testing.F) {
	for _, name := range []string{"superpowers.md", "cipherpowers.md"} {
		b, err := os.ReadFile("testdata/" + name)
		require.NoError(f, err)
		f.Add(string(b))
	}
	f.Add("### Task 1: x\n**Files:**\n- Modify: `a:1-`\nRun:\n```\n")
	f.Fuzz(func(t *testing.T, s string) {
		p := Parse(s)
		for _, task := range p.Tasks {
			for _, fl := range task.Files {
				if fl.Path == "" {
					t.Fatalf("empty path in %q", s)
				}
				for _, r := range fl.Ranges {
					if r.From < 1 || r.To < r.From {
						t.Fatalf("bad range %v", r)
					}
				}
			}
		}
	})
}

func TestConcreteness(t *testing.T) {
	assert.Equal(t, 3, readPlan(t, "superpowers.md").Concreteness(), "Task 3 has no Files list: the scope is not bounded")
	assert.Equal(t, 4, Parse("### Task 1: x\n**Files:**\n- Modify: `a.go`\n\nRun: `go test`\n").Concreteness())
	assert.Equal(t, 2, Parse("### Task 1: x\n**Files:**\n- Reference: `a.go`\n").Concreteness(), "named and bounded, no change, no check")
	assert.Equal(t, 0, Parse("no tasks").Concreteness())
}
