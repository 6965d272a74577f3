package shell

import (
	"maps"
	"path"
	"slices"
	"strings"
)

// The writers whose arguments are not a list of files: archive and copy
// tools, compressors, task runners and scripts named for writing, and
// interpreters given their program inline.

// tar records what tar writes: extracting writes the files of the
// archive (unknown) in its -C directory; creating or appending writes the
// archive (-f); listing writes nothing.
func (w *walker) tar(args []Word, sc *scope) {
	by := display(append([]Word{{Text: "tar"}}, args...))
	mode, archive, dir := byte(0), Word{}, Word{Text: "."}
	var inputs []Word
	removes := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			continue
		}
		t := a.Text
		long, value, has := strings.Cut(strings.TrimPrefix(t, "--"), "=")
		switch {
		case strings.HasPrefix(t, "--"):
			switch long {
			case "extract", "get":
				mode = 'x'
			case "create":
				mode = 'c'
			case "append", "update", "concatenate", "delete":
				mode = 'r'
			case "list", "diff", "compare":
				mode = 't'
			case "file", "directory":
				if !has && i+1 < len(args) {
					i++
					value = args[i].Text
				}
				if long == "file" {
					archive = Word{Text: value}
				} else {
					dir = Word{Text: value}
				}
			case "to-stdout":
				mode = 't'
			case "remove-files":
				removes = true
			}
		case i == 0 || strings.HasPrefix(t, "-"):
			// A cluster: "xzf", "-xzf", "-C": f and C take the next word
			// (or the rest of a dashed cluster).
			letters := strings.TrimPrefix(t, "-")
			for j := 0; j < len(letters); j++ {
				switch c := letters[j]; c {
				case 'x', 'c', 'r', 'u', 't', 'A', 'd':
					if mode != 't' || c == 't' {
						mode = tarMode(c)
					}
				case 'O':
					mode = 't'
				case 'f', 'C':
					v := Word{}
					if strings.HasPrefix(t, "-") && j+1 < len(letters) {
						v = Word{Text: letters[j+1:]}
						j = len(letters)
					} else if i+1 < len(args) {
						i++
						v = args[i]
					}
					if c == 'f' {
						archive = v
					} else {
						dir = v
					}
				}
			}
		default:
			inputs = append(inputs, a)
		}
	}
	switch mode {
	case 'x':
		w.archiveWrite(sc, dir, by, archive)
	case 'c', 'r':
		if archive.Text != "" && archive.Text != "-" {
			n := len(w.out.Writes)
			w.programWrite(sc, archive, Overwrite, by, "", "", false)
			if len(w.out.Writes) > n {
				w.out.Writes[n].Verbs = packVerbs // "pack docs/ into docs.tar.gz"
			}
			w.removedIntoArchive(removes, inputs, sc, by)
		}
	}
}

// removedIntoArchive records that tar --remove-files deletes what it
// packs once packed, as zip -m does (movedIntoArchive): "make a tarball
// of src/" asks for a copy, not for src/ to go.
func (w *walker) removedIntoArchive(removes bool, inputs []Word, sc *scope, by string) {
	if !removes {
		return
	}
	for _, f := range inputs {
		w.write(sc, f, Delete, by, true)
	}
}

// tarMode is what a tar mode letter does: x extracts, c creates, r u A
// add to the archive, t d list or compare (only read).
func tarMode(c byte) byte {
	switch c {
	case 'u', 'A':
		return 'r'
	case 'd':
		return 't'
	}
	return c
}

// unzip records that unzip writes the files of the archive in its -d
// directory; listing, testing and printing (-l -t -v -Z -p -c) write
// nothing.
func (w *walker) unzip(args []Word, sc *scope) {
	o := getopt(args, "dx")
	if o.any("l", "t", "v", "Z", "p", "c", "z") {
		return
	}
	dir := Word{Text: "."}
	if d, ok := o.value["d"]; ok {
		dir = d
	}
	archive := Word{}
	if len(o.pos) > 0 {
		archive = o.pos[0]
	}
	w.archiveWrite(sc, dir, display(append([]Word{{Text: "unzip"}}, args...)), archive)
}

