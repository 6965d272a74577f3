// Package store keeps the state that must outlive one hook process: the
// loop guard's block counts now, change sets and decisions later. It is a
// bbolt file (pure Go, so the binary stays static, and nearly free at process
// start, which every prompt and tool call pays). Hook processes run in
// parallel; bbolt's file lock serialises writers and its copy-on-write pages
// keep the file readable if a process dies mid-write.
package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"
)

// FileName is the database file inside the state directory.
const FileName = "state.db"

// LockTimeout bounds how long a process waits for another's write lock.
const LockTimeout = 10 * time.Second

// Dir is where state lives: $CLAUDE_PLUGIN_DATA, else
// $XDG_STATE_HOME/plan-compliance, else ~/.local/state/plan-compliance.
// CLAUDE_PLUGIN_ROOT is never used: it changes on every plugin update.
func Dir(getenv func(string) string) (string, error) {
	if d := getenv("CLAUDE_PLUGIN_DATA"); d != "" {
		return d, nil
	}
	if d := getenv("XDG_STATE_HOME"); d != "" {
		return filepath.Join(d, "plan-compliance"), nil
	}
	home := getenv("HOME")
	if home == "" {
		return "", errors.New("no state directory: set CLAUDE_PLUGIN_DATA, XDG_STATE_HOME or HOME")
	}
	return filepath.Join(home, ".local", "state", "plan-compliance"), nil
}

// Store is an open state database. It is safe for one process at a time to
// hold it open for writing; open it late and close it early.
type Store struct {
	db *bolt.DB
}

// Open opens (creating if needed) the database in dir.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("state directory %s: %w", dir, err)
	}
	path := filepath.Join(dir, FileName)
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: LockTimeout})
	if err != nil {
		if errors.Is(err, bolt.ErrTimeout) {
			return nil, fmt.Errorf("state database %s: still locked by another process after %s", path, LockTimeout)
		}
		return nil, fmt.Errorf("state database %s: %w (delete it to start with empty state)", path, err)
	}
	return &Store{db: db}, nil
}

// Path is the database file.
func (s *Store) Path() string { return s.db.Path() }

// Close releases the database and its lock.
func (s *Store) Close() error { return s.db.Close() }

// update runs fn in a write transaction on bucket name, creating it.
func (s *Store) update(name string, fn func(b *bolt.Bucket) error) error {
	return s.db.Update(func(tx *bolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists([]byte(name))
		if err != nil {
			return err
		}
		return fn(b)
	})
}

// view runs fn in a read transaction on bucket name; a missing bucket is
// passed as nil.
func (s *Store) view(name string, fn func(b *bolt.Bucket) error) error {
	return s.db.View(func(tx *bolt.Tx) error { return fn(tx.Bucket([]byte(name))) })
}

// has reports whether the bucket name holds key, in a read transaction:
// writers look first, so an event with nothing to change never takes the
// write lock.
func (s *Store) has(name string, key []byte) (bool, error) {
	found := false
	err := s.view(name, func(b *bolt.Bucket) error {
		found = b != nil && b.Get(key) != nil
		return nil
	})
	return found, err
}
