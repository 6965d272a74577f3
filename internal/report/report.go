// Package report turns one session's decision log into a page people would
// rather look at than read: one self-contained HTML file (no network, no
// external assets, no script) with the session's lanes drawn in inline SVG,
// the plan's tasks with their outcome, and a timeline of every decision,
// where each gate run's output opens on click (<details>).
//
// It is for the command line only: html/template links text/template,
// which the hook program must not carry.
package report

import (
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/plan-compliance/plan-compliance/internal/store"
)

// Lane names for the decisions that are not a subagent's.
const (
	// MainLane holds the main conversation's decisions.
	MainLane = "main"
	// UserLane holds the user's turns and verdicts given on the command line.
	UserLane = "you"
)

// PlanTask is one task of a plan file that was executed. The TASK line of
// a subagent's STATUS report names the task it worked on; Options.Plan
// makes the task table list the plan's tasks in the plan's order, each
// matched to the TASK lines that name it (see Options.Match).
type PlanTask struct {
	// ID is how reports refer to the task ("Task 3"); Title what it is.
	ID, Title string
}

// Options shape a report.
type Options struct {
	// Plan, when a plan file was executed, lists its tasks; without it the
	// task table has one row per distinct TASK line, in order of first
	// report.
	Plan []PlanTask
	// Match says whether a TASK line names a plan task; nil matches a TASK
	// line that starts with the task's ID (case-insensitively, followed by
	// a non-alphanumeric character or the end).
	Match func(task PlanTask, line string) bool
	// Turns are the user's prompts read from the session's transcript;
	// those the log does not hold already (recorded at UserPromptSubmit)
	// join the timeline, marked as read from the transcript.
	Turns []Turn
	// Now is when the report is written.
	Now time.Time
}

// Turn is one prompt the user typed.
type Turn struct {
	Time time.Time
	Text string
}

// FromTranscript is the verdict of a user's turn the report read from the
// transcript rather than from the log.
const FromTranscript = "from transcript"

// withTurns adds to ds, in time order, the turns it does not hold: a turn
// is held when a recorded prompt has the same text (as the log cut it)
// within two minutes of it.
func withTurns(session string, ds []store.Decision, turns []Turn) []store.Decision {
	if len(turns) == 0 {
		return ds
	}
	out := slices.Clone(ds)
	for _, t := range turns {
		probe := store.Decision{Prompt: t.Text}
		probe.Bound()
		held := slices.ContainsFunc(ds, func(d store.Decision) bool {
			gap := d.Time.Sub(t.Time)
			return d.Event == "UserPromptSubmit" && d.Prompt == probe.Prompt && gap < 2*time.Minute && gap > -2*time.Minute
		})
		if !held {
			out = append(out, store.Decision{Time: t.Time, Session: session, Event: "UserPromptSubmit", Verdict: FromTranscript, Prompt: probe.Prompt})
		}
	}
	slices.SortStableFunc(out, func(a, b store.Decision) int { return a.Time.Compare(b.Time) })
	return out
}

// Report is what the page shows.
type Report struct {
	Session    string
	Start, End time.Time
	Written    time.Time
	Counts     Counts
	Tasks      []Task
	Lanes      []Lane
	Entries    []Entry
	Chart      Chart
}

// Counts sum the session up.
type Counts struct {
	Decisions, Subagents, UserTurns int
	GateRuns, GatesFailed           int
	Escalations, Consent, Confirmed int
	ChangeItems, ChangesDecided     int
	GateTime                        time.Duration
}

// Task is one row of the task table.
type Task struct {
	// Name is the plan task's ID and title, or the TASK line.
	Name string
	// Agents are the subagents that reported on it.
	Agents []string
	// Reports counts the STATUS reports (attempts) read for it.
	Reports int
	// GatesFailed counts its failed gate runs.
	GatesFailed int
	// Outcome is what became of it: done, blocked, let go, sent back,
	// not reported.
	Outcome string
	// Class is the outcome's CSS class: ok, bad, warn, none.
	Class string
}

// Lane is one row of the chart: the user, the main conversation or one
// subagent.
type Lane struct {
	Key   string
	Label string
	// Task is the subagent's task, from its reports.
	Task string
	// Start and End bound its decisions.
	Start, End time.Time
}

// Entry is one decision on the timeline.
type Entry struct {
	store.Decision
	// Lane is the key of the lane it belongs to.
	Lane  string
	Class string
	// Offset is the time since the session's first decision.
	Offset time.Duration
	// NextTurn, on an escalation, is your first prompt after it: how you
	// answered, when you answered by typing (an answer picked in Claude
	// Code's question dialog is not a prompt and is not in the log).
	NextTurn string
}

