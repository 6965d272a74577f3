package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// aliasNames lists the names of the aliases of the first write of command.
func aliasNames(t *testing.T, command string) []string {
	t.Helper()
	r, err := Read(command, "/p")
	require.NoError(t, err)
	require.NotEmpty(t, r.Writes, command)
	var names []string
	for _, a := range r.Writes[0].Aliases {
		names = append(names, a.Name)
	}
	return names
}

func TestEffectAliases(t *testing.T) {
	for _, c := range []struct {
		command      string
		has, hasNot  []string
		filesAllowed bool
	}{
		{command: "git pull --ff-only upstream dev", has: []string{"upstream", "remote", "latest changes"}, hasNot: []string{"main", "latest", "repo"}},
		{command: "git stash pop --index", has: []string{"stash", "stashed changes", "changes i stashed"}},
		{command: "git stash -u", has: []string{"local changes", "stash"}, hasNot: []string{"changes"}},
		{command: "git reset --hard", has: []string{"local changes", "local edits"}, hasNot: []string{"changes", "edits"}},
		// to another commit: the branch moves, named by its revision
		{command: "git reset --keep HEAD~1", hasNot: []string{"local changes", "local edits"}},
		{command: "git reset --hard origin/main", hasNot: []string{"local changes", "uncommitted changes"}},
		{command: "git restore .", has: []string{"uncommitted changes"}},
		{command: "git rebase upstream/main", has: []string{"upstream", "upstream/main"}},
		{command: "git apply --3way ../x.patch", has: []string{"patch"}, filesAllowed: true},
		{command: "bsdtar -xf deps/vendor.tar.zst -C third_party", has: []string{"archive", "vendor.tar.zst", "vendor"}, filesAllowed: true},
		{command: "unzip -q fonts.zip -d static", has: []string{"fonts.zip", "fonts"}, filesAllowed: true},
		{command: "protoc --python_out=gen schema/events.proto", has: []string{"stubs", "bindings", "code"}, filesAllowed: true},
		{command: "go generate ./internal/...", has: []string{"mocks", "generated code"}, filesAllowed: true},
		{command: "npm version major --no-git-tag-version", has: []string{"major version"}},
	} {
		names := aliasNames(t, c.command)
		for _, n := range c.has {
			assert.Contains(t, names, n, c.command)
		}
		for _, n := range c.hasNot {
			assert.NotContains(t, names, n, c.command)
		}
		r, err := Read(c.command, "/p")
		require.NoError(t, err)
		for _, a := range r.Writes[0].Aliases {
			assert.Equal(t, c.filesAllowed, a.Files, "%s: %s", c.command, a.Name)
			assert.NotEmpty(t, a.Verbs, "%s: %s", c.command, a.Name)
		}
	}
	// Bare "changes" bring the stash back only with a verb that says so.
	r0, err := Read("git stash pop", "/p")
	require.NoError(t, err)
	for _, a := range r0.Writes[0].Aliases {
		if a.Name == "changes" {
			assert.NotContains(t, a.Verbs, "restore")
		}
	}
	// A branch switched to discards nothing; stash list reads.
	r, err := Read("git checkout release", "/p")
	require.NoError(t, err)
	for _, w := range r.Writes {
		for _, a := range w.Aliases {
			assert.NotEqual(t, "local changes", a.Name)
		}
	}
	r, err = Read("git stash list", "/p")
	require.NoError(t, err)
	assert.Empty(t, r.Writes)
}

// TestEffectsTableIsWhole: every row has names and verbs, and no verb is
// a blank word.
func TestEffectsTableIsWhole(t *testing.T) {
	for key, rows := range effects() {
		require.NotEmpty(t, rows, key)
		for _, e := range rows {
			assert.NotEmpty(t, e.names, key)
			assert.NotEmpty(t, e.verbs, key)
			for _, v := range e.verbs {
				assert.NotContains(t, v, " ", "%s: verbs are one word", key)
			}
		}
	}
}

