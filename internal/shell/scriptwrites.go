package shell

import "strings"

// sedWrittenFiles lists the files a sed script writes besides its input:
// the w and W commands (`/ERROR/w errors.log`) and the w flag of a
// substitution (`s/http:/https:/gw changed.txt`), each taking the rest of
// its line as the file's name. sed opens them (emptying them) even when
// no line matches, with or without -i or -n. Other commands' text
// (a/i/c, r, labels) is skipped; addresses and substitutions are read
// with their own delimiters and escapes.
func sedWrittenFiles(script string) []string {
	var out []string
	for i := 0; i < len(script); {
		i = sedSkipAddress(script, i)
		if i >= len(script) {
			break
		}
		c := script[i]
		i++
		switch c {
		case 's', 'y':
			i = sedSkipDelimited(script, i, 2)
			if c == 's' {
				for i < len(script) && strings.IndexByte("gpiImMe0123456789", script[i]) >= 0 {
					i++
				}
				if i < len(script) && (script[i] == 'w' || script[i] == 'W') {
					var name string
					name, i = sedLineArg(script, i+1)
					out = appendName(out, name)
				}
			}
		case 'w', 'W':
			var name string
			name, i = sedLineArg(script, i)
			out = appendName(out, name)
		case 'a', 'i', 'c':
			i = sedTextEnd(script, i)
		case 'r', 'R', ':', 'e', 'b', 't', 'T':
			i = sedLineEnd(script, i)
		}
	}
	return out
}

// appendName adds a non-empty name to names.
func appendName(names []string, name string) []string {
	if name == "" {
		return names
	}
	return append(names, name)
}

// sedSkipAddress skips blanks, separators and the address before a sed
// command (line numbers, $, /re/ or \cREc, ranges, steps, !).
func sedSkipAddress(s string, i int) int {
	for i < len(s) {
		switch c := s[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == ';' || c == ',' || c == '!' || c == '$' || c == '~' || c == '+' || c == '{' || c == '}' || c >= '0' && c <= '9':
			i++
		case c == '/':
			i = sedSkipDelimited(s, i, 1)
		case c == '\\' && i+1 < len(s):
			i = sedSkipDelimited(s, i+1, 1)
		default:
			return i
		}
	}
	return i
}

// sedSkipDelimited skips, from the delimiter at s[i], parts parts each
// ended by that delimiter (a backslash escapes it), returning the index
// after the last.
func sedSkipDelimited(s string, i, parts int) int {
	if i >= len(s) {
		return i
	}
	d := s[i]
	i++
	for ; i < len(s) && parts > 0; i++ {
		switch s[i] {
		case '\\':
			i++
		case d:
			parts--
		}
	}
	return i
}

// sedLineArg is the argument that runs to the end of the line from s[i]
// (leading blanks off), and the index after it.
func sedLineArg(s string, i int) (string, int) {
	end := sedLineEnd(s, i)
	return strings.TrimSpace(s[i:end]), end
}

// sedTextEnd is the end of the text of an a, i or c command from s[i]:
// its line, and the next one after each line ending in a backslash.
func sedTextEnd(s string, i int) int {
	for {
		end := sedLineEnd(s, i)
		if end == i || s[end-1] != '\\' || end == len(s) {
			return end
		}
		i = end + 1
	}
}

// sedLineEnd is the index of the end of the line at or after i.
func sedLineEnd(s string, i int) int {
	if nl := strings.IndexByte(s[i:], '\n'); nl >= 0 {
		return i + nl
	}
	return len(s)
}

// sedScripts is the script text of sed's arguments: each -e/--expression
// value, or else the first operand. ok is false when a script is in a
// file (-f) or only known at run time.
func sedScripts(args []Word) (scripts []string, ok bool) {
	given := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Text == "--":
			i = len(args)
		case a.Text == "-f" || strings.HasPrefix(a.Text, "--file"):
			return nil, false
		case a.Text == "-e" || a.Text == "--expression":
			if i+1 < len(args) {
				i++
				if args[i].Dynamic {
					return nil, false
				}
				scripts, given = append(scripts, args[i].Text), true
			}
		case strings.HasPrefix(a.Text, "--expression="):
			scripts, given = append(scripts, strings.TrimPrefix(a.Text, "--expression=")), true
		case a.Text == "-l" || a.Text == "--line-length":
			i++
		case len(a.Text) > 2 && a.Text[0] == '-' && a.Text[1] != '-' && strings.HasSuffix(a.Text, "e") && !strings.ContainsAny(a.Text, "il"):
			// a cluster ending in e (-ne): the next word is a script
			if i+1 < len(args) {
				i++
				if args[i].Dynamic {
					return nil, false
				}
				scripts, given = append(scripts, args[i].Text), true
			}
		case !given && scripts == nil && !strings.HasPrefix(a.Text, "-"):
			if a.Dynamic {
				return nil, false
			}
			scripts = append(scripts, a.Text)
		}
	}
	return scripts, true
}

// sedFileWrites records the files sed's script writes with w (overwritten).
func (w *walker) sedFileWrites(args []Word, sc *scope, by string) {
	scripts, ok := sedScripts(args)
	if !ok {
		return
	}
	for _, s := range scripts {
		if !strings.ContainsAny(s, "wW") {
			continue
		}
		for _, f := range sedWrittenFiles(s) {
			if !isDevice(f) {
				w.write(sc, Word{Text: f}, Overwrite, by, false)
			}
		}
	}
}

