//go:build unix

package command

import (
	"os/exec"
	"syscall"
)

// inOwnProcessGroup makes cmd lead a new process group and has cancellation
// kill the whole group, so `sleep 100 &` inside a gate dies with it.
func inOwnProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// killGroup kills whatever is left of cmd's process group.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