// zip records the archive zip writes (its first operand, ".zip" added
// when it has no extension; -O names another): creating, updating or
// deleting from it all write it. Showing its files (-sf) writes nothing.
func (w *walker) zip(args []Word, sc *scope) {
	o := getopt(args, "bntOPx", "out", "password", "temp-path", "suffixes", "exclude", "include")
	for _, a := range args {
		if a.Text == "-sf" || a.Text == "--show-files" {
			return
		}
	}
	if len(o.pos) == 0 {
		return
	}
	archive := o.pos[0]
	if out, ok := firstValue(o, "O", "out"); ok {
		archive = out
	} else if !archive.Dynamic && path.Ext(archive.Text) == "" && archive.Text != "-" {
		archive.Text += ".zip"
	}
	if archive.Text == "-" {
		return
	}
	n := len(w.out.Writes)
	w.programWrite(sc, archive, Overwrite, display(append([]Word{{Text: "zip"}}, args...)), "", "", false)
	if len(w.out.Writes) > n {
		w.out.Writes[n].Verbs = packVerbs
	}
	w.movedIntoArchive(o, o.pos[1:], o.any("r", "R", "recurse-paths"), sc, "zip")
}

// movedIntoArchive records that zip told to move its inputs into the
// archive (-m, --move) deletes them once packed: "zip public/ into
// site.zip" asks for a copy, and -m takes the sources away too.
func (w *walker) movedIntoArchive(o options, inputs []Word, recursive bool, sc *scope, by string) {
	if !o.any("m", "move") {
		return
	}
	for _, f := range inputs {
		w.write(sc, f, Delete, by, recursive)
	}
}

// packVerbs ask for an archive to be made of files.
var packVerbs = []string{"zip", "pack", "archive", "compress", "bundle", "tar", "package"}

// archiveWrite records that extracting archive writes its files (which
// the line does not name) in dir: asking to extract the archive asks for
// them.
func (w *walker) archiveWrite(sc *scope, dir Word, by string, archive Word) {
	program := ""
	if !archive.Dynamic && archive.Text != "-" {
		program = archive.Text
	}
	n := len(w.out.Writes)
	w.programWrite(sc, dir, Unknown, by, program, "", true)
	if len(w.out.Writes) > n {
		w.out.Writes[n].Verbs, w.out.Writes[n].Aliases = extractVerbs, archiveAliases(program)
	}
}

// rsync records the destination rsync or scp writes (its last operand,
// unless remote); rsync -n / --dry-run writes nothing.
func (w *walker) rsync(name string, args []Word, sc *scope) {
	valued := "eBfPiJlLoSFc"
	if name == "rsync" {
		valued = "eBfT"
	}
	o := getopt(args, valued, "rsh", "exclude", "include", "filter", "exclude-from", "include-from", "files-from", "rsync-path", "backup-dir", "suffix", "chmod", "temp-dir", "log-file", "password-file", "partial-dir", "compare-dest", "copy-dest", "link-dest", "max-size", "min-size", "timeout", "bwlimit", "port")
	if name == "rsync" && o.any("n", "dry-run", "list-only") {
		return
	}
	if len(o.pos) < 2 {
		return
	}
	dest := o.pos[len(o.pos)-1]
	if remote(dest.Text) {
		return
	}
	argv := append([]Word{{Text: name}}, args...)
	n := len(w.out.Writes)
	w.programWrite(sc, dest, Overwrite, display(argv), "", "", name == "rsync" || o.any("r"))
	if len(w.out.Writes) > n {
		w.out.Writes[n].Verbs = []string{"sync", "mirror", "copy", name}
	}
	if name == "rsync" {
		w.rsyncDeletes(o, dest, o.pos[:len(o.pos)-1], sc, display(argv))
	}
}

// rsyncDeletes records what rsync deletes besides what it copies:
// --delete (and its timings, --del, --delete-excluded) takes away the
// files of the destination the source lacks; --remove-source-files takes
// away the sources once sent. "copy docs/img into site/img" asks for
// neither.
func (w *walker) rsyncDeletes(o options, dest Word, sources []Word, sc *scope, by string) {
	if o.any("delete", "del", "delete-before", "delete-during", "delete-delay", "delete-after", "delete-excluded") {
		w.write(sc, dest, Delete, by, true)
	}
	if o.any("remove-source-files") {
		for _, s := range sources {
			if !remote(s.Text) {
				w.write(sc, s, Delete, by, true)
			}
		}
	}
}

