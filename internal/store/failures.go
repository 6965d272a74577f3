package store

import (
	"bytes"
	"encoding/json"

	bolt "go.etcd.io/bbolt"
)

const gateFailuresBucket = "gate_failures"

// GateFailure is a gate that failed for a subagent and sent it back, kept
// until the user has been shown it: Claude Code shows nothing a
// SubagentStop hook says to the user, so it waits for the next event that
// can (the Agent tool's PostToolUse, or Stop).
type GateFailure struct {
	// Agent names the subagent (its agent_type).
	Agent string `json:"agent"`
	// Task is the TASK line of its report, if any.
	Task string `json:"task,omitempty"`
	// Gate is the gate's name.
	Gate string `json:"gate"`
	// ExitCode is the command's exit status of the latest failure; -1 when
	// it was killed or could not start.
	ExitCode int `json:"exit_code"`
	// TimedOut is set when the latest failure was a timeout.
	TimedOut bool `json:"timed_out,omitempty"`
	// Attempts counts the failures since it was last shown.
	Attempts int `json:"attempts"`
	// Output is the end of the latest failure's output.
	Output string `json:"output,omitempty"`
	// Passed is set when the gate passed after failing.
	Passed bool `json:"passed,omitempty"`
}

func gateFailureKey(session, agentID, gate string) []byte {
	return []byte(session + "\x00" + agentID + "\x00" + gate)
}

// AddGateFailure records one more failure of f.Gate for an agent, keeping
// the latest exit code and output and counting attempts.
func (s *Store) AddGateFailure(session, agentID string, f GateFailure) error {
	key := gateFailureKey(session, agentID, f.Gate)
	return s.update(gateFailuresBucket, func(b *bolt.Bucket) error {
		f.Attempts = 1
		if v := b.Get(key); v != nil {
			var old GateFailure
			if json.Unmarshal(v, &old) == nil && !old.Passed {
				f.Attempts = old.Attempts + 1
			}
		}
		v, err := json.Marshal(f)
		if err != nil {
			return err
		}
		return b.Put(key, v)
	})
}

// GateFailuresPassed marks an agent's recorded failures as fixed: its
// gates passed after all. It takes the write lock only when there are any.
func (s *Store) GateFailuresPassed(session, agentID string) error {
	prefix := []byte(session + "\x00" + agentID + "\x00")
	if found, err := s.hasGateFailures(prefix); err != nil || !found {
		return err
	}
	return s.update(gateFailuresBucket, func(b *bolt.Bucket) error {
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			var f GateFailure
			if err := json.Unmarshal(v, &f); err != nil {
				return err
			}
			f.Passed = true
			nv, err := json.Marshal(f)
			if err != nil {
				return err
			}
			if err := b.Put(bytes.Clone(k), nv); err != nil {
				return err
			}
		}
		return nil
	})
}

// TakeGateFailures returns and forgets the failures recorded for one agent
// of a session, or for every agent of it when agentID is "". It takes the
// write lock only when there are any.
func (s *Store) TakeGateFailures(session, agentID string) ([]GateFailure, error) {
	prefix := []byte(session + "\x00")
	if agentID != "" {
		prefix = append(prefix, agentID+"\x00"...)
	}
	if found, err := s.hasGateFailures(prefix); err != nil || !found {
		return nil, err
	}
	var out []GateFailure
	err := s.update(gateFailuresBucket, func(b *bolt.Bucket) error {
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Seek(prefix) {
			var f GateFailure
			if json.Unmarshal(v, &f) == nil {
				out = append(out, f)
			}
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// hasGateFailures reports, in a read transaction, whether a gate failure is
// recorded under prefix.
func (s *Store) hasGateFailures(prefix []byte) (bool, error) {
	found := false
	err := s.view(gateFailuresBucket, func(b *bolt.Bucket) error {
		if b != nil {
			k, _ := b.Cursor().Seek(prefix)
			found = k != nil && bytes.HasPrefix(k, prefix)
		}
		return nil
	})
	return found, err
}
