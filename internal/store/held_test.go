package store

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

func TestHeldMessages(t *testing.T) {
	s := open(t, t.TempDir())
	require.NoError(t, s.HoldMessage("s1", "config is broken", t0))
	require.NoError(t, s.HoldMessage("s1", "gate failed", t0))
	require.NoError(t, s.HoldMessage("s1", "config is broken", t0))
	require.NoError(t, s.HoldMessage("s10", "another session", t0))
	require.NoError(t, s.HoldMessage("", "no session", t0))

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
		require.NoError(t, s.HoldMessage("s2", fmt.Sprint(i), t0))
	}
	got, err = s.TakeHeldMessages("s2")
	require.NoError(t, err)
	require.Len(t, got, MaxHeld, "bounded")
	assert.Equal(t, "5", got[0], "the oldest are dropped")
}

// A session that never reaches the event that shows its messages (a Qwen
// Code run killed before Stop) does not leave them in the store for good:
// holding a message drops those of sessions that held nothing for HeldFor.
func TestHeldMessagesOfAbandonedSessionsArePruned(t *testing.T) {
	s := open(t, t.TempDir())
	start := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	require.NoError(t, s.HoldMessage("gone", "never shown", start))
	require.NoError(t, s.HoldMessage("alive", "first", start))
	require.NoError(t, s.HoldMessage("alive", "later", start.Add(HeldFor-time.Minute)))
	require.NoError(t, s.HoldMessage("new", "now", start.Add(HeldFor+time.Minute)))

	sessions, err := s.heldSessions()
	require.NoError(t, err)
	assert.Equal(t, []string{"alive", "new"}, sessions, "the abandoned session's messages are gone, a recent one's kept")
	got, err := s.TakeHeldMessages("alive")
	require.NoError(t, err)
	assert.Equal(t, []string{"first", "later"}, got, "a session that keeps holding keeps all it held")
}

// Messages held in the format before times were kept (a bare list) are
// still read, and count as old.
func TestHeldMessagesOldFormat(t *testing.T) {
	s := open(t, t.TempDir())
	require.NoError(t, s.update(heldBucket, func(b *bolt.Bucket) error {
		if err := b.Put([]byte("s1\x00"), []byte(`["old one"]`)); err != nil {
			return err
		}
		return b.Put([]byte("s2\x00"), []byte(`["older"]`))
	}))
	require.NoError(t, s.HoldMessage("s1", "new one", t0))
	got, err := s.TakeHeldMessages("s1")
	require.NoError(t, err)
	assert.Equal(t, []string{"old one", "new one"}, got)
	sessions, err := s.heldSessions()
	require.NoError(t, err)
	assert.Empty(t, sessions, "a list without a time is pruned with the next hold")
}
