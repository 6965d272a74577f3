package shell

import (
	"slices"
	"strings"
)

// What a user calls a program's work when they name neither its files nor
// the command: the aliases of a write (Write.Aliases), by what the
// program does. A formatter is asked for by "format the code", "run the
// formatter", "fix the formatting", "run prettier"; a fixer by "fix the
// lint errors"; a package manager by the packages ("add axios"); a script
// or target named for writing by the words of its name ("bump the
// version" for bump_version.py); a migration generator by "create the
// migration". A caller uses them only for a request that names no file,
// so "format src/app.ts" never asks for prettier --write . .

// Verbs of the kinds of work.
var (
	formatVerbs  = []string{"format", "reformat", "prettify", "beautify"}
	fixVerbs     = []string{"fix", "autofix", "clean", "cleanup", "resolve", "address"}
	toolVerbs    = []string{"run", "use", "apply", "execute", "rerun"}
	addVerbs     = []string{"add", "install", "upgrade", "update", "bump", "use", "pull", "include"}
	removeVerbs  = []string{"remove", "uninstall", "drop", "delete", "rip", "rid", "ditch"}
	migrateVerbs = []string{"create", "generate", "make", "add", "write", "regenerate"}
	applyVerbs   = []string{"run", "apply", "execute", "rerun"}
)

// formatAliases name a formatter's work.
func formatAliases(tool string) []Alias {
	whole := formatVerbs
	if tool != "" && !strings.Contains(tool, " ") {
		// The tool's one-word name as the verb: "gofmt everything",
		// "black the repo".
		whole = append(slices.Clip(formatVerbs), tool)
	}
	out := []Alias{
		{Name: "code", Verbs: whole}, {Name: "repo", Verbs: whole}, {Name: "project", Verbs: whole},
		{Name: "codebase", Verbs: whole}, {Name: "everything", Verbs: whole}, {Name: "files", Verbs: formatVerbs},
		{Name: "formatter", Verbs: toolVerbs}, {Name: "formatting", Verbs: append(append([]string{"tidy"}, fixVerbs...), toolVerbs...)},
		{Name: "code style", Verbs: fixVerbs},
	}
	if tool != "" {
		out = append(out, Alias{Name: tool, Verbs: append(formatVerbs, toolVerbs...)})
	}
	if sortsImports(tool) {
		out = append(out, Alias{Name: "imports", Verbs: importVerbs})
	}
	return out
}

// importVerbs ask for the imports to be put in order.
var importVerbs = []string{"sort", "order", "reorder", "organize", "organise", "fix", "tidy", "clean"}

// sortsImports reports whether the formatter tool puts imports in order.
func sortsImports(tool string) bool {
	switch tool {
	case "isort", "goimports", "ruff check", "gci", "rustywind":
		return true
	}
	return false
}

// generated names what a generator makes from the words it is given
// (the kind, then its names and fields: "migration AddIndexToUsersEmail",
// "shop" for makemigrations): every one must be asked for, with a verb of
// generating. Nil when one is only known at run time.
func generated(words []Word) []Alias {
	var out []Alias
	for _, p := range words {
		if p.Dynamic {
			return nil
		}
		out = append(out, Alias{Name: p.Text, Verbs: migrateVerbs, All: true})
	}
	return out
}

// fixAliases name a fixer's work.
func fixAliases(tool string) []Alias {
	out := []Alias{{Name: "lint", Verbs: fixVerbs}, {Name: "linting", Verbs: fixVerbs}, {Name: "linter", Verbs: fixVerbs},
		{Name: "code style", Verbs: fixVerbs}, {Name: "style", Verbs: fixVerbs}}
	if tool != "" {
		out = append(out, Alias{Name: tool, Verbs: fixVerbs})
	}
	return out
}

// fixers are the programs whose write option fixes what they report.
func fixer(name string, r *writerRule) bool {
	for _, o := range r.when {
		if strings.Contains(o, "fix") || strings.Contains(o, "correct") || o == "-a" || o == "-A" {
			return true
		}
	}
	return r.sub == "fix" || name == "pyupgrade"
}

