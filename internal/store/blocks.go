package store

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"
)

const blocksBucket = "blocks"

// AddBlock counts one more consecutive block for key (session and agent) and
// returns the new count.
func (s *Store) AddBlock(key string) (int, error) {
	var n uint64
	err := s.update(blocksBucket, func(b *bolt.Bucket) error {
		if v := b.Get([]byte(key)); len(v) == 8 {
			n = binary.BigEndian.Uint64(v)
		}
		n++
		return b.Put([]byte(key), binary.BigEndian.AppendUint64(nil, n))
	})
	return int(n), err
}

// Blocks returns the consecutive block count for key.
func (s *Store) Blocks(key string) (int, error) {
	var n uint64
	err := s.view(blocksBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		if v := b.Get([]byte(key)); len(v) == 8 {
			n = binary.BigEndian.Uint64(v)
		}
		return nil
	})
	return int(n), err
}

// ResetBlocks forgets the count for key, after the agent passed or was let go.
func (s *Store) ResetBlocks(key string) error {
	return s.update(blocksBucket, func(b *bolt.Bucket) error { return b.Delete([]byte(key)) })
}

const escalationsBucket = "escalations"

// Escalation is what the dispatcher must be told about a subagent that
// stopped without finishing its task: it reported BLOCKED, or the loop guard
// let it go.
type Escalation struct {
	// Agent names the subagent (its agent_type).
	Agent string `json:"agent"`
	// What happened, as a phrase after the agent's name: "reported BLOCKED
	// on Task 3: …", "was stopped by the loop guard: …".
	What string `json:"what"`
	// Seq orders a session's escalations by when they were recorded.
	Seq uint64 `json:"seq,omitempty"`
	// Lease, Holder and HandedAt say which process handed it over and
	// when: it is forgotten once that process's answer is out
	// (ForgetHanded), and offered again if the process died first.
	Lease    string `json:"lease,omitempty"`
	Holder   int    `json:"holder,omitempty"`
	HandedAt int64  `json:"handed_at,omitempty"`
}

// maxHold bounds how long an escalation handed over stays with a process
// that is still running (Claude Code stops a command hook after 600 s).
const maxHold = 15 * time.Minute

// held reports whether another hand-over of e is under way: its process
// is alive and took it less than maxHold ago.
func (e Escalation) held(now time.Time) bool {
	return e.Lease != "" && now.Sub(time.Unix(0, e.HandedAt)) < maxHold && alive(e.Holder)
}

// hand marks e as handed over by this store's process.
func (s *Store) hand(b *bolt.Bucket, key []byte, e Escalation) error {
	e.Lease, e.Holder, e.HandedAt = s.lease, os.Getpid(), time.Now().UnixNano()
	v, err := json.Marshal(e)
	if err != nil {
		return err
	}
	return b.Put(key, v)
}

// Lease names this process's hand-overs, for ForgetHanded.
func (s *Store) Lease() string { return s.lease }

// ForgetHanded forgets the escalations and held messages of session
// handed over under lease, once the answer that carries them is out.
func (s *Store) ForgetHanded(session, lease string) error {
	prefix := []byte(session + "\x00")
	if err := s.update(heldBucket, func(b *bolt.Bucket) error { return forgetHeld(b, session, lease) }); err != nil {
		return err
	}
	return s.update(escalationsBucket, func(b *bolt.Bucket) error {
		var gone [][]byte
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			var e Escalation
			if json.Unmarshal(v, &e) == nil && e.Lease == lease {
				gone = append(gone, bytes.Clone(k))
			}
		}
		for _, k := range gone {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		return nil
	})
}

// unreadable is the error for a record of session that does not decode:
// a damaged value (bbolt keeps no checksums) or one another build wrote.
func (s *Store) unreadable(what, session string, err error) error {
	return fmt.Errorf("state database %s: %s recorded for session %q is unreadable (%v); move the file aside to start with empty state", s.path, what, session, err)
}

func escalationKey(session, agentID string) []byte { return []byte(session + "\x00" + agentID) }

// AddEscalation records an escalation until the dispatcher is told: when the
// Agent tool returns (foreground) or when the main thread stops
// (background agents). A second one for the same agent replaces the first.
func (s *Store) AddEscalation(session, agentID string, e Escalation) error {
	return s.update(escalationsBucket, func(b *bolt.Bucket) error {
		seq, err := b.NextSequence()
		if err != nil {
			return err
		}
		e.Seq = seq
		v, err := json.Marshal(e)
		if err != nil {
			return err
		}
		return b.Put(escalationKey(session, agentID), v)
	})
}

// TakeEscalation hands over the escalation recorded for one agent, when
// fits accepts it; one it refuses stays for a later event (ok false). It is
// forgotten by ForgetHanded once the answer is out.
// It takes the write lock only when there is one.
func (s *Store) TakeEscalation(session, agentID string, fits func(Escalation) bool) (e Escalation, ok bool, err error) {
	key := escalationKey(session, agentID)
	if ok, err := s.has(escalationsBucket, key); err != nil || !ok {
		return Escalation{}, false, err
	}
	err = s.update(escalationsBucket, func(b *bolt.Bucket) error {
		v := b.Get(key)
		if v == nil {
			return nil // taken by another hook in the meantime
		}
		if err := json.Unmarshal(v, &e); err != nil {
			return s.unreadable("an escalation", session, err)
		}
		if e.held(time.Now()) {
			e = Escalation{} // being handed over by another process
			return nil
		}
		if ok = fits(e); !ok {
			return nil
		}
		return s.hand(b, key, e)
	})
	return e, ok && err == nil, err
}

// TakeEscalations hands over a session's escalations oldest first, as many
// as fit: fits is asked about each in turn and a false ends the batch.
// Exactly the ones returned are handed over (forgotten by ForgetHanded once
// the answer is out; offered again if this process dies first); left
// counts those that stay for a later event. It takes the write lock only when there is one.
func (s *Store) TakeEscalations(session string, fits func(Escalation) bool) (taken []Escalation, left int, err error) {
	prefix := []byte(session + "\x00")
	var any bool
	err = s.view(escalationsBucket, func(b *bolt.Bucket) error {
		if b != nil {
			k, _ := b.Cursor().Seek(prefix)
			any = k != nil && bytes.HasPrefix(k, prefix)
		}
		return nil
	})
	if err != nil || !any {
		return nil, 0, err
	}
	now := time.Now()
	err = s.update(escalationsBucket, func(b *bolt.Bucket) error {
		taken, left = nil, 0
		type stored struct {
			key []byte
			e   Escalation
		}
		var all []stored
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			var e Escalation
			if err := json.Unmarshal(v, &e); err != nil {
				return s.unreadable("an escalation", session, err)
			}
			if e.held(now) {
				continue // being handed over by another process
			}
			all = append(all, stored{bytes.Clone(k), e})
		}
		slices.SortStableFunc(all, func(a, b stored) int { return cmp.Compare(a.e.Seq, b.e.Seq) })
		for i, st := range all {
			if !fits(st.e) {
				left = len(all) - i
				break
			}
			if err := s.hand(b, st.key, st.e); err != nil {
				return err
			}
			taken = append(taken, st.e)
		}
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	return taken, left, nil
}
