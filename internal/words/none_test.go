package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNoneSaid: "none" of other languages, and the words of "no
// objections from my side" beside it; words of a plan are neither.
func TestNoneSaid(t *testing.T) {
	for _, w := range []string{"keine", "ninguna", "aucune", "nessuna", "geen", "żadnych", "никаких", "yok", "ingen", "אין"} {
		assert.True(t, NoneSaid(w), w)
	}
	for _, w := range []string{"einwände", "возражений", "zastrzeżeń", "bezwaren", "seite", "стороны"} {
		assert.True(t, ObjectionWord(w), w)
		assert.False(t, NoneSaid(w), w)
	}
	for _, w := range []string{"test", "fehler", "тест", "mach", "ok", "none"} {
		assert.False(t, NoneSaid(w), w)
		assert.False(t, ObjectionWord(w), w)
	}
}
