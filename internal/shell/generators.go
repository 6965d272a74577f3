package shell

import (
	"path"
	"strings"
)

// Tools that write project files by their own semantics rather than by
// naming them: a generator subcommand of a project's command-line script
// (php artisan make:migration, bin/console make:entity), a writing
// subcommand of a package a runner fetches (npx turbo prune, npx lerna
// version patch), a script run with permission to write (deno run
// --allow-write), a Bazel target that rewrites the workspace (bazel run
// //:gazelle), a BUILD file editor (buildozer), a project's program run
// by its build tool or a runner and named for writing (go run ./cmd/gen,
// uv run scripts/regen.py), and a project command's output file option
// (manage.py spectacular --file openapi.json).

// generatorSubcommand reports whether a subcommand of a project's script
// or of a fetched package makes or rewrites files: its first word (before
// a ':', as in make:migration) is one of generatorSubs or "make", or its
// name says it writes (key:generate, prune: writingName).
func generatorSubcommand(sub string) bool {
	return makesFiles(sub) || !strings.HasPrefix(sub, "-") && writingName(sub)
}

// makesFiles reports whether a subcommand's first word (before a ':', as
// in make:migration) is one of generatorSubs or "make": it makes files.
func makesFiles(sub string) bool {
	first, _, _ := strings.Cut(sub, ":")
	return first == "make" || containsString(generatorSubs, first)
}

// versionBump reports whether the words after a "version" subcommand
// name a new version (patch, minor, major, pre…, or a number): a release
// tool's version subcommand then rewrites the manifests.
func versionBump(args []Word) bool {
	for _, a := range args {
		if a.Dynamic || strings.HasPrefix(a.Text, "-") {
			continue
		}
		switch t := a.Text; {
		case t == "patch" || t == "minor" || t == "major" || strings.HasPrefix(t, "pre"):
			return true
		case t != "" && t[0] >= '0' && t[0] <= '9':
			return true
		}
		return false
	}
	return false
}

// firstPositional is the first word of args that is not an option, and
// the words after it.
func firstPositional(args []Word) (Word, []Word, bool) {
	for i, a := range args {
		if a.Dynamic {
			return Word{}, nil, false
		}
		if !strings.HasPrefix(a.Text, "-") {
			return a, args[i+1:], true
		}
	}
	return Word{}, nil, false
}

// projectScript records the writes of a project's own command-line
// script (php artisan, bin/console) given a subcommand: a generator
// subcommand writes files the line does not name, an output file option
// writes its file. A program run by its path (bin/console, not through an
// interpreter) may be any installed tool (.venv/bin/pip install): only
// a subcommand that makes files (makesFiles) counts for it, not one
// merely named for writing. It reports whether it recorded any.
func (w *walker) projectScript(inv Invocation, args []Word, sc *scope, byPath bool) bool {
	sub, rest, ok := firstPositional(args)
	if !ok {
		return false
	}
	n := len(w.out.Writes)
	w.outputOption(inv, rest, sc)
	if byPath && makesFiles(sub.Text) || !byPath && generatorSubcommand(sub.Text) {
		w.unknownWrites(inv, sc, display(inv.Args))
		if m := len(w.out.Writes); m > n && w.out.Writes[m-1].Kind == Unknown {
			w.out.Writes[m-1].Aliases = nameAliases(sub.Text)
		}
	}
	return len(w.out.Writes) > n
}

// projectOutputOptions are the options with which a project command
// writes what it makes to the file given (manage.py spectacular --file
// openapi.json, dumpdata -o fixtures.json).
var projectOutputOptions = []string{"--file", "--output", "--output-file", "--outfile", "--out", "-o"}

