package words

import "strings"

// TrailingParenthetical splits a reply that ends with a remark in
// parentheses after something else ("Proceed. (my coffee machine just
// died)", "yes go ahead (finance will be thrilled)"): body is what comes
// before it, aside the words inside. ok is false when the reply does not
// end that way, is nothing but the parenthesis, or nests parentheses.
func TrailingParenthetical(text string) (body, aside string, ok bool) {
	t := strings.TrimRight(text, " \t\r\n")
	if !strings.HasSuffix(t, ")") {
		return "", "", false
	}
	open := strings.LastIndexByte(t, '(')
	if open < 0 {
		return "", "", false
	}
	inner := t[open+1 : len(t)-1]
	if strings.ContainsAny(inner, "()") || strings.TrimSpace(inner) == "" {
		return "", "", false
	}
	body = strings.TrimRight(t[:open], " \t")
	if !hasLetterOrDigit(body) || !isSpaceBefore(t, open) {
		return "", "", false
	}
	return body, inner, true
}

// isSpaceBefore reports whether the byte before t[i] is a space (the
// parenthesis stands apart from the word before it, "go ahead (…)", unlike
// a call "f(x)").
func isSpaceBefore(t string, i int) bool {
	return i > 0 && (t[i-1] == ' ' || t[i-1] == '\t' || t[i-1] == '\n')
}

func hasLetterOrDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80 {
			return true
		}
	}
	return false
}
