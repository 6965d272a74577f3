package shell

import "strings"

// Formatters and fixers rewrite source files in place; interpreters run
// inline code that may open files for writing. Both are read by name and
// a few options, without running anything: the files they name are
// written (EditPlace), and what they rewrite without naming it (a whole
// tree, a crate) cannot be read before they run.

// fixer reports whether name is a formatter, fixer or interpreter that
// fixes reads: the gate that keeps every other command free of this work.
func fixer(name string) bool {
	switch name {
	case "prettier", "black", "isort", "autopep8", "rustfmt", "eslint", "ruff", "cargo", "go", "terraform",
		"python", "python3", "node", "ruby":
		return true
	}
	return false
}

// fixes records what a formatter or fixer rewrites, or notes inline code
// that may write files.
func (w *walker) fixes(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	by := display(inv.Args)
	rewrite := func(files []Word, what string) {
		named := false
		for _, f := range files {
			if f.Dynamic || hasExtension(f.Text) {
				w.write(sc, f, EditPlace, by, false)
				named = true
				continue
			}
			w.unreadable(what + " rewrites the files under " + quote(f.Text) + " in place (" + clip(by) + ")")
			named = true
		}
		if !named {
			w.unreadable(what + " rewrites files it finds itself in place (" + clip(by) + ")")
		}
	}
	switch inv.Name {
	case "prettier":
		if o := getopt(args, "", "config", "ignore-path", "parser", "plugin"); o.any("w", "write") {
			rewrite(o.pos, "prettier")
		}
	case "black", "isort":
		if o := getopt(args, "lt", "line-length", "target-version", "config", "settings-path"); !o.any("check", "diff", "check-only", "c", "version", "h", "help") {
			rewrite(o.pos, inv.Name)
		}
	case "autopep8":
		if o := getopt(args, "", "max-line-length", "select", "ignore"); o.any("i", "in-place") {
			rewrite(o.pos, "autopep8")
		}
	case "rustfmt":
		if o := getopt(args, "", "edition", "config-path", "emit"); !o.any("check", "version", "V", "help", "h") {
			rewrite(o.pos, "rustfmt")
		}
	case "eslint":
		if o := getopt(args, "cf", "config", "format", "ext", "rule", "plugin"); o.any("fix") {
			rewrite(o.pos, "eslint --fix")
		}
	case "ruff":
		w.ruff(args, rewrite)
	case "cargo", "go", "terraform":
		w.toolFixes(inv.Name, args, sc, by, rewrite)
		w.manifests(inv, sc)
	default: // python, python3, node, ruby
		if code, ok := inlineCode(args); ok && writesFiles(code) {
			w.unreadable(inv.Name + "'s inline code writes files the command line does not name (" + clip(by) + ")")
		} else if script, ok := scriptOf(args); ok && namedToWrite(script) {
			w.unreadable(inv.Name + " runs " + quote(script) + ", whose name says it writes files (" + clip(by) + ")")
		}
	}
}

// manifests records the manifest and lock files a package manager's
// dependency commands rewrite ("cargo add serde", "npm install zod",
// "go get", "poetry add", "npm pkg set type=module"), and the local file
// "docker cp CONTAINER:SRC DEST" writes. Installing what a manifest
// already lists ("npm ci", "npm install" alone) is not read as a change.
func (w *walker) manifests(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	if len(args) == 0 || args[0].Dynamic {
		return
	}
	sub := args[0].Text
	operands := 0
	for _, a := range args[1:] {
		if !strings.HasPrefix(a.Text, "-") {
			operands++
		}
	}
	var files []string
	switch inv.Name {
	case "cargo":
		switch sub {
		case "add", "remove", "rm", "update", "upgrade":
			files = []string{"Cargo.toml", "Cargo.lock"}
		}
	case "go":
		if sub == "get" {
			files = []string{"go.mod", "go.sum"}
		}
	case "npm":
		switch {
		case (sub == "install" || sub == "i" || sub == "add") && operands > 0,
			sub == "uninstall" || sub == "remove" || sub == "rm" || sub == "un" || sub == "update" || sub == "up":
			files = []string{"package.json", "package-lock.json"}
		case sub == "pkg" && operands > 0 && (args[1].Text == "set" || args[1].Text == "delete"), sub == "version":
			files = []string{"package.json"}
		}
	case "yarn", "pnpm", "bun":
		lock := map[string]string{"yarn": "yarn.lock", "pnpm": "pnpm-lock.yaml", "bun": "bun.lockb"}[inv.Name]
		switch sub {
		case "add", "remove", "upgrade", "up", "update":
			files = []string{"package.json", lock}
		}
	case "poetry", "uv":
		lock := map[string]string{"poetry": "poetry.lock", "uv": "uv.lock"}[inv.Name]
		if sub == "add" || sub == "remove" {
			files = []string{"pyproject.toml", lock}
		}
	case "bundle":
		if sub == "add" || sub == "remove" {
			files = []string{"Gemfile", "Gemfile.lock"}
		}
	case "docker", "podman":
		if sub == "cp" && len(args) >= 3 {
			if dest := args[len(args)-1]; !strings.Contains(dest.Text, ":") || dest.Dynamic {
				w.write(sc, dest, Overwrite, display(inv.Args), false)
			}
		}
	}
	for _, f := range files {
		w.write(sc, Word{Text: f}, EditPlace, display(inv.Args), false)
	}
}

