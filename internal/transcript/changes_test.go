package transcript

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/sjson"
)

// edited returns line i of the main fixture with the given paths set
// (sjson keeps the real key order, which matters to how fast lines are
// read); a nil value deletes the path.
func edited(t testing.TB, i int, set map[string]any) string {
	t.Helper()
	line := string(fixtureLines(t, mainFixture)[i])
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	for _, k := range keys {
		var err error
		if set[k] == nil {
			line, err = sjson.Delete(line, k)
		} else {
			line, err = sjson.Set(line, k, set[k])
		}
		require.NoError(t, err)
	}
	require.True(t, json.Valid([]byte(line)))
	return line
}

// Lines of the main fixture: a real Edit and Write call and their results.
const (
	editUse, editResult   = 33, 34
	writeUse, writeResult = 37, 38
)

// fileCall returns a real call line and its result line, with the call's
// id, tool and file path changed; isError marks the result as an error.
func fileCall(t testing.TB, use, result int, id, tool, key, path string, isError bool) (string, string) {
	call := edited(t, use, map[string]any{"message.content.0.id": id, "message.content.0.name": tool, "message.content.0.input.file_path": nil})
	call, _ = sjson.Set(call, "message.content.0.input."+key, path)
	set := map[string]any{"message.content.0.tool_use_id": id}
	if isError {
		set["message.content.0.is_error"] = true
		set["message.content.0.content"] = "<tool_use_error>String to replace not found in file.</tool_use_error>"
	}
	return call, edited(t, result, set)
}

func bashCall(t testing.TB, id, command string, isError bool) (string, string) {
	call := edited(t, writeUse, map[string]any{"message.content.0.id": id, "message.content.0.name": "Bash", "message.content.0.input": map[string]any{"command": command, "description": "run"}})
	set := map[string]any{"message.content.0.tool_use_id": id, "message.content.0.content": "ok", "toolUseResult": nil}
	if isError {
		set["message.content.0.is_error"] = true
	}
	return call, edited(t, writeResult, set)
}

func TestChanges(t *testing.T) {
	e1, r1 := fileCall(t, editUse, editResult, "toolu_a", "Edit", "file_path", "/home/dev/proj/src/a.ts", false)
	e2, r2 := fileCall(t, editUse, editResult, "toolu_b", "Edit", "file_path", "/home/dev/proj/src/failed.ts", true)
	w1, wr1 := fileCall(t, writeUse, writeResult, "toolu_c", "Write", "file_path", "/home/dev/proj/src/new.ts", false)
	n1, nr1 := fileCall(t, editUse, editResult, "toolu_d", "NotebookEdit", "notebook_path", "/home/dev/proj/nb.ipynb", false)
	m1, mr1 := fileCall(t, editUse, editResult, "toolu_e", "MultiEdit", "file_path", "/home/dev/proj/src/m.ts", false)
	u1, _ := fileCall(t, writeUse, writeResult, "toolu_f", "Write", "file_path", "/home/dev/proj/src/unanswered.ts", false)
	b1, br1 := bashCall(t, "toolu_g", "npm run build > out.txt", false)
	b2, br2 := bashCall(t, "toolu_h", "rm -rf dist", true)
	path := writeFile(t, prompt(t, "do Task 2", nil), e1, r1, e2, r2, w1, wr1, n1, nr1, m1, mr1, b1, br1, b2, br2, u1)

	got, partial, err := Changes(path, 0)
	require.NoError(t, err)
	assert.False(t, partial)
	var names []string
	for _, c := range got {
		names = append(names, c.Tool+" "+c.Path+c.Command)
	}
	assert.Equal(t, []string{
		"Edit /home/dev/proj/src/a.ts",
		"Write /home/dev/proj/src/new.ts",
		"NotebookEdit /home/dev/proj/nb.ipynb",
		"MultiEdit /home/dev/proj/src/m.ts",
		"Bash npm run build > out.txt",
	}, names, "failed calls and calls without a result are left out")
	assert.Equal(t, [][2]int{{1, 5}}, got[0].Lines, "the real Edit's structuredPatch: oldStart 1, oldLines 5")
	assert.Nil(t, got[1].Lines, "a Write's empty patch")
	assert.Equal(t, "/home/dev/proj", got[0].Dir)
}

