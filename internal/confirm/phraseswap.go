package confirm

import (
	"slices"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// swapsPhrase reports whether the unit is one line in which a phrase the
// request names of the file (named: "getting started", "dépot") gives way
// to a phrase it asks to bring in (brought: "quick start", "dépôt") and
// nothing else of the line changes: "rename the 'Getting started' heading
// to 'Quick start'" for "## Getting started" → "## Quick start". The swap
// is read as the request wrote it, every occurrence in the line, letter
// case aside; a line changing anything beside the swap (a word more, the
// heading's level) is measured as any other part is.
func (u unit) swapsPhrase(named, brought []string) bool {
	if len(u.removed) != 1 || len(u.added) != 1 {
		return false
	}
	old, want := strings.ToLower(u.removed[0]), strings.ToLower(u.added[0])
	for _, n := range named {
		if n == "" || !occursAsWord(old, n) {
			continue
		}
		for _, b := range brought {
			if b != "" && b != n && strings.ReplaceAll(old, n, b) == want {
				return true
			}
		}
	}
	return false
}

// quoteMarks are the quotation marks people type besides the ASCII ones:
// guillemets («…», ‹…›, »…«) and typographic quotes (“…”, „…“, ‘…’). They
// are punctuation around what a request names, never a part of it.
const quoteMarks = "«»‹›“”„‘’"

// wordBefore is the token before toks[k], lower-cased and without its
// punctuation, passing over tokens that are only quotation marks: in
// "« dépot » → « dépôt »" the word before "dépôt" is the arrow.
func wordBefore(text string, toks []lang.Span, k int) string {
	for j := k - 1; j >= 0; j-- {
		f := text[toks[j].Start:toks[j].End]
		if strings.Trim(f, quoteMarks+"\"'`") == "" && f != "" {
			continue
		}
		return strings.ToLower(strings.Trim(f, ",;:()\"'`"+quoteMarks))
	}
	return ""
}

// typoApart reports whether two words differ by one typo: oneEditApart,
// or, for words in letters beyond ASCII, one letter put in, left out,
// replaced or swapped with its neighbour, counted in letters rather than
// bytes: "dépot" → "dépôt", "испольуется" → "используется".
func typoApart(a, b string) bool {
	if oneEditApart(a, b) {
		return true
	}
	if isASCII(a) && isASCII(b) {
		return false
	}
	x, y := []rune(a), []rune(b)
	if len(x) < 4 || len(y) < 4 || a == b || len(x)-len(y) > 1 || len(y)-len(x) > 1 {
		return false
	}
	if len(x) < len(y) {
		x, y = y, x
	}
	i := 0
	for i < len(y) && x[i] == y[i] {
		i++
	}
	if len(x) > len(y) {
		return slices.Equal(x[i+1:], y[i:])
	}
	if slices.Equal(x[i+1:], y[i+1:]) {
		return true
	}
	return i+1 < len(x) && x[i] == y[i+1] && x[i+1] == y[i] && slices.Equal(x[i+2:], y[i+2:])
}

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// typoStems are the beginnings of the words for a typo or a misspelling,
// by meaning across languages: English "typo", "spelling", "misspelt";
// German "Tippfehler", "Rechtschreibfehler"; Dutch "typfout", "spelfout";
// Russian "опечатка", "орфография"; Ukrainian "друкарська"; Polish "literówka"; Spanish
// and Portuguese "errata", "ortografía"; Italian "refuso"; French
// "coquille", "orthographe". A word of its own for "mistake" ("faute",
// "Fehler", "ошибка") may be any error and is not one.
var typoStems = [...]string{
	"typo", "misspel", "mispel", "tippfehler", "rechtschreib", "typfout", "spelfout",
	"опечат", "описк", "друкарськ", "literówk", "literowk", "errata", "ortograf",
	"refuso", "refusi", "coquille", "orthograph", "орфограф",
}

// isTypoNoun reports whether w (lower-cased) names a typo or a spelling
// mistake in one of the languages of typoStems, or is "spelling".
func isTypoNoun(w string) bool {
	if w == "spelling" {
		return true
	}
	for _, s := range typoStems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}
