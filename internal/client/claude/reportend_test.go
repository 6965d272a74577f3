package claude

import (
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ReportEnd is the end of Report's text, starting at a line, decoded
// without decoding the rest; whole says when it is all of it.
func TestReportEnd(t *testing.T) {
	long := strings.Repeat("line with \"quotes\", a tab\t and a backslash \\ and é😀\n", 4000)
	for _, tc := range []struct {
		name, report string
		whole        bool
		// last is the line the end starts with when it is not whole and
		// not most of the window.
		last string
	}{
		{"short", "Done.\n\nSTATUS: OK\nTASK: Task 1", true, ""},
		{"long", long + "STATUS: OK\nTASK: Task 1", false, ""},
		{"long, ends with a newline", long + "STATUS: OK\n", false, ""},
		{"long, no escapes at all", strings.Repeat("x", 3*lazyString), true, ""},
		{"long, one line", strings.Repeat("a \"b\" ", lazyString), true, ""},
		{"long, escaped backslashes before n are not newlines", strings.Repeat(`C:\new\next\\n`, lazyString/8) + "\nSTATUS: OK", false, "STATUS: OK"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, err := DecodeString(`{"last_assistant_message":` + quote(tc.report) + `}`)
			require.NoError(t, err)
			end, whole, ok := in.ReportEnd(endWindow)
			assert.True(t, ok)
			assert.Equal(t, tc.whole, whole)
			assert.True(t, strings.HasSuffix(tc.report, end), "a suffix of the report")
			if whole {
				assert.Equal(t, tc.report, end)
				return
			}
			assert.LessOrEqual(t, len(end), endWindow)
			if tc.last != "" {
				assert.Equal(t, tc.last, end)
			} else {
				assert.Greater(t, len(end), endWindow/2)
			}
			assert.Equal(t, byte('\n'), tc.report[len(tc.report)-len(end)-1], "starts at a line")
		})
	}
}

// Without last_assistant_message, ReportEnd is Report's last resort, whole.
func TestReportEndWithoutMessage(t *testing.T) {
	in, err := DecodeString(`{"output":"STATUS: OK"}`)
	require.NoError(t, err)
	end, whole, ok := in.ReportEnd(endWindow)
	assert.Equal(t, "STATUS: OK", end)
	assert.True(t, whole)
	assert.False(t, ok)

	in, err = DecodeString(`{"last_assistant_message":7}`)
	require.NoError(t, err)
	end, whole, ok = in.ReportEnd(endWindow)
	assert.Equal(t, "", end)
	assert.True(t, whole)
	assert.True(t, ok)
}

// Decoding a 20 MB report and reading its end allocates a small part of
// its size: the message is neither validated into copies nor decoded
// whole.
func TestReportEndDoesNotMaterialise(t *testing.T) {
	report := strings.Repeat("Changed parse.go: the \"handleEntry\" function\tnow returns an error.\n", 20<<20/66) + "STATUS: OK\nTASK: Task 1"
	raw := `{"hook_event_name":"SubagentStop","last_assistant_message":` + quote(report) + `,"agent_type":"general-purpose"}`
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	in, err := DecodeString(raw)
	require.NoError(t, err)
	end, whole, _ := in.ReportEnd(endWindow)
	runtime.ReadMemStats(&after)
	assert.False(t, whole)
	assert.True(t, strings.HasSuffix(end, "STATUS: OK\nTASK: Task 1"))
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(1<<20), "bytes allocated")
}

// The content of a long string is checked for its extent only (its
// quotes), and decoded as far as it is read: it is text, never structure,
// so what it holds cannot change which fields the event has. A short
// string is checked whole.
func TestLongStringContentIsReadLeniently(t *testing.T) {
	head := strings.Repeat("x", 2*lazyString)
	in, err := DecodeString(`{"last_assistant_message":"` + head + "\x01 \\q" + `\nSTATUS: OK","hook_event_name":"SubagentStop"}`)
	require.NoError(t, err)
	assert.Equal(t, "SubagentStop", in.Kind())
	end, whole, _ := in.ReportEnd(endWindow)
	assert.Equal(t, "STATUS: OK", end)
	assert.False(t, whole)
	assert.Equal(t, head+"\x01 q\nSTATUS: OK", reportOf(in))
}

// endWindow is the end the tests ask for, as dispatch does.
const endWindow = 64 << 10

// BenchmarkDecode20MBReportEnd is what the hook does with a SubagentStop
// whose report is 20 MB: decode it, read its fields and the report's end.
func BenchmarkDecode20MBReportEnd(b *testing.B) {
	raw := `{"hook_event_name":"SubagentStop","last_assistant_message":` + quote(strings.Repeat("line of a \"report\"\n", 20<<20/20)+"STATUS: OK") + `,"agent_type":"general-purpose"}`
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		in, err := DecodeString(raw)
		if err != nil {
			b.Fatal(err)
		}
		_ = in.Kind() + in.AgentType() + in.ToolName() + in.SessionID() + in.AgentID()
		if end, _, _ := in.ReportEnd(endWindow); !strings.HasSuffix(end, "STATUS: OK") {
			b.Fatalf("end %q", end)
		}
	}
}

// Raw is copied once, however many gates read it.
func TestRawIsCopiedOnce(t *testing.T) {
	raw := `{"hook_event_name":"SubagentStop","last_assistant_message":"` + strings.Repeat("x", 1<<20) + `"}`
	in, err := DecodeString(raw)
	require.NoError(t, err)
	first := in.Raw()
	assert.Equal(t, raw, string(first))
	allocs := testing.AllocsPerRun(5, func() { _ = in.Raw() })
	assert.Zero(t, allocs)
	assert.Same(t, &first[0], &in.Raw()[0])
}

// The report a PostToolUse(Agent) carries is read from its end as a
// SubagentStop's is: the end of the last text block, with the newline the
// whole report adds after each block.
func TestSubagentReportEnd(t *testing.T) {
	long := strings.Repeat("a line with \"quotes\"\n", 2*endWindow/20)
	for _, tc := range []struct {
		name, content string
		whole         bool
	}{
		{"one long block", `[{"type":"text","text":` + quote(long+"STATUS: OK") + `}]`, false},
		{"a long block, then a tool use", `[{"type":"text","text":` + quote(long+"STATUS: OK") + `},{"type":"tool_use","id":"x"}]`, false},
		{"two blocks, the last short", `[{"type":"text","text":` + quote(long) + `},{"type":"text","text":"STATUS: OK"}]`, true},
		{"text before type", `[{"text":` + quote(long+"STATUS: OK") + `,"type":"text"}]`, false},
		{"no content", `null`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, err := DecodeString(`{"hook_event_name":"PostToolUse","tool_name":"Agent","tool_response":{"agentId":"a1","agentType":"general-purpose","content":` + tc.content + `,"status":"completed"}}`)
			require.NoError(t, err)
			agent := in.Subagent()
			assert.Equal(t, "a1", agent.ID)
			assert.Equal(t, "general-purpose", agent.Type)
			report := agent.ReportText()
			end, whole := agent.ReportEndText(endWindow)
			assert.Equal(t, tc.whole, whole)
			assert.True(t, strings.HasSuffix(report, end))
			if whole {
				assert.Equal(t, report, end)
			} else {
				assert.Equal(t, "STATUS: OK\n", end[len(end)-len("STATUS: OK\n"):])
				assert.LessOrEqual(t, len(end), endWindow+1)
			}
		})
	}
}