// scriptOf is the script file an interpreter runs (its first operand,
// after its options), and whether there is one.
func scriptOf(args []Word) (string, bool) {
	for _, a := range args {
		switch {
		case a.Dynamic:
			return "", false
		case a.Text == "-m" || a.Text == "-c" || a.Text == "-e":
			return "", false // a module or inline code
		case !strings.HasPrefix(a.Text, "-"):
			return a.Text, true
		}
	}
	return "", false
}

// namedToWrite reports whether a script's file name says it writes files
// ("scripts/regen_fixtures.py", "gen-types.js", "update_snapshots.rb"):
// a word of its base name is a verb of generating or rewriting.
func namedToWrite(script string) bool {
	base := script[strings.LastIndexByte(script, '/')+1:]
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	for _, part := range strings.FieldsFunc(strings.ToLower(base), func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		switch part {
		case "gen", "regen", "generate", "regenerate", "codegen", "update", "fix", "fixup", "format", "fmt",
			"bump", "migrate", "seed", "scaffold", "rewrite", "rename", "write", "sync", "vendor", "bootstrap":
			return true
		}
	}
	return false
}

// ruff: "ruff format" rewrites unless --check or --diff; "ruff check
// --fix" (or "ruff --fix") fixes in place.
func (w *walker) ruff(args []Word, rewrite func([]Word, string)) {
	o := getopt(args, "", "config", "select", "ignore", "line-length", "target-version", "output-format")
	if len(o.pos) == 0 {
		return
	}
	switch sub, files := o.pos[0].Text, o.pos[1:]; {
	case sub == "format" && !o.any("check", "diff"):
		rewrite(files, "ruff format")
	case sub == "check" && o.any("fix") && !o.any("diff"):
		rewrite(files, "ruff check --fix")
	case sub != "check" && sub != "format" && o.any("fix"):
		rewrite(o.pos, "ruff --fix")
	}
}

// toolFixes reads the subcommands of cargo, go and terraform that rewrite
// the project's files: cargo fmt and cargo fix, go fmt and go mod tidy,
// terraform fmt.
func (w *walker) toolFixes(name string, args []Word, sc *scope, by string, rewrite func([]Word, string)) {
	if len(args) == 0 || args[0].Dynamic {
		return
	}
	sub := name + " " + args[0].Text
	switch sub {
	case "cargo fmt", "cargo fix", "cargo clippy", "go fmt", "go mod", "terraform fmt":
	default:
		return // everything else these tools do (build, test, vet, plan) is read elsewhere or writes nothing here
	}
	o := getopt(args[1:], "p", "package", "manifest-path", "edition")
	switch sub {
	case "cargo fmt":
		if !o.any("check") && !hasWord(args, "--check") {
			rewrite(nil, sub)
		}
	case "cargo fix", "cargo clippy":
		if sub == "cargo fix" || o.any("fix") {
			rewrite(nil, sub)
		}
	case "go fmt":
		rewrite(o.pos, sub)
	case "go mod":
		if len(o.pos) > 0 && (o.pos[0].Text == "tidy" || o.pos[0].Text == "edit" || o.pos[0].Text == "vendor") {
			w.write(sc, Word{Text: "go.mod"}, EditPlace, by, false)
			w.write(sc, Word{Text: "go.sum"}, EditPlace, by, false)
		}
	case "terraform fmt":
		if !o.any("check") && !hasWord(args, "-check") {
			rewrite(o.pos, sub)
		}
	}
}

// hasWord reports whether args hold the word text.
func hasWord(args []Word, text string) bool {
	for _, a := range args {
		if a.Text == text {
			return true
		}
	}
	return false
}

// hasExtension reports whether a path's last element has an extension
// ("src/app.ts"), so it names a file rather than a directory.
func hasExtension(p string) bool {
	p = p[strings.LastIndexByte(p, '/')+1:]
	i := strings.LastIndexByte(p, '.')
	return i > 0 && i < len(p)-1 && strings.Trim(p[:i], ".") != "" // not "./..."
}

// inlineCode is the code an interpreter runs from its command line: the
// argument of -c (python) or -e / -p / --eval (node, ruby).
func inlineCode(args []Word) (string, bool) {
	for i, a := range args {
		switch a.Text {
		case "-c", "-e", "-p", "--eval", "--print":
			if i+1 < len(args) {
				return args[i+1].Text, true
			}
		}
		if !strings.HasPrefix(a.Text, "-") {
			return "", false // a script file: its code is not on the line
		}
	}
	return "", false
}

// writesFiles reports whether inline code opens or changes files: a
// write mode of open(), the write helpers of Python, Node and Ruby, or
// calls that remove or move files.
func writesFiles(code string) bool {
	for _, m := range [...]string{"'w'", `"w"`, "'a'", `"a"`, "'wb'", `"wb"`, "'w+'", `"w+"`, "'ab'", `"ab"`,
		"write_text(", "write_bytes(", "writeFile", "appendFile", "File.write", "File.open", "IO.write",
		"os.remove(", "os.unlink(", "os.rename(", "os.replace(", "shutil.", "rmtree(", "unlinkSync(", "rmSync(",
		"renameSync(", "FileUtils.", "Path.unlink(", ".unlink(", "truncate("} {
		if strings.Contains(code, m) {
			return true
		}
	}
	return false
}
