package dispatch

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/plan-compliance/plan-compliance/internal/shell"
	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// maxBashFiles bounds the files of one command judged one by one; the
// rest are named in the question.
const maxBashFiles = 20

// judgeBash is the confirmation verdict on a Bash call: the files it
// would write inside the project (internal/shell), each classified as an
// edit of that file by its name; a command that only reads, or writes
// outside the project, gets no verdict. A command whose effect cannot be
// read needs confirmation.
func (r *Run) judgeBash(ctx context.Context, cfg confirm.Config) ConfirmVerdict {
	command := r.Event.Command()
	project := r.ProjectDir()
	v := ConfirmVerdict{Tool: "Bash", Target: stripControl(clipCommand(command)), Classifier: "builtin"}
	if r.leftToChangeSets() {
		r.Tracef("confirm: this Bash call is the change sets' to hold back or to run as the user confirmed it")
		return v
	}
	reading, err := r.readBash(command)
	var unreadable []string
	if err != nil {
		unreadable = []string{err.Error()}
	} else {
		unreadable = reading.Unreadable
	}
	var writes, globs []shell.Write
	all := reading.Writes
	if err == nil {
		if byScripts := scriptWrites(reading, project); len(byScripts) > 0 {
			all = append(slices.Clip(all), byScripts...)
		}
	}
	for _, w := range all {
		switch {
		case w.Kind == shell.MakeDir || outsideProject(w, project) || noBuildFile(w):
		case w.Dynamic && w.Glob != "" && changeset.Inside(w.Glob, project):
			// judged by what the user calls its files; a mode change too
			// (chmod +x *.sh changes every script, not the one asked for)
			globs = append(globs, w)
		case w.Kind == shell.Attributes && w.Dynamic:
			// chmod -R +x $DIR: a mode change takes no content away
			// wherever it lands: not asked about for what cannot be read.
		case w.Dynamic:
			unreadable = append(unreadable, dynamicWrite(w))
		default:
			writes = append(writes, w)
		}
	}
	if len(writes) == 0 && len(unreadable) == 0 && len(globs) == 0 {
		r.Tracef("confirm: Bash writes nothing in the project")
		return v
	}
	if err == nil && len(writes) > 0 && evalRuns(reading) {
		unreadable = append(unreadable, "eval runs a command built from its words, which the command as typed does not show")
	}
	v.Level = confirm.Explicit
	var conv []confirm.Turn
	otherThanProposed := false
	var approved []shell.Write // the writes of a proposal the user approved
	approvedBy := ""
	if cfg.Classifier.Command == "" && len(writes)+len(globs) > 0 {
		conv = r.conversation()
		said, verdict, proposed := r.proposalApproved(conv, command, reading)
		approved, approvedBy = proposed, said
		switch verdict {
		case proposedThis:
			v.Reasoning = fmt.Sprintf("you approved the command as proposed: %q", said)
			if cfg.Explicit != confirm.ExplicitNone {
				v.Decision, v.Message = event.Allow, "Explicitly requested: "+v.Reasoning
			}
			return v
		case proposedOther:
			// The approval was for the command proposed, and this one
			// writes its files otherwise: asked about, whatever was asked
			// before the proposal.
			r.Tracef("confirm: you approved %q for another command than this", said)
			otherThanProposed = true
		}
	}
	writes = byProductsLast(replacedLater(writes))
	var asked, reasons, diffs []string
	var referencing []shell.Write // substitutions of a path, which may follow a move asked for
	for _, w := range globs {
		cls, ok := r.globRequested(conv, w)
		if !ok && w.Tool != "" && cfg.Classifier.Command == "" {
			if byTool, toolOK := r.toolGlobRequested(ctx, cfg, conv, w); toolOK {
				cls, ok = byTool, true
			}
		}
		if ok && !otherThanProposed && !r.globLeavesOut(conv, w) {
			r.Tracef("confirm: Bash %s %q is explicit: %s", w.Kind, w.Path, cls.Reasoning)
			reasons = append(reasons, cls.Reasoning)
			continue
		} else if cls.Reasoning != "" {
			r.Tracef("confirm: Bash %s %q by its glob: %s", w.Kind, w.Path, cls.Reasoning)
		}
		if _, _, ok := pathSubstitution(w); ok && !otherThanProposed && cfg.Classifier.Command == "" {
			referencing = append(referencing, w) // judged once the moves are
			continue
		}
		unreadable = append(unreadable, dynamicWrite(w))
	}
	explicit := map[string]string{} // the paths judged explicit, for the files that come with them: by which program ("" by hand)
	judged := len(globs)            // writes asked for or asked about
	for i, w := range writes {
		if i == maxBashFiles {
			asked = append(asked, fmt.Sprintf("and %d more files", len(writes)-i))
			v.Level = confirm.NeedsConfirmation
			break
		}
		c := confirm.Change{Path: w.Path, Name: confirm.DisplayName(w.Path, project), Prose: confirm.IsProse(w.Path), BeforeUnknown: true}
		cls, external := r.classifyProgramWrite(ctx, cfg, conv, c, w, explicit)
		if byGlob, ok := r.memberRequested(conv, cfg, w); ok && cls.Level != confirm.Explicit && !confirm.LeavesOut(latestUser(conv), confirm.TargetOf(c)) {
			cls = byGlob
		}
		if said, ok := restoreAfterReport(latestUser(conv), c.Name, w.Kind); ok && cls.Level != confirm.Explicit && cfg.Classifier.Command == "" {
			// "I accidentally deleted stuff from the README, bring back the
			// committed version": the change reported is what is undone.
			if t, ok := r.fileTarget(c, w); ok {
				if byOrder := r.classifyBuiltin([]confirm.Turn{{Role: confirm.User, Text: said}}, t); byOrder.Level == confirm.Explicit {
					cls = byOrder
				}
			}
		}
		if rev := restoreRevision(w); rev != "" && cls.Level != confirm.Explicit && cfg.Classifier.Command == "" && fromRevision(latestUser(conv), rev) {
			// "take the version of Makefile from main": the file named,
			// the revision it comes from named, a verb of taking.
			if t, ok := r.fileTarget(c, w); ok {
				t.Verbs = takeVerbs
				if byTake := r.classifyBuiltin([]confirm.Turn{{Role: confirm.User, Text: latestUser(conv)}}, t); byTake.Level == confirm.Explicit {
					cls = byTake
				}
			}
		}
		if side := conflictSide(w); side != "" && cls.Level != confirm.Explicit && cfg.Classifier.Command == "" && sideNamed(latestUser(conv), side) {
			// "for the conflict in yarn.lock just take theirs": the file
			// named, the side of the conflict named, a verb of taking.
			if t, ok := r.fileTarget(c, w); ok {
				t.Verbs = append(slices.Clip(takeVerbs), sideVerbs...)
				if bySide := r.classifyBuiltin([]confirm.Turn{{Role: confirm.User, Text: latestUser(conv)}}, t); bySide.Level == confirm.Explicit {
					cls = bySide
				}
			}
		}
		if d, ok := userCD(latestUser(conv), project); ok && cls.Level != confirm.Explicit && cfg.Classifier.Command == "" && changeset.Inside(w.Path, d) {
			// "cd frontend and format src there": src is frontend/src.
			rel := c
			rel.Name = confirm.DisplayName(w.Path, d)
			if byRel, _ := r.classifyBashWrite(ctx, cfg, conv, rel, w); byRel.Level == confirm.Explicit {
				cls = byRel
			}
		}
		if d, rest, ok := placeLead(latestUser(conv), project); ok && cfg.Classifier.Command == "" && !external {
			switch {
			case !changeset.Inside(w.Path, d) && cls.Level == confirm.Explicit && isDir(d):
				// "in web/, delete yarn.lock" is no request for ./yarn.lock.
				cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: fmt.Sprintf("you asked for it in %s, and %s is not in it", confirm.DisplayName(d, project), c.Name)}
			case changeset.Inside(w.Path, d) && cls.Level != confirm.Explicit:
				// "in web/, regenerate yarn.lock": the place the message
				// opens with is where the names after it are.
				rel := c
				rel.Name = confirm.DisplayName(w.Path, d)
				if byRel, _ := r.classifyBashWrite(ctx, cfg, withLatestUser(conv, rest), rel, w); byRel.Level == confirm.Explicit {
					cls = byRel
				}
			}
		}
		if w.Kind == shell.MoveFrom && cls.Level != confirm.Explicit && cfg.Classifier.Command == "" {
			if byPlace, ok := r.placedInto(conv, writes, c, w); ok {
				cls = byPlace
			}
		}
		if from, ok := movedInto(writes, w, explicit); ok && cls.Level != confirm.Explicit && cfg.Classifier.Command == "" &&
			namesDir(latestUser(conv), confirm.DisplayName(filepath.Dir(w.Path), project)) {
			// "move notes.txt into docs/": the move asked for lands in the
			// directory named, under the file's own name.
			cls = confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you asked to move %s into %s", confirm.DisplayName(from, project), confirm.DisplayName(filepath.Dir(w.Path), project))}
		}
		if cls.Level != confirm.Explicit && cfg.Classifier.Command == "" {
			if src, ok := copiedInto(latestUser(conv), w, project); ok {
				// "copy logo.svg from ../old-site/assets into public/":
				// the copy asked for lands in the directory named, under
				// the source's own name.
				cls = confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you asked to copy %s into %s", src, confirm.DisplayName(filepath.Dir(w.Path), project))}
			}
		}
		if cls.Level != confirm.Explicit && cfg.Classifier.Command == "" {
			if byPlace, ok := r.placePicked(conv, w); ok {
				cls = byPlace
			} else if byPick, ok := r.filePicked(conv, w); ok {
				cls = byPick
			}
		}
		if _, ok := explicit[w.Backup]; ok && cls.Level != confirm.Explicit && cfg.Classifier.Command == "" {
			// "change … in nginx.conf, keep a backup": the backup of a
			// file asked for, asked for too.
			if backupAsked(latestUser(conv), backupSuffix(w)) {
				cls = confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you asked for a backup of %s", confirm.DisplayName(w.Backup, project))}
			}
		}
		if cls.Level == confirm.Explicit && !external && cfg.Classifier.Command == "" {
			if why := sharedBaseUnplaced(latestUser(conv), writes, c, w, project); why != "" {
				cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: why}
			} else if why := notAskedToChange(latestUser(conv), c, w); why != "" {
				cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: why}
			} else if why := r.exactPairMissed(latestUser(conv), c, w); why != "" {
				cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: why}
			} else if why := r.contentNotAsked(conv, c, w); why != "" {
				cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: why}
			} else if why := operandUnnamed(latestUser(conv), writes, c, w, project); why != "" {
				cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: why}
			}
		}
		if cls.Level != confirm.Explicit && slices.ContainsFunc(approved, func(o shell.Write) bool { return shell.SameWrite(w, o) }) {
			cls = confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you approved (%q) the command I proposed that does this", approvedBy)}
		}
		if otherThanProposed {
			cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: "you approved another command than this one"}
		}
		if cls.Level == confirm.Explicit {
			if _, ok := explicit[w.Path]; !ok || w.Program != "" {
				explicit[w.Path] = w.Program
			}
		}
		v.external = v.external || external
		if external {
			v.Classifier = "command"
		}
		r.Tracef("confirm: Bash %s %q is %s: %s", w.Kind, c.Name, cls.Level, cls.Reasoning)
		if cls.Level != confirm.Explicit && shell.AddsExecuteOnly(w) && reportsNotRunnable(latestUser(conv)) {
			// "the deploy script won't run, says permission denied": the
			// user's report of the missing permission is the request, and
			// adding it takes nothing away. After anything else ("ah", a
			// question) it is asked about like any write.
			continue
		}
		judged++
		if cls.Level == confirm.Explicit {
			reasons = append(reasons, cls.Reasoning)
			if w.Unread != "" {
				// Asked for: what it stands for is no longer in doubt.
				unreadable = slices.DeleteFunc(slices.Clone(unreadable), func(u string) bool { return u == w.Unread })
			}
			continue
		}
		v.Level = confirm.NeedsConfirmation
		if w.Unread != "" && slices.Contains(unreadable, w.Unread) {
			continue // asked about as what cannot be read (git pull …), once
		}
		what := c.Name
		switch {
		case w.Kind == shell.Unknown && w.Path == project:
			what = "files it does not name in the project"
		case w.Kind == shell.Unknown:
			what = "files it does not name in " + c.Name
		case w.Recursive:
			what += " and everything in it"
		}
		asked = append(asked, fmt.Sprintf("%s %s (%s)", verbOf(w.Kind), what, w.By))
		if d := r.sedPreview(w, c); d != "" {
			diffs = append(diffs, d)
		} else if e, ok := r.textEdit(w, c); ok {
			diffs = append(diffs, c.Name+":\n"+confirm.Render(e, confirm.MessageLimit/2))
		}
	}
	for _, w := range referencing {
		if moved, ok := followsMove(latestUser(conv), w, writes, explicit); ok {
			// "move src/auth/jwt.ts to src/lib/jwt.ts and fix the imports
			// that point to it": the old path rewritten to the new one
			// wherever it is referred to.
			r.Tracef("confirm: Bash %s %q is explicit: it rewrites the references to %s, moved as you asked", w.Kind, w.Path, moved)
			reasons = append(reasons, fmt.Sprintf("you asked for the references to %s to follow its move", moved))
			continue
		}
		unreadable = append(unreadable, dynamicWrite(w))
	}
	if len(unreadable) > 0 {
		v.Level = confirm.NeedsConfirmation
	}
	if said := latestUser(conv); v.Level == confirm.Explicit && judged > 0 && said != "" && lang.Sarcastic(said) {
		// "oh sure, just delete the vendor dir, what could go wrong 🙄":
		// in doubt, a sarcastic message asks for nothing.
		v.Level = confirm.NeedsConfirmation
		asked = append(asked, "what your message asks for, which reads as sarcasm")
	}
	if judged == 0 && v.Level == confirm.Explicit {
		r.Tracef("confirm: Bash changes nothing in the project but what it leaves alone")
		return ConfirmVerdict{Tool: v.Tool, Target: v.Target, Classifier: v.Classifier}
	}
	switch {
	case v.Level == confirm.Explicit:
		v.Reasoning = strings.Join(dedupe(reasons), "; ")
		if cfg.Explicit != confirm.ExplicitNone {
			v.Decision, v.Message = event.Allow, "Explicitly requested: "+v.Reasoning
		}
	default:
		v.Reasoning = bashReasoning(asked, unreadable)
		v.Decision, v.Message = event.Ask, bashQuestion(command, asked, diffs, unreadable)
		if why := r.askUnseen(); why != "" {
			// As for an edit: the question would not be shown, so the
			// model asks it in chat.
			v.Decision, v.Message = event.Deny, confirm.DenialOf(v.Message, why)
		}
	}
	return v
}

// noBuildFile reports whether write w needs a build file in its
// directory (shell.Write.Needs: make's Makefile) and none is there, so
// the command fails before it writes.
func noBuildFile(w shell.Write) bool {
	if len(w.Needs) == 0 || w.Dynamic {
		return false
	}
	for _, f := range w.Needs {
		if st, err := os.Stat(filepath.Join(w.Path, f)); err == nil && !st.IsDir() {
			return false
		}
	}
	return true
}

// bashRead is a Bash command as shell.Read read it, kept for the event:
// confirmation, the self-approval guard and every command_prefix rule look
// at the same command.
type bashRead struct {
	command string
	reading shell.Reading
	err     error
}

// readBash reads command in the event's working directory, once per event.
func (r *Run) readBash(command string) (shell.Reading, error) {
	if b := r.bash; b != nil && b.command == command {
		return b.reading, b.err
	}
	dir := r.Event.CWD()
	if dir == "" {
		dir = r.ProjectDir()
	}
	reading, err := shell.Read(command, dir)
	r.bash = &bashRead{command: command, reading: reading, err: err}
	return reading, err
}

// leftToChangeSets reports whether the change-set capability holds this
// call back for the user's review (or runs it as the user confirmed it
// there): the user decides on it once, there. A call deferred only for
// other agents is still confirmed here: that the user confirmed exactly
// this call is only known to the store, and asking again is the safe side.
func (r *Run) leftToChangeSets() bool {
	cfg, on, err := changesConfig(r)
	if err != nil || !on {
		return false
	}
	return defersCall(cfg, r.Event)
}

// classifyBashWrite judges one written file like an edit of it, by the
// file alone: where in the file the command writes is not known, so only
// the user naming the file (or the configured classifier) makes it
// explicit, never a symbol that happens to be in it. A literal sed -i
// whose edits can be worked out must also pass as those edits
// (classifySedEdit): naming the file does not ask for every change to it.
func (r *Run) classifyBashWrite(ctx context.Context, cfg confirm.Config, conv []confirm.Turn, c confirm.Change, w shell.Write) (confirm.Classification, bool) {
	removal := removalOf(w.Kind)
	if cfg.Classifier.Command != "" {
		return r.classifyChange(ctx, cfg, "Bash", c)
	}
	t, ok := r.fileTarget(c, w)
	if !ok {
		return confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: "it writes all over the project"}, false
	}
	if edit, ok := r.classifySedEdit(conv, c, w); ok {
		// What it does to the file is known: judged as those edits, like
		// an Edit of the file (naming the file does not ask for every
		// change to it; a value asked for is looked for in them).
		return edit, false
	}
	t.Removal = removal
	cls := r.classifyIn(conv, t, w.Kind)
	if base := filepath.Base(c.Path); cls.Level != confirm.Explicit && w.Kind == shell.Overwrite && slices.Contains(w.Verbs, "download") && base != c.Name {
		// "download openapi.json from staging into api/": the file a
		// download writes, named by its base name with a verb of
		// downloading.
		byBase := t
		byBase.Name, byBase.OnlyVerbs = base, true
		if got := r.classifyIn(conv, byBase, w.Kind); got.Level == confirm.Explicit {
			cls = got
		} else if said, ok := urlAsFile(latestUser(conv), w.Args, base); ok {
			// "download … from https://curl.se/ca/cacert.pem into certs/":
			// the URL the command downloads, ending in the file's name,
			// names it; the message read so by the usual rules.
			if got := r.classifyIn([]confirm.Turn{{Role: confirm.User, Text: said}}, byBase, w.Kind); got.Level == confirm.Explicit {
				cls = got
			}
		}
	}
	if cls.Level != confirm.Explicit && w.Kind == shell.Overwrite && w.Program == "" && sentInto(latestUser(conv), c.Name) {
		// helm template … > deploy/web.yaml after "render the chart into
		// deploy/web.yaml": output sent into the file named as where it
		// goes, by a verb of producing output.
		byInto := t
		byInto.Verbs = outputVerbs
		if got := r.classifyIn(conv, byInto, w.Kind); got.Level == confirm.Explicit {
			cls = got
		}
	}
	if cls.Level != confirm.Explicit && w.Kind == shell.EditPlace && !w.TextKnown && containsWord(latestUser(conv), c.Name) {
		// yq -i '.image.tag = "1.9.0"' values.yaml after "set image.tag
		// to 1.9.0 in values.yaml": the edit is not worked out, but the
		// value asked for is in what its script writes.
		if added := scriptAdded(r.writerArgs(w), w.Path); added != "" {
			byScript := t
			byScript.Added = added
			if got := r.classifyIn(conv, byScript, w.Kind); got.Level == confirm.Explicit {
				cls = got
			}
		}
	}
	if cls.Level != confirm.Explicit && w.Kind == shell.EditPlace && !w.TextKnown && containsWord(latestUser(conv), c.Name) {
		// go get golang.org/x/net@v0.25.0 after "upgrade golang.org/x/net
		// to v0.25.0 in go.mod": every package the command adds, and its
		// version, named in the message, is what it writes there.
		if added, ok := packagesNamed(latestUser(conv), w.By); ok {
			byPackages := t
			byPackages.Added = added
			if got := r.classifyIn(conv, byPackages, w.Kind); got.Level == confirm.Explicit {
				cls = got
			}
		}
	}
	if e, ok := r.textEdit(w, c); ok && cls.Level != confirm.Explicit {
		// printf '20.11.1\n' > .nvmrc: the content it writes is known,
		// and may be what was asked for where the file's name alone is
		// not enough ("pin node to 20.11.1 in .nvmrc": the value is
		// looked for in it).
		if edit := r.classifyBuiltin(conv, confirm.TargetOf(e)); edit.Level == confirm.Explicit {
			return edit, false
		}
	}
	return cls, false
}

