package shell

import (
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Programs that edit files themselves: formatters and fixers with their
// write options, package and manifest editors, archive and copy tools.
// What each writes is a rule of the table below, looked up by the
// program's name (and subcommand), so a command that only reads costs one
// map lookup. A program whose files are known (cargo add: Cargo.toml and
// Cargo.lock; prettier --write F: F) writes those files; one whose files
// are not (make install, go generate) writes Unknown files in its
// directory, which the user can ask for only by asking for the command.

// A writerRule is how one program (or one subcommand of it) writes.
type writerRule struct {
	// sub is the subcommand ("add", "mod tidy"); "" is the program itself.
	sub string
	// when lists the options that make it write (-w, --write, --fix, -i);
	// empty: it writes unless one of reads is given.
	when []string
	// reads lists the options that make it only check or print (--check,
	// --dry-run, -l, --diff).
	reads []string
	// files are what it writes, relative to where it runs: the first is
	// the manifest the user names, the rest (lock files) come with it.
	files []string
	// operands: its operands are the files (or directories) it edits in
	// place; with none it edits the working directory.
	operands bool
	// skip is how many leading operands are not files (yq's expression).
	skip int
	// stdin: with no file operands it filters its standard input to its
	// output (sd, like sed) and writes nothing.
	stdin bool
	// names, for a program whose files are not known, is what a user
	// names to ask for them ("snapshots" for jest -u), with verbs.
	names string
	verbs []string
	// packages: it writes only when given packages to add (npm install
	// PKG); without, it installs what the manifest lists (reading).
	packages bool
	// output names the options whose value is the file written instead
	// of files ("o output-file": pip-compile -o FILE).
	output string
	// valued are the short options that take a value; long the long ones.
	valued string
	long   []string
	// relock: it brings the lock file (the last of files) in step with
	// the manifest and the code, and changes nothing else (go mod tidy,
	// poetry lock, bundle lock): asked for by the lock file's names with
	// the verbs of relocking; a manifest it also writes comes with the
	// lock file. beyond are the options that make it do more than that
	// (bundle lock --update, --add-platform; uv lock --upgrade): then
	// naming the lock file asks for no such command (Alias.Every).
	relock bool
	beyond []string
}

// Lock files, kept in step with their manifest.
var (
	npmFiles      = []string{"package.json", "package-lock.json"}
	npmReads      = []string{"--dry-run", "-g", "--global", "--location=global"}
	pnpmFiles     = []string{"package.json", "pnpm-lock.yaml"}
	yarnFiles     = []string{"package.json", "yarn.lock"}
	bunFiles      = []string{"package.json", "bun.lock"}
	cargoFiles    = []string{"Cargo.toml", "Cargo.lock"}
	goFiles       = []string{"go.mod", "go.sum"}
	poetryFiles   = []string{"pyproject.toml", "poetry.lock"}
	uvFiles       = []string{"pyproject.toml", "uv.lock"}
	pipenvFiles   = []string{"Pipfile", "Pipfile.lock"}
	bundleFiles   = []string{"Gemfile", "Gemfile.lock"}
	composerFiles = []string{"composer.json", "composer.lock"}
)

// lineEndRules are the line-ending converters' (dos2unix, unix2dos):
// they rewrite each file given in place (with -n, each pair's second),
// unless only asked to report (-i, --info).
var lineEndRules = []writerRule{{reads: []string{"-i", "--info", "-h", "--help", "-V", "--version"}, operands: true, valued: "c", long: []string{"convmode"}}}

// vaultRules are ansible-vault's: encrypt, decrypt and rekey rewrite the
// files given in place, or write --output instead (- : the screen);
// create and edit write the file they open.
var vaultRules = []writerRule{
	{sub: "encrypt", output: "output", operands: true, long: vaultValued},
	{sub: "decrypt", output: "output", operands: true, long: vaultValued},
	{sub: "rekey", operands: true, long: vaultValued},
	{sub: "create", operands: true, long: vaultValued},
	{sub: "edit", operands: true, long: vaultValued},
}

// vaultValued are ansible-vault's long options that take a value.
var vaultValued = []string{"vault-password-file", "vault-id", "new-vault-password-file", "new-vault-id", "encrypt-vault-id", "output"}

// A writerProgram is a program of the table with its rules, most specific
// subcommand first.
type writerProgram struct {
	name  string
	rules []writerRule
}

// writerPrograms is the table, sorted by name: formatters and fixers
// (their operands are rewritten), generators, package and manifest
// editors, test runners updating snapshots. Literals the compiler lays out
// in the binary: no code builds them, at start-up or per lookup (a switch
// returning slice literals built a program's rules again on every lookup:
// 38 KB for a 2 KB command, docs/performance.md).
var writerPrograms = []writerProgram{
	{"alembic", []writerRule{{sub: "revision"}}},
	{"ansible-vault", vaultRules},
	{"autoflake", []writerRule{{when: []string{"-i", "--in-place"}, operands: true}}},
	{"autopep8", []writerRule{{when: []string{"-i", "--in-place"}, operands: true}}},
	{"biome", []writerRule{{sub: "format", when: []string{"--write", "--apply"}, operands: true}, {sub: "check", when: []string{"--write", "--apply", "--fix"}, operands: true}, {sub: "lint", when: []string{"--write", "--apply", "--fix"}, operands: true}}},
	{"black", []writerRule{{reads: []string{"--check", "--diff", "-c", "--code"}, operands: true, valued: "lltS", long: []string{"line-length", "target-version", "config", "include", "exclude", "extend-exclude", "force-exclude", "stdin-filename", "workers"}}}},
	{"blue", []writerRule{{reads: []string{"--check", "--diff"}, operands: true}}},
	{"buf", []writerRule{{sub: "format", when: []string{"-w", "--write"}, operands: true}, {sub: "generate"}}},
	{"bun", []writerRule{{sub: "add", files: bunFiles}, {sub: "remove", files: bunFiles}, {sub: "install", files: bunFiles, packages: true}, {sub: "i", files: bunFiles, packages: true}, {sub: "update", files: bunFiles}}},
	{"bundle", []writerRule{{sub: "add", files: bundleFiles}, {sub: "remove", files: bundleFiles}, {sub: "update", files: []string{"Gemfile.lock"}}, {sub: "lock", files: []string{"Gemfile.lock"}, relock: true, beyond: []string{"--update", "--add-platform", "--remove-platform", "--normalize-platforms", "--bundler", "--conservative"}}, {sub: "init", files: []string{"Gemfile"}}}},
	{"cargo", []writerRule{
		{sub: "fmt", reads: []string{"--check"}},
		{sub: "fix"}, {sub: "clippy", when: []string{"--fix"}}, {sub: "clean", reads: []string{"--dry-run", "-n"}},
		{sub: "add", files: cargoFiles, valued: "pF", long: []string{"features", "package", "manifest-path", "rename", "registry", "path", "git", "branch", "tag", "rev"}},
		{sub: "remove", files: cargoFiles}, {sub: "rm", files: cargoFiles},
		{sub: "update", files: []string{"Cargo.lock"}, reads: []string{"--dry-run"}},
		{sub: "generate-lockfile", files: []string{"Cargo.lock"}, relock: true},
		{sub: "init", files: []string{"Cargo.toml"}},
	}},
	{"clang-format", []writerRule{{when: []string{"-i"}, operands: true, long: []string{"style", "assume-filename"}}}},
	{"codespell", []writerRule{{when: []string{"-w", "--write-changes"}, operands: true, valued: "SILDxiCAB", long: []string{"skip", "ignore-words", "ignore-words-list", "dictionary", "builtin", "exclude-file", "interactive", "uri-ignore-words-list", "regex", "ignore-regex", "context", "before-context", "after-context", "config"}}}},
	{"composer", []writerRule{{sub: "require", files: composerFiles}, {sub: "dump-autoload", reads: []string{"--dry-run"}}, {sub: "dumpautoload", reads: []string{"--dry-run"}}, {sub: "remove", files: composerFiles}, {sub: "update", files: []string{"composer.lock"}, reads: []string{"--dry-run"}}, {sub: "init", files: []string{"composer.json"}}}},
	{"deno", []writerRule{{sub: "fmt", reads: []string{"--check"}, operands: true}, {sub: "lint", when: []string{"--fix"}, operands: true}}},
	{"djlint", []writerRule{{when: []string{"--reformat"}, operands: true}}},
	{"docformatter", []writerRule{{when: []string{"-i", "--in-place"}, operands: true}}},
	{"dos2unix", lineEndRules},
	{"dotnet", []writerRule{{sub: "format", reads: []string{"--verify-no-changes"}, operands: true}, {sub: "add"}, {sub: "remove"}, {sub: "new"}}},
	{"dprint", []writerRule{{sub: "fmt", operands: true}}},
	// ed and ex run editing commands (on their standard input, or -c)
	// against the file they open and write it back; ex -R only reads.
	{"ed", []writerRule{{operands: true, valued: "p", long: []string{"prompt"}}}},
	{"elm-format", []writerRule{{reads: []string{"--validate"}, operands: true}}},
	{"eslint", []writerRule{{when: []string{"--fix"}, reads: []string{"--fix-dry-run"}, operands: true, valued: "cfo", long: []string{"config", "format", "output-file", "ext", "rule", "plugin", "ignore-path", "resolve-plugins-relative-to", "rulesdir", "max-warnings", "cache-location", "parser"}}}},
	{"ex", []writerRule{{reads: []string{"-R"}, operands: true, valued: "cSuiTwWtq"}}},
	{"gleam", []writerRule{{sub: "format", reads: []string{"--check", "--stdin"}, operands: true}}},
	{"go", []writerRule{
		{sub: "get", files: goFiles}, {sub: "mod tidy", files: goFiles, relock: true, beyond: []string{"-go", "-compat"}}, {sub: "mod edit", files: []string{"go.mod"}, reads: []string{"-json", "-print"}},
		{sub: "mod init", files: []string{"go.mod"}}, {sub: "mod vendor"},
		{sub: "work init", files: []string{"go.work"}}, {sub: "work use", files: []string{"go.work"}}, {sub: "work edit", files: []string{"go.work"}, reads: []string{"-json", "-print"}}, {sub: "work sync"},
		{sub: "fmt", reads: []string{"-n"}}, {sub: "fix"}, {sub: "generate", reads: []string{"-n"}},
	}},
	{"gofmt", []writerRule{{when: []string{"-w"}, operands: true, valued: "r"}}},
	{"gofumpt", []writerRule{{when: []string{"-w"}, operands: true}}},
	{"goimports", []writerRule{{when: []string{"-w"}, operands: true, long: []string{"local", "srcdir"}}}},
	{"golangci-lint", []writerRule{{sub: "run", when: []string{"--fix"}, operands: true}, {sub: "fmt", reads: []string{"--diff", "-d"}, operands: true}}},
	{"golines", []writerRule{{when: []string{"-w", "--write-output"}, operands: true, valued: "m", long: []string{"max-len"}}}},
	{"google-java-format", []writerRule{{when: []string{"-i", "--replace"}, operands: true}}},
	{"helm", []writerRule{{sub: "dependency update"}, {sub: "dep update"}, {sub: "dependency build"}, {sub: "dep build"}}},
	{"isort", []writerRule{{reads: []string{"--check-only", "--check", "-c", "--diff", "--show-files"}, operands: true, long: []string{"settings-path", "sp", "profile", "line-length", "skip", "src"}}}},
	{"jest", []writerRule{{when: []string{"-u", "--updateSnapshot", "--update-snapshot"}, names: "snapshots", verbs: snapshotVerbs}}},
	{"ktlint", []writerRule{{when: []string{"-F", "--format"}, operands: true}}},
	{"mac2unix", lineEndRules},
	{"markdownlint", []writerRule{{when: []string{"--fix"}, operands: true, valued: "cio", long: []string{"config", "ignore", "output", "rules"}}}},
	{"markdownlint-cli2", []writerRule{{when: []string{"--fix"}, operands: true}}},
	{"misspell", []writerRule{{when: []string{"-w"}, operands: true, valued: "io", long: []string{"locale", "source"}}}},
	{"mix", []writerRule{{sub: "format", reads: []string{"--check-formatted", "--dry-run"}, operands: true}}},
	{"nixfmt", []writerRule{{reads: []string{"--check", "-c"}, operands: true}}},
	{"npm", []writerRule{
		{sub: "pkg set", files: []string{"package.json"}}, {sub: "pkg delete", files: []string{"package.json"}}, {sub: "pkg fix", files: []string{"package.json"}},
		{sub: "install", files: npmFiles, reads: npmReads, packages: true}, {sub: "i", files: npmFiles, reads: npmReads, packages: true}, {sub: "add", files: npmFiles, reads: npmReads},
		{sub: "uninstall", files: npmFiles}, {sub: "remove", files: npmFiles}, {sub: "rm", files: npmFiles}, {sub: "un", files: npmFiles},
		{sub: "update", files: npmFiles, reads: []string{"--dry-run"}}, {sub: "up", files: npmFiles, reads: []string{"--dry-run"}},
		{sub: "version", files: npmFiles}, {sub: "init", files: []string{"package.json"}},
		{sub: "audit fix", files: npmFiles, reads: []string{"--dry-run"}}, {sub: "dedupe", files: []string{"package-lock.json"}, reads: []string{"--dry-run"}},
	}},
	{"ocamlformat", []writerRule{{when: []string{"-i", "--inplace"}, operands: true}}},
	{"php-cs-fixer", []writerRule{{sub: "fix", reads: []string{"--dry-run"}, operands: true, long: []string{"config", "rules"}}}},
	{"phpcbf", []writerRule{{operands: true, long: []string{"standard"}}}},
	{"pip-compile", []writerRule{{files: []string{"requirements.txt"}, output: "o output-file"}}},
	{"pipenv", []writerRule{{sub: "install", files: pipenvFiles, packages: true}, {sub: "uninstall", files: pipenvFiles}, {sub: "lock", files: []string{"Pipfile.lock"}, relock: true}, {sub: "update", files: []string{"Pipfile.lock"}}}},
	{"pnpm", []writerRule{
		{sub: "add", files: pnpmFiles}, {sub: "remove", files: pnpmFiles}, {sub: "rm", files: pnpmFiles}, {sub: "uninstall", files: pnpmFiles},
		{sub: "install", files: pnpmFiles, packages: true}, {sub: "i", files: pnpmFiles, packages: true}, {sub: "update", files: pnpmFiles}, {sub: "up", files: pnpmFiles}, {sub: "init", files: []string{"package.json"}},
		{sub: "dedupe", files: []string{"pnpm-lock.yaml"}, reads: []string{"--check"}},
	}},
	{"poetry", []writerRule{
		{sub: "add", files: poetryFiles, reads: []string{"--dry-run"}}, {sub: "remove", files: poetryFiles, reads: []string{"--dry-run"}},
		{sub: "lock", files: []string{"poetry.lock"}, reads: []string{"--check", "--dry-run"}, relock: true, beyond: []string{"--regenerate"}}, {sub: "update", files: []string{"poetry.lock"}, reads: []string{"--dry-run"}}, {sub: "init", files: []string{"pyproject.toml"}},
		{sub: "version", files: []string{"pyproject.toml"}, reads: []string{"-s", "--short"}},
	}},
	{"pre-commit", []writerRule{{sub: "run"}, {sub: "autoupdate", files: []string{".pre-commit-config.yaml"}}, {sub: "install", files: []string{".git/hooks/pre-commit"}}}},
	{"prettier", []writerRule{{when: []string{"--write", "-w"}, operands: true, long: []string{"config", "ignore-path", "plugin", "parser", "stdin-filepath", "log-level", "cache-location", "cache-strategy", "end-of-line", "trailing-comma", "prose-wrap", "arrow-parens", "tab-width", "print-width", "quote-props"}}}},
	{"prisma", []writerRule{{sub: "migrate dev"}, {sub: "format"}, {sub: "init"}}},
	{"pytest", []writerRule{{when: []string{"--snapshot-update", "--force-regen", "--update-snapshots", "--inline-snapshot=fix", "--inline-snapshot=create"}, names: "snapshots", verbs: snapshotVerbs}}},
	{"pyupgrade", []writerRule{{operands: true}}},
	{"rails", []writerRule{{sub: "generate"}, {sub: "g"}, {sub: "destroy"}, {sub: "d"}, {sub: "db:migrate", files: []string{"db/schema.rb"}}}},
	{"rubocop", []writerRule{{when: []string{"-a", "-A", "-x", "--autocorrect", "--autocorrect-all", "--auto-correct", "--auto-correct-all", "--fix-layout"}, operands: true, valued: "cfor", long: []string{"config", "format", "out", "require", "only", "except"}}}},
	{"ruff", []writerRule{{sub: "format", reads: []string{"--check", "--diff"}, operands: true, long: []string{"config", "line-length", "target-version", "exclude"}}, {sub: "check", when: []string{"--fix", "--unsafe-fixes"}, reads: []string{"--no-fix", "--diff"}, operands: true, long: []string{"config", "select", "ignore", "extend-select", "output-format", "exclude"}}, {when: []string{"--fix"}, operands: true}}},
	{"rustfmt", []writerRule{{reads: []string{"--check", "--emit=stdout"}, operands: true, long: []string{"edition", "config-path", "config", "emit"}}}},
	{"scalafmt", []writerRule{{reads: []string{"--test", "--list", "-l"}, operands: true}}},
	// sd replaces text in the files given after its two patterns, in
	// place unless -p (--preview) only prints.
	{"sd", []writerRule{{reads: []string{"-p", "--preview"}, operands: true, skip: 2, stdin: true, valued: "fn", long: []string{"flags", "max-replacements"}}}},
	{"shfmt", []writerRule{{when: []string{"-w", "--write"}, operands: true, valued: "i", long: []string{"indent", "language-dialect", "filename"}}}},
	{"sponge", []writerRule{{operands: true}}},
	{"sqlc", []writerRule{{sub: "generate"}}},
	{"sqlfluff", []writerRule{{sub: "fix", operands: true, long: []string{"dialect", "templater", "rules", "exclude-rules", "config"}}, {sub: "format", operands: true, long: []string{"dialect", "templater", "config"}}}},
	{"standard", []writerRule{{when: []string{"--fix"}, operands: true}}},
	{"stylelint", []writerRule{{when: []string{"--fix"}, operands: true, long: []string{"config", "formatter", "custom-syntax"}}}},
	{"stylua", []writerRule{{reads: []string{"--check", "-c"}, operands: true}}},
	{"swift-format", []writerRule{{sub: "format", when: []string{"-i", "--in-place"}, operands: true}, {when: []string{"-i", "--in-place"}, operands: true}}},
	{"swiftformat", []writerRule{{reads: []string{"--lint", "--dryrun"}, operands: true}}},
	{"taplo", []writerRule{{sub: "fmt", reads: []string{"--check"}, operands: true}, {sub: "format", reads: []string{"--check"}, operands: true}}},
	{"terraform", []writerRule{{sub: "fmt", reads: []string{"-check", "-write=false", "-list=true"}, operands: true}}},
	{"tofu", []writerRule{{sub: "fmt", reads: []string{"-check", "-write=false"}, operands: true}}},
	{"typos", []writerRule{{when: []string{"-w", "--write-changes"}, operands: true, long: []string{"config", "exclude", "format", "locale"}}}},
	{"unix2dos", lineEndRules},
	{"unix2mac", lineEndRules},
	{"uv", []writerRule{
		{sub: "add", files: uvFiles}, {sub: "remove", files: uvFiles}, {sub: "lock", files: []string{"uv.lock"}, reads: []string{"--check", "--locked", "--dry-run"}, relock: true, beyond: []string{"--upgrade", "-U", "--upgrade-package", "-P"}},
		{sub: "init", files: []string{"pyproject.toml"}}, {sub: "pip compile", when: []string{"-o", "--output-file"}, output: "o output-file"},
	}},
	{"vitest", []writerRule{{when: []string{"-u", "--update"}, names: "snapshots", verbs: snapshotVerbs}}},
	{"yapf", []writerRule{{when: []string{"-i", "--in-place"}, operands: true, long: []string{"style"}}}},
	{"yarn", []writerRule{
		{sub: "add", files: yarnFiles}, {sub: "remove", files: yarnFiles}, {sub: "install", files: yarnFiles, packages: true}, {sub: "upgrade", files: yarnFiles},
		{sub: "up", files: yarnFiles}, {sub: "init", files: []string{"package.json"}}, {sub: "version", files: []string{"package.json"}},
		{sub: "dedupe", files: []string{"yarn.lock"}, reads: []string{"--check"}},
	}},
	{"yq", []writerRule{{when: []string{"-i", "--inplace"}, operands: true, skip: 1, valued: "opI", long: []string{"output-format", "input-format", "indent", "front-matter", "expression"}}}},
	{"zig", []writerRule{{sub: "fmt", reads: []string{"--check", "--stdin"}, operands: true}}},
}

// writerRules returns a program's rules, most specific subcommand first,
// and whether it has any.
func writerRules(name string) ([]writerRule, bool) {
	i, ok := slices.BinarySearchFunc(writerPrograms, name, func(p writerProgram, name string) int { return strings.Compare(p.name, name) })
	if !ok {
		return nil, false
	}
	return writerPrograms[i].rules, true
}

// runsProgram reports whether name is a program that runs another one
// given to it (npx prettier …, poetry run black …), and the subcommands
// that do ("" when the program name alone does): the other's writes are
// read.
func runsProgram(name string) (subs string, ok bool) {
	switch name {
	case "npx", "bunx", "pnpx", "uvx":
		return "", true
	case "pnpm":
		return "exec dlx", true
	case "yarn":
		return "exec dlx run", true
	case "npm":
		return "exec", true
	case "poetry", "pipenv", "pipx":
		return "run", true
	case "uv":
		return "run tool", true
	case "bundle":
		return "exec", true
	}
	return "", false
}

// programWrites records the files a program of writerRules writes, and
// the writes of archive and copy tools, scripts named for writing, make
// targets and inline programs (see their functions). A program that gets
// further arguments at run time (xargs, find -exec) writes what only the
// run knows.
func (w *walker) programWrites(inv Invocation, sc *scope) {
	name, args := inv.Name, inv.Args[1:]
	if !interpreterName(name) && asksUsage(args) {
		return
	}
	from := len(w.out.Writes)
	w.outputFileOptions(inv, sc)
	if to := len(w.out.Writes); to > from {
		defer w.dropShadowed(from, to)
	}
	if inner, ok := innerProgram(name, args); ok {
		w.programWrites(Invocation{Args: inner, Name: toolName(inner[0].Text), MoreArgs: inv.MoreArgs}, sc)
		return
	}
	if script, ok := runnerScript(name, args); ok {
		// uv run scripts/regen_fixtures.py: the script, as its
		// interpreter would run it.
		w.interpreter(Invocation{Args: append([]Word{{Text: name}}, script...), Name: name, Dir: inv.Dir}, sc)
		return
	}
	if tool, ok := initRun(name, args); ok && !rulesInit(name) {
		// npx tailwindcss init, terraform init: a tool set up here writes
		// its files (config, state) in the directory.
		w.unknownWrites(inv, sc, display(inv.Args))
		if n := len(w.out.Writes); n > 0 && w.out.Writes[n-1].Kind == Unknown {
			w.out.Writes[n-1].Verbs = append(slices.Clip(runVerbs), initVerbs...)
			w.out.Writes[n-1].Aliases = []Alias{{Name: tool, Verbs: initVerbs}}
		}
		return
	}
	if tool, sub, ok := generatorRun(name, args); ok {
		// npx shadcn add button, pnpm dlx prisma generate: a package run
		// to add or generate writes into the project what it makes.
		w.unknownWrites(inv, sc, display(inv.Args))
		if n := len(w.out.Writes); n > 0 && w.out.Writes[n-1].Kind == Unknown {
			w.out.Writes[n-1].Verbs = append(slices.Clip(runVerbs), sub)
			w.out.Writes[n-1].Aliases = []Alias{{Name: tool, Verbs: append(slices.Clip(generatorSubs), sub)}}
		}
		return
	}
	if pkg, ok := fetchedPackage(name, args); ok && !knownWriter(pkg) {
		// npx openapi-typescript api.yaml -o src/api.d.ts: a fetched
		// package told where to write what it makes.
		w.outputOption(inv, args, sc)
	}
	n := len(w.out.Writes)
	if rules, ok := writerRules(name); ok && w.ruleWrites(name, rules, args, sc, inv.MoreArgs) {
		if editorName(name) {
			w.editorWrites(name, args, inv.Stdin, n, sc)
		}
		return
	}
	switch name {
	case "tar", "bsdtar", "gtar":
		w.tar(args, sc)
	case "unzip":
		w.unzip(args, sc)
	case "zip":
		w.zip(args, sc)
	case "rsync", "scp":
		w.rsync(name, args, sc)
	case "pg_dump", "pg_dumpall", "mysqldump":
		w.dumpOutput(name, args, sc)
	case "aws":
		w.awsS3(args, sc)
	case "gzip", "gunzip", "bzip2", "bunzip2", "xz", "unxz", "zstd", "unzstd":
		w.compress(name, args, sc)
	case "make", "gmake", "just", "task", "mage", "rake", "gradle", "gradlew", "mvn", "mvnw", "sbt", "lein":
		w.wrapperTask(inv, sc)
		w.makeTargets(inv, sc)
	case "go":
		w.testFlagWrites(inv, sc)
		w.builtProgram(inv, sc)
	case "cargo":
		w.builtProgram(inv, sc)
	case "plutil", "PlistBuddy":
		w.plist(name, args, sc)
	case "python", "python3", "node", "ruby", "deno", "php", "Rscript": // interpreterName
		if name == "deno" && w.denoRun(inv, sc) {
			return
		}
		if name == "ruby" {
			w.perl(args, sc, display(inv.Args)) // ruby -i -pe: as perl's
		}
		if name == "python" || name == "python3" {
			w.moduleOutfile(inv, sc)
		}
		w.interpreter(inv, sc)
	case "protoc":
		w.protoc(args, sc)
	case "sqlite3":
		w.sqlite(inv, sc)
	case "bazel", "bazelisk":
		w.bazelRun(inv, sc)
	case "buildozer":
		w.buildozer(args, sc)
	case "mockgen", "openssl", "ssh-keygen":
		w.outputFiles(name, args, sc)
	case "docker", "podman", "kubectl":
		w.containerCopy(args, sc)
	case "npm", "pnpm", "yarn", "bun":
		w.packageScript(inv, sc)
	default:
		if !strings.Contains(inv.Args[0].Text, "/") {
			return
		}
		if opt, ok := writingOption(args); ok || writingName(name) {
			w.unknownWrites(inv, sc, display(inv.Args))
			aliases := nameAliases(name)
			if ok {
				aliases = append(aliases, nameAliases(opt)...)
			}
			w.out.Writes[len(w.out.Writes)-1].Aliases = aliases
			return
		}
		w.projectScript(inv, args, sc, true) // bin/console make:entity
	}
}

// writingOption is the first long option given to a script run by path
// whose name says it writes (./scripts/bootstrap.sh --rewrite-names,
// ./tools/migrate.sh --apply: writingName), without its dashes; not one
// that says it does not ("--no-fix"), nor an output format chosen
// (--format=freeze, --output-format=json: "format" there is a noun, the
// shape of what the program prints).
func writingOption(args []Word) (string, bool) {
	for _, a := range args {
		if a.Dynamic || !strings.HasPrefix(a.Text, "--") || strings.HasPrefix(a.Text, "--no-") {
			continue
		}
		name, _, valued := strings.Cut(a.Text[2:], "=")
		if valued && strings.HasSuffix(strings.ToLower(name), "format") {
			continue
		}
		if writingName(name) {
			return name, true
		}
	}
	return "", false
}

// testFlagWrites records that `go test` given a flag of the test binary
// named for writing (-update, --update-golden, -regen) writes files the
// line does not name: tests define such flags to rewrite their golden
// files. go test's own flags are not named so; -update=false turns the
// flag off.
func (w *walker) testFlagWrites(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	if len(args) == 0 || args[0].Dynamic || args[0].Text != "test" {
		return
	}
	for _, a := range args[1:] {
		if a.Dynamic || !strings.HasPrefix(a.Text, "-") || strings.HasPrefix(a.Text, "--no-") {
			continue
		}
		name, value, _ := strings.Cut(strings.TrimLeft(a.Text, "-"), "=")
		if value == "false" || value == "0" || !writingName(name) {
			continue
		}
		w.unknownWrites(inv, sc, display(inv.Args))
		if n := len(w.out.Writes); n > 0 && w.out.Writes[n-1].Kind == Unknown {
			w.out.Writes[n-1].Aliases = nameAliases(name)
		}
		return
	}
}

// checkedAfter records that a program of unknown effect — a package a
// runner fetches and runs (npx i18next-parser) or a project script run by
// path — writes files the line does not name when the line goes on to
// look at what changed in the working tree (git diff, git status): the
// line itself expects it to write. Programs whose writes are known
// (writerRules, scripts named for writing) are read by their rules.
func (w *walker) checkedAfter() {
	invs := w.out.Invocations
	last := -1
	for i, inv := range invs {
		if inv.Name == "git" && len(inv.Args) > 1 && !inv.Args[1].Dynamic &&
			(inv.Args[1].Text == "diff" || inv.Args[1].Text == "status") {
			last = i
		}
	}
	for i := 0; i < last; i++ {
		inv := invs[i]
		if len(inv.Via) > 0 || len(inv.Args) == 0 || inv.Args[0].Dynamic || w.writesOf(programOf(inv.Args)) {
			continue
		}
		if pkg, ok := fetchedPackage(inv.Name, inv.Args[1:]); ok && !knownWriter(pkg) || strings.Contains(inv.Args[0].Text, "/") {
			w.unknownWrites(inv, &scope{dir: inv.Dir, known: inv.Dir != ""}, display(inv.Args))
		}
	}
}

// fetchedPackage is the package a runner fetches and runs (npx X, bunx X,
// pnpm dlx X, npm exec X, yarn dlx X), not a script of the project's
// (npm test, yarn run build).
func fetchedPackage(name string, args []Word) (string, bool) {
	switch name {
	case "npx", "bunx", "pnpx":
	case "npm", "pnpm", "yarn":
		if len(args) == 0 || args[0].Dynamic || args[0].Text != "exec" && args[0].Text != "dlx" {
			return "", false
		}
		args = args[1:]
	default:
		return "", false
	}
	for len(args) > 0 && !args[0].Dynamic && strings.HasPrefix(args[0].Text, "-") {
		args = args[1:]
	}
	if len(args) == 0 || args[0].Dynamic {
		return "", false
	}
	return args[0].Text, true
}

// writesOf reports whether a write of program is already recorded.
func (w *walker) writesOf(program string) bool {
	for _, wr := range w.out.Writes {
		if wr.Program == program {
			return true
		}
	}
	return false
}

// innerProgram is the program a runner runs (npx prettier …, poetry run
// black …), when name is one of runsProgram and args start one.
func innerProgram(name string, args []Word) ([]Word, bool) {
	subs, ok := runsProgram(name)
	if !ok {
		return nil, false
	}
	rest := args
	direct := (name == "yarn" || name == "pnpm" || name == "bun") && len(rest) > 0 && !rest[0].Dynamic &&
		!isPackageSubcommand(name, rest[0].Text) && knownWriter(rest[0].Text)
	if subs != "" && !direct {
		if len(rest) == 0 || rest[0].Dynamic || !containsWord(subs, rest[0].Text) {
			return nil, false
		}
		rest = rest[1:]
	}
	for len(rest) > 0 && strings.HasPrefix(rest[0].Text, "-") && !rest[0].Dynamic {
		rest = rest[1:] // --yes, --, -y …
	}
	if len(rest) == 0 || rest[0].Dynamic {
		return nil, false
	}
	if !knownWriter(rest[0].Text) {
		return nil, false // npm run SCRIPT, yarn SCRIPT: packageScript reads those
	}
	return rest, true
}

// knownWriter reports whether a package a runner runs ("prettier",
// "prettier@3", "@biomejs/biome") is one of writerRules.
func knownWriter(pkg string) bool {
	_, ok := writerRules(toolName(pkg))
	return ok
}

// toolName is a package's program name: its base name without a version
// ("prettier@3.2" → "prettier", "@biomejs/biome" → "biome").
func toolName(pkg string) string {
	name := path.Base(pkg)
	if at := strings.IndexByte(name, '@'); at > 0 {
		name = name[:at]
	}
	return name
}

// containsWord reports whether the space-separated list holds w.
func containsWord(list, w string) bool {
	for list != "" {
		var f string
		f, list, _ = strings.Cut(list, " ")
		if f == w {
			return true
		}
	}
	return false
}

// ruleWrites applies the first rule whose subcommand matches args,
// reporting whether one did.
func (w *walker) ruleWrites(name string, rules []writerRule, args []Word, sc *scope, more bool) bool {
	for _, r := range rules {
		rest, ok := subcommand(args, r.sub)
		if !ok {
			continue
		}
		lockOnly := r.packages && hasOption(rest, lockOnlyOptions(name))
		if !r.writes(rest) || r.packages && !lockOnly && len(getopt(rest, r.valued, r.long...).pos) == 0 {
			return true
		}
		argv := append([]Word{{Text: name}}, args...)
		by, program := display(argv), programOf(argv)
		if out, ok := outputOption(rest, r.output); ok {
			if out.Dynamic || out.Text != "-" { // -: standard output
				w.programWrite(sc, out, Overwrite, by, program, "", false)
			}
			return true
		}
		n := len(w.out.Writes)
		switch {
		case more:
			w.write(sc, Word{Text: by + " …", Dynamic: true}, Unknown, by, false)
		case r.operands:
			o := getopt(rest, r.valued, r.long...)
			files := o.pos
			if r.skip > 0 {
				files = files[min(r.skip, len(files)):]
			}
			if len(files) == 0 && r.stdin {
				return true
			}
			if len(files) == 0 {
				w.unknownWrites(Invocation{Args: argv}, sc, by)
			}
			tool := name
			if r.sub != "" {
				tool += " " + r.sub
			}
			for _, f := range files {
				f = operand(f)
				w.programWrite(sc, f, EditPlace, by, program, "", dirLike(f.Text))
				if n := len(w.out.Writes); n > 0 && w.out.Writes[n-1].Program == program {
					w.out.Writes[n-1].Tool = tool
					w.out.Writes[n-1].Fixes = fixOption(name, &r, rest)
				}
			}
		case lockOnly && len(getopt(rest, r.valued, r.long...).pos) == 0:
			// npm install --package-lock-only: the lock file alone, from
			// the manifest.
			w.relockWrites(sc, r.files[1:], by, program)
			if len(w.out.Writes) > n {
				w.out.Writes[n].Aliases = effectAliases("relock")
			}
			return true
		case r.relock && !hasOption(rest, r.beyond):
			w.relockWrites(sc, r.files, by, program)
		case len(r.files) > 0:
			for i, f := range r.files {
				with := ""
				if i > 0 {
					with = r.files[0]
				}
				w.programWrite(sc, Word{Text: f}, EditPlace, by, program, with, false)
			}
		default:
			w.unknownWrites(Invocation{Args: argv}, sc, by)
			wr := &w.out.Writes[len(w.out.Writes)-1]
			switch {
			case r.names != "" && wr.Kind == Unknown:
				wr.Program, wr.Verbs = r.names, r.verbs
			case r.sub != "" && wr.Kind == Unknown:
				wr.Program = name + " " + r.sub // "go generate", "cargo fmt": as typed, without its operands
			}
		}
		w.alias(n, name, &r, rest)
		return true
	}
	return false
}

// lockOnlyOptions are a package manager's options that make its install
// resolve the lock file without installing (npm install
// --package-lock-only, pnpm --lockfile-only, yarn --mode=update-lockfile).
func lockOnlyOptions(name string) []string {
	switch name {
	case "npm":
		return []string{"--package-lock-only"}
	case "pnpm", "bun":
		return []string{"--lockfile-only"}
	case "yarn":
		return []string{"--mode=update-lockfile"}
	}
	return nil
}

// relockWrites records the writes of a command that brings a lock file
// (the last of files) in step with its manifest: the lock file, asked
// for by its names ("the lockfile") with the verbs of relocking
// ("regenerate", "refresh", "fix up go.sum"), then any manifest it also
// writes, coming with the lock file (go mod tidy's go.mod) as the lock
// file comes with it (go get … && go mod tidy after "add … to go.mod").
func (w *walker) relockWrites(sc *scope, files []string, by, program string) {
	lock, with := files[len(files)-1], ""
	if len(files) > 1 {
		with = files[0]
	}
	n := len(w.out.Writes)
	w.programWrite(sc, Word{Text: lock}, EditPlace, by, program, with, false)
	if len(w.out.Writes) == n {
		return
	}
	w.out.Writes[n].Verbs = relockVerbs
	for _, f := range files[:len(files)-1] {
		w.programWrite(sc, Word{Text: f}, EditPlace, by, program, lock, false)
	}
	for i := n; i < len(w.out.Writes); i++ {
		w.out.Writes[i].Relock = true
	}
}

// relockVerbs ask for a lock file to be brought in step with its
// manifest: besides the verbs of change, those of regenerating, syncing
// and repairing.
var relockVerbs = []string{"regenerate", "update", "refresh", "relock", "sync", "rebuild", "resolve", "tidy", "fix", "repair", "recreate", "redo"}

// outputOption is the value of one of the options named in names ("o
// output-file"), ok false when none is given.
func outputOption(args []Word, names string) (Word, bool) {
	for names != "" {
		var n string
		n, names, _ = strings.Cut(names, " ")
		dash := "-"
		if len(n) > 1 {
			dash = "--"
		}
		for i, a := range args {
			switch {
			case a.Text == dash+n && i+1 < len(args):
				return args[i+1], true
			case dash == "--" && strings.HasPrefix(a.Text, dash+n+"="):
				return Word{Text: a.Text[len(dash+n)+1:], Dynamic: a.Dynamic}, true
			}
		}
	}
	return Word{}, false
}

// subcommand matches the leading words of args (after options) against
// sub ("mod tidy"), returning the words after it.
func subcommand(args []Word, sub string) ([]Word, bool) {
	if sub == "" {
		return args, true
	}
	i := 0
	for rest := sub; rest != ""; {
		var s string
		s, rest, _ = strings.Cut(rest, " ") // no allocation: this runs for every go or npm command
		for i < len(args) && strings.HasPrefix(args[i].Text, "-") && !args[i].Dynamic && !strings.HasPrefix(s, "-") {
			i++ // global options before the subcommand (cargo --locked add)
		}
		if i >= len(args) || args[i].Dynamic || args[i].Text != s {
			return nil, false
		}
		i++
	}
	return args[i:], true
}

// fixOption is the option of args that makes rule r of linter name fix
// what it would otherwise only report (fixer); "" when the rule writes
// without an option or is no fixer's.
func fixOption(name string, r *writerRule, args []Word) string {
	if len(r.when) == 0 || !fixer(name, r) {
		return ""
	}
	for _, o := range r.when {
		if hasOption(args, []string{o}) {
			return o
		}
	}
	return ""
}

// writes reports whether the rule writes with these arguments: one of
// when is given (when there are any), and none of reads.
func (r writerRule) writes(args []Word) bool {
	if hasOption(args, r.reads) {
		return false
	}
	return len(r.when) == 0 || hasOption(args, r.when)
}

// hasOption reports whether args hold one of opts: the word itself, a
// long option with "=value", or a short letter inside a cluster of
// letters (-avn holds -n).
func hasOption(args []Word, opts []string) bool {
	for _, a := range args {
		if a.Dynamic || !strings.HasPrefix(a.Text, "-") {
			continue
		}
		for _, o := range opts {
			switch {
			case a.Text == o:
			case strings.HasPrefix(o, "--") && strings.HasPrefix(a.Text, o+"="):
			case len(o) == 2 && o[1] != '-' && !strings.HasPrefix(a.Text, "--") && letters(a.Text[1:]) && strings.Contains(a.Text[1:], o[1:]):
			default:
				continue
			}
			return true
		}
	}
	return false
}

// letters reports whether s is a cluster of option letters.
func letters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 'A' || c > 'Z' && c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}

