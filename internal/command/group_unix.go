//go:build unix

package command

import (
	"os/exec"
	"syscall"
)

// group is the processes one command started, killed as one: a Unix
// process group the command leads.
type group struct{ cmd *exec.Cmd }

// newGroup makes cmd (not yet started) lead a new process group and has
// cancellation kill the whole group, so `sleep 100 &` inside a gate dies
// with it.
func newGroup(cmd *exec.Cmd) (*group, error) {
	g := &group{cmd: cmd}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = g.kill
	return g, nil
}

// started is called once cmd has started: nothing to do, the group exists
// from the fork.
func (g *group) started() error { return nil }

// kill kills whatever is left of the group. A process that left it
// (setsid) is out of reach.
func (g *group) kill() error {
	if g.cmd.Process == nil {
		return nil
	}
	return syscall.Kill(-g.cmd.Process.Pid, syscall.SIGKILL)
}

// release frees what the group holds: nothing on Unix.
func (g *group) release() {}
