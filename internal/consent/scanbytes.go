package consent

// Byte-level helpers of the proposal scan (concrete.go), written out
// rather than left to strings.TrimLeft with a cutset: TrimLeft builds its
// byte set on every call, and a cutset with a non-ASCII rune ("•") takes
// its rune-by-rune path. A plan of short lines called them on every line,
// which made a 50 KB list of one-word items cost five times a plan of prose
// (docs/performance.md, BenchmarkScanWorstCases).

// trimQuoteIndent is strings.TrimLeft(line, " \t>"): the indentation and
// quote marks before a line's text.
func trimQuoteIndent(line string) string {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '>') {
		i++
	}
	return line[i:]
}

// bullet is the list bullet "•" in UTF-8.
const bullet = "\u2022"

// trimBullets is strings.TrimLeft(t, "-*+• "): the bullets and spaces
// before a list item's text.
func trimBullets(t string) string {
	for len(t) > 0 {
		switch {
		case t[0] == '-' || t[0] == '*' || t[0] == '+' || t[0] == ' ':
			t = t[1:]
		case len(t) >= len(bullet) && t[:len(bullet)] == bullet:
			t = t[len(bullet):]
		default:
			return t
		}
	}
	return t
}

// labelColon is strings.IndexByte(t, ':') where the answer matters to a
// label: the first colon when it is among t's first max+1 bytes, else -1
// (a colon further on is no label's, whatever comes before it).
func labelColon(t string, max int) int {
	if len(t) > max+1 {
		t = t[:max+1]
	}
	for i := 0; i < len(t); i++ {
		if t[i] == ':' {
			return i
		}
	}
	return -1
}

// slashes counts the '/' in w and reports whether two follow each other.
func slashes(w string) (n int, double bool) {
	for i := 0; i < len(w); i++ {
		if w[i] == '/' {
			n++
			if i > 0 && w[i-1] == '/' {
				double = true
			}
		}
	}
	return n, double
}

// lowerLen is lowerInto without its allocation: it writes w lower-cased
// into buf and returns its length, or 0 for a word longer than buf or not
// ASCII (no vocabulary word is like that). The caller switches on
// string(buf[:n]), which the compiler compares without a copy on the heap;
// the string lowerInto returns escapes, and a plan of short labelled lines
// paid an allocation for each.
func lowerLen(buf *[16]byte, w string) int {
	if len(w) > len(buf) {
		return 0
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 0x80 {
			return 0
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return len(w)
}

// trimStars is strings.Trim(t, "* "): a label's emphasis and spaces.
func trimStars(t string) string {
	for len(t) > 0 && (t[0] == '*' || t[0] == ' ') {
		t = t[1:]
	}
	for len(t) > 0 && (t[len(t)-1] == '*' || t[len(t)-1] == ' ') {
		t = t[:len(t)-1]
	}
	return t
}

// count is 1 for true: Score, which the scan asks after every line.
func count(b bool) int {
	if b {
		return 1
	}
	return 0
}
