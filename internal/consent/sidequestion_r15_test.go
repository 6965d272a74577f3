package consent

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// TestRound15AlsoKnowledgeQuestion: a question of fact asked in passing
// after the plan, opened by "also" as by "btw" ("oh also, do you know if
// Xcode 16 still needs the flag?", "and also, is wget in the alpine
// image?"), that I answered with a fact and no proposal leaves the plan
// standing: a go-ahead after the answer approves it. An "also" that asks
// for work ("oh also, can you add a test?"), a how-to question, or an
// answer that offers work of its own stays a new request.
func TestRound15AlsoKnowledgeQuestion(t *testing.T) {
	plan := "Plan:\n1. `Sources/Feed/FeedViewModel.swift`: move `loadNextPage()` onto `@MainActor` and cancel the previous `Task` in `refresh()`.\n2. Add `FeedViewModelTests.testRefreshCancelsPendingLoad`.\n3. `swift test --filter FeedViewModelTests` must pass.\nShould I proceed?"
	conv := func(q, answer string) []Turn {
		return []Turn{
			{Role: User, Text: "feed flicker"},
			{Role: Assistant, Text: plan},
			{Role: User, Text: q},
			{Role: Assistant, Text: answer},
		}
	}
	fact := "In Swift 6 language mode it's on by default; in Swift 5 mode the flag is still needed."
	c := New(DefaultConfig())
	for _, tc := range []struct {
		q, answer, reply string
		want             Outcome
	}{
		{"oh also, do you know if Xcode 16 still needs the -enable-actor-data-race-checks flag?", fact, "good to know. alright, go for it with the plan", Confirmed},
		{"also, is strict concurrency on by default in Swift 6?", fact, "ok cool, go ahead", Confirmed},
		{"and also: does the CI image have Xcode 16 yet?", "Yes, the macos-14 runners ship Xcode 16.", "great, proceed", Confirmed},
		// work asked, a way asked, or work offered: a new request
		{"oh also, can you add a test for the empty feed?", "Sure, I can add `testEmptyFeedShowsPlaceholder`.", "ok go ahead", NotConsent},
		{"also, how do I turn on strict concurrency?", "Set `SWIFT_STRICT_CONCURRENCY = complete` in the build settings.", "ok go ahead", NotConsent},
		{"oh also, do you know if Xcode 16 still needs the flag?", "It does in Swift 5 mode. I can add it to the project settings if you like.", "ok go ahead", NotConsent},
	} {
		assert.Equal(t, tc.want, c.ClassifyConversation(conv(tc.q, tc.answer), tc.reply).Outcome, "%q, then %q", tc.q, tc.reply)
	}
}

func TestRound15InPassing(t *testing.T) {
	for _, tc := range []struct {
		text  string
		first int
		ok    bool
	}{
		{"btw which node version does CI use?", 0, true},
		{"oh also, do you know if Xcode 16 still needs the flag?", 2, true},
		{"and also: does the CI image have Xcode 16 yet?", 2, true},
		{"oh also, what's the syntax for a Go generic constraint?", 2, false},
		{"unrelated: is the office open monday?", 0, false},
		{"do you know if Xcode 16 still needs the flag?", 0, false},
	} {
		first, ok := inPassing(lang.Clauses(tc.text))
		assert.Equal(t, tc.ok, ok, tc.text)
		if ok {
			assert.Equal(t, tc.first, first, tc.text)
		}
	}
}
