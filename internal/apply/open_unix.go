//go:build unix

package apply

import "syscall"

// openNonBlocking keeps an open from waiting on a FIFO put where a file was
// checked a moment before; the descriptor is then checked to be a regular
// file.
const openNonBlocking = syscall.O_NONBLOCK
