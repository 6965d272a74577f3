package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// listedRunner reports whether name is one of the programs that run a
// command given to them, in ways too varied to model
// option by option (tracers, schedulers, sandboxes, remote shells, tool
// managers): every argument that may start the command is read as one,
// and every argument holding a space or a ; as a script. Reading too much
// costs nothing but bogus invocations (named after an option's value),
// which no rule matches; reading too little lets a command through unseen.
// A switch, not a map: a map literal is built at start-up, by every hook
// process (docs/performance.md).
func listedRunner(name string) bool {
	switch name {
	case "unshare", "chrt", "taskset", "strace", "ltrace",
		"valgrind", "catchsegv", "unbuffer", "faketime", "gdb",
		"systemd-run", "tmux", "screen", "ssh", "parallel",
		"sem", "prlimit", "numactl", "setpriv", "setarch",
		"linux32", "linux64", "firejail", "bwrap", "nsenter",
		"proot", "fakeroot", "eatmydata", "pkexec", "sg",
		"xvfb-run", "dbus-run-session", "torsocks", "proxychains",
		"proxychains4", "cgexec", "systemd-inhibit", "chpst",
		"sshpass", "uv", "uvx", "poetry", "pipenv", "pipx",
		"bundle", "direnv", "mise", "asdf", "conda",
		"pnpm", "yarn", "npm", "npx", "bunx", "bun",
		"devbox", "nix-shell", "nix", "rbenv", "pyenv",
		"ddev", "docker", "podman", "kubectl", "expect",
		"entr", "watchexec", "reflex", "nodemon", "hyperfine",
		"perf", "rr", "heaptrack":
		return true
	}
	return false
}

// maxRunnerStarts bounds how many places a runner's command may start at.
const maxRunnerStarts = 4

// maxRunnerWork bounds the starts and scripts read for runners in one
// command line: runners nested in runners' arguments would otherwise read
// the same words again and again (a 58 KB line took over a second).
const maxRunnerWork = 256

// isRunner reports whether name is one of the runners above, or the
// dynamic loader (ld-linux-x86-64.so.2 PROGRAM runs PROGRAM).
func isRunner(name string) bool {
	return listedRunner(name) || name == "ld.so" || strings.HasPrefix(name, "ld-linux") || strings.HasPrefix(name, "ld-musl")
}

// runner reads the command a runner may run (see listedRunner). more says its
// command gets arguments at run time (parallel's ::: lists and standard
// input work like xargs).
func (w *walker) runner(name string, args []Word, sc *scope, depth int, setsPath bool, s *syntax.Stmt) {
	if depth+1 > MaxDepth {
		w.hidden(name + " nested more than the guard reads")
		return
	}
	more := name == "parallel" || name == "sem"
	starts := 0
	w.via = append(w.via, name)
	w.quiet++ // what a runner's command writes is not read (see listedRunner)
	defer func() { w.via = w.via[:len(w.via)-1]; w.quiet-- }()
	for i, a := range args {
		if w.runnerWork >= maxRunnerWork {
			w.hidden("the command nests more runners (" + name + ", …) than the guard reads")
			return
		}
		switch {
		case a.Dynamic:
			if starts == 0 {
				w.record(args[i:], sc, setsPath, true)
				w.hidden(name + " runs a command only known at run time (" + quote(a.Text) + ")")
			}
			return
		case strings.ContainsAny(a.Text, " \t\n;|&"):
			w.runnerWork++
			w.reparse(strings.TrimPrefix(a.Text, "!")+` "$@"`, name, sc.branch(), depth)
		case strings.HasPrefix(a.Text, "-") || a.Text == ":::" || a.Text == "::::":
			continue
		}
		if starts < maxRunnerStarts && !strings.ContainsAny(a.Text, " \t\n;|&") {
			starts++
			w.runnerWork++
			w.invoke(args[i:], sc.branch(), depth+1, setsPath, more, nil)
		}
	}
	if starts == 0 && more {
		if body, ok := hereDoc(s); ok {
			w.reparse(body, name+" <<here-document", sc.branch(), depth)
			return
		}
		w.runTimeCommand(name, sc, setsPath)
	}
}

