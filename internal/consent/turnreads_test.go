package consent

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTurnReadsAgree: what turnReads reads of a turn is what the functions
// it stands for give, for every plan of the corpus, the benchmark plans and
// long messages of short lines and blank lines.
func TestTurnReadsAgree(t *testing.T) {
	texts := []string{"", "ok", fixturePlan, benchPlan(), vaguePlan(), strings.Repeat("\n", 30000),
		strings.Repeat("- a\n", 6000) + "Test: `TestX` should pass.", strings.Repeat("Tests: x\n\n", 3000) + "Proceed?"}
	for _, p := range readJSONL[corpusPlan](t, "plans.jsonl") {
		texts = append(texts, p.Text)
	}
	var turns []Turn
	for _, text := range texts {
		turns = append(turns, Turn{Role: Assistant, Text: text})
	}
	read := newTurnReads(turns)
	for i, turn := range turns {
		// Asked twice, in both orders: the answers do not depend on what
		// was read before.
		for range 2 {
			for n := 0; n <= 4; n++ {
				assert.Equal(t, AtLeast(turn.Text, n), read.atLeast(i, n), "turn %d, at least %d", i, n)
			}
			assert.Equal(t, Concreteness(turn.Text), read.concreteness(i), "turn %d", i)
			assert.Equal(t, proposes(turn.Text), read.proposes(i), "turn %d", i)
		}
	}
}

// BenchmarkClassifyConversation50KVague is what the hook runs on a prompt
// after a 50 KB assistant message that meets no criterion: the latest
// message is looked at as a plan, then as a proposal too vague to be one.
func BenchmarkClassifyConversation50KVague(b *testing.B) {
	c := New(DefaultConfig())
	turns := []Turn{{Role: User, Text: "Can you look at the parser?"}, {Role: Assistant, Text: vaguePlan()}}
	prompt := benchPrompt()
	for b.Loop() {
		if r := c.ClassifyConversation(turns, prompt); r.Concreteness != 0 || r.Plan != "" {
			b.Fatalf("unexpected result %+v", r)
		}
	}
}
