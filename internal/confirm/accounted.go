package confirm

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/aymanbagabas/go-udiff/lcs"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// A change's parts are read word by word against the request (see
// unaccounted): each word a rewritten line takes away or brings in must be
// accounted for by what the request asked.

// unaccounted is the first edit inside a rewritten line (a unit of one old
// and one new line) that the request does not account for, and the line;
// ("", "") when every one is. Words are lineValues ("3.13", "2.0.21",
// "ENABLE_SEPA"), diffed old against new, and an edit is unaccounted when
//
//   - the request only adds (kind addsOnly) and the edit takes away a word
//     that says something (a number, or a piece of three letters or more
//     that is no word of the language), the request does not name it and
//     no word brought in its place extends it ("00" → "00Z"): the Python
//     versions 3.10 and 3.11 dropped where 3.13 was asked to be added;
//   - the request only removes (removesOnly) and the edit brings such a
//     word in where nothing was taken away: 3.12 appended to a matrix
//     asked to lose 3.8 (a word put in the place of the one taken away
//     may be its replacement, ">=3.8" → ">=3.9");
//   - the request spells numbers of its own (asked) and the edit swaps a
//     number for another that none of them accounts for (numberAccounted):
//     a plugin version bumped beside the toolchain asked to be 21, a cap
//     of 60 made 75 where a comment on it was asked;
//   - the request names the key one rewritten line sets and not the key
//     of another (ENABLE_SEPA asked, ENABLE_IDEAL flipped too), and the
//     other brings in nothing the request names — or the request writes
//     the key as the code does (LOG_LEVEL), so the value is that key's;
//   - a list line gains items beside the one the request names
//     (extraItem: 'cancelled' put in with the 'refunded' asked);
//   - the request writes a number, one rewritten line brings it in, and
//     another brings in words and no number, none of whose words (old or
//     new) the request names, verbs aside ("set -e" made "set -o errexit"
//     beside the retention asked).
//
// Units that are a consequence of the rest (whitespace, imports, moved
// lines) are not read.
func (r reading) unaccounted(units []unit, kind changeKind) (edit, line string) {
	if len(units) == 0 || len(units) > maxUnits {
		return "", ""
	}
	asked := pieceForms(r.orig)
	numbers, olds := askedNumbers(r.orig)
	own := requestNumbers(r.Text) // the user's own words hold a number
	quantity := holdsQuantity(r.Text)
	lower := strings.ToLower(r.Text)
	keyNamed := func(k string) bool {
		return occursAsWord(lower, strings.ToLower(k)) || piecesAccounted(k, asked, nil)
	}
	var oldText strings.Builder
	for _, u := range units {
		oldText.WriteString(strings.Join(u.removed, "\n") + "\n")
	}
	moved := requestNumbers(oldText.String()) // a number the change moves is not new,
	for n := range olds {                     // unless the request has it go away
		delete(moved, n)
	}
	licensed := oldLicenses(numbers, units)    // "bump checkout@v3": its old number lets any new one in
	named, unnamed := false, -1                // keys the rewritten lines set
	precise, given := false, -1                // a key named as written; one given a named value
	valued, stray := false, -1                 // a line given the asked number; one nothing names
	var subject map[string]bool                // the request's words but its verbs
	mixed := kind == addsOnly && !r.onlyAdds() // other verbs beside the adding one
	for i, u := range units {
		if len(u.removed) != 1 || len(u.added) != 1 {
			continue
		}
		oldLine, newLine := codeOf(u.removed[0]), codeOf(u.added[0])
		if strings.TrimSpace(oldLine) == "" || onlyNotes(strings.TrimSpace(u.removed[0])) {
			continue // a line uncommented: what it brings back is the file's
		}
		old, new := lineValues(withoutListNumber(oldLine)), lineValues(withoutListNumber(newLine))
		if len(old) > maxPartWords || len(new) > maxPartWords {
			continue
		}
		diffs := wordEdits(old, new)
		takes, brings := false, false // the part takes words away, brings words in
		for _, d := range diffs {
			takes, brings = takes || d.End > d.Start, brings || d.ReplEnd > d.ReplStart
		}
		edit, line := "", ""
		if w := extraItem(oldLine, newLine, asked, numbers); w != "" {
			edit, line = fmt.Sprintf("brings in %q", w), u.added[0]
		}
		for _, d := range diffs {
			if edit != "" {
				break
			}
			del, ins := old[d.Start:d.End], new[d.ReplStart:d.ReplEnd]
			switch {
			case kind == addsOnly && brings:
				if w := takenAway(del, ins, asked, numbers, mixed); w != "" {
					edit, line = fmt.Sprintf("takes away %q", w), u.removed[0]
				}
			case kind == removesOnly && takes && len(del) == 0:
				if w := unnamedWord(ins, asked, numbers); w != "" {
					edit, line = fmt.Sprintf("brings in %q", w), u.added[0]
				}
			}
			if edit == "" && len(own) > 0 {
				if from, to := swapped(del, ins, numbers, olds, moved, quantity, licensed); to != "" {
					edit, line = fmt.Sprintf("changes %q to %q", from, to), u.added[0]
				}
			}
			if edit != "" {
				break
			}
		}
		// (whether the part follows from the rest is asked last: it
		// compares the part with every other)
		if edit != "" && !u.consequence(units) {
			return edit, clip80(strings.TrimSpace(line))
		}
		if ins := insertedValues(old, new); len(own) > 0 {
			switch {
			case bringsAsked(ins, numbers, olds):
				valued = true
			case stray < 0 && !holdsNumber(ins) && unnamedWord(ins, asked, numbers) != "":
				if subject == nil {
					subject = withoutVerbs(asked) // "set" of "set the retention" names no "set -e"
				}
				if !namesAny(old, subject, numbers) && !namesAny(new, subject, numbers) && !u.consequence(units) {
					stray = i // a line nothing names, given words nothing names
				}
			}
		}
		k := lineKey(oldLine)
		if k == "" || lineKey(newLine) != k {
			continue
		}
		if keyNamed(k) {
			if !u.consequence(units) {
				named = true
				// the key written as the code writes it (ALLOWED_HOSTS):
				// the request says which setting the value goes to
				precise = precise || len(identPieces(k)) >= 2 && occursAsWord(r.orig, k)
			}
		} else if unnamed < 0 && !u.consequence(units) {
			if namesAny(insertedValues(old, new), asked, numbers) {
				given = i // a key nothing names, given what the request names
			} else {
				unnamed = i // a key nothing names, given nothing the request names
			}
		}
	}
	if precise && unnamed < 0 {
		unnamed = given
	}
	if named && unnamed >= 0 {
		u := units[unnamed]
		return fmt.Sprintf("changes %q", lineKey(codeOf(u.removed[0]))), clip80(strings.TrimSpace(u.added[0]))
	}
	if valued && stray >= 0 {
		u := units[stray]
		return fmt.Sprintf("rewrites %q", clip80(strings.TrimSpace(u.removed[0]))), clip80(strings.TrimSpace(u.added[0]))
	}
	return "", ""
}

