package consent

import "strings"

// Criteria are the four marks of a concrete plan (step 3 of the algorithm).
type Criteria struct {
	// Target: a named file, function or component ("`parse.ts` function
	// `handleEntry`"), not "the parser".
	Target bool
	// Change: a specific action on a specific object ("add error handling
	// for empty entries"), not "improve error handling".
	Change bool
	// Scope: a boundary — line numbers, an explicit list of steps, two or
	// more named files — not "refactor the module".
	Scope bool
	// Success: a test that should pass or a check to run.
	Success bool
}

// Score is the number of criteria met, 0–4.
func (c Criteria) Score() int {
	return count(c.Target) + count(c.Change) + count(c.Scope) + count(c.Success)
}

// Missing names the criteria not met, for guidance.
func (c Criteria) Missing() []string {
	var out []string
	if !c.Target {
		out = append(out, "the files or functions")
	}
	if !c.Change {
		out = append(out, "the exact change")
	}
	if !c.Scope {
		out = append(out, "its scope (lines, steps or files)")
	}
	if !c.Success {
		out = append(out, "how to check it (a test to pass or a check to run)")
	}
	return out
}

// Concreteness scores a proposal against the four criteria. A proposal
// longer than planHead+planTail bytes is read at its start (where targets,
// changes and steps are stated) and its end (checks, "Proceed?"), so the
// cost on every prompt stays bounded whatever the assistant wrote.
func Concreteness(text string) Criteria { return scan(text, 4) }

// AtLeast reports whether text meets at least n criteria, stopping as soon
// as it does: finding the plan among recent messages costs little.
func AtLeast(text string, n int) bool { return scan(text, n).Score() >= n }

// The parts of a long proposal that are read (see Concreteness).
const (
	planHead = 16 << 10
	planTail = 4 << 10
)

// window returns the parts of text to read: all of it when it is short,
// else its head and its tail, each cut at a line break.
func window(text string, head, tail int) (string, string) {
	if len(text) <= head+tail {
		return text, ""
	}
	h := text[:head]
	if i := strings.LastIndexByte(h, '\n'); i > 0 {
		h = h[:i]
	}
	t := text[len(text)-tail:]
	if i := strings.IndexByte(t, '\n'); i >= 0 && i+1 < len(t) {
		t = t[i+1:]
	}
	return h, t
}

// scanner is the state of one pass over a proposal.
type scanner struct {
	c Criteria
	// Within the current sentence: a concrete verb was seen and this much
	// object followed it; a test word and a success word were seen.
	verb, object      int
	testWord, success bool
	// content: the sentence has said what a changed thing runs ("a target
	// that runs …"), so a test command after it is the change, not a check.
	content bool
	// checking: a verb of checking ("check", "verify", "confirm") was seen,
	// so "with …" names how; making: the verb is "make" (see word).
	checking, making bool
	inCode           bool     // reading a command in a code span ("`make test`")
	vague            bool     // a "make" change named a vague quality ("faster")
	prev             wordBits // the previous word's class
	files            [2]string
	// endpoint: the last word was a file name (1), or a file name then
	// "to"/"into" (2): a file named next is where the first goes or what
	// it is renamed to (see noteFile).
	endpoint uint8
	named    bool // the sentence named a file, symbol or value (see "instead")
	// swapTo: the sentence named something and then said "use": a name
	// after it is put in its place ("update `Dockerfile` to use
	// `python:3.12-slim`").
	swapTo bool
	bound      // what bounds and checks the change, within the sentence
	items  int // list items seen
	class  *[256]uint8
}

// Byte classes for the scanner's hot loop (see byteClasses).
const (
	bLower uint8 = 1 << iota // a-z, 0-9, '-': inside a word, nothing special
	bUpper                   // A-Z
	bUnder                   // _
	bPath                    // . and /
	bHigh                    // bytes of non-ASCII letters
	bStop                    // . ! ? ; : end a sentence when followed by a space

	bWord = bLower | bUpper | bUnder | bPath | bHigh
)

// byteClasses builds the class table. It is rebuilt for each scan (256
// stores) rather than kept in a package variable.
func byteClasses() [256]uint8 {
	var t [256]uint8
	for c := 0; c < 256; c++ {
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '-':
			t[c] = bLower
		case c >= 'A' && c <= 'Z':
			t[c] = bUpper
		case c == '_':
			t[c] = bUnder
		case c == '/':
			t[c] = bPath
		case c == '.':
			t[c] = bPath | bStop
		case c == '!' || c == '?' || c == ';' || c == ':':
			t[c] = bStop
		case c >= 0x80:
			t[c] = bHigh
		}
	}
	return t
}

