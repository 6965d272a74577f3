package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/plan-compliance/plan-compliance/internal/apply"
	"github.com/plan-compliance/plan-compliance/internal/clip"
	"github.com/plan-compliance/plan-compliance/internal/dispatch"
	"github.com/plan-compliance/plan-compliance/internal/store"
)

// logVerdicts records a person's verdicts on a change set in the decision
// log. The verdict stands whatever happens to the record: a log that
// cannot be written is only reported.
func logVerdicts(s Streams, st *store.Store, out apply.Verdicts, verdict string) {
	if s.Getenv(dispatch.LogSwitch) == "off" || len(out.Results) == 0 {
		return
	}
	if err := store.AppendLog(st.LogDir(), out.Decision(verdict, s.Now())); err != nil {
		fmt.Fprintln(s.Err, "plan-compliance: warning: the decision was made but not recorded in the decision log:", err)
	}
}

// sessionSelection is --session S or --last, shared by log and report.
type sessionSelection struct {
	session string
	last    bool
}

func (o *sessionSelection) flags(cmd *cobra.Command) {
	cmd.Flags().StringVar(&o.session, "session", "", "only this session (its session_id)")
	cmd.Flags().BoolVar(&o.last, "last", false, "only the session of the newest decision")
	cmd.MarkFlagsMutuallyExclusive("session", "last")
}

// resolve is the session selected: S, the newest decision's, or "" for
// every session.
func (o *sessionSelection) resolve(l *store.Log) (string, error) {
	if !o.last {
		return o.session, nil
	}
	return l.LastSession()
}

type logOptions struct {
	sessionSelection
	since string
	agent string
	json  bool
}

