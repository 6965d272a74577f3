package shell

import (
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// scope is what the shell knows at a point of the line: the working
// directory (changed by cd) and whether PATH was set.
type scope struct {
	dir      string
	known    bool
	setsPath bool
	cdPath   bool // CDPATH was set: cd NAME may go elsewhere
}

// branch is a copy of sc for code that may or may not run (a body of if,
// while, a function, the right side of &&): what it changes is merged back
// by join.
func (sc *scope) branch() *scope { c := *sc; return &c }

// join merges a branch back: a directory the branch may have changed is
// no longer known; a PATH it may have set may be set.
func (sc *scope) join(b *scope) {
	if b.dir != sc.dir || b.known != sc.known {
		sc.known = false
	}
	sc.setsPath = sc.setsPath || b.setsPath
	sc.cdPath = sc.cdPath || b.cdPath
}

// andChain walks a chain of && (parsed left-associated: (a && b) && c):
// the first command runs in sc, every later one in b, a branch of sc
// taken after the first ran, and after all the commands before it.
func (w *walker) andChain(c *syntax.BinaryCmd, sc, b *scope, depth int) {
	if x, ok := c.X.Cmd.(*syntax.BinaryCmd); ok && x.Op == syntax.AndStmt && len(c.X.Redirs) == 0 && !c.X.Negated && !c.X.Background {
		w.andChain(x, sc, b, depth)
	} else {
		w.stmt(c.X, sc, depth)
		*b = *sc
	}
	w.stmt(c.Y, b, depth)
}

// walker collects a Reading while walking the syntax tree.
type walker struct {
	out    Reading
	via    []string
	parser *syntax.Parser // reused for every script read again
	src    strings.Reader // the parser's reader, reused likewise
	args   []Word         // the argv whose writes are being recorded
	argv   []Word         // backing array of the line's argv (words)
	quiet  int32          // > 0 while reading a runner's command: no writes
	// runnerWork counts the starts and scripts read for runners (runners.go).
	// (Both counters are 32 bits: the walker, allocated once per line,
	// stays in its size class with temp below.)
	runnerWork int32
	// patchInput is the file the statement being read redirects its
	// standard input from ("" when none): patch < fix.diff.
	patchInput string
	// listing is what is known of the files piped into the xargs being
	// read (find … -name N | xargs CMD, printf '%s\n' A B | xargs CMD):
	// what xargs adds to CMD; nil when nothing is.
	listing *listing
	// temp is the variable the line's first command binds to a new
	// temporary path outside the project (tempVar), "" when none.
	temp string
}

func (w *walker) unreadable(reason string) {
	if len(w.out.Unreadable) < 50 && !slices.Contains(w.out.Unreadable, reason) {
		w.out.Unreadable = append(w.out.Unreadable, reason)
	}
}

// hidden notes that a command the line runs cannot be read.
func (w *walker) hidden(reason string) {
	w.out.HiddenCommands = true
	w.unreadable(reason)
}

func (w *walker) full() bool {
	if len(w.out.Invocations) < maxInvocations {
		return false
	}
	w.hidden("the command runs more than " + strconv.Itoa(maxInvocations) + " commands: the rest is not read")
	return true
}

func (w *walker) stmts(ss []*syntax.Stmt, sc *scope, depth int) {
	for _, s := range ss {
		w.stmt(s, sc, depth)
	}
}

func (w *walker) stmt(s *syntax.Stmt, sc *scope, depth int) {
	if s == nil || w.full() {
		return
	}
	if s.Background {
		// Runs alongside what follows: a cd in it does not move them.
		sc = sc.branch()
	}
	n := len(w.out.Writes)
	for _, r := range s.Redirs {
		w.redirect(r, sc, depth)
	}
	if len(w.out.Writes) == n+1 && !w.out.Writes[n].Dynamic {
		if text, ok := writtenText(s); ok {
			w.out.Writes[n].Text, w.out.Writes[n].TextKnown = text, true
		}
	}
	w.command(s.Cmd, sc, depth, s)
}

// command walks one command node; s is its statement (for here-documents).
func (w *walker) command(cmd syntax.Command, sc *scope, depth int, s *syntax.Stmt) {
	switch c := cmd.(type) {
	case nil:
	case *syntax.CallExpr:
		w.call(c, sc, depth, s)
	case *syntax.BinaryCmd:
		switch c.Op {
		case syntax.Pipe, syntax.PipeAll:
			// Each side of a pipe runs in a subshell of its own.
			w.stmt(c.X, sc.branch(), depth)
			saved := w.listing
			w.listing = nil
			if xargs, ok := intoXargs(c.Y); ok {
				w.listing = listingOf(c.X, xargs, sc)
			}
			n := len(w.out.Writes)
			w.stmt(c.Y, sc.branch(), depth)
			w.listing = saved
			w.teeText(c.X, c.Y, n)
			w.pipedEditor(c.X, c.Y, n, sc)
		case syntax.AndStmt:
			// a && cd d && b: each command of an && chain runs only when
			// every one before it succeeded, so it sees what they did
			// (b runs in d); the first always runs.
			var b scope
			w.andChain(c, sc, &b, depth)
			sc.join(&b)
		default:
			w.stmt(c.X, sc, depth)
			b := sc.branch()
			w.stmt(c.Y, b, depth)
			sc.join(b)
		}
	case *syntax.Subshell:
		w.stmts(c.Stmts, sc.branch(), depth)
	case *syntax.Block:
		w.stmts(c.Stmts, sc, depth)
	case *syntax.IfClause:
		for ic := c; ic != nil; ic = ic.Else {
			w.stmts(ic.Cond, sc, depth)
			b := sc.branch()
			w.stmts(ic.Then, b, depth)
			sc.join(b)
		}
	case *syntax.WhileClause:
		b := sc.branch()
		w.stmts(c.Cond, b, depth)
		w.stmts(c.Do, b, depth)
		sc.join(b)
	case *syntax.ForClause:
		w.substitutions(c.Loop, sc, depth)
		b := sc.branch()
		w.stmts(c.Do, b, depth)
		sc.join(b)
	case *syntax.CaseClause:
		w.substitutions(c.Word, sc, depth)
		for _, item := range c.Items {
			for _, p := range item.Patterns {
				w.substitutions(p, sc, depth)
			}
			b := sc.branch()
			w.stmts(item.Stmts, b, depth)
			sc.join(b)
		}
	case *syntax.FuncDecl:
		name := "function"
		if c.Name != nil {
			name += " " + c.Name.Value
		}
		w.via = append(w.via, name)
		b := sc.branch()
		w.stmt(c.Body, b, depth)
		sc.join(b)
		w.via = w.via[:len(w.via)-1]
	case *syntax.DeclClause:
		for _, a := range c.Args {
			w.assign(a, sc, depth, true)
		}
	case *syntax.TimeClause:
		w.stmt(c.Stmt, sc, depth)
	case *syntax.CoprocClause:
		w.stmt(c.Stmt, sc.branch(), depth)
	default:
		// let, ((…)), [[…]], test declarations: only what they substitute runs.
		w.substitutions(c, sc, depth)
	}
}

// assign walks an assignment's value; one of PATH changes how command
// words resolve from here on (global) or for one command.
func (w *walker) assign(a *syntax.Assign, sc *scope, depth int, global bool) {
	w.substitutions(a, sc, depth)
	if a.Name != nil && a.Value != nil {
		w.envAssign(a.Name.Value, word(a.Value), sc, depth)
	}
	if global && a.Name != nil && a.Name.Value == "PATH" && !a.Naked {
		sc.setsPath = true
	}
	if a.Name != nil && a.Name.Value == "CDPATH" {
		sc.cdPath = true
	}
}

// substitutions walks the commands a node runs through $(…), `…` and
// <(…), each as a subshell. node must not be a typed nil.
func (w *walker) substitutions(node syntax.Node, sc *scope, depth int) {
	if node == nil {
		return
	}
	if wd, ok := node.(*syntax.Word); ok && !mayRun(wd.Parts) {
		return // most words: no walk, no closure
	}
	// The closure holds a copy of the scope, not sc: a scope a closure
	// captured would live on the heap, and so would every scope of the walk.
	at := *sc
	syntax.Walk(node, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.CmdSubst:
			w.via = append(w.via, "$(…)")
			w.stmts(n.Stmts, at.branch(), depth)
			w.via = w.via[:len(w.via)-1]
			return false
		case *syntax.ProcSubst:
			w.via = append(w.via, "<(…)")
			w.stmts(n.Stmts, at.branch(), depth)
			w.via = w.via[:len(w.via)-1]
			return false
		}
		return true
	})
}

