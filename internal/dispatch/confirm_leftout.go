package dispatch

import (
	"path/filepath"

	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// maxLeftOutMatches bounds the files of a glob checked against what the
// request leaves out.
const maxLeftOutMatches = 64

// globLeavesOut reports whether the user's latest message keeps out of
// the change a file that the glob of w takes in ("in every env file;
// prod.env stays as it is" for sed -i … env/*.env): the set the request
// names is then not the glob's whole set. Only the files there are now
// are looked at; when more than maxLeftOutMatches match, the first ones.
func (r *Run) globLeavesOut(conv []confirm.Turn, w shell.Write) bool {
	said := latestUser(conv)
	if said == "" || w.Glob == "" {
		return false
	}
	matches, err := filepath.Glob(w.Glob)
	if err != nil {
		return false
	}
	project := r.ProjectDir()
	for i, m := range matches {
		if i == maxLeftOutMatches {
			break
		}
		c := confirm.Change{Path: m, Name: confirm.DisplayName(m, project), BeforeUnknown: true}
		if confirm.LeavesOut(said, confirm.TargetOf(c)) {
			return true
		}
	}
	return false
}
