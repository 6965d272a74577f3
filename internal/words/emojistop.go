package words

import (
	"unicode"
	"unicode/utf8"
)

// EmojiStops returns s with a full stop put before each pictograph emoji
// that stands between two words with spaces around it and before words
// that opens accepts (the caller's test of what may open a sentence of its
// own, such as an approval): in chat an emoji closes a sentence the way a
// full stop does ("nope 👍 go for it" is "nope. 👍 go for it", "the eternal
// ritual 😅 yes please" is "… ritual. 😅 yes please"), so the words after
// it are not read as the rest of the sentence before it. An emoji at either
// end, or glued to a word, is left as it is. s itself is returned when
// there is none (no allocation).
func EmojiStops(s string, opens func(rest string) bool) string {
	var b []byte // nil until a stop is put
	last := 0    // s[:last] is copied into b
	for i := 0; i < len(s); {
		if s[i] < 0xe2 { // every pictograph starts with 0xE2 (U+2600–U+27BF) or 0xF0 (U+1F000…)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !pictograph(r) || i < 2 || s[i-1] != ' ' {
			i += n
			continue
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i-1])
		end := i + n
		for end < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[end:])
			if !pictograph(r2) && r2 != 0xfe0f && r2 != 0x200d && !(r2 >= 0x1f3fb && r2 <= 0x1f3ff) {
				break
			}
			end += n2
		}
		after, _ := utf8.DecodeRuneInString(s[min(end+1, len(s)):])
		if (unicode.IsLetter(before) || unicode.IsDigit(before)) && end < len(s) && s[end] == ' ' && unicode.IsLetter(after) &&
			opens(s[end+1:]) {
			if b == nil {
				b = make([]byte, 0, len(s)+8)
			}
			b = append(b, s[last:i-1]...)
			b = append(b, '.')
			last = i - 1
		}
		i = end
	}
	if b == nil {
		return s
	}
	return string(append(b, s[last:]...))
}

// pictograph reports whether r is an emoji pictograph: the symbols and
// dingbats block (☀ … ➿) or the planes of pictographs from U+1F000.
func pictograph(r rune) bool {
	return r >= 0x2600 && r <= 0x27bf || r >= 0x1f000 && r <= 0x1faff
}
