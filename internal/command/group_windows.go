//go:build windows

package command

import (
	"fmt"
	"os/exec"
	"unsafe"

	"golang.org/x/sys/windows"
)

// group is the processes one command started, killed as one: a Windows job
// object the command is put in once started; every process it creates
// joins the job too. The job is made to kill its processes when its last
// handle closes, so even a hook that dies leaves nothing behind.
//
// Between the start and the assignment the command runs for a moment
// outside the job; a child it started in that moment escapes. Shells spend
// longer than that before their first command.
type group struct {
	cmd *exec.Cmd
	job windows.Handle
}

// newGroup creates the job for cmd (not yet started) and has cancellation
// terminate the whole job.
func newGroup(cmd *exec.Cmd) (*group, error) {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return nil, fmt.Errorf("creating a job object for the command: %w", err)
	}
	info := windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION{}
	info.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info))); err != nil {
		_ = windows.CloseHandle(job)
		return nil, fmt.Errorf("setting up the command's job object: %w", err)
	}
	g := &group{cmd: cmd, job: job}
	cmd.Cancel = g.kill
	return g, nil
}

// started puts the running command into the job.
func (g *group) started() error {
	p, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(g.cmd.Process.Pid))
	if err != nil {
		return fmt.Errorf("opening the command's process: %w", err)
	}
	defer windows.CloseHandle(p)
	if err := windows.AssignProcessToJobObject(g.job, p); err != nil {
		return fmt.Errorf("putting the command in its job object: %w", err)
	}
	return nil
}

// kill terminates every process in the job.
func (g *group) kill() error {
	return windows.TerminateJobObject(g.job, 1)
}

// release closes the job, which kills what is still in it.
func (g *group) release() {
	_ = windows.CloseHandle(g.job)
}
