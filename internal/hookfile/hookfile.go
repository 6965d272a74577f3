// Package hookfile edits a hook registration file in Claude Code's shape
// ({"hooks": {"<Event>": [{"matcher": …, "hooks": [{"type": "command",
// "command": …}]}]}}), which Codex's hooks.json shares: it adds or removes
// this program's handlers and keeps everything else in the file (other
// events, other groups, other handlers, other top-level keys) as it was.
package hookfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// MaxSize bounds the file read (a real one is a few kilobytes).
const MaxSize = 1 << 20

// Ours reports whether a handler's command is one this program installed.
type Ours func(command string) bool

// Load reads the file at path: an empty document when it does not exist.
func Load(path string) (map[string]any, error) {
	raw, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]any{}, nil
	}
	if err != nil {
		return nil, err
	}
	if len(raw) > MaxSize {
		return nil, fmt.Errorf("%s is %d bytes, more than a hook file holds (%d): check it by hand", path, len(raw), MaxSize)
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return map[string]any{}, nil
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, fmt.Errorf("%s is not a JSON object (%v): fix or move it, then run this again", path, err)
	}
	if doc == nil {
		doc = map[string]any{}
	}
	return doc, nil
}

// Install removes every handler of ours from doc and adds one group per
// event running command, so installing twice leaves the same document
// (and a moved program is registered at its new path).
func Install(doc map[string]any, events []string, command string, ours Ours) error {
	hooks, err := Remove(doc, ours)
	if err != nil {
		return err
	}
	for _, ev := range events {
		if v, ok := hooks[ev]; ok && v != nil {
			if _, isList := v.([]any); !isList {
				return fmt.Errorf("hooks.%s is not a list of groups: fix it by hand, then run this again", ev)
			}
		}
	}
	for _, ev := range events {
		groups, _ := hooks[ev].([]any)
		hooks[ev] = append(groups, map[string]any{
			"hooks": []any{map[string]any{"type": "command", "command": command}},
		})
	}
	doc["hooks"] = hooks
	return nil
}

// Remove takes every handler of ours out of doc, and the groups and events
// left empty by that; it returns doc's hooks object. A hooks value that is
// not in the expected shape is an error, and doc is not changed.
func Remove(doc map[string]any, ours Ours) (map[string]any, error) {
	raw, ok := doc["hooks"]
	if !ok || raw == nil {
		return map[string]any{}, nil
	}
	hooks, ok := raw.(map[string]any)
	if !ok {
		return nil, errors.New(`"hooks" is not an object: fix the file by hand, then run this again`)
	}
	out := map[string]any{}
	for ev, v := range hooks {
		groups, ok := v.([]any)
		if !ok {
			out[ev] = v // not ours to judge
			continue
		}
		var kept []any
		for _, g := range groups {
			gm, ok := g.(map[string]any)
			handlers, hok := gm["hooks"].([]any)
			if !ok || !hok {
				kept = append(kept, g)
				continue
			}
			var keptH []any
			for _, h := range handlers {
				hm, _ := h.(map[string]any)
				cmd, _ := hm["command"].(string)
				if hm != nil && cmd != "" && ours(cmd) {
					continue
				}
				keptH = append(keptH, h)
			}
			if len(keptH) == 0 {
				continue
			}
			ng := map[string]any{}
			for k, x := range gm {
				ng[k] = x
			}
			ng["hooks"] = keptH
			kept = append(kept, ng)
		}
		if len(kept) > 0 {
			out[ev] = kept
		}
	}
	doc["hooks"] = out
	return out, nil
}

// Save writes doc to path (its folder created), through a temporary file
// renamed into place, keeping an existing file's permissions.
func Save(path string, doc map[string]any) error {
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	return WriteFile(path, append(b, '\n'), 0o644)
}

// WriteFile replaces path with data through a temporary file in the same
// folder (created when missing) renamed into place, so a reader never sees
// half a file. An existing file keeps its permissions; a new one gets perm
// (a private perm also keeps a new folder private).
func WriteFile(path string, data []byte, perm os.FileMode) error {
	dirPerm := os.FileMode(0o755)
	if perm&0o077 == 0 {
		dirPerm = 0o700
	}
	if err := os.MkdirAll(filepath.Dir(path), dirPerm); err != nil {
		return err
	}
	if st, err := os.Stat(path); err == nil {
		perm = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