// Build makes the report of ds, one session's decisions in time order.
func Build(session string, ds []store.Decision, o Options) Report {
	ds = withTurns(session, ds, o.Turns)
	r := Report{Session: session, Written: o.Now}
	if len(ds) > 0 {
		r.Start, r.End = ds[0].Time, ds[len(ds)-1].Time
	}
	lanes := map[string]*Lane{}
	var order []string
	for _, d := range ds {
		key := laneOf(d)
		l, ok := lanes[key]
		if !ok {
			l = &Lane{Key: key, Label: laneLabel(d, key), Start: d.Time}
			lanes[key] = l
			order = append(order, key)
		}
		l.End = d.Time
		if l.Task == "" && d.Task != "" {
			l.Task = d.Task
		}
		r.Entries = append(r.Entries, Entry{Decision: d, Lane: key, Class: verdictClass(d), Offset: d.Time.Sub(r.Start)})
		r.Counts.add(d)
	}
	pending := -1 // the escalation still waiting for your next turn
	for i := range r.Entries {
		e := &r.Entries[i]
		switch {
		case e.Escalation != "" && (e.Lane == MainLane || pending < 0):
			pending = i
		case e.Event == "UserPromptSubmit" && pending >= 0:
			r.Entries[pending].NextTurn = clipRunes(e.Prompt, 300)
			pending = -1
		}
	}
	slices.SortStableFunc(order, func(a, b string) int { return cmp.Compare(laneRank(a), laneRank(b)) })
	for _, k := range order {
		r.Lanes = append(r.Lanes, *lanes[k])
		if k != MainLane && k != UserLane {
			r.Counts.Subagents++
		}
	}
	r.Tasks = tasks(ds, o)
	r.Chart = chart(r)
	return r
}

func (c *Counts) add(d store.Decision) {
	c.Decisions++
	if d.Event == "UserPromptSubmit" {
		c.UserTurns++
	}
	for _, g := range d.Gates {
		if g.Skipped != "" || g.Builtin {
			continue // the built-in gate is the STATUS check, counted apart
		}
		c.GateRuns++
		c.GateTime += time.Duration(g.DurationMS * float64(time.Millisecond))
		if !g.Passed {
			c.GatesFailed++
		}
	}
	if d.Escalation != "" {
		c.Escalations++
	}
	if d.Consent != "" {
		c.Consent++
	}
	if d.Confirm != "" {
		c.Confirmed++
	}
	if d.Event == "cli" {
		c.ChangesDecided += len(d.Changes)
	} else {
		c.ChangeItems += len(d.Changes)
	}
}

func laneOf(d store.Decision) string {
	switch {
	case d.Event == "cli" || d.Event == "UserPromptSubmit":
		return UserLane
	case d.AgentID != "":
		return "agent:" + d.AgentID
	}
	return MainLane
}

func laneRank(key string) int {
	switch key {
	case UserLane:
		return 0
	case MainLane:
		return 1
	}
	return 2
}

func laneLabel(d store.Decision, key string) string {
	switch key {
	case UserLane:
		return "You"
	case MainLane:
		return "Claude (main)"
	}
	if d.AgentType != "" {
		return d.AgentType + " · " + shortID(d.AgentID)
	}
	return "subagent " + shortID(d.AgentID)
}

func shortID(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}

// verdictClass is the CSS class of a decision: ok (passed, allowed), bad
// (blocked, denied, stopped, a failed gate), warn (asked, escalated,
// queued), info (the rest).
func verdictClass(d store.Decision) string {
	switch d.Verdict {
	case "pass", "allow", "confirmed", "applied":
		for _, g := range d.Gates {
			if !g.Passed && g.Skipped == "" {
				return "bad"
			}
		}
		return "ok"
	case "block", "deny", "stop", "rejected":
		return "bad"
	case "escalate", "ask", "deferred", "dismissed":
		return "warn"
	}
	return "info"
}

// tasks groups the subagents' reports by their TASK line (or by the plan's
// tasks, when there is a plan) into the task table.
func tasks(ds []store.Decision, o Options) []Task {
	match := o.Match
	if match == nil {
		match = matchByID
	}
	type acc struct {
		Task
		last store.Decision
	}
	var rows []*acc
	byName := map[string]*acc{}
	for _, pt := range o.Plan {
		a := &acc{Task: Task{Name: strings.TrimSpace(pt.ID + " " + pt.Title)}}
		rows = append(rows, a)
	}
	for _, d := range ds {
		if d.Event != "SubagentStop" || d.Status == "" {
			continue
		}
		line := strings.TrimSpace(d.Task)
		if line == "" {
			line = "(no TASK line)"
		}
		var a *acc
		for i, pt := range o.Plan {
			if match(pt, line) {
				a = rows[i]
				break
			}
		}
		if a == nil {
			if a = byName[line]; a == nil {
				a = &acc{Task: Task{Name: line}}
				byName[line] = a
				rows = append(rows, a)
			}
		}
		a.Reports++
		agent := d.AgentType
		if agent == "" {
			agent = "subagent"
		}
		if !slices.Contains(a.Agents, agent) {
			a.Agents = append(a.Agents, agent)
		}
		for _, g := range d.Gates {
			if !g.Passed && g.Skipped == "" && !g.Builtin {
				a.GatesFailed++
			}
		}
		a.last = d
	}
	out := make([]Task, len(rows))
	for i, a := range rows {
		a.Outcome, a.Class = outcome(a.Reports, a.last)
		out[i] = a.Task
	}
	return out
}

