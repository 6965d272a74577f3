package qwen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

const subagentFixtures = "../../../testdata/fixtures/qwen-code-0.24.4/subagent-changes"

// recordedProject lays the recorded SubagentStop's files out as Qwen Code
// did, under a temporary ~/.qwen/projects/<project>, and returns the
// payload with its paths pointing there.
func recordedProject(t *testing.T, withSubagentChat bool) (payload, project string) {
	t.Helper()
	const recorded = "/home/dev/.qwen/projects/-home-dev-project"
	project = t.TempDir()
	raw, err := os.ReadFile(filepath.Join(subagentFixtures, "subagent-stop.json"))
	require.NoError(t, err)
	payload = strings.ReplaceAll(string(raw), recorded, project)
	ev, err := Client{}.Decode(payload)
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Join(project, "chats"), 0o755))
	require.NoError(t, os.WriteFile(ev.TranscriptPath(), []byte(`{"type":"user","message":{"role":"user","parts":[{"text":"MAIN: run the plan"}]}}`+"\n"), 0o600))
	if withSubagentChat {
		chat, err := os.ReadFile(filepath.Join(subagentFixtures, "agent-general-purpose-call_fake_1.jsonl"))
		require.NoError(t, err)
		dir := filepath.Join(project, "subagents", ev.SessionID())
		require.NoError(t, os.MkdirAll(dir, 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, "agent-"+ev.AgentID()+".jsonl"), chat, 0o600))
	}
	return payload, project
}

// A foreground subagent's SubagentStop names the parent's chat as its
// transcript (recorded with 0.24.4); its changes, prompt and report come
// from its own chat file beside it, as Qwen Code wrote it.
func TestForegroundSubagentTranscript(t *testing.T) {
	payload, project := recordedProject(t, true)
	ev, err := Client{}.Decode(payload)
	require.NoError(t, err)
	require.Equal(t, ev.TranscriptPath(), ev.AgentTranscriptPath(), "the recording: agent_transcript_path is the parent's chat")
	tr := ev.AgentTranscript()
	require.NotNil(t, tr)
	assert.Equal(t, filepath.Join(project, "subagents", ev.SessionID(), "agent-general-purpose-call_fake_1.jsonl"), tr.Path())

	changes, partial, err := tr.Changes(0)
	require.NoError(t, err)
	assert.False(t, partial)
	assert.Equal(t, []event.Change{
		{Tool: "Write", Path: "/home/dev/project/a.txt", Dir: "/home/dev/project", Created: true},
		{Tool: "Edit", Path: "/home/dev/project/b.txt", Dir: "/home/dev/project", Edits: []event.Replacement{{Old: "one", New: "two"}}},
		{Tool: "Bash", Command: "echo x > c.txt", Dir: "/home/dev/project"},
	}, changes, "read_file changes nothing")

	prompt, err := tr.FirstPrompt(1 << 20)
	require.NoError(t, err)
	assert.Equal(t, "SUB-1: do Task 1", prompt)
	report, err := tr.LastAssistantText()
	require.NoError(t, err)
	assert.Equal(t, "done\n\nSTATUS: OK\nTASK: Task 1\nSUMMARY: s", report)
	done, err := tr.EndsWith(report, 1<<20)
	require.NoError(t, err)
	assert.True(t, done)

	main := ev.Transcript()
	require.NotNil(t, main)
	assert.Equal(t, ev.TranscriptPath(), main.Path(), "the main thread's transcript stays the parent's chat")
}

// Without the subagent's own file the reads fail, naming it: the scope
// check then says it could not check, and never reads the parent's chat
// as the subagent's.
func TestForegroundSubagentChatMissing(t *testing.T) {
	payload, _ := recordedProject(t, false)
	ev, err := Client{}.Decode(payload)
	require.NoError(t, err)
	_, _, err = ev.AgentTranscript().Changes(0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "agent-general-purpose-call_fake_1.jsonl")
}

