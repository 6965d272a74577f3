package consent

import (
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// maxOutputLines bounds how many lines of pasted material programOutput
// reads: a long paste is judged by its first lines.
const maxOutputLines = 64

// programOutput reports whether the material a reply pastes (quoted is
// what Mask blanked, the user's words blanked instead) is what a program
// printed: a log, a stack trace, a CI or test run's output. Such a block
// is evidence the user shows ("this is what CI printed", "hier der
// Trace"), never a change of their own, whatever words it holds ("do not
// retry", "please set …"): whether the reply changes the plan is left to
// the user's own words around it ("also this one:", "fix this too" stay
// changes there). A diff, or a block with no line of program output (code
// to use, a config snippet, a quoted sentence) is not output.
func programOutput(quoted string) bool {
	if strings.Contains(quoted, "```") && diffLike(quoted[strings.Index(quoted, "```"):]) {
		return false
	}
	found := false
	n := 0
	for line := range strings.SplitSeq(quoted, "\n") {
		if n++; n > maxOutputLines {
			break
		}
		line = strings.TrimSpace(line)
		for strings.HasPrefix(line, ">") {
			line = strings.TrimSpace(line[1:])
		}
		if line == "" || strings.HasPrefix(line, "```") || strings.HasPrefix(line, "~~~") {
			continue
		}
		if line[0] == '+' || line[0] == '-' && !strings.HasPrefix(line, "---") || strings.HasPrefix(line, "@@") {
			return false // a line added or removed: a change written out
		}
		if lang.LogLine(line) || taggedLine(line) || levelInside(line) {
			found = true
		}
	}
	return found
}

// taggedLine reports whether a line opens with a program's tag in
// brackets ("[deploy] checking previous release...", "[vite] hmr update"):
// a word of two letters or more, so a task box ("[x] done") is not one.
func taggedLine(line string) bool {
	if line[0] != '[' {
		return false
	}
	end := strings.IndexByte(line, ']')
	if end < 3 || end+1 >= len(line) || line[end+1] != ' ' {
		return false
	}
	for i := 1; i < end; i++ {
		c := line[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == ':' || c == '.') {
			return false
		}
	}
	return true
}

// levelInside reports whether a line holds a log level in capitals with
// its colon after a program's prefix ("/bin/sh: …", "[deploy] ERROR: step
// failed"): the capitals and the colon are a program's, not a person's.
func levelInside(line string) bool {
	for _, lv := range [...]string{"ERROR:", "WARN:", "WARNING:", "FATAL:", "FAIL:", "FAILED:", "PANIC:"} {
		if strings.Contains(line, lv) {
			return true
		}
	}
	return strings.Contains(line, "exit code ") || strings.Contains(line, "exit status ")
}

// answersAsk reports whether the user's own words hand the pasted material
// over as what the agent asked for ("here's the log you asked for",
// "the trace you wanted"): input the agent wanted before deciding, so the
// plan may change with it, not evidence for a plan already made.
func answersAsk(cls []lang.Clause) bool {
	for _, cl := range cls {
		ws := cl.Words
		for i := 0; i+1 < len(ws); i++ {
			if ws[i] == "you" {
				switch ws[i+1] {
				case "asked", "wanted", "requested", "needed":
					return true
				}
			}
		}
	}
	return false
}

// withoutLeadIns blanks, in own (the user's words, pasted material
// already blanked), the words that introduce a block of program output:
// the clause that ends in a colon right before the block ("the output was
// literally this:", "o log era:", "hier der Trace zur Bestätigung:").
// Such a clause names what is shown, not what to do; one that directs or
// adds ("also this one:", "fix this too:", "please handle:") is kept, so
// its words are read as they are.
func withoutLeadIns(text, own string) string {
	var b []byte
	for at := 0; at < len(own); {
		c := strings.IndexByte(own[at:], ':')
		if c < 0 {
			break
		}
		k := at + c // a colon of the user's
		at = k + 1
		j := at
		for j < len(text) && (text[j] == ' ' || text[j] == '\n' || text[j] == '\t' || text[j] == '\r') {
			j++
		}
		if j == len(text) || own[j] != ' ' {
			continue // the user's words go on after it, not pasted material
		}
		start := k
		for start > 0 && strings.IndexByte(".,;!?\n", own[start-1]) < 0 && !strings.HasSuffix(own[:start], "—") {
			start--
		}
		cls := lang.Clauses(own[start:k])
		if len(cls) != 1 || !plainLeadIn(cls[0].Words) {
			continue
		}
		if b == nil {
			b = []byte(own)
		}
		for i := start; i <= k; i++ {
			b[i] = ' '
		}
	}
	if b == nil {
		return own
	}
	return string(b)
}

// plainLeadIn reports whether the words before a pasted block only name
// it: no instruction, request, duty or word that adds or contrasts.
func plainLeadIn(ws []string) bool {
	if len(ws) == 0 || imperativeOpening(ws[0]) || directsWork(ws) {
		return false
	}
	for i, w := range ws {
		if changeMarker(w) || hangingConnector(w) || foreignChange(w) {
			return false
		}
		if i > 0 && imperativeOpening(w) && (ws[i-1] == "and" || ws[i-1] == "so" || ws[i-1] == "then" || ws[i-1] == "pls") {
			return false // "and fix this:", "so handle this:"
		}
	}
	return true
}
