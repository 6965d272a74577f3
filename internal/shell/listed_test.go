package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStaticListIntoXargs: the files a static printf or echo hands to
// xargs are the operands of the command xargs runs, written as it writes
// its operands; a list with a run-time part, quotes or blanks xargs would
// split otherwise, xargs -I, or any other producer stays only known at
// run time.
func TestStaticListIntoXargs(t *testing.T) {
	for _, tt := range []struct {
		cmd  string
		want []string
	}{
		{`printf '%s\n' src/a.ts src/b.ts | xargs sed -i 's/x/y/g'`, []string{"edit /p/src/a.ts", "edit /p/src/b.ts"}},
		{`echo tmp/a.json tmp/b.json | xargs rm -v`, []string{"delete /p/tmp/a.json", "delete /p/tmp/b.json"}},
		{`printf 'a.txt\nb.txt\n' | xargs rm`, []string{"delete /p/a.txt", "delete /p/b.txt"}},
		{`printf '%s\0' a.txt b.txt | xargs -0 rm -f`, []string{"delete /p/a.txt", "delete /p/b.txt"}},
		{`echo a.txt b.txt | xargs -n1 rm`, []string{"delete /p/a.txt", "delete /p/b.txt"}},
		{`printf '%s\n' "$F" | xargs rm`, []string{"unknown-use rm … (dynamic)"}},
		{`printf '%s-old\n' a b | xargs rm`, []string{"unknown-use rm … (dynamic)"}},
		{`echo 'a b.txt' | xargs rm`, []string{"unknown-use rm … (dynamic)"}},
		{`echo a.txt | xargs -I{} mv {} old/`, []string{"unknown-use mv {} old/ … (dynamic)", "move-from {} (dynamic)", "move-to old/{} (dynamic)"}},
		{`cat list.txt | xargs rm`, []string{"unknown-use rm … (dynamic)"}},
		{`printf '%s\n' a.txt b.txt | xargs cat`, nil},
	} {
		assert.Equal(t, tt.want, writes(t, tt.cmd), tt.cmd)
	}
}

// TestFindExecEditors: find -exec of an in-place editor (sed -i, perl
// -pi) on {} edits find's glob and nothing else; sed without -i, on {}
// or through xargs, writes nothing.
func TestFindExecEditors(t *testing.T) {
	for _, tt := range []struct {
		cmd, glob string
		want      []string
	}{
		{`find services -name Dockerfile -exec sed -i 's/18/20/' {} +`, "/p/services/**/Dockerfile", []string{"edit {} (dynamic)"}},
		{`find . -name '*.py' -exec perl -pi -e 's/a/b/' {} \;`, "/p/**/*.py", []string{"edit {} (dynamic)"}},
		{`find . -name '*.py' -exec sed -n '1p' {} \;`, "", nil},
		{`find . -name '*.py' | xargs sed -n '1p'`, "", nil},
		{`find . -name '*.py' -exec sed -i 's/a/b/' {} x.py \;`, "/p/**/*.py", []string{"edit {} (dynamic)", "edit /p/x.py"}},
	} {
		assert.Equal(t, tt.want, writes(t, tt.cmd), tt.cmd)
		r, err := Read(tt.cmd, "/p")
		require.NoError(t, err)
		glob := ""
		for _, w := range r.Writes {
			if w.Glob != "" {
				glob = w.Glob
			}
		}
		assert.Equal(t, tt.glob, glob, tt.cmd)
	}
}

// TestSubstitutionOverGrepListing: grep -rl PATTERN DIR piped into an
// in-place substitution (sed -i, perl -pi) edits the files under DIR that
// hold the pattern: the glob DIR/**/*; fed to anything else (rm, a sed
// that deletes lines) it stays only known at run time.
func TestSubstitutionOverGrepListing(t *testing.T) {
	for _, tt := range []struct{ cmd, glob string }{
		{`grep -rl 'fetchJSON' src | xargs sed -i 's/fetchJSON/request/g'`, "/p/src/**/*"},
		{`grep -rlw foo lib | xargs perl -pi -e 's/foo/bar/g'`, "/p/lib/**/*"},
		{`grep -rl TODO src | xargs rm`, ""},
		{`grep -rl TODO src | xargs sed -i '/TODO/d'`, ""},
		{`grep -l foo a.txt b.txt | xargs sed -i 's/foo/bar/'`, ""},
	} {
		r, err := Read(tt.cmd, "/p")
		require.NoError(t, err, tt.cmd)
		glob := ""
		for _, w := range r.Writes {
			if w.Glob != "" {
				glob = w.Glob
			}
			if tt.glob != "" {
				assert.False(t, w.Dynamic && w.Glob == "", "%s: %+v", tt.cmd, w)
			}
		}
		assert.Equal(t, tt.glob, glob, tt.cmd)
	}
}

