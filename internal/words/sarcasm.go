package words

import "strings"

// Sarcastic reports whether a reply carries a marker of sarcasm: an eye-roll
// or face-palm emoji, "/s", or a set phrase ("yeah right", "said no one
// ever", "what could possibly go wrong", "oh sure … again", a trailing
// "… not"). Such a reply is doubt, and when in doubt it is not consent.
func Sarcastic(text string) bool { return SarcasticIn(text, Clauses(text)) }

// SarcasticIn is Sarcastic with text's clauses already at hand.
func SarcasticIn(text string, cls []Clause) bool {
	if strings.IndexByte(text, 0xF0) >= 0 { // only then can an emoji be there
		for _, e := range [...]string{"🙄", "😒", "🤦", "😑", "🙃", "😏", "🤡"} {
			if strings.Contains(text, e) {
				return true
			}
		}
	}
	norm := edgeWords(cls, 16)
	if strings.HasSuffix(norm, " not ") && !strings.HasSuffix(norm, " why not ") && strings.Count(norm, " ") > 3 {
		return true // "sounds great... not"
	}
	if t := strings.TrimSpace(text); strings.HasSuffix(t, "/s") || strings.HasSuffix(t, "/S") {
		return true
	}
	for _, p := range [...]string{
		" yeah right ", " yea right ", " said no one ever ", " said nobody ever ", " what could possibly go wrong ", " what could go wrong ",
		" because that worked ", " like that's going to work ", " like that'll work ", " sure jan ", " ok boomer ",
		" just brilliant ", " genius plan ", " oh joy ", " oh great ", " oh wonderful ", " oh fantastic ",
		" as if ", " lol no ", " lmao no ", " never gone wrong ", " never goes wrong ",
	} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	if saidNoOneEver(norm) {
		return true // "…, said no sane person ever"
	}
	// "oh sure, go ahead and break prod again", "oh yes, let's break the
	// build again": mock agreement that names a repeated failure.
	if (strings.HasPrefix(norm, " oh sure ") || strings.HasPrefix(norm, " oh yes ") || strings.HasPrefix(norm, " oh yeah ")) &&
		(strings.Contains(norm, " again ") || strings.Contains(norm, " break ") || strings.Contains(norm, " definitely ")) {
		return true
	}
	return false
}

// saidNoOneEver reports whether norm (from edgeWords) ends in the mock
// attribution "said no … ever" with at most two words between ("said no
// one ever", "said no sane person ever", "said no engineer ever").
func saidNoOneEver(norm string) bool {
	i := strings.LastIndex(norm, " said no ")
	if i < 0 || !strings.HasSuffix(norm, " ever ") {
		return false
	}
	between := norm[i+len(" said no ") : len(norm)-len(" ever ")]
	return strings.Count(between, " ") <= 4 // "said no one with pager duty ever"
}

// edgeWords joins the first and the last n words of cls, each followed by
// a space and the whole led by one: markers of tone stand at the start or
// the end of what people write, and a long reply costs no more than a
// short one.
func edgeWords(cls []Clause, n int) string {
	total := 0
	for _, c := range cls {
		total += len(c.Words)
	}
	var b strings.Builder
	b.WriteByte(' ')
	k := 0
	for _, c := range cls {
		for _, w := range c.Words {
			if k < n || k >= total-n {
				b.WriteString(w)
				b.WriteByte(' ')
			} else if k == n {
				b.WriteString("… ")
			}
			k++
		}
	}
	return b.String()
}