// commandText reads the commands a builtin or program is given as text to
// run later or elsewhere: alias values, trap actions, git's aliases and
// command-running settings, at's script; and notes builtins that make a
// name run a program the line does not show (hash -p, enable -f).
func (w *walker) commandText(inv Invocation, sc *scope, depth int, s *syntax.Stmt) {
	args := inv.Args[1:]
	switch inv.Name {
	case "alias":
		// An alias's words come first, the words after its name follow:
		// "$@" stands for those.
		for _, a := range args {
			if name, value, ok := strings.Cut(a.Text, "="); ok && name != "" && !strings.HasPrefix(a.Text, "-") {
				w.later(Word{Text: value, Dynamic: a.Dynamic}, "alias "+name, sc, depth, true)
			}
		}
	case "trap":
		if rest := skipOptions(args, ""); len(rest) > 0 && rest[0].Text != "-" {
			w.later(rest[0], "trap", sc, depth, false)
		}
	case "hash", "enable":
		for _, a := range args {
			if a.Dynamic || (inv.Name == "hash" && strings.HasPrefix(a.Text, "-") && strings.Contains(a.Text, "p")) ||
				(inv.Name == "enable" && strings.HasPrefix(a.Text, "-") && strings.Contains(a.Text, "f")) {
				w.hidden(inv.Name + " makes a name run a program the command does not show")
				return
			}
		}
	case "at", "batch":
		for _, a := range args {
			if a.Text == "-l" || a.Text == "-r" || a.Text == "-d" || a.Text == "-c" {
				return // lists, removes or shows jobs
			}
		}
		if body, ok := hereDoc(s); ok {
			w.reparse(body, inv.Name+" <<here-document", sc.branch(), depth)
			return
		}
		w.hidden(inv.Name + " runs a script fed on its standard input or from a file, which cannot be read")
	case "git":
		w.gitCommands(args, sc, depth)
	}
}

// later reads text a command keeps to run later (an alias, a trap, a
// setting naming a command): a leading ! (git's shell alias) is dropped;
// with args, the text's last command gets further arguments ("$@").
func (w *walker) later(text Word, via string, sc *scope, depth int, args bool) {
	if text.Dynamic {
		w.hidden(via + " runs text built at run time (" + quote(text.Text) + ")")
		return
	}
	t := strings.TrimPrefix(strings.TrimSpace(text.Text), "!")
	if strings.TrimSpace(t) == "" {
		return
	}
	if args {
		t += ` "$@"`
	}
	w.reparse(t, via, sc.branch(), depth)
}

// commandVar reports whether name is an environment variable whose value
// programs run as a command line (a pager, an editor, an ssh or diff
// program, bash's prompt hook).
func commandVar(name string) bool {
	switch name {
	case "PROMPT_COMMAND", "GIT_PAGER", "PAGER", "MANPAGER", "GIT_EDITOR",
		"EDITOR", "VISUAL", "GIT_SSH_COMMAND", "GIT_SSH", "GIT_EXTERNAL_DIFF",
		"GIT_SEQUENCE_EDITOR", "GIT_ASKPASS", "SSH_ASKPASS", "SUDO_ASKPASS",
		"GIT_PROXY_COMMAND", "LESSOPEN", "LESSCLOSE", "SYSTEMD_PAGER":
		return true
	}
	return false
}

// envCommand reads an assignment NAME=value that may make programs run a
// command: one of commandVar's (its value read as a command line), or
// BASH_ENV/ENV (a script every shell started reads: not readable).
func (w *walker) envAssign(name string, value Word, sc *scope, depth int) {
	switch {
	case name == "BASH_ENV" || name == "ENV":
		w.hidden(name + " names a script every shell started reads, which cannot be read")
	case commandVar(name) || strings.HasPrefix(name, "GIT_CONFIG_VALUE_"):
		w.later(value, name, sc, depth, true)
	}
}

// gitCommands reads the commands a git command line may run: -c values
// (an alias's "!…", a pager, an editor, a filter: every value is read as
// a command line, which costs nothing for the values that are not),
// `git config` values, rebase --exec, bisect run, submodule foreach,
// filter-branch's filters and difftool --extcmd. core.hooksPath set on the
// line runs hooks the line does not show.
func (w *walker) gitCommands(args []Word, sc *scope, depth int) {
	setting := func(kv Word) {
		key, value, _ := strings.Cut(kv.Text, "=")
		w.gitSetting(key, Word{Text: value, Dynamic: kv.Dynamic}, sc, depth)
	}
	i := 0
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return
		case a.Text == "-c" && i+1 < len(args):
			i++
			setting(args[i])
		case strings.HasPrefix(a.Text, "-c") && len(a.Text) > 2 && !strings.HasPrefix(a.Text, "--"):
			setting(Word{Text: a.Text[2:], Dynamic: a.Dynamic})
		case a.Text == "--config-env" || strings.HasPrefix(a.Text, "--config-env="):
			w.hidden("git --config-env takes a setting from the environment, which cannot be read")
		case a.Text == "-C" || a.Text == "--git-dir" || a.Text == "--work-tree" || a.Text == "--namespace" || a.Text == "--super-prefix":
			i++
		case strings.HasPrefix(a.Text, "-"):
		default:
			w.gitSubcommand(a.Text, args[i+1:], sc, depth)
			return
		}
	}
}

