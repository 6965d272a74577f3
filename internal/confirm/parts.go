package confirm

import (
	"fmt"
	"iter"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/aymanbagabas/go-udiff/lcs"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// valueNotBrought returns a value the user's request asks for ("16" of
// "bump postgres to 16", "v0.3.0" of "use @v0.3.0 instead of @latest") —
// a number or version right after "to", "use", "be" or "=" (or the
// word other languages put there: "a" in a message in another
// language, "auf", "na", "para"), or a
// switch value ("to off", "be false") — when the
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
		foreign := false
		switch ws[k].Text {
		case "to", "use", "be":
		case "a", "à", "auf", "na", "на", "para":
			// the word other languages put before the new value ("cambia
			// el puerto a 9000", "setz den Port auf 9000", "поменяй на
			// 9000"); English "a" is an article ("uploads get a 413"), so
			// "a" counts only in a message in another language
			if ws[k].Text == "a" && !inOtherLanguage(ws) {
				continue
			}
			if decimalComma(text, ws[k+1].Start) {
				continue // "a 3,5%": a number written the way the value may not be
			}
			foreign = true
		default:
			if !strings.HasSuffix(strings.TrimRight(text[ws[k].End:ws[k+1].Start], " @v"), "=") {
				continue
			}
		}
		v := rawValue(text, ws[k+1].Start)
		if sw := strings.ToLower(v); !foreign && switchValue(sw, ws[k].Text == "be") {
			if occursAsWord(strings.ToLower(t.Added), sw) {
				return ""
			}
			if first == "" {
				first = v
			}
			continue
		}
		num := numericCore(v)
		if end := ws[k+1].Start + len(v); end < len(text) && text[end] == '%' {
			continue // a rate, which may be written as a fraction ("3.5%" is 0.035)
		}
		if num == "" || isUnit(strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(v, "vV^~"), num), " ")) ||
			k+2 < len(ws) && isUnit(ws[k+2].Text) || otherFileBetween(text, ws, at, ws[k+1].Span) {
			continue
		}
		if numberBrought(t.Added, num, text[ws[k+1].Start:]) {
			return ""
		}
		if first == "" {
			first = v
		}
	}
	return first
}

// sayNotBrought returns the words a request asks a text to say ("the
// greeting should say Welcome back", "make the title read Orders") when
// the change brings none of them in: the change is then another one than
// the request's. Words the user did not write (text blanks them), short
// words and stop words do not count; a phrase with another file's name
// between it and the mention at is that file's. "" otherwise.
func sayNotBrought(text string, ws []word, t Target, at lang.Span) string {
	if strings.TrimSpace(t.Added) == "" && strings.TrimSpace(t.Range) == "" {
		return ""
	}
	added := strings.ToLower(t.Added)
	for k := 0; k+2 < len(ws); k++ {
		if ws[k].Text != "should" && ws[k].Text != "to" || ws[k+1].Text != "say" && ws[k+1].Text != "read" {
			continue
		}
		var said []string
		end := ws[k+1].End
		for j := k + 2; j < len(ws) && len(said) < maxSaidWords; j++ {
			if strings.ContainsAny(text[end:ws[j].Start], ".,;:!?—\n") {
				break
			}
			w := strings.ToLower(strings.Trim(ws[j].Text, "\"'`«»“”"))
			if j == k+2 && isWhWord(w) {
				break // "it should say where the binary went": what, not the words
			}
			if len(w) >= 3 && strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) == 0 && !isStopWord(w) {
				said = append(said, w)
			}
			end = ws[j].End
		}
		if len(said) == 0 || otherFileBetween(text, ws, at, lang.Span{Start: ws[k+2].Start, End: end}) {
			continue
		}
		if !slices.ContainsFunc(said, func(w string) bool { return occursAsWord(added, w) }) {
			return strings.TrimSpace(text[ws[k+2].Start:end])
		}
	}
	return ""
}

// isWhWord reports whether w opens a clause that describes what is said
// rather than saying it ("where", "what", "that", "how").
func isWhWord(w string) bool {
	switch w {
	case "what", "where", "when", "which", "who", "how", "why", "that", "whether", "if", "something":
		return true
	}
	return false
}

// maxSaidWords bounds the words sayNotBrought reads after "say".
const maxSaidWords = 8

// sqlNotHeld returns SQL the user typed as code — keywords in capitals,
// "NOT NULL", "ORDER BY" (sqlPhrases of orig, the message as typed, where
// text, the user's own words, keeps some of it) — that the change holds
// in neither its old nor its new lines: the change is then another one
// than the request's. A phrase with another file's name between it and
// the file's mention at is that file's. "" when there is none, or the
// change holds each.
func sqlNotHeld(orig, text string, ws []word, t Target, at lang.Span) string {
	if len(orig) != len(text) || strings.TrimSpace(t.Range) == "" && strings.TrimSpace(t.Added) == "" {
		return ""
	}
	held := strings.Join(strings.Fields(strings.ToUpper(t.Range+"\n"+t.Added)), " ")
	for _, sp := range sqlPhrases(orig) {
		phrase := orig[sp.Start:sp.End]
		if strings.TrimSpace(text[sp.Start:sp.End]) == "" || otherFileBetween(text, ws, at, sp) {
			continue // quoted or pasted, or another file's
		}
		if !strings.Contains(held, phrase) {
			return phrase
		}
	}
	return ""
}

// sqlPhrases are the spans of text where two or more SQL keywords stand
// in capitals, one space apart ("NOT NULL", "ORDER BY", "ON DELETE
// CASCADE"): code the user typed as code. At most maxSQLPhrases.
func sqlPhrases(text string) []lang.Span {
	var out []lang.Span
	start, n, end := -1, 0, 0
	flush := func() {
		if n >= 2 && len(out) < maxSQLPhrases {
			out = append(out, lang.Span{Start: start, End: end})
		}
		start, n = -1, 0
	}
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && text[j] >= 'A' && text[j] <= 'Z' {
			j++
		}
		boundary := (i == 0 || !isIdentByte(text[i-1])) && (j == len(text) || !isIdentByte(text[j]))
		switch {
		case j > i && boundary && isSQLKeyword(text[i:j]):
			if start < 0 || i != end+1 || text[end] != ' ' {
				flush()
				start = i
			}
			n, end = n+1, j
			i = j
		case j > i:
			flush()
			i = j
		default:
			if i != end {
				flush()
			}
			i++
		}
	}
	flush()
	return out
}

// maxSQLPhrases bounds the phrases sqlPhrases returns.
const maxSQLPhrases = 8

// isSQLKeyword reports whether w, in capitals, is a keyword of SQL's
// clauses and column constraints.
func isSQLKeyword(w string) bool {
	switch w {
	case "NOT", "NULL", "ORDER", "GROUP", "BY", "UNIQUE", "INDEX", "DEFAULT", "PRIMARY", "KEY", "FOREIGN",
		"REFERENCES", "ON", "DELETE", "UPDATE", "CASCADE", "DISTINCT", "LIMIT", "WHERE", "HAVING", "ASC", "DESC",
		"LEFT", "INNER", "OUTER", "JOIN", "CHECK", "CONSTRAINT", "IF", "EXISTS":
		return true
	}
	return false
}

// inOtherLanguage reports whether the message's words show another
// language than English (lang.MayBeForeign: a letter beyond ASCII or a
// word only other languages have, "por", "auf", "pode").
// Marks that are not letters ("—", "…") do not count.
func inOtherLanguage(ws []word) bool {
	texts := make([]string, 0, len(ws))
	for _, w := range ws {
		if strings.IndexFunc(w.Text, unicode.IsLetter) >= 0 {
			texts = append(texts, w.Text)
		}
	}
	return lang.MayBeForeign([]lang.Clause{{Words: texts}})
}

// decimalComma reports whether the number at i goes on with a comma and
// a digit ("3,5"): a decimal or a thousands separator, which the edit may
// write otherwise.
func decimalComma(text string, i int) bool {
	j := i
	for j < len(text) && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	return j > i && j+1 < len(text) && text[j] == ',' && text[j+1] >= '0' && text[j+1] <= '9'
}