// scriptAdded is what the script of an in-place edit of file (by the
// command args) writes as far as
// its words show it: the replacement of each substitution (s/A/B/ gives
// B), and any other word of the program with its /regex/ literals taken
// out (sub(/^ruby ".*"/, "3.3.0") gives sub(, "3.3.0")); an option's
// value given after "=" is read the same way (go mod edit -go=1.22 gives
// 1.22, --expression='s/A/B/' gives B); other options and the file's own
// name are left out. What is matched is never counted as written.
func scriptAdded(args []shell.Word, file string) string {
	base := filepath.Base(file)
	var b strings.Builder
	for i, a := range args {
		text := a.Text
		if text != "" && text[0] == '-' {
			_, text, _ = strings.Cut(text, "=")
		}
		if i == 0 || a.Dynamic || text == "" || filepath.Base(text) == base {
			continue
		}
		for _, part := range strings.Split(text, ";") {
			part = strings.TrimSpace(part)
			if rep, ok := substitutionReplacement(part); ok {
				b.WriteString(rep)
			} else {
				b.WriteString(withoutRegexLiterals(part))
			}
			b.WriteByte('\n')
		}
		if b.Len() > maxScriptAdded {
			break
		}
	}
	return b.String()
}

// packageSubcommands add or move packages in a manifest.
var packageSubcommands = []string{"get", "install", "i", "add", "upgrade", "update", "require", "up"}

// packageOperands are the operands of a package manager's command by
// that adds or moves packages (go get P@V, npm install P@V, cargo add P):
// its words after the subcommand that are not options (an option's value
// among them); ok is false for any other command.
func packageOperands(by string) (operands []string, ok bool) {
	fields := strings.Fields(by)
	if len(fields) < 3 || !slices.Contains([]string{"go", "npm", "pnpm", "yarn", "bun", "cargo", "poetry", "uv", "bundle", "composer"}, fields[0]) || !slices.Contains(packageSubcommands, fields[1]) {
		return nil, false
	}
	for _, f := range fields[2:] {
		if !strings.HasPrefix(f, "-") {
			operands = append(operands, f)
		}
	}
	return operands, len(operands) > 0
}

// splitPackage is a package operand's name and version ("@types/node@20"
// gives "@types/node" and "20").
func splitPackage(operand string) (name, version string) {
	if at := strings.LastIndexByte(operand, '@'); at > 0 {
		return operand[:at], operand[at+1:]
	}
	return operand, ""
}

// packagesNamed is what a package manager's command by writes into its
// manifest as far as its words show it, the packages and their versions,
// when said names every one of them and each version given; ok is false
// otherwise (an operand said does not name, an option's value, no
// package).
func packagesNamed(said, by string) (added string, ok bool) {
	operands, ok := packageOperands(by)
	if !ok {
		return "", false
	}
	low := strings.ToLower(said)
	var b strings.Builder
	for _, f := range operands {
		name, version := splitPackage(f)
		if !containsWord(low, strings.ToLower(name)) {
			return "", false
		}
		if version != "" && !containsWord(low, strings.ToLower(version)) && !containsWord(low, strings.ToLower(strings.TrimPrefix(version, "v"))) {
			return "", false
		}
		b.WriteString(f)
		b.WriteByte('\n')
	}
	return b.String(), true
}

// unnamedPackage is why write w, a package manager's write judged
// explicit, does more than said asks for ("" when it may not): said names
// the file (the manifest) and packages, and the command adds one said
// does not name ("add serde to Cargo.toml" and cargo add serde tokio).
func unnamedPackage(said string, c confirm.Change, w shell.Write) string {
	low := strings.ToLower(said)
	if !containsWord(low, strings.ToLower(c.Name)) {
		return ""
	}
	operands, ok := packageOperands(w.By)
	if !ok {
		return ""
	}
	for _, f := range operands {
		if name, _ := splitPackage(f); !containsWord(low, strings.ToLower(name)) {
			return fmt.Sprintf("you named %s, and %s also adds %s", c.Name, w.By, name)
		}
	}
	return ""
}

// placePicked judges w, a new file, by the place the user picked for it:
// the request before names the file by its base name ("add a robots.txt
// that disallows everything"), the assistant asks where, naming the
// directory ("repo root or public/?"), and the user's short answer names
// that directory ("public/", "in docs please") with no question or
// negation. ok is false otherwise.
func (r *Run) placePicked(conv []confirm.Turn, w shell.Write) (confirm.Classification, bool) {
	n := len(conv)
	if n < 3 || conv[n-1].Role != confirm.User || conv[n-2].Role != confirm.Assistant || conv[n-3].Role != confirm.User ||
		w.Dynamic || w.Kind != shell.Overwrite && w.Kind != shell.Append && w.Kind != shell.Create || !strings.Contains(conv[n-2].Text, "?") {
		return confirm.Classification{}, false
	}
	if _, err := os.Lstat(w.Path); !errors.Is(err, fs.ErrNotExist) {
		return confirm.Classification{}, false // a file there now: no place to pick
	}
	reply := strings.TrimSpace(conv[n-1].Text)
	if len(strings.Fields(reply)) > maxBareAnswerWords || strings.ContainsAny(reply, "?¿") {
		return confirm.Classification{}, false
	}
	for _, f := range strings.Fields(strings.ToLower(reply)) {
		if lang.IsNegation(strings.Trim(f, ".,;:!")) {
			return confirm.Classification{}, false
		}
	}
	dir := confirm.DisplayName(filepath.Dir(w.Path), r.ProjectDir())
	if dir == "." || dir == "" || !namesDir(reply, dir) || !namesDir(conv[n-2].Text, dir) {
		return confirm.Classification{}, false
	}
	base := filepath.Base(w.Path)
	t := confirm.Target{Name: base, Path: w.Path, Verbs: writeVerbs(w)}
	if got := r.classifyBuiltin([]confirm.Turn{{Role: confirm.User, Text: conv[n-3].Text}}, t); got.Level != confirm.Explicit {
		return confirm.Classification{}, false
	}
	return confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you asked for %s and picked %s for it (%q)", base, dir, reply)}, true
}

// placedInto judges the source of a move into a directory under its own
// name ("chuck notes.txt into the archive folder", "stick todo.md in
// old/"): the file named with a verb of putting a thing somewhere, and
// the directory it lands in named, ask for the move.
func (r *Run) placedInto(conv []confirm.Turn, writes []shell.Write, c confirm.Change, w shell.Write) (confirm.Classification, bool) {
	said := latestUser(conv)
	for _, to := range writes {
		if to.Kind != shell.MoveTo || to.By != w.By || to.Dynamic || filepath.Base(to.Path) != filepath.Base(w.Path) || filepath.Dir(to.Path) == filepath.Dir(w.Path) {
			continue
		}
		if !placeAfter(said, c.Name, confirm.DisplayName(filepath.Dir(to.Path), r.ProjectDir())) {
			continue
		}
		t, ok := r.fileTarget(c, w)
		if !ok {
			return confirm.Classification{}, false
		}
		t.Verbs, t.OnlyVerbs = placeVerbs, true
		if cls := r.classifyIn(conv, t, shell.MoveTo); cls.Level == confirm.Explicit {
			return cls, true
		}
	}
	return confirm.Classification{}, false
}

// placeAfter reports whether said names dir as the place file goes: in
// one clause, right after the file's name (or its base name), a word of
// place (into, in, to, inside, under; after over/back/across), then
// dir, "the" allowed before it ("chuck notes.txt into the archive
// folder"). "notes.txt, not into archive/" or "… being in archive" is not.
func placeAfter(said, file, dir string) bool {
	lower := strings.ToLower(said)
	dir = strings.ToLower(strings.TrimSuffix(dir, "/"))
	for _, name := range []string{strings.ToLower(file), strings.ToLower(filepath.Base(file))} {
		for from := 0; ; {
			i := strings.Index(lower[from:], name)
			if i < 0 {
				break
			}
			from += i + len(name)
			ws := strings.Fields(lower[from:])
			if len(ws) > 0 && (ws[0] == "over" || ws[0] == "back" || ws[0] == "across") {
				ws = ws[1:]
			}
			if len(ws) < 2 || !slices.Contains([]string{"into", "in", "to", "inside", "under"}, ws[0]) {
				continue
			}
			ws = ws[1:]
			if ws[0] == "the" && len(ws) > 1 {
				ws = ws[1:]
			}
			if strings.TrimRight(strings.Trim(ws[0], "`'\"./"), ",;:!?") == dir || strings.TrimRight(ws[0], ",;:!?.") == dir+"/" {
				return true
			}
		}
	}
	return false
}

// placeVerbs put a thing somewhere: with the place named, they ask for a
// move into it.
var placeVerbs = []string{"move", "mv", "put", "stick", "chuck", "throw", "toss", "shove", "stash", "tuck", "drop"}

// movedInto is the source of w, the destination of a move (mv, git mv)
// keeping the source's base name, when the move's source is among the
// writes judged explicit so far; ok is false otherwise.
func movedInto(writes []shell.Write, w shell.Write, explicit map[string]string) (string, bool) {
	if w.Kind != shell.MoveTo || w.Dynamic {
		return "", false
	}
	for _, from := range writes {
		if _, asked := explicit[from.Path]; asked && from.Kind == shell.MoveFrom && from.By == w.By &&
			filepath.Base(from.Path) == filepath.Base(w.Path) && filepath.Dir(from.Path) != filepath.Dir(w.Path) {
			return from.Path, true
		}
	}
	return "", false
}

// writerArgs is the argv of the command that writes w: its own, or else
// that of the first command of the line holding w's path as a word, or
// else a program's name and its options set with "=" (a program's write
// keeps no argv).
func (r *Run) writerArgs(w shell.Write) []shell.Word {
	if w.Args != nil {
		return w.Args
	}
	invocations := r.lineInvocations()
	for _, inv := range invocations {
		if inv.Dir == "" {
			continue
		}
		for _, a := range inv.Args[min(1, len(inv.Args)):] {
			if !a.Dynamic && filepath.Join(inv.Dir, a.Text) == w.Path {
				return inv.Args
			}
		}
	}
	if w.Program == "" {
		return nil
	}
	// go mod edit -go=1.22: a program that writes a file it is not given
	// (its manifest) writes the values of its options set with "="; its
	// other words (npm pkg set type=module's operands) are not read as
	// what it writes.
	for _, inv := range invocations {
		if inv.Dir == "" || shell.Display(inv.Args) != w.By {
			continue
		}
		var set []shell.Word
		for i, a := range inv.Args {
			if i == 0 || strings.HasPrefix(a.Text, "-") && strings.Contains(a.Text, "=") {
				set = append(set, a)
			}
		}
		return set
	}
	return nil
}

// maxScriptAdded bounds what scriptAdded keeps.
const maxScriptAdded = 4096

// substitutionReplacement is B of a substitution s/A/B/flags (any
// punctuation as the delimiter, escaped delimiters kept in their part);
// ok is false for anything else.
func substitutionReplacement(s string) (string, bool) {
	if len(s) < 4 || s[0] != 's' || !strings.ContainsRune("/#|,:@!%+_~", rune(s[1])) {
		return "", false
	}
	parts := splitUnescaped(s[2:], s[1])
	if len(parts) < 3 {
		return "", false
	}
	return parts[1], true
}

// splitUnescaped splits s at each d not preceded by a backslash.
func splitUnescaped(s string, d byte) []string {
	var parts []string
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case d:
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

// withoutRegexLiterals is s without its /…/ literals (what a script
// matches, not what it writes).
func withoutRegexLiterals(s string) string {
	parts := splitUnescaped(s, '/')
	var b strings.Builder
	for i := 0; i < len(parts); i += 2 {
		b.WriteString(parts[i])
	}
	return b.String()
}

// urlAsFile is said with the URL it shares with the command's words
// (args) written as base, when the URL's last path element is base
// ("download it from https://x.org/ca/cacert.pem" → "download it from
// cacert.pem"); ok is false when no such URL is in both.
func urlAsFile(said string, args []shell.Word, base string) (string, bool) {
	for _, a := range args {
		u := a.Text
		if a.Dynamic || !strings.Contains(u, "://") || path.Base(u) != base || !strings.Contains(said, u) {
			continue
		}
		return strings.Replace(said, u, base, 1), true
	}
	return "", false
}

// classifyProgramWrite judges one written file: a file a program writes
// without naming it (make install, tar x) only by the user asking for the
// command; a lock file along with its manifest; any other file by its
// name (classifyBashWrite), or else by the user asking for the command
// that writes it (a program's write: "run cargo add serde").
func (r *Run) classifyProgramWrite(ctx context.Context, cfg confirm.Config, conv []confirm.Turn, c confirm.Change, w shell.Write, explicit map[string]string) (cls confirm.Classification, external bool) {
	defer func() {
		if cls.Level == confirm.Explicit && !external && everyOne(w) && namesOne(latestUser(conv), w) {
			// "cargo update just the clap crate": one named, every one
			// updated.
			cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: fmt.Sprintf("you named one, and %s does it to every one", w.By)}
		} else if cls.Level == confirm.Explicit && !external && fixesUnasked(conv, w) {
			cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: fmt.Sprintf("you asked for %s's report, and %s fixes what it finds", w.Tool, w.Fixes)}
		}
	}()
	if by, ok := explicit[w.With]; ok && (w.Program == "" || by != "") && !placeNamedAlone(latestUser(conv), c, w) && !companionNamed(latestUser(conv), c, w) {
		// A backup or a temporary file comes with the file asked for; a
		// lock file comes with its manifest only as the package manager
		// that changed the manifest brings it in step: after the manifest
		// was edited by hand as asked, a relock does more than that.
		return confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("%s comes with %s", c.Name, confirm.DisplayName(w.With, r.ProjectDir()))}, false
	}
	if cfg.Classifier.Command == "" {
		if said := latestUser(conv); typedCommand(said, c, w) {
			return confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you typed the command: %q", said)}, false
		}
		if cls, ok := r.spannedCommand(conv, w); ok {
			return cls, false
		}
		if why := namedRunRequested(latestUser(conv), c, w); why != "" {
			return confirm.Classification{Level: confirm.Explicit, Reasoning: why}, false
		}
	}
	byCommand := func() confirm.Classification {
		if w.Program == "" || cfg.Classifier.Command != "" {
			return confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: "you did not ask for " + w.By}
		}
		if f, ok := namesOtherFile(latestUser(conv), w.By+" "+w.Program); ok { // patch < FILE: FILE is the program
			return confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: fmt.Sprintf("you asked about %s, and %s does more than that", f, w.By)}
		}
		return r.classifyBuiltin(conv, confirm.Target{Name: w.Program, Command: w.Program, Verbs: w.Verbs, OnlyVerbs: len(w.Verbs) > 0})
	}
	if w.Kind == shell.Unknown {
		if cls := byCommand(); cls.Level == confirm.Explicit {
			return cls, false
		}
		if cls, ok := r.checkoutRequested(conv, w); ok && cfg.Classifier.Command == "" {
			return cls, false
		}
		if script, ok := instrumentNamed(latestUser(conv), w); ok && cfg.Classifier.Command == "" {
			return confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you asked for the change done with %s", script)}, false
		}
		return r.classifyAliases(conv, cfg, w, confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: "you did not ask for " + w.By}), false
	}
	cls, external = r.classifyBashWrite(ctx, cfg, conv, c, w)
	if cls.Level == confirm.Explicit && !external && everyOne(w) {
		// "tidy go.mod" names go.mod, but go get -u ./... updates every
		// dependency in it: only asking for that (or the command) does.
		cls = confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: fmt.Sprintf("%s does more to %s than you asked (it updates every dependency, or more than the lock file)", w.By, c.Name)}
	}
	if hook, ok := gitHook(w.Path); ok && cls.Level != confirm.Explicit && cfg.Classifier.Command == "" {
		// .git/hooks/pre-push is "the pre-push hook".
		if byName := r.classifyBuiltin(conv, confirm.Target{Name: c.Name, Command: hook + " hook"}); byName.Level == confirm.Explicit {
			return byName, false
		}
	}
	if cls.Level != confirm.Explicit && w.Tool != "" && cfg.Classifier.Command == "" && (typesTool(conv, w.Tool) || typesTool(conv, toolProgram(w.Tool))) {
		// "run black on app/models.py", "rustfmt src/lexer.rs for me":
		// the tool named with the file is the request, with a verb of
		// running or the tool's own name used as one. (The tool's name
		// beside the file in a report or a question asks for nothing:
		// "black app/models.py fails on CI".)
		if t, ok := r.fileTarget(c, w); ok {
			t.Verbs = toolRunVerbs
			if toolAsVerb(latestUser(conv), w.Tool, filepath.Base(c.Path), w.By) {
				t.Verbs = append(slices.Clip(toolRunVerbs), toolVerbs(w.Tool)...)
			}
			if byTool := r.classifyBuiltin(conv, t); byTool.Level == confirm.Explicit {
				return byTool, false
			}
		}
	}
	if cls.Level != confirm.Explicit && w.Program != "" {
		if byCmd := byCommand(); byCmd.Level == confirm.Explicit {
			return byCmd, false
		}
	}
	if cls.Level != confirm.Explicit && !external && cfg.Classifier.Command == "" && programPlaceNamed(latestUser(conv), w, r.ProjectDir()) {
		return confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you asked for the change made with %s in the directory of %s", writerName(w), c.Name)}, false
	}
	if cls.Level != confirm.Explicit && !external {
		cls = r.classifyAliases(conv, cfg, w, cls)
	}
	return cls, external
}

// placeNamedAlone reports whether a lock file a program keeps in step
// with its manifest is, for said, another file than the one asked for:
// said names the manifest by its file name as the place of the change
// ("bump the patch version in package.json") and not the lock file, the
// lock file is already there (the command rewrites it), and the command
// changes no dependency (npm version, npm pkg set: a package added is
// the content of both files, so "add rspec-rails to the Gemfile" asks
// for Gemfile.lock's entry too) and relocks nothing (go mod tidy brings
// go.mod and go.sum in step: naming either asks for both).
func placeNamedAlone(said string, c confirm.Change, w shell.Write) bool {
	if w.Program == "" || w.Transient || w.Backup != "" || said == "" || w.Relock {
		return false // a relock (go mod tidy) is asked for by either file
	}
	low := strings.ToLower(said)
	if !containsWord(low, strings.ToLower(filepath.Base(w.With))) || containsWord(low, strings.ToLower(filepath.Base(w.Path))) ||
		hasAnyWord(low, []string{"lock", "lockfile", "lockfiles", "lock-file", "both"}) {
		return false
	}
	if _, deps := packageOperands(w.By); deps {
		return false
	}
	st, err := os.Stat(c.Path)
	return err == nil && st.Mode().IsRegular()
}

// toolRunVerbs ask for a tool to be run on a file ("run black on
// app/models.py", "let eslint autofix src/api.ts").
var toolRunVerbs = []string{"run", "use", "apply", "execute", "rerun", "autofix", "autoformat", "reformat", "autocorrect", "auto-correct"}

// toolProgram is a tool's program name without its subcommand
// ("php-cs-fixer fix" → "php-cs-fixer").
func toolProgram(tool string) string {
	name, _, _ := strings.Cut(tool, " ")
	return name
}

// toolVerbs are the words of a tool's name a user uses as the verb of a
// request ("rustfmt src/lexer.rs", "terraform fmt the main.tf file",
// "php-cs-fixer the X file"): the program's name, its last part after a
// dash, and its subcommand.
func toolVerbs(tool string) []string {
	name, sub, _ := strings.Cut(tool, " ")
	out := []string{strings.ToLower(name)}
	if i := strings.LastIndexByte(name, '-'); i >= 0 && i+1 < len(name) {
		out = append(out, strings.ToLower(name[i+1:]))
	}
	if sub != "" {
		out = append(out, strings.ToLower(sub))
	}
	return out
}

