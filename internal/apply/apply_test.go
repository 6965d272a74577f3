package apply

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
)

// proposeEdit makes the item a PreToolUse of Edit would have queued for
// path, seeing the file as it is now. The input is Edit's real shape
// (file_path, old_string, new_string, replace_all).
func proposeEdit(t *testing.T, dir, path, old, new string) changeset.Item {
	t.Helper()
	input, err := json.Marshal(map[string]any{"file_path": path, "old_string": old, "new_string": new, "replace_all": false})
	require.NoError(t, err)
	return propose(t, dir, "Edit", path, input)
}

func propose(t *testing.T, dir, tool, path string, input []byte) changeset.Item {
	t.Helper()
	var fs changeset.FileState
	if b, err := os.ReadFile(path); err == nil {
		fs = changeset.FileState{Exists: true, Hash: changeset.HashContent(b)}
	}
	items := changeset.Propose(tool, input, changeset.Config{}, dir, fs)
	require.Len(t, items, 1)
	return items[0]
}

func write(t *testing.T, path, content string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(content), 0o640))
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

func TestEditUnchangedFile(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "parse.go")
	write(t, f, "package p\n\treturn e\n")
	it := proposeEdit(t, dir, f, "\treturn e\n", "\tif e == \"\" {\n\t\treturn \"x\"\n\t}\n\treturn e\n")
	p, err := Edit(dir, it)
	require.NoError(t, err)
	assert.Equal(t, "package p\n\tif e == \"\" {\n\t\treturn \"x\"\n\t}\n\treturn e\n", read(t, f))
	assert.Equal(t, "package p\n\treturn e\n", string(p.Before))
	info, err := os.Stat(f)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o640), info.Mode().Perm(), "the file keeps its mode")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left behind")
}

func TestEditChangedFile(t *testing.T) {
	for _, tc := range []struct {
		name, now, want, err string
	}{
		{"text still once", "// new header\nold line\n", "// new header\nnew line\n", ""},
		{"moved text", "other\nmore\nold line\n", "other\nmore\nnew line\n", ""},
		{"text gone", "rewritten\n", "", "no longer occurs"},
		{"text twice", "old line\nold line\n", "", "now occurs 2 times"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			f := filepath.Join(dir, "a.txt")
			write(t, f, "old line\n")
			it := proposeEdit(t, dir, f, "old line\n", "new line\n")
			write(t, f, tc.now)
			_, err := Edit(dir, it)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				assert.Equal(t, tc.now, read(t, f), "the file is untouched")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, read(t, f))
		})
	}
}

func TestPathOutsideProject(t *testing.T) {
	dir := t.TempDir()
	outside := filepath.Join(t.TempDir(), "x.txt")
	write(t, outside, "a\n")
	it := proposeEdit(t, dir, outside, "a\n", "b\n")
	_, err := Edit(dir, it)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "outside the project")
	assert.Equal(t, "a\n", read(t, outside))

	dotdot := proposeEdit(t, dir, filepath.Join(dir, "..", filepath.Base(filepath.Dir(outside)), "x.txt"), "a\n", "b\n")
	_, err = Edit(dir, dotdot)
	assert.ErrorContains(t, err, "outside the project")

	rel := proposeEdit(t, dir, "x.txt", "a\n", "b\n")
	_, err = Edit(dir, rel)
	assert.ErrorContains(t, err, "not an absolute path")
}

func TestSymlinks(t *testing.T) {
	dir := t.TempDir()
	outsideDir := t.TempDir()
	outside := filepath.Join(outsideDir, "secret.txt")
	write(t, outside, "a\n")

	// A file link that points out of the project.
	link := filepath.Join(dir, "link.txt")
	require.NoError(t, os.Symlink(outside, link))
	it := proposeEdit(t, dir, link, "a\n", "b\n")
	_, err := Edit(dir, it)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "symbolic link")
	assert.Equal(t, "a\n", read(t, outside))

	// A directory link that points out, with a file to be created under it.
	require.NoError(t, os.Symlink(outsideDir, filepath.Join(dir, "out")))
	create := propose(t, dir, "Write", filepath.Join(dir, "out", "new.txt"), []byte(`{"file_path": "`+filepath.Join(dir, "out", "new.txt")+`", "content": "x"}`))
	_, err = Edit(dir, create)
	assert.ErrorContains(t, err, "symbolic link")
	assert.NoFileExists(t, filepath.Join(outsideDir, "new.txt"))

	// A dangling link: following it could lead anywhere.
	require.NoError(t, os.Symlink(filepath.Join(outsideDir, "nothing"), filepath.Join(dir, "dangling")))
	dangling := propose(t, dir, "Write", filepath.Join(dir, "dangling"), []byte(`{"file_path": "`+filepath.Join(dir, "dangling")+`", "content": "x"}`))
	_, err = Edit(dir, dangling)
	assert.ErrorContains(t, err, "outside the project")
	assert.NoFileExists(t, filepath.Join(outsideDir, "nothing"))

	// A dangling link inside the project is refused too: the file it names
	// may be made anywhere by the time the edit is written.
	require.NoError(t, os.Symlink("nothing-here", filepath.Join(dir, "dangling-inside")))
	danglingInside := propose(t, dir, "Write", filepath.Join(dir, "dangling-inside"), []byte(`{"file_path": "`+filepath.Join(dir, "dangling-inside")+`", "content": "x"}`))
	_, err = Edit(dir, danglingInside)
	assert.ErrorContains(t, err, "missing target")
	assert.NoFileExists(t, filepath.Join(dir, "nothing-here"))

	// A link inside the project to a file inside it is fine; the target is
	// written and the link stays a link.
	target := filepath.Join(dir, "real.txt")
	write(t, target, "a\n")
	inner := filepath.Join(dir, "inner.txt")
	require.NoError(t, os.Symlink(target, inner))
	ok := proposeEdit(t, dir, inner, "a\n", "b\n")
	_, err = Edit(dir, ok)
	require.NoError(t, err)
	assert.Equal(t, "b\n", read(t, target))
	fi, err := os.Lstat(inner)
	require.NoError(t, err)
	assert.Equal(t, os.ModeSymlink, fi.Mode()&os.ModeSymlink)
}

