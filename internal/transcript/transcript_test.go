package transcript

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The real transcripts Claude Code 2.1.330 wrote (see PROTOCOL.md).
var (
	fixtureDir     = filepath.Join("..", "..", "testdata", "fixtures", "claude-code-2.1.330", "transcripts")
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
			got, err := recent(path, 100, DefaultMaxBytes, chunk)
			require.NoError(t, err)
			assert.Equal(t, wantRecent, got, "chunk %d", chunk)
			last, err := lastAssistantText(path, LastTextWindow, chunk)
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

	_, err := lastAssistantText(path, 1000, 64)
	require.Error(t, err, "no assistant text in the window of a longer file")
	assert.Contains(t, err.Error(), path)

	last, err := lastAssistantText(path, 1<<20, 64)
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
		read := func(window int64, chunk int) []Message {
			var msgs []Message
			err := walkLines(newBackward(bytes.NewReader(data), int64(len(data)), window, chunk), func(role, text string) bool {
				msgs = append(msgs, Message{Role: role, Text: text})
				return len(msgs) < int(n)
			})
			if err != nil {
				t.Fatalf("reading from memory: %v", err)
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
		assert.Equal(t, got, read(0, firstChunk), "the result does not depend on the chunk size")
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

// qwenFixtureDir holds Qwen Code 0.24.4's chat transcripts: Gemini-shaped
// messages (message.parts), tool results as "tool_result" lines, task
// notifications as user lines.
var qwenFixtureDir = filepath.Join("..", "..", "testdata", "fixtures", "qwen-code-0.24.4", "transcripts")

func TestRecentQwenFixtures(t *testing.T) {
	main := filepath.Join(qwenFixtureDir, "main-chat.jsonl")
	got, err := Recent(main, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, []Message{
		{Role: User, Text: "MAIN: run the plan", Index: 0},
		{Role: Assistant, Text: "MAIN done", Index: 1},
		{Role: Assistant, Text: "MAIN done", Index: 2},
	}, got, "function calls, tool results and the task notification are not messages")

	text, err := LastAssistantText(main)
	require.NoError(t, err)
	assert.Equal(t, "MAIN done", text)

	prompts, err := Prompts(main, 0)
	require.NoError(t, err)
	require.Len(t, prompts, 1)
	assert.Equal(t, "MAIN: run the plan", prompts[0].Text)
}
