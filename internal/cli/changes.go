package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/apply"
	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/clip"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

const changesLong = `Change sets hold an agent's proposed tool calls for review instead of running
them (configured under "changes" in gates.json). Each run of an agent
(a subagent, or one user prompt of the main conversation) collects its
proposals in one set; when it ends you are told "✨ <agent> suggests N
changes". Review them here, item by item:

  plan-compliance changes list              sets waiting for review
  plan-compliance changes show 3            the items of set 3, with diffs
  plan-compliance changes confirm 3 1 2     confirm items 1 and 2
  plan-compliance changes reject 3 4 --reason "title was fine"
  plan-compliance changes review            full-screen review

Confirmed file edits (Edit, Write, MultiEdit) are applied at once, after a
check that the file still fits: the path is inside the project, no symbolic
link leads out, and the file is as the proposal saw it or the text to
replace still occurs exactly once. Otherwise the item fails and the file is
untouched. Confirmed commands and other tools go back to the agent: at its
next prompt it is told to run them, and the identical call is allowed once.

Every command but review takes --json (shapes in 'plan-compliance changes CMD --help').
Exit status: 0 done; 1 an item could not be applied, or the state could not
be read; 2 a bad set or item number, a decision that is not possible, or bad
flags.`

func newChangesCmd(s Streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "changes",
		Short: "Review the changes agents proposed: list, show, confirm, reject",
		Long:  changesLong,
		Args:  cobra.NoArgs,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			return refuseAgentDecision(s, cmd.Name(), args)
		},
	}
	cmd.AddCommand(
		newChangesListCmd(s),
		newChangesShowCmd(s),
		newChangesDecideCmd(s, "confirm", "confirm ID ITEM...", "Confirm items: apply file edits, hand commands back to the agent", changeset.Confirmed, false),
		newChangesDecideCmd(s, "reject", "reject ID ITEM... [--reason R]", "Reject items, optionally saying why (the agent is told)", changeset.Rejected, false),
		newChangesDecideCmd(s, "defer", "defer ID ITEM...", "Leave items for later (they stay pending)", changeset.Deferred, false),
		newChangesDecideCmd(s, "confirm-all", "confirm-all ID", "Confirm every pending or deferred item of a set", changeset.Confirmed, true),
		newChangesDismissCmd(s),
		newChangesPruneCmd(s),
		newChangesReviewCmd(s),
	)
	return cmd
}

// reviewTurnMaxAge bounds how long after the user's review command an
// agent's decision is accepted by the command line.
const reviewTurnMaxAge = time.Hour

// refuseAgentDecision refuses a changes subcommand that decides (any but
// list, show and help: changeset.VerbReads, the table the hook's guard
// uses) when it runs under an agent's tool (agentMarker) unless the user's
// latest prompt in that session (CLAUDE_CODE_SESSION_ID: Claude Code has
// the only review command) was the review command. It is the
// second line behind the hook's guard (docs/security.md).
func refuseAgentDecision(s Streams, verb string, args []string) error {
	marker := agentMarker(s.Getenv)
	if reads, _ := changeset.VerbReads(verb); reads || verb == "changes" || marker == "" {
		return nil
	}
	if verb == "review" && (slices.Contains(args, "--help") || slices.Contains(args, "-h")) {
		return nil
	}
	session := s.Getenv("CLAUDE_CODE_SESSION_ID")
	if session != "" {
		if dir, err := store.ChangesDir(s.Getenv); err == nil {
			if st, err := store.Open(dir); err == nil {
				open, err := st.ReviewOpen(session, s.Now(), reviewTurnMaxAge)
				_ = st.Close()
				if err == nil && open {
					return nil
				}
			}
		}
	}
	where := "Run it yourself in a terminal"
	if session != "" { // only Claude Code has the review command
		where += ", or type /plan-compliance:changes " + verb + " … in Claude Code to have the agent run it in that turn"
	}
	return exit(ExitUsage, fmt.Errorf("'plan-compliance changes %s' refuses to run under an agent's tool (%s is set): only the user decides on change sets. %s", verb, marker, where))
}

