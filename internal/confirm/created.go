package confirm

import (
	"fmt"
	"strings"
)

// acronymNotWritten is why a new file is not the one the user's latest
// message asks for: the message writes what the file must be by an
// acronym ("MIT", "BSD-3-Clause", "GPL", "UTF-8") — written the same in
// every language — and the file's content holds it nowhere (an Apache
// license for "LICENSE: MIT"). Acronyms of the file's own path ("LICENSE",
// "README") are not read. "" otherwise.
func acronymNotWritten(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	if u < 0 || !t.created || t.Command != "" || strings.TrimSpace(t.Added) == "" {
		return ""
	}
	own := map[string]bool{}
	for _, w := range spanWords(strings.ToLower(t.Name)) {
		own[w] = true
	}
	content := strings.ToLower(t.Added)
	for _, w := range strings.FieldsFunc(headTail(conv[u].Text), func(c rune) bool { return c >= 0x80 || !isIdentByte(byte(c)) }) {
		if len(w) < 3 || len(w) > 6 || strings.ToUpper(w) != w || strings.IndexFunc(w, func(c rune) bool { return c < 'A' || c > 'Z' }) >= 0 {
			continue // an acronym: three to six capitals
		}
		lw := strings.ToLower(w)
		if own[lw] || occursAsWord(content, lw) {
			continue
		}
		return fmt.Sprintf("you asked for %q in %q, and the file written holds no %q", w, t.Name, w)
	}
	return ""
}