// mayRun reports whether word parts may hold a command substitution: only
// literal and quoted text surely do not.
func mayRun(parts []syntax.WordPart) bool {
	for _, part := range parts {
		switch p := part.(type) {
		case *syntax.Lit, *syntax.SglQuoted:
		case *syntax.DblQuoted:
			if mayRun(p.Parts) {
				return true
			}
		case *syntax.ParamExp:
			if p.Short || p.Exp == nil && p.Repl == nil && p.Slice == nil && p.Index == nil && p.NestedParam == nil {
				continue // $x, ${x}: nothing runs
			}
			return true
		default:
			return true
		}
	}
	return false
}

func (w *walker) call(c *syntax.CallExpr, sc *scope, depth int, s *syntax.Stmt) {
	setsPath := sc.setsPath
	for _, a := range c.Assigns {
		w.assign(a, sc, depth, len(c.Args) == 0)
		if a.Name != nil && a.Name.Value == "PATH" {
			setsPath = true
		}
	}
	for _, a := range c.Args {
		w.substitutions(a, sc, depth)
	}
	if len(c.Args) == 0 {
		return
	}
	w.invoke(w.words(c.Args), sc, depth, setsPath, false, s)
}

// invoke reads one simple command: wrappers are taken off, shells' -c
// strings and eval read again, and what is left is recorded with the files
// it writes.
func (w *walker) invoke(argv []Word, sc *scope, depth int, setsPath, more bool, s *syntax.Stmt) {
	pushed := len(w.via)
	defer func() { w.via = w.via[:pushed] }()
	// The files of a listing piped into xargs reach only the command
	// xargs runs itself, written as its operands (writes), not a shell
	// or any command further in.
	listing := w.listing
	w.listing = nil
	for len(argv) > 0 {
		if argv[0].Dynamic {
			w.record(argv, sc, setsPath, more)
			w.hidden("the command word " + quote(argv[0].Text) + " is only known at run time")
			return
		}
		name := path.Base(argv[0].Text)
		if name == "env" && w.envArgs(argv[1:], sc, depth) {
			w.record(argv, sc, setsPath, more)
			return
		}
		if inner, ok, sets := unwrap(name, argv[1:]); ok {
			if len(inner) == 0 {
				w.record(argv, sc, setsPath, more)
				switch {
				case more:
					w.runTimeCommand(name, sc, setsPath)
				case (name == "sudo" || name == "doas") && loginShell(argv[1:]):
					w.hidden(name + " -s/-i runs a shell fed on its standard input")
				}
				return
			}
			w.via = append(w.via, name)
			argv, setsPath = inner, setsPath || sets
			continue
		}
		switch {
		case isShell(name):
			w.record(argv, sc, setsPath, more)
			w.shell(name, argv[1:], sc, depth, s, more)
			return
		case name == "eval":
			w.record(argv, sc, setsPath, more)
			w.eval(argv[1:], sc, depth)
			return
		case name == "su" || name == "runuser" || name == "script" || name == "flock" || name == "watch" || name == "chroot":
			w.record(argv, sc, setsPath, more)
			if inner := w.runsCommand(name, argv[1:], sc, depth, more); len(inner) > 0 {
				w.via = append(w.via, name)
				argv = inner
				continue
			}
			return
		case name == "xargs":
			w.record(argv, sc, setsPath, more)
			w.via = append(w.via, "xargs")
			inner := xargsCommand(argv[1:])
			if name != "xargs" || slices.ContainsFunc(inner, func(a Word) bool { return a.Dynamic }) {
				listing = nil // xargs -I: the files land inside other words
			}
			argv, more = inner, true
			continue
		case name == "find":
			w.record(argv, sc, setsPath, more)
			w.find(argv, sc, depth, setsPath)
			return
		case name == "cd" || name == "pushd" || name == "popd":
			w.record(argv, sc, setsPath, more)
			w.cd(name, argv[1:], sc)
			return
		}
		if isRunner(name) {
			inv := w.record(argv, sc, setsPath, more)
			if w.quiet == 0 {
				w.programWrites(inv, sc)
			}
			w.runner(name, argv[1:], sc, depth, setsPath, s)
			return
		}
		inv := w.record(argv, sc, setsPath, more)
		if body, _ := hereDoc(s); body != "" {
			w.out.Invocations[len(w.out.Invocations)-1].Stdin = body
			inv.Stdin = body
		}
		w.commandText(inv, sc, depth, s)
		if w.quiet == 0 {
			if inv.Name == "patch" {
				w.patchInput = inputFile(s)
			}
			w.listing = listing
			w.writes(inv, sc)
			w.listing = nil
			w.programWrites(inv, sc)
		}
		return
	}
}

