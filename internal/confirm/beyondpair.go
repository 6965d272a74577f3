package confirm

import (
	"strings"
	"unicode"
)

// maxPairLines bounds the new lines of a change read as an exact pair by
// pairBeyond: a longer one is a rewrite, read by the other rules.
const maxPairLines = 8

// maxPairStrays bounds the words an exact pair may bring in beyond the
// request for pairBeyond to read them as one small thing more; a change
// bringing more writes code of its own for what was described
// (`total.setScale(2, RoundingMode.HALF_UP)` for "rounded … HALF_UP").
const maxPairStrays = 2

// pairBeyond is the first word an exact pair brings in beyond what the
// request dictates, "" when there is none. The change must be one part
// (one run of old lines and the new lines in its place, at most
// maxPairLines of them), and the request must dictate some of what it
// brings: a word of three letters or more, or a number, that the new
// lines bring in (it is not in the old lines) and the request holds
// ("add an `async` keyword", "python 3.10 -> 3.12", "add .env"). Then
// every other word the part brings in must be the request's too: the
// `console.log('saving', u.id)` written beside the async asked, the
// "-alpine" put for "-slim" beside 3.12, a second pattern `.env.*`, a
// `# max page size` comment beside the LIMIT of 50, `as const` beside the
// 25 asked. Words are the pieces of identifiers and numbers (identPieces),
// compared lower-cased and stemmed; the old lines account for theirs. A
// word only inside quotes is the content of a value the change writes
// ('en-US' of a new Intl.NumberFormat), not read as stray.
func pairBeyond(units []unit, request, file string) string {
	if len(units) != 1 || len(units[0].removed) == 0 || len(units[0].added) == 0 || len(units[0].added) > maxPairLines {
		return ""
	}
	u := units[0]
	old := map[string]bool{}
	for _, p := range identPieces(strings.Join(u.removed, "\n")) {
		old[strings.ToLower(p)] = true
	}
	asked, code := requestPieces(request), codePieces(request, file)
	dictated, stray, strays := false, "", map[string]bool{}
	added := strings.Join(u.added, "\n")
	outside := map[string]bool{} // the pieces standing outside quotes
	for _, p := range identPieces(outsideQuotes(strings.ReplaceAll(added, "\n", " "))) {
		outside[strings.ToLower(p)] = true
	}
	for _, p := range identPieces(added) {
		lower := strings.ToLower(p)
		if old[lower] {
			continue
		}
		if asked[lower] || asked[stemWord(lower)] || heldInWord(lower, request) {
			dictated = dictated || code[lower]
			continue
		}
		if outside[lower] && strayPiece(lower) && !keysOldValue(p, u.removed, added) {
			strays[lower] = true
			if stray == "" {
				stray = p
			}
		}
	}
	if !dictated || len(strays) > maxPairStrays || callLeftOpen(request, added) {
		return ""
	}
	return stray
}

// callLeftOpen reports whether the request names a call without its
// arguments that the new text calls with some ("switch to
// Intl.NumberFormat" for `new Intl.NumberFormat('en-US', { style: … })`):
// the arguments are then the change's to write.
func callLeftOpen(request, added string) bool {
	for _, f := range strings.Fields(request) {
		f = strings.Trim(f, ".,;:!?`'\"")
		if f == "" || strings.ContainsAny(f, "()") || !codeWord(f) {
			continue
		}
		if i := strings.Index(added, f+"("); i >= 0 && !strings.HasPrefix(added[i+len(f)+1:], ")") {
			return true
		}
	}
	return false
}

// requestPieces are the lower-cased pieces of the words of text
// (identPieces) and their stems, of any length: "I" of `add "I" to ruff
// select` names the list item I.
func requestPieces(text string) map[string]bool {
	set := map[string]bool{}
	for _, p := range identPieces(text) {
		lower := strings.ToLower(p)
		set[lower] = true
		set[stemWord(lower)] = true
	}
	return set
}

// codePieces are the lower-cased pieces of the words of text written as
// code (codeWord): `async`, fmt.Errorf(…), created_at, 3.12, ".env",
// ^[a-z0-9_]+$; a word naming the file (its base name) is no code.
func codePieces(text, file string) map[string]bool {
	base := strings.ToLower(file[strings.LastIndexByte(file, '/')+1:])
	set := map[string]bool{}
	for _, f := range strings.Fields(text) {
		if !codeWord(f) || base != "" && strings.Contains(strings.ToLower(f), base) || strings.Contains(f, "/") && !strings.ContainsAny(f, "^$[") {
			continue
		}
		for _, p := range identPieces(f) {
			set[strings.ToLower(p)] = true
		}
	}
	return set
}

// codeWord reports whether the word f is written as code: marked by
// backticks or quotes, or holding a character of code inside it (a dot
// between letters or digits, an underscore, @, brackets, $, ^, =).
func codeWord(f string) bool {
	if strings.ContainsAny(f, "`\"'_@([{$^=") {
		return true
	}
	t := strings.Trim(f, ".,;:!?")
	return strings.Contains(t, ".")
}

// strayPiece reports whether a lower-cased piece a change brings in says
// something of its own: a number, or a word of two letters or more that
// is no word of the language (isSyntaxWord) and no number with a suffix
// ("49m", a literal's type).
func strayPiece(p string) bool {
	if isNumber(p) {
		return true
	}
	return len(p) >= 2 && !isSyntaxWord(p) && !unicode.IsDigit(rune(p[0]))
}

// heldInWord reports whether a word of the request holds the piece p of
// four letters or more inside it: "sensitive" of "case insensitive".
func heldInWord(p, request string) bool {
	return len(p) >= 4 && strings.Contains(strings.ToLower(request), p)
}

// keysOldValue reports whether the new text sets the key w to the value
// an old line set: `serde = "1"` written `serde = { version = "1", … }`
// restates the old value under its key, it brings nothing in.
func keysOldValue(w string, removed []string, added string) bool {
	for _, l := range removed {
		_, v, ok := strings.Cut(l, "=")
		if v = strings.TrimSpace(v); !ok || v == "" {
			continue
		}
		if strings.Contains(added, w+" = "+v) || strings.Contains(added, w+"="+v) || strings.Contains(added, w+": "+v) {
			return true
		}
	}
	return false
}
