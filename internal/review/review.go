// Package review is the full-screen terminal review of change sets
// (`plan-compliance changes review`): a summary card per set with one line
// per item grouped by category, keys to confirm ✓, reject ✗ (with an
// optional reason), defer or confirm all, and a detail view with the
// before/after diff of each item. It is a bubbletea model over a Source,
// so the store, the file edits and the terminal stay outside it and tests
// drive it key by key.
package review

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/textinput"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/plan-compliance/plan-compliance/internal/changeset"
	"github.com/plan-compliance/plan-compliance/internal/printable"
)

// Source is what the screen reviews and where verdicts go.
type Source interface {
	// Decide records verdict v (with reason, for rejections) on items of
	// set id and returns the set as it is afterwards.
	Decide(id uint64, items []int, v changeset.Verdict, reason string) (changeset.Set, error)
	// Preview is the diff a file-edit item would make now, or why it would
	// not apply.
	Preview(set *changeset.Set, it changeset.Item) (diff, problem string)
}

type mode int

const (
	listMode mode = iota
	detailMode
	reasonMode
)

// Model is the review screen. Build it with New and run it with
// tea.NewProgram(m, tea.WithAltScreen()).
type Model struct {
	src    Source
	sets   []changeset.Set
	set    int // index of the set shown
	cursor int // index into rows(set)
	mode   mode
	status string
	width  int
	height int
	reason textinput.Model
	detail viewport.Model
	styles styles
	// Decisions counts verdicts given in this session, for the exit line.
	decisions int
}

type styles struct {
	title, dim, selected, ok, bad, warn, help, heading lipgloss.Style
}

func newStyles() styles {
	return styles{
		title:    lipgloss.NewStyle().Bold(true),
		heading:  lipgloss.NewStyle().Bold(true).Underline(true),
		dim:      lipgloss.NewStyle().Faint(true),
		selected: lipgloss.NewStyle().Reverse(true),
		ok:       lipgloss.NewStyle().Foreground(lipgloss.Color("2")),
		bad:      lipgloss.NewStyle().Foreground(lipgloss.Color("1")),
		warn:     lipgloss.NewStyle().Foreground(lipgloss.Color("3")),
		help:     lipgloss.NewStyle().Faint(true),
	}
}

// New builds the screen over sets (with their items), newest first.
func New(src Source, sets []changeset.Set) Model {
	ti := textinput.New()
	ti.Placeholder = "why? (optional; Enter to reject, Esc to cancel)"
	ti.CharLimit = 300
	ti.Prompt = "Reason: "
	m := Model{src: src, sets: sets, reason: ti, detail: viewport.New(80, 20), styles: newStyles(), width: 80, height: 24}
	m.cursor = m.firstUndecided()
	return m
}

// Decisions is how many verdicts were given.
func (m Model) Decisions() int { return m.decisions }

// Init implements tea.Model.
func (m Model) Init() tea.Cmd { return nil }

// rows orders the items of the current set as shown: by category, then
// number. It returns indexes into Items.
func (m Model) rows() []int {
	if len(m.sets) == 0 {
		return nil
	}
	items := m.sets[m.set].Items
	var out []int
	for _, cat := range changeset.Categories() {
		for i, it := range items {
			if it.Category == cat {
				out = append(out, i)
			}
		}
	}
	return out
}

func (m Model) current() (*changeset.Set, *changeset.Item) {
	rows := m.rows()
	if len(rows) == 0 || m.cursor >= len(rows) {
		return nil, nil
	}
	set := &m.sets[m.set]
	return set, &set.Items[rows[m.cursor]]
}

func (m Model) firstUndecided() int {
	rows := m.rows()
	for i, r := range rows {
		if m.sets[m.set].Items[r].Status.Undecided() {
			return i
		}
	}
	return 0
}