// withoutVerbs is forms without the verbs of change among them.
func withoutVerbs(forms map[string]bool) map[string]bool {
	out := make(map[string]bool, len(forms))
	for f := range forms {
		if !lang.IsChangeVerb(f) {
			out[f] = true
		}
	}
	return out
}

// bringsAsked reports whether one of ws is a number the request writes as
// a new value (numberAccounted, not one of olds).
func bringsAsked(ws []string, numbers, olds map[string]bool) bool {
	for _, w := range ws {
		if n := numberOf(w); n != "" && !olds[n] && numberAccounted(n, numbers) {
			return true
		}
	}
	return false
}

// extraItem is an item put into a list beside one the request names, that
// the request does not name: 'cancelled' brought in with 'refunded' where
// only 'refunded' was asked. The rewritten line must only gain items: the
// old line separates items already ("IN ('paid', 'shipped')", "\"admin\" |
// \"editor\"", "[main, develop]"), and what the new line puts in is two
// items or more, each a plain value (a word, a number, a host, quoted or
// not; no call, no key, no comparison). An item is named when every piece
// of it that says something is (itemNamed), a plain word too: in a list, a
// word is a value. "" when the request names none of the items, or all.
func extraItem(oldLine, newLine string, asked, numbers map[string]bool) string {
	seps := func(l string) int { return strings.Count(l, ",") + strings.Count(l, "|") }
	if seps(oldLine) == 0 || seps(newLine) <= seps(oldLine) {
		return ""
	}
	p := 0
	for p < len(oldLine) && p < len(newLine) && oldLine[p] == newLine[p] {
		p++
	}
	q := 0
	for q < len(oldLine)-p && q < len(newLine)-p && oldLine[len(oldLine)-1-q] == newLine[len(newLine)-1-q] {
		q++
	}
	if strings.Trim(oldLine[p:len(oldLine)-q], " \t,|'\"`") != "" {
		return "" // the line loses or changes something too: the other rules read it
	}
	var items []string
	for _, f := range strings.FieldsFunc(newLine[p:len(newLine)-q], func(r rune) bool { return r == ',' || r == '|' }) {
		it := strings.Trim(f, " \t'\"`")
		if it == "" {
			continue
		}
		if !plainItem(it) {
			return ""
		}
		items = append(items, it)
	}
	if len(items) < 2 {
		return ""
	}
	extra, some := "", false
	for _, it := range items {
		named, significant := itemNamed(it, asked, numbers)
		switch {
		case named:
			some = true
		case significant && extra == "":
			extra = it
		}
	}
	if !some {
		return ""
	}
	return extra
}

