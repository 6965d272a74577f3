package dispatch

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

const consentFixtures = "../../testdata/fixtures/claude-code-2.1.330"

// realTranscriptLines are the lines of the real main-session transcript:
// the request, the plan ("I'll update `parse.go` function `handleEntry`
// (lines 3-5) …"), then "go ahead" (line 26), the edits and the report.
func realTranscriptLines(t testing.TB) []string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(consentFixtures, "transcripts", "main-plan-consent-edit-agent.jsonl"))
	require.NoError(t, err)
	lines := strings.SplitAfter(strings.TrimRight(string(raw), "\n"), "\n")
	require.Contains(t, lines[26], `"go ahead"`, "fixture layout changed: line 26 should be the consent prompt")
	return lines
}

// transcriptUpTo writes the first n lines of the real transcript to a file:
// the session as it stood when a later prompt was submitted.
func transcriptUpTo(t testing.TB, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "session.jsonl")
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(realTranscriptLines(t)[:n], "")), 0o644))
	return path
}

// consentEvent is the real UserPromptSubmit payload with prompt and
// transcript_path replaced.
func consentEvent(t testing.TB, prompt, transcriptPath string) []byte {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(consentFixtures, "hooks", "05-user-prompt-submit-consent.json"))
	require.NoError(t, err)
	raw, err = sjson.SetBytes(raw, "prompt", prompt)
	require.NoError(t, err)
	raw, err = sjson.SetBytes(raw, "transcript_path", transcriptPath)
	require.NoError(t, err)
	return raw
}

// consentEnv is a private environment whose project may hold a gates.json.
func consentEnv(t testing.TB, projectConfig string) Env {
	t.Helper()
	project, state := t.TempDir(), t.TempDir()
	if projectConfig != "" {
		require.NoError(t, os.MkdirAll(filepath.Join(project, ".claude"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(project, ".claude", "gates.json"), []byte(projectConfig), 0o644))
	}
	vars := map[string]string{"CLAUDE_PLUGIN_DATA": state, "CLAUDE_PROJECT_DIR": project, "HOME": state}
	return Env{Getenv: func(k string) string { return vars[k] }, Environ: func() []string { return []string{"PATH=" + os.Getenv("PATH")} }}
}

func TestConsentPrompt(t *testing.T) {
	lines := realTranscriptLines(t)
	beforePrompt, withPrompt, later := 26, 27, len(lines)
	tests := []struct {
		name       string
		prompt     string
		transcript string // "" for one that does not exist yet
		config     string
		want       []string // in additionalContext; nil: no answer at all
		wantSystem string   // in systemMessage
	}{
		{name: "go ahead after the real plan, prompt not yet in the transcript", prompt: "go ahead", transcript: transcriptUpTo(t, beforePrompt),
			want: []string{`"go ahead" approves your plan`, "handleEntry", "without asking for confirmation again"}},
		{name: "go ahead after the real plan, prompt already in the transcript", prompt: "go ahead", transcript: transcriptUpTo(t, withPrompt),
			want: []string{`"go ahead" approves your plan`}},
		{name: "ok asks for one confirmation", prompt: "ok", transcript: transcriptUpTo(t, beforePrompt),
			want: []string{`Ask exactly: "` + consent.AskConfirm + `"`}},
		{name: "wait does not approve", prompt: "wait", transcript: transcriptUpTo(t, beforePrompt),
			want: []string{`"wait" does not approve your plan`, "Do not start it"}},
		{name: "negation trap", prompt: "don't go ahead", transcript: transcriptUpTo(t, beforePrompt),
			want: []string{`"don't go ahead" does not approve your plan`}},
		{name: "a change", prompt: "yes, but skip the tests", transcript: transcriptUpTo(t, beforePrompt),
			want: []string{"with a change", consent.AskAdjusted}},
		{name: "stop after the plan was approved and carried out", prompt: "wait, revert that", transcript: transcriptUpTo(t, later),
			want: []string{"after the plan was approved", "Stop now", consent.AskCourse}},
		{name: "a question with nothing pending and no consent words", prompt: "how do I run the tests?", transcript: "",
			want: nil},
		{name: "a bare yes with no transcript yet", prompt: "yes", transcript: "",
			want: []string{`"yes" is not approval of any change`}},
		{name: "disabled in gates.json", prompt: "go ahead", transcript: transcriptUpTo(t, beforePrompt),
			config: `{"consent": {"enabled": false}}`, want: nil},
		{name: "an extra high phrase from gates.json", prompt: "make it happen", transcript: transcriptUpTo(t, beforePrompt),
			config: `{"consent": {"high": ["make it happen"]}}`, want: []string{`"make it happen" approves your plan`}},
		{name: "a bad consent section fails open, loudly", prompt: "go ahead", transcript: transcriptUpTo(t, beforePrompt),
			config: `{"consent": {"enabled": "yes"}}`, wantSystem: "consent.enabled: expected true or false"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := tt.transcript
			if path == "" {
				path = filepath.Join(t.TempDir(), "not-written-yet.jsonl")
			}
			var trace strings.Builder
			env := consentEnv(t, tt.config)
			env.Trace = &trace
			resp := Handle(context.Background(), env, consentEvent(t, tt.prompt, path))
			out := resp.JSON()
			if tt.wantSystem != "" {
				assert.Contains(t, resp.Message, tt.wantSystem, "trace:\n%s", trace.String())
				assert.False(t, resp.Blocks(), "fail open by default")
				return
			}
			if tt.want == nil {
				assert.Nil(t, out, "no answer expected; trace:\n%s", trace.String())
				return
			}
			require.NotNil(t, out, "trace:\n%s", trace.String())
			assert.Equal(t, event.UserPromptSubmit, gjson.GetBytes(out, "hookSpecificOutput.hookEventName").String())
			ctx := gjson.GetBytes(out, "hookSpecificOutput.additionalContext").String()
			for _, w := range tt.want {
				assert.Contains(t, ctx, w)
			}
			assert.False(t, gjson.GetBytes(out, "decision").Exists(), "the prompt must never be blocked")
		})
	}
}