// scan walks text once, line by line and word by word, and stops when stop
// criteria are met.
func scan(text string, stop int) Criteria {
	class := byteClasses()
	s := scanner{class: &class}
	head, tail := window(text, planHead, planTail)
	// The tail first, from its last line: it holds what plans end with
	// (the checks, the scope, "Proceed?"), so a long plan often meets the
	// criteria before its head is read. The order does not change the
	// result: each line is read on its own, every criterion once met stays
	// met, and the two that count across lines (list items, distinct file
	// names) count the same in any order.
	s.linesBackward(tail, stop)
	if s.c.Score() < stop {
		s.lines(head, stop)
	}
	return s.c
}

// linesBackward scans text line by line from its last line, until stop
// criteria are met. Every line is read on its own (the sentence state ends
// with it), so the order of lines does not change what is found.
func (s *scanner) linesBackward(text string, stop int) {
	for len(text) > 0 && s.c.Score() < stop {
		if text[len(text)-1] == '\n' {
			// A blank line: no criterion comes from it, and the sentence
			// state is already closed (by the line after it, read first,
			// or never opened). Skipped with a byte test: a plan of blank
			// lines costs its bytes.
			text = text[:len(text)-1]
			continue
		}
		line := text
		if i := strings.LastIndexByte(text, '\n'); i >= 0 {
			line, text = text[i+1:], text[:i]
		} else {
			text = ""
		}
		s.line(line)
		s.endSentence()
	}
}

// lines scans text line by line until stop criteria are met.
func (s *scanner) lines(text string, stop int) {
	for len(text) > 0 {
		if text[0] == '\n' {
			text = text[1:] // a blank line: nothing to read (see linesBackward)
			continue
		}
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		s.line(line)
		s.endSentence()
		if s.c.Score() >= stop {
			break
		}
	}
}

// line scans one line of a proposal.
func (s *scanner) line(line string) {
	trimmed := trimQuoteIndent(line)
	item := isListItem(trimmed)
	if item {
		s.items++
		if s.items >= 2 {
			s.c.Scope = true
		}
		s.mode |= mSlot // "1. Port `UpdateInventory` to …": an item opens with its verb (its number is passed over)
	}
	if isSuccessLabel(trimmed) || !s.c.Success && !s.inCode && foreignSuccessLabel(trimmed) {
		s.c.Success = true
	}
	item = item && !s.inCode
	spans := 0 // code spans (see concreteforeign.go)
	class := s.class
	for i := 0; i < len(line); {
		b := line[i]
		k := class[b]
		switch {
		case k&(bLower|bUpper|bUnder|bHigh) != 0:
			// A word: where it ends and what shape it has, one lookup a byte.
			j, shape := i, uint8(0)
			for j < len(line) {
				kc := class[line[j]]
				if kc&bWord == 0 {
					break
				}
				shape |= kc
				j++
			}
			raw := line[i:j]
			w := raw
			for len(w) > 0 && (w[len(w)-1] == '.' || w[len(w)-1] == '-' || w[len(w)-1] == '/') {
				w = w[:len(w)-1]
			}
			call := j+1 < len(line) && line[j] == '(' && line[j+1] == ')'
			if i > 1 && line[i-1] == '\'' && s.prev&wSubject != 0 && (w == "ll" || w == "d") {
				s.mode |= mSlot // "I'll", "we'd": the plan's verb follows
				s.prev = 0
				i = j
				continue
			}
			s.word(w, shape, call)
			if len(w) < len(raw) && raw[len(raw)-1] == '.' && !s.inCode && (j == len(line) || line[j] == ' ' || line[j] == '\t') &&
				!(s.mode&mSlot != 0 && isNumber(w)) {
				s.endSentence() // "processing." ends its sentence
			}
			i = j
		case b == '`':
			end := strings.IndexByte(line[i+1:], '`')
			if end < 0 {
				i++
				continue
			}
			s.code(line[i+1 : i+1+end])
			spans++
			i += end + 2
		case k&bStop != 0:
			if !s.inCode && (i+1 == len(line) || line[i+1] == ' ' || line[i+1] == '\t') {
				s.endSentence() // not inside a code span: "`timeout-minutes: 20`" is one value
			}
			if b == ':' && labelBefore(line, i) {
				s.c.Success = true // "… No other file changes. Success: `make` works."
			}
			i++
		case b == '=':
			if labelBefore(line, len(strings.TrimRight(line[:i], " "))) {
				s.c.Success = true // "Success = the notebook runs top to bottom"
			}
			i++
		default:
			i++
		}
	}
	if item && spans >= 2 && !s.c.Change && foreignAfterSpan(line) {
		s.c.Change = true // a named object and what is done to it, in another language
	}
}

