package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClauses(t *testing.T) {
	type cl struct {
		words    string
		question bool
	}
	tests := []struct {
		in   string
		want []cl
	}{
		{"Go ahead.", []cl{{"go ahead", false}}},
		{"yes, but will this affect the API?", []cl{{"yes", false}, {"but will this affect the api", true}}},
		{"don't add tests but go ahead", []cl{{"don't add tests", false}, {"but go ahead", false}}},
		{"Let’s do it 👍", []cl{{"let's do it ok", false}}},
		{"go ahaed, goahead", []cl{{"go ahead", false}, {"go ahead", false}}},
		{"Ja, proceeed", []cl{{"ok", false}, {"proceed", false}}},
		{"it is gone, which was my worry", []cl{{"it is gone", false}, {"which was my worry", false}}},
		{"which one", []cl{{"which one", true}}},
		{"100%, go fro it", []cl{{"totally", false}, {"go for it", false}}},
		{"only 50% of it", []cl{{"only 50% of it", false}}},
		{"does it handle whitespace", []cl{{"does it handle whitespace", true}}},
		{"fix parse.go and snake_case", []cl{{"fix parse.go", false}, {"and snake_case", false}}},
		{"lunch is at 12:30 today", []cl{{"lunch is at 12:30 today", false}}},
		{"note: 16:9 only", []cl{{"note", false}, {"16:9 only", false}}},
		{"+1, ship it 💯", []cl{{"+1", false}, {"ship it totally", false}}},
		{"-1 from me, x-1 and 1-1", []cl{{"-1 from me", false}, {"x-1", false}, {"and 1-1", false}}},
		{"+10 lines", []cl{{"10 lines", false}}},
		{"ja, aber ohne Tests", []cl{{"ok", false}, {"aber ohne tests", false}}},
		{"finally someone fixes that position() call", []cl{{"finally someone fixes that position call", false}}},
		{"run it (quietly) now", []cl{{"run it", false}, {"quietly", false}, {"now", false}}},
	}
	for _, tt := range tests {
		var got []cl
		for _, c := range Clauses(tt.in) {
			got = append(got, cl{joinWords(c.Words), c.Question})
		}
		assert.Equal(t, tt.want, got, tt.in)
	}
}

func joinWords(ws []string) string {
	s := ""
	for i, w := range ws {
		if i > 0 {
			s += " "
		}
		s += w
	}
	return s
}

// TestChatWith: "w/" and "w/o" are "with" and "without"; a slash
// elsewhere is a word boundary.
func TestChatWith(t *testing.T) {
	for in, want := range map[string][]string{
		"go ahead w/ it":  {"go", "ahead", "with", "it"},
		"w/o the tests":   {"without", "the", "tests"},
		"w/o":             {"without"},
		"/w/":             {"w"},
		"and/or w/orders": {"and", "or", "with", "orders"},
	} {
		var got []string
		for _, c := range Clauses(in) {
			got = append(got, c.Words...)
		}
		assert.Equal(t, want, got, in)
	}
}
