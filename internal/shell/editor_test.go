package shell

import "testing"

// TestEditorScripts: ed and ex write what their script's write commands
// say when the whole script is on the line — nothing for a script that
// only prints, another file for "w FILE" — and the file opened, as
// before, when the script is not known.
func TestEditorScripts(t *testing.T) {
	requireWrites(t, []struct {
		cmd  string
		want []string
	}{
		{`printf '%s\n' '2,3p' 'q' | ed -s notes.txt`, nil},
		{`printf '%s\n' '/TODO/d' 'w' 'q' | ed -s notes.txt`, []string{"edit:/p/notes.txt"}},
		{`printf '%s\n' ',p' 'Q' | ed -s todo.md`, nil},
		{`echo ',n' | ed -s src/main.c`, nil},
		{"ed -s notes.txt <<'EOF'\n1a\nw\n.\n,p\nq\nEOF", nil},
		{"ed -s notes.txt <<'EOF'\n$a\nnew line\n.\nw\nq\nEOF", []string{"edit:/p/notes.txt"}},
		{"ed -s notes.txt <<'EOF'\n1d\nw copy.txt\nq\nEOF", []string{"overwrite:/p/copy.txt"}},
		{`ex -sc '%s/a/b/|w! other.md|q!' README.md`, []string{"overwrite:/p/other.md"}},
		{`ex -sc '%s/a/b/|x' README.md`, []string{"edit:/p/README.md"}},
		{`ex -sc '%s/a/b/|wq' README.md`, []string{"edit:/p/README.md"}},
		{`ex -s +'g/^#/p' +'q!' README.md`, nil},
		{`ex -s -c '%s/a/b/' README.md`, []string{"edit:/p/README.md"}},
		{`ed -s notes.txt < script.ed`, []string{"edit:/p/notes.txt"}},
	})
}

// TestEditorCommand: an ed or ex command's name is read after its
// address, with what follows it.
func TestEditorCommand(t *testing.T) {
	for _, tt := range []struct{ in, name, arg string }{
		{"2,3p", "p", ""},
		{"%s/x/y/g", "s", "/x/y/g"},
		{"w! CHANGES.md", "w", "!CHANGES.md"},
		{"wq!", "wq", ""},
		{"/^## Old/,/^## /d", "d", ""},
		{"g/^Action/d", "g", "/^Action/d"},
		{"'a,'bw part.txt", "w", "part.txt"},
		{"$", "", ""},
	} {
		name, arg := editorCommand(tt.in)
		if name != tt.name || arg != tt.arg {
			t.Errorf("editorCommand(%q) = %q, %q; want %q, %q", tt.in, name, arg, tt.name, tt.arg)
		}
	}
}
