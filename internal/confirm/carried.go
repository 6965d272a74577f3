package confirm

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A request that gives the text to bring in — a title, a value, a host, in
// whatever language it is written — accounts for the rewritten lines that
// bring that text in. What it writes is the same in every language: the
// text itself, its values and code names. A rewritten line whose change
// neither brings in nor takes away anything the request writes is a part
// nobody asked for (uncarriedLine), whatever words the request uses around
// the text.

// uncarriedLine is the first rewritten line of units (one old line, one
// new) whose changed span writes nothing the request writes, when another
// rewritten line brings in text the request writes verbatim ("Guide de
// démarrage", "eu-central-1"); "" when there is no such pair. Lines that
// follow from the rest (consequence) are not read, nor spans of no word of
// three letters or more (a number swapped is read by unaccounted).
func (r reading) uncarriedLine(units []unit) string {
	if len(units) < 2 || len(units) > maxUnits {
		return ""
	}
	req := strings.ToLower(r.orig)
	carried, stray := false, ""
	for _, u := range units {
		if len(u.removed) != 1 || len(u.added) != 1 {
			continue
		}
		del, ins := changedSpans(u.removed[0], u.added[0])
		switch {
		case writesText(ins, req):
			carried = true
		case stray == "" && spanSaysSomething(del+" "+ins) && !spanNamed(del, req) && !spanNamed(ins, req) && !derived(del, ins) && !u.consequence(units):
			stray = strings.TrimSpace(u.added[0])
		}
	}
	if !carried {
		return ""
	}
	return clip80(stray)
}

// changedSpans are the parts of old and new between their common
// beginning and end, widened to whole words (letters and digits of any
// script): "Getting started" and "Guide de démarrage" of "# Getting
// started" → "# Guide de démarrage".
func changedSpans(old, new string) (del, ins string) {
	p := 0
	for p < len(old) && p < len(new) && old[p] == new[p] {
		p++
	}
	q := 0
	for q < len(old)-p && q < len(new)-p && old[len(old)-1-q] == new[len(new)-1-q] {
		q++
	}
	for p > 0 && (p < len(old) && !utf8.RuneStart(old[p]) || wordRuneBefore(old, p) && (wordRuneAt(old, p) || wordRuneAt(new, p))) {
		p--
	}
	for q > 0 && (!utf8.RuneStart(old[len(old)-q]) || wordRuneAt(old, len(old)-q) && (wordRuneBefore(old, len(old)-q) || wordRuneBefore(new, len(new)-q))) {
		q--
	}
	return old[p : len(old)-q], new[p : len(new)-q]
}

// wordRuneBefore reports whether the rune ending at byte i of s is a
// letter or digit.
func wordRuneBefore(s string, i int) bool {
	c, _ := utf8.DecodeLastRuneInString(s[:i])
	return isWordRune(c)
}

// wordRuneAt reports whether the rune at byte i of s is a letter or digit
// (false at the end of s).
func wordRuneAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	c, _ := utf8.DecodeRuneInString(s[i:])
	return isWordRune(c)
}

// isWordRune reports whether c is a letter or digit of any script.
func isWordRune(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }

// writesText reports whether span, trimmed of spaces and marks, holds two
// letters or digits or more and occurs as it is in req (lower case).
func writesText(span, req string) bool {
	t := strings.TrimFunc(span, func(c rune) bool { return !isWordRune(c) })
	n := 0
	for _, c := range t {
		if isWordRune(c) {
			n++
		}
	}
	return n >= 2 && strings.Contains(req, strings.ToLower(t))
}

// spanWords are the runs of letters and digits of span.
func spanWords(span string) []string {
	return strings.FieldsFunc(span, func(c rune) bool { return !isWordRune(c) })
}

// spanSaysSomething reports whether span holds a word that says something:
// three letters or more, or two of a script written without spaces.
func spanSaysSomething(span string) bool {
	for _, w := range spanWords(span) {
		if significantRun(w) {
			return true
		}
	}
	return false
}

