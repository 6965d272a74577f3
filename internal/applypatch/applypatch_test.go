package applypatch

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []FilePatch
	}{
		{"add", "*** Begin Patch\n*** Add File: notes.txt\n+hello\n+\n+world\n*** End Patch\n",
			[]FilePatch{{Op: Add, Path: "notes.txt", Content: "hello\n\nworld\n"}}},
		{"delete", "*** Begin Patch\n*** Delete File: old.txt\n*** End Patch",
			[]FilePatch{{Op: Delete, Path: "old.txt"}}},
		{"update with two sections", "*** Begin Patch\n*** Update File: a.go\n@@ func a()\n ctx\n-old\n+new\n@@\n-x\n+y\n+z\n*** End Patch\n",
			[]FilePatch{{Op: Update, Path: "a.go", Chunks: []Chunk{{Old: "ctx\nold", New: "ctx\nnew"}, {Old: "x", New: "y\nz"}}}}},
		{"update, move, end of file", "*** Begin Patch\n*** Update File: a.go\n*** Move to: b.go\n@@\n-last\n+LAST\n*** End of File\n*** End Patch",
			[]FilePatch{{Op: Update, Path: "a.go", MoveTo: "b.go", Chunks: []Chunk{{Old: "last", New: "LAST", EOF: true}}}}},
		{"several files, CRLF, no end", "*** Begin Patch\r\n*** Add File: x\r\n+1\r\n*** Update File: y\r\n@@\r\n-a\r\n+b\r\n",
			[]FilePatch{{Op: Add, Path: "x", Content: "1\n"}, {Op: Update, Path: "y", Chunks: []Chunk{{Old: "a", New: "b"}}}}},
		{"empty patch", "*** Begin Patch\n*** End Patch\n", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse(tc.text)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct{ name, text, says string }{
		{"no begin", "*** Add File: x\n+1\n", "Begin Patch"},
		{"empty", "", "Begin Patch"},
		{"junk header", "*** Begin Patch\nrm -rf /\n*** End Patch", "line 2"},
		{"add without +", "*** Begin Patch\n*** Add File: x\nhello\n*** End Patch", "line 3"},
		{"bad update line", "*** Begin Patch\n*** Update File: x\n@@\n?x\n*** End Patch", "line 4"},
		{"no path", "*** Begin Patch\n*** Delete File: \n*** End Patch", "names no file"},
		{"too many files", "*** Begin Patch\n" + strings.Repeat("*** Delete File: f\n", MaxFiles+1), "more than"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.says)
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add("*** Begin Patch\n*** Update File: a\n@@\n-x\n+y\n*** End Patch\n")
	f.Fuzz(func(t *testing.T, s string) { _, _ = Parse(s) })
}

// Codex's parser is lenient in two ways a patch can use to hide its files
// from a stricter reader (round three of issue 10): a here-document
// wrapper (<<EOF … EOF, quoted or not) and file headers with blanks around
// them. Each is read as Codex reads it.
func TestParseReadsWhatCodexLeniencyAccepts(t *testing.T) {
	want := []FilePatch{{Op: Delete, Path: "old.go"}, {Op: Update, Path: "a.go", Chunks: []Chunk{{Old: "x", New: "y"}}}}
	body := "*** Begin Patch\n*** Delete File: old.go\n*** Update File: a.go\n@@\n-x\n+y\n*** End Patch\n"
	for name, text := range map[string]string{
		"heredoc":                "<<EOF\n" + body + "EOF\n",
		"quoted heredoc":         "<<'EOF'\n" + body + "EOF",
		"double-quoted heredoc":  "<<\"EOF\"\n" + body + "EOF\n",
		"indented headers":       "*** Begin Patch\n  *** Delete File: old.go\n\t*** Update File: a.go\n@@\n-x\n+y\n  *** End Patch\n",
		"headers with trailing ": "*** Begin Patch\n*** Delete File: old.go  \n*** Update File: a.go \n@@\n-x\n+y\n*** End Patch\n",
	} {
		t.Run(name, func(t *testing.T) {
			got, err := Parse(text)
			require.NoError(t, err)
			assert.Equal(t, want, got)
		})
	}
}