// outcome is what the last report on a task came to.
func outcome(reports int, last store.Decision) (string, string) {
	switch {
	case reports == 0:
		return "not reported", "none"
	case last.Status == "BLOCKED":
		return "BLOCKED: escalated to you", "warn"
	case last.Verdict == "escalate":
		return "let go by the loop guard: escalated to you", "bad"
	case last.Verdict == "block":
		return "sent back (no later report)", "bad"
	case last.Verdict == "stop":
		return "stopped", "bad"
	}
	if reports > 1 {
		return fmt.Sprintf("done after %d reports", reports), "ok"
	}
	return "done", "ok"
}

// matchByID matches a TASK line that starts with the task's ID.
func matchByID(t PlanTask, line string) bool {
	id := strings.TrimSpace(t.ID)
	if id == "" || len(line) < len(id) || !strings.EqualFold(line[:len(id)], id) {
		return false
	}
	if len(line) == len(id) {
		return true
	}
	c := line[len(id)]
	return !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
}

// Chart is the lanes drawn as SVG: every size is in SVG units.
type Chart struct {
	Width, Height, LabelWidth int
	Rows                      []ChartRow
	Ticks                     []ChartTick
}

// ChartRow is one lane of the chart.
type ChartRow struct {
	Y          int
	Label      string
	X1, X2     float64
	Marks      []ChartMark
	Background bool
}

// ChartMark is one decision on a lane.
type ChartMark struct {
	X     float64
	Class string
	Title string
	// Ref is the timeline entry's anchor.
	Ref string
}

// ChartTick is a time label on the axis.
type ChartTick struct {
	X     float64
	Label string
}

const (
	chartWidth = 960
	labelWidth = 200
	rowHeight  = 30
	axisHeight = 24
)

func chart(r Report) Chart {
	c := Chart{Width: chartWidth, LabelWidth: labelWidth, Height: axisHeight + rowHeight*len(r.Lanes) + 8}
	span := r.End.Sub(r.Start)
	plot := float64(chartWidth - labelWidth - 40)
	x := func(t time.Time) float64 {
		if span <= 0 {
			return float64(labelWidth) + plot/2
		}
		return float64(labelWidth) + plot*float64(t.Sub(r.Start))/float64(span)
	}
	index := map[string]int{}
	for i, l := range r.Lanes {
		label := l.Label
		if l.Task != "" {
			label += " — " + l.Task
		}
		index[l.Key] = i
		c.Rows = append(c.Rows, ChartRow{Y: axisHeight + i*rowHeight, Label: clipRunes(label, 30), X1: x(l.Start), X2: x(l.End), Background: i%2 == 0})
	}
	for i, e := range r.Entries {
		row := &c.Rows[index[e.Lane]]
		row.Marks = append(row.Marks, ChartMark{X: x(e.Time), Class: e.Class, Title: e.Time.Format("15:04:05") + " " + e.Event + " " + e.Verdict, Ref: fmt.Sprintf("e%d", i)})
	}
	for i := 0; i <= 4; i++ {
		off := span * time.Duration(i) / 4
		label := r.Start.Add(off).Local().Format("15:04:05")
		if span < time.Minute {
			// Clock seconds would repeat: say how far into the session.
			label = "+" + off.Round(time.Millisecond).String()
		}
		c.Ticks = append(c.Ticks, ChartTick{X: x(r.Start.Add(off)), Label: label})
	}
	return c
}

func clipRunes(s string, n int) string {
	rs := []rune(s)
	if len(rs) <= n {
		return s
	}
	return string(rs[:n-1]) + "…"
}

//go:embed report.html.tmpl
var pageText string

var page = template.Must(template.New("report").Funcs(template.FuncMap{
	"clock": func(t time.Time) string { return t.Local().Format("15:04:05") },
	"stamp": func(t time.Time) string { return t.Local().Format("2006-01-02 15:04:05 MST") },
	"since": func(d time.Duration) string {
		if d < time.Minute {
			return "+" + d.Round(time.Millisecond).String()
		}
		return "+" + d.Round(time.Second).String()
	},
	"ms": func(v float64) string {
		if v >= 1000 {
			return fmt.Sprintf("%.1f s", v/1000)
		}
		return fmt.Sprintf("%.0f ms", v)
	},
	"dur":  func(d time.Duration) string { return d.Round(time.Millisecond).String() },
	"join": strings.Join,
}).Parse(pageText))

// Write renders r as one HTML page.
func Write(w io.Writer, r Report) error { return page.Execute(w, r) }