// Names from the payload are path elements: one that would step out of
// Qwen's directory finds no transcript.
func TestSubagentChatHostileNames(t *testing.T) {
	chat := "/h/.qwen/projects/p/chats/s.jsonl"
	got, ok := SubagentChat(chat, "s", "general-purpose-call_1")
	assert.True(t, ok)
	assert.Equal(t, "/h/.qwen/projects/p/subagents/s/agent-general-purpose-call_1.jsonl", got)
	for _, tc := range []struct{ chat, session, agent string }{
		{chat, "..", "a"},
		{chat, "s", "../../../etc/passwd"},
		{chat, "s/../..", "a"},
		{chat, "", "a"},
		{chat, "s", ""},
		{chat, "s", `a\b`},
		{"/h/elsewhere/s.jsonl", "s", "a"},
	} {
		_, ok := SubagentChat(tc.chat, tc.session, tc.agent)
		assert.False(t, ok, "%+v", tc)
	}
	in, err := Decode(`{"hook_event_name":"SubagentStop","session_id":"../x","agent_id":"a","transcript_path":"` + chat + `","agent_transcript_path":"` + chat + `"}`)
	require.NoError(t, err)
	assert.Nil(t, in.AgentTranscript())
}

// A failed or refused call changed nothing; a shell command counts only
// with exit code 0.
func TestChangesSkipsFailures(t *testing.T) {
	lines := []string{
		`{"type":"assistant","cwd":"/w","message":{"role":"model","parts":[{"functionCall":{"id":"c1","name":"write_file","args":{"file_path":"/w/denied.txt","content":"x"}}}]}}`,
		`{"type":"tool_result","cwd":"/w","message":{"role":"user","parts":[{"functionResponse":{"id":"c1","name":"write_file","response":{"error":"denied by hook"}}}]}}`,
		`{"type":"assistant","cwd":"/w","message":{"role":"model","parts":[{"functionCall":{"id":"c2","name":"run_shell_command","args":{"command":"make > out.txt","directory":"sub"}}}]}}`,
		`{"type":"tool_result","cwd":"/w","message":{"role":"user","parts":[{"functionResponse":{"id":"c2","name":"run_shell_command","response":{"output":"Command: make\nExit Code: 2\nSignal: (none)"}}}]}}`,
		`{"type":"assistant","cwd":"/w","message":{"role":"model","parts":[{"functionCall":{"id":"c3","name":"run_shell_command","args":{"command":"touch ok.txt","directory":"sub"}}}]}}`,
		`{"type":"tool_result","cwd":"/w","message":{"role":"user","parts":[{"functionResponse":{"id":"c3","name":"run_shell_command","response":{"output":"Command: touch ok.txt\nExit Code: 0\nSignal: (none)"}}}]}}`,
		`{"type":"assistant","cwd":"/w","message":{"role":"model","parts":[{"functionCall":{"id":"c4","name":"edit","args":{"file_path":"/w/unanswered.go","old_string":"a","new_string":"b"}}}]}}`,
	}
	p := filepath.Join(t.TempDir(), "agent.jsonl")
	require.NoError(t, os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o600))
	got, _, err := TranscriptAt(p).Changes(0)
	require.NoError(t, err)
	assert.Equal(t, []event.Change{{Tool: "Bash", Command: "touch ok.txt", Dir: "/w/sub"}}, got)
}

// BenchmarkChangesQwenSubagent is the scope check's read of a recorded
// foreground subagent's chat (SubagentStop, on the hook's path).
func BenchmarkChangesQwenSubagent(b *testing.B) {
	t := TranscriptAt(filepath.Join(subagentFixtures, "agent-general-purpose-call_fake_1.jsonl"))
	for b.Loop() {
		if got, _, err := t.Changes(0); err != nil || len(got) != 3 {
			b.Fatal(err, len(got))
		}
	}
}