// switchValue reports whether v is the value of a switch a request sets
// ("set no-console to off", "DEBUG = False", "should be true"): after
// "be" only true, false, enabled and disabled, since "be on" and "be
// none" are as often not a setting ("be on the safe side").
func switchValue(v string, afterBe bool) bool {
	switch v {
	case "true", "false", "enabled", "disabled":
		return true
	case "on", "off", "null", "nil", "none":
		return !afterBe
	}
	return false
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

// scopeMiss is what unasked finds: the part of the change the request
// does not account for, and the request's specific it was measured by.
type scopeMiss struct {
	// specific is the first specific of the request as typed ("RetryCount",
	// "443", "\"forcast\""), or "" when the request has none.
	specific string
	// part is a line of a part of the change that nothing in the request
	// accounts for, when other parts are accounted for or the request's
	// kind (add, remove) says what every part must be; "" when the change
	// touches none of the specifics at all (then specific says which).
	part string
	// kind is the kind of change the request asks for, when it decides.
	kind changeKind
	// brings is a word the part brings in that nothing the user said
	// accounts for (strayWord), when that is what is unasked.
	brings string
	// edit is what the part does inside a rewritten line that the request
	// does not account for ("takes away \"3.10\"", "changes \"60\" to
	// \"75\""; unaccounted), when that is what is unasked.
	edit string
}

// unasked checks that a change stays inside what the request at asks for:
// the change is split into its parts (changeUnits: each changed line with
// its replacement, each run of new lines), and when the request is specific
// — it names parts the file holds (keys, lines, strings, symbols, code
// names, words marked "the mypy line", phrases spelling a key "log level"
// for LogLevel), values to bring in ("to Warning", "to 9090"), or is a
// request to add or to remove only — each part must be accounted for: it
// touches a named part (or lies inside a named block and declares nothing
// of its own, or brings a value), brings what is asked, or is a
// consequence of the rest (whitespace, an import, moved lines, a use of a
// renamed name). Broad requests ("rewrite", "clean up", "reformat") and
// requests with no specifics are not narrowed. The zero scopeMiss when the
// change stays inside.
func (r reading) unasked(m mention, isKept func(lang.Span) bool) (found scopeMiss) {
	t, at := r.t, m.Span
	if t.created || t.file == "" || t.Removal != Keeps || t.edit.Before == "" {
		return scopeMiss{}
	}
	if r.asksComment(at) {
		// "add a comment above MAX_ROWS", "update the year in the header
		// comment", "only improve its doc comment": each part changes
		// comments only
		units := t.units()
		for _, u := range units {
			if !u.onlyComments(inDocstring(t.edit.Before, u.pos)) {
				return scopeMiss{part: u.shown(), kind: changesComments}
			}
		}
		if l := unnamedNoteTaken(units, commentNamers(r.words)); l != "" {
			return scopeMiss{part: l, edit: "takes away a comment you did not name"}
		}
		return scopeMiss{}
	}
	kind, newLines := r.changeKind(at)
	if kind == broadChange {
		return scopeMiss{}
	}
	if r.asksSpelling(at) {
		// "fix the typos in docs/setup.md": each part corrects words,
		// it does not rewrite them
		units := t.units()
		for _, u := range units {
			if !u.onlyTypos() && !u.consequence(units) {
				return scopeMiss{part: u.shown(), kind: fixesSpelling}
			}
		}
		return scopeMiss{}
	}
	s := r.specifics(at, isKept)
	units := t.units()
	// "…should also be owned by @acme/payments", "a second owner … too":
	// nothing is taken away, not even from the lines the request names
	additive := kind == anyChange && len(s.numbers)+len(s.values) == 0 && r.additive(at)
	if additive {
		kind = addsOnly
	}
	if edit, line := r.unaccounted(units, kind); edit != "" {
		return scopeMiss{specific: s.first, part: line, kind: kind, edit: edit}
	}
	if edit, line := r.besideSwap(units); edit != "" {
		return scopeMiss{specific: s.first, part: line, kind: kind, edit: edit}
	}
	if kind == addsOnly && onlyTakesAway(units) {
		// "add a --dry-run flag" for a change that only takes an import
		// away: whatever follows from an addition, nothing is added
		return scopeMiss{part: units[0].shown(), kind: kind}
	}
	defer func() {
		// a change in which nothing else is found unasked still has to
		// bring the quantity the request writes ("a 30 minute timeout")
		if found == (scopeMiss{}) {
			if q := quantityNotBrought(r.Text, units, kind); q != "" {
				found = scopeMiss{specific: q}
			} else if w := r.subjectUntouched(units); w != "" {
				found = scopeMiss{specific: w}
			} else if b := r.otherBlockNamed(units); b != "" {
				found = scopeMiss{specific: b}
			} else if n := r.newNameNotBrought(units); n != "" {
				found = scopeMiss{specific: n}
			} else if v := quotedNotBrought(r.orig, units); v != "" {
				found = scopeMiss{specific: v}
			} else if l := r.uncarriedLine(units); l != "" {
				found = scopeMiss{part: l, edit: "rewrites a line with nothing you wrote"}
			} else if l := r.uncarriedSpot(units); l != "" {
				found = scopeMiss{part: l, edit: "puts what you asked for in another place of the line too"}
			} else if w := pairBeyond(units, r.orig, t.Name); w != "" && !t.prose {
				found = scopeMiss{part: units[0].shown(), brings: w}
			} else if w := writtenOtherwise(units, r.orig, t.file); w != "" && !t.prose {
				found = scopeMiss{part: units[0].shown(), brings: w}
			}
		}
	}()
	if !t.prose {
		// "add a DefaultTTL constant" for a change that only uses it
		var added []string
		for _, u := range units {
			added = append(added, u.added...)
		}
		if n, line := undeclaredAsked(r.orig, t.edit.Before, added); n != "" {
			return scopeMiss{specific: n, part: line, kind: kind}
		}
	}
	if t.prose {
		// "under the DELETE heading" for a line written under another
		if h, part := otherSection(t.file, units, pieceForms(r.orig)); h != "" {
			return scopeMiss{specific: h, part: part, kind: kind}
		}
	}
	if s.empty() {
		if w, part := r.offTopic(at, units, isKept); w != "" {
			return scopeMiss{specific: w, part: part, kind: kind}
		}
	}
	if s.empty() && kind != addsOnly && kind != removesOnly {
		return scopeMiss{}
	}
	if len(units) == 0 {
		return scopeMiss{}
	}
	data := isDataFile(t.Name)
	named := s.named
	if len(named) == 0 && len(s.numbers)+len(s.values) == 0 {
		// ordinary words the file holds place the change only when the
		// request names no part and asks for no value ("the timeout …")
		named = s.weak
	}
	blocks, kinds := namedBlocks(t.file, named, s.kept)
	// a request that asks for more than a block (a value, a name to bring)
	// is not covered by a rewrite of another key inside that block
	asksMore := len(s.values)+len(s.brought)+len(s.numbers) > 0
	accounted := make([]bool, len(units))
	var renames [][2]string
	var used strings.Builder // the new lines of the units accounted for
	any := false
	reformats := reindents(units)
	// what the request brings is asked for where it names the place: a
	// line elsewhere given the same attribute is not ("the password
	// field needs autocomplete=…" for the email field too)
	touched, swapped := false, false
	from := swappedFrom(r.Text, s.weak)
	for _, u := range units {
		touched = touched || len(named) > 0 && s.touches(strings.ToLower(u.text()), named)
		// a value swapped for one the file holds ("from daily to
		// weekly") is asked for where that one goes
		swapped = swapped || anyWordIn(strings.ToLower(strings.Join(u.removed, "\n")), from)
	}
	lineNamed := false // the request names a line of the change by its key
	for _, u := range units {
		lineNamed = lineNamed || namesLineOf(u, without(named, s.kept))
	}
	// the keys the request names among the words the file sets ("tabstop
	// 2", "the default of max_size"): the value it brings is asked for
	// at them, not at a line setting another key
	// the keys the request names among the words the file sets ("tabstop
	// 2", "the default of max_size to 6"): the value it asks for is asked
	// at them, not at a line beside them setting another key
	var keys []string
	if len(s.numbers)+len(s.values) > 0 {
		keys = without(append(slices.Clone(s.named), s.weak...), s.kept)
	}
	// a value asked for a named block of a data file goes where a part
	// brings it: another line of the block, bringing nothing asked, is not
	// accounted for by standing inside it ("the db service to postgres:16"
	// asks for no volumes beside the image); in code, the body of a named
	// function is the request's to write
	valueBrought := false
	for _, u := range units {
		added := strings.ToLower(strings.Join(u.added, "\n"))
		valueBrought = valueBrought || data && len(s.values)+len(s.numbers) > 0 && (s.bringsValue(added) || s.bringsNumber(added))
	}
	for i, u := range units {
		text, added := strings.ToLower(u.text()), strings.ToLower(strings.Join(u.added, "\n"))
		if reformats && u.reindentOnly() {
			continue // a line of untouched content reindented with the rest of the file
		}
		if u.swapsPhrase(without(named, s.kept), s.brought) {
			// "rename the 'Getting started' heading to 'Quick start'"
			accounted[i], any = true, true
			used.WriteString(u.added[0] + "\n")
			continue
		}
		if kind == renamesOnly && anyWordIn(text, s.named) && u.renames() != nil && !s.onlySwaps(u) {
			continue // "rename truncate to shorten": its uses change nothing else
		}
		if kind == renamesOnly && anyWordIn(text, s.named) && len(u.removed) == 1 && len(u.added) == 1 && u.renames() == nil && !anyWordIn(added, s.named) && !u.consequence(units) {
			continue // a line of the old name that changes more than the name
		}
		elsewhere := len(blocks) > 0 && len(u.names) > 0 && !s.inside(u, named) && !namesBlock(text, blocks)
		// in a sibling of a named block (another target, service or
		// function), even what the request brings is not asked for there
		sibling := elsewhere && slices.Contains(kinds, blockKind(u.head))
		// another entry or declaration than the one named, or a line the
		// user keeps, is not accounted for by a named word it shares
		otherEntry := kind != renamesOnly && (len(units) > 1 && s.keptLine(u) ||
			!u.keyNamed(r.norm) && (s.keyOfSibling(t.file, u, named) || otherDeclaration(t.file, u, named)))
		// a line setting a key the request does not name, while it names
		// one the file sets
		otherKey := len(keys) > 0 && kind != renamesOnly && !(kind == addsOnly && len(u.removed) == 0) &&
			setsUnnamedKey(u, r.norm) && siblingKeyNamed(t.edit.Before, u, keys)
		// a request to add does not take away lines it does not name
		takesAway := kind == addsOnly && len(u.removed) > 0 && !u.keepsAll() && (additive || !s.touches(strings.ToLower(strings.Join(u.removed, "\n")), named))
		switch {
		// a number the request brings does not account for a line that
		// sets another key than the one it names ("source to 17" for the
		// target line set to 17 too)
		case !elsewhere && !otherEntry && !takesAway && !otherKey && (s.touches(text, named) && (anyWordIn(text, named) || !ownKeyUnasked(u, without(named, s.kept), lineNamed)) || u.keyNamed(r.norm)), !sibling && !takesAway && !otherKey && s.brings(added) && (len(u.removed) == 0 || !touched && (s.inside(u, named) || !placedElsewhere(t.file, u, without(named, s.kept)))),
			s.inside(u, named) && !otherKey && !(valueBrought && !s.bringsValue(added) && !s.bringsNumber(added)) && !(takesAway && !additive && !t.prose && r.onlyAdds()) && !ownKeyUnasked(u, without(named, s.kept), lineNamed) && !(data && u.dropsKey(named)) && (len(u.removed) == 0 || s.bringsValue(added) ||
				!data || !s.siblingNamed(t.file, u, named) && !(asksMore && !slices.Contains(named, strings.ToLower(u.declares(true))))),
			!takesAway && !otherKey && s.bringsValue(added) && (len(s.named) == 0 || kind == addsOnly) && (!swapped || anyWordIn(strings.ToLower(strings.Join(u.removed, "\n")), from)):
			accounted[i], any = true, true
			renames = append(renames, u.renames()...)
			used.WriteString(strings.Join(u.added, "\n") + "\n")
		case s.empty() && (kind == addsOnly && (len(u.removed) == 0 || !newLines && u.keepsAll()) || kind == removesOnly && u.bringsNothing()):
			accounted[i] = true
		}
	}
	miss := scopeMiss{specific: s.first, kind: kind}
	if part := s.strayPart(units, accounted, named, r.guardedOf(s.kept), t.prose, data); part != "" {
		miss.part = part
		return miss
	}
	if part := s.besideValue(units, accounted, tokenSet(strings.ToLower(r.Text))); part != "" {
		miss.part = part
		return miss
	}
	for i, u := range units {
		if accounted[i] || u.consequence(units) && !(reformats && u.reindentOnly()) || u.usesRename(renames) || u.feeds(used.String()) {
			continue
		}
		if l := u.movedImport(units); l != "" {
			miss.part = l // imports reordered beside what was asked
			return miss
		}
		if !any && !s.empty() {
			if s.first == "" {
				return scopeMiss{} // only words the user keeps
			}
			return miss // nothing of the change touches what was asked
		}
		miss.part = u.shown()
		return miss
	}
	if t.prose || kind == renamesOnly {
		return scopeMiss{}
	}
	// every part is now accounted for or a consequence (`free(p);` beside
	// the asked index uses p): each is read item by item, but the body of
	// a named function of code, which is the request's to write
	own := make([]bool, len(units))
	for i, u := range units {
		own[i] = data || !u.inFunc || !s.inside(u, named) && (!slices.Contains(named, strings.ToLower(u.declares(false))) || u.rewritesOpener())
	}
	if w, line := strayWord(units, own, pieceForms(r.orig), t.file); w != "" {
		return scopeMiss{specific: s.first, part: line, kind: kind, brings: w}
	}
	if e, line := strayEntry(units, pieceForms(r.orig)); e != "" {
		return scopeMiss{specific: s.first, part: line, kind: kind, brings: e}
	}
	return scopeMiss{}
}

// strayPart is the first part of an accounted-for unit that the request
// does not account for: a group of its new lines naming nothing asked
// (strayGroup), or its old line holding only words the user keeps ("leave
// the header as is" for a change of the <header> line). "" when none.
func (s specifics) strayPart(units []unit, accounted []bool, named, guarded []string, prose, data bool) string {
	asked := without(named, s.kept)
	accounts := func(text string) bool {
		return s.touches(text, asked) || s.brings(text) || s.bringsValue(text) || anyWordIn(text, s.places)
	}
	for i, u := range units {
		if !accounted[i] {
			continue
		}
		old := strings.ToLower(strings.Join(u.removed, "\n"))
		if len(guarded) > 0 && anyWordIn(old, guarded) && !s.touches(old, asked) && !s.bringsNumber(strings.ToLower(strings.Join(u.added, "\n"))) {
			return u.shown()
		}
		if len(asked)+len(s.brought)+len(s.values) > 0 {
			if g := strayGroup(u, prose, data, s.inside(u, named), accounts); g != "" {
				return clip80(g)
			}
		}
	}
	return ""
}

// besideValue is the first line, of a part accounted for, where a value
// the request asks for replaces an old one and, elsewhere in the line, the
// change brings words neither the request (asked: its lower-cased words)
// nor the old line has: "--delete" added to the rsync line whose host was
// asked to become staging2, a type parameter added to the signature whose
// default was asked to be 500. A value swapped in is asked for alone. Only
// lines holding the swap are read (a value brought with new code, "port=
// int(os.environ.get('PORT', 8080))", is not a swap); numbers (a value
// written another way: "5 minutes" is 300), one-letter words, units and a
// comment ending the line are not counted. "" when there is none.
func (s specifics) besideValue(units []unit, accounted []bool, asked map[string]bool) string {
	if len(s.values)+len(s.numbers) == 0 {
		return ""
	}
	for i, u := range units {
		if !accounted[i] || len(u.removed) != len(u.added) {
			continue
		}
		if len(u.removed) == 1 && i > 0 && accounted[i-1] && units[i-1].pos == u.pos && len(units[i-1].removed) == 1 {
			continue // read with the first item of its line
		}
		for j, l := range u.added {
			old := u.removed[j]
			// the items of one line split into parts (splitItems) are
			// read as the line they are
			for k := i + 1; len(u.removed) == 1 && k < len(units) && units[k].pos == u.pos && len(units[k].removed) == 1 && len(units[k].added) == 1; k++ {
				old, l = old+", "+units[k].removed[0], l+", "+units[k].added[0]
			}
			if beside(strings.ToLower(codeOf(old)), strings.ToLower(codeOf(l)), s, asked) {
				return clip80(strings.TrimSpace(l))
			}
		}
	}
	return ""
}

// beside reports whether the rewrite of line old into new (both
// lower-cased) swaps an old value for one s asks for (dropsWord) and, in another place
// of the line, brings a word that neither asked nor old has. Places are the
// line's space-separated pieces: a URL or path rewritten around the value
// ("travis-ci.org/…/tool.svg" to "github.com/…/badge.svg") is one place.
func beside(old, new string, s specifics, asked map[string]bool) bool {
	if !s.bringsValue(new) && !s.bringsNumber(new) {
		return false
	}
	of, nf := strings.Fields(old), strings.Fields(new)
	if len(of) > maxLineWords || len(nf) > maxLineWords {
		return false
	}
	was := tokenSet(old)
	swapped, extra := false, false
	for _, d := range lcs.DiffLines(of, nf) {
		in := strings.Join(nf[d.ReplStart:d.ReplEnd], " ")
		if dropsWord(strings.Join(of[d.Start:d.End], " "), in) && (s.bringsValue(in) || s.bringsNumber(in)) {
			swapped = true
			continue
		}
		for _, w := range tokens(in) {
			extra = extra || len(w) >= 2 && !was[w] && !asked[w] && !isNumber(w) && !isUnit(w)
		}
	}
	return swapped && extra
}

// dropsWord reports whether old has a word that its replacement new has
// not: a value swapped ("staging" for "staging2"), not only one added
// beside what stays ("items)" becoming "items), 2)").
func dropsWord(old, new string) bool {
	kept := tokenSet(new)
	for _, w := range tokens(old) {
		if !kept[w] {
			return true
		}
	}
	return false
}

// namesBlock reports whether text (lower-cased) names one of blocks by
// itself, not as the qualifier of a member or a member of something else:
// "store.pageSize = 20" in another function uses the store object, it
// does not place the line in it.
func namesBlock(text string, blocks []string) bool {
	for _, b := range blocks {
		if occursBetween(text, b, func(c byte) bool { return isIdentByte(c) || c == '.' }) {
			return true
		}
	}
	return false
}

// codeOf is a line without a comment that ends it (" # …", " // …",
// " -- …", "/* …", "<!-- …").
func codeOf(line string) string {
	cut := len(line)
	for _, m := range []string{" # ", "\t# ", " // ", " -- ", "/*", "<!--"} {
		if i := strings.Index(line, m); i >= 0 && i < cut {
			cut = i
		}
	}
	return line[:cut]
}

// namesLineOf reports whether one of asked (lower-cased) is the key of a
// line the unit rewrites ("font-size" of "font-size: 15px;").
func namesLineOf(u unit, asked []string) bool {
	for _, l := range u.removed {
		if k := settingKey(l); k != "" && slices.Contains(asked, k) {
			return true
		}
	}
	return false
}

// siblingKeyNamed reports whether a line beside the unit in its block
// of the old text (lines at the unit's indentation, up to a line indented
// less) sets one of asked (lower-cased) to a value of its own, whole or as
// the last part of a dotted key ("tabstop" of "vim.opt.tabstop = 4"). At
// most maxKeyLines lines are read each way.
func siblingKeyNamed(old string, u unit, asked []string) bool {
	if len(asked) == 0 || u.at < 0 || u.at > len(old) {
		return false
	}
	// a named key set on line l; whether l is still in the unit's block
	sets := func(l string) (named, in bool) {
		if strings.TrimSpace(l) == "" {
			return false, true
		}
		ind := firstIndent(l)
		if ind < u.indent {
			return false, false
		}
		k := settingKey(l)
		return ind == u.indent && k != "" && setsValue(l) && slices.ContainsFunc(asked, func(a string) bool { return keyIs(k, a) }), true
	}
	above := old[:u.at]
	for n := 0; above != "" && n < maxKeyLines; n++ {
		above = strings.TrimSuffix(above, "\n")
		i := strings.LastIndexByte(above, '\n')
		named, in := sets(above[i+1:])
		if named {
			return true
		}
		if !in || i < 0 {
			break
		}
		above = above[:i+1]
	}
	below := old[u.at:]
	for range u.removed {
		_, below, _ = strings.Cut(below, "\n")
	}
	for n := 0; below != "" && n < maxKeyLines; n++ {
		var l string
		l, below, _ = strings.Cut(below, "\n")
		named, in := sets(l)
		if named {
			return true
		}
		if !in {
			break
		}
	}
	return false
}

// maxKeyLines bounds the lines siblingKeyNamed reads each way.
const maxKeyLines = 400

// setsValue reports whether a line setting a key gives it a value of its
// own ("tabstop = 4", "port: 8080"), not a block of lines below it
// ("server:", "deploy {").
func setsValue(line string) bool {
	l := strings.TrimSpace(line)
	if elementKey(l) != "" {
		return true
	}
	i := strings.IndexAny(l, "=:")
	if i < 0 {
		return false
	}
	v := strings.TrimSpace(l[i+1:])
	return v != "" && !strings.ContainsAny(v[len(v)-1:], "{[(|>")
}

// keyIs reports whether the setting key k is the word a, whole or as the
// last part of a dotted key.
func keyIs(k, a string) bool {
	return k == a || strings.HasSuffix(k, "."+a)
}

// setsUnnamedKey reports whether the first line the unit rewrites (or,
// when it only adds, the first it adds) sets a key whose name (its last
// dotted part) the request (norm) does not hold, whole or in its words,
// stemmed ("line length" for line-length, "coverage threshold" for
// coverageThreshold, "tag" for tags).
func setsUnnamedKey(u unit, norm string) bool {
	lines := u.removed
	if len(lines) == 0 {
		lines = u.added
	}
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if settingKey(l) == "" {
			return false
		}
		l = strings.TrimSpace(l)
		raw := l
		if i := strings.IndexAny(l, "=:"); i > 0 && elementKey(strings.ToLower(l)) == "" {
			raw = strings.Trim(strings.TrimSpace(l[:i]), "\"'")
		}
		if i := strings.LastIndexByte(raw, '.'); i >= 0 {
			raw = raw[i+1:]
		}
		if occursAsWord(norm, strings.ToLower(raw)) {
			return false
		}
		said := pieceSet(norm)
		return slices.ContainsFunc(splitIdent(raw), func(p string) bool {
			one := strings.TrimSuffix(p, "s")
			return !occursAsWord(norm, p) && !occursAsWord(norm, one) && !occursAsWord(norm, p+"s") && (len(p) < 3 || !said[stemWord(p)])
		})
	}
	return false
}

