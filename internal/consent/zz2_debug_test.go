package consent

import (
	"os"
	"testing"
)

func TestZZ2(t *testing.T) {
	p := os.Getenv("ZZ2")
	if p == "" {
		t.Skip()
	}
	c := New(DefaultConfig())
	for _, k := range readJSONL[judgedCase](t, "blind-2026-11-24c/consent-w4.jsonl") {
		if k.Prompt != p {
			continue
		}
		turns := []Turn{}
		for _, m := range k.Messages {
			turns = append(turns, Turn{Role: m.Role, Text: m.Text})
		}
		got := c.ClassifyConversation(turns, k.Prompt)
		t.Logf("%+v", got)
	}
}
