// Package clip cuts text to a byte budget without splitting a UTF-8
// character: for messages Claude Code shows, table cells and reason lines.
package clip

import "unicode/utf8"

// Prefix is s cut to at most n bytes, ending on a rune boundary.
func Prefix(s string, n int) string {
	if n >= len(s) {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Suffix is the last at most n bytes of s, starting on a rune boundary.
func Suffix(s string, n int) string {
	if n >= len(s) {
		return s
	}
	i := len(s) - n
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return s[i:]
}

// Ellipsis is s when it fits in n bytes, else its first at most n bytes
// followed by "…".
func Ellipsis(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return Prefix(s, n) + "…"
}
