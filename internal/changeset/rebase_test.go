package changeset

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func editItem(old, new string, replaceAll bool, seen string, existed bool) Item {
	args := marshal(map[string]any{"file_path": "/p/a.go", "old_string": old, "new_string": new, "replace_all": replaceAll})
	it := Item{Tool: ToolEdit, Args: args, Category: FileEdit, File: "/p/a.go"}
	if existed {
		it.FileHash = HashContent([]byte(seen))
	}
	return it
}

func TestRebase(t *testing.T) {
	const seen = "a\nb\nc\n"
	for _, tc := range []struct {
		name    string
		item    Item
		current string
		exists  bool
		want    string
		err     string
	}{
		{"unchanged file", editItem("b\n", "B\nB2\n", false, seen, true), seen, true, "a\nB\nB2\nc\n", ""},
		{"changed file, text once", editItem("b\n", "B\n", false, seen, true), "z\na\nb\nc\n", true, "z\na\nB\nc\n", ""},
		{"moved text still once", editItem("b\n", "B\n", false, seen, true), "b\na\nc\n", true, "B\na\nc\n", ""},
		{"changed file, text gone", editItem("b\n", "B\n", false, seen, true), "a\nc\n", true, "", "no longer occurs"},
		{"changed file, text twice", editItem("b\n", "B\n", false, seen, true), "b\na\nb\n", true, "", "now occurs 2 times"},
		{"unchanged, text twice without replace_all", editItem("x", "y", false, "x x", true), "x x", true, "", "occurs 2 times and replace_all is false"},
		{"unchanged, replace_all", editItem("x", "y", true, "x x", true), "x x", true, "y y", ""},
		{"changed, replace_all needs exactly once", editItem("x", "y", true, "x x", true), "x x x", true, "", "now occurs 3 times"},
		{"file deleted", editItem("b\n", "B\n", false, seen, true), "", false, "", "deleted after the proposal"},
		{"create, still absent", editItem("", "new\n", false, "", false), "", false, "new\n", ""},
		{"create, now exists", editItem("", "new\n", false, "", false), "other", true, "", "exists now"},
		{"no-op now", editItem("b", "b", false, seen, true), seen, true, "", "changes nothing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Rebase(tc.item, []byte(tc.current), tc.exists)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(got))
		})
	}
}

func TestRebaseWrite(t *testing.T) {
	write := func(existed bool, seen string) Item {
		it := Item{Tool: ToolWrite, Category: FileEdit, Args: marshal(map[string]string{"file_path": "/p/a", "content": "new"})}
		if existed {
			it.FileHash = HashContent([]byte(seen))
		}
		return it
	}
	got, err := Rebase(write(true, "old"), []byte("old"), true)
	require.NoError(t, err)
	assert.Equal(t, "new", string(got))
	got, err = Rebase(write(false, ""), nil, false)
	require.NoError(t, err)
	assert.Equal(t, "new", string(got))

	_, err = Rebase(write(true, "old"), []byte("old, edited"), true)
	assert.ErrorContains(t, err, "would lose the changes made since")
	_, err = Rebase(write(false, ""), []byte("someone else's"), true)
	assert.ErrorContains(t, err, "was created after the proposal")
	_, err = Rebase(write(true, "old"), nil, false)
	assert.ErrorContains(t, err, "deleted")
}

func TestRebaseMultiEditAndOthers(t *testing.T) {
	// MultiEdit input: Claude Code's documented shape.
	it := Item{Tool: ToolMultiEdit, Category: FileEdit, FileHash: HashContent([]byte("a b c")),
		Args: []byte(`{"file_path": "/p/a", "edits": [{"old_string": "a", "new_string": "A"}, {"old_string": "A b", "new_string": "AB"}]}`)}
	got, err := Rebase(it, []byte("a b c"), true)
	require.NoError(t, err)
	assert.Equal(t, "AB c", string(got), "edits apply in order, each to the result of the last")
	_, err = Rebase(it, []byte("c"), true)
	assert.ErrorContains(t, err, "edit 1: the file changed")

	_, err = Rebase(Item{Tool: "Bash", Args: []byte(`{"command": "ls"}`)}, nil, false)
	assert.ErrorContains(t, err, "not a file edit")
}

func TestInside(t *testing.T) {
	for _, tc := range []struct {
		path, dir string
		want      bool
	}{
		{"/p/a.go", "/p", true},
		{"/p/sub/../a.go", "/p", true},
		{"/p", "/p", false},
		{"/p/../etc/passwd", "/p", false},
		{"/pq/a", "/p", false},
		{"/p/..a/x", "/p", true},
		{"a.go", "/p", false},
		{"/p/a", "p", false},
	} {
		assert.Equal(t, tc.want, Inside(tc.path, tc.dir), "%s in %s", tc.path, tc.dir)
	}
}
