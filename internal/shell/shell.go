// Package shell reads a shell command line the way a shell would run it,
// without running it: every simple command it may invoke (argv with
// quoting resolved, wrappers such as env or sudo taken off, shells' -c
// strings and eval read in turn) and every file it would write, delete,
// move or create. It parses with mvdan.cc/sh/v3/syntax, the parser of
// shfmt, and is pure: nothing is looked up on disk.
//
// What cannot be known before the command runs is said, never guessed: a
// word built at run time ($VAR, $(…), a glob, a brace expansion) is
// Dynamic, and a part whose effect cannot be read (eval of such text, a
// script piped into a shell, a git command that rewrites the work tree) is
// listed in Reading.Unreadable.
//
// Programs the package does not know (make, go, python, a script) are
// invocations and nothing more: what they do inside is not read. A caller
// that must be sure uses Claude Code's permission rules for those.
package shell

import (
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Bounds on the work done for one command line, whatever it holds.
const (
	// MaxBytes is the longest command line read; a longer one is an error
	// (ErrTooLong) and its effect cannot be read.
	MaxBytes = 64 << 10
	// MaxDepth bounds how many times text is read again as a script: the
	// string of sh -c, the words of eval, a here-document fed to a shell.
	// Deeper text is left unread (Unreadable).
	MaxDepth = 4
	// MaxNesting bounds the nesting of brackets and quotes of the line,
	// checked before parsing so the parser's recursion stays small.
	MaxNesting = 200
	// maxInvocations bounds the invocations kept; past it the rest of the
	// line is Unreadable.
	maxInvocations = 2000
)

// ErrTooLong is returned for a command line longer than MaxBytes.
var ErrTooLong = errors.New("the command is longer than 64 KB: it is not read")

// ErrTooDeep is returned for a command line nested deeper than MaxNesting.
var ErrTooDeep = errors.New("the command nests brackets or quotes more than 200 deep: it is not read")

// Word is one argument as the shell would pass it.
type Word struct {
	// Text is the argument with quotes and escapes resolved when the word
	// is static; for a Dynamic word it is the word as written.
	Text string
	// Dynamic marks a word whose value is only known at run time: it holds
	// a parameter or arithmetic expansion, a command substitution, an
	// unquoted glob or brace expansion, or a leading ~.
	Dynamic bool
}

// Invocation is one simple command the line may run. The invocations of
// one Reading share storage (argv one array, equal Via lists one slice):
// appending to Args or Via copies, but an element changed in place may
// change another invocation's too.
type Invocation struct {
	// Args is argv: the command word first, wrappers (env, sudo, nohup, …)
	// and leading VAR=value assignments taken off.
	Args []Word
	// Name is the command word's base name ("/usr/bin/git" → "git"), "" when
	// the command word is Dynamic.
	Name string
	// MoreArgs says argv gets further arguments only known at run time
	// (the command of xargs, or of find -exec).
	MoreArgs bool
	// Via lists, outermost first, what the command was found inside:
	// "env", "sh -c", "eval", "xargs", "$(…)", ….
	Via []string
	// Dir is the working directory the command runs in, when known: the
	// directory given to Read, changed by cd. "" when a cd made it unknown.
	Dir string
	// SetsPath says the command runs with a PATH the line itself set
	// (PATH=… cmd, export PATH=…), so its command word may not be the
	// program of that name.
	SetsPath bool
	// Stdin is the literal here-document or here-string the command reads
	// ("" when none): a program an interpreter reads (python3 - <<EOF), or
	// text a command writes somewhere (cat > f <<EOF); as written when it
	// expands something at run time, so a program's calls are still read.
	Stdin string
}

// Kind is what a command does to a file.
type Kind string

// The kinds of write.
const (
	Overwrite  Kind = "overwrite"   // replaced whole (>, cp onto it, tee, dd of=)
	Append     Kind = "append"      // added to (>>, tee -a)
	EditPlace  Kind = "edit"        // edited in place (sed -i, perl -i)
	Truncate   Kind = "truncate"    // cut to a size (truncate)
	Delete     Kind = "delete"      // removed (rm, git rm, rmdir)
	MoveFrom   Kind = "move-from"   // moved away (the source of mv)
	MoveTo     Kind = "move-to"     // moved onto (the destination of mv)
	Create     Kind = "create"      // created when absent, else only its time changes (touch)
	MakeDir    Kind = "mkdir"       // a directory created (mkdir, install -d)
	Link       Kind = "link"        // a link created at this path (ln)
	Restore    Kind = "restore"     // overwritten from git (git checkout -- f, git restore f)
	Attributes Kind = "attributes"  // mode or owner changed (chmod, chown), not the content
	Unknown    Kind = "unknown-use" // written in a way the package does not read; with Recursive, files under Path the command does not name
)

// Changes reports whether the kind can change what a file holds (every kind
// but MakeDir and Attributes).
func (k Kind) Changes() bool { return k != MakeDir && k != Attributes }

// AddsExecuteOnly reports whether w is a chmod that only makes one file
// executable (chmod +x F, u+x, a+x, ug+x; not -R): it takes nothing away
// and changes no content.
func AddsExecuteOnly(w Write) bool {
	if w.Kind != Attributes || w.Recursive || w.Dynamic || len(w.Args) < 3 || path.Base(w.Args[0].Text) != "chmod" {
		return false
	}
	mode := w.Args[1].Text
	return !w.Args[1].Dynamic && strings.HasSuffix(mode, "+x") && strings.Trim(strings.TrimSuffix(mode, "+x"), "ugoa") == ""
}

// Write is one file a command would write, delete, move or create.
type Write struct {
	// Path is the file, cleaned and absolute when the directory is known;
	// for a Dynamic write, the word as written.
	Path string
	// Kind says what happens to it.
	Kind Kind
	// Dynamic marks a path only known at run time.
	Dynamic bool
	// Recursive marks a directory operation on everything under Path
	// (rm -r, cp -r onto it).
	Recursive bool
	// By is the command that writes, as written ("sed -i 's/a/b/' notes.md",
	// "> out.txt"), cut to a readable length.
	By string
	// Args is the argv of the command that writes (nil for a redirection),
	// for a caller that works out what it will write (sed -i's script).
	Args []Word
	// Program, for a write by a program that edits files itself (a
	// formatter, a package manager, make install, git pull; see
	// programs.go), is what a user names to ask for it: the command,
	// options left out ("make install", "cargo add serde"), or what it
	// applies ("fix.patch", "assets.tar.gz", the branch of git checkout).
	// "" for other writes.
	Program string
	// Verbs are the words that ask for Program besides the ordinary verbs
	// of change ("run", "extract", "switch"; git's subcommand).
	Verbs []string
	// Tool is the program's name as typed ("black", "cargo fmt") when the
	// files it writes are its operands: a request naming the tool and the
	// file ("run black on app/models.py") asks for this write.
	Tool string
	// Fixes, for a linter that only reports unless given an option to fix
	// what it finds (rubocop -A, eslint --fix, ruff check --fix), is that
	// option as typed; "" for a program that writes without one.
	Fixes string
	// Aliases are the other ways a user names the program's work ("format
	// the code", "fix the lint errors", "add axios", "bump the version"),
	// for a request that names no file: see Alias.
	Aliases []Alias
	// Unread is the reason in Reading.Unreadable this write stands for
	// (git pull's "changes files … the command does not name"): a caller
	// that judges the write may drop the reason.
	Unread string
	// With is the file this one is kept in step with (a lock file's
	// manifest: Cargo.lock with Cargo.toml; a temporary file moved onto
	// the file it stands in for), absolute; "" when none. (The backup of
	// sed -i.bak is not: a file the user did not ask for is left.)
	With string
	// Backup is the file this one is the backup copy of (sed -i.bak,
	// perl -i.orig), absolute; "" when none.
	Backup string
	// Transient marks a file the command writes and then moves onto With
	// (jq … > f.tmp && mv f.tmp f): nothing of it is left after the
	// command, unless it was there before (which a caller checks).
	Transient bool
	// Relock marks the files of a command that only brings a lock file in
	// step with its manifest (go mod tidy, bundle lock): the lock file and
	// the manifest it also writes, each asked for by naming either.
	Relock bool
	// Needs, when not empty, are the build files one of which must be in
	// the write's directory for the command to write at all (make reads
	// Makefile, makefile or GNUmakefile; where none is it fails and writes
	// nothing): a caller that can look at the directory checks.
	Needs []string
	// Text is everything the command writes to this file, when that is
	// known from the command alone (TextKnown): the static words of echo
	// or printf, a literal here-document fed to cat, nothing for `: > f`
	// or `> f`, redirected to it with > (the new content) or >> (what is
	// appended).
	Text      string
	TextKnown bool
	// Glob, for a Dynamic write whose only run-time part is a glob
	// (rm logs/*.log, find tmp -name '*.tmp' -delete), is the pattern:
	// absolute when the directory is known, "**" standing for any depth
	// below (find); "" for any other write.
	Glob string
	// From, for a write of Glob by a copy or move of a source glob into a
	// directory (cp -r assets/* public/, mv *.log logs/), is the source
	// pattern, absolute when the directory is known: the files written
	// are the ones it matches, not everything in the destination.
	From string
	// Narrowed are the qualifiers find's tests put on the files of Glob
	// ("empty" for -empty): the command writes only those of the glob's
	// files that have them.
	Narrowed []string
}

// Alias is one way a user names what a program does without naming its
// files or typing it: a name ("code", "lint", "axios", "version") and the
// verbs that ask for it with that name ("format", "fix", "add", "bump").
// All, when set, makes the alias one of several names that must all be
// asked for (each package of npm install a b). Files, when set, lets the
// alias hold in a request that also names files: it names an effect
// ("unpack seed.tar.gz", "apply the patch from patches/"), not a
// formatter's reach. Every, when set, says the program does this work to
// every one of its kind (jest -u with no test named updates every
// snapshot): a request naming one of them ("the Header snapshot") asks for
// less.
type Alias struct {
	Name  string
	Verbs []string
	All   bool
	Files bool
	Every bool
}

// Reading is what a command line would do.
type Reading struct {
	// Invocations lists every simple command, in the order written.
	Invocations []Invocation
	// Writes lists every file written, in the order written.
	Writes []Write
	// Unreadable says, one reason each, what the line does that cannot be
	// read before it runs. Empty when everything was read.
	Unreadable []string
	// HiddenCommands says some command the line runs is not among
	// Invocations: eval or sh -c of text built at run time, a script piped
	// into a shell, text nested too deep, a command xargs gets at run time.
	// (Invocations then also holds one with a Dynamic command word, or the
	// shell that reads the hidden script.)
	HiddenCommands bool
}

// Readable reports whether the whole effect of the line was read.
func (r Reading) Readable() bool { return len(r.Unreadable) == 0 }

// Read parses command and lists what it runs and writes; relative paths
// are resolved against dir (cleaned), or left Dynamic when dir is "". A
// command that does not parse, or is too long or too deep, is an error:
// its effect cannot be read.
func Read(command, dir string) (r Reading, err error) {
	defer func() {
		// A tree the walk did not expect is a command not read, never a crash.
		if p := recover(); p != nil {
			r, err = Reading{}, fmt.Errorf("the command could not be read (%v)", p)
		}
	}()
	if len(command) > MaxBytes {
		return Reading{}, ErrTooLong
	}
	if nesting(command) > MaxNesting {
		return Reading{}, ErrTooDeep
	}
	w := &walker{parser: syntax.NewParser(syntax.Variant(syntax.LangBash))}
	file, err := w.parse(command)
	if err != nil {
		return Reading{}, err
	}
	if dir != "" {
		dir = filepath.Clean(dir)
	}
	// About one command per 20 bytes in command lines agents write: room
	// for them up front, rather than copies as the list grows.
	w.out.Invocations = make([]Invocation, 0, min(len(command)/20+1, 256))
	// And about one word per 6 bytes, for the argv of all of them.
	w.argv = make([]Word, 0, min(len(command)/6+4, 256))
	w.temp = tempVar(file)
	w.stmts(file.Stmts, &scope{dir: dir, known: dir != ""}, 0)
	w.checkedAfter()
	transients(w.out.Writes)
	return w.out, nil
}

// parse parses src as bash with the walker's parser and reader, turning a
// parse error or a panic of the parser into an error.
func (w *walker) parse(src string) (f *syntax.File, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, err = nil, fmt.Errorf("the shell parser failed on this command: %v", r)
		}
	}()
	w.src.Reset(src)
	f, err = w.parser.Parse(&w.src, "")
	if err != nil {
		var pe syntax.ParseError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("the command does not parse as a shell command (%s)", pe.Error())
		}
		return nil, fmt.Errorf("the command does not parse as a shell command (%v)", err)
	}
	return f, nil
}

