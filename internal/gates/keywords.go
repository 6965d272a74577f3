package gates

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// hasKeyword reports whether one of keywords occurs in prompt as a word, in
// any case and in any of its common forms: "test" matches "tests",
// "testing", "tested" and "Test", "deploy" matches "deploys", "deployed",
// "deploying" and "deployment"; a word that merely contains the keyword
// does not ("contest", "latest", "redeploy", "redeployment"). A keyword of
// several words matches them as a phrase, each word in any form.
//
// A keyword with other characters than letters, digits, underscores and
// spaces ("c++", "v1.2") matches as written, at word boundaries.
func hasKeyword(prompt string, keywords []string) bool {
	var words []string // stems of the prompt, made on first use
	for _, k := range keywords {
		if strings.IndexFunc(k, func(r rune) bool { return !isWordRune(r) && !unicode.IsSpace(r) }) >= 0 {
			if hasLiteral(strings.ToLower(prompt), strings.ToLower(strings.TrimSpace(k))) {
				return true
			}
			continue
		}
		if words == nil {
			words = stems(prompt)
		}
		want := stems(k)
		if len(want) == 0 {
			continue
		}
		for i := 0; i+len(want) <= len(words); i++ {
			if equalWords(words[i:i+len(want)], want) {
				return true
			}
		}
	}
	return false
}

func equalWords(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// stems splits text into words (letters, digits, underscores) and reduces
// each to its stem.
func stems(text string) []string {
	fields := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !isWordRune(r) })
	for i, f := range fields {
		fields[i] = stem(f)
	}
	return fields
}

// isWordRune: letters, digits and underscores make up words.
func isWordRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// suffixes are the English endings stem removes, longest first.
var suffixes = [...]string{"ments", "ment", "ings", "ing", "ers", "er", "ies", "ied", "es", "ed", "s"}

// stem strips one common English ending from a lower-case word, then a
// doubled final consonant ("running" → "run") and a final silent "e"
// ("compiled" → "compil", as "compile" is): two forms of one word get the
// same stem. A stem shorter than three letters is not trusted; the word is
// kept whole then ("bus", "bed" stay as they are).
func stem(w string) string {
	s := w
	for _, suf := range suffixes {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			if suf == "s" && strings.HasSuffix(w, "ss") {
				break // "pass", "class": not a plural
			}
			s = w[:len(w)-len(suf)]
			if suf == "ies" || suf == "ied" {
				s += "y"
			}
			break
		}
	}
	if n := len(s); n >= 4 && s[n-1] == s[n-2] && isConsonant(s[n-1]) && s[n-1] != 's' && s[n-1] != 'l' {
		s = s[:n-1]
	}
	if n := len(s); n >= 4 && s[n-1] == 'e' {
		s = s[:n-1]
	}
	return s
}

func isConsonant(b byte) bool {
	return b >= 'a' && b <= 'z' && !strings.ContainsRune("aeiouy", rune(b))
}

// hasLiteral reports whether k occurs in p with no word character right
// before or after it.
func hasLiteral(p, k string) bool {
	for i := 0; i < len(p); {
		j := strings.Index(p[i:], k)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(k)
		before, _ := utf8.DecodeLastRuneInString(p[:start])
		after, _ := utf8.DecodeRuneInString(p[end:])
		if (start == 0 || !isWordRune(before)) && (end == len(p) || !isWordRune(after)) {
			return true
		}
		_, size := utf8.DecodeRuneInString(p[start:])
		i = start + size
	}
	return false
}
