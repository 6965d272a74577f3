package cli

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"
)

func execute(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb strings.Builder
	s := System()
	s.In, s.Out, s.Err = strings.NewReader(""), &out, &errb
	code := Execute(context.Background(), s, args)
	return out.String(), errb.String(), code
}

// --version says the plugin.json version, the commit (none in a test
// build), the Go toolchain and the executable's SHA-256.
func TestVersionIsThePlugins(t *testing.T) {
	raw, err := os.ReadFile("../../.claude-plugin/plugin.json")
	require.NoError(t, err)
	want := gjson.GetBytes(raw, "version").String()
	require.NotEmpty(t, want)
	out, _, code := execute(t, "--version")
	assert.Equal(t, 0, code)
	lines := strings.Split(out, "\n")
	require.GreaterOrEqual(t, len(lines), 4, out)
	assert.Equal(t, "plan-compliance "+want, lines[0])
	assert.True(t, strings.HasPrefix(lines[1], "commit: "), out)
	assert.Equal(t, "go: "+runtime.Version()+" "+runtime.GOOS+"/"+runtime.GOARCH, lines[2])
	assert.Regexp(t, `^sha256: [0-9a-f]{64}$`, lines[3])
}

// completion prints cobra's script for each shell.
func TestCompletion(t *testing.T) {
	for shell, marker := range map[string]string{
		"bash": "complete -o default -F __start_plan-compliance plan-compliance", "zsh": "#compdef plan-compliance",
		"fish": "complete -c plan-compliance", "powershell": "Register-ArgumentCompleter",
	} {
		out, errOut, code := execute(t, "completion", shell)
		assert.Equal(t, 0, code, errOut)
		assert.Contains(t, out, marker, shell)
	}
}
