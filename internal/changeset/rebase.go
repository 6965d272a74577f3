package changeset

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"
)

// edit is one old → new replacement of Edit or of a MultiEdit element.
type edit struct {
	old, new   string
	replaceAll bool
}

// Rebase works out what a confirmed file edit makes of the file as it is
// now (current; exists false when there is no file). When the file is as
// the proposal saw it (same hash, or still absent), the edit applies as the
// tool would have applied it. When it changed since, an Edit applies only
// if each text to replace occurs exactly once, and a Write not at all. The
// error says why the edit no longer fits; nothing is written then.
func Rebase(it Item, current []byte, exists bool) ([]byte, error) {
	unchanged := exists && it.FileHash != "" && HashContent(current) == it.FileHash ||
		!exists && it.FileHash == ""
	args := []byte(it.Args)
	switch it.Tool {
	case ToolWrite:
		switch {
		case unchanged:
			return []byte(stringField(args, "content")), nil
		case it.FileHash == "":
			return nil, errors.New("the file was created after the proposal, which meant to create it: writing would overwrite what is there now")
		case !exists:
			return nil, errors.New("the file was deleted after the proposal")
		}
		return nil, errors.New("the file changed after the proposal, and a Write replaces the whole file: writing would lose the changes made since")
	case ToolEdit, ToolMultiEdit:
	default:
		return nil, fmt.Errorf("%s is not a file edit: it goes back to the agent to run", it.Tool)
	}
	if !exists && it.FileHash != "" {
		return nil, errors.New("the file was deleted after the proposal")
	}
	edits := editsOf(it.Tool, args)
	if len(edits) == 0 {
		return nil, errors.New("the proposal has no edits")
	}
	content := string(current)
	for i, e := range edits {
		which := ""
		if len(edits) > 1 {
			which = fmt.Sprintf("edit %d: ", i+1)
		}
		if e.old == "" {
			if content != "" || !unchanged {
				return nil, fmt.Errorf("%sthe proposal creates the file, but it exists now", which)
			}
			content = e.new
			continue
		}
		n := strings.Count(content, e.old)
		switch {
		case n == 0 && unchanged:
			return nil, fmt.Errorf("%sthe text to replace does not occur in the file", which)
		case n == 0:
			return nil, fmt.Errorf("%sthe file changed after the proposal and the text to replace no longer occurs in it (it was edited or moved away)", which)
		case unchanged && e.replaceAll:
			content = strings.ReplaceAll(content, e.old, e.new)
		case n == 1:
			content = strings.Replace(content, e.old, e.new, 1)
		case unchanged:
			return nil, fmt.Errorf("%sthe text to replace occurs %d times and replace_all is false", which, n)
		default:
			return nil, fmt.Errorf("%sthe file changed after the proposal and the text to replace now occurs %d times, so where it belongs is unclear (it must occur exactly once)", which, n)
		}
	}
	if bytes.Equal([]byte(content), current) && exists {
		return nil, errors.New("the edit changes nothing in the file as it is now")
	}
	return []byte(content), nil
}

func editsOf(tool string, args []byte) []edit {
	if tool == ToolEdit {
		return []edit{{old: stringField(args, "old_string"), new: stringField(args, "new_string"), replaceAll: gjson.GetBytes(args, "replace_all").Bool()}}
	}
	var out []edit
	for _, e := range gjson.GetBytes(args, "edits").Array() {
		out = append(out, edit{old: e.Get("old_string").String(), new: e.Get("new_string").String(), replaceAll: e.Get("replace_all").Bool()})
	}
	return out
}

// Inside reports whether path lies inside dir (both absolute and already
// free of symbolic links for the answer to mean anything on disk).
func Inside(path, dir string) bool {
	if !filepath.IsAbs(path) || !filepath.IsAbs(dir) {
		return false
	}
	rel, err := filepath.Rel(filepath.Clean(dir), filepath.Clean(path))
	return err == nil && rel != "." && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
