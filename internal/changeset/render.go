package changeset

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// HistoryHeading starts the decision history injected into a model's context.
const HistoryHeading = "## Recent User Decisions"

// historyIntro follows the heading.
const historyIntro = "How the user answered recently proposed changes, newest first. Learn from the rejections: do not propose them again, and take the reasons into account."

// Tokens estimates how many tokens text costs a model: one per 4
// characters (Unicode code points), rounded up. It is the budget's unit,
// not a tokenizer: English prose runs about 4 characters a token.
func Tokens(text string) int {
	return (utf8.RuneCountInString(text) + 3) / 4
}

// RenderHistory is the "Recent User Decisions" section from decisions
// (newest first): at most maxEntries lines and maxTokens tokens (see
// Tokens) for the whole section, heading included; the oldest lines go
// first. With showAgent, lines say which agent proposed. "" when there is
// nothing to show.
func RenderHistory(decisions []Decision, maxEntries, maxTokens int, showAgent bool) string {
	head := HistoryHeading + "\n\n" + historyIntro + "\n"
	budget := maxTokens*4 - utf8.RuneCountInString(head)
	var lines []string
	used := 0
	for _, d := range decisions {
		if len(lines) == maxEntries {
			break
		}
		l := "\n- " + historyLine(d, showAgent)
		n := utf8.RuneCountInString(l)
		if used+n > budget {
			break
		}
		used += n
		lines = append(lines, l)
	}
	if len(lines) == 0 {
		return ""
	}
	return head + strings.Join(lines, "")
}

// historyLine is one decision: "✗ Edit parse.go: 1 line → 4 lines —
// rejected (reason: "title was fine")".
func historyLine(d Decision, showAgent bool) string {
	var b strings.Builder
	mark := "–"
	switch d.Verdict {
	case Confirmed:
		mark = "✓"
	case Rejected:
		mark = "✗"
	case Deferred:
		mark = "…"
	}
	b.WriteString(mark + " " + clip(d.Summary, 100))
	if showAgent && d.AgentType != "" {
		b.WriteString(" [" + d.AgentType + "]")
	}
	b.WriteString(" — ")
	switch d.Verdict {
	case Confirmed:
		b.WriteString("confirmed")
		if d.Result != "" && strings.HasPrefix(d.Result, "not applied") {
			b.WriteString(", but " + clip(d.Result, 80))
		}
	case Rejected:
		b.WriteString("rejected")
		if d.Reason != "" {
			b.WriteString(" (reason: " + strconv.Quote(clip(oneLine(d.Reason), 100)) + ")")
		}
	case Deferred:
		b.WriteString("deferred: the user will decide later")
	case Expired:
		b.WriteString("no decision (expired unreviewed)")
	case Dismissed:
		b.WriteString("no decision (dismissed)")
	default:
		b.WriteString(string(d.Verdict))
	}
	return b.String()
}

// RenderApprovals tells the model to run the calls the user confirmed;
// PreToolUse then allows each exactly once. "" when there are none.
func RenderApprovals(approvals []Approval) string {
	if len(approvals) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("## Calls the user confirmed\n\nThese calls were proposed earlier and held back for review. Run each now, exactly as written (same tool, same arguments): each is allowed once without asking.\n")
	for _, a := range approvals {
		fmt.Fprintf(&b, "\n- The user confirmed: %s %s; run it now. (change set %d, item %d: %s)", a.Tool, a.Args, a.SetID, a.N, a.Summary)
	}
	return b.String()
}

// Slash is a client's own command for reviewing change sets from the
// conversation ("/plan-compliance:changes", a slash command of Claude
// Code's plugin) and the client's name ("Claude Code"); zero when the
// client has none, and only the command line is offered.
type Slash struct {
	Command, Client string
}

// Notice is the systemMessage the user sees when a run that proposed
// changes ends: "✨ code-agent suggests 3 changes", the items, and how to
// review them: the command line, and slash where the client has it.
func Notice(agent Agent, sets []Set, slash Slash) string {
	total := 0
	for _, s := range sets {
		total += s.Counts.Undecided()
	}
	if total == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "✨ %s suggests %d %s", agent.Name(), total, plural(total, "change", "changes"))
	ids := make([]string, 0, len(sets))
	for _, s := range sets {
		ids = append(ids, strconv.FormatUint(s.ID, 10))
	}
	fmt.Fprintf(&b, " (change set %s):", strings.Join(ids, ", "))
	for _, s := range sets {
		prefix := ""
		if len(sets) > 1 {
			prefix = strconv.FormatUint(s.ID, 10) + "."
		}
		for _, it := range s.Items {
			if it.Status.Undecided() {
				fmt.Fprintf(&b, "\n  %s%d. %s", prefix, it.N, it.Described())
			}
		}
	}
	first := ids[0]
	some := "1"
	if sets[0].Counts.Items > 1 {
		some = "1 2"
	}
	fmt.Fprintf(&b, "\nReview: plan-compliance changes review (or: changes show %s · changes confirm %s %s · changes reject %s 1 --reason \"…\" · changes confirm-all %s)", first, first, some, first, first)
	if slash.Command != "" {
		fmt.Fprintf(&b, ", or %s in %s", slash.Command, slash.Client)
	}
	b.WriteString(".")
	return b.String()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