func newLogCmd(s Streams) *cobra.Command {
	var o logOptions
	cmd := &cobra.Command{
		Use:   "log [--session S|--last] [--since D] [--agent T] [--json]",
		Short: "List the decisions the hook made (the decision log)",
		Long: `Lists the decisions recorded in the decision log, oldest first: one row per
hook event a capability answered (time, session, agent, event, capabilities,
verdict, what it was about) and per change-set verdict given with
'plan-compliance changes' or on the review screen.

--since takes a duration back from now (90m, 2h, 3d) or a date or time
(2026-11-23, 2026-11-23T14:00:00Z). --agent keeps the decisions about one
subagent: its agent_type (a plugin agent also by the part after the colon)
or its agent_id; "main" keeps the main conversation's.

--json prints one JSON object per line, the records as stored:
  {"time":"RFC 3339","session":"…","agent_id":"…","agent_type":"…",
   "event":"SubagentStop","tool":"…","target":"…","capabilities":["plan","gates"],
   "verdict":"pass|block|escalate|stop|allow|ask|deny|context|notify|confirmed|…",
   "reason":"first line","message":"first line shown to the user","prompt":"…",
   "task":"…","status":"OK|BLOCKED|missing","escalation":"…","consent":"…",
   "confirm":"explicit|needs_confirmation",
   "gates":[{"gate":"test","exit_code":1,"duration_ms":812.5,"passed":false,
             "action":"BLOCK","output":"end of output"}],
   "changes":[{"set":3,"item":1,"summary":"…","status":"pending|applied|…"}],
   "transcript":"transcript_path, on UserPromptSubmit and Stop"}
Empty fields are left out. The log lives beside the state database
(decisions.db) and keeps the newest 64 MiB of records; set
PLAN_COMPLIANCE_LOG=off to stop recording.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runLog(s, o) },
	}
	o.flags(cmd)
	cmd.Flags().StringVar(&o.since, "since", "", "only decisions since this duration ago or date")
	cmd.Flags().StringVar(&o.agent, "agent", "", `only decisions about this agent type or id ("main": the main conversation)`)
	cmd.Flags().BoolVar(&o.json, "json", false, "print one JSON object per line")
	return cmd
}

// openLogForReading opens the decision log with the spooled records
// folded in; ok is false (and a note printed, unless quiet) when nothing
// has been recorded yet. Without write access to the state directory it
// reads the log as it is.
func openLogForReading(s Streams, quiet bool) (l *store.Log, ok bool, err error) {
	dir, err := store.LogReadDir(s.Getenv)
	if err != nil {
		return nil, false, exit(ExitBlock, err)
	}
	if !exists(filepath.Join(dir, store.LogFileName)) && !exists(filepath.Join(dir, store.SpoolFileName)) {
		if !quiet {
			fmt.Fprintf(s.Err, "No decisions recorded yet in %s (the hook records them as it answers events).\n", dir)
		}
		return nil, false, nil
	}
	l, err = store.OpenLog(dir, store.LogOptions{})
	if errors.Is(err, fs.ErrPermission) {
		l, err = store.OpenLog(dir, store.LogOptions{ReadOnly: true})
	} else if err == nil {
		err = l.Fold(dir)
	}
	if err != nil {
		if l != nil {
			_ = l.Close()
		}
		return nil, false, exit(ExitBlock, err)
	}
	return l, true, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func runLog(s Streams, o logOptions) error {
	since, err := parseSince(o.since, s.Now())
	if err != nil {
		return exit(ExitUsage, err)
	}
	l, ok, err := openLogForReading(s, o.json)
	if !ok {
		return err
	}
	defer l.Close()
	session, err := o.resolve(l)
	if err != nil {
		return exit(ExitBlock, err)
	}
	ds, err := l.Decisions(store.LogQuery{Session: session, Since: since})
	if err != nil {
		return exit(ExitBlock, err)
	}
	if o.agent != "" {
		ds = byAgent(ds, o.agent)
	}
	w := bufio.NewWriter(s.Out)
	defer w.Flush()
	if o.json {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		for _, d := range ds {
			if err := enc.Encode(d); err != nil {
				return err
			}
		}
		return nil
	}
	if len(ds) == 0 {
		fmt.Fprintln(w, "No decisions match.")
		return nil
	}
	writeLogTable(w, ds)
	return nil
}

// parseSince reads --since: a duration back from now, or a date or time.
func parseSince(v string, now time.Time) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	if strings.HasSuffix(v, "d") {
		if n, err := strconv.Atoi(strings.TrimSuffix(v, "d")); err == nil && n >= 0 && n <= 100*365 {
			return now.Add(-time.Duration(n) * 24 * time.Hour), nil
		}
	}
	if d, err := time.ParseDuration(v); err == nil && d >= 0 {
		return now.Add(-d), nil
	}
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04", "2006-01-02 15:04", time.DateOnly} {
		if t, err := time.ParseInLocation(layout, v, time.Local); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("--since %q: give a duration (90m, 2h, 3d) or a date or time (2026-11-23, 2026-11-23T14:00:00Z)", v)
}

// byAgent keeps the decisions about agent: an agent_type (or the part of a
// plugin agent's after the colon), an agent_id, or "main".
func byAgent(ds []store.Decision, agent string) []store.Decision {
	var out []store.Decision
	for _, d := range ds {
		short := d.AgentType[strings.LastIndexByte(d.AgentType, ':')+1:]
		if d.AgentType == agent || short == agent || d.AgentID == agent || (agent == "main" && d.AgentID == "" && d.AgentType == "") {
			out = append(out, d)
		}
	}
	return out
}

// writeLogTable prints decisions for a person: one row each, cells cut to
// fit a terminal and cleared of control characters.
func writeLogTable(w *bufio.Writer, ds []store.Decision) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TIME\tSESSION\tAGENT\tEVENT\tCAPABILITY\tVERDICT\tWHAT")
	for _, d := range ds {
		agent := d.AgentType
		if agent == "" && d.AgentID != "" {
			agent = "(agent " + d.AgentID + ")"
		}
		if agent == "" {
			agent = "main"
		}
		event := d.Event
		if d.Tool != "" {
			event += "(" + d.Tool + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n",
			d.Time.Local().Format("2006-01-02 15:04:05"), cell(d.Session, 8), cell(agent, 24), cell(event, 24),
			cell(strings.Join(d.Capabilities, ","), 20), cell(d.Verdict, 12), cell(summary(d), 100))
	}
	tw.Flush()
}

// summary is a decision in one line: the report's STATUS and task, each
// gate run with its result and time, the consent or confirmation reading,
// change-set items, and the reason.
func summary(d store.Decision) string {
	var parts []string
	if d.Status != "" {
		p := "STATUS " + d.Status
		if d.Task != "" {
			p += " (" + d.Task + ")"
		}
		parts = append(parts, p)
	}
	var gs []string
	for _, g := range d.Gates {
		switch {
		case g.Skipped != "":
			gs = append(gs, g.Gate+" skipped")
		case g.Passed:
			gs = append(gs, fmt.Sprintf("%s ✓ %s", g.Gate, ms(g.DurationMS)))
		case g.Builtin:
			gs = append(gs, fmt.Sprintf("%s ✗", g.Gate))
		default:
			gs = append(gs, fmt.Sprintf("%s ✗ exit %d %s", g.Gate, g.ExitCode, ms(g.DurationMS)))
		}
	}
	if len(gs) > 0 {
		parts = append(parts, "gates: "+strings.Join(gs, ", "))
	}
	if d.Consent != "" {
		parts = append(parts, "consent: "+d.Consent)
	}
	if d.Confirm != "" {
		parts = append(parts, d.Target+": "+d.Confirm)
	}
	for _, c := range d.Changes {
		parts = append(parts, fmt.Sprintf("set %d item %d %s: %s", c.Set, c.Item, c.Status, c.Summary))
	}
	if d.Reason != "" && len(d.Changes) == 0 {
		parts = append(parts, d.Reason)
	}
	return strings.Join(parts, " · ")
}

// ms is a duration in milliseconds, as people read it.
func ms(v float64) string {
	if v >= 1000 {
		return fmt.Sprintf("%.1fs", v/1000)
	}
	return fmt.Sprintf("%.0fms", v)
}

// cell is s on one line, without control characters, cut to n bytes.
func cell(s string, n int) string { return clip.Line(s, n) }
