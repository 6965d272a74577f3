package consent

import (
	"testing"
)

func TestTmpProbe(t *testing.T) {
	c := New(DefaultConfig())
	seen := map[string]bool{}
	for _, name := range []string{"fresh-2026-11-23/tuning.jsonl"} {
		for _, k := range readJSONL[judgedCase](t, name) {
			turns := make([]Turn, 0, len(k.Messages))
			for _, m := range k.Messages {
				turns = append(turns, Turn{Role: m.Role, Text: m.Text})
			}
			plan := k.Messages[len(k.Messages)-1].Text
			if seen[plan] {
				continue
			}
			seen[plan] = true
			got := c.ClassifyConversation(turns, "go ahead")
			t.Logf("%s %s conc=%d prox=%s | %.60q", got.Outcome, got.Signal, got.Concreteness, got.Proximity, plan)
		}
	}
}
