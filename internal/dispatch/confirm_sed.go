package dispatch

import (
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// maxSedPreview is the largest file whose sed -i edit is previewed.
const maxSedPreview = 256 << 10

// sedSubstitution is the one literal substitution of a simple `sed -i
// 's/old/new/[g]' FILE…`: the only sed edit previewed, since it needs no
// regular expression (the hook links no regexp package).
type sedSubstitution struct {
	old, new string
	global   bool
}

// sedScript reads the substitution of a sed -i argv: one script, given as
// the first operand or by one -e, of the form s<d>old<d>new<d> with flags
// "" or "g", where old holds no regular-expression syntax and new no & or
// backslash; options limited to -i (with a suffix), --in-place, -e, -E, -r
// and --. Anything else gives ok false: no preview.
func sedScript(args []shell.Word) (s sedSubstitution, ok bool) {
	var script *shell.Word
	operands := 0
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return s, false
		case a.Text == "-e":
			if script != nil || i+1 >= len(args) {
				return s, false
			}
			i++
			script = &args[i]
		case a.Text == "-E" || a.Text == "-r" || a.Text == "--in-place" || strings.HasPrefix(a.Text, "--in-place="):
		case strings.HasPrefix(a.Text, "-i"):
			if a.Text == "-i" && i+1 < len(args) && (args[i+1].Text == "" || strings.HasPrefix(args[i+1].Text, ".")) {
				i++ // BSD: -i '' or -i .bak
			}
		case strings.HasPrefix(a.Text, "-"):
			return s, false
		default:
			if script == nil && operands == 0 {
				script = &args[i]
			}
			operands++
		}
	}
	if script == nil || script.Dynamic {
		return s, false
	}
	return parseSubstitution(script.Text)
}

// parseSubstitution reads s<d>old<d>new<d>[g].
func parseSubstitution(text string) (s sedSubstitution, ok bool) {
	if len(text) < 4 || text[0] != 's' {
		return s, false
	}
	d := text[1]
	if d == '\\' || d == '\n' || d == ' ' {
		return s, false
	}
	parts := strings.Split(text[2:], string(d))
	if len(parts) != 3 || parts[0] == "" {
		return s, false
	}
	if strings.ContainsAny(parts[0], `\.[]*^$+?(){}|`) || strings.ContainsAny(parts[1], `\&`) || strings.ContainsAny(parts[0]+parts[1], "\n") {
		return s, false
	}
	switch parts[2] {
	case "":
	case "g":
		s.global = true
	default:
		return s, false
	}
	s.old, s.new = parts[0], parts[1]
	return s, true
}

// apply is the file after the substitution: on each line, the first
// occurrence (or every one with g) replaced.
func (s sedSubstitution) apply(content string) string {
	n := 1
	if s.global {
		n = -1
	}
	var b strings.Builder
	b.Grow(len(content))
	for line := range strings.SplitAfterSeq(content, "\n") {
		b.WriteString(strings.Replace(line, s.old, s.new, n))
	}
	return b.String()
}