// remote reports whether an operand of rsync, scp or docker cp is on
// another host or in a container (HOST:PATH, CONTAINER:PATH).
func remote(p string) bool {
	i := strings.IndexByte(p, ':')
	return i > 0 && !strings.Contains(p[:i], "/")
}

// compress records what gzip and its kin write: FILE.gz in place of FILE
// (or FILE in place of FILE.gz when decompressing); -c, -l, -t write
// nothing, -k keeps the original.
func (w *walker) compress(name string, args []Word, sc *scope) {
	o := getopt(args, "S", "suffix")
	if o.any("c", "stdout", "to-stdout", "l", "list", "t", "test") {
		return
	}
	ext := map[string]string{"gzip": ".gz", "gunzip": ".gz", "bzip2": ".bz2", "bunzip2": ".bz2", "xz": ".xz", "unxz": ".xz", "zstd": ".zst", "unzstd": ".zst"}[name]
	un := strings.HasPrefix(name, "un") || name == "gunzip" || o.any("d", "decompress", "uncompress")
	by := display(append([]Word{{Text: name}}, args...))
	keep := o.any("k", "keep") || (name == "zstd" || name == "unzstd") && !o.any("rm")
	for _, f := range o.pos {
		out := Word{Text: f.Text + ext, Dynamic: f.Dynamic}
		if un {
			out.Text = strings.TrimSuffix(f.Text, ext)
		}
		n := len(w.out.Writes)
		w.programWrite(sc, out, Overwrite, by, f.Text, "", false)
		if !keep {
			w.programWrite(sc, f, Delete, by, f.Text, "", false)
		}
		for i := n; i < len(w.out.Writes); i++ {
			w.out.Writes[i].Verbs = []string{name, "compress", "decompress", "zip", "unzip", "archive"}
			if un && !f.Dynamic {
				w.out.Writes[i].Aliases = archiveAliases(f.Text) // "decompress the prod dump"
			}
		}
	}
}

// makeTargets records that a make (just, task, rake …) target named for
// writing (install, fmt, generate, fix, clean, …) writes files the line
// does not name; make -n / --dry-run / -q only prints.
func (w *walker) makeTargets(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	named := false
	for _, a := range args {
		named = named || !a.Dynamic && writingName(a.Text)
	}
	if !named {
		w.defaultBuild(inv, sc) // make, make all: the build
		return                  // make test, make -j4: nothing to read further
	}
	switch inv.Name {
	case "mvn", "mvnw", "gradle", "gradlew":
		args = withoutProperties(args)
	}
	o := getopt(args, "CfIjlWo", "directory", "file", "makefile", "include-dir", "jobs", "load-average", "what-if", "old-file")
	if buildTool(inv.Name) && (o.any("help", "h", "version", "v") || strings.HasPrefix(inv.Name, "gradle") && o.any("dry-run", "m")) ||
		!buildTool(inv.Name) && o.any("n", "dry-run", "just-print", "recon", "q", "question", "p", "print-data-base", "list", "l", "summary", "dry",
			"show", "dump", "evaluate", "variables", "groups", "help", "h", "version") {
		return
	}
	at := *sc
	if d, ok := firstValue(o, "C", "directory"); ok {
		w.cd("cd", []Word{d}, &at)
	}
	for _, t := range o.pos {
		if !t.Dynamic && !isAssignment(t.Text) && writingName(t.Text) {
			w.unknownWrites(Invocation{Args: []Word{{Text: inv.Name}, t}}, &at, display(inv.Args))
			w.out.Writes[len(w.out.Writes)-1].Aliases = nameAliases(t.Text)
		}
	}
}

// buildTool reports whether name is Maven's or Gradle's (or a wrapper
// of theirs): their one-letter options are not make's (-q is quiet, not
// a question; -n is not a dry run).
func buildTool(name string) bool {
	switch name {
	case "mvn", "mvnw", "gradle", "gradlew":
		return true
	}
	return false
}

// buildTargets are the make targets that build the project where it
// is: the default (none named), all, build.
var buildTargets = []string{"all", "build"}

// makefiles are the files GNU make reads, one of which must be in the
// directory for make to run a recipe there.
var makefiles = []string{"GNUmakefile", "makefile", "Makefile"}

