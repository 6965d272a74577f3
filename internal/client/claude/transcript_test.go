package claude

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/transcript"
)

// The tests below were the transcript package's before Claude Code's
// format moved into this adapter; these names keep them as they were.
type (
	PlanCall = event.PlanCall
	Message  = event.Message
	Change   = event.Change
	Prompt   = event.Prompt
)

const (
	User                = event.User
	Assistant           = event.Assistant
	DefaultMaxBytes     = transcript.DefaultMaxBytes
	LastTextWindow      = transcript.LastTextWindow
	DefaultChangesBytes = transcript.DefaultChangesBytes
)

func Recent(path string, n int, maxBytes int64) ([]Message, error) {
	return TranscriptAt(path).Recent(n, maxBytes)
}
func LastAssistantText(path string) (string, error) { return TranscriptAt(path).LastAssistantText() }
func Prompts(path string, maxBytes int64) ([]Prompt, error) {
	return TranscriptAt(path).Prompts(maxBytes)
}
func FirstPrompt(path string, maxBytes int64) (string, error) {
	return TranscriptAt(path).FirstPrompt(maxBytes)
}
func Changes(path string, maxBytes int64) ([]Change, bool, error) {
	return TranscriptAt(path).Changes(maxBytes)
}
func LastPlanCall(path string, maxBytes int64, maxPrompts int) (event.PlanCall, error) {
	return TranscriptAt(path).LastPlanCall(maxBytes, maxPrompts)
}
func EndsWith(path, text string, window int64) (bool, error) {
	return TranscriptAt(path).EndsWith(text, window)
}

// chunked reads path going backwards in chunks of chunk bytes, looking
// window bytes back for the last assistant text (0: the default).
func chunked(path string, chunk int, window int64) Transcript {
	return Transcript{transcript.Messages{File: path, Parse: Lines().Parse, Chunk: chunk, Window: window}}
}

// The real transcripts Claude Code 2.1.330 wrote (see PROTOCOL.md).
var (
	fixtureDir     = filepath.Join("..", "..", "..", "testdata", "fixtures", "claude-code-2.1.330", "transcripts")
	mainFixture    = filepath.Join(fixtureDir, "main-plan-consent-edit-agent.jsonl")
	subagentReport = "Implemented the nil check.\n\nSTATUS: OK\nTASK: Task 1 - handle empty entries\nSUMMARY: Added early return for empty entries in parse.go"
	planText       = "I'll update `parse.go` function `handleEntry` (lines 3-5) to handle empty entries:\n- Add an empty-string check before processing\n- Return early with an error message\nTest: `TestHandleEntry_Empty` should pass.\nProceed?"
)

var subagentFixture = filepath.Join(fixtureDir, "subagent-agent-a9983db2066ddfe90.jsonl")

// fixtureLines returns the lines of a real transcript.
func fixtureLines(t testing.TB, path string) [][]byte {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	return bytes.Split(bytes.TrimSuffix(raw, []byte("\n")), []byte("\n"))
}

// variant returns line i of the main fixture (a real line of the right
// type) changed by edit, so synthetic transcripts keep the real shape.
func variant(t testing.TB, i int, edit func(m map[string]any)) string {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(fixtureLines(t, mainFixture)[i], &m))
	edit(m)
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return string(out)
}

// Lines of the main fixture used as templates.
const (
	promptTemplate     = 2  // user, content "Fix empty entry handling in parse.go"
	assistantTemplate  = 17 // assistant, one text block, message.id msg_1
	toolResultTemplate = 30 // user, one tool_result block
	toolUseTemplate    = 29 // assistant, one tool_use block, message.id msg_2
)

func prompt(t testing.TB, content any, extra map[string]any) string {
	return variant(t, promptTemplate, func(m map[string]any) {
		m["message"].(map[string]any)["content"] = content
		for k, v := range extra {
			m[k] = v
		}
	})
}

func textBlock(s string) map[string]any { return map[string]any{"type": "text", "text": s} }

