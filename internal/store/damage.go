package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	bolt "go.etcd.io/bbolt"
)

// damageError says the database file cannot be trusted: bbolt refused it,
// panicked reading it, or a check here found it cut short or unreadable.
type damageError struct {
	reason string
}

func (e *damageError) Error() string { return "damaged: " + e.reason }

// guarded runs fn, which uses bbolt, so that damage in the mapped file
// cannot kill the process. A fault reading the mapping (a file truncated
// under it) becomes a panic (debug.SetPanicOnFault) and, like bbolt's own
// panics on pages it cannot read, a *damageError. A panic elsewhere (in
// this package's callbacks) is an internal error, not the file's fault.
// SetPanicOnFault is per goroutine: guarded must run in the goroutine that
// touches the database.
func guarded(fn func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		p := recover()
		if p == nil {
			return
		}
		if _, fault := p.(interface{ Addr() uintptr }); fault || panickedIn("go.etcd.io/bbolt") {
			err = &damageError{reason: clipReason(fmt.Sprint(p))}
			return
		}
		err = fmt.Errorf("internal error in the state store: %v", p)
	}()
	return fn()
}

// panickedIn reports whether the innermost function of the panicking
// stack outside the runtime belongs to pkg. It must be called from the
// deferred function that recovers.
func panickedIn(pkg string) bool {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, "runtime.") {
			return strings.HasPrefix(f.Function, pkg+".") || strings.HasPrefix(f.Function, pkg+"/")
		}
		if !more {
			return false
		}
	}
}

func clipReason(s string) string {
	if len(s) > 200 {
		return s[:200] + "…"
	}
	return s
}

// isDamage tells an error of bbolt.Open that means the file is damaged
// from one of the system (permissions, a read-only disk, no memory to map
// it), which says nothing about the file and must not cost its content.
func isDamage(err error) bool {
	var (
		d     *damageError
		pe    *fs.PathError
		errno syscall.Errno
	)
	switch {
	case errors.As(err, &d), errors.Is(err, bolt.ErrInvalid), errors.Is(err, bolt.ErrVersionMismatch), errors.Is(err, bolt.ErrChecksum):
		return true
	case errors.As(err, &pe), errors.As(err, &errno), errors.Is(err, bolt.ErrTimeout):
		return false
	case strings.HasPrefix(err.Error(), "mmap"):
		return false
	}
	// bbolt's remaining Open errors are about the content ("file size
	// too small", an invalid page type).
	return true
}

// asDamage wraps err as a *damageError if it is not one.
func asDamage(err error) error {
	var d *damageError
	if errors.As(err, &d) {
		return d
	}
	return &damageError{reason: clipReason(err.Error())}
}

// OpTimeout bounds one operation on the database. A healthy one takes
// milliseconds; a damaged one can send bbolt round a loop of pages forever,
// which would hang the hook. An operation past its bound is taken for
// damage (the goroutine left running ends with the process).
const OpTimeout = 20 * time.Second

// run runs fn guarded, in a goroutine of its own, and waits at most
// s.opTimeout (plus extra) for it.
func (s *Store) run(extra time.Duration, fn func() error) error {
	done := make(chan error, 1)
	go func() { done <- guarded(fn) }()
	timer := time.NewTimer(s.opTimeout + extra)
	defer timer.Stop()
	select {
	case err := <-done:
		return err
	case <-timer.C:
		s.hung = true
		return &damageError{reason: fmt.Sprintf("an operation on it did not finish in %s: its pages lead round in a loop", s.opTimeout+extra)}
	}
}

// guard runs op on the database. Damage found on the way sets the file
// aside, starts a fresh store and fails this one operation (whatever it
// wrote was rolled back with the transaction; the notice tells the user).
func (s *Store) guard(op func() error) error {
	if s.db == nil {
		return fmt.Errorf("state database %s is not open", s.path)
	}
	err := s.run(0, op)
	var d *damageError
	if !errors.As(err, &d) {
		return err
	}
	if err := s.setAside(d); err != nil {
		return err
	}
	return fmt.Errorf("the state database %s was found damaged while reading it, so it was moved aside and a fresh one started (this event went without it)", s.path)
}

// closeDB closes the database without waiting long: after a panic in a
// transaction, bbolt's locks may never be released. After an operation
// that never finished it does not try.
func (s *Store) closeDB() {
	db, hung := s.db, s.hung
	s.db, s.hung = nil, false
	if db == nil || hung {
		return
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = guarded(db.Close)
	}()
	select {
	case <-done:
	case <-time.After(time.Second):
	}
}

// setAside moves the damaged file to state.db.damaged-<UTC time>, opens a
// fresh store in its place and leaves the notice of the loss in it. If
// another process already moved the file (the path no longer names the
// file found damaged), only the fresh store is opened: the notice is that
// process's to leave.
func (s *Store) setAside(d *damageError) error {
	s.closeDB()
	found := s.found
	aside := s.path + ".damaged-" + time.Now().UTC().Format("20060102T150405.000000000Z")
	cur, err := os.Stat(s.path)
	if found != nil && found.Mode()&fs.ModeSymlink != 0 {
		cur, err = os.Lstat(s.path) // the link itself is what was found
	}
	moved := false
	if err == nil && found != nil && os.SameFile(cur, found) {
		if err := os.Rename(s.path, aside); err != nil {
			return fmt.Errorf("state database %s is damaged (%s) and could not be moved aside: %w; move or delete it to start with empty state", s.path, d.reason, err)
		}
		moved = true
	}
	if err := s.open(); err != nil {
		return fmt.Errorf("state database %s was damaged (%s) and moved aside, but a fresh one could not be started: %w", s.path, d.reason, err)
	}
	if !moved {
		return nil
	}
	notice := fmt.Sprintf("⚠ plan-compliance's state database %s was damaged (%s), so it was moved aside to %s and a fresh one started. "+
		"Lost with it: change sets waiting for review and their decisions, the loop guard's counts, undelivered escalations and the changes recorded for the turn's summary. Nothing in your project was touched.",
		s.path, d.reason, aside)
	return s.write(func(tx *bolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists([]byte(metaBucket))
		if err != nil {
			return err
		}
		if old := b.Get([]byte(damageKey)); old != nil {
			notice = string(old) + "\n" + notice
		}
		return b.Put([]byte(damageKey), []byte(notice))
	})
}

// TakeDamageNotice returns, once, the notice of a damaged database that
// was set aside ("" if none is waiting), for the user.
func (s *Store) TakeDamageNotice() (string, error) {
	if ok, err := s.has(metaBucket, []byte(damageKey)); !ok || err != nil {
		return "", err
	}
	var notice string
	err := s.update(metaBucket, func(b *bolt.Bucket) error {
		notice = string(b.Get([]byte(damageKey)))
		return b.Delete([]byte(damageKey))
	})
	return notice, err
}
