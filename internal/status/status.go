// Package status reads the STATUS report a subagent ends its work with: the
// plan-compliance protocol. A report is a few "KEY: value" lines,
//
//	STATUS: OK | BLOCKED
//	TASK: the task the agent was given
//	REASON: why it is blocked (required with BLOCKED)
//	SUMMARY: what it did
//
// written by a language model, so the parser is lenient about decoration
// and strict about meaning. Parse never fails: it returns what it found and
// the list of problems that make the report unusable.
//
// # Key lines
//
// A key line starts with one of the four keys, followed by a colon. Before
// the key it may carry leading spaces, block-quote markers ("> "), a
// Markdown heading ("## "), a list marker ("-", "*", "+", "1.", "1)") and
// opening emphasis or code ("**", "__", "*", "_", "`"); the emphasis may
// close before the colon ("__STATUS__: OK"), right after it
// ("**STATUS:** OK") or at the end of the line ("**STATUS: OK**"). Keys
// match in any case, with any spaces around the colon. A key in the middle
// of a line ("the HTTP STATUS: 500 error") does not count. Line endings may
// be LF or CRLF.
//
// # Values
//
// The STATUS value is trimmed of spaces, emphasis, backticks and trailing
// punctuation ("OK.", "**BLOCKED**"), then must be OK or BLOCKED in any
// case; anything else ("DONE", "OK - all tests pass") is invalid: the
// report is found but its Status is empty. TASK is one line. REASON and
// SUMMARY run over the lines that follow them until a blank line, a code
// fence, another key line or the end of the message; the lines are joined
// with "\n". A value written wholly in emphasis or backticks ("**Task 3**")
// is unwrapped.
//
// # Which block counts
//
// The last STATUS line of the message wins: agents quote the protocol
// before their report, and change their mind. Its block is
//
//   - every TASK, REASON and SUMMARY line after it, and
//   - the key lines of the paragraph it ends, above it: the lines up to the
//     previous blank line or code fence ("TASK: …" written just before
//     "STATUS: OK"), unless that paragraph holds an earlier STATUS line:
//     keys after a STATUS line, up to the next one, belong to it.
//
// When a key appears more than once in the block, the occurrence nearest
// the STATUS line wins, looking below it first. Keys in earlier paragraphs
// or belonging to an earlier STATUS line are ignored.
//
// Code fences do not hide a report: agents often fence their final block,
// and a protocol template quoted in a fence earlier in the message is
// superseded by the real block after it, since the last one wins.
package status

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/plan-compliance/plan-compliance/internal/clip"
)

// The two valid STATUS values.
const (
	// OK: the task is done as the plan says; the gate chain runs next.
	OK = "OK"
	// Blocked: the plan cannot be followed as written; the user decides.
	Blocked = "BLOCKED"
)

// Report is what Parse found in a message.
type Report struct {
	// Found: a STATUS line was found, even one with an invalid value.
	Found bool `json:"found"`
	// Status is OK or Blocked, or "" when absent or invalid.
	Status string `json:"status"`
	// Task names the task the report is about.
	Task string `json:"task"`
	// Reason says why the agent is blocked.
	Reason string `json:"reason"`
	// Summary says what the agent did.
	Summary string `json:"summary"`
	// Problems says, one sentence each, what makes the report unusable:
	// empty when the report is valid. JSON always has a list, never null.
	Problems []string `json:"problems"`
}

