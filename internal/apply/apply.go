// Package apply carries out the user's verdicts on change sets: it records
// them (Decide) and writes confirmed file edits to disk, after checking that
// they are still safe and still fit: the path lies inside the project, and
// the file is as the proposal saw it or the text to replace still occurs
// exactly once (changeset.Rebase). Preview shows what a confirmation would
// write.
//
// Every read, check and write of one edit goes through the project
// directory opened once as an os.Root: no step walks the path string again,
// so a directory swapped for a symbolic link that leads out of the project
// (even between the check and the write) makes the edit fail instead of
// writing outside. Links that stay inside the project are followed. The
// write is atomic: a temporary file in the same directory, synced, then
// renamed over the target, so a reader never sees half a file and a failure
// leaves the file as it was.
package apply

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// MaxFile bounds the size of a file an edit is applied to: the whole file is
// read to rebase the edit on it.
const MaxFile = 64 << 20

// maxLinks bounds the symbolic links followed from one path.
const maxLinks = 40

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
	// rel is Real relative to the project root.
	rel string
}

// Check re-validates a confirmed file-edit item against the project and the
// file as they are now, and works out the new content. It writes nothing.
// Errors say what is wrong in words for the user.
func Check(projectDir string, it changeset.Item) (Plan, error) {
	return inProject(projectDir, it, func(*os.Root, Plan) error { return nil })
}

// Edit checks a confirmed file edit and writes it, both through one handle
// on the project directory.
func Edit(projectDir string, it changeset.Item) (Plan, error) {
	return inProject(projectDir, it, writeAtomic)
}

// inProject opens the project once, checks the item through it and, when
// the check passes, hands the plan to then with the same handle.
func inProject(projectDir string, it changeset.Item, then func(*os.Root, Plan) error) (Plan, error) {
	if it.Category != changeset.FileEdit {
		return Plan{Path: it.File}, notAFileEdit(it)
	}
	root, real, err := openProject(projectDir)
	if err != nil {
		return Plan{Path: it.File}, err
	}
	defer root.Close()
	p, err := check(root, projectDir, real, it)
	if err != nil {
		return p, err
	}
	return p, then(root, p)
}

func notAFileEdit(it changeset.Item) error {
	return fmt.Errorf("%s is not a file edit: it goes back to the agent to run", it.Tool)
}

// openProject opens the project directory as the root every step of an
// edit goes through, and says where it really is (for messages and for
// absolute link targets).
func openProject(dir string) (*os.Root, string, error) {
	if dir == "" || !filepath.IsAbs(dir) {
		return nil, "", fmt.Errorf("the change set's project directory %q is not an absolute path", dir)
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil, "", fmt.Errorf("the project directory %s: %w", dir, err)
	}
	root, err := os.OpenRoot(real)
	if err != nil {
		return nil, "", fmt.Errorf("the project directory %s: %w", dir, err)
	}
	return root, real, nil
}

func check(root *os.Root, projectDir, real string, it changeset.Item) (Plan, error) {
	p := Plan{Path: it.File}
	if !filepath.IsAbs(it.File) {
		return p, fmt.Errorf("%s is not an absolute path, so where it points is unclear", it.File)
	}
	rel, ok := within(filepath.Clean(it.File), projectDir, real)
	if !ok {
		return p, fmt.Errorf("%s is outside the project (%s): edits are only applied inside it", it.File, projectDir)
	}
	rel, info, err := follow(root, projectDir, real, it.File, rel)
	if err != nil {
		return p, err
	}
	p.rel, p.Real = rel, filepath.Join(real, rel)
	switch {
	case info == nil:
		p.mode = 0o644
	case !info.Mode().IsRegular():
		return p, fmt.Errorf("%s is not a regular file", it.File)
	default:
		p.Exists = true
		p.mode = info.Mode().Perm()
		if p.Before, err = readRegular(root, rel, it.File); err != nil {
			return p, err
		}
	}
	if p.After, err = changeset.Rebase(it, p.Before, p.Exists); err != nil {
		return p, err
	}
	return p, nil
}

// within is path relative to the project, named by its directory as given
// or as resolved; ok is false when it lies outside both.
func within(path, projectDir, real string) (string, bool) {
	for _, base := range []string{filepath.Clean(projectDir), real} {
		if rel, err := filepath.Rel(base, path); err == nil && filepath.IsLocal(rel) {
			return rel, true
		}
	}
	return "", false
}

