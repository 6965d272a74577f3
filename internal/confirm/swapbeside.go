package confirm

import (
	"fmt"
	"strings"
)

// besideSwap is the first word a rewritten line brings in beside the
// number swap the request spells, that the request does not name, and the
// line; ("", "") when there is none. "change the token lifetime from 3600
// to 7200" swaps 3600 for 7200: the same line given `'iat' => time()` as
// well, or "paginate 25 instead of 10" given `with('author')`, brings in
// more than the swap. The line must make the swap itself (it takes away
// a number the request writes and brings in another it writes), and the word must
// say something (a name, a piece of three letters or more) that neither
// the request nor the old line holds. Lines that follow from the rest are
// not read.
func (r reading) besideSwap(units []unit) (edit, line string) {
	if len(units) == 0 || len(units) > maxUnits || len(requestNumbers(r.Text)) == 0 {
		return "", ""
	}
	numbers, _ := askedNumbers(r.orig)
	if len(numbers) < 2 {
		return "", "" // a swap spells two numbers: the one going, the one coming
	}
	var asked map[string]bool // the request's pieces, read at the first swap
	for _, u := range units {
		if len(u.removed) != 1 || len(u.added) != 1 {
			continue
		}
		old, new := lineValues(codeOf(u.removed[0])), lineValues(codeOf(u.added[0]))
		if len(old) > maxPartWords || len(new) > maxPartWords || !swapsAsked(old, new, numbers) {
			continue
		}
		if asked == nil {
			asked = pieceForms(r.orig)
		}
		if w := unnamedWord(newPieces(insertedValues(old, new), u.removed[0], asked), asked, numbers); w != "" && numberOf(w) == "" && !u.consequence(units) {
			return fmt.Sprintf("brings in %q beside the value asked", w), clip80(strings.TrimSpace(u.added[0]))
		}
	}
	return "", ""
}

// swapsAsked reports whether a rewritten line (old and new lineValues)
// swaps one number the request writes for another it writes: "from 3600
// to 7200", "25 instead of 10", "3000 -> 8080", "8080 statt 3000", in
// whatever words the request puts around them.
func swapsAsked(old, new []string, numbers map[string]bool) bool {
	return swapNumber(insertedValues(new, old), numbers) != "" && swapNumber(insertedValues(old, new), numbers) != ""
}

// swapNumber is the first of ws that is a number the request writes as
// it stands (numbers), or "".
func swapNumber(ws []string, numbers map[string]bool) string {
	for _, w := range ws {
		if n := numberOf(w); n != "" && numbers[n] {
			return n
		}
	}
	return ""
}
