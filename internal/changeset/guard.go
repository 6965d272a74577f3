package changeset

import (
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// ReviewCommand is the plugin's slash command for reviewing change sets.
const ReviewCommand = "/plan-compliance:changes"

// Verbs of `plan-compliance changes`: true for those that only read, false
// for those that decide on items, delete sets or open the review screen.
// Every subcommand must be listed (a test walks the real command tree); a
// verb not listed is treated as deciding.
var changesVerbs = map[string]bool{
	"list": true, "show": true, "help": true,
	"confirm": false, "confirm-all": false, "reject": false, "defer": false,
	"dismiss": false, "prune": false, "review": false,
}

// VerbReads reports whether a `plan-compliance changes` subcommand only
// reads; known is false for a verb the guard does not know (it then
// counts as deciding).
func VerbReads(verb string) (reads, known bool) {
	reads, known = changesVerbs[verb]
	return reads, known
}

// Programs finds the program a command word runs and tells whether it is
// one of plan-compliance's (internal/ownprogram).
type Programs interface {
	// Find resolves a command word as the shell would, in dir; "" when
	// nothing is found.
	Find(word, dir string) string
	// Ours reports whether the file at path is a plan-compliance program
	// (the file itself, a link, a copy, or a script that runs it).
	Ours(path string) bool
}

// Guarded is what the guard makes of a Bash command.
type Guarded struct {
	// Changes says the command may run `plan-compliance changes` (or the
	// review program): such a command is never deferred itself.
	Changes bool
	// Decides says it may decide on change-set items; Why names the
	// invocation (or the part that cannot be read) that may.
	Decides bool
	Why     string
	// Unreadable says Decides only because the command cannot be read
	// before it runs (a word, a script or a program known at run time).
	Unreadable bool
	// Sole says the command is one `plan-compliance changes …` of static
	// words and nothing else: allowing it allows nothing more.
	Sole bool
}

// Guard reads a Bash command (run in dir) for invocations that may reach
// `plan-compliance changes` with a verb other than list, show or help: by
// name, by a path, through a copy or link of the program under another
// name (programs tells), or by a form that cannot be read before it runs
// (a command word or argument built at run time, eval of such text, a
// script piped into a shell, xargs feeding the program). Allow-list: only
// the reading verbs are open.
func Guard(command, dir string, programs Programs) Guarded {
	r, err := shell.Read(command, dir)
	return GuardRead(r, err, programs)
}

// GuardRead is Guard on a command already read (shell.Read's result and
// error), for a caller that reads it once for several purposes.
func GuardRead(r shell.Reading, err error, programs Programs) Guarded {
	if err != nil {
		return Guarded{Changes: true, Decides: true, Unreadable: true, Why: "the command cannot be read (" + err.Error() + ")"}
	}
	var g Guarded
	for _, inv := range r.Invocations {
		ours, why := mayBeOurs(inv, r, programs)
		if !ours {
			continue
		}
		reaches, decides, verbWhy := decision(inv)
		if !reaches {
			continue
		}
		g.Changes = true
		if decides && !g.Decides {
			g.Decides, g.Why = true, why+verbWhy
			g.Unreadable = inv.Name == "" || strings.Contains(verbWhy, "only known at run time")
		}
	}
	if r.HiddenCommands && !g.Decides {
		g.Changes, g.Decides, g.Unreadable = true, true, true
		g.Why = "it runs commands that cannot be read before they run (" + strings.Join(r.Unreadable, "; ") + ")"
	}
	g.Sole = g.Changes && len(r.Invocations) == 1 && len(r.Writes) == 0 &&
		len(r.Invocations[0].Via) == 0 && r.Readable() && allStatic(r.Invocations[0].Args)
	return g
}

// mayBeOurs reports whether an invocation may run a plan-compliance
// program, and says how it was recognised.
func mayBeOurs(inv shell.Invocation, r shell.Reading, programs Programs) (bool, string) {
	if inv.Name == "" {
		return true, "the command word " + inv.Args[0].Text + " is only known at run time; "
	}
	if isOurName(inv.Name) {
		return true, ""
	}
	prog, ok := inv.Program()
	if !ok || !reachable(inv) {
		return false, ""
	}
	if prog.Dynamic {
		return true, "the program " + prog.Text + " is only known at run time; "
	}
	if isOurName(filepath.Base(prog.Text)) {
		return true, ""
	}
	if inv.SetsPath && !strings.Contains(prog.Text, "/") {
		return true, prog.Text + " runs with a PATH the command sets; "
	}
	if inv.Dir == "" && !filepath.IsAbs(prog.Text) && strings.Contains(prog.Text, "/") {
		return true, prog.Text + " is relative to a directory only known at run time; "
	}
	if programs == nil {
		return false, ""
	}
	path := programs.Find(prog.Text, inv.Dir)
	if path == "" && prog.Text != inv.Args[0].Text && !strings.Contains(prog.Text, "/") {
		// A shell's script file or a sourced file: also looked for here.
		path = programs.Find("./"+prog.Text, inv.Dir)
	}
	if path == "" {
		if madeHere(prog.Text, inv.Dir, r) {
			return true, prog.Text + " is a program the command itself creates; "
		}
		return false, ""
	}
	if programs.Ours(path) {
		return true, prog.Text + " is plan-compliance under another name; "
	}
	return false, ""
}

// isOurName reports whether a program name is plan-compliance's (the
// launcher scripts/plan-compliance has the same name).
func isOurName(name string) bool {
	return name == "plan-compliance" || name == "plan-compliance-review"
}

// reachable reports whether the arguments could make our program decide:
// they hold "changes", or a word or more arguments only known at run time.
// (The review program needs no argument, but also a terminal, which an
// agent's command does not have; by its name it is always guarded.)
func reachable(inv shell.Invocation) bool {
	if inv.MoreArgs {
		return true
	}
	for _, a := range inv.Args[1:] {
		if a.Dynamic || a.Text == "changes" {
			return true
		}
	}
	return false
}

// madeHere reports whether a command word that resolves to nothing may be
// a program the same command line writes first (a copy made and run).
func madeHere(word, dir string, r shell.Reading) bool {
	target := word
	if strings.Contains(word, "/") && !filepath.IsAbs(word) && dir != "" {
		target = filepath.Join(dir, word)
	}
	for _, w := range r.Writes {
		if w.Dynamic || w.Path == target || filepath.Base(w.Path) == filepath.Base(word) {
			return true
		}
	}
	return false
}

// decision reads the arguments of an invocation of our program: reaches
// says it may run the changes command (or the review program), decides
// that it may run a verb that is not list, show or help.
func decision(inv shell.Invocation) (reaches, decides bool, why string) {
	if inv.Name == "" {
		// Word splitting can make one word the program, "changes" and a verb.
		return true, true, "it may run anything"
	}
	name := inv.Name
	args := inv.Args[1:]
	if prog, ok := inv.Program(); ok && !prog.Dynamic && prog != inv.Args[0] {
		name = filepath.Base(prog.Text)
		args = afterWord(inv.Args, prog)
	}
	show := strings.Join(texts(inv.Args), " ")
	if name == "plan-compliance-review" {
		if len(args) == 1 && (args[0].Text == "--help" || args[0].Text == "-h") && !args[0].Dynamic {
			return true, false, ""
		}
		return true, true, "`" + show + "` opens the review screen"
	}
	reaches = inv.MoreArgs
	open := false // a reading verb was seen: later words are its arguments
	for i, a := range args {
		if a.Dynamic && !open {
			return true, true, "`" + show + "` has an argument only known at run time (" + a.Text + ")"
		}
		if a.Text != "changes" || a.Dynamic {
			continue
		}
		reaches = true
		if i+1 == len(args) {
			if inv.MoreArgs {
				return true, true, "`" + show + "` gets its verb at run time"
			}
			continue
		}
		next := args[i+1]
		if next.Dynamic {
			return true, true, "`" + show + "` has a verb only known at run time (" + next.Text + ")"
		}
		if reads, _ := VerbReads(next.Text); !(reads || next.Text == "--help" || next.Text == "-h") {
			return true, true, "`" + show + "` runs `changes " + next.Text + "`"
		}
		open = true
	}
	if inv.MoreArgs && reaches && !containsText(args, "changes") {
		return true, true, "`" + show + "` gets its arguments at run time"
	}
	return reaches, false, ""
}

// afterWord is the arguments that follow the word p (a shell's script).
func afterWord(args []shell.Word, p shell.Word) []shell.Word {
	for i, a := range args {
		if a == p {
			return args[i+1:]
		}
	}
	return args[1:]
}

func texts(ws []shell.Word) []string {
	out := make([]string, 0, len(ws))
	for _, w := range ws {
		out = append(out, w.Text)
	}
	return out
}

func allStatic(ws []shell.Word) bool {
	for _, w := range ws {
		if w.Dynamic {
			return false
		}
	}
	return true
}

func containsText(ws []shell.Word, s string) bool {
	for _, w := range ws {
		if !w.Dynamic && w.Text == s {
			return true
		}
	}
	return false
}

// IsReviewPrompt reports whether the user's prompt is the review slash
// command (namespaced or, when unambiguous, plain /changes), which lets
// the model run the decisions the user names in that turn.
func IsReviewPrompt(prompt string) bool {
	p := strings.TrimSpace(prompt)
	for _, cmd := range []string{ReviewCommand, "/changes"} {
		if rest, ok := strings.CutPrefix(p, cmd); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\n' || rest[0] == '\t') {
			return true
		}
	}
	return false
}

// UnreadableHint follows SelfApprovalRefused when the command was refused
// only because it cannot be read.
const UnreadableHint = " If this command is not meant to decide on change sets, write its programs and arguments out (no $VAR or $(…) as a command or before the verb, no eval of built text, no script piped into a shell) and run it again."

// SelfApprovalRefused is the model's reason when it runs a deciding
// `plan-compliance changes` command the user did not ask for: it names
// the client's slash command where there is one.
func SelfApprovalRefused(slash Slash) string {
	where := "plan-compliance changes review in a terminal"
	if slash.Command != "" {
		where = slash.Command + " or plan-compliance changes review"
	}
	return "Only the user decides on proposed changes: this command may confirm, reject, defer or dismiss change-set items (or cannot be read well enough to tell), and the user did not ask for it in this turn. Tell the user which items wait for review; they can run " + where + " themselves."
}
