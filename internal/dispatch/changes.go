package dispatch

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/ownprogram"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/plan-compliance/plan-compliance/internal/store"
	"github.com/tidwall/gjson"
)

// changesConfig reads the "changes" section. on is false when nothing is
// deferred: then every change-set handler returns at once, without
// touching the store.
func changesConfig(r *Run) (cfg changeset.Config, on bool, err error) {
	cfg = r.Config.Changes
	cfg.Read = r.readBash
	return cfg, cfg.Enabled(), nil
}

// changesStore is the change-set config and the open state store, for the
// handlers that need the store whenever change sets are on; the store is nil
// when they are off.
func changesStore(r *Run) (changeset.Config, *store.Store, error) {
	cfg, on, err := changesConfig(r)
	if err != nil || !on {
		return cfg, nil, err
	}
	s, err := r.Store()
	return cfg, s, err
}

// changesRun is the run an event belongs to.
func changesRun(r *Run) changeset.Run {
	in := r.Event
	prompt := in.PromptID()
	run := changeset.Run{
		Key:        changeset.RunKey(in.SessionID(), in.AgentID(), prompt),
		SessionID:  in.SessionID(),
		AgentID:    in.AgentID(),
		AgentType:  in.AgentType(),
		ProjectDir: r.ProjectDir(),
		Assistant:  r.assistant(),
	}
	if in.AgentID() == "" {
		run.PromptID = prompt
	}
	return run
}

// changesPreToolUse holds back a deferred call: its items are queued in the
// run's change set and the call is denied with "queued for review"; a call
// repeating a rejected proposal is refused with the user's reason; a call
// the user confirmed is allowed once.
func changesPreToolUse(_ context.Context, r *Run) (event.Verdict, error) {
	cfg, on, err := changesConfig(r)
	if err != nil || !on {
		return event.Verdict{}, err
	}
	in := r.Event
	tool := in.ToolName()
	input := []byte(in.ToolInput().Raw)
	agent := changeset.Agent{ID: in.AgentID(), Type: in.AgentType()}
	if tool == changeset.ToolBash {
		reading, err := r.readBash(in.Command())
		if g := changeset.GuardRead(reading, err, ownprogram.New(r.Env.Getenv)); g.Changes {
			if resp, done, err := guardChangesCommand(r, agent, g); done || err != nil {
				return resp, err
			}
		}
	} else if path := changeset.EditTarget(tool, input); path != "" && strings.Contains(in.ToolInput().Raw, "plan-compliance") {
		// A deciding command written into a file something runs later.
		if g := changeset.GuardWrite(path, writtenText(in.ToolInput().Raw), ownprogram.New(r.Env.Getenv)); g.Decides {
			if resp, done, err := guardChangesCommand(r, agent, g); done || err != nil {
				return resp, err
			}
		}
	}
	if !defersCall(cfg, in) {
		if cfg.MayBeConfirmed(tool, input) {
			// Not deferred for this agent, but maybe a call the user
			// confirmed for another (a subagent's, run by the main thread).
			return takeApproval(r, tool, input)
		}
		r.Tracef("changes: %s is not deferred", tool)
		return event.Verdict{}, nil
	}
	file, err := fileState(changeset.EditTarget(tool, input), in.CWD())
	if err != nil {
		return event.Verdict{}, err
	}
	items := changeset.Propose(tool, input, cfg, r.ProjectDir(), file)
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	run := changesRun(r)
	res, err := s.Propose(run, items, cfg, r.Env.Now())
	if err != nil {
		return event.Verdict{}, err
	}
	if a := res.Approved; a != nil {
		return allowApproved(r, a), nil
	}
	p := res.Placement
	r.Tracef("changes: %s → %d item(s), action %d, %d refused, run %s", tool, len(items), p.Action, len(p.Refused), run.Key)
	r.noteQueued(res.Placed)
	switch p.Action {
	case changeset.Queue:
		return event.Permission(event.Deny, changeset.QueuedMessage(res.Placed, p.Refused)), nil
	case changeset.Refuse:
		return event.Permission(event.Deny, changeset.RefusedMessage(p.Refused)), nil
	case changeset.DenyOverCap:
		msg := changeset.OverflowDenied(p.Full, cfg.MaxItems, len(items))
		if len(p.Refused) > 0 {
			msg += "\n\n" + changeset.RefusedMessage(p.Refused)
		}
		return event.Permission(event.Deny, msg), nil
	}
	return event.Notify(changeset.OverflowWarning(p.Full, cfg.MaxItems, items[0].Summary)), nil
}

// takeApproval allows a call that is not deferred for this agent when it is
// one the user confirmed, once.
func takeApproval(r *Run, tool string, input []byte) (event.Verdict, error) {
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	a, err := s.TakeApproval(r.ProjectDir(), changeset.Identity(tool, changeset.Canonical(input)), r.Env.Now())
	if err != nil || a == nil {
		return event.Verdict{}, err
	}
	return allowApproved(r, a), nil
}