// plainItem reports whether s is one plain value of a list: letters,
// digits and "._-/@" only ("refunded", "3.12", "staging.example.com").
func plainItem(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isIdentByte(c) && c != '.' && c != '-' && c != '/' && c != '@' && c < 0x80 {
			return false
		}
	}
	return true
}

// itemNamed reports whether the request (asked, numbers) names the list
// item w — a number, or every piece of minPieceLen letters or more
// ("preview.example.com" is not named by "staging.example.com") — and
// whether w says anything at all.
func itemNamed(w string, asked, numbers map[string]bool) (named, significant bool) {
	if n := numberOf(w); n != "" {
		return numberAccounted(n, numbers), true
	}
	named = true
	for _, p := range identPieces(w) {
		lower := strings.ToLower(p)
		if len(lower) < minPieceLen || isNumber(lower) || isSyntaxWord(lower) {
			continue
		}
		significant = true
		named = named && pieceAccounted(lower, asked)
	}
	return named && significant, significant
}

// swapped is a number of del and the number of ins put in its place that
// nothing the user said accounts for, or ("", ""). The numbers of del and
// ins are paired in order when they are as many, else every one of ins
// with all of del. A new number is accounted for when the request writes
// it (numberAccounted) or writes the old one it replaces ("checkout@v3 …
// upgrade it"), when it extends the old one ("273" → "273.15") or differs
// from it by a number the request writes ("off by 0.15"), when the change
// holds it already (moved), or, the request giving a quantity in a unit,
// when it is a factor of units itself (1000 → 1024 for "MiB not MB").
// A number the request writes only as one that goes or stays (gone: "from
// 384Mi to 768Mi", "requests stay at 192Mi") accounts for no new one, nor
// for a swap of it; nor does an old number written beside a value asked
// that the change does not bring (licensed false: "make the `sleep 5` a
// `sleep 2`" for `sleep 1`).
func swapped(del, ins []string, numbers, gone, moved map[string]bool, quantity, licensed bool) (from, to string) {
	olds, news := lineNumbers(del), lineNumbers(ins)
	if len(olds) == 0 || len(news) == 0 {
		return "", ""
	}
	by := numbers // the differences a new number may be off the old by
	if len(gone) > 0 {
		by = map[string]bool{}
		for n := range numbers {
			if !gone[n] {
				by[n] = true
			}
		}
	}
	for j, n := range news {
		cands := olds
		if len(olds) == len(news) {
			cands = olds[j : j+1]
		}
		if !gone[n] && numberAccounted(n, numbers) || moved[n] || quantity && isUnitFactor(n) {
			continue
		}
		ok := false
		for _, o := range cands {
			ok = ok || licensed && numbers[o] && !gone[o] || strings.HasPrefix(n, o) || differsBy(o, n, by)
		}
		if !ok {
			return cands[0], n
		}
	}
	return "", ""
}

