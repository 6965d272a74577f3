package store

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHeldMessages(t *testing.T) {
	s := open(t, t.TempDir())
	require.NoError(t, s.HoldMessage("s1", "config is broken"))
	require.NoError(t, s.HoldMessage("s1", "gate failed"))
	require.NoError(t, s.HoldMessage("s1", "config is broken"))
	require.NoError(t, s.HoldMessage("s10", "another session"))
	require.NoError(t, s.HoldMessage("", "no session"))

	got, err := s.TakeHeldMessages("s1")
	require.NoError(t, err)
	assert.Equal(t, []string{"config is broken", "gate failed"}, got, "oldest first, once each, not another session's")
	got, err = s.TakeHeldMessages("s1")
	require.NoError(t, err)
	assert.Empty(t, got, "taken once")
	got, err = s.TakeHeldMessages("")
	require.NoError(t, err)
	assert.Equal(t, []string{"no session"}, got)

	for i := range MaxHeld + 5 {
		require.NoError(t, s.HoldMessage("s2", fmt.Sprint(i)))
	}
	got, err = s.TakeHeldMessages("s2")
	require.NoError(t, err)
	require.Len(t, got, MaxHeld, "bounded")
	assert.Equal(t, "5", got[0], "the oldest are dropped")
}
