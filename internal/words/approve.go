package words

import "strings"

// ApprovesPlainly reports whether a short reply clearly approves what was
// proposed: a phrase of High, at most three other words, and nothing that
// refuses, asks, quotes or mocks. It is the built-in reading; the consent
// capability's (with the user's configured phrases) can stand in for it.
func ApprovesPlainly(text string) bool {
	if len(text) > 200 {
		return false
	}
	if _, masked := Mask(text, AllQuotes); masked {
		return false
	}
	cls := Clauses(text)
	if SarcasticIn(text, cls) {
		return false
	}
	high, other := false, 0
	highs, negatives := High(), Negative()
	for _, c := range cls {
		if c.Question {
			return false
		}
		ws := c.Words
		for i := 0; i < len(ws); {
			if IsNegation(ws[i]) || IsForeignNegation(ws[i]) || phraseAt(negatives, ws, i) > 0 {
				return false
			}
			if n := phraseAt(highs, ws, i); n > 0 && (i+n == len(ws) || !AloneOnly(strings.Join(ws[i:i+n], " "))) {
				high = true
				i += n
				continue
			}
			other++
			i++
		}
	}
	return high && other <= 3
}

// phraseAt is the length in words of the longest phrase of list that
// starts at ws[i], 0 for none.
func phraseAt(list []string, ws []string, i int) int {
	best := 0
	for _, p := range list {
		if !strings.HasPrefix(p, ws[i]) || len(p) > len(ws[i]) && p[len(ws[i])] != ' ' {
			continue // the first word differs: most phrases stop here
		}
		n := 0
		rest := p
		for rest != "" {
			w, after, _ := strings.Cut(rest, " ")
			if i+n >= len(ws) || ws[i+n] != w {
				n = -1
				break
			}
			n++
			rest = after
		}
		if n > best {
			best = n
		}
	}
	return best
}
