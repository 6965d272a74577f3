package store

import (
	"bytes"
	"encoding/binary"
	"time"

	bolt "go.etcd.io/bbolt"
)

const agentsBucket = "agents"

// agentMemory is how long a subagent's start is remembered.
const agentMemory = 30 * 24 * time.Hour

func agentKey(session, id string) []byte { return []byte(session + "\x00" + id) }

// SawAgent records that subagent id started in session (SubagentStart), so
// a SubagentStop for an id never started can be told apart. Starts older
// than agentMemory are forgotten on the way.
func (s *Store) SawAgent(session, id string, now time.Time) error {
	return s.update(agentsBucket, func(b *bolt.Bucket) error {
		cutoff := now.Add(-agentMemory).Unix()
		c := b.Cursor()
		for k, v := c.First(); k != nil; {
			if len(v) == 8 && int64(binary.BigEndian.Uint64(v)) < cutoff {
				if err := c.Delete(); err != nil {
					return err
				}
				k, v = c.Seek(k)
				continue
			}
			k, v = c.Next()
		}
		return b.Put(agentKey(session, id), binary.BigEndian.AppendUint64(nil, uint64(now.Unix())))
	})
}

// AgentSeen reports whether subagent id was seen starting in session, and
// whether any start was recorded in session at all (tracked): without one,
// the session's starts were never recorded and seen says nothing.
func (s *Store) AgentSeen(session, id string) (seen, tracked bool, err error) {
	prefix := []byte(session + "\x00")
	err = s.view(agentsBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		seen = b.Get(agentKey(session, id)) != nil
		k, _ := b.Cursor().Seek(prefix)
		tracked = k != nil && bytes.HasPrefix(k, prefix)
		return nil
	})
	return seen, tracked, err
}
