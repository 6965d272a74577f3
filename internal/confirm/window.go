package confirm

import (
	"fmt"
	"strings"
)

// windowLines is how many lines a windowed change keeps on each side of
// the changed lines: more than the diff context, the widening of prose to
// whole paragraphs and the look-back for the enclosing declaration, so
// rendering and classifying a window give what the whole file would.
const windowLines = max(rangeReach, paragraphReach) + rangeContext + codeContext

// Window cuts before and after to the lines around where they differ, as
// fresh copies (so they do not keep a large file, or a mapping of it,
// alive), and returns how many lines of the file come before the window
// (Change.LineOffset).
func Window(before, after string) (b, a string, lineOffset int) {
	r := findRegion(before, after)
	from := linesBack(before, r.Start, windowLines)
	oldTo := linesForward(before, r.oldEnd, windowLines)
	newTo := linesForward(after, r.newEnd, windowLines)
	return strings.Clone(before[from:oldTo]), strings.Clone(after[from:newTo]), strings.Count(before[:from], "\n")
}

// ApplyEditsWindowed is ApplyEdits followed by Window. For the common case,
// one edit of one place, it never builds the whole new content: an edit of
// a 1 MB file costs a scan of it and a copy of a few hundred lines.
func ApplyEditsWindowed(content string, edits []Edit) (before, after string, lineOffset int, err error) {
	if len(edits) == 1 && edits[0].Old != "" && edits[0].Old != edits[0].New {
		e := edits[0]
		i := strings.Index(content, e.Old)
		if i < 0 {
			return "", "", 0, fmt.Errorf("old_string does not occur in the file")
		}
		end := i + len(e.Old)
		if strings.Contains(content[end:], e.Old) {
			if !e.ReplaceAll {
				return "", "", 0, fmt.Errorf("old_string occurs %d times and replace_all is false", strings.Count(content, e.Old))
			}
		} else {
			from := linesBack(content, strings.LastIndexByte(content[:i], '\n')+1, windowLines)
			lines := windowLines
			if end > 0 && content[end-1] != '\n' {
				lines++ // end is inside a line: first get to the next one
			}
			to := linesForward(content, end, lines)
			before = strings.Clone(content[from:to])
			after = content[from:i] + e.New + content[end:to]
			return before, after, strings.Count(content[:from], "\n"), nil
		}
	}
	whole, err := ApplyEdits(content, edits)
	if err != nil {
		return "", "", 0, err
	}
	before, after, lineOffset = Window(content, whole)
	return before, after, lineOffset, nil
}
