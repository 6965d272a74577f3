package confirm

import (
	"slices"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

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

// flagsJoined reads letters added to the end of a short-option cluster
// ("set -e" + "uo pipefail" is "set -euo pipefail") as options of their
// own, "-u" and "-o", and returns them with what follows them. ok is false
// when old does not end in such a cluster or rest does not continue it.
func flagsJoined(old, rest string) (flags []string, more string, ok bool) {
	f := strings.Fields(old)
	if len(f) == 0 || len(f[len(f)-1]) < 2 || f[len(f)-1][0] != '-' || f[len(f)-1][1] == '-' || rest == "" || rest[0] == ' ' {
		return nil, rest, false
	}
	end := strings.IndexByte(rest, ' ')
	if end < 0 {
		end = len(rest)
	}
	if !allLetters(rest[:end]) {
		return nil, rest, false
	}
	for i := 0; i < end; i++ {
		flags = append(flags, "-"+rest[i:i+1])
	}
	return flags, rest[end:], true
}

// flagNamed reports whether a short option ("-u") is named in norm: alone
// or in a cluster of the message's own ("set -euo pipefail").
func flagNamed(norm, flag string) bool {
	if len(flag) != 2 || flag[0] != '-' {
		return false
	}
	for _, f := range strings.Fields(norm) {
		f = strings.TrimRight(f, ",;.")
		if len(f) >= 2 && f[0] == '-' && f[1] != '-' && strings.IndexByte(f[1:], flag[1]) >= 0 && allLetters(f[1:]) {
			return true
		}
	}
	return false
}

// allLetters reports whether s is ASCII letters only.
func allLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return s != ""
}

// holdsTarget reports whether dir, written with a closing slash ("src/",
// "./internal/"), is a directory the target's path lies in, counted from
// the top of the project.
func holdsTarget(dir, target string) bool {
	dir = strings.TrimPrefix(dir, "./")
	target = strings.TrimPrefix(target, "./")
	return len(dir) > 1 && strings.HasSuffix(dir, "/") && strings.HasPrefix(target, dir)
}

// landmark reports whether the name at sp says where an addition goes
// rather than what to change: it follows a word of placement ("add a
// Logout func next to Login", "put the helper after parseArgs", "right
// below main") and the change only adds, taking nothing away, so it
// leaves the landmark as it is.
func (r reading) landmark(sp span) bool {
	if strings.TrimSpace(r.t.removed) != "" || strings.TrimSpace(r.t.Added) == "" {
		return false
	}
	k := slices.IndexFunc(r.words, func(w word) bool { return w.Start == sp.Start })
	if k < 1 {
		return false
	}
	prev := r.words[k-1].Text
	if isDeterminer(prev) && k >= 2 {
		k, prev = k-1, r.words[k-2].Text // "after the Login func"
	}
	switch prev {
	case "after", "before", "below", "above", "beside", "alongside", "beneath":
	case "to":
		if k < 2 || r.words[k-2].Text != "next" { // "next to Login"
			return false
		}
	default:
		return false
	}
	return occursAsWord(aroundInsertion(r.t.edit.Before, r.t.edit.After, 6), r.Text[sp.Start:sp.End])
}

// aroundInsertion is the old text within n lines of where after inserts
// into before (what they share at the head and at the tail bounds it).
func aroundInsertion(before, after string, n int) string {
	p := 0
	for p < len(before) && p < len(after) && before[p] == after[p] {
		p++
	}
	p = strings.LastIndexByte(before[:p], '\n') + 1
	from := p
	for i := 0; i <= n && from > 0; i++ {
		from = strings.LastIndexByte(before[:from-1], '\n') + 1
	}
	to := p
	for i := 0; i < n && to < len(before); i++ {
		if j := strings.IndexByte(before[to:], '\n'); j >= 0 {
			to += j + 1
		} else {
			to = len(before)
		}
	}
	return before[from:to]
}

// isAddress reports whether f is an e-mail address ("noreply@shop.example"):
// an "@" with no directory before it. A path may hold one after a slash
// ("node_modules/@types/node/index.d.ts").
func isAddress(f string) bool {
	at := strings.IndexByte(f, '@')
	return at > 0 && !strings.Contains(f[:at], "/") && !strings.Contains(f[at:], "/")
}

// offersByImperative reports whether msg closes on a question that is a
// bare imperative of change ("Remove the badge?", "Bump it to 20?"): an
// offer with "shall I" left out, which a yes takes up.
//
// The question must name what the change touches: one of its words after
// the verb stands in the changed lines ("badge" of `<span
// className="badge">`), so a yes to it covers no change of another part.
func offersByImperative(msg string, t Target) bool {
	q := lang.Normalize(strings.TrimSpace(lastQuestion(msg)))
	ws := lang.WordsIn(q, span{Start: 0, End: len(q)})
	if len(ws) < 2 || len(ws) > 12 || !lang.IsChangeVerb(ws[0].Text) && !lang.IsMoreChangeVerb(ws[0].Text) && !lang.IsSwitchVerb(ws[0].Text) || lang.IsMostlyNoun(ws[0].Text) {
		return false
	}
	if lang.IsSwitchVerb(ws[0].Text) {
		return offersValueForIt(msg, ws, t) // "Flip it to false?": the value says which way
	}
	changed := strings.ToLower(t.Range + "\n" + t.Added)
	for _, w := range ws[1:] {
		if len(w.Text) >= 3 && !isStopWord(w.Text) && !isDeterminer(w.Text) && occursAsWord(changed, w.Text) {
			return true
		}
	}
	return offersValueForIt(msg, ws, t)
}