func assistant(t testing.TB, id string, blocks ...map[string]any) string {
	return variant(t, assistantTemplate, func(m map[string]any) {
		msg := m["message"].(map[string]any)
		msg["id"] = id
		msg["content"] = blocks
	})
}

func toolUse(t testing.TB, id string) string {
	return variant(t, toolUseTemplate, func(m map[string]any) {
		m["message"].(map[string]any)["id"] = id
	})
}

func toolResult(t testing.TB) string { return variant(t, toolResultTemplate, func(map[string]any) {}) }

func sidechain(line string) string {
	return strings.Replace(line, `"isSidechain":false`, `"isSidechain":true`, 1)
}

func writeFile(t testing.TB, lines ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "t.jsonl")
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	return path
}

func TestLastAssistantTextFixtures(t *testing.T) {
	got, err := LastAssistantText(subagentFixture)
	require.NoError(t, err)
	assert.Equal(t, subagentReport, got)

	got, err = LastAssistantText(mainFixture)
	require.NoError(t, err)
	assert.Equal(t, "Done: parse.go now rejects empty entries.", got)
}

func TestRecentFixtures(t *testing.T) {
	got, err := Recent(mainFixture, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "Fix empty entry handling in parse.go", Index: 0},
		{Role: Assistant, Text: planText, Index: 1},
		{Role: User, Text: "go ahead", Index: 2},
		{Role: Assistant, Text: "Done: parse.go now rejects empty entries.", Index: 3},
	}, got, "tool calls, tool results, the Agent hand-back and api-request copies of the prompt are not messages")

	got, err = Recent(mainFixture, 2, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "go ahead", Index: 0},
		{Role: Assistant, Text: "Done: parse.go now rejects empty entries.", Index: 1},
	}, got)

	got, err = Recent(subagentFixture, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "SUBTASK-7: verify the empty-entry handling", Index: 0},
		{Role: Assistant, Text: subagentReport, Index: 1},
	}, got, "a subagent transcript is all sidechain: its own thread")

	got, err = Recent(mainFixture, 0, 0)
	require.NoError(t, err)
	assert.Empty(t, got)
}

// TestChunkBoundaries reads the fixtures with chunk sizes that split lines
// everywhere: the result never depends on where reads fall.
func TestChunkBoundaries(t *testing.T) {
	for _, path := range []string{mainFixture, subagentFixture} {
		wantRecent, err := Recent(path, 100, 0)
		require.NoError(t, err)
		wantLast, err := LastAssistantText(path)
		require.NoError(t, err)
		for _, chunk := range []int{1, 2, 7, 100, 4096, 40000} {
			got, err := chunked(path, chunk, 0).Recent(100, DefaultMaxBytes)
			require.NoError(t, err)
			assert.Equal(t, wantRecent, got, "chunk %d", chunk)
			last, err := chunked(path, chunk, 0).LastAssistantText()
			require.NoError(t, err)
			assert.Equal(t, wantLast, last, "chunk %d", chunk)
		}
	}
}

func TestLongLine(t *testing.T) {
	long := strings.Repeat("The plan, in great detail. ", 500<<10/27)
	require.Greater(t, len(long), 500_000)
	path := writeFile(t,
		prompt(t, "plan it", nil),
		assistant(t, "msg_a", textBlock(long)),
		toolUse(t, "msg_a"),
		prompt(t, "go ahead", nil),
	)
	got, err := Recent(path, 5, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "plan it", Index: 0},
		{Role: Assistant, Text: long, Index: 1},
		{Role: User, Text: "go ahead", Index: 2},
	}, got)
	last, err := LastAssistantText(path)
	require.NoError(t, err)
	assert.Equal(t, long, last)
}