// runTimeCommand records that a wrapper or shell runs a command only known
// at run time (`xargs env`, `xargs sh`): a Dynamic command word.
func (w *walker) runTimeCommand(name string, sc *scope, setsPath bool) {
	w.record([]Word{{Text: name + " …", Dynamic: true}}, sc, setsPath, true)
	w.hidden(name + " runs a command given to it at run time")
}

// record adds an invocation of argv.
func (w *walker) record(argv []Word, sc *scope, setsPath, more bool) Invocation {
	inv := Invocation{Args: argv, MoreArgs: more, Via: w.viaCopy(), SetsPath: setsPath}
	if !argv[0].Dynamic {
		inv.Name = path.Base(argv[0].Text)
	}
	if sc.known {
		inv.Dir = sc.dir
	}
	w.out.Invocations = append(w.out.Invocations, inv)
	return inv
}

// viaCopy is w.via for an invocation: the previous invocation's list when
// it is the same (most commands of a line share theirs), else a copy.
func (w *walker) viaCopy() []string {
	if n := len(w.out.Invocations); n > 0 && len(w.via) > 0 {
		if prev := w.out.Invocations[n-1].Via; slices.Equal(prev, w.via) {
			return prev
		}
	}
	return slices.Clip(slices.Clone(w.via))
}

// words resolves a command's words into argv, from one backing array for
// the whole line (capacity cut to each argv, so an append copies) rather
// than an allocation per command.
func (w *walker) words(ws []*syntax.Word) []Word {
	if cap(w.argv)-len(w.argv) < len(ws) {
		w.argv = make([]Word, 0, max(len(ws), 256))
	}
	start := len(w.argv)
	for _, x := range ws {
		w.argv = append(w.argv, word(x))
	}
	return w.argv[start:len(w.argv):len(w.argv)]
}

// loginShell reports whether sudo's options ask for a shell (-s, -i).
func loginShell(args []Word) bool {
	for _, a := range args {
		if a.Dynamic || !strings.HasPrefix(a.Text, "-") || a.Text == "--" {
			return false
		}
		if a.Text == "--shell" || a.Text == "--login" || !strings.HasPrefix(a.Text, "--") && strings.ContainsAny(a.Text[1:], "si") {
			return true
		}
	}
	return false
}

