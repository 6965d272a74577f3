package store

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// confirmBucket holds, per session, what the confirmation capability keeps
// between the hook processes of one user turn: the content changes made
// (for the batch summary at Stop) and the verdicts an external classifier
// gave at PreToolUse (so PostToolUse reports what the user was told).
const confirmBucket = "confirm"

// Key prefixes inside a session's bucket.
const (
	changePrefix = "c/"
	levelPrefix  = "l/"
	// usePrefix marks a tool call whose change is recorded, so a resent
	// event (Claude Code may send one twice) is recorded once.
	usePrefix = "u/"
)

// sessionKey names a session's bucket; bbolt refuses an empty name.
func sessionKey(session string) []byte {
	if session == "" {
		return []byte("(no session)")
	}
	return []byte(session)
}

// TurnChange is one content change made during a user turn, kept until the
// turn's Stop.
type TurnChange struct {
	// PromptID is the prompt_id of the turn that made it.
	PromptID string `json:"prompt_id,omitempty"`
	// Name is the file as messages show it.
	Name string `json:"name"`
	// Body is the rendered before/after.
	Body string `json:"body"`
	// ToolUseID is the tool call that made it: a change of a call already
	// recorded is not recorded again.
	ToolUseID string `json:"tool_use_id,omitempty"`
}

// AddTurnChange records a change made in session, in order, once per
// tool call.
func (s *Store) AddTurnChange(session string, c TurnChange) error {
	v, err := json.Marshal(c)
	if err != nil {
		return err
	}
	return s.update(confirmBucket, func(b *bolt.Bucket) error {
		sb, err := b.CreateBucketIfNotExists(sessionKey(session))
		if err != nil {
			return err
		}
		if c.ToolUseID != "" {
			use := []byte(usePrefix + c.ToolUseID)
			if sb.Get(use) != nil {
				return nil
			}
			if err := sb.Put(use, []byte{1}); err != nil {
				return err
			}
		}
		seq, err := sb.NextSequence()
		if err != nil {
			return err
		}
		return sb.Put(binary.BigEndian.AppendUint64([]byte(changePrefix), seq), v)
	})
}

// TakeTurnChanges returns the changes recorded for session, oldest first,
// and forgets everything kept for it (changes and verdicts). It takes the
// write lock only when there is something to forget.
func (s *Store) TakeTurnChanges(session string) ([]TurnChange, error) {
	found := false
	err := s.view(confirmBucket, func(b *bolt.Bucket) error {
		found = b != nil && b.Bucket(sessionKey(session)) != nil
		return nil
	})
	if err != nil || !found {
		return nil, err
	}
	var out []TurnChange
	err = s.update(confirmBucket, func(b *bolt.Bucket) error {
		sb := b.Bucket(sessionKey(session))
		if sb == nil {
			return nil
		}
		cur := sb.Cursor()
		prefix := []byte(changePrefix)
		for k, v := cur.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = cur.Next() {
			var c TurnChange
			if err := json.Unmarshal(v, &c); err != nil {
				return fmt.Errorf("state database: a recorded change of session %s is unreadable: %w", session, err)
			}
			out = append(out, c)
		}
		return b.DeleteBucket(sessionKey(session))
	})
	return out, err
}

// SetConfirmLevel records the verdict given at PreToolUse for a tool call.
func (s *Store) SetConfirmLevel(session, toolUseID, level string) error {
	return s.update(confirmBucket, func(b *bolt.Bucket) error {
		sb, err := b.CreateBucketIfNotExists(sessionKey(session))
		if err != nil {
			return err
		}
		return sb.Put([]byte(levelPrefix+toolUseID), []byte(level))
	})
}

// ConfirmLevel returns the verdict recorded for a tool call, or "".
func (s *Store) ConfirmLevel(session, toolUseID string) (string, error) {
	var level string
	err := s.view(confirmBucket, func(b *bolt.Bucket) error {
		if b == nil {
			return nil
		}
		if sb := b.Bucket(sessionKey(session)); sb != nil {
			level = string(sb.Get([]byte(levelPrefix + toolUseID)))
		}
		return nil
	})
	return level, err
}
