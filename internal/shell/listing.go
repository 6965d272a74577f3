package shell

import (
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// listing is what the command on the left of a pipe into xargs tells of
// the files xargs hands to the command it runs: a glob they are among
// (find … -name N, grep -rl P DIR --include=G), or the files themselves
// when a static printf or echo prints them.
type listing struct {
	// glob is the pattern of the listed files ("" when not known).
	glob string
	// narrowed are find's qualifiers on the glob's files ("older").
	narrowed []string
	// byContent marks a glob whose files are chosen by what they hold
	// (grep -rl P DIR with no --include: any file under DIR): it stands
	// for the files a substitution changes (sed -i 's/P/Q/'), which
	// change wherever P is, and for nothing else.
	byContent bool
	// files are the listed files, as xargs splits them, for a static
	// list; nil when not.
	files []Word
}

// listingOf reads statement s, piped into xargs with xargsArgs: nil when
// it tells nothing of the files.
func listingOf(s *syntax.Stmt, xargsArgs []Word, sc *scope) *listing {
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Assigns) > 0 || len(c.Args) < 2 || len(c.Args) > 64 || len(s.Redirs) > 0 {
		return nil
	}
	argv := make([]Word, len(c.Args))
	for i, a := range c.Args {
		if argv[i] = word(a); argv[i].Dynamic {
			return nil
		}
	}
	switch argv[0].Text {
	case "printf", "echo":
		split, ok := xargsSplit(xargsArgs)
		if !ok {
			return nil
		}
		if files := staticList(argv, split); len(files) > 0 {
			return &listing{files: files}
		}
	case "find":
		if len(argv) > 16 {
			return nil
		}
		var start []Word
		for _, a := range argv[1:] {
			if strings.HasPrefix(a.Text, "-") || a.Text == "!" || a.Text == "(" {
				break
			}
			start = append(start, a)
		}
		tests := argv[1+len(start):]
		if n := len(tests); n > 0 && (tests[n-1].Text == "-print" || tests[n-1].Text == "-print0") {
			tests = tests[:n-1]
		}
		roots := findRoots(start)
		if name, narrowed, ok := findName(tests); ok && len(roots) == 1 {
			if glob := findGlob(sc, roots[0], name); glob != "" {
				return &listing{glob: glob, narrowed: narrowed}
			}
		}
	case "grep", "egrep", "fgrep":
		if len(argv) > 16 {
			return nil
		}
		return grepListing(argv[1:], sc)
	}
	return nil
}

// grepListing is the glob of grep -rl PATTERN DIR [--include=GLOB] (args
// after grep): the files it lists are among it (with no --include, any
// file under DIR that holds PATTERN: byContent); nil for any other grep.
func grepListing(args []Word, sc *scope) *listing {
	var pos []string
	include, list, recursive := "", false, false
	for i := 0; i < len(args); i++ {
		a := args[i].Text
		switch {
		case strings.HasPrefix(a, "--include="):
			include = strings.TrimPrefix(a, "--include=")
		case a == "--include" && i+1 < len(args):
			i++
			include = args[i].Text
		case a == "--files-with-matches":
			list = true
		case a == "--recursive":
			recursive = true
		case strings.HasPrefix(a, "--") || a == "-":
			return nil
		case strings.HasPrefix(a, "-"):
			for _, f := range a[1:] {
				switch f {
				case 'l':
					list = true
				case 'r', 'R':
					recursive = true
				case 'i', 'I', 's', 'F', 'E', 'w', 'x', 'Z', 'z':
				default:
					return nil // -e, -f, -L …: not read here
				}
			}
		default:
			pos = append(pos, a)
		}
	}
	if !list || !recursive || len(pos) != 2 || strings.ContainsAny(include, "/{") || !sc.known && !filepath.IsAbs(pos[1]) {
		return nil
	}
	name := include
	if name == "" {
		name = "*"
	}
	glob := findGlob(sc, Word{Text: pos[1]}, name)
	if glob == "" {
		return nil
	}
	return &listing{glob: glob, byContent: include == ""}
}

// Ways xargs splits what it reads into arguments (xargsSplit).
const (
	splitBlanks = iota // the default: blanks and newlines, quotes and backslashes read
	splitNull          // -0, --null: NUL characters only
)