// TestOneLinerPathVariable: in a one-line program, a name bound to a
// literal path by a statement of its own (after ; as after a line break)
// is that path.
func TestOneLinerPathVariable(t *testing.T) {
	for _, tt := range []struct {
		cmd  string
		want []string
	}{
		{`python3 -c "import json;p='data/a.json';d=json.load(open(p));json.dump(d,open(p,'w'),indent=2)"`, []string{"overwrite /p/data/a.json"}},
		{`python3 -c "import json; p = 'a.json'; json.dump({}, open(p, 'w'))"`, []string{"overwrite /p/a.json"}},
		{`python3 -c "p='a.json';p='b.json';open(p,'w').write('')"`, []string{"overwrite  (dynamic)"}},
		{`python3 -c "x=1;q=p='a.json';open(p,'w')"`, []string{"overwrite  (dynamic)"}},
	} {
		assert.Equal(t, tt.want, writes(t, tt.cmd), tt.cmd)
	}
}

// TestFindAgeTests: find's age tests (-mtime, -mmin, -atime, -ctime,
// -amin, -cmin, with +N) narrow its files to the older ones; -N to the
// newer; with no -name the glob is every file below the root.
func TestFindAgeTests(t *testing.T) {
	for _, tt := range []struct {
		cmd, glob string
		narrowed  []string
	}{
		{`find tmp/uploads -type f -mtime +7 -delete`, "/p/tmp/uploads/**/*", []string{"older than 7 days"}},
		{`find logs -name '*.log' -mmin -30 -delete`, "/p/logs/**/*.log", []string{"newer than 30 minutes"}},
		{`find tmp -type f -delete`, "/p/tmp/**/*", nil},
		{`find tmp -mtime 3 -delete`, "", nil},
		{`find tmp -newer x -delete`, "", nil},
	} {
		r, err := Read(tt.cmd, "/p")
		require.NoError(t, err, tt.cmd)
		glob := ""
		var narrowed []string
		for _, w := range r.Writes {
			if w.Glob != "" {
				glob, narrowed = w.Glob, w.Narrowed
			}
		}
		assert.Equal(t, tt.glob, glob, tt.cmd)
		assert.Equal(t, tt.narrowed, narrowed, tt.cmd)
	}
}

// TestPiecesAndSubcommands: split and csplit write their pieces, the
// files of their prefix (a glob); swift-format's subcommand is no file; a
// formatter's own pattern keeps its braces as its glob, not a run-time
// expansion.
func TestPiecesAndSubcommands(t *testing.T) {
	for _, tt := range []struct {
		cmd  string
		want []string
		glob string
	}{
		{`split -l 10000 data/big.csv data/chunks/part_`, []string{"overwrite data/chunks/part_* (dynamic)"}, "/p/data/chunks/part_*"},
		{`split -b 1M dump.sql`, []string{"overwrite x* (dynamic)"}, "/p/x*"},
		{`csplit -f sect_ notes.md '/^## /' '{*}'`, []string{"overwrite sect_* (dynamic)"}, "/p/sect_*"},
		{`split --help`, nil, ""},
		{`swift-format format -i Sources/App/Router.swift`, []string{"edit /p/Sources/App/Router.swift"}, ""},
		{`swift-format lint Sources/App/Router.swift`, nil, ""},
		{`npx prettier --write 'src/pages/**/*.{ts,tsx}'`, []string{"edit src/pages/**/*.{ts,tsx} (dynamic)"}, "/p/src/pages/**/*.{ts,tsx}"},
		{`npx prettier --write "src/$D/*.ts"`, []string{`edit "src/$D/*.ts" (dynamic)`}, ""},
	} {
		assert.Equal(t, tt.want, writes(t, tt.cmd), tt.cmd)
		r, err := Read(tt.cmd, "/p")
		require.NoError(t, err)
		glob := ""
		for _, w := range r.Writes {
			glob = w.Glob
		}
		assert.Equal(t, tt.glob, glob, tt.cmd)
	}
}
