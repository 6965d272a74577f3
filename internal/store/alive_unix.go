//go:build unix

package store

import "syscall"

// alive reports whether process pid is running (or was not ours to ask).
func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}