// operand is a formatter's operand as the files it stands for: a Go
// package pattern ("./internal/...") is its directory; a glob the tool
// expands itself, even quoted ('src/**/*.ts'), is only known at run time.
func operand(f Word) Word {
	if f.Text == "..." {
		f.Text = "."
	}
	f.Text = strings.TrimSuffix(f.Text, "/...")
	if strings.ContainsAny(f.Text, "*?[") {
		f.Dynamic = true
	}
	return f
}

// dirLike reports whether an operand names a directory rather than a
// file: ".", "..", a trailing "/", or a last element without an extension
// ("src", "./internal/...").
func dirLike(p string) bool {
	p = strings.TrimSuffix(p, "/...")
	if p == "." || p == ".." || strings.HasSuffix(p, "/") {
		return true
	}
	b := path.Base(p)
	return !strings.Contains(b, ".") && !strings.ContainsAny(b, "*?[")
}

// programWrite records one file a program writes. program is the command
// a user would ask for to ask for this write; with is the file this one
// comes with (a lock file with its manifest).
func (w *walker) programWrite(sc *scope, target Word, kind Kind, by, program, with string, recursive bool) {
	n := len(w.out.Writes)
	w.write(sc, target, kind, by, recursive)
	if len(w.out.Writes) == n {
		return
	}
	wr := &w.out.Writes[n]
	if wr.Dynamic && wr.Glob == "" && toolGlob(target.Text) && sc.known && !filepath.IsAbs(target.Text) {
		// 'src/**/*.{ts,tsx}': a pattern the program expands itself,
		// braces too.
		wr.Glob = filepath.Join(sc.dir, target.Text)
	}
	wr.Program = program
	if with != "" && sc.known {
		wr.With = path.Join(sc.dir, with)
	}
}

