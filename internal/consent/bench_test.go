package consent

import (
	"strings"
	"testing"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// benchPlan is a 50 KB proposal written so the scan cannot stop early: the
// prose is vague (no names, no specific change, no scope, no check) and the
// four criteria appear only in its last lines, so all that Concreteness
// reads of it (its first 16 KB and last 4 KB) is scanned.
func benchPlan() string {
	var b strings.Builder
	para := "I would like to improve how the parser deals with the input it receives, and we could " +
		"revisit the structure of the module so that it is easier to follow for new contributors. " +
		"There are several places where the behaviour is surprising, and tidying them up would help.\n"
	for b.Len() < 50<<10-400 {
		b.WriteString(para)
	}
	b.WriteString("Concretely, I'll update `parse.go` function `handleEntry` (lines 3-5):\n" +
		"- Add an empty-string check before processing\n- Return early with an error message\n" +
		"Test: `TestHandleEntry_Empty` should pass.\nProceed?")
	return b.String()
}

// benchPrompt is a 4 KB reply: an approval with a long change request
// (read at its first and last kilobyte, the middle counting as a change).
func benchPrompt() string {
	var b strings.Builder
	b.WriteString("ok, go ahead, but ")
	sentence := "please also keep the old behaviour behind a flag for now, since the importer in the other " +
		"service still sends empty entries and we don't want to break it before they migrate; "
	for b.Len() < 4<<10 {
		b.WriteString(sentence)
	}
	return b.String()
}

// BenchmarkClassify4KPrompt50KPlan is the budget: under 100 µs.
func BenchmarkClassify4KPrompt50KPlan(b *testing.B) {
	c := New(DefaultConfig())
	prompt, plan := benchPrompt(), benchPlan()
	b.SetBytes(int64(len(prompt) + len(plan)))
	b.ResetTimer()
	for b.Loop() {
		r := c.Classify(prompt, plan, 1)
		if r.Concreteness != 4 || r.Outcome != WaitForConfirmation {
			b.Fatalf("unexpected result %+v", r)
		}
	}
}

// BenchmarkClassify4KPrompt50KVaguePlan is the worst case of the scan: a
// 50 KB proposal that meets no criterion, so all that Concreteness reads
// of it (its first 16 KB and last 4 KB) is scanned.
func BenchmarkClassify4KPrompt50KVaguePlan(b *testing.B) {
	c := New(DefaultConfig())
	plan := benchPlan()
	plan = plan[:strings.LastIndex(plan, "Concretely")] + "Let me know what you think?"
	prompt := benchPrompt()
	b.SetBytes(int64(len(prompt) + len(plan)))
	b.ResetTimer()
	for b.Loop() {
		if r := c.Classify(prompt, plan, 1); r.Concreteness != 0 {
			b.Fatalf("unexpected result %+v", r)
		}
	}
}

// BenchmarkNew is the cost of building the Classifier, paid once per hook
// process, on every prompt.
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		New(DefaultConfig())
	}
}

// BenchmarkClassifyConversation is the common case: the real plan, then
// "go ahead".
func BenchmarkClassifyConversation(b *testing.B) {
	c := New(DefaultConfig())
	turns := []Turn{{Role: User, Text: "Fix empty entry handling in parse.go"}, {Role: Assistant, Text: fixturePlan}}
	for b.Loop() {
		if r := c.ClassifyConversation(turns, "go ahead"); r.Outcome != Confirmed {
			b.Fatalf("unexpected result %+v", r)
		}
	}
}

// BenchmarkClassifyConversationExchange is a 50 KB plan, a question about
// it and its answer in between, then "great, go ahead then": the plan's
// terms are collected (relevance.go) and the reply checked against a side
// offer; the worst case of this round's context reading.
func BenchmarkClassifyConversationExchange(b *testing.B) {
	c := New(DefaultConfig())
	turns := []Turn{
		{Role: User, Text: "Fix empty entry handling in parse.go"},
		{Role: Assistant, Text: benchPlan()},
		{Role: User, Text: "does handleEntry get called for blank lines too?"},
		{Role: Assistant, Text: "Yes: `parse.go` passes every line to `handleEntry`, blank ones included."},
	}
	for b.Loop() {
		if r := c.ClassifyConversation(turns, "great, go ahead then"); r.Outcome != Confirmed {
			b.Fatalf("unexpected result %+v", r)
		}
	}
}

// BenchmarkEveryStepNamed is the cost of round 12's whole-plan-by-numbers
// rule when a reply picks or names a step: one pass over the 4 KB reply's
// words (a reply that does neither, as the 4 KB bench reply, never reads
// it).
func BenchmarkEveryStepNamed(b *testing.B) {
	cls := lang.Clauses(benchPrompt())
	plan := benchPlan()
	for b.Loop() {
		if everyStepNamed(cls, plan) {
			b.Fatal("the bench reply names no step")
		}
	}
}
