package confirm

import (
	"fmt"
	"strings"
)

// An edit that touches nothing the request names: the user's last message
// names an entry of the file by its key ("cleanup should really run every
// 15 minutes, set that in the celery config" — the "cleanup" entry), and
// the edit neither touches a word of the message nor brings in a number of
// it (it rewrites the digest entry). Whatever named the file — its path, a
// description, a statement of the change — the change is then another one
// than the one asked for.

// untouchedEntry returns the key of an entry the request r names that the
// edit leaves alone while touching nothing else the request says, or "".
func untouchedEntry(r reading) string {
	t := r.t
	if t.created || t.file == "" || t.Command != "" || t.Removal != Keeps || t.edit.Before == "" {
		return ""
	}
	changed := strings.ToLower(t.removed + "\n" + t.Added)
	added := strings.ToLower(t.Added)
	path := strings.ToLower(t.Name)
	keys := entryKeys(t.file, t.removed)
	entry := ""
	for _, w := range r.words {
		x := strings.ToLower(w.Text)
		if n := leadingNumber(x); n != "" {
			if numberIn(added, n) {
				return "" // it brings a number of the request in
			}
			continue
		}
		if len(x) < 3 || isStopWord(x) || isCommonWord(x) && !keys[x] || strings.Contains(path, x) {
			continue
		}
		if strings.Contains(changed, x) {
			return "" // it touches a word of the request
		}
		for _, d := range t.Declared {
			if strings.EqualFold(d, x) {
				return "" // it lies inside what the request names
			}
		}
		if entry == "" && keys[x] {
			entry = w.Text
		}
	}
	return entry
}

// entryKeys are the keys (lower-cased) of the lines of file that set one
// (settingKey) and are not among the changed lines.
func entryKeys(file, changed string) map[string]bool {
	own := map[string]bool{}
	for _, l := range strings.Split(changed, "\n") {
		own[strings.TrimSpace(l)] = true
	}
	keys := map[string]bool{}
	for line := range headLines(file) {
		if k := settingKey(line); k != "" && !own[strings.TrimSpace(line)] {
			keys[k] = true
		}
	}
	return keys
}

// untouchedReason is why an edit that leaves the named entry alone needs
// confirmation.
func untouchedReason(entry string, t Target) string {
	return fmt.Sprintf("you asked about %q, and this change neither touches it nor brings in anything you asked for%s", entry, t.where())
}