// instrumentLeads put the script that follows as the means of a change
// ("regenerate schema/openapi.json with scripts/gen_schema.py").
var instrumentLeads = []string{"with", "using", "via", "through", "run", "execute"}

// instrumentNamed reports whether said asks for a change made by the
// script w's program runs (its word written as a path: scripts/gen.py,
// not the interpreter): the script's path follows one of
// instrumentLeads, and a verb of change, or one of the verbs its name
// says it does (regenerate for gen_schema.py), comes before it; not in a
// message with a question or a negation.
func instrumentNamed(said string, wr shell.Write) (string, bool) {
	program := wr.Program
	if said == "" || program == "" || strings.ContainsAny(said, "?¿") {
		return "", false
	}
	var script string
	for _, f := range strings.Fields(program)[1:] {
		if strings.Contains(f, "/") && filepath.Ext(f) != "" {
			script = strings.ToLower(strings.TrimPrefix(f, "./"))
			break
		}
	}
	if script == "" {
		return "", false
	}
	return script, meansNamed(said, script, wr.Aliases)
}

// meansNamed reports whether said (no question in it) asks for a change
// made with means, a script's path or a program's name (lower case):
// means follows one of instrumentLeads, and a verb of change, or one of
// the aliases' verbs, comes before it; no negation.
func meansNamed(said, means string, aliases []shell.Alias) bool {
	if strings.ContainsAny(said, "?¿") {
		return false
	}
	words := strings.Fields(strings.ToLower(said))
	changed := false
	for i, w := range words {
		w = strings.Trim(w, "`'\".,;:!()")
		if lang.IsNegation(w) {
			return false
		}
		if lang.IsChangeVerb(w) || strings.HasPrefix(w, "re") && lang.IsChangeVerb(w[2:]) || // regenerate
			slices.ContainsFunc(aliases, func(a shell.Alias) bool { return slices.Contains(a.Verbs, w) }) {
			changed = true
		}
		if i > 0 && changed && strings.TrimPrefix(w, "./") == means && slices.Contains(instrumentLeads, strings.Trim(words[i-1], "`'\"")) {
			return true
		}
	}
	return false
}

// writerName is the name of the program that makes write w, lower case,
// as typed first in the command that writes ("mockgen"); "" for a
// program only known at run time.
func writerName(w shell.Write) string {
	first, _, _ := strings.Cut(w.By, " ")
	if first == "" || strings.ContainsAny(first, "<>$`") {
		return ""
	}
	return strings.ToLower(path.Base(first))
}

// programPlaceNamed reports whether said asks for a change made with the
// program that writes w ("regenerate the mocks in internal/store/mocks
// with mockgen") in a directory of the project it names that holds w's
// file: the program named as the means, the place named as itself. Only
// for programs of the table of writers (a generator, a formatter), whose
// writes are their own work: sed or cp are judged by the file and the
// edit.
func programPlaceNamed(said string, w shell.Write, project string) bool {
	prog := writerName(w)
	if prog == "" || len(w.Args) > 0 || w.Kind == shell.Unknown || w.Dynamic {
		return false // a file command (sed, cp …) is judged by the file and its edit
	}
	if !meansNamed(said, prog, w.Aliases) && (w.Tool == "" || !meansNamed(said, strings.ToLower(toolProgram(w.Tool)), w.Aliases)) {
		return false
	}
	for dir := filepath.Dir(w.Path); dir != project && changeset.Inside(dir, project); dir = filepath.Dir(dir) {
		if namesDirItself(said, confirm.DisplayName(dir, project)) {
			return true
		}
	}
	return false
}

// orderLeads may open an order before its verb ("just rustfmt …",
// "yeah pls terraform fmt …").
var orderLeads = []string{"please", "pls", "plz", "just", "yeah", "yes", "ok", "okay", "sure", "now", "and", "then", "also", "can", "could", "you", "u"}

// objectEnds may follow the file a tool's name governs as a verb ("…
// src/lexer.rs for me", "… the main.tf file please"); any other word
// after it makes the file the subject of a report ("rustfmt src/lexer.rs
// fails on CI").
var objectEnds = []string{"file", "for", "please", "pls", "plz", "now", "too", "as", "with", "using", "and", "then", "again", "thanks", "thx", "only", "also"}

// fileNouns call what a path names, before it or after it ("the file
// X", "the X directory").
var fileNouns = []string{"file", "directory", "folder", "dir"}

// toolAsVerb reports whether said uses tool's name as the verb of an
// order on the file called base: said asks no question and holds no
// negation (either makes the order doubtful), and a clause opens,
// after words of politeness, with the tool's words, has base as their
// object (after options the command by runs with, a determiner and the
// noun "file" or "folder", at most: "gofmt -w the file X"), and nothing
// but such a noun ("the X directory") and objectEnds after.
func toolAsVerb(said, tool, base, by string) bool {
	if strings.ContainsAny(said, "?¿") || slices.ContainsFunc(strings.Fields(strings.ToLower(said)), func(w string) bool { return lang.IsNegation(strings.Trim(w, ".,;:!")) }) {
		return false // "rustfmt src/main.rs, is that safe?", "…, but don't run it yet"
	}
	names := toolVerbs(tool)
	base = strings.ToLower(base)
	for _, cl := range requestClauses(strings.ToLower(said)) {
		words := strings.FieldsFunc(cl, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '!' || r == '\n' || r == '`' })
		i := 0
		for i < len(words) && slices.Contains(orderLeads, words[i]) {
			i++
		}
		start := i
		for i < len(words) && (slices.Contains(names, words[i]) || strings.HasSuffix(words[i], "/"+names[0])) {
			i++ // vendor/bin/php-cs-fixer as typed
		}
		if i == start {
			continue
		}
		for i < len(words) && strings.HasPrefix(words[i], "-") && slices.Contains(strings.Fields(by), words[i]) {
			i++ // the options the command runs with, as typed
		}
		if i < len(words) && slices.Contains([]string{"the", "my", "our", "this", "that"}, words[i]) {
			i++
		}
		if i+1 < len(words) && slices.Contains(fileNouns, words[i]) {
			i++ // "the file X", "the folder X"
		}
		if i >= len(words) {
			continue
		}
		if w := strings.TrimRight(words[i], "."); w != base && !strings.HasSuffix(w, "/"+base) {
			continue
		}
		if i+1 < len(words) && slices.Contains(fileNouns, strings.TrimRight(words[i+1], ".")) {
			i++ // "the X directory"
		}
		if i+1 == len(words) || slices.Contains(objectEnds, strings.TrimRight(words[i+1], ".")) {
			return true
		}
	}
	return false
}

// spannedCommand judges a write by a program that the user's latest
// message quotes as code, exactly as it runs ("scaffold a package at
// packages/ui with `npm init -y` inside it"): the quoted command is the
// target, read by the usual rules (a question, a negation or a hedge
// asks for nothing), and the directory it writes in is the project's or
// one the message names.
func (r *Run) spannedCommand(conv []confirm.Turn, w shell.Write) (confirm.Classification, bool) {
	said := latestUser(conv)
	if w.Program == "" || w.Dynamic || !strings.Contains(said, "`") {
		return confirm.Classification{}, false
	}
	project := r.ProjectDir()
	dir := filepath.Dir(w.Path)
	if w.Kind == shell.Unknown {
		dir = w.Path
	}
	text := said
	if dir != project {
		name := confirm.DisplayName(dir, project)
		if !namesDir(said, name) {
			return confirm.Classification{}, false
		}
		// The place named is where the command runs, not another file
		// the change is for: read as "run `npm init -y` inside it".
		text = strings.ReplaceAll(strings.ReplaceAll(said, name+"/", name), name, "it")
	}
	for _, span := range codeSpans(said) {
		if strings.TrimSpace(span) != w.By || !runLead(said, span) {
			continue
		}
		t := confirm.Target{Name: span, Command: span, Verbs: spanVerbs, OnlyVerbs: true}
		if cls := r.classifyBuiltin([]confirm.Turn{{Role: confirm.User, Text: text}}, t); cls.Level == confirm.Explicit {
			return cls, true
		}
	}
	return confirm.Classification{}, false
}

// spanVerbs ask for a quoted command to be run, or for what it sets up.
var spanVerbs = []string{"run", "execute", "rerun", "use", "scaffold", "init", "initialize", "setup", "set"}

// runLead reports whether the quoted command span stands in said right
// after a word that runs it as an order: run, execute, rerun, with,
// using, via ("run `npm init -y`", "scaffold … with `npm init -y`"); not
// after a report of it ("someone ran `npm init -y`").
func runLead(said, span string) bool {
	i := strings.Index(said, "`"+span)
	if i < 0 {
		return false
	}
	ws := strings.Fields(strings.ToLower(said[:i]))
	if len(ws) > 0 && ws[len(ws)-1] == "please" {
		ws = ws[:len(ws)-1]
	}
	return len(ws) > 0 && slices.Contains([]string{"run", "execute", "rerun", "with", "using", "via"}, ws[len(ws)-1])
}

// typedCommand reports whether said, the user's whole message, is the
// command that makes write w typed as an order: as it runs ("make clean
// please", "git stash pop"), as the program it runs ("make clean"), or as
// the tool on the file ("gofmt internal/cache/lru.go please").
func typedCommand(said string, c confirm.Change, w shell.Write) bool {
	said = withoutPoliteEnd(said) // "go fmt ./... please"
	if said == "" {
		return false
	}
	if confirm.TypedAsRequest(said, w.By) || w.Program != "" && confirm.TypedAsRequest(said, w.Program) ||
		w.Tool != "" && confirm.TypedAsRequest(said, w.Tool+" "+c.Name) {
		return true
	}
	// "rustfmt src/main.rs, it's a mess": the command typed as the first
	// clause, then a remark on why; not when the remark asks, negates or
	// hedges ("…, is that safe?", "…, but not yet").
	head, tail, ok := firstClause(said)
	return ok && remarkOnly(tail) && typedCommand(head, c, w)
}

// withoutPoliteEnd is said without the words of politeness it ends with
// ("please", "pls", "thanks"): a command typed with them is still typed.
func withoutPoliteEnd(said string) string {
	for {
		t := strings.TrimRight(said, " .!,")
		i := strings.LastIndexByte(t, ' ')
		if i < 0 {
			return said
		}
		switch strings.ToLower(t[i+1:]) {
		case "please", "pls", "plz", "thanks", "thx", "ty":
			said = t[:i]
		default:
			return said
		}
	}
}

// firstClause splits said at its first clause break (a comma, semicolon,
// colon, dash or full stop followed by a space); ok is false when there is
// none.
func firstClause(said string) (head, tail string, ok bool) {
	cut := -1
	for _, sep := range [...]string{", ", "; ", ": ", ". ", " — ", " – ", " - "} {
		i := strings.Index(said, sep)
		for sep == ". " && i > 0 && said[i-1] == '.' {
			// "./... please": the dots of a path, not a full stop
			j := strings.Index(said[i+1:], sep)
			if j < 0 {
				i = -1
				break
			}
			i += 1 + j
		}
		if i > 0 && (cut < 0 || i < cut) {
			cut = i
		}
	}
	if cut < 0 {
		return "", "", false
	}
	return said[:cut], said[cut:], true
}

// remarkOnly reports whether tail, what follows a command typed as an
// order, only remarks: no question, negation, hedge or "but".
func remarkOnly(tail string) bool {
	if strings.ContainsAny(tail, "?¿") {
		return false
	}
	for _, f := range strings.Fields(strings.ToLower(strings.ReplaceAll(tail, "’", "'"))) {
		f = strings.Trim(f, ".,;:!—–-\"'`()")
		if f == "but" || lang.IsNegation(f) || lang.IsHedge(f) {
			return false
		}
	}
	return true
}

// classifyAliases judges a program's write by its aliases (shell.Alias:
// "format the code", "fix the lint errors", "add axios"), on the user's
// latest message alone, and only when it names no file, unless the alias
// names an effect that goes with files (Alias.Files: "unpack
// seed.tar.gz"): "format src/app.ts" is about that file, and never asks
// for prettier --write . . Every alias marked All
// must be asked for (each package); else any one. cls is the verdict
// otherwise.
func (r *Run) classifyAliases(conv []confirm.Turn, cfg confirm.Config, w shell.Write, cls confirm.Classification) confirm.Classification {
	said := latestUser(conv)
	if len(w.Aliases) == 0 || cfg.Classifier.Command != "" || said == "" {
		return cls
	}
	files := namesFileBesides(said, w.Aliases) && !namesOnlyItsFile(said, w)
	// The user's own latest words only: an alias is a common word ("code",
	// "lint"), which a proposal or a plan may hold without asking for
	// this program.
	own := []confirm.Turn{{Role: confirm.User, Text: said}}
	approves := r.consentClassifier().Approves
	var all, any *confirm.Classification
	allOK := true
	for _, a := range w.Aliases {
		if files && !a.Files || a.Every && namesOneOf(said, a.Name) {
			allOK = allOK && !a.All
			continue // "format src/app.ts" is about that file; "the Header snapshot" is not every snapshot
		}
		t := confirm.Target{Name: a.Name, Command: a.Name, Verbs: a.Verbs, OnlyVerbs: true, Added: commandWords(r.Event.Command())}
		c := confirm.Classify(confirm.Request{Conversation: own, Approves: approves, Target: t})
		if resolved, ok := resolvedPronoun(said, a, w); ok && c.Level != confirm.Explicit && !a.All {
			// "the CI says formatting is off, fix it": read as "… tidy the formatting".
			c = confirm.Classify(confirm.Request{Conversation: []confirm.Turn{{Role: confirm.User, Text: resolved}}, Approves: approves, Target: t})
		}
		if resolved, ok := elidedObject(said, a); ok && c.Level != confirm.Explicit {
			// "we don't use axios anymore, rip it out", "types.ts is stale, please regenerate".
			c = confirm.Classify(confirm.Request{Conversation: []confirm.Turn{{Role: confirm.User, Text: resolved}}, Approves: approves, Target: t})
		}
		switch {
		case a.All && c.Level != confirm.Explicit:
			allOK = false
		case a.All:
			all = &c
		case c.Level == confirm.Explicit && any == nil:
			any = &c
		}
	}
	switch {
	case any != nil:
		return *any
	case all != nil && allOK:
		return *all
	}
	return cls
}

// everyOne reports whether write w is a program's work on every one of
// its kind (Alias.Every: every dependency updated), which naming the file
// does not ask for.
func everyOne(w shell.Write) bool {
	for _, a := range w.Aliases {
		if a.Every {
			return true
		}
	}
	return false
}

// namesOne reports whether said names one of the things write w does
// every one of (namesOneOf, for each alias marked Every).
func namesOne(said string, w shell.Write) bool {
	for _, a := range w.Aliases {
		if a.Every && namesOneOf(said, a.Name) {
			return true
		}
	}
	return false
}

// namesOneOf reports whether said names one thing of the kind an alias
// names by its singular with a name of its own: a name written as one
// (capitalised inside the sentence, or with a dot, underscore, slash or
// backquote) just before it ("the Header snapshot", "the `login_form`
// snapshot") or after "for"/"of" ("the snapshot for UserCard"). Such a
// request asks for that one, not for a command doing it to every one.
func namesOneOf(said, kind string) bool {
	one := strings.TrimSuffix(strings.ToLower(kind), "s")
	ws := strings.Fields(said)
	for i, w := range ws {
		if strings.ToLower(strings.Trim(w, ".,;:!?()'\"")) != one {
			continue
		}
		if i > 1 && isProperName(ws[i-1]) || i > 1 && onlyWord(ws[i-2]) || i > 2 && strings.EqualFold(ws[i-2], "the") && onlyWord(ws[i-3]) {
			return true // "the Header snapshot", "just the clap crate"
		}
		for j := i + 1; j < len(ws) && j <= i+3; j++ {
			switch strings.ToLower(ws[j]) {
			case "for", "of", "the", "in":
				continue
			}
			if j > i+1 && isProperName(ws[j]) {
				return true
			}
			break
		}
	}
	return false
}

// onlyWord reports whether w restricts what follows to one: "just",
// "only".
func onlyWord(w string) bool {
	w = strings.ToLower(w)
	return w == "just" || w == "only"
}

// isProperName reports whether word w, not the first of its sentence,
// is written as a name: it starts with a capital letter, or holds a dot,
// an underscore, a slash or a backquote.
func isProperName(w string) bool {
	w = strings.Trim(w, ",;:!?()'\"")
	return w != "" && (w[0] >= 'A' && w[0] <= 'Z' && w != "I" || strings.ContainsAny(strings.TrimRight(w, "."), "._/`"))
}

// pronounName reports whether name is an alias a pronoun may stand for in
// an order ("fix it", "update them"): the specific names of a formatter's,
// fixer's, generator's or snapshot writer's work. A common word ("the code", "the
// changes", "main") is not: "the code crashes on nil, fix it" asks for a
// fix, not for the formatter. A switch, not a map: a map literal is built
// before main in every hook process.
func pronounName(name string) bool {
	switch name {
	case "formatting", "formatter", "lint", "linting", "linter",
		"snapshots", "snapshot", "imports", "stubs", "mocks", "bindings",
		"codegen", "generated code", "generated files", "generated types",
		"lockfile", "lock file":
		return true
	}
	return false
}

// resolvedPronoun is said with its order about a pronoun read as the
// work of alias a of write w (confirm.ResolvePronoun), when a is a name a
// pronoun may stand for (pronounName, or the tool or program itself:
// "prettier --check failed, make it pass", "cargo fmt --check fails on
// CI, fix that").
func resolvedPronoun(said string, a shell.Alias, w shell.Write) (string, bool) {
	if len(a.Verbs) == 0 || !pronounName(a.Name) && a.Name != w.Tool && a.Name != w.Program {
		return "", false
	}
	return confirm.ResolvePronoun(said, a.Name, a.Verbs[0])
}

// elidedObject rewrites said's order for alias a whose object is a
// pronoun or left out ("rip it out", "please regenerate.") into the verb
// with the alias's name ("rip the axios out", "please regenerate the
// types"), the rest of the message as it is, when the verb is one of a's
// own and the name stands in the order's clause or the one before it
// (nearBefore) as a word of at least four letters that is not a word any
// request may hold ("code", "files"). The message is read by the usual
// rules, so a question, a condition, a quote or a negation still asks
// for nothing.
func elidedObject(said string, a shell.Alias) (string, bool) {
	name := strings.ToLower(a.Name)
	if len(name) < 4 || len(a.Verbs) == 0 || genericAlias(name) {
		return "", false
	}
	lower := strings.ToLower(said) // ASCII and beyond: offsets may move, so only when they do not
	if len(lower) != len(said) {
		return "", false
	}
	for i := 0; i < len(lower); {
		for i < len(lower) && !isWordByte(lower[i]) {
			i++
		}
		j := i
		for j < len(lower) && isWordByte(lower[j]) {
			j++
		}
		if j == i {
			break
		}
		verb := lower[i:j]
		if slices.Contains(a.Verbs, verb) && nearBefore(lower[:i], name) {
			rest := strings.TrimLeft(lower[j:], " ")
			k := len(lower) - len(rest)
			pronoun := false
			for _, p := range []string{"it", "them", "that", "this", "those"} {
				if after, ok := strings.CutPrefix(rest, p); ok && (after == "" || !isWordByte(after[0])) {
					pronoun = true
					return said[:k] + "the " + a.Name + said[k+len(p):], true
				}
			}
			tail := strings.TrimLeft(lower[k:], " ")
			if !pronoun && (tail == "" || !isWordByte(tail[0]) || strings.HasPrefix(tail, "please") || strings.HasPrefix(tail, "pls")) {
				return said[:j] + " the " + a.Name + said[j:], true
			}
		}
		i = j
	}
	return "", false
}

// nearBefore reports whether name is a word of the text before an order
// within the order's own clause or the one before it: "we don't use axios
// anymore, rip it out", not "axios is slow, but lodash is worse: remove
// it".
func nearBefore(before, name string) bool {
	cut := clauseBreak(before)
	if cut < 0 || containsWord(before[cut:], name) {
		return containsWord(before[max(cut, 0):], name)
	}
	return containsWord(before[clauseBreak(before[:cut])+1:cut], name)
}

