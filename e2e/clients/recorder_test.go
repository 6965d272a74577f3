//go:build e2e

package clients

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/plan-compliance/plan-compliance/e2e/fakeapi"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// recorderScript is the hook every event runs: `recorder.sh EVENT`. It
// saves its stdin as NNN-EVENT.json and the hook-related environment as
// NNN-EVENT.env in $REC_DIR, then answers with the files a test left in
// $REC_DIR/answers: EVENT.out is printed on stdout, EVENT.err on stderr,
// and EVENT.exit is the exit code (default 0, printing nothing). An answer
// is used once: the call after it gets the default again, so a block
// cannot loop.
const recorderScript = `#!/bin/sh
ev=$1
d=$REC_DIR
n=$(ls "$d" | grep -c '\.json$')
f=$(printf '%s/%03d-%s' "$d" "$n" "$ev")
cat > "$f.json.tmp" && mv "$f.json.tmp" "$f.json"
env | grep -E '^(CODEX|QWEN|CLAUDE|GEMINI|PLUGIN|OPENAI_MODEL)[A-Z_]*=' | grep -v KEY | sort > "$f.env"
a=$d/answers/$ev
[ -f "$a.out" ] && cat "$a.out"
[ -f "$a.err" ] && cat "$a.err" >&2
code=0
[ -f "$a.exit" ] && code=$(cat "$a.exit")
rm -f "$a.out" "$a.err" "$a.exit"
exit "$code"
`

// recorder is one run's hook recording directory.
type recorder struct {
	dir    string
	script string
}

func newRecorder(t *testing.T) *recorder {
	t.Helper()
	base := t.TempDir()
	r := &recorder{dir: filepath.Join(base, "rec"), script: filepath.Join(base, "recorder.sh")}
	must(t, os.MkdirAll(filepath.Join(r.dir, "answers"), 0o755))
	must(t, os.WriteFile(r.script, []byte(recorderScript), 0o755))
	return r
}

// answer makes the hook for event print out and exit with code.
func (r *recorder) answer(t *testing.T, event, out string, code int) {
	t.Helper()
	p := filepath.Join(r.dir, "answers", event)
	must(t, os.WriteFile(p+".out", []byte(out), 0o644))
	must(t, os.WriteFile(p+".exit", []byte(fmt.Sprint(code)), 0o644))
}

// answerStderr makes the hook for event write msg on stderr and exit with code.
func (r *recorder) answerStderr(t *testing.T, event, msg string, code int) {
	t.Helper()
	p := filepath.Join(r.dir, "answers", event)
	must(t, os.WriteFile(p+".err", []byte(msg), 0o644))
	must(t, os.WriteFile(p+".exit", []byte(fmt.Sprint(code)), 0o644))
}

// record is one recorded hook call.
type record struct {
	Name    string // file name without extension, e.g. 003-PreToolUse
	Event   string
	Payload map[string]any
	Raw     []byte
	Env     string
}

func (r *recorder) records(t *testing.T) []record {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(r.dir, "*.json"))
	must(t, err)
	sort.Strings(names)
	var out []record
	for _, n := range names {
		raw, err := os.ReadFile(n)
		must(t, err)
		base := strings.TrimSuffix(filepath.Base(n), ".json")
		rec := record{Name: base, Event: base[strings.Index(base, "-")+1:], Raw: raw}
		if err := json.Unmarshal(raw, &rec.Payload); err != nil {
			t.Errorf("hook %s got stdin that is not one JSON object: %v\n%s", base, err, raw)
		}
		env, _ := os.ReadFile(filepath.Join(r.dir, base+".env"))
		rec.Env = string(env)
		out = append(out, rec)
	}
	return out
}

// events lists the event names of the records, in order.
func events(recs []record) []string {
	var out []string
	for _, r := range recs {
		out = append(out, r.Event)
	}
	return out
}