// buildVerbs ask for the project to be built.
var buildVerbs = []string{"build", "compile", "rebuild", "make", "run"}

// runBuildVerbs ask for the build named as a noun ("run the build").
var runBuildVerbs = []string{"run", "rerun", "start", "kick", "redo", "do"}

// defaultBuild records the writes of make (gmake) building the project:
// no target or one of buildTargets, no dry run, no other makefile
// (-f) or directory given (-C: read as the directory's writes would
// need the same look). The build writes files the line does not name in
// the directory — where a makefile is (Write.Needs): without one make
// fails and writes nothing.
func (w *walker) defaultBuild(inv Invocation, sc *scope) {
	if inv.Name != "make" && inv.Name != "gmake" {
		return
	}
	o := getopt(inv.Args[1:], "CfIjlWo", "directory", "file", "makefile", "include-dir", "jobs", "load-average", "what-if", "old-file")
	if o.any("n", "dry-run", "just-print", "recon", "q", "question", "p", "print-data-base", "v", "version", "h", "help") {
		return
	}
	if _, ok := firstValue(o, "f", "file", "makefile", "C", "directory"); ok {
		return
	}
	for _, t := range o.pos {
		if t.Dynamic {
			return
		}
		if !isAssignment(t.Text) && !slices.Contains(buildTargets, t.Text) {
			return
		}
	}
	n := len(w.out.Writes)
	w.unknownWrites(inv, sc, display(inv.Args))
	if len(w.out.Writes) == n || w.out.Writes[n].Kind != Unknown {
		return
	}
	wr := &w.out.Writes[n]
	wr.Needs = makefiles
	wr.Aliases = []Alias{{Name: "project", Verbs: buildVerbs}, {Name: "code", Verbs: buildVerbs}, {Name: "app", Verbs: buildVerbs}, {Name: "build", Verbs: runBuildVerbs, Files: true}}
	wr.Verbs = buildVerbs
}

// withoutProperties is args without Maven's and Gradle's -Dkey=value and
// -Pkey=value (-Pprofile), which are properties and profiles, not
// clusters of one-letter flags (-DnewVersion is not -n, a dry run).
func withoutProperties(args []Word) []Word {
	kept := make([]Word, 0, len(args))
	for _, a := range args {
		if a.Dynamic || len(a.Text) <= 2 || !strings.HasPrefix(a.Text, "-D") && !strings.HasPrefix(a.Text, "-P") {
			kept = append(kept, a)
		}
	}
	return kept
}

// packageScript records that `npm run NAME` (yarn NAME, pnpm NAME, bun run
// NAME) of a script named for writing (format, lint:fix, generate, …)
// writes files the line does not name.
func (w *walker) packageScript(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	if len(args) > 0 && (args[0].Text == "run" || args[0].Text == "run-script") {
		args = args[1:]
	} else if inv.Name == "npm" || inv.Name == "bun" {
		return // npm test, bun test: no script of that kind
	}
	if len(args) == 0 || args[0].Dynamic || strings.HasPrefix(args[0].Text, "-") {
		return
	}
	if _, sub := writerRules(inv.Name); sub {
		if _, ok := subcommand(args, args[0].Text); ok && isPackageSubcommand(inv.Name, args[0].Text) {
			return
		}
	}
	// A script named for writing, or given a write option to pass on
	// (npm run lint -- --fix, yarn lint --fix).
	passed := hasOption(args[1:], []string{"--fix", "--write", "-w", "-u", "--updateSnapshot", "--update-snapshot", "--update"})
	if writingName(args[0].Text) || passed {
		w.unknownWrites(Invocation{Args: []Word{{Text: inv.Name}, {Text: "run"}, args[0]}}, sc, display(inv.Args))
		aliases := nameAliases(args[0].Text)
		if passed && hasOption(args[1:], []string{"--fix"}) {
			aliases = fixAliases("")
		}
		w.out.Writes[len(w.out.Writes)-1].Aliases = aliases
	}
}

// isPackageSubcommand reports whether sub is one of the package manager's
// own subcommands in writerRules (yarn add is not a script named add).
func isPackageSubcommand(name, sub string) bool {
	rules, _ := writerRules(name)
	for _, r := range rules {
		if f := strings.Fields(r.sub); len(f) > 0 && f[0] == sub {
			return true
		}
	}
	return false
}

