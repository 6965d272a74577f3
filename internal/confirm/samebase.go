package confirm

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// sameBaseLimit bounds the directory entries SameBaseIn looks at: a
// project larger than that is not read to the end, and the answer is then
// "maybe shared", which makes a bare base name ask rather than allow.
const sameBaseLimit = 20000

// sameBaseBatch is how many entries of a directory are read at a time:
// a directory of a million entries is not read whole to find the limit.
const sameBaseBatch = 256

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
	shared, _ := sameBaseWithin(project, path, sameBaseLimit)
	return shared
}

// sameBaseWithin walks project for another file named like path, reading
// at most about limit directory entries (in batches of sameBaseBatch, in
// the order the system gives them), never following a link. It returns
// whether another such file may exist (true when the walk was cut short
// or the project could not be read) and how many entries it read.
func sameBaseWithin(project, path string, limit int) (shared bool, read int) {
	name := filepath.Base(path)
	return walkNames(project, path, limit, func(n, _ string) bool { return n == name })
}

// walkNames walks project for a file other than path whose name match
// accepts, with sameBaseWithin's bounds: it returns whether such a file
// may exist (true when the walk was cut short or the project could not be
// read) and how many entries it read.
func walkNames(project, path string, limit int, match func(name, full string) bool) (found bool, read int) {
	dirs := []string{project}
	for len(dirs) > 0 {
		dir := dirs[len(dirs)-1]
		dirs = dirs[:len(dirs)-1]
		f, err := os.Open(dir)
		if err != nil {
			if dir == project {
				return !errors.Is(err, os.ErrNotExist), read
			}
			continue // an unreadable corner: skip it
		}
		for {
			entries, err := f.ReadDir(sameBaseBatch)
			for _, d := range entries {
				read++
				p := filepath.Join(dir, d.Name())
				switch {
				case d.IsDir():
					if !skipsDir(d.Name()) {
						dirs = append(dirs, p)
					}
				case p != path && match(d.Name(), p):
					_ = f.Close()
					return true, read
				}
			}
			if read > limit {
				_ = f.Close()
				return true, read // not read to the end: in doubt, shared
			}
			if err != nil || len(entries) == 0 {
				break
			}
		}
		_ = f.Close()
	}
	return false, read
}

// skipsDir reports whether a directory holds no file a user names in a
// request: hidden ones (.git) and dependency trees.
func skipsDir(name string) bool {
	return strings.HasPrefix(name, ".") || isDependencyDir(name) || name == "__pycache__"
}

// qualifiedHere reports whether a bare file name at offset i of a message
// (normalized) is qualified by a word that tells the target from other
// files of its base name: a directory of its path just before the name
// ("the components index.ts" for src/components/index.ts, "the test
// requirements.txt" for tests/requirements.txt), or, for a file at the top
// of the project, "top-level" or "root" ("the top-level requirements.txt,
// not the test one").
func qualifiedHere(norm string, i int, name string) bool {
	before := strings.TrimRight(norm[:i], " ")
	if before == norm[:i] {
		return false // the name does not stand after a word
	}
	if !strings.Contains(name, "/") {
		for _, q := range [...]string{"top-level", "top level", "toplevel", "root", "root-level", "repo-root", "top"} {
			if strings.HasSuffix(before, q) && (len(before) == len(q) || !isIdentByte(before[len(before)-len(q)-1])) {
				return true
			}
		}
		return false
	}
	j := len(before)
	for j > 0 && (isIdentByte(before[j-1]) || before[j-1] == '-') {
		j--
	}
	q := before[j:]
	if len(q) < 2 {
		return false
	}
	dirs := strings.Split(strings.ToLower(name), "/")
	for _, d := range dirs[:len(dirs)-1] {
		d = strings.TrimPrefix(d, ".")
		if d == q || d == q+"s" || q == d+"s" {
			return true
		}
	}
	return false
}

// maxSameBaseDirs bounds the directories SameBaseDirsIn reports.
const maxSameBaseDirs = 16

// SameBaseDirsIn returns a Target.SameBaseDirs for the file at path inside
// the project directory: the directories (relative to the project, with
// "/") of the other files that have its base name, at most
// maxSameBaseDirs of them, found by SameBaseIn's walk with its bounds. It
// returns nil when path is not inside project.
func SameBaseDirsIn(project, path string) func() []string {
	if SameBaseIn(project, path) == nil {
		return nil
	}
	return func() []string {
		name := filepath.Base(path)
		var dirs []string
		walkNames(project, path, sameBaseLimit, func(n, full string) bool {
			if n == name && len(dirs) < maxSameBaseDirs {
				if rel, err := filepath.Rel(project, filepath.Dir(full)); err == nil {
					dirs = append(dirs, filepath.ToSlash(rel))
				}
			}
			return false
		})
		return dirs
	}
}

// placedInOther reports whether the message places its change in another
// file of the target's base name: one of its words is a directory part of
// such a file that the target's own path lacks ("the api chart values
// should point at image tag 2.4.1" for charts/worker/values.yaml beside
// charts/api/values.yaml). A statement of the change is then about that
// file, whatever value it shares with this edit.
func (r reading) placedInOther() bool {
	if r.t.SameBaseDirs == nil || len(r.words) == 0 {
		return false
	}
	own := map[string]bool{}
	for _, part := range strings.Split(strings.ToLower(r.t.Name), "/") {
		own[part] = true
	}
	said := map[string]bool{}
	for _, w := range r.words {
		said[strings.ToLower(w.Text)] = true
	}
	for _, d := range r.t.SameBaseDirs() {
		for _, part := range strings.Split(strings.ToLower(d), "/") {
			if len(part) >= 2 && !own[part] && said[part] && !isStopWord(part) {
				return true
			}
		}
	}
	return false
}

