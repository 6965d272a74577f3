package dispatch

import (
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// maxSedPreview is the largest file whose sed -i edit is previewed.
const maxSedPreview = 256 << 10

// sedSubstitution is one literal substitution of a simple `sed -i
// 's/old/new/[g]' FILE…`: the only sed edit previewed, since it needs no
// regular expression (the hook links no regexp package). old may be
// anchored to the start (^) or the end ($) of a line.
type sedSubstitution struct {
	old, new   string
	global     bool
	start, end bool // anchored with ^ / $
}

// sedScripts reads the substitutions of a sed -i argv: one script given as
// the first operand, or one or more given by -e, each of the form
// s<d>old<d>new<d> with flags "" or "g", where old holds no
// regular-expression syntax but a leading ^ and a trailing $, and new no &
// or backslash; options limited to -i (with a suffix), --in-place, -e, -E,
// -r and --. Anything else gives ok false: no preview.
func sedScripts(args []shell.Word) (subs []sedSubstitution, ok bool) {
	var scripts []shell.Word
	operands := 0
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return nil, false
		case a.Text == "-e":
			if i+1 >= len(args) {
				return nil, false
			}
			i++
			scripts = append(scripts, args[i])
		case a.Text == "-E" || a.Text == "-r" || a.Text == "--in-place" || strings.HasPrefix(a.Text, "--in-place="):
		case strings.HasPrefix(a.Text, "-i"):
			if a.Text == "-i" && i+1 < len(args) && (args[i+1].Text == "" || strings.HasPrefix(args[i+1].Text, ".")) {
				i++ // BSD: -i '' or -i .bak
			}
		case strings.HasPrefix(a.Text, "-"):
			return nil, false
		default:
			if len(scripts) == 0 && operands == 0 {
				scripts = append(scripts, args[i])
			}
			operands++
		}
	}
	if len(scripts) == 0 {
		return nil, false
	}
	for _, sc := range scripts {
		sub, ok := parseSubstitution(sc.Text)
		if sc.Dynamic || !ok {
			return nil, false
		}
		subs = append(subs, sub)
	}
	return subs, true
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
	old := parts[0]
	old, s.start = strings.CutPrefix(old, "^")
	old, s.end = strings.CutSuffix(old, "$")
	if old == "" || strings.ContainsAny(old, `\.[]*^$+?(){}|`) || strings.ContainsAny(parts[1], `\&`) || strings.ContainsAny(old+parts[1], "\n") {
		return s, false
	}
	switch parts[2] {
	case "":
	case "g":
		s.global = true
	default:
		return s, false
	}
	s.old, s.new = old, parts[1]
	return s, true
}

// apply is the file after the substitution: on each line, the first
// occurrence (or every one with g) replaced; an anchored one only at the
// line's start or end.
func (s sedSubstitution) apply(content string) string {
	n := 1
	if s.global {
		n = -1
	}
	var b strings.Builder
	b.Grow(len(content))
	for line := range strings.SplitAfterSeq(content, "\n") {
		body, nl := strings.CutSuffix(line, "\n")
		switch {
		case s.start && s.end:
			if body == s.old {
				body = s.new
			}
		case s.start:
			if rest, ok := strings.CutPrefix(body, s.old); ok {
				body = s.new + rest
			}
		case s.end:
			if rest, ok := strings.CutSuffix(body, s.old); ok {
				body = rest + s.new
			}
		default:
			body = strings.Replace(body, s.old, s.new, n)
		}
		b.WriteString(body)
		if nl {
			b.WriteByte('\n')
		}
	}
	return b.String()
}
