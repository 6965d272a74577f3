package words

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Clause is one stretch of a reply between punctuation or connectors
// ("but", "and", "actually", ...): the scope of a negation, and the unit a
// question or a selection applies to.
type Clause struct {
	// Words are the normalised words (see Clauses).
	Words []string
	// Question: the clause ended with a question mark or opens with a
	// question word ("will this affect Z").
	Question bool
}

// Clauses normalises a reply and splits it into clauses: lower case; curly
// apostrophes made straight; apostrophes people leave out restored ("dont",
// "lets"); letters repeated for emphasis squeezed ("yesss"); emoji and
// punctuation dropped while keeping word boundaries (a thumbs up reads as
// "ok", a thumbs down as "no"). Clause boundaries are sentence and clause
// punctuation, line breaks, and the connector words that start a new thought.
//
// The normalised text is built in one buffer and the words are slices of
// one string, so a long reply costs a handful of allocations.
func Clauses(s string) []Clause {
	// Sized up front so a long reply costs a handful of allocations.
	t := tokens{buf: make([]byte, 0, len(s)+8), start: -1,
		ends: make([]int, 0, len(s)/24+2), questions: make([]bool, 0, len(s)/24+2)}
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			// The hot path: a run of plain letters, copied at once.
			j := i + 1
			for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			if t.start < 0 {
				t.start = len(t.buf)
			}
			t.buf = append(t.buf, s[i:j]...)
			i = j
			continue
		}
		if c < utf8.RuneSelf {
			i++
			switch {
			case c >= 'A' && c <= 'Z':
				if t.start < 0 {
					t.start = len(t.buf)
				}
				t.buf = append(t.buf, c+'a'-'A')
			case c == '\'':
				// An apostrophe inside a word belongs to it ("don't");
				// anywhere else it is a quote mark.
				if t.start >= 0 && i < len(s) && isLetterAt(s, i) {
					t.buf = append(t.buf, '\'')
				} else {
					t.endWord()
				}
			case (c == '_' || c == '-' || c == '.') && t.start >= 0 && i < len(s) && isLetterAt(s, i):
				// snake_case, whitespace-only, file.go, errors.New: one word.
				t.buf = append(t.buf, c)
			case c == ':' && t.start >= 0 && isDigit(s[i-2]) && i < len(s) && isDigit(s[i]):
				// A time of day or a ratio ("12:30", "16:9"): one word.
				t.buf = append(t.buf, c)
			case c == '%' && t.start >= 0 && isDigit(s[i-2]):
				// A percentage ("100%, go ahead") is one word, not a
				// number that could pick a step.
				t.buf = append(t.buf, c)
			case (c == '+' || c == '-') && t.start < 0 && i < len(s) && s[i] == '1' && (i+1 == len(s) || !isLetterAt(s, i+1)):
				// A vote ("+1", "-1") is one word, not a step number.
				t.start = len(t.buf)
				t.buf = append(t.buf, c)
			case c == '/' && t.start >= 0 && t.start == len(t.buf)-1 && t.buf[t.start] == 'w' && (i < 3 || s[i-3] == ' ' || s[i-3] == '\n' || s[i-3] == '('):
				// "w/ it", "w/o tests": the chat short forms of "with" and
				// "without".
				if i+1 < len(s) && s[i] == 'o' && !isLetterAt(s, i+1) || i+1 == len(s) && s[i] == 'o' {
					t.buf = append(t.buf, "ithout"...)
					i++
				} else {
					t.buf = append(t.buf, "ith"...)
				}
				t.endWord()
			case c == '(' && t.start >= 0 && i < len(s) && s[i] == ')':
				// "that position() call": a function named in prose, one
				// word; its empty parentheses end no clause.
				t.endWord()
				i++
			case c == '?':
				t.hardBreak(true)
			case c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '(' || c == ')' ||
				c == '\n' || c == '"':
				t.hardBreak(false)
			default:
				t.endWord() // spaces and other punctuation: a word boundary
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == '’' || r == '‘' || r == 'ʼ':
			if t.start >= 0 && i < len(s) && isLetterAt(s, i) {
				t.buf = append(t.buf, '\'')
			} else {
				t.endWord()
			}
		case r == '…' || r == '—' || r == '–' || r == '“' || r == '”' || r == '，' || r == '。' || r == '！' ||
			r == '、' || r == '；' || r == '：' || clauseMark(r):
			t.hardBreak(false) // also the full-width marks of Chinese and Japanese, and those of other scripts
		case r == '？' || r == '؟':
			t.hardBreak(true)
		case isThai(r) && t.start < 0:
			// Thai puts no spaces between words: the run is cut into
			// the words it holds (see ThaiSegments).
			i += t.thai(s, i-size, size)
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana):
			// Chinese and Japanese put no spaces between words: each
			// character is a word, and a phrase is a run of them.
			i += t.han(s, i-size, size)
		case r == '👍' || r == '👌' || r == '✅' || r == '✔' || r == '🆗' || r == '☑':
			t.emojiWord("ok")
		case r == '🚢':
			t.emojiWord("ship") // "LGTM 🚢": ship it
		case r == '💯':
			t.emojiWord("totally") // an intensifier, like "100%"
		case r == '👎' || r == '❌' || r == '🛑' || r == '✋':
			t.emojiWord("no")
		case r >= 0x300 && t.start >= 0 && unicode.Is(unicode.M, r):
			// A combining mark inside a word: the vowel signs of
			// Devanagari, Bengali, Thai ("हाँ", "করো", "ได้"), an accent
			// typed apart. It belongs to the word.
			t.buf = utf8.AppendRune(t.buf, r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if t.start < 0 {
				t.start = len(t.buf)
			}
			t.buf = utf8.AppendRune(t.buf, unicode.ToLower(r))
		default:
			t.endWord() // emoji, symbols, other spaces
		}
	}
	t.hardBreak(false)
	buf, ends, questions, nwords := t.buf, t.ends, t.questions, t.nwords

	text := string(buf)
	all := make([]string, 0, nwords)
	split := false      // a word became several ("goahead"): ends move
	var seen canonCache // long texts repeat their words
	for len(text) > 0 {
		sp := strings.IndexByte(text, ' ')
		raw := text[:sp]
		w := seen.canonical(raw)
		for {
			j := strings.IndexByte(w, ' ')
			if j < 0 {
				break
			}
			all = append(all, w[:j])
			w = w[j+1:]
			split = true
		}
		all = append(all, w)
		text = text[sp+1:]
	}
	if split {
		ends = remapEnds(string(buf), ends)
	}
	out := make([]Clause, 0, len(ends)+len(all)/8+1)
	from := 0
	for k, end := range ends {
		// Within a stretch between hard breaks, connectors open clauses.
		cur := from
		for w := from + 1; w < end; w++ {
			if startsClause(all[w]) && !binomialAnd(all[from:end], w-from) { // not "back and forth"
				out = append(out, Clause{Words: all[cur:w:w]})
				cur = w
			}
		}
		if cur < end {
			out = append(out, Clause{Words: all[cur:end:end], Question: questions[k]})
		} else if questions[k] && len(out) > 0 {
			out[len(out)-1].Question = true
		}
		from = end
	}
	for k := range out {
		if !out[k].Question && !(k > 0 && relative(out[k].Words)) {
			out[k].Question = OpensQuestion(out[k].Words)
		}
	}
	return out
}

