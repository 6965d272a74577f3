package dispatch

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/plan-compliance/plan-compliance/internal/command"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/consent"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// Confirmation with diffs: how much of the world the capability reads.
const (
	// confirmTurns and confirmTranscriptBytes bound the conversation read
	// from the end of the transcript: the recent turns only.
	confirmTurns           = 16
	confirmTranscriptBytes = 1 << 20
	// maxPreviewFile is the largest file read to preview an edit.
	maxPreviewFile = 32 << 20
	// storedBodyLimit bounds the before/after kept per change for the
	// Stop summary.
	storedBodyLimit = 4000
	// classifierOutputLimit bounds what is read from a classifier command.
	classifierOutputLimit = 64 << 10
)

// confirmPreToolUse classifies a content change before it runs: explicit
// changes are allowed (or left to Claude Code's rules), the rest are asked
// about with the before/after as the reason.
func confirmPreToolUse(ctx context.Context, r *Run) (event.Verdict, error) {
	cfg := r.Config.Confirm
	bash := r.Event.ToolName() == "Bash" && cfg.Enabled
	edits := r.Event.Edits()
	patch := len(edits) > 0 && cfg.Enabled
	unread := r.Event.EditsUnread()
	if !bash && !patch && !cfg.Handles(r.Event.ToolName()) && (unread == nil || !cfg.Enabled) {
		return event.Verdict{}, nil
	}
	if r.refused() {
		r.Tracef("confirm: the call is denied already: nothing to ask")
		return event.Verdict{}, nil
	}
	if unread != nil {
		r.Tracef("confirm: the %s call's changes could not be read: %v", r.Event.ToolName(), unread)
		return event.Permission(event.Deny, unreadMessage(r.Event.ToolName(), unread)), nil
	}
	if r.writesPlanFile() {
		r.Tracef("confirm: plan mode writes its plan file: planning, not a change to ask about")
		return event.Verdict{}, nil
	}
	judge := func() ConfirmVerdict {
		switch {
		case bash:
			return r.judgeBash(ctx, cfg)
		case patch:
			return r.judgeEdits(ctx, cfg, edits)
		}
		return r.judgeChange(ctx, cfg)
	}
	v := judge()
	if (v.Decision == event.Ask || v.Decision == event.Deny) && r.awaitCall(ctx) {
		r.Tracef("confirm: the transcript caught up with the call: judged again")
		v = judge()
	}
	r.noteConfirm(v.Target, string(v.Level))
	if v.external && r.Event.ToolUseID() != "" {
		if err := r.recordLevel(v.Level); err != nil {
			r.Tracef("confirm: could not record the verdict: %v", err)
		}
	}
	switch v.Decision {
	case event.Allow:
		return event.Permission(event.Allow, v.Message), nil
	case event.Deny:
		return event.Permission(event.Deny, v.Message), nil
	case event.Ask:
		// The reason is what the model gets when the ask becomes a denial
		// (-p mode). Claude Code's own edit dialog does not show it
		// (anthropics/claude-code#17356), so the same message also goes to
		// the user as a systemMessage, which it prints under the tool call.
		resp := event.Permission(event.Ask, v.Message)
		resp.Message = v.Message
		return resp, nil
	}
	return event.Verdict{}, nil
}

// Waiting for the transcript to catch up with the call being answered.
const (
	// callPoll is how often the transcript is looked at again.
	callPoll = 10 * time.Millisecond
	// callWindow is how far from the end the call's line is looked for: it
	// is among the newest lines.
	callWindow = 256 << 10
)

