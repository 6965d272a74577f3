package confirm

import (
	"strconv"
	"strings"

	"github.com/aymanbagabas/go-udiff/lcs"

	"github.com/plan-compliance/plan-compliance/internal/clip"
)

// Texts the bodies are made of.
const (
	// NoChanges is the body of a change that leaves the content as it was.
	NoChanges = "No changes needed (already clean)"
	// NewFile heads the body of a change that creates its target.
	NewFile = "(new file)"
	// BeforeNotShown heads the body of a change whose before is unknown.
	BeforeNotShown = "(the current content is not available; the new content:)"
)

// Rendering limits. A body never exceeds the limit it is given; these keep
// it readable inside that.
const (
	// codeContext is the unchanged lines shown around a code change.
	codeContext = 2
	// maxLineBytes cuts a very long line (minified code, a one-line JSON
	// file) in the display.
	maxLineBytes = 240
	// maxDiffLines bounds the lines handed to the diff library per side: a
	// rewrite of a 1 MB file is shown by its first lines, not diffed whole.
	maxDiffLines = 5000
	// paragraphReach bounds how far a prose change is widened to whole
	// paragraphs, in lines each way.
	paragraphReach = 200
	// cutNoteRoom is kept free for the "… left out" line.
	cutNoteRoom = 80
)

// Render returns the before/after of c for people, at most limit bytes: the
// changed paragraphs for prose, a compact unified diff for code, NewFile for
// a created target, NoChanges when nothing changes. A body longer than limit
// is cut at a line and says how much was left out.
func Render(c Change, limit int) string {
	switch {
	case c.Created:
		return renderWhole(c, NewFile, limit)
	case c.Patch != nil:
		return renderPatch(c.Patch, limit)
	case c.BeforeUnknown:
		return renderWhole(c, BeforeNotShown, limit)
	case c.Unchanged():
		return NoChanges
	}
	r := findRegion(c.Before, c.After)
	if c.Prose {
		if body, ok := renderProse(c, r, limit); ok {
			return body
		}
	}
	return renderCode(c, r, limit)
}

// region is where two texts differ: both share Before[:start] and the text
// after Before[oldEnd:] / After[newEnd:]. All three are line starts, so the
// difference is whole lines and the diff library only sees those lines.
type region struct {
	Start, oldEnd, newEnd int
}

// findRegion trims the common prefix and suffix of a and b to whole lines.
// This is what keeps an edit of a 1 MB file cheap: only the changed lines
// (plus a little context) reach the diff.
func findRegion(a, b string) region {
	n := min(len(a), len(b))
	p := commonPrefix(a, b, n)
	p = strings.LastIndexByte(a[:p], '\n') + 1
	s := commonSuffix(a, b, n-p)
	atLineStart := func(t string, i int) bool { return i == 0 || t[i-1] == '\n' }
	if !atLineStart(a, len(a)-s) || !atLineStart(b, len(b)-s) {
		// Keep only the part of the common suffix after its first newline.
		if i := strings.IndexByte(a[len(a)-s:], '\n'); i >= 0 {
			s -= i + 1
		} else {
			s = 0
		}
	}
	return region{Start: p, oldEnd: len(a) - s, newEnd: len(b) - s}
}

// commonPrefix is the length of the common prefix of a and b, at most n.
// Blocks are compared whole first (string comparison is vectorised), then
// bytes inside the first block that differs.
func commonPrefix(a, b string, n int) int {
	const block = 256
	p := 0
	for p+block <= n && a[p:p+block] == b[p:p+block] {
		p += block
	}
	for p < n && a[p] == b[p] {
		p++
	}
	return p
}

// commonSuffix is the length of the common suffix of a and b, at most n.
func commonSuffix(a, b string, n int) int {
	const block = 256
	s := 0
	for s+block <= n && a[len(a)-s-block:len(a)-s] == b[len(b)-s-block:len(b)-s] {
		s += block
	}
	for s < n && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	return s
}

// linesBack returns the offset k lines before the line starting at i.
func linesBack(t string, i, k int) int {
	for ; k > 0 && i > 0; k-- {
		i = strings.LastIndexByte(t[:i-1], '\n') + 1
	}
	return i
}