// TestConsentPromptExplain shows the consent step in the explain trace.
func TestConsentPromptExplain(t *testing.T) {
	var trace strings.Builder
	env := consentEnv(t, "")
	env.Trace = &trace
	Handle(context.Background(), env, consentEvent(t, "go ahead", transcriptUpTo(t, 26)))
	assert.Contains(t, trace.String(), "consent: read 2 message(s)")
	assert.Contains(t, trace.String(), "consent: composite_consent_confirmed (signal high, modification none, concreteness 4, proximity immediate")
}

// writeTranscript writes a transcript of about size bytes: older history
// made of a real tool-using turn (prompt, tool calls, tool results, the
// report), repeated, then the real session up to the moment "go ahead" was
// submitted (without its two largest lines, an API request shape and an
// attachment, so the 100 KB file holds more than the messages consent
// reads). Both sizes end with the same recent conversation.
func writeTranscript(b *testing.B, dir string, size int64) string {
	b.Helper()
	lines := realTranscriptLines(b)
	var unit bytes.Buffer
	for _, l := range lines[26:45] {
		unit.WriteString(l)
	}
	var tailB strings.Builder
	for i, l := range lines[:26] {
		if i != 13 && i != 18 {
			tailB.WriteString(l)
		}
	}
	tail := tailB.String()
	path := filepath.Join(dir, fmt.Sprintf("session-%d.jsonl", size))
	f, err := os.Create(path)
	require.NoError(b, err)
	w := bufio.NewWriterSize(f, 1<<20)
	for written := int64(0); written+int64(unit.Len())+int64(len(tail)) <= size; written += int64(unit.Len()) {
		_, err = w.Write(unit.Bytes())
		require.NoError(b, err)
	}
	_, err = w.WriteString(tail)
	require.NoError(b, err)
	require.NoError(b, w.Flush())
	require.NoError(b, f.Close())
	return path
}

// BenchmarkUserPromptSubmitTranscript runs the whole UserPromptSubmit path
// (decode, config, transcript tail, classification, answer) on transcripts
// of 100 KB and 300 MB with the same recent conversation: the cost must not
// grow with the transcript (the bar: 300 MB at most 1.25× 100 KB).
func BenchmarkUserPromptSubmitTranscript(b *testing.B) {
	dir := b.TempDir()
	for _, size := range []struct {
		name  string
		bytes int64
	}{{"100KB", 100 << 10}, {"300MB", 300 << 20}} {
		path := writeTranscript(b, dir, size.bytes)
		event := consentEvent(b, "go ahead", path)
		env := consentEnv(b, "")
		b.Run(size.name, func(b *testing.B) {
			for b.Loop() {
				resp := Handle(context.Background(), env, event)
				if !strings.Contains(resp.Context, "approves your plan") {
					b.Fatalf("unexpected answer %s", resp.JSON())
				}
			}
		})
	}
}
