package words

import "strings"

// Sarcastic reports whether a reply carries a marker of sarcasm: an eye-roll
// or face-palm emoji, "/s", or a set phrase ("yeah right", "said no one
// ever", "what could possibly go wrong", "oh sure … again", a trailing
// "… not"). Such a reply is doubt, and when in doubt it is not consent.
func Sarcastic(text string) bool {
	for _, e := range [...]string{"🙄", "😒", "🤦", "😑", "🙃", "😏", "🤡"} {
		if strings.Contains(text, e) {
			return true
		}
	}
	norm := " " + strings.Join(flatWords(text), " ") + " "
	if strings.HasSuffix(norm, " not ") && !strings.HasSuffix(norm, " why not ") && strings.Count(norm, " ") > 3 {
		return true // "sounds great... not"
	}
	if strings.Contains(strings.ToLower(text), "/s") && strings.HasSuffix(strings.TrimSpace(strings.ToLower(text)), "/s") {
		return true
	}
	for _, p := range [...]string{
		" yeah right ", " yea right ", " said no one ever ", " said nobody ever ", " what could possibly go wrong ",
		" because that worked ", " like that's going to work ", " like that'll work ", " sure jan ", " ok boomer ",
		" just brilliant ", " genius plan ", " oh joy ", " oh great ", " oh wonderful ", " oh fantastic ",
		" as if ", " lol no ", " lmao no ",
	} {
		if strings.Contains(norm, p) {
			return true
		}
	}
	// "oh sure, go ahead and break prod again", "oh yes, let's break the
	// build again": mock agreement that names a repeated failure.
	if (strings.HasPrefix(norm, " oh sure ") || strings.HasPrefix(norm, " oh yes ") || strings.HasPrefix(norm, " oh yeah ")) &&
		(strings.Contains(norm, " again ") || strings.Contains(norm, " break ") || strings.Contains(norm, " definitely ")) {
		return true
	}
	return false
}

// flatWords is every word of text in order, across clauses.
func flatWords(text string) []string {
	var out []string
	for _, c := range Clauses(text) {
		out = append(out, c.Words...)
	}
	return out
}
