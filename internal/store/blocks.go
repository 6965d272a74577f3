package store

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"

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

// TakeEscalation returns and forgets the escalation recorded for one agent,
// when fits accepts it; one it refuses stays for a later event (ok false).
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
		if ok = fits(e); !ok {
			return nil
		}
		return b.Delete(key)
	})
	return e, ok && err == nil, err
}

// TakeEscalations hands over a session's escalations oldest first, as many
// as fit: fits is asked about each in turn and a false ends the batch.
// Exactly the ones returned are forgotten; left counts those that stay
// for a later event. It takes the write lock only when there is one.
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
			all = append(all, stored{bytes.Clone(k), e})
		}
		slices.SortStableFunc(all, func(a, b stored) int { return cmp.Compare(a.e.Seq, b.e.Seq) })
		for i, st := range all {
			if !fits(st.e) {
				left = len(all) - i
				break
			}
			if err := b.Delete(st.key); err != nil {
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
