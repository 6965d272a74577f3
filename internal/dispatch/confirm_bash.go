package dispatch

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/plan-compliance/plan-compliance/internal/shell"
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
	var writes []shell.Write
	for _, w := range reading.Writes {
		switch {
		case !w.Kind.Changes() || outsideProject(w, project):
		case w.Dynamic:
			unreadable = append(unreadable, fmt.Sprintf("it may %s %s, a path only known at run time (%s)", verbOf(w.Kind), w.Path, w.By))
		default:
			writes = append(writes, w)
		}
	}
	if len(writes) == 0 && len(unreadable) == 0 {
		r.Tracef("confirm: Bash writes nothing in the project")
		return v
	}
	v.Level = confirm.Explicit
	var conv []confirm.Turn
	if len(writes) > 0 && cfg.Classifier.Command == "" {
		conv = r.conversation()
	}
	var asked, reasons, diffs []string
	for i, w := range writes {
		if i == maxBashFiles {
			asked = append(asked, fmt.Sprintf("and %d more files", len(writes)-i))
			v.Level = confirm.NeedsConfirmation
			break
		}
		c := confirm.Change{Path: w.Path, Name: confirm.DisplayName(w.Path, project), Prose: confirm.IsProse(w.Path), BeforeUnknown: true}
		parts, whole, known := r.sedChange(w, c)
		if known {
			c = whole
		} else {
			parts = []confirm.Change{c}
		}
		var cls confirm.Classification
		var external bool
		for _, part := range parts {
			// Each substitution is an edit of its own: all of them must
			// have been asked for ("DefaultBurst should be 50" does not
			// ask for the DefaultRate one).
			if cls, external = r.classifyBashWrite(ctx, cfg, conv, part, removalOf(w.Kind)); cls.Level != confirm.Explicit {
				break
			}
		}
		v.external = v.external || external
		if external {
			v.Classifier = "command"
		}
		r.Tracef("confirm: Bash %s %q is %s: %s", w.Kind, c.Name, cls.Level, cls.Reasoning)
		if cls.Level == confirm.Explicit {
			reasons = append(reasons, cls.Reasoning)
			continue
		}
		v.Level = confirm.NeedsConfirmation
		what := c.Name
		if w.Recursive {
			what += " and everything in it"
		}
		asked = append(asked, fmt.Sprintf("%s %s (%s)", verbOf(w.Kind), what, w.By))
		if known {
			diffs = append(diffs, c.Name+":\n"+confirm.Render(c, confirm.MessageLimit/2))
		}
	}
	if len(unreadable) > 0 {
		v.Level = confirm.NeedsConfirmation
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

// classifyBashWrite judges one written file like an edit of it. Where in
// the file the command writes is known only for a simple sed -i (c then
// has its before and after, and is judged as that edit); otherwise it is
// judged by the file alone: only the user naming the file (or the
// configured classifier) makes it explicit, never a symbol that happens
// to be in it.
func (r *Run) classifyBashWrite(ctx context.Context, cfg confirm.Config, conv []confirm.Turn, c confirm.Change, removal confirm.Removal) (confirm.Classification, bool) {
	if cfg.Classifier.Command != "" {
		return r.classifyChange(ctx, cfg, "Bash", c)
	}
	t := confirm.Target{Name: c.Name, Path: c.Path}
	if !c.BeforeUnknown {
		t = confirm.TargetOf(c)
	}
	t.Removal = removal
	return r.classifyBuiltin(conv, t), false
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

// sedChange is what a simple literal `sed -i 's/old/new/' [-e …]` will do
// to a small file: each substitution as an edit of its own (applied in
// turn), the whole change, and true; false for any other write, or when it
// cannot be worked out.
func (r *Run) sedChange(w shell.Write, c confirm.Change) (parts []confirm.Change, whole confirm.Change, ok bool) {
	if w.Kind != shell.EditPlace || len(w.Args) == 0 || filepath.Base(w.Args[0].Text) != "sed" {
		return nil, c, false
	}
	subs, ok := sedScripts(w.Args)
	if !ok {
		return nil, c, false
	}
	content, err := safefile.ReadString(w.Path, maxSedPreview)
	if err != nil {
		r.Tracef("confirm: no preview of sed on %s: %v", c.Name, err)
		return nil, c, false
	}
	c.Before, c.BeforeUnknown = content, false
	text := content
	for _, sub := range subs {
		part := c
		part.Before, part.After = text, sub.apply(text)
		text = part.After
		if part.Before != part.After {
			parts = append(parts, part)
		}
	}
	c.After = text
	if len(parts) == 0 {
		parts = []confirm.Change{c}
	}
	return parts, c, true
}

// outsideProject reports whether a write surely lands outside the project:
// its path, or the static directory a Dynamic path starts with.
func outsideProject(w shell.Write, project string) bool {
	p := w.Path
	if w.Dynamic {
		i := strings.IndexAny(p, "$`*?[{~")
		if i < 0 || !filepath.IsAbs(p) {
			return false
		}
		p = filepath.Dir(p[:i] + "x")
		if changeset.Inside(project, p) {
			return false // /$X/a may be anywhere under /, the project too
		}
	}
	return project != "" && filepath.IsAbs(p) && p != project && !changeset.Inside(p, project)
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
