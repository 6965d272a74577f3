package confirm

import "strings"

// strayEntry returns an entry a change adds to a bracketed list beside an
// entry the request names, when the request names it not, and the line
// it stands in: "derive Clone on Config" for `#[derive(Debug, Clone,
// PartialEq)]`, "make Point a frozen dataclass" for
// `@dataclass(frozen=True, slots=True)`. Only an attribute, decorator or
// annotation line (isAttributeLine) rewritten by adding (every old word
// kept, in order) is read — in a call, a second argument may follow from
// the first ("min(2 ** attempt, 60)") — and only when it adds two
// entries or more, one of them named (asked: the request's word forms):
// the request then says which entry to add, and the other is more than
// asked. "", "" otherwise.
func strayEntry(units []unit, asked map[string]bool) (entry, line string) {
	for _, u := range units {
		if len(u.removed) != 1 || len(u.added) != 1 || !u.keepsAll() || !isAttributeLine(strings.TrimSpace(u.added[0])) {
			continue
		}
		added := newEntries(u.removed[0], u.added[0])
		if len(added) < 2 {
			continue
		}
		named, stray := false, ""
		for _, e := range added {
			switch {
			case entryNamed(e, asked):
				named = true
			case stray == "" && !requiredBy(e, added, asked):
				stray = e
			}
		}
		if named && stray != "" {
			return stray, clip80(strings.TrimSpace(u.added[0]))
		}
	}
	return "", ""
}

// entryNamed reports whether a word of the entry e is one of the
// request's word forms asked.
func entryNamed(e string, asked map[string]bool) bool {
	for _, w := range tokens(e) {
		if named, _ := wordNamed(w, asked); named {
			return true
		}
	}
	return false
}

// newEntries are the entries of the innermost bracketed lists of the new
// line that the old line's lists do not hold.
func newEntries(old, new string) []string {
	had := map[string]bool{}
	for _, e := range listEntries(old) {
		had[e] = true
	}
	var out []string
	for _, e := range listEntries(new) {
		if !had[e] {
			out = append(out, e)
		}
	}
	return out
}

// listEntries are the comma-separated entries, trimmed, of the innermost
// bracketed groups of a line — groups with no bracket inside: "Debug",
// "Clone" of "#[derive(Debug, Clone)]"; "frozen=True" of
// "@dataclass(frozen=True)". Quotes are not read as such: a comma inside
// a quoted string splits it as any other.
func listEntries(line string) []string {
	var out []string
	open := -1
	for i := 0; i < len(line) && len(out) < maxPartWords; i++ {
		switch line[i] {
		case '(', '[', '{':
			open = i
		case ')', ']', '}':
			if open >= 0 {
				for _, e := range strings.Split(line[open+1:i], ",") {
					if e = strings.TrimSpace(e); e != "" {
						out = append(out, e)
					}
				}
			}
			open = -1
		}
	}
	return out
}

// requiredBy reports whether the entry e is one that a named entry among
// added cannot stand without: a derive's supertrait in Rust ("Clone"
// beside a named "Copy", "PartialEq" beside "Eq", "PartialOrd" beside
// "Ord"). Adding it follows from what was asked.
func requiredBy(e string, added []string, asked map[string]bool) bool {
	for _, n := range added {
		if n != e && entryNamed(n, asked) && supertraitOf(n, e) {
			return true
		}
	}
	return false
}

// supertraitOf reports whether deriving trait needs super derived too.
func supertraitOf(trait, super string) bool {
	switch trait {
	case "Copy":
		return super == "Clone"
	case "Eq":
		return super == "PartialEq"
	case "Ord":
		return super == "PartialOrd" || super == "Eq" || super == "PartialEq"
	}
	return false
}