func TestProjectDirThroughSymlink(t *testing.T) {
	real := t.TempDir()
	alias := filepath.Join(t.TempDir(), "proj")
	require.NoError(t, os.Symlink(real, alias))
	f := filepath.Join(alias, "a.txt")
	write(t, f, "a\n")
	it := proposeEdit(t, alias, f, "a\n", "b\n")
	_, err := Edit(alias, it)
	require.NoError(t, err)
	assert.Equal(t, "b\n", read(t, filepath.Join(real, "a.txt")))
}

func TestCreateAndWrite(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "sub", "deeper", "new.go")
	create := propose(t, dir, "Write", f, []byte(`{"file_path": "`+f+`", "content": "package x\n"}`))
	assert.Equal(t, "Create sub/deeper/new.go (1 line)", create.Summary)
	_, err := Edit(dir, create)
	require.NoError(t, err)
	assert.Equal(t, "package x\n", read(t, f))

	_, err = Edit(dir, create)
	assert.ErrorContains(t, err, "created after the proposal", "applying twice is refused")

	replace := propose(t, dir, "Write", f, []byte(`{"file_path": "`+f+`", "content": "package y\n"}`))
	write(t, f, "package z\n")
	_, err = Edit(dir, replace)
	assert.ErrorContains(t, err, "would lose the changes")
	assert.Equal(t, "package z\n", read(t, f))
}

func TestNotAFileEdit(t *testing.T) {
	it := changeset.Item{Tool: "Bash", Category: changeset.Command}
	_, err := Check(t.TempDir(), it)
	assert.ErrorContains(t, err, "goes back to the agent")
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "d"), 0o755))
	w := propose(t, dir, "Write", filepath.Join(dir, "d"), []byte(`{"file_path": "`+filepath.Join(dir, "d")+`", "content": "x"}`))
	_, err = Check(dir, w)
	assert.ErrorContains(t, err, "not a regular file")
	_, err = Check("relative", w)
	assert.ErrorContains(t, err, "not an absolute path")
}

// Links are followed as the system follows them: a ".." in a link's target
// applies to the directory the link really sits in, not to the name it was
// reached by.
func TestLinksResolveLikeTheSystem(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a", "g.txt"), "a\n")
	write(t, filepath.Join(dir, "g.txt"), "a\n")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "a", "b"), 0o755))
	require.NoError(t, os.Symlink(filepath.Join("a", "b"), filepath.Join(dir, "lnk")))
	require.NoError(t, os.Symlink(filepath.Join("..", "g.txt"), filepath.Join(dir, "a", "b", "f.txt")))

	via := filepath.Join(dir, "lnk", "f.txt")
	p, err := Edit(dir, proposeEdit(t, dir, via, "a\n", "b\n"))
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "a", "g.txt"), p.Real)
	assert.Equal(t, "b\n", read(t, filepath.Join(dir, "a", "g.txt")))
	assert.Equal(t, "a\n", read(t, filepath.Join(dir, "g.txt")), "the file the link does not lead to is untouched")

	// A new file under a linked directory is created where the link leads.
	create := filepath.Join(dir, "lnk", "new", "n.txt")
	_, err = Edit(dir, propose(t, dir, "Write", create, []byte(`{"file_path": "`+create+`", "content": "x"}`)))
	require.NoError(t, err)
	assert.Equal(t, "x", read(t, filepath.Join(dir, "a", "b", "new", "n.txt")))
}