// MarshalJSON writes the report with "problems" always a list, never null,
// and <, > and & left as they are for an encoder that does not escape HTML
// (reports quote templates such as "TASK: <task>").
func (r Report) MarshalJSON() ([]byte, error) {
	type plain Report
	p := plain(r)
	if p.Problems == nil {
		p.Problems = []string{}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// Valid reports whether the report can be acted on: a valid STATUS, a
// TASK, and a REASON when BLOCKED.
func (r Report) Valid() bool { return len(r.Problems) == 0 }

// The keys of a report.
type key int

const (
	noKey key = iota
	statusKey
	taskKey
	reasonKey
	summaryKey
)

// keyName is a key as written.
func keyName(k key) string {
	switch k {
	case statusKey:
		return "STATUS"
	case taskKey:
		return "TASK"
	case reasonKey:
		return "REASON"
	case summaryKey:
		return "SUMMARY"
	}
	return ""
}

// keyLine is one parsed key line.
type keyLine struct {
	key   key
	value string // trimmed, emphasis removed
}

// field is a key's value in the block being assembled.
type field struct {
	set   bool
	value string
}

// Parse reads the last STATUS block of text and says what is wrong with
// it. It scans lines from the end, so a long message with its report at
// the end costs little beyond finding the report.
func Parse(text string) Report {
	rep, _ := parse(text)
	return rep
}

// ParseEnd is Parse for a message of which only the end is at hand, so
// that a message of many megabytes need not be decoded whole: end is its
// last lines (it starts at the start of a line), whole is true when they
// are all of it. sure is false when Parse of the whole message could read
// another report: end has no STATUS line, or the paragraph above its last
// one reaches back to end's first line; Parse the whole message then.
func ParseEnd(end string, whole bool) (rep Report, sure bool) {
	rep, open := parse(end)
	return rep, whole || rep.Found && !open
}

// parse is Parse; open is true when the paragraph above the STATUS line
// reaches the start of text, where a longer text could carry it on.
func parse(text string) (rep Report, open bool) {
	// Find the last STATUS line, scanning backwards.
	sStart, sEnd := -1, -1
	var status keyLine
	for end := len(text); end >= 0; {
		start := strings.LastIndexByte(text[:end], '\n') + 1
		if kl, ok := parseKeyLine(text[start:end]); ok && kl.key == statusKey {
			sStart, sEnd, status = start, end, kl
			break
		}
		end = start - 1
	}
	var fields [summaryKey + 1]field
	if sStart >= 0 {
		rep.Found = true
		collect(text[min(sEnd+1, len(text)):], &fields, true)
		var above string
		above, open = paragraphAbove(text, sStart)
		collect(above, &fields, false)
	}
	rep.Task = fields[taskKey].value
	rep.Reason = fields[reasonKey].value
	rep.Summary = fields[summaryKey].value

	value := cleanStatus(status.value)
	switch {
	case !rep.Found:
		rep.Problems = append(rep.Problems, `no STATUS line: end the message with "STATUS: OK" or "STATUS: BLOCKED" on a line of its own`)
	case strings.EqualFold(value, OK):
		rep.Status = OK
	case strings.EqualFold(value, Blocked):
		rep.Status = Blocked
	case value == "":
		rep.Problems = append(rep.Problems, `the STATUS line has no value: write "STATUS: OK" or "STATUS: BLOCKED"`)
	default:
		rep.Problems = append(rep.Problems, fmt.Sprintf(`STATUS value %q is not OK or BLOCKED: write "STATUS: OK" or "STATUS: BLOCKED" and nothing else on that line`, shorten(value, 60)))
	}
	if rep.Status == Blocked && rep.Reason == "" {
		if fields[reasonKey].set {
			rep.Problems = append(rep.Problems, "STATUS: BLOCKED needs a REASON saying why; the REASON line is empty")
		} else {
			rep.Problems = append(rep.Problems, "STATUS: BLOCKED needs a REASON line saying why")
		}
	}
	if rep.Task == "" {
		if fields[taskKey].set {
			rep.Problems = append(rep.Problems, "the TASK line is empty: name the task you were given")
		} else {
			rep.Problems = append(rep.Problems, "no TASK line naming the task")
		}
	}
	return rep, open
}

// collect records the TASK, REASON and SUMMARY lines of block into fields.
// below says block follows the STATUS line: then the first occurrence of a
// key wins; above it, the last one (the nearest to STATUS in both cases).
// A key already set is left alone, so the block below takes precedence.
func collect(block string, fields *[summaryKey + 1]field, below bool) {
	var have [summaryKey + 1]bool
	for i := 0; i < len(block); {
		end := lineEnd(block, i)
		kl, ok := parseKeyLine(block[i:end])
		i = min(end+1, len(block))
		if !ok || kl.key == statusKey {
			continue
		}
		value := kl.value
		if kl.key != taskKey {
			value, i = continuation(block, end, value)
		}
		if fields[kl.key].set && !have[kl.key] {
			continue // set by the block below
		}
		if below && have[kl.key] {
			continue
		}
		have[kl.key] = true
		fields[kl.key] = field{set: true, value: unwrap(value)}
	}
}

// continuation extends value, which ends the key line ending at end in
// text, with the lines after it that continue it, up to a blank line, a
// fence or a key line. It returns the joined value and the offset of the
// first line after it.
func continuation(text string, end int, value string) (string, int) {
	// Find where the value ends and whether it is a plain slice of text
	// (no quote markers or spaces to strip), so that even a huge value
	// costs no copy.
	plain := strings.HasSuffix(text[:end], value)
	size, lines, next := len(value), 0, min(end+1, len(text))
	for next < len(text) {
		e := lineEnd(text, next)
		body := continuationBody(text[next:e])
		if body == "" {
			break
		}
		plain = plain && len(body) == e-next
		if size > 0 {
			size++
		}
		size += len(body)
		lines++
		next = min(e+1, len(text))
	}
	if lines == 0 {
		return value, next
	}
	last := next
	if last < len(text) || text[len(text)-1] == '\n' {
		last-- // drop the newline that ended the last line
	}
	if plain {
		start := end - len(value)
		if value == "" {
			start = end + 1
		}
		return text[start:last], next
	}
	var b strings.Builder
	b.Grow(size)
	b.WriteString(value)
	for i := end + 1; i < last; {
		e := lineEnd(text, i)
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(continuationBody(text[i:e]))
		i = e + 1
	}
	return b.String(), next
}

// lineEnd returns the offset of the newline ending the line that starts at
// i, or len(text) for the last line.
func lineEnd(text string, i int) int {
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(text)
}

// continuationBody is the text a line adds to a REASON or SUMMARY, or ""
// when the line ends it: a blank line, a fence or a key line.
func continuationBody(line string) string {
	body := strings.TrimSpace(stripQuote(line))
	if body == "" || isFence(body) {
		return ""
	}
	if _, ok := parseKeyLine(line); ok {
		return ""
	}
	return body
}

// paragraphAbove returns the lines just above the line starting at start,
// back to the previous blank line, fence or start of text (then open is
// true). When an earlier STATUS line comes first, the lines between belong
// to that one: it returns "".
func paragraphAbove(text string, start int) (above string, open bool) {
	top := start
	for end := start - 1; end >= 0; {
		s := strings.LastIndexByte(text[:end], '\n') + 1
		line := text[s:end]
		body := strings.TrimSpace(stripQuote(line))
		if body == "" || isFence(body) {
			return text[top:start], false
		}
		if kl, ok := parseKeyLine(line); ok && kl.key == statusKey {
			return "", false
		}
		top = s
		end = s - 1
	}
	return text[top:start], true
}

// parseKeyLine recognises a key line and returns its key and value.
func parseKeyLine(line string) (keyLine, bool) {
	s := strings.TrimRight(line, " \t\r")
	s = stripPrefix(s)
	// Opening emphasis or code, remembered so it can be closed later.
	n := 0
	for n < len(s) && isMark(s[n]) {
		n++
	}
	open := s[:n]
	s = s[n:]
	k, n := matchKey(s)
	if k == noKey {
		return keyLine{}, false
	}
	s = s[n:]
	// Emphasis closing before the colon, then the colon.
	n = 0
	for n < len(s) && isMark(s[n]) {
		n++
	}
	closed := open != "" && n > 0
	s = strings.TrimLeft(s[n:], " \t")
	if s == "" || s[0] != ':' {
		return keyLine{}, false
	}
	s = strings.TrimLeft(s[1:], " \t")
	if open != "" && !closed {
		// "**STATUS:** OK" closes right after the colon;
		// "**STATUS: OK**" at the end of the line.
		closer := reverse(open)
		switch {
		case strings.HasPrefix(s, closer):
			s = strings.TrimLeft(s[len(closer):], " \t")
		case strings.HasSuffix(s, closer):
			s = strings.TrimRight(s[:len(s)-len(closer)], " \t")
		}
	}
	return keyLine{key: k, value: s}, true
}

// stripPrefix removes the leading spaces, quote markers, heading and list
// markers a key may be written after.
func stripPrefix(s string) string {
	for {
		s = strings.TrimLeft(s, " \t")
		switch {
		case s == "":
			return s
		case s[0] == '>':
			s = s[1:]
		case s[0] == '#':
			s = strings.TrimLeft(s, "#")
		case (s[0] == '-' || s[0] == '*' || s[0] == '+') && len(s) > 1 && (s[1] == ' ' || s[1] == '\t'):
			s = s[2:]
		default:
			n := 0
			for n < len(s) && n < 9 && s[n] >= '0' && s[n] <= '9' {
				n++
			}
			if n > 0 && n+1 < len(s) && (s[n] == '.' || s[n] == ')') && (s[n+1] == ' ' || s[n+1] == '\t') {
				s = s[n+2:]
				continue
			}
			return s
		}
	}
}

// stripQuote removes leading spaces and block-quote markers.
func stripQuote(s string) string {
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" || s[0] != '>' {
			return s
		}
		s = s[1:]
	}
}

