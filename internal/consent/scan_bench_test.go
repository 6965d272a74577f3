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

// BenchmarkScanWorstCases scans 50 KB proposals shaped to cost the scan
// most: many words a byte (letters, stop words), words that look like
// names or files, code spans, one-word list items, blank lines, labels.
// None meets all four criteria, so each is read in full (its head and
// tail). Compare with vague, a plan of prose.
func BenchmarkScanWorstCases(b *testing.B) {
	rep := func(s string) string { return strings.Repeat(s, 50<<10/len(s)+1)[:50<<10] }
	for _, c := range []struct{ name, text string }{
		{"vague", vaguePlan()},
		{"letters", rep("a b c d e f g h i j k l m n o p q r s t u v w x y z\n")},
		{"stop-words", rep("a an the to of in on we it so\n")},
		{"dotted", rep("x. y. z. a. b. c. d. e. f. g.\n")},
		{"files", rep("see x.go and y.go here. ")},
		{"code-spans", rep("`a b` `c d` `e f` `g h`\n")},
		{"names", rep("aB_c ")},
		{"calls", rep("f() ")},
		{"capitals", rep("The Quick Brown Fox Jumps Over The Lazy Dog\n")},
		{"non-ascii", rep("über straße café naïve résumé déjà vu\n")},
		{"items", rep("- a\n")},
		{"labels", rep("Tests: x\n")},
		{"blank-lines", rep("\n")},
		{"one-letter-lines", rep("a\n")},
		{"punctuation", rep("!?;:.,()[]{}<>\n")},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				Concreteness(c.text)
			}
		})
	}
}
