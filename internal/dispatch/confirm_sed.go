package dispatch

import (
	"strconv"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// maxSedPreview is the largest file whose sed -i edit is previewed.
const maxSedPreview = 256 << 10

// sedSubstitution is one literal substitution of a simple `sed -i
// 's/old/new/[g]' FILE…`: the only sed edit previewed, since it needs no
// regular expression (the hook links no regexp package). old may be
// anchored at the start (^) or end ($) of the line.
type sedSubstitution struct {
	old, new   string
	wild       []bool // wild[i]: old[i] stands for any character (an unescaped .); nil when none
	global     bool
	start, end bool // ^ and $ anchors
	rest       bool // a trailing .*: the match runs on to the end of the line
	line       int  // the one line (from 1) an address gives it ("3s/…/…/"); 0 for every line
}

// maxSedScripts bounds the substitutions of one sed read.
const maxSedScripts = 16

// sedScript reads the substitutions of a sed -i argv: the first operand,
// or each -e, holding one or more `;`-separated scripts of the form
// s<d>old<d>new<d> with flags "" or "g", where old holds no
// regular-expression syntax but a leading ^, a trailing $, . for any
// character and escaped punctuation (sedPattern), and new no
// & or backslash; options limited to -i (with a suffix), --in-place, -e,
// -E, -r and --. Anything else gives ok false: no preview.
func sedScript(args []shell.Word) (subs []sedSubstitution, ok bool) {
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
		if sc.Dynamic {
			return nil, false
		}
		for _, part := range strings.Split(sc.Text, ";") {
			sub, ok := parseSubstitution(strings.TrimSpace(part))
			if !ok || len(subs) == maxSedScripts {
				return nil, false
			}
			subs = append(subs, sub)
		}
	}
	return subs, true
}

// parseSubstitution reads [N]s<d>old<d>new<d>[g]: N, a line number,
// limits it to that line.
func parseSubstitution(text string) (s sedSubstitution, ok bool) {
	if n := leadingDigits(text); n > 0 {
		line, err := strconv.Atoi(text[:n])
		if err != nil || line == 0 {
			return s, false
		}
		s.line, text = line, text[n:]
	}
	if len(text) < 4 || text[0] != 's' {
		return s, false
	}
	d := text[1]
	if d == '\\' || d == '\n' || d == ' ' || d == ';' {
		return s, false
	}
	parts := strings.Split(text[2:], string(d))
	if len(parts) != 3 {
		return s, false
	}
	old := parts[0]
	if rest, ok := strings.CutPrefix(old, "^"); ok {
		old, s.start = rest, true
	}
	if rest, ok := strings.CutSuffix(old, "$"); ok {
		old, s.end = rest, true
	}
	if rest, ok := strings.CutSuffix(old, ".*"); ok && !strings.HasSuffix(rest, `\`) {
		// s/^# TODO.*$//: the rest of the line, whatever it holds.
		old, s.rest, s.end = rest, true, false
	}
	if strings.ContainsAny(parts[1], `\&`) || strings.ContainsAny(old+parts[1], "\n") {
		return s, false
	}
	old, s.wild, ok = sedPattern(old)
	if !ok || old == "" && !(s.start && s.end) && !s.rest {
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

// sedPattern reads a sed pattern (without its anchors) that needs no
// regular-expression engine: literal characters, an unescaped . standing
// for any one character, and a backslash before punctuation (\. \* \[
// \] \^ \$ \" …) for that character itself. It returns the characters,
// which of them are wild (nil when none), and ok false for anything else
// (*, [..], groups, \s, \+ …).
func sedPattern(p string) (lit string, wild []bool, ok bool) {
	var b strings.Builder
	var mask []bool
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\':
			if i+1 >= len(p) || !strings.ContainsRune(`.*[]^$/"'\\:=-#,@|`, rune(p[i+1])) {
				return "", nil, false
			}
			i++
			b.WriteByte(p[i])
			mask = append(mask, false)
		case c == '.':
			b.WriteByte('.')
			mask = append(mask, true)
			wild = mask // some character is wild
		case strings.IndexByte(`[]*^$+?(){}|`, c) >= 0:
			return "", nil, false
		default:
			b.WriteByte(c)
			mask = append(mask, false)
		}
	}
	if wild != nil {
		wild = mask
	}
	return b.String(), wild, true
}

