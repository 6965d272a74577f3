package store

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestChangesDir(t *testing.T) {
	home := t.TempDir()
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	data := filepath.Join(home, ".claude", "plugins", "data")
	mk := func(name string, age time.Duration) string {
		dir := filepath.Join(data, name)
		require.NoError(t, os.MkdirAll(dir, 0o755))
		f := filepath.Join(dir, FileName)
		require.NoError(t, os.WriteFile(f, nil, 0o600))
		when := time.Now().Add(-age)
		require.NoError(t, os.Chtimes(f, when, when))
		return dir
	}

	got, err := ChangesDir(env(map[string]string{"HOME": home}))
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(home, ".local", "state", "plan-compliance"), got, "no plugin data yet: the default")

	inline := mk("plan-compliance-inline", time.Hour)
	mk("other-plugin", 0)
	require.NoError(t, os.MkdirAll(filepath.Join(data, "plan-compliance-empty"), 0o755))
	got, _ = ChangesDir(env(map[string]string{"HOME": home}))
	assert.Equal(t, inline, got, "the hooks' plugin data directory")

	market := mk("plan-compliance-plan-compliance", time.Minute)
	got, _ = ChangesDir(env(map[string]string{"HOME": home}))
	assert.Equal(t, market, got, "the most recently written of several")

	got, _ = ChangesDir(env(map[string]string{"HOME": home, "CLAUDE_PLUGIN_DATA": "/explicit"}))
	assert.Equal(t, "/explicit", got)

	cfg := t.TempDir()
	other := filepath.Join(cfg, "plugins", "data", "plan-compliance")
	require.NoError(t, os.MkdirAll(other, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(other, FileName), nil, 0o600))
	got, _ = ChangesDir(env(map[string]string{"HOME": home, "CLAUDE_CONFIG_DIR": cfg}))
	assert.Equal(t, other, got, "CLAUDE_CONFIG_DIR moves ~/.claude")
}