// containerCopy records the local destination of docker cp (podman cp,
// docker compose cp, kubectl cp): a copy out of a container writes it.
func (w *walker) containerCopy(args []Word, sc *scope) {
	i := 0
	for i < len(args) && (args[i].Text == "container" || args[i].Text == "compose" || strings.HasPrefix(args[i].Text, "-")) {
		if args[i].Text == "-f" || args[i].Text == "-p" || args[i].Text == "-n" || args[i].Text == "--namespace" || args[i].Text == "--file" || args[i].Text == "--project-name" {
			i++
		}
		i++
	}
	if i >= len(args) || args[i].Text != "cp" {
		return
	}
	o := getopt(args[i+1:], "c", "container")
	if len(o.pos) != 2 || remote(o.pos[1].Text) || o.pos[1].Text == "-" {
		return
	}
	argv := append([]Word{{Text: "docker"}}, args...)
	n := len(w.out.Writes)
	w.programWrite(sc, o.pos[1], Overwrite, display(argv), "", "", dirLike(o.pos[1].Text))
	if len(w.out.Writes) > n {
		w.out.Writes[n].Verbs = []string{"copy", "pull", "fetch", "grab", "cp"}
	}
}

// writingName reports whether a script's or target's name says it writes
// files: one of its words (split at _ - : . /) is a writing verb
// (generate, fmt, fix, update, install, clean, …) and none says it only
// checks (check, verify, diff, dry).
func writingName(name string) bool {
	name = path.Base(name)
	if dot := strings.LastIndexByte(name, '.'); dot > 0 {
		name = name[:dot]
	}
	writes, first := false, true
	for name != "" {
		// The next word, without allocating: this runs for every make
		// target and script a line runs. Words end at _ - : . / and
		// where a capital follows a small letter (spotlessApply).
		i := wordEnd(name)
		f := name[:i]
		name = strings.TrimLeft(name[i:], "_-:./")
		switch strings.ToLower(f) {
		case "check", "verify", "diff", "dry", "test", "validate", "ci":
			return false
		case "regen", "regenerate", "generate", "gen", "codegen", "fmt", "format", "fix", "autofix", "update", "upgrade",
			"bump", "install", "vendor", "tidy", "clean", "distclean", "write", "prettify", "rewrite", "snapshot", "snapshots", "scaffold", "apply",
			"set", "mocks",
			// Named for removing (make prune, purge-cache, wipe_db) or for
			// setting the project up (./scripts/bootstrap.sh, setup, init):
			// both change files the line does not name.
			"prune", "purge", "wipe", "nuke", "delete", "remove", "bootstrap", "setup", "init":
			writes = true
		case "release", "publish", "deploy":
			// Named first for a release or a deployment (just release,
			// make publish, ./scripts/deploy.sh): bumps versions, tags,
			// writes changelogs the line does not name. A build of a
			// release variant (assembleRelease) is a build.
			writes = writes || first
		}
		first = false
	}
	return writes
}

// wordEnd is where the first word of a script's or target's name ends:
// at _ - : . / or where a capital letter follows a small one.
func wordEnd(name string) int {
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c == '_' || c == '-' || c == ':' || c == '.' || c == '/':
			return i
		case i > 0 && c >= 'A' && c <= 'Z' && name[i-1] >= 'a' && name[i-1] <= 'z':
			return i
		}
	}
	return len(name)
}

