package store

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"

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
}

// unreadable is the error for a record of session that does not decode:
// a damaged value (bbolt keeps no checksums) or one another build wrote.
func (s *Store) unreadable(what, session string, err error) error {
	return fmt.Errorf("state database %s: %s recorded for session %q is unreadable (%v); move the file aside to start with empty state", s.path, what, session, err)
}

func escalationKey(session, agentID string) []byte { return []byte(session + "\x00" + agentID) }

// AddEscalation records an escalation until the dispatcher is told: when the
// Agent tool returns (foreground) or when the main thread stops
// (background agents).
func (s *Store) AddEscalation(session, agentID string, e Escalation) error {
	v, err := json.Marshal(e)
	if err != nil {
		return err
	}
	return s.update(escalationsBucket, func(b *bolt.Bucket) error { return b.Put(escalationKey(session, agentID), v) })
}

// TakeEscalation returns and forgets the escalation recorded for one agent.
// It takes the write lock only when there is one.
func (s *Store) TakeEscalation(session, agentID string) (Escalation, bool, error) {
	var found []byte
	key := escalationKey(session, agentID)
	err := s.view(escalationsBucket, func(b *bolt.Bucket) error {
		if b != nil {
			found = bytes.Clone(b.Get(key))
		}
		return nil
	})
	if err != nil || found == nil {
		return Escalation{}, false, err
	}
	var e Escalation
	if err := json.Unmarshal(found, &e); err != nil {
		return Escalation{}, false, s.unreadable("an escalation", session, err)
	}
	return e, true, s.update(escalationsBucket, func(b *bolt.Bucket) error { return b.Delete(key) })
}

// TakeEscalations returns and forgets every escalation of a session, oldest
// agent first by key order.
func (s *Store) TakeEscalations(session string) ([]Escalation, error) {
	var out []Escalation
	prefix := []byte(session + "\x00")
	err := s.view(escalationsBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			var e Escalation
			if err := json.Unmarshal(v, &e); err != nil {
				return s.unreadable("an escalation", session, err)
			}
			out = append(out, e)
		}
		return nil
	})
	if err != nil || len(out) == 0 {
		return out, err
	}
	return out, s.update(escalationsBucket, func(b *bolt.Bucket) error {
		c := b.Cursor()
		for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Seek(prefix) {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		return nil
	})
}