func TestHalfWrittenLastLine(t *testing.T) {
	raw, err := os.ReadFile(subagentFixture)
	require.NoError(t, err)
	half := assistant(t, "msg_next", textBlock("STATUS: BLOCKED"))
	path := filepath.Join(t.TempDir(), "half.jsonl")
	require.NoError(t, os.WriteFile(path, append(raw, half[:len(half)/2]...), 0o644))

	last, err := LastAssistantText(path)
	require.NoError(t, err)
	assert.Equal(t, subagentReport, last)
	got, err := Recent(path, 10, 0)
	require.NoError(t, err)
	want, err := Recent(subagentFixture, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, want, got)
}

func TestEmptyFiles(t *testing.T) {
	for name, content := range map[string]string{"empty": "", "blank lines": "\n\n  \n", "not JSON": "hello\nworld"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "t.jsonl")
			require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
			last, err := LastAssistantText(path)
			require.NoError(t, err)
			assert.Empty(t, last)
			got, err := Recent(path, 10, 0)
			require.NoError(t, err)
			assert.Empty(t, got)
		})
	}
}

func TestUnreadable(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.jsonl")
	_, err := LastAssistantText(missing)
	require.Error(t, err)
	assert.Contains(t, err.Error(), missing)
	_, err = Recent(missing, 3, 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), missing)

	dir := t.TempDir()
	_, err = Recent(dir, 3, 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), dir)
}

func TestAssistantBlocksMerge(t *testing.T) {
	path := writeFile(t,
		prompt(t, "fix it", nil),
		assistant(t, "msg_1", map[string]any{"type": "thinking", "thinking": "hmm", "signature": "x"}),
		assistant(t, "msg_1", textBlock("First part."), textBlock("Second part.")),
		toolUse(t, "msg_1"),
		toolResult(t),
		assistant(t, "msg_2", textBlock("Third part.")),
		assistant(t, "msg_2", textBlock("Fourth part.")),
	)
	got, err := Recent(path, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "fix it", Index: 0},
		{Role: Assistant, Text: "First part.\nSecond part.", Index: 1},
		{Role: Assistant, Text: "Third part.\nFourth part.", Index: 2},
	}, got)
	last, err := LastAssistantText(path)
	require.NoError(t, err)
	assert.Equal(t, "Third part.\nFourth part.", last)
}

func TestLastAssistantTextSkipsResponsesWithoutText(t *testing.T) {
	path := writeFile(t,
		assistant(t, "msg_1", textBlock("Report.\nSTATUS: OK")),
		toolUse(t, "msg_2"),
		toolResult(t),
		toolUse(t, "msg_3"),
	)
	last, err := LastAssistantText(path)
	require.NoError(t, err)
	assert.Equal(t, "Report.\nSTATUS: OK", last)
}

func TestUserFiltering(t *testing.T) {
	path := writeFile(t,
		prompt(t, "first real prompt", nil),
		prompt(t, "Caveat: The messages below were generated by the user while running local commands. DO NOT respond.", nil),
		prompt(t, "Base directory for this skill: /home/dev/.claude/skills/x", map[string]any{"isMeta": true}),
		prompt(t, "<command-name>/clear</command-name>\n<command-message>clear</command-message>\n<command-args></command-args>", nil),
		prompt(t, "<local-command-stdout></local-command-stdout>", nil),
		prompt(t, "<bash-input>ls</bash-input>", nil),
		prompt(t, "This session is being continued from a previous conversation.", map[string]any{"isCompactSummary": true}),
		prompt(t, "[Request interrupted by user]", nil),
		prompt(t, "Stop hook feedback:\n[/hooks/check.sh]: tests fail", nil),
		prompt(t, "SubagentStop hook blocking error from command: \"plan-compliance\": no STATUS line", nil),
		prompt(t, []map[string]any{textBlock("<system-reminder>\nbe nice\n</system-reminder>"), textBlock("second real prompt")}, nil),
		toolResult(t),
		prompt(t, []map[string]any{textBlock("  "), {"type": "image", "source": map[string]any{"type": "base64", "data": "AA=="}}}, nil),
		prompt(t, "Please fix the Stop hook: it says <command-name> is missing", nil),
	)
	got, err := Recent(path, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "first real prompt", Index: 0},
		{Role: User, Text: "second real prompt", Index: 1},
		{Role: User, Text: "Please fix the Stop hook: it says <command-name> is missing", Index: 2},
	}, got)
}

