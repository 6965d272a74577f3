package confirm

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const parseGo = "package parse\n\nfunc handleEntry(e string) string {\n\treturn e\n}\n"

func parseGoEdited(t *testing.T) string {
	t.Helper()
	after, err := ApplyEdits(parseGo, []Edit{{Old: "\treturn e\n", New: "\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n"}})
	require.NoError(t, err)
	return after
}

// numbered is a file of n lines "line 1" … "line n".
func numbered(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	return b.String()
}

func TestRenderCode(t *testing.T) {
	tests := []struct {
		name          string
		before, after string
		want          string
	}{
		{
			name:   "the real fixture's edit",
			before: parseGo,
			after:  "package parse\n\nfunc handleEntry(e string) string {\n\tif e == \"\" {\n\t\treturn \"error: empty entry\"\n\t}\n\treturn e\n}\n",
			want:   "@@ -2,4 +2,7 @@\n \n func handleEntry(e string) string {\n+\tif e == \"\" {\n+\t\treturn \"error: empty entry\"\n+\t}\n \treturn e\n }",
		},
		{
			name:   "line numbers are the whole file's",
			before: numbered(1000),
			after:  strings.Replace(numbered(1000), "line 500\n", "line five hundred\n", 1),
			want:   "@@ -498,5 +498,5 @@\n line 498\n line 499\n-line 500\n+line five hundred\n line 501\n line 502",
		},
		{
			name:   "two hunks far apart",
			before: numbered(40),
			after:  strings.Replace(strings.Replace(numbered(40), "line 3\n", "line three\n", 1), "line 30\n", "line thirty\n", 1),
			want:   "@@ -1,5 +1,5 @@\n line 1\n line 2\n-line 3\n+line three\n line 4\n line 5\n@@ -28,5 +28,5 @@\n line 28\n line 29\n-line 30\n+line thirty\n line 31\n line 32",
		},
		{
			name:   "pure insertion at the end without a final newline",
			before: "a\nb",
			after:  "a\nb\nc",
			want:   "@@ -1,2 +1,3 @@\n a\n-b\n+b\n+c",
		},
		{
			name:   "pure deletion",
			before: "a\nb\nc\nd\n",
			after:  "a\nd\n",
			want:   "@@ -1,4 +1,2 @@\n a\n-b\n-c\n d",
		},
		{
			name:   "CRLF lines show without the CR",
			before: "a\r\nb\r\nc\r\n",
			after:  "a\r\nB\r\nc\r\n",
			want:   "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Render(Change{Name: "f.go", Before: tt.before, After: tt.after}, MessageLimit)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestRenderProse(t *testing.T) {
	tests := []struct {
		name          string
		before, after string
		want          string
	}{
		{
			name:   "the design note's tidy-up",
			before: "# Test Task\n\nThis is a test task with a description to verify task creation functionality.\n\ntest add description\n\n## Notes\n\nkeep this\n",
			after:  "# Test Task\n\nThis is a test task to verify task creation functionality.\n\n## Notes\n\nkeep this\n",
			want:   "Before:\n• \"This is a test task with a description to verify task creation functionality.\"\n• \"test add description\"\n\nAfter:\n• \"This is a test task to verify task creation functionality.\"",
		},
		{
			name:   "a word changed inside a wrapped paragraph shows the whole paragraph",
			before: "Intro.\n\nThe quick brown fox\njumps over the lazy dog.\n\nEnd.\n",
			after:  "Intro.\n\nThe quick brown fox\nleaps over the lazy dog.\n\nEnd.\n",
			want:   "Before:\n• \"The quick brown fox\n  jumps over the lazy dog.\"\n\nAfter:\n• \"The quick brown fox\n  leaps over the lazy dog.\"",
		},
		{
			name:   "list items are bullets of their own",
			before: "Steps:\n- one\n- two\n- three\n",
			after:  "Steps:\n- one\n- 2\n- three\n",
			want:   "Before:\n• \"- two\"\n\nAfter:\n• \"- 2\"",
		},
		{
			name:   "a paragraph added",
			before: "A.\n\nC.\n",
			after:  "A.\n\nB.\n\nC.\n",
			want:   "Before:\n• (none)\n\nAfter:\n• \"B.\"",
		},
		{
			name:   "a paragraph removed",
			before: "A.\n\nB.\n\nC.\n",
			after:  "A.\n\nC.\n",
			want:   "Before:\n• \"B.\"\n\nAfter:\n• (none)",
		},
		{
			name:   "two separate changes",
			before: "A.\n\nB.\n\nC.\n\nD.\n",
			after:  "A2.\n\nB.\n\nC.\n\nD2.\n",
			want:   "Before:\n• \"A.\"\n\nAfter:\n• \"A2.\"\n\nBefore:\n• \"D.\"\n\nAfter:\n• \"D2.\"",
		},
		{
			name:   "only blank lines changed falls back to a line diff",
			before: "A.\n\nB.\n",
			after:  "A.\n\n\nB.\n",
			want:   "@@ -1,3 +1,4 @@\n A.\n \n+\n B.",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Render(Change{Name: "notes.md", Prose: true, Before: tt.before, After: tt.after}, MessageLimit)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestRenderSpecialCases(t *testing.T) {
	assert.Equal(t, NoChanges, Render(Change{Name: "a.go", Before: parseGo, After: parseGo}, MessageLimit), "unchanged")
	assert.Equal(t, "(new file)\n+package parse\n+\n+func X() {}", Render(Change{Name: "x.go", Created: true, After: "package parse\n\nfunc X() {}\n"}, MessageLimit))
	assert.Equal(t, "(new file)\n\nAfter:\n• \"# Title\"\n• \"Body text.\"", Render(Change{Name: "x.md", Prose: true, Created: true, After: "# Title\n\nBody text.\n"}, MessageLimit))
	assert.Equal(t, "(new file)", Render(Change{Name: "empty.go", Created: true}, MessageLimit), "an empty new file")
	assert.Equal(t, BeforeNotShown+"\n\nAfter:\n• \"new note text\"", Render(Change{Name: "mcp", Prose: true, BeforeUnknown: true, After: "new note text"}, MessageLimit))

	patch := []PatchHunk{{OldStart: 1, OldLines: 5, NewStart: 1, NewLines: 8, Lines: []string{" package parse", " ", " func handleEntry(e string) string {", "+  if e == \"\" {", "+    return \"error: empty entry\"", "+  }", "   return e", " }"}}}
	assert.Equal(t, "@@ -1,5 +1,8 @@\n package parse\n \n func handleEntry(e string) string {\n+  if e == \"\" {\n+    return \"error: empty entry\"\n+  }\n   return e\n }",
		Render(Change{Name: "parse.go", Patch: patch}, MessageLimit), "the structuredPatch Claude Code reported")
	assert.Equal(t, NoChanges, Render(Change{Name: "parse.go", Patch: []PatchHunk{}}, MessageLimit), "an empty patch")
}

func TestRenderLongDiffIsCutAndCounted(t *testing.T) {
	before := numbered(3000)
	after := strings.ReplaceAll(before, "line", "LINE")
	for _, limit := range []int{MessageLimit, 2000, 300} {
		got := Render(Change{Name: "big.go", Before: before, After: after}, limit)
		assert.LessOrEqual(t, len(got), limit)
		assert.Regexp(t, `\n… \d+ more changed lines left out$`, got)
		assert.True(t, strings.HasPrefix(got, "@@ -1,3000 +1,3000 @@\n-line 1\n"), got[:40])
	}
	got := Render(Change{Name: "big.go", Before: before, After: after}, MessageLimit)
	var shown int
	for _, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, "+") || strings.HasPrefix(l, "-") {
			shown++
		}
	}
	assert.Contains(t, got, fmt.Sprintf("… %d more changed lines left out", 6000-shown), "the count is what was not shown")

	prose := Render(Change{Name: "big.md", Prose: true, Before: strings.ReplaceAll(before, "\n", "\n\n"), After: strings.ReplaceAll(after, "\n", "\n\n")}, MessageLimit)
	assert.LessOrEqual(t, len(prose), MessageLimit)
	assert.Regexp(t, `\n… \d+ more changed paragraphs left out$`, prose)

	created := Render(Change{Name: "big.go", Created: true, After: before}, 1000)
	assert.LessOrEqual(t, len(created), 1000)
	assert.Regexp(t, `\n… \d+ more lines left out$`, created)
}

func TestRenderLongLinesAreClippedOnARuneBoundary(t *testing.T) {
	before := strings.Repeat("é", 600_000) + "\n" // a 1.2 MB one-line file
	after := "x" + before
	got := Render(Change{Name: "min.js", Before: before, After: after}, MessageLimit)
	assert.True(t, utf8.ValidString(got))
	for _, l := range strings.Split(got, "\n") {
		assert.LessOrEqual(t, len(l), maxLineBytes+len("…"))
	}
	assert.Contains(t, got, "…")
}

func TestRenderHugeRewriteIsNotDiffedWhole(t *testing.T) {
	before := numbered(maxDiffLines * 3)
	after := strings.ReplaceAll(before, "line", "row")
	got := Render(Change{Name: "huge.txt", Before: before, After: after}, MessageLimit)
	assert.LessOrEqual(t, len(got), MessageLimit)
	assert.Contains(t, got, "left out")
}

func TestMessages(t *testing.T) {
	c := Change{Name: "parse.go", Before: parseGo, After: parseGoEdited(t)}
	body := Render(c, MessageLimit)
	assert.Equal(t, "I'd update \"parse.go\" like this:\n\n"+body+"\n\nThis look right?", Confirmation(c))
	assert.Equal(t, "Done! I've updated \"parse.go\":\n\n"+body, Done(c))
	assert.Equal(t, "I'd update \"parse.go\" like this:\n\n"+NoChanges+"\n\nThis look right?", Confirmation(Change{Name: "parse.go", Before: parseGo, After: parseGo}))

	big := Change{Name: "big.go", Before: numbered(5000), After: strings.ReplaceAll(numbered(5000), "line", "LINE")}
	for _, msg := range []string{Confirmation(big), Done(big)} {
		assert.Less(t, len(msg), 10000, "always under Claude Code's 10,000-character cut")
	}
	assert.True(t, strings.HasSuffix(Confirmation(big), "left out\n\nThis look right?"))
}

func TestBatch(t *testing.T) {
	notes := Change{Name: "notes.md", Prose: true, Before: "Review the PR for bug fix\n", After: "Review PR #142 for null pointer fix\n"}
	parse := Change{Name: "parse.go", Before: parseGo, After: parseGoEdited(t)}
	got := Batch([]Report{
		{Name: "notes.md", Body: Render(notes, 4000)},
		{Name: "parse.go", Body: Render(parse, 4000)},
		{Name: "plan.md", Body: NoChanges},
	})
	want := `Done! Updated 3 files:

notes.md:
  Before:
  • "Review the PR for bug fix"

  After:
  • "Review PR #142 for null pointer fix"

parse.go:
  @@ -2,4 +2,7 @@
   
   func handleEntry(e string) string {
  +	if e == "" {
  +		return "error: empty entry"
  +	}
   	return e
   }

plan.md:
  No changes needed (already clean)`
	assert.Equal(t, want, got)

	one := Batch([]Report{{Name: "a.go", Body: "@@ -1,1 +1,1 @@\n-a\n+b"}, {Name: "a.go", Body: "@@ -2,1 +2,1 @@\n-c\n+d"}, {Name: "a.go", Body: NoChanges}})
	assert.Equal(t, "Done! Updated 1 file:\n\na.go:\n  @@ -1,1 +1,1 @@\n  -a\n  +b\n\n  @@ -2,1 +2,1 @@\n  -c\n  +d", one, "several changes to one file are one entry")
}

func TestBatchCountsWhatEachFileLeftOut(t *testing.T) {
	body := Render(Change{Name: "big.go", Before: numbered(2000), After: strings.ReplaceAll(numbered(2000), "line", "LINE")}, 4000)
	got := Batch([]Report{{Name: "a.go", Body: body}, {Name: "b.go", Body: body}, {Name: "c.go", Body: body}})
	for _, part := range strings.Split(got, "\n\n")[1:] {
		shown := strings.Count(part, "\n  -") + strings.Count(part, "\n  +")
		assert.Contains(t, part, fmt.Sprintf("… %d more changed lines left out", 4000-shown), "shown and left out add up to the whole change")
	}
}

func TestBatchStaysUnderTheLimit(t *testing.T) {
	long := Render(Change{Name: "big.go", Before: numbered(2000), After: strings.ReplaceAll(numbered(2000), "line", "LINE")}, 4000)
	for _, n := range []int{2, 5, 30, 200} {
		var reports []Report
		for i := range n {
			reports = append(reports, Report{Name: fmt.Sprintf("dir/file%03d.go", i), Body: long})
		}
		got := Batch(reports)
		assert.LessOrEqual(t, len(got), MessageLimit, "%d files", n)
		assert.True(t, strings.HasPrefix(got, fmt.Sprintf("Done! Updated %d files:", n)))
		assert.Regexp(t, `… \d+ more changed lines left out`, got)
		if n == 200 {
			assert.Regexp(t, `… and \d+ more files$`, got)
		}
	}
}
