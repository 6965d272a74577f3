// Package apply carries out the user's verdicts on change sets: it records
// them (Decide) and writes confirmed file edits to disk, after checking that
// they are still safe and still fit: the path lies inside the
// project, no symbolic link leads out of it, and the file is as the
// proposal saw it or the text to replace still occurs exactly once
// (changeset.Rebase). The write is atomic: a temporary file in the same
// directory, synced, then renamed over the target, so a reader never sees
// half a file and a failure leaves the file as it was. Preview shows what a
// confirmation would write.
package apply

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// Plan is a checked edit, ready to write.
type Plan struct {
	// Path is the file as the proposal named it; Real is where it resolves
	// to (symbolic links followed), which is what gets written.
	Path, Real string
	// Before is the content now (nil when the file does not exist), After
	// the content the edit makes.
	Before, After []byte
	Exists        bool
	mode          fs.FileMode
}

// Check re-validates a confirmed file-edit item against the project and the
// file as they are now, and works out the new content. It writes nothing.
// Errors say what is wrong in words for the user.
func Check(projectDir string, it changeset.Item) (Plan, error) {
	p := Plan{Path: it.File}
	if it.Category != changeset.FileEdit {
		return p, fmt.Errorf("%s is not a file edit: it goes back to the agent to run", it.Tool)
	}
	root, err := realDir(projectDir)
	if err != nil {
		return p, err
	}
	if !filepath.IsAbs(it.File) {
		return p, fmt.Errorf("%s is not an absolute path, so where it points is unclear", it.File)
	}
	path := filepath.Clean(it.File)
	if !changeset.Inside(path, filepath.Clean(projectDir)) && !changeset.Inside(path, root) {
		return p, fmt.Errorf("%s is outside the project (%s): edits are only applied inside it", it.File, projectDir)
	}
	p.Real, err = resolve(path)
	if err != nil {
		return p, err
	}
	if !changeset.Inside(p.Real, root) {
		return p, fmt.Errorf("%s leads through a symbolic link to %s, outside the project (%s): not applied", it.File, p.Real, projectDir)
	}
	info, err := os.Stat(p.Real)
	switch {
	case err == nil && !info.Mode().IsRegular():
		return p, fmt.Errorf("%s is not a regular file", it.File)
	case err == nil:
		p.Exists = true
		p.mode = info.Mode().Perm()
		if p.Before, err = os.ReadFile(p.Real); err != nil {
			return p, fmt.Errorf("reading %s: %w", it.File, err)
		}
	case errors.Is(err, fs.ErrNotExist):
		p.mode = 0o644
	default:
		return p, fmt.Errorf("%s: %w", it.File, err)
	}
	if p.After, err = changeset.Rebase(it, p.Before, p.Exists); err != nil {
		return p, err
	}
	return p, nil
}

// Write carries out a checked plan atomically, creating missing parent
// directories (inside the project: Check resolved them).
func Write(p Plan) error {
	dir := filepath.Dir(p.Real)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("creating %s: %w", dir, err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(p.Real)+".plan-compliance-*")
	if err != nil {
		return fmt.Errorf("writing %s: %w", p.Path, err)
	}
	name := tmp.Name()
	fail := func(err error) error {
		_ = tmp.Close()
		_ = os.Remove(name)
		return fmt.Errorf("writing %s: %w (the file is untouched)", p.Path, err)
	}
	if _, err := tmp.Write(p.After); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(p.mode); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if err := os.Rename(name, p.Real); err != nil {
		_ = os.Remove(name)
		return fmt.Errorf("writing %s: %w (the file is untouched)", p.Path, err)
	}
	return nil
}

// Edit checks a confirmed file edit and writes it.
func Edit(projectDir string, it changeset.Item) (Plan, error) {
	p, err := Check(projectDir, it)
	if err != nil {
		return p, err
	}
	return p, Write(p)
}

func realDir(dir string) (string, error) {
	if dir == "" || !filepath.IsAbs(dir) {
		return "", fmt.Errorf("the change set's project directory %q is not an absolute path", dir)
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", fmt.Errorf("the project directory %s: %w", dir, err)
	}
	return real, nil
}

// resolve follows symbolic links in path. For a file that does not exist
// yet, it resolves the nearest existing ancestor and keeps the rest.
func resolve(path string) (string, error) {
	rest := ""
	cur := path
	for {
		real, err := filepath.EvalSymlinks(cur)
		if err == nil {
			return filepath.Join(real, rest), nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("%s: %w", path, err)
		}
		// A dangling link is not "missing": following it could lead anywhere.
		if _, lerr := os.Lstat(cur); lerr == nil {
			return "", fmt.Errorf("%s is a symbolic link to a missing target: not applied", cur)
		}
		parent := filepath.Dir(cur)
		if parent == cur {
			return "", fmt.Errorf("%s: no part of the path exists", path)
		}
		rest = filepath.Join(filepath.Base(cur), rest)
		cur = parent
	}
}