// awaitCall waits, at most Env.CallWait, for the transcript to hold the
// tool call being answered, and reports whether it had to wait and the
// call came: then lines written since (a plan-mode approval, the user's
// latest prompt) may change the answer. A transcript that cannot be read
// is not waited for, nor a subagent's call (its PreToolUse names the
// agent; Claude Code writes the call to the subagent's own transcript,
// never to the session's: seen on 2.1.330).
func (r *Run) awaitCall(ctx context.Context) bool {
	t, id := r.Event.Transcript(), r.Event.ToolUseID()
	if r.Env.CallWait <= 0 || t == nil || id == "" || r.Event.AgentID() != "" {
		return false // a subagent's call goes to its own transcript, never to this one
	}
	if ok, err := t.HasCall(id, callWindow); ok || err != nil {
		return false
	}
	deadline := time.NewTimer(r.Env.CallWait)
	defer deadline.Stop()
	tick := time.NewTicker(callPoll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-deadline.C:
			r.Tracef("confirm: the transcript did not show call %s within %v", id, r.Env.CallWait)
			return false
		case <-tick.C:
			if ok, err := t.HasCall(id, callWindow); err != nil {
				return false
			} else if ok {
				return true
			}
		}
	}
}

// ConfirmVerdict is what the confirmation capability decides about one
// PreToolUse event (the JSON of `plan-compliance confirm classify`).
type ConfirmVerdict struct {
	// Tool is tool_name.
	Tool string `json:"tool"`
	// Target is the changed file as messages name it.
	Target string `json:"target"`
	// Level is "explicit" or "needs_confirmation".
	Level confirm.Level `json:"level"`
	// Reasoning says why, in words the user can check.
	Reasoning string `json:"reasoning"`
	// Uncertain: the built-in rules could not settle it (see
	// confirm.Classification).
	Uncertain bool `json:"uncertain,omitempty"`
	// Classifier is "builtin" or "command" (confirm.classifier.command).
	Classifier string `json:"classifier"`
	// Decision is the permissionDecision answered: "allow", "ask", "deny"
	// (an ask this session would not show: see confirm.AskHonoured), or ""
	// for none (explicit with "explicit": "none").
	Decision string `json:"decision"`
	// Message is the permissionDecisionReason: the confirmation question
	// with the before/after, or the reason an explicit change is allowed.
	Message string `json:"message"`

	external bool
}

// judgeChange works out the change of this PreToolUse event, classifies it
// and builds the answer.
func (r *Run) judgeChange(ctx context.Context, cfg confirm.Config) ConfirmVerdict {
	in := r.Event
	c, previewErr := r.proposedChange()
	if previewErr != nil {
		r.Tracef("confirm: no preview of %s: %v", c.Name, previewErr)
	}
	cls, external := r.classifyChange(ctx, cfg, in.ToolName(), c)
	r.Tracef("confirm: %s %q is %s: %s", in.ToolName(), c.Name, cls.Level, cls.Reasoning)
	v := ConfirmVerdict{Tool: in.ToolName(), Target: c.Name, Level: cls.Level, Reasoning: cls.Reasoning, Uncertain: cls.Uncertain, Classifier: "builtin", external: external}
	if external {
		v.Classifier = "command"
	}
	switch {
	case cls.Level == confirm.Explicit && cfg.Explicit == confirm.ExplicitNone:
	case cls.Level == confirm.Explicit:
		v.Decision, v.Message = event.Allow, "Explicitly requested: "+cls.Reasoning
	case previewErr != nil:
		v.Decision, v.Message = event.Ask, "I'd update \""+c.Name+"\", but I can't show the change: "+previewErr.Error()+".\n\nThis look right?"
	default:
		v.Decision, v.Message = event.Ask, confirm.Confirmation(c)
	}
	if why := r.askUnseen(); v.Decision == event.Ask && why != "" {
		// Claude Code would not show the question: deny, and have the
		// model ask it in chat (its "yes" then makes the change explicit).
		v.Decision, v.Message = event.Deny, confirm.Denial(c, why)
	}
	return v
}

// writesPlanFile reports whether this call is plan mode writing its own
// plan: in permission_mode "plan", Claude Code has the model write the plan
// to ~/.claude/plans/<name>.md before ExitPlanMode shows it for approval.
// Asking about it would put a second question before the one that matters.
func (r *Run) writesPlanFile() bool {
	if r.Event.PermissionMode() != "plan" || r.Env.Getenv == nil {
		return false
	}
	home := r.Env.Getenv("HOME")
	e, _ := r.Event.Edit()
	p := e.Path
	if home == "" || !filepath.IsAbs(p) || filepath.Ext(p) != ".md" {
		return false
	}
	return filepath.Dir(filepath.Clean(p)) == filepath.Join(home, ".claude", "plans")
}

