package dispatch

import (
	"os"
	"syscall"
)

// pipeSize is what enlargePipe asks for: the most an unprivileged process
// may (/proc/sys/fs/pipe-max-size, 1 MiB by default). A 20 MB event then
// crosses the pipe in 20 reads instead of 320.
const pipeSize = 1 << 20

// enlargePipe enlarges the pipe f reads from, when it is one; any error
// (not a pipe, over the system's limit) leaves it as it is.
func enlargePipe(f *os.File) {
	c, err := f.SyscallConn()
	if err != nil {
		return
	}
	_ = c.Control(func(fd uintptr) {
		_, _, _ = syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_SETPIPE_SZ, pipeSize)
	})
}
