package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestClauseMarks: the commas, semicolons and full stops of other scripts
// end a clause as "," and "." do; the Arabic question mark asks.
func TestClauseMarks(t *testing.T) {
	tests := []struct {
		in   string
		want int // clauses
		q    bool
	}{
		{"نعم، نفّذ", 2, false},
		{"نفّذ؛ الفرنسية لاحقًا", 2, false},
		{"هل أنت متأكد؟", 1, true},
		{"हाँ। करो", 2, false},
		{"হ্যাঁ। করো", 2, false},
		{"አዎ፣ ቀጥል።", 2, false},
		{"ہاں۔ کرو", 2, false},
		{"yes, go", 2, false},
		{"نعم نفّذ", 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			cls := Clauses(tt.in)
			assert.Len(t, cls, tt.want)
			assert.Equal(t, tt.q, cls[len(cls)-1].Question)
		})
	}
}