// runsCommand reads the programs that run a command given to them: the
// string of su/runuser/script/flock -c (read again as a script), watch's
// words (joined and read as sh -c does, or run as they are with -x), the
// command after flock's lock file or chroot's directory (returned, to be
// read as an invocation). Without a command they run a shell fed on their
// standard input, which cannot be read.
func (w *walker) runsCommand(name string, args []Word, sc *scope, depth int, more bool) []Word {
	if script, found := dashC(args); found {
		switch {
		case script == nil:
			w.hidden(name + " -c without a command")
		case script.Dynamic:
			w.hidden(name + " -c runs a command built at run time (" + quote(script.Text) + ")")
		default:
			w.reparse(script.Text, name+" -c", sc.branch(), depth)
		}
		return nil
	}
	var inner []Word
	switch name {
	case "flock":
		if rest := skipOptions(args, "wE"); len(rest) > 0 {
			inner = rest[1:]
		}
	case "chroot":
		if rest := skipOptions(args, ""); len(rest) > 0 {
			inner = rest[1:]
		}
	case "watch":
		exec := false
		for _, a := range args {
			exec = exec || a.Text == "-x" || a.Text == "--exec"
		}
		rest := skipOptions(args, "nq")
		if exec || len(rest) == 0 {
			inner = rest
			break
		}
		text := make([]string, 0, len(rest))
		for _, a := range rest {
			if a.Dynamic {
				w.hidden("watch runs a command built at run time (" + quote(a.Text) + ")")
				return nil
			}
			text = append(text, a.Text)
		}
		w.reparse(strings.Join(text, " "), "watch", sc.branch(), depth)
		return nil
	}
	if len(inner) == 0 && (name != "watch" || more) {
		w.hidden(name + " runs a shell fed on its standard input, or a command given at run time")
	}
	return inner
}

// dashC finds the command of -c CMD, --command CMD or --command=CMD.
func dashC(args []Word) (script *Word, found bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
		case a.Text == "-c" || a.Text == "--command":
			if i+1 < len(args) {
				return &args[i+1], true
			}
			return nil, true
		case strings.HasPrefix(a.Text, "--command="):
			return &Word{Text: strings.TrimPrefix(a.Text, "--command=")}, true
		}
	}
	return nil, false
}

// reparse reads text as a script one level deeper.
func (w *walker) reparse(text, via string, sc *scope, depth int) {
	switch {
	case depth+1 > MaxDepth:
		w.hidden(via + " nested more than " + strconv.Itoa(MaxDepth) + " deep is not read")
		return
	case len(text) > MaxBytes || nesting(text) > MaxNesting:
		w.hidden("the script given to " + via + " is too long or too deep to read")
		return
	}
	f, err := w.parse(text)
	if err != nil {
		w.hidden("the script given to " + via + " does not parse")
		return
	}
	w.via = append(w.via, via)
	w.stmts(f.Stmts, sc, depth+1)
	w.via = w.via[:len(w.via)-1]
}

// shell reads a shell's command line: the script of -c is read again; a
// script file is only named; a script read from standard input cannot be
// read (it arrives through a pipe or a redirection), except a literal
// here-document.
func (w *walker) shell(name string, args []Word, sc *scope, depth int, s *syntax.Stmt, more bool) {
	script, file, c := shellScript(args)
	switch {
	case more && (script == nil && file == nil || c && script == nil):
		// xargs or find -exec supplies the script or its file.
		w.runTimeCommand(name, sc, false)
	case c && script == nil:
		w.hidden(name + " -c without a script")
	case c && script.Dynamic:
		w.hidden(name + " -c runs a script built at run time (" + quote(script.Text) + ")")
	case c:
		w.reparse(script.Text, name+" -c", sc.branch(), depth)
	case file != nil && !stdinFile(file.Text):
		// A script file: a program like any other.
	default:
		if body, ok := hereDoc(s); ok {
			w.reparse(body, name+" <<here-document", sc.branch(), depth)
			return
		}
		w.hidden("a script fed to " + name + " on its standard input (a pipe or a redirection) cannot be read")
	}
}

// Program is the file the invocation runs: the command word, or the script
// file a shell runs (bash x.sh) or source and . read. ok is false when
// there is none (sh -c, a shell reading its standard input).
func (inv Invocation) Program() (program Word, ok bool) {
	switch {
	case isShell(inv.Name):
		_, file, _ := shellScript(inv.Args[1:])
		if file == nil {
			return Word{}, false
		}
		return *file, true
	case inv.Name == "source" || inv.Name == ".":
		if len(inv.Args) < 2 {
			return Word{}, false
		}
		return inv.Args[1], true
	}
	return inv.Args[0], true
}

// shellScript finds the -c script (c true, script nil when missing) or the
// script file among a shell's arguments.
func shellScript(args []Word) (script, file *Word, c bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			if c {
				return &args[i], nil, true
			}
			return nil, &args[i], false
		case a.Text == "--" || a.Text == "-":
			if c && i+1 < len(args) {
				return &args[i+1], nil, true
			}
			if i+1 < len(args) {
				return nil, &args[i+1], false
			}
			return nil, nil, c
		case a.Text == "-o" || a.Text == "+o" || a.Text == "-O" || a.Text == "+O" || a.Text == "--rcfile" || a.Text == "--init-file":
			i++
		case strings.HasPrefix(a.Text, "--"):
		case len(a.Text) > 1 && (a.Text[0] == '-' || a.Text[0] == '+'):
			if strings.ContainsRune(a.Text[1:], 'c') {
				c = true
			}
		default:
			if c {
				return &args[i], nil, true
			}
			return nil, &args[i], false
		}
	}
	return nil, nil, c
}