// TestWriteGlobAndTransient holds what a caller needs to judge a command
// by what the user calls its files: the pattern of a write known only
// through a glob, and a temporary file moved onto the file it stands for.
func TestWriteGlobAndTransient(t *testing.T) {
	for _, c := range []struct {
		command, glob string
	}{
		{"rm logs/*.log", "/p/logs/*.log"},
		{"rm -rf tmp/*", "/p/tmp/*"},
		{"cd docs && rm *.md", "/p/docs/*.md"},
		{"find . -name '*.pyc' -delete", "/p/**/*.pyc"},
		{"find build -type f -name '*.o' -delete", "/p/build/**/*.o"},
		{"find . -name '*.pyc' -newer x -delete", ""},
		{"find . -delete", ""},
		{"find src -name '*.orig' -print -delete", "/p/src/**/*.orig"},
		{"find . -xdev -type f -name '*.rej' -print0 -delete", "/p/**/*.rej"},
		{"find . -name '*.orig' -o -name '*.rej' -delete", ""},
		{"find . -name '*.orig' -newer base -print -delete", ""},
		{`rm "$DIR"/*.log`, ""},
		{"rm ~/x/*.log", ""},
		{"rm {a,b}.log", ""},
		{"rm *.log 2>/dev/null", "/p/*.log"},
	} {
		r, err := Read(c.command, "/p")
		require.NoError(t, err, c.command)
		require.NotEmpty(t, r.Writes, c.command)
		require.Equal(t, c.glob, r.Writes[0].Glob, c.command)
	}
	r, err := Read("jq . package.json > package.json.tmp && mv package.json.tmp package.json", "/p")
	require.NoError(t, err)
	require.Len(t, r.Writes, 3)
	for _, w := range r.Writes[:2] {
		require.Equal(t, "/p/package.json", w.With, w.Kind)
		require.True(t, w.Transient, w.Kind)
	}
	require.Empty(t, r.Writes[2].With, "the file moved onto is the one asked about")
	r, err = Read("mv a.tmp b && cat x > a.tmp", "/p")
	require.NoError(t, err)
	for _, w := range r.Writes {
		require.False(t, w.Transient, "a file written after the move is left behind: %s", w.Kind)
	}
	r, err = Read("sed -i.bak 's/a/b/' notes.md", "/p")
	require.NoError(t, err)
	require.Len(t, r.Writes, 2)
	require.Empty(t, r.Writes[1].With, "the backup is a file left that the user may not have asked for")
}

func TestSameWrite(t *testing.T) {
	read := func(command string) Write {
		r, err := Read(command, "/p")
		require.NoError(t, err)
		require.NotEmpty(t, r.Writes)
		return r.Writes[0]
	}
	require.True(t, SameWrite(read("sed -i  's/a/b/'  f"), read("sed -i 's/a/b/' f && cat f")))
	require.True(t, SameWrite(read("echo x > f"), read("echo  x >f")), "the same text")
	require.False(t, SameWrite(read("echo x > f"), read("echo x >> f")))
	require.False(t, SameWrite(read("date > f"), read("date > f")), "what a redirection of another command writes is not recorded")
	require.False(t, Comparable(read("date > f"), read("echo x > f")))
	require.False(t, SameWrite(read("sed -i 's/a/b/' f"), read("sed -i 's/a/c/' f")))
	require.False(t, SameWrite(read("echo x > f"), read("echo y > f")))
	require.False(t, SameWrite(read("rm -rf d"), read("rm -f d")))
}

// TestWrittenText holds what a redirection writes when the command alone
// tells, and that nothing is claimed otherwise.
func TestWrittenText(t *testing.T) {
	for _, c := range []struct {
		command, text string
		known         bool
	}{
		{"printf '20.11.1\\n' > .nvmrc", "20.11.1\n", true},
		{"echo 20 > .nvmrc", "20\n", true},
		{"echo -n 20 > .nvmrc", "20", true},
		{"echo -e 'a\\tb' >> f", "a\tb\n", true},
		{"echo 'a\\tb' >> f", "", false}, // bash prints the backslash; sh would not
		{": > app.log", "", true},
		{"> app.log", "", true},
		{"true > app.log", "", true},
		{"cat > f <<'EOF'\nx = $HOME\nEOF", "x = $HOME\n", true},
		{"cat <<EOF > f\nplain\nEOF", "plain\n", true},
		{"cat <<EOF > f\nx = $HOME\nEOF", "", false},
		{"echo $X > f", "", false},
		{"printf '%s\\n' a > f", "a\n", true}, // round 22: one %s, read per argument
		{"printf '%s=%s\\n' a b > f", "", false},
		{"printf '%d\\n' 3 > f", "", false},
		{"printf '100%%\\n' > f", "100%\n", true},
		{"ls 2> f", "", false},
		{"echo x 2> f", "", false},
		{"date > f", "", false},
		{"cat a > f", "", false},
		{"printf 'a\\x41' > f", "", false},
	} {
		r, err := Read(c.command, "/p")
		require.NoError(t, err, c.command)
		require.Len(t, r.Writes, 1, c.command)
		require.Equal(t, c.known, r.Writes[0].TextKnown, c.command)
		require.Equal(t, c.text, r.Writes[0].Text, c.command)
	}
	r, err := Read("echo a > f > g", "/p")
	require.NoError(t, err)
	for _, w := range r.Writes {
		require.False(t, w.TextKnown, "two redirections: the first is only truncated")
	}
}
