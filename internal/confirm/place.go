package confirm

import (
	"fmt"
	"strings"
)

// A file asked for in a place the target is not in: "create a README.md
// for the cli package" written to the project's root README.md. The
// request qualifies the file by a place ("for the cli package", "in the
// worker service") whose name neither the target's path nor the file as
// it was holds: the change belongs in that place's own file.

// placeNoun reports whether w names a part of a project that has its own
// directory: a package, service, module, app …
func placeNoun(w string) bool {
	switch w {
	case "package", "pkg", "service", "module", "app", "crate", "library", "lib", "folder", "directory", "dir", "component", "subproject", "workspace":
		return true
	}
	return false
}

// placedOutside returns the place the request r puts the change in when
// the target lies outside it, or "".
func placedOutside(r reading) string {
	t := r.t
	if t.Command != "" {
		return ""
	}
	ws := r.words
	path := strings.ToLower(t.Name)
	file := strings.ToLower(t.file)
	for k := 2; k < len(ws); k++ {
		if !placeNoun(ws[k].Text) {
			continue
		}
		j := k - 2
		if d := ws[j].Text; (d == "the" || d == "our") && j > 0 {
			j--
		}
		switch ws[j].Text {
		case "for", "in", "inside", "under":
		default:
			continue
		}
		x := strings.ToLower(ws[k-1].Text)
		if len(x) < 2 || isStopWord(x) || isCommonWord(x) || strings.Contains(path, x) || occursAsWord(file, x) {
			continue
		}
		return x + " " + ws[k].Text
	}
	return ""
}

// placedOutsideReason is why a change outside the place asked for needs
// confirmation.
func placedOutsideReason(place string, t Target) string {
	return fmt.Sprintf("you asked for it in the %s, and %q is not in it", place, t.Name)
}

// statementCovers reports whether a statement of the change accounts for
// every new line of it: each line the change brings in (not a closer, a
// comment or a line it had) holds a value the message spells out (see
// broughtValue). "web2.example.com belongs in the web group" states one
// host; a second one added beside it is a part nobody stated.
func (r reading) statementCovers() bool {
	var vals []string
	for _, w := range r.words {
		if !r.broughtValue(w) {
			continue
		}
		if lit := switchedTo(w.Text); lit != "" {
			vals = append(vals, lit)
		} else {
			vals = append(vals, r.dotted(w))
			if num, unit := splitValue(r.dotted(w)); num != "" && unit != "" {
				vals = append(vals, num) // "45s" for "45 * time.Second" (see broughtValue)
			}
		}
	}
	removed := strings.ToLower(r.t.removed)
	for _, l := range strings.Split(strings.ToLower(r.t.Added), "\n") {
		s := strings.TrimSpace(l)
		if s == "" || onlyNotes(s) || onlyClosers(s) || strings.Contains(removed, s) {
			continue
		}
		if k := settingKey(s); k != "" && occursAsKey(removed, k) && (strings.Contains(s, "{{") || strings.Contains(s, "${")) {
			continue // the value moved to a variable ("port: \"{{ item }}\"" beside loop: [80, 443])
		}
		held := false
		for _, v := range vals {
			held = held || occursAsWord(s, v)
		}
		if !held {
			return false
		}
	}
	return true
}