// interpreter records what an interpreter writes: a script file named for
// writing (scripts/regen_fixtures.py), a program given inline (-c, -e, or
// a here-document) that opens a file for writing or calls a writing
// function, a module of writerRules (python -m black), or a Django
// manage.py command that writes (makemigrations, …).
func (w *walker) interpreter(inv Invocation, sc *scope) {
	args := inv.Args[1:]
	code, inline := inv.Stdin, inv.Stdin != ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.Dynamic:
			return
		case a.Text == "-c" || a.Text == "-e" || a.Text == "-r" || a.Text == "--eval" || a.Text == "-p" || a.Text == "--print" || a.Text == "eval":
			if i+1 < len(args) {
				code, inline = args[i+1].Text, true
			}
			i = len(args)
		case a.Text == "-m" && i+1 < len(args):
			if rules, ok := writerRules(args[i+1].Text); ok {
				w.ruleWrites(args[i+1].Text, rules, args[i+2:], sc, false)
			}
			return
		case a.Text == "-":
			i = len(args)
		case strings.HasPrefix(a.Text, "-"):
		default:
			if asksUsage(args[i+1:]) {
				return // the script only prints its usage
			}
			if path.Base(a.Text) == "manage.py" {
				w.manage(inv, args[i+1:], sc)
			} else if writingName(a.Text) {
				w.unknownWrites(Invocation{Args: []Word{inv.Args[0], a}}, sc, display(inv.Args))
				w.out.Writes[len(w.out.Writes)-1].Aliases = nameAliases(path.Base(a.Text))
			} else {
				w.projectScript(inv, args[i+1:], sc, false) // php artisan make:migration
			}
			return
		}
	}
	if !inline {
		return
	}
	by := display(inv.Args)
	// Every file opened for writing, not only the first: a program that
	// writes the file asked for may write another.
	for at := 0; ; {
		file, mode, next, ok := nextOpenedForWrite(code, at)
		if !ok {
			break
		}
		kind := Overwrite
		if strings.Contains(mode, "a") {
			kind = Append
		}
		w.programWrite(sc, Word{Text: file, Dynamic: file == ""}, kind, by, "", "", false)
		at = next
	}
	if writesInCode(w.namedFileCalls(code, sc, by)) {
		w.unknownWrites(inv, sc, by)
	}
}

// manage records the Django management commands that write project
// files (makemigrations, makemessages, …), unless --check or --dry-run.
func (w *walker) manage(inv Invocation, args []Word, sc *scope) {
	if len(args) == 0 || args[0].Dynamic || hasOption(args, []string{"--check", "--dry-run", "--help"}) {
		return
	}
	switch args[0].Text {
	default:
		w.outputOption(inv, args[1:], sc) // spectacular --file openapi.json
	case "makemigrations", "makemessages", "compilemessages", "startapp", "squashmigrations", "optimizemigration", "collectstatic":
		w.unknownWrites(Invocation{Args: []Word{{Text: "python"}, {Text: "manage.py"}, args[0]}}, sc, display(inv.Args))
		if args[0].Text != "makemigrations" || hasOption(args, []string{"--empty", "--merge"}) {
			return
		}
		// "make the migrations for the shop app": the migrations of the
		// apps named, their name if given. With no app named they are
		// every app's, which naming some asks for less of: asked.
		o := getopt(args[1:], "nv", "name", "settings", "pythonpath", "verbosity")
		if len(o.pos) == 0 {
			return
		}
		words := append([]Word{{Text: "migrations"}}, o.pos...)
		if name, ok := firstValue(o, "n", "name"); ok {
			words = append(words, name)
		}
		w.out.Writes[len(w.out.Writes)-1].Aliases = generated(words)
	}
}

// openedForWrite finds the first Python/Ruby-style open(PATH, MODE) of a
// program text whose mode writes or appends: the literal path ("" when
// not literal) and the mode.
func openedForWrite(code string) (file, mode string, ok bool) {
	file, mode, _, ok = nextOpenedForWrite(code, 0)
	return file, mode, ok
}

// nextOpenedForWrite is openedForWrite from offset start of code, with
// the offset just past the call found, where the next one is looked for.
func nextOpenedForWrite(code string, start int) (file, mode string, next int, ok bool) {
	for from := start; ; {
		i := strings.Index(code[from:], "open(")
		if i < 0 {
			return "", "", len(code), false
		}
		i += from + len("open(")
		from = i
		end := strings.IndexByte(code[i:], ')')
		if end < 0 {
			end = len(code) - i
		}
		call := code[i : i+end]
		parts := strings.Split(call, ",")
		if len(parts) < 2 {
			continue
		}
		m := strings.TrimSpace(parts[1])
		m = strings.TrimPrefix(m, "mode=")
		m = strings.Trim(m, `'"`)
		if m == "" || strings.Trim(m, "rwaxbt+") != "" || !strings.ContainsAny(m, "wax+") {
			continue
		}
		p := strings.TrimSpace(parts[0])
		if lit, ok := stringLiteral(p); ok {
			return lit, m, i + end, true
		}
		return boundPath(code, p), m, i + end, true
	}
}