// code handles a `code span`: a name without spaces is a target; a command
// is read word by word (so `go test ./parse` is a check).
func (s *scanner) code(span string) {
	if span == "" {
		return
	}
	if strings.IndexByte(span, ' ') < 0 && strings.IndexByte(span, '\t') < 0 {
		if hasLetter(span) {
			if s.swapTo {
				s.c.Change = true // "… to use `python:3.12-slim`"
			}
			s.checked(2)
			s.c.Target, s.named = true, true
			s.noteFile(span)
			s.objectWord(2)
			s.testWord = s.testWord || isTestName(span)
			if s.testWord && s.success {
				s.c.Success = true // "I'll verify with `GalleryRotationTest`"
			}
		}
		s.prev = 0
		return
	}
	if span[0] == '-' {
		// Flags ("`-n auto`", "`--count=20`") qualify a command; alone
		// they are no check.
		s.objectWord(1)
		s.prev = 0
		return
	}
	s.inCode = true
	verb := s.verb
	s.line(span)
	s.inCode = false
	if verb != 0 && s.verb != 0 {
		// "add `timeout-minutes: 20` to the job": a value with spaces is
		// an object as specific as a name.
		s.objectWord(2)
	}
	// A command is a check to run: "`nginx -t` should pass", "I'll check
	// with `php -l`"; not one the change runs ("a target that runs `ruff
	// check .`").
	s.testWord = true
	if !s.content {
		s.mode |= mCommand
	}
	s.checked(2)
	if s.success && !s.content {
		s.c.Success = true
	}
}

// word handles one word of prose, given the byte classes it holds.
func (s *scanner) word(w string, shape uint8, call bool) {
	if w == "" {
		return
	}
	if call || shape&(bUpper|bUnder) != 0 && isIdentifier(w) || shape&bPath != 0 && isFileName(w) {
		s.mode &^= mSlot
		if s.swapTo {
			s.c.Change = true // "`SessionStore` should use SyncMap"
		}
		s.checked(2)
		s.c.Target, s.named = true, true
		s.noteFile(w)
		s.objectWord(2)
		s.prev = 0
		s.testWord = s.testWord || isTestName(w)
		return
	}
	prev := s.prev
	s.prev = 0
	if s.endpoint == 1 && (w == "to" || w == "into") {
		s.endpoint = 2
	} else {
		s.endpoint = 0
	}
	if prev&wLine != 0 && w[0] >= '0' && w[0] <= '9' {
		s.c.Scope = true // lines 3-5, lines 88–97 (an en dash is not ASCII)
	}
	if shape&bHigh != 0 || len(w) > maxVocabWord {
		if shape&bHigh != 0 && curlyModal(w) {
			s.mode |= mSlot // "I’ll", "we’d": a verb follows
			return
		}
		s.mode &^= mSlot
		s.checked(1)
		s.objectWord(1) // no vocabulary word is like that
		return
	}
	lw := w
	var buf [maxVocabWord]byte
	if shape&bUpper != 0 {
		for i := 0; i < len(w); i++ {
			c := w[i]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf[i] = c
		}
		lw = string(buf[:len(w)])
	}
	if lw[0] == 'l' && len(lw) > 1 && lw[1] >= '0' && lw[1] <= '9' {
		s.c.Scope = true // L23, L23-L45
	}
	k := planWord(lw)
	if s.mode != 0 || (k|prev)&wRare != 0 {
		k = s.rare(k, prev, lw)
	}
	s.prev = k
	if s.named && lw == "instead" && !s.inCode {
		// "`SessionStore` should use `sync.Map` instead of a locked
		// map": one named thing put in place of another, a specific
		// change whatever its verb.
		s.c.Change = true
	}
	switch {
	case k&wCheck != 0:
		// "verify", "ensure", "compare": what follows is checked; "check"
		// only with "that" ("check that …"), else it may be the work.
		// "validate" is as often the change ("validate the email"): with
		// "with …" it is a check, like "check".
		s.checking = true
		if k&(wVerb|wRunnerArg) == 0 {
			s.mode |= mVerifying
		}
	case prev&wCheck != 0 && (lw == "that" || lw == "whether"):
		s.mode |= mVerifying
	case k&wHow != 0 && s.checking:
		s.c.Success = true // "check it with the debug toolbar": a named way to check
	case k&wFix != 0:
		// "fix the off-by-one in …": judged at the sentence's end, like
		// "make", and specific only with a kind of defect named.
		s.verb, s.object, s.making, s.vague = 1, 0, true, true
		return
	case k&wDefect != 0 && s.making:
		s.vague = false
	case k&wMake != 0 && prev&wCommand == 0 && !s.inCode:
		// "make the footer sticky", "make `slugify()` unicode-aware": make
		// as the verb of a change (its object makes it specific; "make
		// test" keeps the tool).
		s.verb, s.object, s.making = 1, 0, true
		return
	case s.making && k&wSure != 0 && s.object == 0:
		s.verb, s.making = 0, false // "make sure …" is no change
		s.mode |= mVerifying        // but a check
		return
	case s.making && vagueQuality(lw):
		s.vague = true
	}
	switch {
	case k == 0:
		if s.named && lw == "use" && !s.inCode { // not "keep `X` using `Y`"
			s.swapTo = true
		}
		s.objectWord(1)
		return
	case k&wVerb != 0:
		s.closeMake() // "fix the bug and add `TestEmpty`": the add is judged alone
		s.verb, s.object = 1, 0
		return
	case k&wContent != 0:
		s.content = true
	case (k&wRunner != 0 || k&wRunnerArg != 0 && prev&wCommand != 0) && !s.content:
		s.c.Success = true // pytest, go test, make check
	case k&wScope != 0 || k&wRest != 0 && prev&wNone != 0:
		s.c.Scope = true // only that function, nothing else, no other file
	}
	if k&wTest != 0 {
		s.testWord = true
	}
	if k&wExpect != 0 && s.mode&mCommand != 0 {
		s.c.Success = true // "`buf breaking …` should report nothing"
	}
	if k&wSuccess != 0 {
		s.success = true
	}
	if s.testWord && s.success {
		s.c.Success = true
	}
	if k&wStop == 0 {
		s.objectWord(1)
	}
}

