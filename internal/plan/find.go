package plan

import "strings"

// Task finds the task a reference names: the TASK: line of a report
// ("Task 2 - Auth middleware", "Task 2", "2", "auth middleware") or a
// task's heading quoted in a prompt. A number wins; else the title must
// match exactly one task (one contains the other, ignoring case and
// punctuation).
func (p Plan) Task(ref string) (Task, bool) {
	s := strings.TrimSpace(stripEmphasis(ref))
	if num := refNumber(s); num != "" {
		for _, t := range p.Tasks {
			if strings.EqualFold(t.Number, num) {
				return t, true
			}
		}
	}
	want := words(s)
	if len(want) < 3 {
		return Task{}, false
	}
	found, n := Task{}, 0
	for _, t := range p.Tasks {
		title := words(t.Title)
		if title == "" {
			continue
		}
		if strings.Contains(want, title) || len(want) >= len(title)/2 && strings.Contains(title, want) {
			found, n = t, n+1
		}
	}
	return found, n == 1
}

// refNumber is the task number a reference starts with: "Task 2 …",
// "task #2", "2 - …", "2".
func refNumber(s string) string {
	if len(s) >= 4 && strings.EqualFold(s[:4], "task") {
		rest := strings.TrimLeft(s[4:], " \t#")
		if len(rest) < len(s)-4 || rest == "" {
			return taskNumber(rest)
		}
		return ""
	}
	return taskNumber(s)
}

// words lower-cases s and keeps its letters and digits, one space between
// words: "Auth-middleware!" and "auth middleware" compare equal.
func words(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r > 0x7f:
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		default:
			space = true
		}
	}
	return b.String()
}

// MaxPromptRefs bounds how many plan-file paths PlanFiles returns.
const MaxPromptRefs = 8

// PlanFiles lists the Markdown paths a prompt names ("docs/plans/x.md",
// "`plan.md`"), in order, at most MaxPromptRefs: where a dispatcher says
// the plan is.
func PlanFiles(prompt string) []string {
	var out []string
	for _, w := range strings.Fields(prompt) {
		w = strings.TrimRight(strings.TrimLeft(w, "`'\"([<{*"), "`'\")]>},;:!?*.")
		if len(w) < 4 || !strings.EqualFold(w[len(w)-3:], ".md") || !hasLetter(w[:len(w)-3]) || strings.Contains(w, "://") {
			continue
		}
		dup := false
		for _, o := range out {
			dup = dup || o == w
		}
		if !dup {
			out = append(out, w)
		}
		if len(out) == MaxPromptRefs {
			break
		}
	}
	return out
}

// TaskInPrompt finds the task a subagent's prompt gives it: a task heading
// quoted in the prompt ("### Task 2: Auth middleware" and its text), else
// the first "Task N" the prompt mentions, matched to p's tasks. When p has
// no such task but the prompt quotes exactly one task in full, that quoted
// task is returned: it is what the agent was told.
func TaskInPrompt(p Plan, prompt string) (Task, bool) {
	quoted := Parse(prompt)
	for _, q := range quoted.Tasks {
		if t, ok := p.Task("Task " + q.Number); ok && sameTitle(t, q) {
			return t, true
		}
	}
	if len(quoted.Tasks) == 1 {
		if t, ok := p.Task(quoted.Tasks[0].Title); ok {
			return t, true
		}
		return quoted.Tasks[0], true
	}
	lower := strings.ToLower(prompt)
	for i := 0; ; {
		j := strings.Index(lower[i:], "task ")
		if j < 0 {
			return Task{}, false
		}
		i += j + len("task ")
		if j > 0 && isLetter(lower[i-len("task ")-1]) {
			continue // "subtask 3"
		}
		if num := taskNumber(strings.TrimLeft(prompt[i:], "#")); num != "" {
			return p.Task("Task " + num)
		}
	}
}

// sameTitle: a quoted task with no title, or the same title.
func sameTitle(t, q Task) bool {
	return q.Title == "" || words(t.Title) == words(q.Title)
}
