package dispatch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inputSizes are sizes around the reader's boundaries: nothing, one byte,
// a read's worth, a chunk's and some, many chunks, around the size from
// which huge pages are advised (hugeInput), and many huge pages past it.
var inputSizes = []int{
	0, 1, inputChunk - 1, inputChunk, inputChunk + 1, 3*inputChunk + 7,
	hugeInput - 1, hugeInput, hugeInput + 1, hugeInput + inputChunk + 1, 5 << 20, 9<<20 + 3,
}

func payloadOf(n int) []byte {
	b := bytes.Repeat([]byte("0123456789abcdef"), n/16+1)
	return b[:n]
}

// readInput reads every byte, exactly, whatever the source: a pipe, a
// regular file (sized from fstat), a file read from the middle, a reader
// that returns a byte at a time.
func TestReadInputSources(t *testing.T) {
	for _, n := range inputSizes {
		want := payloadOf(n)
		t.Run("pipe", func(t *testing.T) {
			got, err := readInput(source(t, "pipe", want), MaxInput)
			require.NoError(t, err)
			assert.True(t, string(want) == got, "%d bytes through a pipe", n)
		})
		t.Run("file", func(t *testing.T) {
			f := tempFile(t, want)
			got, err := readInput(f, MaxInput)
			require.NoError(t, err)
			assert.True(t, string(want) == got, "%d bytes from a file", n)
		})
		t.Run("file from its middle", func(t *testing.T) {
			f := tempFile(t, want)
			_, err := f.Seek(int64(n/2), io.SeekStart)
			require.NoError(t, err)
			got, err := readInput(f, MaxInput)
			require.NoError(t, err)
			assert.True(t, string(want[n/2:]) == got, "%d bytes from byte %d of a file", n-n/2, n/2)
		})
		t.Run("one byte at a time", func(t *testing.T) {
			if n > 1<<20 {
				t.Skip("slow")
			}
			got, err := readInput(iotest.OneByteReader(bytes.NewReader(want)), MaxInput)
			require.NoError(t, err)
			assert.True(t, string(want) == got, "%d bytes", n)
		})
	}
}

func tempFile(t *testing.T, content []byte) *os.File {
	t.Helper()
	p := filepath.Join(t.TempDir(), "event.json")
	require.NoError(t, os.WriteFile(p, content, 0o644))
	f, err := os.Open(p)
	require.NoError(t, err)
	t.Cleanup(func() { f.Close() })
	return f
}

// More than the cap is refused, from a pipe or a file, without reading
// (or holding) much more than the cap; exactly the cap is read.
func TestReadInputCap(t *testing.T) {
	const max = 3*inputChunk + 5
	for _, n := range []int{max, max + 1, 10 * max} {
		over := n > max
		r, w, err := os.Pipe()
		require.NoError(t, err)
		go func() { _, _ = w.Write(payloadOf(n)); w.Close() }()
		got, err := readInput(r, max)
		r.Close()
		if over {
			assert.ErrorContains(t, err, "hook input is larger than", "%d bytes through a pipe", n)
		} else {
			assert.NoError(t, err)
			assert.Len(t, got, n)
		}
		got, err = readInput(tempFile(t, payloadOf(n)), max)
		if over {
			assert.ErrorContains(t, err, "hook input is larger than", "%d bytes from a file", n)
		} else {
			assert.NoError(t, err)
			assert.Len(t, got, n)
		}
	}
}

// At the real cap, with huge pages advised for most of the input: exactly
// MaxInput bytes are read whole, one more is refused, from a pipe and a
// file; an input cut short anywhere past the advice is read as far as it
// goes.
func TestReadInputLargeAtTheCap(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 64 MB four times")
	}
	whole := payloadOf(MaxInput + 1)
	for _, n := range []int{MaxInput, MaxInput + 1} {
		over := n > MaxInput
		for _, from := range []string{"pipe", "file"} {
			got, err := readInput(source(t, from, whole[:n]), MaxInput)
			if over {
				assert.ErrorContains(t, err, "hook input is larger than 64 MB", "%d bytes from a %s", n, from)
				continue
			}
			require.NoError(t, err)
			assert.True(t, string(whole[:n]) == got, "%d bytes from a %s", n, from)
		}
	}
	for _, n := range []int{hugeInput + 1, 4<<20 + 1, 4<<20 - 1, 33<<20 + 5} {
		got, err := readInput(source(t, "pipe", whole[:n]), MaxInput)
		require.NoError(t, err)
		assert.True(t, string(whole[:n]) == got, "%d bytes", n)
	}
}