// otherSameBasePath is a path in the message, with a directory, of another
// file than the target with the target's base name ("src/api/dates.ts" for
// an edit of src/web/dates.ts), or "". The message then asks for its
// change in that file: a name both files hold ("weekday()") points into
// that one, wherever the path stands in the message ("use weekday() in the
// api module too, src/api/dates.ts").
func (r reading) otherSameBasePath() string {
	name := base(r.t.Name)
	if name == "" {
		return ""
	}
	for _, f := range strings.Fields(r.Text) {
		f = strings.TrimRight(strings.Trim(f, "`'\",;:()?!*"), ".")
		if !strings.Contains(f, "/") || !strings.EqualFold(base(f), name) || !isPathLike(f) {
			continue
		}
		if !pathEndsWith(lang.Normalize(r.t.Path), lang.Normalize(r.t.Name), lang.Normalize(f)) || r.t.otherFileAt(f) {
			return f
		}
	}
	return ""
}

// otherFileAt reports whether typed (a path with a directory as the user
// wrote it, relative, that the target's path ends with) is exactly the
// project-relative path of another file of the target's base name: typed
// then names that file, as a path names the file it leads to from the
// project's top (".github/workflows/ci.yml" is the root workflow, not
// packages/legacy-admin/.github/workflows/ci.yml). The other files are
// looked up only for such a path, through FileAt (which sees inside
// hidden directories such as .github) or SameBaseDirs and its bounds.
func (t Target) otherFileAt(typed string) bool {
	typed = strings.TrimPrefix(typed, "./")
	if !strings.Contains(typed, "/") || strings.HasPrefix(typed, "/") || strings.HasPrefix(typed, "~") ||
		lang.Normalize(typed) == lang.Normalize(t.Name) {
		return false
	}
	if t.FileAt != nil && t.FileAt(typed) {
		return true
	}
	typed = lang.Normalize(typed)
	if t.SameBaseDirs == nil {
		return false
	}
	name := lang.Normalize(base(t.Name))
	for _, d := range t.SameBaseDirs() {
		if lang.Normalize(d)+"/"+name == typed {
			return true
		}
	}
	return false
}

// FileAtIn returns a Target.FileAt for the project directory: whether a
// regular file (not a link) is at a relative path inside it. A path that
// is not local (absolute, or leading out with "..") is at no file. It
// returns nil when project is "".
func FileAtIn(project string) func(rel string) bool {
	if project == "" {
		return nil
	}
	return func(rel string) bool {
		rel = filepath.FromSlash(rel)
		if !filepath.IsLocal(rel) {
			return false
		}
		fi, err := os.Lstat(filepath.Join(project, rel))
		return err == nil && fi.Mode().IsRegular()
	}
}

// otherFileNamed is a path in the message, with a directory, of another
// file the project holds ("internal/config/load.go: parseCfg →
// parseConfig" for an edit of internal/config/watch.go), when the message
// names no file of the target's: the change is placed in that file, in any
// language, and a name both files hold (a function and its call) points
// into that one. Looked up through FileAt only; "" without it.
func (r reading) otherFileNamed() string {
	if r.t.FileAt == nil {
		return ""
	}
	for _, n := range r.names {
		if n.file {
			return ""
		}
	}
	for _, f := range strings.Fields(r.Text) {
		f = fieldPath(f)
		if !strings.Contains(f, "/") || !isPathLike(f) || !hasFileExtension(base(f)) || holdsTarget(f, r.t.Name) ||
			pathEndsWith(lang.Normalize(r.t.Path), lang.Normalize(r.t.Name), lang.Normalize(f)) {
			continue
		}
		if r.t.FileAt(strings.TrimPrefix(f, "./")) {
			return f
		}
	}
	return ""
}

// plannedInOther is why an edit is not the change my messages after the
// user's latest request say I make: they write the path, with its
// directory, of another file with the target's base name
// ("infra/staging/variables.tf" for an edit of infra/prod/variables.tf),
// and no path of the target's. The path is the same in every language;
// "" when my messages name no such file, or name the target too.
func plannedInOther(conv []Turn, t Target) string {
	u := lastUser(conv, len(conv))
	name := base(t.Name)
	if u < 0 || u+1 >= len(conv) || name == "" || t.Command != "" {
		return ""
	}
	other := ""
	for _, turn := range conv[u+1:] {
		if turn.Role != Assistant {
			continue
		}
		for _, f := range strings.Fields(headTail(turn.Text)) {
			f = fieldPath(f)
			if !strings.EqualFold(base(f), name) || !isPathLike(f) {
				continue
			}
			if !strings.Contains(f, "/") || pathEndsWith(lang.Normalize(t.Path), lang.Normalize(t.Name), lang.Normalize(f)) {
				return "" // the target itself, or its bare name
			}
			if other == "" {
				other = f
			}
		}
	}
	if other == "" {
		return ""
	}
	return fmt.Sprintf("I said the change goes to %q, and this edit is of %q, another file of that name", other, t.Name)
}

// fieldPath is a whitespace-separated field of a message without the
// quotes, brackets and marks around it ("`k8s/a.yaml`." → "k8s/a.yaml").
func fieldPath(f string) string {
	for {
		t := strings.TrimRight(strings.Trim(f, "`'\",;:()?!*«»„“”"), ".")
		if t == f {
			return t
		}
		f = t
	}
}