// linesForward returns the offset k lines after the line starting at i.
func linesForward(t string, i, k int) int {
	for ; k > 0 && i < len(t); k-- {
		j := strings.IndexByte(t[i:], '\n')
		if j < 0 {
			return len(t)
		}
		i += j + 1
	}
	return i
}

// capLines returns t cut after at most max lines, and whether it was cut.
func capLines(t string, max int) (string, bool) {
	i := linesForward(t, 0, max)
	return t[:i], i < len(t)
}

// renderWhole shows all of After under a head line: as paragraphs for
// prose, as added lines for code.
func renderWhole(c Change, head string, limit int) string {
	var w cutWriter
	w.limit = limit
	w.line(head)
	if c.Prose {
		units := paragraphs(c.After)
		if len(units) > 0 {
			w.line("")
			w.line("After:")
			for i, u := range units {
				if !w.unit(u) {
					w.leftOut(len(units)-i, "more paragraph")
					break
				}
			}
		}
		return w.String()
	}
	for rest := c.After; rest != ""; {
		l, tail, _ := strings.Cut(rest, "\n")
		if !w.line("+" + strings.TrimSuffix(l, "\r")) {
			w.leftOut(strings.Count(strings.TrimSuffix(rest, "\n"), "\n")+1, "more line")
			break
		}
		rest = tail
	}
	return w.String()
}

// renderCode is a compact unified diff of the changed hunks with a little
// context, line numbers as in the whole file.
func renderCode(c Change, r region, limit int) string {
	from := linesBack(c.Before, r.Start, codeContext)
	oldTo := linesForward(c.Before, r.oldEnd, codeContext)
	newTo := linesForward(c.After, r.newEnd, codeContext)
	oldWin, cutOld := capLines(c.Before[from:oldTo], maxDiffLines)
	newWin, cutNew := capLines(c.After[from:newTo], maxDiffLines)
	offset := c.LineOffset + strings.Count(c.Before[:from], "\n")

	a, b := linesOf(oldWin), linesOf(newWin)
	hunks := buildHunks(a, b, lcs.DiffLines(a, b), codeContext)
	if len(hunks) == 0 {
		// Only possible when the windows compare equal after capping.
		return "(the change could not be shown as a diff)"
	}
	changed := 0
	for _, h := range hunks {
		changed += h.deleted + h.inserted
	}
	var w cutWriter
	w.limit = limit
	shown := 0
	for _, h := range hunks {
		if !w.line(h.header(offset)) {
			break
		}
		full := true
		for _, l := range h.lines {
			if !w.line(string(l.kind) + strings.TrimSuffix(strings.TrimSuffix(l.Text, "\n"), "\r")) {
				full = false
				break
			}
			if l.kind != ' ' {
				shown++
			}
		}
		if !full {
			break
		}
	}
	if shown < changed {
		w.leftOut(changed-shown, "more changed line")
	} else if cutOld || cutNew {
		w.force("… the rest of this change was not diffed (over " + strconv.Itoa(maxDiffLines) + " lines)")
	}
	return w.String()
}

// linesOf splits t into lines that keep their newline, so a last line
// without one differs from the same line with one.
func linesOf(t string) []string {
	var out []string
	for t != "" {
		i := strings.IndexByte(t, '\n') + 1
		if i == 0 {
			i = len(t)
		}
		out = append(out, t[:i])
		t = t[i:]
	}
	return out
}

// hunk is one hunk of a unified diff: where it starts in both texts
// (0-based lines) and its lines.
type hunk struct {
	oldStart, newStart int
	deleted, inserted  int
	context            int
	lines              []hunkLine
}

// hunkLine is one line of a hunk: kind ' ' (context), '-' or '+'.
type hunkLine struct {
	kind byte
	Text string
}