// askUnseen says why an "ask" would not reach the user in this session
// (a session nobody attends, such as claude -p, or a permission_mode not
// known to honour it), or "" when it would.
func (r *Run) askUnseen() string {
	mode := r.Event.PermissionMode()
	unattended := r.Env.Getenv != nil &&
		(r.Env.Getenv("CLAUDE_CODE_SESSION_ATTENDED") == "0" || r.Env.Getenv("CLAUDE_CODE_ENTRYPOINT") == "sdk-cli")
	switch {
	case confirm.AskHonoured(mode, unattended):
		return ""
	case unattended:
		return "this session has nobody at a permission dialog (non-interactive)"
	}
	return fmt.Sprintf("the permission mode %q does not show a permission dialog", mode)
}

// ClassifyConfirm answers `plan-compliance confirm classify`: the verdict
// the hook would give on a PreToolUse payload, with env's config.
func ClassifyConfirm(ctx context.Context, env Env, raw []byte) (ConfirmVerdict, error) {
	r := newRun(env)
	defer r.closeStore()
	if err := r.decode(string(raw)); err != nil {
		return ConfirmVerdict{}, err
	}
	in := r.Event
	if in.Kind() != event.PreToolUse {
		return ConfirmVerdict{}, fmt.Errorf("the payload is a %q event: a PreToolUse payload is needed (hook_event_name \"PreToolUse\")", in.Kind())
	}
	if err := r.loadConfig(); err != nil {
		return ConfirmVerdict{}, err
	}
	ccfg := r.Config.Confirm
	ccfg.Enabled = true
	if in.ToolName() == "Bash" {
		return r.judgeBash(ctx, ccfg), nil
	}
	if edits := in.Edits(); len(edits) > 0 {
		return r.judgeEdits(ctx, ccfg, edits), nil
	}
	if !ccfg.Handles(in.ToolName()) {
		return ConfirmVerdict{}, fmt.Errorf("tool %q is not checked: the tools are %s and those in confirm.tools of gates.json", in.ToolName(), strings.Join(confirm.BuiltinTools(), ", "))
	}
	return r.judgeChange(ctx, ccfg), nil
}

// confirmPostToolUse reports an explicit change after it ran and records
// every change of the turn for the Stop summary.
func confirmPostToolUse(ctx context.Context, r *Run) (event.Verdict, error) {
	cfg := r.Config.Confirm
	if !cfg.Handles(r.Event.ToolName()) {
		return event.Verdict{}, nil
	}
	in := r.Event
	c := r.madeChange()
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	level := confirm.Level("")
	if id := in.ToolUseID(); id != "" {
		recorded, err := s.ConfirmLevel(in.SessionID(), id)
		if err != nil {
			return event.Verdict{}, err
		}
		level = confirm.Level(recorded)
	}
	if level == "" {
		// The built-in rules are deterministic: judging again from the same
		// conversation and the same edit gives the verdict PreToolUse gave,
		// without a write to the store on the PreToolUse path.
		level = r.classifyBuiltin(r.conversation(), confirm.TargetOf(c)).Level
	}
	r.Tracef("confirm: %s %q was %s", in.ToolName(), c.Name, level)
	r.noteConfirm(c.Name, string(level))
	body := confirm.Render(c, storedBodyLimit)
	if err := s.AddTurnChange(in.SessionID(), store.TurnChange{PromptID: in.PromptID(), Name: c.Name, Body: body, ToolUseID: in.ToolUseID()}); err != nil {
		return event.Verdict{}, err
	}
	if level != confirm.Explicit {
		return event.Verdict{}, nil
	}
	return event.Notify(confirm.Done(c)), nil
}

