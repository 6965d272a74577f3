//go:build unix

package abort

import "syscall"

// noCoreDump sets the process's core file size limit to zero. (A core
// handler such as systemd-coredump or apport honours it too.)
func noCoreDump() {
	_ = syscall.Setrlimit(syscall.RLIMIT_CORE, &syscall.Rlimit{})
}
