package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

func TestHeaderRoundTrip(t *testing.T) {
	for _, s := range []changeset.Set{
		{},
		{ID: 1<<63 + 5, Run: changeset.Run{Key: "s/agent/a", SessionID: "s", AgentID: "a", AgentType: "plugin:grömer", PromptID: "p", ProjectDir: "/home/dev/proj"},
			Status: changeset.SetPending, Created: time.Unix(0, 1763863200123456789), Closed: time.Unix(1763863300, 0), Updated: time.Unix(-5, 0),
			Counts: changeset.Counts{Items: 10, Pending: 1, Deferred: 2, Confirmed: 3, Applied: 4, Ran: 5, Failed: 6, Rejected: 7, Expired: 8, Dismissed: 1 << 40}},
		{ID: 2, Run: changeset.Run{Key: "s/prompt/p", SessionID: "s", PromptID: "p", Assistant: "Qwen Code"}, Status: changeset.SetOpen},
	} {
		got, err := decodeHeader(encodeHeader(&s))
		require.NoError(t, err)
		assert.Equal(t, s.ID, got.ID)
		assert.Equal(t, s.Run, got.Run)
		assert.Equal(t, s.Status, got.Status)
		assert.Equal(t, s.Counts, got.Counts)
		for i, pair := range [][2]time.Time{{s.Created, got.Created}, {s.Closed, got.Closed}, {s.Updated, got.Updated}} {
			assert.True(t, pair[0].Equal(pair[1]), "time %d: %v != %v", i, pair[0], pair[1])
		}
		assert.Nil(t, got.Items)
	}
}

// A header written before sets kept the client's name for its agent (it
// ends after the counts) reads as one without a name: Claude's.
func TestHeaderWithoutAssistant(t *testing.T) {
	s := changeset.Set{ID: 3, Run: changeset.Run{SessionID: "s", Assistant: "Codex"}}
	named := encodeHeader(&s)
	s.Assistant = ""
	old := encodeHeader(&s)
	assert.Less(t, len(old), len(named), "an unnamed header is the old format")
	got, err := decodeHeader(old)
	require.NoError(t, err)
	assert.Equal(t, "Claude", got.Agent().Name())
	got, err = decodeHeader(named)
	require.NoError(t, err)
	assert.Equal(t, "Codex", got.Agent().Name())
	_, err = decodeHeader(append(named, 0))
	assert.Error(t, err, "nothing may follow the name")
}

func TestHeaderDamage(t *testing.T) {
	good := encodeHeader(&changeset.Set{ID: 3, Run: changeset.Run{Key: "k"}})
	for _, bad := range [][]byte{nil, {}, {2}, good[:len(good)-1], append(append([]byte{}, good...), 0), []byte(`{"id":3}`)} {
		_, err := decodeHeader(bad)
		assert.ErrorIs(t, err, errHeader, "%q", bad)
	}
}

func FuzzDecodeHeader(f *testing.F) {
	f.Add(encodeHeader(&changeset.Set{ID: 3, Run: changeset.Run{Key: "k", ProjectDir: "/p"}, Status: changeset.SetOpen, Created: time.Unix(1, 2)}))
	f.Add([]byte{1, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := decodeHeader(b)
		if err != nil {
			return
		}
		again, err := decodeHeader(encodeHeader(&s))
		if err != nil || again.ID != s.ID || again.Run != s.Run || again.Counts != s.Counts {
			t.Fatalf("round trip changed %+v into %+v (%v)", s, again, err)
		}
	})
}
