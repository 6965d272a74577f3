package review

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/term"

	"github.com/plan-compliance/plan-compliance/internal/apply"
	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/printable"
	"github.com/plan-compliance/plan-compliance/internal/session"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// Exit statuses of the review program, as those of `plan-compliance changes`.
const (
	exitOK    = 0
	exitState = 1
	exitUsage = 2
)

// Env is what the review program takes from outside.
type Env struct {
	Getenv func(string) string
	In     *os.File
	Out    *os.File
	Err    io.Writer
	Now    func() time.Time
	// Getwd is the working directory; nil is os.Getwd.
	Getwd func() (string, error)
}

// System is the real process environment.
func System() Env {
	return Env{Getenv: os.Getenv, In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Now: time.Now, Getwd: os.Getwd}
}

// Usage is the review program's help; `plan-compliance changes review
// --help` shows the same keys.
const Usage = `usage: plan-compliance changes review [--all-projects] [ID...]

Full-screen review of the change sets waiting in this project
($CLAUDE_PROJECT_DIR, else the working directory), or of the sets named.

  ↑/↓ (j/k)   move between items        ←/→ (h/l)  previous / next set
  y           confirm ✓ (file edits are applied at once, after re-validation)
  n           reject ✗, then type an optional reason and press Enter
  d           defer (decide later)      a          confirm all pending items
  Enter       details: the before/after diff, or the call's arguments
  q / Esc     quit
`

// Main runs the review screen with args (after the program name) and
// returns the exit status: 0 done, 1 the state could not be read, 2 bad
// arguments or no terminal.
func Main(env Env, args []string) int {
	env.Err = printable.NewWriter(env.Err) // errors may name agent-chosen paths
	fs := flag.NewFlagSet("plan-compliance changes review", flag.ContinueOnError)
	fs.SetOutput(env.Err)
	fs.Usage = func() { fmt.Fprint(env.Err, Usage) }
	allProjects := fs.Bool("all-projects", false, "review the sets of every project")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if marker := changeset.AgentMarker(env.Getenv); marker != "" {
		// Given a terminal (script -c) and keys on its input, an agent
		// could decide with the screen under any name.
		fmt.Fprintf(env.Err, "plan-compliance: the review screen refuses to run under an agent's tool (%s is set): only the user decides on change sets. Run it yourself in a terminal\n", marker)
		return exitUsage
	}
	var ids []uint64
	for _, a := range fs.Args() {
		id, err := strconv.ParseUint(strings.TrimPrefix(a, "#"), 10, 64)
		if err != nil || id == 0 {
			fmt.Fprintf(env.Err, "plan-compliance: %q is not a change set number: see 'plan-compliance changes list'\n", a)
			return exitUsage
		}
		ids = append(ids, id)
	}
	if env.In == nil || env.Out == nil || !term.IsTerminal(env.In.Fd()) || !term.IsTerminal(env.Out.Fd()) {
		fmt.Fprintln(env.Err, "plan-compliance: changes review needs a terminal: use 'plan-compliance changes list', 'show', 'confirm' and 'reject' instead")
		return exitUsage
	}
	src := storeSource{env: env}
	sets, code, err := src.load(ids, *allProjects)
	if err != nil {
		fmt.Fprintln(env.Err, "plan-compliance:", err)
		return code
	}
	if len(sets) == 0 {
		fmt.Fprintln(env.Out, "No change sets wait for review.")
		return exitOK
	}
	final, err := tea.NewProgram(New(src, sets), tea.WithAltScreen(), tea.WithInput(env.In), tea.WithOutput(env.Out)).Run()
	if err != nil {
		fmt.Fprintln(env.Err, "plan-compliance: review screen:", err)
		return exitState
	}
	if m, ok := final.(Model); ok {
		undecided := 0
		for _, set := range m.Sets() {
			undecided += set.Counts.Undecided()
		}
		fmt.Fprintf(env.Out, "%d %s recorded; %d %s still undecided.\n", m.Decisions(), noun(m.Decisions(), "decision", "decisions"), undecided, noun(undecided, "item", "items"))
	}
	return exitOK
}

// storeSource backs the screen with the state store, opened for each load
// and verdict only, so hook processes never wait long for its lock while a
// person reads.
type storeSource struct{ env Env }

// session is where the screen works: the project and the hooks' state,
// as the changes commands find them.
func (src storeSource) session() session.Session {
	return session.ForPerson(session.Env{Getenv: src.env.Getenv, Getwd: src.env.Getwd})
}

func (src storeSource) project() string { return src.session().Project }

func (src storeSource) open() (*store.Store, error) { return src.session().OpenStore() }

// load reads the sets to review with their items: those named, or the
// project's open and pending ones (marking those past expire_after
// expired, as a run would).
func (src storeSource) load(ids []uint64, allProjects bool) ([]changeset.Set, int, error) {
	st, err := src.open()
	if err != nil {
		return nil, exitState, err
	}
	defer st.Close()
	var sets []changeset.Set
	for _, id := range ids {
		set, err := st.Set(id)
		if errors.Is(err, store.ErrNoSet) {
			return nil, exitUsage, fmt.Errorf("there is no change set %d: see 'plan-compliance changes list'", id)
		}
		if err != nil {
			return nil, exitState, err
		}
		sets = append(sets, *set)
	}
	if len(ids) > 0 {
		return sets, exitOK, nil
	}
	project := src.project()
	// A broken config is the commands' to report: the screen uses the
	// defaults without a word (stderr is the screen's while it runs).
	cfg := src.session().ChangesConfig(io.Discard)
	now := src.env.Now()
	if _, err := st.ExpireSets(project, cfg.ExpireAfter, now); err != nil {
		return nil, exitState, err
	}
	headers, err := st.Sets(store.SetFilter{Keep: func(set *changeset.Set) bool {
		inProject := set.ProjectDir == project || changeset.Inside(project, set.ProjectDir)
		return (allProjects || inProject) && !changeset.IsStale(set.Created, now, cfg.ExpireAfter)
	}})
	if err != nil {
		return nil, exitState, err
	}
	for _, h := range headers {
		set, err := st.Set(h.ID)
		if err != nil {
			return nil, exitState, err
		}
		sets = append(sets, *set)
	}
	return sets, exitOK, nil
}

// Decide records a verdict through apply.Decide, in a store opened for it.
func (src storeSource) Decide(id uint64, ns []int, v changeset.Verdict, reason string) (changeset.Set, error) {
	st, err := src.open()
	if err != nil {
		return changeset.Set{}, err
	}
	defer st.Close()
	out, err := apply.Decide(st, id, ns, v, reason, src.env.Now())
	if err != nil {
		return changeset.Set{}, err
	}
	// The decision log is a record, not the decision: a failure to write
	// it does not undo the verdict.
	_ = store.AppendLog(st.LogDir(), out.Decision(string(v), src.env.Now()))
	set, err := st.Set(id)
	if err != nil {
		return changeset.Set{}, err
	}
	return *set, nil
}

// Preview is apply.Preview.
func (src storeSource) Preview(set *changeset.Set, it changeset.Item) (string, string) {
	return apply.Preview(set, it)
}
