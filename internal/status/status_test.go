package status

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	noStatus    = `no STATUS line: end the message with "STATUS: OK" or "STATUS: BLOCKED" on a line of its own`
	noTask      = "no TASK line naming the task"
	emptyTask   = "the TASK line is empty: name the task you were given"
	noReason    = "STATUS: BLOCKED needs a REASON line saying why"
	emptyReason = "STATUS: BLOCKED needs a REASON saying why; the REASON line is empty"
	noValue     = `the STATUS line has no value: write "STATUS: OK" or "STATUS: BLOCKED"`
)

func invalid(v string) string {
	return `STATUS value "` + v + `" is not OK or BLOCKED: write "STATUS: OK" or "STATUS: BLOCKED" and nothing else on that line`
}

// fixtureReport is the real report of the subagent in the Claude Code
// 2.1.330 fixtures (SubagentStop's last_assistant_message).
func fixtureReport(t testing.TB) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "fixtures", "claude-code-2.1.330", "hooks", "14-subagent-stop-status-ok.json"))
	require.NoError(t, err)
	var payload struct {
		LastAssistantMessage string `json:"last_assistant_message"`
	}
	require.NoError(t, json.Unmarshal(raw, &payload))
	require.NotEmpty(t, payload.LastAssistantMessage)
	return payload.LastAssistantMessage
}