// maxVocabWord is the length of the longest word planWord knows.
const maxVocabWord = 10

// wordBits classify a word of a proposal.
type wordBits uint32

const (
	// wVerb: a concrete action ("add", "rename"), precise enough to make a
	// specific change when it has a specific object; vague verbs (improve,
	// refactor, clean up, update, fix) are not listed.
	wVerb wordBits = 1 << iota
	// wStop: a word that does not make an object specific.
	wStop
	// wTest: a word that names a test or a check.
	wTest
	// wSuccess: a word that makes a test word a success criterion (it
	// should pass, or it is run).
	wSuccess
	// wRunner: a test runner named alone ("pytest").
	wRunner
	// wCommand and wRunnerArg: a tool and its test sub-command ("go test").
	wCommand
	wRunnerArg
	// wLine: "line"/"lines", before a line number.
	wLine
	// wScope: a word that bounds what changes ("only", "untouched").
	wScope
	// wNone and wRest: "nothing else", "no other" bound it too.
	wNone
	wRest
	// wContent: "runs", "invokes": what a changed thing does, so a
	// command after it is its content, not a check.
	wContent
	// wCheck: a verb of checking ("check", "verify", "confirm"); wHow: a
	// word that names how after it ("with", "using", "via").
	wCheck
	wHow
	// wMake: "make", a tool or the verb of a change; wSure: "sure", which
	// makes "make sure" no change.
	wMake
	wSure
	// wFix: "fix", specific only with a named kind of defect (wDefect:
	// "fix the off-by-one in `paginate()`", not "fix the bug").
	wFix
	wDefect
	// wSubject: "I", "we": with "'ll" or "'d" after them the next word
	// is where a plan puts its verb.
	wSubject
	// wExpect: "should", "must": after a command, what it should give.
	wExpect
	// wKeep, wSame: "keep … the same" bounds what changes; wWithout:
	// "without" before a verb of change ("without touching the API");
	// wJust: "just" before a determiner ("just that file").
	wKeep
	wSame
	wWithout
	wJust
)

// objectWord counts n units of object after a concrete verb: two ordinary
// words, or one name, make the change specific.
func (s *scanner) objectWord(n int) {
	if s.verb == 0 {
		return
	}
	s.object += n
	if s.object >= 2 && !s.making {
		s.c.Change = true // a "make" change is judged at the sentence's end
	}
}

// vagueQuality reports whether w names a quality no one can check as
// done ("faster", "cleaner", "more robust"): "make X faster" is no
// specific change, "make X sticky" is.
func vagueQuality(w string) bool {
	switch w {
	case "faster", "slower", "better", "cleaner", "simpler", "quicker", "safer", "smaller", "nicer", "easier", "clearer",
		"lighter", "leaner", "tidier", "more", "less", "robust", "efficient", "performant", "readable", "maintainable",
		"reliable", "nice", "good", "great", "fast", "clean", "work", "happen", "sense":
		return true
	}
	return false
}

// labelBefore reports whether the word just before the colon at line[i]
// is a success label that opens its sentence (see opensLabel). It runs
// only at a colon, never for an ordinary word.
func labelBefore(line string, i int) bool {
	start := i
	for start > 0 && (line[start-1] >= 'a' && line[start-1] <= 'z' || line[start-1] >= 'A' && line[start-1] <= 'Z') {
		start--
	}
	return start < i && opensLabel(line, start, line[start:i])
}

