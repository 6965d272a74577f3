package transcript

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// BenchmarkForwardLines50MB is the forward reader alone over 50 MB of
// lines of about 2 KB (the adapters' Changes read this window).
func BenchmarkForwardLines50MB(b *testing.B) {
	path := filepath.Join(b.TempDir(), "t.jsonl")
	line := `{"type":"assistant","text":"` + strings.Repeat("x", 2000) + `"}` + "\n"
	require.NoError(b, os.WriteFile(path, []byte(strings.Repeat(line, (50<<20)/len(line))), 0o600))
	f, size, err := Open(path)
	require.NoError(b, err)
	defer f.Close()
	b.ResetTimer()
	for b.Loop() {
		n := 0
		if err := Forward(f, 0, size, forwardChunk, func([]byte) bool { n++; return true }); err != nil || n == 0 {
			b.Fatal(err)
		}
	}
}

// The engine reads only what a Parser calls a message: lines it rejects
// (other clients' shapes, bookkeeping) are passed over, and a FIFO or a
// directory is refused before anything is read.
func TestMessagesUseTheParser(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "t.jsonl")
	require.NoError(t, os.WriteFile(path, []byte("p:hello\nx:noise\na1:first\na1:second\na2:\nu:\np:again\n"), 0o600))
	parse := func(line []byte) (Line, bool) {
		kind, text, ok := strings.Cut(string(line), ":")
		switch {
		case !ok:
			return Line{}, false
		case kind == "p":
			return Line{Kind: Prompt, Text: text, Time: "2026-11-23T22:00:00Z"}, true
		case strings.HasPrefix(kind, "a"):
			return Line{Kind: Assistant, ID: kind, Text: text}, true
		case kind == "u":
			return Line{Kind: OtherUser}, true
		}
		return Line{}, false
	}
	m := Messages{File: path, Parse: parse, Chunk: 3}
	msgs, err := m.Recent(10, 0)
	require.NoError(t, err)
	var got []string
	for _, msg := range msgs {
		got = append(got, msg.Role+" "+msg.Text)
	}
	assert.Equal(t, []string{"user hello", "assistant first\nsecond", "user again"}, got)
	last, err := m.LastAssistantText()
	require.NoError(t, err)
	assert.Equal(t, "first\nsecond", last, "a response without text is passed over")
	first, err := m.FirstPrompt(1 << 20)
	require.NoError(t, err)
	assert.Equal(t, "hello", first)
	ps, err := m.Prompts(0)
	require.NoError(t, err)
	assert.Len(t, ps, 2)

	_, err = Messages{File: dir, Parse: parse}.Recent(1, 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), dir)
}
