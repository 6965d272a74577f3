package confirm

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// project makes a project directory holding the given files.
func project(t *testing.T, files ...string) string {
	dir := t.TempDir()
	for _, f := range files {
		p := filepath.Join(dir, f)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte("x\n"), 0o644))
	}
	return dir
}

func TestSameBaseIn(t *testing.T) {
	two := project(t, "src/api/utils.ts", "src/web/utils.ts")
	one := project(t, "src/web/utils.ts", "src/web/app.ts", "node_modules/x/utils.ts", ".git/utils.ts")
	assert.True(t, SameBaseIn(two, filepath.Join(two, "src/web/utils.ts"))())
	assert.False(t, SameBaseIn(one, filepath.Join(one, "src/web/utils.ts"))(), "dependency and hidden trees do not count")
	assert.Nil(t, SameBaseIn(one, "/elsewhere/utils.ts"), "a file outside the project")
	assert.Nil(t, SameBaseIn("", filepath.Join(one, "src/web/utils.ts")))
}

func TestBareBaseNameOfASharedName(t *testing.T) {
	const before = "export function slugify(s: string): string {\n  return s.toLowerCase();\n}\n"
	after := "export function slugify(s: string): string {\n  return s.trim().toLowerCase();\n}\n"
	for _, k := range []struct {
		files []string
		ask   string
		want  Level
	}{
		{[]string{"src/api/utils.ts", "src/web/utils.ts"}, "make utils.ts trim before lowering", NeedsConfirmation},
		{[]string{"src/api/utils.ts", "src/web/utils.ts"}, "make src/web/utils.ts trim before lowering", Explicit},
		{[]string{"src/web/utils.ts"}, "make utils.ts trim before lowering", Explicit},
	} {
		dir := project(t, k.files...)
		path := filepath.Join(dir, "src/web/utils.ts")
		target := TargetOf(Change{Name: "src/web/utils.ts", Path: path, Before: before, After: after})
		target.SameBase = SameBaseIn(dir, path)
		got := Classify(Request{Conversation: []Turn{{Role: User, Text: k.ask}}, Target: target})
		assert.Equal(t, k.want, got.Level, "%v: %q (%s)", k.files, k.ask, got.Reasoning)
	}
}
