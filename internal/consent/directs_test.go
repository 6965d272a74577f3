package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// words is the words of a one-clause text.
func words(t *testing.T, s string) []string {
	t.Helper()
	cls := lang.Clauses(s)
	if len(cls) != 1 {
		t.Fatalf("%q: %d clauses, want 1", s, len(cls))
	}
	return cls[0].Words
}

// TestDirects: a clause directs the agent when it instructs, asks the
// agent, or (without a subject of its own) adds or contrasts; statements
// about the user, people, the world or the past do not.
func TestDirects(t *testing.T) {
	tests := []struct {
		clause string
		want   bool
	}{
		{"and rotate the secret", true},
		{"also add a test", true},
		{"please bump the version", true},
		{"could you update the changelog", true},
		{"I want you to handle the PDF export", true},
		{"I'd like a fallback", true},
		{"let's log the length", true},
		{"let's see what breaks", false},
		{"make sure the email uses it", true},
		{"don't forget the docs", true},
		{"remember to tag the release", true},
		{"you should validate the input", true},
		{"the iOS one too", true},
		{"fish while you're at it", true},
		{"only for admins", true},
		{"lodash as well", true},
		{"but do the iOS associated domains in the same PR", true},
		{"and rotate the secret too since it's been in the logs for months", true},
		{"but it is fine now", false},
		{"I'll review the PR after lunch", false},
		{"Kenji is covering tomorrow", false},
		{"support got 40 complaints", false},
		{"it has been broken for a week", false},
		{"Lukas is covering if you need anything", false},
		{"the customers in Lagos have been complaining too", false},
		{"my laptop fan sounds like a jet", false},
	}
	for _, tt := range tests {
		t.Run(tt.clause, func(t *testing.T) {
			assert.Equal(t, tt.want, directs(words(t, tt.clause)))
		})
	}
}

// TestRestates: a directive restates the plan only when it points back at
// the plan, every word of substance is the plan's, and nothing contrasts,
// limits, adds or is named indefinitely.
func TestRestates(t *testing.T) {
	plan := "I'll move the `preferences` state into a new `SettingsViewModel` and add " +
		"`tests/test_settings.py`; `logrotate` will `compress` old logs. Check: `make lint` passes."
	tests := []struct {
		clause string
		want   bool
	}{
		{"and add the test too", false},  // marked as more than the plan
		{"and compress them too", false}, // marked as more than the plan
		{"move the state into the viewmodel like you said", true},
		{"don't forget the lint", false},                         // a reminder reads as a change
		{"add a test like you said", false},                      // named indefinitely: a new one
		{"keep the state", false},                                // does not point back
		{"move the state without the logs like you said", false}, // a limit
		{"rotate the secret like you said", false},               // not the plan's
		{"compress the logs as described", true},
		{"and make the change", true}, // nothing but the approval itself
		{"move the state like you said", true},
	}
	for _, tt := range tests {
		t.Run(tt.clause, func(t *testing.T) {
			p := &planWords{head: plan, left: maxRestateLookups}
			assert.Equal(t, tt.want, restates(trimLeadIns(words(t, tt.clause)), p.has))
		})
	}
}

// TestHasPart: a word is found in the plan as a word or as a part of an
// identifier, in any case, and not inside another word.
func TestHasPart(t *testing.T) {
	text := "use `SettingsViewModel` in tests/test_render.py; CONCURRENTLY"
	for w, want := range map[string]bool{
		"settings": true, "test": true, "render": true, "view": true, "model": true, "py": true,
		"setting": true, // "Settings": a plural's stem
		"sett":    false, "ender": false, "concurrent": false,
		"viewmodel": false, "concurrently": false, // other case inside the word: foldPart
	} {
		assert.Equal(t, want, hasPart(text, w), w)
	}
	for w, want := range map[string]bool{"viewmodel": true, "concurrently": true, "concurrent": false, "ttingsview": false,
		"settings": true, "model": true} {
		assert.Equal(t, want, foldPart(text, asciiLower(text), w), w)
	}
}