// hereDoc is the body of a statement's here-document when it is literal
// (a quoted delimiter, or nothing to expand).
func hereDoc(s *syntax.Stmt) (string, bool) {
	if s == nil {
		return "", false
	}
	for _, r := range s.Redirs {
		switch r.Op {
		case syntax.WordHdoc:
			wd := word(r.Word)
			return wd.Text, !wd.Dynamic
		case syntax.Hdoc, syntax.DashHdoc:
			return hereDocBody(r)
		}
	}
	return "", false
}

// hereDocBody is the text a here-document gives its command. A body is
// never glob-expanded nor split, so *, ? and [ stay plain text; with a
// quoted delimiter (<<'EOF', <<"EOF", <<\EOF) nothing in it is expanded
// and a backslash is itself; otherwise a backslash escapes only $, `, \
// and a newline, and an expansion ($x, $(…)) makes the body known only
// at run time: ok false, the body as written.
func hereDocBody(r *syntax.Redirect) (string, bool) {
	body := r.Hdoc
	if body == nil {
		return "", true
	}
	quoted := false
	if r.Word != nil {
		for _, p := range r.Word.Parts {
			if l, ok := p.(*syntax.Lit); !ok || strings.Contains(l.Value, `\`) {
				quoted = true
			}
		}
	}
	if len(body.Parts) == 1 {
		if l, ok := body.Parts[0].(*syntax.Lit); ok && (quoted || !strings.Contains(l.Value, `\`)) {
			return l.Value, true
		}
	}
	var b strings.Builder
	literal := true
	for _, part := range body.Parts {
		l, ok := part.(*syntax.Lit)
		switch {
		case !ok:
			literal = false
			writePart(&b, part)
		case quoted:
			b.WriteString(l.Value)
		default:
			b.WriteString(unescapeHereDoc(l.Value))
		}
	}
	return b.String(), literal
}

// unescapeHereDoc takes off the backslashes of an unquoted here-document:
// before $, `, \ and a newline (which it joins), no others.
func unescapeHereDoc(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) {
			switch v[i+1] {
			case '\n':
				i++
				continue
			case '$', '`', '\\':
				i++
			}
		}
		b.WriteByte(v[i])
	}
	return b.String()
}

// eval reads its arguments, joined by spaces, as a script when they are
// all static.
func (w *walker) eval(args []Word, sc *scope, depth int) {
	text := make([]string, 0, len(args))
	for _, a := range args {
		if a.Dynamic {
			w.hidden("eval runs text built at run time (" + quote(a.Text) + ")")
			return
		}
		text = append(text, a.Text)
	}
	w.reparse(strings.Join(text, " "), "eval", sc, depth)
}

// cd changes the scope's directory: a static path is followed, anything
// else makes the directory unknown.
func (w *walker) cd(name string, args []Word, sc *scope) {
	var target *Word
	for i := range args {
		if a := args[i]; a.Dynamic || !strings.HasPrefix(a.Text, "-") || a.Text == "-" {
			target = &args[i]
			break
		}
	}
	switch {
	case name == "popd" || target == nil || target.Dynamic || target.Text == "-" || target.Text == "":
		sc.known = false
	case filepath.IsAbs(target.Text):
		sc.dir, sc.known = filepath.Clean(target.Text), true
	case sc.cdPath && !strings.HasPrefix(target.Text, "./") && !strings.HasPrefix(target.Text, "../") && target.Text != "." && target.Text != "..":
		sc.known = false // CDPATH may send it elsewhere
	case sc.known:
		sc.dir = filepath.Join(sc.dir, target.Text)
	}
}

// find reads the commands of -exec, -execdir, -ok and -okdir (their {}
// only known at run time) and the deletion of -delete.
func (w *walker) find(argv []Word, sc *scope, depth int, setsPath bool) {
	var start []Word
	for i := 1; i < len(argv); i++ {
		a := argv[i]
		if !a.Dynamic && strings.HasPrefix(a.Text, "-") || a.Text == "!" || a.Text == "(" {
			break
		}
		start = append(start, a)
	}
	for i := 1; i < len(argv); i++ {
		switch argv[i].Text {
		case "-delete":
			name, narrowed, named := findName(argv[1+len(start) : i])
			for _, s := range findRoots(start) {
				n := len(w.out.Writes)
				w.write(sc, Word{Text: s.Text + "/…", Dynamic: true}, Delete, "find -delete", true)
				if named && len(w.out.Writes) > n {
					w.out.Writes[n].Glob, w.out.Writes[n].Narrowed = findGlob(sc, s, name), narrowed
				}
			}
		case "-exec", "-execdir", "-ok", "-okdir":
			name, narrowed, named := findName(argv[1+len(start) : i])
			n := len(w.out.Writes)
			j := i + 1
			var cmd []Word
			for ; j < len(argv) && argv[j].Text != ";" && argv[j].Text != "+"; j++ {
				a := argv[j]
				if strings.Contains(a.Text, "{}") {
					a = Word{Text: a.Text, Dynamic: true}
				}
				cmd = append(cmd, a)
			}
			if len(cmd) > 0 {
				w.via = append(w.via, "find "+argv[i].Text)
				w.invoke(cmd, sc.branch(), depth, setsPath, true, nil)
				w.via = w.via[:len(w.via)-1]
				if roots := findRoots(start); len(roots) == 1 && argv[i].Text == "-exec" {
					glob := ""
					if named {
						glob = findGlob(sc, roots[0], name)
					}
					w.findExecWrites(n, cmd, glob, narrowed)
				}
			}
			i = j
		}
	}
}

// redirect records the file a redirection writes (not a descriptor copy,
// not a device such as /dev/null) and walks what its word substitutes.
func (w *walker) redirect(r *syntax.Redirect, sc *scope, depth int) {
	if r.Word != nil {
		w.substitutions(r.Word, sc, depth)
	}
	if r.Hdoc != nil {
		w.substitutions(r.Hdoc, sc, depth)
	}
	var kind Kind
	switch r.Op {
	case syntax.RdrOut, syntax.RdrAll, syntax.ClbOut, syntax.RdrInOut:
		kind = Overwrite
	case syntax.AppOut, syntax.AppAll:
		kind = Append
	case syntax.DplOut:
		// >&word: a descriptor copy, unless the word is a file (bash).
		t := word(r.Word)
		if t.Dynamic || t.Text == "-" || isDigits(t.Text) {
			return
		}
		kind = Overwrite
	default:
		return
	}
	target := word(r.Word)
	w.write(sc, target, kind, r.Op.String()+" "+target.Text, false)
}

// write records one written path, resolved against the scope.
func (w *walker) write(sc *scope, target Word, kind Kind, by string, recursive bool) {
	wr := Write{Kind: kind, By: clip(by), Recursive: recursive, Args: w.args}
	switch {
	case target.Dynamic && w.temp != "" && underVar(target.Text, w.temp):
		return // into the temporary directory the line made: no project file
	case target.Dynamic:
		wr.Path, wr.Dynamic = target.Text, true
		if onlyGlob(target.Text) && (filepath.IsAbs(target.Text) || sc.known) {
			wr.Glob = filepath.Join(sc.dir, target.Text)
			if filepath.IsAbs(target.Text) {
				wr.Glob = filepath.Clean(target.Text)
			}
		}
	case target.Text == "" || isDevice(target.Text):
		return
	case filepath.IsAbs(target.Text):
		wr.Path = filepath.Clean(target.Text)
	case sc.known:
		wr.Path = filepath.Join(sc.dir, target.Text)
	default:
		wr.Path, wr.Dynamic = target.Text, true
	}
	w.out.Writes = append(w.out.Writes, wr)
}

// inputFile is the static file a statement redirects its standard input
// from (< file), or "".
func inputFile(s *syntax.Stmt) string {
	if s == nil {
		return ""
	}
	for _, r := range s.Redirs {
		if r.Op == syntax.RdrIn && (r.N == nil || r.N.Value == "0") && r.Word != nil {
			if f := word(r.Word); !f.Dynamic {
				return f.Text
			}
		}
	}
	return ""
}

// stdinFile reports whether a script file is the shell's standard input
// under another name (/dev/stdin, /dev/fd/0, /proc/self/fd/0, …): what is
// fed there is read like a script piped in.
func stdinFile(p string) bool {
	return p == "/dev/stdin" || strings.HasPrefix(p, "/dev/fd/") || strings.HasPrefix(p, "/proc/")
}

// isDevice reports whether p names a device a redirection commonly
// targets, which is no file of the project.
func isDevice(p string) bool {
	switch p {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/zero":
		return true
	}
	return strings.HasPrefix(p, "/dev/fd/")
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isShell(name string) bool {
	switch name {
	case "sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "posh", "fish", "tcsh", "csh", "rbash":
		return true
	}
	return false
}

// quote shows a word in a message.
func quote(s string) string { return "`" + clip(s) + "`" }

// clip cuts text for a message.
func clip(s string) string {
	const limit = 120
	if len(s) <= limit {
		return s
	}
	cut := limit
	for cut > 0 && s[cut]&0xc0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}

// Display is argv as a person would type it, cut to a readable length:
// what Write.By holds for the command that writes.
func Display(args []Word) string { return display(args) }

// display is argv as a person would type it, for messages.
func display(args []Word) string {
	parts := make([]string, 0, len(args))
	for _, a := range args {
		t := a.Text
		if !a.Dynamic && (t == "" || strings.ContainsAny(t, " \t\n'\"\\$`*?[]{}()<>|&;#~")) {
			t = "'" + strings.ReplaceAll(t, "'", `'\''`) + "'"
		}
		parts = append(parts, t)
	}
	return clip(strings.Join(parts, " "))
}

// onlyGlob reports whether a dynamic word as written is a plain path
// whose only run-time part is a glob (*, ?, [..]): no quotes, escapes,
// expansions, braces or ~.
func onlyGlob(text string) bool {
	return strings.ContainsAny(text, "*?[") && !strings.ContainsAny(text, "$`{}~\\\"'()")
}

// findName is the -name (or -iname) pattern of find's tests before
// -delete or -exec ("*" with no -name but -type f), when they only choose files by
// that name and by what narrowed says of them: -type, -maxdepth and
// -mindepth, -empty ("empty"), an age older or newer than some time
// (-mtime +7: "older than 7 days"; -mmin -30: "newer than 30 minutes"). ok is false for any other
// test (-newer, -path, -o, !, an exact age …), for a name with a slash
// or a dynamic part.
func findName(tests []Word) (name string, narrowed []string, ok bool) {
	files := false // -type f: no directory, the root neither
	for i := 0; i < len(tests); i++ {
		switch tests[i].Text {
		case "-name", "-iname":
			if i+1 >= len(tests) || name != "" || tests[i+1].Dynamic || strings.ContainsAny(tests[i+1].Text, "/") {
				return "", nil, false
			}
			name = tests[i+1].Text
			i++
		case "-type", "-maxdepth", "-mindepth":
			files = files || tests[i].Text == "-type" && i+1 < len(tests) && tests[i+1].Text == "f"
			i++
		case "-print", "-print0", "-ls", "-depth", "-xdev", "-mount":
			// Actions and options that are always true: they print the
			// files found or say how to walk, and leave the set as it is.
		case "-empty":
			narrowed = append(narrowed, "empty")
		case "-not", "!":
			// -not -path './.git/*': the files left out are version
			// control's own, none of the project's files a request names.
			if i+2 >= len(tests) || tests[i+1].Text != "-path" && tests[i+1].Text != "-wholename" || tests[i+2].Dynamic || !vcsOnly(tests[i+2].Text) {
				return "", nil, false
			}
			i += 2
		case "-mtime", "-mmin", "-atime", "-amin", "-ctime", "-cmin":
			if i+1 >= len(tests) || tests[i+1].Dynamic {
				return "", nil, false
			}
			unit := "days"
			if strings.HasSuffix(tests[i].Text, "min") {
				unit = "minutes"
			}
			switch age := tests[i+1].Text; {
			case strings.HasPrefix(age, "+") && isDigits(age[1:]):
				narrowed = append(narrowed, "older than "+age[1:]+" "+unit)
			case strings.HasPrefix(age, "-") && isDigits(age[1:]):
				narrowed = append(narrowed, "newer than "+age[1:]+" "+unit)
			default:
				return "", nil, false
			}
			i++
		default:
			return "", nil, false
		}
	}
	if name == "" && !files {
		return "", nil, false // find DIR -delete: DIR itself too
	}
	if name == "" {
		name = "*"
	}
	return name, narrowed, true
}

// vcsOnly reports whether find's -path pattern p matches only what lies
// in a version control directory: ./.git/*, */.git/*, .git/* (and .hg,
// .svn).
func vcsOnly(p string) bool {
	p = strings.TrimPrefix(strings.TrimPrefix(p, "./"), "*/")
	dir, rest, _ := strings.Cut(p, "/")
	return (dir == ".git" || dir == ".hg" || dir == ".svn") && (rest == "*" || rest == "**")
}

// findRoots are the starting points of find (".": none given).
func findRoots(start []Word) []Word {
	if len(start) == 0 {
		return []Word{{Text: "."}}
	}
	return start
}

// findGlob is the glob of the files called name below root s ("" when
// root is only known at run time).
func findGlob(sc *scope, s Word, name string) string {
	switch {
	case s.Dynamic:
		return ""
	case filepath.IsAbs(s.Text):
		return filepath.Join(s.Text, "**", name)
	case sc.known:
		return filepath.Join(sc.dir, s.Text, "**", name)
	}
	return ""
}

// intoXargs is the arguments of xargs when s is a plain xargs command
// (the right side of a pipe whose files it reads); ok is false for
// anything else.
func intoXargs(s *syntax.Stmt) (args []Word, ok bool) {
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Assigns) > 0 || len(c.Args) < 2 {
		return nil, false
	}
	if a := word(c.Args[0]); a.Dynamic || a.Text != "xargs" {
		return nil, false
	}
	args = make([]Word, 0, len(c.Args)-1)
	for _, a := range c.Args[1:] {
		args = append(args, word(a))
	}
	return args, true
}

// findExecWrites gives the writes of `-exec CMD … {} ;` (or `+`),
// recorded from writes[n:], when {} stands alone as one of CMD's words
// and CMD writes its operands as they are given (writer: rm, sed, chmod
// …): find puts its files where {} stands and nowhere else, so CMD gets
// no other unknown operand, and each file it writes as {} is one of
// find's glob (when known, and when nothing else it writes is known only
// at run time).
func (w *walker) findExecWrites(n int, cmd []Word, glob string, narrowed []string) {
	if !writer(path.Base(cmd[0].Text)) || cmd[0].Dynamic {
		return
	}
	for _, a := range cmd[1:] {
		if a.Dynamic && a.Text != "{}" || strings.Contains(a.Text, "{}") && a.Text != "{}" {
			return
		}
	}
	kept, others := w.out.Writes[:n], false
	for _, wr := range w.out.Writes[n:] {
		switch {
		case wr.Kind == Unknown && wr.Dynamic:
			continue // the operands xargs-like programs get: here, {}
		case wr.Dynamic && wr.Path != "{}":
			others = true
		}
		kept = append(kept, wr)
	}
	w.out.Writes = kept
	if glob == "" || others {
		return
	}
	for k := n; k < len(w.out.Writes); k++ {
		if wr := &w.out.Writes[k]; wr.Dynamic && wr.Path == "{}" {
			wr.Glob, wr.Narrowed = glob, narrowed
		}
	}
}

// writtenText is what statement s writes to its standard output when the
// command alone tells (its one output redirection is a file): nothing
// for no command, `:` or true; the words of echo (with -n, -e, -E); the
// format of printf with no argument and no % directive; the literal
// here-document of cat. ok is false for anything else, and for a
// redirection of another descriptor than standard output.
func writtenText(s *syntax.Stmt) (string, bool) {
	for _, r := range s.Redirs {
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.ClbOut, syntax.RdrAll, syntax.AppAll:
			if r.N != nil && r.N.Value != "1" {
				return "", false // 2> file: what the command reports, not its output
			}
		}
	}
	if s.Cmd == nil {
		return "", true
	}
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Assigns) > 0 || len(c.Args) == 0 {
		return "", false
	}
	args := make([]string, 0, len(c.Args))
	for _, a := range c.Args {
		wd := word(a)
		if wd.Dynamic {
			return "", false
		}
		args = append(args, wd.Text)
	}
	switch args[0] {
	case ":", "true":
		return "", true
	case "echo":
		return echoText(args[1:])
	case "printf":
		if len(args) > 2 {
			return printfEach(args[1], args[2:])
		}
		if len(args) != 2 || strings.Contains(strings.ReplaceAll(args[1], "%%", ""), "%") {
			return "", false
		}
		return backslashText(strings.ReplaceAll(args[1], "%%", "%"))
	case "cat":
		if len(args) == 1 {
			return literalHereDoc(s)
		}
	}
	return "", false
}