// nesting is an upper bound on how deep src nests: every opening bracket,
// brace and backquote counts, quotes or not, so it over-counts and never
// under-counts what the parser recurses on.
func nesting(src string) int {
	depth, deepest, backquote := 0, 0, false
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			if depth > 0 {
				depth--
			}
		case '`':
			if backquote {
				depth--
			} else {
				depth++
			}
			backquote = !backquote
		default:
			continue
		}
		deepest = max(deepest, depth)
	}
	return deepest
}

// Comparable reports whether a and b say enough of what they write to be
// compared: both with their text known (Write.TextKnown), or both with
// the words of the command that writes (Args). A redirection of another
// command is neither: what it writes comes from a command it does not
// record.
func Comparable(a, b Write) bool {
	return a.TextKnown && b.TextKnown || a.Args != nil && b.Args != nil
}

// SameWrite reports whether a and b are the same write: the same file,
// changed the same way, with the same text or by a command of the same
// words (Comparable ones only).
func SameWrite(a, b Write) bool {
	if a.Args == nil && b.Args == nil && a.Program != "" && !a.TextKnown && !b.TextKnown {
		// A program's own write (buildozer, rails db:migrate): the same
		// command words write the same files the same way.
		return a.Program == b.Program && a.By == b.By && a.Path == b.Path && a.Kind == b.Kind && a.Dynamic == b.Dynamic && a.Recursive == b.Recursive
	}
	if !Comparable(a, b) || a.Path != b.Path || a.Kind != b.Kind || a.Dynamic != b.Dynamic || a.Recursive != b.Recursive {
		return false
	}
	if a.TextKnown && b.TextKnown {
		return a.Text == b.Text
	}
	if a.By != b.By || len(a.Args) != len(b.Args) {
		return false
	}
	for i := range a.Args {
		if a.Args[i] != b.Args[i] {
			return false
		}
	}
	return true
}