// toolGlob reports whether an operand a program expands itself is a
// plain pattern: wildcards and {a,b} alternatives, no expansion, quote,
// escape or ~.
func toolGlob(text string) bool {
	return strings.ContainsAny(text, "*?[") && !strings.ContainsAny(text, "$`~\\\"'()")
}

// unknownWrites records that inv writes files it does not name in the
// directory it runs in: asking for the command is asking for them.
func (w *walker) unknownWrites(inv Invocation, sc *scope, by string) {
	w.programWrite(sc, Word{Text: "."}, Unknown, by, programOf(inv.Args), "", true)
	if n := len(w.out.Writes); n > 0 && w.out.Writes[n-1].Kind == Unknown {
		w.out.Writes[n-1].Verbs = runVerbs
	}
}

// snapshotVerbs ask for test snapshots to be written again.
var snapshotVerbs = []string{"update", "regenerate", "regen", "refresh", "rewrite", "accept"}

// initRun reports whether name args runs a tool's init subcommand
// (terraform init; npx tailwindcss init, pnpm dlx … init through a
// package runner) and which tool it sets up.
func initRun(name string, args []Word) (tool string, ok bool) {
	if subs, runner := runsProgram(name); runner {
		if subs != "" && len(args) > 0 && containsWord(subs, args[0].Text) {
			args = args[1:]
		}
		for len(args) > 0 && strings.HasPrefix(args[0].Text, "-") && !args[0].Dynamic {
			args = args[1:]
		}
		if len(args) < 2 || args[0].Dynamic {
			return "", false
		}
		name, args = path.Base(args[0].Text), args[1:]
	}
	return name, len(args) > 0 && !args[0].Dynamic && args[0].Text == "init"
}

