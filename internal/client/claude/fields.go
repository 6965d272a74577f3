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
	// rawBytes is the input as bytes, once asked for (Input.Raw).
	rawBytes []byte
	// objects holds the members of the top-level objects indexed so far.
	objects map[string]*fields
}

// object indexes the members of the top-level object key, once; nil when
// it is not an object.
func (f *fields) object(key string) *fields {
	f.mu.Lock()
	defer f.mu.Unlock()
	if o, ok := f.objects[key]; ok {
		return o
	}
	o := members(f.raw[key])
	if f.objects == nil {
		f.objects = map[string]*fields{}
	}
	f.objects[key] = o
	return o
}

// elements are the elements of arr, an array of an input decoded already,
// each as it appears in the input, as gjson's Array reads them: a value
// that is not an array is its one element, null or nothing has none.
func elements(arr string) (out []string) {
	i := skipSpace(arr, 0)
	switch {
	case i >= len(arr) || strings.HasPrefix(arr[i:], "null"):
		return nil
	case arr[i] != '[':
		return []string{arr[i:]}
	}
	for i = skipSpace(arr, i+1); i < len(arr) && arr[i] != ']'; {
		end, _ := jsonscan.ValueEnd(arr, i, MaxDepth)
		out = append(out, arr[i:end])
		i = skipSpace(arr, end)
		if i < len(arr) && arr[i] == ',' {
			i = skipSpace(arr, i+1)
		}
	}
	return out
}

// bytes is raw, the input f indexes, as bytes: copied once.
func (f *fields) bytes(raw string) []byte {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.rawBytes == nil {
		f.rawBytes = []byte(raw)
	}
	return f.rawBytes
}

// lazyString is the length from which the content of a string value (at
// any depth; keys are always checked) is not checked when the input is
// decoded, only its extent (its closing quote): such a string is text,
// never structure, so what it holds cannot change which fields the event
// has, and checking it whole would cost more than everything else the hook
// does with a report of many megabytes. It is decoded as far as it is read
// (Input.ReportEnd and the agent's ReportEnd read the end of one),
// leniently: an invalid escape stands for the character after its
// backslash, a control character for itself.
const lazyString = 64 << 10

// index reads the object that starts at raw[start] ('{') and is all of raw
// but blank space, in one pass: it checks the object's grammar (keys,
// colons, commas, nothing after it), indexes its top-level members, and
// checks each value (a long string only for its extent, see lazyString),
// the nesting of each first: no value may nest more than max levels deep
// (deepAt is the offset where one does, -1 when none does), since gjson's
// validation recurses once per level. ok is false when raw is not valid
// JSON. Without check, raw is known to be valid (a value of an input
// decoded already): its values are only found, not checked again.
func index(raw string, start, max int, check bool) (f *fields, deepAt int, ok bool) {
	f = &fields{raw: map[string]string{}}
	i := skipSpace(raw, start+1)
	if i < len(raw) && raw[i] == '}' {
		return f, -1, isBlank(raw[i+1:])
	}
	for {
		if i >= len(raw) || raw[i] != '"' {
			return f, -1, false
		}
		end := jsonscan.StringEnd(raw, i+1)
		if end < 0 || check && !gjson.Valid(raw[i:end+1]) {
			return f, -1, false
		}
		key := raw[i+1 : end]
		if strings.IndexByte(key, '\\') >= 0 {
			key = unescape(key)
		}
		i = skipSpace(raw, end+1)
		if i >= len(raw) || raw[i] != ':' {
			return f, -1, false
		}
		i = skipSpace(raw, i+1)
		vend, deepAt, ok := value(raw, i, max-1, check)
		if deepAt >= 0 {
			return f, deepAt, true
		}
		if !ok {
			return f, -1, false
		}
		if _, dup := f.raw[key]; !dup {
			f.raw[key] = raw[i:vend]
		}
		i = skipSpace(raw, vend)
		if i >= len(raw) {
			return f, -1, false
		}
		switch raw[i] {
		case '}':
			return f, -1, isBlank(raw[i+1:])
		case ',':
			i = skipSpace(raw, i+1)
		default:
			return f, -1, false
		}
	}
}

// value finds the end of the value that starts at raw[i] and, with check,
// checks it: deepAt is the offset of a bracket nesting more than max
// levels inside it (-1 when none does; it is then not checked), ok whether
// it is valid.
func value(raw string, i, max int, check bool) (end, deepAt int, ok bool) {
	if i < len(raw) && raw[i] == '"' {
		q := jsonscan.StringEnd(raw, i+1)
		if q < 0 {
			return len(raw), -1, false
		}
		return q + 1, -1, !check || q-i-1 >= lazyString || gjson.Valid(raw[i:q+1])
	}
	if check && i < len(raw) && (raw[i] == '{' || raw[i] == '[') {
		return container(raw, i, max)
	}
	end, deepAt = jsonscan.ValueEnd(raw, i, max)
	if deepAt >= 0 {
		return end, deepAt, false
	}
	return end, -1, end > i && (!check || gjson.Valid(raw[i:end]))
}

