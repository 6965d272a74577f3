package printable

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestText(t *testing.T) {
	for _, tc := range []struct{ name, in, text, line string }{
		{"plain", "Run the unit tests", "Run the unit tests", "Run the unit tests"},
		{"newline and tab", "a\n\tb", "a\n\tb", "a  b"},
		{"colour", "\x1b[31mred\x1b[0m", "[31mred[0m", "[31mred[0m"},
		{"title and bell", "x\x1b]0;pwned\x07y", "x]0;pwnedy", "x]0;pwnedy"},
		{"carriage return overwrites", "safe\rEVIL", "safeEVIL", "safeEVIL"},
		{"backspace and DEL", "ab\b\x7fc", "abc", "abc"},
		{"NUL", "a\x00b", "ab", "ab"},
		{"C1 CSI", "a\u009b31mb", "a31mb", "a31mb"},
		{"bidi override", "file\u202Etxt.exe", "filetxt.exe", "filetxt.exe"},
		{"bidi isolates and marks", "\u2066a\u2069\u200e\u200f\u061cb", "ab", "ab"},
		{"invalid UTF-8", "a\xffb", "a\uFFFDb", "a\uFFFDb"},
		{"other Unicode kept", "Größe → 3 ✓ 日本", "Größe → 3 ✓ 日本", "Größe → 3 ✓ 日本"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.text, Text(tc.in))
			assert.Equal(t, tc.line, Line(tc.in))
		})
	}
}

// Whatever goes in, nothing a terminal acts on comes out, and clean text
// passes unchanged.
func FuzzText(f *testing.F) {
	f.Add("\x1b[2J\x07\u202e\u0085ok\n")
	f.Fuzz(func(t *testing.T, s string) {
		out := Text(s)
		assert.True(t, utf8.ValidString(out))
		for _, r := range out {
			assert.False(t, (r < 0x20 && r != '\n' && r != '\t') || r == 0x7f || hidden(r), "%q kept %U", s, r)
		}
		assert.Equal(t, out, Text(out))
		assert.NotContains(t, Line(s), "\n")
	})
}

func TestWriterKeepsSplitCharacters(t *testing.T) {
	var b strings.Builder
	w := NewWriter(&b)
	in := []byte("é€😀\x1b[1m ok\u202e")
	for i := range in {
		n, err := w.Write(in[i : i+1])
		assert.NoError(t, err)
		assert.Equal(t, 1, n)
	}
	assert.Equal(t, "é€😀[1m ok", b.String())
	assert.Equal(t, &b, Unwrap(w))
}

func BenchmarkTextClean(b *testing.B) {
	s := strings.Repeat("Edit parse.go: 1 line → 4 lines\n", 100)
	for b.Loop() {
		_ = Text(s)
	}
}

func BenchmarkTextDirty(b *testing.B) {
	s := strings.Repeat("Edit parse.go: \x1b[31m1 line\x1b[0m\n", 100)
	for b.Loop() {
		_ = Text(s)
	}
}
