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
	// An agent sent back by a later gate stops again with the same findings.
	return s.addToList(notesBucket, escalationKey(session, agentID), note, 0)
}

// TakeNotes returns and forgets the notes of one agent, or, with agentID
// "", of every agent of the session. It takes the write lock only when
// there are some.
func (s *Store) TakeNotes(session, agentID string) ([]string, error) {
	return s.takeLists(notesBucket, escalationKey(session, agentID), agentID != "")
}

// addToList appends text to the JSON list of strings under key in bucket,
// unless the list holds it already; with most > 0 only the last most
// entries are kept.
func (s *Store) addToList(bucket string, key []byte, text string, most int) error {
	return s.update(bucket, func(b *bolt.Bucket) error {
		var list []string
		if v := b.Get(key); v != nil {
			_ = json.Unmarshal(v, &list) // written by us: a list
		}
		if slices.Contains(list, text) {
			return nil
		}
		list = append(list, text)
		if most > 0 && len(list) > most {
			list = list[len(list)-most:]
		}
		v, err := json.Marshal(list)
		if err != nil {
			return err
		}
		return b.Put(key, v)
	})
}

// takeLists returns and forgets the lists under key in bucket (exact) or
// under every key that starts with it, joined in key order. It takes the
// write lock only when there are some.
func (s *Store) takeLists(bucket string, prefix []byte, exact bool) ([]string, error) {
	var out []string
	var keys [][]byte
	err := s.view(bucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			if exact && !bytes.Equal(k, prefix) {
				break
			}
			var some []string
			if err := json.Unmarshal(v, &some); err != nil {
				return err
			}
			out = append(out, some...)
			keys = append(keys, bytes.Clone(k))
		}
		return nil
	})
	if err != nil || len(keys) == 0 {
		return out, err
	}
	return out, s.update(bucket, func(b *bolt.Bucket) error {
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
