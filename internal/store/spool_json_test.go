package store

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// appendDecision must write exactly what json.Marshal writes, so the log
// reads spooled records with encoding/json and nothing is lost or renamed.
func TestAppendDecisionIsJSONMarshal(t *testing.T) {
	hostile := "a\"b\\c\x00\x01\x1f\b\f\n\r\t<>&\u2028\u2029é\xff\xfe🙂 end"
	for _, d := range []Decision{
		{},
		{Time: time.Date(2026, 11, 23, 10, 0, 0, 123456789, time.UTC), Session: "s", Event: "Stop", Verdict: "pass"},
		{Time: time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("x", 3600)), Session: hostile, AgentID: hostile, AgentType: "plugin:x",
			Event: "SubagentStop", Tool: "Edit", Target: hostile, Capabilities: []string{"plan", hostile, ""}, Verdict: "escalate",
			Reason: hostile, Message: hostile, Prompt: hostile, Task: hostile, Status: "BLOCKED", Escalation: hostile, Consent: "c", Confirm: "explicit",
			Gates: []GateRun{
				{Gate: "plan-compliance", Builtin: true, Passed: true, Action: "CONTINUE"},
				{Gate: hostile, Skipped: hostile, ExitCode: -1, TimedOut: true, DurationMS: 812.5, Action: "BLOCK", Output: hostile},
				{Gate: "tiny", DurationMS: 1e-7},
				{Gate: "huge", DurationMS: 1.5e22, ExitCode: 255},
				{Gate: "round", DurationMS: 1000},
			},
			Changes:    []ChangeDecision{{Set: 1 << 60, Item: 3, Summary: hostile, Status: "rejected", Reason: hostile}, {Set: 0, Status: ""}},
			Transcript: hostile},
	} {
		want, err := json.Marshal(d)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(appendDecision(nil, &d)))
	}
}

func FuzzAppendDecision(f *testing.F) {
	f.Add("s", "Stop", "a<b>&\"\\", "\x00\xff\u2028", 1.25, -1, uint64(7))
	f.Add("", "", "", "", 0.0, 0, uint64(0))
	f.Fuzz(func(t *testing.T, session, event, reason, output string, ms float64, exit int, set uint64) {
		d := Decision{Time: time.Unix(1700000000, 5).UTC(), Session: session, Event: event, Verdict: "block", Reason: reason,
			Gates:   []GateRun{{Gate: reason, ExitCode: exit, DurationMS: ms, Output: output}},
			Changes: []ChangeDecision{{Set: set, Item: exit, Summary: output, Status: event}}}
		want, err := json.Marshal(d)
		if err != nil {
			t.Skip("json.Marshal refuses this value (NaN or Inf), and so never writes it")
		}
		if got := appendDecision(nil, &d); string(got) != string(want) {
			t.Fatalf("appendDecision:\n%s\njson.Marshal:\n%s", got, want)
		}
	})
}