// nextUndecided moves to the next undecided item after the cursor, wrapping.
func (m *Model) nextUndecided() {
	rows := m.rows()
	for k := 1; k <= len(rows); k++ {
		i := (m.cursor + k) % len(rows)
		if m.sets[m.set].Items[rows[i]].Status.Undecided() {
			m.cursor = i
			return
		}
	}
}

// Update implements tea.Model.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.detail.Width, m.detail.Height = msg.Width, max(msg.Height-4, 3)
		m.reason.Width = max(msg.Width-12, 10)
		return m, nil
	case tea.KeyMsg:
		switch m.mode {
		case reasonMode:
			return m.updateReason(msg)
		case detailMode:
			return m.updateDetail(msg)
		}
		return m.updateList(msg)
	}
	return m, nil
}

func (m Model) updateList(k tea.KeyMsg) (tea.Model, tea.Cmd) {
	rows := m.rows()
	switch k.String() {
	case "q", "esc", "ctrl+c":
		return m, tea.Quit
	case "up", "k":
		if m.cursor > 0 {
			m.cursor--
		}
	case "down", "j":
		if m.cursor < len(rows)-1 {
			m.cursor++
		}
	case "right", "l", "tab":
		if m.set < len(m.sets)-1 {
			m.set++
			m.cursor = m.firstUndecided()
		}
	case "left", "h", "shift+tab":
		if m.set > 0 {
			m.set--
			m.cursor = m.firstUndecided()
		}
	case "enter":
		if _, it := m.current(); it != nil {
			m.mode = detailMode
			m.detail.SetContent(m.detailText())
			m.detail.GotoTop()
		}
	default:
		return m.verdictKey(k)
	}
	return m, nil
}

// verdictKey handles the keys that decide, in the list and in the detail
// view alike.
func (m Model) verdictKey(k tea.KeyMsg) (tea.Model, tea.Cmd) {
	set, it := m.current()
	if it == nil {
		return m, nil
	}
	switch k.String() {
	case "y", "c", "+":
		m.decide([]int{it.N}, changeset.Confirmed, "")
	case "n", "x", "-":
		if err := changeset.CanDecide(set, it, changeset.Rejected); err != nil {
			m.status = "⚠ " + err.Error()
			return m, nil
		}
		m.mode = reasonMode
		m.reason.SetValue("")
		return m, m.reason.Focus()
	case "d":
		m.decide([]int{it.N}, changeset.Deferred, "")
	case "a":
		var ns []int
		for _, x := range set.Items {
			if x.Status == changeset.ItemPending || x.Status == changeset.ItemDeferred {
				ns = append(ns, x.N)
			}
		}
		if len(ns) == 0 {
			m.status = "Nothing left to confirm in this set."
			return m, nil
		}
		m.decide(ns, changeset.Confirmed, "")
	}
	return m, nil
}

func (m Model) updateReason(k tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch k.String() {
	case "enter":
		_, it := m.current()
		m.mode = listMode
		m.reason.Blur()
		m.decide([]int{it.N}, changeset.Rejected, strings.TrimSpace(m.reason.Value()))
		return m, nil
	case "esc", "ctrl+c":
		m.mode = listMode
		m.reason.Blur()
		m.status = "Not rejected."
		return m, nil
	}
	var cmd tea.Cmd
	m.reason, cmd = m.reason.Update(k)
	return m, cmd
}

func (m Model) updateDetail(k tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch k.String() {
	case "esc", "q", "backspace", "enter":
		m.mode = listMode
		return m, nil
	case "ctrl+c":
		return m, tea.Quit
	case "y", "c", "+", "d", "a":
		m.mode = listMode
		return m.verdictKey(k)
	case "n", "x", "-":
		return m.verdictKey(k)
	}
	var cmd tea.Cmd
	m.detail, cmd = m.detail.Update(k)
	return m, cmd
}