// settingKey is the lower-cased name a line sets before its ":" or "="
// ("font-size" of "  font-size: 15px;", "timeout" of "timeout = 30"), or
// "" when the text before is not one name.
func settingKey(line string) string {
	l := strings.TrimSpace(line)
	if k := elementKey(l); k != "" {
		return k
	}
	i := strings.IndexAny(l, "=:")
	if i <= 0 {
		return ""
	}
	k := strings.ToLower(strings.Trim(strings.TrimSpace(l[:i]), "\"'"))
	if k == "" || strings.ContainsAny(k, " \t(){}[],;") {
		return ""
	}
	return k
}

// elementKey is the lower-cased name of a one-line markup element that
// holds a value ("maven.compiler.source" of
// "<maven.compiler.source>17</maven.compiler.source>"), the key of a
// setting in XML, or "" for any other line.
func elementKey(l string) string {
	name, ok := strings.CutPrefix(l, "<")
	if !ok {
		return ""
	}
	name, rest, ok := strings.Cut(name, ">")
	if !ok || name == "" || strings.ContainsAny(name, " \t/=\"'<") || !strings.HasSuffix(rest, "</"+name+">") {
		return ""
	}
	return strings.ToLower(name)
}

// ownKeyUnasked reports whether the unit rewrites a line setting a key
// that is not one of asked, while lineNamed (the request names a line of
// the same change by its key): a block named to place that line ("body
// font size") does not account for another line of it (font-family).
func ownKeyUnasked(u unit, asked []string, lineNamed bool) bool {
	if !lineNamed || len(u.removed) == 0 {
		return false
	}
	k := settingKey(u.removed[0])
	return k != "" && !slices.Contains(asked, k)
}

// keyOfSibling reports whether the unit's own line declares a key the
// request does not name while it names another key declared at the unit's depth
// (siblingNamed): the unit then touches a named word only inside another
// entry ("version" in `serde = { version = … }` for "version to 0.4.0";
// $PORT of the web line for "the worker line").
func (s specifics) keyOfSibling(file string, u unit, named []string) bool {
	own := strings.ToLower(u.declares(true))
	if own == "" || isDeclaration(strings.TrimSpace(firstLine(u.text()))) {
		return false // a function or a type is placed by its blocks
	}
	if slices.Contains(named, own) || slices.Contains(s.kept, own) {
		return false
	}
	return s.siblingNamed(file, u, named)
}

