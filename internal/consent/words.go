package consent

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// clause is one stretch of a reply between punctuation or connectors
// ("but", "and", "actually", ...): the scope of a negation, and the unit a
// question or a selection applies to.
type clause struct {
	words []string
	// question: the clause ended with a question mark or opens with a
	// question word ("will this affect Z").
	question bool
}

// clauses normalises a reply and splits it into clauses: lower case; curly
// apostrophes made straight; apostrophes people leave out restored ("dont",
// "lets"); letters repeated for emphasis squeezed ("yesss"); emoji and
// punctuation dropped while keeping word boundaries (a thumbs up reads as
// "ok", a thumbs down as "no"). Clause boundaries are sentence and clause
// punctuation, line breaks, and the connector words that start a new thought.
//
// The normalised text is built in one buffer and the words are slices of
// one string, so a long reply costs a handful of allocations.
func clauses(s string) []clause {
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
		case r == '…' || r == '—' || r == '–' || r == '“' || r == '”':
			t.hardBreak(false)
		case r == '👍' || r == '👌' || r == '✅' || r == '✔':
			t.word("ok")
		case r == '👎' || r == '❌' || r == '🛑' || r == '✋':
			t.word("no")
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
	for len(text) > 0 {
		sp := strings.IndexByte(text, ' ')
		all = append(all, canonical(text[:sp]))
		text = text[sp+1:]
	}
	out := make([]clause, 0, len(ends)+len(all)/8+1)
	from := 0
	for k, end := range ends {
		// Within a stretch between hard breaks, connectors open clauses.
		cur := from
		for w := from + 1; w < end; w++ {
			if startsClause(all[w]) {
				out = append(out, clause{words: all[cur:w:w]})
				cur = w
			}
		}
		if cur < end {
			out = append(out, clause{words: all[cur:end:end], question: questions[k]})
		} else if questions[k] && len(out) > 0 {
			out[len(out)-1].question = true
		}
		from = end
	}
	for k := range out {
		if !out[k].question {
			out[k].question = opensQuestion(out[k].words)
		}
	}
	return out
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
}

// endWord closes the word being built, if any.
func (t *tokens) endWord() {
	if t.start >= 0 && len(t.buf) > t.start {
		t.buf = append(t.buf, ' ')
		t.nwords++
	}
	t.start = -1
}

// word adds a whole word (an emoji read as a word).
func (t *tokens) word(w string) {
	t.endWord()
	t.buf = append(t.buf, w...)
	t.buf = append(t.buf, ' ')
	t.nwords++
}

// hardBreak records a punctuation mark that ends a clause.
func (t *tokens) hardBreak(question bool) {
	t.endWord()
	t.ends = append(t.ends, t.nwords)
	t.questions = append(t.questions, question)
}

// isLetterAt reports whether s[i:] starts with a letter or digit.
func isLetterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// canonical squeezes letters repeated three or more times ("yesss",
// "nooo") and restores the apostrophe of common contractions typed without
// it.
func canonical(w string) string {
	w = squeeze(w)
	switch w {
	case "dont":
		return "don't"
	case "doesnt":
		return "doesn't"
	case "didnt":
		return "didn't"
	case "cant":
		return "can't"
	case "wont":
		return "won't"
	case "wouldnt":
		return "wouldn't"
	case "shouldnt":
		return "shouldn't"
	case "isnt":
		return "isn't"
	case "arent":
		return "aren't"
	case "wasnt":
		return "wasn't"
	case "havent":
		return "haven't"
	case "lets":
		return "let's"
	case "thats":
		return "that's"
	case "im":
		return "i'm"
	case "ive":
		return "i've"
	case "youre":
		return "you're"
	case "okey", "okie", "okok", "kk":
		return "ok"
	case "ya", "yah", "yea", "ye", "yas":
		return "yeah"
	}
	return w
}

// squeeze collapses runs of three or more identical letters to one.
func squeeze(w string) string {
	run := 1
	for i := 1; i < len(w); i++ {
		if w[i] == w[i-1] {
			run++
			if run == 3 {
				goto slow
			}
		} else {
			run = 1
		}
	}
	return w
slow:
	var b strings.Builder
	for i := 0; i < len(w); {
		j := i
		for j < len(w) && w[j] == w[i] {
			j++
		}
		if j-i >= 3 {
			b.WriteByte(w[i])
		} else {
			b.WriteString(w[i:j])
		}
		i = j
	}
	return b.String()
}

// startsClause reports whether a connector word opens a new clause: the
// scope of "don't" in "don't add tests but go ahead" ends before "but".
func startsClause(w string) bool {
	switch w {
	case "but", "though", "although", "however", "except", "actually", "and", "then", "also", "instead":
		return true
	}
	return false
}

// opensQuestion reports whether a clause asks something without a question
// mark: "but will this affect Z", "does it handle whitespace".
func opensQuestion(words []string) bool {
	if len(words) == 2 && words[0] == "why" && words[1] == "not" {
		return false // "sure, why not": agreement
	}
	for i, w := range words {
		switch w {
		case "but", "and", "so", "also", "ok", "okay", "just", "curious", "quick", "question", "though":
			continue
		case "will", "would", "does", "did", "is", "are", "was", "were", "can", "could", "should",
			"what", "what's", "how", "how's", "why", "when", "where", "which", "who", "whether",
			"isn't", "aren't", "doesn't", "won't", "wouldn't", "shouldn't":
			return i+1 < len(words)
		case "do":
			// "do you think", not "do it".
			if i+1 < len(words) {
				switch words[i+1] {
				case "you", "we", "they", "i":
					return true
				}
			}
			return false
		}
		return false
	}
	return false
}