// clauseBreak is the index of the last mark in s that ends a clause (a
// punctuation mark followed by a space or the end, or a line break; not
// the dot of "types.generated.ts"), or -1.
func clauseBreak(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '\n' || strings.IndexByte(".,;:!?", s[i]) >= 0 && (i+1 == len(s) || s[i+1] == ' ') {
			return i
		}
	}
	return -1
}

// genericAlias reports whether an alias's name is a word any request may
// hold ("the code crashes, fix it" is about no formatter).
func genericAlias(name string) bool {
	switch name {
	case "code", "files", "file", "changes", "work", "project", "repo", "codebase", "everything", "style", "code style", "client":
		return true
	}
	return false
}

// latestUser is the text of the user's latest message in conv ("" when
// none).
func latestUser(conv []confirm.Turn) string {
	for i := len(conv) - 1; i >= 0; i-- {
		if conv[i].Role == confirm.User && strings.TrimSpace(conv[i].Text) != "" {
			return conv[i].Text
		}
	}
	return ""
}

// namesAFile reports whether text holds a word that looks like a file or
// a path: one with a slash, or a name with a short extension ("app.ts",
// "README.md", ".env").
func namesAFile(text string) bool { return len(fileWords(text)) > 0 }

// namesFileBesides reports whether text names a file (namesAFile) other
// than one of aliases, which are what the command's work is called: "add
// github.com/google/uuid to the module" names a package, not a path.
// namesOnlyItsFile reports whether every file text names is the file w
// writes ("run the pending migration and commit db/schema.rb" for rails
// db:migrate, which rewrites db/schema.rb): naming it is no other file
// the request is about.
func namesOnlyItsFile(text string, w shell.Write) bool {
	own := filepath.ToSlash(w.Path)
	files := fileWords(text)
	for _, f := range files {
		if f = strings.TrimPrefix(f, "./"); own != f && !strings.HasSuffix(own, "/"+f) {
			return false
		}
	}
	return len(files) > 0 && !w.Dynamic
}

func namesFileBesides(text string, aliases []shell.Alias) bool {
	for _, f := range fileWords(text) {
		if !slices.ContainsFunc(aliases, func(a shell.Alias) bool { return strings.EqualFold(a.Name, f) }) {
			return true
		}
	}
	return false
}

// fileWords returns the words of text that are paths or file names
// ("config.ts", "src/app.ts"; not a remote's branch such as origin/main,
// not a URL).
func fileWords(text string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\n' || r == '\t' || r == ',' || r == '(' || r == ')' || r == '`' || r == '"' || r == '\''
	}) {
		f = strings.TrimRight(f, ".:;!?")
		if remote, _, _ := strings.Cut(f, "/"); (remote == "origin" || remote == "upstream") && !strings.Contains(f, ".") {
			continue // a remote's branch (origin/main), not a path
		}
		if strings.Contains(f, "/") && !strings.Contains(f, "://") {
			out = append(out, f)
			continue
		}
		if dot := strings.LastIndexByte(f, '.'); dot >= 0 && dot < len(f)-1 && len(f)-dot <= 6 && isLetters(f[dot+1:]) {
			out = append(out, f)
		}
	}
	return out
}

// namesOtherFile returns a file the user's latest message names that the
// command does not: "stash the changes to config.ts" is about config.ts,
// and a plain git stash does more than that.
func namesOtherFile(said, command string) (string, bool) {
	for _, f := range fileWords(said) {
		if !strings.Contains(command, f) && (len(f) < 2 || !strings.Contains(command, strings.TrimSuffix(f, "/"))) {
			return f, true // "public/fonts/" is the -C public/fonts of tar
		}
	}
	return "", false
}

// isLetters reports whether s is ASCII letters only.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}

// typesTool reports whether the user's latest message types the tool's
// name ("black", "cargo fmt").
func typesTool(conv []confirm.Turn, tool string) bool {
	return confirm.Types(latestUser(conv), tool)
}

// gitHook is the name of the git hook at p (".git/hooks/pre-push" →
// "pre-push"), ok false for any other path.
func gitHook(p string) (string, bool) {
	dir, name := filepath.Split(p)
	if name == "" || strings.HasSuffix(name, ".sample") || filepath.Base(dir) != "hooks" || filepath.Base(filepath.Dir(filepath.Clean(dir))) != ".git" {
		return "", false
	}
	return name, true
}

// removalOf is how a write of kind k takes its file away: a deletion is
// explicit only when the user asked to delete, a move only when they asked
// to move or rename.
func removalOf(k shell.Kind) confirm.Removal {
	switch k {
	case shell.Delete:
		return confirm.Deletes
	case shell.MoveFrom:
		return confirm.Moves
	}
	return confirm.Keeps
}

// sedPreview renders what a literal `sed -i 's/old/new/'` will do to a
// small file ("" for any other write, or when it cannot be worked out).
func (r *Run) sedPreview(w shell.Write, c confirm.Change) string {
	before, subs, ok := r.sedEdit(w, c.Name)
	if !ok {
		return ""
	}
	c.Before = before
	c.After, c.BeforeUnknown = applyAll(subs, before), false
	return c.Name + ":\n" + confirm.Render(c, confirm.MessageLimit/2)
}

// sedEdit reads what a literal sed -i (sedScript) will do to the file of
// w: its content now and the substitutions; ok is false for any other
// write, or when it cannot be worked out.
func (r *Run) sedEdit(w shell.Write, name string) (before string, subs []sedSubstitution, ok bool) {
	if w.Kind != shell.EditPlace || len(w.Args) == 0 || filepath.Base(w.Args[0].Text) != "sed" {
		return "", nil, false
	}
	subs, ok = sedScript(w.Args)
	if !ok {
		return "", nil, false
	}
	content, err := safefile.ReadString(w.Path, maxSedPreview)
	if err != nil {
		r.Tracef("confirm: sed's edit of %s not worked out: %v", name, err)
		return "", nil, false
	}
	return content, subs, true
}

// textEdit is the change a write whose text is known (shell.Write.Text:
// echo, printf, a literal here-document, `: >`) makes to its file: the
// file as it is (none: created) and as it will be, overwritten or
// appended to. ok is false for any other write, or when the file cannot
// be read (too big, not a regular file).
func (r *Run) textEdit(w shell.Write, c confirm.Change) (confirm.Change, bool) {
	if !w.TextKnown || w.Dynamic || w.Kind != shell.Overwrite && w.Kind != shell.Append {
		return c, false
	}
	before, err := safefile.ReadString(w.Path, maxSedPreview)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		c.Created = true
	case err != nil:
		r.Tracef("confirm: what %s writes to %s not worked out: %v", w.By, c.Name, err)
		return c, false
	}
	c.Before, c.After, c.BeforeUnknown = before, w.Text, false
	if w.Kind == shell.Append {
		c.After = before + w.Text
	}
	return c, true
}

// fileCommandVerb is the command that moves, copies, links or removes
// the file of w, as users type it as the verb of a request ("git mv A to
// B", "cp a.yml to b.yml", "rm the old log"): mv, cp, ln, rm, or git's mv
// and rm; "" for any other write.
func fileCommandVerb(w shell.Write) string {
	args := w.Args
	if len(args) > 1 && filepath.Base(args[0].Text) == "git" && !args[1].Dynamic {
		args = args[1:]
	}
	if len(args) == 0 || args[0].Dynamic {
		return ""
	}
	switch verb := filepath.Base(args[0].Text); verb {
	case "mv", "cp", "ln", "rm":
		return verb
	}
	return ""
}

// fileTarget is the target a written file is named by: its path and
// name; a directory by its path as typed, not by a file in it
// ("src/api.js" does not name src). ok is false for the project itself,
// which no path names.
func (r *Run) fileTarget(c confirm.Change, w shell.Write) (confirm.Target, bool) {
	t := confirm.Target{Name: c.Name, Path: c.Path, Verbs: writeVerbs(w)}
	if verb := fileCommandVerb(w); verb != "" {
		t.Verbs = append(slices.Clip(t.Verbs), verb)
	}
	if w.Kind == shell.MoveTo && w.Program == "" {
		t.Added = commandWords(r.Event.Command())
	}
	if w.Recursive || isDir(c.Path) {
		if w.Path == r.ProjectDir() || c.Name == "." {
			return t, false
		}
		t.Command = c.Name
	}
	return t, true
}

// classifySedEdit judges a literal sed -i on a file as the edits it makes,
// one per substitution that changes something, each like an Edit of the
// file (so a second substitution touching a declaration the user did not
// name is asked about). ok is false when the edits cannot be worked out
// or none changes the file, and for a substitution addressed to one line
// (whose line the user names otherwise: "the title"): the file is then
// judged by its name.
func (r *Run) classifySedEdit(conv []confirm.Turn, c confirm.Change, w shell.Write) (cls confirm.Classification, ok bool) {
	before, subs, ok := r.sedEdit(w, c.Name)
	if !ok || addressed(subs) {
		return cls, false
	}
	for _, sub := range subs {
		after := sub.apply(before)
		if after == before {
			continue
		}
		e := c
		e.Before, e.After, e.BeforeUnknown = before, after, false
		t := confirm.TargetOf(e)
		if len(t.Declared) == 0 {
			// Lines outside any block ("const DefaultRate = 10"): what
			// they declare is what the substitution changes.
			t.Declared = declaredOnChangedLines(before, after)
		}
		cls, ok = r.classifyIn(conv, t, w.Kind), true
		if cls.Level != confirm.Explicit {
			return cls, true
		}
	}
	return cls, ok
}

// declaredOnChangedLines lists the names declared on the lines a
// substitution changes (before and after have the same lines).
func declaredOnChangedLines(before, after string) []string {
	var names []string
	a := strings.Split(after, "\n")
	for i, line := range strings.Split(before, "\n") {
		if i < len(a) && a[i] != line {
			if d := confirm.DeclaredBy(line); d != "" && !slices.Contains(names, d) {
				names = append(names, d)
			}
		}
	}
	return names
}

// outsideProject reports whether a write surely lands outside the project:
// its path, or the static beginning of a Dynamic path (runTimeOutside).
func outsideProject(w shell.Write, project string) bool {
	p := w.Path
	if w.Dynamic {
		i := strings.IndexAny(p, "$`*?[{~")
		if i < 0 || !filepath.IsAbs(p) {
			return false
		}
		return project != "" && runTimeOutside(p[:i], project)
	}
	return project != "" && filepath.IsAbs(p) && p != project && !changeset.Inside(p, project)
}

// runTimeOutside reports whether an absolute path whose text after static
// begins is only known at run time surely lands outside project: every
// path it can become (without "..", which no date, counter or name a
// command prints holds) starts with static, so it lies outside when the
// project's path neither starts with static nor is a beginning of it.
// "/tmp/shop-" (for /tmp/shop-$(date +%F).sql) cannot lead into
// /tmp/work/app; "/tmp/" or "/$(…)" can.
func runTimeOutside(static, project string) bool {
	dir, name := filepath.Split(static)
	if dir = filepath.Clean(dir); !strings.HasSuffix(dir, string(filepath.Separator)) {
		dir += string(filepath.Separator)
	}
	static = dir + name
	root := filepath.Clean(project) + string(filepath.Separator)
	return !strings.HasPrefix(root, static) && !strings.HasPrefix(static, root)
}

// verbOf says what a write does, for the question.
func verbOf(k shell.Kind) string {
	switch k {
	case shell.Overwrite:
		return "overwrite"
	case shell.Append:
		return "append to"
	case shell.EditPlace:
		return "edit"
	case shell.Truncate:
		return "truncate"
	case shell.Delete:
		return "delete"
	case shell.MoveFrom:
		return "move away"
	case shell.MoveTo:
		return "replace"
	case shell.Create:
		return "create"
	case shell.Link:
		return "put a link at"
	case shell.Restore:
		return "overwrite (from git)"
	case shell.Attributes:
		return "change the mode or owner of"
	}
	return "change"
}

// bashQuestion asks about a command: what it will do to which file, and
// what cannot be read. The tail is confirmation's own, so the user's next
// "yes" reads as an answer to it.
func bashQuestion(command string, asked, diffs, unreadable []string) string {
	return question("I'd run this command:\n\n    "+clipCommand(command)+"\n\n", "It will:\n", asked, diffs, unreadable)
}

// question is a confirmation question: intro, what will be done to which
// file (under list), the diffs, what cannot be read, bounded to
// confirm.MessageLimit and ending in confirmation's own tail.
func question(intro, list string, asked, diffs, unreadable []string) string {
	var b strings.Builder
	b.WriteString(intro)
	if len(asked) > 0 {
		b.WriteString(list)
		for _, a := range asked {
			b.WriteString("  - " + a + "\n")
		}
		b.WriteByte('\n')
	}
	for _, d := range diffs {
		b.WriteString(d + "\n\n")
	}
	if len(unreadable) > 0 {
		b.WriteString("What it changes cannot all be read before it runs:\n")
		for _, u := range dedupe(unreadable) {
			b.WriteString("  - " + u + "\n")
		}
		b.WriteByte('\n')
	}
	b.WriteString("This look right?")
	s := stripControl(b.String())
	if len(s) > confirm.MessageLimit {
		s = s[:confirm.MessageLimit-len("…\n\nThis look right?")] + "…\n\nThis look right?"
	}
	return strings.ToValidUTF8(s, "")
}

func bashReasoning(asked, unreadable []string) string {
	var parts []string
	if len(asked) > 0 {
		parts = append(parts, "you did not ask to "+strings.Join(asked, ", "))
	}
	if len(unreadable) > 0 {
		parts = append(parts, "what it changes cannot all be read before it runs")
	}
	return strings.Join(parts, "; ")
}

// clipCommand is a command for a message: bounded and indented.
func clipCommand(command string) string {
	const limit = 2000
	s := strings.TrimSpace(command)
	if len(s) > limit {
		s = strings.ToValidUTF8(s[:limit], "") + " …"
	}
	return strings.ReplaceAll(s, "\n", "\n    ")
}

// stripControl replaces the control characters a terminal would obey
// (escape sequences, bells, carriage returns) by "?"; newlines and tabs
// stay.
func stripControl(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f || r >= 0x80 && r < 0xa0 {
			return '?'
		}
		return r
	}, strings.ToValidUTF8(s, "?"))
}

