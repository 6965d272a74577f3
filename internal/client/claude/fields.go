package claude

import (
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/plan-compliance/plan-compliance/internal/jsonscan"
	"github.com/tidwall/gjson"
)

// fields indexes the top-level fields of one input, so that reading a field
// does not scan every field before it (gjson.Get does: a report of many
// megabytes was scanned again for every field after it, and copied for
// every read of it).
type fields struct {
	// raw maps each key (first occurrence, as gjson reads) to its value as
	// it appears in the input.
	raw map[string]string
	mu  sync.Mutex
	// str holds the top-level strings unescaped so far.
	str map[string]string
}

// index reads the top-level keys of raw, a JSON object, in one pass that
// skips over each value without parsing it, and checks on the way that no
// value nests more than max levels deep (deep, at the offset where one
// does: the index is then incomplete). raw must be validated too, after
// (index finds the extent of values, not every mistake in them); this
// pass is what makes that validation safe, since it recurses per level.
//
// complete is false when the pass stopped before the object's closing
// brace (a broken input), so that part of raw was not checked for depth.
func index(raw string, max int) (f *fields, at int, deep, complete bool) {
	f = &fields{raw: map[string]string{}}
	i := skipSpace(raw, 0) + 1 // past '{'
	for {
		i = skipSpace(raw, i)
		if i >= len(raw) {
			return f, 0, false, false
		}
		if raw[i] == '}' {
			return f, 0, false, true
		}
		if raw[i] == ',' {
			i++
			continue
		}
		if raw[i] != '"' {
			return f, 0, false, false
		}
		end := jsonscan.StringEnd(raw, i+1)
		if end < 0 {
			return f, 0, false, false
		}
		key := raw[i+1 : end]
		if strings.IndexByte(key, '\\') >= 0 {
			key = unescape(key)
		}
		i = skipSpace(raw, end+1)
		if i >= len(raw) || raw[i] != ':' {
			return f, 0, false, false
		}
		i = skipSpace(raw, i+1)
		vend, deepAt := jsonscan.ValueEnd(raw, i, max-1)
		if deepAt >= 0 {
			return f, deepAt, true, true
		}
		if _, dup := f.raw[key]; !dup {
			f.raw[key] = raw[i:vend]
		}
		i = vend
	}
}

func skipSpace(raw string, i int) int {
	for i < len(raw) && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\n' || raw[i] == '\r') {
		i++
	}
	return i
}

// get reads path (gjson syntax) from the input whose fields f indexes.
func (f *fields) get(raw, path string) gjson.Result {
	first, rest, nested := strings.Cut(path, ".")
	if strings.ContainsAny(first, `\*?|#@!=<>%()[]{}`) || first == "" {
		return gjson.Get(raw, path) // a path only gjson understands
	}
	v, ok := f.raw[first]
	if !ok {
		return gjson.Result{}
	}
	if nested {
		return gjson.Get(v, rest)
	}
	if v != "" && v[0] == '"' {
		return gjson.Result{Type: gjson.String, Raw: v, Str: f.unescaped(first, v)}
	}
	return gjson.Parse(v)
}

// unescaped is the top-level string key, whose value is v, unescaped:
// once, on first read.
func (f *fields) unescaped(key, v string) string {
	body := v[1 : len(v)-1]
	if strings.IndexByte(body, '\\') < 0 {
		return body // nothing to unescape: a slice of the input
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if s, ok := f.str[key]; ok {
		return s
	}
	s := unescape(body)
	if f.str == nil {
		f.str = map[string]string{}
	}
	f.str[key] = s
	return s
}

// unescape decodes the body of a JSON string, as gjson does (the input was
// validated, so every escape is well formed; an unpaired surrogate becomes
// U+FFFD), into one allocation of the final size at most: runs without
// escapes are copied whole.
func unescape(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for {
		j := strings.IndexByte(s, '\\')
		if j < 0 || j+1 >= len(s) {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:j])
		c := s[j+1]
		s = s[j+2:]
		switch c {
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			r, n := unicodeEscape(s)
			b.WriteRune(r)
			s = s[n:]
		default: // '"', '\\', '/'
			b.WriteByte(c)
		}
	}
}

// unicodeEscape reads the XXXX of a \uXXXX at the start of s, and the low
// half of a surrogate pair after it, returning the rune and the bytes read.
func unicodeEscape(s string) (rune, int) {
	r, ok := hex4(s)
	if !ok {
		return utf8.RuneError, min(len(s), 4)
	}
	if utf16.IsSurrogate(rune(r)) && len(s) >= 10 && s[4] == '\\' && s[5] == 'u' {
		if r2, ok := hex4(s[6:]); ok {
			if d := utf16.DecodeRune(rune(r), rune(r2)); d != utf8.RuneError {
				return d, 10
			}
		}
	}
	return rune(r), 4
}

func hex4(s string) (uint16, bool) {
	if len(s) < 4 {
		return 0, false
	}
	var r uint16
	for _, c := range []byte(s[:4]) {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | uint16(c)
	}
	return r, true
}
