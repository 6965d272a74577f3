// Package printable makes text safe to show on a terminal or in a message
// Claude Code shows: text an agent or a payload chose (a summary, a path, a
// command, a reason, gate output) must not move the cursor, change colours,
// set the window title, ring the bell or reorder what is read around it.
//
// It removes the C0 control characters except newline and tab, DEL, the C1
// control characters (U+0080–U+009F, which some terminals read as escape
// sequences), and the Unicode bidirectional controls (U+202A–U+202E,
// U+2066–U+2069, and the marks U+200E, U+200F, U+061C); an invalid UTF-8
// byte becomes U+FFFD. Everything else is kept as it is.
package printable

import (
	"strings"
	"unicode/utf8"
)

// Text is s without the characters a terminal would act on, keeping
// newlines and tabs. It returns s itself when there is nothing to remove.
func Text(s string) string { return clean(s, false) }

// Line is Text for one line: newlines and tabs become spaces too.
func Line(s string) string { return clean(s, true) }

func clean(s string, line bool) string {
	i := firstUnsafe(s, line)
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '\n' || c == '\t':
				if line {
					b.WriteByte(' ')
				} else {
					b.WriteByte(c)
				}
			case c < 0x20 || c == 0x7f:
			default:
				b.WriteByte(c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteRune(utf8.RuneError)
		case !hidden(r):
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// firstUnsafe is the index of the first byte that needs a look, len(s) when
// none does. Valid UTF-8 is checked a byte at a time against the encodings
// of the hidden characters, without decoding runes.
func firstUnsafe(s string, line bool) int {
	if !utf8.ValidString(s) {
		return firstInvalid(s, line)
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 0x20 && c < 0x7f:
		case c == '\n' || c == '\t':
			if line {
				return i
			}
		case c < 0x20 || c == 0x7f:
			return i
		case c == 0xc2: // U+0080–U+00BF: C1 controls are C2 80–C2 9F
			if s[i+1] <= 0x9f {
				return i
			}
		case c == 0xd8: // U+061C is D8 9C
			if s[i+1] == 0x9c {
				return i
			}
		case c == 0xe2: // U+200E/F: E2 80 8E/8F; U+202A–E: E2 80 AA–AE; U+2066–9: E2 81 A6–A9
			b1, b2 := s[i+1], s[i+2]
			if (b1 == 0x80 && (b2 == 0x8e || b2 == 0x8f || (b2 >= 0xaa && b2 <= 0xae))) || (b1 == 0x81 && b2 >= 0xa6 && b2 <= 0xa9) {
				return i
			}
		}
	}
	return len(s)
}

// firstInvalid is firstUnsafe for a string with invalid UTF-8 in it.
func firstInvalid(s string, line bool) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if (c < 0x20 && (line || (c != '\n' && c != '\t'))) || c == 0x7f {
				return i
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || hidden(r) {
			return i
		}
		i += size
	}
	return len(s)
}

// hidden reports whether r is a C1 control or a bidirectional control.
func hidden(r rune) bool {
	switch {
	case r >= 0x80 && r <= 0x9f:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	case r == 0x200e, r == 0x200f, r == 0x061c:
		return true
	}
	return false
}
