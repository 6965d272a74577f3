package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A line that opens by making a temporary file or directory and keeping
// its path (tmp=$(mktemp -d) && … "$tmp" …) writes into the system's
// temporary directory through that variable, not into the project: what
// it extracts, copies or deletes there is no project file. Only the first
// command of the line is looked at (it runs first, in the shell itself,
// not in a subshell or a pipeline), and only when nothing else in the
// line could bind the name again.

// tempVar is the name of the variable the line's first command binds to
// a new temporary path outside the working directory ("" when none).
func tempVar(f *syntax.File) string {
	if len(f.Stmts) == 0 {
		return ""
	}
	s := f.Stmts[0]
	for {
		if s.Background || s.Coprocess || s.Negated {
			return ""
		}
		b, ok := s.Cmd.(*syntax.BinaryCmd)
		if !ok {
			break
		}
		if b.Op != syntax.AndStmt && b.Op != syntax.OrStmt {
			return "" // a pipeline runs its parts in subshells
		}
		s = b.X
	}
	call, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) != 0 || len(call.Assigns) != 1 || len(s.Redirs) > 0 || s.Background {
		return ""
	}
	a := call.Assigns[0]
	if a.Name == nil || a.Value == nil || a.Append || a.Naked || a.Index != nil || a.Array != nil || !mktempOutside(a.Value) {
		return ""
	}
	if rebound(f, a) {
		return ""
	}
	return a.Name.Value
}

// mktempOutside reports whether a word is exactly $(mktemp …) (or quoted
// so) making its file or directory in the temporary directory: no
// template (or -t / --tmpdir with no directory), no -p or --tmpdir=DIR
// other than /tmp, a template either bare with -t or under /tmp.
func mktempOutside(v *syntax.Word) bool {
	parts := v.Parts
	if len(parts) == 1 {
		if dq, ok := parts[0].(*syntax.DblQuoted); ok {
			parts = dq.Parts
		}
	}
	if len(parts) != 1 {
		return false
	}
	cs, ok := parts[0].(*syntax.CmdSubst)
	if !ok || len(cs.Stmts) != 1 {
		return false
	}
	call, ok := cs.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 || len(call.Args) == 0 || cs.Stmts[0].Background {
		return false
	}
	argv := make([]string, 0, len(call.Args))
	for _, x := range call.Args {
		t := word(x)
		if t.Dynamic {
			return false
		}
		argv = append(argv, t.Text)
	}
	if argv[0] != "mktemp" {
		return false
	}
	inTmp, template := false, ""
	for i := 1; i < len(argv); i++ {
		a := argv[i]
		switch {
		case a == "--tmpdir":
			inTmp = true
		case strings.HasPrefix(a, "--tmpdir="):
			if !underTmp(strings.TrimPrefix(a, "--tmpdir=")) {
				return false
			}
			inTmp = true
		case a == "-p":
			if i+1 >= len(argv) || !underTmp(argv[i+1]) {
				return false
			}
			inTmp, i = true, i+1
		case a == "--directory" || a == "--dry-run" || a == "--quiet" || strings.HasPrefix(a, "--suffix="):
		case strings.HasPrefix(a, "--"):
			return false
		case strings.HasPrefix(a, "-"):
			if strings.Trim(a[1:], "dutq") != "" {
				return false
			}
			inTmp = inTmp || strings.Contains(a, "t")
		default:
			if template != "" {
				return false
			}
			template = a
		}
	}
	switch {
	case template == "":
		return true
	case strings.Contains(template, "/"):
		return underTmp(template)
	}
	return inTmp
}

// underTmp reports whether p is the system's temporary directory or in
// it.
func underTmp(p string) bool {
	return (p == "/tmp" || strings.HasPrefix(p, "/tmp/")) && !strings.Contains(p, "..")
}

// rebound reports whether anything in f but the assignment first could
// bind first's name again: another assignment, a loop, read/declare/…,
// an arithmetic or parameter assignment, eval or source.
func rebound(f *syntax.File, first *syntax.Assign) bool {
	name := first.Name.Value
	found := false
	syntax.Walk(f, func(n syntax.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *syntax.Assign:
			found = n != first && n.Name != nil && n.Name.Value == name
		case *syntax.WordIter:
			found = n.Name != nil && n.Name.Value == name
		case *syntax.ArithmCmd, *syntax.ArithmExp, *syntax.LetClause, *syntax.CStyleLoop, *syntax.DeclClause:
			found = true
		case *syntax.ParamExp:
			// ${tmp:-src}, ${tmp/x/y}, ${!tmp}: another path than the
			// temporary one
			found = n.Param != nil && n.Param.Value == name &&
				(n.Exp != nil || n.Repl != nil || n.Slice != nil || n.Index != nil || n.Excl || n.Length || n.Width || n.NestedParam != nil)
		case *syntax.CallExpr:
			if len(n.Args) > 0 {
				switch word(n.Args[0]).Text {
				case "read", "mapfile", "readarray", "getopts", "declare", "typeset", "local", "export", "unset", "printf", "eval", "source", ".", "let":
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// underVar reports whether a dynamic path starts with the variable name
// ($tmp, ${tmp}, "$tmp/…", "${tmp}"/x) and nothing else before it.
func underVar(text, name string) bool {
	t := strings.TrimPrefix(text, `"`)
	switch {
	case strings.HasPrefix(t, "${"+name+"}"):
		t = t[len(name)+3:]
	case strings.HasPrefix(t, "${"+name+"…}"): // as word writes ${d}
		t = t[len(name)+len("${…}"):]
	case strings.HasPrefix(t, "$"+name):
		t = t[len(name)+1:]
		if t != "" && identByte(t[0]) {
			return false // $tmpdir is another variable
		}
	default:
		return false
	}
	t = strings.TrimPrefix(t, `"`)
	return t == "" || t[0] == '/'
}
