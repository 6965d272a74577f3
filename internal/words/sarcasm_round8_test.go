package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSarcasticRound8 holds the structural shapes of sarcasm added in
// round 8, each with the sincere reply on the other side of its border.
func TestSarcasticRound8(t *testing.T) {
	for text, want := range map[string]bool{
		// A saying with no sayer opens a sentence: "said nobody …".
		"Love it. Said nobody who has maintained a monorepo.": true,
		"Perfect plan. Said no one with a pager.":             true,
		"said nobody at this company, but fine":               true,
		"I said no to the vendor, go ahead":                   false,
		"Nobody said it would be easy, go ahead":              false,
		// A lone word of resigned verdict closes the reply.
		"Sure, rewrite the parser a week before launch. Typical.": true,
		"Yes, add another retry around the flaky call. Classic.":  true,
		"Go ahead, the classic fix for this is a mutex":           false,
		"Classic race condition. Go ahead.":                       false,
		// "just what X needed" beside more of something.
		"Wonderful, another config flag, just what we needed.": true,
		"more YAML, just what this project needs":              true,
		"this is just what we needed, go ahead":                false,
		// "because … never …" with a harm of software (bugs, crashes).
		"sure, because global state has never caused bugs":                  true,
		"yes, because threads have never led to crashes":                    true,
		"go ahead because it has never been released, so nothing breaks it": false,
		// The plan restated as "let's …" and praised in a sentence of its
		// own.
		"sure, let's page the whole team for a warning. brilliant.":      true,
		"great idea, let's delete the staging data on a friday. love it": true,
		"yes, let's do it. brilliant":                                    false,
		"let's add the index. sounds good":                               false,
		"brilliant, let's go":                                            false,
		// A bare assent tied to an absurd claim of identity.
		"sure, and I'm the King of Spain":                         true,
		"yeah right, and I'm a unicorn":                           true,
		"claro, y yo soy el rey":                                  true,
		"sure, and I'm happy to review it":                        false,
		"sure, and I'm the reviewer on call this week so ping me": false,
		"go ahead, and I'm the one who'll merge it":               false,
		// An echo question laughed off.
		"Signed commits? lol. sure, make everyone buy a yubikey": true,
		"CLA? haha. sure, let's make everyone sign a form":       true,
		"25 times?? lol fine, go":                                false,
		"lol yes, go ahead":                                      false,
		"does it lint? lol I hope so, go ahead":                  false,
	} {
		assert.Equal(t, want, Sarcastic(text), text)
	}
}

// TestIsSound: a sound of musing or delight ("mm", "ooh", "hmm") says
// nothing about the plan; an ordinary short word is no sound.
func TestIsSound(t *testing.T) {
	for w, want := range map[string]bool{
		"mm": true, "mmm": true, "ooh": true, "oooh": true, "hmm": true, "ahh": true, "uhh": true, "mhm": true, "ohh": true,
		"oh": true, "ah": true,
		"ham": false, "who": false, "home": false, "mom": false, "how": false, "a": false, "me": false, "we": false, "hem": false,
	} {
		assert.Equal(t, want, IsSound(w), w)
	}
}

// TestIsClockTime: a time of day, as typed; not a count or a version.
func TestIsClockTime(t *testing.T) {
	for w, want := range map[string]bool{
		"4pm": true, "11am": true, "16:30": true, "9:00": true,
		"pm": false, "4": false, "1.2": false, "123:4": false, "spam": false, "10:3": false, "am": false,
	} {
		assert.Equal(t, want, IsClockTime(w), w)
	}
}