// relative reports whether a clause after another opens with a relative
// pronoun ("…, which was my only worry"): it goes on with what came
// before, it does not ask.
func relative(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "which", "who", "whom", "whose":
		return true
	}
	return false
}

// tokens is the state of clauses: the normalised words, each followed by
// one space in buf, and where the hard breaks (punctuation) fall.
type tokens struct {
	buf   []byte
	start int // start of the word being built, -1 between words
	// ends[k] is the number of words before the k-th hard break;
	// questions[k] says whether it was a '?'.
	ends      []int
	questions []bool
	nwords    int
	// emoji is the word the last emoji was read as while it is still the
	// last word ("" otherwise), so that the same word right after it is
	// not said twice ("🚢 ship", "👍👍").
	emoji string
}

// han adds the Chinese or Japanese character of size bytes at s[at:] as a
// word, or the words hanJoined reads there, and returns how many bytes
// past the character it read.
func (t *tokens) han(s string, at, size int) int {
	w, q, n := hanJoined(s, at)
	if n == 0 {
		t.word(s[at : at+size])
		return 0
	}
	t.word(w) // "不过" is "but", "会不会" asks (see hanJoined)
	if q {
		t.word("吗")
	}
	return n - size
}

// endWord closes the word being built, if any.
func (t *tokens) endWord() {
	if t.start >= 0 && len(t.buf) > t.start {
		if t.emoji != "" && string(t.buf[t.start:]) == t.emoji {
			t.buf = t.buf[:t.start] // "🚢 ship": the word the emoji already said
		} else {
			t.buf = append(t.buf, ' ')
			t.nwords++
		}
		t.emoji = ""
	}
	t.start = -1
}

