//go:build unix

package safefile

import "syscall"

// openFlags makes open return at once on a FIFO instead of waiting for a
// writer. On a regular file O_NONBLOCK changes nothing.
const openFlags = syscall.O_NONBLOCK