// confirmStop sums up a turn that changed more than one thing.
func confirmStop(ctx context.Context, r *Run) (event.Verdict, error) {
	cfg := r.Config.Confirm
	if !cfg.Enabled {
		return event.Verdict{}, nil
	}
	if r.refused() {
		r.Tracef("confirm: the turn goes on: its changes are summed up when it ends")
		return event.Verdict{}, nil
	}
	s, err := r.Store()
	if err != nil {
		return event.Verdict{}, err
	}
	changes, err := s.TakeTurnChanges(r.Event.SessionID())
	if err != nil {
		return event.Verdict{}, err
	}
	prompt := r.Event.PromptID()
	var reports []confirm.Report
	for _, c := range changes {
		if prompt == "" || c.PromptID == "" || c.PromptID == prompt {
			reports = append(reports, confirm.Report{Name: c.Name, Body: c.Body})
		}
	}
	r.Tracef("confirm: this turn made %d content changes (%d recorded)", len(reports), len(changes))
	if len(reports) < 2 {
		return event.Verdict{}, nil
	}
	return event.Notify(confirm.Batch(reports)), nil
}

// proposedChange works out what the event's tool call is about to do,
// reading the file it edits once. On error the change still has its name.
func (r *Run) proposedChange() (confirm.Change, error) {
	e, ok := r.Event.Edit()
	if !ok {
		return describeCall(r.Event.ToolName(), r.Event.ToolInput()), nil
	}
	return r.editChange(e)
}

// editChange works out what edit e is about to do to its file, reading
// the file (for a move, the file it moves) once. On error the change
// still has its name.
func (r *Run) editChange(e event.Edit) (confirm.Change, error) {
	path := e.Path
	c := confirm.Change{Path: path, Name: confirm.DisplayName(path, r.ProjectDir()), Prose: confirm.IsProse(path)}
	switch e.Kind {
	case event.NotebookCell:
		nb, err := readPreview(path)
		if err != nil {
			return c, err
		}
		var label string
		if c.Before, c.After, label, err = confirm.NotebookEdit(nb, e.Cell); err != nil {
			return c, err
		}
		c.Name += " (" + label + ")"
		c.Created = c.Before == "" && label == "new cell"
		c.Prose = e.Cell.Type == "markdown"
		return c, nil
	case event.Replace:
		if e.From != "" {
			// A move: the new file is the old one's content, edited.
			current, err := readPreview(e.From)
			if err == nil {
				c.Created = true
				c.After, err = confirm.ApplyEdits(current, e.Replacements)
			}
			return c, err
		}
		current, err := readPreview(path)
		if err == nil {
			c.Before, c.After, c.LineOffset, err = confirm.ApplyEditsWindowed(current, e.Replacements)
		}
		if errors.Is(err, fs.ErrNotExist) {
			c.Created = true
			c.After, err = confirm.ApplyEdits("", e.Replacements)
		}
		return c, err
	case event.Write:
		current, err := readPreview(path)
		if err == nil {
			c.Before, c.After, c.LineOffset = confirm.Window(current, e.Content)
		}
		if errors.Is(err, fs.ErrNotExist) {
			c.Created, c.After, err = true, e.Content, nil
		}
		return c, err
	case event.Delete:
		current, err := readPreview(path)
		c.Before = current
		return c, err
	}
	d := describeCall(r.Event.ToolName(), r.Event.ToolInput())
	d.Name, d.Path, d.Prose = c.Name, c.Path, c.Prose
	return d, nil
}

// madeChange works out what the event's tool call did, from what the
// client reports after it: the original content replayed with the call's
// edit, else the reported patch.
func (r *Run) madeChange() confirm.Change {
	tool, input := r.Event.ToolName(), r.Event.ToolInput()
	m := r.Event.Made()
	path := m.Path
	c := confirm.Change{Path: path, Name: confirm.DisplayName(path, r.ProjectDir()), Prose: confirm.IsProse(path)}
	switch {
	case path == "":
		return describeCall(tool, input)
	case m.Whole:
		c.Created = m.Created
		c.Before, c.After, c.LineOffset = confirm.Window(m.Original, m.Content)
		return c
	case m.OriginalKnown:
		before, after, offset, err := confirm.ApplyEditsWindowed(m.Original, m.Replacements)
		if err == nil && !m.UserModified {
			c.Before, c.After, c.LineOffset = before, after, offset
			return c
		}
		fallthrough
	case m.HasPatch:
		c.Patch = m.Patch
		return c
	}
	d := describeCall(tool, input)
	d.Name, d.Path, d.Prose = c.Name, c.Path, c.Prose
	return d
}