// buildHunks groups the differences the diff library found (diffs, in the
// order of a) into hunks with ctx lines of context, joining differences
// closer than 2*ctx lines as unified diffs do.
func buildHunks(a, b []string, diffs []lcs.Diff, ctx int) []hunk {
	var out []hunk
	for i := 0; i < len(diffs); {
		j := i
		for j+1 < len(diffs) && diffs[j+1].Start-diffs[j].End <= 2*ctx {
			j++
		}
		from := max(0, diffs[i].Start-ctx)
		to := min(len(a), diffs[j].End+ctx)
		h := hunk{oldStart: from, newStart: diffs[i].ReplStart - (diffs[i].Start - from)}
		pos := from
		for _, d := range diffs[i : j+1] {
			for ; pos < d.Start; pos++ {
				h.add(' ', a[pos])
			}
			for _, l := range a[d.Start:d.End] {
				h.add('-', l)
			}
			for _, l := range b[d.ReplStart:d.ReplEnd] {
				h.add('+', l)
			}
			pos = d.End
		}
		for ; pos < to; pos++ {
			h.add(' ', a[pos])
		}
		out = append(out, h)
		i = j + 1
	}
	return out
}

func (h *hunk) add(kind byte, text string) {
	switch kind {
	case '-':
		h.deleted++
	case '+':
		h.inserted++
	default:
		h.context++
	}
	h.lines = append(h.lines, hunkLine{kind, text})
}

// header is "@@ -from,count +to,count @@" in whole-file line numbers (an
// empty side names the line before it, as GNU diff does).
func (h hunk) header(offset int) string {
	oldCount, newCount := h.context+h.deleted, h.context+h.inserted
	from, to := h.oldStart+offset+1, h.newStart+offset+1
	if oldCount == 0 {
		from--
	}
	if newCount == 0 {
		to--
	}
	return "@@ -" + strconv.Itoa(from) + "," + strconv.Itoa(oldCount) + " +" + strconv.Itoa(to) + "," + strconv.Itoa(newCount) + " @@"
}

// renderPatch shows a structuredPatch as a unified diff.
func renderPatch(hunks []PatchHunk, limit int) string {
	if len(hunks) == 0 {
		return NoChanges
	}
	total, shown := 0, 0
	for _, h := range hunks {
		for _, l := range h.Lines {
			if strings.HasPrefix(l, "+") || strings.HasPrefix(l, "-") {
				total++
			}
		}
	}
	var w cutWriter
	w.limit = limit
out:
	for _, h := range hunks {
		header := "@@ -" + strconv.Itoa(h.OldStart) + "," + strconv.Itoa(h.OldLines) + " +" + strconv.Itoa(h.NewStart) + "," + strconv.Itoa(h.NewLines) + " @@"
		if !w.line(header) {
			break
		}
		for _, l := range h.Lines {
			if !w.line(l) {
				break out
			}
			if strings.HasPrefix(l, "+") || strings.HasPrefix(l, "-") {
				shown++
			}
		}
	}
	if shown < total {
		w.leftOut(total-shown, "more changed line")
	}
	return w.String()
}

// renderProse shows the changed paragraphs as Before/After bullets. It
// reports false when the paragraphs are the same (only blank lines
// changed), for the caller to show a line diff instead.
func renderProse(c Change, r region, limit int) (string, bool) {
	from := paragraphStart(c.Before, r.Start)
	oldTo := paragraphEnd(c.Before, r.oldEnd)
	newTo := paragraphEnd(c.After, r.newEnd)
	oldUnits := paragraphs(c.Before[from:oldTo])
	newUnits := paragraphs(c.After[from:newTo])
	if len(oldUnits) > maxDiffLines || len(newUnits) > maxDiffLines {
		return "", false
	}
	type group struct{ before, after []string }
	var groups []group
	total := 0
	for _, d := range lcs.DiffLines(oldUnits, newUnits) {
		g := group{before: oldUnits[d.Start:d.End], after: newUnits[d.ReplStart:d.ReplEnd]}
		total += max(len(g.before), len(g.after))
		groups = append(groups, g)
	}
	if len(groups) == 0 {
		return "", false
	}
	var w cutWriter
	w.limit = limit
	shown := 0
	for i, g := range groups {
		if i > 0 && !w.line("") {
			break
		}
		if !w.side("Before:", g.before) || !w.line("") || !w.side("After:", g.after) {
			break
		}
		shown += max(len(g.before), len(g.after))
	}
	if shown < total {
		w.leftOut(total-shown, "more changed paragraph")
	}
	return w.String(), true
}

// paragraphStart moves i back to the start of its paragraph (after the
// previous blank line), at most paragraphReach lines.
func paragraphStart(t string, i int) int {
	for k := 0; k < paragraphReach && i > 0; k++ {
		prev := strings.LastIndexByte(t[:i-1], '\n') + 1
		if strings.TrimSpace(t[prev:i]) == "" {
			return i
		}
		i = prev
	}
	return i
}