// generatorSubs are the subcommands with which a package run through a
// runner makes files in the project (shadcn add, nest generate, ng new).
var generatorSubs = []string{"add", "generate", "g", "new", "create", "scaffold"}

// generatorRun reports whether name args runs, through a package runner
// (npx, pnpm dlx, yarn dlx, bunx), a package not among writerRules with
// one of generatorSubs, and which tool and subcommand.
func generatorRun(name string, args []Word) (tool, sub string, ok bool) {
	subs, runner := runsProgram(name)
	if !runner || name == "poetry" || name == "pipenv" || name == "bundle" || name == "uv" || name == "pipx" {
		return "", "", false
	}
	if subs != "" {
		if len(args) == 0 || args[0].Dynamic || !containsWord(subs, args[0].Text) || args[0].Text == "run" {
			return "", "", false
		}
		args = args[1:]
	}
	for len(args) > 0 && strings.HasPrefix(args[0].Text, "-") && !args[0].Dynamic {
		args = args[1:]
	}
	if len(args) < 2 || args[0].Dynamic || args[1].Dynamic || knownWriter(args[0].Text) {
		return "", "", false
	}
	if !generatorSubcommand(args[1].Text) && (args[1].Text != "version" || !versionBump(args[2:])) {
		return "", "", false
	}
	return toolName(args[0].Text), args[1].Text, true
}

// rulesInit reports whether the writer rules of name say what its init
// subcommand writes (cargo init, npm init).
func rulesInit(name string) bool {
	rules, _ := writerRules(name)
	return slices.ContainsFunc(rules, func(r writerRule) bool { return r.sub == "init" })
}

// initVerbs ask for a tool to be set up in the project.
var initVerbs = []string{"init", "initialize", "initialise", "setup", "scaffold", "bootstrap"}

// runVerbs ask for a command to be run ("run make fmt").
var runVerbs = []string{"run", "execute", "rerun"}

// extractVerbs ask for an archive to be unpacked ("extract assets.tar.gz").
var extractVerbs = []string{"extract", "unpack", "untar", "unzip", "decompress", "expand", "unarchive"}

// programOf is a command as a user would ask for it: its words without
// options ("make install", "npm run format", "cargo fmt").
func programOf(args []Word) string {
	var b strings.Builder
	for i, a := range args {
		if i > 0 && (strings.HasPrefix(a.Text, "-") || a.Dynamic) {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		t := a.Text
		if i == 0 {
			t = path.Base(t)
		}
		b.WriteString(t)
	}
	return b.String()
}
