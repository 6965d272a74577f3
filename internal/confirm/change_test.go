package confirm

import (
	"testing"

	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"
)

func TestApplyEdits(t *testing.T) {
	tests := []struct {
		name    string
		content string
		edits   []Edit
		want    string
		wantErr string
	}{
		{name: "one replacement", content: "a b a", edits: []Edit{{Old: "b", New: "B"}}, want: "a B a"},
		{name: "replace all", content: "a b a", edits: []Edit{{Old: "a", New: "x", ReplaceAll: true}}, want: "x b x"},
		{name: "in order, each on the result of the last", content: "one", edits: []Edit{{Old: "one", New: "two"}, {Old: "two", New: "three"}}, want: "three"},
		{name: "create with an empty old string", content: "", edits: []Edit{{Old: "", New: "new file"}}, want: "new file"},
		{name: "not found", content: "abc", edits: []Edit{{Old: "x", New: "y"}}, wantErr: "old_string does not occur in the file"},
		{name: "ambiguous", content: "a a", edits: []Edit{{Old: "a", New: "b"}}, wantErr: "old_string occurs 2 times and replace_all is false"},
		{name: "which edit failed", content: "a", edits: []Edit{{Old: "a", New: "b"}, {Old: "zz", New: "y"}}, wantErr: "edit 2: old_string does not occur"},
		{name: "no-op edit", content: "a", edits: []Edit{{Old: "a", New: "a"}}, wantErr: "old_string and new_string are the same"},
		{name: "empty old string on a file with content", content: "a", edits: []Edit{{Old: "", New: "b"}}, wantErr: "old_string is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ApplyEdits(tt.content, tt.edits)
			if tt.wantErr != "" {
				assert.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

const notebook = `{"cells":[
 {"id":"intro","cell_type":"markdown","source":["# Title\n","Some text\n"]},
 {"id":"code1","cell_type":"code","source":"print(1)\n"}
],"nbformat":4}`

func TestNotebookEdit(t *testing.T) {
	tests := []struct {
		name                        string
		input                       string
		before, after, label, error string
	}{
		{name: "replace by id", input: `{"cell_id":"code1","new_source":"print(2)\n"}`, before: "print(1)\n", after: "print(2)\n", label: "cell code1"},
		{name: "source as a list of lines", input: `{"cell_id":"intro","new_source":"# Title\n","edit_mode":"replace"}`, before: "# Title\nSome text\n", after: "# Title\n", label: "cell intro"},
		{name: "by index", input: `{"cell_id":"cell-1","new_source":"x"}`, before: "print(1)\n", after: "x", label: "cell 2"},
		{name: "insert", input: `{"cell_id":"intro","new_source":"new","edit_mode":"insert"}`, after: "new", label: "new cell"},
		{name: "delete", input: `{"cell_id":"code1","edit_mode":"delete"}`, before: "print(1)\n", label: "cell code1"},
		{name: "unknown cell", input: `{"cell_id":"nope","new_source":"x"}`, error: `the notebook has no cell "nope"`},
		{name: "unknown mode", input: `{"cell_id":"code1","edit_mode":"append"}`, error: `edit_mode "append" is not replace, insert or delete`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := gjson.Parse(tt.input)
			cell := event.Cell{ID: in.Get("cell_id").String(), Mode: in.Get("edit_mode").String(), Source: in.Get("new_source").String()}
			before, after, label, err := NotebookEdit(notebook, cell)
			if tt.error != "" {
				assert.ErrorContains(t, err, tt.error)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, []string{tt.before, tt.after, tt.label}, []string{before, after, label})
		})
	}
	_, _, _, err := NotebookEdit(`{"nbformat":4}`, event.Cell{ID: "a"})
	assert.ErrorContains(t, err, "no cells array")
}

func TestNamesAndKinds(t *testing.T) {
	assert.Equal(t, "parse.go", DisplayName("/home/dev/proj/parse.go", "/home/dev/proj"))
	assert.Equal(t, "internal/parse.go", DisplayName("/home/dev/proj/internal/parse.go", "/home/dev/proj/"))
	assert.Equal(t, "/etc/hosts", DisplayName("/etc/hosts", "/home/dev/proj"))
	assert.Equal(t, "/home/dev/project2/a.go", DisplayName("/home/dev/project2/a.go", "/home/dev/proj"), "a sibling directory is outside")

	for path, want := range map[string]bool{"notes.md": true, "README.MD": true, "a/b.txt": true, "doc.rst": true, "x.go": false, "Makefile": false, "dir.md/file": false, "a.json": false} {
		assert.Equal(t, want, IsProse(path), path)
	}
}