// opensLabel reports whether the word w at line[i:], followed by a colon,
// is a label that opens a sentence and introduces success criteria
// ("Success:", "Check:", "Done when:"), wherever the sentence stands in its
// line ("… No other file changes. Success: `make` works."). It runs only
// for a word before a colon, so the scan's hot loop pays one comparison.
func opensLabel(line string, i int, w string) bool {
	var buf [16]byte
	switch lowerInto(&buf, w) {
	case "test", "tests", "testing", "verify", "verification", "check", "checks", "success", "acceptance",
		"expected", "validation":
		return sentenceStart(line, i)
	case "when":
		before := strings.TrimRight(line[:i], " \t")
		return (strings.HasSuffix(before, "done") || strings.HasSuffix(before, "Done")) &&
			sentenceStart(line, len(before)-len("done"))
	}
	return false
}

// sentenceStart reports whether line[i:] opens a sentence: only spaces,
// list markers or a sentence's end stand before it in the line.
func sentenceStart(line string, i int) bool {
	before := strings.TrimRight(line[:i], " \t*-+>•")
	if before == "" {
		return true
	}
	switch before[len(before)-1] {
	case '.', '!', '?', ';':
		return true
	}
	return false
}

// closeMake judges a change opened by "make" or "fix" (see word): its
// object named, and no vague quality ("faster") or, for "fix", a kind of
// defect named.
func (s *scanner) closeMake() {
	if s.making && s.verb != 0 && s.object >= 2 && !s.vague {
		s.c.Change = true
	}
	s.making, s.vague = false, false
}

// endSentence closes the sentence-level state.
func (s *scanner) endSentence() {
	s.closeMake()
	s.verb, s.object = 0, 0
	s.testWord, s.success, s.content = false, false, false
	s.checking = false
	s.prev = 0
	s.endpoint = 0
	s.named, s.swapTo = false, false
	s.bound = bound{}
}

// bound is the state of a sentence that the rarer rules read (see rare).
type bound struct {
	mode mode
	// checkObj counts the specific words after a verb of checking ("verify
	// row counts match the export"): two make a check to run.
	checkObj uint8
	// keeping: "keep"/"preserve" was seen, so "the same" bounds the scope.
	keeping bool
}

// mode is what the sentence read so far asks of the next word, as bits:
// one test tells the common word that nothing does.
type mode uint8

const (
	// mSlot: the next word stands where a plan puts its verb, after "I'll"
	// or "we'd" or opening a list item (see predicate).
	mSlot mode = 1 << iota
	// mVerifying: a verb of checking was seen (see checked).
	mVerifying
	// mCommand: a command in a code span was named (its result "should"
	// follow).
	mCommand
)

// noteFile remembers distinct file names: two of them bound the scope.
// A file named right after another and "to" or "into" ("rename
// `helpers.js` to `format.js`", "move it from `http.py` into `retry.py`")
// is where the first one goes: one change with two ends, not a list of
// files the change is bounded to.
func (s *scanner) noteFile(w string) {
	endpoint := s.endpoint == 2
	s.endpoint = 0
	if !isFileName(w) {
		return
	}
	s.endpoint = 1
	switch {
	case s.files[0] == "":
		s.files[0] = w
	case s.files[0] != w && s.files[1] == "" && !endpoint:
		s.files[1] = w
		s.c.Scope = true
	}
}

// lowerInto lower-cases a short ASCII word into buf; longer or non-ASCII
// words come back as "" (no vocabulary word is like that). A word with no
// upper-case letter is returned as is, without copying.
func lowerInto(buf *[16]byte, w string) string {
	if len(w) > len(buf) {
		return ""
	}
	upper := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 0x80 {
			return ""
		}
		if c >= 'A' && c <= 'Z' {
			upper = true
		}
	}
	if !upper {
		return w
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return string(buf[:len(w)])
}

// isIdentifier reports whether a word with upper case or an underscore is
// a code name: camelCase (an upper-case letter after a lower-case one, past
// the first two letters) or snake_case.
func isIdentifier(w string) bool {
	lowerSeen := false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'a' && c <= 'z':
			lowerSeen = true
		case c >= 'A' && c <= 'Z':
			if lowerSeen && i > 1 {
				return true // handleEntry, TestHandleEntry
			}
		case c == '_':
			if i > 0 && i+1 < len(w) {
				return true
			}
		}
	}
	return false
}

// hasLetter reports whether s has an ASCII letter.
func hasLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			return true
		}
	}
	return false
}

