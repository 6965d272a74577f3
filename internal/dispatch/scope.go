package dispatch

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/command"
	"github.com/plan-compliance/plan-compliance/internal/confirm"
	"github.com/plan-compliance/plan-compliance/internal/event"
	"github.com/plan-compliance/plan-compliance/internal/gates"
	"github.com/plan-compliance/plan-compliance/internal/plan"
	"github.com/plan-compliance/plan-compliance/internal/safefile"
	"github.com/plan-compliance/plan-compliance/internal/shell"
	"github.com/plan-compliance/plan-compliance/internal/status"
)

// BashWrites lists the files a shell command writes, deletes or moves,
// relative to dir or absolute; known is false when the command cannot be
// read. The scope check uses it for an agent's Bash calls and for the
// task's own Run: steps.
type BashWrites func(command, dir string) (files []string, known bool)

// shellWrites is the default reader of shell commands, the shell parser
// (internal/shell): the files whose content the command changes, and known
// false when some of what it does cannot be read before it runs (the files
// it could read are still listed).
func shellWrites(command, dir string) ([]string, bool) {
	rd, err := shell.Read(command, dir)
	if err != nil {
		return nil, false
	}
	known := len(rd.Unreadable) == 0 && !rd.HiddenCommands
	var files []string
	for _, w := range rd.Writes {
		switch {
		case w.Dynamic || w.Kind == shell.Unknown:
			known = false // files the command does not name
		case w.Kind.Changes():
			files = append(files, w.Path)
		}
	}
	return files, known
}

// Bounds of what the scope check reads.
const (
	// maxPromptBytes bounds the head of the subagent's transcript read for
	// its prompt.
	maxPromptBytes = 4 << 20
	// maxPlanFile bounds a plan file.
	maxPlanFile = 4 << 20
	// maxPlanCandidates bounds the plan files matched by plan.paths that
	// are read, newest first.
	maxPlanCandidates = 20
	// verifyTimeout bounds each Run: step run by plan.verify.
	verifyTimeout = 2 * time.Minute
	// changesBytes bounds the end of the subagent's transcript read for
	// its changes: the last 16 MiB hold many hundreds of tool calls.
	changesBytes = 16 << 20
	// lastTextWindow bounds the end of the subagent's transcript read for
	// its final message.
	lastTextWindow = 16 << 20
)

// scopeTask is the task a subagent worked on, and where it was found.
type scopeTask struct {
	plan.Task
	from string // the plan file, or "the subagent's prompt"
}

// scopeCheck compares what a subagent that reported STATUS: OK changed
// with what its plan task allows (gates.json "plan" section). It returns
// the check the plan-compliance gate fails with (a block naming each file
// outside the task and the two ways out), or ok false when the agent may
// go on to the rest of the chain. Warnings (line ranges, a task without a
// Files list, scope "warn") are recorded for the dispatcher.
func (r *Run) scopeCheck(ctx context.Context, report status.Report) (gates.Check, bool) {
	cfg := r.Config.Plan
	if cfg.Scope == plan.ScopeOff {
		r.Tracef("scope: off (\"plan\": {\"scope\": \"off\"})")
		return gates.Check{}, false
	}
	agentLog := r.Event.AgentTranscript()
	if agentLog == nil {
		r.Tracef("scope: the event names no transcript of the subagent: cannot see what it changed")
		return gates.Check{}, false
	}
	prompt, err := agentLog.FirstPrompt(maxPromptBytes)
	if err != nil {
		r.Tracef("scope: %v", err)
	}
	task, ok := r.scopeTask(cfg, report, prompt)
	if !ok {
		r.Tracef("scope: no plan task found for TASK %q: not checked", report.Task)
		return gates.Check{}, false
	}
	r.Tracef("scope: %s from %s", task.Name(), task.from)
	if !task.HasFiles {
		r.noteOnce("nofiles/"+task.from+"/"+task.Number, fmt.Sprintf("%s (%s) has no Files list, so plan-compliance did not check which files the subagent changed. Add a **Files:** list to the task to have it checked.", task.Name(), task.from))
		return gates.Check{}, false
	}
	r.awaitTranscript(agentLog)
	calls, changes, err := r.agentChanges(agentLog, task.Task)
	if err != nil {
		r.Tracef("scope: %v: not checked", err)
		return gates.Check{}, false
	}
	verdict := plan.CheckScope(task.Task, changes, cfg.Allow)
	verdict.Outside = r.notReverted(ctx, calls, verdict.Outside)
	r.Tracef("scope: %d change(s), %d outside the task, %d range warning(s)", len(changes), len(verdict.Outside), len(verdict.Drift))
	for _, d := range verdict.Drift {
		r.note(fmt.Sprintf("%s: an edit outside the lines the plan names (line numbers drift, so this is not a block): %s", task.Name(), d))
	}
	if len(verdict.Outside) > 0 {
		if cfg.Scope == plan.ScopeWarn {
			r.note(fmt.Sprintf("%s: the subagent changed files outside the task (plan.scope is \"warn\", so it was not sent back): %s", task.Name(), outsideList(verdict.Outside)))
			return gates.Check{}, false
		}
		return gates.Check{Output: outOfScope(task, verdict.Outside)}, true
	}
	if cfg.Verify {
		return r.verify(ctx, task)
	}
	return gates.Check{}, false
}

