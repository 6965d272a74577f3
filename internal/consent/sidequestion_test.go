package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAskedAfterGoAhead: a question asked after the message's own go-ahead
// question ("Proceed? Is the bucket in eu-west-1?") is a side question: a
// yes may answer it alone. A second go-ahead question is none. Wording of
// our own.
func TestAskedAfterGoAhead(t *testing.T) {
	for text, want := range map[string]questionKind{
		"I'll raise the pool size in `db.go` to 40. Proceed? Do you want the numbers in a chart?":        asksSide,
		"Plan: rename `Fetch` to `Load` in `api/client.go`. Shall I? Are the mobile apps built from it?": asksSide,
		"I'll cache the tokens in `auth/cache.ts`. Go ahead? Is this behind the same load balancer?":     asksSide,
		"I'll split `main.rs` into two modules. OK to start? Would a short summary afterwards help you?": asksOther, // "help": asksOther already
		"I'll raise the pool size in `db.go` to 40. Proceed? Sound good?":                                asksGoAhead,
		"I'll raise the pool size in `db.go` to 40. Is that ok? Shall I go ahead?":                       asksGoAhead,
		"I'll raise the pool size in `db.go` to 40. Do you want the numbers in a chart?":                 asksGoAhead,
		"Two things I'm unsure of. Is the cache shared? I'll raise the pool size to 40. Does this work?": asksGoAhead,
	} {
		assert.Equal(t, want, askedOf(text), text)
	}
}

// TestYesToSideQuestion: after "Proceed? <another question>" a bare yes
// with an answer to the other question is doubt, not consent; words that
// carry the plan out still approve it.
func TestYesToSideQuestion(t *testing.T) {
	side := askedOf("I'll raise the pool size in `db.go` to 40. Proceed? Do you want the numbers in a chart?")
	for prompt, only := range map[string]bool{
		"yes a chart would be great":         true,
		"yep, same cluster":                  true,
		"yes":                                true,
		"yes chart please, and go ahead":     false,
		"yeah sure. proceed with the change": false,
		"no chart needed, go ahead":          false,
	} {
		assert.Equal(t, only, answersQuestionOnly(side, prompt), prompt)
	}
}
