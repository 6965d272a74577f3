package confirm

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// sameBaseLimit bounds the directory entries SameBaseIn looks at: a
// project larger than that is not read to the end, and the answer is then
// "maybe shared", which makes a bare base name ask rather than allow.
const sameBaseLimit = 20000

// errSameBaseDone stops the walk early.
var errSameBaseDone = errors.New("done")

// SameBaseIn returns a Target.SameBase for the file at path inside the
// project directory: whether another file of the project has the same base
// name. Hidden directories and dependency trees (node_modules, vendor) are
// not looked in. The walk is bounded (sameBaseLimit entries); when it is
// cut short, or the project cannot be read, the answer is true — in doubt,
// a bare base name does not name the file. It returns nil when path is
// not inside project.
func SameBaseIn(project, path string) func() bool {
	if project == "" || path == "" {
		return nil
	}
	rel, err := filepath.Rel(project, path)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return nil
	}
	return func() bool { return sameBase(project, path) }
}

// sameBase walks project for another file named like path.
func sameBase(project, path string) bool {
	name := filepath.Base(path)
	seen, found := 0, false
	err := filepath.WalkDir(project, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == project {
				return err
			}
			return nil // an unreadable corner: skip it
		}
		seen++
		if seen > sameBaseLimit {
			return errSameBaseDone
		}
		if d.IsDir() {
			if p != project && skipsDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Name() == name && p != path {
			found = true
			return errSameBaseDone
		}
		return nil
	})
	switch {
	case found:
		return true
	case errors.Is(err, errSameBaseDone), err != nil && !errors.Is(err, os.ErrNotExist):
		return true // not read to the end: in doubt, shared
	}
	return false
}

// skipsDir reports whether a directory holds no file a user names in a
// request: hidden ones (.git) and dependency trees.
func skipsDir(name string) bool {
	return strings.HasPrefix(name, ".") || name == "node_modules" || name == "vendor" || name == "__pycache__"
}
