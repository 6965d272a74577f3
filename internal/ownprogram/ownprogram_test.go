package ownprogram

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// world is a PATH with plan-compliance on it, and a finder for it.
func world(t *testing.T) (dir string, f *Finder) {
	t.Helper()
	dir = t.TempDir()
	bin := filepath.Join(dir, "bin")
	require.NoError(t, os.MkdirAll(bin, 0o755))
	write(t, filepath.Join(bin, "plan-compliance"), "\x7fELF pretend program bytes", 0o755)
	write(t, filepath.Join(bin, "git"), "\x7fELF another program!!!!!!!", 0o755)
	env := map[string]string{"PATH": bin}
	f = New(func(k string) string { return env[k] })
	f.self = func() (string, error) { return "/nonexistent/plan-compliance-hook", nil }
	return dir, f
}

func write(t *testing.T, p, content string, mode os.FileMode) {
	t.Helper()
	require.NoError(t, os.WriteFile(p, []byte(content), mode))
}

func TestFind(t *testing.T) {
	dir, f := world(t)
	assert.Equal(t, filepath.Join(dir, "bin", "git"), f.Find("git", dir))
	assert.Equal(t, "", f.Find("nosuch", dir))
	assert.Equal(t, filepath.Join(dir, "bin", "git"), f.Find("bin/git", dir))
	assert.Equal(t, filepath.Join(dir, "bin", "git"), f.Find("./git", filepath.Join(dir, "bin")))
	write(t, filepath.Join(dir, "notexec"), "x", 0o644)
	assert.Equal(t, "", f.Find("./notexec", dir), "not executable")
}

func TestOursUnderAnyName(t *testing.T) {
	dir, f := world(t)
	orig := filepath.Join(dir, "bin", "plan-compliance")
	// A copy, a symbolic link and a hard link, under other names.
	b, err := os.ReadFile(orig)
	require.NoError(t, err)
	write(t, filepath.Join(dir, "copy"), string(b), 0o755)
	require.NoError(t, os.Symlink(orig, filepath.Join(dir, "sym")))
	require.NoError(t, os.Link(orig, filepath.Join(dir, "hard")))
	write(t, filepath.Join(dir, "wrap.sh"), "#!/bin/sh\nexec plan-compliance \"$@\"\n", 0o755)
	for _, name := range []string{"copy", "sym", "hard", "wrap.sh", "bin/plan-compliance"} {
		assert.True(t, f.Ours(filepath.Join(dir, name)), name)
	}
	// Same size, other bytes; another script; another program.
	write(t, filepath.Join(dir, "same-size"), "\x7fELF pretend program BYTES", 0o755)
	write(t, filepath.Join(dir, "other.sh"), "#!/bin/sh\necho hi\n", 0o755)
	for _, name := range []string{"same-size", "other.sh", "bin/git", "missing"} {
		assert.False(t, f.Ours(filepath.Join(dir, name)), name)
	}
}

func TestOursSkipsWhatIsNotAFile(t *testing.T) {
	dir, f := world(t)
	assert.False(t, f.Ours(dir), "a directory")
	assert.False(t, f.Ours("/dev/null"), "a device")
}

func TestScriptReadsWhatAShellWouldRun(t *testing.T) {
	dir, f := world(t)
	write(t, filepath.Join(dir, "s.sh"), "plan-compliance changes list\n", 0o644)
	write(t, filepath.Join(dir, "bin", "onpath.sh"), "echo hi\n", 0o644)
	write(t, filepath.Join(dir, "big.sh"), strings.Repeat("#\n", maxScript), 0o644)

	text, ok, tooBig := f.Script("s.sh", dir)
	assert.Equal(t, "plan-compliance changes list\n", text)
	assert.True(t, ok && !tooBig)
	text, ok, _ = f.Script("onpath.sh", t.TempDir())
	assert.True(t, ok, "source looks on PATH")
	assert.Equal(t, "echo hi\n", text)
	_, ok, tooBig = f.Script("big.sh", dir)
	assert.True(t, ok && tooBig, "a script past 64 KB")
	_, ok, _ = f.Script("missing.sh", dir)
	assert.False(t, ok)
}
