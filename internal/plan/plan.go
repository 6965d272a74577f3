// Package plan reads implementation plans as people write them: the task
// plans of the superpowers and cipherpowers workflows (a Markdown file of
// "### Task N: title" sections, each with a **Files:** list and steps with
// "Run:" commands and their "Expected:" output) and the plans Claude Code's
// plan mode approves (see Approval). It is pure: the caller reads files and
// transcripts and hands the text over.
//
// The parser reads lines by hand (no regular expressions: the hook program
// imports it and stays lean). It is lenient about decoration, since plans
// are written by language models: headings of any level ("## Task 1:",
// "### Task 2 —"), list items with "-", "*" or "+", labels in bold or not
// ("**Files:**", "Files:"), paths in backticks or bare, line ranges written
// as "path:40-58" or "path (lines 40-58)". Fenced code blocks are opaque:
// a "### Task" line inside one is code, not a task.
package plan

import (
	"strings"
)

// Kind is what a task does to a file, from the label of its Files entry.
type Kind string

// Kinds of file entries.
const (
	// Create: "Create:", "New:", "Add:".
	Create Kind = "create"
	// Modify: "Modify:", "Edit:", "Update:", "Change:".
	Modify Kind = "modify"
	// Test: "Test:", "Tests:".
	Test Kind = "test"
	// Other: any other label ("Delete:", "Reference:") or none.
	Other Kind = "other"
)

// Range is an inclusive range of line numbers of a file ("server.ts:40-58").
type Range struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// File is one entry of a task's Files list.
type File struct {
	// Path as the plan writes it, relative to the project (or a glob).
	Path string `json:"path"`
	// Kind is what the task does to it.
	Kind Kind `json:"kind"`
	// Label is the label as written ("Modify", "Reference"), "" without one.
	Label string `json:"label,omitempty"`
	// ReadOnly: the entry is for reading ("Reference:", "Read:", "See:"),
	// so the task does not allow changing the file.
	ReadOnly bool `json:"read_only,omitempty"`
	// Ranges are the line ranges the plan names, if any.
	Ranges []Range `json:"ranges,omitempty"`
	// Line is the entry's line in the plan (1-based).
	Line int `json:"line"`
}

// Step is a verification step: a command to run and what it should print.
type Step struct {
	// Run is the command ("npm test -- tests/auth.test.ts"); several lines
	// when the plan gives it as a code block.
	Run string `json:"run"`
	// Expected is what the plan says the command shows ("FAIL with …",
	// "PASS"), "" when it says nothing.
	Expected string `json:"expected,omitempty"`
	// Line is the Run: line in the plan (1-based).
	Line int `json:"line"`
}

// Task is one task of a plan.
type Task struct {
	// Number as written after "Task" ("2", "2.1", "3a").
	Number string `json:"number"`
	// Title is the heading's text after the number and its separator.
	Title string `json:"title"`
	// Line is the heading's line in the plan (1-based).
	Line int `json:"line"`
	// HasFiles: the task has a Files list; without one it cannot be
	// checked against what an agent changed.
	HasFiles bool `json:"has_files"`
	// Files are the entries of its Files list, in order.
	Files []File `json:"files"`
	// Verify are its Run: steps, in order.
	Verify []Step `json:"verify"`
	// Body is the task's text, heading included.
	Body string `json:"body"`
}

// Name is how people refer to the task: "Task 2: Auth middleware".
func (t Task) Name() string {
	if t.Title == "" {
		return "Task " + t.Number
	}
	return "Task " + t.Number + ": " + t.Title
}

// Plan is what Parse understood of a plan.
type Plan struct {
	// Title is the first level-1 heading, "" without one.
	Title string `json:"title"`
	// Tasks in the order they appear.
	Tasks []Task `json:"tasks"`
}

// MaxLines bounds how much of a plan Parse reads: far beyond any real plan,
// low enough that a hostile file cannot make the hook slow.
const MaxLines = 100_000

