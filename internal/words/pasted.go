package words

import "strings"

// QuoteRule says which quotations Mask blanks.
type QuoteRule uint8

// Quote rules.
const (
	// KeepQuotes blanks no quotation.
	KeepQuotes QuoteRule = iota
	// AllQuotes blanks every quotation, code spans included: for consent,
	// where a quoted "go ahead" is someone else's.
	AllQuotes
	// QuotedSpeech blanks the quotations that are someone's words rather
	// than a name: four words or more, or after a verb of saying ("the
	// ticket says 'bump the port'"). `code` and short quotes ("say 'empty
	// entry'") stay: they name things.
	QuotedSpeech
)

// Mask returns text with what is not the user's own words blanked out, byte
// for byte (so offsets into the result are offsets into text): fenced code
// blocks, "> " quoted lines, indented code blocks, log-like lines, the
// fields of a ticket or mail framed by rules, and the quotations quotes
// selects. It also reports whether anything was blanked.
//
// Pasted material never counts as the user's request or consent: a CI log
// that says "please set server.port to 9090" is something the user shows,
// not something they ask.
func Mask(text string, quotes QuoteRule) (string, bool) {
	var b []byte // allocated on the first blanked byte
	blank := func(from, to int) {
		if from >= to {
			return
		}
		if b == nil {
			b = []byte(text)
		}
		for i := from; i < to; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	fence := ""        // the fence that opened the block we are in
	panicking := false // in the message of a Rust panic, until a blank line
	prevBlank := true
	prevIndented := false
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		line := text[start:end]
		trimmed := strings.TrimSpace(line)
		indented := false
		switch {
		case fence != "":
			blank(start, end)
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
		case strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~"):
			fence = trimmed[:3]
			blank(start, end)
		case strings.HasPrefix(trimmed, ">"):
			blank(start, end)
		case ruleLine(trimmed) && fieldBlockEnd(text, end) > end:
			// "---\nSummary: …\nReporter: …\n---": a ticket's or a
			// mail's fields, framed by rules, are pasted
			close := fieldBlockEnd(text, end)
			blank(start, close)
			prevBlank, prevIndented = false, false
			start = close + 1
			continue
		case panicking && trimmed != "" || rustPanic(trimmed):
			// "thread 'main' panicked at src/cli.rs:2:15:" and the
			// message the program printed under it
			panicking = true
			blank(start, end)
		case trimmed != "" && (strings.HasPrefix(line, "    ") || strings.HasPrefix(line, "\t")) && (prevBlank || prevIndented):
			indented = true
			blank(start, end)
		case LogLine(trimmed):
			blank(start, end)
		case quotes != KeepQuotes:
			for _, q := range Quotations(line) {
				if quotes == AllQuotes || speech(line, q) {
					blank(start+q.Start, start+q.End)
				}
			}
		}
		prevBlank, prevIndented = trimmed == "", indented
		panicking = panicking && trimmed != ""
		start = end + 1
	}
	if b == nil {
		return text, false
	}
	return string(b), true
}

// ruleLine reports whether a trimmed line is a horizontal rule: three or
// more of the same '-', '=', '*' or '_' and nothing else.
func ruleLine(line string) bool {
	if len(line) < 3 || strings.IndexByte("-=*_", line[0]) < 0 {
		return false
	}
	return strings.Count(line, line[:1]) == len(line)
}

// maxFieldBlock bounds how many lines a rule-framed block of fields may
// hold, so a long message costs no more than one look ahead per rule.
const maxFieldBlock = 40

// fieldBlockEnd returns the end of the closing rule line of a block that
// starts after the rule line ending at from, when the block's lines are
// the fields of a pasted ticket, form or mail ("Summary: …", "Reporter:
// …", "Subject: …"): at least two field lines and at least as many as the
// other non-empty lines. It returns -1 when there is no such block.
func fieldBlockEnd(text string, from int) int {
	fields, others := 0, 0
	for start, n := from+1, 0; start <= len(text) && n < maxFieldBlock; n++ {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		line := strings.TrimSpace(text[start:end])
		switch {
		case ruleLine(line):
			if fields >= 2 && fields >= others {
				return end
			}
			return -1
		case fieldLine(line):
			fields++
		case line != "":
			others++
		}
		start = end + 1
	}
	return -1
}

// fieldLine reports whether a trimmed line is a form's field: a label of
// one to three words opening with a capital, a colon, a space and a value
// ("Reporter: k.hansen", "Fix Version: 2.1").
func fieldLine(line string) bool {
	label, value, ok := strings.Cut(line, ": ")
	if !ok || strings.TrimSpace(value) == "" || label == "" || label[0] < 'A' || label[0] > 'Z' || strings.Count(label, " ") > 2 {
		return false
	}
	for _, c := range label {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == ' ' || c == '-') {
			return false
		}
	}
	return true
}

// Span is a piece of a text by byte offsets.
type Span struct{ Start, End int }

// speech reports whether quotation q of line is someone's words: four
// words or more, or right after a verb of saying; never a code span.
func speech(line string, q Quote) bool {
	if line[q.Start] == '`' {
		return false
	}
	if strings.Count(strings.TrimSpace(line[q.Inner.Start:q.Inner.End]), " ") >= 3 {
		return true
	}
	before := strings.Fields(strings.ToLower(line[:q.Start]))
	return len(before) > 0 && SpeechVerb(strings.Trim(before[len(before)-1], ",:"))
}

// SpeechVerb reports whether w reports what someone said or wrote.
func SpeechVerb(w string) bool {
	switch w {
	case "said", "says", "wrote", "writes", "asked", "asks", "told", "tells", "suggested", "suggests",
		"mentioned", "replied", "commented", "reads", "wants", "claims", "claimed":
		return true
	}
	return false
}

