package clip

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestCuts(t *testing.T) {
	tests := []struct {
		name                   string
		s                      string
		n                      int
		prefix, suffix, ellips string
	}{
		{"fits", "abc", 3, "abc", "abc", "abc"},
		{"ascii", "abcdef", 4, "abcd", "cdef", "abcd…"},
		{"zero", "abc", 0, "", "", "…"},
		{"inside a rune at the cut", "aé€b", 4, "aé", "€b", "aé…"}, // é = 2 bytes, € = 3 bytes
		{"whole runes only", "€€", 2, "", "", "…"},
		{"exactly on a boundary", "é€", 2, "é", "", "é…"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.prefix, Prefix(tt.s, tt.n))
			assert.Equal(t, tt.suffix, Suffix(tt.s, tt.n))
			assert.Equal(t, tt.ellips, Ellipsis(tt.s, tt.n))
		})
	}
}

func FuzzCuts(f *testing.F) {
	f.Add("aé€b😀", 5)
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 0 || !utf8.ValidString(s) {
			return
		}
		p, q := Prefix(s, n), Suffix(s, n)
		assert.LessOrEqual(t, len(p), n)
		assert.LessOrEqual(t, len(q), n)
		assert.True(t, utf8.ValidString(p) && utf8.ValidString(q))
		assert.Equal(t, s[:len(p)], p)
		assert.Equal(t, s[len(s)-len(q):], q)
	})
}

func TestLine(t *testing.T) {
	assert.Equal(t, "a b cd", Line("a\nb\tc\u0085d", 100), "newline and tab shown as spaces, a C1 control removed")
	assert.Equal(t, "red plain", Line("\x1b[31mred\x1b[0m \x1b(Bplain", 100), "escape sequences are left out")
	assert.Equal(t, "x", Line("x\x1b[", 100), "an unfinished sequence too")
	assert.Equal(t, "ab…", Line("abcdef", 2))
	assert.Equal(t, "é…", Line("éé", 3), "never splits a character")
}
