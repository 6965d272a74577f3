//go:build unix

package store

import (
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
func openSpool(path string) (spoolFD, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_APPEND|syscall.O_CREAT|syscall.O_CLOEXEC, 0o600)
		if err != syscall.EINTR {
			return fd, err
		}
	}
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
