package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScriptWrites: the files a sed script writes with w (command or
// substitution flag) and the files an awk program prints into are
// writes of the line; substitutions whose text holds a w, a comparison in
// awk, devices and prints to the screen are not.
func TestScriptWrites(t *testing.T) {
	for _, tt := range []struct {
		cmd  string
		want []string // paths written, "~" before a path only known at run time
	}{
		{"sed 's#http://#https://#gw changed.txt' links.md", []string{"/p/changed.txt"}},
		{"sed -n '/ERROR/w errors.log' app.log", []string{"/p/errors.log"}},
		{"sed -ne 's/foo/bar/w out/changes.txt' notes.md", []string{"/p/out/changes.txt"}},
		{"sed -e '1d' -e '/^#/W comments.txt' conf.ini", []string{"/p/comments.txt"}},
		{"sed 's/wow/wiw/g' words.txt", nil},
		{"sed -n '/w/p' words.txt", nil},
		{"sed '/x/a\\\nwrite this w here' f.txt", nil},
		{"sed 's/a/b/w /dev/stdout' f.txt", nil},
		{"awk '{print > (\"logs/status_\" $9 \".log\")}' logs/access.log", []string{"~(\"logs/status_\" $9 \".log\")"}},
		{"awk '$3 > 100 {print $1 > \"big.txt\"}' data.tsv", []string{"/p/big.txt"}},
		{"gawk '{ printf \"%s\\n\", $2 >> \"names.txt\" }' people.csv", []string{"/p/names.txt"}},
		{"awk '$3 > 100 {print $1}' data.tsv", nil},
		{"awk '{print (NF > 3)}' data.tsv", nil},
		{"awk '{print $1 > \"/dev/stderr\"}' data.tsv", nil},
		{"awk -F, '/a>b/ {print $2}' x.csv", nil},
		{"awk '{ if ($2 > max) max = $2 } END { print max }' x.txt", nil},
	} {
		t.Run(tt.cmd, func(t *testing.T) {
			assert.Equal(t, tt.want, writtenPaths(t, tt.cmd))
		})
	}
}

// writtenPaths reads cmd in /p and lists the paths it writes, "~" before
// a path only known at run time.
func writtenPaths(t *testing.T, cmd string) []string {
	t.Helper()
	r, err := Read(cmd, "/p")
	require.NoError(t, err)
	var got []string
	for _, w := range r.Writes {
		p := w.Path
		if w.Dynamic {
			p = "~" + p
		}
		got = append(got, p)
	}
	return got
}