// word adds a whole word (an emoji read as a word).
func (t *tokens) word(w string) {
	t.endWord()
	t.emoji = ""
	t.buf = append(t.buf, w...)
	t.buf = append(t.buf, ' ')
	t.nwords++
}

// emojiWord adds the word an emoji is read as, once: "🚢🚢" and "👍👍" say
// it once, and so do "🚢 ship", "ship 🚢" and "👍 ok", where the typed word
// beside the emoji is the same word (endWord drops one after it).
func (t *tokens) emojiWord(w string) {
	t.endWord()
	if t.emoji == w || t.endsWith(w) {
		return
	}
	t.word(w)
	t.emoji = w
}

// endsWith reports whether the last word written is w ("ship 🚢").
func (t *tokens) endsWith(w string) bool {
	n := len(t.buf) - len(w) - 1
	return n >= 0 && string(t.buf[n:n+len(w)]) == w && t.buf[len(t.buf)-1] == ' ' && (n == 0 || t.buf[n-1] == ' ')
}

// hardBreak records a punctuation mark that ends a clause.
func (t *tokens) hardBreak(question bool) {
	t.endWord()
	t.emoji = ""
	t.ends = append(t.ends, t.nwords)
	t.questions = append(t.questions, question)
}

// isLetterAt reports whether s[i:] starts with a letter or digit.
func isLetterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// clauseMark reports whether r is a comma, semicolon or full stop of a
// script beyond Latin and Chinese: Arabic and Persian "،" and "؛", the
// Devanagari and Bengali danda "।" and "॥", the Ethiopic "።", "፣" and
// "፤", the Armenian "։", the Greek ano teleia "·". Each ends a clause as
// "," and "." do ("نعم، نفّذ، لكن …", "አዎ፣ ቀጥል").
func clauseMark(r rune) bool {
	switch r {
	case '،', '؛', '।', '॥', '።', '፣', '፤', '։', '·', '۔':
		return true
	}
	return false
}

// startsClause reports whether a connector word opens a new clause: the
// scope of "don't" in "don't add tests but go ahead" ends before "but".
func startsClause(w string) bool {
	switch w {
	case "but", "though", "although", "however", "except", "actually", "and", "then", "also", "instead",
		"aber", "pero", "mais", "mas", "ma", "ama", "ale", "lekin", "но", "sondern":
		return true
	}
	return false
}

// remapEnds recounts the hard breaks' word positions after Canonical has
// split some words in two.
func remapEnds(text string, ends []int) []int {
	at := make([]int, 0, len(ends)+8) // at[k]: words before original word k
	n := 0
	for len(text) > 0 {
		sp := strings.IndexByte(text, ' ')
		at = append(at, n)
		n += strings.Count(Canonical(text[:sp]), " ") + 1
		text = text[sp+1:]
	}
	at = append(at, n)
	out := make([]int, len(ends))
	for k, e := range ends {
		out[k] = at[e]
	}
	return out
}

// canonCache remembers Canonical of the words seen, in a small table on
// the stack indexed by a hash of the word (probing a few slots on): a long
// reply repeats its words, and this costs less than a map.
type canonCache struct {
	raw, canon [128]string
}

// canonical is Canonical(w), from the table when w was seen.
func (c *canonCache) canonical(w string) string {
	h := uint32(2166136261)
	for i := 0; i < len(w); i++ {
		h = (h ^ uint32(w[i])) * 16777619
	}
	n := uint32(len(c.raw))
	for probe := uint32(0); probe < 4; probe++ {
		k := (h + probe) % n
		switch c.raw[k] {
		case w:
			if w != "" {
				return c.canon[k]
			}
		case "":
			cw := Canonical(w)
			c.raw[k], c.canon[k] = w, cw
			return cw
		}
	}
	return Canonical(w) // the slots are taken: no caching
}

// isDigit reports whether c is an ASCII digit.
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
