//go:build unix

package store

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// spoolFD is an open spool: a plain file descriptor.
type spoolFD = int

// openSpool opens the spool for appending with plain system calls: an
// *os.File would start Go's network poller (epoll and a wake-up eventfd)
// in a process that otherwise never needs it, which costs a hook more
// than the write.
// It never follows a symbolic link nor blocks on a FIFO, and refuses what
// is not a regular file (errNotRegular).
func openSpool(path string) (spoolFD, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_APPEND|syscall.O_CREAT|syscall.O_CLOEXEC|syscall.O_NONBLOCK|syscall.O_NOFOLLOW, 0o600)
		switch {
		case err == syscall.EINTR:
			continue
		case err == syscall.ELOOP || err == syscall.ENXIO || err == syscall.EISDIR:
			return -1, errNotRegular
		case err != nil:
			return fd, err
		}
		var st syscall.Stat_t
		if err := syscall.Fstat(fd, &st); err != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG {
			_ = syscall.Close(fd)
			return -1, errNotRegular
		}
		return fd, nil
	}
}

// openTaken opens a taken spool for reading: never through a symbolic
// link, never blocking on a FIFO, a regular file only (errNotRegular).
func openTaken(name string) (*os.File, error) {
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOFOLLOW, 0)
	if errors.Is(err, syscall.ELOOP) {
		return nil, errNotRegular
	}
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, errNotRegular
	}
	return f, nil
}

// writeAll writes b with as few write calls as the kernel allows (one for
// a regular file).
func writeAll(fd spoolFD, b []byte) error {
	for len(b) > 0 {
		n, err := syscall.Write(fd, b)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return err
		}
		b = b[n:]
	}
	return nil
}

// lockShared takes a shared lock on the spool (a folder takes it
// exclusively before reading) and reports its size and whether it is still
// the file at path.
func lockShared(fd spoolFD, path string) (size int64, current bool, err error) {
	if err := syscall.Flock(fd, syscall.LOCK_SH); err != nil {
		return 0, false, fmt.Errorf("decision spool %s: lock: %w", path, err)
	}
	var open, named syscall.Stat_t
	if err := syscall.Fstat(fd, &open); err != nil {
		return 0, false, fmt.Errorf("decision spool %s: %w", path, err)
	}
	err = syscall.Stat(path, &named)
	return open.Size, err == nil && open.Dev == named.Dev && open.Ino == named.Ino, nil
}

// closeSpool closes an open spool.
func closeSpool(fd spoolFD) error { return syscall.Close(fd) }

// lockExclusive takes the spool for folding once every writer that opened
// it has finished (they hold it shared).
func lockExclusive(f *os.File) error { return syscall.Flock(int(f.Fd()), syscall.LOCK_EX) }