// Parse reads a plan written in Markdown. It never fails: text with no
// task headings gives a plan with no tasks.
func Parse(text string) Plan {
	p := parser{}
	n := 0
	for len(text) > 0 && n < MaxLines {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		n++
		p.line(strings.TrimSuffix(line, "\r"), n)
	}
	p.endTask()
	return p.plan
}

// parser is the state of one pass over a plan.
type parser struct {
	plan Plan
	// The task being read, its heading level, and where its body starts.
	task      *Task
	level     int
	body      strings.Builder
	fence     string // the open code fence ("```", "~~~~"), "" outside one
	fenceText strings.Builder
	// inFiles: reading the entries of a Files list; filesGap: a blank line
	// was seen inside it.
	inFiles, filesGap bool
	// runFence: the last Run: line (runLine) had no command, so the next
	// code block is the command.
	runFence bool
	runLine  int
	// expecting: the last verification step may still get its Expected.
	expecting bool
}

// line handles one line (number n, 1-based).
func (p *parser) line(line string, n int) {
	trimmed := strings.TrimLeft(line, " \t")
	if p.fence != "" {
		p.bodyLine(line)
		if closesFence(trimmed, p.fence) {
			p.fence = ""
			if p.runFence {
				p.runFence = false
				p.addStep(strings.TrimRight(p.fenceText.String(), "\n"), p.runLine)
			}
			return
		}
		if p.runFence {
			p.fenceText.WriteString(line)
			p.fenceText.WriteByte('\n')
		}
		return
	}
	if f := openFence(trimmed); f != "" {
		p.fence = f
		p.inFiles = false
		p.fenceText.Reset()
		p.bodyLine(line)
		return
	}
	if level, text := heading(trimmed); level > 0 {
		if num, title, ok := taskHeading(text); ok {
			p.endTask()
			p.task = &Task{Number: num, Title: title, Line: n}
			p.level = level
			p.bodyLine(line)
			return
		}
		if p.task != nil && level <= p.level {
			p.endTask()
			return
		}
		if level == 1 && p.plan.Title == "" && p.task == nil {
			p.plan.Title = stripEmphasis(text)
		}
		p.inFiles = false
		p.bodyLine(line)
		return
	}
	if p.task == nil {
		return
	}
	p.bodyLine(line)
	p.taskLine(trimmed, n)
}

// taskLine reads a line of a task's body outside code blocks.
func (p *parser) taskLine(trimmed string, n int) {
	if trimmed == "" {
		if p.inFiles {
			p.filesGap = true
		}
		return
	}
	item, isItem := listItem(trimmed)
	label, rest := labelOf(item)
	switch strings.ToLower(label) {
	case "files", "file", "files touched", "files to change":
		p.task.HasFiles = true
		p.inFiles, p.filesGap = true, false
		if strings.TrimSpace(rest) != "" {
			p.addFiles("", rest, n)
		}
		return
	case "run", "command", "verify with":
		p.inFiles = false
		if cmd, ok := command(rest); ok {
			p.addStep(cmd, n)
		} else {
			p.runFence, p.runLine = true, n
			p.expecting = false
		}
		return
	case "expected", "expect", "expected output":
		p.inFiles = false
		if p.expecting && len(p.task.Verify) > 0 {
			s := &p.task.Verify[len(p.task.Verify)-1]
			if s.Expected == "" {
				s.Expected = strings.TrimSpace(rest)
			}
		}
		p.expecting = false
		return
	}
	if p.inFiles {
		if !isItem || isCheckbox(item) {
			p.inFiles = false
			return
		}
		p.addFiles(label, rest, n)
	}
}