// matchAt reports whether the pattern matches body at byte i.
func (s sedSubstitution) matchAt(body string, i int) bool {
	if i < 0 || len(body)-i < len(s.old) {
		return false
	}
	if s.wild == nil {
		return body[i:i+len(s.old)] == s.old
	}
	for j := 0; j < len(s.old); j++ {
		if !s.wild[j] && body[i+j] != s.old[j] {
			return false
		}
	}
	return true
}

// index is where the pattern first matches body (only at its start when
// anchored there), or -1.
func (s sedSubstitution) index(body string) int {
	for i := 0; i+len(s.old) <= len(body); i++ {
		if s.matchAt(body, i) {
			return i
		}
		if s.start {
			break
		}
	}
	return -1
}

// addressed reports whether one of subs is limited to one line.
func addressed(subs []sedSubstitution) bool {
	for _, s := range subs {
		if s.line != 0 {
			return true
		}
	}
	return false
}

// leadingDigits is how many ASCII digits text opens with.
func leadingDigits(text string) int {
	n := 0
	for n < len(text) && text[n] >= '0' && text[n] <= '9' {
		n++
	}
	return n
}

// replaceIn replaces the first match of a non-empty pattern in body
// (every one, left to right and not overlapping, with g), and says how
// many it replaced.
func (s sedSubstitution) replaceIn(body string) (string, int) {
	var b strings.Builder
	last, found := 0, 0
	for i := 0; len(s.old) > 0 && i+len(s.old) <= len(body); {
		if !s.matchAt(body, i) {
			i++
			continue
		}
		b.WriteString(body[last:i])
		b.WriteString(s.new)
		i += len(s.old)
		last, found = i, found+1
		if !s.global {
			break
		}
	}
	if found == 0 {
		return body, 0
	}
	b.WriteString(body[last:])
	return b.String(), found
}

// apply is the file after the substitution: on each line (or the one
// line addressed), the first occurrence (or every one with g) replaced;
// an anchored one only at the line's start or end.
func (s sedSubstitution) apply(content string) string {
	out, _ := s.applyCounting(content)
	return out
}

// applyCounting is apply, with how many occurrences it replaces.
func (s sedSubstitution) applyCounting(content string) (string, int) {
	var b strings.Builder
	b.Grow(len(content))
	total, at := 0, 0
	for line := range strings.SplitAfterSeq(content, "\n") {
		if line == "" {
			continue // after the last newline: no line
		}
		at++
		body, nl := strings.CutSuffix(line, "\n")
		if s.line == 0 || s.line == at {
			var n int
			body, n = s.applyLine(body)
			total += n
		}
		b.WriteString(body)
		if nl {
			b.WriteByte('\n')
		}
	}
	return b.String(), total
}

// applyLine is one line (without its newline) after the substitution,
// and how many occurrences it replaced there.
func (s sedSubstitution) applyLine(body string) (string, int) {
	switch {
	case s.rest:
		if at := s.index(body); at >= 0 {
			return body[:at] + s.new, 1
		}
	case s.start && s.end:
		if len(body) == len(s.old) && s.matchAt(body, 0) {
			return s.new, 1
		}
	case s.start:
		if s.matchAt(body, 0) {
			return s.new + body[len(s.old):], 1
		}
	case s.end:
		if at := len(body) - len(s.old); s.matchAt(body, at) {
			return body[:at] + s.new, 1
		}
	case s.wild == nil:
		n := strings.Count(body, s.old)
		if n > 1 && !s.global {
			n = 1
		}
		if n == 0 {
			return body, 0
		}
		return strings.Replace(body, s.old, s.new, n), n
	default:
		return s.replaceIn(body)
	}
	return body, 0
}

// applyAll is the file after every substitution in turn.
func applyAll(subs []sedSubstitution, content string) string {
	for _, s := range subs {
		content = s.apply(content)
	}
	return content
}
