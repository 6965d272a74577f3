package changeset

import (
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/shell"
)

// ReviewCommand is the plugin's slash command for reviewing change sets.
const ReviewCommand = "/plan-compliance:changes"

// VerbReads reports whether a `plan-compliance changes` subcommand only
// reads; known is false for a verb the guard does not know (it then
// counts as deciding). Every subcommand must be listed (a test walks the
// real command tree). A switch, not a map: a map literal is built at
// start-up, by every hook process (docs/performance.md).
func VerbReads(verb string) (reads, known bool) {
	switch verb {
	case "list", "show", "help":
		return true, true
	case "confirm", "confirm-all", "reject", "defer", "dismiss", "prune", "review":
		return false, true
	}
	return false, false
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
	// Script is the start of the script file a shell runs, source reads or
	// a command word names (word resolved in dir, else on PATH): ok false
	// when there is no such file, tooBig when it goes on past what the
	// guard reads or is no regular file.
	Script(word, dir string) (text string, ok, tooBig bool)
}

// maxScriptDepth bounds how many scripts deep the guard reads (a script
// run by a script …).
const maxScriptDepth = 3

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
	// unseen says Decides because a script could not be read at all (too
	// long, no regular file, nested deeper than maxScriptDepth): unlike a
	// script's own run-time words, that counts in every script around it.
	unseen bool
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
	return guardRead(r, err, programs, 0)
}