// outputOption records the file given to one of projectOutputOptions.
func (w *walker) outputOption(inv Invocation, args []Word, sc *scope) {
	for i, a := range args {
		if a.Dynamic {
			continue
		}
		name, value, has := strings.Cut(a.Text, "=")
		if !strings.HasPrefix(name, "-") || !containsString(projectOutputOptions, name) {
			continue
		}
		v := Word{Text: value}
		if !has {
			if i+1 >= len(args) {
				return
			}
			v = args[i+1]
		}
		if !v.Dynamic && (v.Text == "-" || strings.HasPrefix(v.Text, "-") || !strings.Contains(path.Base(v.Text), ".")) {
			continue // standard output, an option, or a format (-o json)
		}
		w.programWrite(sc, v, Overwrite, display(inv.Args), "", "", false)
	}
}

// containsString reports whether list holds s.
func containsString(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

// denoRun records what a script run by deno may write: nothing without
// permission to write; with --allow-write=PATHS those paths; with
// --allow-write, -W, -A or --allow-all anything in the project. It
// reports whether args run a script (deno run, or deno SCRIPT).
func (w *walker) denoRun(inv Invocation, sc *scope) bool {
	args := inv.Args[1:]
	if len(args) > 0 && !args[0].Dynamic && args[0].Text == "run" {
		args = args[1:]
	} else if len(args) == 0 || args[0].Dynamic || strings.HasPrefix(args[0].Text, "-") || path.Ext(args[0].Text) == "" {
		return false
	}
	by := display(inv.Args)
	for _, a := range args {
		if a.Dynamic || !strings.HasPrefix(a.Text, "-") {
			break // the script: what follows is its own
		}
		name, value, has := strings.Cut(a.Text, "=")
		switch name {
		case "-A", "--allow-all":
			w.unknownWrites(inv, sc, by)
			return true
		case "--allow-write", "-W":
			if !has || value == "" {
				w.unknownWrites(inv, sc, by)
				return true
			}
			for _, p := range strings.Split(value, ",") {
				n := len(w.out.Writes)
				w.programWrite(sc, Word{Text: p}, Unknown, by, programOf(inv.Args), "", true)
				if len(w.out.Writes) > n {
					w.out.Writes[n].Verbs = runVerbs
				}
			}
			return true
		}
	}
	return true
}

// bazelWorkspaceTools are the Bazel targets that rewrite the workspace's
// BUILD files when run with no command (Gazelle's default is update;
// Buildifier formats).
var bazelWorkspaceTools = []string{"gazelle", "buildifier"}

// bazelRun records that bazel run (bazelisk run) of a target that
// rewrites the workspace — one of bazelWorkspaceTools, a target named for
// writing (//tools:format, //:update_deps), or one given a writing
// command after -- (gazelle -- update-repos) — writes files the line does
// not name. Other targets (a server, a tool) and other subcommands
// (build, test, query) are the build's own business.
func (w *walker) bazelRun(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	sub, rest, ok := firstPositional(args)
	if !ok || sub.Text != "run" {
		return
	}
	target, after, ok := firstPositional(rest)
	if !ok {
		return
	}
	name := target.Text
	if i := strings.LastIndexAny(name, ":/"); i >= 0 {
		name = name[i+1:]
	}
	writes := containsString(bazelWorkspaceTools, name) || writingName(name)
	for i, a := range after {
		if a.Text == "--" {
			for _, b := range after[i+1:] {
				writes = writes || !b.Dynamic && !strings.HasPrefix(b.Text, "-") && writingName(b.Text)
				break
			}
			break
		}
	}
	if writes {
		w.unknownWrites(inv, sc, display(inv.Args))
		if n := len(w.out.Writes); n > 0 && w.out.Writes[n-1].Kind == Unknown {
			w.out.Writes[n-1].Aliases = nameAliases(name)
		}
	}
}

// buildozer records that buildozer's commands other than print edit the
// BUILD file of each label's package (//services/billing:billing →
// services/billing), which the line does not name by file.
func (w *walker) buildozer(args []Word, sc *scope) {
	var labels []Word
	edits := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return
		case a.Text == "-f":
			// Commands read from a file: what they do is not on the line.
			w.unknownWrites(Invocation{Args: append([]Word{{Text: "buildozer"}}, args...)}, sc, display(append([]Word{{Text: "buildozer"}}, args...)))
			return
		case strings.HasPrefix(a.Text, "-"):
		case strings.HasPrefix(a.Text, "//") || strings.HasPrefix(a.Text, ":"):
			labels = append(labels, a)
		default:
			cmd, _, _ := strings.Cut(strings.TrimSpace(a.Text), " ")
			edits = edits || cmd != "print"
		}
	}
	if !edits {
		return
	}
	argv := append([]Word{{Text: "buildozer"}}, args...)
	for _, l := range labels {
		pkg, _, _ := strings.Cut(strings.TrimPrefix(l.Text, "//"), ":")
		recursive := strings.HasSuffix(pkg, "...")
		pkg = strings.TrimSuffix(strings.TrimSuffix(pkg, "..."), "/")
		if pkg == "" {
			pkg = "."
		}
		n := len(w.out.Writes)
		w.programWrite(sc, Word{Text: pkg}, Unknown, display(argv), programOf(argv), "", recursive)
		if len(w.out.Writes) > n {
			w.out.Writes[n].Verbs = runVerbs
		}
	}
}