func TestParseFixture(t *testing.T) {
	got := Parse(fixtureReport(t))
	assert.Equal(t, Report{
		Found:   true,
		Status:  OK,
		Task:    "Task 1 - handle empty entries",
		Summary: "Added early return for empty entries in parse.go",
	}, got)
	assert.True(t, got.Valid())
}

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		text string
		want Report
	}{
		{
			name: "missing",
			text: "Task complete, everything done.",
			want: Report{Problems: []string{noStatus, noTask}},
		},
		{
			name: "empty message",
			text: "",
			want: Report{Problems: []string{noStatus, noTask}},
		},
		{
			name: "ok",
			text: "Done.\n\nSTATUS: OK\nTASK: Task 2 - parser\nSUMMARY: wrote the parser",
			want: Report{Found: true, Status: OK, Task: "Task 2 - parser", Summary: "wrote the parser"},
		},
		{
			name: "blocked",
			text: "STATUS: BLOCKED\nTASK: Task 3 - auth\nREASON: plan says JWT but the service uses OAuth2\n",
			want: Report{Found: true, Status: Blocked, Task: "Task 3 - auth", Reason: "plan says JWT but the service uses OAuth2"},
		},
		{
			name: "quoted protocol then real block",
			text: "I must end with:\nSTATUS: OK | BLOCKED\nTASK: <task>\nREASON: <why>\n\nI did the work.\n\nSTATUS: OK\nTASK: Task 2 - parser\nSUMMARY: wrote it",
			want: Report{Found: true, Status: OK, Task: "Task 2 - parser", Summary: "wrote it"},
		},
		{
			name: "quoted protocol only",
			text: "I must end with:\nSTATUS: OK | BLOCKED\nTASK: <task>",
			want: Report{Found: true, Task: "<task>", Problems: []string{invalid("OK | BLOCKED")}},
		},
		{
			name: "last wins: changed mind from BLOCKED to OK",
			text: "STATUS: BLOCKED\nTASK: Task 4\nREASON: tests fail\n\nActually the fixture was stale; fixed.\n\nSTATUS: OK\nTASK: Task 4\nSUMMARY: updated the fixture",
			want: Report{Found: true, Status: OK, Task: "Task 4", Summary: "updated the fixture"},
		},
		{
			name: "last wins: changed mind from OK to BLOCKED",
			text: "STATUS: OK\nTASK: Task 4\n\nWait, the plan's library does not exist.\n\nSTATUS: BLOCKED\nTASK: Task 4\nREASON: libfoo is not published",
			want: Report{Found: true, Status: Blocked, Task: "Task 4", Reason: "libfoo is not published"},
		},
		{
			name: "status inside a prose line is not a status line",
			text: "I fixed the HTTP STATUS: 500 error.\nTASK: Task 5",
			want: Report{Problems: []string{noStatus, noTask}},
		},
		{
			name: "prose status before a real block",
			text: "Handled the HTTP STATUS: 500 error.\n\nSTATUS: OK\nTASK: Task 5",
			want: Report{Found: true, Status: OK, Task: "Task 5"},
		},
		{
			name: "invalid value",
			text: "STATUS: DONE\nTASK: Task 6",
			want: Report{Found: true, Task: "Task 6", Problems: []string{invalid("DONE")}},
		},
		{
			name: "value with commentary is invalid",
			text: "STATUS: OK - all tests pass\nTASK: Task 6",
			want: Report{Found: true, Task: "Task 6", Problems: []string{invalid("OK - all tests pass")}},
		},
		{
			name: "empty value",
			text: "STATUS:\nTASK: Task 6",
			want: Report{Found: true, Task: "Task 6", Problems: []string{noValue}},
		},
		{
			name: "long invalid value is shortened",
			text: "STATUS: " + strings.Repeat("é", 40) + "\nTASK: t",
			want: Report{Found: true, Task: "t", Problems: []string{invalid(strings.Repeat("é", 30) + "…")}},
		},
		{
			name: "blocked without reason",
			text: "STATUS: BLOCKED\nTASK: Task 7",
			want: Report{Found: true, Status: Blocked, Task: "Task 7", Problems: []string{noReason}},
		},
		{
			name: "blocked with empty reason and no task",
			text: "STATUS: BLOCKED\nREASON:\n\nTASK:",
			want: Report{Found: true, Status: Blocked, Problems: []string{emptyReason, emptyTask}},
		},
		{
			name: "ok without task",
			text: "STATUS: OK\nSUMMARY: did it",
			want: Report{Found: true, Status: OK, Summary: "did it", Problems: []string{noTask}},
		},
		{
			name: "multi-line reason ends at a blank line",
			text: "STATUS: BLOCKED\nTASK: Task 3\nREASON: the plan says JWT\nbut the service uses OAuth2\n  and sessions.\n\nLet me know.",
			want: Report{Found: true, Status: Blocked, Task: "Task 3", Reason: "the plan says JWT\nbut the service uses OAuth2\nand sessions."},
		},
		{
			name: "multi-line summary ends at the next key",
			text: "STATUS: OK\nSUMMARY: changed parse.go\n- added a check\n- added a test\nTASK: Task 1",
			want: Report{Found: true, Status: OK, Task: "Task 1", Summary: "changed parse.go\n- added a check\n- added a test"},
		},
		{
			name: "reason starting on the next line",
			text: "STATUS: BLOCKED\nTASK: t\nREASON:\n- the API is gone\n- no replacement",
			want: Report{Found: true, Status: Blocked, Task: "t", Reason: "- the API is gone\n- no replacement"},
		},
		{
			name: "task does not run over lines",
			text: "STATUS: OK\nTASK: Task 1\nmore words",
			want: Report{Found: true, Status: OK, Task: "Task 1"},
		},
		{
			name: "CRLF line endings",
			text: "Done.\r\n\r\nSTATUS: BLOCKED\r\nTASK: Task 8\r\nREASON: first line\r\nsecond line\r\n\r\nbye\r\n",
			want: Report{Found: true, Status: Blocked, Task: "Task 8", Reason: "first line\nsecond line"},
		},
		{
			name: "keys just above the STATUS line belong to it",
			text: "Work done.\n\nTASK: Task 9\nREASON: the plan is wrong\nabout the cache\nSTATUS: BLOCKED",
			want: Report{Found: true, Status: Blocked, Task: "Task 9", Reason: "the plan is wrong\nabout the cache"},
		},
		{
			name: "keys in an earlier paragraph do not belong",
			text: "TASK: Task 9\n\nWork done.\n\nSTATUS: OK",
			want: Report{Found: true, Status: OK, Problems: []string{noTask}},
		},
		{
			name: "keys of an earlier STATUS line do not belong",
			text: "STATUS: BLOCKED\nREASON: old\nSTATUS: OK\nTASK: t",
			want: Report{Found: true, Status: OK, Task: "t"},
		},
		{
			name: "keys of an earlier STATUS line do not belong, even when the last has none",
			text: "STATUS: OK\nTASK: old\nSTATUS: BLOCKED\nREASON: r",
			want: Report{Found: true, Status: Blocked, Reason: "r", Problems: []string{noTask}},
		},
		{
			name: "key below wins over key above",
			text: "TASK: above\nSTATUS: OK\nTASK: below\nTASK: further below",
			want: Report{Found: true, Status: OK, Task: "below"},
		},
		{
			name: "nearest key above wins",
			text: "TASK: far\nTASK: near\nSTATUS: OK",
			want: Report{Found: true, Status: OK, Task: "near"},
		},
		{
			name: "block fenced as code is found",
			text: "Here is my report:\n\n```\nSTATUS: OK\nTASK: Task 10\nSUMMARY: all good\n```\n",
			want: Report{Found: true, Status: OK, Task: "Task 10", Summary: "all good"},
		},
		{
			name: "template fenced earlier, real block later",
			text: "The protocol:\n```text\nSTATUS: BLOCKED\nTASK: <task>\nREASON: <why>\n```\nDone.\n\nSTATUS: OK\nTASK: Task 11",
			want: Report{Found: true, Status: OK, Task: "Task 11"},
		},
		{
			name: "block quote with continued reason",
			text: "> STATUS: BLOCKED\n> TASK: Task 12\n> REASON: the plan's endpoint\n> returns 404\n>\n> Next steps…",
			want: Report{Found: true, Status: Blocked, Task: "Task 12", Reason: "the plan's endpoint\nreturns 404"},
		},
		{
			name: "markdown list with bold keys and code values",
			text: "- **STATUS:** `BLOCKED`\n- **TASK:** **Task 13 - cache**\n- **REASON:** `redis` is not available",
			want: Report{Found: true, Status: Blocked, Task: "Task 13 - cache", Reason: "`redis` is not available"},
		},
		{
			name: "words that start like keys are not keys",
			text: "STATUSES: many\nTasks: several\nStatus update: fine\nSTATUS: OK\nTASK: t",
			want: Report{Found: true, Status: OK, Task: "t"},
		},
		{
			name: "status word without colon is not a key",
			text: "STATUS OK\nTASK: t",
			want: Report{Problems: []string{noStatus, noTask}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Parse(tt.text)
			assert.Equal(t, tt.want, got)
			checkInvariants(t, got)
			checkEnds(t, tt.text)
		})
	}
}