func TestSidechainLinesOfAnotherThread(t *testing.T) {
	path := writeFile(t,
		prompt(t, "main prompt", nil),
		sidechain(prompt(t, "subagent prompt", nil)),
		sidechain(assistant(t, "msg_s", textBlock("subagent text"))),
		assistant(t, "msg_m", textBlock("main text")),
	)
	got, err := Recent(path, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "main prompt", Index: 0},
		{Role: Assistant, Text: "main text", Index: 1},
	}, got)
}

func TestWindow(t *testing.T) {
	var lines []string
	for i := range 10 {
		lines = append(lines, prompt(t, "prompt "+strings.Repeat("x", i), nil))
	}
	path := writeFile(t, lines...)
	// The window holds the last three lines and a few bytes of the fourth,
	// which is cut and so never read.
	window := int64(len(lines[7])+len(lines[8])+len(lines[9])+3) + 5
	got, err := Recent(path, 100, window)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "prompt xxxxxxx", Index: 0},
		{Role: User, Text: "prompt xxxxxxxx", Index: 1},
		{Role: User, Text: "prompt xxxxxxxxx", Index: 2},
	}, got)
}

func TestLastAssistantTextWindow(t *testing.T) {
	lines := []string{assistant(t, "msg_1", textBlock("old report"))}
	for range 20 {
		lines = append(lines, prompt(t, "filler prompt", nil))
	}
	path := writeFile(t, lines...)

	_, err := chunked(path, 64, 1000).LastAssistantText()
	require.Error(t, err, "no assistant text in the window of a longer file")
	assert.Contains(t, err.Error(), path)

	last, err := chunked(path, 64, 1<<20).LastAssistantText()
	require.NoError(t, err)
	assert.Equal(t, "old report", last)
}

func FuzzRecent(f *testing.F) {
	// Small real lines, so that the fuzzer's minimising stays quick: a
	// prompt, an assistant text, a tool_use and its tool_result, a final
	// text, a bookkeeping line.
	lines := fixtureLines(f, mainFixture)
	var real []string
	for _, i := range []int{26, 17, 29, 30, 44, 47} {
		real = append(real, string(lines[i]))
	}
	f.Add([]byte(strings.Join(real, "\n")), uint8(10), uint16(64))
	f.Add([]byte(strings.Join(real[2:], "\n")+"\n{\"type\":\"assis"), uint8(3), uint16(1))
	f.Add([]byte(""), uint8(1), uint16(1))
	f.Add([]byte("\n\n{}\n{\"type\":\"user\",\"message\":{\"content\":\"hi\"}}"), uint8(5), uint16(3))
	f.Add([]byte(`{"type":"assistant","message":{"id":"a","content":[{"type":"text","text":"x"}]}}`+"\n"+`{"type":"assistant","message":{"id":"a","content":"y"}}`), uint8(2), uint16(5))
	f.Fuzz(func(t *testing.T, data []byte, n uint8, chunk uint16) {
		path := filepath.Join(t.TempDir(), "t.jsonl")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		read := func(window int64, chunk int) []Message {
			if window <= 0 {
				window = 1 << 40
			}
			msgs, err := chunked(path, chunk, 0).Recent(max(int(n), 0), window)
			if err != nil {
				t.Fatalf("reading %s: %v", path, err)
			}
			for i := range msgs {
				msgs[i].Index = 0
			}
			return msgs
		}
		got := read(0, int(chunk))
		if len(got) > max(int(n), 1) {
			t.Fatalf("%d messages for n=%d", len(got), n)
		}
		for _, m := range got {
			if m.Role != User && m.Role != Assistant {
				t.Fatalf("role %q", m.Role)
			}
			if strings.TrimSpace(m.Text) == "" {
				t.Fatalf("blank %s message", m.Role)
			}
		}
		assert.Equal(t, got, read(0, 64<<10), "the result does not depend on the chunk size")
		assert.Equal(t, got, read(int64(len(data)), 1), "a window of the whole file reads the whole file")
	})
}