func dedupe(list []string) []string {
	seen := map[string]bool{}
	out := list[:0:0]
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// replacedLater drops from writes each deletion of a file that the same
// command writes again after it (rm -f package-lock.json && npm install
// --package-lock-only): the file is replaced, not taken away, and the
// write that replaces it is judged.
func replacedLater(writes []shell.Write) []shell.Write {
	out := writes[:0:0]
	for i, w := range writes {
		if w.Kind == shell.Delete && !w.Recursive && slices.ContainsFunc(writes[i+1:], func(o shell.Write) bool {
			return o.Path == w.Path && o.Kind != shell.Delete && o.Kind != shell.MoveFrom && o.Kind != shell.Attributes
		}) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// byProductsLast orders writes so that a file that comes with another
// (Write.With: a lock file, a backup, a temporary file) is judged after
// it, and is a by-product only when the file it comes with was asked for.
// A Transient file that is there now is no by-product: the command
// overwrites and moves away a file of the project.
func byProductsLast(writes []shell.Write) []shell.Write {
	out := make([]shell.Write, 0, len(writes))
	for _, w := range writes {
		if w.With == "" {
			out = append(out, w)
		}
	}
	for _, w := range writes {
		if w.With == "" {
			continue
		}
		if w.Transient {
			if _, err := os.Lstat(w.Path); err == nil {
				w.With = ""
			}
		}
		out = append(out, w)
	}
	return out
}

// maxProposalSpans bounds the commands of one assistant message read for
// a proposal.
const maxProposalSpans = 8

// proposal is what an approved assistant proposal says about a command.
type proposal uint8

// Proposals.
const (
	// proposedNone: no approved proposal of a command.
	proposedNone proposal = iota
	// proposedThis: the approved proposal is this command.
	proposedThis
	// proposedOther: the approved proposal is another command that writes
	// one of this command's files otherwise.
	proposedOther
)

// proposalApproved reads whether the user's latest message answers the
// assistant message just before it, and what that message proposed: the
// commands it quotes (in backticks or a fenced block) that change
// anything. One such command is proposed when the reply plainly approves
// it (the consent reader's Approves); of several, those the reply picks
// (pickedOptions: "the second one", "both"). The proposal is this
// command when every write of reading is one of the proposed writes
// (shell.SameWrite: the same file, the same way, with the same text or by
// a command of the same words), whatever reading commands stand around
// it, or when it is a proposed command character for character. It is
// another when the reply picked among several commands and this is none
// of them, or when a write of reading is to a file a proposed command
// writes, but otherwise ("I'd run `sed -i 's/8080/9090/' config.yaml`" — "go" —
// sed -i 's/8080/1234/' config.yaml), and the reply approves, picks or is
// a bare answer ("sure"): then the answer was to the proposal, not to
// this command. said is the reply. approved are the proposed writes the
// reply approved, when it did and the proposal is not another command's:
// a command that writes them and more ("yes please, all three" to a plan
// that showed the move and described the edit in words) has those writes
// asked for, the rest judged as usual.
func (r *Run) proposalApproved(conv []confirm.Turn, command string, reading shell.Reading) (said string, p proposal, approved []shell.Write) {
	n := len(conv)
	if n < 2 || conv[n-1].Role != confirm.User || conv[n-2].Role != confirm.Assistant || len(reading.Unreadable) > 0 {
		return "", proposedNone, nil
	}
	said = strings.TrimSpace(conv[n-1].Text)
	if said == "" {
		return "", proposedNone, nil
	}
	dir := r.Event.CWD()
	if dir == "" {
		dir = r.ProjectDir()
	}
	type option struct {
		text    string
		reading shell.Reading
	}
	var options []option
	for i, span := range codeSpans(conv[n-2].Text) {
		if i == maxProposalSpans {
			return "", proposedNone, nil
		}
		read, err := shell.Read(span, dir)
		switch {
		case err != nil:
			return "", proposedNone, nil // a command not read: what was meant is not known
		case changes(read):
			options = append(options, option{span, read})
		}
	}
	var picked []int
	answered := false
	switch {
	case len(options) == 0:
		return "", proposedNone, nil
	case len(options) == 1:
		picked, answered = []int{0}, r.consentClassifier().Approves(said)
	default:
		picked = pickedOptions(said, len(options))
		answered = len(picked) > 0
	}
	var proposed []shell.Write
	for _, k := range picked {
		o := options[k]
		if answered && o.text == strings.TrimSpace(command) {
			return said, proposedThis, nil // typed as proposed, character for character
		}
		if len(o.reading.Unreadable) > 0 {
			return "", proposedNone, nil
		}
		proposed = append(proposed, o.reading.Writes...)
	}
	bare := answered || len(strings.Fields(said)) <= maxBareAnswerWords
	p = proposedThis
	for _, w := range reading.Writes {
		if !w.Kind.Changes() {
			continue
		}
		if slices.ContainsFunc(proposed, func(o shell.Write) bool { return shell.SameWrite(w, o) }) {
			continue
		}
		if bare && slices.ContainsFunc(proposed, func(o shell.Write) bool { return o.Path == w.Path && shell.Comparable(o, w) }) ||
			len(options) > 1 && answered {
			// "sure" to `echo 1.3.0 > VERSION`, and echo 2.0.0 > VERSION;
			// "the first one" of two commands, and another run.
			return said, proposedOther, nil
		}
		p = proposedNone
	}
	if !answered {
		return said, proposedNone, nil
	}
	return said, p, proposed
}

// pickedOptions are the options (0-based, of n) a short reply picks by
// their place: "the second one", "2", "option 1", "the last one"; every
// one for "both" or "all of them". None for a longer reply, a negation
// ("not the first one"), a question, or no such word.
func pickedOptions(said string, n int) []int {
	ws := strings.FieldsFunc(strings.ToLower(said), func(r rune) bool {
		return r == ' ' || r == ',' || r == '.' || r == '!' || r == '(' || r == ')' || r == '\n'
	})
	if len(ws) == 0 || len(ws) > maxPickWords || strings.ContainsRune(said, '?') {
		return nil // a question picks nothing
	}
	var out []int
	for _, w := range ws {
		if lang.IsNegation(w) || lang.IsForeignNegation(w) || w == "neither" || w == "none" {
			return nil
		}
		switch o := lang.Ordinal(w); {
		case lang.SelectsAll(w) && n > 1:
			out = make([]int, n)
			for k := range out {
				out[k] = k
			}
			return out
		case o == -1:
			out = append(out, n-1)
		case o > 0 && o <= n:
			out = append(out, o-1)
		}
	}
	if len(out) != 1 {
		return nil // none, or several places named: not read
	}
	return out
}

// maxPickWords: a reply this short picks an option by its place.
const maxPickWords = 6

// maxBareAnswerWords: a reply this short to a proposal answers it and
// asks for nothing else ("sure", "ok go ahead").
const maxBareAnswerWords = 4

// changes reports whether a read command line changes anything: a write
// that changes a file, or an effect that cannot be read.
func changes(reading shell.Reading) bool {
	if len(reading.Unreadable) > 0 {
		return true
	}
	for _, w := range reading.Writes {
		if w.Kind.Changes() {
			return true
		}
	}
	return false
}

// codeSpans are the code of a message: each fenced block (without its
// language line) and each `inline` span outside them, a leading "$ "
// prompt taken off.
func codeSpans(text string) []string {
	var out []string
	add := func(s string) {
		s = strings.TrimSpace(s)
		s = strings.TrimSpace(strings.TrimPrefix(s, "$ "))
		if s != "" {
			out = append(out, s)
		}
	}
	for {
		start := strings.Index(text, "```")
		inline := text
		if start >= 0 {
			inline = text[:start]
		}
		for {
			i := strings.IndexByte(inline, '`')
			if i < 0 {
				break
			}
			j := strings.IndexByte(inline[i+1:], '`')
			if j < 0 {
				break
			}
			add(inline[i+1 : i+1+j])
			inline = inline[i+1+j+1:]
		}
		if start < 0 {
			return out
		}
		rest := text[start+3:]
		end := strings.Index(rest, "```")
		if end < 0 {
			return out // an unclosed block: not read
		}
		block := rest[:end]
		if nl := strings.IndexByte(block, '\n'); nl >= 0 && !strings.ContainsAny(block[:nl], " \t") {
			block = block[nl+1:] // the language line ("bash")
		}
		add(block)
		text = rest[end+3:]
	}
}

// dynamicWrite says what a write to a path only known at run time may do.
func dynamicWrite(w shell.Write) string {
	return fmt.Sprintf("it may %s %s, a path only known at run time (%s)", verbOf(w.Kind), w.Path, w.By)
}

// globRequested judges a write known only through its glob (rm
// logs/*.log, find . -name '*.pyc' -delete) by what a user calls the files
// it matches: the glob's set named (globSet: "the .log files", "the temp
// files", everything in a directory) and its directory named, in a request
// that asks for this change (its verb, negation and hedges read as for any
// file, a deletion only by a verb of deletion). A glob in the working
// directory is named by the set alone, unless the request names another
// directory of the project ("the md files in docs" is no request for rm
// *.md).
func (r *Run) globRequested(conv []confirm.Turn, w shell.Write) (confirm.Classification, bool) {
	said := latestUser(conv)
	if said == "" {
		return confirm.Classification{}, false
	}
	project := r.ProjectDir()
	if w.From != "" {
		return r.sourceSetRequested(conv, w)
	}
	dir, base := filepath.Split(w.Glob)
	dir = filepath.Clean(dir)
	d, _, deep := strings.Cut(dir, string(filepath.Separator)+"**")
	if deep {
		dir = d
	}
	if strings.ContainsAny(dir, "*?[") || !changeset.Inside(dir, project) && dir != project {
		return confirm.Classification{}, false // a glob in the directory too
	}
	said, ok := withoutNarrowing(said, w.Narrowed)
	if !ok {
		return confirm.Classification{Reasoning: fmt.Sprintf("you asked for some of the files %s takes", w.By)}, false
	}
	removal := removalOf(w.Kind)
	cwd := r.Event.CWD()
	if cwd == "" {
		cwd = project
	}
	atRoot := dir == cwd || dir == project
	if atRoot {
		if namesOtherDir(said, project, dir, moveDestination(w, cwd)) {
			return confirm.Classification{}, false
		}
	} else {
		name := confirm.DisplayName(dir, project)
		t := substitutionTarget(w, confirm.Target{Name: name, Path: dir, Command: name, Removal: removal, Verbs: w.Verbs})
		if base == "*" || everyFileAsked(said) && namesDir(said, name) {
			if sub := unboundedSubstitution(w); sub != "" {
				// grep -rl getUsr src | xargs sed -i 's/getUsr/getUser/g':
				// every file under the directory, and the text replaced
				// wherever it stands, inside longer words too.
				return confirm.Classification{Reasoning: fmt.Sprintf("%s replaces %q inside other words too, in every file of %s", w.By, sub, name)}, false
			}
			if narrows(said) {
				// "delete the files in tmp older than a week": some of
				// what is in it, and the command takes all of it.
				return confirm.Classification{Reasoning: fmt.Sprintf("you asked for some of the files in %s, and %s takes them all", name, w.By)}, false
			}
			cls := r.classifyBuiltin(conv, t)
			if cls.Level != confirm.Explicit && removal == confirm.Deletes {
				// "clear tmp/cache", "empty the logs dir": what is in it
				// taken away, the directory kept.
				t.Removal, t.Verbs, t.OnlyVerbs = confirm.Keeps, emptyVerbs, true
				cls = r.classifyBuiltin(conv, t)
			}
			return cls, cls.Level == confirm.Explicit
		}
		if !namesDir(said, name) {
			return confirm.Classification{}, false
		}
	}
	phrase, ok := globSet(said, base, filepath.Base(dir), atRoot)
	if !ok {
		return confirm.Classification{}, false
	}
	if lower := strings.ToLower(said); len(lower) == len(said) {
		if i := strings.Index(lower, phrase); i >= 0 {
			end := i + len(phrase)
			if !strings.ContainsAny(phrase, " .") {
				// One word ("PNGs") with its lead ("the PNGs"): a word
				// alone before "from" reads as a modifier.
				i = strings.LastIndexByte(strings.TrimRight(said[:i], " "), ' ') + 1
			}
			phrase = said[i:end] // as typed
		}
	}
	if deep && !strings.ContainsAny(base, "*?[") && !everyNamed(said, base) && namedMoreThanOnce(dir, base) {
		// find . -name .DS_Store -delete after "delete the .DS_Store in
		// the root": the name of several files names none of the set.
		return confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: fmt.Sprintf("you named one %s, and %s takes every one in the tree", base, w.By)}, false
	}
	typed := ""
	if strings.ContainsAny(phrase, "*?[") {
		// "git rm every public/icons/unused-*.svg": the pattern typed
		// names the set as a file's name names the file; its wildcards
		// are read as letters.
		latest := latestUser(conv)
		if i := strings.Index(latest, phrase); i > 0 && latest[i-1] == '/' {
			// with the directories typed before it
			phrase = latest[strings.LastIndexAny(latest[:i], " \t\n`'\"(")+1 : i+len(phrase)]
		}
		literal := globLetters.Replace(phrase)
		conv = withLatestUser(conv, strings.ReplaceAll(latest, phrase, literal))
		phrase, typed = literal, phrase
	}
	t := substitutionTarget(w, confirm.Target{Name: phrase, Command: phrase, Removal: removal, Verbs: writeVerbs(w)})
	cls := r.classifyIn(conv, t, w.Kind)
	switch {
	case cls.Level == confirm.Explicit:
	case w.Kind == shell.MoveFrom && moveDestination(w, cwd) != "" && putInto(said, confirm.DisplayName(moveDestination(w, cwd), project)):
		// "put all the PNGs from the root into assets/img/": a set of
		// files put into a directory named is moved there.
		t.Removal, t.Verbs, t.OnlyVerbs = confirm.Keeps, putVerbs, true
		cls = r.classifyBuiltin(conv, t)
	case removal == confirm.Deletes:
		// "clear out the *.log files in logs/": a set of files cleared
		// is taken away.
		t.Removal, t.Verbs, t.OnlyVerbs = confirm.Keeps, clearVerbs, true
		cls = r.classifyBuiltin(conv, t)
	}
	if typed != "" {
		cls.Reasoning = strings.ReplaceAll(cls.Reasoning, phrase, typed)
	}
	return cls, cls.Level == confirm.Explicit
}

// globLetters spell a glob's wildcards as letters, for reading a pattern
// typed in a message as a name.
var globLetters = strings.NewReplacer("*", "ANY", "?", "ONE", "[", "OF", "]", "")

// clearVerbs ask for a set of files to be taken away besides the verbs of
// deletion.
var clearVerbs = []string{"clear", "empty"}

// putVerbs ask for files to be moved into a place named after "into".
var putVerbs = []string{"put", "place", "stick", "move"}

// putInto reports whether said names the directory dest (its name
// relative to the project) right after "into" or "in".
func putInto(said, dest string) bool {
	text := strings.ToLower(said)
	dest = strings.ToLower(dest)
	for _, lead := range []string{"into ", "in "} {
		if containsWord(text, lead+dest) || containsWord(text, lead+dest+"/") {
			return true
		}
	}
	return false
}

// sentInto reports whether said names file as where output goes: "into
// FILE", "to FILE" (not "in FILE", which names where a change is made).
func sentInto(said, file string) bool {
	text, file := strings.ToLower(said), strings.ToLower(file)
	return containsWord(text, "into "+file) || containsWord(text, "to "+file)
}

// toolGlobRequested judges the files of a glob a formatter or fixer
// expands itself ('src/components/**/*.tsx', shell.Write.Tool set) as the
// tool run on the glob's directory: the tool changes only files of its
// kind, so the glob is no more than the directory's files the tool would
// change, and a request for the tool on that directory ("auto-fix the
// eslint issues in src/components", or yes to an offer to run it there)
// asks for it. A glob at the project's top, or whose directory is itself
// a pattern, is not judged so.
func (r *Run) toolGlobRequested(ctx context.Context, cfg confirm.Config, conv []confirm.Turn, w shell.Write) (confirm.Classification, bool) {
	project := r.ProjectDir()
	dir := globDir(w.Glob)
	if dir == "" || dir == project || !changeset.Inside(dir, project) {
		return confirm.Classification{}, false
	}
	name := confirm.DisplayName(dir, project)
	if offer := offerAnswered(conv); !namesDirItself(latestUser(conv), name) && (!namesDirItself(offer, name) || namesUnder(offer, name)) {
		// The offer answered must be about the directory alone: "1.
		// convert `scripts/deploy.sh` … 2. every .sh under `scripts/`"
		// offers a file of it too.
		return confirm.Classification{}, false
	}
	whole := w
	whole.Path, whole.Dynamic, whole.Glob, whole.Recursive = dir, false, "", true
	c := confirm.Change{Path: dir, Name: name, BeforeUnknown: true}
	cls, _ := r.classifyProgramWrite(ctx, cfg, conv, c, whole, map[string]string{})
	return cls, cls.Level == confirm.Explicit
}

// copyLeads are the verbs of a request to copy a file somewhere.
var copyLeads = []string{"copy", "cp", "install", "duplicate", "put", "bring"}

// copiedInto reports whether said asks for write w, a copy's destination
// (cp, install), as a copy of a source it names into the directory named
// after "into" or "in": the file keeps the source's name there, the
// source is named by its path or its name, a verb of copying stands in
// said, and no question or negation. src is the source as the command
// gives it.
func copiedInto(said string, w shell.Write, project string) (src string, ok bool) {
	if said == "" || w.Kind != shell.Overwrite || len(w.Args) < 3 || strings.ContainsAny(said, "?¿") {
		return "", false
	}
	if prog := writerName(w); prog != "cp" && prog != "install" {
		return "", false
	}
	text := strings.ToLower(said)
	words := strings.Fields(text)
	if slices.ContainsFunc(words, func(f string) bool { return lang.IsNegation(strings.Trim(f, ".,;:!")) }) ||
		!slices.ContainsFunc(words, func(f string) bool { return slices.Contains(copyLeads, strings.Trim(f, ".,;:!")) }) {
		return "", false
	}
	if !putInto(said, confirm.DisplayName(filepath.Dir(w.Path), project)) {
		return "", false
	}
	base := filepath.Base(w.Path)
	for _, a := range w.Args[1 : len(w.Args)-1] {
		if a.Dynamic || strings.HasPrefix(a.Text, "-") || path.Base(a.Text) != base {
			continue
		}
		if containsWord(text, strings.ToLower(a.Text)) || containsWord(text, strings.ToLower(base)) {
			return a.Text, true
		}
	}
	return "", false
}

// namesDirItself reports whether said names the directory name (its
// path relative to the project) as a place of its own, not only as the
// start of a longer path ("src/components", "src/components/", not
// "src/components/Button.tsx").
func namesDirItself(said, name string) bool {
	text := strings.ToLower(said)
	return occursWhere(text, strings.ToLower(strings.TrimSuffix(name, "/")), func(i, end int) bool {
		if i > 0 && (isWordByte(text[i-1]) || text[i-1] == '/' || text[i-1] == '.') {
			return false
		}
		rest := strings.TrimPrefix(text[end:], "/")
		return rest == "" || !isWordByte(rest[0]) && rest[0] != '/' && rest[0] != '.' && rest[0] != '*' || rest[0] == '.' && (len(rest) == 1 || rest[1] == ' ')
	})
}

// namesUnder reports whether text names a path below the directory name
// ("scripts/deploy.sh" below "scripts").
func namesUnder(text, name string) bool {
	text = strings.ToLower(text)
	return occursWhere(text, strings.ToLower(strings.TrimSuffix(name, "/"))+"/", func(i, end int) bool {
		return (i == 0 || !isWordByte(text[i-1]) && text[i-1] != '/') && end < len(text) && (isWordByte(text[end]) || text[end] == '.')
	})
}

// pathSubstitution is the one substitution of a sed or perl glob write w
// whose pattern is a literal path fragment (s#auth/jwt#lib/jwt#g: letters,
// digits, . _ - and a slash), and its replacement; ok is false for any
// other write.
func pathSubstitution(w shell.Write) (from, to string, ok bool) {
	if prog := writerName(w); prog != "sed" && prog != "perl" || w.Glob == "" {
		return "", "", false
	}
	for _, a := range w.Args[1:] {
		t := a.Text
		if a.Dynamic || len(t) < 4 || t[0] != 's' || isWordByte(t[1]) || t[1] == ' ' || t[1] == '\\' {
			continue
		}
		parts := splitUnescaped(t[2:], t[1])
		if len(parts) < 2 || from != "" {
			return "", "", false // one substitution only
		}
		from, to = parts[0], parts[1]
	}
	literal := func(p string) bool {
		return strings.Contains(p, "/") && strings.Trim(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/") == ""
	}
	return from, to, from != "" && literal(from) && literal(to)
}

// referenceWords name what refers to a file: its imports, references,
// requires, usages.
var referenceWords = []string{"import", "imports", "reference", "references", "require", "requires", "usages", "uses", "links", "paths", "callers"}

// changesReferences reports whether said asks for a file's references to
// change: a verb of change at most three words before one of
// referenceWords ("fix the imports", "update all references"), and no
// negation anywhere ("don't touch anything else, I'll do the imports by
// hand").
func changesReferences(said string) bool {
	words := strings.Fields(strings.ToLower(said))
	for i, w := range words {
		words[i] = strings.Trim(w, "`'\".,;:!()")
		if lang.IsNegation(words[i]) {
			return false
		}
	}
	for i, w := range words {
		if !slices.Contains(referenceWords, w) {
			continue
		}
		for j := max(0, i-3); j < i; j++ {
			if lang.IsChangeVerb(words[j]) {
				return true
			}
		}
	}
	return false
}

// followsMove reports whether glob write w rewrites the references to a
// file the same command moves as asked (both ends in explicit): its
// substitution turns the end of the moved file's old path (without its
// extension) into the same end of the new one (s#auth/jwt#lib/jwt# after
// mv src/auth/jwt.ts src/lib/jwt.ts), and said names the file's
// references with a verb of change. moved is the file's old name.
func followsMove(said string, w shell.Write, writes []shell.Write, explicit map[string]string) (moved string, ok bool) {
	from, to, ok := pathSubstitution(w)
	if !ok || strings.ContainsAny(said, "?¿") || !changesReferences(said) {
		return "", false
	}
	for _, src := range writes {
		if src.Kind != shell.MoveFrom {
			continue
		}
		if _, ok := explicit[src.Path]; !ok {
			continue
		}
		old := strings.TrimSuffix(src.Path, filepath.Ext(src.Path))
		if !strings.HasSuffix(old, "/"+from) {
			continue
		}
		for _, dst := range writes {
			if _, ok := explicit[dst.Path]; dst.Kind == shell.MoveTo && ok && strings.TrimSuffix(dst.Path, filepath.Ext(dst.Path)) == strings.TrimSuffix(old, from)+to {
				return filepath.Base(src.Path), true
			}
		}
	}
	return "", false
}

// offerAnswered is the assistant's message the user's latest message
// answers ("Want me to apply it?" — "go for it"), or "".
func offerAnswered(conv []confirm.Turn) string {
	n := len(conv)
	if n < 2 || conv[n-1].Role != confirm.User || conv[n-2].Role != confirm.Assistant {
		return ""
	}
	return conv[n-2].Text
}

// globDir is the directory a glob's files are under: the glob's path up
// to its first element holding a pattern.
func globDir(glob string) string {
	i := strings.IndexAny(glob, "*?[")
	if i < 0 {
		return ""
	}
	return filepath.Clean(glob[:strings.LastIndexByte(glob[:i], filepath.Separator)+1])
}

// sourceSetRequested judges the files a copy or move of a source glob
// puts into a directory (cp -r assets/* public/): they are the source's
// set, so the destination named, or one file of the source, asks for
// less. The request names the destination and the source's whole set:
// by what its files are called (globSet: "all the svg files"), or, for
// everything in the source directory, by that directory with a word of
// all of it ("everything in assets", "all of assets").
func (r *Run) sourceSetRequested(conv []confirm.Turn, w shell.Write) (confirm.Classification, bool) {
	said := latestUser(conv)
	project := r.ProjectDir()
	if !namesDir(said, confirm.DisplayName(filepath.Dir(w.Glob), project)) {
		return confirm.Classification{}, false
	}
	if base := filepath.Base(w.From); base == "*" && !hasAnyWord(strings.ToLower(said), wholeWords) {
		return confirm.Classification{Reasoning: fmt.Sprintf("%s copies everything %s matches, and you named less", w.By, confirm.DisplayName(w.From, project))}, false
	}
	src := w
	src.Glob, src.From = w.From, ""
	return r.globRequested(conv, src)
}

// wholeWords say that a request takes all of what it names.
var wholeWords = []string{"everything", "all", "contents", "entire", "whole"}

// contentNotAsked is why write w, judged explicit, does to the file's
// content what the user's latest message does not ask for ("" when it
// does): a request for the file's mode alone ("make F executable") asks
// for no new content (install, cp onto it); a request to add to the file
// ("add X to F", "append …") asks for its lines to stay, so an overwrite
// that drops them is more than that.
func (r *Run) contentNotAsked(conv []confirm.Turn, c confirm.Change, w shell.Write) string {
	said := latestUser(conv)
	if said == "" || !contentKind(w.Kind) {
		return ""
	}
	old, err := os.ReadFile(c.Path)
	if err != nil {
		return dictatedOtherwise(conv, said, "", c, w) // a new file: no content of it to keep, only what it is made with
	}
	clauses := requestClauses(said)
	if rest, ok := withoutModeClauses(clauses); ok {
		t, ok := r.fileTarget(c, w)
		if ok && r.classifyBuiltin([]confirm.Turn{{Role: confirm.User, Text: rest}}, t).Level != confirm.Explicit {
			return fmt.Sprintf("you asked for the mode of %s, and %s writes its content", c.Name, w.By)
		}
	}
	if len(strings.TrimSpace(string(old))) == 0 || w.Kind != shell.Overwrite && w.Kind != shell.Append || w.Kind == shell.Overwrite && w.TextKnown && keepsLines(string(old), w.Text) {
		return ""
	}
	if why := dictatedOtherwise(conv, said, string(old), c, w); why != "" {
		return why
	}
	for _, cl := range clauses {
		if clauseNamesFile(strings.ToLower(cl), c) {
			if w.Kind == shell.Overwrite && asksToAdd(cl) {
				return fmt.Sprintf("you asked to add to %s, and %s writes it over", c.Name, w.By)
			}
			if w.Kind == shell.Append && !asksToAdd(cl) && replacesWhole(cl) {
				return fmt.Sprintf("you asked for what %s holds to be replaced, and %s adds to what it holds", c.Name, w.By)
			}
		}
	}
	return ""
}

// clauseNamesFile reports whether a lower-cased clause names c's file:
// by its name or base name, or the way people say a file's name aloud —
// without its leading dot ("the gitignore" for .gitignore) or its
// extension ("the readme" for README.md), when what is left is a word of
// four letters or more.
func clauseNamesFile(clause string, c confirm.Change) bool {
	base := strings.ToLower(filepath.Base(c.Path))
	if containsWord(clause, strings.ToLower(c.Name)) || containsWord(clause, base) {
		return true
	}
	spoken := strings.TrimPrefix(base, ".")
	if spoken == base {
		spoken = strings.TrimSuffix(base, filepath.Ext(base))
	}
	return len(spoken) >= 4 && spoken != base && isLetters(spoken) && containsWord(clause, spoken)
}

// replacesWhole reports whether a clause asks for a file's whole content
// to be what it says: "contain(s) only" / "only contain(s)" / "only
// have", "nothing but", "overwrite", or "replace"/"replacing" with
// "contents" / "content" ("set X to only contain …", "replace the
// contents of X with …").
func replacesWhole(clause string) bool {
	words := strings.Fields(strings.ToLower(clause))
	for i, w := range words {
		w = strings.Trim(w, ",.;:!?`'\"()")
		next := ""
		if i+1 < len(words) {
			next = strings.Trim(words[i+1], ",.;:!?`'\"()")
		}
		switch {
		case w == "overwrite" || w == "overwriting":
			return true
		case w == "only" && (strings.HasPrefix(next, "contain") || next == "have" || next == "has" || next == "hold" || next == "holds"),
			strings.HasPrefix(w, "contain") && next == "only",
			w == "nothing" && next == "but":
			return true
		case (w == "replace" || w == "replacing") && (strings.Contains(clause, "content") || strings.Contains(clause, "everything")):
			return true
		}
	}
	return false
}

// checkingVerbs look at a file without changing it.
var checkingVerbs = []string{"check", "validate", "verify", "inspect", "review", "examine", "audit", "scan", "test", "look", "read", "open", "show", "explain", "debug", "diagnose", "parse", "lint"}

// fileLeadWords stand between a verb and the file it governs ("look at
// the config.yaml", "review my notes.md").
var fileLeadWords = []string{"the", "my", "our", "your", "this", "that", "at", "over", "into", "through", "file"}

// checkedOnly is why write w, judged explicit, is not what said asks for
// ("" when it may be): said names the file only as the object of a verb
// that looks at it ("can you validate fixtures/order.json?", "review
// notes.md", "look at the app.log") and holds no verb of change besides
// ("… and reformat it", "then delete it"), so the file was named to be
// looked at, and a command that rewrites, moves or deletes it does more.
func checkedOnly(said string, c confirm.Change, w shell.Write) string {
	if !w.Kind.Changes() || said == "" {
		return ""
	}
	name, base := strings.ToLower(c.Name), strings.ToLower(filepath.Base(c.Path))
	tokens := strings.Fields(strings.ToLower(said))
	checked := false
	for i, tok := range tokens {
		word := strings.Trim(tok, "`'\"()[]{},;:!?.*")
		if lang.IsChangeVerb(word) && !slices.Contains(checkingVerbs, word) {
			return "" // a change is asked for too
		}
		if word != name && word != base {
			continue
		}
		j := i - 1
		for j >= 0 && slices.Contains(fileLeadWords, strings.Trim(tokens[j], "`'\"")) {
			j--
		}
		if j >= 0 && slices.Contains(checkingVerbs, strings.Trim(tokens[j], "`'\",")) {
			checked = true
		}
	}
	if !checked {
		return ""
	}
	return fmt.Sprintf("you asked to look at %s, and %s changes it", c.Name, w.By)
}

// notAskedToChange is why write w, judged explicit because said names
// its file, is not asked for by said ("" when it may be): the file named
// only to be looked at (checkedOnly), with other packages than those the
// command adds (unnamedPackage), or only in wondering what would happen
// (wonderedOnly).
func notAskedToChange(said string, c confirm.Change, w shell.Write) string {
	if why := checkedOnly(said, c, w); why != "" {
		return why
	}
	if why := unnamedPackage(said, c, w); why != "" {
		return why
	}
	if why := placedElsewhere(said, c); why != "" {
		return why
	}
	if why := linkReversed(said, c, w); why != "" {
		return why
	}
	return wonderedOnly(said, c, w)
}

// linkWords say that one file is to be a link to another ("make A a
// symlink to B", "A should point at B").
var linkWords = []string{"link", "links", "symlink", "symlinks", "symlinked", "linked", "point", "points", "pointing", "pointed"}

// linkReversed is why link write w, judged explicit, is not the link said
// asks for ("" when it may be): said names the file the link points at
// (ln's source) before a word of linking and the link's own name after
// it — "make CLAUDE.md a symlink pointing at AGENTS.md" asks for CLAUDE.md
// to become the link, and `ln -sf CLAUDE.md AGENTS.md` puts the link over
// AGENTS.md instead, the file the request keeps.
func linkReversed(said string, c confirm.Change, w shell.Write) string {
	if w.Kind != shell.Link || len(w.Args) == 0 || said == "" {
		return ""
	}
	var pos []string
	for _, a := range w.Args[1:] {
		switch {
		case a.Dynamic:
			return ""
		case a.Text == "-t" || strings.HasPrefix(a.Text, "--target-directory"):
			return "" // ln -t DIR SOURCE…: no single source named against one link
		case strings.HasPrefix(a.Text, "-") && a.Text != "-":
		default:
			pos = append(pos, a.Text)
		}
	}
	if len(pos) != 2 {
		return ""
	}
	src := strings.ToLower(pos[0])
	dest, destBase := strings.ToLower(c.Name), strings.ToLower(filepath.Base(c.Path))
	si, li, di := -1, -1, -1
	for i, tok := range strings.Fields(strings.ToLower(said)) {
		tok = strings.TrimRight(strings.Trim(tok, "`'\"()[]{},;:!?"), ".")
		switch {
		case si < 0 && (tok == src || tok == filepath.Base(src)):
			si = i
		case li < 0 && slices.Contains(linkWords, tok):
			li = i
		case di < 0 && (tok == dest || tok == destBase):
			di = i
		}
	}
	if si < 0 || li < si || di < li {
		return ""
	}
	return fmt.Sprintf("you asked for %s to be the link, and %s puts the link over %s", pos[0], w.By, c.Name)
}

// placedElsewhere is why a write of c, named by said, is not the file
// asked for ("" when it may be): said writes directories as such
// ("in frontend/, set … in package.json", "web/app/ and api/") and the
// file lies in a directory under none of them, so a file of the same
// name there is another file. Only a word ending in "/" counts as a
// directory written; a path said whole is matched whole.
func placedElsewhere(said string, c confirm.Change) string {
	dir, _ := path.Split(filepath.ToSlash(c.Name))
	if dir == "" || strings.HasPrefix(dir, "/") || strings.HasPrefix(dir, "../") {
		return ""
	}
	var named []string
	for _, f := range strings.Fields(said) {
		f = strings.Trim(f, "`'\"(),;:!?")
		if len(f) < 2 || !strings.HasSuffix(f, "/") || strings.Contains(f, "://") || strings.HasPrefix(f, "/") || strings.HasPrefix(f, "~") {
			continue
		}
		f = strings.TrimPrefix(f, "./")
		if f == "" || f == "/" {
			continue
		}
		if strings.Contains("/"+dir, "/"+f) {
			return ""
		}
		named = append(named, f)
	}
	if len(named) == 0 || strings.Contains(said, c.Name) {
		return ""
	}
	return fmt.Sprintf("you asked about a file in %s, and %s is in %s", strings.Join(named, " or "), c.Name, dir)
}

// wonderLeads open a clause that wonders rather than asks ("curious if",
// "I wonder whether", "wondering if").
var wonderLeads = []string{"curious", "wonder", "wondering", "wondered"}

// politeSubjects after "I wonder if" make the clause a polite request ("I
// wonder if you could run …").
var politeSubjects = []string{"you", "u", "ya", "we", "someone", "somebody"}

// wonderedOnly is why write w is not asked for by said ("" when it may
// be): the clause of said that names the file wonders what would happen
// ("curious if terraform fmt would reformat anything under infra/", "I
// wonder whether build/ is still used") and no clause of said holds a
// verb of change or of running outside such a clause.
func wonderedOnly(said string, c confirm.Change, w shell.Write) string {
	if !w.Kind.Changes() || said == "" {
		return ""
	}
	name, base := strings.ToLower(c.Name), strings.ToLower(filepath.Base(c.Path))
	named := false
	for _, cl := range requestClauses(strings.ToLower(said)) {
		words := strings.FieldsFunc(cl, func(r rune) bool { return r == ' ' || r == ',' || r == '?' || r == '!' || r == ';' || r == '\n' })
		if wonders(words) || asksOnly(cl, words) {
			for _, word := range words {
				word = strings.TrimRight(strings.Trim(word, "`'\""), "/.")
				named = named || word == strings.TrimRight(name, "/") || word == base
			}
			continue
		}
		for _, word := range words {
			if lang.IsChangeVerb(word) || word == "run" || word == "go" || word == "do" {
				return "" // asked for beside the wondering
			}
		}
	}
	if !named {
		return ""
	}
	return fmt.Sprintf("you wondered what would happen to %s, and %s changes it", c.Name, w.By)
}

// questionLeads open a clause that asks for something to be told (what
// scripts does package.json define?, which port does it use?).
var questionLeads = []string{"what", "what's", "whats", "which", "where", "where's", "who", "whose", "how", "why"}

// suggestionSeconds after a question lead make the question a suggestion
// ("what about", "how about", "why not", "why don't").
var suggestionSeconds = []string{"about", "not", "don't", "dont", "if"}

// describingAux are the auxiliaries of a question about what a thing
// does or is ("what does package.json define?", "which files did the
// script change?"): a verb of change after them describes, it asks for
// nothing. After do, can, should … ("how do I fix it?") it may ask.
var describingAux = []string{"does", "did", "is", "are", "was", "were", "has", "have"}

// asksOnly reports whether a clause (lower case, with its mark) is a
// question to be told something: it ends with "?", opens with one of
// questionLeads not made a suggestion, and holds no verb of change but
// after one of describingAux.
func asksOnly(clause string, words []string) bool {
	if !strings.HasSuffix(strings.TrimSpace(clause), "?") || len(words) < 2 || !slices.Contains(questionLeads, words[0]) || slices.Contains(suggestionSeconds, words[1]) {
		return false
	}
	for _, w := range words[1:min(len(words), 4)] {
		if slices.Contains(describingAux, w) {
			return true
		}
	}
	return !slices.ContainsFunc(words, lang.IsChangeVerb)
}

// politeModals after the subject of "… to know if" make it a polite
// request ("I'd like to know if you could run it").
var politeModals = []string{"could", "can", "would", "will", "might"}

// wonders reports whether a clause's words open with a wondering lead
// ("curious if", "i'm wondering whether", "just wondered if") whose
// subject is not a polite "you" or "we".
func wonders(words []string) bool {
	for i, w := range words {
		if i > 4 || i > 3 && w != "know" {
			return false
		}
		if !slices.Contains(wonderLeads, w) && (w != "know" || i == 0 || words[i-1] != "to") {
			continue // "want to know if", "I'd like to know whether" wonder too
		}
		if i+2 >= len(words) || words[i+1] != "if" && words[i+1] != "whether" {
			return false
		}
		if w == "know" {
			// "I want to know if we have lint": a polite request only
			// with a modal after its subject ("… if you could run it").
			return i+3 >= len(words) || !slices.Contains(politeModals, words[i+3])
		}
		return !slices.Contains(politeSubjects, words[i+2])
	}
	return false
}

// contentKind reports whether a write of kind changes a file's content
// and leaves the file there.
func contentKind(k shell.Kind) bool {
	switch k {
	case shell.Overwrite, shell.Append, shell.EditPlace, shell.Truncate:
		return true
	}
	return false
}

// backupSuffix is what the name of w, a backup, adds to the name of the
// file it backs up (".bak"), or "" when it is named otherwise.
func backupSuffix(w shell.Write) string {
	if w.Backup == "" || !strings.HasPrefix(w.Path, w.Backup) {
		return ""
	}
	return strings.TrimPrefix(w.Path, w.Backup)
}

// backupVerbs ask for a backup copy of a file to be left beside it.
var backupVerbs = []string{"keep", "make", "leave", "save", "take", "create", "with",
	"keeping", "making", "leaving", "saving", "taking", "creating", "kept", "left", "saved"}

// backupDoubt are the words that make a clause about a backup no request
// for one: negations, "skip", "without".
var backupDoubt = []string{"no", "not", "don't", "dont", "never", "without", "skip", "nor", "need", "needed", "unnecessary"}

// backupAsked reports whether said asks for a backup copy to be kept: a
// clause holding "backup" (or "back up") with a verb of keeping one
// ("keep a backup", "make a backup first", "with a backup", "back it
// up"), or a copy or the backup's suffix (".bak") kept ("keep a .bak
// copy", "save a copy of the original", "leave an .orig file"), no
// question mark and no negation ("no need to keep a backup",
// "without a backup").
func backupAsked(said, suffix string) bool {
	suffix = strings.ToLower(suffix)
	for _, cl := range requestClauses(said) {
		low := strings.ToLower(cl)
		named := containsWord(low, "backup") || containsWord(low, "backups") ||
			containsWord(low, "a copy") || suffix != "" && containsWord(low, suffix)
		backUp := containsWord(low, "back up") || containsWord(low, "back it up") || containsWord(low, "back them up")
		if !named && !backUp || strings.Contains(low, "?") || hasAnyWord(low, backupDoubt) {
			continue
		}
		if backUp || hasAnyWord(low, backupVerbs) {
			return true
		}
	}
	return false
}

// additiveVerbs ask for something to be added to a file, its lines kept.
var additiveVerbs = []string{"add", "append", "include", "insert"}

// reportsNotRunnable reports whether said, the user's latest message, is
// a statement (not a question) that something cannot be run for its
// permission: "permission denied", "won't run", "not executable".
func reportsNotRunnable(said string) bool {
	if said == "" || strings.Contains(said, "?") {
		return false
	}
	low := strings.ToLower(strings.ReplaceAll(said, "’", "'"))
	for _, p := range notRunnable {
		if strings.Contains(low, p) {
			return true
		}
	}
	return false
}

// notRunnable are the ways a user reports that a file cannot be run.
var notRunnable = []string{"permission denied", "won't run", "wont run", "can't run", "cannot run", "can't execute",
	"cannot execute", "doesn't run", "not executable", "isn't executable", "no execute bit", "no exec bit", "not runnable"}

// modeWords say that a clause is about a file's mode or owner.
var modeWords = []string{"executable", "runnable", "permission", "permissions", "chmod", "read-only", "readonly", "writable", "owner", "ownership"}

// requestClauses splits said after sentence and clause punctuation
// followed by a space (not the dot of a file name), kept with its clause,
// and at "and" and "then".
func requestClauses(said string) []string {
	var out []string
	start := 0
	for i := 0; i < len(said); i++ {
		switch said[i] {
		case '.', ',', ';', '!', '?', '\n':
			if said[i] != '\n' && i+1 < len(said) && said[i+1] != ' ' {
				continue
			}
			out = append(out, said[start:i+1]) // with its mark: "… a backup?"
			start = i + 1
		case ' ':
			for _, sep := range []string{" and ", " then "} {
				if strings.HasPrefix(strings.ToLower(said[i:]), sep) {
					out = append(out, said[start:i])
					start = i + len(sep) - 1
				}
			}
		}
	}
	return append(out, said[start:])
}

// withoutModeClauses is clauses without those about a file's mode, joined
// as sentences; ok is false when none is about a mode.
func withoutModeClauses(clauses []string) (string, bool) {
	var kept []string
	found := false
	for _, cl := range clauses {
		if hasAnyWord(cl, modeWords) {
			found = true
			continue
		}
		kept = append(kept, cl)
	}
	return strings.Join(kept, ". "), found
}

// hasAnyWord reports whether text holds one of words as a word.
func hasAnyWord(text string, words []string) bool {
	text = strings.ToLower(text)
	return slices.ContainsFunc(words, func(w string) bool { return containsWord(text, w) })
}

// keepsLines reports whether every non-empty line of old is a line of
// text.
func keepsLines(old, text string) bool {
	lines := strings.Split(text, "\n")
	for _, l := range strings.Split(old, "\n") {
		if strings.TrimSpace(l) != "" && !slices.Contains(lines, l) {
			return false
		}
	}
	return true
}

// sharedBaseUnplaced is why write w, judged explicit, is not asked for
// ("" when it may be): the command writes, in the same way, another file
// of the same base name in another directory (touch src/__init__.py
// tests/__init__.py),
// said names the base name but not w's path whole, nor its directory,
// nor every file of that name ("all the __init__.py files"), so the base
// name said ("add an __init__.py to src") stands for one of them at most.
// (A pick among files the assistant listed, "both", names no base name:
// left to the rules of picks.)
func sharedBaseUnplaced(said string, writes []shell.Write, c confirm.Change, w shell.Write, project string) string {
	if said == "" || w.Kind == shell.Unknown {
		return ""
	}
	base, dir := filepath.Base(w.Path), filepath.Dir(w.Path)
	shared := slices.ContainsFunc(writes, func(o shell.Write) bool {
		// of the same kind: a move's two ends share the name they keep
		return o.Kind == w.Kind && o.Path != w.Path && filepath.Dir(o.Path) != dir && strings.EqualFold(filepath.Base(o.Path), base)
	})
	text := strings.ToLower(said)
	if !shared || !containsWord(text, strings.ToLower(base)) || strings.Contains(text, strings.ToLower(c.Name)) || everyNamed(said, base) {
		return ""
	}
	if dir != project && namesDir(said, confirm.DisplayName(dir, project)) {
		return ""
	}
	return fmt.Sprintf("the command writes more than one file called %s, and you did not name the directory of %s", base, c.Name)
}

// everyNamed reports whether said names every file called base: "all
// (the) BASE", "every BASE", "each BASE", "BASE files".
func everyNamed(said, base string) bool {
	text, base := strings.ToLower(said), strings.ToLower(base)
	if containsWord(text, base+" files") {
		return true
	}
	for _, q := range []string{"all ", "all the ", "every ", "each ", "any "} {
		if containsWord(text, q+base) {
			return true
		}
	}
	return false
}

// maxNamedWalk bounds the entries namedMoreThanOnce looks at.
const maxNamedWalk = 20000

// namedMoreThanOnce reports whether more than one file under dir is called
// base (or the tree is too large to tell, the safe side).
func namedMoreThanOnce(dir, base string) bool {
	seen, n := 0, 0
	err := filepath.WalkDir(dir, func(_ string, e fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if n++; n > maxNamedWalk {
			return fs.SkipAll
		}
		if e.IsDir() && e.Name() == ".git" {
			return fs.SkipDir
		}
		if strings.EqualFold(e.Name(), base) {
			seen++
		}
		return nil
	})
	return err != nil || seen > 1 || n > maxNamedWalk
}

// restoreAfterReport reads a request to restore a file from git that
// reports, in a clause of its own, the user's change to the file: the
// report ("I accidentally deleted stuff from the README") is why the file
// is restored, not a sign that the work is done. It returns the rest of
// the message with its order to restore (restorePhrases: "bring back",
// "roll back", …) written as "restore FILE," ("restore README.md, the
// committed version"), for the usual rules to read (a negation or a
// question still asks for nothing); ok is false unless the write is a
// restore, a clause opened by "I" or "we" names the file, the rest holds
// such an order and names no file.
func restoreAfterReport(said, name string, kind shell.Kind) (string, bool) {
	if kind != shell.Restore || said == "" {
		return "", false
	}
	base := strings.ToLower(filepath.Base(name))
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	rest, reported := said, false
	for _, cl := range strings.FieldsFunc(said, func(r rune) bool { return strings.ContainsRune(",;!?\n", r) }) {
		lower := strings.ToLower(strings.TrimSpace(cl))
		first, _, _ := strings.Cut(lower, " ")
		switch first {
		case "i", "i've", "ive", "we", "we've":
			if containsWord(lower, base) || len(stem) >= 3 && containsWord(lower, stem) {
				reported = true
				rest = strings.Replace(rest, cl, "", 1)
			}
		}
	}
	rest = strings.TrimLeft(rest, " ,;!\n")
	if !reported || rest == "" || namesAFile(rest) || containsWord(strings.ToLower(rest), stem) {
		return "", false
	}
	lower := strings.ToLower(rest)
	for _, p := range restorePhrases {
		if i := strings.Index(lower, p); i >= 0 && containsWord(lower, p) {
			return rest[:i] + "restore " + name + "," + rest[i+len(p):], true
		}
	}
	return "", false
}

// restorePhrases are the orders that ask for a file's committed version
// back.
var restorePhrases = []string{"bring back", "bring it back", "put back", "put it back", "get back", "roll back", "restore", "revert", "undo"}

// outputVerbs ask for a command's output to be sent into a file named as
// its destination ("render the chart into deploy/web.yaml", "dump the
// table to dump.sql"): a redirection or an output option writes it. The
// verbs of taking part of something out of one file ("pull the email
// column out of users.csv into emails.txt", "extract …", "grab the ERROR
// lines … into errors.txt") ask for the same.
var outputVerbs = []string{"render", "dump", "export", "save", "write", "output", "print", "pipe", "redirect", "capture", "store", "put", "generate", "produce", "emit", "log",
	"pull", "extract", "grab", "get", "collect", "gather", "copy", "list", "filter", "split", "convert"}

// takeVerbs ask for a file as it is in another revision.
var takeVerbs = []string{"take", "grab", "get", "bring", "pull", "copy", "use", "restore", "fetch", "checkout", "reset", "revert"}

// sideVerbs, besides takeVerbs, ask for one side of a merge conflict
// ("keep ours", "accept theirs", "go with their version").
var sideVerbs = []string{"keep", "accept", "pick", "choose", "resolve", "prefer"}

// conflictSide is the side of a merge conflict a restore takes its file
// from ("ours" for git checkout --ours F, git restore --theirs F), ""
// for any other write.
func conflictSide(w shell.Write) string {
	if w.Kind != shell.Restore {
		return ""
	}
	for _, a := range w.Args {
		switch {
		case a.Dynamic:
		case a.Text == "--":
			return ""
		case a.Text == "--ours":
			return "ours"
		case a.Text == "--theirs":
			return "theirs"
		}
	}
	return ""
}

// sideNamed reports whether said names a conflict's side: "theirs",
// "their version", "their side", "their changes" (ours alike).
func sideNamed(said, side string) bool {
	low := strings.ToLower(said)
	if containsWord(low, side) {
		return true
	}
	stem := strings.TrimSuffix(side, "s")
	return slices.ContainsFunc([]string{" version", " side", " changes", " change", " copy"}, func(n string) bool { return containsWord(low, stem+n) })
}

// restoreRevision is the revision a restore takes its file from (git
// checkout REV -- F, git restore --source=REV F, -s REV); "" for none
// or one only known at run time.
func restoreRevision(w shell.Write) string {
	if w.Kind != shell.Restore {
		return ""
	}
	for i, a := range w.Args {
		switch a.Text {
		case "checkout":
			rev := ""
			for _, b := range w.Args[i+1:] {
				if b.Text == "--" {
					break
				}
				if b.Dynamic {
					return ""
				}
				if !strings.HasPrefix(b.Text, "-") {
					rev = b.Text
				}
			}
			return rev
		case "restore":
			for j := i + 1; j < len(w.Args); j++ {
				b := w.Args[j]
				switch {
				case b.Dynamic:
				case strings.HasPrefix(b.Text, "--source="):
					return strings.TrimPrefix(b.Text, "--source=")
				case (b.Text == "-s" || b.Text == "--source") && j+1 < len(w.Args) && !w.Args[j+1].Dynamic:
					return w.Args[j+1].Text
				case strings.HasPrefix(b.Text, "-s") && !strings.HasPrefix(b.Text, "--"):
					return b.Text[2:]
				}
			}
			return ""
		}
	}
	return ""
}

// fromRevision reports whether said names revision rev as where a file
// comes from: "from main", "from the develop branch".
func fromRevision(said, rev string) bool {
	low, rev := strings.ToLower(said), strings.ToLower(rev)
	for _, p := range []string{"from " + rev, "from the " + rev, "from origin/" + rev} {
		for at := 0; ; {
			i := strings.Index(low[at:], p)
			if i < 0 {
				break
			}
			end := at + i + len(p)
			if end == len(low) || !isWordByte(low[end]) && low[end] != '/' && low[end] != '-' {
				return true
			}
			at = end
		}
	}
	return false
}

// userCD is the directory of the project the user's message tells to cd
// into ("cd frontend and format src there") or names as the place of the
// work ("in the docs folder, write …", "inside the deploy directory"),
// when it is one: the paths named after it may be relative to it.
func userCD(said, project string) (string, bool) {
	ws := strings.Fields(said)
	for i := 0; i+1 < len(ws); i++ {
		at := i + 1
		switch strings.ToLower(ws[i]) {
		case "cd":
		case "into", "to":
			if i == 0 || !goVerb(ws[i-1]) {
				continue // "move x into y" moves x
			}
		case "in", "inside", "within", "under":
			if strings.EqualFold(ws[at], "the") && at+2 < len(ws) {
				at++
			}
			if at+1 >= len(ws) || !placeNoun(ws[at+1]) {
				continue // "in docs/ …" is a path, read as it is
			}
		default:
			continue
		}
		d := strings.TrimRight(strings.Trim(ws[at], "`'\",;:!?"), "/")
		if d == "" || d == "." || strings.HasPrefix(d, "/") || strings.Contains(d, "..") {
			continue
		}
		dir := filepath.Join(project, filepath.FromSlash(d))
		if isDir(dir) && changeset.Inside(dir, project) {
			return dir, true
		}
	}
	return "", false
}

// placeLead reads a message that opens by setting a place ("in web/,
// regenerate yarn.lock", "in the docs folder, write a CONTRIBUTING.md",
// "inside packages/ui: …"): the directory of the project it names (which
// the command may make first), and the rest of the message, whose names
// are in that directory. ok is false for any other message, and for a
// place outside the project.
func placeLead(said, project string) (dir, rest string, ok bool) {
	ws := strings.Fields(said)
	if len(ws) < 3 {
		return "", "", false
	}
	switch strings.ToLower(ws[0]) {
	case "in", "inside", "within", "under":
	default:
		return "", "", false
	}
	at := 1
	if strings.EqualFold(ws[at], "the") {
		at++
	}
	end := at
	if end+1 < len(ws) && placeNoun(ws[end+1]) {
		end++
	}
	closed := strings.HasSuffix(ws[end], ",") || strings.HasSuffix(ws[end], ":")
	if !closed && end+1 < len(ws) && (ws[end+1] == "—" || ws[end+1] == "-" || ws[end+1] == "--") {
		closed, end = true, end+1
	}
	d := strings.TrimRight(strings.Trim(ws[at], "`'\",;:"), "/")
	if !closed || end+1 >= len(ws) || d == "" || d == "." || strings.HasPrefix(d, "/") || strings.Contains(d, "..") {
		return "", "", false
	}
	dir = filepath.Join(project, filepath.FromSlash(d))
	if !changeset.Inside(dir, project) {
		return "", "", false
	}
	return dir, strings.Join(ws[end+1:], " "), true
}

// withLatestUser is conv with the text of its latest user message
// replaced by text.
func withLatestUser(conv []confirm.Turn, text string) []confirm.Turn {
	out := slices.Clone(conv)
	for i := len(out) - 1; i >= 0; i-- {
		if out[i].Role == confirm.User && strings.TrimSpace(out[i].Text) != "" {
			out[i].Text = text
			break
		}
	}
	return out
}

// goVerb reports whether w, before "into" or "to", is going somewhere:
// "go into packages/ui and …", "hop over to frontend", "step into web/".
func goVerb(w string) bool {
	switch strings.ToLower(w) {
	case "go", "step", "hop", "head", "over", "cd", "descend", "navigate", "change":
		return true
	}
	return false
}

// placeNoun reports whether w names a directory as a place: "folder",
// "directory", "dir" (with a closing comma or full stop).
func placeNoun(w string) bool {
	switch strings.ToLower(strings.TrimRight(w, ",.;:")) {
	case "folder", "directory", "dir":
		return true
	}
	return false
}

// memberRequested judges a file the command names by the set the user
// named it in: its directory's files of its extension ("move the fixtures
// folder's json files into tests/fixtures" for git mv fixtures/users.json
// …), as globRequested judges the glob DIR/*.EXT.
func (r *Run) memberRequested(conv []confirm.Turn, cfg confirm.Config, w shell.Write) (confirm.Classification, bool) {
	ext := filepath.Ext(w.Path)
	if cfg.Classifier.Command != "" || w.Dynamic || w.Kind == shell.Unknown || w.Recursive || len(ext) < 2 || !w.Kind.Changes() {
		return confirm.Classification{}, false
	}
	g := w
	g.Glob = filepath.Join(filepath.Dir(w.Path), "*"+ext)
	return r.globRequested(conv, g)
}

// extensionNouns are what people call the files of an extension besides
// "EXT files": the temp files, the backup files, the compiled files, and
// the languages and formats the extensions are written in.
func extensionNouns(ext string) []string {
	switch ext {
	case "tmp":
		return []string{"temp", "temporary"}
	case "temp":
		return []string{"temp", "temporary"}
	case "bak":
		return []string{"backup"}
	case "orig":
		return []string{"backup", "leftover"}
	case "pyc":
		return []string{"compiled", "compiled python", "python bytecode", "bytecode"}
	case "o":
		return []string{"object"}
	case "log":
		return []string{"log"}
	case "md":
		return []string{"markdown"}
	case "markdown":
		return []string{"markdown"}
	case "py":
		return []string{"python"}
	case "ts":
		return []string{"typescript"}
	case "js":
		return []string{"javascript"}
	case "rb":
		return []string{"ruby"}
	case "yml":
		return []string{"yaml"}
	case "rs":
		return []string{"rust"}
	}
	return nil
}

// globSet is the phrase of said that names the files of a glob's last
// element base: for "*.EXT", "*.EXT", ".EXT files", "EXT files" (file,
// too) or a noun people use for them ("temp files" for *.tmp); for any
// other pattern, the pattern itself typed ("snapshot-*.json"). "*" alone
// is named by its directory, not here.
func globSet(said, base, dirName string, atRoot bool) (string, bool) {
	text := strings.ToLower(said)
	ext, isExt := strings.CutPrefix(base, "*.")
	if !isExt || ext == "" || strings.ContainsAny(ext, "*?[.") {
		if base != "*" && containsWord(text, strings.ToLower(base)) {
			return base, true
		}
		return "", false
	}
	ext = strings.ToLower(ext)
	nouns := append([]string{"." + ext, ext}, extensionNouns(ext)...)
	for _, n := range nouns {
		for _, files := range []string{" files", " file"} {
			if containsWord(text, n+files) {
				return n + files, wholeSet(text, n+files, dirName, atRoot)
			}
		}
	}
	if containsWord(text, "*."+ext) {
		return "*." + ext, wholeSet(text, "*."+ext, dirName, atRoot)
	}
	if phrase, ok := extensionPlural(text, ext); ok {
		// "the svg icons", "all the png screenshots": the extension
		// before a plural noun of the files.
		return phrase, wholeSet(text, phrase, dirName, atRoot)
	}
	if plural := ext + "s"; plural != strings.ToLower(dirName) && containsWord(text, plural) && !folderAfter(text, plural) {
		// "all the PNGs", "the pdfs": the extension made plural (not the
		// directory's name: "the logs folder").
		return plural, wholeSet(text, plural, dirName, atRoot)
	}
	return "", false
}

// folderAfter reports whether phrase stands in text followed by a noun
// of a directory ("logs folder").
func folderAfter(text, phrase string) bool {
	return occursWhere(text, phrase, func(_, end int) bool {
		next, _, _ := strings.Cut(strings.TrimLeft(text[end:], " "), " ")
		return slices.Contains(fileNouns[1:], strings.Trim(next, ".,:;!?"))
	})
}

// extensionPlural finds in text (lower case) the extension ext, or .ext,
// as a word right before a plural noun of at least four letters ("svg
// icons", "png screenshots"), and returns the two words.
func extensionPlural(text, ext string) (string, bool) {
	ws := strings.Fields(text)
	for i := 0; i+1 < len(ws); i++ {
		if w := ws[i]; w != ext && w != "."+ext {
			continue
		}
		next := strings.Trim(ws[i+1], ".,:;!?")
		if len(next) >= 4 && strings.HasSuffix(next, "s") && isLetters(next) && next == ws[i+1] {
			return ws[i] + " " + next, true
		}
	}
	return "", false
}

// wholeSet reports whether phrase, the name of a glob's files in text,
// stands for all of them: no qualifier right before it ("the old log
// files": a determiner, a verb, the directory's name — "the docs md
// files" — or nothing is allowed) and none after it
// ("the log files from yesterday", "… older than a week", "… except
// app.log"). A set narrowed so is not the glob's.
func wholeSet(text, phrase, dirName string, atRoot bool) bool {
	i := strings.Index(text, phrase)
	if i < 0 {
		return false
	}
	end := i + len(phrase)
	if i > 0 && text[i-1] == '*' {
		i-- // "every *.orig file": the pattern written out names the set
	}
	before := strings.Fields(text[:i])
	if len(before) > 0 {
		lead := strings.Trim(before[len(before)-1], ".,:;!/")
		if owner, ok := strings.CutSuffix(lead, "'s"); ok && len(before) > 1 && (owner == "folder" || owner == "directory" || owner == "dir") {
			lead = strings.Trim(before[len(before)-2], ".,:;!/") // "the fixtures folder's json files"
		} else if ok {
			lead = owner // "the fixtures' json files", "docs's md files"
		}
		lead = strings.TrimSuffix(lead, "'")
		if !setLead(lead) && lead != strings.ToLower(dirName) {
			return false
		}
		if len(before) > 1 && setVerb(lead) && setDeterminer(strings.Trim(before[len(before)-2], ".,:;!/")) {
			return false // "the empty .orig files": after a determiner, a verb's word qualifies the set
		}
	}
	after := strings.Fields(text[end:])
	if len(after) > 1 && whereWord(after[0]) {
		// "the svg files from public/", "… in the docs folder": where the
		// set is, not a narrowing of it.
		k := 1
		if after[k] == "the" && len(after) > 2 {
			k++
		}
		if where := strings.Trim(after[k], ".,:;!/'`\""); where == strings.ToLower(dirName) || strings.HasSuffix(where, "/"+strings.ToLower(dirName)) {
			after = after[k+1:]
			if len(after) > 0 && (after[0] == "folder" || after[0] == "directory" || after[0] == "dir") {
				after = after[1:]
			}
		} else if n := rootPhrase(after[k:]); atRoot && n > 0 {
			after = after[k+n:] // "from the repo root": the project's own directory
		}
	}
	return len(after) == 0 || !setNarrowing(strings.Trim(after[0], ".,:;!"))
}

// rootPhrase is how many of words, from the first, call the project's
// top directory ("root", "repo root", "project root", "top level", each
// maybe with "folder" after); 0 when they do not.
func rootPhrase(words []string) int {
	n := 0
	switch {
	case len(words) > 1 && (words[0] == "repo" || words[0] == "project" || words[0] == "repository") && strings.Trim(words[1], ".,:;!") == "root",
		len(words) > 1 && words[0] == "top" && strings.Trim(words[1], ".,:;!") == "level":
		n = 2
	case len(words) > 0 && (strings.Trim(words[0], ".,:;!") == "root" || strings.Trim(words[0], ".,:;!") == "top-level"):
		n = 1
	default:
		return 0
	}
	if n < len(words) && (words[n] == "folder" || words[n] == "directory" || words[n] == "dir") {
		n++
	}
	return n
}

// withoutNarrowing is said without what names the qualifiers find's
// tests put on a glob's files (shell.Write.Narrowed: "empty", "older than
// 7 days"), so what is left names the set. ok is false when said names an
// age the command does not take (another number or unit): the files
// asked for are not the ones it takes.
func withoutNarrowing(said string, narrowed []string) (string, bool) {
	for _, q := range narrowed {
		fields := strings.Fields(said)
		age := strings.Fields(q)
		if len(age) != 4 {
			// find -empty: "the empty .gitkeep files" names its set.
			said = strings.Join(slices.DeleteFunc(fields, func(f string) bool { return strings.EqualFold(f, q) }), " ")
			continue
		}
		i := slices.IndexFunc(fields, func(f string) bool { return strings.EqualFold(f, age[0]) })
		if i < 0 {
			continue // the command takes fewer than asked
		}
		if i+3 >= len(fields) || !strings.EqualFold(fields[i+1], age[1]) || fields[i+2] != age[2] ||
			!strings.HasPrefix(strings.ToLower(fields[i+3]), strings.TrimSuffix(age[3], "s")) {
			return said, false
		}
		said = strings.Join(slices.Delete(fields, i, i+4), " ")
	}
	return said, true
}

// narrowingWords say a request takes some of the files of a place, not
// all of them ("the files in tmp older than a week", "… except
// keep.txt").
var narrowingWords = []string{"older", "newer", "than", "except", "excluding", "besides", "larger", "bigger", "smaller", "since", "modified", "created", "unless"}

// narrows reports whether said holds a word of narrowingWords, or names
// files of a kind ("the ts files", "the test files"): some of a
// place's files.
func narrows(said string) bool {
	fields := strings.Fields(strings.ToLower(said))
	for i, f := range fields {
		f = strings.Trim(f, ".,:;!?")
		if slices.Contains(narrowingWords, f) || (f == "files" || f == "file") && i > 0 && !setDeterminer(strings.Trim(fields[i-1], ".,:;!?")) && fields[i-1] != "of" {
			return true
		}
	}
	return false
}

// unboundedSubstitution is the pattern of a substitution of sed or perl
// (w's command) that matches inside longer words (s/getUsr/getUser/
// changes getUsrName too), when the pattern starts or ends with a word
// character and no word boundary (\b, \< \>) stands there; "" for any
// other write.
func unboundedSubstitution(w shell.Write) string {
	if len(w.Args) == 0 || w.Args[0].Dynamic {
		return ""
	}
	if prog := path.Base(w.Args[0].Text); prog != "sed" && prog != "perl" {
		return ""
	}
	for _, a := range w.Args[1:] {
		t := a.Text
		if len(t) < 4 || t[0] != 's' || isWordByte(t[1]) {
			continue
		}
		pattern := splitUnescaped(t[2:], t[1])[0]
		p := strings.TrimPrefix(strings.TrimSuffix(pattern, "$"), "^")
		if p == "" {
			continue
		}
		starts := isWordByte(p[0]) && !strings.HasPrefix(pattern, "^")
		ends := isWordByte(p[len(p)-1]) && !strings.HasSuffix(pattern, "$") && !strings.HasSuffix(p, `\b`) && !strings.HasSuffix(p, `\>`)
		if (starts || ends) && nameShaped(pattern) {
			return pattern
		}
	}
	return ""
}

// whereWord reports whether w, after the name of a set of files, says
// where they are: from, in, under, inside, at.
func whereWord(w string) bool {
	return w == "from" || w == "in" || w == "under" || w == "inside" || w == "at"
}

// setLead reports whether w may stand right before the name of a set of
// files without narrowing it.
func setLead(w string) bool {
	switch w {
	case "the", "all", "any", "every", "each", "those", "these", "my", "our", "your", "of", "in", "on", "for",
		"and", "delete", "remove", "rm", "clean", "clear", "wipe", "purge", "drop", "nuke", "empty", "erase",
		"fix", "format", "update", "change", "edit", "truncate", "move", "rename", "trash", "please":
		return true
	}
	return false
}

// setDeterminer reports whether w determines a noun phrase ("the", "all",
// "my" …): a word after it is no verb.
func setDeterminer(w string) bool {
	switch w {
	case "the", "all", "any", "every", "each", "those", "these", "my", "our", "your":
		return true
	}
	return false
}

// setVerb reports whether w, a lead of setLead, is a verb ("empty",
// "clean") rather than a determiner or preposition.
func setVerb(w string) bool {
	return setLead(w) && !setDeterminer(w) && w != "of" && w != "in" && w != "on" && w != "for" && w != "and" && w != "please"
}

// setNarrowing reports whether w, right after the name of a set of files,
// narrows it to some of them.
func setNarrowing(w string) bool {
	switch w {
	case "from", "older", "newer", "except", "but", "other", "that", "which", "where", "whose", "with",
		"without", "larger", "bigger", "smaller", "before", "after", "since", "than", "named", "called",
		"starting", "ending", "matching", "containing", "not", "created", "modified", "over", "apart", "besides",
		"excluding", "only":
		return true
	}
	return false
}

// containsWord reports whether phrase stands in text as whole words (not
// inside a longer word: "log files" is not in "catalog files").
func containsWord(text, phrase string) bool {
	return occursWhere(text, phrase, func(i, end int) bool {
		return (i == 0 || !isWordByte(text[i-1])) && (end == len(text) || !isWordByte(text[end]))
	})
}

// occursWhere reports whether phrase occurs in text at a place [i, end)
// where at(i, end) holds.
func occursWhere(text, phrase string, at func(i, end int) bool) bool {
	for from := 0; phrase != ""; {
		i := strings.Index(text[from:], phrase)
		if i < 0 {
			return false
		}
		i += from
		if at(i, i+len(phrase)) {
			return true
		}
		from = i + 1
	}
	return false
}

// isWordByte reports whether b may be part of a word or a file name.
func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '-' || b >= 0x80
}

// namesDir reports whether said names the directory name (its path
// relative to the project, "tmp" or "tmp/"), as whole words.
func namesDir(said, name string) bool {
	text := strings.ToLower(said)
	name = strings.ToLower(name)
	return containsWord(text, name) || containsWord(text, name+"/")
}

// moveDestination is the directory the files of w, either end of a move
// (mv SRC… DIR/, git mv SRC… DIR), are moved into, from cwd; "" for any
// other write or a destination only known at run time. Naming it says
// where the files go, not where they are ("move the png files into
// docs/img/").
func moveDestination(w shell.Write, cwd string) string {
	if w.Kind != shell.MoveFrom && w.Kind != shell.MoveTo || len(w.Args) < 3 {
		return ""
	}
	last := w.Args[len(w.Args)-1]
	if last.Dynamic || strings.HasPrefix(last.Text, "-") {
		return ""
	}
	if filepath.IsAbs(last.Text) {
		return filepath.Clean(last.Text)
	}
	return filepath.Join(cwd, last.Text)
}

// namesOtherDir reports whether said names a directory of the project
// other than dir and dest (where a move puts the files; "" for none): a
// word that is a directory's path (at most a few looked up).
func namesOtherDir(said, project, dir, dest string) bool {
	looked := 0
	for _, f := range strings.FieldsFunc(said, func(r rune) bool {
		return r == ' ' || r == '\n' || r == '\t' || r == ',' || r == '(' || r == ')' || r == '`' || r == '"' || r == '\''
	}) {
		f = strings.TrimRight(f, ".:;!?/")
		if f == "" || strings.ContainsAny(f, "*?[") || filepath.IsAbs(f) || strings.Contains(f, "..") {
			continue
		}
		if looked++; looked > 32 {
			return true // too many words to look up: not sure
		}
		p := filepath.Join(project, f)
		if p == dir || p == project || p == dest {
			continue
		}
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			return true
		}
	}
	return false
}

// emptyVerbs ask for a file to be emptied besides the verbs of change.
var emptyVerbs = []string{"clear", "empty", "truncate", "blank", "wipe", "reset"}

// modeVerbs ask for a file's mode or owner to change (chmod, chown):
// "make bin/setup executable", "lock down its permissions".
var modeVerbs = []string{"make", "chmod", "chown", "chgrp", "lock", "restrict", "set", "fix", "mark"}

// writeVerbs are the words that ask for write w besides the verbs of
// change and the program's own: emptying a file (truncate, `: > f`) is
// asked for by "clear", "empty" …
func writeVerbs(w shell.Write) []string {
	if w.Kind == shell.Truncate || w.Kind == shell.Overwrite && w.TextKnown && w.Text == "" {
		return append(slices.Clip(emptyVerbs), w.Verbs...)
	}
	if w.Kind == shell.Attributes {
		return append(slices.Clip(modeVerbs), w.Verbs...)
	}
	return w.Verbs
}

// commandWords is what a file moved onto another brings in as far as the
// command shows it: the command line (jq '.version = "1.6.0"'
// package.json > p.tmp && mv p.tmp package.json), so that a request for a
// value ("… to 1.6.0") is checked against its words rather than against
// the mv alone. Only a confirmed plan may name the change through them
// (confirm.Target.Added).
func commandWords(command string) string {
	const limit = 4096
	if len(command) > limit {
		return strings.ToValidUTF8(command[:limit], "")
	}
	return command
}

// isDir reports whether path is a directory now: a write to it (git
// restore app/models, cp -r … onto it) reaches everything in it, and is
// named by the directory's own path, not by a file in it.
func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// isFile reports whether path is a regular file now.
func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

// classifyIn is classifyBuiltin, and, when that does not find the write
// asked for, the same target asked for in another language: the user's
// latest message alone, with the verbs of the write's kind in German,
// French, Spanish, Italian or Portuguese (otherLanguageVerbs) as the only
// words that ask ("Bitte lösche den Ordner dist", "supprime le fichier
// tmp/a.tmp"), and the English verbs of deletion confirm leaves out ("get
// rid of the .pyc files"). A message with a negation (English too), a
// hedge or a question in those languages asks for nothing this way.
func (r *Run) classifyIn(conv []confirm.Turn, t confirm.Target, kind shell.Kind) confirm.Classification {
	cls := r.classifyBuiltin(conv, t)
	if cls.Level == confirm.Explicit {
		return cls
	}
	if byProposal, ok := r.otherLanguageProposal(conv, t, kind); ok {
		return byProposal
	}
	said := withoutNoLongerNeeded(latestUser(conv))
	verbs, ok := otherLanguageVerbs(said, kind)
	if !ok {
		return cls
	}
	t.Verbs, t.OnlyVerbs, t.Removal = verbs, true, confirm.Keeps
	own := []confirm.Turn{{Role: confirm.User, Text: lowerOtherInitials(said)}}
	if other := r.classifyBuiltin(own, t); other.Level == confirm.Explicit {
		return other
	}
	return cls
}

// Verbs of the kinds of write in other languages than English (German,
// French, Spanish, Italian, Portuguese): imperative and infinitive forms.
var (
	otherDeleteVerbs = []string{
		"lösche", "löschen", "lösch", "entferne", "entfernen", "entfern",
		"supprime", "supprimer", "supprimez", "efface", "effacer", "effacez",
		"borra", "borrar", "borre", "elimina", "eliminar", "elimine", "quita", "quitar",
		"cancella", "cancellare", "rimuovi", "rimuovere",
		"apaga", "apagar", "apague", "exclua", "excluir", "remova", "remover",
		"удали", "удалить", "удалите", "убери", "убрать", "уберите",
		// and English ones confirm's verbs of deletion leave out
		"rid", "ditch", "toss", "scrap", "zap",
	}
	otherMoveVerbs = []string{
		"verschiebe", "verschieben", "benenne", "umbenennen",
		"déplace", "déplacer", "déplacez", "renomme", "renommer", "renommez",
		"mueve", "mover", "renombra", "renombrar",
		"sposta", "spostare", "rinomina", "rinominare",
		"mova", "renomeie", "renomear",
	}
	otherChangeVerbs = []string{
		"ändere", "ändern", "setze", "setzen", "aktualisiere", "aktualisieren", "erhöhe", "erhöhen", "hochziehen", "korrigiere", "korrigieren", "ersetze", "ersetzen", "füge", "hinzufügen",
		"modifie", "modifier", "modifiez", "changer", "changez", "mets", "mettre", "corrige", "corriger", "remplace", "remplacer", "ajoute", "ajouter",
		"cambia", "cambiar", "actualiza", "actualizar", "sube", "subir", "corrige", "corregir", "reemplaza", "reemplazar", "añade", "añadir", "agrega", "agregar",
		"modifica", "modificare", "aggiorna", "aggiornare", "imposta", "impostare", "correggi", "correggere", "sostituisci", "aggiungi",
		"altere", "alterar", "atualize", "atualizar", "corrija", "substitua", "adicione",
		"kopiere", "kopieren", "copie", "copier", "copiez", "copia", "copiar", "copiare",
		// emptying a file, fetching one into place
		"leere", "leeren", "vide", "vider", "videz", "vacía", "vacia", "vaciar", "svuota", "svuotare", "esvazie", "esvaziar",
		"lade", "herunterladen", "télécharge", "télécharger", "téléchargez", "descarga", "descargar", "scarica", "scaricare", "baixe", "baixar",
		"измени", "изменить", "замени", "заменить", "обнови", "обновить", "добавь", "добавить", "очисти", "очистить", "скачай", "скачать",
	}
)

// otherDoubt reports whether w is a negation, hedge or question word of
// those languages: a message holding one is not read this way.
func otherDoubt(w string) bool {
	switch w {
	case "nicht", "kein", "keine", "keinen", "nie", "niemals", "vielleicht", "eventuell", "später", "ne", "n",
		"pas", "jamais", "peut-être", "plus", "tard", "no", "nunca", "jamás", "ni", "quizás", "quizá", "tal",
		"luego", "non", "mai", "forse", "dopo", "não", "talvez", "depois":
		return true
	}
	return false
}

// otherLanguageProposal judges t by the assistant's proposal in another
// language than English ("Propongo borrar .babelrc y quedarnos con
// babel.config.js. ¿Te parece?") and the user's short approval of it
// ("sí, dale"): a clause of the proposal, in a message that asks, naming
// the file with a verb of the write's kind and no doubt; for a write that
// lands on a file (a copy, a move, a link) the file named last, as the
// destination is in these languages ("copier A vers B"). ok is false when
// there is no such proposal and approval.
func (r *Run) otherLanguageProposal(conv []confirm.Turn, t confirm.Target, kind shell.Kind) (confirm.Classification, bool) {
	n := len(conv)
	if n < 2 || conv[n-1].Role != confirm.User || conv[n-2].Role != confirm.Assistant || !strings.ContainsAny(conv[n-2].Text, "?¿") {
		return confirm.Classification{}, false
	}
	reply := strings.TrimSpace(conv[n-1].Text)
	if len(strings.Fields(reply)) > maxBareAnswerWords || !r.consentClassifier().Approves(reply) {
		return confirm.Classification{}, false
	}
	if _, ok := otherLanguageVerbs(reply, kind); !ok {
		return confirm.Classification{}, false // "no, mejor no"
	}
	name := strings.ToLower(t.Name)
	for _, sentence := range requestClauses(conv[n-2].Text) {
		for _, cl := range splitAtConjunctions(sentence) {
			cl = strings.Trim(strings.TrimSpace(cl), "¿?")
			files := fileWords(cl)
			if !containsWord(strings.ToLower(cl), name) || landsOn(kind) && (len(files) == 0 || strings.ToLower(files[len(files)-1]) != name) {
				continue
			}
			verbs, ok := otherLanguageVerbs(cl, kind)
			if !ok {
				continue
			}
			byVerb := t
			byVerb.Verbs, byVerb.OnlyVerbs, byVerb.Removal = verbs, true, confirm.Keeps
			if got := r.classifyBuiltin([]confirm.Turn{{Role: confirm.User, Text: cl}}, byVerb); got.Level == confirm.Explicit {
				return confirm.Classification{Level: confirm.Explicit, Reasoning: fmt.Sprintf("you approved (%q) my proposal %q", reply, clipCommand(cl))}, true
			}
		}
	}
	return confirm.Classification{}, false
}

// landsOn reports whether a write of kind lands on its file from another
// (a copy, the destination of a move, a link).
func landsOn(kind shell.Kind) bool {
	return kind == shell.Overwrite || kind == shell.MoveTo || kind == shell.Link
}

// splitAtConjunctions splits a clause of another language than English at
// its "and"/"or" (und, oder, et, ou, y, o, e): "borrar .babelrc y
// quedarnos con babel.config.js" is two proposals.
func splitAtConjunctions(clause string) []string {
	ws := strings.Fields(clause)
	var out []string
	start := 0
	for i, w := range ws {
		switch strings.ToLower(w) {
		case "und", "oder", "et", "ou", "y", "o", "e", "and", "or":
			out = append(out, strings.Join(ws[start:i], " "))
			start = i + 1
		}
	}
	return append(out, strings.Join(ws[start:], " "))
}

// withoutNoLongerNeeded is said without its clauses that say a thing is
// no longer needed ("…, die brauchen wir nicht mehr", "on n'en a plus
// besoin", "ya no la necesitamos"): the reason for a deletion, not a
// negation of it. A clause holding a verb of the request itself is kept.
func withoutNoLongerNeeded(said string) string {
	clauses := requestClauses(said)
	kept := clauses[:0:0]
	for _, cl := range clauses {
		low := strings.ToLower(cl)
		ws := strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) })
		need := slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(needWords, w) })
		noLonger := slices.ContainsFunc(noLongerMarks, func(m string) bool { return containsWord(low, m) })
		order := slices.ContainsFunc(ws, func(w string) bool {
			return slices.Contains(otherDeleteVerbs, w) || slices.Contains(otherMoveVerbs, w) || slices.Contains(otherChangeVerbs, w)
		})
		hedged := slices.ContainsFunc(ws, func(w string) bool {
			return lang.IsHedge(w) || lang.IsForeignHedge(w) || slices.Contains(otherHedges, w)
		})
		if need && noLonger && !order && !hedged && !strings.ContainsAny(cl, "?¿") {
			continue
		}
		kept = append(kept, cl)
	}
	if len(kept) == len(clauses) {
		return said
	}
	return strings.Join(kept, " ")
}

