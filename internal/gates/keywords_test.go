package gates

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzHasKeyword: no input panics, and a keyword made of words is found in
// a prompt that is the keyword itself.
func FuzzHasKeyword(f *testing.F) {
	for _, s := range [][2]string{{"run the tests", "test"}, {"c++ code", "c++"}, {"déploy", "DÉPLOY"}, {"", ""}, {"\xff", "\xfe"}, {"ship it", "ship  it"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, prompt, keyword string) {
		_ = hasKeyword(prompt, []string{keyword})
		if utf8.ValidString(keyword) && len(stems(keyword)) > 0 && strings.IndexFunc(keyword, func(r rune) bool { return !isWordRune(r) && r != ' ' }) < 0 {
			if !hasKeyword(keyword, []string{keyword}) {
				t.Fatalf("%q does not match itself", keyword)
			}
		}
	})
}