// builtProgram records that a project's own program run by its build
// tool (go run ./cmd/gen, cargo run --bin codegen) writes files the line
// does not name when its name is named for writing (writingName), as a
// script run by path would; go run ./cmd/server does not.
func (w *walker) builtProgram(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	if len(args) == 0 || args[0].Dynamic || args[0].Text != "run" {
		return
	}
	name := ""
	switch inv.Name {
	case "go":
		o := getopt(args[1:], "", "tags", "exec", "mod", "modfile", "C", "o", "p", "gcflags", "ldflags", "asmflags", "overlay", "pgo")
		if len(o.pos) == 0 || o.pos[0].Dynamic {
			return
		}
		name = path.Base(strings.TrimSuffix(strings.TrimSuffix(o.pos[0].Text, "/..."), ".go"))
	case "cargo":
		for i, a := range args[1:] {
			if a.Dynamic || a.Text == "--" {
				break
			}
			if a.Text == "--bin" || a.Text == "--example" || a.Text == "-p" || a.Text == "--package" {
				if i+2 < len(args) {
					name = args[i+2].Text
				}
				break
			}
			if v, ok := strings.CutPrefix(a.Text, "--bin="); ok {
				name = v
				break
			}
		}
	}
	if name == "" || name == "." || !writingName(name) {
		return
	}
	w.unknownWrites(inv, sc, display(inv.Args))
	if n := len(w.out.Writes); n > 0 && w.out.Writes[n-1].Kind == Unknown {
		w.out.Writes[n-1].Aliases = nameAliases(name)
	}
}

// scriptExtensions are the extensions of program files a runner (uv
// run, poetry run, bun) may be given to run with its interpreter.
var scriptExtensions = []string{".py", ".ts", ".js", ".mjs", ".cjs", ".mts", ".rb"}

// runnerScript is the script file and its arguments a runner is given
// to run directly (uv run scripts/regen.py …, bun scripts/sync.ts), not
// a package's program (poetry run pytest).
func runnerScript(name string, args []Word) ([]Word, bool) {
	switch name {
	case "uv", "poetry", "pipenv":
		if len(args) == 0 || args[0].Dynamic || args[0].Text != "run" {
			return nil, false
		}
		args = args[1:]
	case "bun":
		if len(args) > 0 && !args[0].Dynamic && args[0].Text == "run" {
			args = args[1:]
		}
	default:
		return nil, false
	}
	for len(args) > 0 && !args[0].Dynamic && strings.HasPrefix(args[0].Text, "-") {
		args = args[1:]
	}
	if len(args) == 0 || args[0].Dynamic || !containsString(scriptExtensions, path.Ext(args[0].Text)) {
		return nil, false
	}
	return args, true
}
