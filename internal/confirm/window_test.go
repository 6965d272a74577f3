package confirm

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bigGo is a large Go file with handleEntry in the middle.
func bigGo() string {
	var b strings.Builder
	b.WriteString("package parse\n\n")
	for i := range 3000 {
		fmt.Fprintf(&b, "// filler line %d\n", i)
	}
	b.WriteString("func handleEntry(e string) string {\n\te = trim(e)\n\treturn e\n}\n")
	for i := range 3000 {
		fmt.Fprintf(&b, "// more filler %d\n", i)
	}
	return b.String()
}

func TestWindowedChangesRenderAndClassifyLikeWholeOnes(t *testing.T) {
	big := bigGo()
	prose := strings.Repeat("A paragraph of text.\nStill the same paragraph.\n\n", 2000)
	tests := []struct {
		name    string
		content string
		edits   []Edit
		prose   bool
	}{
		{name: "one edit in the middle", content: big, edits: []Edit{{Old: "\treturn e\n", New: "\tif e == \"\" {\n\t\treturn \"error\"\n\t}\n\treturn e\n"}}},
		{name: "at the very start", content: big, edits: []Edit{{Old: "package parse", New: "package parser"}}},
		{name: "at the very end", content: big, edits: []Edit{{Old: "// more filler 2999\n", New: ""}}},
		{name: "replace all, far apart", content: big, edits: []Edit{{Old: "filler line 1\n", New: "FILLER\n", ReplaceAll: true}}},
		{name: "several edits", content: big, edits: []Edit{{Old: "e = trim(e)", New: "e = strings.TrimSpace(e)"}, {Old: "// more filler 10\n", New: ""}}},
		{name: "prose", content: prose + "The one to change.\n\n" + prose, edits: []Edit{{Old: "The one to change.", New: "The changed one."}}, prose: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			whole, err := ApplyEdits(tt.content, tt.edits)
			require.NoError(t, err)
			full := Change{Name: "f", Before: tt.content, After: whole, Prose: tt.prose}
			b, a, off, err := ApplyEditsWindowed(tt.content, tt.edits)
			require.NoError(t, err)
			win := Change{Name: "f", Before: b, After: a, LineOffset: off, Prose: tt.prose}
			assert.Less(t, len(b), len(tt.content)/2+len(tt.content)/3, "a window, not the file")
			assert.Equal(t, Render(full, MessageLimit), Render(win, MessageLimit))
			assert.Equal(t, Render(full, 500), Render(win, 500))
			wb, wa, woff := Window(tt.content, whole)
			viaWindow := Change{Name: "f", Before: wb, After: wa, LineOffset: woff, Prose: tt.prose}
			assert.Equal(t, Render(full, MessageLimit), Render(viaWindow, MessageLimit))
		})
	}
	b, a, _, err := ApplyEditsWindowed(big, []Edit{{Old: "\treturn e\n", New: "\treturn e + \"!\"\n"}})
	require.NoError(t, err)
	target := TargetOf(Change{Name: "parse.go", Path: "/p/parse.go", Before: b, After: a})
	assert.Contains(t, target.Range, "func handleEntry(e string) string {", "the enclosing declaration is in the window")
}

func TestApplyEditsWindowedErrors(t *testing.T) {
	for _, tt := range []struct {
		edits []Edit
		want  string
	}{
		{[]Edit{{Old: "zzz", New: "y"}}, "old_string does not occur in the file"},
		{[]Edit{{Old: "a", New: "b"}}, "old_string occurs 3 times and replace_all is false"},
		{[]Edit{{Old: "a", New: "a"}}, "old_string and new_string are the same"},
	} {
		_, _, _, err := ApplyEditsWindowed("a a a", tt.edits)
		assert.EqualError(t, err, tt.want)
	}
	b, a, off, err := ApplyEditsWindowed("", []Edit{{Old: "", New: "new\n"}})
	require.NoError(t, err)
	assert.Equal(t, []any{"", "new\n", 0}, []any{b, a, off}, "creating a file")
}
