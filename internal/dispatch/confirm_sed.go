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
// anchored at the start (^) or end ($) of the line.
type sedSubstitution struct {
	old, new   string
	wild       []bool // wild[i]: old[i] stands for any character (an unescaped .); nil when none
	global     bool
	start, end bool // ^ and $ anchors
	rest       bool // a trailing .*: the match runs on to the end of the line
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

// parseSubstitution reads s<d>old<d>new<d>[g].
func parseSubstitution(text string) (s sedSubstitution, ok bool) {
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

// replaceIn replaces the first match of a non-empty pattern in body
// (every one, left to right and not overlapping, with g).
func (s sedSubstitution) replaceIn(body string) string {
	var b strings.Builder
	last, found := 0, false
	for i := 0; len(s.old) > 0 && i+len(s.old) <= len(body); {
		if !s.matchAt(body, i) {
			i++
			continue
		}
		b.WriteString(body[last:i])
		b.WriteString(s.new)
		i += len(s.old)
		last, found = i, true
		if !s.global {
			break
		}
	}
	if !found {
		return body
	}
	b.WriteString(body[last:])
	return b.String()
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
		if line == "" {
			continue // after the last newline: no line
		}
		body, nl := strings.CutSuffix(line, "\n")
		switch {
		case s.rest:
			if at := s.index(body); at >= 0 {
				body = body[:at] + s.new
			}
		case s.start && s.end:
			if len(body) == len(s.old) && s.matchAt(body, 0) {
				body = s.new
			}
		case s.start:
			if s.matchAt(body, 0) {
				body = s.new + body[len(s.old):]
			}
		case s.end:
			if at := len(body) - len(s.old); s.matchAt(body, at) {
				body = body[:at] + s.new
			}
		case s.wild == nil:
			body = strings.Replace(body, s.old, s.new, n)
		default:
			body = s.replaceIn(body)
		}
		b.WriteString(body)
		if nl {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// applyAll is the file after every substitution in turn.
func applyAll(subs []sedSubstitution, content string) string {
	for _, s := range subs {
		content = s.apply(content)
	}
	return content
}