// stringLiteral is the text of a quoted literal with nothing formatted
// into it ('a.txt', "a.txt"; not f"{x}", "%s").
func stringLiteral(p string) (string, bool) {
	if len(p) >= 2 && (p[0] == '\'' || p[0] == '"') && p[len(p)-1] == p[0] && !strings.ContainsAny(p[1:len(p)-1], "{}$%'\"") {
		return p[1 : len(p)-1], true
	}
	return "", false
}

// boundPath is the literal path a name stands for in a program text (""
// when not known): the name is assigned once, unindented (or after a ;),
// a string
// literal (p='a.json'), and every other use of it is a call's first
// argument (open(p …); no def or lambda could bind it as a parameter,
// no := or exec rebind it).
// A loop, a second assignment, p += … or a with/as binding leaves it "".
func boundPath(code, name string) string {
	if !isIdentifier(name) || strings.Contains(code, "def ") || strings.Contains(code, "lambda") ||
		strings.Contains(code, ":=") || strings.Contains(code, "exec(") || strings.Contains(code, "globals(") {
		return ""
	}
	value := ""
	for i := 0; ; {
		j := strings.Index(code[i:], name)
		if j < 0 {
			break
		}
		j += i
		i = j + len(name)
		if j > 0 && identByte(code[j-1]) || i < len(code) && identByte(code[i]) {
			continue // part of a longer name
		}
		if j > 0 && code[j-1] == '(' {
			continue // a call's first argument
		}
		if value != "" || !statementStart(code, j) {
			return ""
		}
		rest := strings.TrimLeft(code[i:], " ")
		if !strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, "==") {
			return ""
		}
		line := strings.TrimSpace(rest[1:])
		if end := strings.IndexAny(line, "\n;"); end >= 0 {
			line = line[:end]
		}
		lit, ok := stringLiteral(strings.TrimSpace(line))
		if !ok || lit == "" {
			return ""
		}
		value = lit
	}
	return value
}

// statementStart reports whether offset j of a program text opens a
// statement at the top level: the start of the text or of a line,
// unindented, or after a ; (a one-line program: p='a.json';open(p,'w')).
func statementStart(code string, j int) bool {
	k := j
	for k > 0 && code[k-1] == ' ' {
		k--
	}
	return j == 0 || code[j-1] == '\n' || k > 0 && code[k-1] == ';'
}

// isIdentifier reports whether s is a program's name for a value (letters,
// digits, _; not starting with a digit).
func isIdentifier(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !identByte(s[i]) {
			return false
		}
	}
	return true
}

// identByte reports whether b may be part of an identifier.
func identByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// writeCalls are calls that write, delete or move files in the
// interpreters' standard libraries.
var writeCalls = []string{
	".write_text(", ".write_bytes(", ".unlink(", "os.remove(", "os.rename(", "os.replace(", "shutil.", "rmtree(",
	".mkdir(", "os.makedirs(", ".to_csv(", ".to_json(", ".savefig(", "writeFileSync(", "writeFile(", "appendFile",
	"unlinkSync(", "renameSync(", "copyFileSync(", "rmSync(", "fs.rm(", "File.write(", "FileUtils.", "file_put_contents(",
	"fopen(", "Deno.writeTextFile(", "Deno.remove(", "os.system(", "subprocess.",
}

// writesInCode reports whether a program text calls one of writeCalls.
func writesInCode(code string) bool {
	for _, c := range writeCalls {
		if strings.Contains(code, c) {
			return true
		}
	}
	return false
}

// protoc records that each --LANG_out=DIR writes generated files (which
// the line does not name) in DIR.
func (w *walker) protoc(args []Word, sc *scope) {
	argv := append([]Word{{Text: "protoc"}}, args...)
	if w.protocFiles(args, sc, display(argv)) {
		return
	}
	for _, a := range args {
		name, dir, ok := strings.Cut(a.Text, "=")
		if !ok || !strings.HasPrefix(name, "--") || !strings.HasSuffix(name, "_out") {
			continue
		}
		if _, opts, found := strings.Cut(dir, ":"); found {
			dir = opts // --go_out=paths=source_relative:gen
		}
		n := len(w.out.Writes)
		w.programWrite(sc, Word{Text: dir, Dynamic: a.Dynamic}, Unknown, display(argv), programOf(argv), "", true)
		if len(w.out.Writes) > n {
			w.out.Writes[n].Verbs, w.out.Writes[n].Aliases = runVerbs, effectAliases("protoc")
		}
	}
}