// otherDeclaration reports whether the unit rewrites the line declaring a
// function or type the request does not name while it names another the
// file declares: "def total(cart), do: …" rewritten for "add_item/2
// should …" is another function, whatever number or word it shares with
// the request.
func otherDeclaration(file string, u unit, named []string) bool {
	if len(u.removed) == 0 {
		return false
	}
	first := strings.TrimSpace(u.removed[0])
	own := strings.ToLower(declaredName(first))
	if own == "" || !isDeclaration(first) || slices.Contains(named, own) {
		return false
	}
	for line := range headLines(file) {
		l := strings.TrimSpace(line)
		if isDeclaration(l) && slices.Contains(named, strings.ToLower(declaredName(l))) {
			return true
		}
	}
	return false
}

// keptLine reports whether the unit's own line declares a key the user
// keeps as it is ("the web line is fine as is") and brings in no value or
// number the request asks for ("keep version name" for a build number
// bumped on the version line).
func (s specifics) keptLine(u unit) bool {
	own := strings.ToLower(u.declares(true))
	if own == "" || !slices.Contains(s.kept, own) {
		return false
	}
	added := strings.ToLower(strings.Join(u.added, "\n"))
	for _, n := range s.numbers {
		if numberIn(added, n) {
			return false
		}
	}
	return !s.bringsValue(added) && !s.brings(added)
}

// onlySwaps reports whether the unit only swaps a named name for a
// value of the request (a use of truncate renamed shorten), one for one.
func (s specifics) onlySwaps(u unit) bool {
	rs := u.renames()
	for _, r := range rs {
		if !slices.Contains(s.named, strings.ToLower(r[0])) || !slices.Contains(s.values, strings.ToLower(r[1])) && !slices.Contains(s.brought, strings.ToLower(r[1])) {
			return false
		}
	}
	return len(rs) > 0
}

// namedBlocks are the names of named (lower-cased) that are blocks of
// file (its head) — a line that opens a block declares them ("variable
// \"instance_type\" {", "func Put(", "server:") — other than the kept
// ones. A part inside another block, touching none of them, is then
// elsewhere, whatever key it shares with the request ("default" of
// variable "region" for "the default instance_type"). kinds are the
// blockKind of each.
func namedBlocks(file string, named, kept []string) (names, kinds []string) {
	if len(named) == 0 {
		return nil, nil
	}
	for line := range headLines(file) {
		l := strings.TrimSpace(line)
		if l == "" || !opensBlock(l) {
			continue
		}
		if d := strings.ToLower(declaredName(l)); d != "" && slices.Contains(named, d) && !slices.Contains(kept, d) && !slices.Contains(names, d) {
			names = append(names, d)
			kinds = append(kinds, blockKind(l))
		}
	}
	return names, kinds
}

// inside reports whether a block around the unit is a named part: one of
// the names its blocks declare, or a word of a nameless block's opening
// line ("the listen callback" for app.listen(port, () => {).
func (s specifics) inside(u unit, named []string) bool {
	for _, n := range u.names {
		if slices.Contains(named, strings.ToLower(n)) || slices.Contains(s.places, strings.ToLower(n)) {
			return true
		}
	}
	for _, l := range u.opens {
		if s.touches(strings.ToLower(l), named) {
			return true
		}
	}
	for _, l := range u.added {
		// a member declared for the place: "func (c *Cache) Reset()"
		if t := strings.TrimSpace(l); isDeclaration(t) && anyWordIn(strings.ToLower(t), s.places) {
			return true
		}
	}
	return false
}

// siblingNamed reports whether, in a data file, the request names another
// key at the unit's own depth (file is its head): then the named block
// around the unit only says where that key is ("the default log level"
// names Default under LogLevel, not its neighbour Microsoft.AspNetCore).
func (s specifics) siblingNamed(file string, u unit, named []string) bool {
	own := strings.ToLower(u.declares(true))
	for line := range headLines(file) {
		if firstIndent(line) != u.indent {
			continue
		}
		if k := strings.ToLower(lineDeclares(line, true)); k != "" && k != own && slices.Contains(named, k) &&
			!slices.ContainsFunc(u.names, func(n string) bool { return strings.EqualFold(n, k) }) {
			return true
		}
	}
	return false
}

// changeKind is the kind of change a request asks for, as far as it
// decides what the parts of a change may be.
type changeKind uint8

// Kinds of change.
const (
	// anyChange: the verbs say nothing of what the change may be.
	anyChange changeKind = iota
	// addsOnly: every verb adds ("add", "append", "insert"): no part of
	// the change may take away what the file has.
	addsOnly
	// removesOnly: every verb takes away ("remove", "drop", "delete"): no
	// part may bring anything in.
	removesOnly
	// broadChange: a verb asks for the file as a whole ("rewrite",
	// "clean up", "reformat"): no part is narrowed.
	broadChange
	// renamesOnly: "rename X to Y": each part touching X must only swap
	// X for Y.
	renamesOnly
	// fixesSpelling: "fix the typos": each part must only correct the
	// spelling of words (onlyTypos).
	fixesSpelling
	// changesComments: "add a comment", "fix the header comment": each
	// part must change comment lines only (onlyComments).
	changesComments
)

// changeKind reads the kind of change from the verb that asks for the
// change of the file named at (verbFor: the nearest before it in its
// sentence, else after it).
func (r reading) changeKind(at lang.Span) (kind changeKind, lines bool) {
	v, ok := r.clauseVerb(at)

	if !ok {
		v, ok = r.verbFor(nameUse{mention: mention{Span: at}, sent: r.sentenceOf(at.Start)})
	}
	if !ok || v.problem != "" {
		return anyChange, false
	}
	switch v.Text {
	case "rewrite", "refactor", "clean", "cleanup", "tidy", "reformat", "format", "restructure", "reorganize", "reorganise",
		"simplify", "polish", "improve", "rework", "redo", "lint", "normalize", "normalise", "sort", "rearrange", "reorder",
		"indent", "reindent", "dedent", "translate", "convert", "migrate", "modernize", "modernise", "proofread", "spellcheck",
		"consolidate", "unify", "dedupe", "deduplicate", "overhaul":
		return broadChange, false
	case "add", "append", "insert", "prepend", "include", "introduce", "register":
		return addsOnly, r.objectIsLine(v)
	case "remove", "drop", "delete", "strip", "prune", "purge", "erase", "wipe", "discard":
		return removesOnly, false
	case "rename":
		return renamesOnly, false
	case "put", "place":
		if r.placesIn(v) {
			return addsOnly, r.objectIsLine(v)
		}
	case "need", "needs":
		if r.needsMember(v) {
			return addsOnly, false
		}
	}
	return anyChange, false
}

// needsMember reports whether the verb v ("need", "needs") has a new
// member of a declaration for its object: "a" or "an" right after it and,
// within the next four words of its sentence, a noun of such a member
// ("Invoice needs a due_date field", "the users table needs an email
// column"). It asks to add that member, not to change what is there; "the
// header needs a bigger font" names no member and asks for any change.
func (r reading) needsMember(v verbUse) bool {
	k := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= v.End })
	if k >= len(r.words) || r.words[k].Text != "a" && r.words[k].Text != "an" {
		return false
	}
	for j := k + 1; j < len(r.words) && j <= k+4 && r.sentenceOf(r.words[j].Start) == v.sent; j++ {
		if isMemberNoun(r.words[j].Text) {
			return true
		}
	}
	return false
}

// isMemberNoun reports whether w names a member a declaration holds: a
// field, column, method, parameter …
func isMemberNoun(w string) bool {
	switch w {
	case "field", "column", "method", "parameter", "param", "argument", "arg", "property", "attribute",
		"member", "variant", "constraint", "index", "entry", "key":
		return true
	}
	return false
}

// onlyAdds reports whether every verb of the message that asks for a
// change adds ("add an index on check_in to the bookings table"): then a
// named block around a part is no licence to take away its lines. "add a
// healthcheck on db and make web wait" asks for more than an addition.
func (r reading) onlyAdds() bool {
	for _, v := range r.verbs {
		if v.problem != "" {
			continue
		}
		switch v.Text {
		case "add", "append", "insert", "prepend", "include", "introduce", "register":
		case "need", "needs":
			if !r.needsMember(v) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// placesIn reports whether the verb v ("put", "place") puts a new object
// in or into a place ("put Carla Mendes in CONTRIBUTORS.md"): an
// addition. It is none when the verb sets a value ("put the timeout at
// 30"), its object stands for a change already stated ("put that in the
// config"), the sentence replaces ("… instead of the literal"), or a word
// of the sentence is one the change takes away (it is about what is there:
// "don't leave SESSION_SECRET as it is — put a placeholder in").
func (r reading) placesIn(v verbUse) bool {
	k := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= v.End })
	in := false
	for j := k; j < len(r.words) && j <= k+6 && !in; j++ {
		if r.sentenceOf(r.words[j].Start) != v.sent {
			return false
		}
		switch w := r.words[j].Text; {
		case j == k && (w == "it" || w == "them" || w == "that" || w == "this" || w == "those" || w == "these"):
			return false
		case w == "at" || w == "to" || w == "as" || w == "back" || w == "from":
			return false
		case w == "in" || w == "into":
			in = j > k
		}
	}
	if !in {
		return false
	}
	removed := strings.ToLower(r.t.removed)
	for _, w := range r.sentWords[v.sent] {
		switch {
		case w.Text == "instead" || w.Text == "rather" || strings.HasPrefix(w.Text, "replac"):
			return false
		case len(w.Text) >= 4 && !isStopWord(w.Text) && occursAsWord(removed, w.Text):
			return false
		}
	}
	return true
}

// clauseVerb is the first verb asking for a change in the clause that
// names the file at ("rename truncate to shorten in app/utils.py":
// rename, not shorten).
func (r reading) clauseVerb(at lang.Span) (verbUse, bool) {
	si := r.sentenceOf(at.Start)
	if si < 0 {
		return verbUse{}, false
	}
	cl := r.clauses[si][lang.ClauseAt(r.clauses[si], at.Start)]
	for _, v := range r.verbs {
		if v.sent == si && v.Start >= cl.Start && v.End <= cl.End {
			return v, v.problem == ""
		}
	}
	return verbUse{}, false
}

// asksComment reports whether the clause that names the file at asks
// for a comment: a comment noun ("comment", "comments") stands in it
// after the verb asking for the change ("add a comment above MAX_ROWS",
// "update the year in the header comment of main.c", "only improve its
// doc comment").
func (r reading) asksComment(at lang.Span) bool {
	v, ok := r.clauseVerb(at)

	if !ok {
		v, ok = r.verbFor(nameUse{mention: mention{Span: at}, sent: r.sentenceOf(at.Start)})
	}
	if ok && v.problem == "" && strings.HasPrefix(r.Text[v.End:], "(") {
		// "add a docstring to retry()": a word written as a call names a
		// function; the request's verb is the one before it
		v, ok = r.lastVerbBefore(v)
	}
	if !ok || v.problem != "" {
		return false
	}
	cl := r.clauses[v.sent][lang.ClauseAt(r.clauses[v.sent], v.Start)]
	for _, w := range r.words {
		if w.Start >= v.End && w.End <= cl.End && isCommentNoun(w.Text) {
			return true
		}
	}
	return false
}

// lastVerbBefore is the last verb of v's sentence before v, and whether
// there is one.
func (r reading) lastVerbBefore(v verbUse) (verbUse, bool) {
	var before verbUse
	found := false
	for _, w := range r.verbs {
		if w.sent == v.sent && w.End <= v.Start {
			before, found = w, true
		}
	}
	return before, found
}

// isCommentNoun reports whether w names a comment of code.
func isCommentNoun(w string) bool {
	switch w {
	case "comment", "comments", "docstring", "docstrings":
		return true
	}
	return false
}

// objectIsLine reports whether a verb's object, in the few words after
// it, is a new line or entry ("add a line to CHANGELOG.md", "append an
// entry"): then every part of the change must be new lines.
func (r reading) objectIsLine(v verbUse) bool {
	k := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= v.End })
	for j := k; j < len(r.words) && j <= k+3; j++ {
		switch r.words[j].Text {
		case "line", "lines", "entry", "entries", "row", "rows", "bullet", "bullets", "item", "items", "paragraph", "note":
			return true
		}
	}
	return false
}