// follow resolves the symbolic links in rel one component at a time through
// root, as the system would (each ".." applies to a directory already
// resolved), refusing a link that leads out of the project or to nothing.
// It returns the file's project-relative name and its information, nil when
// it does not exist yet (missing directories on the way are created when
// it is written). root itself refuses to follow anything out of the project,
// even when the tree changes after this.
func follow(root *os.Root, projectDir, real, name, rel string) (string, fs.FileInfo, error) {
	type part struct {
		name   string
		inLink bool // comes from a link's target
	}
	var todo []part
	push := func(path string, inLink bool) {
		var ps []part
		for _, p := range strings.Split(filepath.ToSlash(path), "/") {
			if p != "" && p != "." {
				ps = append(ps, part{p, inLink})
			}
		}
		todo = append(ps, todo...)
	}
	push(rel, false)
	resolved, links := "", 0
	var info fs.FileInfo
	for len(todo) > 0 {
		p := todo[0]
		todo = todo[1:]
		if p.name == ".." {
			if resolved == "" {
				return "", nil, fmt.Errorf("%s leads out of the project (%s) through \"..\": not applied", name, projectDir)
			}
			resolved, info = dirOf(resolved), nil
			continue
		}
		next := filepath.Join(resolved, p.name)
		fi, err := root.Lstat(next)
		switch {
		case errors.Is(err, fs.ErrNotExist) && p.inLink:
			return "", nil, fmt.Errorf("%s is a symbolic link to a missing target: not applied", name)
		case errors.Is(err, fs.ErrNotExist):
			for _, rest := range todo {
				if rest.inLink || rest.name == ".." {
					return "", nil, fmt.Errorf("%s: a directory on the way does not exist: not applied", name)
				}
				next = filepath.Join(next, rest.name)
			}
			return next, nil, nil
		case err != nil:
			return "", nil, unreachable(name, projectDir, err)
		case fi.Mode()&fs.ModeSymlink == 0:
			resolved, info = next, fi
			continue
		}
		if links++; links > maxLinks {
			return "", nil, fmt.Errorf("%s: more than %d symbolic links: not applied", name, maxLinks)
		}
		target, err := root.Readlink(next)
		if err != nil {
			return "", nil, unreachable(name, projectDir, err)
		}
		if filepath.IsAbs(target) {
			inside, ok := within(filepath.Clean(target), projectDir, real)
			if !ok {
				return "", nil, fmt.Errorf("%s leads through a symbolic link to %s, outside the project (%s): not applied", name, target, projectDir)
			}
			resolved, target = "", inside
		}
		push(target, true)
	}
	if resolved == "" {
		return "", nil, fmt.Errorf("%s is the project directory itself, not a file", name)
	}
	return resolved, info, nil
}

// dirOf is the parent of a resolved project-relative name, "" for the
// project itself.
func dirOf(rel string) string {
	if d := filepath.Dir(rel); d != "." {
		return d
	}
	return ""
}

// unreachable is the error for a path the project root refuses to follow:
// most often a link on the way that leads out of the project.
func unreachable(name, projectDir string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s cannot be reached inside the project (%s): %v; a symbolic link on the way may lead out of it: not applied", name, projectDir, err)
}

// readRegular reads the file at rel, checked on the opened descriptor to be
// a regular file no larger than MaxFile.
func readRegular(root *os.Root, rel, name string) ([]byte, error) {
	f, err := root.OpenFile(rel, os.O_RDONLY|openNonBlocking, 0)
	if err != nil {
		return nil, unreachable(name, "", err)
	}
	defer f.Close()
	info, err := f.Stat()
	switch {
	case err != nil:
		return nil, fmt.Errorf("reading %s: %w", name, err)
	case !info.Mode().IsRegular():
		return nil, fmt.Errorf("%s is not a regular file", name)
	case info.Size() > MaxFile:
		return nil, fmt.Errorf("%s is %d MB, larger than the %d MB an edit is applied to", name, info.Size()>>20, MaxFile>>20)
	}
	b, err := io.ReadAll(io.LimitReader(f, MaxFile+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", name, err)
	}
	if len(b) > MaxFile {
		return nil, fmt.Errorf("%s grew past the %d MB an edit is applied to", name, MaxFile>>20)
	}
	return b, nil
}

// writeAtomic carries out a checked plan atomically through root, creating
// missing parent directories (inside the project: root refuses any other).
func writeAtomic(root *os.Root, p Plan) error {
	dir := filepath.Dir(p.rel)
	if err := root.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("creating the directory of %s: %w", p.Path, err)
	}
	tmp := filepath.Join(dir, "."+filepath.Base(p.rel)+".plan-compliance-"+strings.ToLower(rand.Text()[:10]))
	f, err := root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("writing %s: %w", p.Path, err)
	}
	fail := func(err error) error {
		_ = f.Close()
		_ = root.Remove(tmp)
		return fmt.Errorf("writing %s: %w (the file is untouched)", p.Path, err)
	}
	if _, err := f.Write(p.After); err != nil {
		return fail(err)
	}
	if err := f.Chmod(p.mode); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		return fail(err)
	}
	if err := root.Rename(tmp, p.rel); err != nil {
		_ = root.Remove(tmp)
		return fmt.Errorf("writing %s: %w (the file is untouched)", p.Path, err)
	}
	return nil
}
