package shell

import "testing"

// TestSourcesTakenAway: options that make a packer or a patcher do more
// than its plain form — zip's -m deletes what it packs, patch's -b leaves
// a backup copy beside the file — are read as those writes; the plain
// forms write only the archive or the file.
func TestSourcesTakenAway(t *testing.T) {
	requireWrites(t, []struct {
		cmd  string
		want []string // kind:path, in order
	}{
		{"zip -rm site.zip public/", []string{"overwrite:/p/site.zip", "delete:/p/public"}},
		{"zip --move -r out.zip a.txt b.txt", []string{"overwrite:/p/out.zip", "delete:/p/a.txt", "delete:/p/b.txt"}},
		{"zip -r site.zip public/", []string{"overwrite:/p/site.zip"}},
		{"patch -b src/slugify.py < fixes/slugify.patch", []string{"edit:/p/src/slugify.py", "overwrite:/p/src/slugify.py.orig"}},
		{"patch --backup -z .bak lib/a.rb fix.diff", []string{"edit:/p/lib/a.rb", "overwrite:/p/lib/a.rb.bak"}},
		{"patch src/slugify.py < fixes/slugify.patch", []string{"edit:/p/src/slugify.py"}},
	})
}
