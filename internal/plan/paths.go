package plan

import (
	"strconv"
	"strings"
)

// pathRef is one path named in a Files entry, with its line ranges.
type pathRef struct {
	path   string
	ranges []Range
}

// pathRefs reads the paths of a Files entry after its label: every code
// span that looks like a path ("`src/a.ts:40-58`"), else the first word
// that does. Ranges come from a ":40-58" suffix or from "(lines 40-58)"
// after the path.
func pathRefs(rest string) []pathRef {
	var refs []pathRef
	var prose strings.Builder // the text outside code spans
	for s := rest; s != ""; {
		i := strings.IndexByte(s, '`')
		if i < 0 {
			prose.WriteString(s)
			break
		}
		prose.WriteString(s[:i])
		end := strings.IndexByte(s[i+1:], '`')
		if end < 0 {
			prose.WriteString(s[i:])
			break
		}
		if ref, ok := pathRefOf(s[i+1 : i+1+end]); ok {
			refs = append(refs, ref)
		}
		prose.WriteByte(' ')
		s = s[i+2+end:]
	}
	text := prose.String()
	if len(refs) == 0 {
		for _, w := range strings.Fields(text) {
			w = strings.Trim(w, ",;\"'*_()[]")
			if ref, ok := pathRefOf(w); ok && looksLikePath(ref.path) {
				refs = append(refs, ref)
				break
			}
		}
	}
	if len(refs) == 1 && len(refs[0].ranges) == 0 {
		refs[0].ranges = linesPhrase(text)
	}
	return refs
}

// pathRefOf reads one candidate path with an optional ":from-to" suffix.
func pathRefOf(s string) (pathRef, bool) {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s, " \t") || !hasLetter(s) {
		return pathRef{}, false
	}
	ref := pathRef{path: s}
	if i := strings.LastIndexByte(s, ':'); i > 0 {
		if rs, ok := parseRanges(s[i+1:]); ok {
			ref.path, ref.ranges = s[:i], rs
		}
	}
	ref.path = strings.TrimPrefix(ref.path, "./")
	return ref, ref.path != ""
}

// looksLikePath tells a bare word that names a file ("src/a.ts",
// "Makefile.am") from prose.
func looksLikePath(w string) bool {
	return strings.ContainsAny(w, "/.") && !strings.HasSuffix(w, ".") && hasLetter(w)
}

// parseRanges reads "40-58", "40", "L40-L58", "40-58,70-80", "40–58".
func parseRanges(s string) ([]Range, bool) {
	var out []Range
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			return nil, false
		}
		from, to, found := strings.Cut(part, "-")
		if !found {
			from, to, found = strings.Cut(part, "–")
		}
		a, ok := lineNumber(from)
		if !ok {
			return nil, false
		}
		b := a
		if found {
			if b, ok = lineNumber(to); !ok || b < a {
				return nil, false
			}
		}
		out = append(out, Range{From: a, To: b})
	}
	return out, len(out) > 0
}

// lineNumber reads "40" or "L40".
func lineNumber(s string) (int, bool) {
	s = strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(s), "L"), "l")
	if s == "" || len(s) > 7 {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n > 0
}

// linesPhrase reads "(lines 40-74)" or "line 12" in the prose of an entry.
func linesPhrase(text string) []Range {
	lower := strings.ToLower(text)
	for _, w := range []string{"lines ", "line "} {
		i := strings.Index(lower, w)
		if i < 0 {
			continue
		}
		rest := text[i+len(w):]
		end := 0
		for end < len(rest) && (isDigit(rest[end]) || strings.IndexByte("-–, Ll", rest[end]) >= 0) {
			end++
		}
		if rs, ok := parseRanges(strings.TrimRight(strings.TrimSpace(rest[:end]), ",")); ok {
			return rs
		}
	}
	return nil
}

// hasLetter reports whether s has an ASCII letter.
func hasLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if isLetter(s[i]) {
			return true
		}
	}
	return false
}
