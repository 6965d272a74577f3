package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/hookfile"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
)

// qwenHook is one hook registration install writes into Qwen Code's
// settings.json: the event, the tool matcher ("" for every call) and the
// time limit in seconds (0 for Qwen's default of 60).
type qwenHook struct {
	event, matcher string
	timeout        int
}

// qwenHooks are the events plan-compliance answers under Qwen Code. The
// matchers name Qwen's tools (a "^…$" matcher is one regular expression);
// the stops run the gate chain, so they get ten minutes.
func qwenHooks() []qwenHook {
	return []qwenHook{
		{event: "SessionStart"},
		{event: "UserPromptSubmit"},
		{event: "PreToolUse", matcher: "^(write_file|edit|run_shell_command|mcp__.*)$"},
		{event: "PostToolUse", matcher: "^(agent|write_file|edit|mcp__.*)$"},
		{event: "SubagentStart"},
		{event: "SubagentStop", timeout: 600},
		{event: "Stop", timeout: 600},
	}
}

// maxSettings bounds the settings file install reads.
const maxSettings = 4 << 20

// qwenSettingsPath is ~/.qwen/settings.json, or with --project the
// project's .qwen/settings.json.
func qwenSettingsPath(s Streams, o installOptions) (string, error) {
	if o.project {
		return filepath.Join(projectDir(s), ".qwen", "settings.json"), nil
	}
	home := s.Getenv("HOME")
	if home == "" {
		var err error
		if home, err = os.UserHomeDir(); err != nil {
			return "", fmt.Errorf("no home directory for ~/.qwen/settings.json (%v): set HOME or use --project", err)
		}
	}
	return filepath.Join(home, ".qwen", "settings.json"), nil
}

// installQwen registers plan-compliance-hook --client qwen for every event
// of qwenHooks in Qwen Code's settings.json, keeping every other setting
// and hook; a registration of ours already there is replaced, so a second
// run changes nothing.
// qwenInstaller is Qwen Code's entry of installers.
func qwenInstaller(s Streams, o installOptions, remove bool) error {
	if remove {
		return uninstallQwen(s, o)
	}
	return installQwen(s, o)
}

func installQwen(s Streams, o installOptions) error {
	hook, err := hookProgram(o)
	if err != nil {
		return err
	}
	// Qwen Code runs a hook's command with bash -c (cmd.exe /d /s /c on
	// Windows outside Git Bash): getShellConfiguration in its bundle.
	command := hookCommand(runtime.GOOS, "bash", hook, "--client qwen")
	return editQwenSettings(s, o, func(hooks map[string]any) error {
		for _, h := range qwenHooks() {
			groups, err := withoutOurs(hooks, h.event)
			if err != nil {
				return err
			}
			entry := map[string]any{"type": "command", "command": command}
			if h.timeout > 0 {
				entry["timeout"] = h.timeout
			}
			group := map[string]any{"hooks": []any{entry}}
			if h.matcher != "" {
				group["matcher"] = h.matcher
			}
			hooks[h.event] = append(groups, group)
		}
		return nil
	}, "registered plan-compliance-hook --client qwen ("+hook+") for "+fmt.Sprint(len(qwenHooks()))+" events")
}

// uninstallQwen removes every registration of ours from Qwen Code's
// settings.json, and nothing else.
func uninstallQwen(s Streams, o installOptions) error {
	return editQwenSettings(s, o, func(hooks map[string]any) error {
		for event := range hooks {
			groups, err := withoutOurs(hooks, event)
			if err != nil {
				return err
			}
			if len(groups) == 0 {
				delete(hooks, event)
			} else {
				hooks[event] = groups
			}
		}
		return nil
	}, "removed plan-compliance's hooks")
}

// editQwenSettings reads the settings file (none is {}), lets change edit
// its "hooks" object, and writes it back when it changed, saying done.
func editQwenSettings(s Streams, o installOptions, change func(hooks map[string]any) error, done string) error {
	path, err := qwenSettingsPath(s, o)
	if err != nil {
		return err
	}
	settings := map[string]any{}
	old, err := safefile.Read(path, maxSettings)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		old = nil
	case err != nil:
		return fmt.Errorf("reading Qwen Code's settings: %w", err)
	case len(bytes.TrimSpace(old)) > 0:
		d := json.NewDecoder(bytes.NewReader(old))
		d.UseNumber()
		if err := d.Decode(&settings); err != nil || settings == nil {
			return fmt.Errorf("%s is not a plain JSON object (%v); it was left as it is: fix it (comments are not kept by install), or add the hooks by hand (docs/clients/qwen-code.md)", path, err)
		}
	}
	hooks := map[string]any{}
	if h, ok := settings["hooks"]; ok {
		if hooks, ok = h.(map[string]any); !ok {
			return fmt.Errorf("%s: \"hooks\" is not an object; it was left as it is: fix it, then run this again", path)
		}
	}
	if err := change(hooks); err != nil {
		return fmt.Errorf("%s: %w; it was left as it is", path, err)
	}
	if len(hooks) == 0 {
		delete(settings, "hooks")
	} else {
		settings["hooks"] = hooks
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(settings); err != nil {
		return err
	}
	if old != nil && bytes.Equal(b.Bytes(), old) || old == nil && len(settings) == 0 {
		fmt.Fprintf(s.Out, "%s: nothing to change\n", path)
		return nil
	}
	if err := hookfile.WriteFile(path, b.Bytes(), 0o600); err != nil { // settings can hold keys
		return fmt.Errorf("writing Qwen Code's settings: %w", err)
	}
	fmt.Fprintf(s.Out, "%s: %s\n", path, done)
	return nil
}

// withoutOurs is hooks[event]'s groups with every registration of ours
// taken out (a group left empty goes too).
func withoutOurs(hooks map[string]any, event string) ([]any, error) {
	v, ok := hooks[event]
	if !ok {
		return nil, nil
	}
	groups, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("hooks.%s is not a list", event)
	}
	var kept []any
	for _, g := range groups {
		group, ok := g.(map[string]any)
		if !ok {
			kept = append(kept, g)
			continue
		}
		list, ok := group["hooks"].([]any)
		if !ok {
			kept = append(kept, g)
			continue
		}
		var left []any
		for _, h := range list {
			if !isOurQwenHook(h) {
				left = append(left, h)
			}
		}
		if len(left) == 0 {
			continue
		}
		if len(left) < len(list) {
			copied := map[string]any{}
			for k, v := range group {
				copied[k] = v
			}
			copied["hooks"] = left
			g = copied
		}
		kept = append(kept, g)
	}
	return kept, nil
}

// isOurQwenHook reports whether h is a registration install wrote: a
// command running plan-compliance-hook with --client qwen.
func isOurQwenHook(h any) bool {
	m, ok := h.(map[string]any)
	if !ok {
		return false
	}
	cmd, _ := m["command"].(string)
	return strings.Contains(cmd, "plan-compliance-hook") && strings.HasSuffix(strings.TrimSpace(cmd), "--client qwen")
}
