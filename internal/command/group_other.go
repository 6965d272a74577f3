//go:build !unix

package command

import "os/exec"

// inOwnProcessGroup: without Unix process groups, cancellation kills the
// command itself (exec.CommandContext's default).
func inOwnProcessGroup(*exec.Cmd) {}

// killGroup: nothing to do without process groups.
func killGroup(*exec.Cmd) {}
