package confirm

import (
	"fmt"
	"slices"
	"strings"

	lang "github.com/plan-compliance/plan-compliance/internal/words"
)

// answeredValue reads a bare value answering my question about a setting
// as a request to set it: "`app/settings.py` has `POOL_SIZE = 5` … what
// value do you want?" — "20" asks for POOL_SIZE = 20 as "set POOL_SIZE to
// 20 in settings.py" would. All of these must hold:
//   - the user's latest message is only a value: a number, with at most a
//     unit ("20mb", "1.25", "500ms") or a count word ("three", "twenty");
//   - my message right before it asks a question, and its exchange (that
//     message and the user's message before it) names the target file and
//     no other file;
//   - the edit rewrites one line and changes only one value in it, from a
//     number that exchange wrote to the answered one (the unit may be
//     shortened: "20mb" sets "20m");
//   - the exchange writes no number that another line of the file holds
//     (with two settings in the question, which one the value is for is
//     not for me to guess), unless it names the block the edit lies in
//     and no other block of the file ("`debounce` … the default 300ms"
//     beside a throttle that also defaults to 300);
//   - the value is not the label of an option I listed ("2" to "1. … 2.
//     …" picks an option, see pickOptions).
func answeredValue(conv []Turn, u int, t Target) (Classification, bool) {
	if u < 1 || t.created || t.Command != "" || conv[u-1].Role != Assistant {
		return Classification{}, false
	}
	num, unit, ok := bareValue(conv[u].Text)
	if !ok {
		return Classification{}, false
	}
	question := assistantBlock(conv, u-1)
	if !strings.Contains(question, "?") || labelsOption(question, num) {
		return Classification{}, false
	}
	exchange := question
	if j := lastUser(conv, u-1); j >= 0 {
		exchange = headTail(conv[j].Text) + "\n" + question
	}
	if len(mentions(exchange, lang.Normalize(exchange), t, false)) == 0 || namesAnotherFile(exchange, t) {
		return Classification{}, false
	}
	oldLine, newLine, ok := oneLineChange(t)
	if !ok {
		return Classification{}, false
	}
	was, now, ok := oneValueChanged(oldLine, newLine)
	if !ok {
		return Classification{}, false
	}
	wasNum, _ := splitValue(was)
	nowNum, nowUnit := splitValue(now)
	if !sameNumber(nowNum, num) || unit != "" && nowUnit != "" && !strings.HasPrefix(unit, nowUnit) || unit == "" && nowUnit != "" && !strings.HasSuffix(was, nowUnit) {
		return Classification{}, false
	}
	said := valuesIn(exchange)
	if !slices.Contains(said, wasNum) || holdsElsewhere(t.file, oldLine, said) && !namesOwnBlock(exchange, t) {
		return Classification{}, false
	}
	return Classification{Level: Explicit, Reasoning: fmt.Sprintf("you answered %q when I asked about %q in %q", clip80(conv[u].Text), clip80(strings.TrimSpace(oldLine)), t.Name)}, true
}

// maxValueLen bounds the one word read as a bare value.
const maxValueLen = 16

