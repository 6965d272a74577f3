package confirm

import (
	"os"
	"path/filepath"
	"strconv"
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

// BenchmarkSameBase is the look-up a bare base name costs, in a project of
// 1,000 files in 50 directories (only paid when the user typed the bare
// name of the edited file, or its stem: "the README").
func BenchmarkSameBase(b *testing.B) {
	dir := b.TempDir()
	for d := 0; d < 50; d++ {
		sub := filepath.Join(dir, "pkg", string(rune('a'+d%26))+string(rune('a'+d/26)))
		require.NoError(b, os.MkdirAll(sub, 0o755))
		for f := 0; f < 20; f++ {
			require.NoError(b, os.WriteFile(filepath.Join(sub, string(rune('a'+f))+".go"), nil, 0o644))
		}
	}
	path := filepath.Join(dir, "pkg", "aa", "unique.go") // no other: the whole walk
	require.NoError(b, os.WriteFile(path, nil, 0o644))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sameBase(dir, path)
	}
}

// A directory of very many entries is read only up to the limit, not
// whole: filepath.WalkDir read and sorted all 1,000,000 entries of one
// directory (1.3 s, 150 MB) before the limit was checked (round three of
// issue 10).
func TestSameBaseReadsAHugeDirectoryOnlyToTheLimit(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big")
	require.NoError(t, os.Mkdir(big, 0o755))
	for i := range 3000 {
		f, err := os.Create(filepath.Join(big, "f"+strconv.Itoa(i)))
		require.NoError(t, err)
		require.NoError(t, f.Close())
	}
	shared, read := sameBaseWithin(dir, filepath.Join(dir, "x.go"), 100)
	assert.True(t, shared, "cut short: in doubt, shared")
	assert.LessOrEqual(t, read, 100+sameBaseBatch, "entries read")
	shared, _ = sameBaseWithin(dir, filepath.Join(dir, "x.go"), 10000)
	assert.False(t, shared, "read to the end, no other x.go")
}

// BenchmarkSameBaseIn walks a project of 40 directories × 50 files for a
// name no other file has: the walk the confirmation makes when a bare
// file name is typed.
func BenchmarkSameBaseIn(b *testing.B) {
	dir := b.TempDir()
	for d := range 40 {
		sub := filepath.Join(dir, "d"+strconv.Itoa(d))
		require.NoError(b, os.Mkdir(sub, 0o755))
		for f := range 50 {
			require.NoError(b, os.WriteFile(filepath.Join(sub, "f"+strconv.Itoa(f)+".go"), nil, 0o644))
		}
	}
	path := filepath.Join(dir, "d0", "unique.go")
	for b.Loop() {
		if SameBaseIn(dir, path)() {
			b.Fatal("no other unique.go")
		}
	}
}

// "the README" is the stem of README.md: in a project with several
// README.md, like the bare name, it names none of them.
func TestStemOfASharedName(t *testing.T) {
	const before = "# ui\n\nComponents.\n"
	after := before + "\n## Running tests\n\n`pnpm test`\n"
	for _, k := range []struct {
		files []string
		ask   string
		want  Level
	}{
		{[]string{"README.md", "packages/api/README.md", "packages/ui/README.md"}, "add a Running tests section to the README", NeedsConfirmation},
		{[]string{"README.md", "packages/api/README.md", "packages/ui/README.md"}, "add a Running tests section to packages/ui/README.md", Explicit},
		{[]string{"packages/ui/README.md"}, "add a Running tests section to the README", Explicit},
	} {
		dir := project(t, k.files...)
		path := filepath.Join(dir, "packages/ui/README.md")
		target := TargetOf(Change{Name: "packages/ui/README.md", Path: path, Before: before, After: after, Prose: true})
		target.SameBase = SameBaseIn(dir, path)
		got := Classify(Request{Conversation: []Turn{{Role: User, Text: k.ask}}, Target: target})
		assert.Equal(t, k.want, got.Level, "%v: %q (%s)", k.files, k.ask, got.Reasoning)
	}
}

// A message that names by path another file with the target's base name
// asks for the change there: a symbol both files hold does not name the
// target's, wherever the path stands in the message.
func TestPathOfTheOtherSameBaseFile(t *testing.T) {
	const src = "export function currency(n: number): string {\n  return n.toFixed(2);\n}\n"
	tg := fileTarget("src/client/format.ts", src, replace(src, "  return n.toFixed(2);", "  return \"€\" + n.toFixed(2);"))
	for _, c := range []struct {
		text string
		want Level
	}{
		{"reuse currency() in the server formatting helpers as well, server/format.ts", NeedsConfirmation},
		{"server/format.ts should call currency() too", NeedsConfirmation},
		{"use currency() in the server format module too, server/format.ts", NeedsConfirmation},
		{"use currency() in src/server/format.ts too", NeedsConfirmation},
		{"make currency() in src/client/format.ts prefix the euro sign", Explicit},
		{"make currency() prefix the euro sign, in client/format.ts", Explicit},
	} {
		got := Classify(Request{Conversation: []Turn{u(c.text)}, Target: tg})
		assert.Equal(t, c.want, got.Level, "%s: %s", c.text, got.Reasoning)
	}
}