// checkEnds checks ParseEnd on every end of text that starts at a line:
// when it is sure, it read what Parse reads from the whole text, and given
// the whole text it is always sure.
func checkEnds(t *testing.T, text string) {
	t.Helper()
	whole := Parse(text)
	for from := 0; from <= len(text); {
		got, sure := ParseEnd(text[from:], from == 0)
		if from == 0 && !sure {
			t.Fatalf("ParseEnd of the whole of %q is not sure", text)
		}
		if sure && !assert.Equal(t, whole, got) {
			t.Fatalf("ParseEnd of %q from byte %d is sure of another report", text, from)
		}
		i := strings.IndexByte(text[from:], '\n')
		if i < 0 {
			break
		}
		from += i + 1
	}
}

// A report in the end of a long message is read from the end alone; one
// whose paragraph reaches the start of the end is not.
func TestParseEndIsSureOnlyOfWhatItSaw(t *testing.T) {
	for _, tc := range []struct {
		end  string
		sure bool
	}{
		{"prose\n\nSTATUS: OK\nTASK: t", true},
		{"STATUS: OK\nTASK: t", false},
		{"TASK: t\nSTATUS: OK", false},
		{"STATUS: OK\nprose\n\nTASK: t\nSTATUS: BLOCKED\nREASON: r", true},
		{"```\nSTATUS: OK\nTASK: t\n```", true},
		{"no report here", false},
		{"", false},
	} {
		_, sure := ParseEnd(tc.end, false)
		assert.Equal(t, tc.sure, sure, tc.end)
	}
}

// TestParseDecorations: every way models decorate a STATUS line is read
// as the same key.
func TestParseDecorations(t *testing.T) {
	tests := []struct {
		line string
		want string
	}{
		{"STATUS: OK", OK},
		{"**STATUS:** OK", OK},
		{"**STATUS: OK**", OK},
		{"**STATUS**: OK", OK},
		{"__STATUS__: OK", OK},
		{"__STATUS:__ BLOCKED", Blocked},
		{"*STATUS:* OK", OK},
		{"`STATUS: OK`", OK},
		{"`STATUS`: `OK`", OK},
		{"> STATUS: OK", OK},
		{">> **STATUS:** OK", OK},
		{"- STATUS: OK", OK},
		{"* STATUS: OK", OK},
		{"+ STATUS: OK", OK},
		{"1. STATUS: OK", OK},
		{"12) STATUS: BLOCKED", Blocked},
		{"## STATUS: OK", OK},
		{"> - **STATUS:** BLOCKED", Blocked},
		{"   status:    ok   ", OK},
		{"Status : Blocked", Blocked},
		{"\tSTATUS:\tOK", OK},
		{"STATUS: OK.", OK},
		{"STATUS: **OK**!", OK},
		{"STATUS: blocked,", Blocked},
		{"STATUS: OK\r", OK},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got := Parse(tt.line + "\nTASK: t\nREASON: r")
			assert.True(t, got.Found)
			assert.Equal(t, tt.want, got.Status)
			assert.Equal(t, "t", got.Task)
			assert.Empty(t, got.Problems)
		})
	}
}

