package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestIsPlease: the words that mark a request in several languages, and
// words that do not.
func TestIsPlease(t *testing.T) {
	for _, w := range []string{"please", "bitte,", "favor", "plaît", "proszę", "пожалуйста", "lütfen", "整形してください", "请帮我", "해주세요"} {
		assert.True(t, IsPlease(w), w)
	}
	for _, w := range []string{"pleased", "bitter", "run", "favorite", "formatiere", "改成", "prompt"} {
		assert.False(t, IsPlease(w), w)
	}
}

// TestHoldsJoinedNegation: negations joined to a Chinese or Japanese verb.
func TestHoldsJoinedNegation(t *testing.T) {
	for _, w := range []string{"不用动", "別改", "変更しないで"} {
		assert.True(t, HoldsJoinedNegation(w), w)
	}
	for _, w := range []string{"bitte", "run", "改成", "formatiere", "してください"} {
		assert.False(t, HoldsJoinedNegation(w), w)
	}
}
