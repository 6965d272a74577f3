package confirm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestReportedThenTakenUp: a change someone else asked for, reported by
// the user, becomes their request when a later sentence of theirs takes
// it up ("please do that", "make it so"); declined, hedged, asked about,
// kept for themselves or left alone it stays someone else's.
func TestReportedThenTakenUp(t *testing.T) {
	yml := "server:\n  port: 8080\n"
	port := fileTarget("config.yaml", yml, replace(yml, "8080", "8081"))
	const said = "Bob says the port in config.yaml should be 8081. "
	for _, tt := range []struct {
		msg  string
		want Level
	}{
		{said + "please do that", Explicit},
		{said + "do it", Explicit},
		{said + "ok, change it then", Explicit},
		{said, NeedsConfirmation},
		{said + "don't do that yet", NeedsConfirmation},
		{said + "maybe do that", NeedsConfirmation},
		{said + "should we do that?", NeedsConfirmation},
		{said + "I'll do that myself", NeedsConfirmation},
		{said + "what do you think?", NeedsConfirmation},
	} {
		t.Run(tt.msg, func(t *testing.T) {
			got := Classify(Request{Conversation: []Turn{u(tt.msg)}, Target: port})
			assert.Equal(t, tt.want, got.Level, got.Reasoning)
		})
	}
}