// benchTurn is one realistic turn of a session: the real lines of the main
// fixture from the plan to the end of its turn (its 57 KB prompt snapshot
// excepted): an assistant plan, a user reply, tool calls and results, a
// final text, and bookkeeping lines. Three text messages, about 23 KB.
func benchTurn(b *testing.B) []byte {
	lines := fixtureLines(b, mainFixture)
	var turn []byte
	for i := 17; i < len(lines); i++ {
		if i == 18 {
			continue
		}
		turn = append(turn, lines[i]...)
		turn = append(turn, '\n')
	}
	return turn
}

// benchTranscript writes a transcript of at least size bytes made of whole
// turns.
func benchTranscript(b *testing.B, size int64) string {
	turn := benchTurn(b)
	path := filepath.Join(b.TempDir(), "bench.jsonl")
	f, err := os.Create(path)
	require.NoError(b, err)
	w := bufio.NewWriterSize(f, 1<<20)
	for written := int64(0); written < size; written += int64(len(turn)) {
		_, err := w.Write(turn)
		require.NoError(b, err)
	}
	require.NoError(b, w.Flush())
	require.NoError(b, f.Close())
	return path
}

// benchRecent is the consent hook's read: the last 8 text messages.
func benchRecent(b *testing.B, size int64) {
	path := benchTranscript(b, size)
	b.ResetTimer()
	for b.Loop() {
		msgs, err := Recent(path, 8, 0)
		if err != nil || len(msgs) != 8 {
			b.Fatalf("Recent: %d messages, %v", len(msgs), err)
		}
	}
}

func BenchmarkRecent100KB(b *testing.B) { benchRecent(b, 100<<10) }

// BenchmarkRecent300MB must cost about what BenchmarkRecent100KB costs: only
// the end of the file is read.
func BenchmarkRecent300MB(b *testing.B) {
	if testing.Short() {
		b.Skip("writes a 300 MB transcript")
	}
	benchRecent(b, 300<<20)
}

func BenchmarkLastAssistantText(b *testing.B) {
	for b.Loop() {
		if text, err := LastAssistantText(subagentFixture); err != nil || text != subagentReport {
			b.Fatalf("LastAssistantText: %q, %v", text, err)
		}
	}
}

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
	assert.Equal(t, Change{Tool: "Edit", Path: "/home/dev/proj/parse.go", Dir: "/home/dev/proj", Lines: [][2]int{{1, 5}}, Edits: []event.Replacement{{Old: "\treturn e\n", New: "\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n"}}}, got[0])
	assert.True(t, got[1].Created, "the real Write result: File created successfully")
	assert.Equal(t, "/home/dev/proj/parse_test.go", got[1].Path)

	sub, _, err := Changes(subagentFixture, 0)
	require.NoError(t, err)
	assert.Empty(t, sub, "the recorded subagent made no calls")
}

