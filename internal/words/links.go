package words

import "strings"

// LinkWord is the word a link is read as once MaskLinks has replaced it.
const LinkWord = "link"

// MaskLinks replaces every web link in s ("https://acme.atlassian.net/
// browse/OPS-2231", "www.example.com/docs") with the word "link", padded
// with spaces to the link's length so every other byte keeps its place.
// A link is a reference the user points to, not words of theirs: split
// into words ("https", "acme.atlassian.net") it would read as file names.
func MaskLinks(s string) string {
	if !strings.Contains(s, "://") && !strings.Contains(s, "www.") {
		return s // the common case, without a copy
	}
	b := []byte(s)
	for i := 0; i < len(b); {
		n := linkAt(s, i)
		if n == 0 {
			i++
			continue
		}
		copy(b[i:], LinkWord)
		for k := i + len(LinkWord); k < i+n; k++ {
			b[k] = ' '
		}
		i += n
	}
	return string(b)
}

// linkAt returns the length of the link starting at s[i] (at a word's
// start: "http://", "https://" or "www."), running to the next space,
// quote, bracket or angle bracket, without a final full stop or comma;
// 0 for none, and for a link shorter than the word that replaces it.
func linkAt(s string, i int) int {
	if i > 0 && isWordByte(s[i-1]) {
		return 0
	}
	rest := s[i:]
	if !strings.HasPrefix(rest, "http://") && !strings.HasPrefix(rest, "https://") && !strings.HasPrefix(rest, "www.") {
		return 0
	}
	n := 0
	for n < len(rest) && !strings.ContainsRune(" \t\r\n\"'`<>()[]{}", rune(rest[n])) {
		n++
	}
	for n > 0 && strings.ContainsRune(".,;:!?", rune(rest[n-1])) {
		n-- // "see https://x.y/z." ends the sentence, not the link
	}
	if n <= len(LinkWord) {
		return 0
	}
	return n
}
