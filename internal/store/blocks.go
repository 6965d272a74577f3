package store

import (
	"encoding/binary"

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

// SetEscalation records why the loop guard let agentID stop, for the
// dispatcher to be told when the Agent tool returns.
func (s *Store) SetEscalation(agentID, why string) error {
	return s.update(escalationsBucket, func(b *bolt.Bucket) error { return b.Put([]byte(agentID), []byte(why)) })
}

// TakeEscalation returns and forgets the escalation recorded for agentID, or
// "" when there is none. It only takes the write lock when there is one.
func (s *Store) TakeEscalation(agentID string) (string, error) {
	var why string
	err := s.view(escalationsBucket, func(b *bolt.Bucket) error {
		if b != nil {
			why = string(b.Get([]byte(agentID)))
		}
		return nil
	})
	if err != nil || why == "" {
		return "", err
	}
	return why, s.update(escalationsBucket, func(b *bolt.Bucket) error { return b.Delete([]byte(agentID)) })
}