// significantRun reports whether the run of letters and digits w says
// something: three runes or more, or two of them ideographs or kana.
func significantRun(w string) bool {
	n, wide := 0, false
	for _, c := range w {
		n++
		wide = wide || unicode.In(c, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
	}
	return n >= 3 || wide && n >= 2
}

// spanNamed reports whether a word of span that names something occurs
// in req (lower case), as a word or within one. A word of three letters
// names only when it is written as code or a value writes it (all capitals,
// a digit: "API", "v18"): short words in lower case are the language's own
// ("die", "les", "the") in too many languages to tell.
func spanNamed(span, req string) bool {
	for _, w := range spanWords(span) {
		if !significantRun(w) || utf8.RuneCountInString(w) == 3 && !codeLike(w) && strings.IndexFunc(w, unicode.IsDigit) < 0 {
			continue
		}
		if strings.Contains(req, strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// derived reports whether the words del takes away and the words ins
// brings in are made from one another, each of either side holding or
// held in one of the other: a name made from another ("Lock" → "RLock",
// "Unlock" → "RUnlock", "items" → "item"), not other text put in its place
// ("faq.md" → "start.md#faq" brings in "start"). A span that takes nothing
// away is not derived.
func derived(del, ins string) bool {
	dw, iw := spanWords(strings.ToLower(del)), spanWords(strings.ToLower(ins))
	if len(dw) == 0 || len(iw) == 0 {
		return false
	}
	return madeFrom(dw, iw) && madeFrom(iw, dw)
}

// madeFrom reports whether every word of as holds one of bs, or is held in
// one of three letters or more.
func madeFrom(as, bs []string) bool {
	for _, a := range as {
		found := false
		for _, b := range bs {
			found = found || strings.Contains(a, b) && utf8.RuneCountInString(b) >= 2 || strings.Contains(b, a) && utf8.RuneCountInString(a) >= 3
		}
		if !found {
			return false
		}
	}
	return true
}

// uncarriedSpot is the first rewritten line of units in which the
// request's text is put in two places or more: in one whose words taken
// away the request writes (the place it points at: "the setup guide link"
// for "(docs/setup.md)", or none: "docs/install.md" made
// "docs/setup/install.md"), and in another whose words taken away it does
// not write (the FAQ link beside it); "" when there is no such line. The
// places are the edits of the line's fields (spotFields), and the words
// taken away are read without those the request's text brings back
// ("docs", "md" of "docs/getting-started.md").
func (r reading) uncarriedSpot(units []unit) string {
	if len(units) > maxUnits {
		return ""
	}
	req := strings.ToLower(r.orig)
	for _, u := range units {
		if len(u.removed) != 1 || len(u.added) != 1 {
			continue
		}
		old, new := spotFields(u.removed[0]), spotFields(u.added[0])
		if len(old) > maxPartWords || len(new) > maxPartWords {
			continue
		}
		pointed, other := false, false
		for _, d := range wordEdits(old, new) {
			del, ins := old[d.Start:d.End], new[d.ReplStart:d.ReplEnd]
			brought := map[string]bool{}
			for _, w := range spanWords(strings.ToLower(strings.Join(ins, " "))) {
				if utf8.RuneCountInString(w) >= 2 && strings.Contains(req, w) {
					brought[w] = true
				}
			}
			if len(del) == 0 || len(brought) == 0 || !writesText(strings.Join(ins, " "), req) && len(brought) < 2 {
				continue
			}
			var taken []string
			for _, w := range spanWords(strings.ToLower(strings.Join(del, " "))) {
				if !brought[w] {
					taken = append(taken, w)
				}
			}
			switch t := strings.Join(taken, " "); {
			case len(taken) == 0 || spanNamed(t, req): // the old value kept inside the new, or named
				pointed = true
			case spanSaysSomething(t):
				other = true
			}
		}
		if pointed && other && !u.consequence(units) {
			return clip80(strings.TrimSpace(u.added[0]))
		}
	}
	return ""
}

// spotFields are the fields of a line between spaces, brackets, quotes
// and commas: a path or a link target stays one field ("docs/setup.md").
func spotFields(line string) []string {
	return strings.FieldsFunc(line, func(c rune) bool {
		return unicode.IsSpace(c) || strings.ContainsRune("()[]{}<>\"'`,;", c)
	})
}
