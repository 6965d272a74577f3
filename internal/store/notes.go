package store

import (
	"bytes"
	"encoding/json"
	"slices"

	bolt "go.etcd.io/bbolt"
)

const (
	notesBucket = "notes"
	onceBucket  = "once"
)

// AddNote records a warning for the dispatcher about one subagent (a scope
// check that did not block), delivered with its report: when the Agent
// tool returns, or when the main thread stops for a background agent. A
// note already waiting is not added twice.
func (s *Store) AddNote(session, agentID, note string) error {
	key := escalationKey(session, agentID)
	return s.update(notesBucket, func(b *bolt.Bucket) error {
		var notes []string
		if v := b.Get(key); v != nil {
			_ = json.Unmarshal(v, &notes) // written by us: a list
		}
		if slices.Contains(notes, note) {
			return nil // an agent sent back by a later gate stops again with the same findings
		}
		v, err := json.Marshal(append(notes, note))
		if err != nil {
			return err
		}
		return b.Put(key, v)
	})
}

// TakeNotes returns and forgets the notes of one agent, or, with agentID
// "", of every agent of the session. It takes the write lock only when
// there are some.
func (s *Store) TakeNotes(session, agentID string) ([]string, error) {
	prefix := escalationKey(session, agentID)
	var notes []string
	var keys [][]byte
	err := s.view(notesBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			if agentID != "" && !bytes.Equal(k, prefix) {
				break
			}
			var some []string
			if err := json.Unmarshal(v, &some); err != nil {
				return err
			}
			notes = append(notes, some...)
			keys = append(keys, bytes.Clone(k))
		}
		return nil
	})
	if err != nil || len(keys) == 0 {
		return notes, err
	}
	return notes, s.update(notesBucket, func(b *bolt.Bucket) error {
		for _, k := range keys {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		return nil
	})
}

// Once reports whether key is seen for the first time, and remembers it:
// for what a user or dispatcher is told once.
func (s *Store) Once(key string) (bool, error) {
	seen, err := s.has(onceBucket, []byte(key))
	if err != nil || seen {
		return false, err
	}
	return true, s.update(onceBucket, func(b *bolt.Bucket) error { return b.Put([]byte(key), []byte{1}) })
}