// bareValue splits a message that is only a value into its number and
// unit: "20" (20, ""), "20mb" (20, "mb"), "1.25" (1.25, ""), "three" (3,
// ""), "500 ms" (500, "ms"). ok is false for anything else.
func bareValue(msg string) (num, unit string, ok bool) {
	ws := strings.Fields(strings.ToLower(strings.TrimRight(strings.TrimSpace(msg), ".!")))
	if len(ws) == 0 || len(ws) > 2 || len(ws[0]) > maxValueLen {
		return "", "", false
	}
	if n, ok := countWord(ws[0]); ok && len(ws) == 1 {
		return n, "", true
	}
	num, unit = splitValue(ws[0])
	if num == "" {
		return "", "", false
	}
	if len(ws) == 2 {
		if unit != "" {
			return "", "", false
		}
		unit = ws[1]
	}
	if len(unit) > 3 || strings.IndexFunc(unit, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 && unit != "%" {
		return "", "", false
	}
	return num, unit, true
}

// splitValue splits a value word into its leading number and the letters
// after it ("20m" → "20", "m"); num is "" when the word does not start
// with a digit.
func splitValue(w string) (num, unit string) {
	i := 0
	for i < len(w) && (w[i] >= '0' && w[i] <= '9' || w[i] == '.' && i > 0 && i+1 < len(w) && w[i+1] >= '0' && w[i+1] <= '9') {
		i++
	}
	if i == 0 {
		return "", w
	}
	return w[:i], strings.ToLower(w[i:])
}

// countWord is the number a count word stands for ("three" → "3").
func countWord(w string) (string, bool) {
	small := [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}
	for n, s := range small {
		if w == s {
			return fmt.Sprint(n), true
		}
	}
	tens := [...]string{"thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	for n, s := range tens {
		if w == s {
			return fmt.Sprint((n + 3) * 10), true
		}
	}
	return "", false
}

// sameNumber reports whether two written numbers are equal ("3.10" is not
// "3.1": a version is text).
func sameNumber(a, b string) bool {
	return a != "" && a == b
}

// labelsOption reports whether question lists an option labelled num ("2.
// …", "2) …" at the start of a line).
func labelsOption(question, num string) bool {
	for _, line := range strings.Split(question, "\n") {
		l := strings.TrimLeft(strings.TrimSpace(line), "*_#")
		if strings.HasPrefix(l, num+".") || strings.HasPrefix(l, num+")") || strings.HasPrefix(l, "("+num+")") {
			return true
		}
	}
	return false
}

// oneLineChange is the edit's one rewritten line, old and new, when the
// change rewrites exactly one line into one line.
func oneLineChange(t Target) (oldLine, newLine string, ok bool) {
	o, n := strings.Trim(t.removed, "\n"), strings.Trim(t.Added, "\n")
	if o == "" || n == "" || strings.Contains(o, "\n") || strings.Contains(n, "\n") {
		return "", "", false
	}
	return o, n, true
}

// oneValueChanged compares two lines word by word (words are runs of
// letters, digits, dots and underscores) and returns the one word that
// differs, when exactly one does and both are values (start with a digit).
func oneValueChanged(oldLine, newLine string) (was, now string, ok bool) {
	a, b := valueWords(oldLine), valueWords(newLine)
	if len(a) != len(b) || len(a) == 0 {
		return "", "", false
	}
	// The text between the words must be the same too ("= 5" → "= 20",
	// not "= 5" → "== 20").
	if nonWords(oldLine) != nonWords(newLine) {
		return "", "", false
	}
	diff := -1
	for k := range a {
		if a[k] == b[k] {
			continue
		}
		if diff >= 0 {
			return "", "", false
		}
		diff = k
	}
	if diff < 0 {
		return "", "", false
	}
	was, now = strings.TrimRight(a[diff], "."), strings.TrimRight(b[diff], ".")
	if wn, _ := splitValue(was); wn == "" {
		return "", "", false
	}
	if nn, _ := splitValue(now); nn == "" {
		return "", "", false
	}
	return was, now, true
}

// nonWords is s without its words: the punctuation and spaces between them.
func nonWords(s string) string {
	return strings.Map(func(r rune) rune {
		if valueRune(r) {
			return -1
		}
		return r
	}, s)
}

// namesOwnBlock reports whether text names, as a word, a name the blocks
// enclosing the edit declare, and none the rest of the file declares.
func namesOwnBlock(text string, t Target) bool {
	for _, o := range t.others {
		if occursAsWord(text, o) {
			return false
		}
	}
	for _, d := range t.Declared {
		if len(d) >= 3 && occursAsWord(text, d) {
			return true
		}
	}
	return false
}

// holdsElsewhere reports whether a line of file other than line holds one
// of the numbers said (skipping 0 and 1, which every file has).
func holdsElsewhere(file, line string, said []string) bool {
	line = strings.TrimSpace(line)
	for _, l := range strings.Split(file, "\n") {
		if strings.TrimSpace(l) == line {
			continue
		}
		for _, n := range valuesIn(l) {
			if n != "0" && n != "1" && slices.Contains(said, n) {
				return true
			}
		}
	}
	return false
}

// valuesIn returns the numbers that lead the words of text, units cut
// off ("1m" → "1", "3.12" → "3.12"), at most maxProposalTokens of them; a
// word that starts with a letter ("v2", "utf8") holds none.
func valuesIn(text string) []string {
	var out []string
	for _, w := range valueWords(text) {
		if n, _ := splitValue(strings.TrimRight(w, ".")); n != "" {
			out = append(out, n)
			if len(out) == maxProposalTokens {
				break
			}
		}
	}
	return out
}

// valueWords splits text into runs of letters, digits, dots and
// underscores.
func valueWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !valueRune(r) })
}

// valueRune reports whether r belongs to a value word.
func valueRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_'
}