// source is content to read from a pipe (written by another goroutine) or
// a regular file.
func source(t *testing.T, from string, content []byte) *os.File {
	t.Helper()
	if from == "file" {
		return tempFile(t, content)
	}
	r, w, err := os.Pipe()
	require.NoError(t, err)
	t.Cleanup(func() { r.Close() })
	go func() { _, _ = w.Write(content); w.Close() }()
	return r
}

// A read error is returned (Answer reports it and answers as for no input).
func TestReadInputError(t *testing.T) {
	boom := errors.New("boom")
	_, err := readInput(io.MultiReader(strings.NewReader("{"), iotest.ErrReader(boom)), MaxInput)
	assert.ErrorIs(t, err, boom)
}

// From stdin to the answer: a truncated event, one that is not JSON, one
// over the cap and one nested too deep each get the failure policy's
// answer, which names the problem; a whole event from a file or a pipe is
// answered.
func TestAnswerHostileStdin(t *testing.T) {
	ok := changesPayload(t, "14-subagent-stop-status-ok.json", nil)
	// ok with 5 MB of spaces before its first field: read on huge pages
	large := append([]byte{'{'}, append(bytes.Repeat([]byte(" "), 5<<20), ok[1:]...)...)
	for _, tc := range []struct {
		name  string
		stdin []byte
		want  string
	}{
		{"whole", ok, ""},
		{"truncated", ok[:len(ok)/2], "hook input is not valid JSON"},
		{"truncated in the report", ok[:bytes.Index(ok, []byte("STATUS"))], "hook input is not valid JSON"},
		{"large, truncated", large[:len(large)-len(ok)/2], "hook input is not valid JSON"},
		{"large, whole", large, ""},
		{"not JSON", []byte("STATUS: OK\n"), "hook input is not valid JSON"},
		{"deep", []byte(`{"tool_input":` + strings.Repeat("[", 1<<20)), "nested more than 1000 levels deep"},
		{"over the cap", append(bytes.Repeat([]byte(" "), MaxInput), ok...), "hook input is larger than 64 MB"},
	} {
		for _, from := range []string{"file", "pipe"} {
			t.Run(tc.name+" from a "+from, func(t *testing.T) {
				env, _, _ := stateEnv(t, "")
				var errw bytes.Buffer
				resp := Answer(context.Background(), env, source(t, from, tc.stdin), &errw)
				out := string(resp.JSON()) + errw.String()
				if tc.want == "" {
					assert.Empty(t, out)
					return
				}
				assert.Contains(t, out, "could not check this event")
				assert.Contains(t, out, tc.want)
			})
		}
	}
}

// BenchmarkReadInput reads a small event and a 20 MB one from a pipe and
// from a file.
func BenchmarkReadInput(b *testing.B) {
	for _, n := range []int{2 << 10, 20 << 20} {
		raw := payloadOf(n)
		b.Run(sizeName(n)+"/file", func(b *testing.B) {
			p := filepath.Join(b.TempDir(), "event.json")
			require.NoError(b, os.WriteFile(p, raw, 0o644))
			b.SetBytes(int64(n))
			b.ReportAllocs()
			for b.Loop() {
				f, err := os.Open(p)
				require.NoError(b, err)
				if s, err := readInput(f, MaxInput); err != nil || len(s) != n {
					b.Fatal(len(s), err)
				}
				f.Close()
			}
		})
		b.Run(sizeName(n)+"/pipe", func(b *testing.B) {
			b.SetBytes(int64(n))
			b.ReportAllocs()
			for b.Loop() {
				r, w, err := os.Pipe()
				require.NoError(b, err)
				go func() { _, _ = w.Write(raw); w.Close() }()
				if s, err := readInput(r, MaxInput); err != nil || len(s) != n {
					b.Fatal(len(s), err)
				}
				r.Close()
			}
		})
	}
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%dMB", n>>20)
	}
	return fmt.Sprintf("%dKB", n>>10)
}
