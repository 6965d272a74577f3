// Package store keeps the state that must outlive one hook process: the
// loop guard's block counts now, change sets and decisions later. It is a
// bbolt file (pure Go, so the binary stays static, and nearly free at process
// start, which every prompt and tool call pays). Hook processes run in
// parallel; bbolt's file lock serialises writers and its copy-on-write pages
// keep the file readable if a process dies mid-write.
//
// bbolt maps the file into memory and panics on pages it cannot make sense
// of, so a damaged file (truncated, overwritten, emptied) would crash every
// hook that opens it. Every access here runs guarded (see damage.go): a
// damaged file is moved aside, a fresh store started, and a notice of what
// was lost kept for the user (TakeDamageNotice). The format is versioned
// (see format.go).
package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/safefile"
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
	db   *bolt.DB
	path string
	// found is the file at path when it was opened: the one to set aside
	// if it proves damaged, and not another process's fresh one.
	found os.FileInfo
	// opTimeout bounds each operation (OpTimeout; tests shorten it).
	opTimeout time.Duration
	// hung is set when an operation did not finish: the database is then
	// abandoned, not closed (closing would wait for it).
	hung bool
	// lease names this process's hand-overs of escalations.
	lease string
}

// Open opens (creating if needed) the database in dir. A damaged database
// is moved aside and a fresh one started in its place (the notice saying so
// waits in the fresh one: TakeDamageNotice); a database of a newer format
// than this build reads is refused with a *NewerFormatError.
func Open(dir string) (*Store, error) { return openStore(dir, OpTimeout) }

// openStore is Open with each operation bounded by opTimeout.
func openStore(dir string, opTimeout time.Duration) (*Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("state directory %s: %w", dir, err)
	}
	s := &Store{path: filepath.Join(dir, FileName), opTimeout: opTimeout,
		lease: strconv.Itoa(os.Getpid()) + "-" + strconv.FormatInt(time.Now().UnixNano(), 36)}
	err := s.open()
	var d *damageError
	if errors.As(err, &d) {
		return s, s.setAside(d)
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

// open opens the file at s.path and checks it: its size against what its
// pages claim, its format.
func (s *Store) open() error {
	s.found = nil
	info, err := os.Stat(s.path)
	if err != nil {
		// A symbolic link to nothing, or a loop of them: not a database,
		// and never one to create through the link.
		if link, lerr := os.Lstat(s.path); lerr == nil && link.Mode()&fs.ModeSymlink != 0 {
			s.found = link
			if errors.Is(err, fs.ErrNotExist) {
				return &damageError{reason: "it is a symbolic link to nothing"}
			}
			return &damageError{reason: "it is a loop of symbolic links"}
		}
	}
	if errors.Is(err, fs.ErrNotExist) {
		if err := s.create(); err != nil {
			return err
		}
		info, err = os.Stat(s.path)
	}
	if err == nil {
		s.found = info
		if !info.Mode().IsRegular() {
			// A directory, a FIFO, a device: bbolt would fail on every
			// event (or block on a FIFO) for as long as it stays.
			return &damageError{reason: "it is not a regular file but " + safefile.Kind(info.Mode())}
		}
		if info.Size() == 0 {
			// Never a database being created (create links a complete
			// one into place): a database emptied. bbolt would silently
			// start a new one in it.
			return &damageError{reason: "the file is empty"}
		}
	}
	var db *bolt.DB
	err = s.run(LockTimeout, func() (err error) {
		db, err = bolt.Open(s.path, 0o600, &bolt.Options{Timeout: LockTimeout})
		return err
	})
	if err == nil {
		s.db = db
	}
	switch {
	case errors.Is(err, bolt.ErrTimeout):
		return fmt.Errorf("state database %s: still locked by another process after %s", s.path, LockTimeout)
	case err != nil && !isDamage(err):
		return fmt.Errorf("state database %s: %w", s.path, err)
	case err != nil:
		return asDamage(err)
	}
	if info, err := os.Stat(s.path); err == nil {
		s.found = info
	}
	if err := s.checkFormat(); err != nil {
		s.closeDB()
		return err
	}
	return nil
}

// create makes a new database at s.path, complete before it appears
// there: it is written under a temporary name and linked into place, which
// fails if another process got there first (whose database is then used).
// So a file at s.path is never a database half made, and an empty one is
// always damage.
func (s *Store) create() error {
	tmp, err := os.CreateTemp(filepath.Dir(s.path), FileName+".new-*")
	if err != nil {
		return fmt.Errorf("state database %s: %w", s.path, err)
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	db, err := bolt.Open(tmp.Name(), 0o600, nil)
	if err != nil {
		return fmt.Errorf("state database %s: %w", s.path, err)
	}
	err = db.Update(stampFormat)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("state database %s: %w", s.path, err)
	}
	if err := os.Link(tmp.Name(), s.path); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("state database %s: %w", s.path, err)
	}
	return nil
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// Close releases the database and its lock.
func (s *Store) Close() error {
	if s.db == nil || s.hung {
		s.db = nil
		return nil
	}
	err := guarded(s.db.Close)
	s.db = nil
	return err
}

// write runs fn in a write transaction, guarded.
func (s *Store) write(fn func(tx *bolt.Tx) error) error {
	db := s.db // the goroutine running fn must not read s.db: closeDB may clear it meanwhile
	return s.guard(func() error { return db.Update(fn) })
}

// read runs fn in a read transaction, guarded.
func (s *Store) read(fn func(tx *bolt.Tx) error) error {
	db := s.db
	return s.guard(func() error { return db.View(fn) })
}

// update runs fn in a write transaction on bucket name, creating it.
func (s *Store) update(name string, fn func(b *bolt.Bucket) error) error {
	return s.write(func(tx *bolt.Tx) error {
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
	return s.read(func(tx *bolt.Tx) error { return fn(tx.Bucket([]byte(name))) })
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
