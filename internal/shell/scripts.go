package shell

import (
	"path"
	"path/filepath"
	"strings"
)

// maxScriptRuns bounds the project scripts of one line whose text a
// caller reads (ScriptRuns).
const maxScriptRuns = 4

// ScriptRun is a script a line runs by its path (./scripts/reset_db.sh,
// sh tools/seed.sh) and whose writes the line's reading holds none of:
// what it does is in the script's own text, which a caller that can read
// the file reads in turn (Read of the text, in Dir).
type ScriptRun struct {
	// Path is the script file, cleaned and absolute.
	Path string
	// Dir is the directory the script runs in: the line's, where it runs.
	Dir string
	// Write is what to record when the script's text writes: files the
	// line does not name in Dir, by the script (Kind Unknown, Recursive),
	// asked for as a script named for writing is (Verbs, Aliases).
	Write Write
}

// ScriptRuns lists the scripts r's line runs by path (a command word with
// a slash, or the first operand of sh, bash, zsh or dash) whose directory
// is known, for which r records no write of its own (a script named for
// writing already counts as one), at most maxScriptRuns of them.
func (r Reading) ScriptRuns() []ScriptRun {
	var out []ScriptRun
	for _, inv := range r.Invocations {
		if len(out) == maxScriptRuns {
			break
		}
		file, ok := scriptOperand(inv)
		if !ok || inv.Dir == "" || inv.SetsPath {
			continue
		}
		by := display(inv.Args)
		if writtenBy(r.Writes, by) {
			continue
		}
		p := file
		if !filepath.IsAbs(p) {
			p = filepath.Join(inv.Dir, p)
		}
		out = append(out, ScriptRun{Path: filepath.Clean(p), Dir: inv.Dir, Write: Write{
			Path: filepath.Clean(inv.Dir), Kind: Unknown, Recursive: true, By: clip(by), Program: programOf(inv.Args),
			Verbs: runVerbs, Aliases: nameAliases(path.Base(file)),
		}})
	}
	return out
}

// scriptOperand is the script file inv runs by its path: the command word
// when it holds a slash (./scripts/x.sh, bin/setup), or the first operand
// of a shell given no -c (bash scripts/x.sh) and not told only to read it
// (bash -n: shellNoExec).
func scriptOperand(inv Invocation) (string, bool) {
	if len(inv.Args) == 0 || inv.Args[0].Dynamic {
		return "", false
	}
	if strings.Contains(inv.Args[0].Text, "/") {
		return inv.Args[0].Text, !strings.HasPrefix(inv.Args[0].Text, "/")
	}
	switch inv.Name {
	case "sh", "bash", "zsh", "dash":
	default:
		return "", false
	}
	if shellNoExec(inv.Args[1:]) {
		return "", false
	}
	for _, a := range inv.Args[1:] {
		switch {
		case a.Dynamic || a.Text == "-c" || a.Text == "-s" || a.Text == "-":
			return "", false
		case strings.HasPrefix(a.Text, "-"):
		default:
			return a.Text, true
		}
	}
	return "", false
}

// writtenBy reports whether one of writes is by the command by.
func writtenBy(writes []Write, by string) bool {
	for _, w := range writes {
		if w.By == clip(by) || strings.HasPrefix(w.By, by) {
			return true
		}
	}
	return false
}
