package words

import (
	"strings"
	"unicode/utf8"
)

// Thai is written without spaces between words: "ได้เลยครับ ทำเลย" is two
// runs, and the words people answer with sit inside them, with a polite
// particle glued to their end. Clauses cuts each run of Thai letters into
// the words of the Thai vocabulary it holds, matching inside the run, the
// longest word first at each place; the letters between two such words stay
// one word. A polite particle ("ครับ", "ค่ะ", "นะ") after a word is dropped,
// as "please" adds nothing to "go ahead"; alone it stays the polite yes it
// is.

// thaiParticles are the polite and softening particles that end a Thai
// phrase.
var thaiParticles = [...]string{"นะครับ", "นะคะ", "ครับผม", "ครับ", "คร้าบ", "ค่ะ", "คะ", "ค่า", "นะ", "จ้ะ", "จ้า", "ฮะ", "จ๊ะ"}

// isThai reports whether r is a letter or mark of the Thai block.
func isThai(r rune) bool { return r >= 0x0E01 && r <= 0x0E4E }

// thaiRun returns the length in bytes of the run of Thai letters at the
// start of s.
func thaiRun(s string) int {
	n := 0
	for n < len(s) {
		r, size := utf8.DecodeRuneInString(s[n:])
		if !isThai(r) {
			break
		}
		n += size
	}
	return n
}

// thaiWordAt returns the longest known Thai word or particle s opens with,
// and whether it is a particle.
func thaiWordAt(s string) (string, bool) {
	best, particle := "", false
	for _, list := range [...][]string{thai.high, thai.medium, thai.negative} {
		for _, w := range list {
			if len(w) > len(best) && strings.HasPrefix(s, w) {
				best, particle = w, false
			}
		}
	}
	for _, p := range thaiParticles {
		if len(p) >= len(best) && strings.HasPrefix(s, p) {
			best, particle = p, true // "ครับ" is also the polite yes: a particle after a word
		}
	}
	return best, particle
}

// ThaiSegments cuts a run of Thai letters into words (see above): each
// known word, each stretch between two of them, and no particle after a
// word.
func ThaiSegments(run string) []string {
	var out []string
	other := -1 // the start of a stretch of letters no known word opens
	for i := 0; i < len(run); {
		w, particle := thaiWordAt(run[i:])
		if w == "" {
			if other < 0 {
				other = i
			}
			_, size := utf8.DecodeRuneInString(run[i:])
			i += size
			continue
		}
		if other >= 0 {
			out = append(out, run[other:i])
			other = -1
		}
		if !particle || i == 0 {
			out = append(out, w)
		}
		i += len(w)
	}
	if other >= 0 {
		out = append(out, run[other:])
	}
	return out
}

// thai adds the words of the run of Thai letters at s[at:] and returns how
// many bytes past the first rune (of size bytes) it read.
func (t *tokens) thai(s string, at, size int) int {
	n := thaiRun(s[at:])
	for _, w := range ThaiSegments(s[at : at+n]) {
		t.word(w)
	}
	return n - size
}