// agentMarker names the variable that shows the command runs under an
// agent's tool ("" when none is set): changeset.AgentMarker.
func agentMarker(getenv func(string) string) string { return changeset.AgentMarker(getenv) }

// changesEnv is what every changes command works with.
type changesEnv struct {
	s       Streams
	store   *store.Store
	project string
	cfg     changeset.Config
}

// openChanges opens the state store and reads the project's "changes"
// config (defaults when there is none or it is broken, with a warning).
func openChanges(s Streams) (*changesEnv, error) {
	sess := s.session("")
	st, err := sess.OpenStore()
	if err != nil {
		return nil, exit(ExitBlock, err)
	}
	if notice, _ := st.TakeDamageNotice(); notice != "" {
		fmt.Fprintln(s.Err, notice)
	}
	e := &changesEnv{s: s, store: st, project: sess.Project, cfg: sess.ChangesConfig(s.Err)}
	return e, nil
}

func (e *changesEnv) close() { _ = e.store.Close() }

// inProject reports whether a set belongs to the project dir (or dir lies
// inside the set's project).
func inProject(set *changeset.Set, dir string) bool {
	return set.ProjectDir == dir || changeset.Inside(dir, set.ProjectDir)
}

// expire marks the project's sets that waited too long, as a run does.
func (e *changesEnv) expire() {
	if _, err := e.store.ExpireSets(e.project, e.cfg.ExpireAfter, e.s.Now()); err != nil {
		fmt.Fprintf(e.s.Err, "plan-compliance: warning: expiring old change sets: %v\n", err)
	}
}

// loadSet reads a set by the id a person typed.
func (e *changesEnv) loadSet(arg string) (*changeset.Set, error) {
	id, err := parseSetID(arg)
	if err != nil {
		return nil, err
	}
	set, err := e.store.Set(id)
	if errors.Is(err, store.ErrNoSet) {
		return nil, exit(ExitUsage, fmt.Errorf("there is no change set %d: see 'plan-compliance changes list'", id))
	}
	if err != nil {
		return nil, exit(ExitBlock, err)
	}
	return set, nil
}

func parseSetID(arg string) (uint64, error) {
	id, err := strconv.ParseUint(strings.TrimPrefix(arg, "#"), 10, 64)
	if err != nil || id == 0 {
		return 0, exit(ExitUsage, fmt.Errorf("%q is not a change set number: see 'plan-compliance changes list'", arg))
	}
	return id, nil
}

func parseItems(set *changeset.Set, args []string) ([]int, error) {
	var ns []int
	for _, a := range args {
		n, err := strconv.Atoi(a)
		if err != nil || set.Item(n) == nil {
			return nil, exit(ExitUsage, fmt.Errorf("change set %d has no item %q: its items are 1 to %d (see 'plan-compliance changes show %d')", set.ID, a, len(set.Items), set.ID))
		}
		if !slices.Contains(ns, n) {
			ns = append(ns, n)
		}
	}
	return ns, nil
}

func changesJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// --- list ---

type changesListOptions struct {
	all, allProjects, json bool
}

func newChangesListCmd(s Streams) *cobra.Command {
	var o changesListOptions
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List change sets waiting for review (newest first)",
		Long: `Lists the change sets of this project ($CLAUDE_PROJECT_DIR, else the working
directory) that wait for review: open (the agent is still running) or
pending. Sets that waited longer than changes.expire_after are marked
expired and hidden.

--json prints an array of set headers, newest first:
  [{"id":3,"run":"<session>/agent/<agent_id>","session_id":"…","agent_id":"…",
    "agent_type":"groomer","prompt_id":"…","project_dir":"/…","assistant":"Claude",
    "status":"open"|"pending"|"resolved"|"expired"|"dismissed",
    "created":"RFC 3339","closed":"RFC 3339","updated":"RFC 3339",
    "counts":{"items":7,"pending":4,"deferred":0,"confirmed":1,"applied":1,
              "ran":0,"failed":0,"rejected":1,"expired":0,"dismissed":0}}]
(closed is absent while open; agent_id, agent_type and prompt_id when known;
assistant, the client's name for its main agent, in sets recorded since
clients were named)`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runChangesList(s, o) },
	}
	cmd.Flags().BoolVar(&o.all, "all", false, "also list resolved, expired and dismissed sets")
	cmd.Flags().BoolVar(&o.allProjects, "all-projects", false, "list the sets of every project")
	cmd.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return cmd
}

