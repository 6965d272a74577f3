package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShellNoExec: a shell told to check a script's syntax (-n, in a
// cluster, -o noexec) runs none of it, so the script is not read as run;
// other options still run it.
func TestShellNoExec(t *testing.T) {
	for _, tt := range []struct {
		cmd string
		run bool
	}{
		{"bash -n scripts/deploy.sh", false},
		{"sh -n ./tools/release.sh && cat tools/release.sh", false},
		{"zsh -nv bin/setup.zsh", false},
		{"bash -o noexec scripts/x.sh", false},
		{"dash -vn scripts/x.sh", false},
		{"bash scripts/deploy.sh", true},
		{"bash -e scripts/deploy.sh", true},
		{"bash -x scripts/deploy.sh -n", true},
		{"bash --norc scripts/deploy.sh", true},
		{"bash -o pipefail scripts/deploy.sh", true},
	} {
		t.Run(tt.cmd, func(t *testing.T) {
			r, err := Read(tt.cmd, "/p")
			require.NoError(t, err)
			assert.Equal(t, tt.run, len(r.ScriptRuns()) > 0)
		})
	}
}
