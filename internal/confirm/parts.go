package confirm

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// valueNotBrought returns a value the user's request asks for ("16" of
// "bump postgres to 16", "v0.3.0" of "use @v0.3.0 instead of @latest") —
// a number or version right after "to", "use", "be" or "=" — when the
// change brings in none of the values the request asks for: the change
// is then another one than the request's, whatever part of the file it
// is in. at is where the request names the file: a value with another
// file's name between it and at is that file's ("fix notes.md and set
// the port in config.yaml to 9090"). A quantity with a unit of time or
// size ("5 minutes", "30s", "2GB") may be written in other units, and
// does not count, nor does a rate ("3.5%"). "" when the request spells out no such value, or the
// change brings one of them in ("set the timeout to 30s" for an edit
// writing "30 * time.Second").
func valueNotBrought(text string, ws []word, t Target, at lang.Span) string {
	if len(t.Declared) == 0 && strings.TrimSpace(t.Range) == "" && strings.TrimSpace(t.Added) == "" {
		return "" // what the change does is not known (a Bash write)
	}
	first := ""
	for k := 0; k+1 < len(ws); k++ {
		switch ws[k].Text {
		case "to", "use", "be":
		default:
			if !strings.HasSuffix(strings.TrimRight(text[ws[k].End:ws[k+1].Start], " @v"), "=") {
				continue
			}
		}
		v := rawValue(text, ws[k+1].Start)
		num := numericCore(v)
		if end := ws[k+1].Start + len(v); end < len(text) && text[end] == '%' {
			continue // a rate, which may be written as a fraction ("3.5%" is 0.035)
		}
		if num == "" || isUnit(strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(v, "vV^~"), num), " ")) ||
			k+2 < len(ws) && isUnit(ws[k+2].Text) || otherFileBetween(text, ws, at, ws[k+1].Span) {
			continue
		}
		if numberIn(t.Added, num) {
			return ""
		}
		if first == "" {
			first = v
		}
	}
	return first
}

// rawValue is the value written at i: letters, digits and the marks of a
// version or a unit ("1.3", "v0.3.0", "8px", "^4.2"), without a closing
// dot.
func rawValue(text string, i int) string {
	j := i
	for j < len(text) && (isIdentByte(text[j]) || text[j] == '.' || text[j] == '-' || text[j] == '^' || text[j] == '~') {
		j++
	}
	return strings.TrimRight(text[i:j], ".-")
}

// numericCore is the number of a value ("0.3.0" of "v0.3.0", "8" of
// "8px", "1.3" of "1.3"): its first run of digits and dots, or "" when
// the value does not start with a number (an optional "v", "^" or "~"
// before it).
func numericCore(v string) string {
	v = strings.TrimLeft(v, "vV^~")
	j := 0
	for j < len(v) && (v[j] >= '0' && v[j] <= '9' || v[j] == '.' && j > 0) {
		j++
	}
	return strings.TrimRight(v[:j], ".")
}

// numberIn reports whether the number num stands in t as a whole number:
// not inside a longer one ("1.3" is in "api:1.3", not in "11.3" nor
// "1.35").
func numberIn(t, num string) bool {
	isNum := func(c byte) bool { return c >= '0' && c <= '9' }
	for from := 0; ; {
		i := strings.Index(t[from:], num)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(num)
		before := i > 0 && (isNum(t[i-1]) || t[i-1] == '.' && i > 1 && isNum(t[i-2]))
		after := end < len(t) && (isNum(t[end]) || t[end] == '.' && end+1 < len(t) && isNum(t[end+1]))
		if !before && !after {
			return true
		}
		from = i + 1
	}
}

// isUnit reports whether w is a unit of time or size, in which a quantity
// can be written in several ways ("5 minutes" is "300" seconds).
func isUnit(w string) bool {
	switch strings.ToLower(w) {
	case "ms", "s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes",
		"h", "hr", "hrs", "hour", "hours", "d", "day", "days", "w", "week", "weeks",
		"percent", "pct", "k", "kb", "kib", "mb", "mib", "g", "gb", "gib", "t", "tb", "tib":
		return true
	}
	return false
}

// otherFileBetween reports whether a word of another file's name stands
// between the file's mention at and the value at v.
func otherFileBetween(text string, ws []word, at, v lang.Span) bool {
	lo, hi := min(at.End, v.End), max(at.Start, v.Start)
	for _, w := range ws {
		if w.Start >= lo && w.End <= hi && (w.End <= at.Start || w.Start >= at.End) && inFileName(text, w.Span) {
			return true
		}
	}
	return false
}