// describeCall is the change a tool that is not a file edit (an MCP tool,
// say) proposes: its target as the call names it and its new content, with
// nothing known of the content before.
func describeCall(tool string, input gjson.Result) confirm.Change {
	c := confirm.Change{Name: tool, BeforeUnknown: true}
	for _, k := range [...]string{"title", "name", "id", "key", "url", "file_path", "path"} {
		if v := input.Get(k); v.Exists() && v.Type != gjson.JSON {
			c.Name = tool + " " + v.String()
			break
		}
	}
	c.After = input.Raw
	for _, k := range [...]string{"content", "new_content", "new_source", "text", "body", "description", "new_string", "value"} {
		if v := input.Get(k); v.Type == gjson.String {
			c.After = v.Str
			c.Prose = true
			break
		}
	}
	c.Path = c.Name
	return c
}

// readPreview reads the file an edit changes, to preview the edit: a
// regular file of at most maxPreviewFile bytes (a FIFO, a device or a huge
// file is an error naming it, never a hang).
func readPreview(path string) (string, error) {
	return safefile.ReadString(path, maxPreviewFile)
}

// conversation is the recent conversation from the end of the transcript:
// user prompts and assistant text. A missing or unreadable transcript
// gives none, which leaves every change to be confirmed.
func (r *Run) conversation() []confirm.Turn {
	t := r.Event.Transcript()
	if t == nil {
		return nil
	}
	msgs, err := t.Recent(confirmTurns, confirmTranscriptBytes)
	if err != nil {
		r.Tracef("confirm: transcript %s: %v (no conversation: every change needs confirmation)", t.Path(), err)
		return nil
	}
	out := make([]confirm.Turn, 0, len(msgs)+1)
	for _, m := range msgs {
		role := confirm.Assistant
		if m.Role == event.User {
			role = confirm.User
		}
		out = append(out, confirm.Turn{Role: role, Text: m.Text})
	}
	return r.withKeptPrompt(out)
}

// classifyChange judges a change with the external classifier when one is
// configured (reporting true), else with the built-in rules.
func (r *Run) classifyChange(ctx context.Context, cfg confirm.Config, tool string, c confirm.Change) (confirm.Classification, bool) {
	conv := r.conversation()
	var builtin confirm.Classification
	if cfg.Classifier.When == confirm.AskUncertain || cfg.Classifier.Command == "" {
		builtin = r.classifyBuiltin(conv, confirm.TargetOf(c))
	}
	if !cfg.Classifier.Asks(builtin) {
		return builtin, false
	}
	input, _ := json.Marshal(confirm.ClassifierInput{Conversation: conv, ProposedAction: confirm.ProposedAction(tool, c)})
	out, err := r.runClassifier(ctx, cfg.Classifier, input)
	if err != nil {
		return confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: fmt.Sprintf("the classifier command %q failed (%v), so this needs confirmation", cfg.Classifier.Command, err)}, true
	}
	cls, err := confirm.ParseClassifierAnswer(out)
	if err != nil {
		return confirm.Classification{Level: confirm.NeedsConfirmation, Reasoning: fmt.Sprintf("the classifier command %q answered badly (%v), so this needs confirmation", cfg.Classifier.Command, err)}, true
	}
	return cls, true
}

// runClassifier runs the classifier command under sh -c in the project
// directory with input on stdin (internal/command: its whole process group
// dies on timeout) and returns its stdout, the answer.
func (r *Run) runClassifier(ctx context.Context, cc confirm.ClassifierConfig, input []byte) ([]byte, error) {
	out := &cappedBuffer{limit: classifierOutputLimit}
	res := command.Run(ctx, command.Spec{
		Command: cc.Command, Dir: r.ProjectDir(), Env: r.Env.environ(), Stdin: input,
		Timeout: cc.Timeout, MaxOutput: 4 << 10, Stdout: out,
	})
	r.Tracef("confirm: classifier %q ran in %s", cc.Command, res.Duration.Round(time.Millisecond))
	switch {
	case res.NotFound:
		return nil, errors.New("command not found")
	case !res.Passed():
		how := res.Describe(cc.Timeout)
		if msg := strings.TrimSpace(res.Output); msg != "" && !res.TimedOut {
			return nil, fmt.Errorf("%s: %s", how, lastLine(msg))
		}
		return nil, errors.New(how)
	case out.overflow:
		return nil, fmt.Errorf("its answer is longer than %d KB", classifierOutputLimit>>10)
	}
	return out.Bytes(), nil
}

