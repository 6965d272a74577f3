package shell

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// word resolves a parsed word to the argument the shell would pass, or
// marks it Dynamic.
func word(w *syntax.Word) Word {
	if w == nil {
		return Word{}
	}
	if len(w.Parts) == 1 {
		// The common case, one plain piece: no copy.
		switch p := w.Parts[0].(type) {
		case *syntax.Lit:
			if !strings.ContainsAny(p.Value, `\*?[{~`) {
				return Word{Text: p.Value}
			}
		case *syntax.SglQuoted:
			if !p.Dollar {
				return Word{Text: p.Value}
			}
		}
	}
	var b strings.Builder
	dynamic := false
	for i, part := range w.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			v := p.Value
			if unquotedDynamic(v, i == 0) {
				dynamic = true
			}
			b.WriteString(unescapeUnquoted(v))
		case *syntax.SglQuoted:
			if p.Dollar {
				b.WriteString(ansiC(p.Value))
			} else {
				b.WriteString(p.Value)
			}
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				lit, ok := q.(*syntax.Lit)
				if !ok {
					dynamic = true
					continue
				}
				b.WriteString(unescapeDouble(lit.Value))
			}
		default:
			dynamic = true
		}
	}
	if dynamic {
		return Word{Text: source(w), Dynamic: true}
	}
	return Word{Text: b.String()}
}

// source is a word as written, from the literal pieces the parser kept
// (used for messages about Dynamic words only).
func source(w *syntax.Word) string {
	var b strings.Builder
	for _, part := range w.Parts {
		writePart(&b, part)
	}
	return b.String()
}

func writePart(b *strings.Builder, part syntax.WordPart) {
	switch p := part.(type) {
	case *syntax.Lit:
		b.WriteString(p.Value)
	case *syntax.SglQuoted:
		if p.Dollar {
			b.WriteByte('$')
		}
		b.WriteString("'" + p.Value + "'")
	case *syntax.DblQuoted:
		b.WriteByte('"')
		for _, q := range p.Parts {
			writePart(b, q)
		}
		b.WriteByte('"')
	case *syntax.ParamExp:
		if p.Param != nil {
			if p.Short {
				b.WriteString("$" + p.Param.Value)
			} else {
				b.WriteString("${" + p.Param.Value + "…}")
			}
		} else {
			b.WriteString("${…}")
		}
	case *syntax.CmdSubst:
		b.WriteString("$(…)")
	case *syntax.ArithmExp:
		b.WriteString("$((…))")
	case *syntax.ProcSubst:
		b.WriteString("<(…)")
	default:
		b.WriteString("…")
	}
}

// unquotedDynamic reports whether an unquoted literal piece is expanded by
// the shell: a glob, a brace expansion, or (at the start of the word) a
// tilde. Escaped characters do not count.
func unquotedDynamic(v string, first bool) bool {
	if first && strings.HasPrefix(v, "~") {
		return true
	}
	brace := false
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '\\':
			i++
		case '*', '?':
			return true
		case '[':
			if strings.IndexByte(v[i+1:], ']') >= 0 {
				return true // a bracket expression; a lone "[" (test) stays as it is
			}
		case '{':
			brace = true
		case ',':
			if brace {
				return true
			}
		case '.':
			if brace && i+1 < len(v) && v[i+1] == '.' {
				return true
			}
		}
	}
	return false
}

// unescapeUnquoted removes the backslashes of an unquoted word: \x is x,
// and a backslash before a newline joins the lines.
func unescapeUnquoted(v string) string {
	if !strings.Contains(v, `\`) {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) {
			i++
			if v[i] == '\n' {
				continue
			}
		}
		b.WriteByte(v[i])
	}
	return b.String()
}

// unescapeDouble removes the backslashes that mean something inside double
// quotes: before $ ` " \ and newline. Others stay.
func unescapeDouble(v string) string {
	if !strings.Contains(v, `\`) {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) {
			switch v[i+1] {
			case '$', '`', '"', '\\':
				i++
			case '\n':
				i++
				continue
			}
		}
		b.WriteByte(v[i])
	}
	return b.String()
}

// ansiC decodes the escapes of bash's $'…' quoting.
func ansiC(v string) string {
	if !strings.Contains(v, `\`) {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c != '\\' || i+1 >= len(v) {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := v[i]; e {
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'e', 'E':
			b.WriteByte(0x1b)
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte('\v')
		case '\\', '\'', '"', '?':
			b.WriteByte(e)
		case 'c':
			if i+1 < len(v) {
				i++
				b.WriteByte(v[i] & 0x1f)
			}
		case 'x', 'u', 'U':
			size := 2
			switch e {
			case 'u':
				size = 4
			case 'U':
				size = 8
			}
			j := i + 1
			for j < len(v) && j-i-1 < size && isHex(v[j]) {
				j++
			}
			if j == i+1 {
				b.WriteString(`\` + string(e))
				continue
			}
			n, _ := strconv.ParseUint(v[i+1:j], 16, 32)
			if e == 'x' {
				b.WriteByte(byte(n))
			} else if r := rune(n); utf8.ValidRune(r) {
				b.WriteRune(r)
			}
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(v) && j-i < 3 && v[j] >= '0' && v[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(v[i:j], 8, 16)
			b.WriteByte(byte(n))
			i = j - 1
		default:
			b.WriteString(`\` + string(e))
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
