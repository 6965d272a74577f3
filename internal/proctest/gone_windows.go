//go:build windows

package proctest

import "golang.org/x/sys/windows"

// stillActive is the exit code Windows reports for a process that runs.
const stillActive = 259

// Gone reports whether pid no longer runs.
func Gone(pid int) bool {
	h, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(pid))
	if err != nil {
		return true
	}
	defer windows.CloseHandle(h)
	var code uint32
	if err := windows.GetExitCodeProcess(h, &code); err != nil {
		return true
	}
	return code != stillActive
}
