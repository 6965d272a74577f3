package scripts

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
)

// The plumbing of classify-with-claude, against a stub claude (the live
// model is not reachable here): it passes the fixed prompt and the hook's
// JSON on stdin with -p --model haiku, and prints an answer plan-compliance
// reads.
func TestClassifyWithClaudePlumbing(t *testing.T) {
	dir := t.TempDir()
	got := filepath.Join(dir, "got")
	stub := "#!/bin/sh\nprintf '%s\\n' \"$*\" > " + got + ".args\ncat > " + got + ".stdin\n" +
		"echo 'Sure. {\"level\": \"needs_confirmation\", \"reasoning\": \"only the new text names it\"}'\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "claude"), []byte(stub), 0o755))
	input := `{"conversation":[{"role":"user","text":"fix parse.go"}],"proposed_action":"Edit \"config.go\": …"}`

	cmd := exec.Command("./classify-with-claude")
	cmd.Env = append(os.Environ(), "CLAUDE="+filepath.Join(dir, "claude"))
	cmd.Stdin = strings.NewReader(input)
	out, err := cmd.Output()
	require.NoError(t, err)

	cls, err := confirm.ParseClassifierAnswer(out)
	require.NoError(t, err)
	assert.Equal(t, confirm.NeedsConfirmation, cls.Level)
	args, err := os.ReadFile(got + ".args")
	require.NoError(t, err)
	assert.Equal(t, "-p --model haiku --output-format text\n", string(args))
	stdin, err := os.ReadFile(got + ".stdin")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(stdin), "You decide whether a user explicitly asked"))
	assert.True(t, strings.HasSuffix(strings.TrimSpace(string(stdin)), input), "the hook's JSON follows the prompt")

	cmd = exec.Command("./classify-with-claude")
	cmd.Env = append(os.Environ(), "CLAUDE="+filepath.Join(dir, "claude"))
	cmd.Stdin = strings.NewReader("")
	_, err = cmd.Output()
	assert.Error(t, err, "no input is a failure, so the change needs confirmation")
}