func allowApproved(r *Run, a *changeset.Approval) event.Verdict {
	r.Tracef("changes: %s is confirmed (set %d item %d): allowed once", a.Tool, a.SetID, a.N)
	return event.Permission(event.Allow, fmt.Sprintf("Confirmed by the user in change set %d (item %d): %s", a.SetID, a.N, a.Summary))
}

// guardChangesCommand answers a Bash call that may run `plan-compliance
// changes` (changeset.Guard). It is never deferred itself. Reading (list,
// show) is allowed when the call is that command alone. Anything that may
// decide (confirm, reject, …, or a form that cannot be read) is refused
// unless the user started this main-thread turn with the review slash
// command — an agent must not approve its own proposals — and then
// allowed, since the user typed the decision.
//
// done is false for a command that reads the change sets, or makes a
// decision the user asked for, among other commands: those others are
// deferred like any call.
func guardChangesCommand(r *Run, agent changeset.Agent, g changeset.Guarded) (resp event.Verdict, done bool, err error) {
	sole := g.Sole
	if !g.Decides {
		if sole {
			return event.Permission(event.Allow, "Reading the change sets (plan-compliance changes)."), true, nil
		}
		return event.Verdict{}, false, nil
	}
	if agent.IsMain() {
		s, err := r.Store()
		if err != nil {
			return event.Verdict{}, true, err
		}
		ok, err := s.ReviewAuthorized(r.Event.SessionID(), r.Event.PromptID())
		if err != nil {
			return event.Verdict{}, true, err
		}
		if ok {
			r.Tracef("changes: the user asked for this decision (%s)", changeset.ReviewCommand)
			if sole {
				return event.Permission(event.Allow, "You asked for this decision with "+changeset.ReviewCommand+"."), true, nil
			}
			// The decision among other commands: those are deferred
			// like any call.
			return event.Verdict{}, false, nil
		}
	}
	r.Tracef("changes: refused a decision the user did not ask for: %s", g.Why)
	msg := changeset.SelfApprovalRefused(r.slash()) + " (Why: " + g.Why + ".)"
	if g.Unreadable {
		msg += changeset.UnreadableHint
	}
	return event.Permission(event.Deny, msg), true, nil
}

// fileState hashes the file an edit targets ("" for other calls): a regular
// file of at most maxPreviewFile bytes, else an error naming it.
func fileState(path, cwd string) (changeset.FileState, error) {
	if path == "" {
		return changeset.FileState{}, nil
	}
	if !filepath.IsAbs(path) && cwd != "" {
		path = filepath.Join(cwd, path)
	}
	b, err := safefile.Read(path, maxPreviewFile)
	switch {
	case err == nil:
		return changeset.FileState{Exists: true, Hash: changeset.HashContent(b)}, nil
	case errors.Is(err, fs.ErrNotExist):
		return changeset.FileState{}, nil
	}
	return changeset.FileState{}, err
}

// changesStop closes the main conversation's set for this prompt and tells
// the user what it and the subagents that finished since propose: Claude
// Code does not show a SubagentStop systemMessage, so this is where the
// user learns of theirs. A Stop that is blocked (the turn goes on) closes
// and announces nothing.
func changesStop(_ context.Context, r *Run) (event.Verdict, error) {
	_, s, err := changesStore(r)
	if err != nil || s == nil {
		return event.Verdict{}, err
	}
	if r.refused() {
		r.Tracef("changes: the turn goes on: its change set stays open")
		return event.Verdict{}, nil
	}
	run := changesRun(r)
	own, err := s.CloseRun(run.Key, "", r.Env.Now())
	if err != nil {
		return event.Verdict{}, err
	}
	theirs, err := s.TakeNotices(run.SessionID)
	if err != nil {
		return event.Verdict{}, err
	}
	r.Tracef("changes: run %s closed %d set(s); %d subagent set(s) to announce", run.Key, len(own), len(theirs))
	if len(own)+len(theirs) > 0 {
		r.noteCapability(capChanges)
	}
	notices := []string{changeset.Notice(run.Agent(), own, r.slash())}
	for _, group := range byAgent(theirs) {
		notices = append(notices, changeset.Notice(group[0].Agent(), group, r.slash()))
	}
	return event.Notify(joinNonEmpty(notices, "\n")), nil
}

// byAgent groups sets by the agent that proposed them, in order.
func byAgent(sets []changeset.Set) [][]changeset.Set {
	var groups [][]changeset.Set
	index := map[string]int{}
	for _, set := range sets {
		key := set.AgentID + "\x00" + set.AgentType
		i, ok := index[key]
		if !ok {
			i = len(groups)
			index[key] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], set)
	}
	return groups
}

