package session

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func envOf(vars map[string]string, wd string) Env {
	return Env{
		Getenv: func(k string) string { return vars[k] },
		Getwd: func() (string, error) {
			if wd == "" {
				return "", errors.New("no working directory")
			}
			return wd, nil
		},
	}
}

// The project is $CLAUDE_PROJECT_DIR, else the event's cwd (a hook),
// else the injected working directory: never the process's behind it.
func TestProjectDir(t *testing.T) {
	for _, tc := range []struct {
		name      string
		vars      map[string]string
		cwd, wd   string
		hook, per string
	}{
		{"the variable wins", map[string]string{"CLAUDE_PROJECT_DIR": "/p"}, "/event", "/wd", "/p", "/p"},
		{"then the event's cwd, for a hook", nil, "/event", "/wd", "/event", "/wd"},
		{"then the injected working directory", nil, "", "/wd", "/wd", "/wd"},
		{"nothing readable", nil, "", "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := envOf(tc.vars, tc.wd)
			assert.Equal(t, tc.hook, ForHook(env, tc.cwd).Project)
			assert.Equal(t, tc.per, ForPerson(env).Project)
		})
	}
}

// A hook keeps state in CLAUDE_PLUGIN_DATA, else the XDG state directory;
// a person's command finds the plugin's data directory from a terminal.
func TestStateDir(t *testing.T) {
	home := t.TempDir()
	data := filepath.Join(home, ".claude", "plugins", "data", "plan-compliance-local")
	require.NoError(t, os.MkdirAll(data, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(data, "state.db"), nil, 0o600))
	env := envOf(map[string]string{"HOME": home}, home)

	dir, err := ForHook(env, "").StateDir()
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(home, ".local", "state", "plan-compliance"), dir)
	dir, err = ForPerson(env).StateDir()
	require.NoError(t, err)
	assert.Equal(t, data, dir)
}

// A broken config gives the default change-set settings and says so.
func TestChangesConfigOfABrokenConfig(t *testing.T) {
	project := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(project, ".claude"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(project, ".claude", "gates.json"), []byte(`{"changes": {"max_items": "many"}}`), 0o644))
	env := envOf(map[string]string{"CLAUDE_PROJECT_DIR": project, "HOME": project}, project)
	var warn bytes.Buffer
	cfg := ForPerson(env).ChangesConfig(&warn)
	assert.Contains(t, warn.String(), "warning:")
	assert.Contains(t, warn.String(), "gates.json")
	assert.Positive(t, cfg.MaxItems, "the defaults")
}