// scopeTask finds the task: in a plan file the prompt names (it wins over
// plan.paths), else in the newest plan files plan.paths matches, by the
// report's TASK line, else by the task the prompt quotes; else the task
// quoted in the prompt itself.
func (r *Run) scopeTask(cfg plan.Config, report status.Report, prompt string) (scopeTask, bool) {
	files := r.promptPlanFiles(prompt)
	if len(files) == 0 {
		files = r.globPlanFiles(cfg.Paths)
	}
	for _, f := range files {
		p, err := ReadPlan(f)
		if err != nil {
			r.Tracef("scope: plan file %s: %v", f, err)
			continue
		}
		name := f
		if rel, err := filepath.Rel(r.ProjectDir(), f); err == nil && !strings.HasPrefix(rel, "..") {
			name = filepath.ToSlash(rel)
		}
		if t, ok := p.Task(report.Task); ok && report.Task != "" {
			return scopeTask{t, name}, true
		}
		if t, ok := plan.TaskInPrompt(p, prompt); ok {
			return scopeTask{t, name}, true
		}
	}
	if t, ok := plan.TaskInPrompt(plan.Plan{}, prompt); ok {
		return scopeTask{t, "the subagent's prompt"}, true
	}
	return scopeTask{}, false
}

// promptPlanFiles are the plan files a prompt names that exist.
func (r *Run) promptPlanFiles(prompt string) []string {
	var out []string
	for _, p := range plan.PlanFiles(prompt) {
		if !filepath.IsAbs(p) {
			p = filepath.Join(r.ProjectDir(), p)
		}
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			out = append(out, p)
		}
	}
	return out
}

// globPlanFiles are the files plan.paths matches, newest first.
func (r *Run) globPlanFiles(globs []string) []string { return PlanFiles(r.ProjectDir(), globs) }

// PlanFiles lists the regular files the plan.paths globs match under the
// project directory dir, newest first, at most maxPlanCandidates: where
// the scope check and `plan-compliance plan show` look for plans.
func PlanFiles(dir string, globs []string) []string {
	type found struct {
		path string
		mod  time.Time
	}
	var fs []found
	for _, g := range globs {
		matches, _ := filepath.Glob(filepath.Join(dir, filepath.FromSlash(g)))
		for _, m := range matches {
			if st, err := os.Stat(m); err == nil && st.Mode().IsRegular() {
				fs = append(fs, found{m, st.ModTime()})
			}
		}
	}
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].mod.After(fs[j].mod) })
	var out []string
	for _, f := range fs {
		if !slices.Contains(out, f.path) && len(out) < maxPlanCandidates {
			out = append(out, f.path)
		}
	}
	return out
}

// ReadPlan reads and parses a plan file (a regular file of at most 4 MB).
func ReadPlan(path string) (plan.Plan, error) {
	text, err := safefile.ReadString(path, maxPlanFile)
	if err != nil {
		return plan.Plan{}, err
	}
	return plan.Parse(text), nil
}