// What container expects next.
const (
	expectValue      = iota // after ':' or an array's ','
	expectFirstValue        // after '[': a value or ']'
	expectKey               // after an object's ','
	expectFirstKey          // after '{': a key or '}'
	expectColon
	expectNext // after a value: ',' or the container's closing bracket
)

// container checks the array or object that starts at raw[i] in one pass
// without recursion: its grammar and nesting (no more than max levels
// deep: deepAt is the offset of the bracket that goes deeper, -1 when none
// does), each string (a long one for its extent only, see lazyString),
// number and literal. end is the offset just past it.
func container(raw string, i, max int) (end, deepAt int, ok bool) {
	var closers []byte // the closing bracket of each open container
	state := expectValue
	for {
		i = skipSpace(raw, i)
		if i >= len(raw) {
			return len(raw), -1, false
		}
		c := raw[i]
		closing := false
		switch state {
		case expectValue, expectFirstValue:
			switch {
			case c == '{' || c == '[':
				if len(closers) == max {
					return i, i, false
				}
				if c == '{' {
					closers, state = append(closers, '}'), expectFirstKey
				} else {
					closers, state = append(closers, ']'), expectFirstValue
				}
				i++
				continue
			case c == ']' && state == expectFirstValue:
				closing = true
			case c == '"':
				q := jsonscan.StringEnd(raw, i+1)
				if q < 0 || q-i-1 < lazyString && !gjson.Valid(raw[i:q+1]) {
					return i, -1, false
				}
				i, state = q+1, expectNext
				continue
			default:
				e := i
				for e < len(raw) && !strings.ContainsRune(",:[]{}\" \t\n\r", rune(raw[e])) {
					e++
				}
				if e == i || !gjson.Valid(raw[i:e]) {
					return i, -1, false
				}
				i, state = e, expectNext
				continue
			}
		case expectKey, expectFirstKey:
			if c == '}' && state == expectFirstKey {
				closing = true
				break
			}
			if c != '"' {
				return i, -1, false
			}
			q := jsonscan.StringEnd(raw, i+1)
			if q < 0 || !gjson.Valid(raw[i:q+1]) {
				return i, -1, false
			}
			i, state = q+1, expectColon
			continue
		case expectColon:
			if c != ':' {
				return i, -1, false
			}
			i, state = i+1, expectValue
			continue
		case expectNext:
			switch {
			case c == ',' && closers[len(closers)-1] == '}':
				i, state = i+1, expectKey
				continue
			case c == ',':
				i, state = i+1, expectValue
				continue
			}
			closing = true
		}
		if !closing || c != closers[len(closers)-1] {
			return i, -1, false
		}
		closers = closers[:len(closers)-1]
		i++
		if len(closers) == 0 {
			return i, -1, true
		}
		state = expectNext
	}
}

// members indexes obj, an object of an input decoded already, or is nil
// when obj is not an object.
func members(obj string) *fields {
	start := skipSpace(obj, 0)
	if start >= len(obj) || obj[start] != '{' {
		return nil
	}
	f, _, _ := index(obj, start, MaxDepth, false)
	return f
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

// stringEnd is the end of the top-level string key, whose value is v (see
// stringEnd).
func (f *fields) stringEnd(key, v string, max int) (end string, whole bool) {
	return stringEnd(v, max, func() string { return f.unescaped(key, v) })
}

// stringEnd is the end of v, a JSON string as it appears in the input: its
// last lines, up to max bytes decoded, cut after an escaped newline and
// decoded without the rest of the string. Otherwise (short, or without a
// newline to cut after) it is all of it, decoded by all, and whole is true.
func stringEnd(v string, max int, all func() string) (end string, whole bool) {
	body := v[1 : len(v)-1]
	if len(body) <= max || strings.IndexByte(body, '\\') < 0 {
		return all(), true
	}
	// Escapes only shrink what they stand for, so the last max bytes of
	// the body decode to at most max bytes. The cut is after the first
	// newline escape in them: a backslash preceded by an even number of
	// backslashes starts an escape.
	for from := len(body) - max; ; {
		j := strings.Index(body[from:], `\n`)
		if j < 0 {
			return all(), true
		}
		q := from + j
		n := 0
		for k := q - 1; k >= 0 && body[k] == '\\'; k-- {
			n++
		}
		if n%2 == 0 {
			return unescape(body[q+2:]), false
		}
		from = q + 1
	}
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