func runChangesList(s Streams, o changesListOptions) error {
	e, err := openChanges(s)
	if err != nil {
		return err
	}
	defer e.close()
	e.expire()
	now := s.Now()
	sets, err := e.store.Sets(store.SetFilter{All: o.all, Keep: func(set *changeset.Set) bool {
		if !o.allProjects && !inProject(set, e.project) {
			return false
		}
		return o.all || !changeset.IsStale(set.Created, now, e.cfg.ExpireAfter)
	}})
	if err != nil {
		return exit(ExitBlock, err)
	}
	if o.json {
		if sets == nil {
			sets = []changeset.Set{}
		}
		out := bufio.NewWriterSize(s.Out, 64<<10)
		if err := changesJSON(out, sets); err != nil {
			return err
		}
		return out.Flush()
	}
	if len(sets) == 0 {
		fmt.Fprintln(s.Out, "No change sets wait for review.")
		return nil
	}
	// One buffered write, not one per cell: 10,000 sets would otherwise
	// be 150,000 system calls.
	out := bufio.NewWriterSize(s.Out, 64<<10)
	writeSetTable(out, sets)
	fmt.Fprintln(out, "\nShow one: plan-compliance changes show ID · review all: plan-compliance changes review")
	return out.Flush()
}

// writeSetTable prints one line per set under a header, columns padded to
// their widest cell.
func writeSetTable(w *bufio.Writer, sets []changeset.Set) {
	rows := make([][7]string, 0, len(sets)+1)
	rows = append(rows, [7]string{"SET", "STATUS", "AGENT", "ITEMS", "UNDECIDED", "CREATED", "PROJECT"})
	for _, set := range sets {
		rows = append(rows, [7]string{
			strconv.FormatUint(set.ID, 10), string(set.Status), set.Agent().Name(),
			strconv.Itoa(set.Counts.Items), strconv.Itoa(set.Counts.Undecided()),
			set.Created.Local().Format("2006-01-02 15:04"), set.ProjectDir,
		})
	}
	var width [7]int
	for _, r := range rows {
		for i, cell := range r {
			width[i] = max(width[i], utf8.RuneCountInString(cell))
		}
	}
	for _, r := range rows {
		for i, cell := range r {
			w.WriteString(cell)
			if i < len(r)-1 {
				for pad := width[i] - utf8.RuneCountInString(cell) + 2; pad > 0; pad-- {
					w.WriteByte(' ')
				}
			}
		}
		w.WriteByte('\n')
	}
}

// --- show ---

type changesShowOptions struct{ json bool }

// shownItem is an item as show --json prints it: the item and, for file
// edits, the diff it would make now or why it would not apply.
type shownItem struct {
	changeset.Item
	Diff    string `json:"diff,omitempty"`
	Problem string `json:"problem,omitempty"`
}

func newChangesShowCmd(s Streams) *cobra.Command {
	var o changesShowOptions
	cmd := &cobra.Command{
		Use:   "show ID",
		Short: "Show the items of a change set, with the diff of each file edit",
		Long: `Shows every item of change set ID: its number, status, summary, tool and
arguments; for file edits the diff it would make to the file as it is now,
or why it would no longer apply.

--json prints the set header (as in list) with "items":
  [{"n":1,"tool":"Edit","args":{…},"summary":"Edit parse.go: 1 line → 4 lines",
    "category":"file edit"|"command"|"other","origin":"MultiEdit, edit 1 of 2",
    "identity":"…","file":"/…/parse.go","file_hash":"sha256:…",
    "status":"pending"|"deferred"|"confirmed"|"applied"|"ran"|"failed"|
             "rejected"|"expired"|"dismissed",
    "reason":"…","decided":"RFC 3339","result":"…",
    "diff":"…","problem":"…"}]`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runChangesShow(s, o, args[0]) },
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return cmd
}

