package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	bolt "go.etcd.io/bbolt"
)

// OpenCopy opens a private copy of the database in dir, for a dry run: it
// reads what the real one holds, and everything written to it is thrown
// away by remove (call it after Close). The real database is only read,
// under a shared lock, in one consistent transaction.
func OpenCopy(dir string) (s *Store, remove func(), err error) {
	tmp, err := os.MkdirTemp("", "plan-compliance-dry-run-")
	if err != nil {
		return nil, nil, fmt.Errorf("a scratch directory for the dry run: %w", err)
	}
	remove = func() { _ = os.RemoveAll(tmp) }
	if err := copyDB(filepath.Join(dir, FileName), filepath.Join(tmp, FileName)); err != nil {
		remove()
		return nil, nil, err
	}
	s, err = Open(tmp)
	if err != nil {
		remove()
		return nil, nil, err
	}
	return s, remove, nil
}

// copyDB writes a consistent copy of the database at from to to; no file at
// from copies as nothing.
func copyDB(from, to string) error {
	if _, err := os.Stat(from); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	db, err := bolt.Open(from, 0o600, &bolt.Options{ReadOnly: true, Timeout: LockTimeout})
	if err != nil {
		return fmt.Errorf("state database %s: %w", from, err)
	}
	defer db.Close()
	return db.View(func(tx *bolt.Tx) error {
		if err := tx.CopyFile(to, 0o600); err != nil {
			return fmt.Errorf("copying the state database %s for the dry run: %w", from, err)
		}
		return nil
	})
}