func TestChangesRealFixture(t *testing.T) {
	got, _, err := Changes(mainFixture, 0)
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, Change{Tool: "Edit", Path: "/home/dev/proj/parse.go", Dir: "/home/dev/proj", Lines: [][2]int{{1, 5}}, Edits: `{"replace_all":false,"file_path":"/home/dev/proj/parse.go","old_string":"\treturn e\n","new_string":"\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n"}`}, got[0])
	assert.True(t, got[1].Created, "the real Write result: File created successfully")
	assert.Equal(t, "/home/dev/proj/parse_test.go", got[1].Path)

	sub, _, err := Changes(subagentFixture, 0)
	require.NoError(t, err)
	assert.Empty(t, sub, "the recorded subagent made no calls")
}

func TestChangesWindowAndLongLines(t *testing.T) {
	e1, r1 := fileCall(t, editUse, editResult, "toolu_old", "Edit", "file_path", "/p/old.go", false)
	e2, r2 := fileCall(t, editUse, editResult, "toolu_new", "Edit", "file_path", "/p/new.go", false)
	big := assistant(t, "msg_big", textBlock(strings.Repeat("x", 3*forwardChunk)))
	path := writeFile(t, e1, r1, big, e2, r2)
	got, partial, err := Changes(path, 0)
	require.NoError(t, err)
	assert.False(t, partial)
	require.Len(t, got, 2, "a line longer than the read chunk does not hide the others")

	got, partial, err = Changes(path, int64(len(e2)+len(r2)+2))
	require.NoError(t, err)
	assert.True(t, partial)
	require.Len(t, got, 1)
	assert.Equal(t, "/p/new.go", got[0].Path)

	huge := assistant(t, "msg_huge", textBlock(strings.Repeat("y", maxForwardLine+100)))
	got, _, err = Changes(writeFile(t, huge, e2, r2), 0)
	require.NoError(t, err)
	require.Len(t, got, 1, "an overlong line is cut, the next line still read")
}

func TestChangesHostile(t *testing.T) {
	for name, content := range map[string]string{
		"empty":        "",
		"not json":     "garbage\n{\"type\":\"assistant\",\"message\":{\"content\":[{\"type\":\"tool_use\"\n",
		"no newline":   `{"type":"user"}`,
		"only newline": "\n\n\n",
	} {
		path := filepath.Join(t.TempDir(), "t.jsonl")
		require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
		got, _, err := Changes(path, 0)
		assert.NoError(t, err, name)
		assert.Empty(t, got, name)
	}
	_, _, err := Changes(t.TempDir(), 0)
	assert.ErrorContains(t, err, "not a regular file")
	_, _, err = Changes(filepath.Join(t.TempDir(), "missing"), 0)
	assert.Error(t, err)
}

func TestFirstPrompt(t *testing.T) {
	got, err := FirstPrompt(subagentFixture, 1<<20)
	require.NoError(t, err)
	assert.Equal(t, "SUBTASK-7: verify the empty-entry handling", got)

	got, err = FirstPrompt(subagentFixture, 100)
	require.NoError(t, err)
	assert.Empty(t, got, "the head bound is kept")
}

func exitPlanMode(t testing.TB, id, plan, result string, isError bool) (string, string) {
	call := edited(t, writeUse, map[string]any{"message.content.0.id": id, "message.content.0.name": "ExitPlanMode", "message.content.0.input": map[string]any{"plan": plan}})
	set := map[string]any{"message.content.0.tool_use_id": id, "message.content.0.content": result, "toolUseResult": nil}
	if isError {
		set["message.content.0.is_error"] = true
	}
	return call, edited(t, writeResult, set)
}

func TestLastPlanCall(t *testing.T) {
	approved := "User has approved your plan. You can now start coding.\n\n## Approved Plan:\nedit a.go"
	rejected := "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed."
	c1, r1 := exitPlanMode(t, "toolu_p1", "first plan", rejected, true)
	c2, r2 := exitPlanMode(t, "toolu_p2", "second plan", approved, false)
	c3, _ := exitPlanMode(t, "toolu_p3", "pending plan", "", false)
	e1, er1 := fileCall(t, editUse, editResult, "toolu_x", "Edit", "file_path", "/p/a.go", false)

	path := writeFile(t, prompt(t, "plan it", nil), c1, r1, c2, r2, e1, er1, c3)
	pc, err := LastPlanCall(path, 1<<20, 0)
	require.NoError(t, err)
	assert.Equal(t, PlanCall{Found: true, Plan: "second plan", Result: approved}, pc, "the newest answered call; an open dialog is passed over")

	path = writeFile(t, prompt(t, "plan it", nil), c1, r1)
	pc, err = LastPlanCall(path, 1<<20, 0)
	require.NoError(t, err)
	assert.True(t, pc.Found)
	assert.True(t, pc.IsError)
	assert.Equal(t, rejected, pc.Result)

	path = writeFile(t, c2, r2, assistant(t, "msg_9", textBlock("done")), prompt(t, "thanks", nil))
	pc, err = LastPlanCall(path, 1<<20, 0)
	require.NoError(t, err)
	assert.False(t, pc.Found, "a prompt after the answer, with none allowed")
	pc, err = LastPlanCall(path, 1<<20, 1)
	require.NoError(t, err)
	assert.Equal(t, 1, pc.PromptsAfter)
	assert.Equal(t, "thanks", pc.LastPrompt)

	pc, err = LastPlanCall(mainFixture, 1<<20, 5)
	require.NoError(t, err)
	assert.False(t, pc.Found)
}