// specifics are what a request names of a file, lower-cased: the parts
// the file holds (named), what it asks to bring in (brought), and the
// ordinary words of the request the file holds (weak), which stand for
// named when the request names no part.
type specifics struct {
	// values are what the request asks a part to become ("to Warning",
	// "to staging"): they account for a part only where it names no part.
	named, brought, values, weak []string
	// numbers are values as numbers ("443", "1.3"), found in the change
	// as whole numbers (numberIn).
	numbers []string
	// kept are the forms of words the user keeps as they are ("leave the
	// lint job alone"): they account for a part, but place nothing.
	kept []string
	// places are blocks named as where the change goes ("add Reset to
	// Cache"): they account for the parts inside them, not for a line
	// that merely uses their name (`return Cache{…}`).
	places []string
	// first is the first specific as typed, for a reason; a word the user
	// keeps as it is is never first.
	first string
}

func (s specifics) empty() bool {
	return len(s.named)+len(s.brought)+len(s.values)+len(s.weak)+len(s.numbers)+len(s.places) == 0
}

// touches reports whether text (lower-cased) holds one of forms, or one
// of the numbers.
func (s specifics) touches(text string, forms []string) bool {
	for _, f := range forms {
		if occursAsWord(text, f) {
			return true
		}
	}
	for _, n := range s.numbers {
		if numberIn(text, n) {
			return true
		}
	}
	return false
}

// brings reports whether added (lower-cased new lines) holds a name the
// request asks to bring in.
func (s specifics) brings(added string) bool {
	return anyWordIn(added, s.brought)
}

// bringsValue reports whether added (lower-cased new lines) holds a value
// the request asks for.
func (s specifics) bringsValue(added string) bool {
	return anyWordIn(added, s.values)
}

// bringsNumber reports whether added (lower-cased new lines) holds a
// number the request asks for ("the build number … to 43, keep version
// name": the version line holds both).
func (s specifics) bringsNumber(added string) bool {
	for _, n := range s.numbers {
		if numberIn(added, n) {
			return true
		}
	}
	return false
}

// anyWordIn reports whether one of forms occurs as a word in text.
func anyWordIn(text string, forms []string) bool {
	for _, f := range forms {
		if occursAsWord(text, f) {
			return true
		}
	}
	return false
}

// specifics reads the specifics of a request (see unasked) for the file
// named at: file names, ticket ids, the verbs, the words of a part naming
// another file, and quantities with units do not count; words kept as
// they are (isKept) count when touched but are never reported.
func (r reading) specifics(at lang.Span, isKept func(lang.Span) bool) specifics {
	text, t := r.Text, r.t
	file := strings.ToLower(t.file)
	var s specifics
	note := func(list *[]string, form, typed string, kept bool) {
		form = strings.ToLower(form)
		if form == "" || slices.Contains(*list, form) || len(*list) >= maxSymbols {
			return
		}
		*list = append(*list, form)
		if kept {
			s.kept = append(s.kept, form)
		}
		if s.first == "" && !kept {
			s.first = typed
		}
	}
	isVerb := func(sp lang.Span) bool {
		for _, v := range r.verbs {
			if v.Start >= sp.Start && v.Start < sp.End {
				return true
			}
		}
		return false
	}
	declared := func(w string) string {
		for _, d := range slices.Concat(t.Declared, t.others) {
			if strings.EqualFold(d, w) {
				return d
			}
		}
		return ""
	}
	toks := fieldSpans(text)
	for k, sp := range toks {
		f := text[sp.Start:sp.End]
		tok := strings.Trim(f, ",;:()[]{}\"'`?!"+quoteMarks)
		if len(tok) > 1 {
			tok = strings.TrimRight(tok, ".")
		}
		if tok == "" || sp.Start < at.End && sp.End > at.Start || isTicket(tok) || hasFileExtension(tok) && isPathLike(tok) ||
			isVerb(sp) && (lang.IsChangeVerb(strings.ToLower(tok)) || slices.Contains(t.Verbs, strings.ToLower(tok))) && !(k > 0 && isVerb(toks[k-1]) && declared(tok) == tok) && !strings.Contains(f, "()") && !broughtAfterTo(text, toks, k, t) ||
			otherFileInPart(text, toks, at, sp) {
			continue
		}
		kept := isKept != nil && isKept(sp)
		prev, next := "", ""
		if k > 0 {
			prev = wordBefore(text, toks, k)
		}
		if k+1 < len(toks) {
			next = strings.Trim(text[toks[k+1].Start:toks[k+1].End], ",;:().\"'`")
		}
		lower := strings.ToLower(tok)
		if n := strings.ToLower(next); (n == "file" || n == "files") && isIdentWord(tok) {
			continue // what the file is: "the unit file", "the config file"
		}
		// "to node:20-alpine" with no verb ("Dockerfile: base image to
		// node:20-alpine"): a value with digits the change brings in
		broughtAfter := strings.ContainsAny(tok, "0123456789") && occursAsWord(strings.ToLower(t.Added), lower)
		valueAfter := prev == "to" && (r.verbBefore(sp.Start) || broughtAfter) && !(k >= 3 && isSubject(strings.ToLower(text[toks[k-3].Start:toks[k-3].End]))) || prev == "=" || prev == "→" || prev == "->" || strings.HasPrefix(f, "=")
		if num := numericCore(tok); num != "" && tok[0] >= '0' && tok[0] <= '9' {
			unit := strings.TrimPrefix(tok, num)
			if strings.Contains(tok, "%") || isUnit(unit) || isUnit(next) || !valuePosition(prev) {
				continue
			}
			if num != tok && !isUnit(unit) && (valueAfter || occursAsWord(file, lower)) {
				note(&s.values, tok, tok, kept) // "t3.large", "3.0.0-rc1"
				continue
			}
			if !slices.Contains(s.numbers, num) {
				s.numbers = append(s.numbers, num)
				if s.first == "" && !kept {
					s.first = tok
				}
			}
			if h, _, ok := timeOfDay(tok); ok && h != num && !slices.Contains(s.numbers, h) {
				s.numbers = append(s.numbers, h) // "03:00" is hour 3 in a crontab
			}
			continue
		}
		if valueAfter && len(tok) >= 2 && !isStopWord(lower) && !isDeterminer(lower) && !lang.IsModal(lower) && !isSubject(lower) &&
			(lower != tok || !isIdentWord(tok) || strings.ContainsAny(tok, "0123456789_") || occursAsWord(strings.ToLower(t.Added), lower)) {
			// a value is written as one: capitalised, with digits or
			// marks ("t3.large", "eu-central-1"), or what the change brings
			// in; "to say", "to homebrew" are words
			if d := declared(tok); d != "" {
				note(&s.places, d, tok, kept) // a place: "add Reset to Cache"
			} else {
				note(&s.values, tok, tok, kept) // "to Warning", "to staging"
			}
			continue
		}
		if flag := strings.TrimLeft(tok, "-"); flag != tok && len(flag) >= 2 {
			flag, _, _ = strings.Cut(flag, "=")
			if isKeyWord(flag) {
				if occursAsWord(file, strings.ToLower(flag)) {
					note(&s.named, flag, tok, kept) // "-Environment"
				} else {
					note(&s.brought, tok, tok, kept) // "--fix"
				}
				continue
			}
		}
		if (isSymbolNoun(lower) || isElementNoun(lower) && markupNames(t.Name, t.file, prev)) && k > 0 && len(prev) >= 2 && isIdentWord(prev) && !isStopWord(prev) && !isDeterminer(prev) && !lang.IsChangeVerb(prev) && occursAsWord(file, prev) {
			// "the Test stage", "the lint job", "the password input": the
			// word before the noun is the name; the noun ("stage", a
			// function of a Jenkinsfile; "input", every <input>) names
			// nothing of its own
			note(&s.named, prev, text[toks[k-1].Start:toks[k-1].End], kept)
			continue
		}
		if dir := strings.TrimSuffix(tok, "/"); dir != tok && len(dir) >= 2 && isIdentWord(strings.Trim(dir, "./")) {
			// a directory written as one ("dist/", "build/"): a part of a
			// list file when it holds it, else a name to bring in
			if occursAsWord(file, strings.ToLower(dir)) {
				note(&s.named, dir, tok, kept)
			} else {
				note(&s.brought, dir, tok, kept)
			}
			continue
		}
		name := codeName(tok)
		if name == "" && markupNames(t.Name, t.file, tok) {
			name = tok
		}
		called := strings.HasSuffix(strings.TrimRight(f, ",;:.?!"), "()") && isIdentWord(tok) && len(tok) >= 3
		if called {
			name = tok
		}
		if name == "" && strings.Contains(tok, ".") && !hasFileExtension(tok) {
			if last := tok[strings.LastIndexByte(tok, '.')+1:]; len(last) >= 3 && isIdentWord(last) {
				name = last // "sync.RWMutex", "server.port"
				if dottedKey(t.file, tok) {
					// the file holds the key whole: it names that key, not
					// every key ending in its last segment ("server.port",
					// not management.port)
					name = tok
				}
			}
		}
		if name != "" {
			switch {
			case occursAsWord(t.file, name) || occursAsWord(file, strings.ToLower(name)) && tok[0] == '.':
				note(&s.named, name, tok, kept)
			case tok[0] == '/' || called || occursAsWord(t.Added, name):
				note(&s.brought, name, tok, kept)
			case nearDeclared(t, name):
				for _, d := range t.Declared {
					if oneEditApart(strings.ToLower(d), strings.ToLower(name)) {
						note(&s.named, d, tok, kept) // "fetchUsrs" for fetchUsers
					}
				}
			}
			continue
		}
		if len(tok) <= 2 && isIdentWord(tok) && tok != f && strings.Trim(f, "()\"'`,.") == tok && occursAsWord(strings.ToLower(t.Added), lower) {
			note(&s.brought, tok, tok, kept) // a short value set apart: "(I)", "`x`"
			continue
		}
		if len(tok) == 2 && isIdentWord(tok) && !isStopWord(lower) && declaresKey(t.file, tok) {
			note(&s.named, tok, tok, kept) // a short key the file declares: "the db service"
			continue
		}
		if strings.Contains(tok, "-") && tok[0] != '-' && len(tok) >= 4 && addsItem(t.Added, lower) && !strings.Contains(file, lower) {
			note(&s.brought, tok, tok, kept) // "pytest-cov": an item with a dash the change adds
			continue
		}
		if !isIdentWord(tok) || len(tok) < 3 || isStopWord(lower) || isDeterminer(lower) || lang.IsModal(lower) {
			continue
		}
		if d := declared(tok); d != "" && (len(tok) >= 4 || d == tok) && (d == tok || isDataFile(t.Name) || t.prose) {
			note(&s.named, d, tok, kept) // a key or a function of the file: "the default", "Put"
			continue
		}
		marked := isSymbolNoun(prev) || isSymbolNoun(strings.ToLower(next)) || isLineNoun(strings.ToLower(next))
		if marked && !isSymbolNoun(lower) && !isLineNoun(lower) && inCode(file, lower) {
			note(&s.named, tok, tok, kept) // "the mypy line", "the lint job"
			continue
		}
		if k+1 < len(toks) && isIdentWord(next) && len(next) >= 3 && !isStopWord(strings.ToLower(next)) {
			third := ""
			if k+2 < len(toks) {
				third = strings.ToLower(strings.Trim(text[toks[k+2].Start:toks[k+2].End], ",;:().\"'`"))
			}
			if joined := joinedName(file, lower, strings.ToLower(next), third); joined != "" {
				note(&s.named, joined, tok+" "+next, kept) // "log level" for LogLevel
				continue
			}
		}
		if len(tok) >= 4 && !t.prose && !isPlainWord(lower) && !strings.Contains(strings.ToLower(t.Name), lower) && inCode(file, lower) {
			note(&s.weak, tok, tok, kept)
		} else if len(tok) >= 4 && !t.prose && !isPlainWord(lower) && !occursAsWord(file, lower) && occursAsWord(strings.ToLower(t.Added), lower) {
			// a word the change brings in as a value ("make the deploy
			// job manual" for when: manual)
			note(&s.values, tok, tok, kept)
		}
	}
	for _, q := range append(quoted(text), singleQuoted(text)...) {
		in := strings.TrimSpace(text[q.Start:q.End])
		if len(in) < 3 || hasFileExtension(in) && isPathLike(in) || strings.ContainsRune(in, '\n') || q.Start < at.End && q.End > at.Start {
			continue
		}
		kept := isKept != nil && isKept(q)
		switch lower := strings.ToLower(in); {
		case strings.Contains(file, lower):
			note(&s.named, in, in, kept)
		case strings.Contains(strings.ToLower(t.Added), lower):
			note(&s.brought, in, in, kept)
		case isIdentWord(in) && len(in) >= 4:
			// a quoted word neither the file nor the change has ("fix
			// the typo \"forcast\"" in a README without it): what the
			// request points at is not there to change
			note(&s.named, in, in, kept)
		}
	}
	return s
}