// alias sets the aliases of the writes from n on that rule r of the
// program name recorded for args (after the subcommand).
func (w *walker) alias(n int, name string, r *writerRule, args []Word) {
	if n >= len(w.out.Writes) {
		return
	}
	var aliases []Alias
	if r.sub != "" {
		name += " " + r.sub // "cargo fix", "ruff format": the tool as typed
	}
	switch {
	case r.names == "snapshots":
		// With no test named, every snapshot is written again (vitest's
		// run and watch are modes, not tests).
		every := true
		for _, p := range getopt(args, r.valued, r.long...).pos {
			every = every && (p.Text == "run" || p.Text == "watch")
		}
		aliases = []Alias{{Name: "snapshots", Verbs: snapshotVerbs, Every: every}, {Name: "snapshot", Verbs: snapshotVerbs, Every: every}}
	case name == "pre-commit run":
		// Its hooks format and fix: "run pre-commit" asks for them.
		aliases = append(formatAliases("pre-commit"), fixAliases("")...)
	case fixer(name, r):
		aliases = fixAliases(name)
	case r.operands || r.sub == "fmt" || r.sub == "format":
		aliases = formatAliases(name)
	case r.packages || isPackageVerb(r.sub):
		verbs := addVerbs
		switch r.sub {
		case "remove", "rm", "uninstall", "un":
			verbs = removeVerbs // "remove axios" does not ask for npm install axios
		}
		o := getopt(args, r.valued, r.long...)
		for _, p := range o.pos {
			if p.Dynamic {
				return
			}
			if p.Text == "./..." || p.Text == "all" {
				aliases = every(effectAliases("update all")) // go get -u ./...: every dependency
				break
			}
			aliases = append(aliases, Alias{Name: packageName(p.Text), Verbs: verbs, All: true})
		}
	case name == "rails generate" || name == "rails g":
		// rails generate migration AddIndexToUsersEmail: the kind and
		// every name and field it is given, all asked for.
		aliases = generated(getopt(args, r.valued, r.long...).pos)
	case r.sub == "migrate dev" || r.sub == "revision":
		aliases = []Alias{{Name: "migration", Verbs: migrateVerbs}, {Name: "migrations", Verbs: migrateVerbs}}
	case strings.HasSuffix(r.sub, "migrate"):
		// rails db:migrate: applying the pending migrations, which
		// rewrites the schema dump ("run the pending migration",
		// "migrate the database").
		aliases = []Alias{{Name: "migration", Verbs: applyVerbs}, {Name: "migrations", Verbs: applyVerbs},
			{Name: "database", Verbs: []string{"migrate"}}, {Name: "db", Verbs: []string{"migrate"}}}
	}
	switch r.sub {
	case "update", "upgrade", "up":
		all := effectAliases("update all") // cargo update, yarn upgrade, bundle update
		named := updatedPackages(args)
		if len(getopt(args, r.valued, r.long...).pos) == 0 && len(named) == 0 {
			all = every(all) // no package named: every one
		}
		aliases = append(aliases, all...)
		if !r.packages {
			for _, p := range named {
				// cargo update -p serde: "update serde"
				aliases = append(aliases, Alias{Name: packageName(p), Verbs: addVerbs, All: true})
			}
		}
	}
	aliases = append(aliases, effectAliases(name)...)
	switch {
	case r.relock && hasOption(args, r.beyond):
		// bundle lock --add-platform: more than the lock file brought in
		// step, which naming it asks for.
		aliases = append(aliases, Alias{Name: "lock file", Every: true})
	case r.relock:
		aliases = append(aliases, effectAliases("relock")...)
	}
	for i := n; i < len(w.out.Writes); i++ {
		w.out.Writes[i].Aliases = aliases
	}
}

// updatedPackages are the packages an update names: its operands and the
// values of -p/--package (cargo update -p serde); nil when one is only
// known at run time.
func updatedPackages(args []Word) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return nil
		case (a.Text == "-p" || a.Text == "--package") && i+1 < len(args):
			i++
			if args[i].Dynamic {
				return nil
			}
			out = append(out, args[i].Text)
		case strings.HasPrefix(a.Text, "--package="):
			out = append(out, strings.TrimPrefix(a.Text, "--package="))
		case !strings.HasPrefix(a.Text, "-"):
			out = append(out, a.Text)
		}
	}
	return out
}

// every marks aliases as the work done to every one of its kind
// (Alias.Every).
func every(aliases []Alias) []Alias {
	for i := range aliases {
		aliases[i].Every = true
	}
	return aliases
}

// isPackageVerb reports whether a package manager's subcommand adds or
// removes the packages named after it.
func isPackageVerb(sub string) bool {
	switch sub {
	case "add", "remove", "rm", "uninstall", "un", "require", "get":
		return true
	}
	return false
}

// packageName is a package as a user names it: without a version
// ("axios@1.6" → "axios", "golang.org/x/sync@v0.7.0" → its last element
// is not enough, so the path stays).
func packageName(p string) string {
	if at := strings.LastIndexByte(p, '@'); at > 0 {
		p = p[:at]
	}
	return p
}

// nameAliases are the aliases of a script or target named for writing:
// its verb word with the other words of its name ("bump_version" → bump
// the version; "regen_fixtures" → regenerate the fixtures), or a
// formatter's or fixer's when the verb is fmt/format or fix.
func nameAliases(name string) []Alias {
	var verbs, names []string
	for rest := name; rest != ""; {
		i := wordEnd(rest)
		f := strings.ToLower(rest[:i])
		rest = strings.TrimLeft(rest[i:], "_-:./")
		switch f {
		case "fmt", "format", "prettify", "spotless", "prettier", "black", "gofmt", "rustfmt", "ktlintformat", "scalafmt", "isort":
			return formatAliases("") // make fmt, spotlessApply, npm run prettier
		case "fix", "autofix":
			return fixAliases("")
		case "regen", "regenerate", "generate", "gen", "codegen":
			verbs = append(verbs, "regenerate", "generate", "regen", "update", "refresh", "rebuild")
		case "update", "upgrade", "bump", "sync", "tidy", "vendor", "install", "clean", "snapshot", "snapshots", "write", "rewrite", "apply":
			verbs = append(verbs, f)
		case "", "sh", "py", "js", "ts", "rb", "pl", "mjs", "scripts", "script", "bin", "tools":
		default:
			names = append(names, f)
		}
	}
	var out []Alias
	for _, n := range names {
		if len(n) >= 3 {
			out = append(out, Alias{Name: n, Verbs: verbs})
		}
	}
	if len(out) == 0 && len(verbs) == 1 && verbs[0] == "clean" {
		return effectAliases("rm build") // make clean: the build output's removal
	}
	if slices.Contains(verbs, "regenerate") {
		if len(out) == 0 {
			return effectAliases("go generate") // npm run codegen: a generator's work
		}
		for i := range out {
			out[i].Files = true // "regenerate the client from api.yaml": its input named
		}
	}
	return out
}
