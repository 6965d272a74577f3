package shell

import "strings"

// gitGlobal splits git's arguments into the global options before the
// subcommand and the rest; dir is the -C directory ("" when none, and
// Dynamic when only known at run time).
func gitGlobal(args []Word) (rest []Word, dir []Word) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return args[i:], dir
		case a.Text == "-C":
			if i+1 < len(args) {
				i++
				dir = append(dir, args[i])
			}
		case a.Text == "-c" || a.Text == "--git-dir" || a.Text == "--work-tree" || a.Text == "--namespace" ||
			a.Text == "--config-env" || a.Text == "--super-prefix":
			i++
		case strings.HasPrefix(a.Text, "-"):
			// --no-pager, -p, --bare, --git-dir=…, -c… attached, …
		default:
			return args[i:], dir
		}
	}
	return nil, dir
}

// Normalised is argv with what does not change which command runs taken
// off: git's global options (-C DIR, -c K=V, --git-dir …, --no-pager), and
// the command word as its base name. Matching a command by its prefix
// ("git push") uses this.
func (inv Invocation) Normalised() []Word {
	if len(inv.Args) == 0 {
		return nil
	}
	head := inv.Args[0]
	if !head.Dynamic {
		head = Word{Text: inv.Name}
	}
	out := []Word{head}
	if inv.Name == "git" {
		rest, _ := gitGlobal(inv.Args[1:])
		if len(rest) > 0 && !rest[0].Dynamic {
			if words, ok := gitAlias(inv.Args[1:], rest[0].Text); ok {
				out = append(out, words...)
				rest = rest[1:]
			}
		}
		return append(out, rest...)
	}
	return append(out, inv.Args[1:]...)
}

// git records what a git command does to the work tree: the files of
// checkout -- / restore / rm / mv, and, for the subcommands that rewrite
// the tree in ways the line does not show (pull, merge, reset --hard,
// switch, stash, …), that the effect cannot be read.
func (w *walker) git(inv Invocation, sc *scope) {
	rest, dirs := gitGlobal(inv.Args[1:])
	if len(rest) == 0 {
		return
	}
	at := *sc
	for _, d := range dirs {
		w.cd("cd", []Word{d}, &at)
	}
	sub, args := rest[0], rest[1:]
	if sub.Dynamic {
		w.unreadable("the git subcommand " + quote(sub.Text) + " is only known at run time")
		return
	}
	// The command as written, only for the subcommands that write: most
	// git commands of a line (status, log, diff) need none.
	var by string
	written := func() string {
		if by == "" {
			by = display(inv.Args)
		}
		return by
	}
	each := func(files []Word, kind Kind, recursive bool) {
		for _, f := range files {
			n := len(w.out.Writes)
			w.write(&at, f, kind, written(), recursive)
			if kind == Restore && !f.Dynamic && f.Text == "." && len(w.out.Writes) > n {
				// checkout -- . / restore .: every local change goes.
				w.out.Writes[n].Aliases = effectAliases("git discard")
			}
		}
	}
	tree := func() {
		reason := "git " + sub.Text + " changes files in the work tree that the command does not name (" + written() + ")"
		w.unreadable(reason)
		program, verbs := gitProgram(sub.Text, args)
		aliases := effectAliases(gitEffect(sub.Text, args))
		if program == "" && aliases == nil {
			return
		}
		n := len(w.out.Writes)
		w.programWrite(&at, Word{Text: "."}, Unknown, written(), program, "", true)
		if len(w.out.Writes) > n {
			wr := &w.out.Writes[n]
			wr.Verbs, wr.Unread, wr.Aliases = verbs, reason, aliases
		}
	}
	switch sub.Text {
	case "checkout":
		before, after, dashes := splitDashes(args)
		o := getopt(before, "bB", "orphan", "conflict", "pathspec-from-file")
		switch {
		case o.any("pathspec-from-file"):
			tree()
		case dashes:
			each(after, Restore, false)
		case o.any("ours", "theirs"):
			// A side of a conflict: its operands are paths, never a branch.
			each(o.pos, Restore, false)
		case o.any("b", "B", "orphan"):
			if len(o.pos) > 0 {
				tree() // a new branch at another commit
			}
		case len(o.pos) > 0:
			tree() // a branch to switch to, or files to restore
		}
	case "restore":
		o := getopt(args, "s", "source", "pathspec-from-file")
		switch {
		case o.any("pathspec-from-file"):
			tree()
		case o.any("S", "staged") && !o.any("W", "worktree"):
		default:
			each(o.pos, Restore, false)
		}
	case "rm":
		o := getopt(args, "", "pathspec-from-file")
		switch {
		case o.any("pathspec-from-file"):
			tree()
		case o.any("cached", "n", "dry-run"):
		default:
			each(o.pos, Delete, o.any("r"))
		}
	case "mv":
		o := getopt(args, "")
		if o.any("n", "dry-run") {
			return
		}
		sources, dest := destination(o)
		each(sources, MoveFrom, false)
		if dest != nil {
			w.write(&at, *dest, MoveTo, written(), false)
		}
	case "reset":
		if getopt(args, "").any("hard", "merge", "keep") {
			tree()
		}
	case "clean":
		if o := getopt(args, "e", "exclude"); !o.any("n", "dry-run") {
			tree()
		}
	case "stash":
		// git stash -u / -k / --include-untracked stash as push does.
		if len(args) == 0 || args[0].Text != "list" && args[0].Text != "show" && args[0].Text != "drop" && args[0].Text != "clear" && args[0].Text != "branch" && args[0].Text != "create" && args[0].Text != "store" {
			tree()
		}
	case "apply":
		if !getopt(args, "").any("check", "stat", "numstat", "summary", "cached") {
			tree()
		}
	case "switch":
		if o := getopt(args, "cC", "create", "force-create"); !o.any("c", "C", "create", "force-create") || len(o.pos) > 0 {
			tree() // a branch to switch to, or a new one at another commit
		}
	case "format-patch":
		// One patch file per commit, named from its subject, in -o DIR or
		// here; --stdout prints them, --output=FILE writes one file.
		o := getopt(args, "o", "output-directory", "output", "in-reply-to", "subject-prefix", "base", "cover-letter-format", "to", "cc", "from", "signature-file", "suffix", "interdiff", "range-diff", "creation-factor")
		switch dir, ok := firstValue(o, "o", "output-directory"); {
		case o.any("stdout"):
		case o.any("output"):
			out, _ := firstValue(o, "output")
			w.write(&at, out, Overwrite, written(), false)
		case ok:
			w.write(&at, dir, Unknown, written(), true)
		default:
			w.write(&at, Word{Text: "."}, Unknown, written(), true)
		}
	case "lfs":
		// git lfs track/untrack PATTERN: a line of .gitattributes added or
		// dropped (no pattern, -l or --dry-run: only listed).
		if len(args) == 0 || args[0].Dynamic || args[0].Text != "track" && args[0].Text != "untrack" {
			return
		}
		if o := getopt(args[1:], ""); len(o.pos) > 0 && !o.any("dry-run", "l", "list") {
			w.write(&at, Word{Text: ".gitattributes"}, EditPlace, written(), false)
		}
	case "merge", "pull", "rebase", "cherry-pick", "revert", "am", "bisect", "read-tree", "checkout-index", "sparse-checkout", "submodule", "worktree":
		tree()
	}
}