// decide sends a verdict to the source and shows what came of it.
func (m *Model) decide(ns []int, v changeset.Verdict, reason string) {
	set := &m.sets[m.set]
	for _, n := range ns {
		if err := changeset.CanDecide(set, set.Item(n), v); err != nil {
			m.status = "⚠ " + err.Error()
			return
		}
	}
	after, err := m.src.Decide(set.ID, ns, v, reason)
	if err != nil {
		m.status = "⚠ " + err.Error()
		return
	}
	m.sets[m.set] = after
	m.decisions += len(ns)
	var lines []string
	for _, n := range ns {
		it := after.Item(n)
		if it == nil {
			continue
		}
		lines = append(lines, fmt.Sprintf("%s %d. %s", mark(it.Status), it.N, outcome(*it)))
	}
	m.status = strings.Join(lines, "\n")
	if after.Counts.Undecided() == 0 {
		m.status += "\nChange set " + fmt.Sprint(after.ID) + " is fully decided."
		return
	}
	m.nextUndecided()
}

// outcome says what became of an item, for the status line; printable.
func outcome(it changeset.Item) string { return printable.Line(outcomeText(it)) }

func outcomeText(it changeset.Item) string {
	switch it.Status {
	case changeset.ItemApplied:
		return "applied: " + it.Summary
	case changeset.ItemConfirmed:
		return "confirmed; the agent will be told to run it: " + it.Summary
	case changeset.ItemFailed:
		return it.Summary + " — " + it.Result
	case changeset.ItemRejected:
		if it.Reason != "" {
			return fmt.Sprintf("rejected (reason: %q): %s", it.Reason, it.Summary)
		}
		return "rejected: " + it.Summary
	case changeset.ItemDeferred:
		return "deferred: " + it.Summary
	}
	return string(it.Status) + ": " + it.Summary
}

func mark(s changeset.ItemStatus) string {
	switch s {
	case changeset.ItemConfirmed, changeset.ItemApplied, changeset.ItemRan:
		return "✓"
	case changeset.ItemRejected:
		return "✗"
	case changeset.ItemFailed:
		return "⚠"
	case changeset.ItemDeferred:
		return "…"
	case changeset.ItemPending:
		return "·"
	}
	return "–"
}

