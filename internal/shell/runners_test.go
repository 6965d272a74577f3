package shell

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// names is the command lines of a reading's invocations, wrappers off.
func names(r Reading) []string {
	var out []string
	for _, inv := range r.Invocations {
		out = append(out, display(inv.Args))
	}
	return out
}

// The command a runner, an alias, a trap, env -S or a git setting runs is
// among the invocations (as it is written).
func TestRunnersAndCommandTextAreRead(t *testing.T) {
	for cmd, want := range map[string]string{
		`strace -f -o log git push`:                 "git push",
		`busybox sh -c 'git push'`:                  "git push",
		`env -S 'git push' origin`:                  "git push origin",
		`alias gp='git push'; gp`:                   "git push",
		`trap 'git push' EXIT`:                      "git push",
		`ssh host 'git push'`:                       "git push",
		`GIT_PAGER='git push' git log`:              "git push",
		`git -c alias.p='!git push' p`:              "git push",
		`git rebase -x 'git push' HEAD~1`:           "git push",
		`git bisect run git push`:                   "git push",
		`git submodule foreach git push`:            "git push",
		`/lib64/ld-linux-x86-64.so.2 /bin/git push`: "/bin/git push",
	} {
		r, err := Read(cmd, "/p")
		require.NoError(t, err, cmd)
		found := false
		for _, n := range names(r) {
			// An alias's or a setting's command gets further words ("$@").
			found = found || n == want || n == want+` "$@"`
		}
		assert.True(t, found, "%s: %q not among %q", cmd, want, names(r))
	}
}

// What cannot be read is said: a script on the shell's standard input under
// another name, hash -p, BASH_ENV, git's hooks directory, at fed a pipe.
func TestRunnersSayWhatCannotBeRead(t *testing.T) {
	for _, cmd := range []string{
		`bash /dev/stdin < f`, `sh /proc/self/fd/0 < f`, `hash -p /tmp/x ls; ls`, `BASH_ENV=/tmp/x bash -c true`,
		`git -c core.hooksPath=/tmp/h commit -m x`, `echo x | at now`, `echo x | parallel`,
	} {
		r, err := Read(cmd, "/p")
		require.NoError(t, err, cmd)
		assert.True(t, r.HiddenCommands, cmd)
	}
}

// Runners nested in runners' arguments are read within a bound: a 58 KB
// line of them took 1.3 s before the bound, env -S with thousands of
// arguments 0.5 s.
func TestNestedRunnersStayCheap(t *testing.T) {
	for _, cmd := range []string{
		strings.Repeat("strace ssh 'strace ssh \"strace ssh x\"' ", 1500),
		strings.Repeat("env -S 'env -S \"x y\"' ", 2000),
		strings.Repeat("nice strace -f taskset 1 chrt 0 ", 1500) + "x",
	} {
		start := time.Now()
		_, err := Read(cmd[:min(len(cmd), MaxBytes)], "/p")
		require.NoError(t, err)
		assert.Less(t, time.Since(start), 400*time.Millisecond, cmd[:40])
	}
}