// isTestName reports whether a code name is a test's: TestLoad,
// TestLoad_Empty, test_export, export_test, loadTest, LoadSpec, and a
// method of a test class (PushServiceTests.testUploads).
func isTestName(w string) bool {
	if i := strings.LastIndexByte(w, '.'); i > 0 && i+1 < len(w) && !isFileName(w) {
		if isTestName(w[:i]) || strings.HasSuffix(w[:i], "Tests") {
			return true
		}
		w = w[i+1:]
		if len(w) > 5 && strings.HasPrefix(w, "test") && w[4] >= 'A' && w[4] <= 'Z' {
			return true // testUploadsOnEveryLaunch
		}
	}
	return len(w) > 5 && (strings.HasPrefix(w, "Test") && w[4] >= 'A' && w[4] <= 'Z' ||
		strings.HasPrefix(w, "test_") || strings.HasSuffix(w, "_test") || strings.HasSuffix(w, "Test") ||
		strings.HasSuffix(w, "Spec"))
}

// isListItem reports whether a line is an item of a bulleted or numbered
// list.
func isListItem(t string) bool {
	if len(t) < 2 {
		return false
	}
	switch t[0] {
	case '-', '*', '+':
		return t[1] == ' '
	}
	if strings.HasPrefix(t, "• ") {
		return true
	}
	i := 0
	for i < len(t) && i < 3 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}

// isSuccessLabel reports whether a line opens with a label that introduces
// success criteria ("Test: …", "Verify: …").
func isSuccessLabel(t string) bool {
	t = trimBullets(t)
	colon := labelColon(t, 14)
	if colon < 2 || colon > 14 {
		return false
	}
	var buf [16]byte
	switch string(buf[:lowerLen(&buf, trimStars(t[:colon]))]) {
	case "test", "tests", "testing", "verify", "verification", "check", "checks", "success",
		"done when", "acceptance", "expected", "validation":
		return true
	}
	return false
}

// isFileName reports whether a word names a file: a known extension, or a
// path ("./cmd", "src/lib/x", "~/x").
func isFileName(w string) bool {
	n, double := slashes(w)
	if strings.HasPrefix(w, "./") || strings.HasPrefix(w, "../") || strings.HasPrefix(w, "~/") ||
		strings.HasPrefix(w, "/") && len(w) > 1 && n > 1 {
		return true
	}
	if n >= 2 && !double {
		return true
	}
	dot := strings.LastIndexByte(w, '.')
	if dot <= 0 || dot == len(w)-1 || !hasLetter(w[:dot]) {
		return false
	}
	var buf [16]byte
	return knownExtension(string(buf[:lowerLen(&buf, w[dot+1:])]))
}

// knownExtension lists the file extensions people name in plans.
func knownExtension(ext string) bool {
	switch ext {
	case "go", "mod", "sum", "ts", "tsx", "js", "jsx", "mjs", "cjs", "py", "rb", "rs", "java", "kt",
		"c", "h", "cc", "cpp", "hpp", "cs", "swift", "m", "md", "txt", "json", "jsonl", "yaml", "yml",
		"toml", "ini", "cfg", "conf", "sh", "bash", "zsh", "sql", "html", "css", "scss", "vue",
		"svelte", "php", "lua", "ex", "exs", "erl", "hs", "ml", "scala", "clj", "proto", "xml",
		"lock", "tf", "gradle", "env", "mk", "dockerfile", "csv", "graphql", "dart", "r", "jl",
		"pl", "ps1", "bat", "txtar", "tmpl", "tpl", "rst", "adoc", "ipynb":
		return true
	}
	return false
}

