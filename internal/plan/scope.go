package plan

import (
	"fmt"
	"path"
	"slices"
	"strings"
)

// Change is a file an agent changed.
type Change struct {
	// Path is slash-separated, relative to the project when inside it,
	// else absolute.
	Path string
	// Tool made the change ("Edit", "Write", "Bash").
	Tool string
	// Lines are the lines of the file, before the change, that the change
	// replaced (from the tool's patch), nil when unknown.
	Lines []Range
	// ByRunStep: a command that is one of the task's own Run: steps wrote
	// the file.
	ByRunStep bool
}

// LockFiles are the lock and generated files a task may change without
// naming them: package managers rewrite them as a side effect.
func LockFiles() []string {
	return []string{
		"go.sum", "go.work.sum", "package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml",
		"yarn.lock", "bun.lock", "bun.lockb", "Cargo.lock", "poetry.lock", "Pipfile.lock",
		"uv.lock", "pdm.lock", "composer.lock", "Gemfile.lock", "mix.lock", "pubspec.lock",
		"flake.lock", "Package.resolved", "packages.lock.json", "gradle.lockfile",
	}
}

// Outside is a changed file the task does not allow.
type Outside struct {
	Path string
	Tool string
}

// Scope is the verdict on what an agent changed for a task.
type Scope struct {
	// Checked is false when the task has no Files list: nothing to check.
	Checked bool
	// Outside lists the changed files outside the task, in order.
	Outside []Outside
	// Drift says, per file, when an edit fell outside the line ranges the
	// task names: a warning, since line numbers move as code changes.
	Drift []string
}

// CheckScope compares what an agent changed with what its task allows:
// the task's files (not the ones it only references), lock files, the
// extra globs in allow, and files its own Run: steps wrote.
func CheckScope(t Task, changes []Change, allow []string) Scope {
	if !t.HasFiles {
		return Scope{}
	}
	s := Scope{Checked: true}
	for _, c := range changes {
		f, named := t.allows(c.Path)
		switch {
		case named:
			if d := drift(c, f); d != "" && !slices.Contains(s.Drift, d) {
				s.Drift = append(s.Drift, d)
			}
		case c.ByRunStep, slices.Contains(LockFiles(), path.Base(c.Path)), matchAny(allow, c.Path):
		default:
			if !slices.ContainsFunc(s.Outside, func(o Outside) bool { return o.Path == c.Path }) {
				s.Outside = append(s.Outside, Outside{Path: c.Path, Tool: c.Tool})
			}
		}
	}
	return s
}

// allows finds the Files entry that lets the task change p.
func (t Task) allows(p string) (File, bool) {
	for _, f := range t.Files {
		if f.ReadOnly {
			continue
		}
		if f.Path == p || IsGlob(f.Path) && Match(f.Path, p) {
			return f, true
		}
	}
	return File{}, false
}

func matchAny(globs []string, p string) bool {
	for _, g := range globs {
		if Match(g, p) || !strings.Contains(g, "/") && Match(g, path.Base(p)) {
			return true
		}
	}
	return false
}

// drift says which edited lines of c fall outside f's ranges, "" when all
// are inside or either is unknown.
func drift(c Change, f File) string {
	if len(f.Ranges) == 0 || len(c.Lines) == 0 {
		return ""
	}
	var out []string
	for _, l := range c.Lines {
		if !slices.ContainsFunc(f.Ranges, func(r Range) bool { return l.From >= r.From && l.To <= r.To }) {
			out = append(out, l.String())
		}
	}
	if len(out) == 0 {
		return ""
	}
	return fmt.Sprintf("%s: lines %s were edited; the task names lines %s", f.Path, strings.Join(out, ", "), Ranges(f.Ranges))
}

// String is "40-58", or "40" for one line.
func (r Range) String() string {
	if r.From == r.To {
		return fmt.Sprint(r.From)
	}
	return fmt.Sprintf("%d-%d", r.From, r.To)
}

// Ranges joins ranges as "40-58, 70".
func Ranges(rs []Range) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = r.String()
	}
	return strings.Join(s, ", ")
}

// Allowed describes what the task allows changing, for a block reason.
func (t Task) Allowed() string {
	var s []string
	for _, f := range t.Files {
		if !f.ReadOnly {
			s = append(s, f.Path)
		}
	}
	if len(s) == 0 {
		return "no files"
	}
	return strings.Join(s, ", ")
}