// paragraphEnd moves i forward to the end of its paragraph (through the
// next blank line), at most paragraphReach lines.
func paragraphEnd(t string, i int) int {
	if i > 0 && i <= len(t) && strings.TrimSpace(lineBefore(t, i)) == "" {
		return i
	}
	for k := 0; k < paragraphReach && i < len(t); k++ {
		next := linesForward(t, i, 1)
		blank := strings.TrimSpace(t[i:next]) == ""
		i = next
		if blank {
			return i
		}
	}
	return i
}

// lineBefore is the line that ends just before offset i.
func lineBefore(t string, i int) string {
	return t[strings.LastIndexByte(t[:i-1], '\n')+1 : i]
}

// paragraphs splits prose into the units a person reads as one bullet:
// blank-line separated paragraphs, with each heading and each list item on
// its own.
func paragraphs(t string) []string {
	var units []string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			units = append(units, strings.Join(cur, "\n"))
			cur = cur[:0]
		}
	}
	for _, l := range splitLines(t) {
		trimmed := strings.TrimSpace(l)
		switch {
		case trimmed == "":
			flush()
			continue
		case strings.HasPrefix(trimmed, "#"):
			flush()
			units = append(units, strings.TrimRight(l, " \t\r"))
			continue
		case startsListItem(trimmed):
			flush()
		}
		cur = append(cur, strings.TrimRight(l, " \t\r"))
	}
	flush()
	return units
}

// startsListItem reports whether a trimmed line opens a Markdown list item.
func startsListItem(l string) bool {
	if len(l) >= 2 && (l[0] == '-' || l[0] == '*' || l[0] == '+') && l[1] == ' ' {
		return true
	}
	i := 0
	for i < len(l) && i < 4 && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(l) && (l[i] == '.' || l[i] == ')') && l[i+1] == ' '
}

// splitLines splits t into lines without their newlines; a final newline
// does not make an empty last line.
func splitLines(t string) []string {
	if t == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(t, "\n"), "\n")
}

// cutWriter builds a body line by line and refuses the line that would take
// it past limit, keeping room for the note that says what was left out.
type cutWriter struct {
	b          strings.Builder
	limit      int
	full       bool
	notePrefix string
}

// line adds one display line, cut to maxLineBytes; false when it does not
// fit (nothing is added then, nor after).
func (w *cutWriter) line(s string) bool {
	s = clipLine(s)
	if w.full || w.b.Len()+len(s)+1 > w.limit-cutNoteRoom {
		w.full = true
		return false
	}
	if w.b.Len() > 0 {
		w.b.WriteByte('\n')
	}
	w.b.WriteString(s)
	return true
}

// unit adds one paragraph as a quoted bullet.
func (w *cutWriter) unit(u string) bool {
	lines := strings.Split(u, "\n")
	for i, l := range lines {
		switch {
		case i == 0:
			l = `• "` + l
		default:
			l = "  " + l
		}
		if i == len(lines)-1 {
			l += `"`
		}
		if !w.line(l) {
			return false
		}
	}
	return true
}

// side adds "Before:" or "After:" and its paragraphs, or "• (none)".
func (w *cutWriter) side(label string, units []string) bool {
	if !w.line(label) {
		return false
	}
	if len(units) == 0 {
		return w.line("• (none)")
	}
	for _, u := range units {
		if !w.unit(u) {
			return false
		}
	}
	return true
}

// leftOut ends the body with how many of what (singular) were not shown.
func (w *cutWriter) leftOut(n int, what string) {
	if n != 1 {
		what += "s"
	}
	w.force(w.notePrefix + "… " + strconv.Itoa(n) + " " + what + " left out")
}

// force adds a last line in the room kept for it.
func (w *cutWriter) force(s string) {
	if w.b.Len() > 0 {
		w.b.WriteByte('\n')
	}
	w.b.WriteString(s)
}

// String is the body written so far.
func (w *cutWriter) String() string { return w.b.String() }

// clipLine cuts one display line to maxLineBytes on a rune boundary.
func clipLine(s string) string {
	return clip.Ellipsis(s, maxLineBytes)
}