// Quote is one quotation: Span covers the quotation marks, Inner what
// they enclose.
type Quote struct {
	Span
	Inner Span
}

// Quotations returns the quotations of one line: "…", “…”, `…`, and '…'
// when it holds a space (so "don't" and "it's" are not quotes). An unclosed
// quote is not one.
func Quotations(line string) []Quote {
	var out []Quote
	for i := 0; i < len(line); i++ {
		var closer string
		width := 1
		switch {
		case line[i] == '"':
			closer = `"`
		case line[i] == '`':
			closer = "`"
		case strings.HasPrefix(line[i:], "“"):
			closer, width = "”", len("“")
		case line[i] == '\'' && (i == 0 || !isLetter(line[i-1])):
			closer = "'"
		default:
			continue
		}
		from := i + width
		j := strings.Index(line[from:], closer)
		if j < 0 {
			continue
		}
		to := from + j
		if closer == "'" {
			// A closing ' must end a word, and the quote must hold words.
			for to < len(line) && to+1 < len(line) && isLetter(line[to+1]) {
				k := strings.Index(line[to+1:], "'")
				if k < 0 {
					to = -1
					break
				}
				to += 1 + k
			}
			if to < 0 || !strings.Contains(line[from:to], " ") {
				continue
			}
		}
		out = append(out, Quote{Span: Span{Start: i, End: to + len(closer)}, Inner: Span{Start: from, End: to}})
		i = to + len(closer) - 1
	}
	return out
}

func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// LogLine reports whether a trimmed line looks like program output rather
// than something a person typed: it opens with a timestamp, a bracketed
// level or time, a level word in capitals ("ERROR", "WARN:"), or the
// opening of a stack trace ("panic:", "Traceback", "goroutine 1 [", "at
// com.x.Y(").
func LogLine(line string) bool {
	if len(line) < 4 {
		return false
	}
	if len(line) > 4 && digits(line, 0, 4) && line[4] == '-' || len(line) >= 8 && digits(line, 0, 2) && line[2] == ':' && digits(line, 3, 2) && line[5] == ':' {
		return true // 2024-05-01…, 10:00:01…
	}
	first := line
	if i := strings.IndexAny(line, " \t"); i > 0 {
		first = line[:i]
	}
	if first[0] == '[' {
		inner := strings.Trim(first, "[]:")
		return levelWord(inner) || len(inner) >= 2 && inner[0] >= '0' && inner[0] <= '9'
	}
	if levelWord(strings.TrimRight(first, ":]")) && (strings.ToUpper(first) == first || strings.HasSuffix(first, ":")) {
		return true // "ERROR port in use", "Error: please update config.yaml"
	}
	if diagnostic(first) {
		return true // "parse.go:15: formatFooter: change …", "src/a.ts:3:9 error …"
	}
	if framed(line) {
		return true // "│ Use the aws_s3_bucket_acl resource instead." (terraform, cargo)
	}
	if name, ok := strings.CutSuffix(first, ":"); ok && (strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Exception")) && len(name) > 5 {
		return true // "ValueError: list.remove(x): x not in list"
	}
	for _, p := range [...]string{"panic:", "Traceback (", "goroutine ", "Exception in", "at ", "File \"", "fatal:", "error[E", "npm ERR!", "$ ", "note: run with `RUST_BACKTRACE",
		"│", "╷", "╵", "┃", "├", "└", "╭", "╰"} { // box-drawn tool output (terraform, cargo, vite)
		if strings.HasPrefix(line, p) {
			return p != "at " || strings.Contains(line, "(") && strings.Contains(line, ".")
		}
	}
	return false
}

// rustPanic reports whether a trimmed line opens the report of a Rust
// panic ("thread 'main' panicked at src/cli.rs:2:15:"), whose message
// follows on the next lines.
func rustPanic(line string) bool {
	rest, ok := strings.CutPrefix(line, "thread '")
	if !ok {
		return false
	}
	i := strings.Index(rest, "' panicked at ")
	return i >= 0 && !strings.ContainsAny(rest[:i], " '")
}

// framed reports whether a line opens with a box-drawing character: the
// frame tools draw around their messages (terraform's "│", cargo's "|"
// gutter is ASCII and left to diagnostic's neighbours).
func framed(line string) bool {
	for _, p := range [...]string{"│", "╷", "╵", "┃", "├", "└", "┌", "╭", "╰"} {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	return false
}

// diagnostic reports whether the first word of a line is the position a
// compiler, linter or test runner prints before its message: a file name
// with an extension, a colon and a line number ("parse.go:15:",
// "src/app.ts:3:9", "utils.py:8"). A person writing about a line says
// "line 15 of parse.go"; a tool prints the position first.
func diagnostic(first string) bool {
	name, pos, ok := strings.Cut(first, ":")
	if !ok || !strings.Contains(name, ".") || strings.HasSuffix(name, ".") || strings.Contains(name, "//") {
		return false
	}
	n := 0
	for n < len(pos) && pos[n] >= '0' && pos[n] <= '9' {
		n++
	}
	return n > 0 && (n == len(pos) || pos[n] == ':')
}

// levelWord reports whether w is a log level.
func levelWord(w string) bool {
	switch strings.ToUpper(w) {
	case "ERROR", "ERR", "WARN", "WARNING", "INFO", "DEBUG", "TRACE", "FATAL", "PANIC", "CRITICAL", "NOTICE", "FAIL", "FAILED":
		return true
	}
	return false
}

// digits reports whether s[i:i+n] are all ASCII digits.
func digits(s string, i, n int) bool {
	if i+n > len(s) {
		return false
	}
	for k := i; k < i+n; k++ {
		if s[k] < '0' || s[k] > '9' {
			return false
		}
	}
	return true
}