// changesSubagentStop closes the subagent's set. Its notice goes into the
// subagent's transcript only, so it is kept for the main thread's Stop. A
// subagent sent back to work keeps its set open.
func changesSubagentStop(_ context.Context, r *Run) (event.Verdict, error) {
	_, s, err := changesStore(r)
	if err != nil || s == nil {
		return event.Verdict{}, err
	}
	if r.refused() {
		r.Tracef("changes: the agent goes back to work: its change set stays open")
		return event.Verdict{}, nil
	}
	run := changesRun(r)
	sets, err := s.CloseRun(run.Key, run.SessionID, r.Env.Now())
	if err != nil {
		return event.Verdict{}, err
	}
	r.Tracef("changes: run %s closed %d set(s)", run.Key, len(sets))
	return event.Notify(changeset.Notice(run.Agent(), sets, r.slash())), nil
}

// changesSessionStart expires sets nobody reviewed in time, and tells the
// model the recent decisions and the confirmed calls it is to run.
func changesSessionStart(_ context.Context, r *Run) (event.Verdict, error) {
	return startContext(r, event.SessionStart, "", true)
}

// changesSubagentStart tells a subagent the decisions on its agent type's
// earlier proposals.
func changesSubagentStart(_ context.Context, r *Run) (event.Verdict, error) {
	return startContext(r, event.SubagentStart, r.Event.AgentType(), false)
}

func startContext(r *Run, kind, agentType string, approvals bool) (event.Verdict, error) {
	cfg, s, err := changesStore(r)
	if err != nil || s == nil {
		return event.Verdict{}, err
	}
	project := r.ProjectDir()
	now := r.Env.Now()
	n, err := s.ExpireSets(project, cfg.ExpireAfter, now)
	if err != nil {
		return event.Verdict{}, err
	}
	if n > 0 {
		r.Tracef("changes: %d set(s) expired", n)
	}
	decisions, err := s.RecentDecisions(project, agentType, cfg.HistoryEntries)
	if err != nil {
		return event.Verdict{}, err
	}
	parts := []string{changeset.RenderHistory(decisions, cfg.HistoryEntries, cfg.HistoryTokens, agentType == "")}
	if approvals {
		list, err := s.Announce(project, r.Event.SessionID())
		if err != nil {
			return event.Verdict{}, err
		}
		parts = append(parts, changeset.RenderApprovals(list))
	}
	text := joinNonEmpty(parts, "\n\n")
	if text == "" {
		return event.Verdict{}, nil
	}
	return event.Context(text), nil
}

// changesUserPrompt tells the model, at the user's next prompt, to run the
// calls the user confirmed since; a prompt that is the review slash
// command lets the model run the decisions the user names in it.
func changesUserPrompt(_ context.Context, r *Run) (event.Verdict, error) {
	_, s, err := changesStore(r)
	if err != nil || s == nil {
		return event.Verdict{}, err
	}
	review := changeset.IsReviewPrompt(r.Event.Prompt())
	if review && runByAgentTool(r.Env.Getenv) {
		// The hook fed by an agent's own command (a forged prompt): no
		// review turn, and any open one ends.
		if err := s.EndReview(r.Event.SessionID()); err != nil {
			return event.Verdict{}, err
		}
		return event.Context("A review turn is not opened: this hook was run by an agent's tool, not by Claude Code for a prompt the user typed. Only the user decides on change sets."), nil
	}
	if review {
		if err := s.AuthorizeReview(r.Event.SessionID(), r.Event.PromptID(), r.Env.Now()); err != nil {
			return event.Verdict{}, err
		}
		r.Tracef("changes: %s: the model may run the decisions named in this turn", changeset.ReviewCommand)
	} else if err := s.EndReview(r.Event.SessionID()); err != nil {
		// The command line refuses decisions under an agent unless the
		// session's latest prompt was the review command.
		return event.Verdict{}, err
	}
	list, err := s.Announce(r.ProjectDir(), r.Event.SessionID())
	if err != nil || len(list) == 0 {
		return event.Verdict{}, err
	}
	return event.Context(changeset.RenderApprovals(list)), nil
}

// writtenText is the text an Edit, MultiEdit or Write puts into its file:
// the content, or the new strings, one after another.
func writtenText(raw string) string {
	parts := []string{gjson.Get(raw, "content").String(), gjson.Get(raw, "new_string").String()}
	for _, e := range gjson.Get(raw, "edits").Array() {
		parts = append(parts, e.Get("new_string").String())
	}
	return joinNonEmpty(parts, "\n")
}

// runByAgentTool reports whether the hook runs under an agent's tool
// rather than as Claude Code's hook: Claude Code 2.1.330 gives its hooks
// AI_AGENT=claude-code_<version>_harness and the commands of its Bash tool
// AI_AGENT=claude-code_<version>_agent and CLAUDE_CODE_EXECPATH (seen in
// e2e). Either mark of the tool is enough.
func runByAgentTool(getenv func(string) string) bool {
	return strings.HasSuffix(getenv("AI_AGENT"), "_agent") || getenv("CLAUDE_CODE_EXECPATH") != ""
}

func joinNonEmpty(parts []string, sep string) string {
	var keep []string
	for _, p := range parts {
		if p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, sep)
}