// addFiles adds the paths of one Files entry ("Modify: `a.go:3-9`").
func (p *parser) addFiles(label, rest string, n int) {
	if label == "" {
		rest = strings.TrimSpace(rest)
	}
	kind, readOnly := kindOf(label)
	for _, ref := range pathRefs(rest) {
		f := File{Path: ref.path, Kind: kind, Label: label, ReadOnly: readOnly, Ranges: ref.ranges, Line: n}
		p.task.Files = append(p.task.Files, f)
	}
}

// addStep adds a verification step.
func (p *parser) addStep(cmd string, n int) {
	if p.task == nil || strings.TrimSpace(cmd) == "" {
		return
	}
	p.task.Verify = append(p.task.Verify, Step{Run: cmd, Line: n})
	p.expecting = true
}

func (p *parser) bodyLine(line string) {
	if p.task == nil {
		return
	}
	p.body.WriteString(line)
	p.body.WriteByte('\n')
}

// endTask closes the task being read.
func (p *parser) endTask() {
	if p.task == nil {
		return
	}
	p.task.Body = strings.TrimRight(p.body.String(), "\n")
	p.plan.Tasks = append(p.plan.Tasks, *p.task)
	p.task = nil
	p.body.Reset()
	p.inFiles, p.runFence, p.expecting = false, false, false
}

// openFence returns the fence a line opens ("```", "~~~~"), or "".
func openFence(t string) string {
	if len(t) < 3 || t[0] != '`' && t[0] != '~' {
		return ""
	}
	c := t[0]
	i := 0
	for i < len(t) && t[i] == c {
		i++
	}
	if i < 3 || c == '`' && strings.IndexByte(t[i:], '`') >= 0 {
		return ""
	}
	return t[:i]
}

// closesFence reports whether a line closes the fence f.
func closesFence(t, f string) bool {
	if !strings.HasPrefix(t, f) {
		return false
	}
	rest := strings.TrimLeft(t, f[:1])
	return strings.TrimSpace(rest) == ""
}

// heading returns a Markdown heading's level and text, 0 for other lines.
func heading(t string) (int, string) {
	level := 0
	for level < len(t) && level < 7 && t[level] == '#' {
		level++
	}
	if level == 0 || level > 6 || level < len(t) && t[level] != ' ' && t[level] != '\t' {
		return 0, ""
	}
	text := strings.TrimSpace(t[level:])
	text = strings.TrimSpace(strings.TrimRight(text, "#"))
	return level, text
}

// taskHeading reads "Task 2: Auth middleware", "Task 3 — x", "Task 4"
// (after the heading marks, emphasis allowed).
func taskHeading(text string) (num, title string, ok bool) {
	text = strings.TrimLeft(text, "*_ ")
	if len(text) < 6 || !strings.EqualFold(text[:4], "task") || text[4] != ' ' && text[4] != '\t' {
		return "", "", false
	}
	rest := strings.TrimLeft(text[5:], " \t#")
	num = taskNumber(rest)
	if num == "" {
		return "", "", false
	}
	rest = rest[len(num):]
	if rest != "" && !strings.ContainsAny(rest[:1], " \t:.)-*_") && !strings.HasPrefix(rest, "—") && !strings.HasPrefix(rest, "–") {
		return "", "", false
	}
	rest = strings.TrimLeft(rest, "*_ \t")
	for _, sep := range []string{":", "—", "–", "-", ".", ")"} {
		if r, ok := strings.CutPrefix(rest, sep); ok {
			rest = r
			break
		}
	}
	return num, stripEmphasis(strings.TrimSpace(rest)), true
}

