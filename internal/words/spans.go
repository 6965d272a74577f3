package words

import (
	"sort"
	"strings"
)

// Offsets: how a message is cut into sentences, clauses and words without
// moving a byte, so a word found in the normalized text is at the same
// offsets in the original (the confirmation capability quotes and masks by
// offset).

// Sentence is one sentence of a message: its span and whether it ends in
// a question mark.
type Sentence struct {
	Span
	Question bool
}

// filler pads a normalized text where a multi-byte character became one
// ASCII byte, so offsets stay those of the original. It counts as part of a
// word and is dropped from the word's text.
const filler = 0x7F

// Normalize makes a message comparable without moving any byte: ASCII
// letters lowered and curly apostrophes and quotes straightened (padded
// with filler or spaces to their original length).
func Normalize(s string) string {
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case c == 0xE2 && i+2 < len(b) && b[i+1] == 0x80:
			switch b[i+2] {
			case 0x98, 0x99: // ‘ ’
				b[i], b[i+1], b[i+2] = '\'', filler, filler
				i += 2
			case 0x9C, 0x9D: // “ ”
				b[i], b[i+1], b[i+2] = '"', ' ', ' '
				i += 2
			}
		}
	}
	return string(b)
}

// isWordByte reports whether c can be part of a word (ASCII letters,
// digits, underscore, apostrophe, filler, and any non-ASCII byte).
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '\'' || c == filler || c >= 0x80
}

// Sentences splits text at . ! ? ; and newlines. A dot counts only before
// a space or the end, so "parse.go" and "v1.2" stay whole, and a "!" only
// where no "=" follows ("status != 'cancelled'" is an operator).
func Sentences(text string) []Sentence {
	var out []Sentence
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		end := false
		switch c {
		case '?', ';', '\n':
			end = true
		case '!':
			end = i+1 == len(text) || text[i+1] != '=' // "status != 'x'" is an operator
		case '.':
			end = i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n' || text[i+1] == '\t'
		}
		if !end {
			continue
		}
		if strings.TrimSpace(text[start:i]) != "" {
			out = append(out, Sentence{Span: Span{Start: start, End: i}, Question: c == '?'})
		}
		start = i + 1
	}
	if strings.TrimSpace(text[start:]) != "" {
		out = append(out, Sentence{Span: Span{Start: start, End: len(text)}})
	}
	return out
}

// ClauseSpans splits the sentence s of norm (a normalized text) into clauses:
// they end at commas, colons, parentheses and the words "and", "but",
// "or", "then", "while".
func ClauseSpans(norm string, s Span) []Span {
	var out []Span
	start := s.Start
	for i := s.Start; i < s.End; i++ {
		n := boundaryLen(norm, i, s.End)
		if n == 0 {
			continue
		}
		out = append(out, Span{Start: start, End: i})
		start = i + n
		i += n - 1
	}
	return append(out, Span{Start: start, End: max(start, s.End)})
}

// ClauseAt is the index of the clause of cs that holds offset at (the one
// before it when at falls on a boundary).
func ClauseAt(cs []Span, at int) int {
	i := sort.Search(len(cs), func(i int) bool { return cs[i].End > at })
	return min(i, len(cs)-1)
}

// boundaryLen is the length of a clause boundary starting at i, or 0.
func boundaryLen(norm string, i, end int) int {
	switch norm[i] {
	case ':':
		if i > 0 && isDigit(norm[i-1]) && i+1 < end && isDigit(norm[i+1]) {
			return 0 // "12:30"
		}
		return 1
	case ',', '(', ')':
		return 1
	case 0xE2: // — and –, as people write them between clauses
		if i+2 < end && norm[i+1] == 0x80 && (norm[i+2] == 0x94 || norm[i+2] == 0x93) {
			return 3
		}
	case ' ':
		for _, w := range [...]string{" and ", " but ", " or ", " then ", " while ", " - "} {
			if i+len(w) <= end && norm[i:i+len(w)] == w {
				return len(w)
			}
		}
	}
	return 0
}

// WordsIn returns the words of norm inside sp with their offsets.
func WordsIn(norm string, sp Span) []Word {
	var out []Word
	i := sp.Start
	for i < sp.End {
		for i < sp.End && !isWordByte(norm[i]) {
			i++
		}
		j := i
		for j < sp.End && isWordByte(norm[j]) {
			j++
		}
		if j > i {
			text := strings.Trim(strings.ReplaceAll(norm[i:j], string(rune(filler)), ""), "'")
			out = append(out, Word{Text: text, Span: Span{Start: i, End: j}})
		}
		i = j
	}
	return out
}

// Word is one word of a normalized text and where it stands.
type Word struct {
	Text string
	Span
}
