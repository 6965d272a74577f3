package shell

import "strings"

// shellNoExec reports whether a shell's options before its script (args,
// from the first option on) tell it to read the script without running
// it: -n, alone or in a cluster (-n, -nv, -vn), or -o noexec. `bash -n
// scripts/deploy.sh` checks the script's syntax and runs none of it. A
// long option (--norc) or the end of options (--) is no such sign.
func shellNoExec(args []Word) bool {
	for i, a := range args {
		t := a.Text
		switch {
		case a.Dynamic || t == "--" || t == "-" || !strings.HasPrefix(t, "-"):
			return false
		case t == "-o" && i+1 < len(args) && args[i+1].Text == "noexec":
			return true
		case !strings.HasPrefix(t, "--") && strings.IndexByte(t, 'n') > 0:
			return true
		}
	}
	return false
}