// lineNumbers are the numbers (numberOf) of ws, in order.
func lineNumbers(ws []string) []string {
	var out []string
	for _, w := range ws {
		if n := numberOf(w); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// differsBy reports whether the numbers a and b differ by one of numbers
// ("273" and "273.15" by "0.15", "10" and "15" by "5").
func differsBy(a, b string, numbers map[string]bool) bool {
	x, errX := strconv.ParseFloat(a, 64)
	y, errY := strconv.ParseFloat(b, 64)
	if errX != nil || errY != nil {
		return false
	}
	for n := range numbers {
		if d, err := strconv.ParseFloat(n, 64); err == nil && d != 0 && math.Abs(math.Abs(x-y)-d) < 1e-9 {
			return true
		}
	}
	return false
}

// isUnitFactor reports whether the number n is one of unitFactors.
func isUnitFactor(n string) bool {
	x, err := strconv.ParseFloat(n, 64)
	return err == nil && slices.Contains(unitFactors[:], x)
}

// holdsQuantity reports whether text writes a number with a unit ("64
// MiB", "30s", "2 minutes").
func holdsQuantity(text string) bool {
	ws := lineValues(text)
	for i, w := range ws {
		n := numberOf(w)
		if n == "" {
			continue
		}
		if unit := strings.TrimPrefix(strings.TrimPrefix(w, "v")[len(n):], "-"); unit != "" && isUnit(unit) || i+1 < len(ws) && isUnit(ws[i+1]) {
			return true
		}
	}
	return false
}

// withoutListNumber is line without the number of an ordered list item
// that starts it ("3. Open a PR" → "Open a PR"): a step put in before it
// renumbers it, which is no change of its own.
func withoutListNumber(line string) string {
	t := strings.TrimLeft(line, " \t")
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i == len(t) || t[i] != '.' && t[i] != ')' || i+1 < len(t) && t[i+1] != ' ' {
		return line
	}
	return t[i+1:]
}

// namesAny reports whether the request (asked, numbers) names one of ws.
func namesAny(ws []string, asked, numbers map[string]bool) bool {
	for _, w := range ws {
		if n := numberOf(w); n != "" {
			if numberAccounted(n, numbers) {
				return true
			}
			continue
		}
		for _, t := range tokens(w) {
			if named, _ := wordNamed(t, asked); named {
				return true
			}
		}
	}
	return false
}

// takenAway is the first word of del, taken away where the request only
// adds, that says something, is not named by the request (asked, numbers)
// and is not extended by a word of ins brought in its place; "" when none,
// or when ins, put in its place, holds a word the request names and the
// request asks for more than additions (mixed: a swap asked beside the
// addition), and a number replaced by another is a value
// changed (swapped), not taken away.
func takenAway(del, ins []string, asked, numbers map[string]bool, mixed bool) string {
	if mixed && namesAny(ins, asked, numbers) {
		return "" // what is put in its place is asked for: "TEXT" made VARCHAR(64)
	}
	for _, w := range del {
		if len(ins) > 0 && numberOf(w) != "" {
			continue // a number replaced: a value changed (swapped), not taken away
		}
		extended := false
		for _, n := range ins {
			extended = extended || strings.Contains(n, w)
		}
		if !extended && unnamedWord([]string{w}, asked, numbers) != "" {
			return w
		}
	}
	return ""
}

// unnamedWord is the first of ws that says something and that the request
// does not name: a number none of its numbers accounts for, a word with a
// piece of minPieceLen letters that is no word of the language and that
// none of its pieces (asked) accounts for; "" when none.
func unnamedWord(ws []string, asked, numbers map[string]bool) string {
	for _, w := range ws {
		if n := numberOf(w); n != "" {
			if !numberAccounted(n, numbers) {
				return w
			}
			continue
		}
		for _, t := range tokens(w) {
			if named, significant := wordNamed(t, asked); significant && !named {
				return w
			}
		}
	}
	return ""
}

// insertedValues are the words of new (a rewritten line's lineValues)
// that old (the line's) does not have.
func insertedValues(old, new []string) []string {
	had := make(map[string]bool, len(old))
	for _, w := range old {
		had[w] = true
	}
	var out []string
	for _, w := range new {
		if !had[w] {
			out = append(out, w)
		}
	}
	return out
}

// lineValues are the words of a line as values are written: runs of
// letters, digits and "_", joined across a "." or "-" that stands between
// two of them ("3.13", "2.0.21", "3.12-slim", "pytest-cov"); at most
// maxPartWords+1 of them.
func lineValues(line string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(line) && len(out) <= maxPartWords; i++ {
		if i < len(line) {
			c := line[i]
			if isIdentByte(c) {
				if start < 0 {
					start = i
				}
				continue
			}
			if (c == '.' || c == '-') && start >= 0 && i+1 < len(line) && isIdentByte(line[i+1]) {
				continue
			}
		}
		if start >= 0 {
			out = append(out, line[start:i])
			start = -1
		}
	}
	return out
}

// numberOf is the number a value word is ("3.13", "60") or begins
// before a unit or a suffix of letters ("250" of "250ms", "3.12" of
// "3.12-slim", "4" of "v4"), or "" for a word that is no number ("3b82f6",
// "node", "2024-01-01T00").
func numberOf(w string) string {
	w = withoutDigitGroups(strings.TrimPrefix(w, "v"))
	i := 0
	for i < len(w) && (w[i] >= '0' && w[i] <= '9' || w[i] == '.') {
		i++
	}
	num := strings.TrimRight(w[:i], ".")
	if num == "" || num[0] == '.' {
		return ""
	}
	rest := strings.TrimPrefix(w[i:], "-")
	for j := 0; j < len(rest); j++ {
		if c := rest[j] | 0x20; c < 'a' || c > 'z' {
			return ""
		}
	}
	return num
}

// withoutDigitGroups is w with the "_" that group the digits of a number
// in code taken out ("10_000" → "10000", "1_000_000ms" → "1000000ms"):
// the groups after the first are of three digits, so a name such as
// "1_2" is left as it is.
func withoutDigitGroups(w string) string {
	if w == "" || w[0] < '0' || w[0] > '9' || !strings.Contains(w, "_") {
		return w
	}
	var b strings.Builder
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	b.WriteString(w[:i])
	for i < len(w) && w[i] == '_' {
		g := w[i+1:]
		if len(g) < 3 || !isDigits(g[:3]) || len(g) > 3 && g[3] >= '0' && g[3] <= '9' {
			return w // "1_2", "10_0000"
		}
		b.WriteString(g[:3])
		i += 4
	}
	b.WriteString(w[i:])
	return b.String()
}

// holdsNumber reports whether one of ws is a number (numberOf).
func holdsNumber(ws []string) bool {
	for _, w := range ws {
		if numberOf(w) != "" {
			return true
		}
	}
	return false
}

// requestNumbers are the numbers text writes (numberOf of its
// lineValues: "30" of "30s", "1.4.0"), as a set.
func requestNumbers(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range lineValues(text) {
		if n := numberOf(w); n != "" {
			out[n] = true
		}
	}
	return out
}

// askedNumbers are the numbers text writes (requestNumbers), and among
// them those it writes only as a value that goes or stays: right after
// "from"/"von" ("from 384Mi to 768Mi": 384), or after "at"/"on"/"as"
// following a word of staying ("requests stay at 192Mi", "leave it at
// 5", "remains as 3"). A number also written otherwise is no old one.
func askedNumbers(text string) (numbers, olds map[string]bool) {
	numbers = map[string]bool{}
	ws := lineValues(strings.ToLower(text))
	var fresh map[string]bool // written otherwise, at least once
	for i, w := range ws {
		n := numberOf(w)
		if n == "" {
			continue
		}
		numbers[n] = true
		if fromOrStays(ws, i) {
			if olds == nil {
				olds = map[string]bool{}
			}
			olds[n] = true
			continue
		}
		if fresh == nil {
			fresh = map[string]bool{}
		}
		fresh[n] = true
	}
	for n := range fresh {
		delete(olds, n)
	}
	return numbers, olds
}

// fromOrStays reports whether the number ws[i] is written as one that
// goes or stays (see askedNumbers).
func fromOrStays(ws []string, i int) bool {
	if i == 0 {
		return false
	}
	switch ws[i-1] {
	case "from", "von", "van":
		// "from 384Mi to 768Mi", "von 4 auf 8", "from 4 → 8"; not
		// "Alamofire from 5.8.0" (a version range's floor)
		return i+1 < len(ws) && (numberOf(ws[i+1]) != "" || slices.Contains([]string{"to", "auf", "naar", "into"}, ws[i+1]))
	case "at", "on", "as", "bei", "auf":
		if i >= 2 {
			switch ws[i-2] {
			case "stay", "stays", "stayed", "remain", "remains", "kept", "keep", "keeps", "leave", "left", "bleibt", "bleiben":
				return true
			}
		}
		if i >= 3 && (ws[i-2] == "it" || ws[i-2] == "them" || ws[i-2] == "that") {
			switch ws[i-3] {
			case "keep", "leave":
				return true
			}
		}
	}
	return false
}

// unitFactors are the ratios between one quantity written in two units
// (a minute in seconds, a day in hours, a kibibyte in bytes …).
var unitFactors = [...]float64{7, 24, 30, 60, 100, 365, 1000, 1024, 1440, 3600, 10080, 60000, 86400, 604800, 1e6, 1 << 20, 3600000, 86400000, 1e9, 1 << 30}

// numberAccounted reports whether the number n is one the request writes
// (numbers): the same number, a version it begins ("20" of "20.11.0"), or
// the same quantity in another unit ("2" minutes as 120, "1" hour as
// 3600).
func numberAccounted(n string, numbers map[string]bool) bool {
	if numbers[n] {
		return true
	}
	x, errX := strconv.ParseFloat(n, 64)
	for a := range numbers {
		if strings.HasPrefix(n, a+".") || strings.HasPrefix(a, n+".") {
			return true
		}
		y, errY := strconv.ParseFloat(a, 64)
		if errX != nil || errY != nil || x == 0 || y == 0 {
			continue
		}
		for _, f := range unitFactors {
			if x == y*f || y == x*f {
				return true
			}
		}
	}
	return false
}

// quantityNotBrought is a quantity the request writes with a unit ("30
// days", "a 30 minute timeout", "64 MiB"), as written, when the change
// brings in no number that is that quantity in some unit (numberAccounted:
// 30 days as 30 or 2592000, 2 minutes as 120) — nor, for one of a unit
// ("1 hour"), the unit's name (time.Hour): the change is then another one
// than the request's. "" when the request writes no quantity, the change
// brings one of them in or a number the request writes ("5 seconds is too
// short … make it 15000"), or the request only removes (kind), or the
// change brings nothing in.
func quantityNotBrought(text string, units []unit, kind changeKind) string {
	var added strings.Builder
	for _, u := range units {
		added.WriteString(strings.Join(u.added, "\n") + "\n")
	}
	if kind == removesOnly || strings.TrimSpace(added.String()) == "" {
		return "" // what a removal takes away is not measured by a quantity
	}
	brought := requestNumbers(added.String())
	for n := range requestNumbers(text) {
		if brought[n] {
			return "" // "5 seconds is too short … should be 15000"
		}
	}
	lower := strings.ToLower(added.String())
	first := ""
	ws := lineValues(text)
	for i, w := range ws {
		n := numberOf(w)
		if n == "" {
			continue
		}
		unit, written := strings.TrimPrefix(strings.TrimPrefix(w, "v")[len(n):], "-"), w
		if unit == "" && i+1 < len(ws) {
			unit, written = ws[i+1], w+" "+ws[i+1]
		}
		if !isUnit(unit) {
			continue
		}
		q := map[string]bool{n: true}
		for b := range brought {
			if numberAccounted(b, q) {
				return ""
			}
		}
		if name := unitName(unit); n == "1" && name != "" && strings.Contains(lower, name) {
			return "" // "1 hour" as time.Hour
		}
		if quantityGlued(lower, strings.ToLower(w)) {
			return "" // "the heap to 4g" as -Xmx4g
		}
		if first == "" {
			first = written
		}
	}
	return first
}

// unitName is the name a unit is spelled with in code ("second" of "s",
// "sec" and "seconds": time.Second), or "" for a unit of size.
func unitName(unit string) string {
	switch strings.ToLower(unit) {
	case "ms":
		return "millisecond"
	case "s", "sec", "secs", "second", "seconds":
		return "second"
	case "m", "min", "mins", "minute", "minutes":
		return "minute"
	case "h", "hr", "hrs", "hour", "hours":
		return "hour"
	case "d", "day", "days":
		return "day"
	case "w", "week", "weeks":
		return "week"
	}
	return ""
}

// onlyTakesAway reports whether every part of a change takes lines away
// and none brings one in (a blank line aside).
func onlyTakesAway(units []unit) bool {
	for _, u := range units {
		if strings.TrimSpace(strings.Join(u.added, "")) != "" || len(u.removed) == 0 {
			return false
		}
	}
	return len(units) > 0
}

// wordEdits is the word diff of old against new: their common beginning
// and end are left out first, so a line with one value changed or one
// item put in costs no diff at all.
func wordEdits(old, new []string) []lcs.Diff {
	p := 0
	for p < len(old) && p < len(new) && old[p] == new[p] {
		p++
	}
	q := 0
	for q < len(old)-p && q < len(new)-p && old[len(old)-1-q] == new[len(new)-1-q] {
		q++
	}
	if p+q == len(old) || p+q == len(new) {
		if p+q == len(old) && p+q == len(new) {
			return nil
		}
		return []lcs.Diff{{Start: p, End: len(old) - q, ReplStart: p, ReplEnd: len(new) - q}}
	}
	diffs := lcs.DiffLines(old[p:len(old)-q], new[p:len(new)-q])
	for i := range diffs {
		diffs[i].Start += p
		diffs[i].End += p
		diffs[i].ReplStart += p
		diffs[i].ReplEnd += p
	}
	return diffs
}

// subjectUntouched is a word of the request that names a part of the file
// only as a piece of its names ("versioning" of aws_s3_bucket_versioning,
// of versioning_configuration), when the change — its lines, and the
// names and openers of the blocks around them — has no name with that
// piece, nor does it hold any other such word: "turn on versioning for the
// logs bucket" does not cover tags added to the bucket. Words of five
// letters or more that are a piece of two names of the file or more, no
// plain or stop word, no verb of change, no word the file holds whole in
// any form ("markers" for "marker": those are read by the part rules). "" when there is
// none, or the change touches one.
func (r reading) subjectUntouched(units []unit) string {
	file := strings.ToLower(r.t.file)
	var held map[string]int
	var cands []string
	for _, w := range r.words {
		lw := w.Text
		if len(lw) < 5 || !isIdentWord(lw) || isPlainWord(lw) || isStopWord(lw) || lang.IsChangeVerb(lw) ||
			strings.Contains(strings.ToLower(r.t.Name), lw) || occursAsWord(file, lw) || slices.Contains(cands, lw) {
			continue
		}
		if held == nil {
			held = namesByPiece(file)
		}
		if held[lw] >= 2 && held["="+stemWord(lw)] == 0 {
			cands = append(cands, lw)
		}
	}
	if len(cands) == 0 {
		return ""
	}
	var ctx strings.Builder
	for _, u := range units {
		ctx.WriteString(u.text() + "\n" + strings.Join(u.names, " ") + "\n" + u.head + "\n" + strings.Join(u.opens, "\n") + "\n")
	}
	touched := pieceForms(ctx.String())
	for _, c := range cands {
		if touched[c] || touched[stemWord(c)] {
			return ""
		}
	}
	return cands[0]
}

// namesByPiece counts, for each lower-cased piece of the file's names
// (identPieces of names of two pieces or more), the distinct names holding
// it, and marks with "=" the stem of every word the file holds whole.
func namesByPiece(file string) map[string]int {
	out := map[string]int{}
	seen := map[string]bool{}
	for _, tok := range tokens(file) {
		if seen[tok] {
			continue
		}
		seen[tok] = true
		ps := identPieces(tok)
		if len(ps) < 2 {
			out["="+stemWord(strings.ToLower(tok))]++
			continue
		}
		for _, p := range ps {
			out[strings.ToLower(p)]++
		}
	}
	return out
}

// quotedNotBrought is a value the request writes in quotes after "to" or
// an arrow ("retitle main.tex to \"Sparse Attention at Scale\"", "change
// the button text to 'Save draft'", "« dépot » → « dépôt »"), in quotation
// marks of any kind, when the change brings in the words of none of them:
// the change is then another one than the request's. Words of three
// letters or more count; "" when the request quotes no such value or the
// change's new lines hold the words of one.
func quotedNotBrought(orig string, units []unit) string {
	var added strings.Builder
	for _, u := range units {
		added.WriteString(strings.Join(u.added, "\n") + "\n")
	}
	have := strings.ToLower(added.String())
	first := ""
	for _, q := range quotedAfterTo(orig) {
		value := orig[q.Start:q.End]
		words := 0
		brought := true
		for _, w := range tokens(strings.ToLower(value)) {
			if len(w) < 3 || isStopWord(w) {
				continue
			}
			words++
			brought = brought && occursAsWord(have, w)
		}
		if words == 0 {
			continue
		}
		if brought {
			return ""
		}
		if first == "" {
			first = value
		}
	}
	return first
}

// quotedAfterTo are the insides of the quotations of text, of any kind
// ("…", '…', “…”, «…», „…“; not code spans), that stand right after "to" or an arrow
// ("→", "->"), in the order they are written: the values a request asks
// a text to become.
func quotedAfterTo(text string) []span {
	var out []span
	for _, q := range append(quoted(text), singleQuoted(text)...) {
		before := strings.TrimRight(text[:q.Start], " ")
		mark, size := utf8.DecodeLastRuneInString(before)
		if mark == '`' {
			continue // code, which a change may use in part or beside
		}
		before = strings.ToLower(strings.TrimRight(before[:len(before)-size], " "))
		if strings.HasSuffix(before, " to") || strings.HasSuffix(before, "→") || strings.HasSuffix(before, "->") {
			out = append(out, q)
		}
	}
	slices.SortFunc(out, func(a, b span) int { return a.Start - b.Start })
	return out
}
