// Package jsonscan finds the extent of JSON values and how deeply they
// nest, in one pass without recursion and without decoding. It runs before
// anything that recurses once per level (gjson's validation does), on
// input a payload or an agent chose: nesting millions of levels deep would
// otherwise exhaust the stack, a fatal error no recover catches.
package jsonscan

import "strings"

// DeeperThan reports whether the arrays and objects in raw nest more than
// max levels deep, and the offset of the bracket that goes past max. It
// reads raw once, without recursion (each value with ValueEnd); it does
// not validate (a bracket too many or too few is the validator's to find).
func DeeperThan(raw string, max int) (at int, deep bool) {
	for i := 0; i < len(raw); {
		switch raw[i] {
		case '{', '[', '"':
			end, deepAt := ValueEnd(raw, i, max)
			if deepAt >= 0 {
				return deepAt, true
			}
			i = end
		default:
			i++
		}
	}
	return 0, false
}

// StringEnd is the offset of the quote that closes the string whose
// content starts at from, or -1 if it is never closed. Strings are skipped
// with strings.IndexByte, so a long report costs little more than a
// memory scan.
func StringEnd(raw string, from int) int {
	for {
		j := strings.IndexByte(raw[from:], '"')
		if j < 0 {
			return -1
		}
		q := from + j
		// A quote after an odd number of backslashes is escaped.
		n := 0
		for k := q - 1; k >= from && raw[k] == '\\'; k-- {
			n++
		}
		if n%2 == 0 {
			return q
		}
		from = q + 1
	}
}

// ValueEnd is the offset just past the JSON value that starts at i, and
// the offset of a bracket that nests more than max levels inside it (-1
// when none does).
func ValueEnd(raw string, i, max int) (end, deepAt int) {
	if i >= len(raw) {
		return i, -1
	}
	switch raw[i] {
	case '"':
		if end := StringEnd(raw, i+1); end >= 0 {
			return end + 1, -1
		}
		return len(raw), -1
	case '{', '[':
		depth := 0
		for ; i < len(raw); i++ {
			switch raw[i] {
			case '{', '[':
				depth++
				if depth > max {
					return i, i
				}
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1, -1
				}
			case '"':
				end := StringEnd(raw, i+1)
				if end < 0 {
					return len(raw), -1
				}
				i = end
			}
		}
		return i, -1
	}
	for ; i < len(raw); i++ {
		switch raw[i] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return i, -1
		}
	}
	return i, -1
}
