package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSentencesClausesWords(t *testing.T) {
	tests := []struct {
		in        string
		sentences []string
		questions []bool
		clauses   [][]string // per sentence
	}{
		{"Fix parse.go. Then explain it?", []string{"fix parse.go", " then explain it"}, []bool{false, true},
			[][]string{{"fix parse.go"}, {"", "explain it"}}}, // " then " opens a clause
		{"fix v1.2, and README.md — can you?", []string{"fix v1.2, and readme.md — can you"}, []bool{true},
			[][]string{{"fix v1.2", "", "readme.md ", " can you"}}},
		{"Don’t touch it", []string{"don'\x7f\x7ft touch it"}, []bool{false}, [][]string{{"don'\x7f\x7ft touch it"}}},
		{"set it to 12:30: daily", []string{"set it to 12:30: daily"}, []bool{false}, [][]string{{"set it to 12:30", " daily"}}},
	}
	for _, tt := range tests {
		norm := Normalize(tt.in)
		assert.Len(t, norm, len(tt.in), "offsets are kept")
		var ss []string
		var qs []bool
		var cls [][]string
		for _, s := range Sentences(norm) {
			ss = append(ss, norm[s.Start:s.End])
			qs = append(qs, s.Question)
			var cs []string
			for _, c := range ClauseSpans(norm, s.Span) {
				cs = append(cs, norm[c.Start:c.End])
			}
			cls = append(cls, cs)
		}
		assert.Equal(t, tt.sentences, ss, tt.in)
		assert.Equal(t, tt.questions, qs, tt.in)
		assert.Equal(t, tt.clauses, cls, tt.in)
	}
	ws := WordsIn(Normalize("Don’t fix `parse.go`"), Span{Start: 0, End: len("Don’t fix `parse.go`")})
	var texts []string
	for _, w := range ws {
		texts = append(texts, w.Text)
	}
	assert.Equal(t, []string{"don't", "fix", "parse", "go"}, texts)
}

// TestSentencesNotEqual: "!=" is an operator, not the end of a sentence;
// a question after it stays one question.
func TestSentencesNotEqual(t *testing.T) {
	ss := Sentences("should it filter status != 'cancelled'? yes! go")
	if len(ss) != 3 || !ss[0].Question {
		t.Fatalf("got %+v", ss)
	}
}