// needWords are the verbs and nouns of needing in the other languages
// read; noLongerMarks say "no longer" in them.
var (
	needWords = []string{"brauchen", "braucht", "brauche", "benötigen", "benötigt", "besoin", "necesitamos", "necesita", "necesito",
		"necesitan", "serve", "servono", "bisogno", "precisamos", "precisa", "preciso", "нужен", "нужна", "нужно", "нужны"}
	noLongerMarks = []string{"nicht mehr", "mehr", "plus", "ya no", "più", "mais", "больше"}
	// otherHedges are otherDoubt's words that are no negation: a clause
	// holding one is kept ("wir brauchen vielleicht mehr").
	otherHedges = []string{"vielleicht", "eventuell", "später", "peut-être", "tard", "quizás", "quizá", "tal", "luego", "forse", "dopo", "talvez", "depois"}
)

// otherLanguageVerbs are the verbs of another language than English that
// ask for a write of kind (delete, move, any other change), and ok false
// when said has a question mark or a word of otherDoubt.
func otherLanguageVerbs(said string, kind shell.Kind) ([]string, bool) {
	if said == "" || strings.ContainsAny(said, "?¿") {
		return nil, false
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(said), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '-' && r != '\''
	}) {
		if otherDoubt(w) || lang.IsNegation(w) || lang.IsForeignNegation(w) ||
			strings.HasSuffix(w, "nt") && lang.IsNegation(w[:len(w)-1]+"'t") { // "dont", "shouldnt"
			return nil, false
		}
	}
	switch kind {
	case shell.Delete:
		return append(slices.Clip(otherDeleteVerbs), slippedVerbs(said, deletionVerbs)...), true
	case shell.MoveFrom:
		return otherMoveVerbs, true
	case shell.MoveTo:
		return append(slices.Clip(otherMoveVerbs), otherChangeVerbs...), true
	case shell.Create:
		return append(slices.Clip(otherCreateVerbs), otherChangeVerbs...), true
	}
	return otherChangeVerbs, true
}