// dottedKey reports whether file holds tok, a dotted name of at least two
// segments ("server.port", "maven.compiler.source"), whole: not inside a
// longer dotted name or identifier.
func dottedKey(file, tok string) bool {
	for from := 0; ; {
		i := strings.Index(file[from:], tok)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(tok)
		if (i == 0 || !isIdentByte(file[i-1]) && file[i-1] != '.') && (end == len(file) || !isIdentByte(file[end]) && file[end] != '.') {
			return true
		}
		from = i + 1
	}
}

// addsItem reports whether added has a line that is the item (lower-cased)
// alone, quoted or not: `  "pytest-cov",` for pytest-cov.
func addsItem(added, item string) bool {
	for _, l := range strings.Split(strings.ToLower(added), "\n") {
		if strings.Trim(strings.TrimSpace(l), "\"',") == item {
			return true
		}
	}
	return false
}

// isLineNoun reports whether w after a word makes it the name of a line
// or an entry of a file ("the mypy line", "the node_modules entry").
func isLineNoun(w string) bool {
	switch w {
	case "line", "lines", "entry", "entries", "directive", "string", "msgid", "pin", "dependency", "dep", "import":
		return true
	}
	return false
}

// isPlainWord reports whether w is a word of any request, which names no
// part of a file even when the file holds it.
func isPlainWord(w string) bool {
	switch w {
	case "file", "files", "line", "lines", "code", "please", "thanks", "also", "just", "like", "others", "other",
		"instead", "there", "here", "with", "from", "into", "when", "then", "than", "them", "they", "what", "which",
		"where", "sure", "right", "some", "more", "less", "only", "still", "again", "should", "would", "could",
		"need", "needs", "want", "wants", "does", "doesn", "isn", "it's", "that's", "have", "has", "been", "being",
		"were", "will", "shall", "this", "that", "these", "those", "your", "their", "ours", "mine", "thing", "things",
		"stuff", "because", "since", "while", "until", "about", "after", "before", "over", "under", "each", "every",
		"true", "false", "null", "none", "work", "works", "working", "broken", "wrong", "correct", "fine", "good",
		"better", "same", "different", "really", "actually", "maybe", "probably", "today", "tomorrow", "yesterday",
		"know", "think", "looks", "look", "used", "using", "uses", "make", "makes", "made", "keep", "keeps", "let's",
		// words of every program, which name no part of one
		"error", "errors", "string", "strings", "return", "returns", "object", "number", "print", "const", "static",
		"public", "private", "void", "func", "async", "await", "import", "export", "self", "class", "function":
		return true
	}
	return false
}

// joinedName is the name a file (lower-cased) holds that spells two or
// three words of a request as one ("log level" → "loglevel", "log_level",
// "log-level"; "slow query log" → "slow_query_log"; "single quotes" →
// "singlequote"), or "". third is the word after w2, or "".
func joinedName(file, w1, w2, third string) string {
	for _, sep := range [...]string{"", "_", "-"} {
		if isIdentWord(third) && len(third) >= 2 && !isStopWord(third) {
			if j := w1 + sep + w2 + sep + third; occursAsWord(file, j) {
				return j
			}
		}
		for _, last := range [...]string{w2, strings.TrimSuffix(w2, "s")} {
			if j := w1 + sep + last; occursAsWord(file, j) {
				return j
			}
		}
	}
	return ""
}

// valuePosition reports whether a number after the word prev is a value
// the request asks for ("weight 700", "return 204") rather than a label
// ("the 404 link", "line 42", "issue 12").
func valuePosition(prev string) bool {
	switch prev {
	case "the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "its", "their",
		"line", "lines", "l", "issue", "pr", "ticket", "step", "item", "option", "commit":
		return false
	}
	return true
}

// fieldSpans are the spans of the whitespace-separated fields of text
// (at most maxSymbols*8 of them).
func fieldSpans(text string) []lang.Span {
	var out []lang.Span
	start := -1
	for i := 0; i <= len(text) && len(out) < maxSymbols*8; i++ {
		if i < len(text) && text[i] != ' ' && text[i] != '\n' && text[i] != '\t' && text[i] != '\r' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, lang.Span{Start: start, End: i})
			start = -1
		}
	}
	return out
}

// otherFileInPart reports whether the part of text that holds sp — what
// stands between commas, semicolons, "and", "then" and line ends — names
// a file other than the one at names, and not that one ("In a.go make A
// return 2, delete old.go": the 2 is a.go's).
func otherFileInPart(text string, toks []lang.Span, at, sp lang.Span) bool {
	k := slices.Index(toks, sp)
	if k < 0 {
		return false
	}
	ends := func(i int) bool { // whether a part ends after field i
		f := text[toks[i].Start:toks[i].End]
		if strings.HasSuffix(f, ",") || strings.HasSuffix(f, ";") || strings.HasSuffix(f, ".") || i+1 < len(toks) && (text[toks[i+1].Start:toks[i+1].End] == "and" || text[toks[i+1].Start:toks[i+1].End] == "then") {
			return true
		}
		return i+1 < len(toks) && strings.ContainsRune(text[toks[i].End:toks[i+1].Start], '\n')
	}
	lo, hi := k, k
	for lo > 0 && !ends(lo-1) {
		lo--
	}
	for hi+1 < len(toks) && !ends(hi) {
		hi++
	}
	other := false
	for _, f := range toks[lo : hi+1] {
		if f.Start < at.End && f.End > at.Start {
			return false // the part names this file too ("routes.ts needs /x for X.vue")
		}
		if tok := strings.Trim(text[f.Start:f.End], ",;:()[]{}\"'`?!."); hasFileExtension(tok) && isPathLike(tok) {
			other = true
		}
	}
	return other
}

// codeName is the name a token of a request gives when it is written as
// code: with an inner underscore or capital ("to_xml", "useDebounced",
// "REFRESH_TTL"), as a class or route (".card__title", "/changelog"), or
// as a setting ("Restart=on-failure" names Restart). "" for a word.
func codeName(tok string) string {
	tok = withoutArity(tok)
	if k, _, ok := strings.Cut(tok, "="); ok && len(k) >= 3 && isIdentWord(k) {
		return k
	}
	if r := strings.TrimSuffix(tok, "/"); len(r) > 1 && (r[0] == '.' || r[0] == '/') && isIdentWord(strings.ReplaceAll(r[1:], "-", "_")) {
		return r[1:]
	}
	if isIdentWord(tok) && looksLikeCode(tok) {
		return tok
	}
	return ""
}

// withoutArity is tok without an Erlang or Elixir arity ("add_item/2" →
// "add_item"): the function's name; other tokens are returned whole.
func withoutArity(tok string) string {
	i := strings.LastIndexByte(tok, '/')
	if i <= 0 || i == len(tok)-1 || !isIdentWord(tok[:i]) {
		return tok
	}
	for _, c := range tok[i+1:] {
		if c < '0' || c > '9' {
			return tok
		}
	}
	return tok[:i]
}

// isTicket reports whether tok is a ticket or issue id ("SR-88",
// "PROJ-1204", "#42").
func isTicket(tok string) bool {
	if strings.HasPrefix(tok, "#") {
		return len(tok) > 1 && isDigits(tok[1:])
	}
	k, n, ok := strings.Cut(tok, "-")
	return ok && k != "" && isDigits(n) && strings.ToUpper(k) == k && strings.Trim(k, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
}

// importsName reports whether a line of file imports sym from another
// module: "import { useDebounced } from …", "from app.utils import
// slugify", "use crate::store::Cache;", "using Acme.Billing;", "const {
// sum } = require(…)", "#include \"ring.h\"" (the first maxDeclLines
// lines are read).
func importsName(file, sym string) bool {
	if sym == "" || !strings.Contains(file, sym) {
		return false
	}
	for line := range headLines(file) {
		if l := strings.TrimSpace(line); isImportLine(l) && occursAsWord(l, sym) {
			return true
		}
	}
	return false
}

// isImportLine reports whether a trimmed line imports from another module
// ("import …", "from … import", "use …", "using …", "#include", "require(").
func isImportLine(l string) bool {
	return strings.HasPrefix(l, "import ") || strings.HasPrefix(l, "from ") || strings.HasPrefix(l, "use ") ||
		strings.HasPrefix(l, "using ") || strings.HasPrefix(l, "#include") || requiresModule(l)
}

// requiresModule reports whether a line loads a module with require(…) as
// a statement or into a name (`const x = require("x")`, `require("dotenv")`),
// not as an argument of another call: `app.use(require("helmet")())`
// uses what it loads.
func requiresModule(l string) bool {
	i := strings.Index(l, "require(")
	if i < 0 {
		return false
	}
	before := strings.TrimSpace(l[:i])
	return before == "" || strings.HasSuffix(before, "=")
}

// headLines yields the first maxDeclLines lines of file, without their
// newlines.
func headLines(file string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for n := 0; n < maxDeclLines && file != ""; n++ {
			line, rest, _ := strings.Cut(file, "\n")
			file = rest
			if !yield(line) {
				return
			}
		}
	}
}