// taskNumber returns the task number at the start of s: digits, more
// dot-separated digits ("2.1"), and an optional letter ("3a").
func taskNumber(s string) string {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	if i == 0 {
		return ""
	}
	for i+1 < len(s) && s[i] == '.' && isDigit(s[i+1]) {
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	if i < len(s) && isLower(s[i]) && (i+1 == len(s) || !isLetter(s[i+1])) {
		i++
	}
	return s[:i]
}

// stripEmphasis removes emphasis wrapping a whole text ("**x**").
func stripEmphasis(s string) string {
	s = strings.TrimSpace(s)
	for len(s) >= 2 && (s[0] == '*' || s[0] == '_') && s[len(s)-1] == s[0] {
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	return strings.TrimRight(strings.TrimLeft(s, "*_"), "*_ ")
}

// listItem strips a list marker ("- ", "* ", "+ ", "1. ") from a trimmed
// line; ok is false when the line is not a list item.
func listItem(t string) (string, bool) {
	if len(t) >= 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && (t[1] == ' ' || t[1] == '\t') {
		return strings.TrimLeft(t[2:], " \t"), true
	}
	i := 0
	for i < len(t) && i < 3 && isDigit(t[i]) {
		i++
	}
	if i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && (t[i+1] == ' ' || t[i+1] == '\t') {
		return strings.TrimLeft(t[i+2:], " \t"), true
	}
	return t, false
}

// isCheckbox reports whether a list item is a task-list step ("[ ] …").
func isCheckbox(item string) bool {
	return len(item) >= 3 && item[0] == '[' && item[2] == ']'
}

// labelOf splits "**Modify:** `x`", "Modify: `x`" or "**Files:**" into its
// label and the rest; a line without a short label comes back whole.
func labelOf(item string) (label, rest string) {
	s := strings.TrimLeft(item, "*_")
	colon := strings.IndexByte(s, ':')
	if colon <= 0 || colon > 24 {
		return "", item
	}
	label = strings.TrimRight(s[:colon], "*_ ")
	for i := 0; i < len(label); i++ {
		if c := label[i]; !isLetter(c) && c != ' ' {
			return "", item
		}
	}
	rest = strings.TrimLeft(s[colon+1:], "*_")
	return label, rest
}

// kindOf maps a Files label to its kind.
func kindOf(label string) (Kind, bool) {
	switch strings.ToLower(label) {
	case "create", "created", "new", "add", "added":
		return Create, false
	case "modify", "modified", "edit", "update", "change", "extend":
		return Modify, false
	case "test", "tests", "test file", "test files":
		return Test, false
	case "reference", "references", "read", "see", "context", "look at":
		return Other, true
	}
	return Other, false
}

// command reads the command of a "Run:" line: the first code span, else
// the text after the label; ok is false when there is none (the command is
// the code block that follows).
func command(rest string) (string, bool) {
	rest = strings.TrimSpace(rest)
	if rest == "" {
		return "", false
	}
	if i := strings.IndexByte(rest, '`'); i >= 0 {
		ticks := 1
		for i+ticks < len(rest) && rest[i+ticks] == '`' {
			ticks++
		}
		if end := strings.Index(rest[i+ticks:], rest[i:i+ticks]); end >= 0 {
			cmd := strings.TrimSpace(rest[i+ticks : i+ticks+end])
			return cmd, cmd != ""
		}
	}
	return rest, true
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLower(c byte) bool  { return c >= 'a' && c <= 'z' }
func isLetter(c byte) bool { return isLower(c) || c >= 'A' && c <= 'Z' }

// Concreteness scores a plan on the four marks the consent capability
// looks for in a proposal, 0–4: named files (a Files entry), specific
// changes (a file to create or modify), a bounded scope (every task has a
// Files list), and a way to check it (a Run: step). A plan file in this
// format is concrete when it scores 4.
func (p Plan) Concreteness() int {
	if len(p.Tasks) == 0 {
		return 0
	}
	target, change, scope, success := false, false, true, false
	for _, t := range p.Tasks {
		scope = scope && t.HasFiles && len(t.Files) > 0
		target = target || len(t.Files) > 0
		success = success || len(t.Verify) > 0
		for _, f := range t.Files {
			change = change || f.Kind == Create || f.Kind == Modify
		}
	}
	n := 0
	for _, b := range []bool{target, change, scope, success} {
		if b {
			n++
		}
	}
	return n
}
