package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAgentsSeen(t *testing.T) {
	s, err := Open(t.TempDir())
	require.NoError(t, err)
	defer s.Close()
	now := time.Unix(1_800_000_000, 0)

	seen, tracked, err := s.AgentSeen("s1", "a1")
	require.NoError(t, err)
	assert.False(t, seen)
	assert.False(t, tracked, "nothing recorded for the session")

	require.NoError(t, s.SawAgent("s1", "a1", now))
	seen, tracked, err = s.AgentSeen("s1", "a1")
	require.NoError(t, err)
	assert.True(t, seen)
	assert.True(t, tracked)

	seen, tracked, err = s.AgentSeen("s1", "a2")
	require.NoError(t, err)
	assert.False(t, seen, "another agent of the same session")
	assert.True(t, tracked)

	seen, tracked, err = s.AgentSeen("s", "1\x00a1")
	require.NoError(t, err)
	assert.False(t, seen)
	assert.False(t, tracked, "a session that is a prefix of another is its own")

	// Old starts are forgotten when a new one is recorded.
	require.NoError(t, s.SawAgent("s2", "b1", now.Add(agentMemory+time.Hour)))
	_, tracked, err = s.AgentSeen("s1", "a1")
	require.NoError(t, err)
	assert.False(t, tracked)
	seen, _, err = s.AgentSeen("s2", "b1")
	require.NoError(t, err)
	assert.True(t, seen)
}
