package store

import (
	"errors"
	"fmt"
	"os"
	"strconv"

	bolt "go.etcd.io/bbolt"
)

// Format is the version of the database layout this build writes. A
// database without one (written before versions existed) that reads
// cleanly is format 1 and is stamped so on open.
const Format = 1

// The bucket of the database's own facts: its format, and the notice of a
// damaged predecessor waiting for the user.
const (
	metaBucket = "store"
	formatKey  = "format"
	damageKey  = "damaged"
)

// NewerFormatError is the error for a database written by a newer build
// than this one, whose layout this build cannot know.
type NewerFormatError struct {
	// Path is the database file.
	Path string
	// Format is the format it is in.
	Format int
}

func (e *NewerFormatError) Error() string {
	return fmt.Sprintf("state database %s is in format %d, newer than the format %d this build of plan-compliance reads: a newer plan-compliance wrote it, so update this one (the hook runs on without state until then)", e.Path, e.Format, Format)
}

// errStop ends a ForEach early.
var errStop = errors.New("stop")

// checkFormat checks the open database: no shorter than its pages say
// (bbolt finds a cut-short file only when it reads past the end), in a
// format this build reads; an unversioned one is checked page by page
// once and stamped.
func (s *Store) checkFormat() error {
	var (
		need  int64
		raw   []byte
		empty = true
	)
	db := s.db // read once here: the operation's goroutine may outlive a closeDB
	err := s.run(0, func() error {
		return db.View(func(tx *bolt.Tx) error {
			need = tx.Size()
			if b := tx.Bucket([]byte(metaBucket)); b != nil {
				raw = append([]byte(nil), b.Get([]byte(formatKey))...)
			}
			err := tx.ForEach(func([]byte, *bolt.Bucket) error { empty = false; return errStop })
			if errors.Is(err, errStop) {
				return nil
			}
			return err
		})
	})
	if err != nil {
		return asDamage(err)
	}
	if info, err := os.Stat(s.path); err == nil && info.Size() < need {
		return &damageError{reason: fmt.Sprintf("the file is %d bytes but its pages need %d: it was cut short", info.Size(), need)}
	}
	if raw == nil {
		if !empty {
			if err := s.checkPages(); err != nil {
				return err
			}
		}
		err := s.run(0, func() error { return db.Update(stampFormat) })
		if err != nil && isDamage(err) {
			return asDamage(err)
		}
		return err
	}
	n, err := strconv.Atoi(string(raw))
	switch {
	case err != nil || n < 1:
		return &damageError{reason: fmt.Sprintf("its format %q is unreadable", clipReason(string(raw)))}
	case n > Format:
		return &NewerFormatError{Path: s.path, Format: n}
	}
	return nil
}

// checkPages reads every key and value of every bucket, in this
// goroutine, so that damage anywhere shows as an error here rather than
// later. (bbolt's own tx.Check reads in a goroutine of its own, where a
// fault in the mapping cannot be caught.)
func (s *Store) checkPages() error {
	var walk func(b *bolt.Bucket) error
	walk = func(b *bolt.Bucket) error {
		return b.ForEach(func(k, v []byte) error {
			if v == nil {
				if nested := b.Bucket(k); nested != nil {
					return walk(nested)
				}
			}
			return nil
		})
	}
	db := s.db
	err := s.run(0, func() error {
		return db.View(func(tx *bolt.Tx) error {
			return tx.ForEach(func(_ []byte, b *bolt.Bucket) error { return walk(b) })
		})
	})
	if err != nil {
		return asDamage(err)
	}
	return nil
}

// stampFormat records Format in the database.
func stampFormat(tx *bolt.Tx) error {
	b, err := tx.CreateBucketIfNotExists([]byte(metaBucket))
	if err != nil {
		return err
	}
	return b.Put([]byte(formatKey), []byte(strconv.Itoa(Format)))
}
