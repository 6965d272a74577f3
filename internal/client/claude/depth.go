package claude

import "strings"

// deeperThan reports whether the arrays and objects in raw nest more than
// max levels deep, and the offset of the bracket that goes past max. It
// reads raw once, without recursion (each value with valueEnd); it does
// not validate (a bracket too many or too few is the validator's to find).
func deeperThan(raw string, max int) (at int, deep bool) {
	for i := 0; i < len(raw); {
		switch raw[i] {
		case '{', '[', '"':
			end, deepAt := valueEnd(raw, i, max)
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

// stringEnd is the offset of the quote that closes the string whose
// content starts at from, or -1 if it is never closed. Strings are skipped
// with strings.IndexByte, so a long report costs little more than a
// memory scan.
func stringEnd(raw string, from int) int {
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
