package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEmojiStops(t *testing.T) {
	for in, want := range map[string]string{
		"nope 👍 go for it":                "nope. 👍 go for it",
		"the eternal ritual 😅 yes please": "the eternal ritual. 😅 yes please",
		"ok 👍🏽 ship it":                   "ok. 👍🏽 ship it",
		"go ahead 👍":                      "go ahead 👍",
		"👍 go ahead":                      "👍 go ahead",
		"done. 👍 next":                    "done. 👍 next",
		"go ahead👍 thanks":                "go ahead👍 thanks",
		"plain text, no emoji":            "plain text, no emoji",
		"yes ✅ do it":                     "yes. ✅ do it",
	} {
		assert.Equal(t, want, EmojiStops(in, func(string) bool { return true }), in)
	}
}

func TestEmojiStopsOpens(t *testing.T) {
	yes := func(rest string) bool { return len(rest) >= 3 && rest[:3] == "yes" }
	assert.Equal(t, "ritual. 😅 yes please", EmojiStops("ritual 😅 yes please", yes))
	assert.Equal(t, "go ahead 👍 ps the machine is fixed", EmojiStops("go ahead 👍 ps the machine is fixed", yes))
}

func BenchmarkEmojiStops(b *testing.B) {
	s := "sounds good to me, the retry makes sense and the test covers the empty case, go ahead please"
	for i := 0; i < b.N; i++ {
		_ = EmojiStops(s, func(string) bool { return true })
	}
}
