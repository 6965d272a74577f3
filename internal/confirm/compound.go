package confirm

import "strings"

// compoundElsewhere is a hyphen-joined name of the message ("no-unused-vars",
// "max-len") that the file holds as a key outside the changed lines,
// and that neither the old nor the new text of the change holds: the
// request points at that part of the file ("no-unused-vars should be an
// error" for an edit of eqeqeq), so the change is elsewhere. "" when there
// is none. A compound the file holds only as a value names the whole
// thing ("scale search-api to 4" for "name: search-api"), not a part. A compound inside a path ("k8s/report-job/cron.yaml") is the
// path's, and prose files are left out, where hyphenated words
// ("follow-up", "built-in") are ordinary English.
func compoundElsewhere(text string, t Target, kept func(span) bool) string {
	if t.prose || t.file == "" {
		return ""
	}
	for i := 0; i < len(text); {
		if !isCompoundByte(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isCompoundByte(text[j]) {
			j++
		}
		c := strings.Trim(text[i:j], "-")
		inPath := i > 0 && strings.IndexByte("/.\\", text[i-1]) >= 0 || j < len(text) && strings.IndexByte("/\\", text[j]) >= 0 ||
			j+1 < len(text) && text[j] == '.' && isCompoundByte(text[j+1])
		if strings.Contains(c, "-") && len(c) >= 5 && !inPath && (kept == nil || !kept(span{Start: i, End: j})) &&
			isKeyIn(t.file, c) && !strings.Contains(t.Range, c) && !strings.Contains(t.Added, c) && !strings.Contains(t.removed, c) {
			return c
		}
		i = j
	}
	return ""
}

// isCompoundByte reports whether b may stand in a hyphen-joined name.
func isCompoundByte(b byte) bool {
	return b == '-' || b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// isKeyIn reports whether file holds c, whole, as a key: at the head of an
// entry (after a space, a line break, "{" or ",", and maybe a quote) and
// followed, past a closing quote and spaces, by ":" or "="
// ("no-unused-vars": "warn", max-len = 100).
func isKeyIn(file, c string) bool {
	for off := 0; ; {
		i := strings.Index(file[off:], c)
		if i < 0 {
			return false
		}
		i += off
		j := i + len(c)
		off = j
		h := i
		if h > 0 && (file[h-1] == '"' || file[h-1] == '\'') {
			h--
		}
		if h > 0 && strings.IndexByte(" \t\n{,", file[h-1]) < 0 || j < len(file) && isCompoundByte(file[j]) {
			continue // inside more ("ghcr.io/acme/search-api:1.14")
		}
		for j < len(file) && (file[j] == '"' || file[j] == '\'' || file[j] == ' ') {
			j++
		}
		if j < len(file) && (file[j] == ':' || file[j] == '=') {
			return true
		}
	}
}
