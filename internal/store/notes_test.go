package store

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNotes(t *testing.T) {
	s, err := Open(t.TempDir())
	require.NoError(t, err)
	defer s.Close()

	require.NoError(t, s.AddNote("s1", "a1", "one"))
	require.NoError(t, s.AddNote("s1", "a1", "two"))
	require.NoError(t, s.AddNote("s1", "a1", "one"))
	require.NoError(t, s.AddNote("s1", "a2", "three"))
	require.NoError(t, s.AddNote("s2", "a1", "other session"))

	got, err := s.TakeNotes("s1", "a1")
	require.NoError(t, err)
	assert.Equal(t, []string{"one", "two"}, got)
	got, err = s.TakeNotes("s1", "a1")
	require.NoError(t, err)
	assert.Empty(t, got, "taken once")

	got, err = s.TakeNotes("s1", "")
	require.NoError(t, err)
	assert.Equal(t, []string{"three"}, got, "every agent of the session, not another session's")
	got, err = s.TakeNotes("s2", "")
	require.NoError(t, err)
	assert.Equal(t, []string{"other session"}, got)
}

func TestOnce(t *testing.T) {
	s, err := Open(t.TempDir())
	require.NoError(t, err)
	defer s.Close()
	first, err := s.Once("k")
	require.NoError(t, err)
	assert.True(t, first)
	first, err = s.Once("k")
	require.NoError(t, err)
	assert.False(t, first)
}
