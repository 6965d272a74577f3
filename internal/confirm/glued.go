package confirm

import "strings"

// quantityGlued reports whether added (lowercase) writes the quantity q
// (lowercase, number and unit in one word: "4g", "512k", "30s") as the
// end of a flag or word it is glued to ("-Xmx4g", "-Xss512k",
// "timeout=30s"): the number stands after a letter, a "=" or a "-", not
// after another digit or a decimal point ("14g", "1.4g" are other values),
// and nothing of a word follows it.
func quantityGlued(added, q string) bool {
	if q == "" || q[0] < '0' || q[0] > '9' || !isWordChar(q[len(q)-1]) || isDigitOrDot(q[len(q)-1]) {
		return false // a bare number is measured as one (requestNumbers)
	}
	for from := 0; ; {
		i := strings.Index(added[from:], q)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(q)
		if (i == 0 || !isDigitOrDot(added[i-1])) && (end == len(added) || !isWordChar(added[end])) {
			return true
		}
		from = i + 1
	}
}

// isDigitOrDot reports whether c is a digit or a decimal point.
func isDigitOrDot(c byte) bool { return c >= '0' && c <= '9' || c == '.' }

// isWordChar reports whether c continues an ASCII word.
func isWordChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// addUnitNames adds to forms the code name of each unit the tokens toks
// write a quantity in ("500ms", "2 minutes": "millisecond",
// "milliseconds", "minute", "minutes"): `500 * time.Millisecond`,
// `Duration.ofMinutes(2)` and `TimeUnit.MINUTES` write the request's
// unit the way the language spells it.
func addUnitNames(forms map[string]bool, toks []string) {
	for i, tok := range toks {
		n := numberOf(tok)
		if n == "" || n != strings.TrimPrefix(tok, "v")[:len(n)] {
			continue
		}
		unit := strings.TrimPrefix(tok[len(n):], "-")
		if unit == "" && i+1 < len(toks) {
			unit = toks[i+1]
		}
		if name := unitName(unit); name != "" {
			forms[name], forms[name+"s"] = true, true
		}
	}
}

// newPieces are the words of ws, brought in by a rewritten line, that say
// something new: a word whose every piece the request (asked) or the old
// line names is left out — "time" of `time.Millisecond` in place of
// `time.Second`, with "500ms" asked.
func newPieces(ws []string, oldLine string, asked map[string]bool) []string {
	had := pieceForms(oldLine)
	var out []string
	for _, w := range ws {
		if !piecesNamed(w, asked, had) {
			out = append(out, w)
		}
	}
	return out
}

// piecesNamed reports whether every piece of w of two letters or more is
// in asked or had.
func piecesNamed(w string, asked, had map[string]bool) bool {
	for _, t := range tokens(w) {
		for _, p := range identPieces(t) {
			lower := strings.ToLower(p)
			if len(lower) >= 2 && !asked[lower] && !had[lower] {
				return false
			}
		}
	}
	return true
}
