package consent

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestNamesLater: a time that has not come yet, and words of time that
// put nothing off. New wording, none from a corpus.
func TestNamesLater(t *testing.T) {
	for words, want := range map[string]bool{
		"on the weekend":              true,
		"over the holidays":           true,
		"next sprint":                 true,
		"after the next release":      true,
		"overnight":                   true,
		"friday":                      true,
		"have a good weekend":         false,
		"and next time ask first":     false,
		"with the weekend cron":       false,
		"the holiday banner change":   false,
		"now while it is quiet":       false,
		"this week's build is broken": false,
	} {
		assert.Equal(t, want, namesLater(strings.Fields(words)), words)
	}
}

// TestApprovesForLater: an approval that names a later time in its own
// clause puts the work off; a later time that is the user's own, a wish,
// or beside a "now" does not.
func TestApprovesForLater(t *testing.T) {
	for reply, want := range map[string]bool{
		"let's run it over the holidays when the office is empty": true,
		"sure, ship it next sprint":                               true,
		"yes, do it on the weekend":                               true,
		"go ahead now, the weekend is quiet anyway":               false,
		"yes please — have a great weekend":                       false,
		"go ahead. I'll announce it on the weekend":               false,
		"go ahead right away, the holidays start friday":          false,
		"proceed":          false,
		"sure, but friday": true,
		"go ahead once the rebase lands, not before":  false,
		"go ahead after the rebase lands, not before": true,
		"yes, but not before I've had coffee lol":     false,
		"go ahead, it's friday":                       false,
	} {
		assert.Equal(t, want, approvesForLater(lang.Clauses(reply)), reply)
	}
}

// TestContextSafety: replies of the classes that round 2 of the context
// rules closes, in new words, on both sides of each border: a yes to a
// question announced as a preliminary check answers it; "do that too" to
// "Should I also …?" picks the extra; a go-ahead for a later time is none
// now; sarcasm by a "because … never … before" or a rhetorical "like …
// ever" is doubt.
func TestContextSafety(t *testing.T) {
	c := New(DefaultConfig())
	base := "I'll change `retryDelay` in `src/net/client.ts` (only `fetchWithRetry`, lines 20-44) from 100ms to 500ms and add a case to `test/client.spec.ts`; `npm test -- client` must pass."
	for _, tc := range []struct {
		ask, reply string
		want       Outcome
	}{
		{" Before I start: is anything else calling `fetchWithRetry` directly?", "yes, the uploader does", NotConsent},
		{" One question first — does the CI image run Node 18 (the timers need it)?", "yes, 20 actually", NotConsent},
		{" Quick check: is this used by the mobile build too?", "yep, both", NotConsent},
		{" Quick check: is this used by the mobile build too?", "yep — go ahead", Confirmed},
		{" Before I start: does this look right to you?", "yes", Confirmed},
		{" Shall I proceed?", "yes", Confirmed},
		{" Should I also lower the timeout in `api.ts`?", "yeah, do that as well too", WaitForConfirmation},
		{" Should I also lower the timeout in `api.ts`?", "sure, do it too", WaitForConfirmation},
		{" Should I also lower the timeout in `api.ts`?", "yes to both", Confirmed},
		{" Should I also lower the timeout in `api.ts`?", "no, just the retry — go ahead", Confirmed},
		{" Proceed?", "sure, let's do it over the holidays", NotConsent},
		{" Proceed?", "ok, go ahead next sprint once the freeze lifts", NotConsent},
		{" Proceed?", "go ahead! have a good weekend", Confirmed},
		{" Proceed?", "go ahead now, the weekend is quiet anyway", Confirmed},
		{" Proceed?", "sure, because retries never hurt anyone before", NotConsent},
		{" Proceed?", "yeah ok, like the client ever honours retry headers", NotConsent},
		{" Proceed?", "go ahead, like I said this morning", Confirmed},
	} {
		r := c.Classify(tc.reply, base+tc.ask, 1)
		assert.Equal(t, tc.want, r.Outcome, "%s → %q", tc.ask, tc.reply)
	}
}

// TestNothingThenGo: "nothing to add" then only the go-ahead, against
// replies that add, ask, put off, quote or mock. New wording.
func TestNothingThenGo(t *testing.T) {
	for reply, want := range map[string]bool{
		"nah, nothing. go ahead":                 true,
		"None from me — proceed":                 true,
		"not really, all good. ship it":          true,
		"nothing else, just do it":               true,
		"nope, nothing. but rename the flag, go": false,
		"nothing — go tomorrow":                  false,
		"no. go?":                                false,
		`nothing. "go ahead" he said`:            false,
		"nope, nothing. go 🙄":                    false,
		"go ahead":                               false,
	} {
		assert.Equal(t, want, nothingThenGo(reply), reply)
	}
}