// xargsSplit is how xargs, given args, splits its standard input into
// arguments; ok is false when it reads another file (-a), splits at a
// delimiter given (-d) or stops at an end-of-file word (-E, -e).
func xargsSplit(args []Word) (split int, ok bool) {
	split = splitBlanks
	for i := 0; i < len(args); i++ {
		a := args[i].Text
		switch {
		case args[i].Dynamic || a == "--" || !strings.HasPrefix(a, "-") || a == "-":
			return split, true
		case strings.HasPrefix(a, "--"):
			name, _, hasValue := strings.Cut(a[2:], "=")
			switch name {
			case "null":
				split = splitNull
			case "arg-file", "delimiter", "eof":
				return 0, false
			case "replace", "max-lines", "max-args", "max-procs", "max-chars", "process-slot-var":
				if !hasValue && name != "replace" {
					i++
				}
			}
		default:
			for j := 1; j < len(a); j++ {
				switch c := a[j]; {
				case c == '0':
					split = splitNull
				case c == 'a' || c == 'd' || c == 'E' || c == 'e':
					return 0, false
				case c == 'i' || c == 'I' || c == 'l':
					j = len(a) // a value attached, or none
				case strings.IndexByte("LnPs", c) >= 0:
					if j == len(a)-1 {
						i++
					}
					j = len(a)
				}
			}
		}
	}
	return split, true
}

// staticList is the files printf or echo (argv, every word static)
// prints for xargs splitting as split says: echo's words, printf's
// arguments with a format of one %s and a separator, or the lines of a
// format with no directive. nil when the output is not such a list, or a
// file holds what xargs would read otherwise (a blank, a quote, a
// backslash, a leading -).
func staticList(argv []Word, split int) []Word {
	var files []string
	switch argv[0].Text {
	case "echo":
		if split != splitBlanks {
			return nil
		}
		for _, a := range argv[1:] {
			if strings.HasPrefix(a.Text, "-") {
				return nil // -e, -n: escapes or none; not read
			}
			files = append(files, a.Text)
		}
	case "printf":
		format, args := argv[1].Text, argv[2:]
		sep := `\n`
		if split == splitNull {
			sep = `\0`
		}
		switch {
		case len(args) > 0 && (format == "%s"+sep || split == splitBlanks && (format == `%s\n` || format == "%s ")):
			for _, a := range args {
				files = append(files, a.Text)
			}
		case len(args) == 0 && !strings.Contains(format, "%"):
			files = strings.Split(strings.TrimSuffix(format, sep), sep)
		default:
			return nil
		}
	}
	out := make([]Word, 0, len(files))
	for _, f := range files {
		if f == "" || strings.HasPrefix(f, "-") || strings.ContainsAny(f, " \t\n'\"\\") {
			return nil
		}
		out = append(out, Word{Text: f})
	}
	return out
}

// substitutes reports whether inv edits its operands in place by
// substitutions alone (sed -i 's/P/Q/g', perl -pi -e 's/P/Q/'): what it
// changes is wherever its patterns are, so the files a listing chose by
// content are the ones it can change.
func substitutes(inv Invocation) bool {
	inPlace, prints, scripts := false, inv.Name == "sed", 0
	args := inv.Args[1:]
	for i := 0; i < len(args); i++ {
		a := args[i].Text
		switch {
		case args[i].Dynamic:
			return false
		case a == "--in-place" || strings.HasPrefix(a, "--in-place="):
			inPlace = true
		case a == "-e" || a == "--expression":
			if i+1 >= len(args) || !substitution(args[i+1].Text) {
				return false
			}
			i++
			scripts++
		case strings.HasPrefix(a, "--"):
			return false
		case strings.HasPrefix(a, "-"):
			if strings.ContainsAny(a, "fE") && inv.Name == "perl" || strings.ContainsAny(a, "fn") && inv.Name == "sed" {
				return false // a script file, not read here; sed -n prints only what it is told
			}
			inPlace = inPlace || strings.ContainsRune(a, 'i')
			prints = prints || inv.Name == "perl" && strings.ContainsRune(a, 'p')
		case scripts == 0 && inv.Name == "sed":
			if !substitution(a) {
				return false
			}
			scripts++
		}
	}
	return inPlace && prints && scripts > 0 && (inv.Name == "sed" || inv.Name == "perl")
}

// substitution reports whether a sed or perl script is only s commands
// (s/P/Q/flags, any delimiter), one or more split by ; or new lines.
func substitution(script string) bool {
	for _, cmd := range strings.FieldsFunc(script, func(r rune) bool { return r == ';' || r == '\n' }) {
		cmd = strings.TrimSpace(cmd)
		if len(cmd) < 4 || cmd[0] != 's' || identByte(cmd[1]) || cmd[1] == ' ' || cmd[1] == '\\' ||
			strings.Count(cmd, cmd[1:2]) < 3 {
			return false
		}
	}
	return script != ""
}
