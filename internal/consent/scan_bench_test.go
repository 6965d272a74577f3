package consent

import (
	"strings"
	"testing"
)

// vaguePlan is benchPlan without its concrete ending: a 50 KB proposal
// that meets no criterion, so all that Concreteness reads is scanned.
func vaguePlan() string {
	plan := benchPlan()
	return plan[:strings.LastIndex(plan, "Concretely")] + "Let me know what you think?"
}

// BenchmarkConcretenessVague50K is the plan's part of the worst case: the
// scan of a 50 KB plan's head and tail, to the end.
func BenchmarkConcretenessVague50K(b *testing.B) {
	plan := vaguePlan()
	b.SetBytes(planHead + planTail)
	for b.Loop() {
		if Concreteness(plan).Score() != 0 {
			b.Fatal("the vague plan met a criterion")
		}
	}
}

// BenchmarkReadReply4K is the reply's part: a 4 KB reply read against a
// 50 KB plan.
func BenchmarkReadReply4K(b *testing.B) {
	c := New(DefaultConfig())
	prompt, plan := benchPrompt(), vaguePlan()
	for b.Loop() {
		if r := c.readReply(prompt, plan); r.signal == NoSignal {
			b.Fatal("the reply read as no signal")
		}
	}
}
