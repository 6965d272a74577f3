package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRetracts(t *testing.T) {
	for _, c := range []struct {
		text, object string
		ok           bool
	}{
		{"hm, never mind then, I'll sort it out with ops", "", true},
		{"forget it, leave it as is", "", true},
		{"wait, scratch that — the build box still runs packager 3", "", true},
		{"on second thought, let's wait for the contract renewal", "", true},
		{"actually don't bother, I'll do it myself tonight", "", true},
		{"set LOG_LEVEL to debug. actually no, never mind", "", true},
		{"never mind nginx, ops handles that. just the env file", "nginx", true},
		{"forget prod, just dev", "prod", true},
		{"yes, never mind the time", "the time", true},
		{"forget what I said about the timeout. set QPS_LIMIT to 20", "what i said about the timeout", true},
		{"skip the tests and just fix parse.go", "the tests", true},
		{"regenerate the lockfile... actually wait, don't, I'll do it myself after lunch", "", true},
		{"don't forget the changelog", "", false},
		{"don't, forget the changelog", "the changelog", true},
		{"don't forget to update CHANGELOG.md", "", false},
		{"I'd never mind a faster build, but fix the typo", "", false},
		{"set UPLOAD_MAX_MB to 50 in .env.example", "", false},
		{"yes please, go ahead", "", false},
		// A waiver of asking first is no retraction: what is waived is my
		// asking, not the change.
		{"just go ahead and change MAX_RETRIES in constants.py to 10, no need to check with me", "", false},
		{"bump the timeout in client.go to 30s, no need to ask me first", "", false},
		{"rename it to fetchUser — don't bother confirming, just do it", "", false},
		{"no need to run it by me, set the port to 8081", "", false},
		{"add the index to schema.sql. no need for confirmation", "", false},
		// … and its twins still take the request back.
		{"no need to change the timeout after all", "", true},
		{"actually no need, the timeout is fine", "", true},
		{"don't bother, I'll rename it myself", "", true},
		{"no need to bump it, ask me again next week", "", true},
		// After a request in the same message, "don't bother" and "no
		// need" with an object leave out only that; with a pronoun, or
		// opening the message, they take it all back.
		{"set LOG_LEVEL to info everywhere, don't bother with prod.env", "prod.env", true},
		{"set LOG_LEVEL to info everywhere, no need to touch prod.env", "prod.env", true},
		{"bump the timeouts, no need for the staging ones", "the staging ones", true},
		{"set LOG_LEVEL to info everywhere, don't bother with it", "", true},
		{"don't bother with prod.env", "", true},
	} {
		norm := Normalize(c.text)
		r, ok := Retracts(norm, WordsIn(norm, Span{Start: 0, End: len(norm)}))
		assert.Equal(t, c.ok, ok, c.text)
		if ok {
			assert.Equal(t, c.object, norm[r.Object.Start:r.Object.End], c.text)
		}
	}
}

func TestPhraseLen(t *testing.T) {
	list := []string{"never mind", "never mind then", "forget it"}
	ws := []string{"hm", "never", "mind", "then", "forget", "it"}
	assert.Equal(t, 0, PhraseLen(list, ws, 0))
	assert.Equal(t, 3, PhraseLen(list, ws, 1), "the longest phrase")
	assert.Equal(t, 2, PhraseLen(list, ws, 4))
	assert.Equal(t, 0, PhraseLen(list, ws, 5))
}