func runChangesShow(s Streams, o changesShowOptions, arg string) error {
	e, err := openChanges(s)
	if err != nil {
		return err
	}
	defer e.close()
	set, err := e.loadSet(arg)
	if err != nil {
		return err
	}
	items := make([]shownItem, len(set.Items))
	for i, it := range set.Items {
		items[i] = shownItem{Item: it}
		if it.Category == changeset.FileEdit && it.Status.Undecided() {
			items[i].Diff, items[i].Problem = apply.Preview(set, it)
		}
	}
	if o.json {
		return changesJSON(s.Out, struct {
			changeset.Set
			Items []shownItem `json:"items"`
		}{set.Header(), items})
	}
	w := s.Out
	fmt.Fprintf(w, "Change set %d — %s, %s: %s\n", set.ID, set.Agent().Name(), set.Status, countLine(set.Counts))
	fmt.Fprintf(w, "Created %s · project %s · session %s\n", set.Created.Local().Format("2006-01-02 15:04"), set.ProjectDir, set.SessionID)
	for _, cat := range changeset.Categories() {
		first := true
		for _, it := range items {
			if it.Category != cat {
				continue
			}
			if first {
				fmt.Fprintf(w, "\n%s\n", cat.Title())
				first = false
			}
			fmt.Fprintf(w, "\n  %d. [%s] %s\n", it.N, it.Status, it.Summary)
			if it.AgentSays != "" {
				fmt.Fprintf(w, "     agent says: %q (the agent's own description, not checked)\n", it.AgentSays)
			}
			if it.Origin != "" {
				fmt.Fprintf(w, "     from %s\n", it.Origin)
			}
			if it.Reason != "" {
				fmt.Fprintf(w, "     reason: %q\n", it.Reason)
			}
			if it.Result != "" {
				fmt.Fprintf(w, "     %s\n", it.Result)
			}
			switch {
			case it.Problem != "":
				fmt.Fprintf(w, "     ⚠ would not apply now: %s\n", it.Problem)
				fallthrough
			case it.Diff != "":
				fmt.Fprintln(w, indentBlock(it.Diff, "     "))
			case it.Category != changeset.FileEdit:
				fmt.Fprintf(w, "     %s %s\n", it.Tool, clipText(string(it.Args), 600))
			}
		}
	}
	if set.Counts.Undecided() > 0 {
		fmt.Fprintf(w, "\nDecide: plan-compliance changes confirm %d ITEM… · reject %d ITEM --reason \"…\" · confirm-all %d · dismiss %d\n", set.ID, set.ID, set.ID, set.ID)
	}
	return nil
}

func countLine(c changeset.Counts) string {
	parts := []string{fmt.Sprintf("%d %s", c.Items, nounFor(c.Items, "item", "items"))}
	for _, p := range []struct {
		n    int
		name string
	}{{c.Pending, "pending"}, {c.Deferred, "deferred"}, {c.Failed, "failed"}, {c.Confirmed, "confirmed (waiting for the agent)"}, {c.Applied, "applied"}, {c.Ran, "run"}, {c.Rejected, "rejected"}, {c.Expired, "expired"}, {c.Dismissed, "dismissed"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.name))
		}
	}
	return strings.Join(parts, ", ")
}