// teeText records the text tee writes over its files (the writes from n
// on; not those of tee -a, whose appended text is judged by the file
// alone as before) when x, the command piped into it, prints what the command alone
// tells (writtenText: echo 'A=1' | tee .env) and has no redirection of
// its own.
func (w *walker) teeText(x, y *syntax.Stmt, n int) {
	if len(w.out.Writes) == n || x == nil || y == nil || len(x.Redirs) > 0 || len(y.Redirs) > 0 {
		return
	}
	c, ok := y.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Args) == 0 {
		return
	}
	if name := word(c.Args[0]); name.Dynamic || name.Text != "tee" {
		return
	}
	text, ok := writtenText(x)
	if !ok || x.Cmd == nil {
		return
	}
	for i := n; i < len(w.out.Writes); i++ {
		if wr := &w.out.Writes[i]; !wr.Dynamic && wr.Kind == Overwrite {
			wr.Text, wr.TextKnown = text, true
		}
	}
}

// echoText is what bash's echo prints for args: its -n, -e and -E flags
// read, escapes only with -e; a backslash without -e is not read (sh's
// echo would turn it into an escape).
func echoText(args []string) (string, bool) {
	newline, escapes := true, false
flags:
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		for _, f := range args[0][1:] {
			if f != 'n' && f != 'e' && f != 'E' {
				break flags // a word, not flags ("-x" is printed)
			}
		}
		for _, f := range args[0][1:] {
			switch f {
			case 'n':
				newline = false
			case 'e':
				escapes = true
			case 'E':
				escapes = false
			}
		}
		args = args[1:]
	}
	text := strings.Join(args, " ")
	if escapes {
		var ok bool
		if text, ok = backslashText(text); !ok {
			return "", false
		}
	} else if strings.Contains(text, "\\") {
		return "", false
	}
	if newline {
		text += "\n"
	}
	return text, true
}

