package claude

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/event"
)

func TestReplacements(t *testing.T) {
	edit := gjson.Parse(`{"file_path":"/p/a.go","old_string":"x","new_string":"y","replace_all":true}`)
	assert.Equal(t, []event.Replacement{{Old: "x", New: "y", ReplaceAll: true}}, Replacements(edit))
	multi := gjson.Parse(`{"file_path":"/p/a.go","edits":[{"old_string":"a","new_string":"b"},{"old_string":"c","new_string":"d","replace_all":true}]}`)
	assert.Equal(t, []event.Replacement{{Old: "a", New: "b"}, {Old: "c", New: "d", ReplaceAll: true}}, Replacements(multi))
}

// Each of Claude Code's edit tools comes out as one normalised edit.
func TestEditNormalisesTheEditTools(t *testing.T) {
	for _, tc := range []struct {
		name, payload string
		want          event.Edit
		ok            bool
	}{
		{"Edit", `{"tool_name":"Edit","tool_input":{"file_path":"/p/a.go","old_string":"x","new_string":"y"}}`,
			event.Edit{Path: "/p/a.go", Kind: event.Replace, Replacements: []event.Replacement{{Old: "x", New: "y"}}}, true},
		{"MultiEdit", `{"tool_name":"MultiEdit","tool_input":{"file_path":"/p/a.go","edits":[]}}`,
			event.Edit{Path: "/p/a.go", Kind: event.Replace}, true},
		{"Write", `{"tool_name":"Write","tool_input":{"file_path":"/p/n.md","content":"hi"}}`,
			event.Edit{Path: "/p/n.md", Kind: event.Write, Content: "hi"}, true},
		{"NotebookEdit", `{"tool_name":"NotebookEdit","tool_input":{"notebook_path":"/p/nb.ipynb","cell_id":"c1","cell_type":"markdown","edit_mode":"insert","new_source":"# T"}}`,
			event.Edit{Path: "/p/nb.ipynb", Kind: event.NotebookCell, Cell: event.Cell{ID: "c1", Type: "markdown", Mode: "insert", Source: "# T"}}, true},
		{"a tool naming a file only", `{"tool_name":"mcp__x","tool_input":{"path":"/p/x"}}`, event.Edit{Path: "/p/x"}, true},
		{"no file", `{"tool_name":"Bash","tool_input":{"command":"ls"}}`, event.Edit{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, err := Read(tc.payload)
			require.NoError(t, err)
			got, ok := ev.Edit()
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.want, got)
		})
	}
}

// What Claude Code reports after an edit: originalFile (null for a new
// file), userModified and structuredPatch.
func TestMade(t *testing.T) {
	ev, err := Read(`{"tool_name":"Edit","tool_input":{"file_path":"/p/a.go","old_string":"x","new_string":"y"},"tool_response":{"filePath":"/p/b.go","originalFile":"x\n","userModified":true,"structuredPatch":[{"oldStart":1,"oldLines":1,"newStart":1,"newLines":1,"lines":["-x","+y"]}]}}`)
	require.NoError(t, err)
	assert.Equal(t, event.Made{
		Path: "/p/b.go", Original: "x\n", OriginalKnown: true, UserModified: true,
		Replacements: []event.Replacement{{Old: "x", New: "y"}},
		HasPatch:     true, Patch: []event.Hunk{{OldStart: 1, OldLines: 1, NewStart: 1, NewLines: 1, Lines: []string{"-x", "+y"}}},
	}, ev.Made())

	ev, err = Read(`{"tool_name":"Write","tool_input":{"file_path":"/p/n.go","content":"a"},"tool_response":{"originalFile":null,"content":"b"}}`)
	require.NoError(t, err)
	m := ev.Made()
	assert.True(t, m.Created && m.Whole && !m.OriginalKnown)
	assert.Equal(t, "b", m.Content, "the content Claude Code reports wins over the call's")
}
