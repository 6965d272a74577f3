package consent

import (
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
	"github.com/stretchr/testify/assert"
)

// TestPraiseOnAndWhereUserIs: beside a go-ahead, praise of what the
// assistant found ("good call on … too") and where the user writes from
// ("on my phone at the airport", "between meetings rn") add nothing to the
// plan; a praise that asks for work, or a place in the code, does.
func TestPraiseOnAndWhereUserIs(t *testing.T) {
	c := New(DefaultConfig())
	for _, tt := range []struct {
		reply  string
		change bool
	}{
		{"go ahead. good call on the constructor too", false},
		{"sure, do it. great find on the race as well", false},
		{"go ahead. nice catch on the constructor, please rename the helper too", true},
		{"go ahead. good idea to rename the helper too", true},
		{"go ahead. nice catch on that, but skip the test", true},
		{"yes go ahead. on my phone", false},
		{"ok go. between meetings right now", false},
		{"go for it, from my laptop on a flight", false},
		{"go ahead. on the main branch", true},
		{"go ahead. in the config too", true},
		{"go ahead. at the top of the file", true},
	} {
		r := c.readReply(tt.reply, "")
		assert.Equal(t, High, r.signal, tt.reply)
		assert.Equal(t, tt.change, r.modification != NoModification, tt.reply)
	}
	assert.True(t, whereUserIs(lang.Clauses("in a meeting rn")[0].Words))
	assert.False(t, whereUserIs(lang.Clauses("in the handler")[0].Words))
	assert.True(t, praiseOn(lang.Clauses("nice catch on the constructor name too")[0].Words))
	assert.False(t, praiseOn(lang.Clauses("good idea on the rename, do it too")[0].Words))
}
