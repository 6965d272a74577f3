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
	text := headTail(conv[u].Text)
	words := strings.FieldsFunc(text, func(c rune) bool { return c >= 0x80 || !isIdentByte(byte(c)) })
	if shouted(words) {
		return "" // "CREATE UTIL.GO NOW": capitals for emphasis, not names
	}
	for _, w := range words {
		if len(w) < 3 || len(w) > 6 || strings.ToUpper(w) != w || strings.IndexFunc(w, func(c rune) bool { return c < 'A' || c > 'Z' }) >= 0 {
			continue // an acronym: three to six capitals
		}
		lw := strings.ToLower(w)
		if own[lw] || occursAsWord(content, lw) || labelOrShout(text, w) {
			continue
		}
		return fmt.Sprintf("you asked for %q in %q, and the file written holds no %q", w, t.Name, w)
	}
	return ""
}

// labelOrShout reports whether the capitals w, in text, label or stress
// the message rather than say what the file is: a word followed by a colon
// ("MAIN: …", "NOTE: …", "TODO: …") or a word of chat written in capitals
// ("ASAP", "FYI", "PLS", "URGENT").
func labelOrShout(text, w string) bool {
	for i := strings.Index(text, w); i >= 0; {
		end := i + len(w)
		if rest := strings.TrimLeft(text[end:], " \t"); strings.HasPrefix(rest, ":") && (end == len(text) || !isIdentByte(text[end])) {
			return true
		}
		j := strings.Index(text[end:], w)
		if j < 0 {
			break
		}
		i = end + j
	}
	switch w {
	case "ASAP", "FYI", "PLS", "PLZ", "PTAL", "LGTM", "IMO", "IMHO", "BTW", "TBH", "WIP", "AFAIK", "TLDR", "EOD", "ETA", "TODO", "NOTE", "URGENT", "PLEASE", "NOW", "THX", "THANKS", "AND", "THE", "NOT", "DON", "ONLY":
		return true
	}
	return false
}

// shouted reports whether most words of a message are written in
// capitals: then capitals mark nothing.
func shouted(words []string) bool {
	caps, letters := 0, 0
	for _, w := range words {
		if strings.IndexFunc(w, func(c rune) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }) < 0 {
			continue
		}
		letters++
		if strings.ToUpper(w) == w {
			caps++
		}
	}
	return letters >= 3 && caps*2 > letters
}