// planWord classifies a lower-case word of a proposal in one lookup.
func planWord(w string) wordBits {
	switch w {
	case "make":
		return wCommand | wMake
	case "fix", "fixes":
		return wFix
	case "off-by-one", "typo", "typos", "race", "leak", "leaks", "deadlock", "overflow", "nil", "null", "panic",
		"misspelled", "misspelt", "unclosed", "unhandled", "double":
		return wDefect
	case "bun", "cargo", "deno", "dotnet", "go", "gradle", "mix", "mvn", "npm", "pnpm", "yarn":
		return wCommand
	case "line", "lines":
		return wLine
	case "runs", "invokes", "executes":
		return wContent
	case "only", "untouched":
		return wScope | wStop
	case "nothing", "no":
		return wNone | wStop
	case "else", "other":
		return wRest | wStop
	case "ctest", "jest", "mocha", "phpunit", "pytest", "rspec", "tox", "vitest":
		return wRunner
	case "test":
		return wRunnerArg | wTest
	case "check":
		return wRunnerArg | wSuccess | wCheck // "I'll check with `php -l`": a check, no change
	case "verify", "confirm":
		return wSuccess | wCheck
	case "validate", "validates":
		return wVerb | wCheck // "validate the input"; "validate with `helm lint`" checks
	case "verifies", "re-run", "re-runs":
		return wSuccess
	case "with":
		return wStop | wHow
	case "using", "via":
		return wHow
	case "sure":
		return wSure
	case "i", "we":
		return wStop | wSubject
	case "otherwise", "solely", "except", "excluding":
		return wScope | wStop
	case "same", "unchanged", "identical", "intact", "as-is":
		return wSame | wStop
	case "keep", "keeps", "keeping", "preserve", "preserves", "preserving", "retain", "retains", "leave", "leaves",
		"leaving", "stay", "stays", "remain", "remains":
		return wKeep
	case "ensure", "ensures", "assert", "asserts", "diff", "compare":
		return wCheck
	case "without":
		return wWithout | wStop
	case "just":
		return wJust | wStop
	case "a", "all", "also", "an", "and", "any", "are", "as", "at", "be", "better", "bit", "bits",
		"by", "can", "cleaner", "code", "could", "few", "for", "from", "here", "if", "in", "into",
		"is", "it", "it's", "its", "like", "lot", "me", "more", "my", "need", "nicer", "now", "of", "on",
		"or", "part", "parts", "prefer", "should", "so", "some", "stuff", "that", "the", "them", "then",
		"there", "these", "thing", "things", "this", "those", "to", "too", "up", "want", "way",
		"where", "will", "would", "you", "your":
		return wStop
	case "green", "pass", "passed", "passes", "passing", "rerun", "run", "running", "succeed",
		"succeeds", "works", "exits":
		// Not "runs" (wContent): "a target that runs `go test`" says what
		// the change does, not how it is checked.
		return wSuccess
	case "benchmark", "benchmarks", "build", "ci", "e2e", "job", "jobs", "lint", "linter", "pipeline",
		"spec", "specs", "suite", "tests", "typecheck", "vet":
		return wTest
	case "checks":
		return wTest | wVerb
	case "add", "adding", "adds", "append", "appends", "bump", "bumps", "cache", "caches", "catch",
		"call", "calls", "catches", "change", "changes", "clamp", "compile", "convert", "converts", "copy", "copies", "create", "creates", "creating",
		"declare", "declares", "decrease", "delete", "deletes", "deleting", "deprecate", "detect", "detects", "disable", "disables",
		"downgrade", "drop", "drops", "emit",
		"emits", "enable", "enables", "escape", "escapes", "export", "exports", "expose", "extract",
		"extracting", "extracts", "filter", "filters", "guard", "guards", "handle", "handles",
		"implement", "implements", "import", "imports", "include", "includes", "increase", "increases", "initialise", "initialize", "inline", "insert",
		"inserting", "inserts", "introduce", "introduces", "limit", "limits", "log", "logs", "move",
		"moves", "moving", "parse", "parses", "pin", "pins", "prepend", "print", "prints", "raise", "raises",
		"read", "reads", "reduce", "reduces", "register", "registers",
		"reject", "rejects", "remove", "removes", "removing", "rename", "renames", "renaming", "replace",
		"replaces", "replacing", "restore", "restores", "retries", "retry", "return", "returning",
		"returns", "send", "sends", "set", "sets", "skip", "skips", "sort", "sorts", "split", "splits", "stream", "streams",
		"strip", "swap", "swaps", "switch", "switches", "throw", "throws", "trim", "trims", "turn", "turns",
		"upgrade", "wrap", "wraps", "write", "writes", "point", "points",
		// the verbs of a repository's history, as precise as an edit's
		"squash", "squashes", "squashing", "rebase", "rebases", "rebasing", "revert", "reverts", "reverting",
		"cherry-pick", "amend", "amends":
		return wVerb
	}
	return 0
}

// wRare are the classes that rare reads.
const wRare = wKeep | wSame | wWithout | wJust

// rare reads what the common word needs not: the verb where a plan puts
// it (predicate), what bounds a change (bounds), what a check names
// (checked), what a command should give. It returns the word's class.
func (s *scanner) rare(k, prev wordBits, lw string) wordBits {
	if s.mode&mCommand != 0 && (lw == "should" || lw == "must") {
		k |= wExpect
	}
	if s.mode&mSlot != 0 {
		k = s.predicate(k, lw)
	}
	if (k|prev)&(wKeep|wSame|wWithout|wJust) != 0 {
		s.bounds(k, prev, lw)
	}
	if s.mode&mVerifying != 0 && k&(wStop|wCheck|wSure) == 0 && !vagueOutcome(lw) {
		s.checked(1)
	}
	return k
}

