//go:build !unix && !windows

package command

import "os/exec"

// group is the processes one command started. Without process groups or
// job objects, only the command itself can be killed (exec.CommandContext's
// default cancellation).
type group struct{ cmd *exec.Cmd }

func newGroup(cmd *exec.Cmd) (*group, error) { return &group{cmd: cmd}, nil }

func (g *group) started() error { return nil }

func (g *group) kill() error {
	if g.cmd.Process == nil {
		return nil
	}
	return g.cmd.Process.Kill()
}

func (g *group) release() {}
