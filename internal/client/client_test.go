package client

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/client/claude"
)

func TestChosen(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == EnvVar {
				return v
			}
			return ""
		}
	}
	c, err := Chosen("", env(""))
	require.NoError(t, err)
	assert.Equal(t, claude.Client{}, c, "Claude Code by default")
	c, err = Chosen("", env("Claude"))
	require.NoError(t, err)
	assert.Equal(t, claude.Client{}, c, "the environment names it, any case")
	_, err = Chosen("nosuch", env("claude"))
	assert.ErrorContains(t, err, `unknown client "nosuch": the clients are claude`, "the flag wins over the environment")
	_, err = Chosen("", env("nosuch"))
	assert.Error(t, err)
}