// gitSetting reads a git setting given on the line (-c, git config) that
// makes git run a command: a "!" shell alias or helper, a pager, an editor,
// a diff, merge or filter driver, an ssh or gpg program; core.hooksPath
// runs hooks the line does not show.
func (w *walker) gitSetting(key string, value Word, sc *scope, depth int) {
	k := strings.ToLower(key)
	switch {
	case k == "core.hookspath":
		w.hidden("git runs hooks from a directory the command chooses")
	case value.Dynamic && gitCommandKey(k):
		w.hidden("git " + key + " is set to a command built at run time")
	case strings.HasPrefix(strings.TrimSpace(value.Text), "!") || gitCommandKey(k):
		w.later(value, "git "+key, sc, depth, true)
	}
}

// gitCommandKey reports whether a git setting (lower case) names a command
// git runs.
func gitCommandKey(k string) bool {
	switch k {
	case "core.pager", "core.editor", "core.sshcommand", "core.fsmonitor", "core.askpass", "core.gitproxy",
		"sequence.editor", "diff.external", "gpg.program", "uploadpack.packobjectshook", "sendemail.smtpserver",
		"credential.helper", "sendemail.tocmd", "sendemail.cccmd":
		return true
	}
	if strings.HasPrefix(k, "pager.") {
		return true
	}
	for _, suffix := range []string{".command", ".textconv", ".driver", ".clean", ".smudge", ".process", ".cmd", ".program", ".helper"} {
		if strings.HasSuffix(k, suffix) {
			return true
		}
	}
	return false
}

func (w *walker) gitSubcommand(sub string, args []Word, sc *scope, depth int) {
	switch sub {
	case "config":
		var words []Word
		for _, a := range args {
			if a.Dynamic || !strings.HasPrefix(a.Text, "-") {
				words = append(words, a)
			}
		}
		if len(words) > 0 && (words[0].Text == "set" || words[0].Text == "add") {
			words = words[1:]
		}
		if len(words) > 1 {
			w.gitSetting(words[0].Text, words[1], sc, depth)
		}
	case "rebase", "difftool", "filter-branch", "filter-repo":
		for i := 0; i < len(args); i++ {
			a := args[i]
			name, value, attached := strings.Cut(a.Text, "=")
			switch name {
			case "-x", "--exec", "--extcmd", "--tree-filter", "--index-filter", "--msg-filter", "--env-filter",
				"--parent-filter", "--commit-filter", "--tag-name-filter", "--subdirectory-filter":
				if !attached && i+1 < len(args) {
					i++
					w.later(args[i], "git "+sub+" "+name, sc, depth, false)
				} else if attached {
					w.later(Word{Text: value, Dynamic: a.Dynamic}, "git "+sub+" "+name, sc, depth, false)
				}
			}
		}
	case "bisect":
		if len(args) > 1 && args[0].Text == "run" {
			w.via = append(w.via, "git bisect run")
			w.invoke(args[1:], sc.branch(), depth+1, false, false, nil)
			w.via = w.via[:len(w.via)-1]
		}
	case "submodule":
		for i, a := range args {
			if a.Text == "foreach" {
				w.eval(skipOptions(args[i+1:], ""), sc.branch(), depth)
				return
			}
		}
	}
}

// envArgs reads env's assignments (see envAssign) and its -S string, which
// env splits into the command and its first arguments: that string and
// the words after it are read as a command line. It reports whether the
// command was read that way (nothing more to unwrap).
func (w *walker) envArgs(args []Word, sc *scope, depth int) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			return false
		}
		var split *Word
		switch {
		case a.Text == "-S" || a.Text == "--split-string":
			if i+1 >= len(args) {
				return false
			}
			split = &args[i+1]
			i++
		case strings.HasPrefix(a.Text, "--split-string="):
			split = &Word{Text: strings.TrimPrefix(a.Text, "--split-string=")}
		case strings.HasPrefix(a.Text, "-S"):
			split = &Word{Text: a.Text[2:]}
		case a.Text == "-u" || a.Text == "-C" || a.Text == "--unset" || a.Text == "--chdir":
			i++
			continue
		case isAssignment(a.Text):
			name, value, _ := strings.Cut(a.Text, "=")
			w.envAssign(name, Word{Text: value}, sc, depth)
			continue
		case strings.HasPrefix(a.Text, "-"):
			continue
		default:
			return false
		}
		if split.Dynamic {
			w.hidden("env -S runs a command built at run time (" + quote(split.Text) + ")")
			return true
		}
		var text strings.Builder
		text.WriteString(split.Text)
		for _, r := range args[i+1:] {
			if text.Len() > MaxBytes {
				break // reparse says it is too long
			}
			if r.Dynamic {
				text.WriteString(` "$1"`)
				continue
			}
			text.WriteString(" '" + strings.ReplaceAll(r.Text, "'", `'\''`) + "'")
		}
		w.via = append(w.via, "env -S")
		w.reparse(text.String(), "env -S", sc.branch(), depth)
		w.via = w.via[:len(w.via)-1]
		return true
	}
	return false
}