// agentChanges reads what the subagent changed from its own transcript:
// its successful file edits, and the files its Bash commands wrote (when
// Env.BashWrites can read them); files its task's Run: steps write are
// marked as such.
func (r *Run) agentChanges(agentLog event.Transcript, t plan.Task) ([]event.Change, []plan.Change, error) {
	calls, partial, err := agentLog.Changes(changesBytes)
	if err != nil {
		return nil, nil, err
	}
	if partial {
		r.Tracef("scope: %s is longer than %d MB: only the changes in its last %d MB are checked", agentLog.Path(), changesBytes>>20, changesBytes>>20)
	}
	writes := r.Env.BashWrites
	if writes == nil {
		writes = shellWrites
	}
	var steps []string
	for _, s := range t.Verify {
		for _, line := range strings.Split(s.Run, "\n") {
			if line = strings.TrimSpace(line); line != "" {
				steps = append(steps, line)
			}
		}
	}
	var out []plan.Change
	add := func(p, dir, tool string, lines [][2]int, byStep bool) {
		rel, ok := r.projectPath(p, dir)
		if !ok {
			return
		}
		c := plan.Change{Path: rel, Tool: tool, ByRunStep: byStep}
		for _, l := range lines {
			c.Lines = append(c.Lines, plan.Range{From: l[0], To: l[1]})
		}
		out = append(out, c)
	}
	files := map[string]string{} // contents read for editedLines, by path
	for _, c := range calls {
		if c.Tool != "Bash" {
			lines := c.Lines
			if len(lines) == 0 && len(c.Edits) > 0 && r.hasRanges(t, c) {
				lines = editedLines(c, files)
			}
			add(c.Path, c.Dir, c.Tool, lines, false)
			continue
		}
		files, known := writes(c.Command, c.Dir)
		if !known {
			r.Tracef("scope: cannot tell what `%s` writes: not counted", firstLine(c.Command))
		}
		byStep := slices.Contains(steps, strings.TrimSpace(c.Command))
		for _, f := range files {
			add(f, c.Dir, "Bash", nil, byStep)
		}
	}
	return calls, out, nil
}

// hasRanges reports whether the task names line ranges for the file c
// changed: only then are the edited lines worked out.
func (r *Run) hasRanges(t plan.Task, c event.Change) bool {
	rel, ok := r.projectPath(c.Path, c.Dir)
	return ok && slices.ContainsFunc(t.Files, func(f plan.File) bool { return f.Path == rel && len(f.Ranges) > 0 })
}

// editedLines works out which lines of the file an Edit or MultiEdit
// wrote, from where its new text is in the file now (subagent transcripts
// do not record the patch); text no longer there is not counted. files
// keeps the contents read, so each file is read once.
func editedLines(c event.Change, files map[string]string) [][2]int {
	abs := c.Path
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(c.Dir, abs)
	}
	now, ok := files[abs]
	if !ok {
		now, _ = safefile.ReadString(abs, maxPreviewFile)
		files[abs] = now
	}
	if now == "" {
		return nil
	}
	var out [][2]int
	for _, e := range c.Edits {
		i := strings.Index(now, e.New)
		if e.New == "" || i < 0 {
			continue
		}
		from := strings.Count(now[:i], "\n") + 1
		out = append(out, [2]int{from, from + strings.Count(strings.TrimSuffix(e.New, "\n"), "\n")})
	}
	return out
}

// transcriptWait bounds how long the scope check waits for the subagent's
// transcript to catch up with its final message.
const transcriptWait = time.Second

