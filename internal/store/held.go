package store

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"
)

const heldBucket = "held"

// MaxHeld is how many messages are held for one session's user; older
// ones are dropped first.
const MaxHeld = 20

// HeldFor is how long the messages of a session that holds no new ones
// are kept for it. A session that never reaches an event showing them (a
// Qwen Code run ended before its Stop; SessionEnd is not sent to a
// one-shot run) would otherwise leave them for good: each hold drops the
// messages of sessions idle for longer.
const HeldFor = 24 * time.Hour

// held is what the store keeps for one session: its messages, oldest
// first, and when the last was held. A value written before the time was
// kept is a bare list (zero At).
type held struct {
	At       time.Time `json:"at"`
	Messages []string  `json:"messages"`
	// Handed, Lease, Holder and HandedAt say that the first Handed
	// messages were handed over by process Holder under Lease at
	// HandedAt: they are forgotten once its answer is out (ForgetHanded)
	// and offered again if it died first, as escalations are.
	Handed   int    `json:"handed,omitempty"`
	Lease    string `json:"lease,omitempty"`
	Holder   int    `json:"holder,omitempty"`
	HandedAt int64  `json:"handed_at,omitempty"`
}

// busy reports whether another hand-over of h is under way.
func (h held) busy(now time.Time) bool {
	return Escalation{Lease: h.Lease, Holder: h.Holder, HandedAt: h.HandedAt}.held(now)
}

// heldKey is a session's key in the held bucket.
func heldKey(session string) []byte { return []byte(session + "\x00") }

// decodeHeld reads a held value in either format; what cannot be read is
// empty.
func decodeHeld(v []byte) held {
	var h held
	if bytes.HasPrefix(v, []byte("[")) {
		_ = json.Unmarshal(v, &h.Messages) // written by us: a list
		return h
	}
	_ = json.Unmarshal(v, &h) // written by us
	return h
}

// HoldMessage keeps msg for the user of session until an event whose
// answer the client shows them (Qwen Code shows a hook's message only at
// Stop). A message already held is not held twice (a broken config says
// the same on every event); past MaxHeld the oldest is dropped. The same
// transaction drops the messages of sessions that held nothing for
// HeldFor before now.
func (s *Store) HoldMessage(session, msg string, now time.Time) error {
	return s.update(heldBucket, func(b *bolt.Bucket) error {
		key := heldKey(session)
		h := decodeHeld(b.Get(key))
		if !slices.Contains(h.Messages, msg) {
			h.Messages = append(h.Messages, msg)
		}
		if n := len(h.Messages) - MaxHeld; n > 0 {
			h.Messages = h.Messages[n:]
			h.Handed = max(0, h.Handed-n)
		}
		h.At = now
		v, err := json.Marshal(h)
		if err != nil {
			return err
		}
		if err := b.Put(key, v); err != nil {
			return err
		}
		return pruneHeld(b, now.Add(-HeldFor))
	})
}

// pruneHeld deletes the held messages of sessions whose last hold was
// before cutoff.
func pruneHeld(b *bolt.Bucket, cutoff time.Time) error {
	var stale [][]byte
	err := b.ForEach(func(k, v []byte) error {
		if decodeHeld(v).At.Before(cutoff) {
			stale = append(stale, bytes.Clone(k))
		}
		return nil
	})
	for _, k := range stale {
		if err == nil {
			err = b.Delete(k)
		}
	}
	return err
}

// TakeHeldMessages returns the messages held for the user of session,
// oldest first, and marks them handed over by this process: ForgetHanded
// forgets them once the answer that shows them is out; a process that died
// first leaves them for the next one. It returns none while another live
// process is handing them over. It takes the write lock only when there
// are some.
func (s *Store) TakeHeldMessages(session string) ([]string, error) {
	key := heldKey(session)
	found, err := s.has(heldBucket, key)
	if err != nil || !found {
		return nil, err
	}
	var out []string
	err = s.update(heldBucket, func(b *bolt.Bucket) error {
		h := decodeHeld(b.Get(key))
		if len(h.Messages) == 0 || h.busy(time.Now()) {
			return nil
		}
		out = h.Messages
		h.Handed, h.Lease, h.Holder, h.HandedAt = len(h.Messages), s.lease, os.Getpid(), time.Now().UnixNano()
		v, err := json.Marshal(h)
		if err != nil {
			return err
		}
		return b.Put(key, v)
	})
	return out, err
}

// forgetHeld forgets the messages of session handed over under lease,
// keeping those held since.
func forgetHeld(b *bolt.Bucket, session, lease string) error {
	key := heldKey(session)
	h := decodeHeld(b.Get(key))
	if h.Lease != lease || lease == "" {
		return nil
	}
	h.Messages = h.Messages[min(h.Handed, len(h.Messages)):]
	if len(h.Messages) == 0 {
		return b.Delete(key)
	}
	h.Handed, h.Lease, h.Holder, h.HandedAt = 0, "", 0, 0
	v, err := json.Marshal(h)
	if err != nil {
		return err
	}
	return b.Put(key, v)
}

// heldSessions lists the sessions that have messages held, in key order.
func (s *Store) heldSessions() ([]string, error) {
	var out []string
	err := s.view(heldBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, _ []byte) error {
			out = append(out, string(bytes.TrimSuffix(k, []byte("\x00"))))
			return nil
		})
	})
	return out, err
}
