package dispatch

import (
	"context"
	"fmt"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/event"
)

// judgeEdits is the confirmation verdict on a call that changes several
// files, deletes or moves one (event.FileChanges: Codex's apply_patch):
// every file is classified as an edit of that file is, with the same
// conversation; the call is allowed when every one was explicitly
// requested, else asked about with the diff of each file that was not.
// The first maxBashFiles files are judged; more need confirmation.
func (r *Run) judgeEdits(ctx context.Context, cfg confirm.Config, edits []event.Edit) ConfirmVerdict {
	v := ConfirmVerdict{Tool: r.Event.ToolName(), Classifier: "builtin"}
	if r.leftToChangeSets() {
		r.Tracef("confirm: this %s call is the change sets' to hold back or to run as the user confirmed it", v.Tool)
		return v
	}
	v.Level = confirm.Explicit
	var names, asked, reasons, diffs, unreadable []string
	for i, e := range edits {
		if i == maxBashFiles {
			asked = append(asked, fmt.Sprintf("and %d more files", len(edits)-i))
			v.Level = confirm.NeedsConfirmation
			break
		}
		c, err := r.editChange(e)
		names = append(names, c.Name)
		cls, external := r.classifyChange(ctx, cfg, editTool(e), c)
		v.external = v.external || external
		if external {
			v.Classifier = "command"
		}
		r.Tracef("confirm: %s %s %q is %s: %s", v.Tool, editVerb(e), c.Name, cls.Level, cls.Reasoning)
		if cls.Level == confirm.Explicit {
			reasons = append(reasons, cls.Reasoning)
			continue
		}
		v.Level = confirm.NeedsConfirmation
		what := editVerb(e) + " " + c.Name
		if e.From != "" {
			what += " (moved from " + confirm.DisplayName(e.From, r.ProjectDir()) + ")"
		}
		asked = append(asked, what)
		if err != nil {
			unreadable = append(unreadable, fmt.Sprintf("%s: %v", c.Name, err))
			continue
		}
		diffs = append(diffs, c.Name+":\n"+confirm.Render(c, confirm.MessageLimit/(2*min(len(edits), maxBashFiles))))
	}
	v.Target = stripControl(strings.Join(names, ", "))
	if v.Level == confirm.Explicit {
		v.Reasoning = strings.Join(dedupe(reasons), "; ")
		if cfg.Explicit != confirm.ExplicitNone {
			v.Decision, v.Message = event.Allow, "Explicitly requested: "+v.Reasoning
		}
		return v
	}
	v.Reasoning = bashReasoning(asked, unreadable)
	v.Decision, v.Message = event.Ask, question(fmt.Sprintf("I'd change %d file(s) with one patch.\n\n", len(edits)), "Not asked for:\n", asked, diffs, unreadable)
	if why := r.askUnseen(); why != "" {
		v.Decision, v.Message = event.Deny, confirm.DenialOf(v.Message, why)
	}
	return v
}

// editTool is Claude Code's tool for one file's edit, as a classifier
// command and the change-set rules name it: Write for a whole file, Edit
// for the rest (a delete too: none of Claude Code's tools deletes).
func editTool(e event.Edit) string {
	if e.Kind == event.Write || e.From != "" {
		return changeset.ToolWrite
	}
	return changeset.ToolEdit
}

// editVerb says what an edit does to its file, for the question.
func editVerb(e event.Edit) string {
	switch {
	case e.Kind == event.Delete:
		return "delete"
	case e.From != "":
		return "create"
	case e.Kind == event.Write:
		return "write"
	}
	return "edit"
}

// defersCall reports whether the change-set rules hold back in's call: its
// tool, or, for a call that changes several files (event.FileChanges),
// the edit of any one of them (Edit, Write): such a call is held back
// whole.
func defersCall(cfg changeset.Config, in event.Event) bool {
	agent := changeset.Agent{ID: in.AgentID(), Type: in.AgentType()}
	if cfg.Defers(in.ToolName(), []byte(in.ToolInput().Raw), agent) {
		return true
	}
	for _, e := range in.Edits() {
		if cfg.Defers(editTool(e), nil, agent) {
			return true
		}
	}
	// A call whose changes could not be read may change any file: any
	// rule for edits holds it back.
	return in.EditsUnread() != nil && (cfg.Defers(changeset.ToolEdit, nil, agent) || cfg.Defers(changeset.ToolWrite, nil, agent))
}

// unreadMessage refuses a call whose changes could not be read (a patch
// the adapter cannot parse, EditsUnread): which files it changes is not
// known, so it can be neither judged nor let through.
func unreadMessage(tool string, why error) string {
	return stripControl(fmt.Sprintf("Not done: plan-compliance could not read which files this %s call changes (%v), so it cannot check them. "+
		"Send the change again in the tool's documented form (a few files per call), or show it to the user and ask.", tool, why))
}