// deletionVerbs are the English verbs of deletion a slip of the keys
// leaves unread ("delte", "remvoe").
var deletionVerbs = []string{"delete", "remove"}

// slippedVerbs are the words of said that are one of verbs with one
// letter dropped or two neighbouring letters swapped ("delte", "dleete",
// "remvoe"): slips no English word shares. An inflection ("deleted") or
// any other added letter is not read as one.
func slippedVerbs(said string, verbs []string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(said), func(r rune) bool { return r < 'a' || r > 'z' }) {
		for _, v := range verbs {
			if w != v && (len(w) == len(v)-1 && droppedOne(w, v) || len(w) == len(v) && swappedPair(w, v)) {
				out = append(out, w)
			}
		}
	}
	return out
}

// droppedOne reports whether w is v with one letter left out.
func droppedOne(w, v string) bool {
	for i := range len(v) {
		if v[:i]+v[i+1:] == w {
			return true
		}
	}
	return false
}

// swappedPair reports whether w is v with two neighbouring letters
// swapped.
func swappedPair(w, v string) bool {
	for i := 0; i+1 < len(v); i++ {
		if w[:i] == v[:i] && w[i] == v[i+1] && w[i+1] == v[i] && w[i+2:] == v[i+2:] {
			return true
		}
	}
	return false
}

