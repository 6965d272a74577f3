//go:build unix

package proctest

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// Gone reports whether pid no longer runs: it does not exist, or it is a
// zombie waiting for its new parent to reap it (an orphan's reaper may be
// slow).
func Gone(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return true
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true // no /proc (darwin): kill(0) succeeding means it runs
	}
	s := string(stat)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return len(fields) > 0 && fields[0] == "Z"
}