// splitDashes splits args at the first "--".
func splitDashes(args []Word) (before, after []Word, found bool) {
	for i, a := range args {
		if !a.Dynamic && a.Text == "--" {
			return args[:i], args[i+1:], true
		}
	}
	return args, nil, false
}

// gitAlias is what `git -c alias.NAME=VALUE … NAME` runs: VALUE's words
// (a git subcommand and its options; a "!" alias runs a shell command,
// read by the walker). ok is false when the line sets no such alias.
func gitAlias(args []Word, name string) (words []Word, ok bool) {
	for i := 0; i+1 < len(args); i++ {
		if args[i].Dynamic || args[i].Text != "-c" {
			continue
		}
		kv := args[i+1]
		key, value, _ := strings.Cut(kv.Text, "=")
		if !strings.EqualFold(key, "alias."+name) || strings.HasPrefix(strings.TrimSpace(value), "!") {
			continue
		}
		if kv.Dynamic {
			return []Word{{Text: value, Dynamic: true}}, true
		}
		for _, f := range strings.Fields(value) {
			words = append(words, Word{Text: f})
		}
		return words, true
	}
	return nil, false
}

// gitProgram is what names a git command that changes the work tree, for
// a user asking for it, and the verbs that ask: the branch of checkout,
// switch, merge or rebase ("switch to main"), the patch of apply or am
// ("apply fix.diff"), the subcommand of pull and stash ("pull the latest
// main", "stash my changes"). "" for the commands only a question may
// run (reset --hard, clean, …: they destroy work).
func gitProgram(sub string, args []Word) (program string, verbs []string) {
	o := getopt(args, "bBcCmsSX", "strategy", "strategy-option", "onto", "message", "directory", "exclude", "include")
	first := ""
	for _, a := range o.pos {
		if a.Dynamic {
			return "", nil
		}
		if first == "" {
			first = a.Text
		}
	}
	switch sub {
	case "checkout", "switch":
		if b, ok := firstValue(o, "b", "c", "B", "C"); ok && !b.Dynamic {
			first = b.Text
		}
		return first, []string{"switch", "checkout"}
	case "merge", "rebase", "revert":
		return first, []string{sub}
	case "cherry-pick":
		return first, []string{sub, "cherry", "pick"} // "cherry-pick" read as its two words too
	case "apply", "am":
		return first, []string{"apply"}
	case "reset":
		if movesBranch(first) {
			// git reset --hard origin/main: the branch moves to the
			// revision, commits of it dropped: asked for by naming it.
			return first, []string{"reset"}
		}
		return "", nil
	case "pull", "stash":
		if sub == "stash" && first != "" && first != "push" && first != "save" {
			return "", nil // pop, apply: back from the stash
		}
		return sub, []string{sub}
	}
	return "", nil
}

// movesBranch reports whether rev, the revision git reset is given, is
// another commit than the one checked out: a reset to it moves the branch
// and drops the commits after it, more than discarding local changes.
func movesBranch(rev string) bool {
	return rev != "" && rev != "HEAD" && rev != "@"
}