// backslashText reads the escapes printf's format and echo -e share:
// \n, \t, \\, \", \'; ok is false for any other.
func backslashText(s string) (string, bool) {
	if !strings.Contains(s, "\\") {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		if i+1 >= len(s) {
			return "", false
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '\\', '"', '\'':
			b.WriteByte(s[i])
		default:
			return "", false
		}
	}
	return b.String(), true
}

// literalHereDoc is the body of s's here-document (<<) when nothing in it
// is expanded: its delimiter quoted, or no $, ` or backslash in it.
func literalHereDoc(s *syntax.Stmt) (string, bool) {
	for _, r := range s.Redirs {
		if r.Op != syntax.Hdoc || r.Hdoc == nil {
			continue
		}
		quoted := false
		for _, p := range r.Word.Parts {
			switch p := p.(type) {
			case *syntax.SglQuoted, *syntax.DblQuoted:
				quoted = true
			case *syntax.Lit:
				quoted = quoted || strings.Contains(p.Value, "\\")
			}
		}
		var b strings.Builder
		for _, p := range r.Hdoc.Parts {
			lit, ok := p.(*syntax.Lit)
			if !ok {
				return "", false
			}
			b.WriteString(lit.Value)
		}
		if !quoted && strings.ContainsAny(b.String(), "$`\\") {
			return "", false
		}
		return b.String(), true
	}
	return "", false
}