func nounFor(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func indentBlock(text, prefix string) string {
	return prefix + strings.ReplaceAll(strings.TrimRight(text, "\n"), "\n", "\n"+prefix)
}

func clipText(s string, n int) string {
	return clip.Ellipsis(s, n)
}

// --- confirm, reject, defer, confirm-all ---

type changesDecideOptions struct {
	reason string
	json   bool
}

const decideJSONHelp = `

--json prints {"set": <set header as in list>, "results": [{"n":1,
"summary":"…","status":"applied"|"failed"|"confirmed"|"rejected"|"deferred",
"reason":"…","result":"…"}]}.`

func newChangesDecideCmd(s Streams, name, use, short string, v changeset.Verdict, all bool) *cobra.Command {
	var o changesDecideOptions
	long := short + "."
	switch {
	case all:
		long = `Confirms every pending or deferred item of set ID, in order: file edits are
applied (each re-validated first), commands and other tools go back to the
agent. Exit status 1 when an edit could not be applied.`
	case v == changeset.Confirmed:
		long = `Confirms the given items of set ID. File edits are applied at once, after a
check that the file still fits (else the item fails, the file is untouched,
and the exit status is 1). Commands and other tools go back to the agent:
at its next prompt it is told to run them, and that exact call is allowed
once without asking. A failed item can be confirmed again.`
	case v == changeset.Rejected:
		long = `Rejects the given items of set ID. The reason (optional) is shown to agents in
the "Recent User Decisions" of later sessions, and an identical proposal is
refused at once, quoting it.`
	case v == changeset.Deferred:
		long = `Marks the given items of set ID as deferred: you will decide later. They stay
pending until decided or until the set expires.`
	}
	args := cobra.MinimumNArgs(2)
	if all {
		args = cobra.ExactArgs(1)
	}
	cmd := &cobra.Command{
		Use:   use,
		Short: short,
		Long:  long + decideJSONHelp,
		Args:  args,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runChangesDecide(s, o, v, all, args)
		},
	}
	if v == changeset.Rejected {
		cmd.Flags().StringVar(&o.reason, "reason", "", "why (shown to the agent next time)")
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return cmd
}

func runChangesDecide(s Streams, o changesDecideOptions, v changeset.Verdict, all bool, args []string) error {
	e, err := openChanges(s)
	if err != nil {
		return err
	}
	defer e.close()
	set, err := e.loadSet(args[0])
	if err != nil {
		return err
	}
	var ns []int
	if all {
		for _, it := range set.Items {
			if it.Status == changeset.ItemPending || it.Status == changeset.ItemDeferred {
				ns = append(ns, it.N)
			}
		}
		if len(ns) == 0 && set.Status.Active() {
			fmt.Fprintf(s.Out, "Change set %d has no pending items.\n", set.ID)
			return nil
		}
	} else if ns, err = parseItems(set, args[1:]); err != nil {
		return err
	}
	out, err := apply.Decide(e.store, set.ID, ns, v, o.reason, s.Now())
	var ve *apply.VerdictError
	switch {
	case errors.As(err, &ve):
		return exit(ExitUsage, err)
	case err != nil:
		return exit(ExitBlock, err)
	}
	logVerdicts(s, e.store, out, string(v))
	failed := false
	for _, r := range out.Results {
		failed = failed || r.Status == changeset.ItemFailed
	}
	if o.json {
		if err := changesJSON(s.Out, out); err != nil {
			return err
		}
	} else {
		for _, r := range out.Results {
			fmt.Fprintln(s.Out, resultLine(out.Set.ID, r))
		}
		if out.Set.Counts.Undecided() > 0 {
			fmt.Fprintf(s.Out, "Change set %d: %d still undecided.\n", out.Set.ID, out.Set.Counts.Undecided())
		}
	}
	if failed {
		return exit(ExitBlock, nil)
	}
	return nil
}

func resultLine(set uint64, r apply.Outcome) string {
	mark := "✓"
	var what string
	switch r.Status {
	case changeset.ItemApplied:
		what = "applied"
	case changeset.ItemConfirmed:
		what = "confirmed: the agent is told to run it at its next prompt"
	case changeset.ItemFailed:
		mark, what = "⚠", r.Result
	case changeset.ItemRejected:
		mark, what = "✗", "rejected"
		if r.Reason != "" {
			what += fmt.Sprintf(" (reason: %q)", r.Reason)
		}
	case changeset.ItemDeferred:
		mark, what = "…", "deferred"
	case changeset.ItemDismissed:
		mark, what = "–", "dismissed"
	default:
		what = string(r.Status)
	}
	return fmt.Sprintf("%s %d.%d %s — %s", mark, set, r.N, r.Summary, what)
}

// --- dismiss ---

func newChangesDismissCmd(s Streams) *cobra.Command {
	var o changesDecideOptions
	cmd := &cobra.Command{
		Use:   "dismiss ID",
		Short: "Put a change set away without deciding its remaining items",
		Long: `Dismisses change set ID: items nobody decided become "dismissed" (no decision
in the history the agent sees) and the set leaves the list. Items already
confirmed stay confirmed.` + decideJSONHelp,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runChangesDismiss(s, o, args[0]) },
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return cmd
}

func runChangesDismiss(s Streams, o changesDecideOptions, arg string) error {
	e, err := openChanges(s)
	if err != nil {
		return err
	}
	defer e.close()
	id, err := parseSetID(arg)
	if err != nil {
		return err
	}
	var results []apply.Outcome
	set, err := e.store.UpdateSet(id, s.Now(), func(set *changeset.Set) error {
		before := set.Snapshot()
		if err := set.Dismiss(s.Now()); err != nil {
			return exit(ExitUsage, err)
		}
		for _, it := range set.Items {
			if before[it.N].Status != it.Status {
				results = append(results, apply.Outcome{N: it.N, Summary: it.Summary, Status: it.Status})
			}
		}
		return nil
	})
	var ee *exitError
	switch {
	case errors.Is(err, store.ErrNoSet):
		return exit(ExitUsage, fmt.Errorf("there is no change set %d: see 'plan-compliance changes list'", id))
	case errors.As(err, &ee):
		return err
	case err != nil:
		return exit(ExitBlock, err)
	}
	out := apply.Verdicts{Set: set.Header(), Results: results}
	if out.Results == nil {
		out.Results = []apply.Outcome{}
	}
	logVerdicts(s, e.store, out, string(changeset.Dismissed))
	if o.json {
		return changesJSON(s.Out, out)
	}
	fmt.Fprintf(s.Out, "Change set %d dismissed (%d undecided %s).\n", set.ID, len(results), nounFor(len(results), "item", "items"))
	return nil
}

// --- prune ---

type changesPruneOptions struct {
	olderThan string
	json      bool
}

func newChangesPruneCmd(s Streams) *cobra.Command {
	var o changesPruneOptions
	cmd := &cobra.Command{
		Use:   "prune",
		Short: "Delete finished change sets (resolved, expired, dismissed)",
		Long: fmt.Sprintf(`Deletes the change sets of every project that are resolved, expired or
dismissed (and last changed longer ago than --older-than), with their items,
and keeps only the newest %d entries of the decision history. Open and
pending sets, and remembered rejections, stay.

--json prints {"sets_removed":N,"items_removed":N,"decisions_removed":N}.`, store.KeepDecisions),
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runChangesPrune(s, o) },
	}
	cmd.Flags().StringVar(&o.olderThan, "older-than", "0s", `only sets last changed longer ago than this ("168h", "30d")`)
	cmd.Flags().BoolVar(&o.json, "json", false, "print JSON")
	return cmd
}

func runChangesPrune(s Streams, o changesPruneOptions) error {
	var age time.Duration
	if o.olderThan != "0s" && o.olderThan != "0" && o.olderThan != "" {
		d, err := changeset.ParseDuration(o.olderThan)
		if err != nil {
			return exit(ExitUsage, fmt.Errorf("--older-than: %v", err))
		}
		age = d
	}
	e, err := openChanges(s)
	if err != nil {
		return err
	}
	defer e.close()
	p, err := e.store.Prune(age, s.Now())
	if err != nil {
		return exit(ExitBlock, err)
	}
	if o.json {
		return changesJSON(s.Out, p)
	}
	fmt.Fprintf(s.Out, "Removed %d finished %s (%d %s) and %d old history %s.\n", p.Sets, nounFor(p.Sets, "set", "sets"), p.Items, nounFor(p.Items, "item", "items"), p.Decisions, nounFor(p.Decisions, "entry", "entries"))
	return nil
}
