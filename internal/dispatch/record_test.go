package dispatch

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

func TestVerdictOf(t *testing.T) {
	for _, tc := range []struct {
		name                     string
		resp                     event.Verdict
		escalated                bool
		verdict, reason, message string
	}{
		{"nothing", event.Verdict{}, false, VerdictPass, "", ""},
		{"block", event.Block("gate 'x' failed\n\noutput"), false, VerdictBlock, "gate 'x' failed", ""},
		{"escalation wins over its block", event.Verdict{Block: true, Reason: "Subagent r", Message: "⚠ r"}, true, VerdictEscalate, "Subagent r", "⚠ r"},
		{"stop", event.Verdict{Stop: true, StopReason: "halt\nmore"}, false, VerdictStop, "halt", ""},
		{"permission", event.Permission(event.Ask, "I'd update x\n@@"), false, "ask", "I'd update x", ""},
		{"context", event.Context("Consent check: yes"), false, VerdictContext, "Consent check: yes", ""},
		{"message only", event.Notify("✗ Gate 't' failed\nLast lines"), false, VerdictNotify, "✗ Gate 't' failed", "✗ Gate 't' failed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, r, m := verdictOf(tc.resp, tc.escalated)
			assert.Equal(t, []string{tc.verdict, tc.reason, tc.message}, []string{v, r, m})
		})
	}
}

// The failure policy's answer is recorded too, with the error, and a log
// that cannot be written never changes the answer.
func TestRecordFailureAndUnwritableLog(t *testing.T) {
	data := t.TempDir()
	env := func(extra map[string]string) Env {
		return Env{Getenv: func(k string) string {
			if v, ok := extra[k]; ok {
				return v
			}
			return map[string]string{"CLAUDE_PLUGIN_DATA": data, "HOME": data}[k]
		}, Now: func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }}
	}
	resp := Handle(context.Background(), env(nil), []byte(`{"hook_event_name":"SubagentStop","session_id":"s",`))
	assert.Contains(t, resp.Message, "could not check this event")
	l, err := store.OpenLog(data, store.LogOptions{})
	require.NoError(t, err)
	require.NoError(t, l.Fold(data))
	ds, err := l.Decisions(store.LogQuery{})
	require.NoError(t, err)
	require.NoError(t, l.Close())
	require.Len(t, ds, 1)
	assert.Equal(t, []string{"failure"}, ds[0].Capabilities)
	assert.Equal(t, VerdictNotify, ds[0].Verdict)
	assert.Contains(t, ds[0].Reason, "hook input is not valid JSON")

	// The state directory is a file: nothing can be recorded; same answer.
	notDir := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(notDir, nil, 0o600))
	raw, err := os.ReadFile(filepath.Join(consentFixtures, "hooks", "14-subagent-stop-status-ok.json"))
	require.NoError(t, err)
	on := Handle(context.Background(), env(map[string]string{"CLAUDE_PLUGIN_DATA": notDir}), raw)
	off := Handle(context.Background(), env(map[string]string{"CLAUDE_PLUGIN_DATA": notDir, LogSwitch: "off"}), raw)
	assert.Equal(t, off, on)
}
