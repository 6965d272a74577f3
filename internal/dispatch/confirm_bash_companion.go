package dispatch

import (
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// companionNamed reports whether said names, by its own file name, the
// file c that write w brings along with another (a lock file with its
// manifest: shell.Write.With): then the user spoke of it, and it is
// judged by what they said of it rather than coming along unsaid — "do
// NOT touch Cargo.lock", "yarn.lock is owned by the renovate bot" keep it
// out; "and update poetry.lock too" asks for it by the usual rules.
func companionNamed(said string, c confirm.Change, w shell.Write) bool {
	if said == "" || w.With == "" || w.Program == "" {
		return false
	}
	return containsWord(strings.ToLower(said), strings.ToLower(filepath.Base(c.Path)))
}