// View implements tea.Model.
func (m Model) View() string {
	if len(m.sets) == 0 {
		return "No change sets wait for review. Press q to quit.\n"
	}
	if m.mode == detailMode {
		return m.viewDetail()
	}
	set := &m.sets[m.set]
	st := m.styles
	var b strings.Builder
	undecided := set.Counts.Undecided()
	fmt.Fprintf(&b, "%s %s\n", st.title.Render(fmt.Sprintf("✨ %s suggests %d %s", printable.Line(set.Agent().Name()), set.Counts.Items, noun(set.Counts.Items, "change", "changes"))),
		st.dim.Render(fmt.Sprintf("— change set %d (%d of %d) · %s · %d undecided", set.ID, m.set+1, len(m.sets), set.Status, undecided)))
	rows := m.rows()
	var last changeset.Category
	for i, r := range rows {
		it := set.Items[r]
		if i == 0 || it.Category != last {
			b.WriteString("\n" + st.heading.Render(it.Category.Title()) + "\n")
			last = it.Category
		}
		line := fmt.Sprintf("%s %d. %s", mark(it.Status), it.N, it.Described())
		if note := rowNote(it); note != "" {
			line += "  " + note
		}
		line = printable.Line(line)
		line = clipWidth(line, m.width-4)
		switch {
		case i == m.cursor:
			line = "› " + st.selected.Render(line)
		case it.Status == changeset.ItemRejected:
			line = "  " + st.bad.Render(line)
		case it.Status == changeset.ItemFailed:
			line = "  " + st.warn.Render(line)
		case !it.Status.Undecided():
			line = "  " + st.ok.Render(line)
		default:
			line = "  " + line
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("\n")
	if m.mode == reasonMode {
		b.WriteString(m.reason.View() + "\n")
	} else {
		b.WriteString(st.help.Render("y confirm ✓ · n reject ✗ · d defer · a confirm all · enter details · ↑↓ move · ←→ set · q quit") + "\n")
	}
	if m.status != "" {
		b.WriteString("\n" + m.status + "\n")
	}
	return b.String()
}

func rowNote(it changeset.Item) string {
	switch it.Status {
	case changeset.ItemRejected:
		if it.Reason != "" {
			return fmt.Sprintf("rejected: %q", it.Reason)
		}
		return "rejected"
	case changeset.ItemApplied:
		return "applied"
	case changeset.ItemConfirmed:
		return "confirmed (agent runs it)"
	case changeset.ItemRan:
		return "run by the agent"
	case changeset.ItemFailed:
		return "failed: " + it.Result
	case changeset.ItemDeferred:
		return "deferred"
	case changeset.ItemExpired, changeset.ItemDismissed:
		return string(it.Status)
	}
	return ""
}

func (m Model) viewDetail() string {
	set, it := m.current()
	head := m.styles.title.Render(fmt.Sprintf("Change set %d, item %d of %d", set.ID, it.N, len(set.Items)))
	help := m.styles.help.Render("y confirm ✓ · n reject ✗ · d defer · ↑↓ scroll · esc back")
	return head + "\n" + m.detail.View() + "\n" + help + "\n"
}

// detailText is the detail of the current item: what, where, and the diff.
func (m Model) detailText() string {
	set, it := m.current()
	var b strings.Builder
	// Everything below comes from the agent (the call, its words, the file
	// on disk): b is made printable before the diff is coloured.
	fmt.Fprintf(&b, "%s %s\n", mark(it.Status), it.Summary)
	if it.AgentSays != "" {
		fmt.Fprintf(&b, "Agent says: %s (the agent's own description, not checked)\n", strconv.Quote(it.AgentSays))
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "Status:   %s\n", it.Status)
	fmt.Fprintf(&b, "Tool:     %s\n", it.Tool)
	if it.File != "" {
		fmt.Fprintf(&b, "File:     %s\n", it.File)
	}
	if it.Origin != "" {
		fmt.Fprintf(&b, "From:     %s\n", it.Origin)
	}
	if it.Reason != "" {
		fmt.Fprintf(&b, "Reason:   %q\n", it.Reason)
	}
	if it.Result != "" {
		fmt.Fprintf(&b, "Result:   %s\n", it.Result)
	}
	b.WriteString("\n")
	if it.Category == changeset.FileEdit {
		diff, problem := m.src.Preview(set, *it)
		head := printable.Text(b.String())
		b.Reset()
		b.WriteString(head)
		if problem != "" {
			b.WriteString(m.styles.warn.Render("⚠ would not apply now: "+printable.Line(problem)) + "\n\n")
		}
		for _, l := range strings.Split(printable.Text(diff), "\n") {
			switch {
			case strings.HasPrefix(l, "+"):
				l = m.styles.ok.Render(l)
			case strings.HasPrefix(l, "-"):
				l = m.styles.bad.Render(l)
			}
			b.WriteString(l + "\n")
		}
		return b.String()
	}
	b.WriteString("Arguments:\n")
	b.WriteString(prettyJSON(it.Args))
	return printable.Text(b.String())
}

func noun(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// clipWidth cuts a line to n display cells.
func clipWidth(s string, n int) string {
	if n <= 1 || lipgloss.Width(s) <= n {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && lipgloss.Width(string(r))+1 > n {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// Sets returns the sets as they are now (after the session's verdicts).
func (m Model) Sets() []changeset.Set { return slices.Clone(m.sets) }

// prettyJSON indents a call's arguments for reading.
func prettyJSON(raw []byte) string {
	var b bytes.Buffer
	if err := json.Indent(&b, raw, "  ", "  "); err != nil {
		return "  " + string(raw) + "\n"
	}
	return "  " + b.String() + "\n"
}