// predicate reads a word where a plan puts its verb (after "I'll", "we'd",
// or opening a list item): any word there that is not a vague
// verb ("improve", "refactor", "look into") or an adverb is the verb of
// a change ("I'll migrate …", "1. Port …", "we'd cluster …"), not only the
// verbs planWord lists. It returns the word's class as read there.
func (s *scanner) predicate(k wordBits, w string) wordBits {
	s.mode &^= mSlot
	switch {
	case k&^wStop != 0:
		// a word planWord reads otherwise ("add", "verify", "keep")
	case planAdverb(w) || isNumber(w):
		s.mode |= mSlot // "I'll also port …", "2. Port …"
	case k == 0 && !vaguePredicate(w) && !hasDigit(w):
		return wVerb
	}
	return k
}

// bounds reads the words that bound a change: "keep … the same",
// "without touching …", "just that file".
func (s *scanner) bounds(k, prev wordBits, w string) {
	switch {
	case k&wKeep != 0:
		s.keeping = true
	case k&wSame != 0 && s.keeping:
		s.c.Scope = true // "keep the same sheet names", "the props stay identical"
	case prev&wWithout != 0 && alteringWord(w):
		s.c.Scope = true // "without changing behaviour", "without touching the API"
	case prev&wJust != 0 && (pointsAt(w) || hasDigit(w)):
		s.c.Scope = true // "just those four words", "just that file"
	}
}

// checked counts n units of what a verb of checking names; two make a
// check to run ("verify row counts match", "confirm an anonymous PUT
// returns 403", "make sure `npm test` still passes").
func (s *scanner) checked(n uint8) {
	if s.mode&mVerifying == 0 {
		return
	}
	s.checkObj += uint8(n)
	if s.checkObj >= 2 {
		s.c.Success = true
	}
}

// curlyModal reports whether a word with a curly apostrophe is a subject
// and its modal ("I’ll", "we’d").
func curlyModal(w string) bool {
	for _, m := range []string{"i’ll", "i’d", "we’ll", "we’d"} {
		if strings.EqualFold(w, m) {
			return true
		}
	}
	return false
}

// planAdverb reports whether w may stand between "I'll" and its verb.
func planAdverb(w string) bool {
	switch w {
	case "also", "then", "first", "just", "rather", "probably", "quickly", "now", "simply", "carefully", "additionally",
		"still", "likely", "really", "basically", "go", "need", "want", "try", "like", "be", "able":
		return true
	}
	return false
}

// vaguePredicate reports whether a verb names no specific change: a
// quality to improve, a look to take, work to do in general ("I'll
// improve the parser", "we could look into it", "I'll tidy up the
// module"). The issue's examples of vague plans use these.
func vaguePredicate(w string) bool {
	switch w {
	case "improve", "refactor", "clean", "tidy", "update", "tweak", "adjust", "optimize", "optimise", "polish",
		"enhance", "rework", "revisit", "look", "investigate", "explore", "review", "address", "work", "consider",
		"touch", "modernize", "modernise", "harden", "tighten", "loosen", "simplify", "streamline", "sort", "deal",
		"take", "do", "get", "have", "see", "think", "help", "start", "begin", "continue", "leave", "speed",
		"dig", "figure", "poke", "tackle", "dive", "rethink", "restructure", "reorganize", "reorganise", "debug",
		"diagnose", "profile", "audit", "assess", "evaluate", "analyze", "analyse", "study", "research",
		"examine", "inspect", "test", "handle", "support", "fix", "change", "modify", "patch", "rewrite",
		"redo", "revise", "correct", "resolve", "solve", "stabilize", "stabilise", "boost", "better", "more",
		"some", "general", "various", "misc", "overall", "cleanup", "improvements", "refactoring", "let", "ask",
		"open", "put", "bring", "give", "pick", "keep", "focus", "aim", "plan", "propose", "suggest", "recommend",
		"prefer", "check", "tune", "massage", "fiddle", "play", "experiment", "attempt", "ensure", "sure":
		return true
	}
	return false
}

// vagueOutcome reports whether a word after a verb of checking says
// nothing checkable ("verify it works", "make sure nothing breaks").
func vagueOutcome(w string) bool {
	switch w {
	case "works", "work", "working", "fine", "good", "correct", "correctly", "properly", "ok", "okay", "right",
		"everything", "nothing", "breaks", "broken", "break", "still", "looks", "look", "well", "anything",
		"something", "stuff", "things", "expected", "issues", "problems", "regressions", "regression", "nothing's":
		return true
	}
	return false
}

// alteringWord reports whether w, after "without", names a change
// ("without touching", "without changing").
func alteringWord(w string) bool {
	switch w {
	case "touching", "changing", "modifying", "altering", "editing", "breaking", "affecting", "moving", "renaming":
		return true
	}
	return false
}

// pointsAt reports whether w, after "just", picks out what is changed
// ("just that file", "just those four words").
func pointsAt(w string) bool {
	switch w {
	case "that", "those", "this", "these", "the", "one", "two", "three", "four", "five", "a":
		return true
	}
	return false
}