func TestChangesWindowAndLongLines(t *testing.T) {
	e1, r1 := fileCall(t, editUse, editResult, "toolu_old", "Edit", "file_path", "/p/old.go", false)
	e2, r2 := fileCall(t, editUse, editResult, "toolu_new", "Edit", "file_path", "/p/new.go", false)
	big := assistant(t, "msg_big", textBlock(strings.Repeat("x", 3<<20)))
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

	huge := assistant(t, "msg_huge", textBlock(strings.Repeat("y", 4<<20+100)))
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

func TestPrompts(t *testing.T) {
	got, err := Prompts("../../../testdata/fixtures/claude-code-2.1.330/transcripts/main-plan-consent-edit-agent.jsonl", 0)
	require.NoError(t, err)
	assert.Equal(t, []Prompt{
		{Time: time.Date(2026, 11, 22, 10, 11, 58, 662e6, time.UTC), Text: "Fix empty entry handling in parse.go"},
		{Time: time.Date(2026, 11, 22, 10, 12, 1, 193e6, time.UTC), Text: "go ahead"},
	}, got, "typed prompts only: no tool results, no injected text")

	dir := t.TempDir()
	path := filepath.Join(dir, "t.jsonl")
	lines := `{"type":"user","timestamp":"2026-11-22T10:00:00Z","message":{"role":"user","content":"first"}}
{"type":"user","message":{"role":"user","content":"no timestamp"}}
{"type":"user","timestamp":"2026-11-22T10:00:02Z","isSidechain":true,"message":{"role":"user","content":"a subagent's prompt"}}
{"type":"user","timestamp":"2026-11-22T10:00:03Z","message":{"role":"user","content":"<system-reminder>injected</system-reminder>"}}
{"type":"user","timestamp":"2026-11-22T10:00:04Z","message":{"role":"user","content":"last"}}
{"type":"user","timestamp":"2026-11-22T10:00:05Z","message":{"role":"us`
	require.NoError(t, os.WriteFile(path, []byte(lines), 0o600))
	got, err = Prompts(path, 0)
	require.NoError(t, err)
	assert.Equal(t, []string{"first", "last"}, texts(got))
	got, err = Prompts(path, 200)
	require.NoError(t, err)
	assert.Equal(t, []string{"last"}, texts(got), "only the last 200 bytes read")

	_, err = Prompts(dir, 0)
	assert.ErrorContains(t, err, "not a regular file")
}

func texts(ps []Prompt) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Text)
	}
	return out
}

// A transcript line nested millions of levels deep (an agent's tool call
// can put one there) is skipped, not validated: gjson's validation recurses
// once per level and overflowed the stack, a fatal error.
func TestDeeplyNestedLineIsSkipped(t *testing.T) {
	p := filepath.Join(t.TempDir(), "t.jsonl")
	deep := `{"type":"assistant","message":{"id":"m2","role":"assistant","content":[{"type":"tool_use","input":` +
		strings.Repeat("[", 8_000_000) + strings.Repeat("]", 8_000_000) + `}]}}`
	lines := []string{
		`{"type":"user","message":{"role":"user","content":"fix parse.go"}}`,
		`{"type":"assistant","message":{"id":"m1","role":"assistant","content":[{"type":"text","text":"On it."}]}}`,
		deep,
		// Brackets in strings do not count: this one is read.
		`{"type":"assistant","message":{"id":"m3","role":"assistant","content":[{"type":"text","text":"` + strings.Repeat("[{", 2000) + `"}]}}`,
	}
	require.NoError(t, os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	msgs, err := Recent(p, 5, 64<<20)
	require.NoError(t, err)
	require.Len(t, msgs, 3)
	assert.Equal(t, "fix parse.go", msgs[0].Text)
	assert.Equal(t, "On it.", msgs[1].Text)
	assert.Equal(t, strings.Repeat("[{", 2000), msgs[2].Text)
}

func TestHasCall(t *testing.T) {
	call, result := exitPlanMode(t, "toolu_p1", "a plan", "User has approved your plan.", false)
	mention := assistant(t, "msg_m", textBlock(`the call "toolu_p9" is not a call`))
	for _, tc := range []struct {
		name  string
		lines []string
		id    string
		want  bool
	}{
		{"the call is the newest line", []string{result, call}, "toolu_p1", true},
		{"the call before its result", []string{call, result}, "toolu_p1", true},
		{"not written yet", []string{call, result}, "toolu_p2", false},
		{"named in text, not called", []string{mention}, "toolu_p9", false},
		{"no id: nothing to wait for", []string{mention}, "", true},
	} {
		got, err := TranscriptAt(writeFile(t, tc.lines...)).HasCall(tc.id, 1<<20)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, got, tc.name)
	}
	_, err := TranscriptAt(filepath.Join(t.TempDir(), "missing")).HasCall("toolu_p1", 1<<20)
	assert.Error(t, err)
}