// checkoutRequested judges `git checkout X…` without "--" as the
// restore of its files, when git would read each X as a path
// (checkoutFiles): explicit when the restore of every one is asked for,
// like `git checkout -- X…`.
func (r *Run) checkoutRequested(conv []confirm.Turn, w shell.Write) (confirm.Classification, bool) {
	dir := r.Event.CWD()
	if dir == "" {
		dir = r.ProjectDir()
	}
	files, ok := checkoutFiles(w.Args, dir, r.ProjectDir())
	if !ok {
		return confirm.Classification{}, false
	}
	var cls confirm.Classification
	for _, f := range files {
		name := confirm.DisplayName(f, r.ProjectDir())
		cls = r.classifyIn(conv, confirm.Target{Name: name, Path: f}, shell.Restore)
		if cls.Level != confirm.Explicit {
			return cls, false
		}
	}
	return cls, true
}

// checkoutFiles are the files `git checkout X…` (args, run in dir)
// restores when git reads every X as a path: no option, each X a static
// name of a regular file inside project, and no branch or tag of that
// name in the project's repository (.git/refs, .git/packed-refs). ok is
// false otherwise, and when the repository's refs cannot be read.
func checkoutFiles(args []shell.Word, dir, project string) ([]string, bool) {
	if len(args) < 3 || filepath.Base(args[0].Text) != "git" || args[1].Text != "checkout" {
		return nil, false // git -C …, or another subcommand
	}
	refs := filepath.Join(project, ".git")
	if fi, err := os.Stat(refs); err != nil || !fi.IsDir() {
		return nil, false
	}
	packed, err := safefile.ReadString(filepath.Join(refs, "packed-refs"), 1<<20)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, false
	}
	var files []string
	for _, a := range args[2:] {
		if a.Dynamic || a.Text == "" || strings.HasPrefix(a.Text, "-") || len(files) == maxBashFiles {
			return nil, false
		}
		p := filepath.Join(dir, a.Text)
		if fi, err := os.Lstat(p); err != nil || !fi.Mode().IsRegular() || !changeset.Inside(p, project) {
			return nil, false
		}
		for _, kind := range []string{"heads", "tags"} {
			ref := "refs/" + kind + "/" + filepath.ToSlash(a.Text)
			if _, err := os.Lstat(filepath.Join(refs, filepath.FromSlash(ref))); err == nil || strings.Contains(packed, " "+ref+"\n") {
				return nil, false // a branch or a tag: git switches to it
			}
		}
		files = append(files, p)
	}
	return files, len(files) > 0
}