// recordLevel keeps an external verdict for PostToolUse.
func (r *Run) recordLevel(level confirm.Level) error {
	s, err := r.Store()
	if err != nil {
		return err
	}
	return s.SetConfirmLevel(r.Event.SessionID(), r.Event.ToolUseID(), string(level))
}

// classifyBuiltin applies the built-in rules; the consent capability is
// asked only when the user's own words do not settle it.
func (r *Run) classifyBuiltin(conv []confirm.Turn, t confirm.Target) confirm.Classification {
	t.SameBase = confirm.SameBaseIn(r.ProjectDir(), t.Path)
	t.SameBaseDirs = confirm.SameBaseDirsIn(r.ProjectDir(), t.Path)
	t.FileAt = confirm.FileAtIn(r.ProjectDir())
	t.NameTaken = confirm.NearNameIn(r.ProjectDir(), t.Path)
	reader := r.consentClassifier()
	approves := reader.Approves
	cls := confirm.Classify(confirm.Request{Conversation: conv, Target: t, Approves: approves})
	if cls.Level == confirm.Explicit {
		return cls
	}
	if plan := r.consentedPlan(reader, conv); plan != "" {
		return confirm.Classify(confirm.Request{Conversation: conv, Target: t, Approves: approves, ConsentedPlan: plan})
	}
	return cls
}

// consentClassifier is the consent capability's reader with the phrases of
// the "consent" config section, so they reach confirmation too.
func (r *Run) consentClassifier() *consent.Classifier {
	cfg := consent.DefaultConfig()
	if r.Config != nil {
		cfg = r.Config.Consent
	}
	return consent.New(cfg)
}

// consentedPlan is the plan the user approved in plan mode since their
// latest prompt, else the plan the user's latest prompt in conv gave
// confirmed consent to, per the consent capability (with the phrases of the
// "consent" config section), or "".
func (r *Run) consentedPlan(reader *consent.Classifier, conv []confirm.Turn) string {
	if a, ok := r.approvedPlan(""); ok {
		return a.Plan
	}
	u := len(conv) - 1
	for u >= 0 && conv[u].Role != confirm.User {
		u--
	}
	if u < 0 {
		return ""
	}
	turns := make([]consent.Turn, 0, u+1)
	for _, t := range conv[:u+1] {
		turns = append(turns, consent.Turn{Role: consent.Role(t.Role), Text: t.Text})
	}
	res := reader.ClassifyConversation(turns, conv[u].Text)
	r.Tracef("confirm: consent to the plan: %s (signal %s, concreteness %d, %s)", res.Outcome, res.Signal, res.Concreteness, res.Proximity)
	if res.Outcome != consent.Confirmed {
		return ""
	}
	return res.Plan
}

// cappedBuffer keeps the first limit bytes written to it and notes more.
// It has no ReadFrom on purpose, so io.Copy goes through Write.
type cappedBuffer struct {
	buf      bytes.Buffer
	limit    int
	overflow bool
}

// Write keeps what fits and reports everything written, so the command
// is never blocked on a full pipe.
func (b *cappedBuffer) Write(p []byte) (int, error) {
	if room := b.limit - b.buf.Len(); room < len(p) {
		b.overflow = true
		if room > 0 {
			b.buf.Write(p[:room])
		}
		return len(p), nil
	}
	return b.buf.Write(p)
}

// Bytes is what was kept.
func (b *cappedBuffer) Bytes() []byte { return b.buf.Bytes() }

func lastLine(s string) string {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}
