package store

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// The spool is how a hook records a decision within its budget. A bbolt
// commit rewrites pages in place, and on ext4 rewriting a page the kernel
// is still writing back waits for it: measured in separate processes, an
// unsynced commit took 0.26 ms at the median and 2 ms at the 99th
// percentile, against 0.035 ms for appending one line to a file. So a hook
// appends its record, as one JSON line in one write, to SpoolFileName, and
// the spool is folded into the log (one transaction for all its lines)
// when someone reads the log, and by a hook when the spool has grown past
// spoolFoldAt.

// SpoolFileName is the file decisions wait in before they are folded into
// the log.
const SpoolFileName = "decisions.spool"

// spoolFoldAt is the spool size at which a hook folds it into the log
// (about 2,000 records: one fold per that many events).
const spoolFoldAt = 1 << 20

// spoolMax bounds the spool when it cannot be folded (the log locked or
// damaged for a long time): beyond it, new records are dropped.
const spoolMax = 16 << 20

// foldingPrefix names a spool taken for folding; one left by a folder that
// died is folded by the next.
const foldingPrefix = SpoolFileName + ".folding-"

// errNotRegular says a spool path holds something other than a regular
// file (a FIFO, a directory, a symbolic link): it is set aside.
var errNotRegular = errors.New("not a regular file")

// setAsideSpool moves what is at a spool path and is not a regular file to
// <path>.damaged-<UTC time>, where the user can look at it; records are
// never written through it.
func setAsideSpool(path string) error {
	aside := path + ".damaged-" + time.Now().UTC().Format("20060102T150405.000000000Z")
	if err := os.Rename(path, aside); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("decision spool %s is not a regular file and could not be moved aside: %w; remove it", path, err)
	}
	return nil
}

// Spool appends d, bounded, to the spool in the state directory dir. due
// reports that the spool is large enough to fold now (Log.Fold).
func Spool(dir string, d Decision) (due bool, err error) {
	d.Bound()
	line := append(appendDecision(make([]byte, 0, 1024), &d), '\n')
	path := filepath.Join(dir, SpoolFileName)
	for attempt := 0; ; attempt++ {
		fd, err := openSpool(path)
		if errors.Is(err, fs.ErrNotExist) {
			if err := os.MkdirAll(dir, 0o700); err != nil {
				return false, fmt.Errorf("state directory %s: %w", dir, err)
			}
			fd, err = openSpool(path)
		}
		if errors.Is(err, errNotRegular) && attempt < 3 {
			if err := setAsideSpool(path); err != nil {
				return false, err
			}
			continue
		}
		if err != nil {
			return false, fmt.Errorf("decision spool %s: %w", path, err)
		}
		size, current, err := lockShared(fd, path)
		if err == nil && !current && attempt < 3 {
			// A folder took this file between our open and our lock.
			_ = closeSpool(fd)
			continue
		}
		if err == nil && size+int64(len(line)) > spoolMax {
			err = fmt.Errorf("decision spool %s is over %d MB and cannot be folded into the log: record dropped", path, spoolMax>>20)
		}
		if err == nil {
			err = writeAll(fd, line)
			size += int64(len(line))
		}
		if cerr := closeSpool(fd); err == nil && cerr != nil {
			err = fmt.Errorf("decision spool %s: %w", path, cerr)
		}
		return err == nil && size >= spoolFoldAt, err
	}
}

// Fold moves every spooled record of the state directory dir into the log,
// in one transaction, and removes what it folded. Lines a process did not
// finish writing are skipped.
func (l *Log) Fold(dir string) error {
	path := filepath.Join(dir, SpoolFileName)
	taken := filepath.Join(dir, foldingPrefix+strconv.Itoa(os.Getpid())+"-"+strconv.FormatInt(time.Now().UnixNano(), 36))
	if err := os.Rename(path, taken); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("decision spool %s: %w", path, err)
	}
	files, err := filepath.Glob(filepath.Join(dir, foldingPrefix+"*"))
	if err != nil {
		return err
	}
	for _, name := range files {
		if strings.Contains(filepath.Base(name), ".damaged-") {
			continue // set aside before, not a spool
		}
		if err := l.foldFile(name); err != nil {
			return err
		}
	}
	return nil
}

// foldFile adds the records of one taken spool file, waiting for writers
// that opened it before it was taken, then removes it.
func (l *Log) foldFile(name string) error {
	f, err := openTaken(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil // another folder had it
	}
	if errors.Is(err, errNotRegular) {
		return setAsideSpool(name) // holds no records: kept aside, folding goes on
	}
	if err != nil {
		return err
	}
	defer f.Close()
	if err := lockExclusive(f); err != nil {
		return fmt.Errorf("decision spool %s: lock: %w", name, err)
	}
	var ds []Decision
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		var d Decision
		if json.Unmarshal(sc.Bytes(), &d) == nil && !d.Time.IsZero() {
			ds = append(ds, d)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("decision spool %s: %w", name, err)
	}
	if len(ds) > 0 {
		if err := l.Add(ds...); err != nil {
			return err
		}
	}
	if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}