func BenchmarkChanges50MB(b *testing.B) {
	path := BigSubagentTranscript(b, b.TempDir(), 50<<20)
	b.ResetTimer()
	for b.Loop() {
		got, _, err := Changes(path, 0)
		if err != nil || len(got) == 0 {
			b.Fatal(err, len(got))
		}
	}
}

// BigSubagentTranscript writes a subagent transcript of about size bytes
// made of real line shapes: reads with large results, edits, and requests.
func BigSubagentTranscript(t testing.TB, dir string, size int) string {
	read := fixtureLines(t, mainFixture)
	var b strings.Builder
	b.WriteString(prompt(t, "### Task 2: Auth middleware", nil) + "\n")
	bulk := strings.Repeat("const x = 1; // filler line of a file read by the agent\n", 2000)
	readResult := edited(t, toolResultTemplate, map[string]any{"message.content.0.content": bulk})
	for i := 0; b.Len() < size; i++ {
		id := fmt.Sprintf("toolu_%d", i)
		e, r := fileCall(t, editUse, editResult, id, "Edit", "file_path", fmt.Sprintf("/p/src/f%d.ts", i%50), false)
		b.WriteString(e + "\n" + r + "\n")
		b.WriteString(readResult + "\n")
		b.Write(read[16])
		b.WriteString("\n")
	}
	path := filepath.Join(dir, "agent-big.jsonl")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
	return path
}

func BenchmarkForwardLines50MB(b *testing.B) {
	path := BigSubagentTranscript(b, b.TempDir(), 50<<20)
	f, size, err := openRegular(path)
	require.NoError(b, err)
	defer f.Close()
	b.ResetTimer()
	for b.Loop() {
		n := 0
		if err := forwardLines(f, 0, size, forwardChunk, func([]byte) bool { n++; return true }); err != nil || n == 0 {
			b.Fatal(err)
		}
	}
}

func TestEndsWith(t *testing.T) {
	e1, r1 := fileCall(t, editUse, editResult, "toolu_a", "Edit", "file_path", "/p/a.go", false)
	report := assistant(t, "msg_r", textBlock("STATUS: OK\nTASK: Task 2"))
	attachment := string(fixtureLines(t, mainFixture)[18])
	for _, tc := range []struct {
		name  string
		lines []string
		want  bool
	}{
		{"report written", []string{e1, r1, report, attachment}, true},
		{"tool result is the newest", []string{e1, r1}, false},
		{"tool call is the newest", []string{report, e1}, false},
		{"another text", []string{e1, r1, assistant(t, "msg_x", textBlock("something else"))}, false},
	} {
		got, err := EndsWith(writeFile(t, tc.lines...), "Done.\n\nSTATUS: OK\nTASK: Task 2", 1<<20)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, got, tc.name)
	}
	_, err := EndsWith(filepath.Join(t.TempDir(), "missing"), "x", 1<<20)
	assert.Error(t, err)
}

// The ExitPlanMode call and its approved result as Claude Code 2.1.330
// wrote them (recorded by e2e TestPlanModeApprovalIsConsent).
func TestLastPlanCallRealApproval(t *testing.T) {
	path := filepath.Join(fixtureDir, "main-plan-mode-approved.jsonl")
	pc, err := LastPlanCall(path, 1<<20, 0)
	require.NoError(t, err)
	require.True(t, pc.Found)
	assert.False(t, pc.IsError)
	assert.Equal(t, "# Validation\n\n1. Edit `parse.go`: make `handleEntry` reject empty entries.\n2. Run `go test ./...`.", pc.Plan)
	assert.True(t, strings.HasPrefix(pc.Result, "User has approved your plan. You can now start coding."))
	assert.Contains(t, pc.Result, "\n\n## Approved Plan:\n# Validation\n")
}