func TestReportJSON(t *testing.T) {
	out, err := json.Marshal(Parse("STATUS: OK\nTASK: t"))
	require.NoError(t, err)
	assert.Equal(t, `{"found":true,"status":"OK","task":"t","reason":"","summary":"","problems":[]}`, string(out))

	out, err = json.Marshal(Report{})
	require.NoError(t, err)
	assert.Equal(t, `{"found":false,"status":"","task":"","reason":"","summary":"","problems":[]}`, string(out))

	out, err = json.Marshal(Parse("STATUS: DONE"))
	require.NoError(t, err)
	assert.JSONEq(t, `{"found":true,"status":"","task":"","reason":"","summary":"","problems":[`+quote(invalid("DONE"))+`,`+quote(noTask)+`]}`, string(out))
}

func TestReportJSONKeepsHTMLCharacters(t *testing.T) {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	require.NoError(t, enc.Encode(Parse("STATUS: OK\nTASK: <task> & more")))
	assert.Equal(t, `{"found":true,"status":"OK","task":"<task> & more","reason":"","summary":"","problems":[]}`+"\n", b.String())
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// checkInvariants holds for every report Parse returns.
func checkInvariants(t *testing.T, r Report) {
	t.Helper()
	if r.Status != "" && r.Status != OK && r.Status != Blocked {
		t.Fatalf("Status %q is not empty, OK or BLOCKED", r.Status)
	}
	if !r.Found && r.Status != "" {
		t.Fatalf("Status %q without a STATUS line", r.Status)
	}
	usable := r.Status != "" && r.Task != "" && (r.Status != Blocked || r.Reason != "")
	if usable != (len(r.Problems) == 0) {
		t.Fatalf("usable=%t but problems=%q (report %+v)", usable, r.Problems, r)
	}
	for _, p := range r.Problems {
		if p == "" {
			t.Fatal("empty problem")
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"",
		"\n",
		"STATUS: OK\nTASK: t",
		"STATUS: BLOCKED\nTASK: t\nREASON: r\nmore",
		"TASK: t\nREASON: r\nSTATUS: BLOCKED",
		"**STATUS:** OK\n- **TASK:** `x`",
		"**STATUS: OK**",
		"__STATUS__: OK",
		"`STATUS: OK`",
		"> STATUS: BLOCKED\n> REASON:\n>",
		"1. STATUS: DONE",
		"the HTTP STATUS: 500 error",
		"```\nSTATUS: OK\n```",
		"STATUS: OK\r\nTASK: t\r\n",
		"STATUS:",
		"**",
		"`STATUS`",
		"STATUS: \xff\xfe",
		"# \n> \n- \n1.",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r := Parse(text)
		checkInvariants(t, r)
		checkEnds(t, text)
		if _, err := json.Marshal(r); err != nil {
			t.Fatalf("marshal: %v", err)
		}
		// CRLF line endings read the same; this also checks that values
		// sliced from the text and values rebuilt line by line agree.
		if crlf := Parse(strings.ReplaceAll(text, "\n", "\r\n")); !assert.Equal(t, r, crlf) {
			t.Fatalf("LF and CRLF differ for %q", text)
		}
	})
}

// report20MB is a 20 MB message: prose lines, with block (if any) placed
// at the start or the end.
func report20MB(block string, atEnd bool) string {
	const size = 20 << 20
	line := "Changed the handler so that empty entries return early; the HTTP STATUS: 500 path is untouched.\n"
	var b strings.Builder
	b.Grow(size + len(block))
	if !atEnd {
		b.WriteString(block)
	}
	for b.Len() < size {
		b.WriteString(line)
	}
	if atEnd {
		b.WriteString(block)
	}
	return b.String()
}

func BenchmarkParse20MB(b *testing.B) {
	const block = "\nSTATUS: BLOCKED\nTASK: Task 3 - auth\nREASON: plan says JWT\nbut the service uses OAuth2\n"
	cases := []struct {
		name string
		text string
	}{
		// The usual shape: a long message ending with its report.
		{"report-at-end", report20MB(block, true)},
		// Worst cases: the whole message is scanned.
		{"report-at-start", report20MB(block, false)},
		{"no-report", report20MB("", true)},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				r := Parse(c.text)
				if (c.name == "no-report") == r.Found {
					b.Fatalf("unexpected report %+v", r)
				}
			}
		})
	}
}

func BenchmarkParseFixture(b *testing.B) {
	text := fixtureReport(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if r := Parse(text); r.Status != OK {
			b.Fatalf("unexpected report %+v", r)
		}
	}
}

func TestMissingSaysWhatAndHow(t *testing.T) {
	msg := Missing(Parse("all done"))
	assert.True(t, strings.HasPrefix(msg, "Your final message needs a valid STATUS report (plan-compliance protocol): "), msg)
	assert.Contains(t, msg, "STATUS: OK\nTASK: <the task you were given")
	assert.Contains(t, msg, "STATUS: BLOCKED\nTASK: <the task>\nREASON:")
}