// awkOutputFiles lists the files an awk program's print and printf
// statements send their output into (`print > "out.txt"`, `printf … >>
// "log"`, `print > ("status_" $9 ".log")`): a target that is one string
// literal is that file; any other expression is only known at run time
// (Dynamic, its text as written). A > inside parentheses is a comparison
// (`print (a > b)`), as is one outside a print statement (`$3 > 5`).
// Strings, regular expressions and comments are skipped.
func awkOutputFiles(program string) []awkOutput {
	var out []awkOutput
	for i := 0; i < len(program); {
		j := awkSkipLexeme(program, i)
		if j > i {
			i = j
			continue
		}
		if awkKeywordAt(program, i, "printf") || awkKeywordAt(program, i, "print") {
			var o awkOutput
			var found bool
			o, found, i = awkRedirect(program, i)
			if found {
				out = append(out, o)
			}
			continue
		}
		i++
	}
	return out
}

// awkSkipLexeme is the index after a string, a regular expression or a
// comment starting at p[i], or i when none starts there.
func awkSkipLexeme(p string, i int) int {
	switch p[i] {
	case '"':
		return awkSkipString(p, i)
	case '#':
		return sedLineEnd(p, i)
	case '/':
		if awkOperandExpected(p, i) {
			for k := i + 1; k < len(p); k++ {
				switch p[k] {
				case '\\':
					k++
				case '/', '\n':
					return k + 1
				}
			}
			return len(p)
		}
	}
	return i
}

// awkSkipString is the index after the string literal that opens at p[i].
func awkSkipString(p string, i int) int {
	for k := i + 1; k < len(p); k++ {
		switch p[k] {
		case '\\':
			k++
		case '"':
			return k + 1
		}
	}
	return len(p)
}

// awkOperandExpected reports whether a / at p[i] opens a regular
// expression: the last non-blank before it is an operator or the start.
func awkOperandExpected(p string, i int) bool {
	for k := i - 1; k >= 0; k-- {
		switch c := p[k]; c {
		case ' ', '\t':
			continue
		default:
			return strings.IndexByte("(,~!{};&|\n", c) >= 0
		}
	}
	return true
}

// awkKeywordAt reports whether the word kw stands whole at p[i].
func awkKeywordAt(p string, i int, kw string) bool {
	if !strings.HasPrefix(p[i:], kw) || i > 0 && awkWordByte(p[i-1]) {
		return false
	}
	end := i + len(kw)
	return end == len(p) || !awkWordByte(p[end])
}

// awkWordByte reports whether c may be part of an awk name.
func awkWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// awkOutput is a file an awk program prints into, and whether with >>.
type awkOutput struct {
	file    Word
	appends bool
}

// awkRedirect reads the print statement at p[i] to its end (;, }, a new
// line outside parentheses) and returns the target of its > or >>, if it
// has one, and the index after the statement.
func awkRedirect(p string, i int) (awkOutput, bool, int) {
	k := awkStatementEnd(p, i, true)
	if k >= len(p) || p[k] != '>' {
		return awkOutput{}, false, k
	}
	start := k + 1
	appends := start < len(p) && p[start] == '>'
	if appends {
		start++
	}
	end := awkStatementEnd(p, start, false)
	return awkOutput{awkTarget(strings.TrimSpace(p[start:end])), appends}, true, end
}

// awkStatementEnd is the index of the end of the statement holding p[i]:
// a ;, } or new line outside parentheses and strings, or with redirect a
// > outside parentheses before it.
func awkStatementEnd(p string, i int, redirect bool) int {
	depth := 0
	for k := i; k < len(p); k++ {
		switch c := p[k]; {
		case c == '"':
			k = awkSkipString(p, k) - 1
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth <= 0 && (c == ';' || c == '}' || c == '\n'):
			return k
		case redirect && depth == 0 && c == '>':
			return k
		}
	}
	return len(p)
}

// awkTarget is the file a redirect's expression names: a plain string
// literal is static; anything else only known at run time.
func awkTarget(expr string) Word {
	if len(expr) >= 2 && expr[0] == '"' && awkSkipString(expr, 0) == len(expr) && !strings.Contains(expr, `\`) {
		return Word{Text: expr[1 : len(expr)-1]}
	}
	return Word{Text: expr, Dynamic: true}
}

// awkOutputs records the files awk's program prints into (awkOutputFiles),
// overwritten (>: awk empties the file when it first opens it) or
// appended to (>>).
func (w *walker) awkOutputs(args []Word, sc *scope, by string) {
	o := getopt(args, "ivfF", "include", "assign", "file", "field-separator")
	if _, file := firstValue(o, "f", "file"); file || len(o.pos) == 0 || o.pos[0].Dynamic || !strings.Contains(o.pos[0].Text, ">") {
		return
	}
	for _, f := range awkOutputFiles(o.pos[0].Text) {
		kind := Overwrite
		if f.appends {
			kind = Append
		}
		if !isDevice(f.file.Text) {
			w.write(sc, f.file, kind, by, false)
		}
	}
}
