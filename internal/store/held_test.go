package store

import (
	"encoding/json"
	"fmt"
	"os/exec"
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
	require.NoError(t, s.ForgetHanded("s1", s.Lease()), "the answer is out")
	sessions, err := s.heldSessions()
	require.NoError(t, err)
	assert.Empty(t, sessions, "a list without a time is pruned with the next hold")
}

// Held messages are handed over under a lease, as escalations are: a hook
// killed after taking them and before its answer was out lost them for
// good (round three of issue 10). Now they come back until ForgetHanded.
func TestHeldMessagesComeBackIfTheHolderDied(t *testing.T) {
	s := open(t, t.TempDir())
	require.NoError(t, s.HoldMessage("s", "gate failed", t0))
	got, err := s.TakeHeldMessages("s")
	require.NoError(t, err)
	assert.Equal(t, []string{"gate failed"}, got)
	got, err = s.TakeHeldMessages("s")
	require.NoError(t, err)
	assert.Empty(t, got, "held by this live process")

	// One more is held while the first is being handed over.
	require.NoError(t, s.HoldMessage("s", "config is broken", t0))
	dead := exec.Command("true")
	require.NoError(t, dead.Run())
	require.NoError(t, s.update(heldBucket, func(b *bolt.Bucket) error {
		h := decodeHeld(b.Get(heldKey("s")))
		h.Holder = dead.Process.Pid
		v, err := json.Marshal(h)
		require.NoError(t, err)
		return b.Put(heldKey("s"), v)
	}))
	got, err = s.TakeHeldMessages("s")
	require.NoError(t, err)
	assert.Equal(t, []string{"gate failed", "config is broken"}, got, "the holder died: offered again")

	require.NoError(t, s.ForgetHanded("s", s.Lease()))
	got, err = s.TakeHeldMessages("s")
	require.NoError(t, err)
	assert.Empty(t, got, "gone once the answer is out")

	// What arrives after the hand-over is not forgotten with it.
	require.NoError(t, s.HoldMessage("s", "first", t0))
	_, err = s.TakeHeldMessages("s")
	require.NoError(t, err)
	require.NoError(t, s.HoldMessage("s", "second", t0))
	require.NoError(t, s.ForgetHanded("s", s.Lease()))
	got, err = s.TakeHeldMessages("s")
	require.NoError(t, err)
	assert.Equal(t, []string{"second"}, got)
}
