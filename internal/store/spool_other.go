//go:build !unix

package store

import (
	"os"
)

// spoolFD is an open spool. Without Unix file locks (Windows) the spool
// is an *os.File opened for appending and not locked: a record appended
// while the spool is being folded can be lost, which the log's
// documentation says (docs/reference.md).
type spoolFD = *os.File

// openSpool opens the spool for appending.
// What is not a regular file is refused (errNotRegular).
func openSpool(path string) (spoolFD, error) {
	return openRegularFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE)
}

// openTaken opens a taken spool for reading, a regular file only.
func openTaken(name string) (*os.File, error) { return openRegularFile(name, os.O_RDONLY) }

func openRegularFile(path string, flag int) (*os.File, error) {
	if st, err := os.Lstat(path); err == nil && !st.Mode().IsRegular() {
		return nil, errNotRegular
	}
	f, err := os.OpenFile(path, flag, 0o600)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, errNotRegular
	}
	return f, nil
}

// writeAll writes b in one call.
func writeAll(f spoolFD, b []byte) error {
	_, err := f.Write(b)
	return err
}

// lockShared reports the spool's size; there is no lock to take, and the
// file is taken to be the one at path.
func lockShared(f spoolFD, _ string) (size int64, current bool, err error) {
	st, err := f.Stat()
	if err != nil {
		return 0, false, err
	}
	return st.Size(), true, nil
}

// closeSpool closes an open spool.
func closeSpool(f spoolFD) error { return f.Close() }

// lockExclusive has no lock to take without Unix file locks.
func lockExclusive(*os.File) error { return nil }
