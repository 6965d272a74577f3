package consent

import "testing"

// Round 11: rules found by grouping the blind sets' missed consent by the
// rule that decided them. Wording of our own, both sides of each border.

// TestRound11DroppedSubject: a clause opening with a past verb and its
// object or a preposition ("double-checked the datasheet myself",
// "reviewed with compliance") tells what the user did, the subject left
// out as people do in chat: weighed as "I …". A past participle naming a
// kind ("unused imports too") is no such report.
func TestRound11DroppedSubject(t *testing.T) {
	runRemarkCases(t, []remarkCase{
		{"double-checked the datasheet myself", true},
		{"talked to the security folks this morning", true},
		{"reviewed with legal yesterday", true},
		{"tested it on my laptop", true},
		{"deprecated flags too", false},
		{"unused imports as well", false},
		{"checked the retry in worker.go, it needs a cap", false},
		{"added a metric myself, skip that part", false},
	})
}
