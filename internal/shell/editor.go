package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The line editors ed and ex run a script of commands against the file
// they open: what they write is what the script's write commands say.
// A script of only printing commands writes nothing ("2,3p" then "q");
// "w! CHANGES.md" writes another file than the one opened. Read when the
// whole script is on the line (a here-document, a printf or echo piped
// in, ex's -c commands ending in a quit); otherwise the file opened is
// taken as written, as before.

// editorScriptWrites is what a line editor's script writes: whether it
// writes the file it opened (own) and the other files its write commands
// name. ok is false when the script is not read to its end (no quit and
// the commands may go on at run time).
func editorScriptWrites(script string, ex bool) (own bool, others []string, ok bool) {
	text := false // after a, i, c: lines of text up to "."
	for _, line := range strings.Split(script, "\n") {
		if text {
			text = strings.TrimSpace(line) != "."
			continue
		}
		cmds := []string{line}
		if ex {
			cmds = strings.Split(line, "|")
		}
		for _, c := range cmds {
			name, arg := editorCommand(c)
			switch name {
			case "a", "i", "c":
				text = !ex || arg == ""
			case "w", "W", "wq", "x", "write", "xit", "exit", "up", "update", "wa", "wall":
				switch {
				case arg == "":
					own = true
				case !strings.HasPrefix(arg, "!") || ex:
					others = append(others, strings.TrimSpace(strings.TrimPrefix(arg, "!")))
				}
				if name != "w" && name != "W" && name != "write" && name != "up" && name != "update" && name != "wa" && name != "wall" {
					return own, others, true
				}
			case "q", "Q", "quit":
				return own, others, true
			}
		}
	}
	return own, others, !ex
}

// editorCommand splits one ed or ex command into its name (the letters
// after the address: "2,3p" → p, "%s/a/b/" → s, "w! CHANGES.md" → w)
// and what follows it ("! CHANGES.md" keeps ex's "!" for the caller).
// A global command (g/re/cmd, v/re/cmd) is "g": what it runs only
// prints or edits the buffer.
func editorCommand(c string) (name, arg string) {
	c = strings.TrimSpace(c)
	c = strings.TrimLeft(c, ":")
	i := 0
	for i < len(c) {
		switch ch := c[i]; {
		case ch >= '0' && ch <= '9', strings.IndexByte(".,;$%+- \t", ch) >= 0:
			i++
		case ch == '\'' && i+1 < len(c):
			i += 2
		case ch == '/' || ch == '?':
			end := strings.IndexByte(c[i+1:], ch)
			if end < 0 {
				return "", ""
			}
			i += end + 2
		default:
			j := i
			for j < len(c) && (c[j] >= 'a' && c[j] <= 'z' || c[j] >= 'A' && c[j] <= 'Z') {
				j++
			}
			name = c[i:j]
			if name == "" {
				return "", ""
			}
			if name[0] == 'g' && name != "g" || name[0] == 'v' && name != "v" {
				name = name[:1] // g/re/: the pattern follows at once
			}
			rest := strings.TrimLeft(c[j:], " \t")
			if after, ok := strings.CutPrefix(rest, "!"); ok && strings.TrimSpace(after) != "" {
				return name, "!" + strings.TrimSpace(after)
			} else if ok {
				return name, ""
			}
			return name, strings.TrimSpace(rest)
		}
	}
	return "", ""
}

// editorName reports whether a program is a line editor whose script is
// read (editorScriptWrites).
func editorName(name string) bool {
	return name == "ed" || name == "ex"
}

// exCommands are ex's commands given on its line (-c CMD, +CMD), one a
// line, in the order ex runs them.
func exCommands(args []Word) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(args); i++ {
		a := args[i]
		var cmd Word
		switch {
		case a.Text == "-c" && i+1 < len(args):
			i++
			cmd = args[i]
		case strings.HasPrefix(a.Text, "+") && len(a.Text) > 1:
			cmd = Word{Text: a.Text[1:], Dynamic: a.Dynamic}
		case strings.HasPrefix(a.Text, "-") && strings.HasSuffix(a.Text, "c") && !strings.HasPrefix(a.Text, "--") && i+1 < len(args):
			i++ // -sc CMD
			cmd = args[i]
		default:
			continue
		}
		if cmd.Dynamic {
			return "", false
		}
		b.WriteString(cmd.Text)
		b.WriteByte('\n')
	}
	return b.String(), true
}

// editorWrites corrects what a line editor was recorded writing (the
// writes from n on: the file it opens) by its script, when the script is
// read to its end: none when it writes nothing back, and the files its
// write commands name besides.
func (w *walker) editorWrites(name string, args []Word, stdin string, n int, sc *scope) {
	script := stdin
	if name == "ex" {
		cmds, ok := exCommands(args)
		if !ok {
			return
		}
		script = cmds + stdin
	}
	if script == "" || n > len(w.out.Writes) {
		return
	}
	own, others, ok := editorScriptWrites(script, name == "ex")
	if !ok {
		return
	}
	by := display(append([]Word{{Text: name}}, args...))
	if !own {
		w.out.Writes = w.out.Writes[:n]
	}
	for _, f := range others {
		w.programWrite(sc, Word{Text: f}, Overwrite, by, "", "", false)
	}
}

// pipedEditor reads the script printed into a line editor (printf '%s\n'
// 2,3p q | ed -s notes.txt) when y is ed or ex and x prints a text the
// line tells (printedLines), and corrects the writes recorded from n on.
func (w *walker) pipedEditor(x, y *syntax.Stmt, n int, sc *scope) {
	c, ok := y.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Args) == 0 || len(y.Redirs) > 0 {
		return
	}
	name := word(c.Args[0])
	if name.Dynamic || !editorName(name.Text) {
		return
	}
	text, ok := printedLines(x)
	if !ok || text == "" {
		return
	}
	args := make([]Word, 0, len(c.Args)-1)
	for _, a := range c.Args[1:] {
		args = append(args, word(a))
	}
	w.editorWrites(name.Text, args, text, n, sc)
}

// printedLines is the text x prints when the line tells it: printf with
// a format of one "%s\n" (each argument a line), else writtenText.
func printedLines(x *syntax.Stmt) (string, bool) {
	if c, ok := x.Cmd.(*syntax.CallExpr); ok && len(x.Redirs) == 0 && len(c.Args) > 2 {
		if name, format := word(c.Args[0]), word(c.Args[1]); !name.Dynamic && !format.Dynamic && name.Text == "printf" && format.Text == `%s\n` {
			var b strings.Builder
			for _, a := range c.Args[2:] {
				wd := word(a)
				if wd.Dynamic {
					return "", false
				}
				b.WriteString(wd.Text)
				b.WriteByte('\n')
			}
			return b.String(), true
		}
	}
	return writtenText(x)
}