// find returns the first record of event whose raw payload holds every
// string in has.
func find(recs []record, event string, has ...string) (record, bool) {
	for _, r := range recs {
		if r.Event != event {
			continue
		}
		ok := true
		for _, h := range has {
			ok = ok && strings.Contains(string(r.Raw), h)
		}
		if ok {
			return r, true
		}
	}
	return record{}, false
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// commonFields are the payload fields every recorded event must carry.
var commonFields = []string{"session_id", "transcript_path", "cwd", "hook_event_name"}

// checkShape fails unless rec's payload has the common fields and want.
func checkShape(t *testing.T, rec record, want ...string) {
	t.Helper()
	for _, f := range append(append([]string(nil), commonFields...), want...) {
		if _, ok := rec.Payload[f]; !ok {
			t.Errorf("%s: payload lacks %q: %s", rec.Name, f, rec.Raw)
		}
	}
	if got := rec.Payload["hook_event_name"]; got != rec.Event {
		t.Errorf("%s: hook_event_name is %v, want %s", rec.Name, got, rec.Event)
	}
}

// envRecord, when set, makes the recording tests write what they saw into
// testdata/fixtures (otherwise they only check it).
const envRecord = "PLAN_COMPLIANCE_E2E_RECORD"

// fixtures writes recs as DIR/hooks/<label>.json (and the hook-related
// environment the hook saw as <label>.env) and each
// transcript (label → file) as DIR/transcripts/<label>, with rewrite
// applied (temporary paths → /home/dev), when envRecord is set.
func fixtures(t *testing.T, dir string, rewrite *strings.Replacer, recs map[string]record, transcripts map[string]string) {
	t.Helper()
	if os.Getenv(envRecord) == "" {
		return
	}
	labels := make([]string, 0, len(recs))
	for l := range recs {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	must(t, os.MkdirAll(filepath.Join(dir, "hooks"), 0o755))
	for _, l := range labels {
		var pretty bytes.Buffer
		must(t, json.Indent(&pretty, []byte(rewrite.Replace(string(recs[l].Raw))), "", "  "))
		pretty.WriteByte('\n')
		must(t, os.WriteFile(filepath.Join(dir, "hooks", l+".json"), pretty.Bytes(), 0o644))
		if env := recs[l].Env; env != "" {
			must(t, os.WriteFile(filepath.Join(dir, "hooks", l+".env"), []byte(rewrite.Replace(env)), 0o644))
		}
	}
	if len(transcripts) > 0 {
		must(t, os.MkdirAll(filepath.Join(dir, "transcripts"), 0o755))
	}
	for label, src := range transcripts {
		raw, err := os.ReadFile(src)
		must(t, err)
		must(t, os.WriteFile(filepath.Join(dir, "transcripts", label), []byte(rewrite.Replace(string(raw))), 0o644))
	}
	t.Logf("wrote fixtures into %s", dir)
}

// repoDir is the repository root (this package is two levels below it).
func repoDir(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	must(t, err)
	return filepath.Dir(filepath.Dir(wd))
}

// version runs `bin --version` and returns its last word.
func version(t *testing.T, bin string) string {
	t.Helper()
	out, err := exec.Command(bin, "--version").Output()
	must(t, err)
	f := strings.Fields(string(out))
	if len(f) == 0 {
		t.Fatalf("%s --version printed nothing", bin)
	}
	return f[len(f)-1]
}

// probe is one hook answer whose effect a test observes.
type probe struct {
	name   string
	event  string
	out    string // stdout of the hook (JSON)
	stderr string
	code   int
	marker string // unique text in the answer, looked for downstream
	agent  bool   // the answer needs a subagent scenario
}

// seen is what became of a probe's marker.
type seen struct {
	// Model is the message of the first request to the model that holds
	// the marker, as "<thread>: [<role>] <text>", or "" when none did.
	Model string
	// Seq is that request's number (for the log: it varies with timing).
	Seq int
	// CLI tells whether the client's own output (what its user sees) held it.
	CLI bool
	// Ran tells whether the shell command of the scenario ran (out.txt exists).
	Ran bool
}

// observe finds the marker in the requests and output of a run.
func observe(api *fakeapi.Server, output, work, marker string) seen {
	var s seen
	for _, q := range api.Requests() {
		if !strings.Contains(q.Conversation, marker) {
			continue
		}
		for n, msg := range strings.Split(q.Tail, "\n[") {
			if n > 0 {
				msg = "[" + msg
			}
			if i := strings.Index(msg, marker); i >= 0 {
				s.Model, s.Seq = fmt.Sprintf("%s: %s", q.Thread, around(msg, i, len(marker))), q.Seq
				break
			}
		}
		if s.Model == "" {
			s.Model, s.Seq = fmt.Sprintf("%s: (earlier in the conversation)", q.Thread), q.Seq
		}
		break
	}
	s.CLI = strings.Contains(output, marker)
	_, err := os.Stat(filepath.Join(work, "out.txt"))
	s.Ran = err == nil
	return s
}

// around shows a message by its role tag and the text around the marker
// at i (length n): the whole message when it is short.
func around(msg string, i, n int) string {
	flat := func(s string) string { return strings.ReplaceAll(s, "\n", "⏎") }
	if len(msg) <= 300 {
		return flat(msg)
	}
	role, _, _ := strings.Cut(msg, "] ")
	from, to := max(i-120, 0), min(i+n+120, len(msg))
	return flat(role + "] …" + msg[from:to] + "…")
}

// probes are the hook answers the Honours tests try on every client, one
// run each.
var probes = []probe{
	{name: "stop-block", event: "Stop", out: `{"decision":"block","reason":"PROBE-STOP-REASON"}`, marker: "PROBE-STOP-REASON"},
	{name: "subagent-stop-block", event: "SubagentStop", out: `{"decision":"block","reason":"PROBE-SUBSTOP-REASON"}`, marker: "PROBE-SUBSTOP-REASON", agent: true},
	{name: "pre-tool-deny", event: "PreToolUse", out: `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"PROBE-DENY-REASON"}}`, marker: "PROBE-DENY-REASON"},
	{name: "pre-tool-ask", event: "PreToolUse", out: `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"PROBE-ASK-REASON"}}`, marker: "PROBE-ASK-REASON"},
	{name: "pre-tool-exit2", event: "PreToolUse", stderr: "PROBE-PRE-EXIT2", code: 2, marker: "PROBE-PRE-EXIT2"},
	{name: "post-tool-block", event: "PostToolUse", out: `{"decision":"block","reason":"PROBE-POST-REASON"}`, marker: "PROBE-POST-REASON"},
	{name: "prompt-context", event: "UserPromptSubmit", out: `{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"PROBE-CONTEXT"}}`, marker: "PROBE-CONTEXT"},
	{name: "prompt-block", event: "UserPromptSubmit", out: `{"decision":"block","reason":"PROBE-PROMPT-BLOCK"}`, marker: "PROBE-PROMPT-BLOCK"},
	{name: "session-start-context", event: "SessionStart", out: `{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"PROBE-SESSION-CONTEXT"}}`, marker: "PROBE-SESSION-CONTEXT"},
	{name: "system-message", event: "PostToolUse", out: `{"systemMessage":"PROBE-SYSTEM-MESSAGE"}`, marker: "PROBE-SYSTEM-MESSAGE"},
	{name: "post-tool-context", event: "PostToolUse", out: `{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"PROBE-POST-CONTEXT <b>"}}`, marker: "PROBE-POST-CONTEXT"},
	{name: "post-tool-continue-false", event: "PostToolUse", out: `{"continue":false,"stopReason":"PROBE-POST-STOP"}`, marker: "PROBE-POST-STOP"},
	{name: "stop-exit2", event: "Stop", stderr: "PROBE-STOP-EXIT2", code: 2, marker: "PROBE-STOP-EXIT2"},
}

// outcome is what a client was seen to do with one probe.
type outcome struct {
	// model is a part of the first model-bound message holding the marker
	// ("" means no request to the model held it); cli and ran as in seen.
	model    string
	cli, ran bool
	// mainHas, when set, must occur in a request of the main thread (for
	// a subagent block: the report the parent receives).
	mainHas string
}

// check fails unless got is what the client was seen to do with p.
func (want outcome) check(t *testing.T, p probe, got seen, api *fakeapi.Server, rec *recorder) {
	t.Helper()
	t.Logf("SEEN %s: model=%q (request #%d) cli=%v ran=%v", p.name, got.Model, got.Seq, got.CLI, got.Ran)
	t.Logf("events: %v", events(rec.records(t)))
	if want.model == "" && got.Model != "" || !strings.Contains(got.Model, want.model) {
		t.Errorf("the marker reached the model as %q, want a message holding %q", got.Model, want.model)
	}
	if got.CLI != want.cli || got.Ran != want.ran {
		t.Errorf("cli output held the marker: %v (want %v); the command ran: %v (want %v)", got.CLI, want.cli, got.Ran, want.ran)
	}
	if want.mainHas != "" {
		found := false
		for _, q := range api.Conversations(fakeapi.Main) {
			found = found || strings.Contains(q.Conversation, want.mainHas)
		}
		if !found {
			t.Errorf("no request of the main thread holds %q", want.mainHas)
		}
	}
	if t.Failed() || os.Getenv("PLAN_COMPLIANCE_E2E_REPORT") != "" {
		t.Log(api.Log())
	}
}

// runProbes runs every probe as a subtest: run starts a fresh client with
// the probe's answer in place, runs its scenario and returns what it saw;
// the outcome is checked against seenBy, which must cover every probe.
func runProbes(t *testing.T, seenBy map[string]outcome, run func(t *testing.T, p probe) (seen, *fakeapi.Server, *recorder)) {
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			want, ok := seenBy[p.name]
			if !ok {
				t.Fatalf("no outcome is recorded for probe %s", p.name)
			}
			got, api, rec := run(t, p)
			want.check(t, p, got, api, rec)
		})
	}
}

// answer sets the probe's answer in rec.
func (p probe) answer(t *testing.T, rec *recorder) {
	t.Helper()
	if p.stderr != "" {
		rec.answerStderr(t, p.event, p.stderr, p.code)
		return
	}
	rec.answer(t, p.event, p.out, p.code)
}

// realHome is the home directory of the user running the tests, where the
// clients are cached; fixtures show it as /home/dev.
func realHome(t *testing.T) string {
	t.Helper()
	h, err := os.UserHomeDir()
	must(t, err)
	return h
}