// blankTicketLists blanks, keeping offsets, the lines of a message that
// begin with a ticket id ("SR-88 (open): …", "PLAT-12: …", "#431 …") when
// there are at least two of them: a list pasted from a tracker, whose
// imperative titles ("reduce REFRESH_TTL to 14 days") are the tickets',
// not the user's request. A single ticket line is the user's own
// ("PLAT-12: bump the timeout in config.yaml").
func blankTicketLists(text string) string {
	if !strings.ContainsRune(text, '\n') {
		return text
	}
	var lines []lang.Span
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		l := strings.TrimLeft(text[start:end], " \t-*>")
		if f, _, _ := strings.Cut(l, " "); isTicket(strings.TrimRight(f, ":,")) {
			lines = append(lines, lang.Span{Start: start, End: end})
		}
		start = end + 1
	}
	if len(lines) < 2 {
		return text
	}
	b := []byte(text)
	for _, l := range lines {
		for i := l.Start; i < l.End; i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// markupNames reports whether, in a markup file (HTML, XML, a Vue or
// Svelte component, a template), the word w is a tag or an attribute's
// value of the file ("input" of <input>, "email" of name="email"): a word
// that names an element, as a code name does elsewhere ("make the email
// input required").
func markupNames(name, file, w string) bool {
	switch strings.ToLower(filepathExt(name)) {
	case ".html", ".htm", ".xml", ".vue", ".svelte", ".erb", ".hbs", ".j2", ".jinja", ".njk", ".twig":
	default:
		return false
	}
	if len(w) < 3 || !isIdentWord(w) || isStopWord(strings.ToLower(w)) {
		return false
	}
	return strings.Contains(file, "<"+w) || strings.Contains(file, "=\""+w+"\"") || strings.Contains(file, "='"+w+"'")
}

// givesValue reports whether ws[k] is "give" (or "gives") handing a value
// to a part of the code: its object is not a person ("give me a summary")
// and a number follows within a few words ("give it 1Gi", "give the
// request a 10s timeout", "give retries a cap of 5").
func givesValue(text string, ws []word, k int) bool {
	if ws[k].Text != "give" && ws[k].Text != "gives" || k+1 >= len(ws) {
		return false
	}
	switch ws[k+1].Text {
	case "me", "us", "him", "her", "them", "you", "up", "in", "away", "back", "out":
		return false
	}
	for j := k + 1; j < len(ws) && j <= k+8; j++ {
		if v := text[ws[j].Start:ws[j].End]; v != "" && v[0] >= '0' && v[0] <= '9' {
			return true
		}
	}
	return false
}

// isStatusVerb reports whether w is an HTTP status code used as a verb
// ("should 404", "must 302 to /login"): three digits from 100 to 599.
func isStatusVerb(w string) bool {
	return len(w) == 3 && isDigits(w) && w[0] >= '1' && w[0] <= '5'
}

// wantsThingTo reports whether ws[k] is "want" or "need" after "I" or
// "we", with a thing and then "to" and what it should do ("I want the
// spinner to have an aria-label", "we need parse.go to skip blank
// lines"): a wish about the code, asked as a change. "I want to
// understand …" and "I want you to explain …" are not.
func wantsThingTo(ws []word, k int) bool {
	wish := (ws[k].Text == "want" || ws[k].Text == "need") && k > 0 && (ws[k-1].Text == "i" || ws[k-1].Text == "we") ||
		ws[k].Text == "like" && k > 0 && (ws[k-1].Text == "i'd" || ws[k-1].Text == "we'd" || ws[k-1].Text == "would") // "I'd like the build target to run twine"
	if !wish {
		return false
	}
	if k+1 >= len(ws) || ws[k+1].Text == "to" || ws[k+1].Text == "you" {
		return false
	}
	for j := k + 2; j+1 < len(ws) && j <= k+8; j++ {
		if ws[j].Text == "to" {
			return shouldDo(ws, j+1)
		}
	}
	return false
}

// mappedTo returns the file a message names as where the change goes ("in
// src/router/routes.ts") when the file mention m stands after an arrow —
// what an entry of that other file points to ("register /changelog in
// src/router/routes.ts → pages/Changelog.vue") — and "" otherwise. A
// rename written with an arrow ("mv a.go -> b.go") names no other place.
func (r reading) mappedTo(m mention) string {
	if !m.file {
		return ""
	}
	before := strings.TrimRight(r.Text[:m.Start], " ")
	if !strings.HasSuffix(before, "→") && !strings.HasSuffix(before, "->") && !strings.HasSuffix(before, "=>") {
		return ""
	}
	for k := 1; k < len(r.words); k++ {
		switch r.words[k-1].Text {
		case "in", "into", "inside":
		default:
			continue
		}
		if r.words[k].Start >= m.Start && r.words[k].Start < m.End {
			continue
		}
		if name := r.nameAt(k); hasFileExtension(name) && isPathLike(name) && base(name) != base(r.t.Name) {
			return name
		}
	}
	return ""
}

// isAccessLabel reports whether a line is a C++ access label ("public:",
// "private:", "protected:", a Qt "signals:" or "public slots:"): it opens
// no block of its own, so the class around it is what holds the edit.
func isAccessLabel(line string) bool {
	switch strings.TrimSpace(line) {
	case "public:", "private:", "protected:", "signals:", "public slots:", "private slots:", "protected slots:":
		return true
	}
	return false
}

// namesPlace reports whether a symbol mention is where the change goes,
// not what it changes: "add clear() to RingBuffer", "in handleEntry, …".
func (r reading) namesPlace(m mention) bool {
	k := sort.Search(len(r.words), func(i int) bool { return r.words[i].Start >= m.Start })
	return k > 0 && k < len(r.words) && placePreposition(r.words[k-1].Text)
}

// keptOrAsked reports whether the words at sp are kept as they are, or
// stand in a question (unless a later request points back at it, see
// askedBack): neither asks for a change of what they name.
func (r reading) keptOrAsked(sp lang.Span) bool {
	if si := r.sentenceOf(sp.Start); si >= 0 && r.sents[si].Question && !r.askedBack(si) {
		return true
	}
	return r.kept(sp)
}

// askedBack reports whether question sentence si has no verb of its own
// and a later request points back at it ("a typo, \"forcast\" somewhere?
// fix it"): then what it names is what the request is about.
func (r reading) askedBack(si int) bool {
	for _, v := range r.verbs {
		if v.sent == si {
			return false
		}
	}
	for _, v := range r.verbs {
		if v.sent > si && v.problem == "" && pointsBack(r.sentWords[v.sent], v.End) {
			return true
		}
	}
	return false
}

// reason says, for a request naming what, which part of the change
// nothing in it asks for.
func (m scopeMiss) reason(what string) string {
	switch {
	case m.edit != "":
		return fmt.Sprintf("you asked for a change in %q, and this change also %s (%q), which nothing you said asks for", what, m.edit, m.part)
	case m.brings != "":
		return fmt.Sprintf("you asked for a change in %q, and this change also brings in %q (%q), which nothing you said asks for", what, m.brings, m.part)
	case m.specific != "":
		return fmt.Sprintf("you asked about %q in %q, and this change also changes %q, which you did not ask for", m.specific, what, m.part)
	case m.kind == addsOnly:
		return fmt.Sprintf("you asked to add to %q, and this change also takes away %q", what, m.part)
	case m.kind == fixesSpelling:
		return fmt.Sprintf("you asked to fix the spelling in %q, and this change also rewrites %q", what, m.part)
	case m.kind == changesComments:
		return fmt.Sprintf("you asked for a comment in %q, and this change also changes the code %q", what, m.part)
	case m.kind == removesOnly:
		return fmt.Sprintf("you asked to take something out of %q, and this change also brings in %q", what, m.part)
	}
	return fmt.Sprintf("this change also changes %q in %q, which you did not ask for", m.part, what)
}

// inCode reports whether the word w stands in file (both lower-cased) as
// code: on a line that is no comment, outside quotes ("timeout" of
// "Timeout: 10 * time.Second", not of "// no timeout here").
func inCode(file, w string) bool {
	for from := 0; from < len(file); {
		i := strings.Index(file[from:], w)
		if i < 0 {
			return false
		}
		i += from
		from = i + len(w)
		if i > 0 && isIdentByte(file[i-1]) || from < len(file) && isIdentByte(file[from]) {
			continue
		}
		ls := strings.LastIndexByte(file[:i], '\n') + 1
		before := file[ls:i]
		if onlyNotes(before+"x") || strings.Count(before, "\"")%2 == 1 || strings.Count(before, "'")%2 == 1 || strings.Count(before, "`")%2 == 1 {
			continue
		}
		return true
	}
	return false
}

// singleQuoted returns the insides of '…' in text: a quote after a space
// or at the start, closed before a space, a mark or the end ('forcast',
// not the apostrophes of "don't" and "it's").
func singleQuoted(text string) []span {
	var out []span
	for i := 0; i < len(text) && len(out) < maxSymbols; i++ {
		if text[i] != '\'' || i > 0 && text[i-1] != ' ' && text[i-1] != '(' {
			continue
		}
		for j := i + 1; j < len(text) && text[j] != '\n'; j++ {
			if text[j] == '\'' && (j+1 == len(text) || strings.IndexByte(" .,;:!?)", text[j+1]) >= 0) {
				if j > i+1 {
					out = append(out, span{Start: i + 1, End: j})
				}
				i = j
				break
			}
		}
	}
	return out
}

// broughtAfterTo reports whether toks[k] follows "to" and is a name only
// the change's new text has ("rename truncate to shorten", "rename File
// to Document"): a value, though it is spelt like a verb.
func broughtAfterTo(text string, toks []lang.Span, k int, t Target) bool {
	if k == 0 || !strings.EqualFold(text[toks[k-1].Start:toks[k-1].End], "to") {
		return false
	}
	w := strings.Trim(text[toks[k].Start:toks[k].End], ",;:.()\"'`?!")
	return w != "" && occursAsWord(t.Added, w) && !occursAsWord(t.removed, w)
}

// verbBefore reports whether a change verb stands before offset at in
// its sentence: "set the level to Warning" gives a value, "it went to
// Actions" does not (nor, by its subject, "we moved to Actions").
func (r reading) verbBefore(at int) bool {
	si := r.sentenceOf(at)
	for _, v := range r.verbs {
		if v.sent == si && v.Start < at {
			return true
		}
	}
	return false
}

// declaresKey reports whether a line of file (its head) declares the key
// or name k ("db:" for "db"): for names too short to be in Target.others.
func declaresKey(file, k string) bool {
	for line := range headLines(file) {
		if strings.Contains(line, k) && lineDeclares(line, true) == k {
			return true
		}
	}
	return false
}

// everyPartShown reports whether each part of the change (changeUnits)
// is one a proposal shows: the words the part brings in (those its old
// lines lack) all occur in the proposal, or, for a part that brings in
// nothing, a word it takes away does; a consequence of the other parts
// (whitespace, imports, moved lines) needs no showing. A yes to "I can
// bump `actions/checkout@v3` to `actions/checkout@v4`" is no yes to an
// added lint step in the same file.
func everyPartShown(proposal string, t Target) bool {
	have := tokenSet(proposal)
	units := t.units()
	for _, u := range units {
		if u.consequence(units) {
			continue
		}
		old := tokenSet(strings.Join(u.removed, "\n"))
		brought, shown := 0, true
		for _, w := range tokens(strings.Join(u.added, "\n")) {
			if old[w] {
				continue
			}
			brought++
			shown = shown && have[w]
		}
		if brought == 0 {
			shown = false
			for _, w := range tokens(strings.Join(u.removed, "\n")) {
				shown = shown || have[w] && len(w) >= 3
			}
		}
		if !shown {
			return false
		}
	}
	return true
}

// partUnshown reports whether a proposal shows one part of the change
// word for word (every word the part brings in is in it) while another
// part has no word of its own — brought in or taken away — in it at all: a
// yes to "I'd set `max_connections = 250`" is no yes to shared_buffers
// changed beside it. The unshown part must be one setting rewritten (a
// line with a key, lineKey). Consequences (whitespace, imports, moved lines, uses
// of a rename) need no showing.
func partUnshown(proposal string, t Target) bool {
	have := tokenSet(proposal)
	units := t.units()
	if len(units) < 2 {
		return false
	}
	shownOne, unshownOne := false, false
	var renames [][2]string
	for _, u := range units {
		renames = append(renames, u.renames()...)
	}
	for _, u := range units {
		if u.consequence(units) || u.usesRename(renames) {
			continue
		}
		old := tokenSet(strings.Join(u.removed, "\n"))
		brought, shown := 0, 0
		for _, w := range tokens(strings.Join(u.added, "\n")) {
			if old[w] {
				continue
			}
			brought++
			if have[w] {
				shown++
			}
		}
		if brought > 0 && shown == brought {
			shownOne = true
		}
		words, any := 0, shown > 0
		for _, w := range tokens(u.text()) {
			if len(w) >= 3 {
				words++
				any = any || have[w]
			}
		}
		// only a setting of its own ("shared_buffers = 4GB") is a part a
		// proposal told in words could not have meant
		unshownOne = unshownOne || words > 0 && !any && len(u.removed) == 1 && lineKey(strings.TrimSpace(u.removed[0])) != ""
	}
	return shownOne && unshownOne
}

// quotesSwap reports whether a proposal spells its change as one quoted
// piece of code for another ("change `proxy_read_timeout 30s;` to
// `proxy_read_timeout 120s;`"): then it shows the whole change, and
// every part must be shown (everyPartShown).
func quotesSwap(proposal string) bool {
	for _, sep := range [...]string{"` to `", "` → `", "` -> `", "` with `", "` into `"} {
		if i := strings.Index(proposal, sep); i >= 0 && !addsQuoted(proposal, i) {
			return true
		}
	}
	return false
}

// scopeMention is the first of ms that names the file or a place in it,
// else the key the edit's first line sets (TIME_ZONE = …): where a request's specifics
// are read for the change's parts (unasked).
func (r reading) scopeMention(ms []mention) (mention, bool) {
	for _, m := range ms {
		if m.file || r.namesPlace(m) {
			return m, true
		}
	}
	for _, m := range ms {
		if !m.ambiguous && strings.EqualFold(m.what, r.t.own) && strings.EqualFold(lineKey(firstLine(r.t.removed)), r.t.own) {
			// a request naming only the key the edit's first line sets ("поменяй
			// TIME_ZONE …"): measured at the key, which is then one of
			// its specifics
			m.End = m.Start
			return m, true
		}
	}
	return mention{}, false
}

// asksSpelling reports whether the sentence naming the file at asks for
// spelling fixes only: it speaks of typos, spelling or misspellings, and
// of no other change ("docs/setup.md has a couple of typos, fix them").
func (r reading) asksSpelling(at lang.Span) bool {
	si := r.sentenceOf(at.Start)
	if si < 0 {
		return false
	}
	spell := false
	for _, w := range r.sentWords[si] {
		switch t := w.Text; {
		case isTypoNoun(t):
			spell = true
		case t == "and", t == "also", t == "plus":
			return false // "fix the typos and tighten the intro"
		}
	}
	return spell
}

// onlyTypos reports whether a part only corrects the spelling of words:
// its old and new lines, one for one, have the same words but for words
// one edit apart ("instaler" → "installer", "teh" → "the") or differing in
// case.
func (u unit) onlyTypos() bool {
	if len(u.removed) != len(u.added) || len(u.removed) == 0 {
		return false
	}
	for i := range u.removed {
		xs, ys := tokens(u.removed[i]), tokens(u.added[i])
		if len(xs) != len(ys) {
			return false
		}
		for j := range xs {
			if a, b := strings.ToLower(xs[j]), strings.ToLower(ys[j]); a != b && !typoApart(a, b) && !shortSwap(a, b) {
				return false
			}
		}
	}
	return true
}

// shortSwap reports whether two short words (under four letters) differ
// by one swap of neighbours or one letter ("teh" → "the", "si" → "is").
func shortSwap(a, b string) bool {
	if len(a) != len(b) || len(a) >= 4 {
		return false
	}
	diff := 0
	for i := range a {
		if a[i] != b[i] {
			diff++
		}
	}
	if diff <= 1 {
		return true
	}
	for i := 0; i+1 < len(a); i++ {
		if a[i] != b[i] {
			return a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
		}
	}
	return false
}

// reindentOnly reports whether the unit is one line given another
// indentation and nothing else (a separator at its end aside).
func (u unit) reindentOnly() bool {
	return len(u.removed) == 1 && len(u.added) == 1 && u.removed[0] != u.added[0] &&
		indentOf(u.removed[0]) != indentOf(u.added[0]) && squeeze(u.removed[0]) == squeeze(u.added[0])
}

// reindents reports whether the change reformats lines with another
// indentation width: its reindented lines move by two or more different
// amounts (2 → 4 and 4 → 8 spaces), where wrapping a block moves every
// line of it by one amount.
func reindents(units []unit) bool {
	first, seen := 0, false
	for _, u := range units {
		if !u.reindentOnly() {
			continue
		}
		d := len(indentOf(u.added[0])) - len(indentOf(u.removed[0]))
		if !seen {
			first, seen = d, true
		} else if d != first {
			return true
		}
	}
	return false
}

// indentOf is the leading spaces and tabs of line.
func indentOf(line string) string {
	return line[:len(line)-len(strings.TrimLeft(line, " \t"))]
}

// dropsKey reports whether the unit takes away a key of a data file that
// its new lines do not set again and that named (lower-cased) does not
// hold: "only:" rewritten as "rules:" for "make the deploy job manual".
func (u unit) dropsKey(named []string) bool {
	for _, l := range u.removed {
		k := lineKey(strings.TrimSpace(l))
		if k == "" || slices.Contains(named, strings.ToLower(k)) {
			continue
		}
		kept := false
		for _, a := range u.added {
			kept = kept || lineKey(strings.TrimSpace(a)) == k
		}
		if !kept {
			return true
		}
	}
	return false
}

// isElementNoun reports whether w names a kind of markup element ("the
// password input", "the submit button"): after a name, in a markup file,
// the name says which one.
func isElementNoun(w string) bool {
	switch w {
	case "input", "button", "select", "textarea", "link", "form", "label", "img", "image", "div", "span":
		return true
	}
	return false
}

// declaredNoun reports whether w (lower-cased) names a kind of
// declaration a request asks to add ("a DefaultTTL constant", "a helper
// function parseDate").
func declaredNoun(w string) bool {
	switch w {
	case "constant", "const", "function", "func", "method", "class", "struct", "type", "enum", "interface",
		"variable", "var", "helper", "field", "property":
		return true
	}
	return false
}

// addVerb reports whether w (lower-cased) asks for a declaration to be
// made.
func addVerb(w string) bool {
	switch w {
	case "add", "create", "introduce", "define", "declare", "extract":
		return true
	}
	return false
}

// codeLike reports whether a word of a request is written as a code name:
// an inner capital ("DefaultTTL", "parseDate"), an underscore
// ("MAX_ROWS") or all capitals of three letters or more ("TTL").
func codeLike(w string) bool {
	if strings.Contains(w, "_") {
		return true
	}
	upper := 0
	for i, c := range w {
		if c >= 'A' && c <= 'Z' {
			upper++
			if i > 0 {
				return true
			}
		}
	}
	return len(w) >= 3 && upper == len(w)
}

// undeclaredAsked is the name a request asks to add as a declaration
// ("add a DefaultTTL constant") that the file did not have and the
// change brings in without declaring it (it only uses it), with the line
// that uses it; "" when there is none. A name only used by the new text is
// not the declaration asked for.
func undeclaredAsked(request, before string, added []string) (name, line string) {
	ws := tokens(request)
	asks := false
	for _, w := range ws {
		asks = asks || addVerb(strings.ToLower(w))
	}
	if !asks {
		return "", ""
	}
	for i, w := range ws {
		if !declaredNoun(strings.ToLower(w)) {
			continue
		}
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(ws) || !codeLike(ws[j]) || occursAsWord(before, ws[j]) {
				continue
			}
			n, uses := ws[j], ""
			for _, l := range added {
				if !occursAsWord(l, n) {
					continue
				}
				if declaresName(l, n) {
					return "", ""
				}
				if uses == "" {
					uses = clip80(strings.TrimSpace(l))
				}
			}
			if uses != "" {
				return n, uses
			}
		}
	}
	return "", ""
}

// declaresName reports whether line declares n: n stands on the line's
// left side — before its first "=", "(", ":" or "{" — and the line is no
// statement using it ("return DefaultTTL"): "const DefaultTTL = 60",
// "int64 created_at = 4;", "func DefaultTTL() int".
func declaresName(line, n string) bool {
	t := strings.TrimSpace(line)
	head := t
	if i := strings.IndexAny(t, "=(:{"); i >= 0 {
		head = t[:i]
	}
	if !occursAsWord(head, n) || strings.Contains(head, "."+n) {
		return false
	}
	first, _, _ := strings.Cut(head, " ")
	switch first {
	case "return", "if", "else", "while", "for", "case", "switch", "throw", "raise", "yield", "await", "print", "echo", "assert", "elif", "when", "unless":
		return false
	}
	return true
}