// matchKey reports which key s starts with, in any case, and its length.
// The key must end at a non-letter so "STATUSES:" or "Tasks:" do not count.
func matchKey(s string) (key, int) {
	for k := statusKey; k <= summaryKey; k++ {
		name := keyName(k)
		if len(s) >= len(name) && strings.EqualFold(s[:len(name)], name) {
			if len(s) == len(name) || !isWordByte(s[len(name)]) {
				return k, len(name)
			}
		}
	}
	return noKey, 0
}

// cleanStatus trims a STATUS value of decoration: spaces, emphasis,
// backticks and trailing punctuation.
func cleanStatus(v string) string {
	return strings.TrimRight(strings.Trim(v, " \t*_`"), " \t*_`.!,;:")
}

// unwrap removes emphasis or backticks that wrap a whole value.
func unwrap(v string) string {
	v = strings.TrimSpace(v)
	for _, m := range [...]string{"**", "__", "`", "*", "_"} {
		if len(v) > 2*len(m) && strings.HasPrefix(v, m) && strings.HasSuffix(v, m) &&
			!strings.Contains(v[len(m):len(v)-len(m)], m) {
			return strings.TrimSpace(v[len(m) : len(v)-len(m)])
		}
	}
	return v
}

// isFence reports whether a trimmed line opens or closes a code fence.
func isFence(s string) bool {
	return strings.HasPrefix(s, "```") || strings.HasPrefix(s, "~~~")
}

func isMark(c byte) bool { return c == '*' || c == '_' || c == '`' }

// isWordByte reports whether c continues a word. '_' does not: it closes
// emphasis in "__STATUS__: OK".
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

// shorten cuts s to at most n bytes on a rune boundary, marking the cut.
func shorten(s string, n int) string {
	return clip.Ellipsis(s, n)
}

const statusTemplate = "STATUS: OK\nTASK: <the task you were given, e.g. Task 3 - auth middleware>\nSUMMARY: <what you did>"

const blockedTemplate = "STATUS: BLOCKED\nTASK: <the task>\nREASON: <what in the plan cannot be done as written, and why>"

// Missing says exactly what the report lacks and the block to end with.
func Missing(rep Report) string {
	var b strings.Builder
	b.WriteString("Your final message needs a valid STATUS report (plan-compliance protocol): ")
	b.WriteString(strings.Join(rep.Problems, "; "))
	b.WriteString(".\n\nEnd your final message with exactly this block when the task is done as the plan says:\n\n")
	b.WriteString(statusTemplate)
	b.WriteString("\n\nor, when you could not follow the plan as written (do not work around it):\n\n")
	b.WriteString(blockedTemplate)
	return b.String()
}