func guardRead(r shell.Reading, err error, programs Programs, depth int) Guarded {
	if err != nil {
		return Guarded{Changes: true, Decides: true, Unreadable: true, Why: "the command cannot be read (" + err.Error() + ")"}
	}
	var g Guarded
	for _, inv := range r.Invocations {
		if sg, found := script(inv, r, programs, depth); found {
			if sg.Changes {
				g.Changes = true
			}
			if sg.Decides && !g.Decides {
				g.Decides, g.Why, g.Unreadable, g.unseen = true, sg.Why, sg.Unreadable, sg.unseen
			}
			continue
		}
		if why, found := otherProgram(inv); found && !g.Decides {
			g.Changes, g.Decides, g.Why = true, true, why
			continue
		}
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
	if !g.Decides && depth == 0 {
		if why, found := writesDecision(r, programs); found {
			g.Changes, g.Decides, g.Why = true, true, why
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

// script reads the script file a shell runs or source reads (bash x.sh,
// . x.sh; a command word that is such a file is left to mayBeOurs): a
// script the same command line writes cannot be read before it runs; one
// on disk is read with the guard.
// found is false when the invocation runs no script file, or one that
// does not exist (the shell then fails).
func script(inv shell.Invocation, r shell.Reading, programs Programs, depth int) (g Guarded, found bool) {
	prog, ok := inv.Program()
	if !ok || inv.Name == "" || prog.Dynamic || isOurName(filepath.Base(prog.Text)) {
		return Guarded{}, false
	}
	// A command word is read as a script only when it is a path (./s.sh):
	// a bare name is a program on PATH, looked at by mayBeOurs.
	word := prog == inv.Args[0]
	if word && !strings.Contains(prog.Text, "/") {
		return Guarded{}, false
	}
	unread := func(why string) (Guarded, bool) {
		return Guarded{Changes: true, Decides: true, Unreadable: true, Why: why}, true
	}
	if madeHere(prog.Text, inv.Dir, r) {
		return unread("`" + strings.Join(texts(inv.Args), " ") + "` runs a file the command itself writes, which cannot be read before it runs")
	}
	if programs == nil {
		return Guarded{}, false
	}
	text, ok, tooBig := programs.Script(prog.Text, inv.Dir)
	switch {
	case !ok && !word && runsAfterOthers(r, inv):
		// Not there yet, but other commands of the line run first and may
		// make it (rsync, unzip, git checkout: writers not read as such).
		g, _ := unread("`" + strings.Join(texts(inv.Args), " ") + "` runs a script that is not there yet; another command of the line may make it")
		g.unseen = true
		return g, true
	case !ok:
		return Guarded{}, false
	case word && !shellScript(text):
		return Guarded{}, false // a binary, or another language's script: mayBeOurs
	case tooBig:
		g, _ := unread("the script " + prog.Text + " is too long for the guard to read, or is no regular file")
		g.unseen = true
		return g, true
	case depth >= maxScriptDepth:
		g, _ := unread("the script " + prog.Text + " runs scripts nested deeper than the guard reads")
		g.unseen = true
		return g, true
	}
	// The script's own "$1", "$@" are words only known at run time: a
	// verb taken from them counts as deciding.
	sr, err := shell.Read(text, inv.Dir)
	sg := guardRead(sr, err, programs, depth+1)
	if sg.Unreadable && !sg.unseen && !mentionsChanges(text, inv.Args) {
		// A script's own unreadable parts ($CC, eval) matter only where
		// the changes command is named, in it or in its arguments: any
		// other script would be refused for being a script.
		return Guarded{}, true
	}
	if sg.Decides {
		sg.Why = "the script " + prog.Text + " may decide on change sets: " + sg.Why
	}
	return sg, true
}

// runsAfterOthers reports whether other commands of the line run before
// inv (it comes after them in the reading).
func runsAfterOthers(r shell.Reading, inv shell.Invocation) bool {
	for i, o := range r.Invocations {
		if len(o.Args) > 0 && len(inv.Args) > 0 && &o.Args[0] == &inv.Args[0] {
			return i > 0
		}
	}
	return false
}

// mentionsChanges reports whether a script or its arguments name our
// program or its changes command.
func mentionsChanges(text string, args []shell.Word) bool {
	if strings.Contains(text, "plan-compliance") || strings.Contains(text, "changes") {
		return true
	}
	for _, a := range args {
		if a.Dynamic || strings.Contains(a.Text, "changes") {
			return true
		}
	}
	return false
}

// codeRunner reports whether name takes program text in its arguments
// that may run commands (python -c, awk's system(), vim -c '!…', tar
// --to-command, rsync -e, sed's e command): the guard does not read those
// languages, so such text that names our program's changes command counts
// as running it. A switch, not a map, as in VerbReads.
func codeRunner(name string) bool {
	switch name {
	case "python", "python2", "python3", "pypy", "pypy3", "node", "nodejs",
		"deno", "bun", "perl", "ruby", "php", "lua", "luajit",
		"tclsh", "wish", "awk", "gawk", "mawk", "nawk", "busybox",
		"vim", "vi", "nvim", "ex", "view", "emacs", "less", "more",
		"tar", "rsync", "sed", "gsed", "osascript", "pwsh", "powershell",
		"R", "Rscript", "julia", "expect", "make", "gmake", "jq",
		"sqlite3", "psql", "mysql", "xargs", "ssh", "docker", "podman":
		return true
	}
	return false
}

// otherProgram finds what another program may run that the guard cannot
// read: program text naming our changes command given to a code runner
// (see codeRunner), or `go run PACKAGE changes VERB …`, which may build
// and run plan-compliance itself.
func otherProgram(inv shell.Invocation) (why string, found bool) {
	if inv.Name == "go" && len(inv.Args) > 2 && inv.Args[1].Text == "run" {
		args := inv.Args[2:]
		for len(args) > 0 && !args[0].Dynamic && strings.HasPrefix(args[0].Text, "-") {
			args = args[1:]
		}
		if len(args) > 0 && containsText(args, "changes") {
			run := shell.Invocation{Args: args, Name: "plan-compliance", MoreArgs: inv.MoreArgs}
			if _, decides, verbWhy := decision(run); decides {
				return "go run may build and run plan-compliance: " + verbWhy, true
			}
		}
		return "", false
	}
	if !codeRunner(inv.Name) {
		return "", false
	}
	texts := []shell.Word{{Text: inv.Stdin}}
	for _, a := range append(texts, inv.Args[1:]...) {
		if !a.Dynamic && strings.Contains(a.Text, "plan-compliance") &&
			(strings.Contains(a.Text, "changes") || strings.Contains(a.Text, "plan-compliance-review") || strings.Contains(a.Text, "plan-compliance-hook")) {
			return inv.Name + " is given program text that runs plan-compliance's changes command (" + clipText(a.Text) + "), which the guard cannot read", true
		}
	}
	return "", false
}

// writesDecision finds text that would decide on change sets, written by
// the line where something may run it later, outside the agent's tool: a
// script, a shell profile, a git hook, a crontab (`echo 'plan-compliance
// changes confirm 1 1' >> ~/.bashrc`). Text the line writes or feeds
// crontab that names plan-compliance is read as a command line; only a
// sure decision counts (a document that mentions the command does not).
func writesDecision(r shell.Reading, programs Programs) (why string, found bool) {
	writes := len(r.Writes) > 0
	for _, inv := range r.Invocations {
		writes = writes || inv.Name == "crontab" || inv.Name == "tee"
	}
	if !writes {
		return "", false
	}
	for _, inv := range r.Invocations {
		texts := []string{inv.Stdin}
		for _, a := range inv.Args[1:] {
			if !a.Dynamic {
				texts = append(texts, a.Text)
			}
		}
		for _, t := range texts {
			if decidesAsText(t, inv.Dir, programs) {
				return "the command writes a command that decides on change sets (" + clipText(t) + ") where something may run it later", true
			}
		}
	}
	return "", false
}

// decidesAsText reports whether text naming plan-compliance, read as a
// command line (as written, with printf's and echo -e's \n made newlines,
// and each line without a crontab's schedule), surely decides on change
// sets.
func decidesAsText(t, dir string, programs Programs) bool {
	if !strings.Contains(t, "plan-compliance") {
		return false
	}
	for _, v := range []string{t, strings.ReplaceAll(t, `\n`, "\n"), withoutSchedules(strings.ReplaceAll(t, `\n`, "\n"))} {
		sr, err := shell.Read(v, dir)
		if err != nil {
			continue
		}
		if g := guardRead(sr, nil, programs, maxScriptDepth); g.Decides && !g.Unreadable {
			return true
		}
	}
	return false
}

// GuardWrite reads what an Edit or Write puts into a file that something
// runs later, outside the agent's tool and its environment (a git hook, a
// shell profile, .envrc, a makefile, a shell script): text there that
// surely decides on change sets is refused like the command itself.
// Other files (documents that mention the command) are not read.
func GuardWrite(path, text string, programs Programs) Guarded {
	if !strings.Contains(text, "plan-compliance") || !runsLater(path, text) {
		return Guarded{}
	}
	if decidesAsText(text, filepath.Dir(path), programs) {
		return Guarded{Changes: true, Decides: true, Why: path + " is run later, outside this session, and the text written to it decides on change sets (" + clipText(text) + ")"}
	}
	return Guarded{}
}

// runsLater reports whether a file is one that something runs later: a git
// hook, a shell's start-up file, direnv's .envrc, a makefile, a shell
// script (by name or by its #! line).
func runsLater(path, text string) bool {
	p := filepath.ToSlash(path)
	if strings.Contains(p, "/.git/hooks/") || strings.Contains(p, "/cron") || strings.HasPrefix(text, "#!") {
		return true
	}
	switch filepath.Base(p) {
	case ".bashrc", ".bash_profile", ".bash_login", ".profile", ".zshrc", ".zprofile", ".zshenv", ".zlogin",
		".envrc", "Makefile", "makefile", "GNUmakefile", "config.fish":
		return true
	}
	switch filepath.Ext(p) {
	case ".sh", ".bash", ".zsh", ".mk", ".fish":
		return true
	}
	return false
}

// withoutSchedules drops the schedule of crontab lines ("*/5 * * * * cmd",
// "@reboot cmd"), leaving their commands.
func withoutSchedules(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		f := strings.Fields(l)
		switch {
		case len(f) > 1 && strings.HasPrefix(f[0], "@"):
			lines[i] = strings.Join(f[1:], " ")
		case len(f) > 5 && strings.Trim(strings.Join(f[:5], ""), "0123456789*/,-") == "":
			lines[i] = strings.Join(f[5:], " ")
		}
	}
	return strings.Join(lines, "\n")
}

// clipText cuts text for a reason.
func clipText(s string) string {
	if len(s) <= 80 {
		return s
	}
	cut := 80
	for cut > 0 && s[cut]&0xc0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}

// shellScript reports whether a file's start is a shell script, which a
// command word naming it runs: "#!" naming a shell, or text with no "#!"
// and no NUL byte (the shell runs such a file itself).
func shellScript(text string) bool {
	if first, _, _ := strings.Cut(text, "\n"); strings.HasPrefix(first, "#!") {
		for _, sh := range []string{"sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "yash", "busybox"} {
			if strings.HasSuffix(first, "/"+sh) || strings.Contains(first, "/"+sh+" ") || strings.Contains(first, " "+sh) {
				return true
			}
		}
		return false
	}
	return !strings.ContainsRune(text, 0)
}

// isOurName reports whether a program name is plan-compliance's (the
// launcher scripts/plan-compliance has the same name).
func isOurName(name string) bool {
	return name == "plan-compliance" || name == "plan-compliance-review" || name == "plan-compliance-hook"
}

// hookWhy says why running the hook program by hand is refused.
const hookWhy = " runs the hook program by hand, which records what it is fed as if Claude Code sent it (a forged /plan-compliance:changes prompt opens a review turn): only Claude Code runs it"

// reachable reports whether the arguments could make our program decide:
// they hold "changes", or a word or more arguments only known at run time.
// (The review program needs no argument, but also a terminal, which an
// agent's command does not have; by its name it is always guarded.)
func reachable(inv shell.Invocation) bool {
	if inv.MoreArgs {
		return true
	}
	for _, a := range inv.Args[1:] {
		if a.Dynamic || a.Text == "changes" || a.Text == "hook" {
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
	if name == "plan-compliance-hook" {
		return true, true, "`" + show + "`" + hookWhy
	}
	if first := firstWord(args); first != nil && !first.Dynamic && first.Text == "hook" {
		return true, true, "`" + show + "`" + hookWhy
	}
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

// firstWord is the first argument that is not an option (nil if none).
func firstWord(args []shell.Word) *shell.Word {
	for i := range args {
		if args[i].Dynamic || !strings.HasPrefix(args[i].Text, "-") {
			return &args[i]
		}
	}
	return nil
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

// agentMarkers are the variables an agent client sets for the commands its
// shell tool runs, none of which a user exports in a terminal, so clearing a
// few is not enough to pass (docs/security.md). Settings a user may export
// (CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC, CODEX_HOME,
// QWEN_CODE_DISABLE_TELEMETRY, …) and generic names (PATH, TERM, PAGER) are
// not among them.
//
//   - Claude Code's Bash tool (2.1.330, e2e/shell_test.go): every one per
//     session or per process.
//   - Codex CLI's exec_command tool (0.169.0,
//     e2e/clients/markers_test.go): the session, thread and tool-call ids
//     and CODEX_CI=1, set by Codex after its shell_environment_policy is
//     applied, so they are there even with inherit = "none".
//   - Qwen Code's run_shell_command (0.24.4, e2e/clients/markers_test.go):
//     QWEN_CODE=1 and the session, prompt and project ids; QWEN_CODE_AGENT_ID
//     is set, empty in the main thread, to the agent's id in a subagent.
var agentMarkers = [...]string{
	"CLAUDECODE", "CLAUDE_CODE_SESSION_ID", "AI_AGENT", "CLAUDE_CODE_CHILD_SESSION",
	"CLAUDE_CODE_ENTRYPOINT", "CLAUDE_CODE_MESSAGING_SOCKET", "CLAUDE_CODE_MESSAGING_TOKEN", "CLAUDE_CODE_EXECPATH",
	"CLAUDE_CODE_CHILD_NOTES_DIR", "CLAUDE_CODE_SESSION_ATTENDED", "CLAUDE_PID",
	"CODEX_THREAD_ID", "CODEX_SESSION_ID", "CODEX_TOOL_CALL_ID", "CODEX_CI",
	"QWEN_CODE", "QWEN_CODE_SESSION_ID", "QWEN_CODE_PROMPT_ID", "QWEN_CODE_AGENT_ID", "QWEN_CODE_PROJECT_DIR",
}

// AgentMarker names the variable that shows a command runs under an
// agent's tool ("" when none is set): the command line's decisions and the
// review screen refuse to run then.
func AgentMarker(getenv func(string) string) string {
	for _, k := range agentMarkers {
		if getenv(k) != "" {
			return k
		}
	}
	return ""
}