// awaitTranscript waits, briefly, until the subagent's transcript ends with
// the final message the event carries: Claude Code writes transcripts
// asynchronously, so the newest lines (the last tool results among them)
// may lag the hook. A transcript that cannot be read is not waited for.
func (r *Run) awaitTranscript(t event.Transcript) {
	text, sent := r.Event.Report()
	want := strings.TrimSpace(text)
	if !sent || want == "" {
		return
	}
	deadline := time.Now().Add(transcriptWait)
	for {
		done, err := t.EndsWith(want, lastTextWindow)
		if err != nil || done {
			return
		}
		if time.Now().After(deadline) {
			r.Tracef("scope: %s does not end with the final message after %s: reading it as it is", t.Path(), transcriptWait)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// projectPath makes p relative to the agent's directory or the project,
// slash-separated; a file outside both stays absolute. Files under the
// temporary directory are scratch: ok is false for them.
func (r *Run) projectPath(p, dir string) (string, bool) {
	if dir == "" {
		dir = r.ProjectDir()
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(dir, p)
	}
	p = filepath.Clean(p)
	for _, root := range []string{dir, r.ProjectDir()} {
		if rel, err := filepath.Rel(root, p); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return filepath.ToSlash(rel), true
		}
	}
	if tmp := os.TempDir(); tmp != "" && strings.HasPrefix(p, filepath.Clean(tmp)+string(filepath.Separator)) {
		return "", false
	}
	return filepath.ToSlash(p), true
}

// notReverted keeps the files outside the task that are not back to how
// they were before the agent's first change.
func (r *Run) notReverted(ctx context.Context, calls []event.Change, outside []plan.Outside) []plan.Outside {
	var keep []plan.Outside
	for _, o := range outside {
		if r.reverted(ctx, calls, o.Path) {
			r.Tracef("scope: %s is back as it was: reverted", o.Path)
			continue
		}
		keep = append(keep, o)
	}
	return keep
}

// reverted reports whether the file rel is as it was before the agent
// changed it. Subagent transcripts do not record the file before an edit,
// so this is worked out: a file the agent created is reverted when it is
// gone; a file changed only by Edit/MultiEdit is reverted when undoing the
// agent's edits, newest first, from its content now gives that content
// back; otherwise it is reverted when it matches the last commit (or is
// absent from both).
func (r *Run) reverted(ctx context.Context, calls []event.Change, rel string) bool {
	var mine []event.Change
	abs := ""
	for _, c := range calls {
		if p, ok := r.projectPath(c.Path, c.Dir); ok && c.Path != "" && p == rel {
			mine = append(mine, c)
			abs = c.Path
			if !filepath.IsAbs(abs) {
				abs = filepath.Join(c.Dir, abs)
			}
		}
	}
	if len(mine) == 0 {
		return r.matchesCommit(ctx, rel, "")
	}
	now, err := safefile.ReadString(abs, maxPreviewFile)
	exists := err == nil
	if mine[0].Created {
		return !exists
	}
	if exists && undoEdits(now, mine) {
		return true
	}
	return r.matchesCommit(ctx, rel, abs)
}

// undoEdits replays the agent's Edit/MultiEdit calls of one file backwards
// from its content now and reports whether that gives the same content: the
// agent's edits cancel out. Any other call, or an edit that does not undo
// cleanly, gives false.
func undoEdits(now string, calls []event.Change) bool {
	content := now
	for i := len(calls) - 1; i >= 0; i-- {
		edits := calls[i].Edits
		if len(edits) == 0 {
			return false
		}
		undo := make([]confirm.Edit, len(edits))
		for j, e := range edits {
			undo[len(edits)-1-j] = confirm.Edit{Old: e.New, New: e.Old, ReplaceAll: e.ReplaceAll}
		}
		var err error
		if content, err = confirm.ApplyEdits(content, undo); err != nil {
			return false
		}
	}
	return content == now
}

// matchesCommit reports whether the file (rel to the project, abs when
// known) is as in the last commit: same content, or absent from both.
// Outside a git repository, or when git fails, it is false.
func (r *Run) matchesCommit(ctx context.Context, rel, abs string) bool {
	if abs == "" {
		abs = filepath.Join(r.ProjectDir(), filepath.FromSlash(rel))
	}
	out := &cappedBuffer{limit: maxPreviewFile}
	res := command.Run(ctx, command.Spec{
		Command: `git show "HEAD:./$PLAN_COMPLIANCE_FILE"`, Dir: filepath.Dir(abs),
		Env:     append(r.Env.environ(), "PLAN_COMPLIANCE_FILE="+filepath.Base(abs)),
		Timeout: 5 * time.Second, Stdout: out,
	})
	now, err := safefile.ReadString(abs, maxPreviewFile)
	switch {
	case res.Passed() && !out.overflow:
		return err == nil && now == string(out.Bytes())
	case res.ExitCode == 128 && strings.Contains(res.Output, "exists on disk, but not in"):
		return false // new since the commit, and still there
	case res.ExitCode == 128 && strings.Contains(res.Output, "does not exist in"):
		return os.IsNotExist(err)
	}
	return false
}

// verify runs the task's Run: steps (plan.verify) in the project
// directory, each like a gate command and all within the hook's time
// limit: the first that fails blocks with its output.
func (r *Run) verify(ctx context.Context, t scopeTask) (gates.Check, bool) {
	ctx, cancel := context.WithDeadline(ctx, r.started.Add(gates.HookTimeLimit(event.SubagentStop)-gates.AnswerMargin))
	defer cancel()
	for _, s := range t.Verify {
		res := command.Run(ctx, command.Spec{Command: s.Run, Dir: r.ProjectDir(), Env: r.Env.environ(), Timeout: verifyTimeout})
		r.Tracef("scope: verify `%s`: exit %d in %s", firstLine(s.Run), res.ExitCode, res.Duration.Round(time.Millisecond))
		if !res.Passed() {
			var b strings.Builder
			fmt.Fprintf(&b, "plan-compliance: a verification step of %s failed (plan.verify is on): `%s` %s.\n", t.Name(), s.Run, res.Describe(verifyTimeout))
			if s.Expected != "" {
				fmt.Fprintf(&b, "The plan expects: %s\n", s.Expected)
			}
			if out := strings.TrimSpace(res.Output); out != "" {
				fmt.Fprintf(&b, "\nOutput (end):\n%s\n", out)
			}
			b.WriteString("\nFix the work so the step passes, or, if the plan cannot be followed, end with STATUS: BLOCKED and a REASON.")
			return gates.Check{Output: b.String()}, true
		}
	}
	return gates.Check{}, false
}

// outOfScope is the block reason: each file, what the task allows, and the
// two ways out. The files are on the first line, which is what the
// dispatcher's escalation quotes when the loop guard lets the agent go.
func outOfScope(t scopeTask, outside []plan.Outside) string {
	var b strings.Builder
	files := make([]string, len(outside))
	for i, o := range outside {
		files[i] = fmt.Sprintf("%s (%s)", o.Path, o.Tool)
	}
	fmt.Fprintf(&b, "plan-compliance: you changed files outside %s (%s): %s.\n", t.Name(), t.from, strings.Join(files, ", "))
	fmt.Fprintf(&b, "The task allows: %s (and lock files).\n\n", t.Allowed())
	b.WriteString("Do one of these:\n")
	b.WriteString("1. Revert those changes (restore each file exactly as it was; delete files you created), then end your final message with STATUS: OK again.\n")
	b.WriteString("2. If the task cannot be done without them, leave them and end your final message with:\n\n")
	fmt.Fprintf(&b, "STATUS: BLOCKED\nTASK: %s\nREASON: <why the plan needs %s changed>", t.Name(), outside[0].Path)
	return b.String()
}

func outsideList(outside []plan.Outside) string {
	s := make([]string, len(outside))
	for i, o := range outside {
		s[i] = o.Path
	}
	return strings.Join(s, ", ")
}

// note records a warning for the dispatcher about this subagent.
func (r *Run) note(text string) {
	s, err := r.Store()
	if err == nil {
		err = s.AddNote(r.Event.SessionID(), r.Event.AgentID(), text)
	}
	if err != nil {
		r.Tracef("scope: could not record a note for the dispatcher: %v", err)
	}
}

// noteOnce records a note the first time key is seen in this session.
func (r *Run) noteOnce(key, text string) {
	s, err := r.Store()
	if err != nil {
		r.Tracef("scope: %v", err)
		return
	}
	if first, err := s.Once(r.Event.SessionID() + "/" + key); err != nil || !first {
		return
	}
	r.note(text)
}

// takeNotes takes the scope notes recorded for one subagent (or, with id
// "", for every subagent of the session).
func (r *Run) takeNotes(id string) ([]string, error) {
	s, err := r.Store()
	if err != nil {
		return nil, err
	}
	return s.TakeNotes(r.Event.SessionID(), id)
}

// withNotes adds the scope notes to the dispatcher's answer: with a block
// they join its reason, else they are context for the model.
func withNotes(resp event.Verdict, notes []string) event.Verdict {
	if len(notes) == 0 {
		return resp
	}
	text := "plan-compliance scope check: " + strings.Join(notes, "\n")
	if resp.Blocks() {
		resp.Reason += "\n\n" + text
		return resp
	}
	resp.Merge(event.Context(text))
	return resp
}

// notesAtStop shows the notes of background subagents to the user when the
// main thread stops with nothing else to say: a Stop answer cannot add
// context without keeping the model working.
func notesAtStop(notes []string) event.Verdict {
	if len(notes) == 0 {
		return event.Verdict{}
	}
	return event.Notify("⚠ plan-compliance scope check: " + strings.Join(notes, "\n"))
}
