package claude

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"
)

// fieldPaths are the paths the hook reads, and some it could.
var fieldPaths = []string{
	"hook_event_name", "session_id", "cwd", "transcript_path", "agent_id", "agent_type", "agent_transcript_path",
	"stop_hook_active", "last_assistant_message", "prompt", "tool_name", "tool_input", "tool_response",
	"tool_use_id", "permission_mode", "source", "prompt_id", "output", "effort", "effort.level",
	"tool_input.file_path", "tool_input.old_string", "tool_input.edits", "tool_input.edits.0.new_string",
	"tool_response.content.0.text", "tool_response.status", "tool_response.structuredPatch",
	"a", "a.b", "0", "", "tool_input|@this", "tool_*", `a\.b`, "#", "missing.deeper",
}

// sameAsGjson checks that Input.Get answers every path as gjson.Get on the
// whole input does.
func sameAsGjson(t *testing.T, raw string) {
	t.Helper()
	in, err := DecodeString(raw)
	if err != nil {
		return
	}
	paths := append([]string(nil), fieldPaths...)
	gjson.Parse(raw).ForEach(func(k, _ gjson.Result) bool {
		paths = append(paths, k.Str)
		return true
	})
	for _, p := range paths {
		want, got := gjson.Get(raw, p), in.Get(p)
		if want.Type != got.Type || want.Str != got.Str || want.Raw != got.Raw || want.Num != got.Num || want.Exists() != got.Exists() {
			t.Fatalf("path %q of %q:\n got %#v\nwant %#v", p, raw, got, want)
		}
	}
}

func TestFieldsMatchGjson(t *testing.T) {
	entries, err := os.ReadDir(fixtures)
	require.NoError(t, err)
	for _, e := range entries {
		sameAsGjson(t, string(fixture(t, e.Name())))
	}
	for _, raw := range []string{
		`{}`, ` { "a" : { "b" : [1, "x\"}"] } , "a": 2 }`, `{"a":"\u00e9\ud83d\ude00\ud800x\/\\\b\f\n\r\t"}`,
		`{"a\"b":1,"a.b":2,"a":{"b":3}}`, `{"0":"zero","prompt":null,"stop_hook_active":true,"n":-1.5e3}`,
		`{"last_assistant_message":"` + strings.Repeat(`a \"b\"\n`, 1000) + `","tool_name":"Edit"}`,
	} {
		sameAsGjson(t, raw)
	}
}

// FuzzFields: on any input Decode accepts, Input.Get reads every path as
// gjson does on the whole input.
func FuzzFields(f *testing.F) {
	entries, err := os.ReadDir(fixtures)
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		f.Add(string(fixture(f, e.Name())))
	}
	f.Add(`{"a":"\ud83d\ude00","a":1}`)
	f.Fuzz(func(t *testing.T, raw string) { sameAsGjson(t, raw) })
}

// A field is read without scanning the report before it again, and the
// report is unescaped once however often it is read.
func TestLargeReportIsReadOnce(t *testing.T) {
	report := strings.Repeat("line \"quoted\"\n", 1<<16)
	in, err := DecodeString(`{"last_assistant_message":` + quote(report) + `,"hook_event_name":"SubagentStop"}`)
	require.NoError(t, err)
	assert.Equal(t, report, reportOf(in))
	assert.Equal(t, "SubagentStop", in.Kind())
	allocs := testing.AllocsPerRun(10, func() {
		_ = len(reportOf(in)) + len(in.Kind()) + len(in.ToolName()) + len(in.Get("last_assistant_message").Raw)
	})
	assert.Zero(t, allocs, "read again: no copy, no scan")
}

func quote(s string) string {
	r := strings.NewReplacer(`"`, `\"`, "\n", `\n`, `\`, `\\`)
	return `"` + r.Replace(s) + `"`
}

// BenchmarkDecodeFixture is decoding a real event and reading the fields a
// handler reads: the small-payload hot path.
func BenchmarkDecodeFixture(b *testing.B) {
	raw := string(fixture(b, "08-pre-tool-use-edit.json"))
	for b.Loop() {
		in, err := DecodeString(raw)
		if err != nil {
			b.Fatal(err)
		}
		_ = in.Kind() + in.ToolName() + in.SessionID() + in.ToolInput().Get("file_path").String() + in.CWD()
	}
}

// BenchmarkReadEventFixture is BenchmarkDecodeFixture through the
// client-neutral event, as dispatch reads it, the edit normalised too.
func BenchmarkReadEventFixture(b *testing.B) {
	raw := string(fixture(b, "08-pre-tool-use-edit.json"))
	for b.Loop() {
		ev, err := Read(raw)
		if err != nil {
			b.Fatal(err)
		}
		e, _ := ev.Edit()
		_ = ev.Kind() + ev.ToolName() + ev.SessionID() + e.Path + ev.CWD()
	}
}

// BenchmarkDecode20MBReport is decoding a SubagentStop with a 20 MB report
// and reading its fields, the report twice.
func BenchmarkDecode20MBReport(b *testing.B) {
	raw := `{"hook_event_name":"SubagentStop","last_assistant_message":` + quote(strings.Repeat("line of a \"report\"\n", 20<<20/20)) + `,"agent_type":"general-purpose"}`
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		in, err := DecodeString(raw)
		if err != nil {
			b.Fatal(err)
		}
		_ = in.Kind() + in.AgentType() + in.ToolName() + in.SessionID() + in.AgentID()
		_ = len(reportOf(in)) + len(reportOf(in))
	}
}

// reportOf is the report text of in, sent or not.
func reportOf(in Input) string {
	text, _ := in.Report()
	return text
}
