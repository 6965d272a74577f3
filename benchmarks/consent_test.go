package benchmarks

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/sjson"
)

// consentTranscript writes a transcript of about size bytes: older history
// made of a real tool-using turn of the recorded 2.1.330 session, repeated,
// then that session up to the moment "go ahead" was submitted (the request
// and the plan; without its two largest lines, so the 100 KB file holds the
// recent messages the hook reads). Both sizes end with the same recent
// conversation.
func consentTranscript(b *testing.B, size int64) string {
	b.Helper()
	raw, err := os.ReadFile(filepath.Join(fixtures, "..", "transcripts", "main-plan-consent-edit-agent.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	lines := strings.SplitAfter(strings.TrimRight(string(raw), "\n"), "\n")
	if !strings.Contains(lines[26], `"go ahead"`) {
		b.Fatal("fixture layout changed: line 26 should be the consent prompt")
	}
	unit := strings.Join(lines[26:45], "")
	var tail strings.Builder
	for i, l := range lines[:26] {
		if i != 13 && i != 18 {
			tail.WriteString(l)
		}
	}
	path := filepath.Join(b.TempDir(), "session.jsonl")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	for n := int64(0); n+int64(len(unit)+tail.Len()) <= size; n += int64(len(unit)) {
		if _, err := w.WriteString(unit); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := w.WriteString(tail.String()); err != nil {
		b.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := f.Sync(); err != nil { // written back before timing starts
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return path
}

// consentPrompt is the real UserPromptSubmit payload ("go ahead") pointing
// at transcript.
func consentPrompt(b *testing.B, transcript string) []byte {
	b.Helper()
	raw, err := sjson.SetBytes(Fixture(b, "05-user-prompt-submit-consent.json"), "transcript_path", transcript)
	if err != nil {
		b.Fatal(err)
	}
	return raw
}

// BenchmarkHookConsent100KBTranscript and BenchmarkHookConsent300MBTranscript
// are whole hook processes answering "go ahead" after the real plan. Issue 4:
// the 300 MB one takes at most 1.25× the 100 KB one (the hook reads only the
// end of the transcript).
func BenchmarkHookConsent100KBTranscript(b *testing.B) {
	Process{Stdin: consentPrompt(b, consentTranscript(b, 100<<10))}.Run(b, built.get(b).hook)
}

// BenchmarkHookConsent300MBTranscript: see BenchmarkHookConsent100KBTranscript.
func BenchmarkHookConsent300MBTranscript(b *testing.B) {
	Process{Stdin: consentPrompt(b, consentTranscript(b, 300<<20))}.Run(b, built.get(b).hook)
}
