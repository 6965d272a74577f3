package dispatch

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every walk must end in time for the hook to answer within Claude Code's
// limit for the event: 30 s for UserPromptSubmit, 600 s for the others.
func TestWalkDeadlineFollowsClaudeCodesLimit(t *testing.T) {
	for fixture, limit := range map[string]time.Duration{
		"05-user-prompt-submit-consent.json": 27 * time.Second,
		"16-stop.json":                       597 * time.Second,
		"14-subagent-stop-status-ok.json":    597 * time.Second,
	} {
		raw, err := os.ReadFile(filepath.Join(consentFixtures, "hooks", fixture))
		require.NoError(t, err)
		r := newRun(Env{})
		require.NoError(t, r.decode(string(raw)))
		assert.Equal(t, r.started.Add(limit), r.walkOptions(nil, "").Deadline, fixture)
	}
}
