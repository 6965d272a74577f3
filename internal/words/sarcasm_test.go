package words

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSarcastic(t *testing.T) {
	for text, want := range map[string]bool{
		"yeah right": true,
		"oh sure, go ahead and break prod again 🙄":                        true,
		"Great idea. Said no one ever.":                                   true,
		"go ahead 🙄":                                                      true,
		"yes, genius plan /s":                                             true,
		"sounds great... not":                                             true,
		"what could possibly go wrong, go ahead":                          true,
		"sure, let's delete the backups, what could go wrong":             true,
		"sure, let's break a branch on purpose, said no sane person ever": true,
		"said no engineer ever":                                           true,
		"go ahead, said no one with pager duty ever":                      true,
		"yes, because that's never gone wrong before":                     true,
		"he said no to it, but go ahead whenever":                         false,
		// Round 4 (signal): mock novelty, overpraise and waste foreseen
		// after a mock "oh sure", ironic surplus beside "another".
		"a retry loop, how revolutionary. sure.":                    true,
		"Wow. No one has ever thought of caching before. Go ahead.": true,
		"oh sure, add docs that no one will ever read":              true,
		"oh yes, migrate on a friday night, genius":                 true,
		"great, another feature flag, we only have 75 of them":      true,
		"yes, another feature flag, we only have 3 of them":         false,
		"I never thought of caching there, go ahead":                false,
		"oh sure, go ahead, nobody uses that endpoint anyway":       false,
		// The properties of this round, in new words.
		"ship it (says the person who isn't on call this weekend)":          true,
		"fine, migrate during peak hours, what's the worst that can happen": true,
		"sure, when hell freezes over":                                      true,
		"lgtm if it were 1998":                                              true,
		"ship it! our users will love this":                                 false,
		"yes, I just love rollbacks at midnight":                            true,
		"great, another cache layer. can't wait":                            true,
		"sure, because caching has never caused us any issues":              true,
		"Nothing says reliability like a hand-edited prod config.":          true,
		"bold move. definitely. go ahead 👏":                                 true,
		"go ahead 💀":                                                        true,
		"sure, run it at peak, what could go sideways":                      true,
		"great. marvellous. go ahead 👏":                                     true,
		"proceed, I just love 4am pages":                                    true,
		"I love it, go ahead":                                               false,
		// Round 2 (consent-context): a reason that claims a risk never
		// struck before, and a rhetorical "like … ever", in new words.
		"sure, because the scheduler never misfired before":          true,
		"yes, because that library never burned anyone":              true,
		"go ahead, it has never failed before":                       false,
		"ok, like the linter ever catches that":                      true,
		"go, as if anyone would ever notice the difference":          true,
		"fine, like anybody has ever read the changelog":             true,
		"go ahead, like I said yesterday":                            false,
		"ship it, I like it":                                         false,
		"go ahead, we've used it ever since the migration":           false,
		"like you suggested, go ahead and never mind the old script": false,
		"oh totally, and make it world-writable while you're at it":  true,
		"oh and while you're at it bump the lockfile":                false,
		"sure, go ahead and fix the footer while you're at it":       false,
		"sure, more retries is always the answer":                    true,
		"ha, good luck with that, fine":                              true,
		"good luck with the release, go ahead":                       false,
		"great, another round of flaky tests, here we come":          true,
		"v2, here we come! go ahead":                                 false,
		"go ahead, I enjoy a good outage":                            true,
		"sure, and while we're dreaming, zero downtime":              true,
		"great work, go ahead 👏":                                     false,
		"Superb. Truly. Ship it 👏":                                   true,
		"yes go ahead, can't wait to see it working":                 false,
		"go ahead, it has never caused problems in staging":          false,
		"yes, I said the same thing to Priya yesterday, go ahead":    false,
		"yes, once this is 2.0 we can drop the shim":                 false,
		"go ahead":                          false,
		"yes, right away":                   false,
		"not now":                           false,
		"sure, go ahead":                    false,
		"is this the right approach or not": true, // a trailing "not" reads as mock; it is also no consent
		"looks good, /src is where the new file goes": false,
	} {
		assert.Equal(t, want, Sarcastic(text), text)
	}
}

// TestUneasy: emoji of unease mark doubt; hope, joy and plain text do not.
func TestUneasy(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"😬 ok go", true},
		{"🤔 … yeah ok, do it", false},
		{"fine 😟", true},
		{"go ahead 🤞", false},
		{"ship it 🚀", false},
		{"yes 🙂", false},
		{"go ahead", false},
	} {
		if got := Uneasy(tt.text); got != tt.want {
			t.Errorf("Uneasy(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestIronicReasonsAndMockPermission: a reason that praises beyond belief
// ("so well", "always … everything"), a mock denial ("not like … or
// anything", "can't wait to see what this breaks") and a permission to
// break something again are sarcasm; sincere reasons and plans that split
// ("break it into …") are not. New replies, none from a corpus.
func TestIronicReasonsAndMockPermission(t *testing.T) {
	for text, want := range map[string]bool{
		"sure, because the last cache rewrite went so smoothly":            true,
		"yes, since it's what we do, because the last deploy went so well": true,
		"ok, because feature flags always solve everything":                true,
		"go ahead. not like anyone reads the logs or anything":             true,
		"can't wait to see what this one breaks, go":                       true,
		"sure, break staging again":                                        true,
		"yes, because the old parser drops empty lines":                    false,
		"go ahead, because it always fails on mondays":                     false,
		"can't wait to see what the new page looks like, go":               false,
		"break it into two functions and go ahead":                         false,
		"go ahead, it's not like the other one, it has tests":              false,
	} {
		assert.Equal(t, want, Sarcastic(text), text)
	}
}

// TestCondescendingAndIncredulous: a bare assent closed by a condescending
// address, and a question closed by disbelief, are mock; a friendly
// address, an assent that says more, and a sincere question are not. New
// phrasings, none from a corpus.
func TestCondescendingAndIncredulous(t *testing.T) {
	for text, want := range map[string]bool{
		"sure thing, champ":                                     true,
		"ok whatever chief":                                     true,
		"yep, send it mate":                                     false,
		"yes buddy, go ahead with the rename":                   false,
		"delete the prod volume during the demo? seriously?":    true,
		"you want to force-push main? are you kidding me":       true,
		"does it touch the cache? really curious":               false,
		"go ahead. really.":                                     false,
		"will it lock the table? really asking, not rhetorical": false,
	} {
		assert.Equal(t, want, Sarcastic(text), text)
	}
}

// TestSarcasticRepeatedHarmAndDrawl: mock permission to do a harm to what
// matters once more ("go on, wipe the prod db again"), an ironic reason
// that things always work the first time, and a drawn-out "riiight" or
// "suuure" are sarcasm; the same verbs on what does not matter, a sincere
// reason and a plain "right" are not. New replies.
func TestSarcasticRepeatedHarmAndDrawl(t *testing.T) {
	for text, want := range map[string]bool{
		"sure, go on and wipe the prod database again":               true,
		"fantastic, go ahead and crash the checkout some more":       true,
		"ok, nuke the user table like last time":                     true,
		"yes, clear the cache again and rerun":                       false,
		"go ahead and delete the old fixtures again, they came back": false,
		"ha yes because migrations always work first try":            true,
		"yes because the linter always catches it":                   false,
		"suuure, go for it":                                          true,
		"riiiight. proceed":                                          true,
		"right, go ahead":                                            false,
		"sure go for it":                                             false,
	} {
		assert.Equal(t, want, Sarcastic(text), text)
	}
}