// TestRemarkKinds: labels, stories of the past, remarks about asking,
// feelings and farewells.
func TestRemarkKinds(t *testing.T) {
	tests := []struct {
		name   string
		fn     func([]string) bool
		clause string
		want   bool
	}{
		{"label", labelOnly, "context for you", true},
		{"label", labelOnly, "quick unrelated q", true},
		{"label", labelOnly, "not about this", true},
		{"label", labelOnly, "fun fact", true},
		{"label", labelOnly, "if it matters", true},
		{"label", labelOnly, "if it fails", false},
		{"label", labelOnly, "ticket for reference", true},
		{"link", pointsToLink, "see link for why it can't be in a transaction", true},
		{"link", pointsToLink, "link", true},
		{"link", pointsToLink, "see link to fix it the same way", false},
		{"link", pointsToLink, "use link for the schema", false},
		{"label", labelOnly, "the staging one", false},
		{"off-topic", offTopic, "random question", true},
		{"off-topic", offTopic, "fun fact", false},
		{"story", narratesPast, "had a flaky vpn", true},
		{"story", narratesPast, "the Tokyo customers complained about this twice", true},
		{"story", narratesPast, "VACUUM FULL was a mistake from 2019", true},
		{"story", narratesPast, "it's been broken for a week", true},
		{"story", narratesPast, "the docs are stale", false},
		{"story", narratesPast, "a new hire hit this on day one last week", true},
		{"story", narratesPast, "the docs are stale since last week", false},
		{"story", narratesPast, "the build broke", false}, // no time: may be now
		{"story", narratesPast, "had to revert it", false},
		{"asking", aboutAsking, "for small stuff you don't need to ask me first", true},
		{"asking", aboutAsking, "ask the team about the schema", false},
		{"asking", aboutAsking, "let me check first", false},
		{"asking", aboutAsking, "no need to check with me next time", true},
		{"feels", feels, "glad to see it go", true},
		{"feels", feels, "so relieved", true},
		{"feels", feels, "happy to add a test too", false},
		{"feels", feels, "relieved it's just that", true},
		{"feels", feels, "love it", true},
		{"feels", feels, "hate this bug", true},
		{"feels", feels, "love to see a test for it too", false},
		{"story", narratesPast, "nailed it", true},
		{"not person", notPerson, "not me", true},
		{"not person", notPerson, "not today", false},
		{"later", aboutLater, "in future just go ahead with fixes this size", true},
		{"later", aboutLater, "go ahead with the fix", false},
		{"farewell", farewell, "see you after standup", true},
		{"farewell", farewell, "have a good weekend", true},
		{"farewell", farewell, "see the docs for the flag", false},
		{"back", pointsBack, "run the tests like you said", true},
		{"back", pointsBack, "write it exactly as you described", true},
		{"back", pointsBack, "as proposed", true},
		{"back", pointsBack, "like a jet", false},
		{"away", userAway, "I'm out next week", true},
		{"help", func(ws []string) bool { return offersHelp(ws, 3) }, "Lukas is covering if you need anything", true},
		{"help", func(ws []string) bool { return offersHelp(ws, 0) }, "if anything comes up", true},
		{"help", func(ws []string) bool { return offersHelp(ws, 0) }, "if you need to add a column", false},
		{"practice", func(ws []string) bool { return practice(ws, 1) }, "the use of it", false},
		{"practice", func(ws []string) bool { return practice(ws, 5) }, "30 s is what we use everywhere", true},
		{"practice", func(ws []string) bool { return practice(ws, 2) }, "you should use it", false},
		{"away", userAway, "I'll be in meetings until 3", true},
		{"away", userAway, "I'm not sure about next week", false},
	}
	for _, tt := range tests {
		t.Run(tt.name+"/"+tt.clause, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.fn(words(t, tt.clause)))
		})
	}
}

// TestRestOfReply holds replies written for the property, beyond the
// corpus lines: an approval with a remark that directs nothing new
// confirms; one with a remark that asks for more or different work waits.
func TestRestOfReply(t *testing.T) {
	plan := "I'll add a `retry` wrapper around `fetchInvoices` in `src/billing/client.ts` (3 attempts, " +
		"backoff 200 ms) and a test in `src/billing/client.test.ts`. Only these two files. " +
		"Check: `npm test -- client` passes. Go ahead?"
	classifyReplies(t, plan, []outcomeCase{
		{"go ahead. context: finance chased us about this twice last month", Confirmed},
		{"yes please. I'll tell finance once it's merged", Confirmed},
		{"do it, with the backoff like you said", Confirmed},
		{"go ahead, and add the test like you said", Confirmed},
		{"go ahead, and add the test too", WaitForConfirmation}, // marked as more
		{"approved. quick unrelated q: is the office open on Friday?", Confirmed},
		{"go ahead. sorry, was stuck in traffic", Confirmed},
		{"yes, go ahead. see you tomorrow", Confirmed},
		{"go ahead, you don't need to ask me first for retries", Confirmed},
		{"go ahead, no need to check with me for retries like this", Confirmed},
		{"go ahead — issue for reference: https://github.com/acme/billing/issues/88", Confirmed},
		{"do it. see https://docs.example.com/retries for background", Confirmed},
		{"go ahead, and apply https://github.com/acme/billing/pull/90 too", WaitForConfirmation},
		{"go ahead. and next time just proceed with retries like this", Confirmed},
		{"go ahead. next time also add a circuit breaker", WaitForConfirmation},
		{"yes. btw Sam is on call this week, not me", Confirmed},
		{"go ahead, and add a circuit breaker too", WaitForConfirmation},
		{"yes, but make it 5 attempts", WaitForConfirmation},
		{"go ahead. could you also log each retry?", WaitForConfirmation},
		{"yes, and wrap fetchCustomers while you're at it", WaitForConfirmation},
		{"go ahead, also add a test", WaitForConfirmation},
		{"yes. I want you to use p-retry instead", WaitForConfirmation},
		{"yes but do the invoices endpoint in the same PR", WaitForConfirmation},
		{"yes, and rotate the API key too since it's been in the logs for months", WaitForConfirmation},
	})
}

// BenchmarkRestOfReply is an approval followed by remarks that exercise the
// rest-of-reply property against the 50 KB plan: directives that point
// back at the plan (looked up word by word, the long ones in any case), a
// story, an off-topic question and a farewell.
func BenchmarkRestOfReply(b *testing.B) {
	plan := benchPlan()
	prompt := "Go ahead. Add the emptystring check exactly as you described, and return the errormessage like you said. " +
		"Context for you: support got 40 complaints last week. Quick unrelated q: is the office open Friday? See you tomorrow."
	c := New(DefaultConfig())
	b.SetBytes(int64(len(prompt)))
	b.ReportAllocs()
	for b.Loop() {
		c.Classify(prompt, plan, 1)
	}
}
