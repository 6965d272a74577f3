package store

import (
	"os"
	"path/filepath"
	"strings"
)

// ChangesDir is where a person's `plan-compliance changes` command finds
// the state the hooks wrote. Hooks get $CLAUDE_PLUGIN_DATA from Claude Code
// (…/.claude/plugins/data/plan-compliance-<marketplace>), but a terminal
// or the model's Bash tool does not, so: $CLAUDE_PLUGIN_DATA when set; else
// the plan-compliance plugin data directory under $CLAUDE_CONFIG_DIR (or
// ~/.claude) that holds a state.db — the most recently written one when
// there are several (say, an installed plugin and a --plugin-dir one);
// else Dir's default.
func ChangesDir(getenv func(string) string) (string, error) {
	return pluginDataDir(getenv, FileName)
}

// pluginDataDir is $CLAUDE_PLUGIN_DATA when set; else the plan-compliance
// plugin data directory under $CLAUDE_CONFIG_DIR (or ~/.claude) holding
// the most recently written of files; else Dir's default.
func pluginDataDir(getenv func(string) string, files ...string) (string, error) {
	if d := getenv("CLAUDE_PLUGIN_DATA"); d != "" {
		return d, nil
	}
	config := getenv("CLAUDE_CONFIG_DIR")
	if config == "" && getenv("HOME") != "" {
		config = filepath.Join(getenv("HOME"), ".claude")
	}
	if config != "" {
		data := filepath.Join(config, "plugins", "data")
		entries, _ := os.ReadDir(data)
		var best string
		var newest int64
		for _, e := range entries {
			if !e.IsDir() || e.Name() != "plan-compliance" && !strings.HasPrefix(e.Name(), "plan-compliance-") {
				continue
			}
			for _, f := range files {
				info, err := os.Stat(filepath.Join(data, e.Name(), f))
				if err != nil {
					continue
				}
				if t := info.ModTime().UnixNano(); best == "" || t > newest {
					best, newest = filepath.Join(data, e.Name()), t
				}
			}
		}
		if best != "" {
			return best, nil
		}
	}
	return Dir(getenv)
}