// protocOutputs are the files protoc's plugins write for a .proto file,
// by the plugin's output option: the name with .proto replaced by the
// suffix. The Go plugins do so beside the proto only with
// paths=source_relative.
var protocOutputs = map[string]string{
	"--go_out": ".pb.go", "--go-grpc_out": "_grpc.pb.go", "--python_out": "_pb2.py", "--pyi_out": "_pb2.pyi",
}

// protocFiles records the files protoc writes when the line tells them
// all: every output option one of protocOutputs (a Go one with
// paths=source_relative), no import path given (the protos are then
// where they are named), each proto a literal .proto file. The files
// written are generated code: regenerating them asks for this. It
// reports false, writing nothing, when the line does not tell.
func (w *walker) protocFiles(args []Word, sc *scope, by string) bool {
	var protos []string
	outs := map[string]string{}   // output option → directory
	relative := map[string]bool{} // Go plugin → paths=source_relative
	for _, a := range args {
		if a.Dynamic {
			return false
		}
		opt, value, _ := strings.Cut(a.Text, "=")
		switch {
		case strings.HasSuffix(opt, "_opt"):
			if value == "paths=source_relative" {
				relative[strings.TrimSuffix(opt, "_opt")+"_out"] = true
			}
		case strings.HasSuffix(opt, "_out"):
			if _, ok := protocOutputs[opt]; !ok || value == "" {
				return false
			}
			if opts, dir, ok := strings.Cut(value, ":"); ok {
				value = dir
				relative[opt] = relative[opt] || opts == "paths=source_relative"
			}
			outs[opt] = value
		case strings.HasPrefix(a.Text, "-"):
			return false // -I, --proto_path, --descriptor_set_out, …
		case strings.HasSuffix(a.Text, ".proto") && !strings.HasPrefix(a.Text, "/") && !strings.HasPrefix(a.Text, "../"):
			protos = append(protos, path.Clean(a.Text))
		default:
			return false
		}
	}
	if len(outs) == 0 || len(protos) == 0 {
		return false
	}
	for opt := range outs {
		if strings.HasPrefix(opt, "--go") && !relative[opt] {
			return false
		}
	}
	for _, proto := range protos {
		for _, opt := range slices.Sorted(maps.Keys(outs)) {
			dir := outs[opt]
			out := path.Join(dir, strings.TrimSuffix(proto, ".proto")+protocOutputs[opt])
			n := len(w.out.Writes)
			w.programWrite(sc, Word{Text: out}, Overwrite, by, "", "", false)
			if len(w.out.Writes) > n {
				w.out.Writes[n].Verbs, w.out.Writes[n].Aliases = regenVerbs, effectAliases("protoc")
			}
		}
	}
	return true
}

// outputFiles records the files named by the output options of programs
// that write where they are told: mockgen -destination, openssl -out and
// -keyout, ssh-keygen -f (and its .pub).
func (w *walker) outputFiles(name string, args []Word, sc *scope) {
	by := display(append([]Word{{Text: name}}, args...))
	for i, a := range args {
		if !strings.HasPrefix(a.Text, "-") || a.Dynamic {
			continue
		}
		t := strings.TrimLeft(a.Text, "-")
		var value Word
		if k, v, eq := strings.Cut(t, "="); eq {
			t, value = k, Word{Text: v}
		} else if i+1 < len(args) {
			value = args[i+1]
		} else {
			continue
		}
		switch {
		case name == "mockgen" && t == "destination", name == "openssl" && (t == "out" || t == "keyout"):
			w.programWrite(sc, value, Overwrite, by, "", "", false)
		case name == "ssh-keygen" && a.Text == "-f" && !hasOption(args, []string{"-l", "-y", "-R", "-F", "-H", "-e"}):
			w.programWrite(sc, value, Overwrite, by, "", "", false)
			w.programWrite(sc, Word{Text: value.Text + ".pub", Dynamic: value.Dynamic}, Overwrite, by, "", "", false)
		}
	}
}
